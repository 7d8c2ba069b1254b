package dev.kairos.connections;

import java.time.Instant;
import java.util.List;

import dev.kairos.providers.Provider;
import org.jspecify.annotations.Nullable;

/**
 * A user's connection to one provider, as GET /api/connections lists it (never its
 * tokens).
 *
 * @param provider the provider
 * @param available whether this server can connect it at all
 * @param connected whether tokens are stored (also when they need re-authorization)
 * @param status where the connection stands
 * @param scopes the scopes the user granted
 * @param account the provider account, when known
 * @param lastSyncedAt when the last sync succeeded
 * @param lastError why the last sync failed, if it did
 */
public record Connection(Provider provider, boolean available, boolean connected, ConnectionStatus status,
		List<String> scopes, @Nullable Account account, @Nullable Instant lastSyncedAt, @Nullable String lastError) {

	/**
	 * @param email the account's e-mail address
	 * @param name its display name
	 */
	public record Account(@Nullable String email, @Nullable String name) {
	}

}
