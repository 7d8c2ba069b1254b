package dev.kairos.assistant.planning;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.assistant.language.ChangeRequest;

/**
 * A new day after an arrow or "moved to" in what a change without a verb read as the
 * event's name, when the day is one only the user's calendar of holidays knows: "team
 * meeting moved to black friday 9am", "physio -> st george's day 10am". The words are
 * read without the user's country, so the name and the day come apart here; and a new
 * name after an arrow that says nothing but such a day and perhaps a time ("coffee with
 * tom → st george's day") is that new day.
 */
final class ArrowedDays {

	private static final Pattern ARROWED = Pattern.compile("(?i)^(?<ref>\\S.*?)(?:\\s*(?:->|\\u2192)\\s*"
			+ "|\\s+(?:moved|moves|moving|is\\s+moving|pushed|shifted|bumped|changed)\\s+to\\s+)(?<day>\\S.*)$");

	/** What may follow a holiday said as a new day: a time, or nothing. */
	private static final Pattern CLOCK_OR_NOTHING = Pattern.compile("(?i)(?:(?:at|@)\\s*)?(?:\\d{1,2}(?:[:.]\\d{2})?"
			+ "\\s*(?:am|pm)?|noon|midday|midnight)?(?:[,\\s]*same\\s+time)?");

	private ArrowedDays() {
	}

	/**
	 * The change with the day said after the arrow as part of its new day and time; the
	 * request itself when its name holds no arrow before a day.
	 */
	static ChangeRequest read(ChangeRequest request, Conversation conversation) {
		if (request.kind() == ChangeRequest.Kind.RENAME && request.weak()
				&& holidayAndTime(request.value(), conversation)) {
			// "coffee with tom → st george's day": a new day, not a new name
			return new ChangeRequest(ChangeRequest.Kind.MOVE, request.reference(), request.value(), null,
					request.scope(), true, ChangeRequest.Naming.ANY);
		}
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

	/**
	 * Whether words say nothing but one of the user's holidays and perhaps a time ("black
	 * friday at noon"; not "christmas party").
	 */
	private static boolean holidayAndTime(String words, Conversation conversation) {
		Preferences preferences = conversation.preferences();
		String said = "on " + words.strip();
		String rest = preferences.holidays()
			.withoutDays(said, conversation.now().atZone(preferences.zone()).getYear())
			.strip();
		return !rest.equals(said) && CLOCK_OR_NOTHING.matcher(rest).matches();
	}

}
