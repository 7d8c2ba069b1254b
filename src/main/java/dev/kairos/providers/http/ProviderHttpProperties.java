package dev.kairos.providers.http;

import java.time.Duration;

import jakarta.validation.constraints.Min;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Timeouts and retries of every provider call.
 *
 * @param connectTimeout how long to wait for a connection
 * @param readTimeout how long to wait for a whole response
 * @param maxAttempts attempts of an idempotent call (the first included) on 429, 5xx,
 * rate-limit 403s, timeouts and connection failures
 * @param initialBackoff pause before the first retry; it doubles (with jitter) up to
 * {@code maxBackoff}
 * @param maxBackoff longest pause between two attempts when the provider gives no
 * Retry-After
 * @param maxRetryAfter longest Retry-After honoured; a provider asking for more fails the
 * call at once
 */
@ConfigurationProperties("kairos.providers.http")
@Validated
record ProviderHttpProperties(@DefaultValue("5s") Duration connectTimeout, @DefaultValue("30s") Duration readTimeout,
		@Min(1) @DefaultValue("4") int maxAttempts, @DefaultValue("500ms") Duration initialBackoff,
		@DefaultValue("20s") Duration maxBackoff, @DefaultValue("60s") Duration maxRetryAfter) {

}
