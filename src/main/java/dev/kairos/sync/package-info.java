/**
 * Pulling providers' events and assignments into {@code external_events}: one sync per
 * user and provider at a time (a database lock), all pages read before one transaction
 * writes them, and a background sweep on every instance that only one instance runs at a
 * time. Readers use {@link dev.kairos.sync.SyncedEvents}.
 */
@ApplicationModule(allowedDependencies = { "connections", "providers", "security", "shared" })
@NullMarked
package dev.kairos.sync;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
