package dev.kairos.assistant.language;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * The answer to "which one do you mean?" about a move that said no new time: the words
 * that choose, and the new time said with them ("only monday's, to 10am", "the wednesday
 * one to 3pm"), which completes the move.
 *
 * @param request the move asked about, with the new time when the answer said one
 * @param which the words that choose
 */
public record Choice(ChangeRequest request, String which) {

	/**
	 * The new time after the choice: "to" and a time or day, or after a comma a time or
	 * day alone ("project meeting, thursday 3pm").
	 */
	private static final Pattern NEW_TIME = Pattern.compile(
			"(?i)(?:\\s*,\\s*(?:(?:make\\s+it|move\\s+it\\s+to|to|->|\\u2192|at|on)\\s+)?|\\s+(?:to|->|\\u2192)\\s+)(?<value>"
					+ ChangeRequest.NEW_WHEN_TEXT + ".*)$");

	/**
	 * The choice a reply makes among the events of a request; null without a request.
	 * @param asked the request the question was about
	 * @param reply the reply, as typed
	 */
	public static @Nullable Choice read(@Nullable ChangeRequest asked, String reply) {
		if (asked == null) {
			return null;
		}
		// "the one on the 11th, its a holiday": why, after the choice
		reply = reply.replaceFirst("(?i)\\s*,\\s*(?:it'?s|its|it\\s+is|cos|coz|because|bc|as|since)\\b.*$", "");
		Matcher value = NEW_TIME.matcher(reply);
		if (asked.kind() != ChangeRequest.Kind.MOVE || !asked.value().isEmpty() || !value.find()) {
			return new Choice(asked, reply);
		}
		return new Choice(new ChangeRequest(asked.kind(), asked.reference(), value.group("value"), asked.later(),
				asked.scope(), asked.weak()), reply.substring(0, value.start()));
	}

}
