package dev.kairos.security;

import java.time.Instant;
import java.util.UUID;

/**
 * An API key as listed: never its secret.
 *
 * @param id the key's id, for DELETE /api/keys?id=
 * @param name the owner's label for it
 * @param createdAt when it was issued
 */
record ApiKey(UUID id, String name, Instant createdAt) {

}
