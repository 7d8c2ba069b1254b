package dev.kairos.connections;

import dev.kairos.providers.Provider;
import dev.kairos.security.KairosUser;

/**
 * A user removed a provider connection. Published inside the removing transaction, so
 * that listeners deleting what came from that provider commit or roll back with it.
 *
 * @param user the user
 * @param provider the provider
 */
public record ProviderDisconnected(KairosUser user, Provider provider) {

}
