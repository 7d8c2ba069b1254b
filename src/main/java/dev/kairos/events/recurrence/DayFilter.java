package dev.kairos.events.recurrence;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.List;

import org.dmfs.rfc5545.recur.RecurrenceRule;
import org.dmfs.rfc5545.recur.RecurrenceRule.Part;
import org.dmfs.rfc5545.recur.RecurrenceRule.WeekdayNum;
import org.jspecify.annotations.Nullable;

/**
 * The days a rule's occurrences can fall on, from its month, day-of-month and weekday
 * parts alone: every occurrence's (wall-clock) date passes each of those parts, whether
 * the part expands or limits, and whatever BYSETPOS then picks. A yearly birthday can so
 * be ruled out of a week by looking at seven dates, without iterating the rule. Each part
 * is a bit set (0 when the rule leaves it free), since conflict checks ask this of every
 * series the user has.
 *
 * @param months bit {@code m} for each month allowed (1-12)
 * @param monthDays bit {@code d} for each day of the month allowed counting from the
 * start, and bit {@code 32 + d} for day {@code -d} from the end
 * @param weekdays bit {@code DayOfWeek.ordinal()} for each weekday allowed
 */
record DayFilter(int months, long monthDays, int weekdays) {

	/** Windows over more dates than this are not worth filtering: expansion decides. */
	static final int MAX_DATES = 14;

	/**
	 * The filter for a rule as lib-recur iterates it (with DTSTART's parts written out),
	 * or null when none applies.
	 */
	static @Nullable DayFilter of(RecurrenceRule rule) {
		// Year days and week numbers interact with the other parts in ways readers differ
		// on: leave such rules to expansion.
		if (rule.hasPart(Part.BYYEARDAY) || rule.hasPart(Part.BYWEEKNO)) {
			return null;
		}
		int months = 0;
		// lib-recur counts months from 0.
		for (int month : values(rule.getByPart(Part.BYMONTH))) {
			months |= 1 << (month + 1);
		}
		long monthDays = 0;
		for (int day : values(rule.getByPart(Part.BYMONTHDAY))) {
			monthDays |= 1L << ((day > 0) ? day : 32 - day);
		}
		int weekdays = 0;
		List<WeekdayNum> byDay = rule.getByDayPart();
		for (WeekdayNum day : (byDay != null) ? byDay : List.<WeekdayNum>of()) {
			weekdays |= 1 << Rule.dayOfWeek(day.weekday.name()).ordinal();
		}
		return (months == 0 && monthDays == 0 && weekdays == 0) ? null : new DayFilter(months, monthDays, weekdays);
	}

	private static List<Integer> values(@Nullable List<Integer> part) {
		return (part != null) ? part : List.of();
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
		if (this.months != 0 && (this.months & (1 << date.getMonthValue())) == 0) {
			return false;
		}
		if (this.weekdays != 0 && (this.weekdays & (1 << date.getDayOfWeek().ordinal())) == 0) {
			return false;
		}
		int day = date.getDayOfMonth();
		int fromEnd = date.lengthOfMonth() - day + 1;
		return this.monthDays == 0 || (this.monthDays & ((1L << day) | (1L << (32 + fromEnd)))) != 0;
	}

}
