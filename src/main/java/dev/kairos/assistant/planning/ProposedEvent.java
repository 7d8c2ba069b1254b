package dev.kairos.assistant.planning;

import java.time.Instant;
import java.time.ZoneId;
import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.kairos.shared.Reminders;
import io.swagger.v3.oas.annotations.media.Schema;
import org.jspecify.annotations.Nullable;

/**
 * An event the assistant proposes to create, or the change it proposes to an existing
 * event. POST /api/assistant/confirm takes it back as it is (or edited) and applies it.
 *
 * @param title what it is (after the change)
 * @param startTime its start (after the change)
 * @param endTime its end, exclusive (after the change)
 * @param description further details (attendees, agenda), or null
 * @param location where, or null
 * @param color a colour, or null for the user's default colour
 * @param recurrence RFC 5545 lines ({@code RRULE:...}) when it repeats, else null
 * @param timezone the IANA zone its wall-clock times are meant in (the user's): a series
 * repeats at the same local time in it across daylight saving changes
 * @param action what confirming it does: create a new event, update or delete
 * {@code eventId}
 * @param eventId the event (or occurrence) an update or delete acts on, else null
 * @param eventVersion the version of that event when the proposal was made, so that
 * confirming a proposal about an event that changed since is refused; else null
 * @param conflicts the busy events it overlaps (read-only; empty when the time was left
 * open, since open times avoid them)
 * @param allDay whether it takes whole days ("all day on the 14th"): its times are then
 * the local midnights that bound them
 * @param reminders its own reminders, or null for the user's defaults
 */
public record ProposedEvent(String title, @Schema(format = "date-time") Instant startTime,
		@Schema(format = "date-time") Instant endTime, @Schema(nullable = true) @Nullable String description,
		@Schema(nullable = true) @Nullable String location, @Schema(nullable = true) @Nullable String color,
		@Schema(nullable = true,
				description = "RFC 5545 lines (RRULE:...) when it repeats; start_time is the first "
						+ "occurrence") @Nullable List<String> recurrence,
		@Schema(description = "IANA time zone whose wall clock the event (and a series' repeats) keeps; the "
				+ "user's", example = "America/New_York") String timezone,
		@Schema(type = "string", allowableValues = {
				"create", "update", "delete" }) Action action,
		@Schema(nullable = true, description = "The event an update or delete acts on") @Nullable String eventId,
		@Schema(nullable = true,
				description = "Opaque version of that event when proposed; send it back unchanged") @Nullable String eventVersion,
		@Schema(description = "Busy events it overlaps (read-only)") List<Busy> conflicts,
		@Schema(description = "Whether it takes whole days; start_time and end_time are then the local midnights "
				+ "that bound them") boolean allDay,
		@Schema(nullable = true, description = "Its own reminders (\"remind me to…\": one at its start); left "
				+ "out, the user's defaults") @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable Reminders reminders){

	public ProposedEvent(String title, Instant startTime, Instant endTime, @Nullable String description,
			@Nullable String location, @Nullable String color, @Nullable List<String> recurrence, String timezone,
			Action action, @Nullable String eventId, @Nullable String eventVersion, List<Busy> conflicts,
			boolean allDay) {
		this(title, startTime, endTime, description, location, color, recurrence, timezone, action, eventId,
				eventVersion, conflicts, allDay, null);
	}

	public ProposedEvent {
		conflicts = List.copyOf(conflicts);
		recurrence = (recurrence != null) ? List.copyOf(recurrence) : null;
	}

	/** An event of times, not whole days. */
	public ProposedEvent(String title, Instant startTime, Instant endTime, @Nullable String description,
			@Nullable String location, @Nullable String color, @Nullable List<String> recurrence, String timezone,
			Action action, @Nullable String eventId, @Nullable String eventVersion, List<Busy> conflicts) {
		this(title, startTime, endTime, description, location, color, recurrence, timezone, action, eventId,
				eventVersion, conflicts, false);
	}

	/** A new one-off event. */
	public ProposedEvent(String title, Instant startTime, Instant endTime, @Nullable String description,
			@Nullable String location, @Nullable String color, ZoneId zone, List<Busy> conflicts) {
		this(title, startTime, endTime, description, location, color, null, zone.getId(), Action.CREATE, null, null,
				conflicts);
	}

	/**
	 * A change to an existing event (or occurrence, or series): its fields as they will
	 * be after the change; a series keeps its recurrence.
	 */
	static ProposedEvent change(CalendarEvent event, Action action, String title, Instant start, Instant end,
			@Nullable String location, ZoneId zone, List<Busy> conflicts) {
		return new ProposedEvent(title, start, end, event.description(), location, event.color(), event.recurrence(),
				zone.getId(), action, event.id(), event.version(), conflicts);
	}

	public Interval interval() {
		return new Interval(this.startTime, this.endTime);
	}

	ProposedEvent withTimes(Instant start, Instant end, List<Busy> overlaps) {
		return new ProposedEvent(this.title, start, end, this.description, this.location, this.color, this.recurrence,
				this.timezone, this.action, this.eventId, this.eventVersion, overlaps, this.allDay, this.reminders);
	}

	/**
	 * The same change, made an update: a cancel corrected to a move ("actually just push
	 * it").
	 */
	ProposedEvent asUpdate() {
		return new ProposedEvent(this.title, this.startTime, this.endTime, this.description, this.location, this.color,
				this.recurrence, this.timezone, Action.UPDATE, this.eventId, this.eventVersion, this.conflicts,
				this.allDay, this.reminders);
	}

	ProposedEvent withTitle(String newTitle) {
		return new ProposedEvent(newTitle, this.startTime, this.endTime, this.description, this.location, this.color,
				this.recurrence, this.timezone, this.action, this.eventId, this.eventVersion, this.conflicts,
				this.allDay, this.reminders);
	}

	ProposedEvent withRecurrence(List<String> lines) {
		return new ProposedEvent(this.title, this.startTime, this.endTime, this.description, this.location, this.color,
				lines, this.timezone, this.action, this.eventId, this.eventVersion, this.conflicts, this.allDay,
				this.reminders);
	}

	ProposedEvent withLocation(String newLocation) {
		return new ProposedEvent(this.title, this.startTime, this.endTime, this.description, newLocation, this.color,
				this.recurrence, this.timezone, this.action, this.eventId, this.eventVersion, this.conflicts,
				this.allDay, this.reminders);
	}

	/** The same event over whole days. */
	ProposedEvent withAllDay(boolean whole) {
		return new ProposedEvent(this.title, this.startTime, this.endTime, this.description, this.location, this.color,
				this.recurrence, this.timezone, this.action, this.eventId, this.eventVersion, this.conflicts, whole,
				this.reminders);
	}

	/** The same proposal with reminders of its own. */
	ProposedEvent withReminders(Reminders own) {
		return new ProposedEvent(this.title, this.startTime, this.endTime, this.description, this.location, this.color,
				this.recurrence, this.timezone, this.action, this.eventId, this.eventVersion, this.conflicts,
				this.allDay, own);
	}

}
