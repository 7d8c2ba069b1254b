package dev.kairos.assistant.planning;

import org.jspecify.annotations.Nullable;

/**
 * One earlier turn of the conversation, oldest first in a history.
 *
 * @param fromUser whether the user said it (otherwise the assistant did)
 * @param content what was said
 * @param proposedEvent the event the assistant proposed in that turn, or null
 * @param pending the question the assistant asked in that turn and waits on, or null
 */
public record Turn(boolean fromUser, String content, @Nullable ProposedEvent proposedEvent, @Nullable Pending pending) {

	public Turn(boolean fromUser, String content, @Nullable ProposedEvent proposedEvent) {
		this(fromUser, content, proposedEvent, null);
	}

}
