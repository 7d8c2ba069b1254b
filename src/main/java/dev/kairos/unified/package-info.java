/**
 * One view over every source: the user's local events and what was synced from Google,
 * Microsoft and Canvas, filtered by window, source and type, ordered by start and paged.
 */
@ApplicationModule(allowedDependencies = { "events", "sync", "settings", "security", "shared" })
@NullMarked
package dev.kairos.unified;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
