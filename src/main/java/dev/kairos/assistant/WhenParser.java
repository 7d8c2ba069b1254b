package dev.kairos.assistant;

import java.time.DateTimeException;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.Month;
import java.time.YearMonth;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.assistant.PartOfDay.Meridiem;
import dev.kairos.settings.DateOrder;
import org.jspecify.annotations.Nullable;

/**
 * Find what a message says about when: days, clock times, ranges, lengths, parts of the
 * day and relative expressions, relative to now in the user's time zone. Recognizers run
 * from the most specific form to the least, each claiming the words it understood in the
 * {@link Utterance}; the first value found for each part of {@link When} wins.
 *
 * <p>
 * The conventions (what "next Friday", "at 4" or "morning" mean) are those of
 * docs/assistant.md.
 */
final class WhenParser {

	private static final String NUM = Numbers.ANY;

	private static final String WEEKDAY_NAME = "(?:monday|mon|tuesday|tues|tue|wednesday|weds|wed|thursday|thurs|thur|thu"
			+ "|friday|fri|saturday|sat|sunday|sun)";

	private static final String MONTH = "(?:january|jan|february|feb|march|mar|april|apr|may|june|jun|july|jul|august"
			+ "|aug|september|sept|sep|october|oct|november|nov|december|dec)";

	private static final String DAY_NUMBER = "(?:\\d{1,2}(?:st|nd|rd|th)?|" + Numbers.ORDINAL_WORD + ")";

	private static final String HOUR_UNIT = "(?:hours?|hrs?)";

	private static final String MINUTE_UNIT = "(?:minutes?|mins?)";

	/** What may follow a number that is no time ("at 3 people", "2-3 hours"). */
	private static final String NOT_A_TIME = "(?![\\w:/%]|\\s*(?:%|/|\\.\\d|" + HOUR_UNIT + "\\b|" + MINUTE_UNIT
			+ "\\b|days?\\b|weeks?\\b|months?\\b|years?\\b|people\\b|persons?\\b|points?\\b|percent\\b|dollars?\\b"
			+ "|euros?\\b|pounds?\\b|students?\\b|pages?\\b|questions?\\b|st\\b|nd\\b|rd\\b|th\\b))";

	private static final Pattern EXACT_RELATIVE = Pattern
		.compile("(?<![\\w])(?:in|within)\\s+(?:about\\s+|around\\s+)?(?:" + "(?<n>" + NUM
				+ ")(?<half>\\s+and\\s+a\\s+half)?\\s*(?<unit>" + HOUR_UNIT + "|" + MINUTE_UNIT
				+ ")|(?<q>(?:a\\s+)?quarter(?:\\s+of)?\\s+an?\\s+hour))\\b" + "|(?<![\\w])(?<n2>" + NUM
				+ ")(?<half2>\\s+and\\s+a\\s+half)?\\s*(?<unit2>" + HOUR_UNIT + "|" + MINUTE_UNIT
				+ ")\\s+from\\s+now\\b");

	private static final Pattern RELATIVE_DAYS = Pattern.compile("(?<![\\w])(?:in\\s+(?<n>" + NUM
			+ ")\\s+(?<unit>days?|weeks?|months?)(?!\\s+ago)\\b" + "|(?<n2>" + NUM
			+ ")\\s+(?<unit2>days?|weeks?)\\s+from\\s+(?<base>now|today|tomorrow)\\b" + "|in\\s+a\\s+fortnight\\b)");

	private static final Pattern DURATION = Pattern
		.compile("(?<![\\w])(?:for\\s+)?(?:(?:about|around|roughly|approx\\.?"
				+ "|approximately|~|at\\s+least|maybe)\\s*)?(?:(?<n>" + NUM
				+ ")(?<half>\\s+and\\s+a\\s+half)?\\s*-?\\s*(?<unit>" + HOUR_UNIT + "|" + MINUTE_UNIT
				+ ")\\b(?<half2>\\s+and\\s+a\\s+half)?(?:\\s*(?:and\\s+)?(?<n2>\\d{1,2}|" + Numbers.WORD + "(?:[- ]"
				+ Numbers.WORD + ")?)\\s*" + MINUTE_UNIT + "\\b)?"
				+ "|(?<dh>\\d{1,2}(?:\\.\\d+)?)\\s?h(?:\\s?(?<dm>\\d{1,2})\\s?m?)?\\b|(?<dmin>\\d{1,3})m\\b"
				+ "|(?<q>(?:a\\s+)?quarter(?:\\s+of)?\\s+an?\\s+hour|(?:a\\s+)?quarter[\\s-]hour)"
				+ "|(?<tq>three[\\s-]quarters\\s+of\\s+an\\s+hour))(?:[\\s-]long\\b)?");

	/** What makes a length a distance in time instead ("2 hours before the exam"). */
	private static final Pattern NOT_A_LENGTH = Pattern
		.compile("^\\s+(?:ago|from\\s+now|from\\s+today|later|earlier|before|after|early|late)\\b");

	private static final Pattern TIME_RANGE = Pattern
		.compile("(?<![\\w@:./])(?:(?<pre>from|between)\\s+)?(?<a>" + ClockTime.EXPLICIT + "|" + ClockTime.BARE
				+ ")(?:\\s*o'?\\s?clock)?\\s*(?<sep>-|to|till|til|until|through|thru|and)\\s*(?<b>" + ClockTime.EXPLICIT
				+ "|" + ClockTime.BARE + ")(?:\\s*o'?\\s?clock)?" + NOT_A_TIME);

	private static final String TIME_PREFIX = "(?:at|around|about|approximately|after|before|by|until|till|til|from"
			+ "|starting\\s+at|starts\\s+at|start\\s+at|no\\s+later\\s+than|no\\s+earlier\\s+than|not\\s+before|not\\s+after"
			+ "|(?:sometime|some\\s+time|any\\s*time)\\s+(?:after|before)|for)";

	private static final Pattern EXPLICIT_TIME = Pattern.compile("(?<![\\w@:./])(?:(?<pre>" + TIME_PREFIX
			+ ")\\s+|@\\s*)?(?<t>" + ClockTime.EXPLICIT + ")(?:\\s*-?ish)?(?![\\w:])");

	private static final Pattern BARE_TIME = Pattern.compile("(?<![\\w:./])(?:(?:(?<pre>"
			+ TIME_PREFIX.replace("|for)", ")") + ")\\s+|@\\s*)(?<t>" + ClockTime.BARE
			+ ")(?<oc>\\s*o'?\\s?clock)?(?:\\s*-?ish)?" + NOT_A_TIME + "|(?<t2>" + ClockTime.BARE
			+ ")(?:\\s*o'?\\s?clock|\\s*-?ish\\b)" + NOT_A_TIME + "|(?<t3>" + ClockTime.BARE
			+ ")(?=\\s+(?:tonight|tonite|this\\s+(?:morning|afternoon|evening)"
			+ "|in\\s+the\\s+(?:morning|afternoon|evening)|at\\s+night|tomorrow\\s+(?:morning|afternoon|evening|night)))"
			+ "|(?:at|@|around)\\s+(?<hhmm>\\d{3,4})(?:\\s*(?:hrs|hours))?(?![\\w:/%.])" + NOT_A_TIME + ")");

	private static final Pattern ISO_DATE = Pattern
		.compile("(?<![\\w/.-])(?<y>\\d{4})[-/](?<m>\\d{1,2})[-/](?<d>\\d{1,2})(?![\\w/.-]|-\\d)");

	private static final Pattern SLASH_DATE = Pattern
		.compile("(?<![\\w/.:-])(?<a>\\d{1,2})/(?<b>\\d{1,2})(?:/(?<c>\\d{4}|\\d{2}))?(?![\\w/.:]|\\s*(?:h\\b|"
				+ HOUR_UNIT + "\\b|" + MINUTE_UNIT + "\\b))");

	private static final Pattern DOT_DATE = Pattern
		.compile("(?<![\\w/.:@-])(?<a>\\d{1,2})\\.(?<b>\\d{1,2})(?:\\.(?<c>\\d{4}|\\d{2}))?(?![\\w/.:]|\\s*"
				+ ClockTime.MERIDIEM + "|\\s*(?:" + HOUR_UNIT + "|" + MINUTE_UNIT + "|h)\\b)");

	private static final Pattern MONTH_DAY = Pattern.compile("(?<![\\w])(?:(?<wd>" + WEEKDAY_NAME + ")\\.?,?\\s+)?(?:"
			+ "(?<mon>" + MONTH + ")\\.?\\s*(?:the\\s+)?(?<day>" + DAY_NUMBER + ")(?![\\w:]|\\s?" + ClockTime.MERIDIEM
			+ ")|(?:the\\s+)?(?<day2>" + DAY_NUMBER + ")\\s+(?:of\\s+)?(?<mon2>" + MONTH
			+ ")\\b\\.?)(?:\\s*,?\\s*(?<y>\\d{4})\\b)?");

	private static final Pattern ORDINAL_DAY = Pattern
		.compile("(?<![\\w])(?<on>on\\s+)?the\\s+(?<day>\\d{1,2}(?:st|nd|rd|th)|" + Numbers.ORDINAL_WORD
				+ ")\\b(?!\\s+(?:of\\s+)?" + MONTH + "\\b|\\s+(?:floor|time|session|week|weekend|hour"
				+ "|place|one|try|attempt|chapter|lecture|class|meeting|assignment|draft|period|row|lesson|quarter|semester"
				+ "|term|grade|year|day|page|round|problem|question|exam|test|quiz|lab)\\b)");

	private static final Pattern MONTH_SPAN = Pattern.compile(
			"(?<![\\w])(?:(?<part>early|mid|late|beginning\\s+of|middle\\s+of|end\\s+of)[\\s-]+|(?:in|during)\\s+)(?<mon>"
					+ MONTH + ")\\b(?:\\s+(?<y>\\d{4}))?");

	private static final Pattern WEEKDAY_NEXT_WEEK = Pattern.compile("(?<![\\w])(?:on\\s+)?(?:the\\s+)?(?<wd>"
			+ WEEKDAY_NAME + ")\\.?,?\\s+(?:of\\s+)?(?<which>next|this|the\\s+following)\\s+week\\b"
			+ "|(?<which2>next|this)\\s+week'?s?\\s+(?:on\\s+)?(?<wd2>" + WEEKDAY_NAME + ")\\b");

	private static final Pattern WEEKDAY_PATTERN = Pattern
		.compile("(?<![\\w])(?:(?<mod>this\\s+coming|coming|this|upcoming|next"
				+ "|last|past|previous|on|by|before|until|till|due(?:\\s+on|\\s+by)?)\\s+)?(?<wd>" + WEEKDAY_NAME
				+ ")(?<plural>s)?\\b\\.?(?<after>\\s+after\\s+next\\b)?");

	private static final Pattern CASUAL_DAY = Pattern
		.compile("(?<![\\w])(?:(?<dat>(?:the\\s+)?day\\s+after\\s+(?:tomorrow"
				+ "|tmrw|tmr))|(?<tom>tomorrow|tomorow|tommorow|tommorrow|tmrw|tmr|tmw|2morrow|2moro)|(?<later>later\\s+today)"
				+ "|(?<today>today|tdy)|(?<tonight>tonight|tonite|2nite)|this\\s+(?<part>morning|afternoon|evening)"
				+ "|(?<past>yesterday|last\\s+night|day\\s+before\\s+yesterday))\\b");

	private static final Pattern SPAN = Pattern.compile("(?<![\\w])(?:(?<eonm>(?:the\\s+)?end\\s+of\\s+next\\s+month)"
			+ "|(?<eom>(?:the\\s+)?end\\s+of\\s+(?:the\\s+|this\\s+)?month|eom|month[- ]end)"
			+ "|(?<eow>(?:the\\s+)?end\\s+of\\s+(?:the\\s+|this\\s+)?week)"
			+ "|(?<earlynext>(?:early|beginning\\s+of|start\\s+of|the\\s+start\\s+of)\\s+next\\s+week)"
			+ "|(?<laterthis>(?:later|late)\\s+this\\s+week)" + "|(?<thisweek>(?:this|the\\s+current|current)\\s+week)"
			+ "|(?<weekafter>(?:the\\s+)?week\\s+after\\s+next)"
			+ "|(?<nextweek>(?:next|the\\s+following|the\\s+coming|coming)\\s+week)"
			+ "|(?<nextweekend>next\\s+weekend)"
			+ "|(?<weekend>(?:(?:this|the|over\\s+the|on\\s+the|this\\s+coming|during\\s+the)\\s+)?week-?end)"
			+ "|(?<thismonth>this\\s+month)|(?<nextmonth>next\\s+month)"
			+ "|(?:(?:in|within|over|during)\\s+the\\s+)?next\\s+(?<n>" + NUM + ")\\s+(?<unit>days|weeks)"
			+ "|(?<open>sometime|some\\s+time|anytime|any\\s+time|at\\s+some\\s+point|whenever|when\\s+i'?m\\s+free"
			+ "|a\\s+free\\s+slot|free\\s+slot|free\\s+time|asap|as\\s+soon\\s+as\\s+possible|soon))\\b");

	private static final Pattern PART = Pattern
		.compile("(?<![\\w])(?:(?<first>first\\s+thing(?:\\s+in\\s+the\\s+morning)?)"
				+ "|(?<eod>(?:at\\s+|by\\s+|before\\s+)?(?:the\\s+)?end\\s+of\\s+(?:the\\s+)?(?:work\\s*)?day|eod|close\\s+of\\s+business|cob)"
				+ "|(?<afterwork>after\\s+work)|(?<afterlunch>after\\s+lunch)|(?<afterclass>after\\s+(?:class|classes|school))"
				+ "|(?<lunch>(?:at|over|during|around|for)\\s+lunch(?:time)?|lunchtime|lunch\\s+time)"
				+ "|(?<atnight>at\\s+night)"
				+ "|(?:early\\s+)?(?:(?:in|during)\\s+the\\s+)?(?<part>morning|afternoon|evening|night)s?)\\b");

	private static final Pattern PART_FOLLOWS = Pattern
		.compile("^\\s+(?:tonight|tonite|this\\s+(?:morning|afternoon|evening)"
				+ "|in\\s+the\\s+(?:morning|afternoon|evening)|at\\s+night|(?:tomorrow|today)\\s+(?:morning|afternoon|evening|night))\\b");

	private static final Pattern DEADLINE_PREFIX = Pattern
		.compile("(?<![\\w])(?<word>by|before|until|till|due(?:\\s+on|\\s+by)?|no\\s+later\\s+than)\\s+(?:the\\s+)?$");

	private static final Pattern TIME_BEFORE = Pattern
		.compile("\\b(?:at|@|around|from|until|till|to|by|after|before)\\s+$");

	private static final Pattern DAY_CUE = Pattern
		.compile("(?:\\.|,|\\s+(?:at\\b|@|\\d|morning|afternoon|evening|night|" + MONTH + "\\b|the\\s+\\d))");

	private static final Map<String, DayOfWeek> WEEKDAYS = Map.ofEntries(Map.entry("mon", DayOfWeek.MONDAY),
			Map.entry("tue", DayOfWeek.TUESDAY), Map.entry("wed", DayOfWeek.WEDNESDAY),
			Map.entry("thu", DayOfWeek.THURSDAY), Map.entry("fri", DayOfWeek.FRIDAY),
			Map.entry("sat", DayOfWeek.SATURDAY), Map.entry("sun", DayOfWeek.SUNDAY));

	/** Abbreviations that are also English words, read as weekdays only with a cue. */
	private static final Set<String> AMBIGUOUS_WEEKDAYS = Set.of("sat", "sun", "wed", "mon", "tue", "thu", "fri");

	private final Utterance utterance;

	private final LocalDateTime now;

	private final LocalDate today;

	private final DayOfWeek weekStart;

	private final DateOrder dateOrder;

	private @Nullable LocalDate date;

	private @Nullable LocalDate firstDay;

	private @Nullable LocalDate lastDay;

	private boolean anyDay;

	private @Nullable LocalDate deadline;

	private @Nullable ClockTime start;

	private @Nullable ClockTime end;

	private @Nullable Duration duration;

	private @Nullable PartOfDay part;

	private @Nullable ClockTime after;

	private @Nullable ClockTime before;

	private @Nullable LocalDateTime exact;

	private boolean past;

	private boolean open;

	private WhenParser(Utterance utterance, LocalDateTime now, DayOfWeek weekStart, DateOrder dateOrder) {
		this.utterance = utterance;
		this.now = now;
		this.today = now.toLocalDate();
		this.weekStart = weekStart;
		this.dateOrder = dateOrder;
	}

	/**
	 * Read what the message says about when, claiming those words in the utterance.
	 * @param utterance the message
	 * @param now the current local date-time in the user's time zone
	 * @param weekStart the first day of the user's week ("next week" starts on it)
	 * @param dateOrder how the user writes numeric dates
	 * @return what was said; empty parts are null
	 */
	static When parse(Utterance utterance, LocalDateTime now, DayOfWeek weekStart, DateOrder dateOrder) {
		WhenParser parser = new WhenParser(utterance, now, weekStart, dateOrder);
		parser.run();
		return new When(parser.date, parser.firstDay, parser.lastDay, parser.anyDay, parser.deadline, parser.start,
				parser.end, parser.duration, parser.part, parser.after, parser.before, parser.exact, parser.past,
				parser.open);
	}

	private void run() {
		Utterance u = this.utterance;
		u.claim(ISO_DATE, this::isoDate);
		u.claim(EXACT_RELATIVE, this::exactRelative);
		u.claim(RELATIVE_DAYS, this::relativeDays);
		u.claim(DURATION, this::duration);
		u.claim(TIME_RANGE, this::timeRange);
		u.claim(MONTH_DAY, this::monthDay);
		u.claim(EXPLICIT_TIME, (m) -> time(m.group("pre"), m.group("t")));
		u.claim(SLASH_DATE, (m) -> numericDate(m, false));
		u.claim(DOT_DATE, (m) -> numericDate(m, true));
		u.claim(BARE_TIME, this::bareTime);
		u.claim(ORDINAL_DAY, this::ordinalDay);
		u.claim(MONTH_SPAN, this::monthSpan);
		u.claim(WEEKDAY_NEXT_WEEK, this::weekdayOfWeek);
		u.claim(CASUAL_DAY, this::casualDay);
		u.claim(SPAN, this::span);
		u.claim(WEEKDAY_PATTERN, this::weekday);
		u.claim(PART, this::partOfDay);
	}

	private boolean isoDate(Matcher m) {
		LocalDate day = date(Integer.parseInt(m.group("y")), Integer.parseInt(m.group("m")),
				Integer.parseInt(m.group("d")));
		return day != null && day(m.start(), day);
	}

	private boolean exactRelative(Matcher m) {
		Duration amount;
		if (m.group("q") != null) {
			amount = Duration.ofMinutes(15);
		}
		else if (m.group("n") != null) {
			amount = amount(m.group("n"), m.group("half") != null, m.group("unit"));
		}
		else {
			amount = amount(m.group("n2"), m.group("half2") != null, m.group("unit2"));
		}
		if (amount == null || amount.isZero() || this.exact != null) {
			return false;
		}
		this.exact = this.now.plus(amount).truncatedTo(ChronoUnit.MINUTES);
		return true;
	}

	private boolean relativeDays(Matcher m) {
		if (m.group(0).endsWith("fortnight")) {
			return day(m.start(), this.today.plusWeeks(2));
		}
		boolean fromNow = m.group("n") != null;
		Double n = Numbers.parse(fromNow ? m.group("n") : m.group("n2"));
		String unit = fromNow ? m.group("unit") : m.group("unit2");
		if (n == null || n != Math.floor(n) || n < 1 || n > 400) {
			return false;
		}
		LocalDate base = (!fromNow && m.group("base").equals("tomorrow")) ? this.today.plusDays(1) : this.today;
		int count = n.intValue();
		LocalDate day = unit.startsWith("day") ? base.plusDays(count)
				: unit.startsWith("week") ? base.plusWeeks(count) : base.plusMonths(count);
		return day(m.start(), day);
	}

	private boolean duration(Matcher m) {
		if (this.duration != null) {
			return false;
		}
		if (!m.group().startsWith("for") && NOT_A_LENGTH.matcher(this.utterance.text().substring(m.end())).find()) {
			return false;
		}
		Duration amount;
		if (m.group("q") != null) {
			amount = Duration.ofMinutes(15);
		}
		else if (m.group("tq") != null) {
			amount = Duration.ofMinutes(45);
		}
		else if (m.group("dh") != null) {
			amount = Duration.ofMinutes(Math.round(Double.parseDouble(m.group("dh")) * 60));
			if (m.group("dm") != null) {
				amount = amount.plusMinutes(Integer.parseInt(m.group("dm")));
			}
		}
		else if (m.group("dmin") != null) {
			amount = Duration.ofMinutes(Integer.parseInt(m.group("dmin")));
		}
		else {
			String count = m.group("n");
			if (count.equals("a") || count.equals("an")) {
				// "a" alone is a number only right before its unit: "an hour", not "a m".
				if (!m.group("unit").startsWith("h") && !m.group("unit").startsWith("m")) {
					return false;
				}
			}
			amount = amount(count, m.group("half") != null || m.group("half2") != null, m.group("unit"));
			if (amount != null && m.group("n2") != null) {
				Integer minutes = Character.isDigit(m.group("n2").charAt(0)) ? Integer.valueOf(m.group("n2"))
						: Numbers.compound(m.group("n2"));
				if (minutes == null) {
					return false;
				}
				amount = amount.plusMinutes(minutes);
			}
		}
		if (amount == null || amount.isZero() || amount.compareTo(Duration.ofDays(7)) > 0) {
			return false;
		}
		this.duration = amount;
		return true;
	}

	private static @Nullable Duration amount(String count, boolean andAHalf, String unit) {
		Double n = Numbers.parse(count);
		if (n == null) {
			return null;
		}
		double value = n + (andAHalf ? 0.5 : 0);
		long minutes = Math.round(unit.startsWith("h") ? value * 60 : value);
		return Duration.ofMinutes(minutes);
	}

	private boolean timeRange(Matcher m) {
		String prefix = m.group("pre");
		String separator = m.group("sep");
		if (separator.equals("and") && !"between".equals(prefix)) {
			return false;
		}
		ClockTime from = ClockTime.parse(m.group("a"));
		ClockTime to = ClockTime.parse(m.group("b"));
		if (from == null || to == null || this.start != null) {
			return false;
		}
		if (prefix == null && !looksLikeTime(m.group("a")) && !looksLikeTime(m.group("b"))
				&& !PART_FOLLOWS.matcher(this.utterance.text().substring(m.end())).find()) {
			// "9-5" or "2 to 3" alone may be anything; "from 9 to 5" and "10-11 at night"
			// are time ranges.
			return false;
		}
		this.start = from;
		this.end = to;
		return true;
	}

	private static boolean looksLikeTime(String said) {
		ClockTime time = ClockTime.parse(said);
		return time != null && (time.isCertain() || said.contains(":")
				|| !Character.isDigit(said.strip().charAt(0)) && !said.strip().matches(ClockTime.HOUR_WORD));
	}

	private boolean time(@Nullable String prefix, String said) {
		ClockTime time = ClockTime.parse(said);
		if (time == null) {
			return false;
		}
		String word = (prefix != null) ? Text.collapse(prefix) : "at";
		switch (word) {
			case "after", "no earlier than", "not before", "sometime after", "some time after", "anytime after",
					"any time after" -> {
				if (this.after != null) {
					return false;
				}
				this.after = time;
			}
			case "before", "by", "no later than", "not after", "sometime before", "some time before", "anytime before",
					"any time before" -> {
				if (this.before != null) {
					return false;
				}
				this.before = time;
			}
			case "until", "till", "til" -> {
				if (this.start != null && this.end == null) {
					this.end = time;
				}
				else if (this.before == null) {
					this.before = time;
				}
				else {
					return false;
				}
			}
			default -> {
				if (this.start != null) {
					return false;
				}
				this.start = time;
			}
		}
		return true;
	}

	private boolean bareTime(Matcher m) {
		if (m.group("hhmm") != null) {
			int value = Integer.parseInt(m.group("hhmm"));
			int hour = value / 100;
			int minute = value % 100;
			if (hour > 23 || minute > 59) {
				return false;
			}
			String text = m.group("hhmm");
			return time("at",
					((hour < 10 && text.length() == 4) ? "0" : "") + hour + ":" + String.format("%02d", minute));
		}
		String said = (m.group("t") != null) ? m.group("t") : (m.group("t2") != null) ? m.group("t2") : m.group("t3");
		return time(m.group("pre"), said);
	}

	private boolean numericDate(Matcher m, boolean dotted) {
		if (dotted) {
			String before = this.utterance.text().substring(Math.max(0, m.start() - 12), m.start());
			if (TIME_BEFORE.matcher(before).find()) {
				return false;
			}
		}
		int a = Integer.parseInt(m.group("a"));
		int b = Integer.parseInt(m.group("b"));
		Integer year = (m.group("c") != null) ? year(m.group("c")) : null;
		int month = (this.dateOrder == DateOrder.DMY) ? b : a;
		int dayOfMonth = (this.dateOrder == DateOrder.DMY) ? a : b;
		LocalDate day = (year != null) ? date(year, month, dayOfMonth) : upcoming(month, dayOfMonth);
		if (day == null) {
			// The other order, when the configured one gives no date ("25/12" in mdy).
			day = (year != null) ? date(year, dayOfMonth, month) : upcoming(dayOfMonth, month);
		}
		return day != null && day(m.start(), day);
	}

	private static int year(String text) {
		int value = Integer.parseInt(text);
		return (text.length() == 2) ? 2000 + value : value;
	}

	private boolean monthDay(Matcher m) {
		String monthText = (m.group("mon") != null) ? m.group("mon") : m.group("mon2");
		String dayText = (m.group("day") != null) ? m.group("day") : m.group("day2");
		Integer dayOfMonth = Numbers.dayOfMonth(dayText);
		Month month = month(monthText);
		if (dayOfMonth == null || month == null) {
			return false;
		}
		if (monthText.equals("may") && m.group("day") == null && m.group("y") == null
				&& dayText.chars().allMatch(Character::isDigit)) {
			// "2 may" is a date, but so would be "I have 2 may..."; keep the plain form
			// only
			// with an ordinal or a year.
			return false;
		}
		LocalDate day = (m.group("y") != null) ? date(Integer.parseInt(m.group("y")), month.getValue(), dayOfMonth)
				: upcoming(month.getValue(), dayOfMonth);
		return day != null && day(m.start(), day);
	}

	private boolean ordinalDay(Matcher m) {
		String dayText = m.group("day");
		boolean word = !Character.isDigit(dayText.charAt(0));
		if (word && m.group("on") == null) {
			// "the first" alone is rarely a date; "on the first" is.
			return false;
		}
		Integer dayOfMonth = Numbers.dayOfMonth(dayText);
		if (dayOfMonth == null || dayOfMonth < 1 || dayOfMonth > 31) {
			return false;
		}
		LocalDate month = this.today.withDayOfMonth(1);
		for (int i = 0; i < 13; i++) {
			LocalDate candidate = month.plusMonths(i);
			if (dayOfMonth <= candidate.lengthOfMonth()) {
				LocalDate day = candidate.withDayOfMonth(dayOfMonth);
				if (!day.isBefore(this.today)) {
					return day(m.start(), day);
				}
			}
		}
		return false;
	}

	private boolean monthSpan(Matcher m) {
		Month month = month(m.group("mon"));
		if (month == null || this.firstDay != null || this.date != null) {
			return false;
		}
		int year = (m.group("y") != null) ? Integer.parseInt(m.group("y")) : this.today.getYear();
		YearMonth span = YearMonth.of(year, month);
		if (m.group("y") == null && span.isBefore(YearMonth.from(this.today))) {
			span = span.plusYears(1);
		}
		String part = (m.group("part") != null) ? Text.collapse(m.group("part")) : "";
		LocalDate first = span.atDay(1);
		LocalDate last = span.atEndOfMonth();
		switch (part) {
			case "early", "beginning of" -> last = span.atDay(10);
			case "mid", "middle of" -> {
				first = span.atDay(11);
				last = span.atDay(20);
			}
			case "late", "end of" -> first = span.atDay(21);
			default -> {
			}
		}
		return span(first, last, false);
	}

	private boolean weekdayOfWeek(Matcher m) {
		String name = (m.group("wd") != null) ? m.group("wd") : m.group("wd2");
		String which = (m.group("which") != null) ? m.group("which") : m.group("which2");
		DayOfWeek weekday = weekday(name);
		if (weekday == null) {
			return false;
		}
		LocalDate week = weekStartOf(this.today);
		if (!which.equals("this")) {
			week = week.plusWeeks(1);
		}
		LocalDate day = week.with(TemporalAdjusters.nextOrSame(weekday));
		if (day.isBefore(this.today)) {
			this.past = true;
			return true;
		}
		return day(m.start(), day);
	}

	private boolean weekday(Matcher m) {
		String name = m.group("wd");
		DayOfWeek weekday = weekday(name);
		if (weekday == null) {
			return false;
		}
		String modifier = (m.group("mod") != null) ? Text.collapse(m.group("mod")) : "";
		if (AMBIGUOUS_WEEKDAYS.contains(name) && modifier.isEmpty() && !hasDayCue(m.end())) {
			return false;
		}
		if (m.group("plural") != null && modifier.isEmpty() && name.length() <= 4) {
			// "sats", "suns": not weekdays
			return false;
		}
		int start = m.start();
		LocalDate day;
		switch (modifier) {
			case "last", "past", "previous" -> {
				this.past = true;
				return true;
			}
			case "this", "this coming", "coming", "upcoming" ->
				day = this.today.with(TemporalAdjusters.nextOrSame(weekday));
			case "next" -> day = weekStartOf(this.today).plusWeeks(1).with(TemporalAdjusters.nextOrSame(weekday));
			case "by", "before", "until", "till", "due", "due on", "due by" -> {
				day = this.today.with(TemporalAdjusters.next(weekday));
				return deadline(modifier, day);
			}
			default -> day = this.today.with(TemporalAdjusters.next(weekday));
		}
		if (m.group("after") != null) {
			day = this.today.with(TemporalAdjusters.next(weekday)).plusWeeks(1);
		}
		return day(start, day);
	}

	/** Whether a time, date or part of the day follows: "sat 3pm", "sun morning". */
	private boolean hasDayCue(int end) {
		String rest = this.utterance.text().substring(end);
		return DAY_CUE.matcher(rest).lookingAt();
	}

	private boolean casualDay(Matcher m) {
		if (m.group("past") != null) {
			this.past = true;
			return true;
		}
		if (m.group("dat") != null) {
			return day(m.start(), this.today.plusDays(2));
		}
		if (m.group("tom") != null) {
			return day(m.start(), this.today.plusDays(1));
		}
		if (m.group("later") != null) {
			this.open = true;
			return day(m.start(), this.today);
		}
		if (m.group("tonight") != null) {
			setPart(PartOfDay.NIGHT);
			return day(m.start(), this.today);
		}
		if (m.group("part") != null) {
			setPart(PartOfDay.valueOf(m.group("part").toUpperCase(Locale.ROOT)));
			return day(m.start(), this.today);
		}
		return day(m.start(), this.today);
	}

	private boolean span(Matcher m) {
		LocalDate weekStart = weekStartOf(this.today);
		if (m.group("open") != null) {
			this.open = true;
			return true;
		}
		if (m.group("eom") != null) {
			LocalDate last = lastWorkingDay(YearMonth.from(this.today));
			if (last.isBefore(this.today)) {
				last = lastWorkingDay(YearMonth.from(this.today).plusMonths(1));
			}
			return day(m.start(), last);
		}
		if (m.group("eonm") != null) {
			return day(m.start(), lastWorkingDay(YearMonth.from(this.today).plusMonths(1)));
		}
		if (m.group("eow") != null) {
			LocalDate friday = weekStart.plusDays(6);
			while (friday.getDayOfWeek() == DayOfWeek.SATURDAY || friday.getDayOfWeek() == DayOfWeek.SUNDAY) {
				friday = friday.minusDays(1);
			}
			return day(m.start(), friday.isBefore(this.today) ? this.today : friday);
		}
		if (m.group("earlynext") != null) {
			return span(weekStart.plusWeeks(1), weekStart.plusWeeks(1).plusDays(1), false);
		}
		if (m.group("laterthis") != null) {
			return span(this.today.plusDays(1), weekStart.plusDays(6), false);
		}
		if (m.group("thisweek") != null) {
			return span(this.today, weekStart.plusDays(6), false);
		}
		if (m.group("weekafter") != null) {
			return span(weekStart.plusWeeks(2), weekStart.plusWeeks(2).plusDays(6), false);
		}
		if (m.group("nextweek") != null) {
			return span(weekStart.plusWeeks(1), weekStart.plusWeeks(1).plusDays(6), false);
		}
		if (m.group("nextweekend") != null) {
			LocalDate saturday = weekStart.plusWeeks(1).with(TemporalAdjusters.nextOrSame(DayOfWeek.SATURDAY));
			return span(saturday, saturday.plusDays(1), true);
		}
		if (m.group("weekend") != null) {
			LocalDate saturday = (this.today.getDayOfWeek() == DayOfWeek.SUNDAY) ? this.today.minusDays(1)
					: this.today.with(TemporalAdjusters.nextOrSame(DayOfWeek.SATURDAY));
			return span(saturday.isBefore(this.today) ? this.today : saturday, saturday.plusDays(1), true);
		}
		if (m.group("thismonth") != null) {
			return span(this.today, this.today.with(TemporalAdjusters.lastDayOfMonth()), false);
		}
		if (m.group("nextmonth") != null) {
			LocalDate first = this.today.plusMonths(1).withDayOfMonth(1);
			return span(first, first.with(TemporalAdjusters.lastDayOfMonth()), false);
		}
		Double n = Numbers.parse(m.group("n"));
		if (n == null || n < 1 || n > 60 || n != Math.floor(n)) {
			return false;
		}
		int days = m.group("unit").startsWith("week") ? n.intValue() * 7 : n.intValue();
		return span(this.today, this.today.plusDays(days - 1L), false);
	}

	private boolean partOfDay(Matcher m) {
		if (m.group("first") != null) {
			return setPart(PartOfDay.FIRST_THING);
		}
		if (m.group("eod") != null) {
			return setPart(PartOfDay.END_OF_DAY);
		}
		if (m.group("afterwork") != null) {
			return setPart(PartOfDay.AFTER_WORK);
		}
		if (m.group("afterlunch") != null) {
			if (this.after == null) {
				this.after = new ClockTime(13, 0, Meridiem.NONE, true);
			}
			return setPart(PartOfDay.AFTERNOON);
		}
		if (m.group("afterclass") != null) {
			return setPart(PartOfDay.AFTERNOON);
		}
		if (m.group("lunch") != null) {
			return setPart(PartOfDay.LUNCH);
		}
		if (m.group("atnight") != null) {
			return setPart(PartOfDay.NIGHT);
		}
		return setPart(PartOfDay.valueOf(m.group("part").toUpperCase(Locale.ROOT)));
	}

	private boolean setPart(PartOfDay value) {
		if (this.part == null) {
			this.part = value;
		}
		return true;
	}

	/**
	 * Record a named day; a preceding "by", "before", "until" or "due" makes it a
	 * deadline instead.
	 */
	private boolean day(int start, LocalDate day) {
		Matcher prefix = DEADLINE_PREFIX.matcher(this.utterance.text().substring(Math.max(0, start - 20), start));
		if (prefix.find()) {
			int prefixStart = start - prefix.group().length();
			if (this.utterance.isFree(prefixStart, start)) {
				this.utterance.use(prefixStart, start);
			}
			return deadline(Text.collapse(prefix.group("word")), day);
		}
		if (day.isBefore(this.today)) {
			this.past = true;
			return true;
		}
		if (this.date != null) {
			// A second day ("Monday, Feb 18") agrees or is ignored.
			return true;
		}
		this.date = day;
		return true;
	}

	private boolean deadline(String word, LocalDate day) {
		if (this.deadline == null && !day.isBefore(this.today)) {
			this.deadline = word.equals("before") ? day : day.plusDays(1);
		}
		return true;
	}

	private boolean span(LocalDate first, LocalDate last, boolean weekend) {
		if (this.firstDay != null || last.isBefore(this.today)) {
			return true;
		}
		this.firstDay = first.isBefore(this.today) ? this.today : first;
		this.lastDay = last;
		this.anyDay = weekend;
		return true;
	}

	private LocalDate weekStartOf(LocalDate day) {
		return day.with(TemporalAdjusters.previousOrSame(this.weekStart));
	}

	private static LocalDate lastWorkingDay(YearMonth month) {
		LocalDate day = month.atEndOfMonth();
		while (day.getDayOfWeek() == DayOfWeek.SATURDAY || day.getDayOfWeek() == DayOfWeek.SUNDAY) {
			day = day.minusDays(1);
		}
		return day;
	}

	/** The next date with this month and day, today included; null when there is none. */
	private @Nullable LocalDate upcoming(int month, int dayOfMonth) {
		for (int i = 0; i < 5; i++) {
			LocalDate day = date(this.today.getYear() + i, month, dayOfMonth);
			if (day != null && !day.isBefore(this.today)) {
				return day;
			}
			if (day == null && !(month == 2 && dayOfMonth == 29)) {
				return null;
			}
		}
		return null;
	}

	private static @Nullable LocalDate date(int year, int month, int dayOfMonth) {
		try {
			return LocalDate.of(year, month, dayOfMonth);
		}
		catch (DateTimeException ex) {
			return null;
		}
	}

	private static @Nullable DayOfWeek weekday(String name) {
		return (name.length() >= 3) ? WEEKDAYS.get(name.substring(0, 3)) : null;
	}

	private static @Nullable Month month(String name) {
		String key = name.replace(".", "").substring(0, 3);
		for (Month month : Month.values()) {
			if (month.name().toLowerCase(Locale.ROOT).startsWith(key)) {
				return month;
			}
		}
		return null;
	}

}
