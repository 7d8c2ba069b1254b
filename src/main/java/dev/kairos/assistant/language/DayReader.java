package dev.kairos.assistant.language;

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

import dev.kairos.assistant.language.PartOfDay.Meridiem;
import dev.kairos.settings.DateOrder;
import org.jspecify.annotations.Nullable;

/**
 * The day recognizers of {@link WhenParser}: dates, weekdays, relative days and spans of
 * days, each relative to today.
 */
final class DayReader {

	private final Reading reading;

	DayReader(Reading reading) {
		this.reading = reading;
	}

	static final String NUM = Numbers.ANY;

	static final String WEEKDAY_NAME = "(?:monday|mon|tuesday|tues|tue|wednesday|weds|wed|thursday|thurs|thur|thu"
			+ "|friday|fri|saturday|sat|sunday|sun)";

	static final String MONTH = "(?:january|jan|february|feb|march|mar|april|apr|may|june|jun|july|jul|august"
			+ "|aug|september|sept|sep|october|oct|november|nov|december|dec)";

	private static final String DAY_NUMBER = "(?:\\d{1,2}(?:st|nd|rd|th)?|" + Numbers.ORDINAL_WORD + ")";

	static final Pattern RELATIVE_DAYS = Pattern.compile("(?<![\\w])(?:(?:in|after)\\s+(?<n>" + NUM
			+ ")\\s+(?<unit>days?|weeks?|months?|fortnights?)(?!\\s+(?:ago|of|from|before|after)\\b)\\b" + "|(?<n2>"
			+ NUM + ")\\s+(?<unit2>days?|weeks?|months?|fortnights?)\\s+from\\s+(?<base>now|today|tomorrow|"
			+ WEEKDAY_NAME + ")\\b" + "|in\\s+a\\s+fortnight\\b)");

	static final Pattern ISO_DATE = Pattern
		.compile("(?<![\\w/.-])(?<y>\\d{4})[-/](?<m>\\d{1,2})[-/](?<d>\\d{1,2})(?![\\w/.-]|-\\d)");

	/**
	 * "11-4 at 10:00", "11-4 7pm", "on 11-4", "11-4-2026": a numeric date with dashes,
	 * read as a date only before a clock time, after "on" or with a year ("9-5" alone may
	 * be hours).
	 */
	static final Pattern DASH_DATE = Pattern
		.compile("(?<![\\w/.:-])(?<a>\\d{1,2})-(?<b>\\d{1,2})(?:-(?<c>\\d{4}|\\d{2}))?"
				+ "(?![\\w/.:-])(?=(?<clock>\\s+(?:at|@)\\s*\\d|\\s+\\d{1,2}(?::\\d\\d)?\\s*[ap]\\.?m\\b)?)");

	static final Pattern SLASH_DATE = Pattern
		.compile("(?<![\\w/.:-])(?<a>\\d{1,2})/(?<b>\\d{1,2})(?:/(?<c>\\d{4}|\\d{2}))?(?![\\w/.:]|\\s*(?:h\\b|"
				+ TimeReader.HOUR_UNIT + "\\b|" + TimeReader.MINUTE_UNIT + "\\b))");

	/** "room 2.14", "gate 3/4": the number of a place, no date. */
	private static final Pattern PLACE_BEFORE = Pattern.compile("\\b(?:room|rm|bldg|building|hall|floor|suite|gate"
			+ "|platform|unit|apt|apartment|office|lab|classroom|no|number)\\.?\\s*#?\\s*$");

	static final Pattern DOT_DATE = Pattern
		.compile("(?<![\\w/.:@-])(?<a>\\d{1,2})\\.(?<b>\\d{1,2})(?:\\.(?<c>\\d{4}|\\d{2}))?(?![\\w/:]|\\.\\w|\\s*"
				+ ClockTime.MERIDIEM + "|\\s*(?:" + TimeReader.HOUR_UNIT + "|" + TimeReader.MINUTE_UNIT + "|h)\\b)");

	static final Pattern MONTH_DAY = Pattern.compile("(?<![\\w])(?:(?<wd>" + WEEKDAY_NAME + ")\\.?,?\\s+)?(?:"
			+ "(?<mon>" + MONTH + ")\\.?\\s*(?:the\\s+)?(?<day>" + DAY_NUMBER + ")(?![\\w:]|\\s?" + ClockTime.MERIDIEM
			+ ")|(?<prep>(?<=\\b(?:on|by|from|starting|until|till|before|after|due)\\s))?(?:the\\s+)?(?<day2>"
			+ DAY_NUMBER + ")\\s+(?:of\\s+)?(?<mon2>" + MONTH
			+ ")\\b\\.?)(?:\\s*,?\\s*(?<y>(?:19|20)\\d{2})\\b(?![-:.]\\d))?");

	static final Pattern ORDINAL_DAY = Pattern.compile("(?<![\\w])(?:(?<on>on\\s+)?(?<the>the\\s+)|on\\s+(?=\\d)|(?<wd>"
			+ WEEKDAY_NAME + ")\\.?,?\\s+(?:the\\s+)?(?=\\d))(?<day>\\d{1,2}(?:st|nd|rd|th)|" + Numbers.ORDINAL_WORD
			+ ")\\b(?!\\s+(?:of\\s+)?" + MONTH + "\\b|\\s+(?:floor|time|session|week|weekend|hour"
			+ "|place|one|try|attempt|chapter|lecture|class|meeting|assignment|draft|period|row|lesson|quarter|semester"
			+ "|term|grade|year|day|page|round|problem|question|exam|test|quiz|lab|ave|avenue|st|street|rd|road|blvd"
			+ "|boulevard|dr|drive|ln|lane|way|fl|ward|district|century|anniversary|birthday|edition|gen|generation)\\b)");

	static final Pattern MONTH_SPAN = Pattern.compile(
			"(?<![\\w])(?:(?<part>early|mid|late|beginning\\s+of|middle\\s+of|end\\s+of)[\\s-]+|(?:in|during)\\s+)(?<mon>"
					+ MONTH + ")\\b(?!\\s+(?:day\\s+)?bank\\s+hol)(?:\\s+(?<y>\\d{4}))?");

	static final Pattern WEEKDAY_NEXT_WEEK = Pattern.compile("(?<![\\w])(?:on\\s+)?(?:the\\s+)?(?<wd>" + WEEKDAY_NAME
			+ ")\\.?,?\\s+(?:of\\s+)?(?<which>next|this|the\\s+following)\\s+week\\b"
			+ "|(?<![\\w])(?<which2>next|this)\\s+week'?s?\\s+(?:on\\s+)?(?<wd2>" + WEEKDAY_NAME + ")\\b");

	static final Pattern WEEKDAY_PATTERN = Pattern
		.compile("(?<![\\w])(?:(?<mod>this\\s+coming|coming|this|upcoming|next"
				+ "|last|past|previous|on|by|before|until|till|due(?:\\s+on|\\s+by)?)\\s+)?(?<wd>" + WEEKDAY_NAME
				+ ")(?<plural>s)?\\b\\.?(?<after>\\s+after\\s+next\\b)?"
				// "monday week", "weds week", "tuesday fortnight": a week or two after
				// that
				// weekday
				+ "(?<week>\\s+(?:week|fortnight)(?:'?s)?\\b(?![-'\\w]|\\s+(?:of|after|before|from|ago)\\b))?");

	static final Pattern CASUAL_DAY = Pattern.compile("(?<![\\w])(?:(?<dat>(?:the\\s+)?day\\s+after\\s+(?:tomorrow"
			+ "|tmrw|tmr))|(?<tom>(?:tomorrow|tomorow|tommorow|tommorrow|tmrw|tmr|tmw|2morrow|2moro)s?)|(?<later>later\\s+today)"
			+ "|(?<today>todays?|tdy)|(?<tonight>tonight|tonite|2nite)|this\\s+(?<part>morning|afternoon|evening)"
			+ "|(?<past>yesterday|last\\s+night|day\\s+before\\s+yesterday))\\b");

	static final Pattern SPAN = Pattern.compile("(?<![\\w])(?:(?<eonm>(?:the\\s+)?end\\s+of\\s+next\\s+month)"
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

	/**
	 * What says that "12 may" was a date: the end of the message, a comma, "all day" or a
	 * clock time after it.
	 */
	private static final Pattern DATE_FOLLOWS = Pattern.compile("\\s*(?:[,.!?]|$)|\\s+(?:all[\\s-]day|at\\s+\\d|@|from"
			+ "\\s+\\d|\\d{1,2}(?:[:.]\\d{2})?\\s?[ap]\\.?m?\\b|\\d{1,2}:\\d{2}|noon|midday)");

	/** "sat 1 may": a weekday said before "1 may" makes it a date. */
	private static final Pattern WEEKDAY_BEFORE = Pattern.compile("\\b" + WEEKDAY_NAME + ",?\\s+$");

	private static final Pattern TIME_BEFORE = Pattern
		.compile("\\b(?:at|@|around|from|until|till|to|by|after|before)\\s+$");

	private static final Pattern DAY_CUE = Pattern.compile(
			"(?:\\.|,|\\s*[?!]*\\s*$|\\s+(?:at\\b|@|\\d|half\\s+\\d|(?:a\\s+)?quarter\\s+(?:past|to)\\b|noon\\b|midday\\b|to\\s+\\d|(?:from|between)\\s+(?:\\d|noon)|week\\b|morning|afternoon|evening|night|"
					+ MONTH + "\\b|the\\s+\\d))");

	/**
	 * A clock time right before a weekday ("vet 18h sat", "7pm sun") or a question's verb
	 * ("what do i have wed"): the abbreviation is a day.
	 */
	private static final Pattern TIME_BEFORE_DAY = Pattern.compile("(?:\\d(?::\\d{2})?\\s?(?:[ap]\\.?m\\.?|[ap]|h)"
			+ "|\\d:\\d{2}|\\dh\\d{2}|\\b(?:[01]\\d|2[0-3])[0-5]\\d|\\b(?:do\\s+i\\s+have|have\\s+i\\s+got|is\\s+on|am\\s+i\\s+(?:free|busy)))\\s+$");

	private static final Map<String, DayOfWeek> WEEKDAYS = Map.ofEntries(Map.entry("mon", DayOfWeek.MONDAY),
			Map.entry("tue", DayOfWeek.TUESDAY), Map.entry("wed", DayOfWeek.WEDNESDAY),
			Map.entry("thu", DayOfWeek.THURSDAY), Map.entry("fri", DayOfWeek.FRIDAY),
			Map.entry("sat", DayOfWeek.SATURDAY), Map.entry("sun", DayOfWeek.SUNDAY));

	/**
	 * Abbreviations that are also words ("sat", "sun", "wed", and French "mon"), read as
	 * weekdays only with a cue; "tue", "thu" and "fri" are no words, so always weekdays.
	 */
	private static final Set<String> AMBIGUOUS_WEEKDAYS = Set.of("sat", "sun", "wed", "mon");

	boolean isoDate(Matcher m) {
		LocalDate day = date(Integer.parseInt(m.group("y")), Integer.parseInt(m.group("m")),
				Integer.parseInt(m.group("d")));
		return day != null && this.reading.day(m.start(), day);
	}

	boolean relativeDays(Matcher m) {
		if (m.group(0).endsWith("fortnight")) {
			return this.reading.day(m.start(), this.reading.today.plusWeeks(2));
		}
		boolean fromNow = m.group("n") != null;
		Double n = Numbers.parse(fromNow ? m.group("n") : m.group("n2"));
		String unit = fromNow ? m.group("unit") : m.group("unit2");
		if (n == null || n != Math.floor(n) || n < 1 || n > 400) {
			return false;
		}
		LocalDate base = this.reading.today;
		if (!fromNow && m.group("base").equals("tomorrow")) {
			base = base.plusDays(1);
		}
		else if (!fromNow && weekday(m.group("base")) != null) {
			// "a week from monday": from the Monday a bare "monday" names.
			base = base.with(TemporalAdjusters.next(weekday(m.group("base"))));
		}
		int count = n.intValue();
		LocalDate day = unit.startsWith("day") ? base.plusDays(count) : unit.startsWith("fortnight")
				? base.plusWeeks(2L * count) : unit.startsWith("week") ? base.plusWeeks(count) : base.plusMonths(count);
		return this.reading.day(m.start(), day);
	}

	boolean numericDate(Matcher m, boolean dotted) {
		String before = this.reading.utterance.text().substring(Math.max(0, m.start() - 12), m.start());
		if (dotted && TIME_BEFORE.matcher(before).find() || PLACE_BEFORE.matcher(before).find()) {
			return false;
		}
		int a = Integer.parseInt(m.group("a"));
		int b = Integer.parseInt(m.group("b"));
		Integer year = (m.group("c") != null) ? year(m.group("c")) : null;
		int month = (this.reading.dateOrder == DateOrder.DMY) ? b : a;
		int dayOfMonth = (this.reading.dateOrder == DateOrder.DMY) ? a : b;
		LocalDate day = (year != null) ? date(year, month, dayOfMonth) : upcoming(month, dayOfMonth);
		if (day == null && !(dotted && year == null && this.reading.dateOrder == DateOrder.DMY)) {
			// The other order, when the configured one gives no date ("25/12" or "14.06",
			// dotted dates being day first, in mdy); a dotted pair that is no date to one
			// who writes the day first is a clock time ("12.30").
			day = (year != null) ? date(year, dayOfMonth, month) : upcoming(dayOfMonth, month);
		}
		return day != null && this.reading.day(m.start(), day);
	}

	boolean dashDate(Matcher m) {
		boolean on = this.reading.utterance.text().substring(0, m.start()).endsWith("on ");
		return (m.group("clock") != null || on || m.group("c") != null) && numericDate(m, false);
	}

	private static int year(String text) {
		int value = Integer.parseInt(text);
		return (text.length() == 2) ? 2000 + value : value;
	}

	boolean monthDay(Matcher m) {
		String monthText = (m.group("mon") != null) ? m.group("mon") : m.group("mon2");
		String dayText = (m.group("day") != null) ? m.group("day") : m.group("day2");
		Integer dayOfMonth = Numbers.dayOfMonth(dayText);
		Month month = month(monthText);
		if (dayOfMonth == null || month == null) {
			return false;
		}
		if (monthText.equals("may") && m.group("day") == null && m.group("y") == null && m.group("prep") == null
				&& dayText.chars().allMatch(Character::isDigit)
				&& !DATE_FOLLOWS.matcher(this.reading.utterance.text().substring(m.end())).lookingAt()
				&& !WEEKDAY_BEFORE.matcher(this.reading.utterance.text().substring(0, m.start())).find()) {
			// "2 may" is a date, but so would be "I have 2 may..."; the plain form is one
			// only with an ordinal, a year or a word before it that says a date follows
			// ("on 2 may", "starting 10 may", "sat 1 may").
			return false;
		}
		LocalDate day = (m.group("y") != null) ? date(Integer.parseInt(m.group("y")), month.getValue(), dayOfMonth)
				: upcoming(month.getValue(), dayOfMonth);
		return day != null && this.reading.day(m.start(), day);
	}

	boolean ordinalDay(Matcher m) {
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
		// "wed 28th": the first 28th that is a Wednesday, else the first 28th
		DayOfWeek named = (m.group("wd") != null) ? weekday(m.group("wd")) : null;
		LocalDate first = null;
		LocalDate month = this.reading.today.withDayOfMonth(1);
		for (int i = 0; i < 13; i++) {
			LocalDate candidate = month.plusMonths(i);
			LocalDate day = (dayOfMonth <= candidate.lengthOfMonth()) ? candidate.withDayOfMonth(dayOfMonth) : null;
			if (day != null && !day.isBefore(this.reading.today)) {
				first = (first != null) ? first : day;
				if (named == null || day.getDayOfWeek() == named) {
					return this.reading.day(m.start(), day);
				}
			}
		}
		return first != null && this.reading.day(m.start(), first);
	}

	boolean monthSpan(Matcher m) {
		Month month = month(m.group("mon"));
		if (month == null || this.reading.firstDay != null || this.reading.date != null) {
			return false;
		}
		int year = (m.group("y") != null) ? Integer.parseInt(m.group("y")) : this.reading.today.getYear();
		YearMonth span = YearMonth.of(year, month);
		if (m.group("y") == null && span.isBefore(YearMonth.from(this.reading.today))) {
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
			case "late" -> first = span.atDay(21);
			case "end of" -> {
				// "end of april": its last working day, as "the end of the month" is.
				return this.reading.day(m.start(), lastWorkingDay(span));
			}
			default -> {
			}
		}
		return this.reading.span(first, last, false);
	}

	boolean weekdayOfWeek(Matcher m) {
		String name = (m.group("wd") != null) ? m.group("wd") : m.group("wd2");
		String which = (m.group("which") != null) ? m.group("which") : m.group("which2");
		DayOfWeek weekday = weekday(name);
		if (weekday == null) {
			return false;
		}
		LocalDate week = this.reading.weekStartOf(this.reading.today);
		if (!which.equals("this")) {
			week = week.plusWeeks(1);
		}
		LocalDate day = week.with(TemporalAdjusters.nextOrSame(weekday));
		if (day.isBefore(this.reading.today)) {
			this.reading.past = true;
			return true;
		}
		return this.reading.day(m.start(), day);
	}

	boolean weekday(Matcher m) {
		String name = m.group("wd");
		DayOfWeek weekday = weekday(name);
		if (weekday == null) {
			return false;
		}
		String modifier = (m.group("mod") != null) ? Text.collapse(m.group("mod")) : "";
		if (AMBIGUOUS_WEEKDAYS.contains(name) && modifier.isEmpty() && !hasDayCue(m.end())
				&& !TIME_BEFORE_DAY.matcher(this.reading.utterance.text().substring(0, m.start())).find()) {
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
				this.reading.past = true;
				return true;
			}
			case "this" -> day = this.reading.today.with(TemporalAdjusters.nextOrSame(weekday));
			// "the coming friday" said on a Friday is the one still to come: a week on.
			case "this coming", "coming", "upcoming" -> day = this.reading.today.with(TemporalAdjusters.next(weekday));
			case "next" -> day = this.reading.weekStartOf(this.reading.today)
				.plusWeeks(1)
				.with(TemporalAdjusters.nextOrSame(weekday));
			case "by", "before", "until", "till", "due", "due on", "due by" -> {
				day = this.reading.today.with(TemporalAdjusters.next(weekday));
				return this.reading.deadline(modifier, day);
			}
			default -> day = this.reading.today.with(TemporalAdjusters.next(weekday));
		}
		if (m.group("after") != null || m.group("week") != null && (modifier.isEmpty() || modifier.equals("on"))) {
			boolean fortnight = m.group("week") != null && m.group("week").strip().startsWith("fortnight");
			day = this.reading.today.with(TemporalAdjusters.next(weekday)).plusWeeks(fortnight ? 2 : 1);
		}
		return this.reading.day(start, day);
	}

	/** Whether a time, date or part of the day follows: "sat 3pm", "sun morning". */
	private boolean hasDayCue(int end) {
		String rest = this.reading.utterance.text().substring(end);
		return DAY_CUE.matcher(rest).lookingAt();
	}

	boolean casualDay(Matcher m) {
		if (m.group("past") != null) {
			this.reading.past = true;
			return true;
		}
		if (m.group("dat") != null) {
			return this.reading.day(m.start(), this.reading.today.plusDays(2));
		}
		if (m.group("tom") != null) {
			return this.reading.day(m.start(), this.reading.today.plusDays(1));
		}
		if (m.group("later") != null) {
			this.reading.open = true;
			return this.reading.day(m.start(), this.reading.today);
		}
		if (m.group("tonight") != null) {
			this.reading.setPart(PartOfDay.NIGHT);
			return this.reading.day(m.start(), this.reading.today);
		}
		if (m.group("part") != null) {
			this.reading.setPart(PartOfDay.valueOf(m.group("part").toUpperCase(Locale.ROOT)));
			return this.reading.day(m.start(), this.reading.today);
		}
		return this.reading.day(m.start(), this.reading.today);
	}

	boolean span(Matcher m) {
		LocalDate weekStart = this.reading.weekStartOf(this.reading.today);
		if (m.group("open") != null) {
			this.reading.open = true;
			return true;
		}
		if (m.group("eom") != null) {
			LocalDate last = lastWorkingDay(YearMonth.from(this.reading.today));
			if (last.isBefore(this.reading.today)) {
				last = lastWorkingDay(YearMonth.from(this.reading.today).plusMonths(1));
			}
			return this.reading.day(m.start(), last);
		}
		if (m.group("eonm") != null) {
			return this.reading.day(m.start(), lastWorkingDay(YearMonth.from(this.reading.today).plusMonths(1)));
		}
		if (m.group("eow") != null) {
			LocalDate friday = weekStart.plusDays(6);
			while (friday.getDayOfWeek() == DayOfWeek.SATURDAY || friday.getDayOfWeek() == DayOfWeek.SUNDAY) {
				friday = friday.minusDays(1);
			}
			return this.reading.day(m.start(), friday.isBefore(this.reading.today) ? this.reading.today : friday);
		}
		if (m.group("earlynext") != null) {
			return this.reading.span(weekStart.plusWeeks(1), weekStart.plusWeeks(1).plusDays(1), false);
		}
		if (m.group("laterthis") != null) {
			return this.reading.span(this.reading.today.plusDays(1), weekStart.plusDays(6), false);
		}
		if (m.group("thisweek") != null) {
			return this.reading.span(this.reading.today, weekStart.plusDays(6), false);
		}
		if (m.group("weekafter") != null) {
			return this.reading.span(weekStart.plusWeeks(2), weekStart.plusWeeks(2).plusDays(6), false);
		}
		if (m.group("nextweek") != null) {
			return this.reading.span(weekStart.plusWeeks(1), weekStart.plusWeeks(1).plusDays(6), false);
		}
		if (m.group("nextweekend") != null) {
			LocalDate saturday = weekStart.plusWeeks(1).with(TemporalAdjusters.nextOrSame(DayOfWeek.SATURDAY));
			return this.reading.span(saturday, saturday.plusDays(1), true);
		}
		if (m.group("weekend") != null) {
			LocalDate saturday = (this.reading.today.getDayOfWeek() == DayOfWeek.SUNDAY)
					? this.reading.today.minusDays(1)
					: this.reading.today.with(TemporalAdjusters.nextOrSame(DayOfWeek.SATURDAY));
			return this.reading.span(saturday.isBefore(this.reading.today) ? this.reading.today : saturday,
					saturday.plusDays(1), true);
		}
		if (m.group("thismonth") != null) {
			return this.reading.span(this.reading.today, this.reading.today.with(TemporalAdjusters.lastDayOfMonth()),
					false);
		}
		if (m.group("nextmonth") != null) {
			LocalDate first = this.reading.today.plusMonths(1).withDayOfMonth(1);
			return this.reading.span(first, first.with(TemporalAdjusters.lastDayOfMonth()), false);
		}
		Double n = Numbers.parse(m.group("n"));
		if (n == null || n < 1 || n > 60 || n != Math.floor(n)) {
			return false;
		}
		int days = m.group("unit").startsWith("week") ? n.intValue() * 7 : n.intValue();
		return this.reading.span(this.reading.today, this.reading.today.plusDays(days - 1L), false);
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
			LocalDate day = date(this.reading.today.getYear() + i, month, dayOfMonth);
			if (day != null && !day.isBefore(this.reading.today)) {
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

	static @Nullable DayOfWeek weekday(String name) {
		return (name.length() >= 3) ? WEEKDAYS.get(name.substring(0, 3)) : null;
	}

	static @Nullable Month month(String name) {
		String key = name.replace(".", "").substring(0, 3);
		for (Month month : Month.values()) {
			if (month.name().toLowerCase(Locale.ROOT).startsWith(key)) {
				return month;
			}
		}
		return null;
	}

}
