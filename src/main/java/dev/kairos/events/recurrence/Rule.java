package dev.kairos.events.recurrence;

import java.time.DateTimeException;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.dmfs.rfc5545.recur.InvalidRecurrenceRuleException;
import org.dmfs.rfc5545.recur.RecurrenceRule;
import org.dmfs.rfc5545.recur.RecurrenceRule.Part;
import org.dmfs.rfc5545.recur.RecurrenceRule.WeekdayNum;
import org.jspecify.annotations.Nullable;

/**
 * One RRULE, read once into typed values and checked: its frequency, interval, COUNT or
 * UNTIL, and lib-recur's {@link RecurrenceRule} for the BYxxx parts and WKST. Its
 * {@link #text() text} is canonical: upper case, FREQ first, the other parts in the order
 * given, UNTIL in the form RFC 5545 wants beside a DTSTART with a TZID (UTC) or a date
 * (all-day). The text is what the API answers and the database keeps; nothing reads it
 * back for a value. COUNT and UNTIL are enforced by {@link Occurrences}, not by
 * lib-recur, which iterates {@link #iterationRule} instead.
 */
final class Rule {

	/** Most occurrences a COUNT may ask for. */
	static final int MAX_COUNT = 5000;

	/** Largest INTERVAL. */
	static final int MAX_INTERVAL = 1000;

	static final DateTimeFormatter BASIC_DATE = DateTimeFormatter.ofPattern("uuuuMMdd", Locale.ROOT);

	static final DateTimeFormatter BASIC_LOCAL = DateTimeFormatter.ofPattern("uuuuMMdd'T'HHmmss", Locale.ROOT);

	private static final Set<String> PARTS = Set.of("FREQ", "INTERVAL", "COUNT", "UNTIL", "BYSECOND", "BYMINUTE",
			"BYHOUR", "BYDAY", "BYMONTHDAY", "BYYEARDAY", "BYWEEKNO", "BYMONTH", "BYSETPOS", "WKST");

	private final Frequency frequency;

	private final int interval;

	private final @Nullable Integer count;

	private final @Nullable Instant until;

	/**
	 * lib-recur's reading of the rule as it iterates from the series' start (the timing
	 * it was read against): without COUNT and UNTIL, with the parts DTSTART implies
	 * written out ({@link #implied}).
	 */
	private final RecurrenceRule parts;

	/** The parts of {@link #parts} taken from DTSTART rather than given. */
	private final Set<Part> implied;

	private final String text;

	private Rule(Frequency frequency, int interval, @Nullable Integer count, @Nullable Instant until,
			RecurrenceRule parts, Set<Part> implied, String text) {
		this.frequency = frequency;
		this.interval = interval;
		this.count = count;
		this.until = until;
		this.parts = parts;
		this.implied = implied;
		this.text = text;
	}

	/**
	 * Read an RRULE value (what follows {@code RRULE:}).
	 * @param value the rule
	 * @param timing the series' timing, which UNTIL is read against
	 * @throws RecurrenceException when the rule is unreadable or not allowed
	 */
	static Rule parse(String value, Timing timing) {
		Map<String, String> parts = parts(value);
		Frequency frequency = frequency(parts.get("FREQ"));
		return read(parts, frequency, timing);
	}

	/** The rule's NAME=VALUE parts, in the order given, upper case. */
	private static Map<String, String> parts(String value) {
		Map<String, String> parts = new LinkedHashMap<>();
		String rule = value.strip().toUpperCase(Locale.ROOT);
		if (rule.isEmpty()) {
			throw new RecurrenceException("the RRULE is empty");
		}
		for (String part : rule.split(";", -1)) {
			int equals = part.indexOf('=');
			if (equals <= 0 || equals == part.length() - 1) {
				throw new RecurrenceException("\"" + part + "\" is not a NAME=VALUE part");
			}
			String name = part.substring(0, equals).strip();
			if (!PARTS.contains(name)) {
				throw new RecurrenceException("the part " + name + " is not supported");
			}
			if (parts.put(name, part.substring(equals + 1).strip()) != null) {
				throw new RecurrenceException("the part " + name + " is given twice");
			}
		}
		return parts;
	}

	/**
	 * Check the parts (the limits, UNTIL against the start) and read them into a rule.
	 */
	private static Rule read(Map<String, String> parts, Frequency frequency, Timing timing) {
		if (timing.allDay() && (frequency == Frequency.HOURLY || parts.containsKey("BYHOUR")
				|| parts.containsKey("BYMINUTE") || parts.containsKey("BYSECOND"))) {
			throw new RecurrenceException("an all-day series repeats by days: no HOURLY, BYHOUR, BYMINUTE or BYSECOND");
		}
		if (parts.containsKey("COUNT") && parts.containsKey("UNTIL")) {
			throw new RecurrenceException("COUNT and UNTIL cannot both be given");
		}
		Integer count = null;
		if (parts.containsKey("COUNT")) {
			count = number(parts.get("COUNT"), "COUNT", MAX_COUNT);
		}
		int interval = 1;
		if (parts.containsKey("INTERVAL")) {
			interval = number(parts.get("INTERVAL"), "INTERVAL", MAX_INTERVAL);
		}
		Instant until = null;
		if (parts.containsKey("UNTIL")) {
			until = until(parts.get("UNTIL"), timing);
			if (until.isBefore(timing.startInstant())) {
				throw new RecurrenceException("UNTIL is before the series' start");
			}
			parts.put("UNTIL", timing.allDay() ? BASIC_DATE.format(LocalDate.ofInstant(until, timing.zone()))
					: Recurrence.utc(until));
		}
		Map<String, String> others = new LinkedHashMap<>(parts);
		others.remove("FREQ");
		String text = write("FREQ=" + frequency.name(), others);
		// lib-recur reads and checks the values: ranges, weekday names, what FREQ allows.
		parts.remove("COUNT");
		parts.remove("UNTIL");
		Set<String> implied = imply(parts, frequency, timing.start());
		RecurrenceRule iterated = libRecur(write("", parts).substring(1));
		// Only now: lib-recur's Part cannot be initialized before its RecurrenceRule (so
		// this class never switches on it: its switch tables are built at the first
		// switch).
		Set<Part> impliedParts = EnumSet.noneOf(Part.class);
		implied.forEach((name) -> impliedParts.add(Part.valueOf(name)));
		return new Rule(frequency, interval, count, until, iterated, impliedParts, text);
	}

	/**
	 * Write into {@code parts} what RFC 5545 takes from DTSTART when it is missing: the
	 * time of day; the weekday of a weekly rule; the day, and month, of a monthly or
	 * yearly one; the weekday of a yearly rule by week numbers, which lib-recur needs.
	 * @return the names of the parts written
	 */
	private static Set<String> imply(Map<String, String> parts, Frequency frequency, LocalDateTime start) {
		Set<String> implied = new HashSet<>();
		if (frequency != Frequency.HOURLY) {
			imply(parts, "BYHOUR", Integer.toString(start.getHour()), implied);
		}
		imply(parts, "BYMINUTE", Integer.toString(start.getMinute()), implied);
		imply(parts, "BYSECOND", Integer.toString(start.getSecond()), implied);
		boolean dayGiven = parts.containsKey("BYDAY") || parts.containsKey("BYMONTHDAY")
				|| parts.containsKey("BYYEARDAY");
		switch (frequency) {
			case WEEKLY -> imply(parts, "BYDAY", weekday(start.getDayOfWeek()), implied);
			case MONTHLY -> {
				if (!dayGiven) {
					imply(parts, "BYMONTHDAY", Integer.toString(start.getDayOfMonth()), implied);
				}
			}
			case YEARLY -> {
				if (parts.containsKey("BYWEEKNO")) {
					if (!dayGiven) {
						imply(parts, "BYDAY", weekday(start.getDayOfWeek()), implied);
					}
				}
				else if (!dayGiven) {
					imply(parts, "BYMONTH", Integer.toString(start.getMonthValue()), implied);
					imply(parts, "BYMONTHDAY", Integer.toString(start.getDayOfMonth()), implied);
				}
			}
			default -> {
				// HOURLY and DAILY take nothing else from DTSTART.
			}
		}
		return implied;
	}

	private static void imply(Map<String, String> parts, String name, String value, Set<String> implied) {
		if (parts.putIfAbsent(name, value) == null) {
			implied.add(name);
		}
	}

	private static Frequency frequency(@Nullable String value) {
		if (value == null) {
			throw new RecurrenceException("FREQ is required");
		}
		if (value.equals("SECONDLY") || value.equals("MINUTELY")) {
			throw new RecurrenceException("FREQ=" + value + " is finer than HOURLY, the finest allowed");
		}
		Frequency frequency = Frequency.of(value);
		if (frequency == null) {
			throw new RecurrenceException("FREQ must be HOURLY, DAILY, WEEKLY, MONTHLY or YEARLY");
		}
		return frequency;
	}

	private static int number(String value, String name, int max) {
		try {
			int number = Integer.parseInt(value);
			if (number >= 1 && number <= max) {
				return number;
			}
		}
		catch (NumberFormatException ex) {
			// reported below
		}
		throw new RecurrenceException(name + " must be a whole number from 1 to " + max);
	}

	/**
	 * UNTIL as an instant: a UTC value as given, a floating one in the series' zone, a
	 * date as the end of that day (inclusive).
	 */
	private static Instant until(String value, Timing timing) {
		try {
			if (value.length() == 8) {
				LocalDate day = LocalDate.parse(value, BASIC_DATE);
				return timing.allDay() ? timing.instant(day.atStartOfDay())
						: timing.instant(day.plusDays(1).atStartOfDay()).minusSeconds(1);
			}
			if (value.endsWith("Z")) {
				Instant instant = LocalDateTime.parse(value.substring(0, value.length() - 1), BASIC_LOCAL)
					.toInstant(java.time.ZoneOffset.UTC);
				return timing.allDay() ? timing.instant(LocalDate.ofInstant(instant, timing.zone()).atStartOfDay())
						: instant;
			}
			LocalDateTime local = LocalDateTime.parse(value, BASIC_LOCAL);
			return timing.allDay() ? timing.instant(local.toLocalDate().atStartOfDay()) : timing.instant(local);
		}
		catch (DateTimeParseException ex) {
			throw new RecurrenceException("UNTIL must be a date (20260501) or a UTC date-time (20260501T170000Z)");
		}
	}

	private static RecurrenceRule libRecur(String text) {
		try {
			return new RecurrenceRule(text, RecurrenceRule.RfcMode.RFC5545_STRICT);
		}
		catch (InvalidRecurrenceRuleException | RuntimeException ex) {
			throw new RecurrenceException("the RRULE cannot be read: " + ex.getMessage());
		}
	}

	/** {@code head;NAME=VALUE;…}: the parts in their order. */
	private static String write(String head, Map<String, String> parts) {
		StringBuilder text = new StringBuilder(head);
		parts.forEach((name, part) -> text.append(';').append(name).append('=').append(part));
		return text.toString();
	}

	/**
	 * The rule lib-recur iterates: this one without COUNT and UNTIL, and with every part
	 * that RFC 5545 takes from DTSTART when it is missing written out. With nothing left
	 * to DTSTART, iteration may begin at the start of any period of the rule
	 * ({@link Occurrences} fast-forwards that way) and yields the same occurrences.
	 */
	RecurrenceRule iterationRule() {
		// A copy: lib-recur's rule is mutable, and this one is shared.
		return libRecur(this.parts.toString());
	}

	/** Whether the rule gives this part (rather than taking it from DTSTART). */
	private boolean given(Part part) {
		return this.parts.hasPart(part) && !this.implied.contains(part);
	}

	/**
	 * This rule's text with the day parts RFC 5545 takes from DTSTART written out (the
	 * weekday of a weekly rule; the day, and month, of a monthly or yearly one; not the
	 * weekday of a yearly rule by week numbers, which feed readers do not need), COUNT
	 * and UNTIL kept: the same occurrences, in a form that readers which mishandle the
	 * implied parts (ical.js moves a yearly 29 February to 1 March) expand correctly.
	 */
	String explicitDays() {
		String text = this.text;
		for (Part part : List.of(Part.BYDAY, Part.BYMONTH, Part.BYMONTHDAY)) {
			if (this.implied.contains(part) && !given(Part.BYWEEKNO)) {
				// lib-recur counts months from 0.
				// (No switch on Part: see parse.)
				String value = (part == Part.BYDAY) ? this.parts.getByDayPart().get(0).toString()
						: Integer.toString(this.parts.getByPart(part).get(0) + ((part == Part.BYMONTH) ? 1 : 0));
				text = withPart(text, part.name(), value);
			}
		}
		return text;
	}

	static String weekday(DayOfWeek day) {
		return day.name().substring(0, 2);
	}

	/** The weekday named by its two letters (MO to SU). */
	static DayOfWeek dayOfWeek(String twoLetters) {
		for (DayOfWeek day : DayOfWeek.values()) {
			if (weekday(day).equals(twoLetters)) {
				return day;
			}
		}
		throw new IllegalArgumentException("not a weekday: " + twoLetters);
	}

	/** HOURLY, DAILY, WEEKLY, MONTHLY or YEARLY. */
	Frequency frequency() {
		return this.frequency;
	}

	/** INTERVAL, 1 unless given. */
	int interval() {
		return this.interval;
	}

	/** The first day of the week (WKST), Monday unless given. */
	DayOfWeek weekStart() {
		return dayOfWeek(this.parts.getWeekStart().name());
	}

	/**
	 * The weekdays of BYDAY, in the order given, when it names plain weekdays only (no
	 * "first Monday"); else, or without BYDAY, null.
	 */
	@Nullable List<DayOfWeek> plainWeekdays() {
		if (!given(Part.BYDAY)) {
			return null;
		}
		List<DayOfWeek> days = new ArrayList<>();
		for (WeekdayNum day : this.parts.getByDayPart()) {
			if (day.pos != 0) {
				return null;
			}
			days.add(dayOfWeek(day.weekday.name()));
		}
		return List.copyOf(days);
	}

	/**
	 * The one time of day at which every occurrence starts, or null when the rule picks
	 * several (or none fixed: HOURLY), or one no clock shows (BYSECOND=60, a leap
	 * second).
	 */
	@Nullable LocalTime timeOfDay() {
		if (!fixedTimeOfDay()) {
			return null;
		}
		try {
			return LocalTime.of(only(Part.BYHOUR), only(Part.BYMINUTE), only(Part.BYSECOND));
		}
		catch (DateTimeException ex) {
			return null;
		}
	}

	/** Whether every occurrence starts at one time of day: the rule picks days only. */
	private boolean fixedTimeOfDay() {
		return this.frequency != Frequency.HOURLY && singleValue(Part.BYHOUR) && singleValue(Part.BYMINUTE)
				&& singleValue(Part.BYSECOND);
	}

	/**
	 * Whether the rule starts at most one occurrence in any hour: BYMINUTE and BYSECOND
	 * are the only parts that can put two in the same hour.
	 */
	boolean atMostOnePerHour() {
		return singleValue(Part.BYMINUTE) && singleValue(Part.BYSECOND);
	}

	private boolean singleValue(Part part) {
		List<Integer> values = this.parts.getByPart(part);
		return values == null || values.size() <= 1;
	}

	private int only(Part part) {
		return this.parts.getByPart(part).get(0);
	}

	@Nullable Integer count() {
		return this.count;
	}

	@Nullable Instant until() {
		return this.until;
	}

	/** This rule with COUNT set to {@code count}. */
	Rule withCount(int count, Timing timing) {
		return parse(withPart(this.text, "COUNT", Integer.toString(count)), timing);
	}

	/**
	 * This rule ending at {@code until} instead of a COUNT or an earlier UNTIL (the date
	 * of {@code until} in an all-day series).
	 */
	Rule withUntil(Instant until, Timing timing) {
		String text = withPart(this.text, "COUNT", null);
		return parse(withPart(text, "UNTIL", timing.allDay() ? Recurrence.basicDate(until) : Recurrence.utc(until)),
				timing);
	}

	/** This rule on these weekdays (BYDAY). */
	Rule withWeekdays(List<DayOfWeek> days, Timing timing) {
		List<String> names = days.stream().map(Rule::weekday).toList();
		return parse(withPart(this.text, "BYDAY", String.join(",", names)), timing);
	}

	/**
	 * This rule read again against another timing (UNTIL and the checks are relative to
	 * it).
	 */
	Rule at(Timing timing) {
		return parse(this.text, timing);
	}

	/**
	 * Canonical text with one part replaced in its place, appended when it is missing, or
	 * removed with null.
	 */
	private static String withPart(String text, String name, @Nullable String value) {
		StringBuilder changed = new StringBuilder();
		boolean found = false;
		for (String part : text.split(";")) {
			if (part.startsWith(name + "=")) {
				found = true;
				if (value != null) {
					changed.append(';').append(name).append('=').append(value);
				}
			}
			else {
				changed.append(';').append(part);
			}
		}
		if (!found && value != null) {
			changed.append(';').append(name).append('=').append(value);
		}
		return changed.substring(1);
	}

	/** The canonical text, without {@code RRULE:}. */
	String text() {
		return this.text;
	}

	@Override
	public String toString() {
		return this.text;
	}

}
