package dev.kairos.security;

import java.time.Duration;

import jakarta.validation.constraints.Positive;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * The guessing throttle of the web app's API-key sign-in (POST /api/session).
 *
 * @param guessLimit wrong API keys one address may send per {@code guessWindow} before it
 * gets 429
 * @param guessWindow the window of that limit
 */
@ConfigurationProperties("kairos.sign-in")
@Validated
record SignInProperties(@Positive @DefaultValue("10") int guessLimit, @DefaultValue("1m") Duration guessWindow) {

}
