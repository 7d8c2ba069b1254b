package dev.kairos.assistant.planning;

import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonValue;

/** What confirming a proposed event does; the wire values are lowercase. */
public enum Action {

	/** Create a new event (the default). */
	CREATE,

	/** Change an existing event, as PATCH /api/events does. */
	UPDATE,

	/** Remove an existing event, as DELETE /api/events does. */
	DELETE;

	@JsonValue
	public String wireValue() {
		return name().toLowerCase(Locale.ROOT);
	}

}
