package dev.kairos.providers.google;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.kairos.providers.Provider;
import dev.kairos.providers.ProviderAuthorization;
import dev.kairos.providers.http.IdTokenClaims;
import org.jspecify.annotations.Nullable;

import org.springframework.security.oauth2.core.endpoint.OAuth2AccessTokenResponse;
import org.springframework.stereotype.Component;
import org.springframework.util.StringUtils;

/**
 * Google's OAuth: offline access with forced consent (so a refresh token always comes
 * back), and incremental authorization so that adding mail keeps calendar access.
 */
@Component
class GoogleAuthorization implements ProviderAuthorization {

	static final String CALENDAR_SCOPE = "https://www.googleapis.com/auth/calendar.readonly";

	static final String MAIL_SCOPE = "https://www.googleapis.com/auth/gmail.send";

	private final GoogleProperties properties;

	GoogleAuthorization(GoogleProperties properties) {
		this.properties = properties;
	}

	@Override
	public Provider provider() {
		return Provider.GOOGLE;
	}

	@Override
	public boolean isConfigured() {
		return StringUtils.hasText(this.properties.clientId());
	}

	@Override
	public OAuthClient client() {
		return new OAuthClient(this.properties.clientId(), this.properties.clientSecret(),
				this.properties.authUri().toString(), this.properties.tokenUri().toString());
	}

	@Override
	public List<String> scopes(boolean mail) {
		List<String> scopes = new ArrayList<>(List.of("openid", "email", "profile", CALENDAR_SCOPE));
		if (mail) {
			scopes.add(MAIL_SCOPE);
		}
		return scopes;
	}

	@Override
	public Map<String, String> authorizationParameters() {
		return Map.of("access_type", "offline", "prompt", "consent", "include_granted_scopes", "true");
	}

	@Override
	public @Nullable String accountEmail(OAuth2AccessTokenResponse response) {
		return IdTokenClaims.claim(response, "email");
	}

	@Override
	public @Nullable String accountName(OAuth2AccessTokenResponse response) {
		return IdTokenClaims.claim(response, "name");
	}

}
