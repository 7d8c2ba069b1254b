package dev.kairos.events.recurrence;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.UnaryOperator;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.assertThatNoException;

/**
 * Reading recurrence lines: each limit at its edge (the last value taken and the first
 * refused), the error that names what is wrong, and the canonical lines kept.
 */
class RecurrenceTests {

	private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");

	/** Monday 2 March 2026, 09:00 in New York (14:00 UTC), an hour long. */
	private static final Timing TIMED = new Timing(LocalDateTime.parse("2026-03-02T09:00"), NEW_YORK,
			Duration.ofHours(1), false);

	/** Monday 2 March 2026, all day. */
	private static final Timing ALL_DAY = new Timing(LocalDateTime.parse("2026-03-02T00:00"), ZoneOffset.UTC,
			Duration.ofDays(1), true);

	private static Recurrence parse(String... lines) {
		return Recurrence.parse(List.of(lines), TIMED);
	}

	private static String rejection(String... lines) {
		return rejection(TIMED, lines);
	}

	private static String rejection(Timing timing, String... lines) {
		try {
			Recurrence.parse(List.of(lines), timing);
		}
		catch (RecurrenceException ex) {
			return ex.getMessage();
		}
		throw new AssertionError("accepted " + List.of(lines));
	}

	/** {@code count} distinct UTC date-times an hour apart, comma-separated. */
	private static String hours(int count, int firstHour) {
		List<String> values = new ArrayList<>();
		for (int i = 0; i < count; i++) {
			values.add(Recurrence.utc(Instant.parse("2026-03-03T00:00:00Z").plus(Duration.ofHours(firstHour + i))));
		}
		return String.join(",", values);
	}

	@Test
	void takesCountAndIntervalFromOneToTheirLimits() {
		for (String rule : List.of("COUNT=1", "COUNT=5000", "INTERVAL=1", "INTERVAL=1000")) {
			assertThatNoException().as(rule).isThrownBy(() -> parse("RRULE:FREQ=DAILY;" + rule));
		}
		for (String count : List.of("0", "5001", "-1", "x", "1.5")) {
			assertThat(rejection("RRULE:FREQ=DAILY;COUNT=" + count))
				.isEqualTo("line 1: COUNT must be a whole number from 1 to 5000");
		}
		for (String interval : List.of("0", "1001")) {
			assertThat(rejection("RRULE:FREQ=DAILY;INTERVAL=" + interval))
				.isEqualTo("line 1: INTERVAL must be a whole number from 1 to 1000");
		}
	}

	@Test
	void namesAPartWithoutNameOrValue() {
		assertThat(rejection("RRULE:FREQ=DAILY;=3")).isEqualTo("line 1: \"=3\" is not a NAME=VALUE part");
		assertThat(rejection("RRULE:FREQ=DAILY;COUNT=")).isEqualTo("line 1: \"COUNT=\" is not a NAME=VALUE part");
		assertThat(rejection("RRULE:FREQ=DAILY;COUNT")).isEqualTo("line 1: \"COUNT\" is not a NAME=VALUE part");
		assertThat(rejection("RRULE:FREQ=DAILY;X-NAME=1")).isEqualTo("line 1: the part X-NAME is not supported");
	}

	@Test
	void takesUpToFiftyLines() {
		List<String> lines = new ArrayList<>(List.of("RRULE:FREQ=DAILY"));
		lines.addAll(Collections.nCopies(49, "EXDATE:20260303T140000Z"));
		assertThat(Recurrence.parse(lines, TIMED).exdates()).containsExactly(Instant.parse("2026-03-03T14:00:00Z"));
		lines.add("EXDATE:20260304T140000Z");
		assertThatExceptionOfType(RecurrenceException.class).isThrownBy(() -> Recurrence.parse(lines, TIMED))
			.withMessage("at most 50 lines are allowed");
	}

	@Test
	void takesLinesUpToTwentyThousandCharacters() {
		String line = "RDATE:20260310T130000Z";
		String longest = line + " ".repeat(20_000 - line.length());
		assertThat(parse(longest).rdates()).containsExactly(Instant.parse("2026-03-10T13:00:00Z"));
		assertThat(rejection(longest + " ")).isEqualTo("line 1: the line is longer than 20000 characters");
	}

	@Test
	void takesUpToAThousandExtraAndExcludedDatesTogether() {
		Recurrence most = parse("RDATE:" + hours(500, 0), "EXDATE:" + hours(500, 1000));
		assertThat(most.rdates()).hasSize(500);
		assertThat(most.exdates()).hasSize(500);
		assertThatExceptionOfType(RecurrenceException.class)
			.isThrownBy(() -> parse("RDATE:" + hours(500, 0), "EXDATE:" + hours(501, 1000)))
			.withMessage("at most 1000 RDATE and EXDATE values are allowed");
		assertThatExceptionOfType(RecurrenceException.class).isThrownBy(() -> parse("RDATE:" + hours(1001, 0)))
			.withMessage("at most 1000 RDATE and EXDATE values are allowed");
	}

	@Test
	void namesTheLineAtFault() {
		assertThat(rejection("RRULE:FREQ=DAILY", "EXDATE:20260303T1400")).startsWith("line 2: ");
		assertThat(rejection("RRULE:FREQ=DAILY", "RDATE:20260310T130000Z", "RRULE:FREQ=WEEKLY"))
			.isEqualTo("line 3: only one RRULE is allowed");
	}

	@Test
	void readsDatesOfATimedSeriesAtItsTimeOfDay() {
		// 09:00 in New York is 13:00 UTC after 8 March (EDT), 14:00 before (EST).
		Recurrence dates = parse("RDATE;VALUE=DATE:20260310", "EXDATE;value=date:20260303");
		assertThat(dates.rdates()).containsExactly(Instant.parse("2026-03-10T13:00:00Z"));
		assertThat(dates.exdates()).containsExactly(Instant.parse("2026-03-03T14:00:00Z"));
		assertThat(parse("RDATE;VALUE=DATE-TIME:20260310T120000").rdates())
			.containsExactly(Instant.parse("2026-03-10T16:00:00Z"));
	}

	@Test
	void refusesOtherValueTypesAndUnknownParameters() {
		assertThat(rejection("RDATE;VALUE=PERIOD:20260310T130000Z/PT1H"))
			.isEqualTo("line 1: VALUE=PERIOD is not supported; use dates or date-times");
		assertThat(rejection("RDATE;=DATE:20260310")).isEqualTo("line 1: the parameter =DATE is not supported");
		assertThat(rejection("RDATE;X-PARAM=1:20260310")).isEqualTo("line 1: the parameter X-PARAM is not supported");
		assertThat(rejection("RDATE;TZID=Mars/Olympus:20260310T120000"))
			.isEqualTo("line 1: TZID Mars/Olympus is not an IANA time zone");
	}

	@Test
	void writesTheRuleInCanonicalFormWithUntilInUtc() {
		assertThat(parse("rrule: freq=daily;interval=2;until=20260304T140000Z ").lines())
			.containsExactly("RRULE:FREQ=DAILY;INTERVAL=2;UNTIL=20260304T140000Z");
		assertThat(parse("RRULE:INTERVAL=2;UNTIL=20260304T090000;FREQ=WEEKLY").lines())
			.containsExactly("RRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=20260304T140000Z");
		// A date in a timed series ends with that day, in the series' zone.
		assertThat(parse("RRULE:FREQ=DAILY;UNTIL=20260304").lines())
			.containsExactly("RRULE:FREQ=DAILY;UNTIL=20260305T045959Z");
	}

	@Test
	void writesTheUntilOfAnAllDaySeriesAsADate() {
		assertThat(Recurrence.parse(List.of("RRULE:FREQ=DAILY;UNTIL=20260304T120000Z"), ALL_DAY).lines())
			.containsExactly("RRULE:FREQ=DAILY;UNTIL=20260304");
		assertThat(Recurrence.parse(List.of("RRULE:FREQ=DAILY;UNTIL=20260304T120000"), ALL_DAY).lines())
			.containsExactly("RRULE:FREQ=DAILY;UNTIL=20260304");
		assertThat(rejection(ALL_DAY, "RRULE:FREQ=DAILY;UNTIL=20260301"))
			.isEqualTo("line 1: UNTIL is before the series' start");
	}

	@Test
	void writesExtraAndExcludedDatesInOneLineEachEarliestFirst() {
		Recurrence timed = parse("EXDATE:20260303T140000Z", "RDATE;TZID=Europe/Berlin:20260310T120000,20260303T090000",
				"RRULE:FREQ=DAILY;COUNT=3");
		assertThat(timed.lines()).containsExactly("RRULE:FREQ=DAILY;COUNT=3", "RDATE:20260303T080000Z,20260310T110000Z",
				"EXDATE:20260303T140000Z");
		assertThat(timed).hasToString(String.join("\n", timed.lines()));
		assertThat(timed.rule()).hasToString("FREQ=DAILY;COUNT=3");
		Recurrence allDay = Recurrence.parse(List.of("RDATE;VALUE=DATE:20260310,20260305", "EXDATE:20260305"), ALL_DAY);
		assertThat(allDay.lines()).containsExactly("RDATE;VALUE=DATE:20260305,20260310", "EXDATE;VALUE=DATE:20260305");
	}

	@Test
	void isEqualToTheRecurrenceWithTheSameCanonicalLines() {
		Recurrence one = parse("RRULE:FREQ=DAILY;UNTIL=20260304T090000", "RDATE:20260310T130000Z");
		Recurrence same = parse("rdate;tzid=America/New_York:20260310T090000",
				"RRULE:FREQ=DAILY;UNTIL=20260304T140000Z");
		assertThat(one).isEqualTo(same).hasSameHashCodeAs(same);
		assertThat(one).isNotEqualTo(parse("RRULE:FREQ=DAILY;UNTIL=20260304T140000Z"));
		assertThat(one).isNotEqualTo(one.lines());
		assertThat(one.hashCode()).isNotEqualTo(parse("RRULE:FREQ=DAILY").hashCode());
	}

	@Test
	void tellsWhetherTheSeriesIsCountedOrEndless() {
		assertThat(parse("RRULE:FREQ=DAILY;COUNT=3").counted()).isTrue();
		assertThat(parse("RRULE:FREQ=DAILY;COUNT=3").endless()).isFalse();
		assertThat(parse("RRULE:FREQ=DAILY;UNTIL=20260304T140000Z").counted()).isFalse();
		assertThat(parse("RRULE:FREQ=DAILY;UNTIL=20260304T140000Z").endless()).isFalse();
		assertThat(parse("RRULE:FREQ=DAILY").counted()).isFalse();
		assertThat(parse("RRULE:FREQ=DAILY").endless()).isTrue();
		assertThat(parse("RDATE:20260310T130000Z").counted()).isFalse();
		assertThat(parse("RDATE:20260310T130000Z").endless()).isFalse();
	}

	@Test
	void writesTheDaysDtstartImpliesIntoFeedLines() {
		assertThat(feedLines("RRULE:FREQ=WEEKLY;COUNT=3")).containsExactly("RRULE:FREQ=WEEKLY;COUNT=3;BYDAY=MO");
		assertThat(feedLines("RRULE:FREQ=MONTHLY")).containsExactly("RRULE:FREQ=MONTHLY;BYMONTHDAY=2");
		assertThat(feedLines("RRULE:FREQ=MONTHLY;BYDAY=1MO")).containsExactly("RRULE:FREQ=MONTHLY;BYDAY=1MO");
		assertThat(feedLines("RRULE:FREQ=YEARLY")).containsExactly("RRULE:FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=2");
		// Feed readers take a week number's weekday from DTSTART themselves.
		assertThat(feedLines("RRULE:FREQ=YEARLY;BYWEEKNO=10")).containsExactly("RRULE:FREQ=YEARLY;BYWEEKNO=10");
		assertThat(feedLines("RDATE:20260310T130000Z")).containsExactly("RDATE:20260310T130000Z");
	}

	@Test
	void writesACountBesideExtraDatesAsAnUntilBeforeTheNextStart() {
		// Two occurrences: 2 and 3 March at 14:00 UTC; the rule's next would be 4 March.
		assertThat(feedLines("RRULE:FREQ=DAILY;COUNT=2", "RDATE:20260310T130000Z"))
			.containsExactly("RRULE:FREQ=DAILY;UNTIL=20260304T135959Z", "RDATE:20260310T130000Z");
		// Without extra dates the COUNT stays.
		assertThat(feedLines("RRULE:FREQ=DAILY;COUNT=2")).containsExactly("RRULE:FREQ=DAILY;COUNT=2");
		// All day, the UNTIL is the last occurrence's date.
		Recurrence allDay = Recurrence.parse(List.of("RRULE:FREQ=DAILY;COUNT=2", "RDATE:20260310"), ALL_DAY);
		assertThat(allDay.feedLines(Occurrences.of(ALL_DAY, allDay))).containsExactly("RRULE:FREQ=DAILY;UNTIL=20260303",
				"RDATE;VALUE=DATE:20260310");
	}

	private static List<String> feedLines(String... lines) {
		Recurrence recurrence = parse(lines);
		return recurrence.feedLines(Occurrences.of(TIMED, recurrence));
	}

	@Test
	void dropsAnExtraDateAndExcludesAnyOtherOccurrence() {
		Instant extra = Instant.parse("2026-03-10T13:00:00Z");
		Recurrence dates = parse("RDATE:20260310T130000Z,20260311T130000Z");
		assertThat(dates.without(extra).lines()).containsExactly("RDATE:20260311T130000Z");
		Recurrence ruled = parse("RRULE:FREQ=DAILY", "RDATE:20260310T130000Z");
		assertThat(ruled.without(extra).lines()).containsExactly("RRULE:FREQ=DAILY", "EXDATE:20260310T130000Z");
		assertThat(ruled.without(Instant.parse("2026-03-04T14:00:00Z")).lines()).containsExactly("RRULE:FREQ=DAILY",
				"RDATE:20260310T130000Z", "EXDATE:20260304T140000Z");
	}

	@Test
	void endsBeforeAnOccurrenceWithACountOrAnUntil() {
		Instant end = Instant.parse("2026-03-05T14:00:00Z");
		Recurrence counted = parse("RRULE:FREQ=DAILY;COUNT=10", "RDATE:20260304T200000Z,20260305T140000Z",
				"EXDATE:20260303T140000Z,20260306T140000Z");
		assertThat(counted.endingBefore(end, 3, TIMED).lines()).containsExactly("RRULE:FREQ=DAILY;COUNT=3",
				"RDATE:20260304T200000Z", "EXDATE:20260303T140000Z");
		assertThat(counted.endingBefore(end, 0, TIMED).lines()).first().isEqualTo("RRULE:FREQ=DAILY;COUNT=1");
		assertThat(parse("RRULE:FREQ=DAILY").endingBefore(end, 3, TIMED).lines())
			.containsExactly("RRULE:FREQ=DAILY;UNTIL=20260305T135959Z");
		Recurrence allDay = Recurrence.parse(List.of("RRULE:FREQ=DAILY"), ALL_DAY);
		assertThat(allDay.endingBefore(Instant.parse("2026-03-05T00:00:00Z"), 3, ALL_DAY).lines())
			.containsExactly("RRULE:FREQ=DAILY;UNTIL=20260304");
		assertThat(parse("RDATE:20260304T200000Z,20260305T140000Z").endingBefore(end, 1, TIMED).lines())
			.containsExactly("RDATE:20260304T200000Z");
	}

	@Test
	void continuesFromAnOccurrenceWithWhatRemains() {
		Instant from = Instant.parse("2026-03-05T14:00:00Z");
		UnaryOperator<Instant> later = (instant) -> instant.plus(Duration.ofHours(1));
		Timing moved = new Timing(LocalDateTime.parse("2026-03-05T10:00"), NEW_YORK, Duration.ofHours(1), false);
		Recurrence counted = parse("RRULE:FREQ=DAILY;COUNT=10", "RDATE:20260304T200000Z,20260305T200000Z",
				"EXDATE:20260303T140000Z,20260306T140000Z");
		assertThat(counted.continuingFrom(from, 7, later, moved).lines()).containsExactly("RRULE:FREQ=DAILY;COUNT=7",
				"RDATE:20260305T210000Z", "EXDATE:20260306T150000Z");
		assertThat(counted.continuingFrom(from, 0, later, moved).lines()).first().isEqualTo("RRULE:FREQ=DAILY;COUNT=1");
		assertThat(parse("RRULE:FREQ=DAILY;UNTIL=20260310T140000Z").continuingFrom(from, 7, later, moved).lines())
			.containsExactly("RRULE:FREQ=DAILY;UNTIL=20260310T140000Z");
		assertThat(parse("RDATE:20260304T200000Z,20260305T200000Z").continuingFrom(from, 0, later, moved).lines())
			.containsExactly("RDATE:20260305T210000Z");
	}

	@Test
	void movesTheWeekdaysOfAWeeklyRuleWithItsStart() {
		// From Monday to Wednesday: two days later.
		Timing wednesday = new Timing(LocalDateTime.parse("2026-03-04T09:00"), NEW_YORK, Duration.ofHours(1), false);
		UnaryOperator<Instant> twoDays = (instant) -> instant.plus(Duration.ofDays(2));
		Recurrence weekly = parse("RRULE:FREQ=WEEKLY;BYDAY=MO,SA", "RDATE:20260310T130000Z", "EXDATE:20260309T130000Z");
		assertThat(weekly.moved(twoDays, 2, wednesday).lines()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=WE,MO",
				"RDATE:20260312T130000Z", "EXDATE:20260311T130000Z");
		// A whole week, a day list with positions and other frequencies keep their days.
		Timing week = new Timing(LocalDateTime.parse("2026-03-09T09:00"), NEW_YORK, Duration.ofHours(1), false);
		assertThat(parse("RRULE:FREQ=WEEKLY;BYDAY=MO,SA").moved((instant) -> instant, 7, week).lines())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=MO,SA");
		assertThat(parse("RRULE:FREQ=MONTHLY;BYDAY=MO,SA").moved(twoDays, 2, wednesday).lines())
			.containsExactly("RRULE:FREQ=MONTHLY;BYDAY=MO,SA");
		assertThat(parse("RRULE:FREQ=MONTHLY;BYDAY=1MO").moved(twoDays, 2, wednesday).lines())
			.containsExactly("RRULE:FREQ=MONTHLY;BYDAY=1MO");
		assertThat(parse("RRULE:FREQ=WEEKLY").moved(twoDays, 2, wednesday).lines())
			.containsExactly("RRULE:FREQ=WEEKLY");
		assertThat(parse("RDATE:20260310T130000Z").moved(twoDays, 2, wednesday).lines())
			.containsExactly("RDATE:20260312T130000Z");
	}

}
