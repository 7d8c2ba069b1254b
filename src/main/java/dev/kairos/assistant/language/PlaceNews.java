package dev.kairos.assistant.language;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * A new place for an event said as news, without a verb before it: "office hours now in
 * the Old Library", "the dentist is at Smile Dental on Clark St", "project meeting will
 * be on zoom" (read among {@link VerblessChanges#FORMS}), and {@link #read} for the rest:
 * "X location: Y", "X at Nando's", "coffee with tom at monmouth".
 */
final class PlaceNews {

	/**
	 * "the review is now in room 4B", "dentist's now at the Elm Street clinic": a new
	 * place said as news, "now" before it.
	 */
	static final Pattern NOW_AT_PLACE = Pattern
		.compile("^(?=(?s:.*?)now)(?<ref>.+?)(?:'s|\\s+(?:is|are|will\\s+be))?\\s+now\\s+" + "(?:at|in)\\s+(?!"
				+ ChangeRequest.NEW_WHEN_TEXT + "|(?:the\\s+)?same\\b)(?<value>.+?)(?:\\s+(?:instead"
				+ "|please|pls|actually))*$"
				// "guitar lesson at Riffs Music now": "now" last
				+ "|^(?<ref2>.+?)\\s+(?:at|in)\\s+(?!" + ChangeRequest.NEW_WHEN_TEXT
				+ "|(?:the\\s+)?same\\b)(?<value2>[^,;]+?)\\s+now$");

	/**
	 * "X got moved to room 204", "X has been moved to the annex": a new place said as
	 * news (a new time is {@code VERBLESS_MOVE}'s).
	 */
	static final Pattern MOVED_TO_PLACE = Pattern
		.compile("^(?<ref>.+?)(?:\\s+(?:got|was|has\\s+been|have\\s+been|is|are|been|has)|'s)?"
				+ "\\s+(?:moved|relocated|changed|moving|moves|switched|switching)\\s+to\\s+(?!(?i:"
				+ ChangeRequest.NEW_WHEN_TEXT
				+ "|the\\s+(?:morning|afternoon|evening|night|weekend|day|week|next|following|same|end)\\b))(?<value>(?:room|rm|hall|the"
				+ "|building|floor|lab|studio|suite|office|lecture|auditorium|[A-Z])\\S*(?:\\s+\\S+)*?"
				// "moved to monmouth", "relocated to victoria park": plain words, no time
				+ "|(?!(?:later|earlier|sooner|tomorrow|tonight|today|noon|midday|midnight|lunch(?:time)?|dinner|breakfast"
				+ "|after|before|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half|quarter)\\b)"
				+ "\\p{L}[\\p{L}'&.-]*(?:\\s+(?!(?:on|at|by|from|for|this|next|tomorrow|today|tonight)\\b)\\p{L}[\\p{L}'&.-]*){0,3}"
				// "moved to kent 107": a building and a room's number
				+ "|(?!(?:week|day|month|year|term|period|unit|chapter|level|round|part|home|work)\\b)\\p{L}{2,}\\s+\\d{3}[a-z]?"
				// "moved to keanu's place": someone's home
				+ "|[\\w-]+'s\\s+(?:place|house|flat|apartment|apt|pad|home|office|garage|yard|backyard))(?:\\s+(?:now|instead"
				+ "|today|tomorrow))?$");

	/**
	 * "change where the seminar is", "update the location of X": a new place asked for,
	 * or said after "to" ("change where X is to room 3b").
	 */
	static final Pattern WHERE_IT_IS = Pattern.compile(ChangeRequest.LEAD + "(?:change|update|switch|fix)\\s+(?:where"
			+ "|the\\s+(?:place|location|venue|room|address)\\s+(?:of|for))\\s+(?<ref>.+?)(?:\\s+(?:is|will\\s+be|happens"
			+ "|takes\\s+place))?(?:\\s+(?:please|pls))?(?:(?:\\s+to|(?<=\\sis)\\s+(?:at|in))\\s+(?<value>\\S.*))?$");

	/** "aisha booked Wahaca for our lunch": the place someone booked for an event. */
	static final Pattern BOOKED_FOR = Pattern
		.compile("^(?=(?s:.*?)(?:booked|reserved|got))[\\p{L}'-]+\\s+(?:(?:has|just)\\s+)?"
				+ "(?:booked|reserved|got\\s+us)\\s+(?:us\\s+)?(?:a\\s+table\\s+at\\s+)?(?<value>(?!a\\s|an\\s|the\\s+table)[^,;]+?)"
				+ "\\s+for\\s+(?<ref>(?:our|the|my)\\s+[^,;]+?)(?:\\s+(?:now|instead|tomorrow|today))?$");

	/** Words that end a place's name: a day, a time said after it. */
	private static final String NOT_A_PLACE = "(?i:on|at|tomorrow|today|tonight|next|this|from|instead|now|"
			+ DayReader.WEEKDAY_NAME + ")\\b";

	/** A room, in any case: "room", "conf room", "lecture theatre". */
	private static final String ROOM = "(?i:(?:conf(?:erence)?\\s+|huddle\\s+|meeting\\s+|seminar\\s+)?(?:room|rm|hall|lab|studio"
			+ "|suite|office|building|bldg|lounge|lecture\\s+theatre|library|gym|canteen|cafeteria|auditorium|lobby|atrium|cent(?:er|re)|park))";

	/**
	 * "physics lecture -> Room 210 Ryerson", "X in conf room B": a new place said with an
	 * arrow or after "in", a room or a name written with a capital (read as typed).
	 */
	static final Pattern ARROW_OR_ROOM = Pattern.compile("^(?<ref>.+?)(?:\\s*(?:->|=>|\\u2192)\\s*"
			+ "|(?=\\s)(?<!(?i:\\sis|\\sare|\\snow|\\sbe|'s|\\smeets?|\\sheld|\\shappens))\\s+(?:in|at)\\s+(?=" + ROOM
			+ "\\s+\\S|\\p{Lu}|(?i:the\\s+)?(?:[\\p{L}\\d'-]+\\s+){0,3}" + ROOM + "$))(?<value>" + ROOM
			+ "\\s+\\S+(?:\\s+(?!" + NOT_A_PLACE + ")[\\p{L}\\d'&.-]+){0,3}?|(?i:the\\s+)?(?:[\\p{L}\\d'-]+\\s+){0,3}"
			+ ROOM + "|\\p{Lu}[\\p{L}'&.-]*" + "(?:\\s+(?!" + NOT_A_PLACE
			+ ")[\\p{L}'&.-]+){0,6}?)(?:\\s+(?i:now|instead|please|pls|actually))*(?:\\s*\\([^()]*\\))?$");

	/** A street address: a house number, a name, and the kind of street. */
	private static final String STREET_ADDRESS = "\\d{1,5}[a-z]?\\s+(?:[a-z]+\\.?\\s+){1,3}(?:st|street|ave|avenue|rd|road|blvd"
			+ "|boulevard|dr|drive|ln|lane|way|pl|place|ct|court|terrace|crescent|close|parkway|pkwy)\\b";

	/**
	 * "the dentist is at smile dental on clark st", "my 1:1 is in conf room 4b", "project
	 * meeting will be on zoom": a new place said as news, with no time in it (that is a
	 * move, or a new event's place).
	 */
	static final Pattern IS_AT_PLACE = Pattern.compile("^(?<ref>.+?)(?:'s|\\s+(?:is|are|will\\s+be)(?:\\s+(?:held"
			+ "|happening))?|\\s+(?:meets?|will\\s+meet|is\\s+meeting|happens|takes\\s+place))\\s+(?:at|in)\\s+(?:(?="
			+ STREET_ADDRESS + ")|(?!" + ChangeRequest.NEW_WHEN_TEXT
			+ "|(?:the\\s+)?(?:same|usual|morning|afternoon|evening|night|weekend|end|start|beginning|middle)\\b|(?:half"
			+ "|quarter|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|risk|progress|person|charge"
			+ "|touch|time)\\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\b))(?!.*(?:\\b(?:tomorrow|today"
			+ "|tonight|next|noon|instead\\s+of)\\b|\\b(?:at|from|by)\\s+\\d|\\d\\s*(?:am|pm)\\b|\\d:\\d\\d|(?<![\\w'])"
			+ DayReader.WEEKDAY_NAME
			+ "s?(?![\\w'])))(?<value>[^,;?]+?)(?:\\s+(?:instead|please|pls|now|actually|this\\s+time"
			+ "|this\\s+week|for\\s+once))*"
			// "lunch with marco is at panera now not cafe nero": the old place
			+ "(?:,?\\s+(?:and\\s+)?(?:not|instead\\s+of)\\s+[^,;?]+)?"
			// "..., tidy", "..., cheers": a word after the news
			+ "(?:\\s*,\\s*[\\w']+[.!]*)?"
			+ "|^(?<ref2>.+?)(?:'s|\\s+(?:is|are|will\\s+be))\\s+(?:now\\s+)?(?:on|over|via)\\s+(?<value2>zoom|teams"
			+ "|microsoft\\s+teams|google\\s+meet|skype|webex|facetime|discord)(?:\\s+(?:instead|now))*"
			// "team meeting is on zoom now not the office": the old place after it
			+ "(?:,?\\s+(?:and\\s+)?(?:not|instead\\s+of)\\s+[^,;?]+)?$");

	/**
	 * A new place said without a verb: "book club location: the Annex", "book club is in
	 * room 4 now", "book club is at the Annex now, not the library", "book club is at the
	 * Annex".
	 */
	static final Pattern NEW_PLACE = Pattern.compile("^(?<ref>.+?)\\s+(?:location|place|venue|address)\\s*"
			// "team mtg location conf room b": the place right after the word
			+ "(?::|=|->|\\u2192|is\\s+now|now\\s+is|is|(?<=location|venue)(?=\\s(?!(?:of|for|is|was|change|changed|tbc|tbd)\\b|"
			+ ChangeRequest.NEW_WHEN_TEXT
			+ ")))\\s*(?<value>\\S.*)$|^(?<ref2>.+?)(?:'s|\\s+(?:is|are|will\\s+be|'ll\\s+be))\\s+(?:now\\s+)?"
			+ "(?:at|in)\\s+(?!" + ChangeRequest.NEW_WHEN_TEXT
			+ ")(?<value2>.+?)(?:\\s+now\\b(?<not>\\s*[,;]?\\s+(?:not|instead\\s+of|rather"
			+ "\\s+than)\\s+\\S.*)?|(?<not2>\\s*[,;]?\\s+(?:not|instead\\s+of|rather\\s+than)\\s+\\S.*)|\\s+now)$"
			// "lunch w aisha at dishoom instead": a place said with "instead"
			+ "|^(?<ref3>.+?)\\s+at\\s+(?!" + ChangeRequest.NEW_WHEN_TEXT
			+ "|(?:the\\s+)?same\\b)(?<value3>.+?)\\s+instead(?:\\s+of\\s+(?!" + ChangeRequest.NEW_WHEN_TEXT
			+ ")\\S.*)?$"
			// "coffee with tom is at Costa": news of a place, nothing about when in it
			+ "|^(?<ref4>.+?)(?:'s|\\s+(?:is|are|will\\s+be|'ll\\s+be))\\s+(?:at|in)\\s+(?!"
			+ ChangeRequest.NEW_WHEN_TEXT
			+ "|(?:the\\s+)?same\\b)(?<value4>(?!.*\\b(?:at|on|from|by|tomorrow|today|tonight|next|this|[ap]m"
			+ "|\\d{1,2}(?::\\d\\d)?\\s*[ap]\\.?m|(?<!(?:room|rm|suite|floor|level|unit|flat|gate)\\s)\\d{1,2}[:.]\\d\\d)\\b)"
			+ "[^,;]+?)$");

	/** "lunch with aisha at Nando's": a place written as a proper name, last. */
	private static final Pattern AT_NAMED_PLACE = Pattern.compile("^(?<ref>[^\\d]+?)\\s+(?:at|@)\\s+(?<value>\\p{Lu}"
			+ "[\\p{L}'&.-]*(?:\\s+(?:\\p{Lu}[\\p{L}'&.-]*|&|of|de|la)){0,3})[\\s.!]*$");

	/**
	 * "coffee with tom at monmouth", "econometrics study at the main library": two words
	 * or more naming an event, then a place in plain words, nothing about when (weak: a
	 * new event when none of that name exists).
	 */
	private static final Pattern AT_PLAIN_PLACE = Pattern.compile(
			"(?i)^(?<ref>[\\p{L}'-]+(?:(?:\\s+(?:with|w|w/)\\s+|\\s+)[\\p{L}'-]{3,}(?:\\s+[\\p{L}'-]+){0,2})?)\\s+(?:at|@"
					// "econometrics study in the library"
					+ "|in(?=\\s+the\\s))\\s+(?!" + ChangeRequest.NEW_WHEN_TEXT
					+ "|(?:home|work|school|night|lunch|lunchtime|dinner|breakfast|some"
					+ "|any|a|an|the\\s+(?:same|weekend|end|moment|latest|earliest|start|beginning|morning|afternoon|evening"
					+ "|night|middle|day|week|month|year)|" + Numbers.ANY
					+ "|quarter|last|least|most|first|once|all|my|your|our)\\b)(?<value>[\\p{L}'&.-]+(?:\\s+(?!"
					+ ChangeRequest.NEW_WHEN_TEXT
					// "at the grind on exmouth market": "on" before a street, not a day
					+ "|(?:tonight|this|next|at|in|for|from|every|around|about|by)\\b|on\\s+(?:"
					+ ChangeRequest.NEW_WHEN_TEXT + "|the\\s+\\d))[\\p{L}'&.-]+){0,5})"
					// "..., 2nd floor": a part of the building after a comma
					+ "(?<part>\\s*,\\s*(?:[\\p{L}\\d'-]+\\s+){0,2}(?:floor|level|room|wing|entrance|gate|gates))?$");

	/**
	 * "project mtg on zoom", "guitar lesson online this time": a call's service, or
	 * online, said after an event's name and nothing about when, no digit but a 1:1's
	 * (weak).
	 */
	private static final Pattern ONLINE = Pattern.compile("^(?<ref>[^,;]+?)\\s+(?:(?:on|over|via)\\s+(?<value>zoom"
			+ "|teams|microsoft\\s+teams|google\\s+meet|skype|webex|facetime|discord)|(?<value2>online|remote|virtual))"
			+ "(?:\\s+(?:now|instead|this\\s+time|today|this\\s+week|please|pls))*$");

	/** "yoga sessions at Lotus Studio" once "from now on" is said: a place, no verb. */
	private static final Pattern SCOPED_PLACE = Pattern
		.compile("^(?<ref>.+?)\\s+(?:at|in)\\s+(?!" + ChangeRequest.NEW_WHEN_TEXT
				+ "|the\\s+(?:morning|afternoon|evening|night)|(?:morning|afternoon|evening|night)s?\\b"
				+ "|the\\s+same\\b)(?<value>\\S.*)$");

	/**
	 * "yoga is at studio b" with "from now on" said: a place, whatever it looks like (the
	 * scope words are blanked before).
	 */
	static final Pattern PLACE_FROM_NOW = Pattern
		.compile("^(?<ref>.+?)(?:'s|\\s+(?:is|are|will\\s+be|meets?|happens|takes\\s+place"
				+ "|(?:is|will\\s+be)\\s+held))\\s+" + "(?:at|in)\\s+(?!" + ChangeRequest.NEW_WHEN_TEXT
				+ ")(?<value>.+)$");

	/**
	 * A new place without the words after it: "huddle room, every day", "the annex now".
	 */
	static String place(String said) {
		return said.replaceFirst("(?i)(?:[,\\s]+(?:now|instead|btw|then|every\\s+(?:day|week|time)))+\\s*$", "");
	}

	/**
	 * The name of an event given a new place, without "location": "dentist location ->
	 * Y".
	 */
	static String placed(String reference) {
		return reference.replaceFirst("(?i)\\s+(?:location|venue|place)$", "");
	}

	/** "X location: Y", "X is in room 4 now" (a new place): weak. */
	static @Nullable ChangeRequest read(String text, String typed, boolean scoped) {
		ChangeRequest request = null;
		Matcher place = NEW_PLACE.matcher(text);
		if (place.matches()) {
			String which = (place.group("ref") != null) ? ""
					: (place.group("ref2") != null) ? "2" : (place.group("ref3") != null) ? "3" : "4";
			request = ChangeRequest.of(ChangeRequest.Kind.RELOCATE, Text.group(typed, place, "ref" + which),
					Text.group(typed, place, "value" + which), null);
		}
		Matcher named = AT_NAMED_PLACE.matcher(typed);
		if (request == null && named.matches()) {
			// "lunch with aisha at Nando's": an event's name, then a place named by a
			// proper name and nothing about when
			request = ChangeRequest.of(ChangeRequest.Kind.RELOCATE, named.group("ref"), named.group("value"), null);
		}
		Matcher plain = AT_PLAIN_PLACE.matcher(typed);
		if (request == null && plain.matches()) {
			String value = plain.group("value") + ((plain.group("part") != null) ? plain.group("part") : "");
			request = ChangeRequest.of(ChangeRequest.Kind.RELOCATE, plain.group("ref"), value, null);
			// one word before the place names an event only when it is the name's own
			// ("theatre at the old vic"), not part of a new one's ("drinks at the pub")
			request = (request != null && !plain.group("ref").contains(" "))
					? request.weakly(ChangeRequest.Naming.WHOLE_NAME) : request;
		}
		Matcher online = (request == null) ? ONLINE.matcher(text) : null;
		if (online != null && online.matches()
				&& !online.group("ref").replaceAll("\\b1[:-]1\\b", "").matches("(?s).*\\d.*")) {
			request = ChangeRequest.of(ChangeRequest.Kind.RELOCATE, Text.group(typed, online, "ref"),
					Text.group(typed, online, (online.group("value") != null) ? "value" : "value2"), null);
		}
		if (request == null && scoped) {
			// "yoga is at studio b from now on": which occurrences are said, so the event
			// exists and the place is news.
			Matcher scopedPlace = PLACE_FROM_NOW.matcher(text);
			boolean placeSaid = scopedPlace.matches();
			if (!placeSaid) {
				// "all yoga sessions at Lotus Studio from now on": the verb left out
				scopedPlace = SCOPED_PLACE.matcher(text);
				placeSaid = scopedPlace.matches();
			}
			request = placeSaid ? ChangeRequest.of(ChangeRequest.Kind.RELOCATE, Text.group(typed, scopedPlace, "ref"),
					Text.group(typed, scopedPlace, "value"), null) : null;
		}
		return (request != null) ? request.weakly() : null;
	}

	private PlaceNews() {
	}

}
