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

	/** Our OAuth client id at the provider. */
	@Nullable String clientId();

	/** Our OAuth client secret. */
	@Nullable String clientSecret();

	/** Where the browser is sent for consent. */
	String authorizationEndpoint();

	/** Where codes and refresh tokens are exchanged. */
	String tokenEndpoint();

	/**
	 * The client registration, with the redirect URI our callback listens on. Every
	 * provider takes the client secret in the form body (Canvas requires it there).
	 */
	default ClientRegistration registration(String redirectUri) {
		return ClientRegistration.withRegistrationId(provider().wireValue())
			.clientId(clientId())
			.clientSecret(clientSecret())
			.clientAuthenticationMethod(ClientAuthenticationMethod.CLIENT_SECRET_POST)
			.authorizationGrantType(AuthorizationGrantType.AUTHORIZATION_CODE)
			.redirectUri(redirectUri)
			.authorizationUri(authorizationEndpoint())
			.tokenUri(tokenEndpoint())
			.build();
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
