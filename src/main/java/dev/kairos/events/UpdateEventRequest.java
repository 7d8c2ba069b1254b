package dev.kairos.events;

import java.time.Instant;
import java.time.ZoneId;
import java.util.List;

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
 * Body of {@code PATCH /api/events}: the id and the fields to change. A member left out
 * keeps its value; null clears description, location and color, and a null or empty
 * recurrence makes a series a one-off event.
 *
 * @param id an event, series or instance id
 * @param title what it is
 * @param startTime its start
 * @param endTime its end
 * @param description free text, or null to clear it
 * @param location where, or null to clear it
 * @param color {@code #rrggbb} or {@code #rgb}, or null to clear it
 * @param allDay whether it occupies whole days (then with both times)
 * @param force skip the conflict check
 * @param recurrence the series' lines, or null or empty for a one-off event
 * @param timezone the IANA zone a series repeats in
 * @param scope for an instance id: this (default), following or all
 * @param reminders the user's defaults or the event's own
 * @param attendees who is invited (replaces the list; null or empty: nobody)
 */
@ReadOnlyKeys({ "source", "is read-only", "created_at", "is read-only", "updated_at", "is read-only",
		"recurring_event_id", "is read-only", "original_start_time", "is read-only" })
record UpdateEventRequest(
		@Schema(requiredMode = Schema.RequiredMode.REQUIRED,
				description = "An event, series or instance id") @NotNull(message = "is required") @Nullable String id,
		@Schema(implementation = String.class, maxLength = 500) @NotCleared Patch<String> title,
		@Schema(implementation = String.class, example = "2026-03-04T15:00:00Z") @NotCleared Patch<String> startTime,
		@Schema(implementation = String.class, example = "2026-03-04T16:00:00Z") @NotCleared Patch<String> endTime,
		@Schema(implementation = String.class, nullable = true) Patch<String> description,
		@Schema(implementation = String.class, nullable = true) Patch<String> location,
		@Schema(implementation = String.class, nullable = true, example = "#3b82f6") Patch<String> color,
		@Schema(implementation = Boolean.class) @NotCleared Patch<Boolean> allDay,
		@Schema(implementation = Boolean.class,
				description = "Skip the conflict check") @NotCleared Patch<Boolean> force,
		@ArraySchema(schema = @Schema(implementation = String.class, example = "RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=8"),
				arraySchema = @Schema(nullable = true,
						description = "RFC 5545 RRULE, RDATE and EXDATE lines; null or empty: a one-off event")) Patch<List<String>> recurrence,
		@Schema(implementation = String.class, example = "America/New_York") @NotCleared Patch<String> timezone,
		@Schema(implementation = String.class, allowableValues = {
				"this", "following", "all" },
				description = "For an instance id: what the change reaches (default this)") @NotCleared Patch<String> scope,
		@Schema(implementation = Reminders.Input.class,
				description = "{\"use_default\": true} or {\"use_default\": false, \"overrides\": [...]} (at most 5)") @NotCleared Patch<Reminders.Input> reminders,
		@ArraySchema(maxItems = Attendee.MAX_PER_EVENT, schema = @Schema(implementation = Attendee.Input.class),
				arraySchema = @Schema(nullable = true,
						description = "Who is invited, each {name, email, status}: replaces the list; null or empty: "
								+ "nobody (a one-off event only)")) Patch<List<Attendee.Input>> attendees){

	UpdateEventRequest {
		title = Patch.orAbsent(title);
		startTime = Patch.orAbsent(startTime);
		endTime = Patch.orAbsent(endTime);
		description = Patch.orAbsent(description);
		location = Patch.orAbsent(location);
		color = Patch.orAbsent(color);
		allDay = Patch.orAbsent(allDay);
		force = Patch.orAbsent(force);
		recurrence = Patch.orAbsent(recurrence);
		timezone = Patch.orAbsent(timezone);
		scope = Patch.orAbsent(scope);
		reminders = Patch.orAbsent(reminders);
		attendees = Patch.orAbsent(attendees);
	}

	boolean forced() {
		return Boolean.TRUE.equals(this.force.value());
	}

	/**
	 * The change, checked as far as it can be without the stored event.
	 * @throws dev.kairos.shared.InvalidRequestException naming every field that cannot be
	 * read
	 */
	Change read() {
		FieldProblems problems = new FieldProblems();
		EventId eventId = RequestValues.id(problems, "id", this.id);
		ZoneId zone = DateTimeInput.readZone(problems, "timezone", this.timezone.value());
		ChangeScope changeScope = RequestValues.scope(problems, this.scope.value());
		if (this.allDay.present() && !(this.startTime.present() && this.endTime.present())) {
			problems.add("all_day", "changing all_day needs start_time and end_time too");
		}
		if (eventId != null && eventId.isInstance() && this.recurrence.present() && changeScope == ChangeScope.THIS) {
			problems.add("recurrence", "cannot be set on one occurrence: change the series (recurring_event_id), "
					+ "or send \"scope\": \"following\"");
		}
		Reminders.Input remindersInput = this.reminders.value();
		Reminders own = (remindersInput != null) ? remindersInput.read(problems, "reminders") : null;
		List<Attendee> invited = this.attendees.present()
				? Attendee.Input.readList(problems, "attendees", this.attendees.value()) : null;
		problems.throwIfAny();
		return new Change(eventId, changeScope, zone, own, invited);
	}

	/**
	 * The request applied to what is stored.
	 *
	 * @param id the event to change
	 * @param scope what the change reaches
	 * @param zone the zone the request names, or null
	 * @param reminders the reminders the request sets, or null to keep them
	 * @param attendees the attendees the request sets, or null to keep them
	 */
	record Change(EventId id, ChangeScope scope, @Nullable ZoneId zone, @Nullable Reminders reminders,
			@Nullable List<Attendee> attendees) {
	}

	/**
	 * The stored event with this request's changes: local times read in the request's
	 * zone, else the series', else the user's.
	 */
	EventDraft applyChange(EventDraft current, Change change, ZoneId userZone) {
		EventDraft changed = applyTo(current, change.zone(), userZone);
		changed = (change.reminders() != null) ? changed.withReminders(change.reminders()) : changed;
		return (change.attendees() != null) ? changed.withAttendees(change.attendees()) : changed;
	}

	/** The stored event with this request's changes other than its reminders. */
	EventDraft applyTo(EventDraft current, @Nullable ZoneId zone, ZoneId userZone) {
		boolean wholeDays = (this.allDay.value() != null) ? this.allDay.value() : current.allDay();
		ZoneId seriesZone = (zone != null) ? zone : (current.timezone() != null) ? current.timezone() : userZone;
		ZoneId readIn = (zone != null || current.timezone() != null) ? seriesZone : userZone;
		FieldProblems problems = new FieldProblems();
		Instant start = this.startTime.present()
				? DateTimeInput.read(problems, "start_time", this.startTime.value(), wholeDays, readIn)
				: current.startTime();
		Instant end = this.endTime.present()
				? DateTimeInput.read(problems, "end_time", this.endTime.value(), wholeDays, readIn) : current.endTime();
		problems.throwIfAny();
		List<String> cleared = List.of();
		List<String> lines = this.recurrence.present()
				? ((this.recurrence.value() != null) ? this.recurrence.value() : cleared) : current.recurrence();
		// A zone given with an occurrence's id (which has no recurrence) is for its
		// series:
		// "all" and "following" change or start a series in it.
		ZoneId draftZone = (zone != null || (lines != null && !lines.isEmpty())) ? seriesZone : current.timezone();
		return new EventDraft(this.title.orElse(current.title()), this.description.orElse(current.description()),
				this.location.orElse(current.location()), this.color.orElse(current.color()), start, end, wholeDays,
				lines, draftZone, current.reminders(), current.attendees());
	}

}
