/**
 * Local calendar events: create with an atomic conflict check, update, delete, list and
 * read. Other features use {@link dev.kairos.events.EventQueries} and
 * {@link dev.kairos.events.EventCommands} only; what counts as a conflict is decided
 * behind the {@link dev.kairos.events.spi.ConflictPolicy} SPI.
 */
@ApplicationModule(allowedDependencies = { "security", "settings", "shared" })
@NullMarked
package dev.kairos.events;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
