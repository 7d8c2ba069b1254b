/**
 * A user's connections to Google, Microsoft and Canvas: the OAuth authorization code flow
 * with PKCE and a server-side single-use state, Canvas personal access tokens, tokens
 * encrypted at rest and refreshed when they expire, and the connection's sync
 * bookkeeping. Other features get valid access tokens from
 * {@link dev.kairos.connections.Connections}.
 */
@ApplicationModule(allowedDependencies = { "providers", "security", "shared" })
@NullMarked
package dev.kairos.connections;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
