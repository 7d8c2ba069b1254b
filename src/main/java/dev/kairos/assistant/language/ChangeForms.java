package dev.kairos.assistant.language;

import java.util.regex.Pattern;

/**
 * The forms of a change that {@link ChangeRequest} reads besides its verbs: a new end or
 * place said as news, the time kept ("same time"), an arrow before a new day, and how
 * long a cancel lasts ("altogether").
 */
final class ChangeForms {

	/** "…, same time", "at the same time": the time stays as it is. */
	static final Pattern SAME_TIME = Pattern
		.compile("(?:\\s*,\\s*|\\s+)(?:(?:at|@)\\s+)?(?:the\\s+)?same\\s+time(?:\\s+(?:as\\s+before|please|pls))?$");

	/**
	 * An arrow between a change and its new day or time: "move the physio → thursday".
	 */
	static final Pattern ARROW = Pattern.compile("\\s*(?:->|=>|\\u2192|>)\\s*");

	/** "altogether", "for good": how long a cancel lasts, no part of what it names. */
	static final Pattern FOR_GOOD = Pattern
		.compile("(?i)\\s+(?:altogether|for\\s+good|permanently|entirely|completely|forever|for\\s+ever)$");

	/**
	 * "the gala goes till 1am", "movie night runs until 11": a new end, the start kept.
	 */
	static final Pattern NEW_END = Pattern.compile("^(?<ref>.+?)\\s+(?:now\\s+)?(?:goes|runs|lasts|ends|finishes"
			+ "|will\\s+(?:go|run|last|end))\\s+(?:on\\s+)?(?:till|until|til|'til|to|at)\\s+(?<value>"
			+ ChangeRequest.NEW_WHEN_TEXT + ".*)$");

	/**
	 * A new place said without a verb: "book club location: the Annex", "book club is in
	 * room 4 now", "book club is at the Annex now, not the library".
	 */
	static final Pattern NEW_PLACE = Pattern.compile("^(?<ref>.+?)\\s+(?:location|place|venue|address)\\s*"
			+ "(?::|=|->|\\u2192|is\\s+now|now\\s+is|is)\\s*(?<value>\\S.*)$|^(?<ref2>.+?)(?:'s|\\s+(?:is|are))\\s+(?:now\\s+)?"
			+ "(?:at|in)\\s+(?!" + ChangeRequest.NEW_WHEN_TEXT
			+ ")(?<value2>.+?)(?:\\s+now\\b(?<not>\\s*[,;]?\\s+(?:not|instead\\s+of|rather"
			+ "\\s+than)\\s+\\S.*)?|(?<not2>\\s*[,;]?\\s+(?:not|instead\\s+of|rather\\s+than)\\s+\\S.*)|\\s+now)$"
			// "lunch w aisha at dishoom instead": a place said with "instead"
			+ "|^(?<ref3>.+?)\\s+at\\s+(?!" + ChangeRequest.NEW_WHEN_TEXT
			+ "|(?:the\\s+)?same\\b)(?<value3>.+?)\\s+instead$");

	/** "next day", "the following day", "the day after": a day later than it is. */
	static final Pattern NEXT_DAY = Pattern
		.compile("(?:the\\s+)?(?:next|following)\\s+day|the\\s+day\\s+after|a\\s+day\\s+later");

	/** "project mtg make it 2 hrs", "the review, make it 90 min long": a new length. */
	static final Pattern MAKE_IT_LENGTH = Pattern.compile("^(?<ref>.+?)[,.;!\\s]+(?:(?:please|pls|kindly)\\s+)?make\\s+"
			+ "(?:it|that|this)\\s+(?<value>(?:(?:" + Numbers.ANY + ")\\s*(?:minutes?|mins?|hours?|hrs?|h)\\b"
			+ "|half\\s+an\\s+hour|an?\\s+hour(?:\\s+and\\s+a\\s+half)?)(?:\\s+long)?)(?:\\s+(?:please|pls|instead))*$");

	/**
	 * "yoga is at studio b" with "from now on" said: a place, whatever it looks like (the
	 * scope words are blanked before).
	 */
	static final Pattern PLACE_FROM_NOW = Pattern.compile("^(?<ref>.+?)(?:'s|\\s+(?:is|are|will\\s+be))\\s+"
			+ "(?:at|in)\\s+(?!" + ChangeRequest.NEW_WHEN_TEXT + ")(?<value>.+)$");

	/**
	 * "i'll never make", "we won't make it to", "i cant do": what someone can't attend
	 * follows.
	 */
	static final Pattern WONT_MAKE = Pattern
		.compile("(?<![\\w'])(?:i|we)(?:'ll|\\s+will)?\\s+(?:never|not|can'?t|cannot"
				+ "|won'?t|wont|cant)\\s+(?:(?:be\\s+able\\s+to|manage\\s+to)\\s+)?(?:make|do|attend)\\s+(?:it\\s+to\\s+)?");

	/** "i dont need the dentist check-up anymore pls delete": a cancel. */
	static final Pattern NO_LONGER_NEEDED = Pattern.compile("^(?:i|we)\\s+(?:don'?t|dont|do\\s+not|no\\s+longer)\\s+"
			+ "(?:need|want)\\s+(?<ref>.+?)(?:\\s+(?:any\\s?more|now))(?:[,\\s]+(?:so\\s+)?(?:pls|please|can\\s+you|could\\s+you)?"
			+ "\\s*(?:delete|cancel|remove|drop|bin)(?:\\s+(?:it|that|this))?)?(?:\\s+(?:pls|please|thanks))?$");

	/**
	 * Where a change begins after news said first: the last ", " or ". " before it, or "
	 * so " ("dr okafor emailed, so supervision to 4pm").
	 */
	static final Pattern NEWS_FIRST = Pattern.compile("^.+(?:[,.;!]\\s+(?:so\\s+)?|\\s+so\\s+)(?=\\S)");

	/**
	 * The reason given with a cancel ("no lab tmrw, bank hol", "cancel gym cos i'm ill"):
	 * not part of the event's name.
	 */
	static final Pattern REASON = Pattern
		.compile("(?i)\\s*[,;]\\s+(?!(?:on|at|in|tomorrow|today|tonight|this|next|the|just|only|all|every"
				+ "|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|\\d)\\b).*$|\\s+(?:because|cos|coz|cuz|bc|since|due\\s+to|as\\s+(?:i|we|it))\\s+.*$"
				// "cancel lunch w marco hes sick": news about someone, after the name
				// ("is" and "its" are no "i's" or "it's": "delete the what is AI talk")
				+ "|\\s+(?:(?:he|she|it)'s|(?:they|we)'re|i'm|(?:he|she|they|we|i|it)\\s+(?:is|are|am|was|were|has"
				+ "|have|had|got|can'?t|cannot|won'?t|isn'?t|aren'?t|feels?)|hes|shes|theyre|im"
				+ "|its(?=\\s+(?:been|not|off|over|cancell?ed|postponed|moved)\\b))\\s+.*$");

	/** "yoga on thursday is cancelled": said as news, asked as a cancel. */
	static final Pattern CANCELLED = Pattern.compile("^(?<ref>.+?)(?:(?:\\s+(?:is|are|was|has\\s+been|have\\s+been"
			+ "|got|gets)|'s(?:\\s+been)?|'ve\\s+been)\\s+(?:cancell?ed|called\\s+off|off|not\\s+happening)|\\s+cancell?ed)"
			+ "(?:\\s+(?:now|this\\s+week))?(?<day>\\s+(?:on\\s+|this\\s+|next\\s+)?(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*"
			+ "|tomorrow|today|tonight|the\\s+\\d{1,2}(?:st|nd|rd|th)?))?$");

	/** "take the halloween party off my cal", "no yoga tues": a cancel. */
	static final Pattern TAKE_OFF = Pattern.compile(ChangeRequest.LEAD
			+ "(?:take|get)\\s+(?<ref>.+?)\\s+off\\s+(?:of\\s+)?"
			+ "(?:my|the|our)\\s+(?:calendar|cal|schedule|diary)(?:\\s*[,;.]\\s+.*)?$|^no\\s+(?<ref2>(?!(?:one|thanks|thank|problem|worries"
			+ "|need|way|idea|rush|more|longer|meetings?\\s+(?:before|after))\\b).+)$");

	/** "lab mtg on 19/4 only 30 min", "study session 2 hours long": a new length. */
	static final Pattern VERBLESS_LENGTH = Pattern
		.compile("^(?<ref>.+?)\\s+(?:(?:only|just)\\s+(?<value>" + ChangeRequest.LENGTH + ")|(?<value2>"
				+ ChangeRequest.LENGTH + ")[\\s-]long)(?:\\s+(?:please|pls|instead|now|this\\s+time|then))*$");

	/** "project meeting 15 min earlier pls", "guitar lesson 30 min longer this time". */
	static final Pattern VERBLESS_AMOUNT = Pattern.compile("^(?<ref>.+?)\\s+(?<value>(?:(?:" + Numbers.ANY
			+ ")\\s*(?:minutes?|mins?|hours?|hrs?|h|days?|weeks?)|half\\s+an\\s+hour|an?\\s+hour(?:\\s+and\\s+a\\s+half)?"
			+ "|an?\\s+(?:day|week)|(?:a\\s+)?quarter\\s+of\\s+an\\s+hour)\\s+(?<dir>earlier|later|sooner|longer|shorter))"
			+ "(?<day>\\s+(?:on\\s+|this\\s+|next\\s+)?(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|tomorrow|today"
			+ "|the\\s+\\d{1,2}(?:st|nd|rd|th)?))?(?:\\s+(?:please|pls|this\\s+time|today|instead|then))*$");

	private ChangeForms() {
	}

}
