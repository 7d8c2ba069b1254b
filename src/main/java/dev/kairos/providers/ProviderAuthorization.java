package dev.kairos.providers;

import java.util.List;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import org.springframework.security.oauth2.client.registration.ClientRegistration;
import org.springframework.security.oauth2.core.AuthorizationGrantType;
import org.springframework.security.oauth2.core.ClientAuthenticationMethod;
import org.springframework.security.oauth2.core.endpoint.OAuth2AccessTokenResponse;

/**
 * How one provider does OAuth 2.0: its endpoints and client, the scopes to ask for, extra
 * authorization parameters, and how to tell the account from a token response. One
 * implementation per provider.
 */
public interface ProviderAuthorization {

	Provider provider();

	/**
	 * Whether this server has what the provider's OAuth flow needs (client id and
	 * endpoints).
	 */
	boolean isConfigured();

	/** Our client at the provider and its endpoints. */
	OAuthClient client();

	/**
	 * The client registration, with the redirect URI our callback listens on. Every
	 * provider takes the client secret in the form body (Canvas requires it there).
	 */
	default ClientRegistration registration(String redirectUri) {
		OAuthClient client = client();
		return ClientRegistration.withRegistrationId(provider().wireValue())
			.clientId(client.clientId())
			.clientSecret(client.clientSecret())
			.clientAuthenticationMethod(ClientAuthenticationMethod.CLIENT_SECRET_POST)
			.authorizationGrantType(AuthorizationGrantType.AUTHORIZATION_CODE)
			.redirectUri(redirectUri)
			.authorizationUri(client.authorizationEndpoint())
			.tokenUri(client.tokenEndpoint())
			.build();
	}

	/**
	 * An OAuth client at a provider.
	 *
	 * @param clientId our client id
	 * @param clientSecret our client secret
	 * @param authorizationEndpoint where the browser is sent for consent
	 * @param tokenEndpoint where codes and refresh tokens are exchanged
	 */
	record OAuthClient(@Nullable String clientId, @Nullable String clientSecret, String authorizationEndpoint,
			String tokenEndpoint) {
	}

	/**
	 * The scopes to request: calendar access, plus sending mail when {@code mail} is
	 * true.
	 */
	List<String> scopes(boolean mail);

	/**
	 * Parameters the provider needs on the authorization request besides the standard
	 * ones.
	 */
	Map<String, String> authorizationParameters();

	/** The account's e-mail address from a token response, when it tells one. */
	@Nullable String accountEmail(OAuth2AccessTokenResponse response);

	/** The account's display name from a token response, when it tells one. */
	@Nullable String accountName(OAuth2AccessTokenResponse response);

}
