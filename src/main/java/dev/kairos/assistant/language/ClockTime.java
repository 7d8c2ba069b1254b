package dev.kairos.assistant.language;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.assistant.language.PartOfDay.Meridiem;
import org.jspecify.annotations.Nullable;

/**
 * A time of day as said: an hour and minute, with or without "am"/"pm", possibly in
 * 24-hour form. {@link #minutes(PartOfDay)} decides what an hour without "am"/"pm" means.
 *
 * @param hour 0 to 24 as written (12-hour forms keep 1 to 12)
 * @param minute 0 to 59
 * @param meridiem am, pm or neither
 * @param literal whether the hour needs no reading: 24-hour forms ({@code 15:30},
 * {@code 09:00}), noon and midnight
 */
public record ClockTime(int hour, int minute, Meridiem meridiem, boolean literal) {

	/** Regex for the meridiem after a number: am, pm, a.m., p.m., a m. */
	static final String MERIDIEM = "(?:[ap]\\.?\\s?m\\.?(?![a-z]))";

	static final String HOUR_WORD = "(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)";

	/**
	 * "half 3", "half seven": British for half past that hour; never before a unit ("half
	 * 3 hours") or more digits.
	 */
	static final String BRITISH_HALF = "(?:half\\s(?:1[0-2]|0?[1-9]|" + HOUR_WORD + ")(?:\\s?" + MERIDIEM
			+ ")?(?![\\w:.]|\\s?(?:hours?|hrs?|minutes?|mins?|days?|weeks?)\\b))";

	/** Minutes said as words after an hour word: "three thirty", "ten oh five". */
	static final String MINUTE_WORDS = "(?:o'?\\s?(?:one|two|three|four|five|six|seven|eight|nine)|oh\\s(?:one|two|three|four"
			+ "|five|six|seven|eight|nine)|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
			+ "|(?:twenty|thirty|forty|fifty)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?)";

	/**
	 * The minutes of "10 to 5", "25 past 4", "13 minutes to 5": a multiple of five, or
	 * any number followed by "minutes" ("3 to 5" is a range, not 4:57).
	 */
	private static final String MINUTES_TO_HOUR = "[1-5][05](?!\\d)|5(?!\\d)|\\d{1,2}(?=\\sminutes?\\b)";

	/**
	 * Any clock time that is a time by its form alone (with am/pm, a colon, or a word
	 * such as noon), as a regex without groups.
	 */
	static final String EXPLICIT = "(?:\\d{1,2}(?:[:.]\\d{2})?\\s?" + MERIDIEM + "|\\d{1,2}(?::\\d{2})?[ap](?![a-z'])"
			+ "|\\d{1,2}:\\d{2}(?![\\d:])|" + HOUR_WORD + "(?:[\\s-]" + MINUTE_WORDS + ")?\\s?" + MERIDIEM
			+ "|noon|midday|midnight(?!\\s+(?:mass|feast|snack|service|vigil|run|screening|showing))|(?:half|(?:a\\s)?quarter|"
			+ MINUTES_TO_HOUR + "|" + MINUTE_WORDS
			+ ")(?:\\sminutes?)?\\s(?:past|after|to|till|before|of)\\s(?:\\d{1,2}|" + HOUR_WORD
			+ "|noon|midnight)(?:\\s?" + MERIDIEM + ")?(?![\\d:])|" + BRITISH_HALF + ")";

	/** An hour alone, which is a time only where the words around it say so. */
	static final String BARE = "(?:\\d{1,2}(?:[:.]\\d{2})?|" + HOUR_WORD + "(?:[\\s-]" + MINUTE_WORDS + ")?)";

	private static final Pattern DIGITS = Pattern
		.compile("(\\d{1,2})(?:[:.](\\d{2}))?\\s?(?:([ap])\\.?\\s?m\\.?|([ap]))?");

	private static final Pattern WORDS = Pattern
		.compile("(" + HOUR_WORD + ")(?:[\\s-](" + MINUTE_WORDS + "))?\\s?(?:([ap])\\.?\\s?m\\.?)?");

	private static final Pattern RELATIVE = Pattern.compile("(half|(?:a\\s)?quarter|" + MINUTES_TO_HOUR + "|"
			+ MINUTE_WORDS + ")(?:\\sminutes?)?\\s(past|after|to|till|before|of)\\s(\\d{1,2}|" + HOUR_WORD
			+ "|noon|midnight)(?:\\s?([ap])\\.?\\s?m\\.?)?");

	private static final Pattern HALF = Pattern
		.compile("half\\s(\\d{1,2}|" + HOUR_WORD + ")(?:\\s?([ap])\\.?\\s?m\\.?)?");

	/** "to 4", "4:30", "3-5": an hour said alone, which is a time only after "to". */
	private static final Pattern ALONE = Pattern
		.compile("^(?:to\\s+)?(?:\\d{1,2}(?::\\d{2}|\\.(?:00|1[3-9]|[2-5]\\d))?(?:\\s*-\\s*\\d.*)?|" + HOUR_WORD
				+ "(?:[\\s-]" + MINUTE_WORDS + ")?)$");

	/** "10h30", "to 18h": an hour written with "h", alone (a time of a change). */
	private static final Pattern H_CLOCK = Pattern.compile("^(?:to\\s+)?([01]?\\d|2[0-3])h([0-5]\\d)?$");

	/** "3-5", "to 3 till 5:30": a range of hours said alone. */
	private static final Pattern RANGE_ALONE = Pattern.compile("^(?:to\\s+|from\\s+)?(\\d{1,2}(?:[:.]\\d{2})?)\\s*"
			+ "(?:-|\u2013|to|till|til|until)\\s*(\\d{1,2}(?:[:.]\\d{2})?\\s*(?:am|pm)?)$");

	/** "3 on friday", "10 tomorrow": a bare hour, then the day it is on. */
	private static final Pattern HOUR_THEN_DAY = Pattern
		.compile("^(?:to\\s+)?(\\d{1,2}(?::\\d{2})?)\\s+(?=(?:on\\s+|this\\s+" + "|next\\s+)?(?:"
				+ DayReader.WEEKDAY_NAME + "s?\\b|tomorrow\\b|today\\b|tonight\\b|the\\s+\\d))");

	static final ClockTime NOON = new ClockTime(12, 0, Meridiem.NONE, true);

	static final ClockTime MIDNIGHT = new ClockTime(24, 0, Meridiem.NONE, true);

	/**
	 * The new time of a change said after "to" as a time the reader would not take alone:
	 * "to 4" as "at 4", "3 till 5" as "from 3 to 5", "3 on friday" as "at 3 on friday";
	 * anything else as it is.
	 * @param value the words of the change
	 */
	public static String saidAlone(String value) {
		Matcher hours = H_CLOCK.matcher(value.toLowerCase(Locale.ROOT));
		if (hours.matches()) {
			// "-> 10h30", "to 18h": a clock time, not a length
			return "at " + hours.group(1) + ((hours.group(2) != null) ? ":" + hours.group(2) : "");
		}
		Matcher range = RANGE_ALONE.matcher(value.toLowerCase(Locale.ROOT));
		if (range.matches()) {
			return "from " + range.group(1) + " to " + range.group(2);
		}
		Matcher hourThenDay = HOUR_THEN_DAY.matcher(value.toLowerCase(Locale.ROOT));
		if (hourThenDay.lookingAt()) {
			// "to 3 on friday": at 3, on friday
			return "at " + hourThenDay.group(1) + " " + value.substring(hourThenDay.end());
		}
		return ALONE.matcher(value.toLowerCase(Locale.ROOT)).matches() ? "at " + value.replaceFirst("(?i)^to\\s+", "")
				: value;
	}

	/**
	 * Read a clock time in any form of {@link #EXPLICIT} or {@link #BARE}; null when the
	 * text is none (such as minute 75 or hour 25).
	 */
	static @Nullable ClockTime parse(String said) {
		String text = Text.collapse(said.strip().toLowerCase(Locale.ROOT));
		switch (text) {
			case "noon", "midday":
				return NOON;
			case "midnight":
				return MIDNIGHT;
			default:
				break;
		}
		Matcher digits = DIGITS.matcher(text);
		if (digits.matches()) {
			String hourText = digits.group(1);
			int hour = Integer.parseInt(hourText);
			int minute = (digits.group(2) != null) ? Integer.parseInt(digits.group(2)) : 0;
			String letter = (digits.group(3) != null) ? digits.group(3) : digits.group(4);
			if (letter != null) {
				return of(hour, minute, letter.equals("a") ? Meridiem.AM : Meridiem.PM, false);
			}
			boolean literal = hour == 0 || hour > 12 || (hourText.length() == 2 && hourText.startsWith("0"));
			return of(hour, minute, Meridiem.NONE, literal);
		}
		Matcher words = WORDS.matcher(text);
		if (words.matches()) {
			Integer hour = Numbers.compound(words.group(1));
			Integer minute = (words.group(2) != null) ? minuteWords(words.group(2)) : Integer.valueOf(0);
			if (hour == null || minute == null) {
				return null;
			}
			Meridiem meridiem = (words.group(3) == null) ? Meridiem.NONE
					: words.group(3).equals("a") ? Meridiem.AM : Meridiem.PM;
			return of(hour, minute, meridiem, false);
		}
		Matcher relative = RELATIVE.matcher(text);
		if (relative.matches()) {
			return relative(relative);
		}
		Matcher half = HALF.matcher(text);
		if (half.matches()) {
			Integer hour = Character.isDigit(half.group(1).charAt(0)) ? Integer.valueOf(half.group(1))
					: Numbers.compound(half.group(1));
			Meridiem meridiem = (half.group(2) == null) ? Meridiem.NONE
					: half.group(2).equals("a") ? Meridiem.AM : Meridiem.PM;
			return (hour == null) ? null : of(hour, 30, meridiem, false);
		}
		return null;
	}

	private static @Nullable ClockTime relative(Matcher matcher) {
		String amount = matcher.group(1);
		Integer minutes = amount.equals("half") ? Integer.valueOf(30) : amount.endsWith("quarter") ? Integer.valueOf(15)
				: Character.isDigit(amount.charAt(0)) ? Integer.valueOf(amount) : minuteWords(amount);
		if (minutes == null || minutes <= 0 || minutes >= 60) {
			return null;
		}
		boolean before = switch (matcher.group(2)) {
			case "to", "till", "before", "of" -> true;
			default -> false;
		};
		if (before && amount.equals("half")) {
			return null;
		}
		String hourText = matcher.group(3);
		ClockTime base = switch (hourText) {
			case "noon" -> NOON;
			case "midnight" -> new ClockTime(0, 0, Meridiem.NONE, true);
			default -> {
				Integer hour = Character.isDigit(hourText.charAt(0)) ? Integer.valueOf(hourText)
						: Numbers.compound(hourText);
				if (hour == null) {
					yield null;
				}
				Meridiem meridiem = (matcher.group(4) == null) ? Meridiem.NONE
						: matcher.group(4).equals("a") ? Meridiem.AM : Meridiem.PM;
				yield of(hour, 0, meridiem, hour > 12);
			}
		};
		if (base == null) {
			return null;
		}
		if (!before) {
			return new ClockTime(base.hour, minutes, base.meridiem, base.literal);
		}
		int hour = base.hour - 1;
		if (base.literal) {
			return new ClockTime((hour < 0) ? 23 : hour, 60 - minutes, Meridiem.NONE, true);
		}
		// "quarter to 1" is 12:45 on the same side of noon, except around 12.
		return new ClockTime((hour == 0) ? 12 : hour, 60 - minutes, (base.hour == 12 && base.meridiem != Meridiem.NONE)
				? ((base.meridiem == Meridiem.AM) ? Meridiem.PM : Meridiem.AM) : base.meridiem, false);
	}

	private static @Nullable Integer minuteWords(String text) {
		String t = text.strip().replaceFirst("^(?:o'?|oh)\\s?", "zero ");
		Integer value = Numbers.compound(t);
		return (value != null && value < 60) ? value : null;
	}

	private static @Nullable ClockTime of(int hour, int minute, Meridiem meridiem, boolean literal) {
		if (minute < 0 || minute > 59) {
			return null;
		}
		if (meridiem != Meridiem.NONE && (hour < 1 || hour > 12)) {
			// "0pm" and "13pm" are no times; "0am" is midnight, as "12am" is.
			return (hour == 0 && meridiem == Meridiem.AM) ? new ClockTime(0, minute, Meridiem.NONE, true) : null;
		}
		if (hour > 24 || (hour == 24 && minute > 0)) {
			return null;
		}
		return new ClockTime(hour, minute, meridiem, literal);
	}

	/** Whether the hour needs no reading: am/pm given or 24-hour form. */
	public boolean isCertain() {
		return this.literal || this.meridiem != Meridiem.NONE;
	}

	/**
	 * Minutes after the start of the day, up to 1440 for midnight at the end of the day.
	 * An hour without am/pm takes the side the part of the day says; without one, it is
	 * read as a daytime hour: 7 to 11 before noon, 12 as noon, 1 to 6 after noon.
	 */
	public int minutes(@Nullable PartOfDay part) {
		if (this.literal) {
			return this.hour * 60 + this.minute;
		}
		Meridiem side = this.meridiem;
		if (side == Meridiem.NONE && part != null) {
			side = part.meridiem();
		}
		int h = this.hour % 12;
		if (side == Meridiem.AM) {
			return h * 60 + this.minute;
		}
		if (side == Meridiem.PM) {
			return (h + 12) * 60 + this.minute;
		}
		boolean afternoon = this.hour == 12 || this.hour <= 6;
		return (afternoon ? h + 12 : h) * 60 + this.minute;
	}

	/**
	 * Minutes after midnight of the start and end of a clock-time event: a range as said
	 * ("3-5pm", "from 2 to 4", "11pm-1am"), or a start plus a length.
	 */
	public static int[] range(ClockTime start, @Nullable ClockTime end, @Nullable PartOfDay part, Duration length) {
		if (end == null) {
			int from = start.minutes(part);
			return new int[] { from, from + (int) length.toMinutes() };
		}
		int from;
		if (start.isCertain()) {
			from = start.minutes(null);
		}
		else if (end.isCertain()) {
			// "3-5pm": the start takes the side of noon that puts it before the end.
			int to = end.minutes(null);
			int base = (start.hour() % 12) * 60 + start.minute();
			from = (base + 720 < to) ? base + 720 : (base < to) ? base : start.minutes(part);
		}
		else {
			from = start.minutes(part);
		}
		int to;
		if (end.isCertain()) {
			to = end.minutes(null);
			while (to <= from) {
				to += 1440;
			}
		}
		else {
			// An end without am/pm is the first such clock time after the start.
			to = (end.hour() % 12) * 60 + end.minute();
			while (to <= from) {
				to += 720;
			}
		}
		return new int[] { from, to };
	}

}
