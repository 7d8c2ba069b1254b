package dev.kairos.providers;

import java.net.URI;
import java.net.http.HttpClient;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;

import dev.kairos.providers.http.ProviderHttp;

import org.springframework.core.NestedExceptionUtils;
import org.springframework.http.client.JdkClientHttpRequestFactory;
import org.springframework.http.converter.FormHttpMessageConverter;
import org.springframework.security.oauth2.client.endpoint.OAuth2AuthorizationCodeGrantRequest;
import org.springframework.security.oauth2.client.endpoint.OAuth2RefreshTokenGrantRequest;
import org.springframework.security.oauth2.client.endpoint.RestClientAuthorizationCodeTokenResponseClient;
import org.springframework.security.oauth2.client.endpoint.RestClientRefreshTokenTokenResponseClient;
import org.springframework.security.oauth2.client.http.OAuth2ErrorResponseErrorHandler;
import org.springframework.security.oauth2.client.registration.ClientRegistration;
import org.springframework.security.oauth2.core.OAuth2AccessToken;
import org.springframework.security.oauth2.core.OAuth2AuthorizationException;
import org.springframework.security.oauth2.core.OAuth2RefreshToken;
import org.springframework.security.oauth2.core.endpoint.DefaultMapOAuth2AccessTokenResponseConverter;
import org.springframework.security.oauth2.core.endpoint.OAuth2AccessTokenResponse;
import org.springframework.security.oauth2.core.endpoint.OAuth2AuthorizationExchange;
import org.springframework.security.oauth2.core.endpoint.OAuth2AuthorizationRequest;
import org.springframework.security.oauth2.core.endpoint.OAuth2AuthorizationResponse;
import org.springframework.security.oauth2.core.endpoint.PkceParameterNames;
import org.springframework.security.oauth2.core.http.converter.OAuth2AccessTokenResponseHttpMessageConverter;
import org.springframework.stereotype.Service;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.web.client.HttpServerErrorException;
import org.springframework.web.client.ResourceAccessException;
import org.springframework.web.client.RestClient;
import org.springframework.web.util.UriComponentsBuilder;

/**
 * OAuth 2.0 authorization code flow with PKCE against the providers, using Spring
 * Security's token clients for the wire protocol. Token endpoint errors are sorted into
 * what a user must fix by connecting again ({@link InvalidGrantException}) and what may
 * pass ({@link ProviderUnavailableException}).
 */
@Service
public class ProviderOAuth {

	/** Marks a token response without {@code expires_in}: the token does not expire. */
	private static final String NO_EXPIRY = "kairos_no_expiry";

	private final Map<Provider, ProviderAuthorization> authorizations;

	private final Map<Provider, PersonalTokenVerifier> personalTokens;

	private final RestClientAuthorizationCodeTokenResponseClient codeClient = new RestClientAuthorizationCodeTokenResponseClient();

	private final RestClientRefreshTokenTokenResponseClient refreshClient = new RestClientRefreshTokenTokenResponseClient();

	ProviderOAuth(List<ProviderAuthorization> authorizations, List<PersonalTokenVerifier> personalTokens,
			ProviderHttp http) {
		this.authorizations = authorizations.stream()
			.collect(Collectors.toMap(ProviderAuthorization::provider, Function.identity()));
		this.personalTokens = personalTokens.stream()
			.collect(Collectors.toMap(PersonalTokenVerifier::provider, Function.identity()));
		RestClient restClient = tokenRestClient(http.connectTimeout(), http.readTimeout());
		this.codeClient.setRestClient(restClient);
		this.refreshClient.setRestClient(restClient);
		// Canvas wants the redirect URI on refresh too; the others ignore it.
		this.refreshClient.addParametersConverter((request) -> {
			LinkedMultiValueMap<String, String> parameters = new LinkedMultiValueMap<>();
			if (request.getClientRegistration().getRegistrationId().equals(Provider.CANVAS.wireValue())) {
				parameters.add("redirect_uri", request.getClientRegistration().getRedirectUri());
			}
			return parameters;
		});
	}

	/** Whether the server can run this provider's OAuth flow. */
	public boolean isConfigured(Provider provider) {
		ProviderAuthorization authorization = this.authorizations.get(provider);
		return authorization != null && authorization.isConfigured();
	}

	/**
	 * Whether users can connect this provider with a personal access token on this
	 * server.
	 */
	public boolean acceptsPersonalTokens(Provider provider) {
		PersonalTokenVerifier verifier = this.personalTokens.get(provider);
		return verifier != null && verifier.isAvailable();
	}

	/**
	 * Check a personal access token with the provider.
	 * @throws InvalidGrantException when the provider refuses it
	 */
	public TokenGrant verifyPersonalToken(Provider provider, String token) {
		PersonalTokenVerifier verifier = this.personalTokens.get(provider);
		if (verifier == null || !verifier.isAvailable()) {
			throw new IllegalStateException(provider + " takes no personal access tokens here");
		}
		return verifier.verify(token);
	}

	/** The scopes requested for calendar access, plus mail when asked. */
	public List<String> scopes(Provider provider, boolean mail) {
		return authorization(provider).scopes(mail);
	}

	/**
	 * Build the URL that sends a browser to the provider's consent screen.
	 * @param provider the provider
	 * @param redirectUri our callback
	 * @param state the single-use state
	 * @param codeChallenge the PKCE S256 challenge
	 * @param scopes the scopes to request
	 * @return the authorization URL
	 */
	public URI authorizationUri(Provider provider, String redirectUri, String state, String codeChallenge,
			List<String> scopes) {
		ProviderAuthorization authorization = authorization(provider);
		ClientRegistration registration = authorization.registration(redirectUri);
		UriComponentsBuilder uri = UriComponentsBuilder
			.fromUriString(registration.getProviderDetails().getAuthorizationUri())
			.queryParam("client_id", registration.getClientId())
			.queryParam("response_type", "code")
			.queryParam("redirect_uri", redirectUri)
			.queryParam("state", state)
			.queryParam(PkceParameterNames.CODE_CHALLENGE, codeChallenge)
			.queryParam(PkceParameterNames.CODE_CHALLENGE_METHOD, "S256");
		if (!scopes.isEmpty()) {
			uri.queryParam("scope", String.join(" ", scopes));
		}
		authorization.authorizationParameters().forEach(uri::queryParam);
		return uri.encode().build().toUri();
	}

	/**
	 * Exchange an authorization code for tokens.
	 * @throws InvalidGrantException when the provider refuses the code (used, expired,
	 * wrong verifier)
	 * @throws ProviderUnavailableException when the token endpoint cannot be reached or
	 * fails
	 */
	public TokenGrant exchange(Provider provider, String redirectUri, String code, String codeVerifier,
			List<String> scopes) {
		ProviderAuthorization authorization = authorization(provider);
		ClientRegistration registration = authorization.registration(redirectUri);
		OAuth2AuthorizationRequest request = OAuth2AuthorizationRequest.authorizationCode()
			.authorizationUri(registration.getProviderDetails().getAuthorizationUri())
			.clientId(registration.getClientId())
			.redirectUri(redirectUri)
			.state("exchanged")
			.scopes(Set.copyOf(scopes))
			.attributes((attributes) -> attributes.put(PkceParameterNames.CODE_VERIFIER, codeVerifier))
			.build();
		OAuth2AuthorizationResponse response = OAuth2AuthorizationResponse.success(code)
			.redirectUri(redirectUri)
			.state("exchanged")
			.build();
		OAuth2AccessTokenResponse tokens = call(provider,
				() -> this.codeClient.getTokenResponse(new OAuth2AuthorizationCodeGrantRequest(registration,
						new OAuth2AuthorizationExchange(request, response))));
		return grant(authorization, tokens);
	}

	/**
	 * Get a new access token with a refresh token.
	 * @throws InvalidGrantException when the refresh token is revoked or expired
	 * @throws ProviderUnavailableException when the token endpoint cannot be reached or
	 * fails
	 */
	public TokenGrant refresh(Provider provider, String redirectUri, String accessToken, String refreshToken,
			Set<String> scopes) {
		ProviderAuthorization authorization = authorization(provider);
		ClientRegistration registration = authorization.registration(redirectUri);
		Instant now = Instant.now();
		OAuth2AccessToken current = new OAuth2AccessToken(OAuth2AccessToken.TokenType.BEARER, accessToken,
				now.minusSeconds(2), now.minusSeconds(1), scopes);
		// Microsoft requires the scopes on refresh; the others accept them.
		Set<String> requested = (provider == Provider.MICROSOFT) ? scopes : Set.of();
		OAuth2AccessTokenResponse tokens = call(provider,
				() -> this.refreshClient.getTokenResponse(new OAuth2RefreshTokenGrantRequest(registration, current,
						new OAuth2RefreshToken(refreshToken, null), requested)));
		return grant(authorization, tokens);
	}

	private OAuth2AccessTokenResponse call(Provider provider, Supplier<OAuth2AccessTokenResponse> exchange) {
		try {
			return exchange.get();
		}
		catch (OAuth2AuthorizationException ex) {
			String code = ex.getError().getErrorCode();
			String description = (ex.getError().getDescription() != null) ? ex.getError().getDescription() : "";
			Throwable cause = NestedExceptionUtils.getMostSpecificCause(ex);
			if (ex.getCause() instanceof ResourceAccessException || ex.getCause() instanceof HttpServerErrorException
					|| code.equals("temporarily_unavailable") || code.equals("server_error")) {
				throw new ProviderUnavailableException(provider,
						"token endpoint failed" + ((ex.getCause() instanceof HttpServerErrorException server)
								? " (HTTP " + server.getStatusCode().value() + ")" : ""));
			}
			// Canvas answers a revoked refresh token with invalid_request "refresh_token
			// not found".
			if (code.equals("invalid_grant") || code.equals("interaction_required") || code.equals("consent_required")
					|| code.equals("unauthorized_client")
					|| (code.equals("invalid_request") && description.contains("refresh_token not found"))) {
				throw new InvalidGrantException(provider, code);
			}
			if (code.equals("invalid_token_response") && cause != null
					&& !(cause instanceof OAuth2AuthorizationException)) {
				throw new ProviderRejectedException(provider, "unreadable token response");
			}
			throw new ProviderRejectedException(provider, "token endpoint refused: " + code);
		}
	}

	private static TokenGrant grant(ProviderAuthorization authorization, OAuth2AccessTokenResponse tokens) {
		OAuth2AccessToken access = tokens.getAccessToken();
		Instant expiresAt = Boolean.TRUE.equals(tokens.getAdditionalParameters().get(NO_EXPIRY)) ? null
				: access.getExpiresAt();
		return new TokenGrant(access.getTokenValue(),
				(tokens.getRefreshToken() != null) ? tokens.getRefreshToken().getTokenValue() : null, expiresAt,
				access.getScopes(), authorization.accountEmail(tokens), authorization.accountName(tokens));
	}

	private ProviderAuthorization authorization(Provider provider) {
		ProviderAuthorization authorization = this.authorizations.get(provider);
		if (authorization == null) {
			throw new IllegalStateException("No OAuth definition for " + provider);
		}
		return authorization;
	}

	private static RestClient tokenRestClient(Duration connectTimeout, Duration readTimeout) {
		JdkClientHttpRequestFactory requestFactory = new JdkClientHttpRequestFactory(
				HttpClient.newBuilder().connectTimeout(connectTimeout).build());
		requestFactory.setReadTimeout(readTimeout);
		OAuth2AccessTokenResponseHttpMessageConverter tokenConverter = new OAuth2AccessTokenResponseHttpMessageConverter();
		DefaultMapOAuth2AccessTokenResponseConverter standard = new DefaultMapOAuth2AccessTokenResponseConverter();
		tokenConverter.setAccessTokenResponseConverter((parameters) -> {
			OAuth2AccessTokenResponse response = standard.convert(parameters);
			if (parameters.containsKey("expires_in")) {
				return response;
			}
			Map<String, Object> additional = new HashMap<>(response.getAdditionalParameters());
			additional.put(NO_EXPIRY, true);
			return OAuth2AccessTokenResponse.withResponse(response).additionalParameters(additional).build();
		});
		return RestClient.builder().requestFactory(requestFactory).configureMessageConverters((converters) -> {
			converters.addCustomConverter(new FormHttpMessageConverter());
			converters.addCustomConverter(tokenConverter);
		}).defaultStatusHandler(new OAuth2ErrorResponseErrorHandler()).build();
	}

}
