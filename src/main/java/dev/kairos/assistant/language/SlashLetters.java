package dev.kairos.assistant.language;

import java.util.regex.Pattern;

/**
 * Where "w/" is no "with": "w/c 12 april" (the week commencing) and weekdays written by
 * their letters ("m/w/f", "m/w", "w/f").
 */
final class SlashLetters {

	private static final Pattern WEEK_COMMENCING = Pattern.compile("(?i)w/c(?![\\p{L}\\d])");

	private static final Pattern DAY_LETTERS = Pattern
		.compile("(?i)(?<![\\p{L}\\d])(?:m/w(?:/f)?|w/f)(?![\\p{L}\\d/])");

	/**
	 * Whether the "w/" at a position of a message is no "with".
	 * @param message the message
	 * @param start where its "w/" starts
	 */
	static boolean notWith(String message, int start) {
		String from = message.substring(start);
		return WEEK_COMMENCING.matcher(from).lookingAt() || DAY_LETTERS.matcher(from).lookingAt()
				|| start >= 2 && DAY_LETTERS.matcher(message.substring(start - 2)).lookingAt();
	}

	private SlashLetters() {
	}

}
