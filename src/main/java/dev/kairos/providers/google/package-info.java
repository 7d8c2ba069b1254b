/**
 * Google: OAuth, Calendar API v3 events.list with sync tokens, and (for mail) Gmail.
 */
@NullMarked
package dev.kairos.providers.google;

import org.jspecify.annotations.NullMarked;
