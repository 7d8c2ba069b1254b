/**
 * The external providers' wire formats: Google Calendar and Gmail, Microsoft Graph,
 * Canvas LMS. Turns their OAuth token responses into
 * {@link dev.kairos.providers.TokenGrant}s and their JSON into
 * {@link dev.kairos.providers.ExternalEvent}s. It keeps no state and touches no table:
 * tokens are handed in by the callers, who store them.
 */
@ApplicationModule(allowedDependencies = "shared")
@NullMarked
package dev.kairos.providers;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
