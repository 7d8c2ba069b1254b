/**
 * What blocks a user's time: implements the events feature's
 * {@link dev.kairos.events.spi.ConflictPolicy} over every blocking source, and finds free
 * slots.
 */
@ApplicationModule(allowedDependencies = { "events", "events :: spi", "sync", "security", "shared" })
@NullMarked
package dev.kairos.conflicts;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
