package dev.kairos.assistant.language;

import java.util.Locale;
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
	 * An amount said with the choice, for a change that asked for none ("thurs only, 30
	 * min", "just friday, make it 10 min", "90 min, just this thursday", "thursday the
	 * 12th, by an hour").
	 */
	private static final Pattern AMOUNT = Pattern
		.compile("(?i)(?:^|[\\s,]+)(?<how>(?:make\\s+it|by|to)\\s+)?(?<value>" + ChangeRequest.LENGTH
				+ ")(?<total>\\s+(?:total|in\\s+total|long))?(?:\\s+(?:longer|shorter|later|earlier))?"
				+ "(?=[\\s,.!]*$|[\\s,]+)");

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
		Matcher amount = AMOUNT.matcher(reply);
		if ((asked.kind() == ChangeRequest.Kind.RESIZE || asked.kind() == ChangeRequest.Kind.SHIFT)
				&& !ChangeForms.SAYS_A_UNIT.matcher(asked.value()).find() && amount.find()) {
			// "make yoga longer" asked which one: the amount said with the choice
			String how = (amount.group("how") != null) ? amount.group("how").strip().toLowerCase(Locale.ROOT) : "";
			// a shift or "by": by how much; "make it 30 min", "30 min total": that long,
			// whichever way it goes; a length alone: that long, unless it goes against
			// "longer" or "shorter" (then by how much)
			String prefix = (asked.kind() == ChangeRequest.Kind.SHIFT || how.equals("by")) ? "by "
					: (how.equals("make it") || how.equals("to") || amount.group("total") != null) ? "to " : "";
			String which = (reply.substring(0, amount.start()) + " " + reply.substring(amount.end())).strip();
			return new Choice(new ChangeRequest(asked.kind(), asked.reference(), prefix + amount.group("value"),
					asked.later(), asked.scope(), asked.weak()), which.replaceAll("^[,\\s]+|[,\\s]+$", ""));
		}
		Matcher value = NEW_TIME.matcher(reply);
		if (asked.kind() != ChangeRequest.Kind.MOVE || !asked.value().isEmpty() || !value.find()) {
			return new Choice(asked, reply);
		}
		return new Choice(new ChangeRequest(asked.kind(), asked.reference(), value.group("value"), asked.later(),
				asked.scope(), asked.weak()), reply.substring(0, value.start()));
	}

}
