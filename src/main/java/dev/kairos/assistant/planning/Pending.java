package dev.kairos.assistant.planning;

import java.util.List;
import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * A question the assistant asked and waits on. It travels in the answer and comes back in
 * the history's last assistant turn, so the next message is read as its answer by what
 * the question was, never by matching the assistant's own words.
 *
 * @param kind what the question asks
 * @param request the user's message the question is about (the request to complete)
 * @param candidates the ids of the events the answer chooses among, oldest first; empty
 * when the question is not a choice
 */
public record Pending(Kind kind, String request, List<String> candidates) {

	/** At most this many candidates travel; a question names at most five. */
	public static final int MAX_CANDIDATES = 20;

	public Pending {
		candidates = List.copyOf(candidates);
	}

	/** A question whose request is filled in by the engine that knows the message. */
	static Pending asking(Kind kind, List<String> candidates) {
		return new Pending(kind, "", candidates);
	}

	/** The same question about another request. */
	public Pending about(String otherRequest) {
		return new Pending(this.kind, otherRequest, this.candidates);
	}

	/** Whether the question asks which event or which occurrences a change meant. */
	public boolean choosesEvent() {
		return this.kind == Kind.WHICH_EVENT || this.kind == Kind.WHICH_OCCURRENCE;
	}

	/** What a pending question asks; the wire values are lowercase. */
	public enum Kind {

		/** Which of several events a change or cancellation meant. */
		WHICH_EVENT,

		/** Whether a change is for one occurrence of a series or the whole series. */
		WHICH_OCCURRENCE,

		/**
		 * What to schedule or when, or, with the event as its one candidate, what a
		 * change of it should be: the next message completes the request.
		 */
		DETAILS;

		@JsonValue
		public String wireValue() {
			return name().toLowerCase(Locale.ROOT);
		}

		/** The kind of a wire value, or null. */
		public static @org.jspecify.annotations.Nullable Kind of(String wire) {
			for (Kind kind : values()) {
				if (kind.wireValue().equals(wire)) {
					return kind;
				}
			}
			return null;
		}

	}

}
