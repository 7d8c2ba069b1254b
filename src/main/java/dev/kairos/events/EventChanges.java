package dev.kairos.events;

import java.util.List;

/**
 * What changed in a user's local events since a revision.
 *
 * @param revision the user's revision now: the next sync starts from it
 * @param changes the one-off events and series written since, each once with its last
 * state
 * @param truncated whether there were more than asked for (the caller starts afresh)
 */
public record EventChanges(long revision, List<EventChange> changes, boolean truncated) {

	public EventChanges {
		changes = List.copyOf(changes);
	}

}
