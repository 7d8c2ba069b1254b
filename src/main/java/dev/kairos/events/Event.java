package dev.kairos.events;

import java.time.Instant;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.kairos.shared.Source;
import org.jspecify.annotations.Nullable;

/**
 * A local event as stored and returned.
 *
 * @param id the event's id
 * @param title what it is
 * @param description free text, or null
 * @param location where, or null
 * @param color {@code #rrggbb} or {@code #rgb}, or null for the user's default colour
 * @param startTime its start; for an all-day event 00:00 UTC of its first day
 * @param endTime its end (exclusive); for an all-day event 00:00 UTC after its last day
 * @param allDay whether it occupies whole days rather than a time range
 * @param sequence how many times it has changed (the iCalendar SEQUENCE)
 * @param createdAt when it was created
 * @param updatedAt when it last changed
 */
public record Event(UUID id, String title, @Nullable String description, @Nullable String location,
		@Nullable String color, Instant startTime, Instant endTime, boolean allDay, @JsonIgnore int sequence,
		Instant createdAt, Instant updatedAt) {

	/** Local events always come from {@link Source#LOCAL}. */
	@JsonProperty("source")
	public Source source() {
		return Source.LOCAL;
	}

	/** The writable fields of this event. */
	public EventDraft draft() {
		return new EventDraft(this.title, this.description, this.location, this.color, this.startTime, this.endTime,
				this.allDay);
	}

}
