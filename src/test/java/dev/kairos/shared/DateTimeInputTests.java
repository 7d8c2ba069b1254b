package dev.kairos.shared;

import java.time.Instant;
import java.time.ZoneId;

import dev.kairos.test.Problems;
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

	@Test
	void supportsInstantsFrom1900UpToButNotIncluding9999() {
		assertThat(DateTimeInput.isSupported(DateTimeInput.MIN)).isTrue();
		assertThat(DateTimeInput.isSupported(DateTimeInput.MIN.minusSeconds(1))).isFalse();
		assertThat(DateTimeInput.isSupported(DateTimeInput.MAX.minusSeconds(1))).isTrue();
		assertThat(DateTimeInput.isSupported(DateTimeInput.MAX)).isFalse();
		assertThat(DateTimeInput.instant("1900-01-01T00:00:00Z", BERLIN)).isEqualTo(DateTimeInput.MIN);
		assertThatIllegalArgumentException().isThrownBy(() -> DateTimeInput.instant("1899-12-31T23:59:59Z", BERLIN))
			.withMessage("must be between 1900-01-01 and 9998-12-31");
		// 01:00 in Berlin is MAX itself, refused; a minute earlier is accepted.
		assertThat(DateTimeInput.instant("9999-01-01T00:59", BERLIN)).isEqualTo(DateTimeInput.MAX.minusSeconds(60));
		assertThatIllegalArgumentException().isThrownBy(() -> DateTimeInput.instant("9999-01-01T01:00", BERLIN))
			.withMessage("must be between 1900-01-01 and 9998-12-31");
		assertThatIllegalArgumentException().isThrownBy(() -> DateTimeInput.day("9999-01-01", BERLIN))
			.withMessage("must be between 1900-01-01 and 9998-12-31");
		assertThatIllegalArgumentException().isThrownBy(() -> DateTimeInput.windowBound("1899-12-31T12:00:00Z", BERLIN))
			.withMessage("must be between 1900-01-01 and 9998-12-31");
		assertThatIllegalArgumentException().isThrownBy(() -> DateTimeInput.windowBound("soon", BERLIN))
			.withMessageStartingWith("must be an ISO 8601 date-time such as")
			.withMessageEndingWith("or a date such as 2026-03-04 (both read in your time zone)");
	}

	@Test
	void readsOnlyIanaZones() {
		assertThat(DateTimeInput.zone("America/New_York")).isEqualTo(ZoneId.of("America/New_York"));
		assertThatIllegalArgumentException().isThrownBy(() -> DateTimeInput.zone("+02:00"))
			.withMessageContaining("IANA time zone");
		assertThatIllegalArgumentException().isThrownBy(() -> DateTimeInput.zone("SystemV/AST4"))
			.withMessageContaining("IANA time zone");
	}

	@Test
	void readsARequestsValuesIntoProblemsNamedByTheirField() {
		FieldProblems problems = new FieldProblems();
		assertThat(DateTimeInput.read(problems, "start_time", "2030-01-15T10:00", false, BERLIN))
			.isEqualTo("2030-01-15T09:00:00Z");
		assertThat(DateTimeInput.read(problems, "start_time", "2030-01-15T10:00", true, BERLIN))
			.isEqualTo("2030-01-15T00:00:00Z");
		assertThat(DateTimeInput.readBound(problems, "start", "2030-01-15", BERLIN)).isEqualTo("2030-01-14T23:00:00Z");
		assertThat(DateTimeInput.readZone(problems, "timezone", null)).isNull();
		assertThat(DateTimeInput.readZone(problems, "timezone", "Asia/Tokyo")).isEqualTo(ZoneId.of("Asia/Tokyo"));
		assertThat(problems.isEmpty()).isTrue();

		assertThat(DateTimeInput.read(problems, "end_time", null, false, BERLIN)).isNull();
		assertThat(DateTimeInput.read(problems, "start_time", "noon", false, BERLIN)).isNull();
		assertThat(DateTimeInput.readBound(problems, "end", "later", BERLIN)).isNull();
		assertThat(DateTimeInput.readZone(problems, "timezone", "Mars/Olympus")).isNull();
		assertThat(Problems.lines(problems)).containsExactly("end_time: is required",
				"start_time: must be an ISO 8601 date-time such as 2026-03-04T15:00:00Z or 2026-03-04T15:00 (read in your time zone)",
				"end: must be an ISO 8601 date-time such as 2026-03-04T15:00:00Z or 2026-03-04T15:00, or a date such as 2026-03-04 (both read in your time zone)",
				"timezone: must be an IANA time zone such as Europe/Berlin or America/New_York");
	}

}
