package dev.kairos.events.recurrence;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.List;

import org.dmfs.rfc5545.recur.RecurrenceRule;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The typed values a rule is read into, and the typed changes that write its text. */
class RuleTests {

	/** Monday 2 March 2026, 09:00 in New York (14:00 UTC), an hour long. */
	private static final Timing TIMED = new Timing(LocalDateTime.parse("2026-03-02T09:00"),
			ZoneId.of("America/New_York"), Duration.ofHours(1), false);

	private static Rule rule(String text) {
		return Rule.parse(text, TIMED);
	}

	@Test
	void readsFrequencyIntervalAndWeekStart() {
		Rule rule = rule("FREQ=WEEKLY;INTERVAL=3;WKST=SU");
		assertThat(rule.frequency()).isEqualTo(Frequency.WEEKLY);
		assertThat(rule.interval()).isEqualTo(3);
		assertThat(rule.weekStart()).isEqualTo(DayOfWeek.SUNDAY);
		assertThat(rule("FREQ=DAILY").interval()).isEqualTo(1);
		assertThat(rule("FREQ=DAILY").weekStart()).isEqualTo(DayOfWeek.MONDAY);
	}

	@Test
	void givesTheWeekdaysOfBydayOnlyWhenTheyArePlainAndGiven() {
		assertThat(rule("FREQ=WEEKLY;BYDAY=TU,MO").plainWeekdays()).containsExactly(DayOfWeek.TUESDAY,
				DayOfWeek.MONDAY);
		assertThat(rule("FREQ=MONTHLY;BYDAY=MO,SA").plainWeekdays()).containsExactly(DayOfWeek.MONDAY,
				DayOfWeek.SATURDAY);
		assertThat(rule("FREQ=MONTHLY;BYDAY=MO,1TU").plainWeekdays()).isNull();
		// The weekday DTSTART implies is not given.
		assertThat(rule("FREQ=WEEKLY").plainWeekdays()).isNull();
		assertThat(rule("FREQ=DAILY").plainWeekdays()).isNull();
	}

	@Test
	void startsEveryOccurrenceAtOneTimeOfDayOnlyWhenTheRulePicksOne() {
		assertThat(rule("FREQ=DAILY").timeOfDay()).isEqualTo(LocalTime.of(9, 0));
		assertThat(rule("FREQ=DAILY;BYHOUR=17;BYMINUTE=30;BYSECOND=5").timeOfDay()).isEqualTo(LocalTime.of(17, 30, 5));
		assertThat(rule("FREQ=DAILY;BYMINUTE=45").timeOfDay()).isEqualTo(LocalTime.of(9, 45));
		assertThat(rule("FREQ=DAILY;BYHOUR=9,17").timeOfDay()).isNull();
		assertThat(rule("FREQ=DAILY;BYMINUTE=0,30").timeOfDay()).isNull();
		assertThat(rule("FREQ=DAILY;BYSECOND=0,30").timeOfDay()).isNull();
		assertThat(rule("FREQ=HOURLY").timeOfDay()).isNull();
		// A leap second, which lib-recur reads and no clock shows.
		assertThat(rule("FREQ=DAILY;BYSECOND=60").timeOfDay()).isNull();
	}

	@Test
	void startsAtMostOnceAnHourWithOneMinuteAndOneSecond() {
		assertThat(rule("FREQ=HOURLY").atMostOnePerHour()).isTrue();
		assertThat(rule("FREQ=DAILY;BYHOUR=9,17").atMostOnePerHour()).isTrue();
		assertThat(rule("FREQ=HOURLY;BYMINUTE=0,30").atMostOnePerHour()).isFalse();
		assertThat(rule("FREQ=HOURLY;BYSECOND=0,30").atMostOnePerHour()).isFalse();
	}

	@Test
	void iteratesWithoutCountAndUntilAndWithWhatDtstartImplies() {
		RecurrenceRule counted = rule("FREQ=WEEKLY;COUNT=3").iterationRule();
		assertThat(counted.getCount()).isNull();
		assertThat(counted).hasToString("FREQ=WEEKLY;BYDAY=MO;BYHOUR=9;BYMINUTE=0;BYSECOND=0");
		assertThat(rule("FREQ=YEARLY;UNTIL=20300101T000000Z").iterationRule().getUntil()).isNull();
		// A copy each time: lib-recur's rules can be changed.
		Rule rule = rule("FREQ=DAILY");
		assertThat(rule.iterationRule()).isNotSameAs(rule.iterationRule());
	}

	@Test
	void writesTheImpliedDaysAfterTheGivenParts() {
		assertThat(rule("FREQ=YEARLY;BYMONTH=12").explicitDays()).isEqualTo("FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=2");
		assertThat(rule("FREQ=YEARLY;BYYEARDAY=100").explicitDays()).isEqualTo("FREQ=YEARLY;BYYEARDAY=100");
		assertThat(rule("FREQ=MONTHLY;BYMONTHDAY=-1").explicitDays()).isEqualTo("FREQ=MONTHLY;BYMONTHDAY=-1");
		assertThat(rule("FREQ=DAILY;BYMONTH=4").explicitDays()).isEqualTo("FREQ=DAILY;BYMONTH=4");
		assertThat(rule("FREQ=WEEKLY;BYDAY=TU").explicitDays()).isEqualTo("FREQ=WEEKLY;BYDAY=TU");
	}

	@Test
	void changesAPartInItsPlaceAndAddsAMissingOneAtTheEnd() {
		assertThat(rule("FREQ=DAILY;COUNT=5;INTERVAL=2").withCount(3, TIMED))
			.hasToString("FREQ=DAILY;COUNT=3;INTERVAL=2");
		assertThat(rule("FREQ=DAILY;UNTIL=20300101T000000Z;INTERVAL=2").withUntil(Instant.parse("2029-01-01T14:00:00Z"),
				TIMED))
			.hasToString("FREQ=DAILY;UNTIL=20290101T140000Z;INTERVAL=2");
		assertThat(rule("FREQ=DAILY;COUNT=5;INTERVAL=2").withUntil(Instant.parse("2029-01-01T14:00:00Z"), TIMED))
			.hasToString("FREQ=DAILY;INTERVAL=2;UNTIL=20290101T140000Z");
		Rule weekly = rule("FREQ=WEEKLY;BYDAY=MO;COUNT=3").withWeekdays(List.of(DayOfWeek.TUESDAY, DayOfWeek.THURSDAY),
				TIMED);
		assertThat(weekly).hasToString("FREQ=WEEKLY;BYDAY=TU,TH;COUNT=3");
		assertThat(weekly.plainWeekdays()).containsExactly(DayOfWeek.TUESDAY, DayOfWeek.THURSDAY);
		assertThat(weekly.count()).isEqualTo(3);
	}

}
