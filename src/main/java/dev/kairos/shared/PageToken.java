package dev.kairos.shared;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * The position after the last item of a page ordered by start then id, as an opaque
 * token.
 *
 * @param start the last item's start
 * @param id the last item's id: a UUID, or an instance id that begins with one
 */
public record PageToken(Instant start, String id) {

	private static final Pattern ID = Pattern
		.compile("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(_[0-9TZ]{8,16})?");

	public PageToken(Instant start, UUID id) {
		this(start, id.toString());
	}

	/**
	 * The UUID the id begins with: for rows keyed by UUID, "after this id" in string
	 * order is "after this UUID", as no row shares the UUID of a series' instance.
	 */
	public UUID uuid() {
		return UUID.fromString(this.id.substring(0, 36));
	}

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
			String id = key.substring(colon + 1);
			if (!ID.matcher(id).matches()) {
				throw new IllegalArgumentException("not an id");
			}
			return new PageToken(start, id);
		}
		catch (RuntimeException ex) {
			throw new InvalidRequestException("page_token", "is not a token this API returned");
		}
	}

}
