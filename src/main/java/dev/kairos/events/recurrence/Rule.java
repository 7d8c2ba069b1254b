package dev.kairos.events.recurrence;

import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.dmfs.rfc5545.recur.InvalidRecurrenceRuleException;
import org.dmfs.rfc5545.recur.RecurrenceRule;
import org.jspecify.annotations.Nullable;

/**
 * One RRULE, read into its parts and checked. Its {@link #text() text} is canonical:
 * upper case, FREQ first, UNTIL in the form RFC 5545 wants beside a DTSTART with a TZID
 * (UTC) or a date (all-day). COUNT and UNTIL are enforced by {@link Occurrences}, not by
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

	private final Map<String, String> parts;

	private final Frequency frequency;

	private final @Nullable Integer count;

	private final @Nullable Instant until;

	private final String text;

	private Rule(Map<String, String> parts, @Nullable Integer count, @Nullable Instant until, String text) {
		this.parts = parts;
		this.frequency = java.util.Objects.requireNonNull(Frequency.of(parts.get("FREQ")));
		this.count = count;
		this.until = until;
		this.text = text;
	}

	/**
	 * Read an RRULE value (what follows {@code RRULE:}).
	 * @param value the rule
	 * @param timing the series' timing, which UNTIL is read against
	 * @throws RecurrenceException when the rule is unreadable or not allowed
	 */
	static Rule parse(String value, Timing timing) {
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
		String frequency = parts.get("FREQ");
		if (frequency == null) {
			throw new RecurrenceException("FREQ is required");
		}
		if (frequency.equals("SECONDLY") || frequency.equals("MINUTELY")) {
			throw new RecurrenceException("FREQ=" + frequency + " is finer than HOURLY, the finest allowed");
		}
		if (Frequency.of(frequency) == null) {
			throw new RecurrenceException("FREQ must be HOURLY, DAILY, WEEKLY, MONTHLY or YEARLY");
		}
		if (timing.allDay() && (Frequency.of(frequency) == Frequency.HOURLY || parts.containsKey("BYHOUR")
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
		if (parts.containsKey("INTERVAL")) {
			number(parts.get("INTERVAL"), "INTERVAL", MAX_INTERVAL);
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
		StringBuilder text = new StringBuilder("FREQ=").append(frequency);
		parts.forEach((name, part) -> {
			if (!name.equals("FREQ")) {
				text.append(';').append(name).append('=').append(part);
			}
		});
		Rule parsed = new Rule(parts, count, until, text.toString());
		// lib-recur checks the values (ranges, weekday names, what FREQ allows).
		parsed.iterationRule(timing.start());
		return parsed;
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

	/**
	 * The rule lib-recur iterates: this one without COUNT and UNTIL, and with every part
	 * that RFC 5545 takes from DTSTART when it is missing written out (the time of day;
	 * the weekday of a weekly rule; the day, and month, of a monthly or yearly one). With
	 * nothing left to DTSTART, iteration may begin at the start of any period of the rule
	 * ({@link Occurrences} fast-forwards that way) and yields the same occurrences.
	 */
	RecurrenceRule iterationRule(LocalDateTime start) {
		StringBuilder text = new StringBuilder();
		explicitParts(start)
			.forEach((name, part) -> text.append((text.length() > 0) ? ";" : "").append(name).append('=').append(part));
		try {
			return new RecurrenceRule(text.toString(), RecurrenceRule.RfcMode.RFC5545_STRICT);
		}
		catch (InvalidRecurrenceRuleException | RuntimeException ex) {
			throw new RecurrenceException("the RRULE cannot be read: " + ex.getMessage());
		}
	}

	/**
	 * The parts of {@link #iterationRule}: this rule without COUNT and UNTIL, with every
	 * part it takes from DTSTART written out.
	 */
	Map<String, String> explicitParts(LocalDateTime start) {
		Map<String, String> explicit = new LinkedHashMap<>(this.parts);
		explicit.remove("COUNT");
		explicit.remove("UNTIL");
		if (this.frequency != Frequency.HOURLY) {
			explicit.putIfAbsent("BYHOUR", Integer.toString(start.getHour()));
		}
		explicit.putIfAbsent("BYMINUTE", Integer.toString(start.getMinute()));
		explicit.putIfAbsent("BYSECOND", Integer.toString(start.getSecond()));
		writeImpliedDays(explicit, start, true);
		return explicit;
	}

	/**
	 * This rule with the day parts RFC 5545 takes from DTSTART written out (the weekday
	 * of a weekly rule; the day, and month, of a monthly or yearly one), COUNT and UNTIL
	 * kept: the same occurrences, in a form that readers which mishandle the implied
	 * parts (ical.js moves a yearly 29 February to 1 March) expand correctly.
	 */
	String explicitDays(LocalDateTime start) {
		Map<String, String> explicit = new LinkedHashMap<>(this.parts);
		writeImpliedDays(explicit, start, false);
		StringBuilder text = new StringBuilder("FREQ=").append(this.frequency);
		explicit.forEach((name, part) -> {
			if (!name.equals("FREQ")) {
				text.append(';').append(name).append('=').append(part);
			}
		});
		return text.toString();
	}

	/**
	 * Write out the day parts RFC 5545 takes from DTSTART: the weekday of a weekly rule;
	 * the day, and month, of a monthly or yearly one; and, with {@code weekNumberDays},
	 * the weekday of a yearly rule by week numbers, which lib-recur needs and feed
	 * readers do not.
	 */
	private void writeImpliedDays(Map<String, String> explicit, LocalDateTime start, boolean weekNumberDays) {
		boolean dayGiven = explicit.containsKey("BYDAY") || explicit.containsKey("BYMONTHDAY")
				|| explicit.containsKey("BYYEARDAY");
		switch (this.frequency) {
			case WEEKLY -> explicit.putIfAbsent("BYDAY", weekday(start.getDayOfWeek()));
			case MONTHLY -> {
				if (!dayGiven) {
					explicit.put("BYMONTHDAY", Integer.toString(start.getDayOfMonth()));
				}
			}
			case YEARLY -> {
				if (explicit.containsKey("BYWEEKNO")) {
					if (weekNumberDays && !dayGiven) {
						explicit.put("BYDAY", weekday(start.getDayOfWeek()));
					}
				}
				else if (!dayGiven) {
					explicit.putIfAbsent("BYMONTH", Integer.toString(start.getMonthValue()));
					explicit.put("BYMONTHDAY", Integer.toString(start.getDayOfMonth()));
				}
			}
			default -> {
				// HOURLY and DAILY take nothing else from DTSTART.
			}
		}
	}

	static String weekday(DayOfWeek day) {
		return day.name().substring(0, 2);
	}

	/** HOURLY, DAILY, WEEKLY, MONTHLY or YEARLY. */
	Frequency frequency() {
		return this.frequency;
	}

	int interval() {
		String interval = this.parts.get("INTERVAL");
		return (interval != null) ? Integer.parseInt(interval) : 1;
	}

	/** The first day of the week (WKST), Monday unless given. */
	DayOfWeek weekStart() {
		String start = this.parts.get("WKST");
		return (start != null) ? dayOfWeek(start) : DayOfWeek.MONDAY;
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

	/** Whether every occurrence starts at one time of day: the rule picks days only. */
	boolean fixedTimeOfDay() {
		return this.frequency != Frequency.HOURLY && singleValue("BYHOUR") && singleValue("BYMINUTE")
				&& singleValue("BYSECOND");
	}

	/**
	 * Whether the rule starts at most one occurrence in any hour: BYMINUTE and BYSECOND
	 * are the only parts that can put two in the same hour.
	 */
	boolean atMostOnePerHour() {
		return singleValue("BYMINUTE") && singleValue("BYSECOND");
	}

	private boolean singleValue(String part) {
		String value = this.parts.get(part);
		return value == null || !value.contains(",");
	}

	@Nullable Integer count() {
		return this.count;
	}

	@Nullable Instant until() {
		return this.until;
	}

	@Nullable String part(String name) {
		return this.parts.get(name);
	}

	/** This rule with one part replaced (or removed, with null). */
	Rule with(String name, @Nullable String value, Timing timing) {
		Map<String, String> changed = new LinkedHashMap<>(this.parts);
		if (value == null) {
			changed.remove(name);
		}
		else {
			changed.put(name, value);
		}
		StringBuilder text = new StringBuilder();
		changed.forEach((part,
				partValue) -> text.append((text.length() > 0) ? ";" : "").append(part).append('=').append(partValue));
		return parse(text.toString(), timing);
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
