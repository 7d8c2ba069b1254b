package dev.kairos.connections;

import dev.kairos.providers.Provider;
import dev.kairos.security.KairosUser;

/**
 * A user is about to remove a provider connection (which may not exist). Published
 * outside any transaction, while the connection's tokens still work, for listeners that
 * must tell the provider first (stopping change notifications); a listener's failure must
 * not stop the removal, so listeners catch their own.
 *
 * @param user the user
 * @param provider the provider
 */
public record ProviderDisconnecting(KairosUser user, Provider provider) {

}
