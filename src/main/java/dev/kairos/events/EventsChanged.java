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
 */
public record EventsChanged(UUID userId, List<UUID> changed, List<UUID> deleted) {

	public EventsChanged {
		changed = List.copyOf(changed);
		deleted = List.copyOf(deleted);
	}

	/** A change of the user's events without the list of what changed. */
	public EventsChanged(UUID userId) {
		this(userId, List.of(), List.of());
	}

}
