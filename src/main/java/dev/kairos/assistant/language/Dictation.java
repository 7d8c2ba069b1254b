package dev.kairos.assistant.language;

import java.util.regex.Pattern;

/**
 * What a message dictated by voice carries that typing does not: hesitations ("um", "uh",
 * "erm") and punctuation said as words ("comma", "question mark", a last "period" or
 * "full stop"). Taken out before the message is read, so that "Period" is no part of a
 * title and "four thirty period" is a time. Only a last "period" is punctuation, and not
 * one that names a part of the day ("my free period", "third period").
 */
public final class Dictation {

	private static final Pattern HESITATION = Pattern
		.compile("(?i)(?=[ueh])(?<![\\p{L}'])(?:u+m+|u+h+m*|e+r+m+|h+m+)(?![\\p{L}'])" + "\\s*,?\\s*");

	private static final Pattern COMMA = Pattern.compile("(?i)\\s+comma(?![\\p{L}'])");

	private static final Pattern QUESTION_MARK = Pattern.compile("(?i)\\s+question\\s+mark(?![\\p{L}'])");

	private static final Pattern EXCLAMATION = Pattern.compile("(?i)\\s+exclamation\\s+(?:mark|point)(?![\\p{L}'])");

	private static final Pattern FULL_STOP = Pattern
		.compile("(?i)\\s+(?:full\\s+stop|(?=period)(?<!(?:free|study|lunch|class"
				+ "|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|1st|2nd|3rd|4th|5th|6th|7th|8th|9th|trial"
				+ "|grace|notice|waiting|cooling|reading|planning|prep|homeroom|exam|revision|rest|quiet|testing|the|a|this"
				+ "|that|next|last|my|our|your|each|every|same|time|holiday|billing|school|term)\\s{1,3})period)"
				+ "(?=\\s*$)");

	/**
	 * A number heard as a word that sounds like it, before a time: "at for pm" (4 pm),
	 * "at to thirty pm" (2:30 pm), "at ate" (8).
	 */
	private static final Pattern HOMOPHONE = Pattern.compile("(?i)(?<![\\p{L}'])(at|by|from|until|till)\\s+(for|to|too"
			+ "|ate|won)(?=\\s*(?:[ap]\\.?\\s?m\\b|o'?clock|thirty|fifteen|forty[\\s-]five|forty|twenty|ten|oh\\s|\\d))");

	private Dictation() {
	}

	/** The message as it would have been typed. */
	public static String clean(String message) {
		String text = HESITATION.matcher(message).replaceAll("");
		text = COMMA.matcher(text).replaceAll(",");
		text = QUESTION_MARK.matcher(text).replaceAll("?");
		text = EXCLAMATION.matcher(text).replaceAll("!");
		text = FULL_STOP.matcher(text).replaceAll(".");
		text = HOMOPHONE.matcher(text)
			.replaceAll((heard) -> heard.group(1) + " " + switch (heard.group(2).toLowerCase(java.util.Locale.ROOT)) {
				case "for" -> "four";
				case "ate" -> "eight";
				case "won" -> "one";
				default -> "two";
			});
		return text.isBlank() ? message : text.strip();
	}

}
