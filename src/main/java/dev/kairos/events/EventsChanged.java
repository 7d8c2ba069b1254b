package dev.kairos.events;

import java.util.UUID;

/**
 * Published inside the transaction that wrote a user's events, series or changed
 * occurrences, just before it commits: listeners that write in the same transaction
 * commit (or roll back) with the change.
 *
 * @param userId whose events changed
 */
public record EventsChanged(UUID userId) {
}
