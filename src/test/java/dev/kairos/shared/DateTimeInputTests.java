package dev.kairos.shared;

import java.time.Instant;
import java.time.ZoneId;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class DateTimeInputTests {

	private static final ZoneId BERLIN = ZoneId.of("Europe/Berlin");

	@Test
	void takesOffsetsAsGiven() {
		assertThat(DateTimeInput.instant("2030-01-15T10:00:00Z", BERLIN)).isEqualTo("2030-01-15T10:00:00Z");
		assertThat(DateTimeInput.instant("2030-01-15T10:00:00-05:00", BERLIN)).isEqualTo("2030-01-15T15:00:00Z");
	}

	@Test
	void readsTimesWithoutOffsetInTheGivenZone() {
		assertThat(DateTimeInput.instant("2030-01-15T10:00", BERLIN)).isEqualTo("2030-01-15T09:00:00Z");
		assertThat(DateTimeInput.instant("2030-07-15T10:00:00", BERLIN)).isEqualTo("2030-07-15T08:00:00Z");
	}

	@Test
	void keepsSecondsAndDropsFractions() {
		assertThat(DateTimeInput.instant("2030-01-15T10:00:59.999Z", BERLIN)).isEqualTo("2030-01-15T10:00:59Z");
	}

	@Test
	void movesTimesInADaylightSavingGapForward() {
		// 02:30 does not exist in Berlin on 2030-03-31; it is read as 03:30 CEST.
		assertThat(DateTimeInput.instant("2030-03-31T02:30", BERLIN)).isEqualTo(Instant.parse("2030-03-31T01:30:00Z"));
	}

	@Test
	void readsAPlainDateWindowBoundAsMidnightInTheGivenZone() {
		assertThat(DateTimeInput.windowBound("2030-12-01", BERLIN)).isEqualTo("2030-11-30T23:00:00Z");
		assertThat(DateTimeInput.windowBound("2030-07-01", BERLIN)).isEqualTo("2030-06-30T22:00:00Z");
		assertThat(DateTimeInput.windowBound("2030-12-01T10:00:00Z", BERLIN)).isEqualTo("2030-12-01T10:00:00Z");
		assertThat(DateTimeInput.windowBound("2030-12-01T10:00", BERLIN)).isEqualTo("2030-12-01T09:00:00Z");
		assertThatIllegalArgumentException().isThrownBy(() -> DateTimeInput.windowBound("2030-02-30", BERLIN))
			.withMessageContaining("or a date such as 2026-03-04");
		assertThatIllegalArgumentException().isThrownBy(() -> DateTimeInput.windowBound("1899-12-31", BERLIN))
			.withMessage("must be between 1900-01-01 and 9998-12-31");
	}

	@Test
	void readsAllDayValuesAsUtcMidnight() {
		assertThat(DateTimeInput.day("2030-01-15", BERLIN)).isEqualTo("2030-01-15T00:00:00Z");
		// 23:30 UTC on the 14th is already the 15th in Berlin.
		assertThat(DateTimeInput.day("2030-01-14T23:30:00Z", BERLIN)).isEqualTo("2030-01-15T00:00:00Z");
	}

	@Test
	void rejectsWhatIsNoDateTime() {
		assertThatIllegalArgumentException().isThrownBy(() -> DateTimeInput.instant("tomorrow", BERLIN))
			.withMessageContaining("ISO 8601");
		assertThatIllegalArgumentException().isThrownBy(() -> DateTimeInput.instant("2030-01-15", BERLIN));
		assertThatIllegalArgumentException().isThrownBy(() -> DateTimeInput.day("15/01/2030", BERLIN));
	}

}
