package dev.kairos.providers.canvas;

import java.net.URI;
import java.util.List;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import org.jspecify.annotations.Nullable;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * The school's Canvas. Without a base URL Canvas is unavailable; without a client id only
 * personal access tokens can connect it.
 *
 * @param baseUrl the Canvas host, e.g. https://canvas.example.edu (OAuth under
 * /login/oauth2, API under /api/v1); configuration only, never taken from a user
 * @param clientId developer key id
 * @param clientSecret developer key secret
 * @param scopes scopes for developer keys that enforce them (none by default)
 * @param pageSize items per page (Canvas caps it, typically at 100)
 */
@ConfigurationProperties("kairos.providers.canvas")
@Validated
record CanvasProperties(@Nullable URI baseUrl, @Nullable String clientId, @Nullable String clientSecret,
		@DefaultValue("") List<String> scopes, @Min(1) @Max(100) @DefaultValue("100") int pageSize) {

}
