package dev.kairos.connections;

import dev.kairos.providers.Provider;
import dev.kairos.security.KairosUser;

/**
 * A user connected a provider, or connected it again (a new grant after
 * re-authorization). Published inside the storing transaction; listeners that act outside
 * the database wait for its commit.
 *
 * @param user the user
 * @param provider the provider
 */
public record ProviderConnected(KairosUser user, Provider provider) {

}
