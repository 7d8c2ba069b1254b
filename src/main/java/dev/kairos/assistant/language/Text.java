package dev.kairos.assistant.language;

import java.util.regex.Pattern;

/**
 * Small text operations the recognizers repeat on every message, with their patterns
 * compiled once ({@link String#replaceAll} would compile one per call).
 */
public final class Text {

	private static final Pattern SPACES = Pattern.compile("\\s+");

	private static final Pattern TRAILING_PUNCTUATION = Pattern.compile("[\\s,.;:!?-]+$");

	private Text() {
	}

	/** Runs of white space as one space. */
	public static String collapse(String text) {
		return SPACES.matcher(text).replaceAll(" ");
	}

	/** Without trailing spaces and punctuation. */
	static String trimPunctuation(String text) {
		return TRAILING_PUNCTUATION.matcher(text).replaceAll("");
	}

	/** Whether the pattern matches the whole text. */
	public static boolean matches(Pattern pattern, String text) {
		return pattern.matcher(text).matches();
	}

}
