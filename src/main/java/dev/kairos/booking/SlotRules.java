package dev.kairos.booking;

import java.time.Duration;
import java.time.ZoneId;
import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * What a booking page asks of a free slot, in the service's types.
 *
 * @param zone the owner's time zone, in which the windows and days are read
 * @param windows the weekly windows a booking must lie inside
 * @param duration the booking's length
 * @param bufferBefore time kept free before it
 * @param bufferAfter time kept free after it
 * @param notice how long before its start it may be booked at the latest
 * @param horizon how far ahead of now it may start
 * @param maxPerDay most bookings of the page on one day of the owner, or null for no
 * limit
 */
record SlotRules(ZoneId zone, List<WeeklyWindow> windows, Duration duration, Duration bufferBefore,
		Duration bufferAfter, Duration notice, Duration horizon, @Nullable Integer maxPerDay) {

	SlotRules {
		windows = List.copyOf(windows);
	}

	/**
	 * The distance between slot starts in one window: the duration, but at most an hour,
	 * so that a long meeting still has a start on every hour.
	 */
	Duration step() {
		return (this.duration.compareTo(Duration.ofHours(1)) > 0) ? Duration.ofHours(1) : this.duration;
	}

}
