package dev.kairos.events;

import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.kairos.shared.Reminders;
import dev.kairos.shared.Source;
import org.jspecify.annotations.Nullable;

/**
 * A local event as returned: a one-off event, a series (with its {@code recurrence}), or
 * one occurrence of a series (with {@code recurring_event_id} and
 * {@code original_start_time}).
 *
 * @param id the event's id; an instance's is its series' id and original start
 * @param title what it is
 * @param description free text, or null
 * @param location where, or null
 * @param color {@code #rrggbb} or {@code #rgb}, or null for the user's default colour
 * @param startTime its start; for an all-day event 00:00 UTC of its first day; for a
 * series its first occurrence's
 * @param endTime its end (exclusive); for an all-day event 00:00 UTC after its last day
 * @param allDay whether it occupies whole days rather than a time range
 * @param recurrence a series' RRULE, RDATE and EXDATE lines; null for anything else
 * @param timezone the zone a series (and its instances) repeats in; null for one-off
 * events
 * @param recurringEventId an instance's series; else null
 * @param originalStartTime an instance's start in its series (its RECURRENCE-ID); else
 * null
 * @param reminders the user's defaults, or its own reminders (an instance's are its
 * series' unless changed on their own)
 * @param sequence how many times it has changed (the iCalendar SEQUENCE)
 * @param createdAt when it was created
 * @param updatedAt when it last changed
 * @param attendees who is invited (a one-off event's; series have none yet), in the order
 * they were given
 */
public record Event(EventId id, String title, @Nullable String description, @Nullable String location,
		@Nullable String color, Instant startTime, Instant endTime, boolean allDay, @Nullable List<String> recurrence,
		@Nullable String timezone, @Nullable UUID recurringEventId, @Nullable Instant originalStartTime,
		Reminders reminders, @JsonIgnore int sequence, Instant createdAt, Instant updatedAt, List<Attendee> attendees) {

	public Event {
		attendees = (attendees != null) ? List.copyOf(attendees) : List.of();
	}

	/** An event without attendees (a series, or one of its occurrences). */
	public Event(EventId id, String title, @Nullable String description, @Nullable String location,
			@Nullable String color, Instant startTime, Instant endTime, boolean allDay,
			@Nullable List<String> recurrence, @Nullable String timezone, @Nullable UUID recurringEventId,
			@Nullable Instant originalStartTime, Reminders reminders, int sequence, Instant createdAt,
			Instant updatedAt) {
		this(id, title, description, location, color, startTime, endTime, allDay, recurrence, timezone,
				recurringEventId, originalStartTime, reminders, sequence, createdAt, updatedAt, List.of());
	}

	/** A one-off event. */
	public Event(UUID id, String title, @Nullable String description, @Nullable String location, @Nullable String color,
			Instant startTime, Instant endTime, boolean allDay, int sequence, Instant createdAt, Instant updatedAt) {
		this(id, title, description, location, color, startTime, endTime, allDay, Reminders.DEFAULT, sequence,
				createdAt, updatedAt);
	}

	/** A one-off event with its reminders. */
	public Event(UUID id, String title, @Nullable String description, @Nullable String location, @Nullable String color,
			Instant startTime, Instant endTime, boolean allDay, Reminders reminders, int sequence, Instant createdAt,
			Instant updatedAt) {
		this(id, title, description, location, color, startTime, endTime, allDay, reminders, sequence, createdAt,
				updatedAt, List.of());
	}

	/** A one-off event with its reminders and attendees. */
	public Event(UUID id, String title, @Nullable String description, @Nullable String location, @Nullable String color,
			Instant startTime, Instant endTime, boolean allDay, Reminders reminders, int sequence, Instant createdAt,
			Instant updatedAt, List<Attendee> attendees) {
		this(EventId.of(id), title, description, location, color, startTime, endTime, allDay, null, null, null, null,
				reminders, sequence, createdAt, updatedAt, attendees);
	}

	/**
	 * A one-off event with a checked draft's fields.
	 * @param id its id
	 * @param fields its fields ({@link EventDraft#validated})
	 * @param sequence how often it changed (iCalendar's SEQUENCE)
	 * @param createdAt when it was made
	 * @param updatedAt when it last changed
	 */
	static Event oneOff(UUID id, EventDraft fields, int sequence, Instant createdAt, Instant updatedAt) {
		return new Event(id, fields.title(), fields.description(), fields.location(), fields.color(),
				fields.startTime(), fields.endTime(), fields.allDay(), fields.reminders(), sequence, createdAt,
				updatedAt, fields.attendees());
	}

	/** Local events always come from {@link Source#LOCAL}. */
	@JsonProperty("source")
	public Source source() {
		return Source.LOCAL;
	}

	/** Whether this is a series rather than a one-off event or an instance. */
	@JsonIgnore
	public boolean isSeries() {
		return this.recurrence != null;
	}

	/** The writable fields of this event. */
	public EventDraft draft() {
		return new EventDraft(this.title, this.description, this.location, this.color, this.startTime, this.endTime,
				this.allDay, this.recurrence, (this.timezone != null) ? ZoneId.of(this.timezone) : null, this.reminders,
				this.attendees);
	}

}
