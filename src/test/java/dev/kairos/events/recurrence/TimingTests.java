package dev.kairos.events.recurrence;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class TimingTests {

	private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");

	private static final LocalDateTime START = LocalDateTime.parse("2026-03-02T09:00");

	@Test
	void refusesALengthThatIsNotPositive() {
		assertThatIllegalArgumentException().isThrownBy(() -> new Timing(START, NEW_YORK, Duration.ZERO, false))
			.withMessage("Duration must be positive");
		assertThatIllegalArgumentException()
			.isThrownBy(() -> new Timing(START, NEW_YORK, Duration.ofSeconds(-1), false))
			.withMessage("Duration must be positive");
		assertThat(new Timing(START, NEW_YORK, Duration.ofSeconds(1), false).duration()).hasSeconds(1);
	}

	@Test
	void refusesAnAllDaySeriesOutsideUtc() {
		assertThatIllegalArgumentException().isThrownBy(() -> new Timing(START, NEW_YORK, Duration.ofDays(1), true))
			.withMessage("All-day series repeat in UTC");
	}

	@Test
	void takesTheWallClockOfItsZoneOrUtcAllDay() {
		Instant start = Instant.parse("2026-03-02T14:00:00Z");
		Timing timed = Timing.of(start, start.plus(Duration.ofMinutes(90)), NEW_YORK, false);
		assertThat(timed).isEqualTo(new Timing(START, NEW_YORK, Duration.ofMinutes(90), false));
		assertThat(timed.startInstant()).isEqualTo(start);
		assertThat(timed.local(start)).isEqualTo(START);
		Instant day = Instant.parse("2026-03-02T00:00:00Z");
		assertThat(Timing.of(day, day.plus(Duration.ofDays(2)), NEW_YORK, true))
			.isEqualTo(new Timing(LocalDateTime.parse("2026-03-02T00:00"), ZoneOffset.UTC, Duration.ofDays(2), true));
	}

}
