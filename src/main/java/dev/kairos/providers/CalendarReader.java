package dev.kairos.providers;

import org.jspecify.annotations.Nullable;

/**
 * Read a user's events or assignments from one provider. One implementation per provider.
 */
public interface CalendarReader {

	Provider provider();

	/**
	 * Read everything (no cursor) or what changed since the cursor of the previous round.
	 * All pages are read before anything is returned, so a failure halfway leaves nothing
	 * half-applied.
	 * @param accessToken a valid access token
	 * @param cursor the previous round's {@link CalendarChanges#nextCursor()}, or null
	 * @return the round's changes
	 * @throws AccessTokenRejectedException when the provider refuses the token (refresh
	 * and retry once)
	 * @throws SyncCursorExpiredException when the cursor is no longer valid (read
	 * everything again)
	 * @throws ProviderUnavailableException when the provider fails or times out after
	 * bounded retries
	 * @throws ProviderRejectedException when the provider refuses the request for good
	 */
	CalendarChanges read(String accessToken, @Nullable String cursor);

}
