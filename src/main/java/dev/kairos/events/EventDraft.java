package dev.kairos.events;

import java.time.Instant;
import java.time.ZoneId;
import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * The writable fields of an event, as a client or the assistant proposes them.
 * {@link EventCommands} validates a draft before it stores it.
 *
 * @param title what it is
 * @param description free text, or null
 * @param location where, or null
 * @param color {@code #rrggbb} or {@code #rgb}, or null
 * @param startTime its start (a series' first occurrence's)
 * @param endTime its end (exclusive)
 * @param allDay whether it occupies whole days; then both times are 00:00 UTC of a day
 * @param recurrence RRULE, RDATE and EXDATE lines for a series; null or empty for a
 * one-off event
 * @param timezone the zone a series repeats in; null for the user's (ignored by one-off
 * events)
 */
public record EventDraft(String title, @Nullable String description, @Nullable String location, @Nullable String color,
		Instant startTime, Instant endTime, boolean allDay, @Nullable List<String> recurrence,
		@Nullable ZoneId timezone) {

	/** The fields of a one-off event. */
	public EventDraft(String title, @Nullable String description, @Nullable String location, @Nullable String color,
			Instant startTime, Instant endTime, boolean allDay) {
		this(title, description, location, color, startTime, endTime, allDay, null, null);
	}

	/** Whether these are the fields of a series. */
	public boolean recurring() {
		return this.recurrence != null && !this.recurrence.isEmpty();
	}

	/** This draft as a one-off event. */
	public EventDraft single() {
		return new EventDraft(this.title, this.description, this.location, this.color, this.startTime, this.endTime,
				this.allDay);
	}

}
