package dev.kairos.reminders;

import java.time.Instant;

import dev.kairos.shared.ReminderMethod;
import org.jspecify.annotations.Nullable;

/**
 * One reminder of one occurrence, as {@code GET /api/reminders} lists it.
 *
 * @param eventId the event's id, or the occurrence's instance id
 * @param title the event's title
 * @param occurrenceStart when the occurrence starts
 * @param method email or notification
 * @param minutesBefore how long before
 * @param fireTime when it fires (or fired)
 * @param status scheduled, due, sending, sent, undeliverable, failed or skipped
 * @param detail why, for undeliverable, failed and skipped ones
 */
record ReminderEntry(String eventId, String title, Instant occurrenceStart, ReminderMethod method, int minutesBefore,
		Instant fireTime, Status status, @Nullable String detail) {

	static ReminderEntry of(Planned planned, Status status, @Nullable String detail) {
		return new ReminderEntry(planned.eventId(), planned.title(), planned.occurrenceStart(), planned.method(),
				planned.minutesBefore(), planned.fireAt(), status, detail);
	}

}
