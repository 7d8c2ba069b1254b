package dev.kairos.assistant.language;

import java.util.regex.Pattern;

/**
 * When a part of the day said in a message is a word of the event's name, not its time:
 * "movie night sat 8pm", "game night friday", "nights sun 2000-0800", "night shift every
 * sat 11pm-7am".
 */
final class PartNames {

	/**
	 * A word before a bare part of the day that makes it a name ("movie night", "game
	 * night", "coffee morning"): any word but a day, a time word or a function word.
	 */
	private static final Pattern NAMED_BY_PART = Pattern.compile("(?:^|\\s)(?!(?:" + DayReader.WEEKDAY_NAME
			+ "|today|tomorrow|tonight|every|each|this|that|next|last|late|early|the|a|an|on|at|in|by|until|till|before"
			+ "|after|and|or|from|to|of|for|weekday|weekend|weekdays|weekends|saturday|sunday)\\b)\\p{L}{3,}\\s+$");

	/**
	 * A day or a clock time said later ("board game night at The Dice Tower fri 7pm"):
	 * the part of the day before them names the event.
	 */
	private static final Pattern DAY_OR_CLOCK = Pattern.compile("\\b(?:" + DayReader.WEEKDAY_NAME + "|today|tomorrow|"
			+ DayReader.MONTH + ")\\b|\\b\\d{1,2}(?::\\d{2})?\\s*(?:am|pm)\\b|\\b\\d{1,2}:\\d{2}\\b");

	/**
	 * A name's word after a part of the day that begins the message ("night shift",
	 * "night class"), and a clock time said with am, pm or minutes later in it, or a
	 * range of 24-hour digits ("2200-0600").
	 */
	private static final Pattern NAME_AFTER_PART = Pattern.compile("^\\s+(?!(?:" + DayReader.WEEKDAY_NAME
			+ "|today|tomorrow|tonight|every|each|this|that|next|at|on|in|of|for|to|from|till|until|and)\\b)\\p{L}{3,}\\b"
			+ "(?=.*\\b(?:\\d{1,2}(?::\\d{2})?\\s*(?:am|pm)|\\d{1,2}:\\d{2}|\\d{4}\\s*-\\s*\\d{4})\\b)");

	/**
	 * A day said right after a part of the day: "sat 8pm", "friday", "tomorrow", "nov 3".
	 */
	private static final Pattern DAY_AFTER_PART = Pattern.compile("\\s+(?:on\\s+|this\\s+|next\\s+)?(?:"
			+ DayReader.WEEKDAY_NAME + "|today|tomorrow|" + DayReader.MONTH + ")\\b|\\s+\\d{1,2}[./-]\\d{1,2}\\b");

	/**
	 * Whether the part of the day said from start to end names the event.
	 * @param text the message, lowercase
	 * @param bare whether it is said alone ("night", not "in the evening")
	 */
	static boolean namesTheEvent(String text, int start, int end, boolean bare) {
		String after = text.substring(end);
		if (start == 0 && text.substring(start, end).endsWith("s") && DAY_AFTER_PART.matcher(after).lookingAt()) {
			// "nights sun 2000-0800": a shift named by its part of the day, then its day
			return true;
		}
		if (start == 0 && bare && NAME_AFTER_PART.matcher(after).lookingAt()) {
			// "night shift every sat 11pm-7am": the part of the day begins the name
			return true;
		}
		// "movie night sat 8pm", "game night friday": the event's name, its day after
		return bare && NAMED_BY_PART.matcher(text.substring(0, start)).find()
				&& (DAY_AFTER_PART.matcher(after).lookingAt() || DAY_OR_CLOCK.matcher(after).find());
	}

	private PartNames() {
	}

}
