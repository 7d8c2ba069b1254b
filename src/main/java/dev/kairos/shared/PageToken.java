package dev.kairos.shared;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;
import java.util.UUID;

/**
 * The position after the last item of a page ordered by start then id, as an opaque
 * token.
 *
 * @param start the last item's start
 * @param id the last item's id
 */
public record PageToken(Instant start, UUID id) {

	public String encode() {
		String key = this.start.getEpochSecond() + ":" + this.id;
		return Base64.getUrlEncoder().withoutPadding().encodeToString(key.getBytes(StandardCharsets.UTF_8));
	}

	/**
	 * Read a token this API returned.
	 * @throws InvalidRequestException naming {@code page_token} when it is not one
	 */
	public static PageToken decode(String token) {
		try {
			String key = new String(Base64.getUrlDecoder().decode(token), StandardCharsets.UTF_8);
			int colon = key.indexOf(':');
			Instant start = Instant.ofEpochSecond(Long.parseLong(key.substring(0, colon)));
			if (!DateTimeInput.isSupported(start)) {
				throw new IllegalArgumentException("out of range");
			}
			return new PageToken(start, UUID.fromString(key.substring(colon + 1)));
		}
		catch (RuntimeException ex) {
			throw new InvalidRequestException("page_token", "is not a token this API returned");
		}
	}

}
