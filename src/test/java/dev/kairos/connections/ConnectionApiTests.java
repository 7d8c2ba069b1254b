package dev.kairos.connections;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.OffsetDateTime;
import java.util.Map;

import dev.kairos.providers.Provider;
import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.ApiDescription;
import dev.kairos.test.Api.Response;
import dev.kairos.test.IntegrationTest;
import dev.kairos.test.ProviderFakes;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.context.ContextConfiguration;
import org.springframework.web.util.UriComponentsBuilder;

import static com.github.tomakehurst.wiremock.client.WireMock.containing;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static dev.kairos.test.ProviderFakes.server;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Connecting providers: the authorization code flow with PKCE and a single-use state, and
 * what a forged, replayed or denied callback gets.
 */
@IntegrationTest
@ContextConfiguration(initializers = ProviderFakes.Initializer.class)
class ConnectionApiTests {

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Autowired
	private JdbcClient jdbc;

	private TestUsers.Caller caller;

	private Api api;

	private final HttpClient browser = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();

	@BeforeEach
	void signIn() {
		ProviderFakes.reset();
		this.caller = this.users.create();
		this.api = new Api(this.port, this.caller.key());
	}

	private Map<String, String> authorizeParameters(String provider) {
		Response authorize = this.api.send("GET", "/api/connections/" + provider + "/authorize",
				Map.of("Accept", "application/json"), "");
		assertThat(authorize.status()).as(authorize.toString()).isEqualTo(200);
		return UriComponentsBuilder.fromUriString(authorize.text("authorize_url"))
			.build()
			.getQueryParams()
			.toSingleValueMap();
	}

	private HttpResponse<String> callback(String provider, String query) throws Exception {
		HttpResponse<String> response = this.browser.send(HttpRequest
			.newBuilder(
					URI.create("http://localhost:" + this.port + "/api/connections/" + provider + "/callback?" + query))
			.GET()
			.build(), HttpResponse.BodyHandlers.ofString());
		ApiDescription.check(response);
		return response;
	}

	@Test
	void authorizeRedirectsToGoogleWithStatePkceAndOfflineAccess() {
		Response redirect = this.api.get("/api/connections/google/authorize");
		assertThat(redirect.status()).isEqualTo(302);
		URI location = URI.create(redirect.header("Location"));
		assertThat(location.toString()).startsWith(ProviderFakes.baseUrl() + "/o/oauth2/v2/auth?");
		Map<String, String> query = UriComponentsBuilder.fromUri(location)
			.build(true)
			.getQueryParams()
			.toSingleValueMap();
		assertThat(query).containsEntry("client_id", "google-client")
			.containsEntry("response_type", "code")
			.containsEntry("access_type", "offline")
			.containsEntry("prompt", "consent")
			.containsEntry("code_challenge_method", "S256")
			.containsKeys("state", "code_challenge", "redirect_uri", "scope");
		Map<String, String> decoded = authorizeParameters("google");
		assertThat(decoded.get("redirect_uri")).isEqualTo("http://localhost:8080/api/connections/google/callback");
		assertThat(decoded.get("scope")).contains("https://www.googleapis.com/auth/calendar.readonly")
			.doesNotContain("gmail.send");
		assertThat(decoded.get("state")).hasSizeGreaterThanOrEqualTo(43);
	}

	@Test
	void mailScopeIsAskedForOnlyWhenRequested() {
		Response mail = this.api.send("GET", "/api/connections/google/authorize?scopes=mail",
				Map.of("Accept", "application/json"), "");
		assertThat(mail.text("authorize_url")).contains("gmail.send");
		Response microsoft = this.api.send("GET", "/api/connections/microsoft/authorize?scopes=mail",
				Map.of("Accept", "application/json"), "");
		assertThat(microsoft.text("authorize_url")).contains("Mail.Send").contains("offline_access");
		assertThat(this.api.get("/api/connections/google/authorize?scopes=drive").status()).isEqualTo(400);
		Response unknown = this.api.get("/api/connections/icloud/authorize");
		assertThat(unknown.status()).isEqualTo(400);
		assertThat(unknown.body()).contains("google", "microsoft", "canvas");
	}

	@Test
	void callbackExchangesTheCodeWithTheVerifierAndStoresEncryptedTokens() {
		ProviderFakes.connect(this.api, this.port, Provider.GOOGLE);

		server.verify(postRequestedFor(urlPathEqualTo("/token"))
			.withRequestBody(containing("grant_type=authorization_code"))
			.withRequestBody(containing("code=google-code"))
			.withRequestBody(containing("code_verifier="))
			.withRequestBody(containing("client_secret=google-secret"))
			.withRequestBody(
					containing("redirect_uri=http%3A%2F%2Flocalhost%3A8080%2Fapi%2Fconnections%2Fgoogle%2Fcallback")));
		JsonNode google = connection("google");
		assertThat(google.path("connected").asBoolean()).isTrue();
		assertThat(google.path("status").asString()).isEqualTo("connected");
		assertThat(google.path("account").path("email").asString()).isEqualTo("student@example.com");
		assertThat(google.path("scopes").toString()).contains("calendar.readonly");
		assertThat(google.toString()).doesNotContain("google-access-1").doesNotContain("google-refresh-1");
		Map<String, Object> row = this.jdbc.sql(
				"select access_token, refresh_token from provider_connections where user_id = :id and provider = 'google'")
			.param("id", this.caller.user().id())
			.query()
			.singleRow();
		assertThat(row.values().toString()).doesNotContain("google-access-1").doesNotContain("google-refresh-1");
		assertThat(String.valueOf(row.get("ACCESS_TOKEN") != null ? row.get("ACCESS_TOKEN") : row.get("access_token")))
			.startsWith("v1:");
	}

	@Test
	void aStateWorksOnceForItsProviderOnly() throws Exception {
		String state = authorizeParameters("google").get("state");
		assertThat(callback("microsoft", "code=ms-code&state=" + state).statusCode()).isEqualTo(400);
		// The state was consumed by that attempt: a forged callback burns it.
		HttpResponse<String> replay = callback("google", "code=google-code&state=" + state);
		assertThat(replay.statusCode()).isEqualTo(400);
		assertThat(replay.body()).contains("/problems/invalid-oauth-state");

		String fresh = authorizeParameters("google").get("state");
		assertThat(callback("google", "code=google-code&state=" + fresh).statusCode()).isEqualTo(302);
		assertThat(callback("google", "code=google-code&state=" + fresh).statusCode()).isEqualTo(400);
		server.verify(1, postRequestedFor(urlPathEqualTo("/token")));
	}

	@Test
	void unknownMissingOrExpiredStatesAreRefused() throws Exception {
		assertThat(callback("google", "code=google-code&state=made-up").statusCode()).isEqualTo(400);
		assertThat(callback("google", "code=google-code").statusCode()).isEqualTo(400);
		String state = authorizeParameters("google").get("state");
		this.jdbc.sql("update oauth_states set expires_at = :past where user_id = :id")
			.param("past", OffsetDateTime.now().minusMinutes(1))
			.param("id", this.caller.user().id())
			.update();
		HttpResponse<String> expired = callback("google", "code=google-code&state=" + state);
		assertThat(expired.statusCode()).isEqualTo(400);
		assertThat(expired.headers().firstValue("Content-Type"))
			.hasValueSatisfying((type) -> assertThat(type).startsWith("application/problem+json"));
		assertThat(connection("google").path("connected").asBoolean()).isFalse();
		server.verify(0, postRequestedFor(urlPathEqualTo("/token")));
	}

	@Test
	void aDeniedConsentStoresNothing() throws Exception {
		String state = authorizeParameters("microsoft").get("state");
		HttpResponse<String> denied = callback("microsoft",
				"error=access_denied&error_description=the+user+canceled+the+authentication&state=" + state);
		assertThat(denied.statusCode()).isEqualTo(400);
		assertThat(denied.body()).contains("/problems/authorization-denied").contains("access_denied");
		assertThat(connection("microsoft").path("connected").asBoolean()).isFalse();
		server.verify(0, postRequestedFor(urlPathEqualTo("/common/oauth2/v2.0/token")));
	}

	@Test
	void aBrowserBackFromADeniedConsentLandsOnThePageThatSaysWhy() throws Exception {
		String state = authorizeParameters("google").get("state");
		HttpResponse<String> denied = this.browser.send(HttpRequest
			.newBuilder(URI.create("http://localhost:" + this.port
					+ "/api/connections/google/callback?error=access_denied&state=" + state))
			.header("Accept", "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8")
			.GET()
			.build(), HttpResponse.BodyHandlers.ofString());
		assertThat(denied.statusCode()).isEqualTo(302);
		String requestId = denied.headers().firstValue("X-Request-Id").orElseThrow();
		assertThat(denied.headers().firstValue("Location"))
			.hasValue("/connected.html?provider=google&problem=authorization-denied&request_id=" + requestId);
		assertThat(connection("google").path("connected").asBoolean()).isFalse();
	}

	@Test
	void aRefusedCodeStoresNothing() throws Exception {
		ProviderFakes.stubTokenError("/token", "authorization_code", 400, "invalid_grant", "Malformed auth code.");
		String state = authorizeParameters("google").get("state");
		HttpResponse<String> refused = callback("google", "code=stale&state=" + state);
		assertThat(refused.statusCode()).isEqualTo(400);
		assertThat(refused.body()).contains("/problems/authorization-refused");
		assertThat(connection("google").path("connected").asBoolean()).isFalse();
	}

	@Test
	void aFailingTokenEndpointIs502() throws Exception {
		server.stubFor(com.github.tomakehurst.wiremock.client.WireMock.post(urlPathEqualTo("/token"))
			.atPriority(1)
			.willReturn(com.github.tomakehurst.wiremock.client.WireMock.serverError()));
		String state = authorizeParameters("google").get("state");
		HttpResponse<String> failed = callback("google", "code=google-code&state=" + state);
		assertThat(failed.statusCode()).isEqualTo(502);
		assertThat(connection("google").path("connected").asBoolean()).isFalse();
	}

	@Test
	void listsEveryProvider() {
		ProviderFakes.connect(this.api, this.port, Provider.MICROSOFT);
		JsonNode connections = this.api.get("/api/connections").json().path("connections");
		assertThat(connections).hasSize(3);
		assertThat(connection("microsoft").path("account").path("email").asString()).isEqualTo("student@outlook.com");
		assertThat(connection("google").path("status").asString()).isEqualTo("not_connected");
		assertThat(connection("google").path("available").asBoolean()).isTrue();
		assertThat(connection("canvas").path("last_synced_at").isNull()).isTrue();
		Api stranger = this.api.as(this.users.create().key());
		assertThat(stranger.get("/api/connections").body()).doesNotContain("student@outlook.com");
		assertThat(stranger.delete("/api/connections/microsoft").status()).isEqualTo(404);
		assertThat(connection("microsoft").path("connected").asBoolean()).isTrue();
	}

	private JsonNode connection(String provider) {
		for (JsonNode connection : this.api.get("/api/connections").json().path("connections")) {
			if (connection.path("provider").asString().equals(provider)) {
				return connection;
			}
		}
		throw new AssertionError("No connection entry for " + provider);
	}

}
