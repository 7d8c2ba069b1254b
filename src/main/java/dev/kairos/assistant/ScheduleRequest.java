package dev.kairos.assistant;

import java.util.List;

import dev.kairos.assistant.planning.Pending;

import io.swagger.v3.oas.annotations.media.Schema;
import org.jspecify.annotations.Nullable;

/**
 * Body of POST /api/assistant/schedule.
 *
 * @param message what the user says, at most 4000 characters
 * @param history earlier turns, oldest first, at most 50; may be empty or left out
 */
record ScheduleRequest(
		@Schema(requiredMode = Schema.RequiredMode.REQUIRED, maxLength = ProposalReader.MAX_MESSAGE_LENGTH,
				example = "lunch with Sam tomorrow at 12:30") @Nullable String message,
		@Schema(maxLength = ProposalReader.MAX_HISTORY, nullable = true) @Nullable List<HistoryTurn> history) {

	/**
	 * One earlier turn.
	 *
	 * @param role {@code user} or {@code assistant}
	 * @param content what was said
	 * @param proposedEvent the event the assistant proposed in that turn, as it returned
	 * it
	 * @param pending the question the assistant asked in that turn, as it returned it
	 */
	record HistoryTurn(@Schema(requiredMode = Schema.RequiredMode.REQUIRED, allowableValues = {
			"user", "assistant" }) @Nullable String role,
			@Schema(requiredMode = Schema.RequiredMode.REQUIRED) @Nullable String content,
			@Schema(nullable = true) @Nullable ProposalBody proposedEvent,
			@Schema(nullable = true) @Nullable PendingBody pending){

		HistoryTurn(@Nullable String role, @Nullable String content, @Nullable ProposalBody proposedEvent) {
			this(role, content, proposedEvent, null);
		}

	}

	/**
	 * A pending question sent back as the answer gave it.
	 *
	 * @param kind {@code which_event}, {@code which_occurrence} or {@code details}
	 * @param request the user's message the question is about
	 * @param candidates the ids of the events the question offered
	 */
	record PendingBody(@Schema(requiredMode = Schema.RequiredMode.REQUIRED, allowableValues = {
			"which_event", "which_occurrence", "details" }) @Nullable String kind,
			@Schema(requiredMode = Schema.RequiredMode.REQUIRED,
					maxLength = ProposalReader.MAX_MESSAGE_LENGTH) @Nullable String request,
			@Schema(nullable = true, maxLength = Pending.MAX_CANDIDATES) @Nullable List<String> candidates){
	}

}
