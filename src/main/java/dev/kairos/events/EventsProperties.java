package dev.kairos.events;

import jakarta.validation.constraints.Positive;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Limits on what one user may store, so that no user (or file) can make the service do
 * unbounded work.
 *
 * @param maxStored one-off events and series one user may have; a series counts once
 * @param maxSeries series one user may have (each is expanded on every read of a window)
 * @param maxExceptions changed or moved occurrences one series may have
 * @param seriesCacheSize series (and their exceptions) kept compiled in memory, over all
 * users
 * @param startsCacheSize occurrence starts kept expanded ({@link OccurrenceStarts}), over
 * all series and users (8 bytes each)
 */
@ConfigurationProperties("kairos.events")
@Validated
record EventsProperties(@Positive @DefaultValue("200000") int maxStored, @Positive @DefaultValue("2000") int maxSeries,
		@Positive @DefaultValue("1000") int maxExceptions, @Positive @DefaultValue("50000") int seriesCacheSize,
		@Positive @DefaultValue("1000000") int startsCacheSize) {

}
