package dev.kairos.assistant.language;

import java.time.DateTimeException;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.Month;
import java.time.YearMonth;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.assistant.language.PartOfDay.Meridiem;
import dev.kairos.settings.DateOrder;
import org.jspecify.annotations.Nullable;

/**
 * Find what a message says about when: days, clock times, ranges, lengths, parts of the
 * day and relative expressions, relative to now in the user's time zone. Recognizers run
 * from the most specific form to the least, each claiming the words it understood in the
 * {@link Utterance}; the first value found for each part of {@link When} wins.
 *
 * <p>
 * The conventions (what "next Friday", "at 4" or "morning" mean) are those of
 * docs/assistant.md.
 */
public final class WhenParser {

	/** What looks like a clock time: a number with am/pm, or hours and minutes. */
	private static final Pattern NOT_A_CLOCK_TIME = Pattern.compile(
			"(?<![\\w:./])\\d{1,3}(?::\\d{2})?\\s?(?:[ap]\\.?m\\.?)(?![a-z])|(?<![\\w:./])\\d{1,3}:\\d{2}(?![\\d:])");

	private WhenParser() {
	}

	/**
	 * Read what the message says about when, claiming those words in the utterance.
	 * @param utterance the message
	 * @param now the current local date-time in the user's time zone
	 * @param weekStart the first day of the user's week ("next week" starts on it)
	 * @param dateOrder how the user writes numeric dates
	 * @return what was said; empty parts are null
	 */
	public static When parse(Utterance utterance, LocalDateTime now, DayOfWeek weekStart, DateOrder dateOrder) {
		return parse(utterance, now, weekStart, dateOrder, Holidays.NONE);
	}

	/**
	 * Read what the message says about when, holidays included, claiming those words in
	 * the utterance.
	 * @param utterance the message
	 * @param now the current local date-time in the user's time zone
	 * @param weekStart the first day of the user's week ("next week" starts on it)
	 * @param dateOrder how the user writes numeric dates
	 * @param holidays the holidays of the user's country
	 * @return what was said; empty parts are null
	 */
	public static When parse(Utterance utterance, LocalDateTime now, DayOfWeek weekStart, DateOrder dateOrder,
			Holidays holidays) {
		Reading reading = new Reading(utterance, now, weekStart, dateOrder, holidays);
		DayReader days = new DayReader(reading);
		DayCounter counter = new DayCounter(reading);
		Pattern holiday = DayCounter.aroundHoliday(holidays, now.getYear());
		TimeReader times = new TimeReader(reading);
		// From the most specific form to the least: "3/4" is a date before "3" can be an
		// hour, "in 2 hours" a moment before "2 hours" can be a length.
		Utterance u = utterance;
		// the forms written in digits alone are looked for only when a digit is said
		// (about half the messages say none)
		boolean digits = hasDigit(u.text());
		if (digits) {
			u.claim(DayReader.ISO_DATE, days::isoDate);
		}
		u.claim(DaySpans.DAY_TIME_SPAN, (m) -> DaySpans.read(reading, m));
		DayRange ranges = new DayRange(reading);
		u.claim(DayRange.DATES, ranges::dates);
		u.claim(DayRange.DAYS, ranges::days);
		u.claim(DayRange.WEEKDAYS, ranges::weekdays);
		u.claim(DayRange.WEEKDAY_PAIR, ranges::weekdayPair);
		if (holiday != null) {
			u.claim(holiday, (m) -> counter.aroundHoliday(m, false));
		}
		u.claim(DayCounter.NTH_WEEKDAY_OF_MONTH, counter::nthWeekdayOfMonth);
		u.claim(DayCounter.MONTH_EDGE, counter::monthEdge);
		u.claim(DayCounter.WEEKDAYS_FROM_NOW, counter::weekdaysFromNow);
		u.claim(DayCounter.WEEKS_ON, counter::weeksOn);
		u.claim(DayCounter.BUSINESS_DAYS, counter::businessDays);
		u.claim(TimeReader.ALL_DAY, times::allDay);
		if (digits) {
			u.claim(ClockForms.HHMM_RANGE, times::hhmmRange);
			u.claim(DayReader.DASH_DATE, days::dashDate);
			u.claim(ClockForms.COMPACT_CLOCK, times::compactClock);
		}
		u.claim(TimeReader.EXACT_RELATIVE, times::exactRelative);
		u.claim(DayReader.RELATIVE_DAYS, days::relativeDays);
		u.claim(TimeReader.DURATION, times::duration);
		u.claim(TimeReader.TIME_RANGE, times::timeRange);
		u.claim(DayReader.MONTH_DAY, days::monthDay);
		u.claim(TimeReader.EXPLICIT_TIME, (m) -> times.time(m.group("pre"), m.group("t")));
		if (digits) {
			u.claim(DayReader.SLASH_DATE, (m) -> days.numericDate(m, false));
			u.claim(DayReader.DOT_DATE, (m) -> days.numericDate(m, true));
			u.claim(ClockForms.DOTTED_CLOCK, times::dottedClock);
			u.claim(ClockForms.HHMM, times::hhmm);
			u.claim(ClockForms.SPACED_CLOCK, times::spacedClock);
		}
		u.claim(TimeReader.BARE_TIME, times::bareTime);
		u.claim(DayReader.ORDINAL_DAY, days::ordinalDay);
		u.claim(DayReader.MONTH_SPAN, days::monthSpan);
		u.claim(DayReader.WEEKDAY_NEXT_WEEK, days::weekdayOfWeek);
		u.claim(DayReader.CASUAL_DAY, days::casualDay);
		u.claim(DayReader.SPAN, days::span);
		u.claim(DayReader.WEEKDAY_PATTERN, days::weekday);
		if (holiday != null) {
			u.claim(holiday, (m) -> counter.aroundHoliday(m, true));
		}
		u.claim(TimeReader.PART, times::partOfDay);
		u.claim(TimeReader.LONE_HOUR, times::loneHour);
		ranges.wholeDays();
		return reading.toWhen();
	}

	private static boolean hasDigit(String text) {
		for (int i = 0; i < text.length(); i++) {
			if (Character.isDigit(text.charAt(i))) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The words about time the parser could not read: what {@link Spelling} found as near
	 * to two time words as to one, and unclaimed clock times that are none ("13pm",
	 * "3:90", "25:00"). Call it after {@link #parse}: what parse read is claimed.
	 */
	public static List<String> unreadable(Utterance utterance) {
		List<String> words = new ArrayList<>(utterance.unreadable());
		Matcher times = NOT_A_CLOCK_TIME.matcher(utterance.text());
		while (times.find()) {
			if (utterance.isFree(times.start(), times.end())) {
				words.add(utterance.original(times.start(), times.end()).strip());
			}
		}
		return words;
	}

}
