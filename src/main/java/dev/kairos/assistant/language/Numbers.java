package dev.kairos.assistant.language;

import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * Read the numbers people type: digits ({@code 2}, {@code 1.5}), words ({@code two},
 * {@code twenty-five}, {@code a}, {@code an}) and casual amounts ({@code a couple of} is
 * 2, {@code a few} and {@code several} are 3, {@code a dozen} is 12).
 */
public final class Numbers {

	/** Regex alternatives for the number words that {@link #parse} reads. */
	static final String WORD = "(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen"
			+ "|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fourty|fifty|sixty|ninety)";

	/** A number in any form {@link #parse} reads, as a regex without groups. */
	public static final String ANY = "(?:\\d+(?:\\.\\d+)?|" + WORD + "(?:[- ]" + WORD + ")?"
			+ "|a\\s+couple(?:\\s+of)?|couple(?:\\s+of)?|a\\s+few|few|several|a\\s+dozen|a|an|one\\s+and\\s+a\\s+half"
			+ "|a\\s+half|half\\s+an?|half)";

	private static final Map<String, Integer> WORDS = Map.ofEntries(Map.entry("zero", 0), Map.entry("one", 1),
			Map.entry("two", 2), Map.entry("three", 3), Map.entry("four", 4), Map.entry("five", 5), Map.entry("six", 6),
			Map.entry("seven", 7), Map.entry("eight", 8), Map.entry("nine", 9), Map.entry("ten", 10),
			Map.entry("eleven", 11), Map.entry("twelve", 12), Map.entry("thirteen", 13), Map.entry("fourteen", 14),
			Map.entry("fifteen", 15), Map.entry("sixteen", 16), Map.entry("seventeen", 17), Map.entry("eighteen", 18),
			Map.entry("nineteen", 19), Map.entry("twenty", 20), Map.entry("thirty", 30), Map.entry("forty", 40),
			Map.entry("fourty", 40), Map.entry("fifty", 50), Map.entry("sixty", 60), Map.entry("ninety", 90));

	private static final Map<String, Integer> ORDINALS = Map.ofEntries(Map.entry("first", 1), Map.entry("second", 2),
			Map.entry("third", 3), Map.entry("fourth", 4), Map.entry("fifth", 5), Map.entry("sixth", 6),
			Map.entry("seventh", 7), Map.entry("eighth", 8), Map.entry("ninth", 9), Map.entry("tenth", 10),
			Map.entry("eleventh", 11), Map.entry("twelfth", 12), Map.entry("thirteenth", 13),
			Map.entry("fourteenth", 14), Map.entry("fifteenth", 15), Map.entry("sixteenth", 16),
			Map.entry("seventeenth", 17), Map.entry("eighteenth", 18), Map.entry("nineteenth", 19),
			Map.entry("twentieth", 20), Map.entry("thirtieth", 30));

	/** Regex alternatives for ordinal words up to the thirty-first. */
	static final String ORDINAL_WORD = "(?:(?:twenty|thirty)[- ](?:first|second|third|fourth|fifth|sixth|seventh|eighth"
			+ "|ninth)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth"
			+ "|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth)";

	private static final Pattern SEPARATOR = Pattern.compile("[- ]+");

	private static final Pattern ORDINAL_SUFFIX = Pattern.compile("(?:st|nd|rd|th)$");

	private Numbers() {
	}

	/**
	 * Read a number; null when the text is none.
	 * @param text one number in any form of {@link #ANY}, lowercase
	 * @return its value
	 */
	public static @Nullable Double parse(String text) {
		String t = Text.collapse(text.strip().toLowerCase(Locale.ROOT));
		if (t.isEmpty()) {
			return null;
		}
		if (Character.isDigit(t.charAt(0))) {
			try {
				return Double.parseDouble(t);
			}
			catch (NumberFormatException ex) {
				return null;
			}
		}
		switch (t) {
			case "a", "an":
				return 1.0;
			case "a couple", "a couple of", "couple", "couple of":
				return 2.0;
			case "a few", "few", "several":
				return 3.0;
			case "a dozen":
				return 12.0;
			case "one and a half":
				return 1.5;
			case "a half", "half an", "half a", "half":
				return 0.5;
			default:
				break;
		}
		Integer whole = compound(t);
		return (whole != null) ? whole.doubleValue() : null;
	}

	/**
	 * Read a whole number of up to two words ({@code twenty-five}, {@code forty five}).
	 */
	static @Nullable Integer compound(String text) {
		String[] parts = SEPARATOR.split(text.strip());
		if (parts.length == 1) {
			return WORDS.get(parts[0]);
		}
		if (parts.length == 2) {
			Integer tens = WORDS.get(parts[0]);
			Integer units = WORDS.get(parts[1]);
			if (tens != null && units != null && tens >= 20 && tens % 10 == 0 && units > 0 && units < 10) {
				return tens + units;
			}
			if (tens != null && units != null && tens == 0) {
				// "oh five" style minutes are written "o five"; "zero five" reads the
				// same.
				return units;
			}
		}
		return null;
	}

	/**
	 * Read a day number: {@code 5}, {@code 5th}, {@code fifth}, {@code twenty-first};
	 * null when the text is none.
	 */
	static @Nullable Integer dayOfMonth(String text) {
		String t = text.strip().toLowerCase(Locale.ROOT);
		String digits = ORDINAL_SUFFIX.matcher(t).replaceAll("");
		if (!digits.isEmpty() && digits.chars().allMatch(Character::isDigit)) {
			return Integer.parseInt(digits);
		}
		String[] parts = SEPARATOR.split(t);
		if (parts.length == 1) {
			return ORDINALS.get(parts[0]);
		}
		if (parts.length == 2) {
			Integer tens = WORDS.get(parts[0]);
			Integer units = ORDINALS.get(parts[1]);
			if (tens != null && units != null && units < 10) {
				return tens + units;
			}
		}
		return null;
	}

}
