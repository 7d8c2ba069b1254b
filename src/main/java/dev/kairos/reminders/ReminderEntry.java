package dev.kairos.reminders;

import java.time.Instant;

import dev.kairos.shared.ReminderMethod;
import dev.kairos.shared.Source;
import dev.kairos.shared.SourceType;
import org.jspecify.annotations.Nullable;

/**
 * One reminder of one occurrence, or of one synced assignment's due time, as
 * {@code GET /api/reminders} lists it.
 *
 * @param eventId the event's id, or the occurrence's instance id; for an assignment its
 * id in {@code GET /api/unified/events}
 * @param title the event's (or assignment's) title
 * @param occurrenceStart when the occurrence starts (an assignment's due time)
 * @param method email or notification
 * @param minutesBefore how long before
 * @param fireTime when it fires (or fired)
 * @param status scheduled, due, sending, sent, undeliverable, failed or skipped
 * @param detail why, for undeliverable, failed and skipped ones
 * @param source {@code local} for events, {@code canvas} for synced assignments
 * @param sourceType {@code event} or {@code assignment}
 */
record ReminderEntry(String eventId, String title, Instant occurrenceStart, ReminderMethod method, int minutesBefore,
		Instant fireTime, Status status, @Nullable String detail, Source source, SourceType sourceType) {

	static ReminderEntry of(Planned planned, Status status, @Nullable String detail) {
		return new ReminderEntry(planned.itemId(), planned.title(), planned.occurrenceStart(), planned.method(),
				planned.minutesBefore(), planned.fireAt(), status, detail, planned.source(),
				planned.isAssignment() ? SourceType.ASSIGNMENT : SourceType.EVENT);
	}

}
