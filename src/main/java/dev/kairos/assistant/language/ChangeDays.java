package dev.kairos.assistant.language;

import java.util.Locale;
import java.util.function.BiFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * Where a change says its day without "to": last, before "instead" ("can we do
 * supervision tuesday instead"), or before a new length ("make the lab meeting on the
 * 26th 90 mins", that day's occurrence).
 */
final class ChangeDays {

	/** "do X tuesday instead": the day at the end is the new one. */
	private static final Pattern DAY_AT_END = Pattern
		.compile("(?i)\\s+(?<value>(?:(?:next|this|on)\\s+)?" + DayReader.WEEKDAY_NAME
				+ "s?\\b.*|tomorrow\\b.*|(?:on\\s+)?the\\s+\\d{1,2}(?:st|nd|rd|th)\\b.*|(?:on\\s+)?" + DayReader.MONTH
				+ "\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?\\b.*|(?:on\\s+)?\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?"
				+ DayReader.MONTH + "\\b.*|(?:on\\s+)?\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?\\b.*)$");

	/** "on the 26th 90 mins": a day, then a length. */
	private static final Pattern LENGTH_ON_DAY = Pattern
		.compile("(?i)^(?<day>on\\s+.+?)\\s+(?<value>" + ChangeRequest.LENGTH + ")(?:\\s+long)?$");

	/**
	 * "on monday", "tomorrow", "on the 7th", "on 12 april": a day said last, after a new
	 * length or place, that says which day's event is changed.
	 */
	private static final Pattern WHICH_DAY_LAST = Pattern.compile("(?i)\\s+(?<day>(?:(?:on|this|next)\\s+)?"
			+ DayReader.WEEKDAY_NAME + "s?\\.?|tomorrow|today|tonight|(?:on\\s+)?the\\s+\\d{1,2}(?:st|nd|rd|th)"
			+ "|on\\s+(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?" + DayReader.MONTH + "|on\\s+"
			+ DayReader.MONTH + "\\s+\\d{1,2}(?:st|nd|rd|th)?)$");

	/**
	 * "physics lecture is 2 hrs on monday", "supervision is only 30 min tmrw", "X is in
	 * Kent 107 on monday", "X 15 min later wed": a new length, place or shift, then the
	 * day of the event it changes (not a new day: "X is at 4 on monday" moves it, and is
	 * read elsewhere); null when no day ends the words or the rest reads as no such
	 * change.
	 * @param text the words, plain
	 * @param typed the words as typed, aligned with the text
	 * @param reader reads the words before the day
	 */
	static @Nullable ChangeRequest whichDayLast(String text, String typed,
			BiFunction<String, String, @Nullable ChangeRequest> reader) {
		Matcher day = WHICH_DAY_LAST.matcher(text);
		if (!day.find() || day.start() == 0
				|| !ChangeForms.SAYS_A_LENGTH_OR_PLACE.matcher(text).region(0, day.start()).find()) {
			return null;
		}
		ChangeRequest change = reader.apply(text.substring(0, day.start()), typed.substring(0, day.start()));
		if (change == null || change.kind() != ChangeRequest.Kind.RESIZE && change.kind() != ChangeRequest.Kind.RELOCATE
				&& change.kind() != ChangeRequest.Kind.SHIFT) {
			return null;
		}
		String which = typed.substring(day.start("day"), day.end("day"));
		return new ChangeRequest(change.kind(),
				change.reference() + " "
						+ (which.matches("(?i)(?:on|this|next|tomorrow|today|tonight|the)\\b.*") ? "" : "on ") + which,
				change.value(), change.later(), change.scope(), change.weak(), change.naming());
	}

	/** "X to veterans day", "X → the last monday of november": a new day, any words. */
	private static final Pattern TO_A_DAY = Pattern
		.compile("^(?<ref>.+?)\\s+(?:to|->|=>|\u2192)\\s+(?<value>[^,;]{2,40}?)[,.!\\s]*$");

	/** A reference that names no event: "to", "move it on". */
	private static final Pattern NO_EVENT = Pattern
		.compile("(?i)(?:(?:move|shift|push)\\s+)?(?:it\\s+)?(?:to|on|for|at|next|this|the)?");

	/**
	 * A change whose time is kept ("same time"): the day said is the new one ("team
	 * meeting nov 12 same time", "X to veterans day, same time", whatever words say the
	 * day, for "same time" says it is one), unless a change is read already (not a new
	 * name after an arrow).
	 * @param request the change read without "same time", or null
	 * @param text the words before "same time", plain
	 * @param typed the same words as typed
	 * @param sameDay whether "same day" was said (then no new day)
	 */
	static @Nullable ChangeRequest sameTime(@Nullable ChangeRequest request, String text, String typed,
			boolean sameDay) {
		if (request != null && (request.kind() != ChangeRequest.Kind.RENAME || !request.weak())) {
			return request;
		}
		ChangeRequest onDay = (request == null) ? dayInstead(typed) : null;
		Matcher to = TO_A_DAY.matcher(text);
		if (onDay == null && !sameDay && to.matches()) {
			onDay = ChangeRequest.of(ChangeRequest.Kind.MOVE, Text.group(typed, to, "ref"),
					Text.group(typed, to, "value"), null);
		}
		// "to tues 13th same time" names no event: an answer to "when should it be?"
		return (onDay != null && !NO_EVENT.matcher(onDay.reference()).matches()) ? onDay.weakly() : request;
	}

	/**
	 * "can we do supervision tuesday instead": the day said last is the new day; null
	 * when no day ends the words.
	 */
	static @Nullable ChangeRequest dayInstead(String rest) {
		Matcher day = DAY_AT_END.matcher(rest);
		if (!day.find() || day.start() == 0 || rest.toLowerCase(Locale.ROOT).contains(" to ")) {
			return null;
		}
		String value = day.group("value");
		return ChangeRequest.of(ChangeRequest.Kind.MOVE, rest.substring(0, day.start()),
				value.toLowerCase(Locale.ROOT).matches("(?:on|tomorrow)\\b.*") ? value : "on " + value, null);
	}

	/**
	 * "make the lab meeting on the 26th 90 mins": that day's occurrence, a new length;
	 * null when the value is no day and a length.
	 */
	static @Nullable ChangeRequest lengthOnDay(String ref, String value) {
		Matcher said = LENGTH_ON_DAY.matcher(value);
		return said.matches()
				? ChangeRequest.of(ChangeRequest.Kind.RESIZE, ref + " " + said.group("day"), said.group("value"), null)
				: null;
	}

	private ChangeDays() {
	}

}
