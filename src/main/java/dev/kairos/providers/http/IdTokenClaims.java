package dev.kairos.providers.http;

import java.text.ParseException;
import java.util.Map;

import com.nimbusds.jwt.JWTParser;
import org.jspecify.annotations.Nullable;

import org.springframework.security.oauth2.core.endpoint.OAuth2AccessTokenResponse;

/**
 * Read the claims of the ID token in a token response. The token came straight from the
 * provider's token endpoint over TLS, in exchange for our client secret, so its signature
 * need not be checked (OpenID Connect Core 3.1.3.7); it is only used to label the
 * connection with an account.
 */
public final class IdTokenClaims {

	private IdTokenClaims() {
	}

	/** The claim as text, or null when there is no ID token or no such claim. */
	public static @Nullable String claim(OAuth2AccessTokenResponse response, String name) {
		Object idToken = response.getAdditionalParameters().get("id_token");
		if (!(idToken instanceof String token)) {
			return null;
		}
		try {
			Map<String, Object> claims = JWTParser.parse(token).getJWTClaimsSet().getClaims();
			Object value = claims.get(name);
			return (value != null) ? value.toString() : null;
		}
		catch (ParseException ex) {
			return null;
		}
	}

}
