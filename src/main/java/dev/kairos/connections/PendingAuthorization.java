package dev.kairos.connections;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

import dev.kairos.providers.Provider;

/**
 * An authorization request in flight, found by its state at the callback.
 */
record PendingAuthorization(UUID userId, Provider provider, String codeVerifier, List<String> scopes,
		Instant expiresAt) {

}
