package dev.kairos.security;

import java.time.Duration;
import java.time.Instant;
import java.util.UUID;

import dev.kairos.test.IntegrationTest;
import dev.kairos.test.MovableClock;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.HttpHeaders;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * The guessing throttle's arithmetic on the real database, with a clock the test moves:
 * the limit, the sliding estimate across windows, the wait it answers, and the kinds kept
 * apart.
 */
@IntegrationTest
class GuessThrottleTests {

	/** The start of a one-minute window. */
	private static final Instant START = Instant.ofEpochSecond(60L * 30_000_000);

	private static final GuessLimit LIMIT = new GuessLimit("test-kind", "test guesses", 3, Duration.ofMinutes(1));

	@Autowired
	private JdbcGuessRepository repository;

	private final MovableClock clock = new MovableClock(START);

	private final String address = "10.9." + UUID.randomUUID();

	private GuessThrottle throttle() {
		return new GuessThrottle(this.repository, this.clock);
	}

	@Test
	void letsAnAddressGoBelowTheLimit() {
		GuessThrottle throttle = throttle();
		throttle.recordFailure(LIMIT, this.address);
		throttle.recordFailure(LIMIT, this.address);
		assertThat(throttle.retryAfterSeconds(LIMIT, this.address)).isZero();
	}

	@Test
	void refusesAtTheLimitUntilTheSlidingEstimateFallsBelowIt() {
		GuessThrottle throttle = throttle();
		for (int i = 0; i < 3; i++) {
			throttle.recordFailure(LIMIT, this.address);
		}
		// Three in this window count fully until it ends; one second into the next, they
		// weigh 59/60 of three, which is below the limit.
		assertThat(throttle.retryAfterSeconds(LIMIT, this.address)).isEqualTo(61);
		this.clock.at(START.plusSeconds(20));
		assertThat(throttle.retryAfterSeconds(LIMIT, this.address)).isEqualTo(41);
		this.clock.at(START.plusSeconds(61));
		assertThat(throttle.retryAfterSeconds(LIMIT, this.address)).isZero();
	}

	@Test
	void weighsThePreviousWindowByHowMuchOfItStillCounts() {
		GuessThrottle throttle = throttle();
		for (int i = 0; i < 6; i++) {
			throttle.recordFailure(LIMIT, this.address);
		}
		// Half-way through the next window, six weigh three: wait one second more.
		this.clock.at(START.plusSeconds(90));
		assertThat(throttle.retryAfterSeconds(LIMIT, this.address)).isEqualTo(1);
		this.clock.at(START.plusSeconds(91));
		assertThat(throttle.retryAfterSeconds(LIMIT, this.address)).isZero();
		// A failure now adds to the weighted six: 6 * (29 - w) / 60 + 1 falls below 3
		// after
		// w = 10 seconds.
		throttle.recordFailure(LIMIT, this.address);
		assertThat(throttle.retryAfterSeconds(LIMIT, this.address)).isEqualTo(10);
	}

	@Test
	void forgetsWindowsNobodyReadsAnyMore() {
		GuessThrottle throttle = throttle();
		throttle.recordFailure(LIMIT, this.address);
		this.clock.at(START.plusSeconds(60));
		throttle.recordFailure(LIMIT, this.address);
		assertThat(this.repository.failures(LIMIT.name(), this.address, START)).as("the previous window still counts")
			.isOne();
		this.clock.at(START.plusSeconds(120));
		throttle.recordFailure(LIMIT, this.address);
		assertThat(this.repository.failures(LIMIT.name(), this.address, START)).isZero();
		assertThat(this.repository.failures(LIMIT.name(), this.address, START.plusSeconds(60))).isOne();
	}

	@Test
	void keepsKindsAndAddressesApart() {
		GuessThrottle throttle = throttle();
		GuessLimit other = new GuessLimit("other-kind", "other guesses", 3, Duration.ofMinutes(1));
		for (int i = 0; i < 3; i++) {
			throttle.recordFailure(LIMIT, this.address);
		}
		assertThat(throttle.retryAfterSeconds(other, this.address)).isZero();
		assertThat(throttle.retryAfterSeconds(LIMIT, this.address + "-neighbour")).isZero();
		throttle.check(other, this.address);
	}

	@Test
	void checkAnswers429WithRetryAfterAndAProblemNamedAfterTheKind() {
		GuessThrottle throttle = throttle();
		for (int i = 0; i < 3; i++) {
			throttle.recordFailure(LIMIT, this.address);
		}
		assertThatExceptionOfType(GuessesThrottledException.class).isThrownBy(() -> throttle.check(LIMIT, this.address))
			.satisfies((ex) -> {
				assertThat(ex.getStatusCode().value()).isEqualTo(429);
				assertThat(ex.getHeaders().getFirst(HttpHeaders.RETRY_AFTER)).isEqualTo("61");
				assertThat(ex.getBody().getType().toString())
					.isEqualTo("https://kairos.dev/problems/test-kind-throttled");
				assertThat(ex.getBody().getDetail()).contains("test guesses").contains("61 seconds");
				assertThat(ex.getBody().getProperties()).containsEntry("retry_after_seconds", 61L);
			});
	}

	@Test
	void countsAnAddressTooLongForItsColumnByItsDigest() {
		String fits = "f".repeat(64);
		String longer = "f".repeat(65);
		assertThat(GuessThrottle.stored(fits)).isEqualTo(fits);
		assertThat(GuessThrottle.stored(longer)).startsWith("#")
			.hasSize(44)
			.isEqualTo(GuessThrottle.stored("f".repeat(65)))
			.isNotEqualTo(GuessThrottle.stored("f".repeat(66)));
		// And the digest is counted like any address.
		GuessThrottle throttle = throttle();
		String forwarded = longer + UUID.randomUUID();
		for (int i = 0; i < 3; i++) {
			throttle.recordFailure(LIMIT, forwarded);
		}
		assertThat(throttle.retryAfterSeconds(LIMIT, forwarded)).isEqualTo(61);
	}

}
