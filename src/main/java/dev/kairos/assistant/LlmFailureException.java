package dev.kairos.assistant;

import org.jspecify.annotations.Nullable;

/**
 * Why the LLM engine gave no answer; {@link AssistantService} lets the rules answer
 * instead and logs the reason.
 */
abstract class LlmFailureException extends RuntimeException {

	LlmFailureException(String message, @Nullable Throwable cause) {
		super(message, cause);
	}

}
