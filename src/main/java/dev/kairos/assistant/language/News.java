package dev.kairos.assistant.language;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * Who and what news names before a change: "marco cant make it, cancel lunch with him"
 * (him is marco), "dentist office called, appt is now 11" (the dentist's), "no book club
 * on the 9th, cancel it" (the book club).
 */
final class News {

	/** Someone named first in news: "marco cant make it", "priya's sick". */
	private static final Pattern SOMEONE_FIRST = Pattern.compile("(?!(?:i|we|it|the|my|our|they|he|she|so|ok|okay"
			+ "|sorry|ugh|oh)\\b)(?<who>[\\p{L}'-]{2,}?)(?:'s)?\\s+(?:can'?t|cannot|won'?t|isn'?t|is|has|had|got|just"
			+ "|texted|called|said|says|cancell?ed|bailed|flaked|wants|prefers|asked|needs)\\b");

	/** "with him", "with her": who the news named. */
	private static final Pattern THEM = Pattern.compile("(?i)(?<=\\bwith\\s)(?:him|her|them)\\b");

	/** Who gave the news that names an event: "dentist office called, appt is now 11". */
	private static final Pattern NEWS_FROM = Pattern
		.compile("^(?:(?:the|my|our)\\s+)?(?<who>[\\w'-]+?)(?:'s)?" + "(?:\\s+[\\w'-]+)?\\s+(?:just\\s+)?"
				+ "(?:called|rang|phoned|emailed|texted|messaged|wrote|confirmed)\\b");

	/**
	 * Where the reason after a change begins: "..., i have to leave early", "... pls the
	 * lecturer's train is delayed", "... cos i'm off sick".
	 */
	private static final Pattern REASON_AFTER = Pattern.compile("(?:\\s*[,;]\\s*|\\s+(?:pls|please|plz|cos|coz|because"
			+ "|bc|since)\\s+)(?:(?:cos|coz|because|bc|since)\\s+)?(?=(?:i|i'm|im|i've|we|we're|the|my|our|he|she|they"
			+ "|their|his|her|its|it's|got|have|need|gotta)\\b)"
			// "X pushed back an hour bc jess is still decorating", "X got cancelled lol
			// free arvo": whatever follows
			+ "|\\s+(?:cos|coz|cuz|because|bc|lol|lmao|haha)\\s+(?=\\S)"
			// "lab meeting on 3 may is off (bank hol)": an aside in brackets at the end
			+ "|\\s*\\((?=[^()]+\\)?$)");

	/** "i'm done with running club, bin it": what is given up, to be deleted. */
	static final Pattern DONE_WITH = Pattern.compile("^(?:(?:i'?m|im|i\\s+am|we'?re|we\\s+are)\\s+)?(?:so\\s+)?(?:done"
			+ "|finished|through)\\s+with\\s+(?<ref>[^,;.]+?)(?:\\s+(?:now|any\\s?more))?(?<drop>[,;.\\s]+(?:so\\s+)?(?:(?:pls"
			+ "|please|can\\s+you|could\\s+you)\\s+)?(?:delete|cancel|remove|drop|bin|scrap|ditch|clear|get\\s+rid\\s+of)"
			+ "(?:\\s+(?:it|that|this|them|all(?:\\s+of\\s+(?:them|it))?|the\\s+lot|everything))*)?(?:\\s+(?:pls|please"
			+ "|thanks))?$");

	/** "dentist can see me (at 11)": who offers a new time, then the offer. */
	static final Pattern CAN_SEE_ME = Pattern.compile("(?i)(?<=\\S)\\s+(?:can|could|will|'ll)\\s+(?:now\\s+)?"
			+ "(?:see|fit|take|squeeze)\\s+(?:me|us)(?:\\s+in)?$");

	/**
	 * "they need me friday at 9am instead", "she wants us in at 8 now", "they can see me
	 * on tuesday instead": who asks for a new time ({@code ref}, named by the news before
	 * it), then the time.
	 */
	static final Pattern WANTS_ME_AT = Pattern.compile("^(?!(?:i|we)\\s)(?<ref>they|she|he|(?:(?:my|our|the)\\s+)?"
			+ "(?:[\\p{L}'-]+\\s+){0,2}?[\\p{L}'-]+)\\s+(?:now\\s+)?(?:(?:need|needs|want|wants|would\\s+like|'d\\s+like"
			+ "|(?:can|could)\\s+(?:now\\s+)?(?:only\\s+)?(?:see|fit|take|squeeze|have))\\s+(?:me|us)(?:\\s+(?:in|there|back))?"
			// "my guitar teacher can only do 3:30 on the 9th": who offers, for their
			// event
			+ "|can\\s+only\\s+(?:do|make))\\s+(?:(?:at|on|for)\\s+)?(?=" + ChangeRequest.NEW_WHEN_TEXT
			+ ")(?<value>.+?)(?:\\s+(?:instead|now|then))*$");

	/** "boss cancelled the team meeting on thursday": someone's cancel, told. */
	static final Pattern SOMEONE_CANCELLED = Pattern.compile(
			"^(?:(?:my|the|our)\\s+)?(?:(?:dr|prof|professor|mr|mrs|ms|coach)\\.?\\s+)?(?!i\\b|we\\b)[\\p{L}'-]+\\s+(?:just\\s+)?"
					// "aisha cancelled lunch", "boss cancelled the team meeting"
					+ "(?:(?:cancell?ed|called\\s+off|scrapped|axed|(?:don|has|have|'s|'ve)\\s+cancel(?:led)?)\\s+(?!on\\b|me\\b|us\\b"
					+ "|it\\b|everything\\b|all\\b)"
					// "marco bailed on lunch", "sam pulled out of the game"
					+ "|(?:bailed|flaked|pulled\\s+out)\\s+(?:on|of)\\s+)(?<ref>\\S.*?)(?:\\s+(?:again|today))?$");

	/** "i dont need the dentist check-up anymore pls delete": a cancel. */
	static final Pattern NO_LONGER_NEEDED = Pattern.compile("^(?:i|we)\\s+(?:don'?t|dont|do\\s+not|no\\s+longer)\\s+"
			+ "(?:need|want)\\s+(?<ref>.+?)(?:\\s+(?:any\\s?more|now))(?:[,\\s]+(?:so\\s+)?(?:pls|please|can\\s+you|could\\s+you)?"
			+ "\\s*(?:delete|cancel|remove|drop|bin)(?:\\s+(?:it|that|this))?)?(?:\\s+(?:pls|please|thanks))?$");

	/**
	 * Someone's preference told: "marco says lunch at 12:30 works better for him" (group
	 * {@code ref} then {@code value}), "he can only do 1pm for lunch" ({@code value2}
	 * then {@code ref2}).
	 */
	static final Pattern PREFERS = Pattern
		.compile("^(?:[\\p{L}'-]+\\s+(?:says|said|thinks|reckons)\\s+)?(?<ref>.+?)\\s+"
				+ "(?:at\\s+)?(?<value>\\d{1,2}(?:[:.][0-5]\\d)?\\s*(?:[ap]m)?)\\s+(?:works|is|would\\s+be)\\s+better"
				+ "(?:\\s+for\\s+(?:him|her|them|me|us|everyone))?$|^(?:he|she|they|[\\p{L}'-]+)\\s+can\\s+only\\s+(?:do|make)\\s+"
				+ "(?<value2>\\d{1,2}(?:[:.][0-5]\\d)?\\s*(?:[ap]m)?)\\s+(?:for|on)\\s+(?<ref2>.+?)(?:\\s+now)?$");

	/**
	 * "is a bank holiday", "falls on a public holiday": why an event is off, not which.
	 */
	static final String HOLIDAY_AS_REASON = "(?:is|'s|falls\\s+on)\\s+(?:a\\s+|the\\s+)?"
			+ "(?:(?:bank|public|national|federal)\\s+)?hol(?:iday)?";

	private static final Pattern ONLY_A_KIND = Pattern.compile(
			"(?:(?:the|my|our|that|this)\\s+)?(?:appt|appointment|appointments|meeting|session|booking|it|that|one)");

	/** Who news is about ("tom wants lunch instead": tom), or null. */
	static @Nullable String someone(String news) {
		Matcher who = SOMEONE_FIRST.matcher(news.strip());
		return who.lookingAt() ? who.group("who") : null;
	}

	/**
	 * A change read after news, its event named by who gave the news when the change
	 * names only a kind of event ("dentist office called, appt is now 11": the dentist).
	 */
	static ChangeRequest namedByNews(ChangeRequest change, String news) {
		Matcher who = SOMEONE_FIRST.matcher(news.strip());
		Matcher them = THEM.matcher(change.reference());
		if (who.lookingAt() && them.find()) {
			// "marco cant make it, cancel lunch with him": him is marco
			return new ChangeRequest(change.kind(), them.replaceFirst(who.group("who")), change.value(), change.later(),
					change.scope(), change.weak());
		}
		Matcher from = NEWS_FROM.matcher(news.strip());
		if (who.lookingAt() && !from.lookingAt() && change.reference().matches("(?i)they|she|he")) {
			// "dentist says they need an extra 30 mins": they are the dentist
			return new ChangeRequest(change.kind(), who.group("who"), change.value(), change.later(), change.scope(),
					change.weak());
		}
		if (from.lookingAt() && change.reference().matches("(?i)they|she|he")) {
			// "dentist rang, they can see me at 11 instead": they are the dentist
			return new ChangeRequest(change.kind(), from.group("who"), change.value(), change.later(), change.scope(),
					change.weak());
		}
		if (!from.lookingAt()
				|| !ONLY_A_KIND.matcher(change.reference().toLowerCase(java.util.Locale.ROOT)).matches()) {
			return change;
		}
		return new ChangeRequest(change.kind(), from.group("who") + " " + change.reference(), change.value(),
				change.later(), change.scope(), change.weak());
	}

	/**
	 * The event named in news before "cancel it": "no book club on the 9th", "sam
	 * cancelled our call", "sorry, priya canceled our 1:1", "not going to the party
	 * anymore".
	 */
	static String namedInNews(String news) {
		return news.replaceFirst("(?i)^(?:(?:sorry|ugh|oh|ok|okay|so|hey|well|argh|damn|sadly)[,!.\\s]+)+", "")
			// "back's sorted, no need for the physio appt": the last clause names it
			.replaceFirst("^.*[,.;]\\s+(?=no\\s+need\\s+for\\s)", "")
			.replaceFirst("(?i)^no\\s+(?:more\\s+|need\\s+for\\s+)?", "")
			.replaceFirst(
					"(?i)^(?:i'?m\\s+|we'?re\\s+)?(?:not\\s+going\\s+to|can'?t\\s+go\\s+to|won'?t\\s+(?:be\\s+going\\s+to"
							+ "|make)|not\\s+doing|(?:i|we)\\s+(?:don'?t|dont|do\\s+not|no\\s+longer)\\s+(?:need|want)"
							// "i've quit running club", "we stopped going to choir"
							+ "|(?:i|we)(?:'ve|\\s+have)?\\s+(?:quit|stopped(?:\\s+going\\s+to)?|left|given\\s+up"
							+ "|dropped(?:\\s+out\\s+of)?))\\s+",
					"")
			.replaceFirst("(?i)\\s+any\\s?more$", "")
			// "i'm done with running club, bin it"
			.replaceFirst("(?i)^(?:i'?m\\s+|we'?re\\s+)?(?:so\\s+)?(?:done|finished|through)\\s+with\\s+", "")
			// "the halloween thing is off"
			.replaceFirst("(?i)\\s+(?:is|was|has\\s+been|got|'s)\\s+(?:off|cancell?ed|called\\s+off|not\\s+happening)$",
					"")
			// "dentist cancelled on me": the dentist
			.replaceFirst("(?i)\\s+(?:cancell?ed|bailed|flaked)\\s+on\\s+(?:me|us)$", "")
			.replaceFirst("(?i)^\\S+\\s+(?:cancell?ed|called\\s+off|don\\s+cancel)\\s+", "")
			.replaceFirst("(?i)\\s+o$", "")
			// "lab meeting 3 may is a bank holiday": why, not which
			.replaceFirst("(?i)\\s+" + HOLIDAY_AS_REASON + "$", "");
	}

	/**
	 * Where the reason after a change begins ("X 15 min shorter pls, i have to leave
	 * early"), or -1 when nothing follows that reads as one.
	 */
	static int reasonAfter(String text) {
		Matcher reason = REASON_AFTER.matcher(text);
		return (reason.find() && reason.start() > 0) ? reason.start() : -1;
	}

	/**
	 * A verb or a softener last in a name: "dentist takes (30 min)", "lecture to run
	 * (9-11)", "physio a bit (later)".
	 */
	static final Pattern VERB_LAST = Pattern
		.compile("(?i)\\s+(?:is|are|was|were|takes|lasts|runs|happens?|meets?" + "|(?:is|are)\\s+held|(?:to|will"
				+ "|should|can|could)\\s+run|(?:a\\s+)?(?:bit|little|tad|touch)|slightly)$");

	private News() {
	}

}
