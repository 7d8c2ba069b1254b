package dev.kairos.providers.google;

import java.net.URI;
import java.time.Duration;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import org.jspecify.annotations.Nullable;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Google OAuth client and API endpoints. Without a client id Google is reported as
 * unavailable.
 *
 * @param clientId OAuth client id
 * @param clientSecret OAuth client secret
 * @param authUri authorization endpoint
 * @param tokenUri token endpoint
 * @param apiBaseUrl API host: Calendar under {@code /calendar/v3}, Gmail under
 * {@code /gmail/v1}
 * @param calendarId the calendar synced
 * @param pageSize events per page (1 to 2500)
 * @param syncWindowPast how far back a full sync reads
 */
@ConfigurationProperties("kairos.providers.google")
@Validated
record GoogleProperties(@Nullable String clientId, @Nullable String clientSecret,
		@DefaultValue("https://accounts.google.com/o/oauth2/v2/auth") URI authUri,
		@DefaultValue("https://oauth2.googleapis.com/token") URI tokenUri,
		@DefaultValue("https://www.googleapis.com") URI apiBaseUrl, @DefaultValue("primary") String calendarId,
		@Min(1) @Max(2500) @DefaultValue("250") int pageSize, @DefaultValue("90d") Duration syncWindowPast) {

}
