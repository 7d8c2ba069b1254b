package dev.kairos.assistant.planning;

import org.jspecify.annotations.Nullable;

/**
 * An answer and what it is about.
 *
 * @param reply the reply
 * @param interval the time it proposes or answers about, or null
 * @param needsSubject whether it asks for what to schedule, so that the next message may
 * complete the previous one
 */
public record Answer(AssistantReply reply, @Nullable Interval interval, boolean needsSubject) {

	public static Answer of(AssistantReply reply) {
		return new Answer(reply, null, false);
	}

	public static Answer needingSubject(AssistantReply reply) {
		return new Answer(reply, null, true);
	}

}
