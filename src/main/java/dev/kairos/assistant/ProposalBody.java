package dev.kairos.assistant;

import java.util.List;

import dev.kairos.shared.Reminders;

import io.swagger.v3.oas.annotations.media.Schema;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * A proposed event as the schedule endpoint returns it, sent back to confirm it or as
 * part of a history; {@code conflicts} is read-only and ignored.
 *
 * @param title what it is (after the change, for an update)
 * @param startTime its start, RFC 3339 (or local time in the user's time zone)
 * @param endTime its end
 * @param description details, or null
 * @param location where, or null
 * @param color a colour, or null
 * @param recurrence RFC 5545 lines when it repeats, or null
 * @param timezone the IANA zone a series repeats in, or null for the user's
 * @param action {@code create} (the default), {@code update} or {@code delete}
 * @param eventId the event an update or delete acts on
 * @param eventVersion the event's version when the proposal was made, sent back unchanged
 * @param conflicts read-only, ignored
 * @param allDay whether it takes whole days (start and end at local midnights), or null
 */
record ProposalBody(@Schema(requiredMode = Schema.RequiredMode.REQUIRED) @Nullable String title,
		@Schema(requiredMode = Schema.RequiredMode.REQUIRED, format = "date-time") @Nullable String startTime,
		@Schema(requiredMode = Schema.RequiredMode.REQUIRED, format = "date-time") @Nullable String endTime,
		@Schema(nullable = true) @Nullable String description, @Schema(nullable = true) @Nullable String location,
		@Schema(nullable = true) @Nullable String color,
		@Schema(nullable = true, description = "RFC 5545 lines (RRULE:, RDATE:, EXDATE:) of a repeating event",
				example = "[\"RRULE:FREQ=WEEKLY;BYDAY=TU\"]") @Nullable List<String> recurrence,
		@Schema(nullable = true, description = "IANA zone whose wall clock a series keeps; default the user's",
				example = "America/New_York") @Nullable String timezone,
		@Schema(allowableValues = {
				"create", "update", "delete" }, defaultValue = "create", nullable = true) @Nullable String action,
		@Schema(nullable = true,
				description = "The event an update or delete acts on; null for create") @Nullable String eventId,
		@Schema(nullable = true,
				description = "Opaque: the event's version when the proposal was made. A confirm "
						+ "after the event changed is a 409 proposal-stale") @Nullable String eventVersion,
		@Schema(description = "Read-only: accepted and ignored", nullable = true) @Nullable JsonNode conflicts,
		@Schema(nullable = true,
				description = "Whole days: start_time and end_time are the local midnights that "
						+ "bound them") @Nullable Boolean allDay,
		@Schema(nullable = true, description = "Its own reminders, as a proposal gave them; left out, the user's "
				+ "defaults") Reminders.@Nullable Input reminders){

	ProposalBody(@Nullable String title, @Nullable String startTime, @Nullable String endTime,
			@Nullable String description, @Nullable String location, @Nullable String color,
			@Nullable List<String> recurrence, @Nullable String timezone, @Nullable String action,
			@Nullable String eventId, @Nullable String eventVersion, @Nullable JsonNode conflicts,
			@Nullable Boolean allDay) {
		this(title, startTime, endTime, description, location, color, recurrence, timezone, action, eventId,
				eventVersion, conflicts, allDay, null);
	}

	ProposalBody withoutConflicts() {
		return new ProposalBody(this.title, this.startTime, this.endTime, this.description, this.location, this.color,
				this.recurrence, this.timezone, this.action, this.eventId, this.eventVersion, null, this.allDay,
				this.reminders);
	}

	/** Whether any field of a single proposal is set. */
	boolean hasAnyField() {
		return this.title != null || this.startTime != null || this.endTime != null || this.description != null
				|| this.location != null || this.color != null || this.recurrence != null || this.timezone != null
				|| this.action != null || this.eventId != null || this.eventVersion != null || this.allDay != null
				|| this.reminders != null;
	}

}
