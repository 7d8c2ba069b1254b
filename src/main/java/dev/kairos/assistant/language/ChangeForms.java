package dev.kairos.assistant.language;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The forms of a change that {@link ChangeRequest} reads besides its verbs: a new end or
 * place said as news, the time kept ("same time"), an arrow before a new day, and how
 * long a cancel lasts ("altogether").
 */
final class ChangeForms {

	/** A courtesy said last: "..., pls", "... please thanks". */
	static final Pattern PLEASE_LAST = Pattern.compile(
			"(?:[,\\s]+(?:pls|please|plz|pleas|thx|thanks|ty|thank\\s+you|cheers|ta|fyi|btw|o|lol|lmao|haha|obvs?|obviously"
					// "X cancelled on monday yay": a feeling about it
					+ "|yay|yey|woo+|woohoo|ugh|sadly|unfortunately|rip|smh|omg|tbh|ffs"
					// "X a week later same place": what stays is no change
					+ "|same\\s+(?:place|location|venue|room|spot|length|duration)"
					+ "|if\\s+poss(?:ible)?|if\\s+you\\s+can))+$");

	/** "i can't make yoga on tuesday". */
	static final Pattern CANT_MAKE = Pattern.compile("^(?:i|we)\\s+(?:can'?t|cannot|can\\s+not|won'?t"
			+ "|will\\s+not|(?:am|'m|are|'re)\\s+not\\s+able\\s+to)\\s+(?:make|attend|go\\s+to|do)\\s+(?:it\\s+to\\s+)?"
			+ "(?<ref>.+)$");

	/** "i can't make it to office hours tomorrow, can you cancel it". */
	static final Pattern DELETE_IT = Pattern.compile("^(?<ref>.+?)[,.;!\\s]+(?:so\\s+)?"
			+ ChangeRequest.LEAD.substring(1)
			+ "(?:(?:cancel|delete|remove)(?:\\s+(?:it|that|this|them|am))?|(?:drop|scrap|clear|nix|axe|ditch|bin)\\s+"
			+ "(?:it|that|this|them)|take\\s+(?:it|that|this|them)\\s+off"
			+ "(?:\\s+(?:of\\s+)?(?:my|the|our)\\s+(?:calendar|cal|schedule|diary))?)(?:\\s+(?:from|off)\\s+(?:of\\s+)?(?:my|the|our)\\s+(?:calendar|cal|schedule|diary))?"
			+ "(?:[\\s,]+(?:please|pls|for\\s+me|thanks|thank\\s+you|for\\s+good|altogether|permanently))*[\\s.!?]*$");

	/**
	 * "add 30 min to the review": a longer event by that much.
	 */
	static final Pattern ADD_LENGTH = Pattern.compile(ChangeRequest.LEAD
			+ "(?:add|tack)(?:\\s+on)?\\s+(?:an?\\s+(?:extra|other)\\s+|another\\s+|extra\\s+)?(?<value>"
			+ ChangeRequest.LENGTH + ")(?:\\s+more)?\\s+(?:to|onto|on\\s+to)\\s+(?<ref>.+)$");

	/**
	 * "…, same time", "at the same hour", "on the same day", "…, not half 7": what stays
	 * as it is, or what it was, is no change.
	 */
	static final Pattern SAME_TIME = Pattern.compile("(?:\\s*,\\s*|\\s+)(?:(?:at|@|on)\\s+)?(?:the\\s+)?same\\s+"
			+ "(?:time|timings?|hour|day|length|duration)(?:\\s+(?:as\\s+before|please|pls))?$"
			// "project mtg at 3 instead of 4": the old time
			+ "|(?:\\s*,\\s*|\\s+)(?:and\\s+)?(?:not|(?<=(?:\\d|[ap]m)\\s)instead\\s+of)\\s+(?:at\\s+)?"
			+ "(?:half\\s+(?:past\\s+)?|quarter\\s+(?:past|to)\\s+)?\\d{1,2}(?:[:.]\\d{2})?\\s*(?:am|pm)?$"
			// "physio tues 2pm instead of wed": the old day
			+ "|\\s+(?<=(?:\\d|[ap]m)\\s)instead\\s+of\\s+(?:on\\s+)?(?<oldday>(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|tomorrow|today)$");

	/** "postpone X to after one week": later by that much. */
	static final Pattern AFTER_AMOUNT = Pattern.compile("^\\s*after\\s+(?<value>(?:a|an|one|two|three|four|\\d+)\\s+"
			+ "(?:weeks?|days?|hours?|hrs?|minutes?|mins?))\\s*$");

	/**
	 * An arrow between a change and its new day or time: "move the physio → thursday".
	 */
	static final Pattern ARROW = Pattern.compile("\\s*(?:->|=>|\\u2192|>)\\s*");

	/** "altogether", "for good": how long a cancel lasts, no part of what it names. */
	static final Pattern FOR_GOOD = Pattern
		.compile("(?i)\\s+(?:altogether|for\\s+good|permanently|entirely|completely|forever|for\\s+ever)$");

	/**
	 * A new name: "rename X to Y", "change the title of X to Y", "X - change the title to
	 * Y", "X: call it Y".
	 */
	static final Pattern RENAME = Pattern.compile("(?=(?s:.*?)(?:name|title|call))(?:" + ChangeRequest.LEAD
			+ "(?:rename|retitle)\\s+(?<ref>.+?)(?:\\s+(?:to|as)\\s+|\\s*(?:->|=>|\\u2192)\\s*+(?!(?:call|name|rename)\\s+it\\b))(?<value>.+)$|"
			// "rename the seminar": the new name asked for
			+ ChangeRequest.LEAD + "(?:rename|retitle)\\s+(?!.*(?:\\s(?:to|as)\\s|->|=>|\\u2192))(?<ref6>[^,;]+?)"
			+ "(?:\\s+(?:to|as|please|pls))?(?<value6>)[\\s.!?]*$|" + ChangeRequest.LEAD
			+ "change\\s+(?=the\\s+(?:title|name)\\s+of\\s|.+?(?:'s)?\\s+(?:title|name)\\s+to\\s)(?:the\\s+(?:title|name)\\s+of\\s+)?"
			// "change the physio appointment title to X"
			+ "(?<ref2>.+?)(?:(?:'s)?\\s+(?:title|name))?\\s+to\\s+(?<value2>.+)$"
			// "guitar lesson rename to bass lesson": the verb after the name
			+ "|^(?:(?:rename|retitle)\\s+)?(?<ref3>.+?)\\s*(?:\\s-|[:,;]|->|\\u2192|(?=\\srename\\s+(?:to|as)\\s))\\s*(?:(?:please|pls|can\\s+you|could\\s+you)\\s+)?(?:(?:change"
			+ "|update|set)\\s+(?:(?:the|its)\\s+)?(?:title|name)\\s+to|rename\\s+(?:it\\s+)?(?:to|as)|rename\\s+it|call\\s+it)\\s+(?<value3>.+)$"
			// "project meeting is now called Sprint demo"
			+ "|^(?<ref4>.+?)(?:(?:'s)?\\s+(?:title|name)\\s*(?:should\\s+be|is\\s+now|now|->|\\u2192)"
			// "seminar title should be 'Bayesian methods II'"
			+ "|\\s+(?:(?:is|'s|was|got|has\\s+been|will\\s+be|should\\s+be)\\s+(?:now\\s+)?(?:called|named|titled|renamed"
			+ "(?:\\s+(?:to|as))?)|(?:now\\s+)?renamed(?:\\s+(?:to|as))?))\\s+(?!off\\b)(?<value4>.+?)(?:\\s+(?:now|from\\s+now\\s+on))?$"
			// "call the halloween party 'Spooky Szn' instead": the new name quoted
			+ "|" + ChangeRequest.LEAD
			+ "(?:call|name)\\s+(?<ref5>.+?)\\s+['\"\\u2018\\u201c](?<value5>[^'\"\\u2019\\u201d]+)['\"\\u2019\\u201d]"
			+ "(?:\\s+(?:instead|now|from\\s+now\\s+on|please|pls))*$)");

	/** "change X to 'Y'", "switch X to "Y"": a quoted new name. */
	static final Pattern CHANGE_TO_QUOTED = Pattern.compile(ChangeRequest.LEAD
			+ "(?:change|switch|update)\\s+(?<ref>.+?)\\s+to\\s+['\"\\u2018\\u201c](?<value>[^'\"\\u2019\\u201d]+)['\"\\u2019\\u201d]?$");

	/**
	 * "the exam is 3 hours not 1", "theatre tickets are for sunday 4th instead": a new
	 * length, a new day, said as news.
	 */
	static final Pattern IS_LENGTH = Pattern.compile("^(?<ref>.+?)\\s+(?:is|are|'s|will\\s+be|should\\s+be|lasts|takes"
			// "priya needs our 1:1 to be 45 mins", "X has to be 2 hrs"
			+ "|to\\s+be|(?:needs?|has|have)\\s+to\\s+be|(?:could|must|can)\\s+be"
			+ "|(?:will|'ll|should|would)\\s+(?:only\\s+)?(?:take|last)"
			// "project meeting only needs 30 mins"
			+ "|(?:only|just)\\s+(?:needs?|takes|lasts|requires)|needs|requires|will\\s+need)"
			+ "\\s+(?:actually\\s+|really\\s+|only\\s+|just\\s+)?(?<value>" + ChangeRequest.LENGTH
			+ ")(?:\\s+long)?(?:[,\\s]+not\\s+(?:" + Numbers.ANY
			+ ")(?:\\s*(?:minutes?|mins?|hours?|hrs?|h))?|\\s+(?:now|instead|this\\s+time|this\\s+week|for\\s+once))?"
			// "dentist will take 90 min they said": who said it
			+ "(?:\\s+(?:they|she|he)\\s+(?:said|say|says)|\\s+apparently)?$");

	/** "make lunch with sam 90 minutes": a length after the event's words, no article. */
	static final Pattern MAKE_LENGTH = Pattern.compile(ChangeRequest.LEAD
			+ "make\\s+(?<ref>(?!(?:it|that|this|them|a|an|me|us|some|time|room|sure)\\b)\\S.*?)\\s+" + "(?<value>(?:"
			+ Numbers.ANY + ")\\s*(?:minutes?|mins?|hours?|hrs?|h)\\b.*|(?:half\\s+an|an)\\s+hour\\b.*)$");

	/** "push back the seminar 15 min": the amount after the event's words. */
	static final Pattern TRAILING_AMOUNT = Pattern.compile("\\s+(?:by\\s+)?(?<value>(?:" + Numbers.ANY
			+ ")\\s*(?:minutes?|mins?|hours?|hrs?|h|days?|weeks?|fortnights?))$");

	/** What names no event: a pronoun, after fillers ("ok cancel it": "ok"). */
	static final Pattern PRONOUN = Pattern
		.compile("(?:(?:ok|okay|right|alright|fine|yes|yeah|yep|so|then|and|well|nah|naw|nope|actually)[,!.\\s]*)*"
				// "put it", "move that": a verb and its pronoun
				+ "(?:(?:put|move|make|set|change|get|bring|shift|push|have|do)\\s+(?=it|that|this|them))?"
				// "it's at 7 now", "skip that one"
				+ "(?:(?:all\\s+of\\s+)?(?:it|that|this|them)|it'?s|that'?s|(?:that|this|the\\s+next|the\\s+last)\\s+one|one)?"
				// "cancel it then"
				+ "(?:[,!.\\s]+(?:then|too|now|pls|please))*");

	/** "the priya 1:1 at 1 on thursday", after "can we do": the event, then its time. */
	static final Pattern DO_AT = Pattern
		.compile("^(?<ref>(?:the|my|our)\\s.+?)\\s+(?:at|@)\\s+(?=" + ChangeRequest.NEW_WHEN_TEXT + ")(?<value>.+)$");

	/** "dentist earlier, 12:30", "yoga later at 7": a new time after its direction. */
	static final Pattern EARLIER_THEN_TIME = Pattern.compile("^(?<ref>.+?)\\s+(?:(?:a\\s+)?(?:bit|little|tad|touch)\\s+"
			+ "|slightly\\s+)?(?:earlier|later|sooner)[,\\s]+" + "(?:(?:at|to|for)\\s+)?(?="
			+ ChangeRequest.NEW_WHEN_TEXT + ")(?<value>.+)$");

	/** "guitar lesson extend 30 min": the event, then the verb and how much longer. */
	static final Pattern THEN_EXTEND = Pattern
		.compile("^(?<ref>.+?)\\s+(?:extend|lengthen|add)\\s+(?:it\\s+)?(?:by\\s+)?" + "(?<value>"
				+ ChangeRequest.LENGTH + "|(?<=by\\s)\\d{1,3})(?:\\s+(?:more|longer|extra))?$");

	/** A unit of time, which every length says. */
	private static final String UNIT = "min|hour|hr|\\dh\\b|\\d\\s+h\\b";

	/** A unit of time somewhere in the words. */
	static final Pattern SAYS_A_UNIT = Pattern.compile(UNIT);

	/** A length or a place somewhere in the words: what a change before a day says. */
	static final Pattern SAYS_A_LENGTH_OR_PLACE = Pattern
		.compile(UNIT + "|\\b(?:in|at|location|place|venue|room|@)\\b");

	/**
	 * A reason after a new time: "bc of the all-hands", ", hosts are still decorating"
	 * (after a comma, words with no day or time in them).
	 */
	static final Pattern REASON_AFTER_CHANGE = Pattern.compile("(?i)\\s+(?:bc|b/c|because|cos|coz|cuz|since|due\\s+to)"
			+ "\\s.*$|\\s*[,;]\\s+(?!.*(?:\\d|\\b(?:noon|midday|midnight|morning|afternoon|evening|night|tonight|tomorrow"
			+ "|today|next|this|week|same|half|quarter|" + DayReader.WEEKDAY_NAME + "|" + DayReader.MONTH
			+ ")\\b)).*$");

	/** What is left of "from now on" after a place ("at Core Power from now"). */
	static final String FROM_NOW_ON = "(?i)\\s+(?:from\\s+now(?:\\s+on)?|going\\s+forward|from\\s+here\\s+on)\\s*$";

	/** A clock time: "3", "4:30", "10.15am", "noon". */
	private static final String CLOCK = "\\d{1,2}(?:[:.][0-5]\\d)?\\s*(?:[ap]\\.?m\\.?)?|\\d{1,2}h[0-5]\\d|noon|midday|midnight";

	/** "stats lecture only till 10 now": a new end, said without a verb. */
	static final Pattern ONLY_UNTIL = Pattern.compile("^(?=(?s:.*?)\\b(?:only|now)\\b)(?<ref>.+?)\\s+(?:(?:is|'s)\\s+)?"
			+ "(?:now\\s+(?:only\\s+)?|only\\s+|(?=\\S+\\s+(?:" + CLOCK
			+ ")\\s+now$))(?:till|until|til|'til)\\s+(?<value>" + CLOCK + ")(?:\\s+now)?$");

	/** "team mtg 2 hrs instead of 1": a new length, the old one said after it. */
	static final Pattern LENGTH_INSTEAD = Pattern.compile("^(?=(?s:.*?)(?:not|instead|rather))(?<ref>.+?)\\s+(?<value>"
			+ ChangeRequest.LENGTH + ")(?:\\s+long)?[,\\s]+(?:not|instead\\s+of|rather\\s+than)\\s+(?:" + Numbers.ANY
			+ ")(?:\\s*(?:minutes?|mins?|hours?|hrs?|h))?$");

	/**
	 * "project mtg at 3", once "instead of 4" is cut off it: the event and its new time.
	 */
	static final Pattern AT_NEW_TIME = Pattern.compile("^(?<ref>.+?)\\s+(?:(?:at|@|to)\\s+)?(?<value>" + CLOCK + ")$");

	static final Pattern IS_FOR_INSTEAD = Pattern.compile("^(?=(?s:.*?)instead)(?<ref>.+?)\\s+(?:is|are|'s|were|was)"
			+ "\\s+(?:now\\s+)?(?:(?:for|on)\\s+|(?=" + ChangeRequest.NEW_WHEN_TEXT + "))(?!(?:" + Numbers.ANY
			+ ")\\s*(?:minutes?|mins?|hours?|hrs?|h)\\b)(?<value>\\S.*?)\\s+instead$");

	/** "next day", "the following day", "the day after": a day later than it is. */
	static final Pattern NEXT_DAY = Pattern
		.compile("(?:the\\s+)?(?:next|following)\\s+day|the\\s+day\\s+after|a\\s+day\\s+later");

	/** "project mtg make it 2 hrs", "the review, make it 90 min long": a new length. */
	static final Pattern MAKE_IT_LENGTH = Pattern.compile("^(?<ref>.+?)[,.;!\\s]+(?:(?:please|pls|kindly)\\s+)?make\\s+"
			+ "(?:it|that|this)\\s+(?<value>(?:(?:" + Numbers.ANY + ")\\s*(?:minutes?|mins?|hours?|hrs?|h)\\b"
			+ "|half\\s+an\\s+hour|an?\\s+hour(?:\\s+and\\s+a\\s+half)?)(?:\\s+long)?)(?:\\s+(?:please|pls|instead))*$");

	/**
	 * "i'll never make", "we won't make it to", "i cant do": what someone can't attend
	 * follows.
	 */
	static final Pattern WONT_MAKE = Pattern
		.compile("(?<![\\w'])(?:i|we)(?:'ll|\\s+will)?\\s+(?:never|not|can'?t|cannot"
				+ "|won'?t|wont|cant)\\s+(?:(?:be\\s+able\\s+to|manage\\s+to)\\s+)?(?:make|do|attend)\\s+(?:it\\s+to\\s+)?");

	/**
	 * The event's words after "i can't make" or "i'll never make" ("long day tomorrow and
	 * i'll never make supervision at 2": what comes before the event is news).
	 */
	static String afterCantMake(String ref) {
		Matcher cantMake = CANT_MAKE.matcher(ref.toLowerCase(Locale.ROOT));
		if (cantMake.matches()) {
			return ref.substring(cantMake.start("ref"));
		}
		Matcher never = WONT_MAKE.matcher(ref.toLowerCase(Locale.ROOT));
		return never.find() ? ref.substring(never.end()) : ref;
	}

	/**
	 * Where a change begins after news said first: the last ", " or ". " before it, or "
	 * so " ("dr okafor emailed, so supervision to 4pm").
	 */
	static final Pattern NEWS_FIRST = Pattern.compile("^.+(?:[,.;!]\\s+(?:so\\s+)?|\\s+so\\s+)(?=\\S)");

	/**
	 * The reason given with a cancel ("no lab tmrw, bank hol", "cancel gym cos i'm ill"):
	 * not part of the event's name.
	 */
	static final Pattern REASON = Pattern.compile(
			"(?i)\\s*[,;]\\s+(?:the|my|our|his|her|their)\\s+[\\w-]+(?:\\s+[\\w-]+)?(?:'s|\\s+(?:is|was|has|had|are"
					+ "|were|got))\\s.*$|\\s*[,;]\\s+(?!(?:on|at|in|tomorrow|today|tonight|this|next|the|just|only|all|every"
					+ "|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*"
					+ "|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|\\d)\\b).*$|\\s+(?:because|cos|coz|cuz|bc|since|due\\s+to|as\\s+(?:i|we|it))\\s+.*$"
					// "cancel lunch w marco hes sick": news about someone, after the name
					// ("is", "its" are no "i's", "it's": "delete the what is AI talk")
					+ "|\\s+(?:(?:he|she|it)'s|(?:they|we)'re|i'm|(?:he|she|they|we|i|it)\\s+(?:is|are|am|was|were|has"
					+ "|have|had|got|can'?t|cannot|won'?t|isn'?t|aren'?t|feels?)|hes|shes|theyre|im"
					+ "|its(?=\\s+(?:been|not|off|over|cancell?ed|postponed|moved)\\b))\\s+.*$"
					// "cancel the party 👻 everyone's sick": news after a face
					+ "|(?<=\\S)\\s*\\p{So}+\\s*(?:(?:\\w+\\s+){0,2}\\w+(?:'s|\\s+(?:is|are|was|were|got|has|have|had))\\b|no\\s+one\\b"
					+ "|nobody\\b).*$");

	/**
	 * "cancel X", "drop the X", "get rid of X from my calendar", "bin X" (weak without an
	 * article).
	 */
	static final Pattern DELETE = Pattern.compile(ChangeRequest.LEAD
			// "we're dropping standup for good": said as what we do now
			+ "(?:(?:i'?m|im|we'?re|were)\\s+(?=(?:dropping|cancell?ing|ditching|scrapping|skipping|bailing\\s+on)\\s))?"
			+ "(?:bailing\\s+on|cancel|delete|remove|drop|scrap|erase|clear|dropping|cancell?ing|ditching|scrapping|skipping|"
			+ "stop|discontinue|end(?=\\s+(?:the|my|our|that|this)\\b.*\\b(?:series|altogether|for\\s+good|permanently"
			+ "|entirely|completely)\\b)|"
			+ "call\\s+off|get\\s+rid\\s+of|take\\s+off|kill|nix|skip|axe|ditch|scratch|nuke|wipe(?:\\s+out)?"
			// "strike the dentist" (not "strike action": a reason)
			+ "|strike(?=\\s+(?:the|my|our|that|this|it|off)\\b)"
			// "bin the dentist": a verb before what names an event ("bin day" is a thing:
			// weak)
			+ "|bin(?=\\s+(?:the|my|our|that|this|those|these|it|them|tomorrow's|today's|tonight's)\\b)|(?<bare>bin))"
			+ "\\s+(?<ref>.+?)"
			+ "(?:\\s+(?:from|off)\\s+(?:of\\s+)?(?:my|the|our)\\s+(?:calendar|schedule|diary|agenda|planner))?\\s*$");

	/** "yoga on thursday is cancelled": said as news, asked as a cancel. */
	static final Pattern CANCELLED = Pattern
		.compile("^(?=(?s:.*?)(?:cancel|off|not|skip|no[\\s-]?go|scrapped|axed))(?<ref>.+?)(?:(?:\\s+(?:is|are"
				+ "|was|has\\s+been|have\\s+been|got|gets)|'s(?:\\s+been)?|'ve\\s+been)\\s+(?:cancell?ed|called\\s+off|off|not\\s+happening|a\\s+no[\\s-]?go)|\\s+(?:cancell?ed|scrapped|axed)|\\s+called\\s+off"
				// "standup monday the 9th skip": the verb said last
				+ "|\\s+(?:skip|cancel|scrap|delete)(?=(?:\\s+(?:it|pls|please))?$)(?:\\s+(?:it|pls|please))?"
				// "standup on thanksgiving obviously off", "lunch w marco off, he's sick"
				// ("take X off" is read elsewhere)
				+ "|\\s+(?:(?:obviously|apparently|def(?:initely)?|officially)\\s+)?"
				// looked back on only once "off" is found (a lookbehind costs)
				+ "(?:off|cancell?ed)(?=\\s*(?:[,;.]|$))(?<!\\b(?:take|took|taking|takes|get|got|getting|have|has|having"
				// "project kick off", "my day off", "turn it off": no cancel
				+ "|had)\\b[^,;]{0,70})(?<!\\b(?:kick|turn|switch|log|sign|day|days|time|night|nights|week|weekend"
				+ "|morning|afternoon|evening)\\s{1,3}off))"
				+ "(?:\\s+(?:now|this\\s+week|obviously|apparently|sadly|unfortunately|too|again|on\\s+(?:me|us)))*(?<day>\\s+(?:on\\s+|this\\s+|next\\s+)?(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*"
				+ "|tomorrow|today|tonight|the\\s+\\d{1,2}(?:st|nd|rd|th)?))?"
				// "stats lecture tues is cancelled, lecturer on strike": why, after it
				// "standup on weds is cancelled for veterans day": the day it is off for
				+ "(?:\\s*[,;.]\\s+.+|\\s*!+\\s*.+|\\s+-\\s+.+|\\s*[:;]'?-?[()/|]+[\\s!.]*|\\s+(?:because|cos|coz|bc|lol|lmao|haha|yay|yey|rip|smh|thankfully|finally"
				// "X cancelled prof has covid": who, and news of them, no comma
				+ "|(?:(?:the|my|our)\\s+)?(?:prof|professor|teacher|tutor|coach|instructor|lecturer|doctor|boss|manager|speaker"
				+ "|host|client|he|she|they)(?:\\s+(?:is|has|was|got|had|are|were|'s)|'s)\\b"
				// "X cancelled shes ill": who, said with its verb
				+ "|(?:she|he)'?s\\s|they'?re\\s|i'?m\\s|we'?re\\s|(?:she|he|they)\\s+[a-z]+ed\\b"
				+ "|by\\s+(?:the|their|his|her|its|my|our)\\s"
				// "X cancelled lecturers on strike", "speaker ill": who, and their news
				+ "|(?:(?:the|our|my)\\s+)?(?:lecturers|teachers|speakers?|profs|professors|tutors|coaches|staff|instructors"
				+ "|hosts?|organi[sz]ers?)\\s+(?:are|were|is|was|on|ill|sick|away|off|out|busy|have|has|had|got|'re)\\b"
				// "cancelled by manager"
				+ "|by\\s+(?:the\\s+|my\\s+|our\\s+|her\\s+|his\\s+)?[\\w'-]+$|as|since|due\\s+to|for\\s+(?:the\\s+)?[\\w'-]+(?:\\s+[\\w'-]+){0,2}"
				+ "\\s+(?:day|holiday|break|weekend|eve|strike))\\s*.*)?$");

	/** "take the halloween party off my cal", "no yoga tues": a cancel. */
	static final Pattern TAKE_OFF = Pattern
		.compile(ChangeRequest.LEAD + "(?:(?:take|get)\\s+|(?=[^,;]+\\s+off\\s))(?<ref>.+?)\\s+off\\s+(?:of\\s+)?"
				+ "(?:my|the|our)\\s+(?:calendar|cal|schedule|diary)(?:\\s*[,;.]?\\s+.*)?$"
				// "take monday's standup off": an event's own day in its name (not "take
				// monday off")
				+ "|" + ChangeRequest.LEAD + "take\\s+(?<ref3>\\S+'s\\s+.+?)\\s+off$"
				// "there's no yoga thursday, gym's shut": news of no X (not "there's no
				// food at X")
				+ "|^(?:(?:there'?s\\s+|there\\s+(?:is|will\\s+be|'ll\\s+be)\\s+)no\\s+(?![^,;]*\\s(?:at|for|in|with|to|from|about|of|left"
				+ "|yet)\\b)|no\\s+)(?<ref2>(?!(?:one|thanks|thank|problem|worries"
				+ "|need|way|idea|rush|more|longer|meetings?\\s+(?:before|after))\\b).+)$");

	/**
	 * "physio running late, can u make it half 4", "the study thing can we do it
	 * wednesday at 10 instead": the event named first, then its new time by a pronoun (a
	 * length, "make it 2 hrs", is {@link #MAKE_IT_LENGTH}).
	 */
	static final Pattern DO_IT_AT = Pattern
		.compile("^(?<ref>.+?)[,.;!\\s]+(?:so\\s+)?(?:(?:(?:can|could|shall|should|would"
				+ "|will)\\s+(?:you|u|we|i)\\s+)?(?:(?:please|pls|just)\\s+)?(?:do|have|make|hold|put|switch|change)\\s+"
				+ "(?:it|that|this)\\s+(?:(?:to|for|on|at)\\s+)?"
				// "the seminar, can it be 1530-1700"
				+ "|(?:can|could|would|will|should)\\s+(?:it|that|this)\\s+be\\s+(?:(?:at|on|from)\\s+)?)(?!"
				+ ChangeRequest.LENGTH + ")(?<value>" + ChangeRequest.NEW_WHEN_TEXT
				+ ".*?)(?:\\s+(?:instead|please|pls|then|thanks))*$");

	/**
	 * "aisha cant do lunch on tuesday anymore, can we do friday", "i can't make coffee
	 * thursday, friday instead?": who can't come, the event, then its new day or time.
	 */
	static final Pattern CANT_THEN = Pattern
		.compile("(?:^|\\s)(?:i|we|he|she|they|[a-z]+)\\s+(?:just\\s+)?(?:can'?t|cannot"
				+ "|can\\s+not|couldn'?t|won'?t|wont|can't)\\s+(?:do|make|attend)\\s+(?:it\\s+to\\s+)?(?<ref>.+?)"
				+ "(?:\\s+any\\s?more)?\\s*[,.;!]\\s*(?:so\\s+)?(?:(?:can|could|shall)\\s+(?:we|you|u|i)\\s+"
				+ "(?:do|have|make\\s+it|move\\s+(?:it|that)(?:\\s+to)?|try)\\s+|(?:how|what)\\s+about\\s+|maybe\\s+)?"
				+ "(?:on\\s+|at\\s+)?(?<value>" + ChangeRequest.NEW_WHEN_TEXT
				+ ".*?)(?:\\s+(?:instead|please|pls|then))*$");

	/**
	 * "put the seminar in Hicks LT1": a new place for an event (never "in my calendar",
	 * "in for 3pm" or a place said with a time, which are a new event's).
	 */
	static final Pattern PUT_IN = Pattern.compile(ChangeRequest.LEAD
			+ "put\\s+(?<ref>(?:the|my|our|this|that|tomorrow's|today's)\\s+.+?)\\s+(?:in|into|at)\\s+(?!(?:my|the|our)"
			+ "\\s+(?:calendar|cal|diary|schedule|agenda|planner)\\b|for\\b|on\\b|" + ChangeRequest.NEW_WHEN_TEXT
			+ ")(?<value>(?!.*\\b(?:at|on|from|tomorrow|today|tonight|next|this|[ap]m|\\d{1,2}(?::\\d\\d)?\\s*[ap]\\.?m)\\b)"
			+ "[^,;]+?)(?:\\s+(?:please|pls|instead|now|then))*$");

	/**
	 * "change the place for lunch with marco to Panera", "update the location of yoga to
	 * Lotus Studio": a new place.
	 */
	static final Pattern PLACE_OF = Pattern.compile(ChangeRequest.LEAD + "(?:change|update|switch|set|move)\\s+the\\s+"
			+ "(?:place|location|venue|room|address)\\s+(?:of|for)\\s+(?<ref>.+?)\\s+to\\s+(?<value>.+)$");

	/**
	 * "i need to leave physics early, make it end at 3:45", "extend the lecture till
	 * 4:30": a new end, the start kept.
	 */
	static final Pattern END_IT = Pattern
		.compile("^(?<ref>.+?)[,.;!\\s]+(?:so\\s+)?(?:(?:can|could)\\s+(?:you|u|we)\\s+)?"
				+ "(?:(?:please|pls)\\s+)?(?:make\\s+(?:it|that)\\s+(?:end|finish)|end\\s+it|finish\\s+it|wrap\\s+it\\s+up)\\s+"
				+ "(?:at|by)\\s+(?<value>" + ChangeRequest.NEW_WHEN_TEXT + ".*?)(?:\\s+(?:instead|please|pls))*$|"
				+ ChangeRequest.LEAD
				+ "(?:extend|lengthen|stretch|shorten|cut)\\s+(?<ref2>.+?)\\s+(?:till|until|til|'til)\\s+"
				+ "(?<value2>" + ChangeRequest.NEW_WHEN_TEXT + ".*?)(?:\\s+(?:instead|please|pls))*$");

	/** "i need to leave physics early": who leaves early, before the event's name. */
	static final Pattern LEAVING = Pattern
		.compile("(?i)^(?:i|we)\\s+(?:need|have|got|want)\\s+to\\s+(?:leave|duck\\s+out\\s+of|skip\\s+out\\s+of)\\s+"
				+ "|\\s+early$");

	/** "dentist got bumped a week", "the review was pushed back 2 days": a shift. */
	static final Pattern BUMPED_BY = Pattern
		.compile("^(?<ref>.+?)(?:\\s+(?:got|was|has\\s+been|have\\s+been|is|are|been))?"
				+ "\\s+(?:bumped|pushed|moved|shifted|brought|postponed?|delayed?|(?:push|bump|move|shift|bring)(?:\\s+it)?(?=\\s+(?:back"
				+ "|forward|up|out|later|earlier))|push|bump)(?:\\s+(?:back|forward|up|out|later|earlier))?\\s+(?:by\\s+)?"
				+ "(?<value>(?:" + Numbers.ANY
				+ ")\\s*(?:minutes?|mins?|hours?|hrs?|h|days?|weeks?|fortnights?)|an?\\s+(?:hour(?:\\s+and\\s+a\\s+half)?|day"
				+ "|week|fortnight)|half\\s+an\\s+hour"
				// "team meeting moved up 30": minutes, after a direction or "by"
				+ "|(?<=(?:back|forward|up|out|by)\\s)\\d{1,3})(?:\\s+(?:later|earlier|back|forward))?$");

	/** What says a shift goes earlier. */
	static final Pattern EARLIER_WORD = Pattern.compile("\\b(?:forward|up|earlier|brought)\\b");

	/**
	 * "physio running late", "the study thing": news and filler after an event's name.
	 */
	static final Pattern NEWS_AFTER_NAME = Pattern.compile(
			"(?i)\\s+(?:(?:is|'s)\\s+)?(?:running\\s+(?:late|behind|over)|late|delayed|overrunning" + "|over\\s?running"
			// "supervision always overruns, add 30 mins to it"
					+ "|(?:always\\s+|usually\\s+|often\\s+)?(?:overruns|runs\\s+(?:over|late|long))"
					// "lab meeting 3 may is a bank holiday, drop it": why, not which
					+ "|" + News.HOLIDAY_AS_REASON + "|is\\s+a\\s+day\\s+off)" + "\\b.*$");

	/** "make coffee more early, at 10": the direction said before the new time. */
	static final Pattern EARLIER_AT = Pattern.compile("(?:more\\s+)?(?:early|earlier|sooner|late|later)[,\\s]+"
			+ "(?:(?:at|to|for)\\s+)?(?=" + ChangeRequest.NEW_WHEN_TEXT + ")");

	/** "physio 45 mins", once "only this time" is read as which: a new length. */
	static final Pattern BARE_LENGTH = Pattern.compile("^(?!(?:by|for|about|around|in|within|after|to|at|another|extra"
			+ "|an?\\s+(?:extra|additional)|more|only|just|make\\s+it)\\s)(?<ref>.+?)(?=\\s)(?<!\\s(?:for|about|around|of|is|are|takes|lasts"
			+ "|every|in|within|after|before))\\s+"
			// "seminar moved to 18h": a clock time after "to", not 18 hours
			+ "(?!(?<=\\b(?:to|at|until|till)\\s{1,3})\\d{1,2}h\\b)(?<value>" + ChangeRequest.LENGTH
			+ ")(?:\\s+(?:now|this\\s+time|instead|only|then|today|this\\s+week))*$");

	/**
	 * "team meeting till 12:30", "lunch w/ marco until 1:30": the event's name, then a
	 * new end (weak).
	 */
	static final Pattern BARE_UNTIL = Pattern.compile(
			// "econ study till 4:30" names a study block; "study till 5", "i'll study
			// till 5" plan
			"^(?!(?:(?:i|we)(?:'ll|\\s+will|'m|\\s+am)?\\s+)?(?:study|studying|revise|revising)\\s+(?:till|until|til|'til)\\s)(?<ref>.+?)"
					+ "(?=\\s+(?:till|until|til|'til)\\s)(?<!\\d|[ap]m|\\s(?:from|is|are|runs|goes|stay|work|working"
					+ "|studying))\\s+(?:till|until|til|'til)\\s+(?<value>" + CLOCK
					+ ")(?:\\s+(?:now|instead|this\\s+time|today|then|please|pls))*$");

	/** "lab mtg on 19/4 only 30 min", "study session 2 hours long": a new length. */
	static final Pattern VERBLESS_LENGTH = Pattern.compile("^(?<ref>.+?)\\s+(?:(?:only|just)\\s+(?<value>"
			+ ChangeRequest.LENGTH + ")|(?<value2>" + ChangeRequest.LENGTH
			+ ")(?:[\\s-]long|(?=\\s+only\\b)))(?:\\s+(?:please|pls|instead|now|this\\s+time|this\\s+(?:year|yr)|then|only))*$");

	/**
	 * An amount of time: "20 min", "half an hour", "an hour and a half", "2 days", "a
	 * fortnight".
	 */
	private static final String SOME_TIME = "(?:(?:" + Numbers.ANY
			+ ")\\s*(?:minutes?|mins?|hours?|hrs?|h|days?|weeks?|fortnights?)|half\\s+an\\s+hour"
			+ "|an?\\s+hour(?:\\s+and\\s+a\\s+half)?|an?\\s+(?:day|week|fortnight)|(?:a\\s+)?quarter\\s+of\\s+an\\s+hour)";

	/**
	 * "project meeting 15 min earlier pls", "guitar lesson 30 min longer this time",
	 * "lunch with aisha later" (by how much is asked).
	 */
	static final Pattern VERBLESS_AMOUNT = Pattern.compile("^(?=(?s:.*?)(?:earlier|later|sooner|longer|shorter))"
			// "X runs 15 min longer", "X is 15 min later": the verb is no part of a name
			+ "(?<ref>.+?)(?:\\s+(?:starts?|begins?|will\\s+start|runs|goes|takes|is\\s+running|is\\s+going|(?:will|'ll|might)"
			+ "\\s+(?:run|go|be|take)|is|'s|will\\s+be))?\\s+(?<value>(?:(?:" + SOME_TIME
			// "lunch 15 earlier": a bare number of minutes before a move's direction
			+ "|\\d{2,3}(?=\\s+(?:earlier|later|sooner)\\b))\\s+)?(?<dir>earlier|later|sooner|longer|shorter))"
			// "X earlier by half an hour": the amount after the direction
			// "shorter by 15": minutes unsaid
			+ "(?:\\s+by\\s+(?<value2>" + SOME_TIME + "|\\d{1,3}(?![\\d:.]|\\s*[ap]m)))?"
			+ "(?<day>\\s+(?:on\\s+|this\\s+|next\\s+)?(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|tomorrow|today"
			+ "|the\\s+\\d{1,2}(?:st|nd|rd|th)?))?(?:\\s+(?:please|pls|this\\s+time|this\\s+week|today|instead|then|now)"
			// "X runs 30 min longer, extend it": the ask after the news
			+ "|[,.;]?\\s+(?:so\\s+)?(?:pls\\s+|please\\s+)?(?:extend|lengthen|move|push|shift|update)\\s+it)*$");

	/** Words after a new time that change nothing: "now", "instead", "please". */
	static final Pattern NOW_LAST = Pattern.compile("(?i)(?:\\s+(?:now|instead|then|please|pls))+\\s*$");

	/**
	 * A day said in an event's name that names one occurrence: "on the 7th", "on wed",
	 * "the 7th", "14th", "7/4", "nov 17", "12 april", "tomorrow's", "monday week's" (a
	 * bare "tomorrow" or "tuesday" may as well say when a new event is).
	 */
	static final Pattern DAY_IN_REF = Pattern.compile("(?<![\\w/])(?:on\\s+(?:the\\s+\\d{1,2}(?:st|nd|rd|th)?"
			+ "|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)|(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)|\\d{1,2}/\\d{1,2}"
			+ "|(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*(?:\\s+week)?|tomorrow|today|tonight)'s"
			// "yoga nov 17 at 7pm", "lab meeting 12 april at 2"
			+ "|" + DayReader.MONTH + "\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?"
			+ DayReader.MONTH + ")(?![\\w/])");

	/**
	 * A day and nothing of an event's name: "november 13th", "friday the 13th", "11/7",
	 * "the 13th" ("november 13th at 9:30am" is a new event's day and time, no occurrence
	 * to move).
	 */
	static final Pattern ONLY_A_DAY = Pattern.compile("(?:(?:on|the|of|this|next|" + DayReader.MONTH + "|"
			+ DayReader.WEEKDAY_NAME + "|\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?|\\d{1,2}(?:st|nd|rd|th)?)"
			// each whole ("1234" is no two days: no backtracking through its splits)
			+ "(?![\\w/])[\\s,.]*)+");

	/**
	 * "the review needs an extra 15 minutes", "standup: add 10 min", "X could use another
	 * half hour": longer by that much.
	 */
	static final Pattern EXTRA_LENGTH = Pattern.compile("^(?<ref>.+?)(?:\\s*:\\s*|\\s+)(?:(?:needs?|could\\s+use"
			+ "|requires?|will\\s+(?:need|take)|takes?|gets?)\\s+(?:an?\\s+)?(?:extra|additional|another|more)\\s+|(?:add|\\+)\\s*"
			// "priya 1:1 an extra 15 min": no verb
			+ "|an?\\s+(?:extra|additional)\\s+)(?<value>" + ChangeRequest.LENGTH
			// "needs another hour"
			+ "|(?<=another\\s)hour"
			+ ")(?:\\s+(?:more|extra|longer))?(?:[,.;\\s]+(?:so\\s+)?(?:(?:pls|please|can\\s+you"
			+ "|could\\s+you)\\s+)?(?:make\\s+it\\s+longer|extend\\s+it|add\\s+it|please|pls))*[\\s.!]*$");

	private ChangeForms() {
	}

}
