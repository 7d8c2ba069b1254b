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
 */
public record IdempotentResponse(int status, @Nullable String location, String body, boolean replayed) {

	/** A fresh response, not a replay. */
	public static IdempotentResponse of(int status, @Nullable String location, String body) {
		return new IdempotentResponse(status, location, body, false);
	}

}
