package dev.kairos.assistant.language;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The courtesies around a request, which say nothing about it: a greeting or salutation
 * before it ("Good evening.", "Dear Kairos,", "Howzit,"), the polite frame of the ask
 * ("would you be so kind as to", "help me", "please you", "ya can"), and a closing after
 * it ("Thank you.", "if that's not too much trouble", "Kind regards, Margaret"). Taken
 * off before the message is read, so that "good evening" is no time of day, "thank you"
 * no e-mail and "Margaret" no part of a title. A message that is nothing but courtesy
 * ("thank you!", "good morning") is left whole, and so is the end of a message about
 * mail, where a closing may be part of what to write.
 */
public final class Courtesy {

	private static final Pattern GREETING = Pattern.compile("(?i)^\\s*(?:(?:good\\s+(?:morning|afternoon|evening|day)"
			+ "|dear\\s+(?:kairos|assistant|sir(?:\\s+or\\s+madam)?|madam))(?:\\s+(?:kairos|assistant))?\\s*[,.!:;]+"
			+ "|(?:howzit|hiya|hello|hallo|hey|hi|g'day|kia\\s+ora|greetings|morning|evening)"
			+ "(?:\\s+(?:there|kairos|assistant))?\\s*[,.!:;]*(?:\\s*(?:this\\s+is|it'?s|my\\s+name\\s+is|i\\s+am|i'?m)\\s+\\p{Lu}\\p{L}+"
			// "Hello this is Dorothy.": who writes, no part of the request
			+ "(?:\\s+\\p{Lu}\\p{L}+)?)?\\s*[,.!:;]+)\\s*");

	private static final Pattern FRAME = Pattern.compile("(?i)^(?:i'?m\\s+afraid\\s+(?:that\\s+)?"
			+ "|i\\s+am\\s+afraid\\s+(?:that\\s+)?|sorry\\s+to\\s+bother\\s+you\\s*,?\\s*(?:but\\s+)?"
			+ "|would\\s+you\\s+be\\s+so\\s+kind\\s+as\\s+to\\s+|would\\s+you\\s+kindly\\s+|could\\s+you\\s+kindly\\s+"
			+ "|would\\s+you\\s+mind\\s+|please\\s+you\\s+|kindly\\s+(?=\\p{L})"
			// Nigerian "biko", "abeg": please
			+ "|(?:biko|abeg)[,\\s]+(?=\\p{L})" + "|(?:you|ya|u)\\s+can\\s+(?=\\p{L})"
			// "help me change X", not "help me revise for the exam"
			+ "|help\\s+me\\s+(?:to\\s+)?(?=(?:change|move|cancel|delete|remove|reschedule|shift|push|postpone|rename"
			+ "|drop)\\b)|i\\s+(?:shall|will|'ll|would)\\s+need\\s+(?:you\\s+)?to\\s+)");

	private static final Pattern CLOSING = Pattern
		.compile("(?i)[\\s,.;!-]*(?<!\\p{L})(?:(?:thank\\s+(?:you|u|ya)|thanks"
				+ "|many\\s+thanks|cheers|ta|thx|thnx|thanx|tysm|ty)(?:\\s+(?:so+\\s+much|sm|very\\s+much|a\\s+lot|heaps|a\\s+million"
				+ "|in\\s+advance))?"
				// "Thank you dear": who is thanked
				+ "(?:\\s+(?:dear|love|luv|hun|hon|mate|darling|sweetheart))?"
				+ "|(?:kind(?:est)?|best|warm(?:est)?|many)\\s+regards|regards|best\\s+wishes"
				+ "|yours\\s+(?:sincerely|faithfully|truly)|sincerely"
				+ "|if\\s+(?:that'?s|it'?s|this\\s+is)\\s+not\\s+too\\s+much\\s+(?:trouble|bother)"
				+ "|if\\s+you\\s+(?:don'?t|do\\s+not)\\s+mind|if\\s+you\\s+(?:would|could|can|please)|if\\s+possible"
				+ "|when\\s+you\\s+(?:can|get\\s+a\\s+chance|have\\s+a\\s+moment))"
				// a name signed after the closing: "Kind regards, Margaret"
				+ "(?-i:(?:\\s*,?\\s*\\p{Lu}\\p{Ll}+)?)[\\s.!]*$");

	/**
	 * Singapore and Malaysian English particles closing a message: "can ah", "lah",
	 * "leh", "lor", "hor", "meh"; Scottish "aye", Canadian "eh", London "innit" (tone,
	 * nothing to act on).
	 */
	private static final Pattern PARTICLES = Pattern
		.compile("(?i)(?:[\\s,]+(?:can\\s+(?:ah|or\\s+not|anot|not)|lah|leh|lor|hor|meh|ah"
				// Scottish and Canadian tags: "moved to 11 aye", "at 3 eh"
				+ "|aye|eh|innit|oo+|sef))+(?=[\\s?!.]*$)");

	/**
	 * A time taken back after the right one: "i meant 6am not 6pm", "7:30, not 8".
	 */
	private static final Pattern NOT_THAT = Pattern
		.compile("(?i)(?<=\\d(?:am|pm|a\\.m\\.|p\\.m\\.)?)\\s*,?\\s+(?:and\\s+)?not\\s+"
				+ "(?:at\\s+)?\\d{1,2}(?:[:.]\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.)?(?=[\\s.!]*$)");

	/**
	 * "tell me when my X is", "let me know if I'm free ...": a question asked in a frame.
	 */
	private static final Pattern TELL_ME = Pattern.compile("(?i)^(?:please\\s+|kindly\\s+|can\\s+you\\s+"
			+ "|could\\s+you\\s+)?(?:tell|let)\\s+me\\s+(?:know\\s+)?(?=(?:what|when|where|whether|if|which|who|how)\\b)");

	/** The question inside: "when my dentist is" asked as "when is my dentist". */
	private static final Pattern INSIDE = Pattern
		.compile("(?i)^(when|where|what\\s+time|what\\s+day)\\s+(.+?)\\s+(is|are)\\b(?!\\s+(?:free|busy))(.*)$");

	private static final Pattern WHETHER = Pattern.compile("(?i)^(?:if|whether)\\s+(?:i'?m|i\\s+am)\\b");

	private static final Pattern WHAT_HAVE = Pattern
		.compile("(?i)^what\\s+(i|we)\\s+(?:have|'ve\\s+got|got|have\\s+got)\\b");

	private static final Pattern WHETHER_HAVE = Pattern.compile("(?i)^(?:if|whether)\\s+i\\s+(?:have|got)\\b");

	/** "next standup is when?": the question word said last. */
	private static final Pattern IS_WHEN = Pattern
		.compile("(?i)^(?!when\\b)(.+?)\\s*(?:\\s(?:is|are)|'s)\\s+when\\b[?!.\\s]*$");

	/** "what day is the team meeting again": when it is. */
	private static final Pattern WHAT_DAY = Pattern.compile("(?i)^(?:what|wat|wot|wht|which)\\s+day\\s+(is|are)\\b");

	/** "where am i meeting marco tuesday": the meeting with them. */
	private static final Pattern MEETING_WHO = Pattern.compile(
			"(?i)^(where|when)\\s+(?:am\\s+i|are\\s+we|do\\s+i|do\\s+we)\\s+(?:meeting|seeing|meet|see)\\s+(?=\\p{L})");

	/** "do i have a gap wednesday at 10": whether that time is free. */
	private static final Pattern GAP = Pattern.compile("(?i)^(?:do|have)\\s+i\\s+(?:have\\s+|got\\s+)?(?:a|any)\\s+"
			+ "(?:gap|free\\s+slot|opening|window|free\\s+time|spare\\s+time)\\b");

	private static final Pattern ABOUT_MAIL = Pattern
		.compile("(?i)\\b(?:e-?mail|mail|write|message|reply|text|draft|note\\s+to)\\b");

	/** What a request has that courtesy alone has not: a word, or a number. */
	private static final Pattern WORDS = Pattern.compile("\\p{L}{2}|\\d");

	private Courtesy() {
	}

	/**
	 * A question asked in a frame ("tell me when my X is") or loosely ("X is when?",
	 * "what day is X", "where am i meeting X", "do i have a gap at 10"), asked directly.
	 */
	private static String asked(String said) {
		Matcher last = IS_WHEN.matcher(said);
		String request = last.matches() ? "when is " + last.group(1) + "?" : said;
		request = WHAT_DAY.matcher(request).replaceFirst("when $1");
		request = MEETING_WHO.matcher(request).replaceFirst("$1 is the meeting with ");
		request = GAP.matcher(request).replaceFirst("am i free");
		Matcher tell = TELL_ME.matcher(request);
		if (!tell.find()) {
			return request;
		}
		String question = request.substring(tell.end());
		Matcher inside = INSIDE.matcher(question);
		if (inside.matches()) {
			return inside.group(1) + " " + inside.group(3) + " " + inside.group(2) + inside.group(4);
		}
		question = WHAT_HAVE.matcher(question).replaceFirst("what do $1 have");
		question = WHETHER.matcher(question).replaceFirst("am I");
		return WHETHER_HAVE.matcher(question).replaceFirst("do I have");
	}

	/** The message without the courtesies around it. */
	public static String strip(String message) {
		String request = message;
		for (int i = 0; i < 3; i++) {
			String before = request;
			request = GREETING.matcher(request).replaceFirst("");
			request = FRAME.matcher(request).replaceFirst("");
			request = asked(request);
			request = PARTICLES.matcher(request).replaceFirst("");
			request = NOT_THAT.matcher(request).replaceFirst("");
			if (!ABOUT_MAIL.matcher(request).find()) {
				request = CLOSING.matcher(request).replaceFirst("");
			}
			if (request.equals(before)) {
				break;
			}
		}
		// "thank u so much lah": courtesy alone, its particles aside
		return WORDS.matcher(request).find() ? request.strip() : PARTICLES.matcher(message).replaceFirst("");
	}

}
