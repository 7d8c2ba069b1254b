package dev.kairos.ical;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

import org.springframework.stereotype.Service;

/**
 * Slow down feed-token guessing: an address that sent more than
 * {@code kairos.ical.feed-guess-limit} unknown tokens within
 * {@code kairos.ical.feed-guess-window} gets 429 for every feed request (a correct token
 * included, or a guesser would learn when it hit) until its rate falls back.
 * <p>
 * Counts live in the database every instance shares, so the limit holds behind a load
 * balancer. The rate is a sliding-window estimate: the previous window's count, weighted
 * by how much of it still overlaps the last {@code window}, plus the current one's.
 */
@Service
class FeedThrottle {

	private final JdbcFeedGuessRepository repository;

	private final int limit;

	private final Duration window;

	private final Clock clock;

	FeedThrottle(JdbcFeedGuessRepository repository, IcalProperties properties, Clock clock) {
		this.repository = repository;
		this.limit = properties.feedGuessLimit();
		this.window = properties.feedGuessWindow();
		this.clock = clock;
	}

	/**
	 * Return how many seconds the address must wait before its next feed request, or 0
	 * when it may go ahead.
	 */
	long retryAfterSeconds(String address) {
		Instant now = this.clock.instant();
		Instant current = windowStart(now);
		int currentFailures = this.repository.failures(address, current);
		int previousFailures = this.repository.failures(address, current.minus(this.window));
		long windowSeconds = this.window.toSeconds();
		for (long wait = 0; wait <= 2 * windowSeconds; wait++) {
			Instant then = now.plusSeconds(wait);
			double estimate;
			if (windowStart(then).equals(current)) {
				estimate = weighted(previousFailures, then, current) + currentFailures;
			}
			else if (windowStart(then).equals(current.plus(this.window))) {
				estimate = weighted(currentFailures, then, current.plus(this.window));
			}
			else {
				estimate = 0;
			}
			if (estimate < this.limit) {
				return wait;
			}
		}
		return 2 * windowSeconds;
	}

	/** Count a request with an unknown token from the address. */
	void recordFailure(String address) {
		Instant current = windowStart(this.clock.instant());
		if (this.repository.increment(address, current)) {
			// A new window began for this address: forget windows nobody reads any more.
			this.repository.deleteBefore(current.minus(this.window));
		}
	}

	private double weighted(int previousFailures, Instant at, Instant windowStart) {
		double elapsed = Duration.between(windowStart, at).toMillis() / (double) this.window.toMillis();
		return previousFailures * (1 - elapsed);
	}

	private Instant windowStart(Instant instant) {
		long size = this.window.toMillis();
		return Instant.ofEpochMilli(Math.floorDiv(instant.toEpochMilli(), size) * size);
	}

}
