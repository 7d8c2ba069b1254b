package dev.kairos.sync;

import java.util.UUID;

import dev.kairos.shared.Source;

/**
 * Published inside the transaction that wrote (created, changed or deleted) a user's
 * synced items of one source, before it commits: listeners that write in the same
 * transaction (the reminders' schedule) commit or roll back with the sync.
 *
 * @param userId whose items changed
 * @param source which provider's items
 */
public record SyncedItemsChanged(UUID userId, Source source) {
}
