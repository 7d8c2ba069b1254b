package dev.kairos.assistant.planning;

import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A series' rule ended on a day (an all-day one by a date, as RFC 5545 asks), and the
 * weekdays a change names (a run of letters is no list of days).
 */
class SeriesEndsAndDaysTests {

	private static final ZoneId CHICAGO = ZoneId.of("America/Chicago");

	@Test
	void aRuleEndedOnADayKeepsItsOtherParts() {
		assertThat(Repeats.until(List.of("RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=20", "EXDATE:20261103T000000Z"),
				LocalDate.of(2026, 11, 19), CHICAGO, false))
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20261120T055959Z", "EXDATE:20261103T000000Z");
		assertThat(Repeats.until(List.of("RRULE:FREQ=WEEKLY;BYDAY=MO"), LocalDate.of(2026, 11, 30), CHICAGO, true))
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20261130");
		assertThat(Repeats.until(List.of("RDATE:20261103T000000Z"), LocalDate.of(2026, 11, 30), CHICAGO, false))
			.isNull();
		assertThat(Repeats.until(null, LocalDate.of(2026, 11, 30), CHICAGO, false)).isNull();
	}

	@Test
	void aRunOfLettersIsNoListOfDays() {
		assertThat(SeriesDays.said("to mon" + "andmon".repeat(300) + "1")).isNull();
		assertThat(SeriesDays.said("to mon wed and fri every week")).hasSize(3);
	}

}
