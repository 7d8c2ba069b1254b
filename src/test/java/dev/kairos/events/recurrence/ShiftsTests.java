package dev.kairos.events.recurrence;

import java.time.Duration;
import java.time.ZoneId;
import java.time.ZoneOffset;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Margins are twice a zone's largest change of offset since 1900, past or in its rules
 * for the future. (PIT keeps the per-zone cache between mutants of {@link Shifts}, so
 * these were checked against each mutant by hand, in a fresh JVM.)
 */
class ShiftsTests {

	@Test
	void takesTwiceTheLargestChangeOfOffset() {
		assertThat(Shifts.margin(ZoneOffset.UTC)).isZero();
		assertThat(Shifts.margin(ZoneOffset.ofHours(5))).isZero();
		// An hour each spring and autumn, and in the rules for years to come.
		assertThat(Shifts.margin(ZoneId.of("America/New_York"))).isEqualTo(Duration.ofHours(2));
		// Samoa skipped 30 December 2011 to cross the date line.
		assertThat(Shifts.margin(ZoneId.of("Pacific/Apia"))).isEqualTo(Duration.ofHours(48));
	}

	@Test
	void countsNoChangeBefore1900() {
		// Juneau crossed the date line in 1867 (a change of almost a day); since 1900 its
		// largest change is two hours (1983).
		assertThat(Shifts.margin(ZoneId.of("America/Juneau"))).isEqualTo(Duration.ofHours(4));
	}

}
