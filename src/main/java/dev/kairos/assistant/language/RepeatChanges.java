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
			+ "|weekday|weekend|morning|afternoon|evening|night|mon|monday|tue|tues|tuesday|wed|weds|wednesday|thu|thur"
			+ "|thurs|thursday|fri|friday|sat|saturday|sun|sunday)s?)\\b[^,;]*?)";

	/** What may close the request: "thing", "from now on", "please". */
	private static final String CLOSE = "(?:\\s+(?:thing|event|series|one|appointment|meeting|session|class))?"
			+ "(?:\\s+(?:from\\s+now(?:\\s+on)?|going\\s+forward|please|pls|plz|thanks|thx|instead))*";

	/** "make X weekly", "turn X into a monthly thing", "set X to repeat every week". */
	private static final Pattern MAKE = Pattern.compile(ChangeRequest.LEAD + "(?:make|turn|set|change)\\s+"
			+ "(?<ref>.+?)\\s+(?:into\\s+|to\\s+)?(?:(?:repeat(?:ing)?|recur(?:ring)?)\\s+|(?:an?\\s+)?(?:repeating\\s+|recurring\\s+)?)"
			+ HOW_OFTEN + CLOSE + "$");

	/**
	 * "X should repeat every week", "X needs to be weekly", "X repeats every monday now".
	 */
	private static final Pattern SHOULD = Pattern
		.compile(ChangeRequest.LEAD + "(?<ref>.+?)\\s+(?:(?:should|shld|needs?\\s+to|has\\s+to"
				+ "|must|will|can)\\s+(?:repeat|recur|be)|repeats|recurs)\\s+(?:an?\\s+)?" + HOW_OFTEN + CLOSE
				+ "(?:\\s+now)?$");

	/**
	 * "yoga every other week from now on", "yoga is fortnightly now": how often, said as
	 * news of what lasts.
	 */
	private static final Pattern LASTING = Pattern.compile(ChangeRequest.LEAD + "(?<ref>[^,;]+?)\\s+(?:(?:is|are|'s"
			+ "|will\\s+be)\\s+)?(?:now\\s+)?(?<value>(?:every|each)\\s+(?:other|second|2|two)\\s+weeks?|(?:every|each)"
			+ "\\s+fortnight|fortnightly|bi-?weekly)(?:\\s+(?:from\\s+now(?:\\s+on)?|going\\s+forward|for\\s+good"
			+ "|permanently|now))+$");

	/** "repeat the team meeting every thursday", "recur X weekly". */
	private static final Pattern REPEAT = Pattern
		.compile(ChangeRequest.LEAD + "(?:repeat|recur)\\s+(?<ref>.+?)\\s+" + HOW_OFTEN + CLOSE + "$");

	/**
	 * What says another change or a new event, in the repeat's words or the name's: a
	 * time ("at 12", "at seven", "7am", "6-7"; not "every 2 weeks"), a new time or length
	 * ("to 10", "30 mins"), an old frequency ("from daily").
	 */
	private static final Pattern OTHER = Pattern
		.compile("\\d\\s*[ap]\\.?m\\b|\\d[:.]\\d|\\b(?:at|to)\\s+(?:\\d+|one|two"
				+ "|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon)\\b|\\d\\s*-\\s*\\d|\\b(?:noon|midday|midnight"
				+ "|from)\\b|\\d\\s*(?:mins?|minutes?|hours?|hrs?|h)\\b");

	/**
	 * A time said in the name's words: "make lunch at 12 every day" (not "1:1 with
	 * priya").
	 */
	private static final Pattern AT_TIME = Pattern.compile("\\b(?:at|@)\\s+(?:\\d+|one|two|three|four|five|six|seven"
			+ "|eight|nine|ten|eleven|twelve|noon)\\b|\\d\\s*[ap]\\.?m\\b|\\bfrom$");

	/** The words a form needs, looked for before the forms are tried. */
	private static final Pattern WORDS = Pattern
		.compile("\\b(?:repeat|recur|weekly|daily|monthly|fortnightly|bi-?weekly|yearly|annually|every|each)");

	private RepeatChanges() {
	}

	/**
	 * The repeat a message asks of an event it names, read before the scope's words are
	 * set aside ("every week" says how often); null when it asks none.
	 * @param utterance the message, its typos corrected
	 */
	static @Nullable ChangeRequest read(Utterance utterance) {
		String said = utterance.text();
		// most messages say none of the words; a question ("yoga repeats weekly?") asks
		if (!WORDS.matcher(said).find() || utterance.original().strip().endsWith("?")) {
			return null;
		}
		String text = Plainer.plainer(Text.trimmed(Text.collapse(said.strip())));
		String typed = Plainer.plainer(Text.trimmed(Text.collapse(utterance.original().strip())));
		typed = (text.length() == typed.length()) ? typed : text;
		for (Pattern shape : new Pattern[] { MAKE, SHOULD, REPEAT, LASTING }) {
			Matcher form = shape.matcher(text);
			// "make lunch every day at 12": a time says a new event; "make a gym session
			// weekly" one as well
			if (form.matches() && !OTHER.matcher(form.group("value")).find()
					&& !AT_TIME.matcher(form.group("ref")).find() && !form.group("ref").matches("an?\\s.*")) {
				ChangeRequest request = ChangeRequest.of(ChangeRequest.Kind.REPEAT, Text.group(typed, form, "ref"),
						Text.group(typed, form, "value"), null);
				return (request != null) ? request.weakly(ChangeRequest.Naming.WHOLE_NAME) : null;
			}
		}
		return null;
	}

}
