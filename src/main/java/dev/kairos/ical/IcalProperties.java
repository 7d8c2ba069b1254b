package dev.kairos.ical;

import java.time.Duration;

import jakarta.validation.constraints.Positive;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;
import org.springframework.validation.annotation.Validated;

/**
 * Limits and timings of the iCal feed and import.
 *
 * @param maxImportSize largest .ics file accepted (larger: 413)
 * @param maxImportEvents most VEVENT components in one file (more: 413)
 * @param feedRefresh the refresh interval the feed suggests to subscribers
 * @param feedGuessLimit unknown feed tokens one address may try per
 * {@code feedGuessWindow} before it gets 429
 * @param feedGuessWindow the window of that limit
 * @param feedMaxFiles most feeds being sent at once from temporary files on this instance
 * (more: 503 with Retry-After)
 * @param feedMaxFilesPerUser most of them for one user
 * @param feedBusyRetryAfter the Retry-After of that 503
 */
@ConfigurationProperties("kairos.ical")
@Validated
record IcalProperties(@DefaultValue("10MB") DataSize maxImportSize,
		@Positive @DefaultValue("20000") int maxImportEvents, @DefaultValue("1h") Duration feedRefresh,
		@Positive @DefaultValue("30") int feedGuessLimit, @DefaultValue("1m") Duration feedGuessWindow,
		@Positive @DefaultValue("16") int feedMaxFiles, @Positive @DefaultValue("2") int feedMaxFilesPerUser,
		@DefaultValue("60s") Duration feedBusyRetryAfter) {

}
