package dev.kairos.assistant;

import java.util.List;

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
	 */
	record HistoryTurn(@Schema(requiredMode = Schema.RequiredMode.REQUIRED, allowableValues = {
			"user", "assistant" }) @Nullable String role,
			@Schema(requiredMode = Schema.RequiredMode.REQUIRED) @Nullable String content,
			@Schema(nullable = true) @Nullable ProposalBody proposedEvent){
	}

}
