package dev.kairos.conflicts;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import dev.kairos.events.spi.Overlap;
import dev.kairos.shared.Source;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ConflictDetectorTests {

	private static final Instant NINE = Instant.parse("2030-03-04T09:00:00Z");

	private static Overlap busy(String start, String end) {
		return new Overlap(UUID.randomUUID(), Source.LOCAL, "busy", Instant.parse("2030-03-04T" + start + ":00Z"),
				Instant.parse("2030-03-04T" + end + ":00Z"));
	}

	@Test
	void freeStartIsTheRequestedOneWhenNothingIsBusy() {
		assertThat(ConflictDetector.firstFit(List.of(), NINE, Duration.ofHours(1))).isEqualTo(NINE);
	}

	@Test
	void skipsPastBackToBackEvents() {
		List<Overlap> day = List.of(busy("08:30", "09:30"), busy("09:30", "10:00"), busy("10:30", "11:00"));
		assertThat(ConflictDetector.firstFit(day, NINE, Duration.ofMinutes(30)))
			.isEqualTo(Instant.parse("2030-03-04T10:00:00Z"));
		assertThat(ConflictDetector.firstFit(day, NINE, Duration.ofMinutes(31)))
			.isEqualTo(Instant.parse("2030-03-04T11:00:00Z"));
	}

	@Test
	void anEventInsideALongerOneDoesNotPullTheStartBack() {
		List<Overlap> day = List.of(busy("09:00", "12:00"), busy("10:00", "10:30"));
		assertThat(ConflictDetector.firstFit(day, NINE, Duration.ofMinutes(15)))
			.isEqualTo(Instant.parse("2030-03-04T12:00:00Z"));
	}

	@Test
	void aGapEndingExactlyAtTheNextEventFits() {
		List<Overlap> day = List.of(busy("09:00", "10:00"), busy("11:00", "12:00"));
		assertThat(ConflictDetector.firstFit(day, NINE, Duration.ofHours(1)))
			.isEqualTo(Instant.parse("2030-03-04T10:00:00Z"));
	}

}
