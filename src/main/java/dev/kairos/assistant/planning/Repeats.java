package dev.kairos.assistant.planning;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.TextStyle;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.List;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Pattern;

import dev.kairos.assistant.language.Repeat;
import org.dmfs.rfc5545.DateTime;
import org.dmfs.rfc5545.recur.InvalidRecurrenceRuleException;
import org.dmfs.rfc5545.recur.RecurrenceRule;
import org.jspecify.annotations.Nullable;

/**
 * Turn how a message says an event repeats ({@link Repeat}) into its first day and RFC
 * 5545 lines: {@code RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20260502T035959Z}. An end date is
 * the end of that day in the user's time zone, written in UTC as RFC 5545 asks for a
 * series with a time zone; "for two weeks" ends the day before two weeks after the first
 * day.
 */
final class Repeats {

	/**
	 * "add wednesdays too", "and fridays as well", "also saturdays": days said beside
	 * those a repeat has.
	 */
	private static final Pattern ADDED = Pattern
		.compile("^(?:(?:and|also|plus|add|\\+)\\s+)|\\b(?:too|also|as\\s+well)[\\s.!]*$");

	/** How far ahead the first occurrence is looked for. */
	private static final int SEARCH_DAYS = 800;

	private static final DateTimeFormatter UTC_BASIC = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'");

	private Repeats() {
	}

	/**
	 * The first day, at or after {@code from}, on which the event happens.
	 * @param repeat how it repeats
	 * @param from the first day it may happen (today, or tomorrow when its time has
	 * passed today, or the day the message names)
	 * @return that day, or null when none comes within two years
	 */
	static @Nullable LocalDate firstDay(Repeat repeat, LocalDate from) {
		Predicate<LocalDate> happens = switch (repeat.frequency()) {
			case DAILY, YEARLY -> (day) -> true;
			case WEEKLY -> (day) -> repeat.days().isEmpty() || repeat.days().contains(day.getDayOfWeek());
			case MONTHLY -> (day) -> monthly(repeat, day);
		};
		for (int i = 0; i < SEARCH_DAYS; i++) {
			LocalDate day = from.plusDays(i);
			if (happens.test(day)) {
				return day;
			}
		}
		return null;
	}

	private static boolean monthly(Repeat repeat, LocalDate day) {
		if (repeat.monthDay() != 0) {
			// -1: the month's last day
			return day.getDayOfMonth() == ((repeat.monthDay() > 0) ? repeat.monthDay() : day.lengthOfMonth());
		}
		if (!repeat.ordinals().isEmpty()) {
			DayOfWeek weekday = repeat.days().iterator().next();
			return repeat.ordinals()
				.stream()
				.anyMatch((ordinal) -> day
					.equals((ordinal > 0) ? day.with(TemporalAdjusters.dayOfWeekInMonth(ordinal, weekday))
							: day.with(TemporalAdjusters.lastInMonth(weekday))));
		}
		return true;
	}

	/**
	 * The RRULE line.
	 * @param repeat how it repeats
	 * @param first its first day
	 * @param zone the zone its wall clock repeats in
	 */
	static List<String> lines(Repeat repeat, LocalDate first, ZoneId zone) {
		StringBuilder rule = new StringBuilder("RRULE:FREQ=").append(repeat.frequency().name());
		if (repeat.interval() > 1) {
			rule.append(";INTERVAL=").append(repeat.interval());
		}
		if (repeat.frequency() == Repeat.Frequency.WEEKLY) {
			List<String> days = new ArrayList<>();
			for (DayOfWeek day : DayOfWeek.values()) {
				if (repeat.days().contains(day) || repeat.days().isEmpty() && day == first.getDayOfWeek()) {
					days.add(code(day));
				}
			}
			rule.append(";BYDAY=").append(String.join(",", days));
		}
		else if (repeat.frequency() == Repeat.Frequency.MONTHLY && repeat.monthDay() != 0) {
			rule.append(";BYMONTHDAY=").append(repeat.monthDay());
		}
		else if (repeat.frequency() == Repeat.Frequency.MONTHLY && !repeat.ordinals().isEmpty()) {
			String weekday = code(repeat.days().iterator().next());
			rule.append(";BYDAY=")
				.append(String.join(",",
						repeat.ordinals().stream().sorted().map((ordinal) -> ordinal + weekday).toList()));
		}
		LocalDate last = last(repeat, first);
		if (last != null) {
			rule.append(";UNTIL=").append(endOf(last, zone));
		}
		else if (repeat.count() > 0) {
			rule.append(";COUNT=").append(repeat.count());
		}
		return List.of(rule.toString());
	}

	/** The end of a local day in UTC, as an UNTIL of a series with a time zone. */
	private static String endOf(LocalDate day, ZoneId zone) {
		return day.atTime(23, 59, 59).atZone(zone).withZoneSameInstant(ZoneOffset.UTC).format(UTC_BASIC);
	}

	/** The last day it may happen on, or null when it goes on. */
	static @Nullable LocalDate last(Repeat repeat, LocalDate first) {
		if (repeat.until() != null) {
			return repeat.until();
		}
		return (repeat.span() != null) ? first.plus(repeat.span()).minusDays(1) : null;
	}

	/** "every Tuesday", "every weekday", "every other week", "daily", with its end. */
	static String describe(Repeat repeat, LocalDate first, Say say) {
		String every = (repeat.interval() == 2) ? "every other "
				: (repeat.interval() > 2) ? "every " + repeat.interval() + " " : "every ";
		String text = switch (repeat.frequency()) {
			case DAILY -> (repeat.interval() == 1) ? "every day"
					: (repeat.interval() == 2) ? "every other day" : "every " + repeat.interval() + " days";
			case WEEKLY -> every + ((repeat.interval() > 2) ? "weeks on " : (repeat.interval() == 2) ? "week on " : "")
					+ Say.list(weekdays(repeat, first));
			case MONTHLY -> (repeat.monthDay() == -1) ? "on the last day of every month"
					: repeat.ordinals().isEmpty() ? "every month"
							: "on the " + Say.list(repeat.ordinals().stream().sorted().map(Repeats::nth).toList()) + " "
									+ weekdays(repeat, first).get(0) + " of every month";
			case YEARLY -> "every year";
		};
		LocalDate last = last(repeat, first);
		if (last != null) {
			text += " until " + say.day(last);
		}
		else if (repeat.count() > 0) {
			text += ", " + repeat.count() + " times";
		}
		return text;
	}

	/** "first", "second", "third", "fourth", or "last" for -1. */
	private static String nth(int ordinal) {
		return switch (ordinal) {
			case 1 -> "first";
			case 2 -> "second";
			case 3 -> "third";
			case 4 -> "fourth";
			default -> "last";
		};
	}

	private static List<String> weekdays(Repeat repeat, LocalDate first) {
		List<String> names = new ArrayList<>();
		for (DayOfWeek day : DayOfWeek.values()) {
			if (repeat.days().contains(day) || repeat.days().isEmpty() && day == first.getDayOfWeek()) {
				names.add(day.getDisplayName(TextStyle.FULL, Locale.ENGLISH));
			}
		}
		return names;
	}

	/**
	 * A weekly repeat said beside the weekly repeat proposed ("add wednesdays too" after
	 * "gym every mon 6am"): the days of both; the repeat said otherwise.
	 * @param said the repeat the follow-up says
	 * @param recurrence the proposal's recurrence lines, or null
	 * @param message the follow-up, as typed
	 */
	static Repeat added(Repeat said, @Nullable List<String> recurrence, String message) {
		Repeat had = (recurrence != null)
				? recurrence.stream().map(Repeats::of).filter((r) -> r != null).findFirst().orElse(null) : null;
		if (had == null || had.frequency() != Repeat.Frequency.WEEKLY || said.frequency() != Repeat.Frequency.WEEKLY
				|| had.days().isEmpty() || said.days().isEmpty()
				|| !ADDED.matcher(message.toLowerCase(Locale.ROOT).strip()).find() || message.contains("instead")
				// its end is not read back from the line: a repeat with one keeps the
				// days said
				|| recurrence.stream().anyMatch((line) -> line.contains("UNTIL=") || line.contains("COUNT="))) {
			return said;
		}
		Set<DayOfWeek> both = EnumSet.copyOf(had.days());
		both.addAll(said.days());
		return new Repeat(had.frequency(), had.interval(), both, List.of(), 0, had.until(), had.span(), had.count());
	}

	/**
	 * How a proposal's RRULE line repeats, its end left out (a follow-up says a new one):
	 * read by lib-recur; null for a line that is no rule the assistant writes.
	 */
	static @Nullable Repeat of(String line) {
		RecurrenceRule rule = rule(line);
		if (rule == null) {
			return null;
		}
		Repeat.Frequency frequency = switch (rule.getFreq()) {
			case DAILY -> Repeat.Frequency.DAILY;
			case WEEKLY -> Repeat.Frequency.WEEKLY;
			case MONTHLY -> Repeat.Frequency.MONTHLY;
			case YEARLY -> Repeat.Frequency.YEARLY;
			default -> null;
		};
		if (frequency == null) {
			return null;
		}
		Set<DayOfWeek> days = EnumSet.noneOf(DayOfWeek.class);
		List<Integer> ordinals = new ArrayList<>();
		List<RecurrenceRule.WeekdayNum> byDay = rule.getByDayPart();
		for (RecurrenceRule.WeekdayNum day : (byDay != null) ? byDay : List.<RecurrenceRule.WeekdayNum>of()) {
			days.add(dayOf(day.weekday.name()));
			if (day.pos != 0 && !ordinals.contains(day.pos)) {
				ordinals.add(day.pos);
			}
		}
		List<Integer> monthDays = rule.getByPart(RecurrenceRule.Part.BYMONTHDAY);
		int monthDay = (monthDays != null && !monthDays.isEmpty()) ? monthDays.get(0) : 0;
		return new Repeat(frequency, rule.getInterval(), days, List.copyOf(ordinals), monthDay, null, null, 0);
	}

	/**
	 * A series' lines with its RRULE ending on a day (its COUNT or UNTIL replaced, the
	 * rest of the rule and the other lines kept); null when it has no RRULE lib-recur
	 * reads.
	 * @param lines the series' RFC 5545 lines
	 * @param last the last day it may happen on
	 * @param zone the zone its wall clock repeats in
	 * @param allDay whether it takes whole days (its UNTIL is then a date, as RFC 5545
	 * asks)
	 */
	static @Nullable List<String> until(@Nullable List<String> lines, LocalDate last, ZoneId zone, boolean allDay) {
		if (lines == null) {
			return null;
		}
		List<String> ended = new ArrayList<>();
		boolean ruled = false;
		for (String line : lines) {
			if (line.startsWith("RRULE:")) {
				RecurrenceRule rule = rule(line);
				if (rule == null) {
					return null;
				}
				rule.setUntil(
						DateTime.parse(allDay ? last.format(DateTimeFormatter.BASIC_ISO_DATE) : endOf(last, zone)));
				line = "RRULE:" + rule;
				ruled = true;
			}
			ended.add(line);
		}
		return ruled ? List.copyOf(ended) : null;
	}

	/**
	 * An RRULE line read by lib-recur; null for another line or a rule it cannot read.
	 */
	private static @Nullable RecurrenceRule rule(String line) {
		if (!line.startsWith("RRULE:")) {
			return null;
		}
		try {
			return new RecurrenceRule(line.substring("RRULE:".length()));
		}
		catch (InvalidRecurrenceRuleException | IllegalArgumentException ex) {
			return null;
		}
	}

	/** The weekday of a two-letter code ("MO"), as {@link #code} writes it. */
	private static DayOfWeek dayOf(String code) {
		for (DayOfWeek day : DayOfWeek.values()) {
			if (code(day).equals(code)) {
				return day;
			}
		}
		throw new IllegalArgumentException("No weekday " + code);
	}

	private static String code(DayOfWeek day) {
		return day.name().substring(0, 2);
	}

}
