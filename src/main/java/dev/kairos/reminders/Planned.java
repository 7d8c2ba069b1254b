package dev.kairos.reminders;

import java.time.Instant;

import dev.kairos.events.Event;
import dev.kairos.shared.ReminderMethod;
import dev.kairos.shared.Source;
import dev.kairos.sync.SyncedEvent;
import org.jspecify.annotations.Nullable;

/**
 * One reminder of one occurrence of a local event, or of one synced assignment's due
 * time.
 *
 * @param eventId the reminder's key: the event's id, or the occurrence's instance id; for
 * an assignment {@code canvas:} and the provider's id of it (stable when it is synced
 * again under a new id of ours)
 * @param title the event's or assignment's title
 * @param occurrenceStart when the occurrence starts (an all-day one: midnight in the
 * user's zone); an assignment's due time
 * @param method how
 * @param minutesBefore how long before the start
 * @param fireAt when it fires
 * @param event the occurrence, when it was just read (for the message); null when read
 * back from the record, and for assignments
 * @param source {@code LOCAL} for events, {@code CANVAS} for assignments
 * @param itemId the id clients know it by: the event's (or instance's) id, or the
 * assignment's id in the unified events API
 * @param assignment the assignment, when it was just read (for the message)
 */
record Planned(String eventId, String title, Instant occurrenceStart, ReminderMethod method, int minutesBefore,
		Instant fireAt, @Nullable Event event, Source source, String itemId, @Nullable SyncedEvent assignment) {

	Planned(String eventId, String title, Instant occurrenceStart, ReminderMethod method, int minutesBefore,
			Instant fireAt, @Nullable Event event) {
		this(eventId, title, occurrenceStart, method, minutesBefore, fireAt, event, Source.LOCAL, eventId, null);
	}

	Planned(String eventId, String title, Instant occurrenceStart, ReminderMethod method, int minutesBefore,
			Instant fireAt) {
		this(eventId, title, occurrenceStart, method, minutesBefore, fireAt, null);
	}

	/** Whether it is of an assignment's due time rather than an event's start. */
	boolean isAssignment() {
		return this.source != Source.LOCAL;
	}

	JdbcReminderRepository.Key key() {
		return new JdbcReminderRepository.Key(this.eventId, this.occurrenceStart, this.method, this.minutesBefore);
	}

}
