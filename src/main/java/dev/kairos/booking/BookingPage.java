package dev.kairos.booking;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/**
 * A booking page as stored.
 *
 * @param id its id
 * @param owner the user whose calendar it books
 * @param slug its public name, unique on the server
 * @param title what is booked
 * @param durations the lengths a booker may choose, in minutes
 * @param availability weekly windows in the owner's zone, or null to follow the owner's
 * working hours
 * @param bufferBeforeMinutes kept free before a booking
 * @param bufferAfterMinutes kept free after a booking
 * @param minimumNoticeMinutes how long before its start a booking may be made at the
 * latest
 * @param horizonDays how many days ahead a booking may start
 * @param maxPerDay most bookings on one day of the owner, or null for no limit
 * @param location where the meeting is, or null
 * @param description what the booker reads, or null
 * @param enabled whether the public side answers
 * @param createdAt when it was made
 * @param updatedAt when it last changed
 */
record BookingPage(UUID id, UUID owner, String slug, String title, List<Integer> durations,
		@Nullable List<WeeklyWindow> availability, int bufferBeforeMinutes, int bufferAfterMinutes,
		int minimumNoticeMinutes, int horizonDays, @Nullable Integer maxPerDay, @Nullable String location,
		@Nullable String description, boolean enabled, Instant createdAt, Instant updatedAt) {

	BookingPage {
		durations = List.copyOf(durations);
		availability = (availability != null) ? List.copyOf(availability) : null;
	}

}
