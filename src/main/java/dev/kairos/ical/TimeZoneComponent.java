package dev.kairos.ical;

import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneOffsetTransitionRule;
import java.time.zone.ZoneRules;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A VTIMEZONE written from the JDK's rules for a zone, so that a feed reader expands a
 * series in exactly the offsets the API used (RFC 5545 §3.6.5). From a year before the
 * first date the feed needs: the offset then, each fixed transition since (grouped into
 * one observance per pair of offsets, with RDATEs), and the zone's ongoing yearly rules
 * as RRULEs (or, for the rare rule an RRULE cannot say, its transitions until
 * {@link #LAST_EXPLICIT_YEAR}).
 */
final class TimeZoneComponent {

	static final int LAST_EXPLICIT_YEAR = 2100;

	private static final DateTimeFormatter LOCAL = DateTimeFormatter.ofPattern("uuuuMMdd'T'HHmmss", Locale.ROOT);

	/**
	 * The most sets of observances kept per zone (a calendar's events start in a few
	 * years).
	 */
	private static final int MAX_KEPT_PER_ZONE = 256;

	/** The most zones kept (the JDK knows about 600; fixed offsets are zones too). */
	private static final int MAX_ZONES = 2048;

	private static final Map<String, Zone> ZONES = new ConcurrentHashMap<>();

	private TimeZoneComponent() {
	}

	/**
	 * The content lines of the zone's VTIMEZONE.
	 * @param zone the zone (its id becomes the TZID)
	 * @param from the earliest instant the feed writes in this zone
	 */
	static List<String> lines(ZoneId zone, Instant from) {
		ZoneRules rules = zone.getRules();
		Instant since = from.minus(366, ChronoUnit.DAYS);
		List<String> lines = new ArrayList<>();
		lines.add("BEGIN:VTIMEZONE");
		lines.add("TZID:" + zone.getId());
		ZoneOffset initial = rules.getOffset(since);
		observance(lines, !rules.isDaylightSavings(since), LocalDateTime.ofInstant(since, initial), initial, initial,
				List.of(), null);
		Zone known = ZONES.get(zone.getId());
		if (known == null) {
			known = new Zone(rules);
			if (ZONES.size() < MAX_ZONES) {
				ZONES.putIfAbsent(zone.getId(), known);
			}
		}
		lines.addAll(known.observances(since));
		lines.add("END:VTIMEZONE");
		return lines;
	}

	/**
	 * Forget what was worked out (for tests: the next call of each zone starts afresh).
	 */
	static void forget() {
		ZONES.clear();
	}

	/**
	 * The observances after the first: the fixed transitions after {@code since} and the
	 * ongoing rules from {@code firstRuleYear}. They depend on {@code since} only through
	 * which transitions follow it and that year.
	 */
	private static List<String> observances(ZoneRules rules, List<ZoneOffsetTransition> transitions, int firstAfter,
			int firstRuleYear) {
		List<String> lines = new ArrayList<>();
		Map<List<Object>, List<ZoneOffsetTransition>> groups = new LinkedHashMap<>();
		for (ZoneOffsetTransition transition : transitions.subList(firstAfter, transitions.size())) {
			groups.computeIfAbsent(key(rules, transition), (key) -> new ArrayList<>()).add(transition);
		}
		List<ZoneOffsetTransitionRule> asRules = new ArrayList<>();
		for (ZoneOffsetTransitionRule rule : rules.getTransitionRules()) {
			if (byDay(rule, firstRuleYear) != null) {
				asRules.add(rule);
			}
			else {
				for (int year = firstRuleYear; year <= LAST_EXPLICIT_YEAR; year++) {
					ZoneOffsetTransition transition = rule.createTransition(year);
					groups.computeIfAbsent(key(rules, transition), (key) -> new ArrayList<>()).add(transition);
				}
			}
		}
		for (List<ZoneOffsetTransition> group : groups.values()) {
			ZoneOffsetTransition first = group.get(0);
			List<LocalDateTime> more = group.subList(1, group.size())
				.stream()
				.map(ZoneOffsetTransition::getDateTimeBefore)
				.toList();
			observance(lines, !rules.isDaylightSavings(first.getInstant()), first.getDateTimeBefore(),
					first.getOffsetBefore(), first.getOffsetAfter(), more, null);
		}
		for (ZoneOffsetTransitionRule rule : asRules) {
			ZoneOffsetTransition first = rule.createTransition(firstRuleYear);
			observance(lines, !rules.isDaylightSavings(first.getInstant()), first.getDateTimeBefore(),
					first.getOffsetBefore(), first.getOffsetAfter(), List.of(), "FREQ=YEARLY;BYMONTH="
							+ first.getDateTimeBefore().getMonthValue() + ";" + byDay(rule, firstRuleYear));
		}
		return List.copyOf(lines);
	}

	private static List<Object> key(ZoneRules rules, ZoneOffsetTransition transition) {
		return List.of(transition.getOffsetBefore(), transition.getOffsetAfter(),
				rules.isDaylightSavings(transition.getInstant()));
	}

	/**
	 * The days of the month a yearly rule falls on, as RRULE parts, checked against the
	 * transitions it makes for fifty years; null when no BYDAY/BYMONTHDAY pair says it.
	 */
	private static String byDay(ZoneOffsetTransitionRule rule, int fromYear) {
		String parts;
		if (rule.getDayOfWeek() == null) {
			parts = "BYMONTHDAY=" + rule.createTransition(fromYear).getDateTimeBefore().getDayOfMonth();
		}
		else {
			LocalDate ruleDay = ruleDate(rule, fromYear);
			LocalDate wallDay = rule.createTransition(fromYear).getDateTimeBefore().toLocalDate();
			long shift = ChronoUnit.DAYS.between(ruleDay, wallDay);
			int indicator = rule.getDayOfMonthIndicator();
			StringBuilder days = new StringBuilder();
			for (int i = 0; i < 7; i++) {
				int day = (indicator > 0) ? indicator + i + (int) shift : indicator - i + (int) shift;
				if (day == 0 || day > 31 || day < -31) {
					return null;
				}
				days.append((i > 0) ? "," : "").append(day);
			}
			DayOfWeek weekday = rule.getDayOfWeek().plus(shift);
			parts = "BYDAY=" + weekday.name().substring(0, 2) + ";BYMONTHDAY=" + days;
		}
		for (int year = fromYear; year < fromYear + 50; year++) {
			if (!matches(parts, rule.createTransition(year).getDateTimeBefore().toLocalDate())) {
				return null;
			}
		}
		return parts;
	}

	private static LocalDate ruleDate(ZoneOffsetTransitionRule rule, int year) {
		int indicator = rule.getDayOfMonthIndicator();
		LocalDate date = (indicator < 0) ? LocalDate.of(year, rule.getMonth(), 1)
			.with(TemporalAdjusters.lastDayOfMonth())
			.plusDays(indicator + 1) : LocalDate.of(year, rule.getMonth(), indicator);
		if (rule.getDayOfWeek() != null) {
			date = (indicator < 0) ? date.with(TemporalAdjusters.previousOrSame(rule.getDayOfWeek()))
					: date.with(TemporalAdjusters.nextOrSame(rule.getDayOfWeek()));
		}
		return date;
	}

	/** Whether a date is one the RRULE parts pick in its month. */
	private static boolean matches(String parts, LocalDate date) {
		boolean day = true;
		boolean monthDay = false;
		for (String part : parts.split(";")) {
			String[] nameValue = part.split("=");
			if (nameValue[0].equals("BYDAY")) {
				day = date.getDayOfWeek().name().startsWith(nameValue[1]);
			}
			else {
				int length = date.lengthOfMonth();
				for (String value : nameValue[1].split(",")) {
					int number = Integer.parseInt(value);
					int dayOfMonth = (number > 0) ? number : length + number + 1;
					monthDay |= dayOfMonth == date.getDayOfMonth();
				}
			}
		}
		return day && monthDay;
	}

	private static void observance(List<String> lines, boolean standard, LocalDateTime start, ZoneOffset from,
			ZoneOffset to, List<LocalDateTime> more, String rule) {
		String kind = standard ? "STANDARD" : "DAYLIGHT";
		lines.add("BEGIN:" + kind);
		lines.add("DTSTART:" + LOCAL.format(start));
		if (rule != null) {
			lines.add("RRULE:" + rule);
		}
		for (int i = 0; i < more.size(); i += 50) {
			StringBuilder rdate = new StringBuilder("RDATE:");
			for (int j = i; j < Math.min(more.size(), i + 50); j++) {
				rdate.append((j > i) ? "," : "").append(LOCAL.format(more.get(j)));
			}
			lines.add(rdate.toString());
		}
		lines.add("TZOFFSETFROM:" + offset(from));
		lines.add("TZOFFSETTO:" + offset(to));
		lines.add("END:" + kind);
	}

	/** {@code +0530}, {@code -0500}; seconds where an old zone had them. */
	private static String offset(ZoneOffset offset) {
		int total = offset.getTotalSeconds();
		int absolute = Math.abs(total);
		String text = String.format(Locale.ROOT, "%s%02d%02d", (total < 0) ? "-" : "+", absolute / 3600,
				(absolute / 60) % 60);
		return (absolute % 60 != 0) ? text + String.format(Locale.ROOT, "%02d", absolute % 60) : text;
	}

	/**
	 * One zone's fixed transitions, and the observances worked out from them, by the
	 * first transition they start at and the first year of the ongoing rules: a calendar
	 * writes the same zone for many events, and working the observances out was most of
	 * the time of rendering an event in a zone (a flight recording of bench/run.sh
	 * caldav).
	 */
	private static final class Zone {

		private final ZoneRules rules;

		private final List<ZoneOffsetTransition> transitions;

		private final Map<Long, List<String>> observances = new ConcurrentHashMap<>();

		Zone(ZoneRules rules) {
			this.rules = rules;
			this.transitions = List.copyOf(rules.getTransitions());
		}

		List<String> observances(Instant since) {
			int firstAfter = firstAfter(since);
			ZoneOffsetTransition last = this.transitions.isEmpty() ? null
					: this.transitions.get(this.transitions.size() - 1);
			int firstRuleYear = Math.max(LocalDateTime.ofInstant(since, ZoneOffset.UTC).getYear(),
					(last != null) ? LocalDateTime.ofInstant(last.getInstant(), ZoneOffset.UTC).getYear() + 1 : 0);
			long key = ((long) firstAfter << 32) | (firstRuleYear & 0xffffffffL);
			List<String> known = this.observances.get(key);
			if (known != null) {
				return known;
			}
			List<String> worked = TimeZoneComponent.observances(this.rules, this.transitions, firstAfter,
					firstRuleYear);
			if (this.observances.size() < MAX_KEPT_PER_ZONE) {
				this.observances.put(key, worked);
			}
			return worked;
		}

		/**
		 * The index of the first transition after {@code since} (the size when none is).
		 */
		private int firstAfter(Instant since) {
			int low = 0;
			int high = this.transitions.size();
			while (low < high) {
				int middle = (low + high) >>> 1;
				if (this.transitions.get(middle).getInstant().isAfter(since)) {
					high = middle;
				}
				else {
					low = middle + 1;
				}
			}
			return low;
		}

	}

}
