package dev.kairos.security;

import java.time.Duration;

import org.springframework.util.Assert;

/**
 * How many wrong guesses of a secret one client address may make before
 * {@link GuessThrottle} turns it away.
 *
 * @param name what is guessed, a short slug: counts are kept per name, and the 429
 * problem's type is {@code https://kairos.dev/problems/{name}-throttled}
 * @param guesses what a wrong guess is, in words, for the problem's detail ("unknown feed
 * tokens")
 * @param limit wrong guesses allowed per window
 * @param window the window of that limit
 */
public record GuessLimit(String name, String guesses, int limit, Duration window) {

	public GuessLimit {
		Assert.hasText(name, "Name must not be empty");
		Assert.isTrue(limit > 0, "Limit must be positive");
		Assert.isTrue(!window.isNegative() && window.toSeconds() > 0, "Window must be at least a second");
	}

}
