package dev.kairos.connections;

import java.time.Instant;
import java.util.Set;

import dev.kairos.providers.Provider;
import org.jspecify.annotations.Nullable;

/**
 * A provider_connections row, tokens still encrypted.
 */
record StoredConnection(Provider provider, ConnectionStatus status, String accessToken, @Nullable String refreshToken,
		@Nullable Instant expiresAt, Set<String> scopes, @Nullable String accountEmail, @Nullable String accountName,
		@Nullable String syncCursor, @Nullable Instant lastSyncedAt, @Nullable String lastError) {

}
