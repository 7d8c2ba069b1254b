package dev.kairos.booking;

import java.time.DayOfWeek;
import java.time.LocalTime;
import java.util.Locale;

/**
 * A weekly window of availability on a booking page, in the owner's time zone.
 *
 * @param day the weekday
 * @param start its first minute
 * @param end its end (exclusive), after {@code start}
 */
record WeeklyWindow(DayOfWeek day, LocalTime start, LocalTime end) {

	/** As stored: {@code monday 09:00-17:00}. */
	String stored() {
		return this.day.name().toLowerCase(Locale.ROOT) + " " + this.start + "-" + this.end;
	}

	static WeeklyWindow parse(String stored) {
		String[] dayAndTimes = stored.strip().split(" ");
		String[] times = dayAndTimes[1].split("-");
		return new WeeklyWindow(DayOfWeek.valueOf(dayAndTimes[0].toUpperCase(Locale.ROOT)), LocalTime.parse(times[0]),
				LocalTime.parse(times[1]));
	}

}
