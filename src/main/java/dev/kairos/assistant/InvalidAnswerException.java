package dev.kairos.assistant;

/**
 * The model answered something the checks refuse (a time in the past, an invented
 * address, an event that is not the user's, no tool call): the rules answer instead.
 */
class InvalidAnswerException extends LlmFailureException {

	InvalidAnswerException(String what) {
		super("The model answered " + what, null);
	}

}
