package dev.kairos.assistant.language;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which occurrences of a repeating event a request is about, as it says: all of them
 * ("all of them", "every week", "for good", "the whole series", "all my yoga sessions",
 * "every yoga class"), one ("just this one", "just this once", "only tomorrow's", "on nov
 * 6 only"), or nothing said.
 */
public enum Scope {

	/** Nothing said: one occurrence when a day or time names it, else ask. */
	UNSAID,

	/** One occurrence. */
	ONE,

	/** The whole series. */
	ALL,

	/**
	 * Said as news of how it is from now on ("standup is 30 min now", "running club
	 * always 6.30am now"): the whole series, unless a day or time names one occurrence.
	 */
	NEWS;

	/** A change said as news: a verb of being, then "now" last or right after it. */
	private static final Pattern NEWS_NOW = Pattern
		.compile("(?:^|\\s)(?:is|are|'s|takes|lasts|runs|always)" + "(?:\\s+now\\b|\\s(?:.*\\s)?now[.!]*$)");

	/** What a series said whole is said to do: "can go", "is moving". */
	private static final String NEWS_VERB = "(?:can|could|should|must|is|will|has|needs)\\b";

	private static final Pattern ALL_WORDS = Pattern.compile("(?:[,;]\\s*)?(?<![\\w'])(?:(?:for|to)\\s+)?(?:"
			// "rename yoga to hot yoga for all classes", "… for every class"
			+ "(?<=for\\s)(?:all|every|each)\\s+(?:the\\s+)?(?:class(?:es)?|sessions?|meetings?|occurrences?|lessons?)"
			// "yoga's at 6:30 from now on, every class": the last words
			+ "|(?:all|every|each)\\s+(?:the\\s+)?(?:class(?:es)?|sessions?|meetings?|occurrences?|lessons?)(?=\\s*(?:$|[,;.!]))"
			+ "|all\\s+of\\s+(?:them|those|these|it)|all\\s+(?:the\\s+)?(?:future|following|upcoming|remaining)"
			+ "(?:\\s+(?:ones|occurrences|sessions|meetings|classes))?|every\\s+(?:single\\s+)?(?:one|occurrence|time"
			+ "|week|instance)(?:\\s+of\\s+(?:them|it))?|each\\s+(?:one|time|week)|(?:the\\s+)?(?:whole|entire)\\s+series"
			+ "|the\\s+series|(?<=\\s)series(?=\\s*(?:$|[,;.!]))|"
			// "the whole lab meeting series can go", "the whole running club thing can
			// go": the name between
			+ "(?:the\\s+)?(?:whole|entire)\\s+(?=\\S+(?:\\s+\\S+){0,3}\\s+(?:series|thing)\\s+" + NEWS_VERB + ")"
			+ "|(?<=\\S\\s)series(?=\\s+" + NEWS_VERB + ")"
			+ "|(?<=\\b(?:whole|entire)\\s[^,;.!?]{1,60}\\s)thing(?=\\s+" + NEWS_VERB + ")"
			// "lab meeting series -> 10am": the series, then its new time
			+ "|(?<=\\S\\s)series(?=\\s*(?:->|=>|\u2192|:))"
			// "whole yoga series 30 min earlier", "rename yoga to vinyasa (all)", "yoga
			// always at X"
			+ "|(?:the\\s+)?(?:whole|entire)(?=\\s+\\S+(?:\\s+\\S+){0,3}\\s+series\\b)"
			+ "|(?<=\\b(?:whole|entire)\\s[^,;.!?]{1,60}\\s)series\\b|(?<=\\()all(?=\\))|(?<=\\S\\s)always(?=\\s+(?:at|in)\\s|(?:\\s+\\S+){1,3}\\s+(?:later|earlier|longer|shorter)\\b)"
			+ "|the\\s+whole\\s+(?:thing|lot)|the\\s+lot|(?<=for\\s)good|altogether|all\\s+together|from\\s+now\\s+on"
			// "take X off my calendar completely"
			+ "|(?:completely|entirely)(?=\\s*(?:$|[,;.!]))|going\\s+forward|permanently"
			// "X at 7pm from now": not "2 hours from now"
			+ "|(?<!\\b(?:\\d|hours?|hrs?|mins?|minutes?|days?|weeks?|months?|years?|fortnight)\\s)from\\s+now(?=\\s*(?:$|[,;.!]))"
			// "yoga is always at the rec center", "running club always meets at the
			// gates"
			+ "|(?<=(?:\\bis|\\bare|'s)\\s(?:now\\s)?)always(?=\\s+(?:at|in|on)\\s)|always(?=\\s+(?:meets?|happens|runs)\\s+(?:at|in|on)\\s)|for\\s+the\\s+rest\\s+of\\s+the\\s+(?:term|semester|year)"
			+ "|(?<=\\s)all(?=\\s*$))(?![\\w'])|(?<![\\w'])all\\s+(?:of\\s+)?(?=(?:my|the|our)\\s)"
			// "rename X to all hands": a new name, no scope
			+ "|(?<![\\w'])(?<!\\b(?:to|called|named|titled)\\s)all\\s+(?!hands\\b|nighter\\b)(?=[a-z])"
			// "change every running club to 7": "every" before the event's name, not
			// before a time ("every monday", "every other week").
			+ "|(?<![\\w'])every\\s+(?!(?:other|second|alternate|single|one|time|day|week|month|year|morning|afternoon"
			+ "|evening|night|weekday|weekend|mon|tue|wed|thu|fri|sat|sun|hour|minute)\\w*)(?=[a-z])");

	private static final Pattern ONE_WORDS = Pattern.compile("(?:[,;]\\s*)?(?<![\\w'])(?:(?:just|only)\\s+(?:this"
			+ "|that|the)\\s+(?:one|once|time|week|instance|occurrence)|(?:just|only)\\s+(?:once|for\\s+(?:this|that"
			+ "|the)\\s+(?:one|week|day))|(?:this|that)\\s+(?:time|week|one)\\s+only|(?:just|only)\\s+the\\s+next"
			+ "(?:\\s+one)?|(?:just|only)\\s+the\\s+one|(?:just|only)(?=\\s+(?:the|this|that|next|tomorrow|today"
			+ "|tonight|on|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\\b)"
			// "cancel standup on nov 6 only", "skip yoga that day only": "only" closing
			// the
			// request.
			+ "|(?:(?:this|that)\\s+(?:day|once)\\s+)?(?<=\\s|^)(?<!(?:mins?|minutes?|hours?|hrs?|h)\\s)only(?=[\\s.!]*$)"
			// "... only. Do not remove the other Standup events."
			+ "|(?:(?<=\\s|^)only[.!,]?\\s+)?(?:please\\s+)?(?:do\\s+not|don'?t|dont)\\s+(?:remove|delete|cancel|change|move"
			+ "|touch|skip)\\s+(?:any\\s+of\\s+)?(?:the\\s+)?(?:other|others|rest)\\b[^.!]*[.!]?\\s*$)(?![\\w'])");

	/**
	 * A word that {@link #ALL_WORDS} or {@link #ONE_WORDS} cannot match without: a quick
	 * look before the long patterns.
	 */
	private static final Pattern MAY_SAY_SCOPE = Pattern
		.compile("all|altogether|every|each|series|whole|entire|lot|good"
				+ "|now|complete|going|permanent|always|rest|just|only|other");

	/** Whether a change is said as news of how it is now ("yoga is at 7 now"). */
	static boolean saysNews(String text) {
		return text.contains("now") && NEWS_NOW.matcher(text).find();
	}

	/**
	 * Read the scope a text says and blank its words out.
	 * @param text lowercase text
	 * @return the scope and where the text says it
	 */
	public static Said read(String text) {
		if (!MAY_SAY_SCOPE.matcher(text).find()) {
			// none of the words every scope is said with: most messages
			return new Said(UNSAID, List.of());
		}
		Matcher all = ALL_WORDS.matcher(text);
		List<Integer> bounds = new ArrayList<>();
		while (all.find()) {
			// "for good, all of them": words of the same scope in a row are one;
			// "every running club is 90 mins from now on": apart, each is blanked
			int last = bounds.size() - 1;
			if (last > 0 && text.substring(bounds.get(last), all.start()).matches("[\\s,;]*")) {
				bounds.set(last, all.end());
			}
			else {
				bounds.add(all.start());
				bounds.add(all.end());
			}
		}
		if (!bounds.isEmpty()) {
			return new Said(ALL, List.copyOf(bounds));
		}
		Matcher one = ONE_WORDS.matcher(text);
		if (one.find()) {
			return new Said(ONE, List.of(one.start(), one.end()));
		}
		return new Said(UNSAID, List.of());
	}

	/**
	 * A scope and where a text says it.
	 *
	 * @param scope what the text says
	 * @param bounds where the words that say it begin and end, in pairs (none when
	 * nothing is said)
	 */
	public record Said(Scope scope, List<Integer> bounds) {

		/**
		 * The text (or its typed copy, of the same length) with those words blanked out,
		 * and the brackets they stood in alone ("(every one)").
		 */
		public String blank(String text) {
			char[] chars = text.toCharArray();
			for (int i = 0; i + 1 < this.bounds.size(); i += 2) {
				int start = this.bounds.get(i);
				int end = this.bounds.get(i + 1);
				Arrays.fill(chars, start, end, ' ');
				while (start > 0 && chars[start - 1] == ' ') {
					start--;
				}
				while (end < chars.length && chars[end] == ' ') {
					end++;
				}
				if (start > 0 && end < chars.length && chars[start - 1] == '(' && chars[end] == ')') {
					chars[start - 1] = ' ';
					chars[end] = ' ';
				}
			}
			return new String(chars);
		}

	}

}
