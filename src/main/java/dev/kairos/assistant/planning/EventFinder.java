package dev.kairos.assistant.planning;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.TextStyle;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.assistant.language.ChangeRequest;
import dev.kairos.assistant.language.ClockTime;
import dev.kairos.assistant.language.PartOfDay;
import dev.kairos.assistant.language.Utterance;
import dev.kairos.assistant.language.When;
import dev.kairos.assistant.language.WhenParser;

/**
 * Find the events a request names: by the words of their title ("lunch with sam", "the
 * chem lab"), by their time ("my 3pm", "tomorrow's", "on friday", "next week"), or both.
 * An event matches when more than half of the title words said are in its title (a word
 * matches the same word, its plural, a prefix of at least three letters as in "chem" for
 * "chemistry", or one typo), or when some are and the others only say what kind of thing
 * it is ("the dentist appointment" for "Dentist", "my yoga sessions" for "Yoga"), and it
 * lies at the time said.
 */
public final class EventFinder {

	/** How far ahead a reference without a day looks. */
	static final Duration HORIZON = Duration.ofDays(60);

	private static final Set<String> STOP = Set.of("my", "the", "a", "an", "our", "this", "that", "your", "with", "and",
			"of", "for", "to", "at", "on", "in", "from", "thing", "event", "one", "s", "'s", "i", "me", "it", "is",
			"are", "was", "were", "cant", "can't", "can", "could", "would", "should", "shall", "make", "going", "go",
			"be", "able", "we", "us", "you", "please", "just", "upcoming", "next", "scheduled", "calendar", "booked",
			"planned", "which", "whole", "entire", "so", "then", "there", "everything", "anything", "all", "stuff",
			// Scots and other Englishes: "ma supervision"
			"ma",
			// a sound before the name: "oi the theatre's been bumped"
			"oi", "uh", "um", "erm", "er", "ah", "eh",
			// "the one on the 12th only", "supervision is now 11-12"
			"only", "now");

	/** Words that say what kind of thing an event is, not which one. */
	private static final Set<String> KINDS = Set.of("appointment", "appointments", "meeting", "meetings", "session",
			"sessions", "class", "classes", "event", "events", "thing", "things", "plans", "booking", "reservation",
			"bookings", "reservations", "ticket", "tickets", "tix", "slot", "appt", "appts", "lecture", "lectures",
			"lesson", "lessons", "block", "blocks", "slots", "apt", "apts",
			// who an event is with says which, by its kind: "my guitar teacher" for
			// "Guitar lesson"
			"teacher", "tutor", "coach", "instructor");

	/**
	 * Words that name the same kind of outing in other words: "the show" for "Theatre",
	 * "the film" for "Cinema".
	 */
	private static final Map<String, Integer> KIN = kin(
			Set.of("theatre", "theater", "show", "play", "musical", "panto", "gig", "concert"),
			Set.of("cinema", "film", "movie", "movies", "flick"), Set.of("gym", "workout"),
			Set.of("doctor", "doctors", "gp", "doc"), Set.of("dinner", "supper"));

	/**
	 * Words for studying, any of which names a study block ("econometrics revision" for
	 * "Study: Econometrics exam").
	 */
	private static final Set<String> STUDY = Set.of("study", "studying", "revision", "revise", "revising", "prep",
			"review", "cram", "cramming");

	private static final Pattern POSSESSIVE_TIME = Pattern
		.compile("(?i)\\b(week|weekend|month|monday|tuesday" + "|wednesday|thursday|friday|saturday|sunday)'s\\b");

	private static final Pattern SPLIT = Pattern.compile("[^\\p{L}\\p{N}]+");

	/**
	 * A one-to-one meeting however it is written: "1:1", "1on1", "1-on-1", "one on one".
	 */
	private static final Pattern ONE_ON_ONE = Pattern
		.compile("(?<![\\p{L}\\p{N}])(?:1\\s*[:-]\\s*1|(?:1|one)\\s*-?\\s*on\\s*-?\\s*(?:1|one))(?![\\p{L}\\p{N}])");

	/**
	 * "wed standup", "mon lab": a short weekday before a name, the day of that one (not
	 * "sat" or "sun", which begin names: "SAT prep", "sun salutation").
	 */
	private static final Pattern SHORT_DAY_FIRST = Pattern
		.compile("(?i)^\\s*((?:mon|tues?|wed|weds|thu|thur|thurs|fri)\\.?)(?=\\s+\\p{L})");

	/**
	 * "my 7 on sunday", "the 3 tomorrow", "sunday's 7", "my 7": a number said alone where
	 * the reference starts, before a day or nothing, is the hour the event starts at.
	 */
	private static final Pattern BARE_HOUR = Pattern.compile("(?i)^(\\s*(?:(?:my|the|our|your|this|that)\\s+)?"
			+ "(?:(?:today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\\s+)?)(\\d{1,2})"
			+ "(?=\\s*$|\\s+(?:on|this|next|today|tomorrow|tonight|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\\b)");

	/** "the 14th one": a day of the month, then "one". */
	private static final Pattern NTH_ONE = Pattern.compile("(?i)\\b(\\d{1,2}(?:st|nd|rd|th))\\s+one\\b");

	/** An ordinal that ends a reference, after a word that is no day's or month's. */
	private static final Pattern LAST_ORDINAL = Pattern.compile("(?i)(?<!\\b(?:the|on|of|mon|tue|tues|wed|weds|thu"
			+ "|thur|thurs|fri|sat|sun|[a-z]{1,10}day|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|[a-z]{3,6}(?:uary|ch"
			+ "|il|ust|ber)))\\s+(\\d{1,2}(?:st|nd|rd|th))$");

	/** A day of the month said alone: "the 28th", "28th". */
	private static final Pattern ORDINAL = Pattern.compile("(?i)\\b\\d{1,2}(?:st|nd|rd|th)\\b");

	private static final Pattern MONTH_NAMED = Pattern
		.compile("(?i)\\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
				+ "|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\b|\\d/\\d");

	private final Conversation conversation;

	private final Scheduler scheduler;

	public EventFinder(Conversation conversation, Scheduler scheduler) {
		this.conversation = conversation;
		this.scheduler = scheduler;
	}

	/**
	 * The events the words name, earliest first.
	 * @param reference the words naming the event, typos corrected
	 * @return what they name; empty when they name nothing the finder can look for
	 */
	public Found find(String reference) {
		return find(reference, false);
	}

	/** "this week", said of an event. */
	private static final Pattern THIS_WEEK = Pattern.compile("(?i)\\bthis\\s+week\\b");

	/**
	 * The events the words name, earliest first; when {@code surely} (the words were said
	 * as a change, not perhaps a new event), also an event whose name two words hold
	 * among others ("standup obviously").
	 * @param reference the words naming the event, typos corrected
	 * @param surely whether the words surely name an event
	 * @return what they name; empty when they name nothing the finder can look for
	 */
	public Found find(String reference, boolean surely) {
		// "this week's yoga" as "this week yoga": the time is read as any other; "my 7"
		// as "my at 7".
		String said = SHORT_DAY_FIRST.matcher(POSSESSIVE_TIME.matcher(reference).replaceAll("$1  "))
			.replaceFirst("on $1");
		// "the 14th one": the one on the 14th; "running club 14th": on the 14th
		said = LAST_ORDINAL.matcher(NTH_ONE.matcher(said).replaceAll("one on the $1")).replaceFirst(" on the $1");
		Utterance utterance = new Utterance(BARE_HOUR.matcher(said).replaceFirst("$1at $2"));
		Preferences preferences = this.conversation.preferences();
		LocalDateTime now = LocalDateTime.ofInstant(this.conversation.now(), preferences.zone());
		When when = WhenParser.parse(utterance, now, preferences.weekStart(), preferences.dateOrder(),
				preferences.holidays());
		// "yoga on thanksgiving": the holiday says the day, not the event's name
		List<String> words = words(when.hasDay()
				? preferences.holidays().withoutDays(utterance.remainder(), now.getYear()) : utterance.remainder());
		boolean timed = when.hasDay() || when.start() != null || when.part() != null;
		if (words.isEmpty() && !timed) {
			return new Found(List.of(), words, false);
		}
		Instant from = this.scheduler.day(this.scheduler.today()).start();
		Instant to = this.conversation.now().plus(HORIZON);
		List<CalendarEvent> candidates = new ArrayList<>();
		int best = 0;
		// The events a longer reference names among other words, found in the same pass.
		boolean clause = words.size() > (surely ? 1 : 2);
		List<CalendarEvent> within = new ArrayList<>();
		int bestWithin = 0;
		// a series' occurrences share a title: its words are read once
		Map<String, List<String>> titles = new HashMap<>();
		for (CalendarEvent event : this.conversation.calendar().events(from, to)) {
			if (!event.endTime().isAfter(this.conversation.now()) || !at(event, when)) {
				continue;
			}
			List<String> title = titles.computeIfAbsent(event.title(), EventFinder::words);
			int named = (clause && candidates.isEmpty()) ? namedWithin(words, title) : 0;
			if (named > 0) {
				bestWithin = keepBest(within, bestWithin, event, named);
			}
			int matched = matched(words, title);
			if (matched > 0 && matched < words.size() && loosely(words, title)) {
				// "teem meeting": a letter wrong in a short word, the rest of the name
				// right.
				matched = words.size();
			}
			if (!words.isEmpty() && matched * 2 <= words.size() && (matched == 0 || !onlyKindsLeft(words, title))) {
				continue;
			}
			best = keepBest(candidates, best, event, matched);
		}
		if (candidates.isEmpty() && bestWithin > 0) {
			candidates.addAll(within);
		}
		Matcher ordinal = ORDINAL.matcher(reference);
		if (candidates.isEmpty() && now.toLocalDate().equals(when.date()) && ordinal.find()
				&& !MONTH_NAMED.matcher(reference).find()) {
			// "running club on the 28th" said on the 28th, with none today: next month's
			String next = now.plusMonths(1).getMonth().getDisplayName(TextStyle.FULL, Locale.ENGLISH);
			return find(reference.substring(0, ordinal.end()) + " of " + next + reference.substring(ordinal.end()),
					surely);
		}
		Matcher thisWeek = THIS_WEEK.matcher(reference);
		if (candidates.isEmpty() && now.getDayOfWeek().getValue() >= 5 && thisWeek.find()) {
			// "scrap the team meeting this week" said on a Friday, with none left this
			// week:
			// the coming week's
			return find(thisWeek.replaceFirst("next week"), surely);
		}
		return new Found(candidates, words, timed);
	}

	/**
	 * The events whose names a longer reference holds among other words ("mi cyaan reach
	 * lunch wid aisha", "marco wants to do lunch", "i need to leave physics early"):
	 * every word of the title that says which event it is (not what kind of thing), or at
	 * least two and half of them: how many it names, or 0.
	 */
	private static int namedWithin(List<String> words, List<String> title) {
		List<String> named = title.stream().filter((word) -> !KINDS.contains(word)).toList();
		int matched = (int) named.stream()
			.filter((word) -> words.stream().anyMatch((said) -> within(said, word)))
			.count();
		return (matched == 0 || matched < named.size() && (matched < 2 || matched * 2 < named.size())) ? 0 : matched;
	}

	/**
	 * Keep the events that match best: the event joins them when it matches as well, and
	 * replaces them when it matches better.
	 * @return the best count now
	 */
	private static int keepBest(List<CalendarEvent> kept, int best, CalendarEvent event, int matched) {
		if (matched > best) {
			kept.clear();
		}
		if (matched >= best) {
			kept.add(event);
		}
		return Math.max(best, matched);
	}

	/**
	 * Whether a word of a longer reference is a word of a title: as {@link #same}, but a
	 * prefix only of four letters or more ("tea" is no "team").
	 */
	private static boolean within(String said, String title) {
		return (said.length() >= 4 || !title.startsWith(said) || said.equals(title)) && same(said, title);
	}

	/**
	 * Whether new words name the same kind of thing as a title, in other words: "Bass
	 * lesson" for "Guitar lesson" (two words or more, the last the same, the rest not).
	 */
	static boolean sameKind(String words, String title) {
		String[] said = words.strip().toLowerCase(Locale.ROOT).split("\\s+");
		String[] named = title.strip().toLowerCase(Locale.ROOT).split("\\s+");
		return said.length >= 2 && named.length >= 2 && same(said[said.length - 1], named[named.length - 1])
				&& !same(said[0], named[0]) && said[0].chars().allMatch(Character::isLetter);
	}

	/** Whether the event lies at the time a reference says. */
	private boolean at(CalendarEvent event, When when) {
		ZoneId zone = this.conversation.preferences().zone();
		LocalDateTime start = LocalDateTime.ofInstant(event.startTime(), zone);
		LocalDate day = start.toLocalDate();
		if (when.date() != null && !day.equals(when.date())) {
			return false;
		}
		if (when.firstDay() != null && (day.isBefore(when.firstDay()) || day.isAfter(when.lastDay()))) {
			return false;
		}
		if (when.deadline() != null && !day.isBefore(when.deadline())) {
			return false;
		}
		int minutes = start.getHour() * 60 + start.getMinute();
		ClockTime clock = when.start();
		if (clock != null) {
			// "my 3" is the event at 3:00 or 15:00, whichever the user has.
			boolean same = clock.isCertain() ? clock.minutes(null) == minutes
					: clock.minutes(PartOfDay.MORNING) % 1440 == minutes
							|| clock.minutes(PartOfDay.EVENING) % 1440 == minutes;
			if (!same) {
				return false;
			}
		}
		PartOfDay part = when.part();
		if (part != null) {
			int partStart = part.start(this.conversation.preferences().workingHours()).toSecondOfDay() / 60;
			int partEnd = part.end(this.conversation.preferences().workingHours()).toSecondOfDay() / 60;
			return minutes >= partStart && minutes < partEnd;
		}
		return true;
	}

	/** How many of the words said have a match among the title's. */
	static int matched(List<String> said, List<String> title) {
		List<String> whole = withCompounds(title);
		int matched = 0;
		for (String word : said) {
			for (String other : whole) {
				if (same(word, other)) {
					matched++;
					break;
				}
			}
		}
		return matched;
	}

	/** Each word of the groups, to the group's number. */
	@SafeVarargs
	private static Map<String, Integer> kin(Set<String>... groups) {
		Map<String, Integer> kin = new HashMap<>();
		for (int i = 0; i < groups.length; i++) {
			for (String word : groups[i]) {
				kin.put(word, i);
			}
		}
		return Map.copyOf(kin);
	}

	/**
	 * A title's words and each two neighbours written as one: "check-up" is also said
	 * "checkup" (or "chekup"), "stand-up" "standup".
	 */
	static List<String> withCompounds(List<String> title) {
		if (title.size() < 2) {
			return title;
		}
		List<String> words = new ArrayList<>(title);
		for (int i = 0; i + 1 < title.size(); i++) {
			words.add(title.get(i) + title.get(i + 1));
		}
		return words;
	}

	/**
	 * Whether every word said matches a word of the title, a short word (four letters)
	 * also with one letter wrong.
	 */
	private static boolean loosely(List<String> said, List<String> title) {
		List<String> whole = withCompounds(title);
		for (String word : said) {
			if (whole.stream()
				.noneMatch((other) -> same(word, other)
						|| word.length() == 4 && other.length() == 4 && oneEdit(word, other))) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Whether every word said that the title lacks only says what kind of thing it is.
	 */
	private static boolean onlyKindsLeft(List<String> said, List<String> title) {
		List<String> whole = withCompounds(title);
		for (String word : said) {
			if (!KINDS.contains(word) && whole.stream().noneMatch((other) -> same(word, other))) {
				return false;
			}
		}
		return true;
	}

	static boolean same(String said, String title) {
		if (said.equals(title) || said.equals(title + "s") || title.equals(said + "s")) {
			return true;
		}
		// "econometrics revision" for "Study: Econometrics exam" (not "study" for "Budget
		// review")
		if (STUDY.contains(said) && title.equals("study") || said.equals("dental") && title.equals("dentist")) {
			return true;
		}
		Integer kin = KIN.get(said);
		if (kin != null && kin.equals(KIN.get(title))) {
			return true;
		}
		if (said.length() >= 3 && title.startsWith(said) || title.length() >= 3 && said.startsWith(title)) {
			return true;
		}
		// The plural of a short form: "stats" for "statistics", "maths" for
		// "mathematics".
		if (said.length() >= 5 && said.endsWith("s") && title.startsWith(said.substring(0, said.length() - 1))) {
			return true;
		}
		if (abbreviates(said, title)) {
			return true;
		}
		// one letter wrong, added, left out or swapped, in words of five letters; a
		// letter
		// left out of five, in four ("prya" for "priya")
		boolean near = said.length() >= 5 && title.length() >= 5 && Math.abs(said.length() - title.length()) <= 1
				|| said.length() == 4 && title.length() == 5;
		return near && (oneEdit(said, title) || swapped(said, title));
	}

	/**
	 * A word shortened to its consonants: "gtr" for "guitar", "pty" for "party": the same
	 * first letter, no vowel, and the letters in order in a word at least two longer.
	 */
	static boolean abbreviates(String said, String title) {
		if (said.length() < 3 || title.length() < said.length() + 2 || said.charAt(0) != title.charAt(0)
				|| !said.chars().allMatch((c) -> Character.isLetter(c) && "aeiou".indexOf(c) < 0)) {
			return false;
		}
		int at = 0;
		for (int i = 0; i < title.length() && at < said.length(); i++) {
			at += (title.charAt(i) == said.charAt(at)) ? 1 : 0;
		}
		return at == said.length();
	}

	/** Two neighbouring letters typed the other way round: "bayesain" for "bayesian". */
	static boolean swapped(String a, String b) {
		if (a.length() != b.length()) {
			return false;
		}
		int i = 0;
		while (i < a.length() && a.charAt(i) == b.charAt(i)) {
			i++;
		}
		return i + 1 < a.length() && a.charAt(i) == b.charAt(i + 1) && a.charAt(i + 1) == b.charAt(i)
				&& a.substring(i + 2).equals(b.substring(i + 2));
	}

	private static boolean oneEdit(String a, String b) {
		int i = 0;
		while (i < a.length() && i < b.length() && a.charAt(i) == b.charAt(i)) {
			i++;
		}
		int j = 0;
		while (j < a.length() - i && j < b.length() - i
				&& a.charAt(a.length() - 1 - j) == b.charAt(b.length() - 1 - j)) {
			j++;
		}
		return Math.max(a.length(), b.length()) - i - j <= 1;
	}

	/** The words of a title or reference that say what it is. */
	static List<String> words(String text) {
		List<String> words = new ArrayList<>();
		String said = ONE_ON_ONE.matcher(text.toLowerCase(Locale.ROOT)).replaceAll(" oneonone ");
		for (String word : SPLIT.split(said)) {
			// A single letter is what is left of "can't" or "don't", not a word of a
			// title.
			if (!word.isEmpty() && !STOP.contains(word)
					&& !(word.length() == 1 && Character.isLetter(word.charAt(0)))) {
				words.add(word);
			}
		}
		return words;
	}

	/**
	 * What a reference names.
	 *
	 * @param events the events it names, earliest first
	 * @param words the title words it said
	 * @param timed whether it said a time
	 */
	public record Found(List<CalendarEvent> events, List<String> words, boolean timed) {

		/** Whether the words name anything at all. */
		public boolean named() {
			return !this.words.isEmpty() || this.timed;
		}

		/**
		 * Whether the events found are what a request must name: occurrences of a series,
		 * or events every word said belongs to the name of.
		 */
		public boolean names(ChangeRequest.Naming naming) {
			return switch (naming) {
				case ANY, NAME_THEN_NAME -> true;
				case OCCURRENCES -> this.events.stream().allMatch(CalendarEvent::occurrence);
				case WHOLE_NAME -> !this.words.isEmpty() && this.events.stream()
					.allMatch((event) -> matched(this.words, EventFinder.words(event.title())) == this.words.size());
				case EXACT_NAME ->
					names(ChangeRequest.Naming.WHOLE_NAME) && this.events.stream().noneMatch(CalendarEvent::occurrence)
							&& this.events.stream().allMatch((event) -> {
								// "physio" for "Physio appointment": its kind may go
								// unsaid
								List<String> title = EventFinder.words(event.title())
									.stream()
									.filter((word) -> !KINDS.contains(word))
									.toList();
								return matched(title, this.words) == title.size();
							});
			};
		}

	}

}
