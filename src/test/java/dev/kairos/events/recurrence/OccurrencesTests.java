package dev.kairos.events.recurrence;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

class OccurrencesTests {

	private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");

	private static final ZoneId BERLIN = ZoneId.of("Europe/Berlin");

	static Occurrences series(String start, ZoneId zone, Duration length, String... lines) {
		Timing timing = new Timing(LocalDateTime.parse(start), zone, length, false);
		return Occurrences.of(timing, Recurrence.parse(List.of(lines), timing)).validate();
	}

	static Occurrences allDay(String day, int days, String... lines) {
		Timing timing = new Timing(LocalDateTime.parse(day + "T00:00"), ZoneOffset.UTC, Duration.ofDays(days), true);
		return Occurrences.of(timing, Recurrence.parse(List.of(lines), timing)).validate();
	}

	static List<String> starts(Occurrences occurrences, String from, String to) {
		return occurrences.overlapping(Instant.parse(from), Instant.parse(to), 10_000)
			.stream()
			.map(Instant::toString)
			.toList();
	}

	static List<String> first(Occurrences occurrences, int count) {
		List<String> starts = new ArrayList<>();
		Iterator<Instant> all = occurrences.startingFrom(Instant.parse("1900-01-01T00:00:00Z"));
		while (all.hasNext() && starts.size() < count) {
			starts.add(all.next().toString());
		}
		return starts;
	}

	@Test
	void keepsTheWallClockTimeAcrossDaylightSavingTime() {
		Occurrences weekly = series("2026-03-02T09:00", NEW_YORK, Duration.ofHours(1), "RRULE:FREQ=WEEKLY");
		assertThat(first(weekly, 3)).containsExactly("2026-03-02T14:00:00Z", "2026-03-09T13:00:00Z",
				"2026-03-16T13:00:00Z");
		Occurrences autumn = series("2026-10-19T09:00", BERLIN, Duration.ofHours(1), "RRULE:FREQ=WEEKLY;COUNT=2");
		assertThat(first(autumn, 5)).containsExactly("2026-10-19T07:00:00Z", "2026-10-26T08:00:00Z");
	}

	@Test
	void movesATimeInAGapForwardByTheGap() {
		// 02:30 does not exist on 2026-03-08 in New York: it is read as 03:30 EDT.
		Occurrences newYork = series("2026-03-07T02:30", NEW_YORK, Duration.ofMinutes(30), "RRULE:FREQ=DAILY;COUNT=3");
		assertThat(first(newYork, 5)).containsExactly("2026-03-07T07:30:00Z", "2026-03-08T07:30:00Z",
				"2026-03-09T06:30:00Z");
		Occurrences berlin = series("2026-03-28T02:30", BERLIN, Duration.ofMinutes(30), "RRULE:FREQ=DAILY;COUNT=3");
		assertThat(first(berlin, 5)).containsExactly("2026-03-28T01:30:00Z", "2026-03-29T01:30:00Z",
				"2026-03-30T00:30:00Z");
	}

	@Test
	void takesTheEarlierOffsetInAnOverlap() {
		// 01:30 happens twice on 2026-11-01 in New York: the first (EDT) is the
		// occurrence.
		Occurrences overlap = series("2026-10-31T01:30", NEW_YORK, Duration.ofMinutes(30), "RRULE:FREQ=DAILY;COUNT=3");
		assertThat(first(overlap, 5)).containsExactly("2026-10-31T05:30:00Z", "2026-11-01T05:30:00Z",
				"2026-11-02T06:30:00Z");
	}

	@Test
	void followsHalfHourDaylightSavingTimeInLordHowe() {
		ZoneId lordHowe = ZoneId.of("Australia/Lord_Howe");
		// Clocks go from 02:00 to 02:30 on 2026-10-04 (+10:30 to +11:00).
		Occurrences daily = series("2026-10-03T02:15", lordHowe, Duration.ofMinutes(15), "RRULE:FREQ=DAILY;COUNT=3");
		assertThat(first(daily, 5)).containsExactly("2026-10-02T15:45:00Z", "2026-10-03T15:45:00Z",
				"2026-10-04T15:15:00Z");
		Occurrences evening = series("2026-10-03T18:00", lordHowe, Duration.ofHours(1), "RRULE:FREQ=DAILY;COUNT=2");
		assertThat(first(evening, 5)).containsExactly("2026-10-03T07:30:00Z", "2026-10-04T07:00:00Z");
	}

	@Test
	void keepsAConstantOffsetInAZoneWithoutDaylightSavingTime() {
		Occurrences tokyo = series("2026-03-01T09:00", ZoneId.of("Asia/Tokyo"), Duration.ofHours(1),
				"RRULE:FREQ=MONTHLY;COUNT=12");
		assertThat(first(tokyo, 12)).allMatch((start) -> start.endsWith("T00:00:00Z")).hasSize(12);
	}

	@Test
	void findsTheLastFridayOfTheMonth() {
		Occurrences lastFriday = series("2026-01-30T16:00", ZoneOffset.UTC, Duration.ofHours(1),
				"RRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=4");
		assertThat(first(lastFriday, 9)).containsExactly("2026-01-30T16:00:00Z", "2026-02-27T16:00:00Z",
				"2026-03-27T16:00:00Z", "2026-04-24T16:00:00Z");
		Occurrences lastWeekday = series("2026-01-30T16:00", ZoneOffset.UTC, Duration.ofHours(1),
				"RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=4");
		assertThat(first(lastWeekday, 9)).containsExactly("2026-01-30T16:00:00Z", "2026-02-27T16:00:00Z",
				"2026-03-31T16:00:00Z", "2026-04-30T16:00:00Z");
	}

	@Test
	void skipsMonthsWithoutThe31st() {
		Occurrences implied = series("2026-01-31T10:00", ZoneOffset.UTC, Duration.ofHours(1),
				"RRULE:FREQ=MONTHLY;COUNT=4");
		Occurrences explicit = series("2026-01-31T10:00", ZoneOffset.UTC, Duration.ofHours(1),
				"RRULE:FREQ=MONTHLY;BYMONTHDAY=31;COUNT=4");
		List<String> expected = List.of("2026-01-31T10:00:00Z", "2026-03-31T10:00:00Z", "2026-05-31T10:00:00Z",
				"2026-07-31T10:00:00Z");
		assertThat(first(implied, 9)).isEqualTo(expected);
		assertThat(first(explicit, 9)).isEqualTo(expected);
	}

	@Test
	void repeatsThe29thOfFebruaryInLeapYearsOnly() {
		Occurrences birthday = allDay("2024-02-29", 1, "RRULE:FREQ=YEARLY");
		assertThat(starts(birthday, "2024-03-01T00:00:00Z", "2036-03-01T00:00:00Z"))
			.containsExactly("2028-02-29T00:00:00Z", "2032-02-29T00:00:00Z", "2036-02-29T00:00:00Z");
	}

	@Test
	void countsTheFirstStartEvenWhenTheRuleWouldNotYieldIt() {
		// A Wednesday start with a Monday rule: Wednesday, then two Mondays (RFC 5545
		// 3.8.5.3).
		Occurrences odd = series("2026-03-04T09:00", ZoneOffset.UTC, Duration.ofHours(1),
				"RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=3");
		assertThat(first(odd, 9)).containsExactly("2026-03-04T09:00:00Z", "2026-03-09T09:00:00Z",
				"2026-03-16T09:00:00Z");
	}

	@Test
	void endsOnUntilInclusive() {
		Occurrences until = series("2026-03-02T09:00", NEW_YORK, Duration.ofHours(1),
				"RRULE:FREQ=DAILY;UNTIL=20260304T140000Z");
		assertThat(first(until, 9)).containsExactly("2026-03-02T14:00:00Z", "2026-03-03T14:00:00Z",
				"2026-03-04T14:00:00Z");
		Occurrences untilDay = series("2026-03-02T09:00", NEW_YORK, Duration.ofHours(1),
				"RRULE:FREQ=DAILY;UNTIL=20260303");
		assertThat(first(untilDay, 9)).containsExactly("2026-03-02T14:00:00Z", "2026-03-03T14:00:00Z");
	}

	@Test
	void addsExtraDatesAndRemovesExcludedOnes() {
		Occurrences series = series("2026-03-02T09:00", BERLIN, Duration.ofHours(1), "RRULE:FREQ=DAILY;COUNT=4",
				"RDATE;TZID=Europe/Berlin:20260310T120000,20260303T090000", "EXDATE:20260304T080000Z");
		assertThat(first(series, 9)).containsExactly("2026-03-02T08:00:00Z", "2026-03-03T08:00:00Z",
				"2026-03-05T08:00:00Z", "2026-03-10T11:00:00Z");
		Occurrences dates = series("2026-03-02T09:00", BERLIN, Duration.ofHours(1), "RDATE:20260305T080000Z");
		assertThat(first(dates, 9)).containsExactly("2026-03-02T08:00:00Z", "2026-03-05T08:00:00Z");
	}

	@Test
	void excludingTheOnlyOccurrenceLeavesNone() {
		assertThatExceptionOfType(RecurrenceException.class)
			.isThrownBy(() -> series("2026-03-02T09:00", ZoneOffset.UTC, Duration.ofHours(1),
					"RRULE:FREQ=DAILY;COUNT=1", "EXDATE:20260302T090000Z"))
			.withMessageContaining("no occurrence");
	}

	@Test
	void readsFarFromAnOldStartWithoutWalkingFromIt() {
		Occurrences hourly = series("1900-01-01T00:30", ZoneOffset.UTC, Duration.ofMinutes(10),
				"RRULE:FREQ=HOURLY;INTERVAL=7");
		// 2030-03-04T00:30Z is 1,141,056 hours (163,008 times 7) after the start.
		assertThat(starts(hourly, "2030-03-04T00:00:00Z", "2030-03-04T14:00:00Z"))
			.containsExactly("2030-03-04T00:30:00Z", "2030-03-04T07:30:00Z");
		Occurrences weekly = series("1950-01-02T09:00", NEW_YORK, Duration.ofHours(1),
				"RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH");
		assertThat(starts(weekly, "2030-03-03T00:00:00Z", "2030-03-17T00:00:00Z")).hasSize(2)
			.allMatch((start) -> start.endsWith("T14:00:00Z") || start.endsWith("T13:00:00Z"));
	}

	@Test
	void includesAnOccurrenceThatStartedBeforeTheWindow() {
		Occurrences nights = series("2026-03-02T22:00", ZoneOffset.UTC, Duration.ofHours(10), "RRULE:FREQ=DAILY");
		assertThat(starts(nights, "2026-03-05T06:00:00Z", "2026-03-05T07:00:00Z"))
			.containsExactly("2026-03-04T22:00:00Z");
		assertThat(starts(nights, "2026-03-05T08:00:00Z", "2026-03-05T09:00:00Z")).isEmpty();
	}

	@Test
	void tellsWhichStartsAreOccurrences() {
		Occurrences weekly = series("2026-03-02T09:00", ZoneOffset.UTC, Duration.ofHours(1),
				"RRULE:FREQ=WEEKLY;BYDAY=MO,WE", "RDATE:20260401T120000Z");
		assertThat(weekly.contains(Instant.parse("2026-03-04T09:00:00Z"))).isTrue();
		assertThat(weekly.contains(Instant.parse("2026-03-05T09:00:00Z"))).isFalse();
		assertThat(weekly.contains(Instant.parse("2026-03-04T09:00:01Z"))).isFalse();
		assertThat(weekly.contains(Instant.parse("2026-04-01T12:00:00Z"))).isTrue();
		assertThat(weekly.fromRule(Instant.parse("2026-04-01T12:00:00Z"))).isFalse();
		assertThat(weekly.fromRule(Instant.parse("2026-03-09T09:00:00Z"))).isTrue();
	}

	@Test
	void countsOccurrencesBeforeAStart() {
		Occurrences counted = series("2026-03-02T09:00", ZoneOffset.UTC, Duration.ofHours(1),
				"RRULE:FREQ=DAILY;COUNT=10", "EXDATE:20260303T090000Z");
		assertThat(counted.countBefore(Instant.parse("2026-03-02T09:00:00Z"))).isZero();
		assertThat(counted.countBefore(Instant.parse("2026-03-05T09:00:00Z"))).isEqualTo(3);
		assertThat(counted.countBefore(Instant.parse("2030-01-01T00:00:00Z"))).isEqualTo(10);
	}

	@Test
	void rejectsRulesThatCannotBeExpanded() {
		assertThatExceptionOfType(RecurrenceException.class)
			.isThrownBy(() -> series("2026-01-01T09:00", ZoneOffset.UTC, Duration.ofHours(1),
					"RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30"))
			.withMessageContaining("too many periods");
	}

	@Test
	void theCheapOverlapTestNeedsNoMarginInUtcAndLooksAtDays() {
		Occurrences early = series("2026-03-02T05:00", ZoneOffset.UTC, Duration.ofMinutes(30), "RRULE:FREQ=MONTHLY");
		// No change of offset in UTC: a window from the minute the occurrence ends is
		// clear.
		assertThat(early.mayOverlap(Instant.parse("2031-06-02T05:30:00Z"), Instant.parse("2031-06-02T06:00:00Z")))
			.isFalse();
		assertThat(early.mayOverlap(Instant.parse("2031-06-02T05:29:00Z"), Instant.parse("2031-06-02T06:00:00Z")))
			.isTrue();
		// Any other day of the month is clear, whatever the time.
		assertThat(early.mayOverlap(Instant.parse("2031-06-05T00:00:00Z"), Instant.parse("2031-06-09T00:00:00Z")))
			.isFalse();
		Occurrences birthday = series("2020-07-14T00:00", ZoneOffset.UTC, Duration.ofDays(1), "RRULE:FREQ=YEARLY");
		assertThat(birthday.mayOverlap(Instant.parse("2031-07-01T00:00:00Z"), Instant.parse("2031-07-08T00:00:00Z")))
			.isFalse();
		assertThat(birthday.mayOverlap(Instant.parse("2031-07-14T23:00:00Z"), Instant.parse("2031-07-21T00:00:00Z")))
			.isTrue();
		// In New York an hour's change widens the test by two hours each side.
		Occurrences newYork = series("2026-03-02T05:00", NEW_YORK, Duration.ofMinutes(30), "RRULE:FREQ=DAILY");
		assertThat(newYork.mayOverlap(Instant.parse("2031-06-02T12:31:00Z"), Instant.parse("2031-06-02T13:00:00Z")))
			.isFalse();
		assertThat(newYork.mayOverlap(Instant.parse("2031-06-02T11:29:00Z"), Instant.parse("2031-06-02T12:00:00Z")))
			.isTrue();
	}

	@Test
	void theCheapOverlapTestRulesOutWindowsFarFromTheTimeOfDay() {
		Occurrences daily = series("2026-03-02T09:00", NEW_YORK, Duration.ofHours(1),
				"RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=30");
		assertThat(daily.mayOverlap(Instant.parse("2026-03-09T13:30:00Z"), Instant.parse("2026-03-09T13:40:00Z")))
			.isTrue();
		// 16:00-16:30 New York time, and 02:00-03:00: four hours and more from
		// 09:00-10:00.
		assertThat(daily.mayOverlap(Instant.parse("2026-03-09T20:00:00Z"), Instant.parse("2026-03-09T20:30:00Z")))
			.isFalse();
		assertThat(daily.mayOverlap(Instant.parse("2026-03-10T06:00:00Z"), Instant.parse("2026-03-10T07:00:00Z")))
			.isFalse();
		// Before the first occurrence and after the last.
		assertThat(daily.mayOverlap(Instant.parse("2026-02-27T14:00:00Z"), Instant.parse("2026-02-27T14:30:00Z")))
			.isFalse();
		assertThat(daily.mayOverlap(Instant.parse("2027-03-08T13:00:00Z"), Instant.parse("2027-03-08T14:30:00Z")))
			.isFalse();
		// A window of most of a day cannot be ruled out.
		assertThat(daily.mayOverlap(Instant.parse("2026-03-10T14:00:00Z"), Instant.parse("2026-03-11T08:00:00Z")))
			.isTrue();
	}

	@Test
	void probesTheFirstThousandStartsOfTheRuleAndNoMore() {
		// Every hour of January and February 2027, then nothing for ten months: lib-recur
		// gives up on that gap. From 18 January 06:00 the probe's thousand starts end
		// before it is reached; from 07:00 they do not.
		String rule = "RRULE:FREQ=HOURLY;BYMONTH=1,2";
		Occurrences longest = series("2027-01-18T06:00", ZoneOffset.UTC, Duration.ofMinutes(30), rule);
		assertThat(first(longest, 1)).containsExactly("2027-01-18T06:00:00Z");
		assertThatExceptionOfType(RecurrenceException.class)
			.isThrownBy(() -> series("2027-01-18T07:00", ZoneOffset.UTC, Duration.ofMinutes(30), rule))
			.withMessageContaining("too many periods");
	}

	@Test
	void refusesARuleThatStartsTwiceInAnHourWhateverItsFrequency() {
		for (String rule : List.of("RRULE:FREQ=HOURLY;BYMINUTE=0,30", "RRULE:FREQ=DAILY;BYHOUR=9;BYSECOND=0,1",
				"RRULE:FREQ=YEARLY;BYMONTH=1;BYMINUTE=0,1,2")) {
			assertThatExceptionOfType(RecurrenceException.class).as(rule)
				.isThrownBy(() -> series("2027-01-04T09:00", ZoneOffset.UTC, Duration.ofMinutes(1), rule))
				.withMessageContaining("BYMINUTE and BYSECOND may hold one value each");
		}
		assertThat(first(series("2027-01-04T09:00", ZoneOffset.UTC, Duration.ofMinutes(1),
				"RRULE:FREQ=HOURLY;BYMINUTE=30;BYSECOND=15"), 2))
			.containsExactly("2027-01-04T09:00:00Z", "2027-01-04T09:30:15Z");
	}

	@Test
	void yieldsOccurrencesUpToTheLastSupportedYear() {
		Occurrences yearly = series("9996-06-01T09:00", ZoneOffset.UTC, Duration.ofHours(1), "RRULE:FREQ=YEARLY");
		assertThat(first(yearly, 9)).containsExactly("9996-06-01T09:00:00Z", "9997-06-01T09:00:00Z",
				"9998-06-01T09:00:00Z");
	}

	@Test
	void returnsAtMostTheLimitOfOverlappingStarts() {
		Occurrences daily = series("2026-03-02T09:00", ZoneOffset.UTC, Duration.ofHours(1), "RRULE:FREQ=DAILY");
		assertThat(daily.overlapping(Instant.parse("2026-03-02T00:00:00Z"), Instant.parse("2026-03-09T00:00:00Z"), 2))
			.containsExactly(Instant.parse("2026-03-02T09:00:00Z"), Instant.parse("2026-03-03T09:00:00Z"));
		assertThat(daily.recurrence().lines()).containsExactly("RRULE:FREQ=DAILY");
	}

	@Test
	void readsAWeekNumberOnTheWeekdayOfTheFirstStartUnlessDaysAreGiven() {
		// Tuesday 3 March 2026 is in week 10.
		Occurrences tuesdays = series("2026-03-03T09:00", ZoneOffset.UTC, Duration.ofHours(1),
				"RRULE:FREQ=YEARLY;BYWEEKNO=10;COUNT=3");
		assertThat(first(tuesdays, 9)).containsExactly("2026-03-03T09:00:00Z", "2027-03-09T09:00:00Z",
				"2028-03-07T09:00:00Z");
		Occurrences mondaysAndFridays = series("2026-03-03T09:00", ZoneOffset.UTC, Duration.ofHours(1),
				"RRULE:FREQ=YEARLY;BYWEEKNO=10;BYDAY=MO,FR;COUNT=4");
		assertThat(first(mondaysAndFridays, 9)).containsExactly("2026-03-03T09:00:00Z", "2026-03-06T09:00:00Z",
				"2027-03-08T09:00:00Z", "2027-03-12T09:00:00Z");
		// Years later, where expansion starts at the year's first day (a Wednesday in
		// 2031), the weekday is still the first start's.
		assertThat(series("2026-03-03T09:00", ZoneOffset.UTC, Duration.ofHours(1), "RRULE:FREQ=YEARLY;BYWEEKNO=10")
			.overlapping(Instant.parse("2031-03-01T00:00:00Z"), Instant.parse("2031-03-15T00:00:00Z"), 10))
			.containsExactly(Instant.parse("2031-03-04T09:00:00Z"));
		// A day of the month given: no weekday is added.
		Occurrences fifths = series("2026-03-05T09:00", ZoneOffset.UTC, Duration.ofHours(1),
				"RRULE:FREQ=YEARLY;BYWEEKNO=10;BYMONTHDAY=5;COUNT=2");
		assertThat(first(fifths, 9)).containsExactly("2026-03-05T09:00:00Z", "2029-03-05T09:00:00Z");
	}

	@Test
	void theCheapOverlapTestSeesExtraDatesBeforeAndAfterTheRule() {
		Occurrences dates = series("2026-03-02T09:00", ZoneOffset.UTC, Duration.ofHours(1), "RDATE:20260220T090000Z",
				"RDATE:20260310T090000Z");
		assertThat(dates.mayOverlap(Instant.parse("2026-02-20T09:30:00Z"), Instant.parse("2026-02-20T10:00:00Z")))
			.isTrue();
		assertThat(dates.mayOverlap(Instant.parse("2026-03-10T09:30:00Z"), Instant.parse("2026-03-10T10:00:00Z")))
			.isTrue();
		assertThat(dates.mayOverlap(Instant.parse("2026-03-02T09:30:00Z"), Instant.parse("2026-03-02T10:00:00Z")))
			.isTrue();
		assertThat(dates.mayOverlap(Instant.parse("2026-03-05T09:00:00Z"), Instant.parse("2026-03-05T10:00:00Z")))
			.isFalse();
		assertThat(dates.mayOverlap(Instant.parse("2026-02-19T09:00:00Z"), Instant.parse("2026-02-20T09:00:00Z")))
			.isFalse();
		Occurrences counted = series("2026-03-02T09:00", ZoneOffset.UTC, Duration.ofHours(1),
				"RRULE:FREQ=DAILY;COUNT=2", "RDATE:20260401T090000Z");
		assertThat(counted.mayOverlap(Instant.parse("2026-04-01T09:30:00Z"), Instant.parse("2026-04-01T10:00:00Z")))
			.isTrue();
	}

	@Test
	void theCheapOverlapTestSeesAFirstStartTheRuleWouldNotYield() {
		// A Wednesday start with a Monday rule.
		Occurrences odd = series("2026-03-04T09:00", ZoneOffset.UTC, Duration.ofHours(1), "RRULE:FREQ=WEEKLY;BYDAY=MO");
		assertThat(odd.mayOverlap(Instant.parse("2026-03-04T09:30:00Z"), Instant.parse("2026-03-04T10:00:00Z")))
			.isTrue();
		assertThat(odd.mayOverlap(Instant.parse("2026-03-11T09:30:00Z"), Instant.parse("2026-03-11T10:00:00Z")))
			.isFalse();
	}

	@Test
	void theCheapOverlapTestLooksAtEveryTimeOfDayInAWindowOfADay() {
		// From the earliest start that can meet the window to its end is exactly a day:
		// 05:00 to 05:00, which the 10:00 occurrence lies between.
		Occurrences daily = series("2026-03-02T10:00", ZoneOffset.UTC, Duration.ofHours(1), "RRULE:FREQ=DAILY");
		Instant from = Instant.parse("2031-06-02T06:00:00Z");
		Instant to = Instant.parse("2031-06-03T05:00:00Z");
		assertThat(daily.overlapping(from, to, 9)).containsExactly(Instant.parse("2031-06-02T10:00:00Z"));
		assertThat(daily.mayOverlap(from, to)).isTrue();
	}

	@Test
	void theCheapOverlapTestStillLooksAtDaysWithTheLargestMarginItTakes() {
		// Mawson went from UTC to +06 in 1954: a margin of twelve hours, the most the
		// test
		// takes; Apia skipped a day in 2011, a margin of two days.
		ZoneId mawson = ZoneId.of("Antarctica/Mawson");
		assertThat(Shifts.margin(mawson)).isEqualTo(Occurrences.MAX_MARGIN);
		Occurrences birthday = series("2026-03-02T09:00", mawson, Duration.ofHours(1), "RRULE:FREQ=YEARLY");
		assertThat(birthday.mayOverlap(Instant.parse("2031-07-01T00:00:00Z"), Instant.parse("2031-07-08T00:00:00Z")))
			.isFalse();
		assertThat(birthday.mayOverlap(Instant.parse("2031-02-27T00:00:00Z"), Instant.parse("2031-03-06T00:00:00Z")))
			.isTrue();
		Occurrences apia = series("2026-03-02T09:00", ZoneId.of("Pacific/Apia"), Duration.ofHours(1),
				"RRULE:FREQ=YEARLY");
		assertThat(apia.mayOverlap(Instant.parse("2031-07-01T00:00:00Z"), Instant.parse("2031-07-08T00:00:00Z")))
			.isTrue();
	}

	@Test
	void theCheapOverlapTestRulesOutWindowsForASeriesAtMidnightToo() {
		// Second 0 of the day is a time of day like any other.
		Occurrences midnight = series("2026-03-02T00:00", ZoneOffset.UTC, Duration.ofMinutes(30), "RRULE:FREQ=DAILY");
		assertThat(midnight.mayOverlap(Instant.parse("2031-06-02T12:00:00Z"), Instant.parse("2031-06-02T12:30:00Z")))
			.isFalse();
		assertThat(midnight.mayOverlap(Instant.parse("2031-06-02T00:10:00Z"), Instant.parse("2031-06-02T00:20:00Z")))
			.isTrue();
	}

	@Test
	void theCheapOverlapTestSeesEveryTimeOfDayWhenTheClockSpringsForwardInTheWindow() {
		// New York springs forward on 9 March 2031. Widened by the margin (2 hours each
		// side) and the length, these windows span less than a day, but more than a day
		// of
		// wall clock (20:00 to 20:00, and 19:30 to 20:00 the next day): every time of day
		// is in them, 12:00 (16:00 UTC) too.
		Occurrences noon = series("2026-03-02T12:00", NEW_YORK, Duration.ofHours(1), "RRULE:FREQ=DAILY");
		for (String from : List.of("2031-03-09T04:00:00Z", "2031-03-09T03:30:00Z")) {
			Instant to = Instant.parse("2031-03-09T22:00:00Z");
			assertThat(noon.overlapping(Instant.parse(from), to, 9))
				.containsExactly(Instant.parse("2031-03-09T16:00:00Z"));
			assertThat(noon.mayOverlap(Instant.parse(from), to)).as(from).isTrue();
		}
	}

	@Test
	void theCheapOverlapTestRulesOutAWindowThatEndsAsAnOccurrenceStartsOrStartsAsOneEnds() {
		// In UTC (no margin) each end of the time-of-day arc is left out: an occurrence
		// starting there ends as the window starts, or starts as it ends.
		Occurrences ten = series("2026-03-02T10:00", ZoneOffset.UTC, Duration.ofHours(1), "RRULE:FREQ=DAILY");
		assertThat(ten.mayOverlap(Instant.parse("2031-06-02T09:00:00Z"), Instant.parse("2031-06-02T10:00:00Z")))
			.isFalse();
		// The same across midnight, where the arc wraps.
		Occurrences one = series("2026-03-02T01:00", ZoneOffset.UTC, Duration.ofHours(1), "RRULE:FREQ=DAILY");
		assertThat(one.mayOverlap(Instant.parse("2031-06-02T00:00:00Z"), Instant.parse("2031-06-02T01:00:00Z")))
			.isFalse();
		Occurrences eleven = series("2026-03-02T23:00", ZoneOffset.UTC, Duration.ofHours(1), "RRULE:FREQ=DAILY");
		assertThat(eleven.mayOverlap(Instant.parse("2031-06-03T00:00:00Z"), Instant.parse("2031-06-03T00:30:00Z")))
			.isFalse();
		assertThat(eleven.mayOverlap(Instant.parse("2031-06-02T23:59:00Z"), Instant.parse("2031-06-03T00:30:00Z")))
			.isTrue();
	}

	@Test
	void indexesSeriesUpToSixHoursLong() {
		assertThat(series("2026-03-02T09:00", NEW_YORK, Duration.ofHours(6), "RRULE:FREQ=DAILY").indexedTimeOfDay())
			.isEqualTo(9 * 3600);
		assertThat(series("2026-03-02T09:00", NEW_YORK, Duration.ofHours(6).plusSeconds(1), "RRULE:FREQ=DAILY")
			.indexedTimeOfDay()).isEqualTo(-1);
		assertThat(series("2026-03-02T09:00", NEW_YORK, Duration.ofHours(1), "RRULE:FREQ=DAILY;BYHOUR=9,17")
			.indexedTimeOfDay()).isEqualTo(-1);
	}

	@Test
	void answersForASeriesOfExtraDatesOnly() {
		Occurrences dates = series("2026-03-02T09:00", ZoneOffset.UTC, Duration.ofHours(1), "RDATE:20260310T090000Z",
				"EXDATE:20260302T090000Z");
		assertThat(dates.first()).isEqualTo(Instant.parse("2026-03-10T09:00:00Z"));
		assertThat(dates.countBefore(Instant.parse("2026-04-01T00:00:00Z"))).isEqualTo(1);
		assertThat(dates.fromRule(Instant.parse("2026-03-02T09:00:00Z"))).isTrue();
		assertThat(dates.fromRule(Instant.parse("2026-03-10T09:00:00Z"))).isFalse();
		assertThat(dates.lastCounted()).isNull();
		assertThat(dates.afterCounted()).isNull();
		assertThat(dates.indexedTimeOfDay()).isEqualTo(-1);
	}

	@Test
	void tellsTheLastStartACountAllowsAndTheOneAfterIt() {
		Occurrences counted = series("2026-03-02T09:00", NEW_YORK, Duration.ofHours(1), "RRULE:FREQ=DAILY;COUNT=10");
		assertThat(counted.lastCounted()).isEqualTo(Instant.parse("2026-03-11T13:00:00Z"));
		assertThat(counted.afterCounted()).isEqualTo(Instant.parse("2026-03-12T13:00:00Z"));
		Occurrences endless = series("2026-03-02T09:00", NEW_YORK, Duration.ofHours(1), "RRULE:FREQ=DAILY");
		assertThat(endless.lastCounted()).isNull();
		assertThat(endless.afterCounted()).isNull();
		Occurrences all = series("2026-03-02T09:00", NEW_YORK, Duration.ofHours(1),
				"RRULE:FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=2;COUNT=3");
		assertThat(all.lastCounted()).isEqualTo(Instant.parse("2028-03-02T14:00:00Z"));
		assertThat(all.afterCounted()).isEqualTo(Instant.parse("2029-03-02T14:00:00Z"));
	}

}
