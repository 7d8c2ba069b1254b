package dev.kairos.assistant.language;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * The words after a change's verb, split into the event's and the change's: "lunch with
 * sam to 1pm", "the theatre back an hour", "the physio → thursday", "lunch with sam
 * friday at 2".
 */
final class ChangeSplit {

	/** Where the words of a shift begin: "back an hour", "by 30 minutes", "earlier". */
	private static final Pattern SHIFT = Pattern.compile("\\s+(?<value>(?:back|forward|ahead|up|out|later|earlier"
			+ "|sooner|by\\s+|(?:" + Numbers.ANY + ")\\s*(?:minutes?|mins?|hours?|hrs?|h|days?|weeks?)\\s+(?:later"
			+ "|earlier|back|forward|sooner)).*)$");

	/** Where a new time begins without "to": "move lunch with sam friday at 2". */
	private static final Pattern WHEN_VALUE = Pattern.compile("\\s+(?<value>(?:at|on|for|from|starting)\\s.+)$");

	/** "quarter to 11", "ten to 4": a clock said with "to". */
	private static final Pattern CLOCK_TO = Pattern.compile(
			"\\b(quarter|five|ten|twenty|twenty-five|twenty\\s+five)\\s+to\\s+(?=\\d|one|two|three|four|five|six|seven"
					+ "|eight|nine|ten|eleven|twelve|noon|midnight)");

	private static final Pattern LATER = Pattern.compile("\\b(?:back|later|out|postpone|delay|push|bump)\\b");

	private static final Pattern EARLIER = Pattern.compile("\\b(?:forward|earlier|sooner|ahead|up)\\b");

	private ChangeSplit() {
	}

	/**
	 * "it 10am on thursday", "it thursday": a pronoun, then the new time, names no event
	 * of its own.
	 */
	static final Pattern PRONOUN_THEN_TIME = Pattern
		.compile("(?:it|that|this(?:\\s+one)?)\\s+(?:(?:on|at|to)\\s+)?" + ChangeRequest.NEW_WHEN_TEXT);

	/** Split "lunch with sam to 1pm" into the event's words and the change's. */
	static @Nullable ChangeRequest split(String verb, String rest) {
		String lower = rest.toLowerCase(Locale.ROOT);
		if (PRONOUN_THEN_TIME.matcher(lower).lookingAt()) {
			// "make it 10am on thursday instead": the event of the conversation
			return null;
		}
		Boolean later = LATER.matcher(verb).find() ? Boolean.TRUE : EARLIER.matcher(verb).find() ? Boolean.FALSE : null;
		// "to 11/4 at quarter to 11": "quarter to" is a clock, not where the change
		// begins
		int to = CLOCK_TO.matcher(lower).replaceAll("$1 xx ").lastIndexOf(" to ");
		ChangeRequest range = (to > 0) ? Antecedents.rangeTo(rest, to, later) : null;
		if (range != null) {
			return range;
		}
		if (to > 0 && Text.matches(ChangeForms.NEXT_DAY, lower.substring(to + 4).strip())) {
			// "shift the team meeting to next day": a day later than it is.
			return ChangeRequest.of(ChangeRequest.Kind.SHIFT, rest.substring(0, to), "1 day", true);
		}
		Matcher after = ChangeForms.AFTER_AMOUNT.matcher((to > 0) ? lower.substring(to + 4) : "");
		if (to > 0 && Boolean.TRUE.equals(later) && after.matches()) {
			return ChangeRequest.of(ChangeRequest.Kind.SHIFT, rest.substring(0, to), after.group("value"), true);
		}
		if (to > 0) {
			// "push the theatre back to eight": to a time, "back" no part of the name
			return ChangeRequest.of(ChangeRequest.Kind.MOVE,
					rest.substring(0, to).replaceFirst("(?i)\\s+(?:back|forward|up|out)$", ""), rest.substring(to + 4),
					later);
		}
		Matcher arrow = ChangeForms.ARROW.matcher(rest);
		if (arrow.find() && arrow.start() > 0) {
			// "move the physio → thursday"
			return ChangeRequest.of(ChangeRequest.Kind.MOVE, rest.substring(0, arrow.start()),
					rest.substring(arrow.end()), later);
		}
		Matcher shift = SHIFT.matcher(lower);
		if (shift.find() && shift.start() > 0) {
			String value = rest.substring(shift.start("value"));
			Boolean direction = LATER.matcher(value.toLowerCase(Locale.ROOT)).find() ? Boolean.TRUE
					: EARLIER.matcher(value.toLowerCase(Locale.ROOT)).find() ? Boolean.FALSE : later;
			return ChangeRequest.of(ChangeRequest.Kind.SHIFT, rest.substring(0, shift.start()), value, direction);
		}
		Matcher amount = ChangeForms.TRAILING_AMOUNT.matcher(lower);
		if (later != null && amount.find() && amount.start() > 0) {
			return ChangeRequest.of(ChangeRequest.Kind.SHIFT, rest.substring(0, amount.start()),
					rest.substring(amount.start("value")), later);
		}
		Matcher when = WHEN_VALUE.matcher(lower);
		if (when.find() && when.start() > 0) {
			return ChangeRequest.of(ChangeRequest.Kind.MOVE, rest.substring(0, when.start()),
					rest.substring(when.start("value")), later);
		}
		return ChangeRequest.of(ChangeRequest.Kind.MOVE, rest, "", later);
	}

}
