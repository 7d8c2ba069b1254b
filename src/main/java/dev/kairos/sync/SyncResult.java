package dev.kairos.sync;

import java.time.Instant;

import dev.kairos.providers.Provider;

/**
 * What one sync did.
 *
 * @param provider the provider
 * @param status {@code ok}
 * @param fetched items the provider reported (changes, or the whole listing)
 * @param created rows added
 * @param updated rows changed
 * @param deleted rows removed (deleted upstream, or gone from a complete listing)
 * @param syncedAt when it finished
 */
public record SyncResult(Provider provider, String status, int fetched, int created, int updated, int deleted,
		Instant syncedAt) {

}
