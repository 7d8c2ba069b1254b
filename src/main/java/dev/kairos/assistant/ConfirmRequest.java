package dev.kairos.assistant;

import java.util.List;

import dev.kairos.shared.Reminders;

import io.swagger.v3.oas.annotations.media.Schema;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * Body of POST /api/assistant/confirm: a proposed event as returned (with {@code force}),
 * or a study plan's sessions in {@code events}. The fields are those of
 * {@link ProposalBody}.
 */
record ConfirmRequest(@Nullable String title, @Schema(format = "date-time") @Nullable String startTime,
		@Schema(format = "date-time") @Nullable String endTime, @Schema(nullable = true) @Nullable String description,
		@Schema(nullable = true) @Nullable String location, @Schema(nullable = true) @Nullable String color,
		@Schema(nullable = true, description = "RFC 5545 lines of a repeating event") @Nullable List<String> recurrence,
		@Schema(nullable = true, description = "IANA zone whose wall clock a series keeps; default the user's",
				example = "America/New_York") @Nullable String timezone,
		@Schema(allowableValues = {
				"create", "update", "delete" }, defaultValue = "create", nullable = true) @Nullable String action,
		@Schema(nullable = true,
				description = "The event an update or delete acts on, as proposed") @Nullable String eventId,
		@Schema(nullable = true,
				description = "The event's version as proposed, unchanged: a confirm after the event "
						+ "changed is a 409 proposal-stale") @Nullable String eventVersion,
		@Schema(description = "Read-only: accepted and ignored", nullable = true) @Nullable JsonNode conflicts,
		@Schema(nullable = true,
				description = "Whole days: start_time and end_time are the local midnights that "
						+ "bound them") @Nullable Boolean allDay,
		@Schema(nullable = true,
				description = "Its own reminders, as the proposal gave them; left out, the "
						+ "user's defaults") Reminders.@Nullable Input reminders,
		@Schema(description = "Apply it even when it overlaps busy events", nullable = true) @Nullable Boolean force,
		@Schema(description = "The sessions of a study plan, confirmed all or none",
				nullable = true) @Nullable List<ProposalBody> events){

	/** The single proposal this request holds, if it holds one. */
	ProposalBody single() {
		return new ProposalBody(this.title, this.startTime, this.endTime, this.description, this.location, this.color,
				this.recurrence, this.timezone, this.action, this.eventId, this.eventVersion, this.conflicts,
				this.allDay, this.reminders);
	}

	/** The request without what is ignored, for telling two requests apart. */
	ConfirmRequest withoutConflicts() {
		List<ProposalBody> sessions = (this.events != null)
				? this.events.stream().map((e) -> (e != null) ? e.withoutConflicts() : null).toList() : null;
		return new ConfirmRequest(this.title, this.startTime, this.endTime, this.description, this.location, this.color,
				this.recurrence, this.timezone, this.action, this.eventId, this.eventVersion, null, this.allDay,
				this.reminders, this.force, sessions);
	}

}
