package dev.kairos.events.recurrence;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;

import org.dmfs.rfc5545.DateTime;
import org.dmfs.rfc5545.recur.InvalidRecurrenceRuleException;
import org.dmfs.rfc5545.recur.RecurrenceRule;
import org.dmfs.rfc5545.recur.RecurrenceRuleIterator;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Expansion from the middle of a series (the fast-forward, with the parts RFC 5545 takes
 * from DTSTART written out) against lib-recur walking the rule as written from DTSTART,
 * and against our own expansion from the first occurrence. Random rules from a fixed
 * seed. (ical4j 4.4.0 is no reference: it puts a Sunday of a WEEKLY;INTERVAL=3 rule with
 * the default WKST=MO in the wrong week, where lib-recur and python-dateutil agree.)
 */
class OccurrencesPropertyTests {

	private static final List<ZoneId> ZONES = List.of(ZoneId.of("America/New_York"), ZoneId.of("Europe/Berlin"),
			ZoneId.of("Australia/Lord_Howe"), ZoneId.of("Asia/Kolkata"), ZoneOffset.UTC);

	private static final String[] DAYS = { "MO", "TU", "WE", "TH", "FR", "SA", "SU" };

	private final Random random = new Random(20261125);

	@Test
	void expandsFromTheMiddleAsTheRuleDoesFromTheStart() {
		int compared = 0;
		for (int i = 0; i < 400; i++) {
			String rule = randomRule(false);
			ZoneId zone = ZONES.get(this.random.nextInt(ZONES.size()));
			LocalDateTime start = LocalDateTime.of(1995 + this.random.nextInt(35), 1 + this.random.nextInt(12),
					1 + this.random.nextInt(28), this.random.nextInt(24), 15 * this.random.nextInt(4));
			Duration length = Duration.ofMinutes(30 + 30 * this.random.nextInt(4));
			Timing timing = new Timing(start, zone, length, false);
			Occurrences occurrences;
			try {
				occurrences = Occurrences.of(timing, Recurrence.parse(List.of("RRULE:" + rule), timing)).validate();
			}
			catch (RecurrenceException ex) {
				continue;
			}
			Instant from = start.plusDays(this.random.nextInt(4000)).toInstant(ZoneOffset.UTC);
			Instant to = from.plus(Duration.ofDays(this.random.nextBoolean() ? 7 : 60));
			List<Instant> expected = reference(rule, timing, from, to);
			assertThat(occurrences.overlapping(from, to, 100_000)).as("%s from %s in %s", rule, start, zone)
				.isEqualTo(expected);
			compared++;
		}
		assertThat(compared).isGreaterThan(300);
	}

	@Test
	void theCheapOverlapTestNeverRulesOutAnOccurrence() {
		int ruledOut = 0;
		for (int i = 0; i < 400; i++) {
			String rule = randomRule(this.random.nextBoolean());
			ZoneId zone = ZONES.get(this.random.nextInt(ZONES.size()));
			LocalDateTime start = LocalDateTime.of(2020 + this.random.nextInt(10), 1 + this.random.nextInt(12),
					1 + this.random.nextInt(28), this.random.nextInt(24), 15 * this.random.nextInt(4));
			Timing timing = new Timing(start, zone, Duration.ofMinutes(15 + 15 * this.random.nextInt(8)), false);
			Occurrences occurrences;
			try {
				occurrences = Occurrences.of(timing, Recurrence.parse(List.of("RRULE:" + rule), timing)).validate();
			}
			catch (RecurrenceException ex) {
				continue;
			}
			// Many short windows, across DST changes too.
			Instant base = start.toInstant(ZoneOffset.UTC).plus(Duration.ofDays(this.random.nextInt(900)));
			for (int w = 0; w < 200; w++) {
				Instant from = base.plus(Duration.ofMinutes(37L * w * (1 + this.random.nextInt(50))));
				Instant to = from.plus(Duration.ofMinutes(15 + this.random.nextInt(600)));
				boolean any = !occurrences.overlapping(from, to, 1).isEmpty();
				boolean may = occurrences.mayOverlap(from, to);
				assertThat(!any || may).as("%s from %s in %s, window %s-%s", rule, start, zone, from, to).isTrue();
				ruledOut += may ? 0 : 1;
			}
		}
		assertThat(ruledOut).as("windows ruled out without expanding").isGreaterThan(10_000);
	}

	@Test
	void theCheapOverlapTestNeverRulesOutAnOccurrenceOverDaysOrAllDay() {
		List<ZoneId> zones = List.of(ZoneOffset.UTC, ZoneId.of("Europe/London"), ZoneId.of("America/New_York"),
				ZoneId.of("Australia/Lord_Howe"), ZoneId.of("Pacific/Apia"), ZoneId.of("America/Juneau"));
		int ruledOut = 0;
		for (int i = 0; i < 400; i++) {
			String rule = randomRule(this.random.nextBoolean());
			boolean allDay = this.random.nextInt(3) == 0;
			ZoneId zone = allDay ? ZoneOffset.UTC : zones.get(this.random.nextInt(zones.size()));
			LocalDateTime start = LocalDateTime.of(2008 + this.random.nextInt(20), 1 + this.random.nextInt(12),
					1 + this.random.nextInt(28), allDay ? 0 : this.random.nextInt(24),
					allDay ? 0 : 15 * this.random.nextInt(4));
			Duration length = allDay ? Duration.ofDays(1 + this.random.nextInt(2))
					: Duration.ofMinutes(15 + 15 * this.random.nextInt(8));
			Timing timing = new Timing(start, zone, length, allDay);
			Occurrences occurrences;
			try {
				occurrences = Occurrences.of(timing, Recurrence.parse(List.of("RRULE:" + rule), timing)).validate();
			}
			catch (RecurrenceException ex) {
				continue;
			}
			Instant base = start.toInstant(ZoneOffset.UTC).plus(Duration.ofDays(this.random.nextInt(2000)));
			for (int w = 0; w < 100; w++) {
				Instant from = base.plus(Duration.ofHours(7L * w * (1 + this.random.nextInt(40))));
				Instant to = from.plus(Duration.ofMinutes(30 + this.random.nextInt(60 * 24 * 10)));
				boolean any = !occurrences.overlapping(from, to, 1).isEmpty();
				boolean may = occurrences.mayOverlap(from, to);
				assertThat(!any || may).as("%s from %s in %s, window %s-%s", rule, start, zone, from, to).isTrue();
				ruledOut += may ? 0 : 1;
			}
		}
		assertThat(ruledOut).as("windows ruled out without expanding").isGreaterThan(5_000);
	}

	@Test
	void expandsCountedRulesFromTheMiddleAsFromTheStart() {
		for (int i = 0; i < 300; i++) {
			String rule = randomRule(true);
			ZoneId zone = ZONES.get(this.random.nextInt(ZONES.size()));
			LocalDateTime start = LocalDateTime.of(2000 + this.random.nextInt(30), 1 + this.random.nextInt(12),
					1 + this.random.nextInt(28), this.random.nextInt(24), 0);
			Timing timing = new Timing(start, zone, Duration.ofHours(1), false);
			Occurrences occurrences;
			try {
				occurrences = Occurrences.of(timing, Recurrence.parse(List.of("RRULE:" + rule), timing)).validate();
			}
			catch (RecurrenceException ex) {
				continue;
			}
			List<Instant> all = new ArrayList<>();
			Iterator<Instant> iterator = occurrences.startingFrom(Instant.parse("1900-01-01T00:00:00Z"));
			while (iterator.hasNext()) {
				all.add(iterator.next());
			}
			String count = rule.replaceAll(".*COUNT=(\\d+).*", "$1");
			assertThat(all).as(rule).hasSize(Integer.parseInt(count)).isSorted();
			Instant middle = all.get(all.size() / 2);
			List<Instant> rest = new ArrayList<>();
			occurrences.startingFrom(middle).forEachRemaining(rest::add);
			assertThat(rest).as(rule).isEqualTo(all.subList(all.size() / 2, all.size()));
		}
	}

	/**
	 * lib-recur from DTSTART with the rule as written (UNTIL applied to instants, as RFC
	 * 5545 compares it), DTSTART itself included, read in the series' zone.
	 */
	private static List<Instant> reference(String rule, Timing timing, Instant from, Instant to) {
		Instant until = null;
		String iterated = rule;
		if (rule.contains("UNTIL=")) {
			String value = rule.replaceAll(".*UNTIL=(\\d{8}T\\d{6})Z.*", "$1");
			until = LocalDateTime.parse(value, Rule.BASIC_LOCAL).toInstant(ZoneOffset.UTC);
			iterated = rule.replaceAll(";UNTIL=[^;]*", "");
		}
		TreeSet<Instant> starts = new TreeSet<>();
		starts.add(timing.startInstant());
		try {
			LocalDateTime begin = timing.start();
			RecurrenceRuleIterator iterator = new RecurrenceRule(iterated)
				.iterator(new DateTime(begin.getYear(), begin.getMonthValue() - 1, begin.getDayOfMonth(),
						begin.getHour(), begin.getMinute(), begin.getSecond()));
			LocalDateTime stop = LocalDateTime.ofInstant(to, ZoneOffset.UTC).plusDays(2);
			while (iterator.hasNext()) {
				DateTime next = iterator.nextDateTime();
				LocalDateTime local = LocalDateTime.of(next.getYear(), next.getMonth() + 1, next.getDayOfMonth(),
						next.getHours(), next.getMinutes(), next.getSeconds());
				if (local.isAfter(stop)) {
					break;
				}
				starts.add(ZonedDateTime.ofLocal(local, timing.zone(), null).toInstant());
			}
		}
		catch (InvalidRecurrenceRuleException ex) {
			throw new IllegalStateException(ex);
		}
		Instant last = until;
		return starts.stream()
			.filter((start) -> last == null || !start.isAfter(last))
			.filter((start) -> start.isBefore(to) && start.plus(timing.duration()).isAfter(from))
			.toList();
	}

	private String randomRule(boolean counted) {
		String[] frequencies = { "DAILY", "WEEKLY", "WEEKLY", "MONTHLY", "MONTHLY", "YEARLY", "HOURLY" };
		String frequency = frequencies[this.random.nextInt(frequencies.length)];
		StringBuilder rule = new StringBuilder("FREQ=").append(frequency);
		if (this.random.nextInt(3) == 0) {
			rule.append(";INTERVAL=").append(2 + this.random.nextInt(3));
		}
		switch (frequency) {
			case "WEEKLY" -> {
				if (this.random.nextBoolean()) {
					rule.append(";BYDAY=").append(days());
				}
				if (this.random.nextInt(4) == 0) {
					rule.append(";WKST=SU");
				}
			}
			case "MONTHLY" -> {
				switch (this.random.nextInt(4)) {
					case 0 -> rule.append(";BYDAY=")
						.append(new String[] { "-1FR", "1MO", "2TU,4TU", "-2SU" }[this.random.nextInt(4)]);
					case 1 -> rule.append(";BYMONTHDAY=")
						.append(new String[] { "31", "1,15", "-1", "29,30" }[this.random.nextInt(4)]);
					case 2 ->
						rule.append(";BYDAY=MO,TU,WE,TH,FR;BYSETPOS=").append(this.random.nextBoolean() ? "-1" : "1");
					default -> {
					}
				}
			}
			case "YEARLY" -> {
				if (this.random.nextBoolean()) {
					rule.append(";BYMONTH=").append(1 + this.random.nextInt(12));
				}
				if (this.random.nextInt(3) == 0) {
					rule.append(";BYDAY=").append(new String[] { "-1SU", "1MO", "20MO" }[this.random.nextInt(3)]);
				}
			}
			case "DAILY" -> {
				if (this.random.nextInt(3) == 0) {
					rule.append(";BYHOUR=8,17");
				}
				if (this.random.nextInt(4) == 0) {
					rule.append(";BYDAY=").append(days());
				}
			}
			default -> rule.append(";BYHOUR=9,10,11,12,13,14,15,16");
		}
		if (counted) {
			rule.append(";COUNT=").append(2 + this.random.nextInt(60));
		}
		else if (this.random.nextInt(3) == 0) {
			rule.append(";UNTIL=20").append(30 + this.random.nextInt(10)).append("0101T000000Z");
		}
		return rule.toString();
	}

	private String days() {
		List<String> days = new ArrayList<>();
		for (String day : DAYS) {
			if (this.random.nextInt(3) == 0) {
				days.add(day);
			}
		}
		return days.isEmpty() ? "MO" : String.join(",", days);
	}

}
