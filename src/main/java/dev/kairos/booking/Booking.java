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
 * @param timezone the IANA zone the booker booked in (their mail is written in it), or
 * null for a booking made before it was kept: then the owner's zone is meant
 * @param sequence the iCalendar SEQUENCE of its invitation: 0 when made, one more for
 * each move and for the cancellation
 * @param mailStatus what became of the last mail to the booker ({@code sent},
 * {@code undeliverable}, {@code failed}), or null before any was sent
 */
record Booking(UUID id, UUID owner, @Nullable UUID pageId, UUID eventId, Instant startTime, Instant endTime,
		String name, String email, @Nullable String note, boolean cancelled, Instant createdAt,
		@Nullable String timezone, int sequence, @Nullable String mailStatus) {

	/** The booking moved to other times, with the next SEQUENCE. */
	Booking movedTo(Instant start, Instant end) {
		return new Booking(this.id, this.owner, this.pageId, this.eventId, start, end, this.name, this.email, this.note,
				false, this.createdAt, this.timezone, this.sequence + 1, this.mailStatus);
	}

	/** The booking cancelled, with the next SEQUENCE. */
	Booking asCancelled() {
		return new Booking(this.id, this.owner, this.pageId, this.eventId, this.startTime, this.endTime, this.name,
				this.email, this.note, true, this.createdAt, this.timezone, this.sequence + 1, this.mailStatus);
	}

}
