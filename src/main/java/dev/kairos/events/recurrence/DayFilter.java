package dev.kairos.events.recurrence;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import org.jspecify.annotations.Nullable;

/**
 * The days a rule's occurrences can fall on, from its month, day-of-month and weekday
 * parts alone: every occurrence's (wall-clock) date passes each of those parts, whether
 * the part expands or limits, and whatever BYSETPOS then picks. A yearly birthday can so
 * be ruled out of a week by looking at seven dates, without iterating the rule.
 *
 * @param months the months allowed (1-12), or null for any
 * @param monthDays the days of the month allowed (negative from the end), or null for any
 * @param weekdays the weekdays allowed, or null for any
 */
record DayFilter(@Nullable Set<Integer> months, @Nullable Set<Integer> monthDays, @Nullable Set<DayOfWeek> weekdays) {

	/** Windows over more dates than this are not worth filtering: expansion decides. */
	static final int MAX_DATES = 14;

	/**
	 * The filter for these parts (with DTSTART's written out), or null when none applies.
	 */
	static @Nullable DayFilter of(Map<String, String> parts) {
		// Year days and week numbers interact with the other parts in ways readers differ
		// on: leave such rules to expansion.
		if (parts.containsKey("BYYEARDAY") || parts.containsKey("BYWEEKNO")) {
			return null;
		}
		try {
			Set<Integer> months = numbers(parts.get("BYMONTH"));
			Set<Integer> monthDays = numbers(parts.get("BYMONTHDAY"));
			Set<DayOfWeek> weekdays = null;
			String day = parts.get("BYDAY");
			if (day != null) {
				weekdays = EnumSet.noneOf(DayOfWeek.class);
				for (String value : day.split(",")) {
					weekdays.add(Rule.dayOfWeek(value.substring(value.length() - 2)));
				}
			}
			return (months == null && monthDays == null && weekdays == null) ? null
					: new DayFilter(months, monthDays, weekdays);
		}
		catch (RuntimeException ex) {
			return null;
		}
	}

	/**
	 * Whether any date from {@code first} to {@code last} (both included) may hold an
	 * occurrence; true for ranges longer than {@link #MAX_DATES}.
	 */
	boolean mayHoldAny(LocalDate first, LocalDate last) {
		if (ChronoUnit.DAYS.between(first, last) >= MAX_DATES) {
			return true;
		}
		for (LocalDate date = first; !date.isAfter(last); date = date.plusDays(1)) {
			if (mayHold(date)) {
				return true;
			}
		}
		return false;
	}

	boolean mayHold(LocalDate date) {
		if (this.months != null && !this.months.contains(date.getMonthValue())) {
			return false;
		}
		if (this.weekdays != null && !this.weekdays.contains(date.getDayOfWeek())) {
			return false;
		}
		if (this.monthDays == null) {
			return true;
		}
		int day = date.getDayOfMonth();
		return this.monthDays.contains(day) || this.monthDays.contains(day - date.lengthOfMonth() - 1);
	}

	private static @Nullable Set<Integer> numbers(@Nullable String list) {
		if (list == null) {
			return null;
		}
		Set<Integer> numbers = new HashSet<>();
		for (String value : list.split(",")) {
			numbers.add(Integer.parseInt(value));
		}
		return numbers;
	}

}
