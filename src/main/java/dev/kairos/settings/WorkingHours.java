package dev.kairos.settings;

import java.time.DayOfWeek;
import java.time.LocalTime;
import java.util.Set;

/**
 * When the user works: the assistant places meetings and study sessions inside these
 * hours.
 *
 * @param start first minute of the working day
 * @param end end of the working day (exclusive), after {@code start}
 * @param days the working weekdays
 */
public record WorkingHours(LocalTime start, LocalTime end, Set<DayOfWeek> days) {

	public WorkingHours {
		days = Set.copyOf(days);
	}

}
