package dev.kairos.events;

import java.util.List;
import java.util.UUID;

/**
 * Published inside the transaction that wrote a user's events, series or changed
 * occurrences, just before it commits: listeners that write in the same transaction
 * commit (or roll back) with the change.
 *
 * @param userId whose events changed
 * @param changed the one-off events and series written and still there (made or changed),
 * in the order of their last write
 * @param deleted the one-off events and series deleted
 * @param revisionAtStart the user's revision when the transaction took their lock: the
 * last committed one
 * @param revision the revision the transaction commits (larger): a listener that learns
 * something of the user's data as this transaction leaves it may keep it under this
 * number, and trust it while the revision a later transaction starts at is the same
 */
public record EventsChanged(UUID userId, List<UUID> changed, List<UUID> deleted, long revisionAtStart, long revision) {

	public EventsChanged {
		changed = List.copyOf(changed);
		deleted = List.copyOf(deleted);
	}

}
