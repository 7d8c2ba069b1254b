package dev.kairos.security;

import java.time.Instant;
import java.util.UUID;

/**
 * A newly issued API key, the only time its secret is shown.
 *
 * @param id the key's id
 * @param name the owner's label for it
 * @param key the secret, {@code kairos_} followed by 43 base64url characters
 * @param createdAt when it was issued
 */
record IssuedApiKey(UUID id, String name, String key, Instant createdAt) {

}
