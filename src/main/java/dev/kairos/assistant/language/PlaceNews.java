package dev.kairos.assistant.language;

import java.util.regex.Pattern;

/**
 * A new place for an event said as news, without a verb before it: "office hours now in
 * the Old Library", "the dentist is at Smile Dental on Clark St", "project meeting will
 * be on zoom" (read among {@link ChangeForms#VERBLESS}).
 */
final class PlaceNews {

	/**
	 * "the review is now in room 4B", "dentist's now at the Elm Street clinic": a new
	 * place said as news, "now" before it.
	 */
	static final Pattern NOW_AT_PLACE = Pattern
		.compile("^(?=(?s:.*?)now)(?<ref>.+?)(?:'s|\\s+(?:is|are|will\\s+be))?\\s+now\\s+" + "(?:at|in)\\s+(?!"
				+ ChangeRequest.NEW_WHEN_TEXT + "|(?:the\\s+)?same\\b)(?<value>.+?)(?:\\s+(?:instead"
				+ "|please|pls))*$"
				// "guitar lesson at Riffs Music now": "now" last
				+ "|^(?<ref2>.+?)\\s+(?:at|in)\\s+(?!" + ChangeRequest.NEW_WHEN_TEXT
				+ "|(?:the\\s+)?same\\b)(?<value2>[^,;]+?)\\s+now$");

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
			+ "|suite|office|building|bldg|lounge|lecture\\s+theatre))";

	/**
	 * "physics lecture -> Room 210 Ryerson", "X in conf room B": a new place said with an
	 * arrow or after "in", a room or a name written with a capital (read as typed).
	 */
	static final Pattern ARROW_OR_ROOM = Pattern.compile("^(?<ref>.+?)(?:\\s*(?:->|=>|\\u2192)\\s*"
			+ "|(?<!(?i:\\sis|\\sare|\\snow|\\sbe|'s|\\smeets?|\\sheld|\\shappens))\\s+(?:in|at)\\s+(?=" + ROOM
			+ "\\s+\\S|\\p{Lu}|(?i:the\\s+)?(?:[\\p{L}\\d'-]+\\s+){0,3}" + ROOM + "$))(?<value>" + ROOM
			+ "\\s+\\S+(?:\\s+(?!" + NOT_A_PLACE + ")[\\p{L}\\d'&.-]+){0,3}?|(?i:the\\s+)?(?:[\\p{L}\\d'-]+\\s+){0,3}"
			+ ROOM + "|\\p{Lu}[\\p{L}'&.-]*" + "(?:\\s+(?!" + NOT_A_PLACE
			+ ")[\\p{L}'&.-]+){0,6}?)(?:\\s+(?i:now|instead|please|pls))*$");

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
			+ DayReader.WEEKDAY_NAME + "s?(?![\\w'])))(?<value>[^,;?]+?)(?:\\s+(?:instead|please|pls|now|this\\s+time"
			+ "|this\\s+week|for\\s+once))*"
			// "lunch with marco is at panera now not cafe nero": the old place
			+ "(?:,?\\s+(?:and\\s+)?(?:not|instead\\s+of)\\s+[^,;?]+)?"
			// "..., tidy", "..., cheers": a word after the news
			+ "(?:\\s*,\\s*[\\w']+[.!]*)?"
			+ "|^(?<ref2>.+?)(?:'s|\\s+(?:is|are|will\\s+be))\\s+(?:now\\s+)?(?:on|over|via)\\s+(?<value2>zoom|teams"
			+ "|microsoft\\s+teams|google\\s+meet|skype|webex|facetime|discord)(?:\\s+(?:instead|now))*$");

	private PlaceNews() {
	}

}
