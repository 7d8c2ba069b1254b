package dev.kairos.providers.canvas;

import java.util.List;
import java.util.Map;

import dev.kairos.providers.Provider;
import dev.kairos.providers.ProviderAuthorization;
import org.jspecify.annotations.Nullable;

import org.springframework.security.oauth2.core.endpoint.OAuth2AccessTokenResponse;
import org.springframework.stereotype.Component;
import org.springframework.util.StringUtils;

/**
 * Canvas OAuth (a developer key): no scope in the token response, a {@code user} object
 * instead, and a refresh token that does not rotate.
 */
@Component
class CanvasAuthorization implements ProviderAuthorization {

	private final CanvasProperties properties;

	CanvasAuthorization(CanvasProperties properties) {
		this.properties = properties;
	}

	@Override
	public Provider provider() {
		return Provider.CANVAS;
	}

	@Override
	public boolean isConfigured() {
		return this.properties.baseUrl() != null && StringUtils.hasText(this.properties.clientId());
	}

	@Override
	public OAuthClient client() {
		String base = String.valueOf(this.properties.baseUrl()).replaceAll("/+$", "");
		return new OAuthClient(this.properties.clientId(), this.properties.clientSecret(), base + "/login/oauth2/auth",
				base + "/login/oauth2/token");
	}

	@Override
	public List<String> scopes(boolean mail) {
		return this.properties.scopes().stream().filter(StringUtils::hasText).toList();
	}

	@Override
	public Map<String, String> authorizationParameters() {
		return Map.of();
	}

	@Override
	public @Nullable String accountEmail(OAuth2AccessTokenResponse response) {
		return null;
	}

	@Override
	public @Nullable String accountName(OAuth2AccessTokenResponse response) {
		return (response.getAdditionalParameters().get("user") instanceof Map<?, ?> user && user.get("name") != null)
				? user.get("name").toString() : null;
	}

}
