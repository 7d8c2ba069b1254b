/**
 * Sending mail through the user's connected Google or Microsoft account: validation that
 * keeps header injection out, the scope check before any call, and at-most-once sending.
 */
@ApplicationModule(allowedDependencies = { "connections", "providers", "security", "shared", "idempotency" })
@NullMarked
package dev.kairos.mail;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
