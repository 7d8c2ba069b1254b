package dev.kairos.events.recurrence;

/**
 * A recurrence that cannot be stored; the message is fit for the client and names the
 * line at fault.
 */
public class RecurrenceException extends IllegalArgumentException {

	public RecurrenceException(String message) {
		super(message);
	}

}
