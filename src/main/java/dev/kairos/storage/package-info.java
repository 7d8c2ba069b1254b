/**
 * The embedded database's data folder: owner-only permissions, and where the local
 * command socket lives. On PostgreSQL or an in-memory database there is no such folder
 * and this does nothing. And whether the database takes writes (health {@code storage},
 * on every database), with an embedded H2 database that opens again by itself after a
 * full disk closed it.
 */
@ApplicationModule(allowedDependencies = {})
@NullMarked
package dev.kairos.storage;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
