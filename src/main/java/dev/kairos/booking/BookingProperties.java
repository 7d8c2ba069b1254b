package dev.kairos.booking;

import java.time.Duration;

import jakarta.validation.constraints.Positive;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Limits of the booking pages' public side.
 *
 * @param requestLimit public requests (page, slots, bookings, manage links) one client
 * address may make per {@code requestWindow}; more get 429
 * @param requestWindow the window of that limit
 * @param unknownLimit unknown or disabled slugs and unknown manage tokens one address may
 * try per {@code unknownWindow}
 * @param unknownWindow the window of that limit
 * @param bookingLimit bookings one address may make per {@code bookingWindow}
 * @param bookingWindow the window of that limit
 * @param maxPagesPerUser most booking pages one user may have
 */
@ConfigurationProperties("kairos.booking")
@Validated
record BookingProperties(@Positive @DefaultValue("300") int requestLimit, @DefaultValue("1m") Duration requestWindow,
		@Positive @DefaultValue("30") int unknownLimit, @DefaultValue("10m") Duration unknownWindow,
		@Positive @DefaultValue("20") int bookingLimit, @DefaultValue("10m") Duration bookingWindow,
		@Positive @DefaultValue("100") int maxPagesPerUser) {

}
