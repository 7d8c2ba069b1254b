package dev.kairos.assistant.planning;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.assistant.language.Details;
import org.jspecify.annotations.Nullable;

/**
 * Draft a short, polite e-mail from a request such as "email sam@x.com that I'll be late"
 * or "ask Sam whether we can move the meeting": recipients only from the addresses
 * written in it, a subject, a greeting, one sentence built from the request, and the
 * user's signature.
 */
public final class EmailWriter {

	/** The recipient: never a topic ("email sam about the form that is due"). */
	private static final String WHO = "(?<who>(?:(?!\\babout\\b).)+?)";

	/**
	 * A subject said in the request: "subject: lunch tues", ", subject Q2 budget", "with
	 * the subject line catch-up", to the end or the next comma or semicolon; in quotes
	 * ("with subject \"Q3 offsite\" asking…", "subject 'notes'"), what the quotes hold.
	 */
	private static final Pattern SUBJECT_SAID = Pattern
		.compile("(?i)(?:(?:[,;]\\s*(?:and\\s+)?(?:with\\s+)?(?:the\\s+)?"
				+ "|\\s+with\\s+(?:the\\s+|a\\s+)?)subject(?:\\s+line)?(?:\\s*:\\s*|\\s+(?:is\\s+|as\\s+)?)(?!of\\b)"
				+ "|\\s+subject(?:\\s+line)?(?:\\s*:\\s*|\\s+(?=[\"'\u201c\u2018])))"
				+ "(?:[\"\u201c'\u2018](?<q>[^\"\u201d'\u2019\\n]{1,120})[\"\u201d'\u2019]"
				+ "|(?<s>[^,;\\n]*[^,;\\n\\s])\\s*(?=[,;]|$))");

	/** How each kind of request becomes a sentence and a subject, tried in order. */
	private static final List<Rule> RULES = List.of(
			new Rule(
					"\\b(?:tell|say)\\s+" + WHO
							+ "\\s+(?:thanks|thank\\s+you)(?:\\s+(?:so\\s+much|a\\s+lot))?(?:\\s+for\\s+(?<c>.+))?$",
					(c) -> (c.isEmpty() ? "Thank you so much." : "Thank you so much for " + c + "."),
					(c) -> "Thank you"),
			new Rule(
					"\\bthank[- ]you\\s+(?:note|e-?mail|message|letter|card)(?:\\s+to\\s+" + WHO
							+ ")?(?:\\s+for\\s+(?<c>.+))?$",
					(c) -> (c.isEmpty() ? "Thank you so much for all your help." : "Thank you so much for " + c + "."),
					(c) -> "Thank you"),
			new Rule("\\bthank\\s+" + WHO + "\\s+for\\s+(?<c>.+)$", (c) -> "Thank you so much for " + c + ".",
					(c) -> "Thank you"),
			new Rule("\\bremind\\s+" + WHO + "\\s+to\\s+(?<c>.+)$",
					(c) -> "Just a friendly reminder to " + you(c) + ".", (c) -> "Reminder: " + headline(c)),
			new Rule("\\bremind\\s+" + WHO + "\\s+that\\s+(?<c>.+)$",
					(c) -> "Just a friendly reminder that " + you(c) + ".", (c) -> "Reminder: " + headline(c)),
			new Rule("\\bremind\\s+" + WHO + "\\s+(?:about|of)\\s+(?<c>.+)$",
					(c) -> "Just a friendly reminder about " + you(c) + ".", (c) -> "Reminder: " + headline(c)),
			new Rule("\\bask\\s+" + WHO + "\\s+to\\s+(?<c>.+)$", (c) -> "Could you please " + you(c) + "?",
					(c) -> "Quick request"),
			new Rule("\\bask\\s+" + WHO + "\\s+for\\s+(?<c>.+)$", (c) -> "Could I ask you for " + you(c) + "?",
					(c) -> "Request: " + headline(c)),
			new Rule("\\bask\\s+" + WHO + "\\s+about\\s+(?<c>.+)$",
					(c) -> "I had a quick question about " + you(c) + ".",
					(c) -> "Question about " + headline(c).toLowerCase(Locale.ROOT)),
			new Rule("\\bask\\s+" + WHO + "\\s+(?<c>(?:if|whether|when|what|where|how|who|why)\\b.+)$",
					(c) -> "Could you let me know " + you(c) + "?", (c) -> "Quick question"),
			new Rule("\\basking\\s+(?:(?:him|her|them|you)\\s+)?for\\s+(?<c>.+)$",
					(c) -> "I'm writing to ask for " + c + ".", (c) -> "Request: " + headline(c)),
			new Rule("\\basking\\s+(?:(?:him|her|them|you)\\s+)?about\\s+(?<c>.+)$",
					(c) -> "I'm writing to ask about " + c + ".",
					(c) -> "Question about " + headline(c).toLowerCase(Locale.ROOT)),
			new Rule("\\basking\\s+(?:(?:him|her|them|you)\\s+)?(?<c>(?:if|whether|when|what|where|how|who|why)\\b.+)$",
					(c) -> "Could you let me know " + you(c) + "?", (c) -> "Quick question"),
			new Rule("\\b(?:requesting|to\\s+request)\\s+(?<c>.+)$", (c) -> "I'm writing to request " + c + ".",
					(c) -> "Request: " + headline(c)),
			new Rule("\\b(?:accepting|to\\s+accept)\\s+(?<c>.+)$", (c) -> "Thank you, I'm happy to accept " + c + ".",
					(c) -> "Re: " + headline(c)),
			new Rule("\\b(?:declining|to\\s+decline)\\s+(?<c>.+)$",
					(c) -> "Thank you, but unfortunately I have to decline " + c + ".", (c) -> "Re: " + headline(c)),
			new Rule("\\blet\\s+" + WHO + "\\s+know\\s+(?:that\\s+|about\\s+)?(?<c>.+)$",
					(c) -> "I wanted to let you know that " + you(c) + ".", (c) -> "Quick update"),
			new Rule("\\b(?:saying|that\\s+says|to\\s+say|with\\s+the\\s+message)\\s+(?:that\\s+)?(?<c>.+)$",
					(c) -> Details.capitalize(c) + ".", EmailWriter::headline),
			new Rule("^\\W*(?:e-?mail|mail|message|text|ping|write\\s+to)\\s+" + WHO + "\\s*:\\s+(?<c>.+)$",
					(c) -> Details.capitalize(c) + ".", EmailWriter::headline),
			new Rule(
					"\\b(?:tell|inform|notify|warn)\\s+" + WHO
							+ "\\s+(?:that\\s+|about\\s+)?(?<c>(?:i|we|the|my|our|it|i'm|im"
							+ "|we're|i'll|we'll|i've|there|he|she|they|this|that|class|tomorrow|today)\\b.+)$",
					(c) -> "I wanted to let you know that " + you(c) + ".", (c) -> "Quick update"),
			new Rule(
					"\\b(?:e-?mail|mail|message|text|write\\s+to|note\\s+to|message\\s+to|send\\s+(?:an?\\s+)?(?:e-?mail|message|note"
							+ "|text)?\\s*to)\\s+" + WHO + "\\s+that\\s+(?<c>.+)$",
					(c) -> "I wanted to let you know that " + you(c) + ".", (c) -> "Quick update"),
			new Rule(
					"\\bto\\s+(?<c>(?:ask|say|tell|confirm|request|invite|reschedule|cancel|follow\\s+up|check|apologi[sz]e|let"
							+ "|schedule|set\\s+up|share|send|remind|thank|discuss|propose|update|introduce|welcome|congratulate)\\b.+)$",
					(c) -> "I'm writing to " + c + ".",
					(c) -> headline(c.replaceFirst(
							"(?i)^(?:ask|say|tell|let|request)\\s+(?:you\\s+)?(?:about\\s+|if\\s+|whether\\s+|for\\s+)?",
							""))),
			new Rule("\\b(?:about|regarding|re:?|concerning|on\\s+the\\s+subject\\s+of)\\s+(?<c>.+)$",
					(c) -> "I'm writing to you about " + c + ".", EmailWriter::headline),
			new Rule(
					"\\b(?:e-?mail|mail|send)\\s+(?<who>\\S+@\\S+(?:\\s+(?:and|&)\\s+\\S+@\\S+)*)\\s+(?<c>(?:the|my|our|an?|some)\\s+.+)$",
					(c) -> "Here is " + c + ".", EmailWriter::headline));

	private static final Pattern RECIPIENT = Pattern
		.compile("\\b(?:to|e-?mail|mail|message|text|ping|contact|cc|tell|ask|remind"
				+ "|let|thank|notify|inform)\\s+(?<who>(?:the|my|our)\\s+[\\w-]+(?:\\s+(?!that\\b|about\\b|to\\b|saying\\b)[\\w-]+)?"
				+ "|[\\p{L}'-]+(?:\\s+(?:and|&)\\s+[\\p{L}'-]+)?)");

	private static final Set<String> NOT_NAMES = Set.of("about", "that", "to", "for", "a", "an", "the", "me", "him",
			"her", "them", "us", "it", "this", "my", "our", "your", "saying", "asking", "regarding", "know", "with",
			"and", "everyone", "all", "someone", "somebody", "anyone", "message", "email", "note", "reply");

	private static final Set<String> GROUPS = Set.of("team", "group", "class", "classmates", "everyone", "all",
			"committee", "club", "crew", "guys", "folks", "friends", "family", "members", "cohort", "colleagues",
			"coworkers", "teammates", "squad", "department", "staff", "students", "parents", "roommates");

	/** Shared mailboxes, greeted without a name. */
	private static final Set<String> MAILBOXES = Set.of("hr", "support", "info", "admin", "office", "contact", "hello",
			"help", "sales", "billing", "noreply", "no-reply", "team", "webmaster", "service", "careers", "jobs",
			"helpdesk", "enquiries", "inquiries", "accounts", "admissions", "registrar", "mail", "postmaster");

	private EmailWriter() {
	}

	/**
	 * Answer a request for an e-mail with a draft, asking for the address when none was
	 * written.
	 */
	public static Answer answer(String message, List<String> emails, Conversation conversation) {
		return answer(message, message, emails, conversation);
	}

	/**
	 * Draft the e-mail a message asks for, with a subject said in it ("subject: lunch
	 * tues") kept as typed.
	 * @param message the request, typos corrected
	 * @param typed the request as typed
	 * @param emails the addresses in it, in order
	 * @param conversation what the engine knows
	 */
	public static Answer answer(String message, String typed, List<String> emails, Conversation conversation) {
		EmailDraft draft = draft(message, emails, conversation.preferences().emailSignature(),
				conversation.mailProvider());
		Matcher said = SUBJECT_SAID.matcher(typed.strip());
		if (said.find()) {
			String subject = oneLine(((said.group("q") != null) ? said.group("q") : said.group("s")).strip());
			if (!subject.isEmpty() && subject.length() <= 120) {
				draft = new EmailDraft(draft.to(), subject, draft.body(), draft.provider());
			}
		}
		String text;
		if (draft.to().isEmpty()) {
			text = "Who should I send it to? Give me their e-mail address (I never guess one); the draft is ready"
					+ " below.";
		}
		else {
			text = "Here's a draft to " + Say.list(draft.to()) + "." + ((draft.provider() != null)
					? " Change what you like, then send it."
					: " Connect a mail account" + accounts(conversation.mailAccounts()) + " to send it from there.");
		}
		return Answer.of(AssistantReply.email(text, draft));
	}

	/** " (Google or Microsoft)", or nothing when no account is named. */
	private static String accounts(List<String> names) {
		return names.isEmpty() ? "" : " (" + Say.alternatives(names) + ")";
	}

	/**
	 * Draft the e-mail.
	 * @param message the request as typed
	 * @param emails the addresses in it, in order
	 * @param signature the user's signature, or null
	 * @param provider the mail provider to send with, or null
	 */
	static EmailDraft draft(String message, List<String> emails, @Nullable String signature,
			@Nullable String provider) {
		// "subject: …" is the subject, no part of what the mail says.
		String text = SUBJECT_SAID.matcher(message.strip().replaceAll("\\s+", " ")).replaceFirst("").strip();
		String lower = text.toLowerCase(Locale.ROOT);
		String who = null;
		String sentence = "I wanted to get in touch with you.";
		String subject = "Hello";
		for (Rule rule : RULES) {
			Matcher matcher = rule.pattern().matcher(lower);
			if (matcher.find()) {
				String content = content(text, matcher);
				sentence = rule.sentence().apply(content);
				subject = rule.subject().apply(content);
				who = group(matcher, "who");
				break;
			}
		}
		if (who == null) {
			Matcher recipient = RECIPIENT.matcher(lower);
			while (recipient.find()) {
				if (!NOT_NAMES.contains(recipient.group("who").split("\\s+")[0])) {
					who = recipient.group("who");
					break;
				}
			}
		}
		String closing = (signature != null && !signature.isBlank()) ? "Best regards,\n" + signature.strip()
				: "Best regards";
		String body = greeting(who, emails) + "\n\n" + sentence.replaceAll("([.?!])[.?!]$", "$1") + "\n\n" + closing;
		return new EmailDraft(emails, oneLine(subject), body, provider);
	}

	private static @Nullable String group(Matcher matcher, String name) {
		try {
			return matcher.group(name);
		}
		catch (IllegalArgumentException ex) {
			return null;
		}
	}

	/** The content group as typed, without trailing punctuation or "please". */
	private static String content(String text, Matcher matcher) {
		String c = group(matcher, "c");
		if (c == null) {
			return "";
		}
		String typed = text.substring(matcher.start("c"), matcher.end("c")).strip();
		typed = typed.replaceAll("(?i)[\\s,]*(?:please|pls|thanks|thank\\s+you)?[\\s.!?]*$", "");
		return typed.replaceAll("(?i)^that\\s+", "");
	}

	/** Speak to the recipient: "he/she/they" becomes "you". */
	private static String you(String text) {
		return text.replaceAll("(?i)\\b(?:he|she|they)\\b(?:'s)?", "you")
			.replaceAll("(?i)\\b(?:his|their)\\b", "your")
			.replaceAll("(?i)\\b(?:him|them)\\b", "you")
			.replaceAll("(?i)\\byou (?:is|has|was)\\b", "you are");
	}

	private static String greeting(@Nullable String who, List<String> emails) {
		List<String> names = new ArrayList<>();
		for (String email : emails) {
			String local = email.substring(0, email.indexOf('@')).toLowerCase(Locale.ROOT);
			if (!MAILBOXES.contains(local) && !GROUPS.contains(local)) {
				names.add(Details.displayName(email));
			}
		}
		if (!emails.isEmpty()) {
			if (emails.size() > 3) {
				return "Hi all,";
			}
			return (names.size() == emails.size()) ? "Hi " + Say.list(names) + "," : "Hello,";
		}
		if (who == null) {
			return "Hello,";
		}
		String cleaned = who.strip().replaceAll("[()]", "");
		String[] words = cleaned.split("\\s+");
		String last = words[words.length - 1].toLowerCase(Locale.ROOT);
		if (GROUPS.contains(last)) {
			return last.equals("team") ? "Hi team," : "Hi all,";
		}
		if (cleaned.matches("(?i)(?:the|my|our)\\b.*") || NOT_NAMES.contains(words[0].toLowerCase(Locale.ROOT))) {
			return "Hello,";
		}
		for (String part : cleaned.split("\\s+(?:and|&)\\s+")) {
			if (!part.matches("[\\p{L}'. -]{1,40}") || part.split("\\s+").length > 3) {
				return "Hello,";
			}
			names.add(capitalizeWords(part.strip()));
		}
		return "Hi " + Say.list(names) + ",";
	}

	private static String capitalizeWords(String text) {
		StringBuilder out = new StringBuilder();
		for (String word : text.split("\\s+")) {
			if (!out.isEmpty()) {
				out.append(' ');
			}
			out.append(Details.capitalize(word));
		}
		return out.toString();
	}

	/**
	 * A subject from content: its first words, capitalized, without a leading article.
	 */
	static String headline(String content) {
		String c = content.replaceFirst("(?i)^(?:the|a|an|my|our|some)\\s+", "").strip();
		if (c.matches("(?i)(?:it|this|that|them)[.!?]*")) {
			// "email sam about it": no topic said.
			return "Hello";
		}
		StringBuilder subject = new StringBuilder();
		for (String word : c.split("\\s+")) {
			if (subject.length() + word.length() + 1 > 60) {
				break;
			}
			if (!subject.isEmpty()) {
				subject.append(' ');
			}
			subject.append(word);
		}
		String result = subject.toString().replaceAll("[\\s,.;:!?-]+$", "");
		return result.isEmpty() ? "Hello" : Details.capitalize(result);
	}

	/** Subjects never carry line breaks (the mail endpoint rejects them). */
	private static String oneLine(String subject) {
		return subject.replaceAll("[\\r\\n]+", " ").strip();
	}

	/**
	 * One kind of request.
	 *
	 * @param pattern what it looks like (lowercase), with a {@code c} group for the
	 * content and maybe a {@code who} group for the recipient
	 * @param sentence the body's sentence from the content
	 * @param subject the subject from the content
	 */
	private record Rule(Pattern pattern, Function<String, String> sentence, Function<String, String> subject) {

		Rule(String regex, Function<String, String> sentence, Function<String, String> subject) {
			this(Pattern.compile(regex), sentence, subject);
		}

	}

}
