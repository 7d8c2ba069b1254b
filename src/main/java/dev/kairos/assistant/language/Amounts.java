package dev.kairos.assistant.language;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * How much a change moves or stretches an event: "30 min", "an hour and a half", "2
 * days", and a bare number after "back", "forward" or "by" ("push lunch back 30"), read
 * as minutes from 5 to 180 (a smaller bare number says no unit clearly enough).
 */
public final class Amounts {

	/** What joins minutes to a number of hours: ",", "and", nothing. */
	private static final String HOURS_AND = "\\s*,?\\s*(?:and\\s+)?(?<!\\d)";

	/** How many minutes, after a number of hours: "45", "twenty". */
	private static final String MINUTE_COUNT = "(?:[1-5]?\\d|" + Numbers.WORD + "(?:[- ]" + Numbers.WORD + ")?)";

	/** The unit of those minutes. */
	private static final String MINUTE_UNIT = "\\s*(?:minutes?|mins?|m)\\b";

	/** The minutes after a number of hours: "2 hrs 45 min", "an hour and 20 minutes". */
	static final String MINUTES_TOO = "(?:" + HOURS_AND + MINUTE_COUNT + MINUTE_UNIT + ")";

	private static final Pattern AMOUNT = Pattern
		.compile("(?<n>" + Numbers.ANY + ")\\s*(?<unit>minutes?|mins?|hours?|hrs?|h|days?|weeks?|fortnights?)\\b"
		// the same minutes as MINUTES_TOO, in a group of their own
				+ "(?:(?<half>\\s+and\\s+a\\s+half\\b)|(?<=h|hr|hrs|hour|hours)" + HOURS_AND + "(?<m>" + MINUTE_COUNT
				+ ")" + MINUTE_UNIT + ")?");

	/** "back 30", "forward by 15", "30 later": a number with no unit, as minutes. */
	private static final Pattern BARE_MINUTES = Pattern
		.compile("(?:^|\\s)(?:(?:back|forward|up|later|earlier|by)\\s+(?:by\\s+)?(?<n>\\d{1,3})"
				+ "|(?<n2>\\d{1,3})\\s+(?:later|earlier))\\s*$");

	/** "30 min later", "that, an hour longer": an amount and its direction, no event. */
	private static final Pattern ONLY_AN_AMOUNT = Pattern
		.compile("^(?:(?:it|that|this)[,\\s]+)?(?:(?:by|make\\s+it)\\s+)?" + "(?<amount>" + ChangeRequest.LENGTH
				+ "\\s+(?:later|earlier|longer|shorter|sooner)\\b.*)$");

	/** "45 min", "an hour", "half an hour": a length and nothing else. */
	private static final Pattern ONLY_A_LENGTH = Pattern
		.compile("^(?:by\\s+)?" + ChangeRequest.LENGTH + "(?:\\s+(?:please|pls|then))?[\\s.!]*$");

	/**
	 * Whether a message says a length and nothing else ("45 min" after "push lunch": by
	 * that much).
	 * @param text the message, lowercase
	 */
	public static boolean onlyALength(String text) {
		return ONLY_A_LENGTH.matcher(text.strip()).matches();
	}

	/**
	 * The amount and direction of a message that says only those ("that, 30 min later"):
	 * a change of the event asked about; null for any other message.
	 * @param text the message, lowercase
	 */
	public static @Nullable String onlyAnAmount(String text) {
		Matcher amount = ONLY_AN_AMOUNT.matcher(text.strip());
		return amount.matches() ? amount.group("amount") : null;
	}

	private Amounts() {
	}

	/**
	 * The amount said in the text, or null when it says none (or zero).
	 * @param text what was said ("by 30 min", "back an hour", "back 30")
	 */
	public static @Nullable Duration of(String text) {
		String lower = text.toLowerCase(Locale.ROOT);
		Matcher m = AMOUNT.matcher(lower);
		if (!m.find()) {
			Matcher bare = BARE_MINUTES.matcher(lower);
			if (!bare.find()) {
				return null;
			}
			int minutes = Integer.parseInt((bare.group("n") != null) ? bare.group("n") : bare.group("n2"));
			return (minutes >= 5 && minutes <= 180) ? Duration.ofMinutes(minutes) : null;
		}
		Double n = Numbers.parse(m.group("n"));
		if (n == null || n <= 0) {
			return null;
		}
		if (m.group("half") != null) {
			// "an hour and a half"
			n += 0.5;
		}
		String unit = m.group("unit");
		double minutes = unit.startsWith("d") ? n * 1440 : unit.startsWith("f") ? n * 20160
				: unit.startsWith("w") ? n * 10080 : unit.startsWith("h") ? n * 60 : n;
		String more = m.group("m");
		if (more != null) {
			// "2 hrs 45 min"
			Integer extra = Character.isDigit(more.charAt(0)) ? Integer.valueOf(more) : Numbers.compound(more);
			minutes += (extra != null) ? extra : 0;
		}
		return Duration.ofMinutes(Math.round(minutes));
	}

}
