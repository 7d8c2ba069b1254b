package dev.kairos.assistant.language;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * Changes said without a verb, which may as well be new events ("lunch to go at 1"): read
 * weakly, so that a message naming no event is read as a new request.
 */
final class VerblessChanges {

	/**
	 * What a new time or day said without a verb begins with: "4pm", "tues 10am", "noon".
	 */
	private static final String NEW_WHEN = "(?=" + ChangeRequest.NEW_WHEN_TEXT + ")";

	/**
	 * A change said without a verb: "dentist is at 11 now", "physics lecture -> 4pm",
	 * "priya 1:1 to 11:30", "halloween party starts at 9 instead", "1:1 with priya moved
	 * to tues 10am", "thursday yoga at 7:30 this week".
	 */
	private static final Pattern VERBLESS_MOVE = Pattern
		.compile("^(?<ref>.+?)\\s*(?=[\\s\\-=\\u2192])(?:\\s(?:is|are|'s)\\s+(?:now\\s+)?(?:at|on)"
				// "the project meeting is 4:30 to 6 now": a new range
				+ "|\\s(?:is|are|'s)(?:\\s+now)?(?=\\s+\\d{1,2}(?::\\d\\d)?\\s*(?:[ap]m)?\\s*(?:-|to|till|until)\\s*\\d)"
				+ "|\\s(?:(?:got|was|has\\s+been|have\\s+been|is|are|been|just\\s+got)\\s+)?(?:moved|changed|pushed"
				+ "|rescheduled|shifted|bumped|moves|is\\s+moving|'s\\s+moving)(?:\\s+(?:up|back|forward|me|us))?\\s+(?:to|until|for)|\\s(?:now\\s+)?(?:runs|goes|will\\s+run)(?:\\s+from)?"
				// "supervision needs to go to 4pm"
				+ "|\\s(?:needs?|has|have|got)\\s+to\\s+(?:go|move|be\\s+(?:moved|changed))\\s+to"
				// "lunch has to be at 1", "our 1:1 could be at 2 on monday instead"
				+ "|\\s(?:(?:needs?|has|have)\\s+to|could|should|must|can|would)\\s+be(?:\\s+(?:at|on))?"
				// "standup is 10am from now on": a clock time said with am or pm
				+ "|\\s(?:is|are|'s)(?=\\s+\\d{1,2}(?:[:.]\\d\\d)?\\s*[ap]\\.?m\\b)"
				// "X is tues 13/4 9:30am now": a new day and time, "now" or "instead"
				// last
				+ "|\\s(?:is|are|'s)(?=\\s+\\S.*\\s(?:now|instead)$)"
				// "yoga on the 10th move to 7:30pm": the verb after what it moves
				+ "|\\s(?:move|reschedule|shift|bump|change|switch|push)\\s+(?:it\\s+)?(?:to|until)|->|=>|\\u2192|(?<!\\s\\d{1,2}(?:[:.]\\d\\d)?)\\sto|\\s(?:(?:should|could|can|will|would|needs?\\s+to|has\\s+to|must)\\s+)?(?:now\\s+)?(?:starts?|begins?)(?:\\s+at)?|\\s(?:now\\s+)?is\\s+at|(?<!\\bfrom)\\snow\\s+(?:at|on)|(?<!\\bfrom)\\snow"
				// "X is now over lunch, 12-1": news, then the new time
				+ "|\\s(?:is|are|'s)\\s+now\\s+[a-z][a-z' ]{0,30}?," + "|\\s(?:is|are|'s)\\s+now)\\s+" + NEW_WHEN
				+ "(?<value>.+?)(?<tail>\\s+(?:now|instead|please|pls|sharp|on\\s+the\\s+dot|y'?all|this\\s+(?:week|time)))*$"
				+ "|^(?<ref2>.+?)\\s+(?:(?:at|@|on)\\s+)?" + NEW_WHEN
				+ "(?<value2>\\d{1,2}(?:[:.]\\d\\d)?\\s*(?:[ap]m)?\\s*(?:to|till|until|-)\\s*\\d{1,2}(?:[:.]\\d\\d)?\\s*(?:[ap]m)?"
				+ "|(?:half\\s+)?\\S+(?:\\s*[ap]\\.?m\\.?)?)\\s+(?:(?:starts?|begins?)\\s+)?(?:this\\s+(?:week|time)|instead|now)$");

	/**
	 * "standup at 9:45" once which occurrences is said ("from now on", "just this once").
	 */
	private static final Pattern SCOPED_AT = Pattern
		.compile("^(?<ref>.+?)\\s+(?:at|@)\\s+" + NEW_WHEN + "(?<value>\\S+(?:\\s*[ap]\\.?m\\.?)?)$");

	/**
	 * "running club on the 7th at 7:30", "monday week's lab meeting at 2pm", "running
	 * club 7/4 at half 7": an event's name with a day said in it and a new time, a change
	 * of that day's occurrence when the name is a series'.
	 */
	private static final Pattern OCCURRENCE_AT = Pattern.compile("^(?!to\\s)(?<ref>.+?)\\s+(?:at|@)\\s+" + NEW_WHEN
			+ "(?<value>(?:half\\s+)?\\S+(?:\\s*[ap]\\.?m\\.?)?)(?:\\s+(?:please|pls))?$");

	/**
	 * "running club this wed", "yoga thurs": a weekday last, not a habit ("tuesdays");
	 * the occurrence of a series that day.
	 */
	private static final Pattern WEEKDAY_LAST = Pattern
		.compile("(?<![\\w/])(?:(?:this|next)\\s+)?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*(?<!days)$");

	/**
	 * A verb that makes a new event first, or "it" among the words: no event's name
	 * ("book coffee with jo friday").
	 */
	private static final Pattern NO_NAME = Pattern
		.compile("^(?:book|schedule|add|put|set\\s+up|plan|make|create|arrange|organi[sz]e|pencil)\\b|\\bit\\b");

	/** An arrow, then an hour with an h last: "-> 14h", "→ 10h30". */
	private static final Pattern ARROW_TO_H = Pattern.compile("(?:->|=>|\u2192)\\s*\\d{1,2}h(?:[0-5]\\d)?$");

	/** A clock time: "1:30", "11.30am", "1115", "noon", "2" (in a range). */
	private static final String CLOCK = "(?:\\d{1,2}(?:[:.]\\d\\d)?\\s*(?:[ap]\\.?m\\.?)?|\\d{4}|noon|midday)";

	/** What every time of {@link #NAME_THEN_TIME} holds: a digit, noon or midday. */
	private static final Pattern SAYS_A_CLOCK = Pattern.compile("\\d|noon|midday");

	/** A clock time said alone, not a bare number: "1:30", "11.30am", "4pm", "1115". */
	private static final String CLOCK_ALONE = "(?:\\d{1,2}[:.]\\d\\d\\s*(?:[ap]\\.?m\\.?)?|\\d{1,2}\\s*[ap]\\.?m\\.?|\\d{4}|noon|midday)";

	/**
	 * An event's name, then a new time or range and at most the day: "dentist 1:30",
	 * "project meeting 3-3:45", "supervision 1000-1100 tomorrow", "lab meeting on 12/4
	 * 1130-1230". The day said is part of the name; when the event is not on it, the
	 * rules engine reads it as the new day of a one-off event whose whole name is said
	 * ("guitar lesson tue 4pm", {@link ChangeRequest#dayAsNewOne}); "at" before the time
	 * makes it a new event's ("meeting with the team thursday at 2pm").
	 */
	private static final Pattern NAME_THEN_TIME = Pattern.compile(
			"^(?!to\\s)(?=[^,;]*?[a-z])(?<ref>[^,;]*?)(?=\\s)(?<!\\bat|\\bfrom|@|\\bhalf|\\bpast|\\bto|\\bfor)\\s+(?<value>"
					+ CLOCK + "\\s*(?:-|to|till|until)\\s*" + CLOCK + "|" + CLOCK_ALONE
					+ ")(?:\\s+(?<day>(?:on\\s+)?(?:tomorrow|today|tonight|\\d{1,2}/\\d{1,2}|(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)"
					+ "|" + DayReader.WEEKDAY_NAME
					+ "\\w*(?:\\s+(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)?)?)))?(?:\\s+(?:please|pls|plz|now))*+$");

	/**
	 * "physics lecture -> quantum mechanics lecture": an event's name, an arrow and words
	 * that say no time, day, place or cancel (a new name; weak).
	 */
	private static final Pattern ARROW_RENAME = Pattern.compile("^(?<ref>[^,;>\\u2192]+?)\\s*(?:->|=>|\\u2192)\\s*"
			+ "(?!" + ChangeRequest.NEW_WHEN_TEXT + "|(?:at|in|on|to|from|till|until|by|@|room|rm|cancel\\w*|off|gone"
			+ "|moved|postponed|tbc|tbd|same|later|earlier|sooner|online|zoom|teams|remote|virtual)\\b)"
			+ "(?<value>[\\p{L}'&][^,;\\d]*?)(?:\\s+(?:now|please|pls|instead)){0,4}$");

	/**
	 * "guitar lesson is now bass lesson": a new name said as news, which shares a word
	 * with the old one (weak).
	 */
	private static final Pattern IS_NOW_RENAME = Pattern.compile("^(?<ref>[^,;]+?)\\s+(?:is|'s)\\s+now\\s+"
			// quoted or not: "yoga is now 'cancelled'" is no new name
			+ "(?![\"']?(?:" + ChangeRequest.NEW_WHEN_TEXT
			+ "|(?:at|in|on|to|from|till|until|by|@|an?|the|cancel\\w*|off|over"
			+ "|online|remote|virtual|called|named)\\b))(?<value>[\\p{L}'&\"][^,;\\d]*?)$");

	/**
	 * Words that say nothing of what an event is: they make no shared word of a rename.
	 */
	private static final Pattern FILLER = Pattern.compile("with|w|and|the|a|an|of|my|our|for|to|at|in|on");

	/**
	 * An event's name, its old time, an arrow and the new time: "theatre 1930 → 1945",
	 * "seminar thurs 4->5" (the old time says which event, so the name may be partial).
	 */
	private static final Pattern OLD_TO_NEW = Pattern
		.compile("^(?!(?:the|it|that|this|my|our)\\s+\\S+\\s*(?:->|=>|\\u2192))"
				+ "(?=[^,;]*?[a-z])(?<ref>[^,;]*?)(?=\\s)(?<!\\b" + DayReader.MONTH + ")\\s+(?:from\\s+)?" + CLOCK
				+ "\\s*(?:->|=>|\\u2192)\\s*(?<value>" + CLOCK + ")(?:\\s+(?:now|instead|please|pls))?$");

	/**
	 * A change without a verb, which may as well be a new event ("lunch to go at 1"):
	 * weak, read as a new request when no event matches.
	 */
	static @Nullable ChangeRequest read(String text, String typed, boolean scoped) {
		// a length says a unit: the forms of a new length are tried only when one is said
		boolean unit = ChangeForms.SAYS_A_UNIT.matcher(text).find();
		for (Verbless form : FORMS) {
			if (form.kind() == ChangeRequest.Kind.RESIZE && !unit) {
				continue;
			}
			// "she cant do lunch tuesday, can we do friday", "X late, can u make it 4"
			Matcher said = form.read(text);
			if (said != null) {
				// "cut it short at 3, the lecture": the event after its change.
				String which = (said.group("ref") != null) ? "" : "2";
				String ref = ChangeForms.NEWS_AFTER_NAME.matcher(Text.group(typed, said, "ref" + which))
					.replaceFirst("");
				// "needs another hour": one hour more
				// "moved up 30": minutes, as "by 30" says them
				String value = form.prefix() + Text.group(typed, said, "value" + which)
					.replaceFirst("(?i)^hour$", "an hour")
					.replaceFirst("^(?=\\d{1,3}$)", (form.kind() == ChangeRequest.Kind.SHIFT) ? "by " : "");
				ChangeRequest request = (form.kind() == ChangeRequest.Kind.SHIFT)
						? ChangeRequest.of(ChangeRequest.Kind.SHIFT, ref, value,
								!ChangeForms.EARLIER_WORD.matcher(text.substring(said.end("ref" + which))).find())
						: ChangeRequest.of(form.kind(), ChangeForms.LEAVING.matcher(ref).replaceFirst(""), value,
								(form.kind() == ChangeRequest.Kind.RESIZE && !form.prefix().isEmpty()) ? Boolean.TRUE
										: null);
				return (request != null) ? request.weakly() : null;
			}
		}
		Matcher amount = ChangeForms.VERBLESS_AMOUNT.matcher(text);
		if (amount.matches()) {
			String direction = amount.group("dir");
			boolean resize = direction.equals("longer") || direction.equals("shorter");
			// "yoga 30 min longer on tuesday": the day names the occurrence.
			String ref = Text.group(typed, amount, "ref")
					+ ((amount.group("day") != null) ? Text.group(typed, amount, "day") : "");
			return ChangeRequest.weakOf(resize ? ChangeRequest.Kind.RESIZE : ChangeRequest.Kind.SHIFT, ref,
					(resize ? "by " : "")
							+ Text.group(typed, amount, (amount.start("value2") >= 0) ? "value2" : "value")
								.replaceFirst("^\\d{1,3}$", "$0 min"),
					direction.equals("later") || direction.equals("longer"));
		}
		Matcher makeIt = ChangeForms.MAKE_IT_LENGTH.matcher(text);
		if (makeIt.matches()) {
			// "project mtg make it 2 hrs": the event, then its new length.
			return ChangeRequest.weakOf(ChangeRequest.Kind.RESIZE, Text.group(typed, makeIt, "ref"),
					Text.group(typed, makeIt, "value"), null);
		}
		Matcher length = ChangeForms.VERBLESS_LENGTH.matcher(text);
		boolean lengthSaid = unit && length.matches();
		if (unit && !lengthSaid) {
			// "physio 45 mins only this time", "team meeting 2 hrs": the event's name,
			// then its new length (weak: a new event when no such event exists)
			length = ChangeForms.BARE_LENGTH.matcher(text);
			lengthSaid = length.matches();
		}
		// "team meeting -> 14h": after an arrow, an hour with an h is the new time
		if (lengthSaid && !ARROW_TO_H.matcher(text).find()) {
			return ChangeRequest.weakOf(ChangeRequest.Kind.RESIZE, Text.group(typed, length, "ref"),
					Text.group(typed, length, (length.group("value") != null) ? "value" : "value2"), null);
		}
		// "X is in room 204 now": a place before "204 now" can be read as a time
		ChangeRequest place = PlaceNews.read(text, typed, scoped);
		if (place != null) {
			return place;
		}
		Matcher oldToNew = OLD_TO_NEW.matcher(text);
		if (ChangeForms.ARROW.matcher(text).find() && oldToNew.matches()) {
			return ChangeRequest.weakOf(ChangeRequest.Kind.MOVE, Text.group(typed, oldToNew, "ref"),
					Text.group(typed, oldToNew, "value"), null);
		}
		ChangeRequest renamed = renamed(text, typed);
		if (renamed != null) {
			return renamed;
		}
		Matcher move = VERBLESS_MOVE.matcher(text);
		boolean moved = move.matches();
		Matcher scopedAt = SCOPED_AT.matcher(text);
		if (scoped && !moved && scopedAt.matches()) {
			// "standup at 9:45 from now on": which occurrences are said, so the event
			// exists.
			return ChangeRequest.weakOf(ChangeRequest.Kind.MOVE, Text.group(typed, scopedAt, "ref"),
					Text.group(typed, scopedAt, "value"), null);
		}
		Matcher instead = ChangeRequest.INSTEAD.matcher(text);
		ChangeRequest onDay = (moved && move.group("ref") == null && instead.matches())
				? ChangeDays.dayInstead(typed.substring(0, instead.end("rest"))) : null;
		if (onDay != null && !onDay.reference().matches(".*\\d.*")
				&& !onDay.value().matches("(?i).*(?:\\bat\\b|@|\\d[:.]|\\d\\s*[ap]m).*")) {
			// "linear algebra revision on saturday the 7th instead": the day said whole
			// (a
			// time after it is read with the day as the occurrence's)
			return onDay.weakly();
		}
		if (moved) {
			boolean first = move.group("ref") != null;
			return ChangeRequest.weakOf(ChangeRequest.Kind.MOVE, Text.group(typed, move, first ? "ref" : "ref2"),
					Text.group(typed, move, first ? "value" : "value2"), null);
		}
		Matcher occurrence = OCCURRENCE_AT.matcher(text);
		if (occurrence.matches()
				&& (ChangeForms.DAY_IN_REF.matcher(occurrence.group("ref")).find()
						|| WEEKDAY_LAST.matcher(occurrence.group("ref")).find()
								&& !NO_NAME.matcher(occurrence.group("ref")).find())
				&& !ChangeForms.ONLY_A_DAY.matcher(occurrence.group("ref")).matches()) {
			ChangeRequest request = ChangeRequest.of(ChangeRequest.Kind.MOVE, Text.group(typed, occurrence, "ref"),
					Text.group(typed, occurrence, "value"), null);
			return (request != null) ? request.weakly(ChangeRequest.Naming.OCCURRENCES) : null;
		}
		return null;
	}

	/**
	 * An event's name, then a new time or range and at most the day, nothing else:
	 * "dentist 1:30", "supervision 1000-1100 tomorrow" (weak; a change only of an event
	 * every word of the name belongs to).
	 */
	static @Nullable ChangeRequest nameThenTime(String text, String typed) {
		// "coffee w tom, 1pm": one comma before the time parts the name from it
		int comma = text.indexOf(',');
		if (comma > 0 && text.indexOf(',', comma + 1) < 0 && text.matches("[^,]+,\\s*\\d.*")) {
			return nameThenTime(text.substring(0, comma) + " " + text.substring(comma + 1),
					typed.substring(0, comma) + " " + typed.substring(comma + 1));
		}
		// most messages have a comma or no time: not this one
		if (comma >= 0 || text.indexOf(';') >= 0 || !SAYS_A_CLOCK.matcher(text).find()) {
			return null;
		}
		Matcher named = NAME_THEN_TIME.matcher(text);
		if (named.matches() && !ChangeForms.ONLY_A_DAY.matcher(named.group("ref")).matches()) {
			String day = (named.group("day") != null) ? " " + Text.group(typed, named, "day") : "";
			ChangeRequest request = ChangeRequest.of(ChangeRequest.Kind.MOVE, Text.group(typed, named, "ref") + day,
					Text.group(typed, named, "value"), null);
			return (request != null) ? request.weakly(ChangeRequest.Naming.WHOLE_NAME) : null;
		}
		return null;
	}

	/**
	 * "X -> Y" or "X is now Y" where Y names the same kind of thing: a new name (weak);
	 * null for other words.
	 */
	private static @Nullable ChangeRequest renamed(String text, String typed) {
		Matcher arrow = ARROW_RENAME.matcher(text);
		Matcher isNow = arrow.matches() ? arrow : IS_NOW_RENAME.matcher(text);
		// "X is now 'knee physio'": quotes say a name as well as a shared word does
		if (isNow != arrow && !(isNow.matches() && (sharesAWord(isNow.group("ref"), isNow.group("value"))
				|| isNow.group("value").matches("(?s)([\"']).+\\1")))) {
			return null;
		}
		return ChangeRequest.weakOf(ChangeRequest.Kind.RENAME, Text.group(typed, isNow, "ref"),
				Text.group(typed, isNow, "value"), null);
	}

	private static boolean sharesAWord(String ref, String value) {
		// (a name may say a word twice: no Set.of)
		Set<String> said = new HashSet<>(Arrays.asList(ref.split("\\s+")));
		for (String word : value.split("\\s+")) {
			if (said.contains(word) && !FILLER.matcher(word).matches()) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The changes without a verb read before any other, in this order: someone can't
	 * come, then the new day; a new end with "it" ("X ran late, end it at 4"); a new end
	 * said as news; "X, can we do it at 4"; "X got bumped a week". Each is tried only
	 * when a word it cannot match without is there (most messages have none).
	 */
	static final List<Verbless> FORMS = List.of(
			new Verbless(ChangeForms.CANT_THEN, true, ChangeRequest.Kind.MOVE, "", "can", "couldn", "won"),
			new Verbless(ChangeForms.END_IT, false, ChangeRequest.Kind.MOVE, "until ", "end", "finish", "wrap", "til"),
			new Verbless(NewEnds.NEW_END, false, ChangeRequest.Kind.MOVE, "until ", "end", "finish", "wrap", "over",
					"done", "goes", "runs", "lasts", "lets", "til", "will"),
			new Verbless(ChangeForms.DO_IT_AT, false, ChangeRequest.Kind.MOVE, "", "it ", "that ", "this "),
			new Verbless(ChangeForms.BUMPED_BY, false, ChangeRequest.Kind.SHIFT, "", "bump", "push", "move", "shift",
					"brought", "bring", "postpone", "delay"),
			new Verbless(ChangeForms.EARLIER_THEN_TIME, false, ChangeRequest.Kind.MOVE, "", "earlier", "later",
					"sooner"),
			new Verbless(ChangeForms.THEN_EXTEND, false, ChangeRequest.Kind.RESIZE, "by "),
			new Verbless(ChangeForms.EXTRA_LENGTH, false, ChangeRequest.Kind.RESIZE, "by "),
			new Verbless(PlaceNews.NOW_AT_PLACE, false, ChangeRequest.Kind.RELOCATE, "", "now"),
			new Verbless(PlaceNews.IS_AT_PLACE, false, ChangeRequest.Kind.RELOCATE, "", " at ", " in ", " on ",
					" over ", " via "),
			new Verbless(PlaceNews.BOOKED_FOR, false, ChangeRequest.Kind.RELOCATE, "", "booked", "reserved", "got"),
			new Verbless(News.PREFERS, false, ChangeRequest.Kind.MOVE, "", "better", "only"),
			new Verbless(News.WANTS_ME_AT, false, ChangeRequest.Kind.MOVE, "", " me", " us", "only"),
			new Verbless(ChangeForms.ONLY_UNTIL, false, ChangeRequest.Kind.MOVE, "until ", "til"),
			new Verbless(ChangeForms.BARE_UNTIL, false, ChangeRequest.Kind.MOVE, "until ", "til"),
			new Verbless(ChangeForms.IS_LENGTH, false, ChangeRequest.Kind.RESIZE, ""),
			new Verbless(ChangeForms.LENGTH_INSTEAD, false, ChangeRequest.Kind.RESIZE, ""),
			new Verbless(ChangeForms.IS_FOR_INSTEAD, false, ChangeRequest.Kind.MOVE, "", "instead"));

	/**
	 * One form of a change without a verb: its groups {@code ref} and {@code value} (or,
	 * when {@code ref} did not take part, {@code ref2} and {@code value2}).
	 *
	 * @param inside whether it may be found inside the message, after news; else it is
	 * the whole message
	 * @param prefix written before the value ("until " for a new end)
	 * @param needs words the form cannot match without, one of which must be in the
	 * message (none: it is always tried)
	 */
	record Verbless(Pattern pattern, boolean inside, ChangeRequest.Kind kind, String prefix, String... needs) {

		@Nullable Matcher read(String text) {
			boolean said = this.needs.length == 0;
			for (int i = 0; i < this.needs.length && !said; i++) {
				said = text.contains(this.needs[i]);
			}
			Matcher matcher = said ? this.pattern.matcher(text) : null;
			return (matcher != null && (this.inside ? matcher.find() : matcher.matches())) ? matcher : null;
		}

	}

	private VerblessChanges() {
	}

}
