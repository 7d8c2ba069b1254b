package dev.kairos.assistant;

import org.jspecify.annotations.Nullable;

/**
 * The model could not be asked: the server answered with an error, timed out, or was not
 * reachable. The rules answer instead.
 */
class LlmUnavailableException extends LlmFailureException {

	LlmUnavailableException(String what, @Nullable Throwable cause) {
		super(what, cause);
	}

}
