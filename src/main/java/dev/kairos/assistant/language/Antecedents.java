package dev.kairos.assistant.language;

import java.util.Locale;
import java.util.function.BiFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * A change said on a pronoun after the clause that names its event: "physics lec always
 * runs over, extend it by 15 min", "mi cyaan reach lunch wid aisha, cancel it", "no
 * standup on thanksgiving obviously, remove it". The last clause is read as any change,
 * the pronoun standing for the event; the clause before it is what names the event (the
 * finder looks for an event whose name it holds among its other words).
 */
final class Antecedents {

	/**
	 * The clause that names the event, a boundary, then a clause with the pronoun among
	 * its first five words.
	 */
	private static final Pattern PRONOUN_COMMAND = Pattern.compile("^(?<ref>.+)(?:[,.;!:]\\s*|\\s+(?:so|and|then|"
			+ "pls|please|plz)\\s+)(?<command>(?:[\\w']+\\s+){1,4}?(?<it>it|that\\s+one|this\\s+one|that)(?:\\s.*)?)$");

	/** An amount of time or a number, which a new length or a shift needs. */
	private static final Pattern AMOUNT = Pattern.compile("(?i)\\d|\\b(?:an?|half|one|two|three|four|five|six|ten"
			+ "|fifteen|twenty|thirty|forty|forty-five|ninety)\\b");

	/**
	 * "i can't make supervision tomorrow, move it to 4": the event named first, then
	 * moved by a pronoun.
	 */
	private static final Pattern MOVE_IT = Pattern
		.compile("^(?<ref>.+?)[,.;!\\s]++(?:so\\s+)?(?:(?:can|could|would|will)\\s+(?:you|u|we)\\s+)?"
				+ "(?:please\\s+)?(?<verb>move|reschedule|push|shift|bump|change(?=\\s+\\w+\\s+for\\b))\\s+(?:(?:it|that|this)\\s+|(?<=[,.;!]\\s{0,3}(?:(?:please|pls)\\s{1,3})?(?:move|reschedule)\\s))"
				+ "(?<value>(?:to|for|at|back|forward" + "|until|till|by|later|earlier)\\b.*)$");

	/** What stands for the event while the command is read. */
	private static final String PLACEHOLDER = "the placeholder";

	/**
	 * The start of a time range said before its end's "to": "3 to 5", "from 3 to 5".
	 */
	private static final Pattern RANGE_START = Pattern
		.compile("\\s+(?:to\\s+|from\\s+|to\\s+from\\s+)(?<from>\\d{1,2}(?:[:.]\\d{2})?\\s*(?:am|pm)?)$");

	/** A clock time alone: what a range's end is. */
	private static final Pattern CLOCK = Pattern.compile("\\d{1,2}(?:[:.]\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.)?");

	private Antecedents() {
	}

	/**
	 * The change the last clause says on a pronoun, about the event the clause before
	 * names; null when the message has no such clause.
	 * @param text the message, lower case
	 * @param typed the message as typed, of the same length
	 * @param reader how a change is read
	 */
	static @Nullable ChangeRequest read(String text, String typed,
			BiFunction<String, String, @Nullable ChangeRequest> reader) {
		Matcher said = PRONOUN_COMMAND.matcher(text);
		if (!said.matches()) {
			return null;
		}
		ChangeRequest change = reader.apply(command(text, said), command(typed, said));
		if (change == null || !change.reference().equals(PLACEHOLDER)) {
			return null;
		}
		if ((change.kind() == ChangeRequest.Kind.RESIZE || change.kind() == ChangeRequest.Kind.SHIFT)
				&& !AMOUNT.matcher(change.value()).find()) {
			// "they need an extra 30 mins so make it longer": the amount is in the news
			return null;
		}
		// the clause's words, news around the name aside, once the command is a change
		String ref = ChangeForms.NEWS_AFTER_NAME
			.matcher(News.namedInNews(ChangeForms.afterCantMake(typed.substring(0, said.end("ref")).strip())))
			.replaceFirst("");
		if (ChangeRequest.isPronoun(ref)) {
			return null;
		}
		return new ChangeRequest(change.kind(), ref, change.value(), change.later(), change.scope(), change.weak());
	}

	/** The last clause, the placeholder for its pronoun. */
	private static String command(String message, Matcher said) {
		return message.substring(said.start("command"), said.start("it")) + PLACEHOLDER
				+ message.substring(said.end("it"));
	}

	/**
	 * "move physics to 3 to 5": the range from 3 to 5, when the last "to" is before a
	 * range's end and the words before it end with its start; else null.
	 * @param rest the words after the verb, as typed
	 * @param to where the last " to " begins
	 */
	static @Nullable ChangeRequest rangeTo(String rest, int to, @Nullable Boolean later) {
		String lower = rest.toLowerCase(Locale.ROOT);
		Matcher start = RANGE_START.matcher(lower.substring(0, to));
		if (!start.find() || start.start() == 0 || !CLOCK.matcher(lower.substring(to + 4).strip()).matches()) {
			return null;
		}
		return ChangeRequest.of(ChangeRequest.Kind.MOVE, rest.substring(0, start.start()),
				"from " + start.group("from") + " to " + rest.substring(to + 4), later);
	}

	/**
	 * "i can't make X tomorrow, move it to 4": X moved, "i can't make" aside; null when
	 * the text is no such move.
	 * @param text the message, lowercase
	 * @param typed the message as typed, of the same length
	 */
	static @Nullable ChangeRequest movedIt(String text, String typed) {
		Matcher moveIt = MOVE_IT.matcher(text);
		if (!moveIt.matches()) {
			return null;
		}
		String ref = ChangeForms.afterCantMake(Text.group(typed, moveIt, "ref"));
		// "change it for the wednesday": for is to
		String value = Text.group(typed, moveIt, "value").replaceFirst("^(?i)for\\b", "to");
		ChangeRequest request = ChangeSplit.split(moveIt.group("verb"), ref + " " + value);
		return (request != null) ? request.weakly() : null;
	}

}
