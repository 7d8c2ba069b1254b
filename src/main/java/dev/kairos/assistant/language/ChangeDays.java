package dev.kairos.assistant.language;

import java.util.Locale;
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
	private static final Pattern DAY_AT_END = Pattern.compile("(?i)\\s+(?<value>(?:(?:next|this|on)\\s+)?"
			+ DayReader.WEEKDAY_NAME + "s?\\b.*|tomorrow\\b.*|(?:on\\s+)?the\\s+\\d{1,2}(?:st|nd|rd|th)\\b.*)$");

	/** "on the 26th 90 mins": a day, then a length. */
	private static final Pattern LENGTH_ON_DAY = Pattern
		.compile("(?i)^(?<day>on\\s+.+?)\\s+(?<value>" + ChangeRequest.LENGTH + ")(?:\\s+long)?$");

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
				value.toLowerCase(Locale.ROOT).startsWith("on ") ? value : "on " + value, null);
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
