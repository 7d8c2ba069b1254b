/**
 * The embedded database's data folder: owner-only permissions, and where the local
 * command socket lives. On PostgreSQL or an in-memory database there is no such folder
 * and this does nothing.
 */
@ApplicationModule(allowedDependencies = {})
@NullMarked
package dev.kairos.storage;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
