package dev.kairos.reminders;

import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonValue;

/** What became of a reminder (the wire values are the lowercase names). */
enum Status {

	/** Still ahead. */
	SCHEDULED,

	/** Its time came; it goes out with the next run. */
	DUE,

	/** Claimed and being sent. */
	SENDING,

	/**
	 * Sent (an e-mail handed to the relay or provider; a notification to an open app).
	 */
	SENT,

	/** Nothing could carry it: the detail says why. */
	UNDELIVERABLE,

	/** Sending failed. */
	FAILED,

	/** Its time passed while the service was down and its event had started. */
	SKIPPED;

	@JsonValue
	String wire() {
		return name().toLowerCase(Locale.ROOT);
	}

	static Status fromWire(String value) {
		return valueOf(value.toUpperCase(Locale.ROOT));
	}

}
