package dev.kairos.booking;

import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/**
 * A booking made on a page.
 *
 * @param id its id
 * @param owner whose calendar holds it
 * @param pageId the page it was made on, or null once that page was deleted
 * @param eventId the event it became in the owner's calendar
 * @param startTime its start
 * @param endTime its end (exclusive)
 * @param name the booker's name
 * @param email the booker's e-mail address
 * @param note what the booker wrote, or null
 * @param cancelled whether it was cancelled
 * @param createdAt when it was made
 */
record Booking(UUID id, UUID owner, @Nullable UUID pageId, UUID eventId, Instant startTime, Instant endTime,
		String name, String email, @Nullable String note, boolean cancelled, Instant createdAt) {

}
