package dev.kairos.assistant.planning;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.assistant.language.ChangeRequest;

/**
 * A new day after an arrow or "moved to" in what a change without a verb read as the
 * event's name, when the day is one only the user's calendar of holidays knows: "team
 * meeting moved to black friday 9am", "physio -> st george's day 10am". The words are
 * read without the user's country, so the name and the day come apart here.
 */
final class ArrowedDays {

	private static final Pattern ARROWED = Pattern.compile("(?i)^(?<ref>\\S.*?)(?:\\s*(?:->|\\u2192)\\s*"
			+ "|\\s+(?:moved|moves|moving|is\\s+moving|pushed|shifted|bumped|changed)\\s+to\\s+)(?<day>\\S.*)$");

	private ArrowedDays() {
	}

	/**
	 * The change with the day said after the arrow as part of its new day and time; the
	 * request itself when its name holds no arrow before a day.
	 */
	static ChangeRequest read(ChangeRequest request, Conversation conversation) {
		if (request.kind() != ChangeRequest.Kind.MOVE || request.naming() != ChangeRequest.Naming.WHOLE_NAME) {
			return request;
		}
		Matcher arrowed = ARROWED.matcher(request.reference());
		if (!arrowed.matches() || !EventRequests.saysADay(conversation, arrowed.group("day"))) {
			return request;
		}
		return new ChangeRequest(ChangeRequest.Kind.MOVE, arrowed.group("ref"),
				arrowed.group("day") + " " + request.value(), request.later(), request.scope(), request.weak(),
				ChangeRequest.Naming.ANY);
	}

}
