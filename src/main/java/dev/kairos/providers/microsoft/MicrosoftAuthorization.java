package dev.kairos.providers.microsoft;

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
 * The Microsoft identity platform (v2.0 endpoints): {@code offline_access} for a refresh
 * token, which Microsoft rotates on every refresh.
 */
@Component
class MicrosoftAuthorization implements ProviderAuthorization {

	static final String MAIL_SCOPE = "Mail.Send";

	private final MicrosoftProperties properties;

	MicrosoftAuthorization(MicrosoftProperties properties) {
		this.properties = properties;
	}

	@Override
	public Provider provider() {
		return Provider.MICROSOFT;
	}

	@Override
	public boolean isConfigured() {
		return StringUtils.hasText(this.properties.clientId());
	}

	@Override
	public OAuthClient client() {
		String authority = this.properties.authority().toString().replaceAll("/+$", "");
		return new OAuthClient(this.properties.clientId(), this.properties.clientSecret(),
				authority + "/oauth2/v2.0/authorize", authority + "/oauth2/v2.0/token");
	}

	@Override
	public List<String> scopes(boolean mail) {
		List<String> scopes = new ArrayList<>(
				List.of("openid", "profile", "email", "offline_access", "User.Read", "Calendars.Read"));
		if (mail) {
			scopes.add(MAIL_SCOPE);
		}
		return scopes;
	}

	@Override
	public Map<String, String> authorizationParameters() {
		return Map.of("response_mode", "query", "prompt", "select_account");
	}

	@Override
	public @Nullable String accountEmail(OAuth2AccessTokenResponse response) {
		String email = IdTokenClaims.claim(response, "email");
		return (email != null) ? email : IdTokenClaims.claim(response, "preferred_username");
	}

	@Override
	public @Nullable String accountName(OAuth2AccessTokenResponse response) {
		return IdTokenClaims.claim(response, "name");
	}

}
