/**
 * Pulling providers' events and assignments into {@code external_events}: one sync per
 * user and provider at a time (a database lock), all pages read before one transaction
 * writes them, and background sync as one job per connection that the instances claim in
 * the database (db-scheduler). Readers use {@link dev.kairos.sync.SyncedEvents}.
 */
@ApplicationModule(allowedDependencies = { "connections", "providers", "security", "shared" })
@NullMarked
package dev.kairos.sync;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
