package dev.kairos.assistant.language;

import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A change said the plain way before it is read: "more early one hour" as "one hour
 * earlier", "45 more minutes" as "more 45 minutes", "til 6.15" as "til 6:15", "1.30 to
 * 2.30" as "1:30 to 2:30".
 */
final class Plainer {

	private static final Pattern DOTTED_AFTER = Pattern.compile(
			"(?i)(?<=\\b(?:till|until|til|to|at|by|from|finishes|ends|starts|begins)\\s)(\\d{1,2})\\.([0-5]\\d)\\b(?!\\s*(?:hours?|hrs?|h)\\b)");

	/** "is 1.30 to 2.30 now": a dotted time that begins a range of times. */
	private static final Pattern DOTTED_RANGE = Pattern
		.compile("(?i)\\b(\\d{1,2})\\.([0-5]\\d)(?=\\s*(?:-|\\u2013|to|till"
				+ "|until|til)\\s*\\d{1,2}(?:[:.][0-5]\\d)?\\s*(?:[ap]\\.?m\\.?)?(?![\\d.]))");

	/** "got extended by", "was cut by": longer or shorter by an amount, said as news. */
	private static final Pattern GOT_LONGER = Pattern.compile("(?i)\\s+(?:got|was|were|has\\s+been|have\\s+been|been"
			+ "|'s\\s+been|is\\s+being)\\s+(?:(?<longer>extended|lengthened|stretched)|shortened|cut|trimmed)\\s+(?=by\\s)");

	/**
	 * "jess pushed the party back a week": someone's change told, read as asked ("push
	 * the party back a week").
	 */
	private static final Pattern TOLD_CHANGE = Pattern.compile("(?i)^[\\p{L}'-]+\\s+(?:just\\s+)?(pushed|moved|bumped"
			+ "|shifted|rescheduled|postponed|extended|shortened)\\s+(?=(?:the|our|my|his|her|their)\\s)");

	/** "heads up", "fyi", "quick update:" before the news. */
	private static final Pattern ANNOUNCED = Pattern.compile(
			"(?i)^(?:(?:heads\\s+up|fyi|btw|just\\s+so\\s+you\\s+know)[,:!.\\s-]+|(?:quick\\s+)?(?:update|news)\\s*[:!-]+\\s*)(?=\\S)");

	/** "sam (team lead) ...": an aside in brackets after the first word. */
	private static final Pattern ASIDE_AFTER_NAME = Pattern.compile("^([\\p{L}'-]+)\\s*\\([^()]{1,40}\\)");

	/** The verbs of {@link #TOLD_CHANGE} as asked. */
	private static final Map<String, String> ASKED = Map.of("pushed", "push", "moved", "move", "bumped", "bump",
			"shifted", "shift", "rescheduled", "reschedule", "postponed", "postpone", "extended", "extend", "shortened",
			"shorten");

	/** "X's gonna be", "X is going to be": what will be. */
	private static final Pattern GONNA_BE = Pattern
		.compile("(?i)(?:'s|\\s+is|\\s+are)\\s+(?:gonna|going\\s+to|gunna)\\s+be\\b");

	/** "starts 30 min late", "begins 15 mins early": later, earlier by that much. */
	private static final Pattern STARTS_LATE = Pattern.compile("(?i)\\b(?<verb>(?:starts?|begins?|starting|beginning)"
			+ "\\s+(?:" + ChangeRequest.LENGTH + ")\\s+)(?<dir>late|early)\\b");

	/**
	 * "runs 30 min over", "will go over by 15 min", "is running 20 min long": longer by
	 * that much.
	 */
	private static final Pattern RUNS_OVER = Pattern
		.compile("(?i)\\b(?<verb>runs?|running|go(?:es)?|going)\\s+(?:over" + "\\s+(?:by\\s+)?(?<a>"
				+ ChangeRequest.LENGTH + ")|(?<b>" + ChangeRequest.LENGTH + ")\\s+(?:over(?:time)?|long))\\b");

	/**
	 * "won't finish till 10.30", "isn't going to be done until 6": a new end, said by
	 * what will not happen before it.
	 */
	private static final Pattern NOT_TILL = Pattern.compile("(?i)\\s+(?:wont|won't|will\\s+not|isn'?t\\s+going\\s+to"
			+ "|is\\s+not\\s+going\\s+to|not\\s+gonna|isn'?t\\s+gonna|doesn'?t|does\\s+not)\\s+(?:be\\s+(?:done|over"
			+ "|finished|out)|finish|end|wrap(?:\\s+up)?|let\\s+out)\\s+(?:till|until|til|'til|before)\\b");

	/** "15 min later than usual": what the change is measured from, said. */
	private static final Pattern THAN_USUAL = Pattern.compile("(?i)(?<=\\b(?:later|earlier|longer|shorter|sooner))"
			+ "\\s+than\\s+(?:usual|normal|normally|planned|scheduled|expected|before)\\b");

	/** "can we start the X at 8:30": a new start asked for, a move. */
	private static final Pattern START_AT = Pattern
		.compile("(?i)(?<=^(?:can|could)\\s(?:we|you|u)\\s)(?:start|begin)\\s+"
				+ "(?=(?:the|my|our)\\s.+?\\s(?:at|@)\\s*\\d)");

	/** A clock time as said after "at": "4:30", "10", "7.45pm". */
	private static final String CLOCK = "\\d{1,2}(?:[:.][0-5]\\d)?(?:\\s*[ap]\\.?m\\.?)?";

	/** "starts at 4:30 and ends at 5:30": both ends, said apart. */
	private static final Pattern STARTS_AND_ENDS = Pattern
		.compile("(?i)\\s+(?:starts?|begins?|starting|beginning)" + "\\s+(?:at\\s+)?(?<a>" + CLOCK
				+ ")\\s*,?\\s*(?:and|&|n)\\s+(?:(?:it\\s+)?(?:ends?|finish(?:es)?|wraps?\\s+up"
				+ "|is\\s+done|goes|runs)\\s+(?:at|by|till|until|til|to)|ends?|finish(?:es)?)" + "\\s+(?<b>" + CLOCK
				+ ")(?![\\d:.])");

	/** "is 2 till 3 now": a range said with "till" after "is", not a new end. */
	private static final Pattern IS_TILL = Pattern
		.compile("(?i)(?<=\\s(?:is|are|now))\\s+(" + CLOCK + ")\\s+(?:till|until|til)\\s+(?=\\d)");

	/** "an hour n a half": "n" for "and". */
	private static final Pattern HOUR_N_A_HALF = Pattern.compile("(?i)\\bhour\\s+(?:n|&|'n'?)\\s+a\\s+half\\b");

	private static final Pattern MORE_UNITS = Pattern
		.compile("(?i)\\b(\\d+)\\s+(more|extra)\\s+(minutes?|mins?|hours?|hrs?)\\b");

	/**
	 * "more early one hour", "more late with an hour": the comparative said the long way.
	 */
	private static final Pattern MORE_EARLY = Pattern.compile(
			"(?i)\\b(?:to\\s+)?more\\s+(early|late)(?:\\s+(?:with|by|for))?\\s+(?=" + ChangeRequest.LENGTH + "\\b)");

	/**
	 * A length as {@link ChangeRequest#LENGTH}, in any case (the typed text is read too).
	 */
	private static final Pattern AMOUNT = Pattern.compile("(?i)" + ChangeRequest.LENGTH + "\\b");

	/**
	 * An amount a change moves or stretches by: "15 min", "an hour", "2 days", "a week".
	 */
	private static final String SHIFT_AMOUNT = "(?:(?:" + Numbers.ANY
			+ ")\\s*(?:minutes?|mins?|hours?|hrs?|h|days?|weeks?)|an?\\s+(?:hour|day|week)|half\\s+an\\s+hour)";

	/** "X shorter by 15 min": the amount said after its direction. */
	private static final Pattern DIRECTION_BY = Pattern
		.compile("(?i)\\s(earlier|later|sooner|longer|shorter)\\s+by\\s+(" + SHIFT_AMOUNT + ")$");

	/**
	 * "supervision back 1h", "X forward by 30 mins", "X shorten by half an hour": the
	 * direction said by a verb after the event's name, the verb before it left out.
	 */
	private static final Pattern VERB_AFTER_NAME = Pattern
		.compile("(?i)^(?!(?:(?:pls|please|can\\s+you|could\\s+you)\\s+)?"
				+ "(?:put|push|move|bump|shift|bring|set|pull|get|knock|shorten|extend|cut|trim|lengthen|make|change)\\b)"
				+ "(?<ref>.*?[\\w')])\\s+(?<verb>back|forward"
				+ "|shorten(?:ed)?|cut|trim(?:med)?|lengthen(?:ed)?|extend(?:ed)?)\\s+(?:by\\s+)?(?<amount>"
				+ SHIFT_AMOUNT + "|" + ChangeRequest.LENGTH
				+ ")(?=(?:\\s+(?:please|pls|now|today|instead|this\\s+time))*\\s*$)");

	/** "shave 20 min off the X", "take half an hour off X": shorter by that much. */
	private static final Pattern AMOUNT_OFF = Pattern
		.compile("(?i)^(?:(?:can|could)\\s+(?:you|u)\\s+)?(?:pls\\s+|please\\s+)?(?:shave|take|knock|trim|cut|chop|lop)"
				+ "\\s+(?:off\\s+)?(?<amount>" + ChangeRequest.LENGTH
				+ ")\\s+(?:off\\s+(?:of\\s+)?|from\\s+)(?<ref>.+)$");

	/** "X on the 12th is a 90 min class": a length said of the kind of thing it is. */
	private static final Pattern IS_A_LENGTH = Pattern.compile("(?i)\\s+(?:is|'s)\\s+(?:a\\s+)?(?<length>"
			+ ChangeRequest.LENGTH + ")\\s+(?:class|session|sesh|lesson|meeting|mtg|one|appointment|appt|call|slot"
			+ "|block|thing|lecture|workout|run)\\b");

	/** "monday standup runs 30 min this time": a length, said by how long it runs. */
	private static final Pattern RUNS_A_LENGTH = Pattern.compile("(?i)\\s+(?:runs|will\\s+run|goes|will\\s+go"
			+ "|is\\s+running)\\s+(?:only\\s+|just\\s+)?(?<length>" + ChangeRequest.LENGTH
			+ ")(?=(?:\\s+(?:this\\s+time|today|tomorrow|now|instead|only|for\\s+once))*\\s*$)");

	/** "X on the 31st can go", "the whole X series can go": a cancel. */
	private static final Pattern CAN_GO = Pattern.compile("(?i)^(?<ref>.+?)\\s+(?:can|could|should)\\s+(?:go"
			+ "|be\\s+(?:cancell?ed|deleted|binned|scrapped|dropped|removed))(?:\\s+(?:now|too|as\\s+well|tbh))*$");

	/**
	 * "take standup off election day", "take yoga off on thursday": one occurrence off
	 * the calendar (not "take the day off", "take 20 min off X").
	 */
	private static final Pattern TAKE_OFF_DAY = Pattern.compile("(?i)^take\\s+(?!(?:the|a|my)\\s+(?:day|week|weekend"
			+ "|morning|afternoon|evening|time)\\b)(?<ref>.+?)\\s+off\\s+(?:on\\s+|for\\s+)?(?!(?:of\\s+)?(?:my|the|our)"
			+ "\\s+(?:calendar|cal|schedule|diary)\\b)(?<day>\\S.*)$");

	/** "another hour", "an extra hour": an hour more, the more said by the verb. */
	private static final Pattern ANOTHER_HOUR = Pattern
		.compile("(?i)(?<=\\b(?:add|tack|on)\\s)(?:another|an\\s+(?:extra|additional))\\s+(?=hour\\b)");

	/** "X same time but thursday": a new day, the time kept. */
	private static final Pattern SAME_BUT = Pattern
		.compile("(?i)\\s+same\\s+(?:time|hour)\\s*,?\\s*(?:but|just)\\s+(?:on\\s+)?(?<day>[^,;]+?)\\s*$");

	/** "extend the 1pm one an hour": by that much, "by" left out. */
	private static final Pattern EXTEND_NO_BY = Pattern.compile("(?i)^(?<verb>extend|lengthen|shorten|cut|trim)\\s+"
			+ "(?<ref>(?:(?!\\b(?:by|to|for|until|till|down)\\b)\\S)(?:(?!\\b(?:by|to|for|until|till|down)\\b).)*?)\\s+(?<amount>"
			+ ChangeRequest.LENGTH + ")$");

	/** "move X a week out": later by that much. */
	private static final Pattern AMOUNT_OUT = Pattern.compile(
			"(?i)(?<=^(?:move|push|bump|shift|postpone)\\s.{1,80}?)\\s" + "(?<amount>" + SHIFT_AMOUNT + ")\\s+out\\b");

	/** A word {@link #VERB_AFTER_NAME} and {@link #EXTEND_NO_BY} need. */
	private static final Pattern SAYS_A_DIRECTION = Pattern.compile("back|forward|short|cut|trim|length|extend");

	/** The direction each verb of {@link #VERB_AFTER_NAME} says. */
	private static final Map<String, String> DIRECTIONS = Map.of("back", "later", "forward", "earlier", "shorten",
			"shorter", "shortened", "shorter", "cut", "shorter", "trim", "shorter", "trimmed", "shorter", "lengthen",
			"longer", "lengthened", "longer", "extend", "longer");

	/**
	 * A message said the plain way: "more early one hour" as "one hour earlier", "shorter
	 * by 15 min" as "15 min shorter".
	 */
	static String plainer(String text) {
		return Readings.plain(text, Plainer::plainerAnew);
	}

	private static String plainerAnew(String text) {
		// each form is tried only when a word it needs is there (most messages have none)
		String lower = text.toLowerCase(Locale.ROOT);
		boolean more = lower.contains("more");
		boolean by = lower.contains("by");
		String plain = text;
		Matcher moreEarly = MORE_EARLY.matcher(text);
		if (more && moreEarly.find()) {
			Matcher amount = AMOUNT.matcher(text).region(moreEarly.end(), text.length());
			if (amount.lookingAt()) {
				plain = text.substring(0, moreEarly.start()) + amount.group() + " "
						+ (moreEarly.group(1).equalsIgnoreCase("early") ? "earlier" : "later")
						+ text.substring(amount.end());
			}
		}
		Matcher got = GOT_LONGER.matcher(plain);
		plain = (by && got.find()) ? plain.substring(0, got.start())
				+ ((got.group("longer") != null) ? " longer " : " shorter ") + plain.substring(got.end()) : plain;
		// "heads up, X is now 11-12": the news, without its announcement
		plain = ANNOUNCED.matcher(plain).replaceFirst("");
		// "sam (team lead) bumped X": who, without the aside
		plain = lower.contains("(") ? ASIDE_AFTER_NAME.matcher(plain).replaceFirst("$1") : plain;
		Matcher told = TOLD_CHANGE.matcher(plain);
		plain = told.lookingAt() ? ASKED.get(told.group(1).toLowerCase(Locale.ROOT)) + " " + plain.substring(told.end())
				: plain;
		plain = lower.contains("half") ? HOUR_N_A_HALF.matcher(plain).replaceAll("hour and a half") : plain;
		// "starts 30 min late": "starts 30 min later"
		Matcher late = STARTS_LATE.matcher(plain);
		plain = ((lower.contains("late") || lower.contains("early")) && late.find())
				? plain.substring(0, late.start("dir"))
						+ (late.group("dir").equalsIgnoreCase("late") ? "later" : "earlier")
						+ plain.substring(late.end("dir"))
				: plain;
		// "runs 30 min over": "runs 30 min longer"
		Matcher over = RUNS_OVER.matcher(plain);
		plain = (lower.contains("over") || lower.contains("long")) && over.find() ? plain.substring(0, over.start())
				+ over.group("verb") + " " + ((over.group("a") != null) ? over.group("a") : over.group("b")) + " longer"
				+ plain.substring(over.end()) : plain;
		// "won't finish till 6": "ends at 6"
		plain = (lower.contains("n't") || lower.contains("not") || lower.contains("wont") || lower.contains("gonna"))
				? NOT_TILL.matcher(plain).replaceFirst(" ends at") : plain;
		plain = lower.contains("than") ? THAN_USUAL.matcher(plain).replaceFirst("") : plain;
		plain = (lower.contains("til")) ? IS_TILL.matcher(plain).replaceFirst(" $1-") : plain;
		// "starts at 4:30 and ends at 5:30": "4:30-5:30"
		plain = (lower.contains("start") || lower.contains("begin"))
				? STARTS_AND_ENDS.matcher(plain).replaceFirst(" ${a}-${b}") : plain;
		plain = lower.contains("start") || lower.contains("begin") ? START_AT.matcher(plain).replaceFirst("move ")
				: plain;
		// "supervision's gonna be at the cafe": "will be"
		plain = (lower.contains("gonna") || lower.contains("going") || lower.contains("gunna"))
				? GONNA_BE.matcher(plain).replaceAll(" will be") : plain;
		// "needs 45 more minutes": "needs more 45 minutes" (the same length)
		plain = (more || lower.contains("extra")) ? MORE_UNITS.matcher(plain).replaceAll("$2 $1 $3") : plain;
		// "runs til 6.15": "runs til 6:15"
		plain = lower.contains(".")
				? DOTTED_AFTER.matcher(DOTTED_RANGE.matcher(plain).replaceAll("$1:$2")).replaceAll("$1:$2") : plain;
		Matcher direction = DIRECTION_BY.matcher(plain);
		plain = (by && direction.find())
				? plain.substring(0, direction.start()) + " " + direction.group(2) + " " + direction.group(1) : plain;
		return reordered(plain, lower);
	}

	/**
	 * A change said with its parts in another order: the verb after the name ("X back
	 * 1h"), the amount before it ("shave 20 min off X"), a cancel said as "X can go" or
	 * "take X off D".
	 */
	private static String reordered(String text, String lower) {
		// "tack on another hour": an hour more
		// each form is tried only when a word it needs is there, as in plainer
		String plain = (lower.contains("other") || lower.contains("extra") || lower.contains("additional"))
				? ANOTHER_HOUR.matcher(text).replaceAll("an ") : text;
		Matcher verb = VERB_AFTER_NAME.matcher(plain);
		if (SAYS_A_DIRECTION.matcher(lower).find() && verb.find()) {
			String said = verb.group("verb").toLowerCase(Locale.ROOT);
			String direction = DIRECTIONS.getOrDefault(said, "longer");
			plain = verb.group("ref") + " " + verb.group("amount") + " " + direction + plain.substring(verb.end());
		}
		Matcher off = AMOUNT_OFF.matcher(plain);
		plain = (lower.contains("off") || lower.contains("from")) && off.matches()
				? off.group("ref") + " " + off.group("amount") + " shorter" : plain;
		Matcher kind = IS_A_LENGTH.matcher(plain);
		plain = (lower.contains("is") || lower.contains("'s")) && kind.find() ? plain.substring(0, kind.start())
				+ " is " + kind.group("length") + " long" + plain.substring(kind.end()) : plain;
		Matcher runs = RUNS_A_LENGTH.matcher(plain);
		plain = (lower.contains("run") || lower.contains("go")) && runs.find() ? plain.substring(0, runs.start())
				+ " is " + runs.group("length") + " long" + plain.substring(runs.end()) : plain;
		Matcher go = CAN_GO.matcher(plain);
		plain = (lower.contains("can") || lower.contains("could") || lower.contains("should")) && go.matches()
				? "cancel " + go.group("ref") : plain;
		Matcher take = TAKE_OFF_DAY.matcher(plain);
		plain = (lower.startsWith("take") && take.matches())
				? "cancel " + take.group("ref") + " on " + take.group("day") : plain;
		Matcher but = SAME_BUT.matcher(plain);
		plain = (lower.contains("same") && but.find())
				? plain.substring(0, but.start()) + " " + but.group("day") + ", same time" : plain;
		Matcher extend = EXTEND_NO_BY.matcher(plain);
		plain = SAYS_A_DIRECTION.matcher(lower).find() && extend.matches()
				? extend.group("verb") + " " + extend.group("ref") + " by " + extend.group("amount") : plain;
		Matcher out = AMOUNT_OUT.matcher(plain);
		return (lower.contains(" out") && out.find())
				? plain.substring(0, out.start()) + " " + out.group("amount") + " later" + plain.substring(out.end())
				: plain;
	}

	private Plainer() {
	}

}
