package dev.kairos.assistant.language;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BiFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * A change said in clauses: news first and the change after it ("tom's train is delayed,
 * coffee at 1 instead?"), or the change first and its reason after it ("theatre is 30 min
 * earlier, curtain up got moved").
 */
final class Clauses {

	/** Where a clause after news begins: ", ", ". ", " so ". */
	private static final Pattern CLAUSE_BREAK = Pattern.compile("(?:[,.;!]\\s+(?:so\\s+)?|\\s+so\\s+"
			// a texted aside between the news and the ask: "tom bailed lol cancel coffee"
			+ "|\\s+(?:lol|lmao|haha+|smh|ugh|omg|fml|sigh)[,.!]*\\s+"
			// someone's news first: "jess says X is later now", "priya wants to push X"
			+ "|(?<told>^[\\p{L}'-]+\\s+(?:says|said|texted|told\\s+me|mentioned|reckons|wants\\s+to|would\\s+like\\s+to|asked\\s+(?:me\\s+)?to"
			// "priya asked if our 1:1 could be at 2 instead"
			+ "|asked\\s+(?:me\\s+)?(?:if|whether)(?:\\s+(?:we|i)\\s+(?:can|could)\\s+(?:do|have))?|wants\\s+to\\s+know\\s+if|wondered\\s+if|is\\s+asking\\s+(?:if|whether))"
			+ "\\s+(?:that\\s+)?)"
			// someone's wish: "marco wants lunch at 1230", "my study grp wants the lin
			// alg session on
			// sat": what follows is the change wished for
			+ "|(?<wish>^(?:(?:my|our|the)\\s+)?(?:[\\p{L}'-]+\\s+){0,2}?(?!(?:i|we)\\s)[\\p{L}'-]+\\s+(?:wants|needs"
			+ "|would\\s+like|'d\\s+like|prefers|asked\\s+for)\\s+(?!to\\b|me\\b|us\\b|it\\b|a\\b|an\\b"
			// "team meeting only needs 30 mins": a length is no wish of someone's
			+ "|" + ChangeRequest.LENGTH + ")))(?=\\S)");

	/** What someone said, told: the news is the change. */
	private static final Pattern SAYS = Pattern.compile("\\b(?:says|said|texted|told\\s+me|mentioned)\\s");

	/** "it'll", "they will": the event someone's news is about, then what it will do. */
	private static final Pattern IT_WILL = Pattern.compile("(?:it|they)(?:'ll|ll|\\s+will)\\s+");

	/** A word that names an event, not its time: "theatre", not "at 2pm". */
	private static final Pattern NAMES_AN_EVENT = Pattern
		.compile("(?i)\\b(?!(?:the|for|and|pm|am|mins?|minutes?|hours?|hrs|later|earlier"
				+ "|longer|shorter)\\b)\\p{L}{3,}");

	/** How many of the last clauses are tried: a message may have hundreds. */
	private static final int LAST_CLAUSES = 3;

	private Clauses() {
	}

	/**
	 * The change of a message read in clauses, when reading it whole gave none or a weak
	 * one.
	 * @param whole what reading the whole message gave
	 * @param text the message, plain
	 * @param typed the message as typed, aligned with the text
	 * @param reader reads one part of the message (its text and its typed form)
	 */
	static @Nullable ChangeRequest read(@Nullable ChangeRequest whole, String text, String typed,
			BiFunction<String, String, @Nullable ChangeRequest> reader) {
		ChangeRequest request = whole;
		List<Integer> breaks = new ArrayList<>();
		int wish = -1;
		int told = -1;
		Matcher news = CLAUSE_BREAK.matcher(text);
		while ((request == null || request.weak()) && news.find()) {
			breaks.add(news.end());
			wish = (news.group("wish") != null) ? news.end() : wish;
			told = (news.group("told") != null || news.group("wish") != null) ? news.end() : told;
		}
		// "the show's cancelled, delete theatre": a change naming an event of its own
		// after news that reads as one; "back's sorted, no need for the physio. bin
		// it": the last clauses, from the end
		for (int i = breaks.size() - 1; i >= Math.max(0, breaks.size() - LAST_CLAUSES); i--) {
			int at = breaks.get(i);
			ChangeRequest after = reader.apply(text.substring(at), typed.substring(at));
			Matcher itWill = IT_WILL.matcher(text.substring(at));
			String who = (at == told && itWill.lookingAt()) ? News.someone(text) : null;
			ChangeRequest named = (who != null) ? reader.apply(who + " will " + text.substring(at + itWill.end()),
					who + " will " + typed.substring(at + itWill.end())) : null;
			// "dentist said itll take an extra 30 min": it is the dentist
			after = (named != null) ? named : after;
			// "marco's running late so lunch 12:30": a name and a time after the news
			after = (after == null && request == null)
					? VerblessChanges.nameThenTime(text.substring(at), typed.substring(at)) : after;
			// what someone wants or says is the change, as "instead" ("marco says lunch
			// at 1"), not
			// what they asked for ("priya wants to do lunch friday": a new lunch)
			if (after == null && (at == wish || at == told && SAYS.matcher(text.substring(0, at)).find())) {
				// what someone wants is a change: "marco wants lunch at 1230" is "lunch
				// at 1230 instead"
				after = reader.apply(text.substring(at) + " instead", typed.substring(at) + " instead");
			}
			boolean names = after != null && NAMES_AN_EVENT.matcher(after.reference()).find();
			// "tom's come down with something, coffee's off": a clause that reads as the
			// same change of another event than the whole message did
			// what someone said or wants is the change ("priya asked if our 1:1 could be
			// at 2"),
			// whatever the whole message read as
			boolean newsFirst = request == null || at == told
					|| ChangeForms.NEWS_FIRST.matcher(request.reference()).find()
					|| names && (!after.weak() || after.kind() == request.kind() && !request.reference()
						.toLowerCase(Locale.ROOT)
						.contains(after.reference().toLowerCase(Locale.ROOT)));
			if (after != null && newsFirst) {
				request = News.namedByNews(after, text.substring(0, at)).weakly();
				break;
			}
		}
		int reason = (request == null) ? News.reasonAfter(text) : -1;
		// "theatre is 30 min earlier, curtain up got moved": the last comma
		reason = (request == null && reason < 0) ? text.lastIndexOf(", ") : reason;
		if (reason > 0) {
			// "X 15 min shorter pls, i have to leave early": the change, then why
			request = reader.apply(text.substring(0, reason), typed.substring(0, reason));
			request = (request != null) ? request.weakly() : null;
		}
		return request;
	}

}
