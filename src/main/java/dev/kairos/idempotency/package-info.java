/**
 * Idempotent requests: a client sends an {@code Idempotency-Key} header, and a retry of
 * the same request with the same key gets the first response again instead of acting
 * twice. Features use {@link dev.kairos.idempotency.IdempotencyKeys} only.
 */
@ApplicationModule(allowedDependencies = { "security", "shared" })
@NullMarked
package dev.kairos.idempotency;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
