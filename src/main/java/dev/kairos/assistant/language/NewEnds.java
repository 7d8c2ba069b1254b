package dev.kairos.assistant.language;

import java.util.regex.Pattern;

/**
 * A new end said of an event, its start kept: "the gala goes till 1am", "physio running
 * till 1630", "can the seminar finish at 17:00 instead".
 */
final class NewEnds {

	/**
	 * "the gala goes till 1am", "movie night runs until 11": a new end, the start kept.
	 */
	static final Pattern NEW_END = Pattern.compile(ChangeRequest.LEAD
			+ "(?:(?:make|have|let)\\s+(?=.+?\\s+(?:go|run|last|end|finish)\\s))?(?<ref>.+?)\\s+(?:now\\s+)?(?:goes|runs"
			+ "|lasts|ends|finishes(?:\\s+up)?|wraps(?:\\s+up)?|is\\s+(?:over|done)|lets\\s+out"
			+ "|will\\s+(?:go|run|last|end)|(?:go|run|last)(?=\\s+(?:till|until|til|'til)\\b)"
			// "physio running till 1630": news of a new end
			+ "|(?:is\\s+|'s\\s+)?running(?:\\s+(?:over|on|late))?(?=\\s+(?:till|until|til|'til)\\b)"
			// "can the seminar finish at 17:00 instead", "X should end by 5": asked
			+ "|(?:(?:should|could|can|will|would|needs?\\s+to|has\\s+to|must|to)\\s+)?(?:finish|end|wrap(?:\\s+up)?))"
			+ "\\s+(?:(?:on\\s+)?(?:till|until|til|'til|to|at|by)\\s+|(?=\\d{1,2}(?:[:.]\\d\\d|\\s*[ap]m)|[01]\\d[0-5]\\d\\b|2[0-3][0-5]\\d\\b|\\d{1,2}$))(?<value>"
			+ ChangeRequest.NEW_WHEN_TEXT + ".*?)(?:\\s+(?:instead|please|pls|now|then))*$");

	private NewEnds() {
	}

}
