package dev.kairos.assistant.language;

import java.time.DateTimeException;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.Month;
import java.time.Year;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.settings.DateOrder;
import org.jspecify.annotations.Nullable;

/**
 * The day recognizer of {@link WhenParser} for a run of days said as a range: "19-21
 * april", "the 19th to the 21st of april", "april 19-21", and weekdays ("off from tuesday
 * to thursday", "mon-wed all day"). A run of days is a span, from its first day to its
 * last; with "all day" an event takes every day of it.
 */
final class DayRange {

	private static final String TO = "\\s*(?:-|\\u2013|to|till|until|through|thru)\\s*";

	private static final String DAY = "\\d{1,2}(?:st|nd|rd|th)?";

	/**
	 * A weekday said before a date of the run ("fri nov 13 thru sun nov 15"): the date
	 * rules.
	 */
	private static final String WEEKDAY_BEFORE = "(?:" + DayReader.WEEKDAY_NAME + "\\.?,?\\s+)?";

	static final Pattern DAYS = Pattern.compile("(?<![\\w/.:-])(?:from\\s+)?" + WEEKDAY_BEFORE + "(?:the\\s+)?(?<d1>"
			+ DAY + ")(?:" + TO + "|(?<and>\\s*(?:and|&)\\s*))" + WEEKDAY_BEFORE + "(?:the\\s+)?(?<d2>" + DAY
			+ ")\\s+(?:of\\s+)?(?<mon>" + DayReader.MONTH + ")\\b\\.?"
			// "9 april 10-12": a day before the month, then hours
			+ "|(?<![\\w/.:-])(?<!\\d\\s|\\d(?:st|nd|rd|th)\\s)(?:from\\s+)?(?<mon2>" + DayReader.MONTH
			+ ")\\.?\\s+(?<d3>" + DAY + ")" + TO + "(?<d4>" + DAY + ")(?![\\w:./]|\\s*" + ClockTime.MERIDIEM + ")"
			// "from the 19th to the 23rd": ordinals without a month, in the next month
			// that holds the last day
			+ "|(?<![\\w/.:-])(?:from\\s+)?the\\s+(?<d5>\\d{1,2}(?:st|nd|rd|th))" + TO + "(?:the\\s+)?(?<d6>\\d{1,2}"
			+ "(?:st|nd|rd|th))(?![\\w/.:])");

	/** A change's verb: two ordinals after it are its old and new day, not a run. */
	private static final Pattern CHANGE = Pattern
		.compile("\\b(?:move|moving|moved|shift|push|reschedule|change|postpone|bring|switch|swap|put)\\b");

	/**
	 * Weekdays from one to another; a range only with "off" before it or "all day" in the
	 * message, since "move yoga from monday to friday" names two days of a change.
	 */
	static final Pattern WEEKDAYS = Pattern.compile("(?<![\\w])(?:(?<off>(?<=\\boff\\s)))?(?:from\\s+)?(?<wd1>"
			+ DayReader.WEEKDAY_NAME + ")\\.?" + TO + "(?<wd2>" + DayReader.WEEKDAY_NAME + ")\\b\\.?");

	/**
	 * A run of days between two full dates: "dec 21 through jan 1", "12/4 - 12/6"
	 * (numeric dates in the user's order).
	 */
	static final Pattern DATES = Pattern.compile("(?<![\\w/.:-])(?:from\\s+)?(?:" + WEEKDAY_BEFORE + "(?<m1>"
			+ DayReader.MONTH + ")\\.?\\s+(?<a>" + DAY + ")" + TO + WEEKDAY_BEFORE + "(?<m2>" + DayReader.MONTH
			+ ")\\.?\\s+(?<b>" + DAY + ")\\b" + "|" + WEEKDAY_BEFORE + "(?<n1>\\d{1,2})/(?<n2>\\d{1,2})"
			// "mon 11/30 and tue 12/1": two days in a row
			+ "(?:" + TO + "|(?<and>\\s*(?:and|&)\\s*))" + WEEKDAY_BEFORE
			+ "(?<n3>\\d{1,2})/(?<n4>\\d{1,2})(?![\\w/.:])"
			// "fri 18th june to sun 20th june", "sat 24 apr to mon 26 apr": day first
			+ "|" + WEEKDAY_BEFORE + "(?:the\\s+)?(?<a2>" + DAY + ")\\s+(?:of\\s+)?(?<m3>" + DayReader.MONTH
			+ ")\\b\\.?" + TO + WEEKDAY_BEFORE + "(?:the\\s+)?(?<b2>" + DAY + ")\\s+(?:of\\s+)?(?<m4>" + DayReader.MONTH
			+ ")\\b\\.?)");

	/**
	 * Two weekdays in a row joined by "and" ("thursday and friday next week"): a run of
	 * days, only with "all day" or "off" in the message, as {@link #WEEKDAYS}.
	 */
	static final Pattern WEEKDAY_PAIR = Pattern
		.compile("(?<![\\w])(?:on\\s+)?(?<wd1>" + DayReader.WEEKDAY_NAME + ")\\.?\\s*(?:and|&)\\s*(?<wd2>"
				+ DayReader.WEEKDAY_NAME + ")\\b\\.?(?:,?\\s+(?<which>next|this)\\s+week\\b)?");

	/**
	 * "a day off", "days off", "out of office", "block out": whole days when no time is
	 * said.
	 */
	private static final Pattern DAYS_OFF = Pattern
		.compile("\\bdays?\\s+off\\b|\\bout\\s+of\\s+(?:the\\s+)?office\\b|\\booo\\b|\\boff\\s+(?:work|school|sick)\\b"
				+ "|\\bon\\s+(?:vacation|holiday|leave|pto|annual\\s+leave)\\b|\\b(?:whole|entire|full)\\s+week\\b"
				// "block out sat 24 april": a day blocked, no time said
				+ "|\\bblock(?:\\s+(?:out|off))?\\b");

	/** Words that ask for a time to be found within the days: "find time", "fit in". */
	private static final Pattern FIND = Pattern
		.compile("\\b(?:find|fit|squeeze|slot|sometime|some\\s+time|free\\s+time|an?\\s+hour|when\\s+i'?m\\s+free)\\b");

	private final Reading reading;

	/** Whether the day or days were said as a run of days ("nov 16-18"). */
	private boolean run;

	DayRange(Reading reading) {
		this.reading = reading;
	}

	boolean days(Matcher m) {
		if (m.group("d5") != null) {
			return ordinals(m);
		}
		boolean first = m.group("d1") != null;
		Month month = month(first ? m.group("mon") : m.group("mon2"));
		Integer from = Numbers.dayOfMonth(first ? m.group("d1") : m.group("d3"));
		Integer to = Numbers.dayOfMonth(first ? m.group("d2") : m.group("d4"));
		if (month == null || from == null || to == null || from < 1 || to <= from || to > month.maxLength()
				|| first && m.group("and") != null && to != from + 1) {
			// "thu 15 and fri 16 april" is a run of days; "the 15th and 17th" two days
			return false;
		}
		LocalDate start = null;
		for (int year = this.reading.today.getYear(); year <= this.reading.today.getYear() + 1
				&& start == null; year++) {
			if (to <= month.length(Year.isLeap(year)) && !LocalDate.of(year, month, to).isBefore(this.reading.today)) {
				start = LocalDate.of(year, month, from);
			}
		}
		return start != null && run(start, start.plusDays(to - from));
	}

	private boolean ordinals(Matcher m) {
		Integer from = Numbers.dayOfMonth(m.group("d5"));
		Integer to = Numbers.dayOfMonth(m.group("d6"));
		if (from == null || to == null || from < 1 || to <= from
				|| CHANGE.matcher(this.reading.utterance.text()).find()) {
			return false;
		}
		LocalDate month = this.reading.today.withDayOfMonth(1);
		for (int i = 0; i < 3; i++, month = month.plusMonths(1)) {
			if (to <= month.lengthOfMonth() && !month.withDayOfMonth(to).isBefore(this.reading.today)) {
				return run(month.withDayOfMonth(from), month.withDayOfMonth(to));
			}
		}
		return false;
	}

	boolean dates(Matcher m) {
		LocalDate first;
		LocalDate last;
		if (m.group("m1") != null || m.group("m3") != null) {
			boolean monthFirst = m.group("m1") != null;
			Month m1 = month(m.group(monthFirst ? "m1" : "m3"));
			Month m2 = month(m.group(monthFirst ? "m2" : "m4"));
			Integer a = Numbers.dayOfMonth(m.group(monthFirst ? "a" : "a2"));
			Integer b = Numbers.dayOfMonth(m.group(monthFirst ? "b" : "b2"));
			if (m1 == null || m2 == null || a == null || b == null) {
				return false;
			}
			first = upcoming(m1.getValue(), a);
			last = (first != null) ? after(first, m2.getValue(), b) : null;
		}
		else {
			boolean dmy = this.reading.dateOrder == DateOrder.DMY;
			int n1 = Integer.parseInt(m.group("n1"));
			int n2 = Integer.parseInt(m.group("n2"));
			int n3 = Integer.parseInt(m.group("n3"));
			int n4 = Integer.parseInt(m.group("n4"));
			first = dmy ? upcoming(n2, n1) : upcoming(n1, n2);
			last = (first == null) ? null : dmy ? after(first, n4, n3) : after(first, n3, n4);
		}
		if (first == null || last == null || ChronoUnit.DAYS.between(first, last) > 366
				|| m.group("and") != null && !last.equals(first.plusDays(1))) {
			return false;
		}
		return run(first, last);
	}

	boolean weekdayPair(Matcher m) {
		DayOfWeek from = weekday(m.group("wd1"));
		DayOfWeek to = weekday(m.group("wd2"));
		String text = this.reading.utterance.text();
		boolean whole = TimeReader.ALL_DAY.matcher(text).find() || DAYS_OFF.matcher(text).find();
		if (!whole || from == null || to == null || to != from.plus(1)) {
			return false;
		}
		LocalDate start = this.reading.today.with(TemporalAdjusters.next(from));
		if (m.group("which") != null) {
			LocalDate week = this.reading.weekStartOf(this.reading.today);
			week = m.group("which").equals("next") ? week.plusWeeks(1) : week;
			start = week.with(TemporalAdjusters.nextOrSame(from));
		}
		return run(start, start.plusDays(1));
	}

	private boolean run(LocalDate first, LocalDate last) {
		this.run = true;
		return this.reading.span(first, last, true);
	}

	/**
	 * A run of days, or one day with "a day off", with no time, part of the day or length
	 * said is taken whole: midnight of its first day to midnight after its last ("out of
	 * office nov 16-18", "mark the 20th as a day off"). Call it when every recognizer
	 * ran.
	 */
	void wholeDays() {
		Reading r = this.reading;
		// A run of days, or days said as days off ("off work the entire week of dec 21").
		boolean days = this.run && r.firstDay != null
				|| (r.date != null || r.firstDay != null) && DAYS_OFF.matcher(r.utterance.text()).find();
		if (days && r.start == null && r.end == null && r.duration == null && r.part == null && r.after == null
				&& r.before == null && r.exact == null && !r.open && !FIND.matcher(r.utterance.text()).find()) {
			r.start = new ClockTime(0, 0, PartOfDay.Meridiem.NONE, true);
			r.end = ClockTime.MIDNIGHT;
		}
	}

	private @Nullable LocalDate upcoming(int month, int day) {
		for (int year = this.reading.today.getYear(); year <= this.reading.today.getYear() + 1; year++) {
			LocalDate date = date(year, month, day);
			if (date != null && !date.isBefore(this.reading.today)) {
				return date;
			}
		}
		return null;
	}

	/** The date of that month and day on or after the first day of the run. */
	private static @Nullable LocalDate after(LocalDate first, int month, int day) {
		LocalDate date = date(first.getYear(), month, day);
		if (date != null && date.isBefore(first)) {
			date = date(first.getYear() + 1, month, day);
		}
		return (date != null && date.isAfter(first)) ? date : null;
	}

	private static @Nullable LocalDate date(int year, int month, int day) {
		try {
			return LocalDate.of(year, month, day);
		}
		catch (DateTimeException ex) {
			return null;
		}
	}

	boolean weekdays(Matcher m) {
		boolean allDay = TimeReader.ALL_DAY.matcher(this.reading.utterance.text()).find();
		DayOfWeek from = weekday(m.group("wd1"));
		DayOfWeek to = weekday(m.group("wd2"));
		if (m.group("off") == null && !allDay || from == null || to == null || from == to) {
			return false;
		}
		LocalDate start = this.reading.today.with(TemporalAdjusters.next(from));
		if (m.group("off") != null && this.reading.start == null) {
			// "off from tuesday to thursday": whole days.
			this.reading.start = new ClockTime(0, 0, PartOfDay.Meridiem.NONE, true);
			this.reading.end = ClockTime.MIDNIGHT;
		}
		return run(start, start.with(TemporalAdjusters.next(to)));
	}

	private static @Nullable Month month(String name) {
		String key = name.toLowerCase(Locale.ROOT);
		for (Month month : Month.values()) {
			if (month.name().toLowerCase(Locale.ROOT).startsWith(key.substring(0, 3))) {
				return month;
			}
		}
		return null;
	}

	private static @Nullable DayOfWeek weekday(String name) {
		String key = name.toLowerCase(Locale.ROOT);
		for (DayOfWeek day : DayOfWeek.values()) {
			if (day.name().toLowerCase(Locale.ROOT).startsWith(key.substring(0, 3))) {
				return day;
			}
		}
		return null;
	}

}
