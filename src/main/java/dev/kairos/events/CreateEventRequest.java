package dev.kairos.events;

import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.function.Supplier;

import dev.kairos.shared.DateTimeInput;
import dev.kairos.shared.FieldProblems;
import dev.kairos.shared.NotCleared;
import dev.kairos.shared.Patch;
import dev.kairos.shared.ReadOnlyKeys;
import dev.kairos.shared.Reminders;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import org.jspecify.annotations.Nullable;

/**
 * Body of {@code POST /api/events/create}. Times with an offset or Z are taken as given;
 * without one they are read in the series' {@code timezone} (or the user's). For an
 * all-day event send dates; end_time is the day after the last.
 *
 * @param title what it is
 * @param startTime its start
 * @param endTime its end (exclusive)
 * @param description free text
 * @param location where
 * @param color {@code #rrggbb} or {@code #rgb}
 * @param allDay whether it occupies whole days
 * @param force skip the conflict check
 * @param recurrence RRULE, RDATE and EXDATE lines: makes a series
 * @param timezone the IANA zone a series repeats in
 * @param reminders the user's defaults (when left out) or the event's own
 * @param attendees who is invited (a one-off event only), at most 100
 */
@ReadOnlyKeys({ "id", "is assigned by the service", "source", "is read-only", "created_at", "is read-only",
		"updated_at", "is read-only", "recurring_event_id", "is read-only", "original_start_time", "is read-only" })
record CreateEventRequest(@Schema(maxLength = 500) @NotNull(message = "is required") @Nullable String title,
		@Schema(example = "2026-03-04T15:00:00Z") @NotNull(message = "is required") @Nullable String startTime,
		@Schema(example = "2026-03-04T16:00:00Z") @NotNull(message = "is required") @Nullable String endTime,
		@Nullable String description, @Nullable String location, @Schema(example = "#3b82f6") @Nullable String color,
		@Schema(implementation = Boolean.class) @NotCleared Patch<Boolean> allDay,
		@Schema(implementation = Boolean.class,
				description = "Skip the conflict check") @NotCleared Patch<Boolean> force,
		@ArraySchema(schema = @Schema(example = "RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=8"), arraySchema = @Schema(
				description = "RFC 5545 RRULE, RDATE and EXDATE lines: makes a series")) @Nullable List<String> recurrence,
		@Schema(description = "IANA zone whose wall clock a series repeats in (default: your timezone setting)",
				example = "America/New_York") @Nullable String timezone,
		@Schema(description = "{\"use_default\": true} (the default) or {\"use_default\": false, \"overrides\": "
				+ "[{\"method\": \"email\", \"minutes_before\": 30}]} (at most 5)") Reminders.@Nullable Input reminders,
		@ArraySchema(maxItems = Attendee.MAX_PER_EVENT,
				arraySchema = @Schema(description = "Who is invited, each {name, email, status} (a one-off event only; "
						+ "status is iCalendar's PARTSTAT in lower case, default needs-action)")) @Nullable List<Attendee.Input> attendees) {

	CreateEventRequest {
		allDay = Patch.orAbsent(allDay);
		force = Patch.orAbsent(force);
	}

	boolean forced() {
		return Boolean.TRUE.equals(this.force.value());
	}

	/**
	 * The event to write, its local times read in the request's zone or else the user's.
	 * @throws dev.kairos.shared.InvalidRequestException naming every field that cannot be
	 * read
	 */
	EventDraft draft(ZoneId userZone) {
		return draft(() -> userZone);
	}

	/**
	 * The event to write as {@link #draft(ZoneId)}, asking for the user's zone only when
	 * it is needed: a time without an offset, an all-day value given as a date-time, or a
	 * series without its own zone. An event whose times carry their offsets (as most
	 * clients send them) costs no read of the user's settings.
	 */
	EventDraft draft(Supplier<ZoneId> userZone) {
		FieldProblems problems = new FieldProblems();
		ZoneId zone = DateTimeInput.readZone(problems, "timezone", this.timezone);
		Supplier<ZoneId> readIn = (zone != null) ? () -> zone : once(userZone);
		boolean wholeDays = Boolean.TRUE.equals(this.allDay.value());
		Instant start = DateTimeInput.read(problems, "start_time", this.startTime, wholeDays, readIn);
		Instant end = DateTimeInput.read(problems, "end_time", this.endTime, wholeDays, readIn);
		Reminders own = (this.reminders != null) ? this.reminders.read(problems, "reminders") : Reminders.DEFAULT;
		List<Attendee> invited = Attendee.Input.readList(problems, "attendees", this.attendees);
		problems.throwIfAny();
		boolean recurring = this.recurrence != null && !this.recurrence.isEmpty();
		return new EventDraft(this.title, this.description, this.location, this.color, start, end, wholeDays,
				this.recurrence, recurring ? readIn.get() : null, (own != null) ? own : Reminders.DEFAULT,
				(invited != null) ? invited : List.of());
	}

	/** The zone asked for once, however often it is needed. */
	private static Supplier<ZoneId> once(Supplier<ZoneId> zone) {
		ZoneId[] asked = new ZoneId[1];
		return () -> {
			if (asked[0] == null) {
				asked[0] = zone.get();
			}
			return asked[0];
		};
	}

}
