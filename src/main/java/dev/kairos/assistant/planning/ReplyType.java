package dev.kairos.assistant.planning;

import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonValue;

/** What kind of answer the assistant gives; the wire values are lowercase. */
public enum ReplyType {

	/** One event to confirm. */
	PROPOSED_EVENT,

	/** Study sessions before due dates. */
	STUDY_PLAN,

	/** An e-mail ready to send. */
	EMAIL_DRAFT,

	/** A direct answer or a question back, in {@code message} only. */
	CONFIRMATION;

	@JsonValue
	public String wireValue() {
		return name().toLowerCase(Locale.ROOT);
	}

}
