package dev.kairos.assistant.language;

import java.util.regex.Pattern;

/**
 * Where "w/" is no "with": "w/c 12 april" (the week commencing) and "w/f" (Wednesday and
 * Friday, as in "m/w/f").
 */
final class SlashLetters {

	private static final Pattern NOT_WITH = Pattern.compile("(?i)w/[cf](?![\\p{L}\\d/])");

	/**
	 * Whether the "w/" at a position of a message is no "with".
	 * @param message the message
	 * @param start where its "w/" starts
	 */
	static boolean notWith(String message, int start) {
		return NOT_WITH.matcher(message).region(start, message.length()).lookingAt();
	}

	private SlashLetters() {
	}

}
