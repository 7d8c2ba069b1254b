package dev.kairos.sync;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

/** The back-off of a failing connection, and what the settings refuse. */
class SyncPropertiesTests {

	private static SyncProperties properties(Duration interval, Duration maxBackoff) {
		return new SyncProperties(interval, Duration.ofSeconds(2), Duration.ofMinutes(10), 8, maxBackoff,
				Duration.ofSeconds(10), Duration.ofSeconds(30));
	}

	@Test
	void aFailingConnectionWaitsOneIntervalThenDoublesUpToTheLongestBackoff() {
		SyncProperties sync = properties(Duration.ofMinutes(15), Duration.ofHours(6));

		assertThat(sync.backoff(1)).isEqualTo(Duration.ofMinutes(15));
		assertThat(sync.backoff(2)).isEqualTo(Duration.ofMinutes(30));
		assertThat(sync.backoff(3)).isEqualTo(Duration.ofHours(1));
		assertThat(sync.backoff(5)).isEqualTo(Duration.ofHours(4));
		assertThat(sync.backoff(6)).isEqualTo(Duration.ofHours(6));
		assertThat(sync.backoff(1_000_000)).isEqualTo(Duration.ofHours(6));
	}

	@Test
	void theLongestBackoffBoundsEvenTheFirstWait() {
		assertThat(properties(Duration.ofHours(8), Duration.ofHours(6)).backoff(1)).isEqualTo(Duration.ofHours(6));
	}

	@Test
	void backgroundSyncRunsOnlyWithAPositiveInterval() {
		assertThat(properties(Duration.ofMinutes(15), Duration.ofHours(6)).backgroundSync()).isTrue();
		assertThat(properties(Duration.ZERO, Duration.ofHours(6)).backgroundSync()).isFalse();
		assertThat(properties(Duration.ofMinutes(-1), Duration.ofHours(6)).backgroundSync()).isFalse();
	}

	@Test
	void aConcurrencyBelowOneIsRefusedAndOneIsTaken() {
		assertThatIllegalArgumentException()
			.isThrownBy(() -> new SyncProperties(Duration.ofMinutes(15), Duration.ofSeconds(2), Duration.ofMinutes(10),
					0, Duration.ofHours(6), Duration.ofSeconds(10), Duration.ofSeconds(30)))
			.withMessageContaining("kairos.sync.concurrency");
		assertThat(new SyncProperties(Duration.ofMinutes(15), Duration.ofSeconds(2), Duration.ofMinutes(10), 1,
				Duration.ofHours(6), Duration.ofSeconds(10), Duration.ofSeconds(30))
			.concurrency()).isEqualTo(1);
	}

}
