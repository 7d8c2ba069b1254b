package dev.kairos.connections;

import java.util.UUID;

import dev.kairos.providers.Provider;

/**
 * A user's connection to a provider, by key.
 *
 * @param userId the user
 * @param provider the provider
 */
public record UserProvider(UUID userId, Provider provider) {

}
