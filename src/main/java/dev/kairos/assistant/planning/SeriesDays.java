package dev.kairos.assistant.planning;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZonedDateTime;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * A weekly series moved to other weekdays ("move all my lab meetings to tuesdays", "lab
 * meeting is moving to tuesdays every week"): the same rule on the days said, from the
 * first of them on or after the series' first day, at its time.
 */
final class SeriesDays {

	private static final String WEEKDAY = "(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*";

	/**
	 * A new time said with nothing but weekdays, and words that say it lasts or adds to
	 * the series' own days ("too", "also", "as well").
	 */
	private static final Pattern DAYS_ONLY = Pattern.compile("^(?:to\\s+|on\\s+)?(?:every\\s+|each\\s+)?" + WEEKDAY
	// a weekday ends a word ("monandmon" is none), so a run of them cannot be split
	// many ways
			+ "\\b(?:(?:\\s*(?:,|&|/|-|\\+)\\s*|\\s+(?:and|to)\\s+|\\s+)(?:on\\s+)?" + WEEKDAY
			+ "\\b){0,6}(?:\\s+(?:(?:every|each)\\s+week|weekly"
			+ "|instead|from\\s+now\\s+on|going\\s+forward|now|from\\s+now|too|also|as\\s+well))*[\\s.!]*$");

	/** "tue-fri", "mon to thu": the days from one to the other. */
	private static final Pattern RANGE = Pattern.compile(
			"\\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\\s*(?:-|\\sto\\s)\\s*" + "(mon|tue|wed|thu|fri|sat|sun)[a-z]*");

	/** "on saturdays too": days the series gets besides its own. */
	private static final Pattern TOO = Pattern.compile("\\s(?:too|also|as\\s+well)\\b");

	/** "mondays instead of tuesdays": a day the series gives up for the days said. */
	private static final Pattern INSTEAD_OF = Pattern
		.compile("\\s+instead\\s+of\\s+(?:on\\s+)?(?:the\\s+)?" + "(?<old>" + WEEKDAY
				+ "\\b(?:(?:\\s*(?:,|&|/|\\+)\\s*|\\s+(?:and|n)\\s+|\\s+)" + WEEKDAY + "\\b){0,6})(?:\\s+ones?)?");

	/** Days said as a habit: "tuesdays", "every tuesday", "weekly". */
	private static final Pattern EVERY = Pattern
		.compile("(?:mon|tues|wednes|thurs|fri|satur|sun)days\\b|\\b(?:every|each|weekly)\\b");

	private static final Pattern DAY = Pattern.compile("\\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*");

	/**
	 * "fridays 2pm", "mondays at 18:30": days as a habit, then an hour that says its half
	 * of the day (am/pm or 13:00 to 23:59; "7:30" alone is not read here).
	 */
	static final Pattern DAYS_AT = Pattern.compile("^(?<days>.{0,60}?(?:mon|tues|wednes|thurs|fri|satur|sun)days)"
			+ "\\s+(?:at\\s+|@\\s*)?(?:\\d{1,2}(?:[:.]\\d{2})?\\s*[ap]\\.?m\\.?|(?:1[3-9]|2[0-3])[:.]\\d{2})$");

	private static final Pattern BY_DAY = Pattern.compile(";?BYDAY=[^;]*");

	private SeriesDays() {
	}

	/** The weekdays a change names, when it names nothing else; null otherwise. */
	static @Nullable Set<DayOfWeek> said(String value) {
		String lower = INSTEAD_OF.matcher(value.toLowerCase(Locale.ROOT).strip()).replaceFirst(" instead");
		if (!DAYS_ONLY.matcher(lower).matches()) {
			return null;
		}
		Set<DayOfWeek> days = EnumSet.noneOf(DayOfWeek.class);
		Matcher day = DAY.matcher(lower);
		while (day.find()) {
			days.add(day(day.group(1)));
		}
		Matcher range = RANGE.matcher(lower);
		while (range.find()) {
			// "fri-mon" goes round the weekend: within seven days it reaches the last
			DayOfWeek to = day(range.group(2));
			DayOfWeek next = day(range.group(1));
			days.add(next);
			while (next != to) {
				next = next.plus(1);
				days.add(next);
			}
		}
		// "to friday" moves one occurrence or asks which; "to fridays" and "to tue and
		// thu" (no one-off is on two days) move the days
		return (days.size() > 1 || !days.isEmpty() && EVERY.matcher(lower).find()) ? days : null;
	}

	/**
	 * The days said, and with "too" the days the series has already, or instead of one of
	 * them the others ("mondays instead of tuesdays" of a tue/thu series: mon and thu): a
	 * weekly rule's BYDAY.
	 */
	static Set<DayOfWeek> withOwn(String value, Set<DayOfWeek> said, List<String> recurrence) {
		String lower = value.toLowerCase(Locale.ROOT);
		Matcher instead = INSTEAD_OF.matcher(lower);
		boolean replaced = instead.find();
		if (!replaced && !TOO.matcher(lower).find()) {
			return said;
		}
		Set<DayOfWeek> days = EnumSet.copyOf(said);
		Set<DayOfWeek> given = EnumSet.noneOf(DayOfWeek.class);
		Matcher old = DAY.matcher(replaced ? instead.group("old") : "");
		while (old.find()) {
			given.add(day(old.group(1)));
		}
		for (String line : recurrence) {
			Matcher byDay = BY_DAY.matcher(line);
			if (line.startsWith("RRULE:") && byDay.find()) {
				for (String code : byDay.group().replaceFirst(";?BYDAY=", "").split(",")) {
					String weekday = code.replaceAll("[^A-Z]", "");
					for (DayOfWeek own : DayOfWeek.values()) {
						if (own.name().startsWith(weekday) && weekday.length() == 2 && !given.contains(own)) {
							days.add(own);
						}
					}
				}
			}
		}
		return days;
	}

	/** The weekday a name says by its first three letters ("tues", "thursday"). */
	static DayOfWeek day(String said) {
		for (DayOfWeek day : DayOfWeek.values()) {
			if (day.name().toLowerCase(Locale.ROOT).startsWith(said.substring(0, 3))) {
				return day;
			}
		}
		throw new IllegalArgumentException(said);
	}

	/**
	 * The series' recurrence repeating on other weekdays: its weekly rule with those
	 * days, its other lines kept; null when it repeats otherwise than weekly.
	 */
	static @Nullable List<String> rule(List<String> recurrence, Set<DayOfWeek> days) {
		List<String> lines = new ArrayList<>();
		boolean weekly = false;
		for (String line : recurrence) {
			if (line.startsWith("RRULE:") && line.contains("FREQ=WEEKLY")) {
				weekly = true;
				List<String> codes = days.stream().map((day) -> day.name().substring(0, 2)).toList();
				lines.add(BY_DAY.matcher(line).replaceAll("") + ";BYDAY=" + String.join(",", codes));
			}
			else if (!line.startsWith("EXDATE")) {
				// Dates skipped on the old days are no dates of the new ones.
				lines.add(line);
			}
		}
		return weekly ? lines : null;
	}

	/** The first of the days on or after the series' first day, at its time. */
	static ZonedDateTime first(ZonedDateTime from, Set<DayOfWeek> days) {
		LocalDate first = null;
		for (DayOfWeek day : days) {
			LocalDate candidate = from.toLocalDate().with(TemporalAdjusters.nextOrSame(day));
			if (first == null || candidate.isBefore(first)) {
				first = candidate;
			}
		}
		return from.with(first);
	}

	/** The next occurrence after now on the new days, at the series' time. */
	static Interval next(Instant now, ZonedDateTime series, Set<DayOfWeek> days, Duration length) {
		ZonedDateTime from = now.atZone(series.getZone()).with(series.toLocalTime());
		ZonedDateTime next = first(from.isAfter(series) ? from : series, days);
		if (!next.toInstant().isAfter(now)) {
			next = first(from.plusDays(1), days);
		}
		return new Interval(next.toInstant(), next.toInstant().plus(length));
	}

	/** "Tuesdays", "Mondays and Thursdays". */
	static String named(Set<DayOfWeek> days) {
		return Say.list(days.stream()
			.map((day) -> day.name().charAt(0) + day.name().substring(1).toLowerCase(Locale.ROOT) + "s")
			.toList());
	}

}
