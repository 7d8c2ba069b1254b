package dev.kairos.assistant.planning;

import java.util.List;

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

	/**
	 * A question for what to schedule or when: the next message completes the request.
	 */
	public static Answer needingSubject(String question) {
		return new Answer(AssistantReply.asking(question, Pending.asking(Pending.Kind.DETAILS, List.of())), null, true);
	}

	/** The same answer, its pending question (if any) about the given request. */
	public Answer about(String request) {
		return new Answer(this.reply.about(request), this.interval, this.needsSubject);
	}

}
