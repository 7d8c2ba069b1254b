package dev.kairos.mail;

import dev.kairos.providers.Provider;
import org.jspecify.annotations.Nullable;

/**
 * A message handed to the provider.
 *
 * @param provider the provider that sent it
 * @param messageId the provider's id for it (Gmail's), or null when the provider gives
 * none (Graph)
 * @param status {@code sent}
 */
public record SentMail(Provider provider, @Nullable String messageId, String status) {

}
