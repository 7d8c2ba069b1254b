package dev.kairos.idempotency;

import org.jspecify.annotations.Nullable;

/**
 * A response as stored for replay: what the client received the first time.
 *
 * @param status the HTTP status
 * @param location the {@code Location} header, or null
 * @param body the JSON body, exactly as sent
 * @param replayed whether this is a stored response given again (sent as the
 * {@code Idempotent-Replayed} header)
 * @param keep store it even though it is a failure: the action may have had its effect (a
 * message sent before a timeout), so a retry with the key must not run it again
 */
public record IdempotentResponse(int status, @Nullable String location, String body, boolean replayed, boolean keep) {

	/** A fresh response, not a replay. */
	public static IdempotentResponse of(int status, @Nullable String location, String body) {
		return new IdempotentResponse(status, location, body, false, false);
	}

	/** A failure whose effect is unknown, kept for replay like a success. */
	public static IdempotentResponse unknownOutcome(int status, String body) {
		return new IdempotentResponse(status, null, body, false, true);
	}

	boolean isStored() {
		return (this.status >= 200 && this.status < 300) || this.keep;
	}

}
