package dev.kairos.assistant.language;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.temporal.TemporalAdjusters;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * A span from a time of one named day to a time of a later one: "sat 22:00 to sun 08:00",
 * "camping fri 6pm to sun 11am", "from friday 10pm until saturday 7am". The first day is
 * read as any weekday (the next one to come; today and tomorrow by name), the second is
 * the first such weekday after it.
 */
final class DaySpans {

	/** A clock time that is one by its form: "22:00", "6pm", "7:30 am". */
	private static final String CLOCK = "\\d{1,2}(?::\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.)|\\d{1,2}:\\d{2}";

	static final Pattern DAY_TIME_SPAN = Pattern.compile("(?<![\\w'])(?:from\\s+)?(?<d1>" + DayReader.WEEKDAY_NAME
			+ "|today|tonight|tomorrow)\\.?,?\\s+(?:at\\s+|from\\s+)?(?<t1>" + CLOCK
			+ ")\\s*(?:-|\\u2013|to|till|til|until|through|thru)\\s*(?<d2>" + DayReader.WEEKDAY_NAME
			+ ")\\.?,?\\s+(?:at\\s+)?(?<t2>" + CLOCK + ")(?![\\w:])");

	private DaySpans() {
	}

	/** Record the span as an exact start and a length; false when it is none. */
	static boolean read(Reading reading, Matcher m) {
		LocalDate first = first(reading.today, m.group("d1"));
		DayOfWeek to = DayReader.weekday(m.group("d2"));
		ClockTime from = ClockTime.parse(m.group("t1"));
		ClockTime until = ClockTime.parse(m.group("t2"));
		if (first == null || to == null || from == null || until == null || reading.exact != null) {
			return false;
		}
		LocalDateTime start = first.atStartOfDay().plusMinutes(from.minutes(null));
		LocalDateTime end = first.with(TemporalAdjusters.next(to)).atStartOfDay().plusMinutes(until.minutes(null));
		reading.exact = start;
		reading.duration = Duration.between(start, end);
		return true;
	}

	private static @Nullable LocalDate first(LocalDate today, String day) {
		return switch (day) {
			case "today", "tonight" -> today;
			case "tomorrow" -> today.plusDays(1);
			default -> {
				DayOfWeek weekday = DayReader.weekday(day);
				yield (weekday != null) ? today.with(TemporalAdjusters.next(weekday)) : null;
			}
		};
	}

}
