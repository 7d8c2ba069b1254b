package dev.kairos.assistant.language;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * Read the what and where of a message: e-mail addresses, a location ("at the library",
 * "in room 204", "@ Cafe Nero"), a description ("to discuss the budget", text after a
 * dash) and, from what no recognizer claimed, a clean title ("Lunch with Sam").
 */
public final class Details {

	/** An e-mail address as people write it. */
	public static final Pattern EMAIL = Pattern
		.compile("(?<![\\w.+-])[a-z0-9._%+-]+@[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.[a-z]{2,}(?![\\w-])");

	private static final Pattern DESCRIPTION = Pattern
		.compile("(?<![\\w])(?<lead>to\\s+(?:discuss|talk\\s+about|go\\s+over"
				+ "|review|plan|catch\\s+up\\s+on|prepare\\s+for|work\\s+on|brainstorm|chat\\s+about)|about|regarding|concerning"
				+ "|re:)\\s+(?<d>[^.;!?]+)");

	/**
	 * A name in double quotes: "put "Mum's operation" in at 7:30". A quoted passage of
	 * sentences (a pasted message) is none.
	 */
	private static final Pattern QUOTED = Pattern
		.compile("(?<![\\w])\"(?<t>[^\"\\s.!?;:,][^\"\n.!?;:]{0,58}[^\"\\s.!?;:,])\"(?![\\w])");

	/** A form's field of the title: "Title: Haircut", up to the end of the field. */
	private static final Pattern LABELLED = Pattern.compile("(?<![\\w])(?:title|event(?:\\s+name)?|name|what)\\s*:\\s*"
			+ "(?<t>[^\\s.;:\n][^.;:\n]*?)(?=\\s*(?:[.;\n]|\\b(?:date|day|time|when|where|location|place|duration"
			+ "|length)\\s*:|$))");

	private static final Pattern SEPARATED = Pattern
		.compile("(?:\\s+-\\s+|\\s*;\\s*|:\\s+|\\s*\\((?=[^)]*\\)))(?<d>[^;]+)$");

	private static final Set<String> NAME_STOP = Set.of("the", "my", "our", "your", "his", "her", "their", "a", "an",
			"team", "group", "class", "classmates", "friends", "family", "mom", "dad", "mum", "boss", "manager",
			"professor", "tutor", "advisor", "adviser", "supervisor", "doctor", "dentist", "everyone", "all", "and",
			"study", "project", "lab", "design", "marketing", "sales", "engineering", "client", "clients", "customer",
			"customers", "people", "partner", "colleagues", "coworkers", "roommate", "roommates", "girlfriend",
			"boyfriend", "wife", "husband", "kids", "sister", "brother", "parents", "grandma", "grandpa", "him", "them",
			"me", "us", "you", "to", "for", "about", "on", "at", "in", "from", "of", "new", "some", "other", "whole",
			"hiring", "interview", "candidate", "recruiter", "ta", "tas", "counselor", "coach", "mentor", "landlord",
			"office", "department", "committee", "board", "staff", "students", "student", "folks", "guys", "crew",
			"squad", "band", "club", "members", "cohort", "peers", "classmate", "teammates", "instructor", "lecturer",
			"prof", "dr", "mr", "mrs", "ms", "investors", "investor", "recruiters", "vendor", "vendors", "bank",
			"tutors", "teacher", "teachers", "nurse", "lawyer", "accountant", "agent", "contractor", "plumber",
			"electrician", "mechanic", "therapist", "neighbors", "neighbours", "neighbor", "friend", "cousins",
			"cousin", "aunt", "uncle", "grandparents", "kid", "children", "son", "daughter", "partners", "cofounder",
			"cofounders", "founders", "panel", "jury", "admissions", "hr", "it", "support", "finance", "legal", "ops",
			"product", "research", "faculty", "dept", "teams", "groups", "council", "section", "advisors", "mentors",
			"mentees", "interns", "intern", "candidates", "applicants", "stakeholders", "anyone", "someone", "somebody",
			"dean", "registrar", "ceo", "cto", "director", "head", "chair", "lead", "leads", "assistant", "host",
			"guests", "visitors", "tenants", "owner", "owners", "buyer", "buyers", "seller", "realtor", "editor",
			"reviewer", "reviewers", "examiner", "examiners", "press", "media", "public");

	private static final Set<String> HONORIFICS = Set.of("dr", "dr.", "prof", "prof.", "mr", "mr.", "mrs", "mrs.", "ms",
			"ms.");

	/** How much of the unclaimed text is turned into a title. */
	private static final int TITLE_WORK_LIMIT = 400;

	private static final Pattern SPACE_BEFORE_PUNCTUATION = Pattern.compile("\\s+([,.!?])");

	private static final Pattern EMPTY_PARENTHESES = Pattern.compile("\\(\\s*\\)");

	private static final Pattern LETTER = Pattern.compile("\\p{L}");

	private static final Pattern NOT_NAME_CHARACTER = Pattern.compile("[^\\p{L}.']");

	private static final Pattern NAME_WORD = Pattern.compile("[\\p{L}'.-]+[,]?");

	/**
	 * A request to schedule what follows; "book club" and "book fair" are things, not
	 * requests to book them.
	 */
	private static final Pattern SCHEDULING_VERB = Pattern
		.compile("^(?:schedule|reschedule|book(?!\\s+(?:club|group|fair|signing|launch|sale|swap|talk|circle"
				+ "|reading|store|shop|exchange)\\b)|set\\s+up|setup|arrange|organi[sz]e|plan|put|add|create|make"
				+ "|block(?:\\s+out|\\s+off)?|reserve|hold|pencil\\s+in|note\\s+down|note|insert|get|find|grab|have|do"
				+ "|attend|new|sched|calendar|log|enter|save|throw\\s+in|slot\\s+in|squeeze\\s+in|fit\\s+in|set\\s+aside"
				// "get-in at the theatre", "check-in", "make-up exam": a hyphen makes a
				// name
				+ "|carve\\s+out|free\\s+up)\\b(?!-)\\s*");

	/**
	 * A task to be reminded of: "remind me to book flights", "don't forget to call mom".
	 */
	public static final Pattern TASK = Pattern
		.compile("(?i)^(?:(?:hey|hi|ok|okay|please|pls|plz|can\\s+you|could\\s+you)[,\\s]+)*"
				+ "(?:remind\\s+me|don'?t\\s+(?:let\\s+me\\s+)?forget|do\\s+not\\s+forget"
				// "set a reminder to renew my passport"
				+ "|(?:set|add|make|create|put\\s+in)\\s+(?:me\\s+)?an?\\s+reminder)"
				// "remind me in 30 mins to text jess": when, then the task
				+ "(?:\\s+(?:in|at|on|by|tomorrow|tonight|today|later|this|next|every|\\d)\\S*(?:\\s+(?!to\\b)\\S+){0,3}?)?"
				+ "\\s+to\\s+(?<task>.+)$");

	private static final Pattern[] LEADING = {
			// pictographs before a title or after it say how it feels: "🏃 parkrun",
			// "parkrun 🏃"
			Pattern.compile("^[\\p{So}\\p{Cs}\\x{FE0F}\\x{200D}\\s]+"),
			Pattern.compile("^(?:hey|hi|hello|ok|okay|so|um|uh|yo|alright|right)\\b[,!.]?\\s*"),
			Pattern.compile("^(?:please|pls|plz|kindly|quickly|also)\\b[,]?\\s*"),
			Pattern.compile("^(?:can|could|would|will)\\s+(?:you|u)\\s+(?:please\\s+)?"),
			Pattern.compile(
					"^(?:i\\s+(?:need|want|would\\s+like|wanna|have|got|must|should|gotta|plan|am\\s+going|'m\\s+going)"
							+ "|i'd\\s+like|i've\\s+got|i'm\\s+going|i'm|i\\s+am|we\\s+(?:need|should|have|want|are\\s+going)|we're\\s+going"
							+ "|let's|lets|let\\s+us|remind\\s+me(?:\\s+(?:about|of))?|don't\\s+forget|help\\s+me|go\\s+ahead\\s+and|there's|there\\s+is"
							+ "|i\\s+will|i'll|we'll|we\\s+will)\\b\\s*(?:to\\s+)?"),
			SCHEDULING_VERB,
			Pattern.compile("^(?:me\\s+)?(?:some\\s+|a\\s+)?(?:free\\s+)?(?:time|slot)\\s+(?:for|to)\\b\\s*"),
			Pattern.compile("^(?:me|us)\\s+(?:an?\\s+)?"),
			Pattern.compile("^(?:an?|the|my|our|some|a\\s+new|in)\\b\\s*"),
			Pattern.compile("^(?:for|to|in|on|at)\\b\\s*"),
			Pattern.compile("^(?:an?\\s+)?(?:event|reminder|entry)\\s+(?:for|to|called|named|titled)\\b\\s*"),
			Pattern.compile("^(?:called|named|titled)\\s+") };

	private static final Pattern[] TRAILING = { Pattern.compile("[\\s\\p{So}\\p{Cs}\\x{FE0F}\\x{200D}]+$"), Pattern
		.compile(
				"\\s*\\b(?:please|pls|thanks|thank\\s+you|for\\s+me|for\\s+us|on\\s+my\\s+calendar|in\\s+my\\s+calendar"
						+ "|to\\s+my\\s+calendar|on\\s+the\\s+calendar|in\\s+the\\s+calendar|to\\s+the\\s+calendar|in\\s+my\\s+schedule"
						+ "|on\\s+my\\s+schedule|to\\s+my\\s+schedule|asap|if\\s+possible|if\\s+you\\s+can|ok|okay|too|as\\s+well"
						+ "|again)\\s*[.!?]*$"),
			Pattern.compile(
					"\\s+(?:on|at|for|from|in|by|with|to|this|next|and|the|sometime|some\\s+time|around|about|starting"
							+ "|between|until|till|during|of|a|an|that|or|it|is|every|each|maybe|lasting|long|within|after|before)$"),
			Pattern.compile("[\\s,.;:!?-]+$"), Pattern.compile("^[\\s,.;:!?-]+") };

	private Details() {
	}

	/**
	 * Claim the e-mail addresses of the message; each stands for the name it belongs to
	 * in the remainder ("with sam.lee@x.com" reads "with Sam Lee").
	 * @return the addresses, lowercase, in order, without repeats
	 */
	public static List<String> claimEmails(Utterance utterance) {
		Set<String> emails = new LinkedHashSet<>();
		Matcher matcher = EMAIL.matcher(utterance.text());
		while (matcher.find()) {
			if (utterance.isFree(matcher.start(), matcher.end())) {
				emails.add(matcher.group());
				utterance.replace(matcher.start(), matcher.end(), displayName(matcher.group()));
			}
		}
		return new ArrayList<>(emails);
	}

	/** A name for an address: "sam.lee@x.com" is "Sam Lee". */
	public static String displayName(String email) {
		String local = email.substring(0, email.indexOf('@'));
		StringBuilder name = new StringBuilder();
		for (String part : local.split("[._+-]+")) {
			String letters = part.replaceAll("\\d", "");
			if (letters.isEmpty()) {
				continue;
			}
			if (!name.isEmpty()) {
				name.append(' ');
			}
			name.append(Character.toUpperCase(letters.charAt(0))).append(letters.substring(1));
			if (name.length() == letters.length() && HONORIFICS.contains(letters.toLowerCase(Locale.ROOT))) {
				name.append('.');
			}
		}
		return name.isEmpty() ? email : name.toString();
	}

	/**
	 * Claim a description: what the event is about ("to discuss the budget") or text
	 * after a dash, semicolon or colon.
	 */
	public static @Nullable String claimDescription(Utterance utterance) {
		String[] found = new String[1];
		utterance.claim(DESCRIPTION, (m) -> {
			if (found[0] != null || m.start() == 0) {
				return false;
			}
			String lead = m.group("lead").replace("re:", "about").replaceFirst("^to\\s+", "");
			String text = cut(utterance, m.start("d"), m.end("d"));
			if (text.isBlank()) {
				return false;
			}
			found[0] = capitalize(lead + " " + text.strip());
			return true;
		});
		if (found[0] != null) {
			return found[0];
		}
		Matcher separated = SEPARATED.matcher(utterance.text());
		if (separated.find() && separated.start() > 0 && utterance.isFree(separated.start("d"), separated.end("d"))) {
			String text = utterance.original(separated.start("d"), separated.end("d")).strip().replaceAll("\\)$", "");
			if (!text.isBlank()) {
				utterance.use(separated.start(), separated.end());
				return capitalize(text);
			}
		}
		return null;
	}

	/**
	 * Claim a title the user put in double quotes, of at most eight words, when there is
	 * one such and nothing in it was read as something else.
	 */
	public static @Nullable String claimQuotedTitle(Utterance utterance) {
		Matcher quoted = QUOTED.matcher(utterance.text());
		if (!quoted.find() || quoted.group("t").strip().split("\\s+").length > 8) {
			return null;
		}
		int start = quoted.start();
		int end = quoted.end();
		String title = utterance.original(quoted.start("t"), quoted.end("t"));
		if (quoted.find() || !utterance.isFree(start, end)) {
			// a second quote: neither is the title
			return null;
		}
		utterance.use(start, end);
		return capitalize(Text.collapse(title.strip()));
	}

	/**
	 * Claim a title written as a form's field: "Title: Haircut. Date: ...", "event: team
	 * lunch; time: 1pm", of at most eight words.
	 */
	public static @Nullable String claimLabelledTitle(Utterance utterance) {
		Matcher field = LABELLED.matcher(utterance.text());
		if (!field.find() || field.group("t").strip().split("\\s+").length > 8
				|| !utterance.isFree(field.start("t"), field.end("t"))) {
			return null;
		}
		String title = utterance.original(field.start("t"), field.end("t"));
		utterance.use(field.start(), field.end());
		return capitalize(Text.collapse(title.strip()));
	}

	/** The original text of a span up to the first claimed character. */
	private static String cut(Utterance utterance, int start, int end) {
		int stop = start;
		while (stop < end && !utterance.isUsed(stop)) {
			stop++;
		}
		return Text.trimPunctuation(Text.collapse(utterance.original(start, stop)));
	}

	/**
	 * Turn what no recognizer claimed into a title: drop requests and fillers ("can you
	 * schedule a"), trailing prepositions and punctuation; capitalize the first letter
	 * and the names after "with".
	 * @return the title, or null when nothing is left
	 */
	public static @Nullable String title(String remainder) {
		String title = Text.collapse(remainder).strip();
		if (title.length() > TITLE_WORK_LIMIT) {
			// A title is cut to 120 characters below; stripping fillers word by word from
			// a
			// 4000-character message would take quadratic time for nothing.
			title = title.substring(0, TITLE_WORK_LIMIT);
		}
		// "remind me to book flights": what follows is a task, its verb and all.
		Matcher task = TASK.matcher(title);
		boolean isTask = task.find() && !task.group("task").isBlank();
		if (isTask) {
			title = task.group("task");
		}
		String previous;
		do {
			previous = title;
			for (Pattern pattern : LEADING) {
				if (isTask && pattern == SCHEDULING_VERB) {
					continue;
				}
				title = strip(pattern, title);
			}
			for (Pattern pattern : TRAILING) {
				title = strip(pattern, title);
			}
			title = title.strip();
		}
		while (!title.equals(previous));
		title = EMPTY_PARENTHESES.matcher(SPACE_BEFORE_PUNCTUATION.matcher(title).replaceAll("$1"))
			.replaceAll("")
			.strip();
		if (title.length() > 2 && "\"'".indexOf(title.charAt(0)) >= 0
				&& title.charAt(title.length() - 1) == title.charAt(0)) {
			title = title.substring(1, title.length() - 1).strip();
		}
		if (title.isEmpty() || !LETTER.matcher(title).find()) {
			return null;
		}
		if (title.length() > 120) {
			title = title.substring(0, 120).replaceFirst("\\s+\\S*$", "");
		}
		return capitalize(names(title));
	}

	private static String strip(Pattern pattern, String text) {
		Matcher matcher = pattern.matcher(text.toLowerCase(Locale.ROOT));
		if (matcher.find()) {
			return (text.substring(0, matcher.start()) + text.substring(matcher.end())).strip();
		}
		return text;
	}

	/**
	 * Capitalize the names after "with" and "and": "lunch with sam" → "lunch with Sam".
	 */
	static String names(String title) {
		String[] words = title.split(" ");
		boolean inNames = false;
		for (int i = 0; i < words.length; i++) {
			String word = words[i];
			String bare = NOT_NAME_CHARACTER.matcher(word.toLowerCase(Locale.ROOT)).replaceAll("");
			if (bare.equals("with") || (inNames && (bare.equals("and") || bare.equals("&")))) {
				inNames = true;
				continue;
			}
			if (!inNames) {
				continue;
			}
			if (HONORIFICS.contains(bare)) {
				words[i] = capitalize(word);
				continue;
			}
			boolean name = !bare.isEmpty() && bare.length() <= 15 && Text.matches(NAME_WORD, word)
					&& !NAME_STOP.contains(bare.replace(".", ""));
			if (!name) {
				inNames = false;
				continue;
			}
			if (word.equals(word.toLowerCase(Locale.ROOT))) {
				words[i] = capitalize(word);
			}
		}
		return String.join(" ", words);
	}

	public static String capitalize(String text) {
		if (text.isEmpty()) {
			return text;
		}
		int first = text.codePointAt(0);
		return new StringBuilder().appendCodePoint(Character.toUpperCase(first))
			.append(text.substring(Character.charCount(first)))
			.toString();
	}

}
