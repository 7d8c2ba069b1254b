package dev.kairos.assistant.planning;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.assistant.language.Amounts;
import dev.kairos.assistant.language.Numbers;
import dev.kairos.assistant.language.Repeat;
import dev.kairos.assistant.language.Text;
import dev.kairos.assistant.language.Utterance;
import org.jspecify.annotations.Nullable;

/**
 * What a follow-up says to correct the last proposal rather than add to it: the old value
 * after "not" ("saturday not sunday"), a repeat's end said alone ("only 6 times tho"),
 * and the event a change proposal acts on as it is now, from which a corrected change is
 * measured ("push it back an hour" then "no, 2 hours": two hours after its own time, not
 * after the proposal's).
 */
final class Corrections {

	/**
	 * "saturday not sunday", "1:30 not 1", ", not friday": the old value at the end,
	 * which only says what the new one replaces.
	 */
	private static final Pattern NOT_OLD = Pattern
		.compile(
				"(?<![\\s,])(?:\\s*,\\s*|\\s+)(?:and\\s+|but\\s+)?not\\s+(?:on\\s+|at\\s+)?"
						+ "(?:the\\s+)?[a-z0-9:./]{1,12}(?:\\s*[ap]\\.?m\\.?)?(?=[\\s.!?]*$)",
				Pattern.CASE_INSENSITIVE);

	/** Words around a repeat's end said alone: "and only til end of april tho". */
	private static final Pattern END_FILLERS = Pattern
		.compile("\\b(?:and|but|only|just|actually|ok|okay|then|please|pls"
				+ "|tho|though|thx|thanks|so|no|oh|wait|sorry|make\\s+it|have\\s+it|it|that|the|series|repeat|max|maximum"
				+ "|in|all|total|a|long)\\b");

	/** "2 hrs", "no, 90 mins": an amount alone. */
	private static final Pattern BARE_AMOUNT = Pattern
		.compile("^(?:(?:no|nah|actually|sorry|oops|whoops|wait|oh|ok|okay"
				+ "|make\\s+it|i\\s+meant|i\\s+mean|more\\s+like)[,\\s]+)*(?<amount>" + Numbers.ANY
				+ "\\s*(?:hours?|hrs?|h|minutes?|mins?)|half\\s+an\\s+hour|an?\\s+hour)(?:\\s+(?:instead|then|please|pls"
				+ "|tho))?[\\s.!?]*$");

	/** An amount of time said: "2 hours", "90 mins", "an hour". */
	private static final Pattern AMOUNT_SAID = Pattern
		.compile("\\d\\s*(?:h|hrs?|hours?|mins?|minutes?)\\b|\\ban?\\s+hour\\b|\\bhalf\\s+an\\s+hour\\b");

	/** A clock time said: "3pm", "3:30", "at 3", "to 3", "noon". */
	private static final Pattern CLOCK_SAID = Pattern
		.compile("\\d\\s*(?:[ap]\\.?m\\b)|\\d:\\d\\d|\\b(?:at|to|till|until)\\s+\\d|\\bnoon\\b|\\bmidnight\\b");

	/** Words that say a change was a shift by an amount ("push it back an hour"). */
	private static final Pattern SHIFT_SAID = Pattern
		.compile("\\b(?:later|earlier|sooner|back|forward|ahead|push|pushed|bump|bumped|delay|delayed)\\b");

	/** How far from a proposal's day the event it changes is looked for. */
	private static final Duration NEAR = Duration.ofDays(35);

	private Corrections() {
	}

	/** A follow-up without the old value it names after "not". */
	static String withoutOld(String message) {
		return message.toLowerCase(Locale.ROOT).contains("not") ? NOT_OLD.matcher(message).replaceFirst("") : message;
	}

	/**
	 * How a repeating proposal repeats with the end a follow-up says alone ("only 6 times
	 * tho", "for 8 weeks", "and til end of april only"); null when it says no end, or
	 * more than an end, or an end before the first day.
	 * @param last the repeating proposal
	 * @param message the follow-up
	 * @param preferences the user's zone, date order and holidays
	 * @param now the current local date-time
	 */
	static @Nullable Repeat ended(ProposedEvent last, String message, Preferences preferences, LocalDateTime now) {
		List<String> lines = last.recurrence();
		Repeat repeat = (lines != null && lines.size() == 1) ? Repeats.of(lines.get(0)) : null;
		if (repeat == null) {
			return null;
		}
		Utterance utterance = Utterance.read(message);
		Repeat ended = Repeat.endedBy(repeat, utterance, now, preferences.dateOrder(), preferences.holidays());
		String rest = utterance.remainder().toLowerCase(Locale.ROOT).replaceAll("[^a-z ]", " ");
		if (ended == null || !Text.collapse(END_FILLERS.matcher(rest).replaceAll(" ")).isBlank()) {
			return null;
		}
		LocalDate first = LocalDateTime.ofInstant(last.startTime(), preferences.zone()).toLocalDate();
		LocalDate lastDay = Repeats.last(ended, first);
		return (lastDay == null || !lastDay.isBefore(first)) ? ended : null;
	}

	/**
	 * The times of the event a change proposal acts on, as they are now: the proposal's
	 * own when it deletes, else the occurrence with its id near the proposal's day; null
	 * when the proposal makes a new event or the event is not found.
	 */
	static @Nullable Interval original(ProposedEvent last, CalendarView calendar) {
		if (last.action() == Action.CREATE || last.eventId() == null) {
			return null;
		}
		if (last.action() == Action.DELETE) {
			return last.interval();
		}
		Instant from = last.startTime().minus(NEAR);
		Instant to = last.endTime().plus(NEAR);
		for (CalendarEvent event : calendar.events(from, to)) {
			if (event.id().equals(last.eventId())) {
				return new Interval(event.startTime(), event.endTime());
			}
		}
		return null;
	}

	/**
	 * The times a shift said after a proposal is measured from: when the proposal shifted
	 * an event by an amount ("push X back an hour" then "no, an hour and a half later"),
	 * the event's own times, since the second amount replaces the first; else the
	 * proposal's.
	 * @param last the last proposal
	 * @param calendar where the event it changes is
	 * @param answered the user's message that the proposal answered, or null
	 */
	static Interval base(ProposedEvent last, CalendarView calendar, @Nullable String answered) {
		Interval original = shiftedFrom(last, calendar, answered);
		return (original != null) ? original : last.interval();
	}

	/**
	 * "actually 2 hrs" after a proposal that shifted an event: the shift by that amount,
	 * the same way, from the event's own times; null for anything else.
	 */
	static @Nullable Interval reshifted(ProposedEvent last, CalendarView calendar, @Nullable String answered,
			String text) {
		Matcher amount = BARE_AMOUNT.matcher(text);
		Interval original = amount.matches() ? shiftedFrom(last, calendar, answered) : null;
		Duration by = (original != null) ? Amounts.of(amount.group("amount")) : null;
		if (original == null || by == null || by.isZero()) {
			return null;
		}
		Duration delta = last.startTime().isBefore(original.start()) ? by.negated() : by;
		return new Interval(original.start().plus(delta), original.end().plus(delta));
	}

	/**
	 * The event's own times when the proposal shifted it by an amount: the message it
	 * answered says an amount and no clock time ("push X back an hour", "no, 2 hours"),
	 * and the proposal keeps the event's length at another start; null otherwise.
	 */
	private static @Nullable Interval shiftedFrom(ProposedEvent last, CalendarView calendar,
			@Nullable String answered) {
		if (answered == null || last.action() != Action.UPDATE) {
			return null;
		}
		String said = answered.toLowerCase(Locale.ROOT);
		if (!SHIFT_SAID.matcher(said).find() && !AMOUNT_SAID.matcher(said).find() || CLOCK_SAID.matcher(said).find()) {
			return null;
		}
		Interval original = original(last, calendar);
		if (original == null) {
			return null;
		}
		Duration before = Duration.between(original.start(), original.end());
		Duration after = Duration.between(last.startTime(), last.endTime());
		return (before.equals(after) && !last.startTime().equals(original.start())) ? original : null;
	}

}
