package dev.kairos.assistant.language;

import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;

import org.jspecify.annotations.Nullable;

/**
 * Everything a message says about when, before it is placed in a calendar: the day or
 * span of days, clock times, a length, a part of the day, limits, or an exact moment
 * relative to now. Each part is null when the message does not say it.
 *
 * @param date a single day ("tomorrow", "Friday", "Dec 5")
 * @param firstDay first day of a span ("this week", "next week", "this weekend")
 * @param lastDay last day of that span (inclusive)
 * @param anyDay whether the span may use days that are no working days (a weekend)
 * @param deadline the day before which it must happen (exclusive): "by Friday" is the
 * Saturday, "before Friday" the Friday
 * @param start a clock time it starts at
 * @param end a clock time it ends at
 * @param duration how long it lasts
 * @param part a part of the day ("morning", "tonight")
 * @param after a clock time it may not start before ("after 2pm")
 * @param before a clock time it must end by ("before noon", "by 5")
 * @param exact an exact local start relative to now ("in 2 hours")
 * @param past whether the message names a day or time that is over ("yesterday")
 * @param open whether the message leaves the time to the assistant on purpose
 * ("sometime", "find time")
 */
public record When(@Nullable LocalDate date, @Nullable LocalDate firstDay, @Nullable LocalDate lastDay, boolean anyDay,
		@Nullable LocalDate deadline, @Nullable ClockTime start, @Nullable ClockTime end, @Nullable Duration duration,
		@Nullable PartOfDay part, @Nullable ClockTime after, @Nullable ClockTime before, @Nullable LocalDateTime exact,
		boolean past, boolean open) {

	/** Whether the message says anything about the day. */
	public boolean hasDay() {
		return this.date != null || this.firstDay != null || this.deadline != null || this.exact != null;
	}

	/** Whether the message fixes a start time (not only a window for one). */
	public boolean hasStart() {
		return this.start != null || this.exact != null;
	}

	/** Whether it takes the whole day said: midnight to midnight ("all day"). */
	public boolean isAllDay() {
		return this.start != null && this.end != null && this.start.literal() && this.start.hour() == 0
				&& this.start.minute() == 0 && this.end.equals(ClockTime.MIDNIGHT);
	}

	/** Whether the message says anything about when at all. */
	public boolean isEmpty() {
		return !hasDay() && this.start == null && this.end == null && this.duration == null && this.part == null
				&& this.after == null && this.before == null && !this.past && !this.open;
	}

}
