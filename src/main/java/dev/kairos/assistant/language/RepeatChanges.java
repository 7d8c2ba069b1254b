package dev.kairos.assistant.language;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * An event that exists, made to repeat: "make the guitar lesson weekly", "make my 1:1 a
 * weekly thing", "turn the dentist into a monthly appointment", "physics lecture should
 * repeat every week", "repeat the team meeting every thursday". The request is weak:
 * words that name no event are a new repeating event ("make a gym plan every monday").
 */
final class RepeatChanges {

	/** How often, as a repeat says it. */
	private static final String HOW_OFTEN = "(?<value>(?:weekly|daily|monthly|fortnightly|biweekly|bi-weekly|yearly"
			// "every other week", "each monday" (not "every time", "every class": a
			// scope)
			+ "|annually|(?:every|each)\\s+(?:(?:other|second|\\d+|two|three|four)\\s+)?(?:day|week|month|year|fortnight"
			+ "|mon|tue|wed|thu|fri|sat|sun|morning|afternoon|evening|night)[a-z]*)\\b[^,;]*?)";

	/** What may close the request: "thing", "from now on", "please". */
	private static final String CLOSE = "(?:\\s+(?:thing|event|series|one|appointment|meeting|session|class))?"
			+ "(?:\\s+(?:from\\s+now(?:\\s+on)?|going\\s+forward|please|pls|plz|thanks|thx|instead))*";

	/** "make X weekly", "turn X into a monthly thing", "set X to repeat every week". */
	private static final Pattern MAKE = Pattern.compile(ChangeRequest.LEAD + "(?:make|turn|set|change)\\s+"
			+ "(?<ref>.+?)\\s+(?:into\\s+|to\\s+)?(?:(?:repeat|recur)(?:ring)?\\s+|(?:an?\\s+)?(?:repeating\\s+|recurring\\s+)?)"
			+ HOW_OFTEN + CLOSE + "$");

	/**
	 * "X should repeat every week", "X needs to be weekly", "X repeats every monday now".
	 */
	private static final Pattern SHOULD = Pattern.compile("^(?<ref>.+?)\\s+(?:(?:should|shld|needs?\\s+to|has\\s+to"
			+ "|must|will|can)\\s+(?:repeat|recur|be)|repeats|recurs)\\s+(?:an?\\s+)?" + HOW_OFTEN + CLOSE
			+ "(?:\\s+now)?$");

	/** "repeat the team meeting every thursday", "recur X weekly". */
	private static final Pattern REPEAT = Pattern
		.compile(ChangeRequest.LEAD + "(?:repeat|recur)\\s+(?<ref>.+?)\\s+" + HOW_OFTEN + CLOSE + "$");

	/**
	 * A time of day in the repeat's words ("at 12", "7am", "6-7"; not "every 2 weeks").
	 */
	private static final Pattern TIME = Pattern
		.compile("\\d\\s*[ap]\\.?m\\b|\\d[:.]\\d|\\bat\\s+\\d|\\d\\s*-\\s*\\d|\\b(?:noon|midday|midnight)\\b");

	private RepeatChanges() {
	}

	/**
	 * The repeat a message asks of an event it names, read before the scope's words are
	 * set aside ("every week" says how often); null when it asks none.
	 * @param utterance the message, its typos corrected
	 */
	static @Nullable ChangeRequest read(Utterance utterance) {
		String said = utterance.text();
		if (!said.contains("repeat") && !said.contains("recur") && !said.contains("ly") && !said.contains("every")
				&& !said.contains("each")) {
			return null;
		}
		String text = Plainer.plainer(Text.trimPunctuation(Text.collapse(said.strip())));
		String typed = Plainer.plainer(Text.trimPunctuation(Text.collapse(utterance.original().strip())));
		typed = (text.length() == typed.length()) ? typed : text;
		for (Pattern shape : new Pattern[] { MAKE, SHOULD, REPEAT }) {
			Matcher form = shape.matcher(text);
			// "make lunch every day at 12": a time says a new event
			if (form.matches() && !TIME.matcher(form.group("value")).find()) {
				ChangeRequest request = ChangeRequest.of(ChangeRequest.Kind.REPEAT, Text.group(typed, form, "ref"),
						Text.group(typed, form, "value"), null);
				return (request != null) ? request.weakly(ChangeRequest.Naming.WHOLE_NAME) : null;
			}
		}
		return null;
	}

}
