package dev.kairos.events.recurrence;

import java.time.DateTimeException;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.NavigableSet;
import java.util.TreeSet;
import java.util.function.UnaryOperator;

import org.jspecify.annotations.Nullable;

/**
 * The recurrence of a series as the API takes it: RFC 5545 content lines, at most one
 * {@code RRULE:}, and {@code RDATE}/{@code EXDATE} lines with dates or date-times (UTC,
 * floating in the series' zone, or with a {@code TZID} parameter). It is kept in a
 * canonical form ({@link #lines()}): the rule as {@link Rule} writes it, then all RDATEs
 * in one line and all EXDATEs in one, as UTC date-times (dates for all-day series).
 */
public final class Recurrence {

	/** Most lines a recurrence may have. */
	public static final int MAX_LINES = 50;

	/** Most RDATE and EXDATE values together. */
	public static final int MAX_DATES = 1000;

	private static final int MAX_LINE_LENGTH = 20_000;

	private final @Nullable Rule rule;

	private final NavigableSet<Instant> rdates;

	private final NavigableSet<Instant> exdates;

	private final boolean allDay;

	private Recurrence(@Nullable Rule rule, NavigableSet<Instant> rdates, NavigableSet<Instant> exdates,
			boolean allDay) {
		this.rule = rule;
		this.rdates = Collections.unmodifiableNavigableSet(rdates);
		this.exdates = Collections.unmodifiableNavigableSet(exdates);
		this.allDay = allDay;
		if (rdates.size() + exdates.size() > MAX_DATES) {
			throw new RecurrenceException("at most " + MAX_DATES + " RDATE and EXDATE values are allowed");
		}
	}

	/**
	 * Read the lines of a recurrence.
	 * @param lines RFC 5545 content lines
	 * @param timing the series' start, zone and length
	 * @return the recurrence
	 * @throws RecurrenceException naming the line at fault
	 */
	public static Recurrence parse(List<String> lines, Timing timing) {
		if (lines.isEmpty()) {
			throw new RecurrenceException("a series needs an RRULE or RDATE line");
		}
		if (lines.size() > MAX_LINES) {
			throw new RecurrenceException("at most " + MAX_LINES + " lines are allowed");
		}
		Rule rule = null;
		NavigableSet<Instant> rdates = new TreeSet<>();
		NavigableSet<Instant> exdates = new TreeSet<>();
		for (int i = 0; i < lines.size(); i++) {
			String line = lines.get(i);
			try {
				if (line == null || line.isBlank()) {
					throw new RecurrenceException("the line is empty");
				}
				if (line.length() > MAX_LINE_LENGTH) {
					throw new RecurrenceException("the line is longer than " + MAX_LINE_LENGTH + " characters");
				}
				int colon = line.indexOf(':');
				if (colon < 0) {
					throw new RecurrenceException("expected RRULE:, RDATE: or EXDATE:");
				}
				String[] head = line.substring(0, colon).strip().split(";", -1);
				String name = head[0].strip().toUpperCase(Locale.ROOT);
				String value = line.substring(colon + 1).strip();
				switch (name) {
					case "RRULE" -> {
						if (rule != null) {
							throw new RecurrenceException("only one RRULE is allowed");
						}
						if (head.length > 1) {
							throw new RecurrenceException("RRULE takes no parameters");
						}
						rule = Rule.parse(value, timing);
					}
					case "RDATE" -> rdates.addAll(dates(head, value, timing));
					case "EXDATE" -> exdates.addAll(dates(head, value, timing));
					case "EXRULE" -> throw new RecurrenceException("EXRULE is not supported (RFC 5545 removed it)");
					default -> throw new RecurrenceException("expected RRULE:, RDATE: or EXDATE:, not " + name);
				}
			}
			catch (RecurrenceException ex) {
				throw new RecurrenceException("line " + (i + 1) + ": " + ex.getMessage());
			}
		}
		if (rule == null && rdates.isEmpty()) {
			throw new RecurrenceException("a series needs an RRULE or RDATE line");
		}
		return new Recurrence(rule, rdates, exdates, timing.allDay());
	}

	/** The values of an RDATE or EXDATE line, read as RFC 5545 §3.8.5 says. */
	private static List<Instant> dates(String[] head, String value, Timing timing) {
		String type = "DATE-TIME";
		ZoneId zone = timing.zone();
		for (int p = 1; p < head.length; p++) {
			String parameter = head[p].strip();
			int equals = parameter.indexOf('=');
			String name = (equals > 0) ? parameter.substring(0, equals).toUpperCase(Locale.ROOT) : parameter;
			String parameterValue = (equals > 0) ? parameter.substring(equals + 1).replace("\"", "") : "";
			switch (name) {
				case "VALUE" -> type = parameterValue.toUpperCase(Locale.ROOT);
				case "TZID" -> {
					try {
						zone = ZoneId.of(parameterValue.startsWith("/") ? parameterValue.substring(1) : parameterValue);
					}
					catch (DateTimeException ex) {
						throw new RecurrenceException("TZID " + parameterValue + " is not an IANA time zone");
					}
				}
				default -> throw new RecurrenceException("the parameter " + name + " is not supported");
			}
		}
		if (!type.equals("DATE") && !type.equals("DATE-TIME")) {
			throw new RecurrenceException("VALUE=" + type + " is not supported; use dates or date-times");
		}
		List<Instant> instants = new ArrayList<>();
		for (String item : value.split(",", -1)) {
			String text = item.strip().toUpperCase(Locale.ROOT);
			instants.add(instant(text, type.equals("DATE"), zone, timing));
		}
		return instants;
	}

	private static Instant instant(String text, boolean dateType, ZoneId zone, Timing timing) {
		try {
			if (dateType || text.length() == 8) {
				LocalDate day = LocalDate.parse(text, Rule.BASIC_DATE);
				// A date in a timed series means that day at the series' time of day.
				return timing.allDay() ? timing.instant(day.atStartOfDay())
						: timing.instant(day.atTime(timing.start().toLocalTime()));
			}
			Instant instant;
			if (text.endsWith("Z")) {
				instant = LocalDateTime.parse(text.substring(0, text.length() - 1), Rule.BASIC_LOCAL)
					.toInstant(ZoneOffset.UTC);
			}
			else {
				instant = ZonedDateTime.ofLocal(LocalDateTime.parse(text, Rule.BASIC_LOCAL), zone, null).toInstant();
			}
			return timing.allDay() ? timing.instant(LocalDate.ofInstant(instant, ZoneOffset.UTC).atStartOfDay())
					: instant;
		}
		catch (DateTimeParseException ex) {
			throw new RecurrenceException(
					"\"" + text + "\" is not a date (20260302) or date-time (20260302T090000Z or 20260302T090000)");
		}
	}

	/** The canonical lines. */
	public List<String> lines() {
		List<String> lines = new ArrayList<>(3);
		if (this.rule != null) {
			lines.add("RRULE:" + this.rule.text());
		}
		if (!this.rdates.isEmpty()) {
			lines.add(dateLine("RDATE", this.rdates));
		}
		if (!this.exdates.isEmpty()) {
			lines.add(dateLine("EXDATE", this.exdates));
		}
		return List.copyOf(lines);
	}

	/**
	 * The lines as a feed writes them, in the forms every reader expands alike: the RRULE
	 * with the day parts DTSTART implies written out ({@link Rule#explicitDays}), and,
	 * beside RDATEs, a COUNT as an UNTIL just before the occurrence after its last
	 * (python-recurring-ical-events counts RDATEs into a COUNT, which RFC 5545 does not,
	 * and compares an UNTIL with DTSTART's UTC offset, which an UNTIL far from the
	 * boundary survives).
	 * @param occurrences the series' occurrences, for the last one a COUNT allows
	 */
	public List<String> feedLines(Occurrences occurrences) {
		List<String> lines = new ArrayList<>(lines());
		if (this.rule != null) {
			Timing timing = occurrences.timing();
			Rule rule = this.rule;
			Instant last = occurrences.lastCounted();
			if (rule.count() != null && last != null && !this.rdates.isEmpty()) {
				Instant next = occurrences.afterCounted();
				Instant until = (next != null) ? next.minusSeconds(1) : last.plus(Duration.ofDays(1));
				rule = rule.withUntil(this.allDay ? last : until, timing);
			}
			lines.set(0, "RRULE:" + rule.explicitDays());
		}
		return List.copyOf(lines);
	}

	private String dateLine(String name, NavigableSet<Instant> values) {
		StringBuilder line = new StringBuilder(name).append(this.allDay ? ";VALUE=DATE:" : ":");
		boolean first = true;
		for (Instant value : values) {
			line.append(first ? "" : ",").append(this.allDay ? basicDate(value) : utc(value));
			first = false;
		}
		return line.toString();
	}

	/** {@code 20310317T130000Z}: an instant in UTC basic format. */
	public static String utc(Instant instant) {
		return Rule.BASIC_LOCAL.format(LocalDateTime.ofInstant(instant, ZoneOffset.UTC)) + "Z";
	}

	/** {@code 20310317}: the UTC date of an instant. */
	public static String basicDate(Instant instant) {
		return Rule.BASIC_DATE.format(LocalDate.ofInstant(instant, ZoneOffset.UTC));
	}

	@Nullable Rule rule() {
		return this.rule;
	}

	/** The extra occurrences (RDATE), earliest first. */
	public NavigableSet<Instant> rdates() {
		return this.rdates;
	}

	/** The excluded occurrences (EXDATE), earliest first. */
	public NavigableSet<Instant> exdates() {
		return this.exdates;
	}

	/** Whether an RRULE bounds the series with COUNT. */
	public boolean counted() {
		return this.rule != null && this.rule.count() != null;
	}

	/** Whether the series goes on for ever. */
	public boolean endless() {
		return this.rule != null && this.rule.count() == null && this.rule.until() == null;
	}

	/**
	 * This recurrence without the occurrence at {@code start}: an extra date is dropped,
	 * any other occurrence is excluded.
	 */
	public Recurrence without(Instant start) {
		NavigableSet<Instant> rdates = new TreeSet<>(this.rdates);
		NavigableSet<Instant> exdates = new TreeSet<>(this.exdates);
		if (!rdates.remove(start) || this.rule != null) {
			exdates.add(start);
		}
		return new Recurrence(this.rule, rdates, exdates, this.allDay);
	}

	/**
	 * This recurrence ended before the occurrence at {@code end}: a COUNT becomes the
	 * number of occurrences before it, anything else gets an UNTIL one second (or, all
	 * day, one day) before it; extra and excluded dates from there on are dropped.
	 * @param end the first occurrence to leave out
	 * @param countBefore how many occurrences the rule yields before it
	 * @param timing the series' timing
	 */
	public Recurrence endingBefore(Instant end, int countBefore, Timing timing) {
		Rule ended = this.rule;
		if (ended != null) {
			if (ended.count() != null) {
				ended = ended.withCount(Math.max(1, countBefore), timing);
			}
			else {
				ended = ended.withUntil(this.allDay ? end.minus(Duration.ofDays(1)) : end.minusSeconds(1), timing);
			}
		}
		return new Recurrence(ended, new TreeSet<>(this.rdates.headSet(end, false)),
				new TreeSet<>(this.exdates.headSet(end, false)), this.allDay);
	}

	/**
	 * The recurrence of the series that continues this one from the occurrence at
	 * {@code from}, moved so that it starts at {@code timing}'s start: a COUNT becomes
	 * what remains; extra and excluded dates before it are dropped, the rest move with
	 * it.
	 * @param from the first occurrence of the new series, in this series
	 * @param remaining how many occurrences of the rule remain from there (a COUNT rule)
	 * @param move how the new series' dates move (identity when it keeps its times)
	 * @param timing the new series' timing
	 */
	public Recurrence continuingFrom(Instant from, int remaining, UnaryOperator<Instant> move, Timing timing) {
		Rule continued = this.rule;
		if (continued != null) {
			continued = continued.at(timing);
			if (continued.count() != null) {
				continued = continued.withCount(Math.max(1, remaining), timing);
			}
		}
		NavigableSet<Instant> rdates = new TreeSet<>();
		this.rdates.tailSet(from, false).forEach((date) -> rdates.add(move.apply(date)));
		NavigableSet<Instant> exdates = new TreeSet<>();
		this.exdates.tailSet(from, false).forEach((date) -> exdates.add(move.apply(date)));
		return new Recurrence(continued, rdates, exdates, this.allDay);
	}

	/**
	 * This recurrence for a series moved to another start: the rule is read again against
	 * the new timing (a weekly rule's days move with the start's weekday), and extra and
	 * excluded dates move as the series does.
	 * @param move how a date of the old series maps to the new one
	 * @param days how many days the start moved, wall clock
	 * @param timing the moved series' timing
	 */
	public Recurrence moved(UnaryOperator<Instant> move, long days, Timing timing) {
		Rule movedRule = null;
		if (this.rule != null) {
			movedRule = this.rule.at(timing);
			List<DayOfWeek> weekdays = movedRule.plainWeekdays();
			if (days % 7 != 0 && movedRule.frequency() == Frequency.WEEKLY && weekdays != null) {
				movedRule = movedRule.withWeekdays(weekdays.stream().map((day) -> day.plus(days)).toList(), timing);
			}
		}
		NavigableSet<Instant> rdates = new TreeSet<>();
		this.rdates.forEach((date) -> rdates.add(move.apply(date)));
		NavigableSet<Instant> exdates = new TreeSet<>();
		this.exdates.forEach((date) -> exdates.add(move.apply(date)));
		return new Recurrence(movedRule, rdates, exdates, this.allDay);
	}

	@Override
	public boolean equals(@Nullable Object other) {
		return other instanceof Recurrence recurrence && recurrence.lines().equals(lines());
	}

	@Override
	public int hashCode() {
		return lines().hashCode();
	}

	@Override
	public String toString() {
		return String.join("\n", lines());
	}

}
