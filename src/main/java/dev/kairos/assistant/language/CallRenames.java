package dev.kairos.assistant.language;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * A new name said after the old one with "call" and no quotes: "call the halloween party
 * costume party instead", "call lunch with aisha lunch with aisha and priya now". Where
 * the old name ends only the calendar can say: the request carries both together, named
 * {@link ChangeRequest.Naming#NAME_THEN_NAME}, and the planner tries the shortest start
 * that names an event whole.
 */
final class CallRenames {

	/**
	 * "call" and words, then "instead" or "now" (which say it is a new name: "call mum
	 * tomorrow" is a call to make).
	 */
	private static final Pattern CALL = Pattern.compile(ChangeRequest.LEAD
			+ "call\\s+(?!(?:it|that|this|them|him|her|me|us|back|mum|mom|dad)\\b)(?<both>[\\p{L}\\d'&:-]+(?:\\s+[\\p{L}\\d'&:-]+){1,15}?)"
			+ "(?:\\s+(?:instead|now|from\\s+now(?:\\s+on)?|going\\s+forward|please|pls)){1,3}$");

	/** A quote that opens a word: the new name said in quotes. */
	private static final Pattern QUOTED = Pattern.compile("(?:^|\\s)['\"\u2018\u201c]");

	private CallRenames() {
	}

	/** The old and the new name together; null when the words are no such rename. */
	static @Nullable ChangeRequest read(String text, String typed) {
		if (!text.contains("call ")) {
			return null;
		}
		Matcher call = CALL.matcher(text);
		if (!call.matches()) {
			return null;
		}
		String both = Text.group(typed, call, "both");
		if (QUOTED.matcher(both).find()) {
			// "call X 'Y' instead": the quotes say where the new name is (read elsewhere)
			return null;
		}
		return new ChangeRequest(ChangeRequest.Kind.RENAME, both, both, null, Scope.UNSAID, true,
				ChangeRequest.Naming.NAME_THEN_NAME);
	}

}
