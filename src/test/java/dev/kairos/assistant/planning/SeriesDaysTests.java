package dev.kairos.assistant.planning;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A weekly series moved to other weekdays, its parts one by one. */
class SeriesDaysTests {

	private static final ZoneId ZONE = ZoneId.of("America/Chicago");

	/** A series that began on Monday 2026-09-07 at 09:30. */
	private static final ZonedDateTime SERIES = ZonedDateTime.of(2026, 9, 7, 9, 30, 0, 0, ZONE);

	@Test
	void daysSaidAsAHabitAreRead() {
		assertThat(SeriesDays.said("tuesdays")).containsExactly(DayOfWeek.TUESDAY);
		assertThat(SeriesDays.said("to mondays and thursdays every week")).containsExactly(DayOfWeek.MONDAY,
				DayOfWeek.THURSDAY);
		assertThat(SeriesDays.said("every fri")).containsExactly(DayOfWeek.FRIDAY);
		// One day, or more than days, is no new rule.
		assertThat(SeriesDays.said("friday")).isNull();
		assertThat(SeriesDays.said("fridays at 5")).isNull();
	}

	@Test
	void theRuleKeepsItsFrequencyAndEndWithTheNewDays() {
		assertThat(SeriesDays.rule(
				List.of("RRULE:FREQ=WEEKLY;UNTIL=20261231T000000Z;BYDAY=MO,WE", "EXDATE:20260914T093000"),
				EnumSet.of(DayOfWeek.TUESDAY)))
			.containsExactly("RRULE:FREQ=WEEKLY;UNTIL=20261231T000000Z;BYDAY=TU");
		assertThat(SeriesDays.rule(List.of("RRULE:FREQ=WEEKLY;INTERVAL=2"), EnumSet.of(DayOfWeek.FRIDAY)))
			.containsExactly("RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=FR");
		assertThat(SeriesDays.rule(List.of("RRULE:FREQ=DAILY"), EnumSet.of(DayOfWeek.FRIDAY))).isNull();
	}

	@Test
	void theFirstAndTheNextOccurrenceOnTheNewDays() {
		assertThat(SeriesDays.first(SERIES, EnumSet.of(DayOfWeek.WEDNESDAY, DayOfWeek.FRIDAY)))
			.isEqualTo(SERIES.plusDays(2));
		assertThat(SeriesDays.first(SERIES, EnumSet.of(DayOfWeek.MONDAY))).isEqualTo(SERIES);
		Duration hour = Duration.ofHours(1);
		// Friday 2026-10-30 15:40: today's 09:30 is past, so the next Friday's.
		Instant now = ZonedDateTime.of(2026, 10, 30, 15, 40, 0, 0, ZONE).toInstant();
		Set<DayOfWeek> fridays = EnumSet.of(DayOfWeek.FRIDAY);
		assertThat(SeriesDays.next(now, SERIES, fridays, hour).start())
			.isEqualTo(ZonedDateTime.of(2026, 11, 6, 9, 30, 0, 0, ZONE).toInstant());
		// At 08:00 the same day, today's.
		Instant morning = ZonedDateTime.of(2026, 10, 30, 8, 0, 0, 0, ZONE).toInstant();
		Interval today = SeriesDays.next(morning, SERIES, fridays, hour);
		assertThat(today.start()).isEqualTo(ZonedDateTime.of(2026, 10, 30, 9, 30, 0, 0, ZONE).toInstant());
		assertThat(today.end()).isEqualTo(today.start().plus(hour));
		// Before the series begins, its first day on the new days.
		Instant before = ZonedDateTime.of(2026, 9, 1, 8, 0, 0, 0, ZONE).toInstant();
		assertThat(SeriesDays.next(before, SERIES, fridays, hour).start())
			.isEqualTo(ZonedDateTime.of(2026, 9, 11, 9, 30, 0, 0, ZONE).toInstant());
	}

	@Test
	void theDaysAreNamedInThePlural() {
		assertThat(SeriesDays.named(EnumSet.of(DayOfWeek.TUESDAY))).isEqualTo("Tuesdays");
		assertThat(SeriesDays.named(EnumSet.of(DayOfWeek.MONDAY, DayOfWeek.THURSDAY)))
			.isEqualTo("Mondays and Thursdays");
		assertThat(SeriesDays.day("thurs")).isEqualTo(DayOfWeek.THURSDAY);
	}

}
