package dev.kairos.providers.microsoft;

import java.net.URI;
import java.time.Duration;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import org.jspecify.annotations.Nullable;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * Microsoft OAuth client and Graph endpoints. Without a client id Microsoft is reported
 * as unavailable.
 *
 * @param clientId application (client) id
 * @param clientSecret client secret
 * @param authority identity platform authority; {@code /oauth2/v2.0/authorize} and
 * {@code /oauth2/v2.0/token} are under it
 * @param graphBaseUrl Microsoft Graph
 * @param pageSize events per delta page asked for (Graph may send more)
 * @param syncWindowPast how far back the first delta round reads
 * @param syncWindowFuture how far ahead the first delta round reads
 */
@ConfigurationProperties("kairos.providers.microsoft")
@Validated
record MicrosoftProperties(@Nullable String clientId, @Nullable String clientSecret,
		@DefaultValue("https://login.microsoftonline.com/common") URI authority,
		@DefaultValue("https://graph.microsoft.com/v1.0") URI graphBaseUrl,
		@Min(1) @Max(1000) @DefaultValue("100") int pageSize, @DefaultValue("90d") Duration syncWindowPast,
		@DefaultValue("365d") Duration syncWindowFuture) {

}
