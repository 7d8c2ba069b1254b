package dev.kairos.assistant.planning;

import java.util.regex.Pattern;

/**
 * A yes or a no to the assistant's last proposal, and nothing more: "yep go ahead", "ok
 * great, book it thanks"; "nah", "scratch that".
 */
final class Replies {

	private static final String YES = "(?:yes|yep|yeah|yup|sure|ok|okay|confirm|confirmed|sounds\\s+good"
			+ "|looks\\s+good|perfect|great|do\\s+it|book\\s+it|go\\s+ahead|please\\s+do|that\\s+works|works\\s+for\\s+me|that'?s"
			+ "\\s+fine|fine|correct|right|exactly|add\\s+it|schedule\\s+it|save\\s+it|lock\\s+it\\s+in)";

	/** A yes, alone or with more of them: "yep go ahead", "ok great, book it thanks". */
	private static final Pattern CONFIRM = Pattern
		.compile("^" + YES + "(?:[\\s,!.]+(?:" + YES + "|please|thanks|thank\\s+you|confirm))*[\\s!.]*$");

	/** A no: "no", "nope", "never mind", "scratch that", with thanks or without. */
	private static final Pattern REJECT = Pattern
		.compile("^(?:no|nope|nah|cancel|cancel\\s+(?:it|that)|never\\s*mind|forget\\s+(?:it"
				+ "|that)|don'?t|stop|scratch\\s+that|drop\\s+it)(?:[\\s,!.]+(?:thanks|thank\\s+you))?[\\s!.]*$");

	private Replies() {
	}

	/** Whether the text (lowercase) says yes and nothing more. */
	static boolean isYes(String text) {
		return CONFIRM.matcher(text).matches();
	}

	/** Whether the text (lowercase) says no and nothing more. */
	static boolean isNo(String text) {
		return REJECT.matcher(text).matches();
	}

}
