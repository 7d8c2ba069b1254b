/**
 * Who is calling: users, their API keys, browser sign-in through any OIDC provider, CSRF
 * protection for cookie sessions, and the command that creates a user and a key
 * (directly, or through the running server's local socket). Other features see only
 * {@link dev.kairos.security.KairosUser} (resolved as a controller argument) and
 * {@link dev.kairos.security.Users#lock}.
 */
@ApplicationModule(allowedDependencies = { "shared", "storage" })
@NullMarked
package dev.kairos.security;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
