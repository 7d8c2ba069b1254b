package dev.kairos;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The one clock every "now" in the service reads. {@code kairos.clock.fixed} pins it to
 * an instant, a testing aid for replaying a scenario at a known moment.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(ClockConfiguration.ClockProperties.class)
class ClockConfiguration {

	@Bean
	Clock clock(ClockProperties properties) {
		Instant fixed = properties.fixed();
		return (fixed != null) ? Clock.fixed(fixed, ZoneOffset.UTC) : Clock.systemUTC();
	}

	/**
	 * @param fixed an ISO-8601 instant to pin the clock to; unset in production
	 */
	@ConfigurationProperties("kairos.clock")
	record ClockProperties(@Nullable Instant fixed) {
	}

}
