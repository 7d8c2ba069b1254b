package dev.kairos.assistant.language;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * A whole series changed or ended without a verb of change, read before the scope's words
 * are set aside (they say it is the series): "yoga only on thursdays from now on",
 * "standup on saturdays too from now on", "standup tue-fri only going forward" (words
 * that say it lasts are needed: "X is at 9am mon now" moves one), "end the standup
 * series", "no more yoga".
 */
final class SeriesNews {

	private static final String DAY = "(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\\b";

	/**
	 * Words after the last day that say it is the last: "no more after that", "thats the
	 * last one".
	 */
	private static final String AFTER_THAT = "(?:[,;]?\\s+(?:no\\s+more|that'?s|last|then|and\\s+(?:no|that'?s|then))\\b.*)?";

	private static final String END_THERE = "(?:[,;\\s]+(?:so\\s+|then\\s+)?(?:end|stop)\\s+(?:the\\s+series|it|them)"
			+ "(?:\\s+there)?)?";

	/**
	 * A holiday's name after "after" ("no more X after thanksgiving"), read against the
	 * user's country.
	 */
	private static final String HOLIDAY = "(?:the\\s+)?\\p{L}[\\p{L}' ]{2,40}?";

	private static final String TIMES = "(?:times|sessions|classes|lessons|meetings|runs|ones)";

	/** Between weekdays of a list: a sign, "and", "n" or a space ("mon, wed & fri"). */
	private static final String JOIN = "(?:\\s*(?:,|&|/|\\+)\\s*|\\s+(?:and|n)\\s+|\\s+)";

	/** A date: "april 28", "24 may", "the 18th", "12/18". */
	private static final String DATE = "(?:the\\s+)?(?:" + DayReader.MONTH
			+ "\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)?" + "(?:\\s+(?:of\\s+)?" + DayReader.MONTH
			+ ")?|\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?)\\b";

	/**
	 * A date, or a month a series goes on through: "april", "the end of may", "this
	 * month".
	 */
	private static final String DATE_OR_MONTH = "(?:" + DATE
			+ "|(?:the\\s+)?end\\s+of\\s+(?:the\\s+|this\\s+|next\\s+)?" + "(?:month|" + DayReader.MONTH
			+ ")\\b|(?:this|next)\\s+month\\b|" + DayReader.MONTH + "\\b(?!\\s*\\d))";

	/** The series' new weekdays, then words that say it lasts. */
	private static final Pattern NEW_DAYS = Pattern.compile(
			// "move yoga to mon and wed going forward": the verb and "to" are no part of
			// the
			// name
			"^(?:(?:please|pls|can\\s+you|could\\s+you)\\s+)?(?:(?:move|switch|change|shift|put)\\s+)?(?<ref>.+?)"
					// "two wednesdays from now" counts days: no series' name
					+ "(?<!\\b(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\\d{1,2}|to|instead\\sof))"
					+ "(?:\\s+(?:moves?|moving|is\\s+moving|switch(?:es)?|changes?))?(?:\\s+to)?"
					+ "\\s+(?:(?:is|are|will\\s+be)\\s+)?(?:now\\s+)?" + "(?:only\\s+|just\\s+)?(?:on\\s+)?(?<days>"
					+ DAY
					// joined by a sign, a word or a space ("montomon" is no list)
					+ "(?:(?:\\s*(?:,|&|/|-|\\+)\\s*|\\s+(?:and|to|n)\\s+|\\s+)(?:on\\s+)?" + DAY
					+ "){0,6})(?<too>\\s+(?:too|also|as\\s+well))?(?:\\s+only)?(?:\\s+(?:pls|please))?(?:\\s+now)?[,\\s]+(?:from\\s+now(?:\\s+on)?"
					+ "|going\\s+forward|every\\s+week|each\\s+week|for\\s+good|from\\s+next\\s+week)(?:\\s+now)?$");

	/**
	 * Two weekdays or more, said with "now", "same time" or a verb of moving: "yoga is
	 * mon and wed now", "yoga moved to tue and thu, same time", "running club every wed
	 * and fri now", "yoga is tues thurs and sat now", "running club is tue and thu now,
	 * not wed" (a one-off is on one day: two days are a series').
	 */
	private static final Pattern NOW_DAYS = Pattern
		.compile("^(?:(?:please|pls)\\s+)?(?:(?<lead>move|switch|change|shift|put|make)"
				+ "\\s+)?(?<ref>.+?)(?<verb>\\s+(?:moves?|moved|moving|is\\s+moving|switch(?:es|ed)?|changed?s?)|\\s*(?:->|\\u2192))?(?:\\s+to)?\\s+"
				+ "(?:(?:is|are|will\\s+be|should\\s+be)\\s+)?(?<now0>now\\s+)?(?<only0>only\\s+|just\\s+)?(?:on\\s+)?(?<every>every\\s+|each\\s+)?(?<days>"
				+ DAY + "(?:" + JOIN + "(?:on\\s+)?" + DAY
				+ "){0,6})(?:\\s+(?:mornings?|afternoons?|evenings?|nights?))?(?<only>\\s+only)?(?<now>\\s+now)?"
				+ "(?:[,\\s]+(?:(?:at\\s+)?(?:the\\s+)?same\\s+time|not\\s+(?:on\\s+)?" + DAY
				+ "))?(?<now2>\\s+now)?$");

	/**
	 * New weekdays "instead of" the old ones, said of every week: "running club is every
	 * tues now instead of wed", "yoga on mondays instead of tuesdays from now on".
	 */
	private static final Pattern INSTEAD_OF_DAYS = Pattern.compile("^(?:(?:please|pls)\\s+)?(?:(?:move|switch|change"
			+ "|shift|put)\\s+)?(?<ref>.+?)(?:\\s+(?:moves?|moved|moving|is\\s+moving|switch(?:es|ed)?|changed?s?))?"
			+ "(?:\\s+to)?\\s+(?:(?:is|are|will\\s+be)\\s+)?(?<now0>now\\s+)?(?:on\\s+)?(?<every>every\\s+|each\\s+)?(?<days>"
			+ DAY + "(?:" + JOIN + "(?:on\\s+)?" + DAY + "){0,6})(?<now>\\s+now)?"
			+ "[,\\s]+instead\\s+of\\s+(?:on\\s+)?(?:the\\s+)?(?<old>" + DAY + "(?:" + JOIN + DAY
			+ "){0,6})(?:\\s+ones?)?(?<now2>\\s+(?:now|from\\s+now(?:\\s+on)?|going\\s+forward))?$");

	/** Two weekdays near each other: what {@link #NOW_DAYS} needs. */
	private static final Pattern TWO_DAYS = Pattern
		.compile("\\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}\\b.{1,8}?\\b(?:mon|tue|wed|thu|fri|sat|sun)");

	/** The words {@link #NEW_DAYS} cannot match without. */
	private static final Pattern LASTS = Pattern
		.compile("from\\s+now|going\\s+forward|(?:every|each|next)\\s+week|for\\s+good");

	/** "end the standup series", "stop the yoga series for good". */
	private static final Pattern END_SERIES = Pattern.compile(ChangeRequest.LEAD + "(?:end|finish|stop|close)\\s+"
			+ "(?<ref>(?:the|my|our)\\s+.+?)\\s+series(?:\\s+(?:now|for\\s+good|altogether|entirely|completely"
			// "the whole X series is over, team got disbanded": news, and why
			+ "|permanently))*$|^(?:the\\s+|my\\s+|our\\s+)?(?:whole\\s+|entire\\s+)?(?<ref2>.+?)\\s+series(?:\\s+(?:is|has\\s+been"
			+ "|got)|'s)\\s+(?:(?:now|totally|all)\\s+)?(?:over|done|finished|cancell?ed|scrapped)(?:[,;.!]\\s*[^\\d]*|\\s+now)?$");

	/** "no more yoga", "no more lab meeting from now on" (not "no more than an hour"). */
	private static final Pattern NO_MORE = Pattern.compile("^(?:so\\s+|ok\\s+|okay\\s+)?no\\s+more\\s+(?!than\\b)"
			+ "(?<ref>.+?)(?:\\s+(?:from\\s+now(?:\\s+on)?|going\\s+forward|for\\s+me|for\\s+us|for\\s+good|after\\s+this"
			+ "|ever|please|pls|thanks))*$");

	/**
	 * "every day", "every tue/thu": the days of a series said beside a change to all of
	 * it ("standup is at 10 every day from now on", "yoga every tue/thu is now 7pm").
	 */
	private static final Pattern EVERY_DAY = Pattern.compile("[,\\s]*\\b(?:every|each)\\s+(?:day|weekday|" + DAY
			+ "(?:(?:\\s*(?:/|,|&)\\s*|\\s+and\\s+)" + DAY + "){0,6})\\b");

	/**
	 * Words that say a change of what exists ("is", "now", "->"): a new repeat ("yoga
	 * every tuesday at 6pm") says none, and is not read twice.
	 */
	private static final Pattern CHANGE_SAID = Pattern
		.compile("\\s(?:is|are|be|now|should|shld|moves?|moved|->|\\u2192)\\s|\\snow$|going\\s+forward|from\\s+now"
				+ "|^(?:make|move|push|change|set|put|shift|bump|switch)\\s");

	/**
	 * "end running club after april 28", "stop yoga after nov 19", "lab meeting should
	 * stop after 24 may", "standups end after dec 18", "stop X after april", "X series:
	 * wrap it up after 12/23", "no more X after this month", "last X is nov 24": the
	 * series goes on until that day, the last (a date is said: "stop yoga after this" is
	 * no end of a series).
	 */
	private static final Pattern END_AFTER = Pattern.compile(ChangeRequest.LEAD
			+ "(?:end|stop|finish|discontinue|wrap\\s+up)\\s+(?:(?:the|my|our|all)\\s+)?(?<ref>.+?)(?:\\s+series)?"
			// "stop yoga after thanksgiving": a holiday, as after "no more" below
			+ "\\s+(?:after|(?<on>on|at(?=\\s+the\\s+end\\b)))\\s+(?<date>" + DATE_OR_MONTH + "|(?!(?:lunch|work"
			+ "|school|class|dinner|breakfast|midnight|noon|that|this|it|then|an?)\\b)" + HOLIDAY + ")" + AFTER_THAT
			+ "$|^(?:the\\s+|my\\s+|our\\s+)?(?<ref2>.+?)(?:\\s+series)?\\s+(?:(?:should|will|shall|must"
			+ "|can|(?:is|are)\\s+going\\s+to|has\\s+to|have\\s+to|needs?\\s+to)\\s+)?(?:end|ends|stop|stops|finish|finishes)(?:\\s+for\\s+good)?"
			// "X ends end of april", "X ends dec 18": no "after" before a month or an end
			// of one
			+ "\\s+(?:(?:after|on)\\s+|(?=(?:the\\s+)?end\\s+of\\b|(?:\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?)?"
			+ DayReader.MONTH + "\\b))(?<date2>" + DATE_OR_MONTH + ")" + AFTER_THAT
			+ "$|^(?:the\\s+|my\\s+|our\\s+)?(?<ref3>.+?)(?:\\s+series)?\\s*(?:[:,;-]|->)\\s*(?:pls\\s+|please\\s+)?(?:end"
			+ "|stop|finish|wrap(?:\\s+up)?|cancel)\\s+(?:it|them|the\\s+series)(?:\\s+up)?\\s+after\\s+(?<date3>"
			+ DATE_OR_MONTH + ")" + AFTER_THAT
			+ "$|^(?:so\\s+)?no\\s+more\\s+(?<ref4>.+?)\\s+after\\s+(?!\\d{1,2}(?:$|\\s+(?!(?:of\\s+)?"
			// "no more X after thanksgiving": a holiday, read against the user's country
			+ DayReader.MONTH + ")))(?<date4>" + DATE_OR_MONTH + "|" + HOLIDAY + ")" + AFTER_THAT
			+ "$|^(?:the\\s+)?last\\s+(?<ref5>.+?)\\s+(?:is|will\\s+be|'s|is\\s+on|on)\\s+(?:on\\s+)?(?:"
			+ DayReader.WEEKDAY_NAME + "\\.?,?\\s+)?(?<date5>" + DATE + ")" + END_THERE
			+ "$|^(?:the\\s+|my\\s+|our\\s+)?(?<ref6>.+?)(?:'s|s')?\\s+last\\s+(?:one|session|class"
			+ "|meeting|lesson|run)\\s+(?:is|will\\s+be|'s)\\s+(?:on\\s+)?(?<date6>" + DATE + ")" + END_THERE
			// "yoga only till end of nov, then stop": until that day, and no more
			+ "$|^(?:the\\s+|my\\s+|our\\s+)?(?<ref7>.+?)(?:\\s+series)?\\s+(?:(?:is\\s+)?(?<only>only|just)\\s+)?(?:till|until"
			+ "|til|thru|through|up\\s+to)\\s+(?!\\d{1,2}(?:[:.]\\d\\d)?\\s*(?:[ap]\\.?m\\.?)?(?:[,;]|\\s+(?:only|then|and)\\b|$))"
			+ "(?<date7>" + DATE_OR_MONTH + ")(?<only2>\\s+only)?(?<then>[,;]?\\s+(?:and\\s+)?then\\s+(?:stop|end|done"
			+ "|finish|no\\s+more|that'?s\\s+it)(?:\\s+(?:it|them|the\\s+series))?)?"
			// "lab meeting series: last one on 24 may"
			+ "$|^(?:the\\s+|my\\s+|our\\s+)?(?<ref8>.+?)(?:\\s+series)?\\s*(?:[:,;-]|->|\\u2192)\\s*(?:the\\s+)?last"
			+ "\\s+(?:one|session|class|meeting|lesson|run)\\s+(?:(?:is|will\\s+be|'s)\\s+)?(?:on\\s+)?(?:"
			+ DayReader.WEEKDAY_NAME + "\\.?,?\\s+)?(?<date8>" + DATE + ")" + END_THERE + "$");

	/** "..., end the series there", "then stop it": after the last day said. */

	/**
	 * "stop yoga after 6 more classes", "yoga just 6 more times then done": the series
	 * goes on for that many more, then ends.
	 */
	private static final Pattern MORE_TIMES = Pattern.compile(ChangeRequest.LEAD
			+ "(?:end|stop|finish)\\s+(?:(?:the|my|our)\\s+)?(?<ref>.+?)\\s+after\\s+(?:the\\s+next\\s+)?(?<n>\\d{1,3}|"
			+ Numbers.WORD + ")\\s+more(?:\\s+" + TIMES
			+ ")?$|^(?:the\\s+|my\\s+)?(?<ref2>.+?)\\s+(?:just|only)\\s+(?<n2>\\d{1,3}|" + Numbers.WORD
			+ ")\\s+more(?:\\s+" + TIMES + ")?(?:,?\\s+(?:then|and)\\s+(?:(?:that'?s\\s+)?(?:done|it|over)"
			+ "|(?:stop|end)(?:\\s+(?:it|them|the\\s+series))?))?$");

	/** The words {@link #END_AFTER} cannot match without. */
	private static final Pattern ENDS = Pattern.compile(
			"\\b(?:end|ends|stop|stops|finish|finishes|discontinue)(?:\\s+for\\s+good)?\\s+(?:after|on|the|my|our|all)\\s|\\s(?:after)\\s"
					// "end yoga on dec 10": the name with no article
					+ "|\\b(?:end|stop|finish|discontinue)\\s[^,;]{1,60}?\\s(?:on|at)\\s"
					+ "|\\s(?:till|until|til|thru|through)\\s|^(?:the\\s+)?last\\s|\\slast\\s|\\b(?:ends|finishes)\\s+(?:end\\s+of|(?:\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?)?"
					+ DayReader.MONTH + ")\\b");

	/** A verb of cancelling, first: no new days of a series follow it. */
	private static final Pattern CANCEL_FIRST = Pattern
		.compile("(?:cancel|skip|delete|drop|remove|scrap|kill|clear|axe|nix|bin|ditch)\\b");

	/** The whole series said in brackets at the end: "(whole series)", "(all)". */
	private static final Pattern BRACKETED_SCOPE = Pattern
		.compile("(?i)\\s*\\((?:the\\s+)?(?:(?:whole|entire)\\s+series"
				+ "|all(?:\\s+of\\s+them)?|every\\s+(?:week|one)|all\\s+(?:occurrences|sessions|classes))\\)[\\s.!]*$");

	/** No event is named by these alone. */
	private static final Pattern NO_NAME = Pattern.compile("(?:it|that|this|them|those|these|they|everything|all)");

	/** "no dentist on tuesday the 6th anymore": that event, no longer happening. */
	private static final Pattern NO_ANYMORE = Pattern.compile("^no\\s+(?<ref>.+?)\\s+any\\s?more$");

	private SeriesNews() {
	}

	/**
	 * The change a message says of a whole series (or "no X on tuesday anymore", of the
	 * event or occurrence it names), or of the words before its first comma ("no more
	 * yoga, im done with it"); null when it says none.
	 * @param utterance the message, its typos corrected
	 */
	static @Nullable ChangeRequest read(Utterance utterance) {
		String said = utterance.text();
		if (!said.contains("from now") && !said.contains("going forward") && !said.contains("every ")
				&& !said.contains("each ") && !said.contains("for good") && !said.contains("series")
				&& !said.contains("no ") && !said.contains("instead of") && !said.contains(" more")
				&& !ENDS.matcher(said).find() && !TWO_DAYS.matcher(said).find()) {
			// none of the forms' words: most messages, read without the work below
			return null;
		}
		// "(whole series)" at the end: the brackets say what every form says
		String text = Plainer
			.plainer(Text.trimmed(Text.collapse(BRACKETED_SCOPE.matcher(utterance.text().strip()).replaceFirst(""))));
		String typed = Plainer.plainer(
				Text.trimmed(Text.collapse(BRACKETED_SCOPE.matcher(utterance.original().strip()).replaceFirst(""))));
		return read(text, (text.length() == typed.length()) ? typed : text);
	}

	private static @Nullable ChangeRequest read(String text, String typed) {
		ChangeRequest whole = readWhole(text, typed);
		int comma = text.indexOf(',');
		return (whole != null || comma < 0) ? whole
				: readWhole(text.substring(0, comma).strip(), typed.substring(0, comma).strip());
	}

	private static @Nullable ChangeRequest readWhole(String text, String typed) {
		// each form is tried only when its words are there: most messages have none
		Matcher instead = INSTEAD_OF_DAYS.matcher(text);
		if (text.contains("instead of") && instead.matches()
				&& (instead.group("every") != null || instead.group("now0") != null || instead.group("now") != null
						|| instead.group("now2") != null || instead.group("old").endsWith("s"))) {
			// every week's days, said as news: weak, as above
			ChangeRequest request = series(ChangeRequest.of(ChangeRequest.Kind.MOVE, Text.group(typed, instead, "ref"),
					Text.group(typed, instead, "days") + " every week instead of " + instead.group("old"), null));
			return (request != null) ? request.weakly() : null;
		}
		Matcher days = NEW_DAYS.matcher(text);
		// "yoga is 7pm every tue and thu from now": a new hour on the days it has (below)
		if (LASTS.matcher(text).find() && days.matches()
				&& !days.group("ref").matches("(?s).*\\d.*\\s(?:every|each)")) {
			// "on saturdays too": the days the series keeps, and these
			String value = Text.group(typed, days, "days") + " every week"
					+ ((days.group("too") != null) ? " too" : "");
			return series(ChangeRequest.of(ChangeRequest.Kind.MOVE, Text.group(typed, days, "ref"), value, null));
		}
		Matcher now = NOW_DAYS.matcher(text);
		if ((TWO_DAYS.matcher(text).find() || text.contains("every ")) && now.matches() && newDays(text, now)) {
			// news, not an ask: weak, so a message of no event's name reads as something
			// else
			ChangeRequest request = series(ChangeRequest.of(ChangeRequest.Kind.MOVE, Text.group(typed, now, "ref"),
					Text.group(typed, now, "days") + " every week", null));
			return (request != null) ? request.weakly() : null;
		}
		Matcher more = MORE_TIMES.matcher(text);
		if (text.contains(" more") && more.matches()) {
			String which = Text.which(more, "ref", 2);
			String ref = Text.group(typed, more, "ref" + which);
			ChangeRequest request = NO_NAME.matcher(ref.toLowerCase(Locale.ROOT)).matches() ? null
					: series(ChangeRequest.of(ChangeRequest.Kind.REPEAT, ref,
							"until " + more.group("n" + which) + " times", null));
			// "X just 6 more times": news, weak; "stop X after 6 more" asks
			return (request != null && !which.isEmpty()) ? request.weakly() : request;
		}
		Matcher after = END_AFTER.matcher(text);
		if (ENDS.matcher(text).find() && after.matches() && (after.group("ref7") == null || after.group("only") != null
				|| after.group("only2") != null || after.group("then") != null)) {
			// "yoga until may" alone: a new event's end, or a repeat's; no series' end
			String which = Text.which(after, "ref", 8);
			String ref = Text.group(typed, after, "ref" + which);
			// "after this month": until its end
			String date = after.group("date" + which).replaceFirst("^(?=(?:this|next)\\s)", "the end of ");
			ChangeRequest request = NO_NAME.matcher(ref.toLowerCase(Locale.ROOT)).matches() ? null
					: series(ChangeRequest.of(ChangeRequest.Kind.REPEAT, ref, "until " + date, null));
			// "X ends on june 30" is news (of a lease, a term...): weak; "stop X after D"
			// asks
			// news ("X ends on D", "last X is D", "no more X after D") or "end X on D":
			// weak
			return (request != null && (!which.isEmpty() && !which.equals("3") || after.group("on") != null))
					? request.weakly() : request;
		}
		Matcher end = END_SERIES.matcher(text);
		if (text.contains("series") && end.matches()) {
			String which = Text.which(end, "ref", 2);
			ChangeRequest request = series(
					ChangeRequest.of(ChangeRequest.Kind.DELETE, Text.group(typed, end, "ref" + which), "", null));
			// "the X series is over, ...": news, weak (no series of that name: something
			// else)
			return (request != null && which.equals("2")) ? request.weakly() : request;
		}
		Matcher every = EVERY_DAY.matcher(text);
		if ((text.contains("every ") || text.contains("each ")) && CHANGE_SAID.matcher(text).find() && every.find()
				&& every.start() > 0) {
			// the change read without those words, about occurrences of a series only (a
			// one-off "gym at 7 every day" is a new daily gym); every such phrase is left
			// out at once, so the reading again finds none and reads no further
			StringBuilder without = new StringBuilder();
			int from = 0;
			do {
				without.append(typed, from, every.start()).append(' ');
				from = every.end();
			}
			while (every.find());
			ChangeRequest change = ChangeRequest.read(new Utterance(without.append(typed.substring(from)).toString()));
			return (change != null && change.kind() != ChangeRequest.Kind.DELETE)
					? change.withScope(Scope.ALL).weakly(ChangeRequest.Naming.OCCURRENCES) : null;
		}
		Matcher noAnymore = NO_ANYMORE.matcher(text);
		if (text.startsWith("no ") && text.contains("more") && noAnymore.matches()) {
			return ChangeRequest.weakOf(ChangeRequest.Kind.DELETE, Text.group(typed, noAnymore, "ref"), "", null);
		}
		Matcher noMore = NO_MORE.matcher(text);
		if (text.contains("no more") && noMore.matches()) {
			ChangeRequest request = series(
					ChangeRequest.of(ChangeRequest.Kind.DELETE, Text.group(typed, noMore, "ref"), "", null));
			return (request != null) ? request.weakly() : null;
		}
		return null;
	}

	/**
	 * Whether the days {@link #NOW_DAYS} found are a series' new ones: two or more said
	 * with "now", "same time", a verb of moving, or "only" after "make" or "change"; one
	 * said with "every" and "now" ("lab meeting is every tues now").
	 */
	private static boolean newDays(String text, Matcher now) {
		if (CANCEL_FIRST.matcher(now.group("ref")).lookingAt()) {
			// "cancel yoga every tuesday now": a cancel of those days, read elsewhere
			return false;
		}
		boolean news = now.group("now") != null || now.group("now2") != null || now.group("now0") != null;
		if (!TWO_DAYS.matcher(now.group("days")).find()) {
			return news && now.group("every") != null;
		}
		return news || text.contains("same time") || now.group("verb") != null
				|| now.group("lead") != null && (now.group("only") != null || now.group("only0") != null);
	}

	private static @Nullable ChangeRequest series(@Nullable ChangeRequest request) {
		return (request != null) ? request.withScope(Scope.ALL) : null;
	}

}
