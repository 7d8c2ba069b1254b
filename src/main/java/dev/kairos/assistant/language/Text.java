package dev.kairos.assistant.language;

import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Small text operations the recognizers repeat on every message, with their patterns
 * compiled once ({@link String#replaceAll} would compile one per call).
 */
public final class Text {

	private static final Pattern SPACES = Pattern.compile("\\s+");

	private static final Pattern TRAILING_PUNCTUATION = Pattern.compile("[\\s,.;:!?-]+$");

	/** Punctuation and pictographs. */
	private static final String MARKS = "[\\s,.;:!?\\-\\p{So}\\p{Cs}\\x{FE0F}\\x{200D}]";

	/**
	 * Pictographs before the first word, and punctuation, pictographs or an aside in
	 * brackets after a time: "🎸 move X", "X plz 🙏", "X is 9 to 10 (sprint planning)"
	 * (not "X -> dentist (cleaning)": a name).
	 */
	private static final Pattern AT_ENDS = Pattern.compile("^[\\p{So}\\p{Cs}\\x{FE0F}\\x{200D}\\s]+(?=[\\p{L}\\p{N}])"
			// a run of marks is tried where it begins, not from each of its characters
			+ "|(?:(?<=\\d|\\d[ap]m|\\d\\s[ap]m)\\s*\\([^()]{1,40}\\)" + MARKS + "*|(?<!" + MARKS + ")" + MARKS
			+ "+)$");

	/** Pictographs between words: "X pushed to 9 🎃 host is running behind". */
	private static final Pattern PICTOGRAPHS_BETWEEN = Pattern
		.compile("(?<=[\\p{L}\\p{N}.!?])\\s*[\\p{So}\\p{Cs}\\x{FE0F}\\x{200D}]+\\s*(?=[\\p{L}\\p{N}])");

	/** A verb of what happened to the words before: "moved", "is", "got cancelled". */
	private static final Pattern VERB_AFTER = Pattern.compile("(?i)(?:moved|pushed|bumped|shifted|postponed|cancell?ed"
			+ "|is|was|got|has|now|at|on|to|starts|ends|runs|will)\\b");

	private Text() {
	}

	/**
	 * Pictographs between words as a comma: what follows is another clause ("X pushed to
	 * 9 🎃 host is running behind", "aisha bailed 😒 cancel lunch"); before a verb of
	 * what happened to the words before, as a space ("lunch 🍕 moved to 1pm").
	 */
	static String clauses(String text) {
		Matcher between = PICTOGRAPHS_BETWEEN.matcher(text);
		StringBuilder out = new StringBuilder();
		while (between.find()) {
			boolean verb = VERB_AFTER.matcher(text).region(between.end(), text.length()).lookingAt();
			between.appendReplacement(out, verb ? " " : ", ");
		}
		return between.appendTail(out).toString();
	}

	/** Runs of white space as one space. */
	public static String collapse(String text) {
		for (int at = 0; at < text.length(); at++) {
			char c = text.charAt(at);
			if (isSpace(c) && (c != ' ' || at + 1 < text.length() && isSpace(text.charAt(at + 1)))) {
				return SPACES.matcher(text).replaceAll(" ");
			}
		}
		// most messages: one plain space between words, nothing to do
		return text;
	}

	/**
	 * White space as {@code \s} matches it: a space, a tab, a line's end, a form feed.
	 */
	private static boolean isSpace(char c) {
		return c == ' ' || c >= '\t' && c <= '\r';
	}

	/**
	 * The words a group of a pattern matched in the lowercase text, as typed; empty when
	 * the group was left out ("rename the seminar": no new name yet).
	 */
	static String group(String typed, Matcher matcher, String name) {
		return (matcher.start(name) < 0) ? "" : typed.substring(matcher.start(name), matcher.end(name));
	}

	/**
	 * Which of a pattern's alternatives matched: "" when the group of that name did, else
	 * the number (2 to n) after the name of the first that did.
	 */
	static String which(Matcher matcher, String name, int alternatives) {
		for (int n = 1; n <= alternatives; n++) {
			if (matcher.group(name + ((n == 1) ? "" : n)) != null) {
				return (n == 1) ? "" : String.valueOf(n);
			}
		}
		throw new IllegalStateException("no alternative of " + name + " matched");
	}

	/**
	 * Without pictographs before the first word, nor punctuation and pictographs after
	 * the last: what a change is read from.
	 */
	static String trimmed(String text) {
		if (text.isEmpty() || Character.isLetterOrDigit(text.charAt(0))
				&& Character.isLetterOrDigit(text.charAt(text.length() - 1))) {
			// a word at each end: nothing to take off (most messages)
			return text;
		}
		return AT_ENDS.matcher(text).replaceAll("");
	}

	/** Without trailing spaces and punctuation. */
	static String trimPunctuation(String text) {
		return TRAILING_PUNCTUATION.matcher(text).replaceAll("");
	}

	/** Whether the pattern matches the whole text. */
	public static boolean matches(Pattern pattern, String text) {
		return pattern.matcher(text).matches();
	}

	/** A map of "key=value" pairs said one after another, separated by ";". */
	static Map<String, String> pairs(String said) {
		Map<String, String> pairs = new HashMap<>();
		for (String pair : said.split(";")) {
			String[] kv = pair.split("=", 2);
			pairs.put(kv[0], kv[1]);
		}
		return Map.copyOf(pairs);
	}

}
