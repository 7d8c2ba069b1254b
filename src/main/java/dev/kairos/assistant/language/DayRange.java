package dev.kairos.assistant.language;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.Month;
import java.time.Year;
import java.time.temporal.TemporalAdjusters;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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

	static final Pattern DAYS = Pattern.compile("(?<![\\w/.:-])(?:from\\s+)?(?:the\\s+)?(?<d1>" + DAY + ")" + TO
			+ "(?:the\\s+)?(?<d2>" + DAY + ")\\s+(?:of\\s+)?(?<mon>" + DayReader.MONTH + ")\\b\\.?"
			+ "|(?<![\\w/.:-])(?:from\\s+)?(?<mon2>" + DayReader.MONTH + ")\\.?\\s+(?<d3>" + DAY + ")" + TO + "(?<d4>"
			+ DAY + ")(?![\\w:./]|\\s*" + ClockTime.MERIDIEM + ")");

	/**
	 * Weekdays from one to another; a range only with "off" before it or "all day" in the
	 * message, since "move yoga from monday to friday" names two days of a change.
	 */
	static final Pattern WEEKDAYS = Pattern.compile("(?<![\\w])(?:(?<off>(?<=\\boff\\s)))?(?:from\\s+)?(?<wd1>"
			+ DayReader.WEEKDAY_NAME + ")\\.?" + TO + "(?<wd2>" + DayReader.WEEKDAY_NAME + ")\\b\\.?");

	private final Reading reading;

	DayRange(Reading reading) {
		this.reading = reading;
	}

	boolean days(Matcher m) {
		boolean first = m.group("d1") != null;
		Month month = month(first ? m.group("mon") : m.group("mon2"));
		Integer from = Numbers.dayOfMonth(first ? m.group("d1") : m.group("d3"));
		Integer to = Numbers.dayOfMonth(first ? m.group("d2") : m.group("d4"));
		if (month == null || from == null || to == null || from < 1 || to <= from || to > month.maxLength()) {
			return false;
		}
		LocalDate start = null;
		for (int year = this.reading.today.getYear(); year <= this.reading.today.getYear() + 1
				&& start == null; year++) {
			if (to <= month.length(Year.isLeap(year)) && !LocalDate.of(year, month, to).isBefore(this.reading.today)) {
				start = LocalDate.of(year, month, from);
			}
		}
		return start != null && this.reading.span(start, start.plusDays(to - from), true);
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
		return this.reading.span(start, start.with(TemporalAdjusters.next(to)), true);
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
