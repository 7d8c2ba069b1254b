package dev.kairos.ical;

import java.time.Duration;
import java.time.Instant;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * Read iCalendar DATE, DATE-TIME, PERIOD and DURATION values leniently: a date written
 * with a {@code Z} (Google's birthdays), a date-time without seconds, and a date-time
 * where the VALUE parameter says DATE are all read for what they clearly mean.
 */
final class TimeValues {

	private static final Pattern DATE = Pattern.compile("(\\d{4})(\\d{2})(\\d{2})Z?");

	private static final Pattern DATE_TIME = Pattern.compile("(\\d{4})(\\d{2})(\\d{2})T(\\d{2})(\\d{2})(\\d{2})?(Z?)");

	private static final Pattern DURATION = Pattern
		.compile("([+-])?P(?:(\\d+)W)?(?:(\\d+)D)?(?:T(?:(\\d+)H)?(?:(\\d+)M)?(?:(\\d+)S)?)?");

	/** Longest DURATION read, in days; events may last 366 days. */
	private static final long MAX_DURATION_DAYS = 1000;

	private static final DateTimeFormatter DATE_KEY = DateTimeFormatter.BASIC_ISO_DATE;

	private TimeValues() {
	}

	/**
	 * Read one value.
	 * @param text the value
	 * @param valueType the VALUE parameter, or null
	 * @param rules how to read a local time (the TZID's rules, or the user's for floating
	 * times)
	 * @return the value
	 * @throws IllegalArgumentException when it is neither a date nor a date-time
	 */
	static TimeValue parse(String text, @Nullable String valueType, ZoneRules rules) {
		String value = text.strip();
		try {
			return parseChecked(value, valueType, rules);
		}
		catch (DateTimeException ex) {
			// 20301340, Feb 30, 25:00: shaped like a date but none.
			throw new IllegalArgumentException("\"" + shorten(value) + "\" is not a valid date or date-time");
		}
	}

	private static TimeValue parseChecked(String value, @Nullable String valueType, ZoneRules rules) {
		Matcher date = DATE.matcher(value);
		if (date.matches()) {
			return TimeValue.ofDate(LocalDate.of(number(date, 1), number(date, 2), number(date, 3)));
		}
		Matcher dateTime = DATE_TIME.matcher(value);
		if (dateTime.matches()) {
			LocalDate day = LocalDate.of(number(dateTime, 1), number(dateTime, 2), number(dateTime, 3));
			if ("DATE".equalsIgnoreCase(valueType)) {
				return TimeValue.ofDate(day);
			}
			LocalDateTime local = day.atTime(number(dateTime, 4), number(dateTime, 5),
					(dateTime.group(6) != null) ? number(dateTime, 6) : 0);
			return TimeValue.ofLocal(local, dateTime.group(7).isEmpty() ? rules : ZoneOffset.UTC.getRules());
		}
		throw new IllegalArgumentException("\"" + shorten(value) + "\" is not a date or a date-time");
	}

	/** Read a comma-separated list of dates or date-times (PERIODs give their start). */
	static List<TimeValue> parseList(String text, @Nullable String valueType, ZoneRules rules) {
		List<TimeValue> values = new ArrayList<>();
		for (String item : text.split(",")) {
			if (!item.isBlank()) {
				values.add(parsePeriodStart(item, valueType, rules));
			}
		}
		return values;
	}

	/**
	 * Read the end of a PERIOD value ({@code start/end} or {@code start/duration}), or
	 * null when the item is not a period.
	 */
	static @Nullable Instant periodEnd(String item, ZoneRules rules) {
		int slash = item.indexOf('/');
		if (slash < 0) {
			return null;
		}
		TimeValue start = parse(item.substring(0, slash), null, rules);
		String end = item.substring(slash + 1).strip();
		if (end.startsWith("P") || end.startsWith("+") || end.startsWith("-")) {
			return plus(start, duration(end));
		}
		return parse(end, null, rules).instant();
	}

	private static TimeValue parsePeriodStart(String item, @Nullable String valueType, ZoneRules rules) {
		int slash = item.indexOf('/');
		return parse((slash >= 0) ? item.substring(0, slash) : item, (slash >= 0) ? null : valueType, rules);
	}

	/**
	 * Read a DURATION value.
	 * @throws IllegalArgumentException when it is not one
	 */
	static Nominal duration(String text) {
		Matcher matcher = DURATION.matcher(text.strip());
		if (!matcher.matches() || text.strip().equals("P") || text.strip().endsWith("T")) {
			throw new IllegalArgumentException("\"" + shorten(text) + "\" is not a duration");
		}
		int sign = "-".equals(matcher.group(1)) ? -1 : 1;
		long days;
		long seconds;
		try {
			days = Math.addExact(Math.multiplyExact(7L, optional(matcher, 2)), optional(matcher, 3));
			seconds = Math.addExact(Math.addExact(Math.multiplyExact(3600L, optional(matcher, 4)),
					Math.multiplyExact(60L, optional(matcher, 5))), optional(matcher, 6));
		}
		catch (ArithmeticException | NumberFormatException ex) {
			throw new IllegalArgumentException("\"" + shorten(text) + "\" is longer than any event may be");
		}
		// No event may last longer than 366 days; anything far past that is refused
		// here, before date arithmetic overflows.
		if (days > MAX_DURATION_DAYS || seconds > MAX_DURATION_DAYS * 86_400L) {
			throw new IllegalArgumentException("\"" + shorten(text) + "\" is longer than any event may be");
		}
		return new Nominal(sign * days, Duration.ofSeconds(sign * seconds));
	}

	/** A time plus a duration: days on the wall clock, then exact time. */
	static Instant plus(TimeValue start, Nominal duration) {
		if (start.date() != null) {
			return start.date()
				.plusDays(duration.days())
				.atStartOfDay(ZoneOffset.UTC)
				.toInstant()
				.plus(duration.time());
		}
		return instant(start.local().plusDays(duration.days()), start.rules()).plus(duration.time());
	}

	/**
	 * The instant of a wall-clock time. In a gap (spring forward) the time moves on by
	 * the gap's length; in an overlap (fall back) the earlier instant is taken, as
	 * {@link java.time.ZonedDateTime#ofLocal} does.
	 */
	static Instant instant(LocalDateTime local, ZoneRules rules) {
		List<ZoneOffset> offsets = rules.getValidOffsets(local);
		if (offsets.isEmpty()) {
			ZoneOffsetTransition gap = rules.getTransition(local);
			return local.plus(gap.getDuration()).toInstant(gap.getOffsetAfter());
		}
		return local.toInstant(offsets.get(0));
	}

	/**
	 * {@code 20260302}: a date in basic format, as an all-day rule's UNTIL is written.
	 */
	static String key(LocalDate date) {
		return DATE_KEY.format(date);
	}

	private static int number(Matcher matcher, int group) {
		return Integer.parseInt(matcher.group(group));
	}

	private static long optional(Matcher matcher, int group) {
		return (matcher.group(group) != null) ? Long.parseLong(matcher.group(group)) : 0;
	}

	private static String shorten(String value) {
		return (value.length() > 40) ? value.substring(0, 40) + "..." : value;
	}

	/**
	 * A DURATION: whole days (which follow the wall clock across daylight-saving changes)
	 * and exact time.
	 *
	 * @param days the days and weeks
	 * @param time the hours, minutes and seconds
	 */
	record Nominal(long days, Duration time) {

	}

	/**
	 * A DATE (all-day) or a DATE-TIME with the rules to read it by.
	 *
	 * @param date the date of a DATE value, else null
	 * @param local the wall-clock time of a DATE-TIME value, else null
	 * @param rules the rules of that wall clock, else null
	 */
	record TimeValue(@Nullable LocalDate date, @Nullable LocalDateTime local, @Nullable ZoneRules rules) {

		static TimeValue ofDate(LocalDate date) {
			return new TimeValue(date, null, null);
		}

		static TimeValue ofLocal(LocalDateTime local, ZoneRules rules) {
			return new TimeValue(null, local, rules);
		}

		boolean isDate() {
			return this.date != null;
		}

		/** The instant; a date is read as 00:00 UTC, as all-day events are stored. */
		Instant instant() {
			if (this.date != null) {
				return this.date.atStartOfDay(ZoneOffset.UTC).toInstant();
			}
			return TimeValues.instant(this.local, this.rules);
		}

		/** The calendar day, on the value's own wall clock. */
		LocalDate day() {
			return (this.date != null) ? this.date : this.local.toLocalDate();
		}

	}

}
