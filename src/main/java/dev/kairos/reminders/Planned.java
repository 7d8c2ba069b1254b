package dev.kairos.reminders;

import java.time.Instant;

import dev.kairos.events.Event;
import dev.kairos.shared.ReminderMethod;
import org.jspecify.annotations.Nullable;

/**
 * One reminder of one occurrence.
 *
 * @param eventId the event's id, or the occurrence's instance id
 * @param title the event's title
 * @param occurrenceStart when the occurrence starts (an all-day one: midnight in the
 * user's zone)
 * @param method how
 * @param minutesBefore how long before the start
 * @param fireAt when it fires
 * @param event the occurrence, when it was just read (for the message); null when read
 * back from the record
 */
record Planned(String eventId, String title, Instant occurrenceStart, ReminderMethod method, int minutesBefore,
		Instant fireAt, @Nullable Event event) {

	Planned(String eventId, String title, Instant occurrenceStart, ReminderMethod method, int minutesBefore,
			Instant fireAt) {
		this(eventId, title, occurrenceStart, method, minutesBefore, fireAt, null);
	}

	JdbcReminderRepository.Key key() {
		return new JdbcReminderRepository.Key(this.eventId, this.occurrenceStart, this.method, this.minutesBefore);
	}

}
