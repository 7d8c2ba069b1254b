package dev.kairos.security;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;

import org.springframework.stereotype.Service;

/**
 * Slow down the guessing of secrets (feed tokens, API keys at sign-in): an address that
 * made more than {@link GuessLimit#limit()} wrong guesses within
 * {@link GuessLimit#window()} is refused with 429 for every attempt (a right one
 * included, or a guesser would learn when it hit) until its rate falls back.
 * <p>
 * Counts live in the database every instance shares, so the limit holds behind a load
 * balancer. The rate is a sliding-window estimate: the previous window's count, weighted
 * by how much of it still overlaps the last {@code window}, plus the current one's.
 */
@Service
public class GuessThrottle {

	/** The length of failed_guesses.address. */
	private static final int MAX_ADDRESS = 64;

	private final JdbcGuessRepository repository;

	private final Clock clock;

	GuessThrottle(JdbcGuessRepository repository, Clock clock) {
		this.repository = repository;
		this.clock = clock;
	}

	/**
	 * Refuse the address while it is over the limit.
	 * @throws GuessesThrottledException (429 with {@code Retry-After}) when it is
	 */
	public void check(GuessLimit limit, String address) {
		long wait = retryAfterSeconds(limit, address);
		if (wait > 0) {
			throw new GuessesThrottledException(limit, wait);
		}
	}

	/**
	 * Return how many seconds the address must wait before its next attempt, or 0 when it
	 * may go ahead.
	 */
	long retryAfterSeconds(GuessLimit limit, String clientAddress) {
		String address = stored(clientAddress);
		Duration window = limit.window();
		Instant now = this.clock.instant();
		Instant current = windowStart(now, window);
		int currentFailures = this.repository.failures(limit.name(), address, current);
		int previousFailures = this.repository.failures(limit.name(), address, current.minus(window));
		long windowSeconds = window.toSeconds();
		for (long wait = 0; wait <= 2 * windowSeconds; wait++) {
			Instant then = now.plusSeconds(wait);
			double estimate;
			if (windowStart(then, window).equals(current)) {
				estimate = weighted(previousFailures, then, current, window) + currentFailures;
			}
			else if (windowStart(then, window).equals(current.plus(window))) {
				estimate = weighted(currentFailures, then, current.plus(window), window);
			}
			else {
				estimate = 0;
			}
			if (estimate < limit.limit()) {
				return wait;
			}
		}
		return 2 * windowSeconds;
	}

	/** Count a wrong guess from the address. */
	public void recordFailure(GuessLimit limit, String clientAddress) {
		String address = stored(clientAddress);
		Instant current = windowStart(this.clock.instant(), limit.window());
		if (this.repository.increment(limit.name(), address, current)) {
			// A new window began for this address: forget windows nobody reads any more.
			this.repository.deleteBefore(limit.name(), current.minus(limit.window()));
		}
	}

	/**
	 * The address as it is counted: as given when it fits the column (an IPv6 address
	 * does), else (a forwarded-for value a proxy passed on as it came) a digest of it, so
	 * that the same long value is counted, and throttled, like any address.
	 */
	static String stored(String address) {
		if (address.length() <= MAX_ADDRESS) {
			return address;
		}
		try {
			byte[] digest = MessageDigest.getInstance("SHA-256").digest(address.getBytes(StandardCharsets.UTF_8));
			return "#" + Base64.getUrlEncoder().withoutPadding().encodeToString(digest);
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException("SHA-256 is always available", ex);
		}
	}

	private static double weighted(int previousFailures, Instant at, Instant windowStart, Duration window) {
		double elapsed = Duration.between(windowStart, at).toMillis() / (double) window.toMillis();
		return previousFailures * (1 - elapsed);
	}

	private static Instant windowStart(Instant instant, Duration window) {
		long size = window.toMillis();
		return Instant.ofEpochMilli(Math.floorDiv(instant.toEpochMilli(), size) * size);
	}

}
