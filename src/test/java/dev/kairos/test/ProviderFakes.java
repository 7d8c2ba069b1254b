package dev.kairos.test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.core.WireMockConfiguration;
import com.github.tomakehurst.wiremock.extension.ResponseTransformerV2;
import com.github.tomakehurst.wiremock.http.Response;
import com.github.tomakehurst.wiremock.stubbing.ServeEvent;
import dev.kairos.providers.Provider;

import org.springframework.context.ApplicationContextInitializer;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.env.MapPropertySource;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.containing;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * One WireMock server that plays Google, Microsoft and Canvas over real HTTP, with the
 * payloads of their documentation (docs/providers.md, "What the clients rely on"). Test
 * classes that use it add
 * {@code @ContextConfiguration(initializers = ProviderFakes.Initializer.class)} and share
 * one application context; each test resets the stubs and sets up what it needs.
 */
public final class ProviderFakes {

	public static final WireMockServer server = start();

	private ProviderFakes() {
	}

	private static WireMockServer start() {
		WireMockServer server = new WireMockServer(
				WireMockConfiguration.options().dynamicPort().templatingEnabled(true).extensions(new Hold()));
		server.start();
		Runtime.getRuntime().addShutdownHook(new Thread(server::stop));
		return server;
	}

	/**
	 * A stub answering {@code withTransformers(Hold.NAME)} holds its answer until the
	 * test calls {@link #release()}, so that a test can act while a provider request is
	 * under way without racing a delay. {@link #reset()} arms it anew.
	 */
	public static final class Hold implements ResponseTransformerV2 {

		public static final String NAME = "hold";

		private static volatile CountDownLatch arrived = new CountDownLatch(1);

		private static volatile CountDownLatch released = new CountDownLatch(1);

		static void arm() {
			arrived = new CountDownLatch(1);
			released = new CountDownLatch(1);
		}

		/** Wait until a held request has reached the fake. */
		public static void awaitRequest() throws InterruptedException {
			assertThat(arrived.await(30, TimeUnit.SECONDS)).as("a held request arrived").isTrue();
		}

		/** Let held requests (and later ones) be answered. */
		public static void release() {
			released.countDown();
		}

		@Override
		public Response transform(Response response, ServeEvent serveEvent) {
			arrived.countDown();
			try {
				released.await(30, TimeUnit.SECONDS);
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
			}
			return response;
		}

		@Override
		public boolean applyGlobally() {
			return false;
		}

		@Override
		public String getName() {
			return NAME;
		}

	}

	public static String baseUrl() {
		return server.baseUrl();
	}

	/** Point every provider at the fake. */
	public static class Initializer implements ApplicationContextInitializer<ConfigurableApplicationContext> {

		@Override
		public void initialize(ConfigurableApplicationContext context) {
			String base = baseUrl();
			context.getEnvironment()
				.getPropertySources()
				.addFirst(new MapPropertySource("provider-fakes",
						Map.ofEntries(Map.entry("kairos.providers.google.client-id", "google-client"),
								Map.entry("kairos.providers.google.client-secret", "google-secret"),
								Map.entry("kairos.providers.google.auth-uri", base + "/o/oauth2/v2/auth"),
								Map.entry("kairos.providers.google.token-uri", base + "/token"),
								Map.entry("kairos.providers.google.api-base-url", base),
								Map.entry("kairos.providers.microsoft.client-id", "ms-client"),
								Map.entry("kairos.providers.microsoft.client-secret", "ms-secret"),
								Map.entry("kairos.providers.microsoft.authority", base + "/common"),
								Map.entry("kairos.providers.microsoft.graph-base-url", base + "/v1.0"),
								Map.entry("kairos.providers.canvas.base-url", base),
								Map.entry("kairos.providers.canvas.client-id", "170000000000123"),
								Map.entry("kairos.providers.canvas.client-secret", "canvas-secret"))));
		}

	}

	/** Reset stubs and recorded requests, then stub every provider's OAuth endpoints. */
	public static void reset() {
		server.resetAll();
		Hold.release();
		Hold.arm();
		stubAuthorizeRedirect("/o/oauth2/v2/auth", "google-code");
		stubAuthorizeRedirect("/common/oauth2/v2.0/authorize", "ms-code");
		stubAuthorizeRedirect("/login/oauth2/auth", "canvas-code");
		stubToken("/token", "authorization_code",
				"""
						{"access_token":"google-access-1","expires_in":3599,"refresh_token":"google-refresh-1",
						 "scope":"https://www.googleapis.com/auth/calendar.readonly openid https://www.googleapis.com/auth/userinfo.email",
						 "token_type":"Bearer","id_token":"%s"}"""
					.formatted(idToken("student@example.com", "Sam Student")));
		stubToken("/token", "refresh_token",
				"""
						{"access_token":"google-access-2","expires_in":3599,
						 "scope":"https://www.googleapis.com/auth/calendar.readonly openid https://www.googleapis.com/auth/userinfo.email",
						 "token_type":"Bearer"}""");
		stubToken("/common/oauth2/v2.0/token", "authorization_code", """
				{"token_type":"Bearer","scope":"Calendars.Read User.Read profile openid email","expires_in":3922,
				 "ext_expires_in":3922,"access_token":"ms-access-1","refresh_token":"ms-refresh-1","id_token":"%s"}"""
			.formatted(idToken("student@outlook.com", "Sam Student")));
		stubToken("/common/oauth2/v2.0/token", "refresh_token", """
				{"token_type":"Bearer","scope":"Calendars.Read User.Read profile openid email","expires_in":3922,
				 "ext_expires_in":3922,"access_token":"ms-access-2","refresh_token":"ms-refresh-2"}""");
		stubToken("/login/oauth2/token", "authorization_code",
				"""
						{"access_token":"canvas-access-1","token_type":"Bearer","refresh_token":"canvas-refresh-1","expires_in":3600,
						 "user":{"id":42,"name":"Jimi Student","global_id":"10000000000042","effective_locale":"en"}}""");
		stubToken("/login/oauth2/token", "refresh_token", """
				{"access_token":"canvas-access-2","token_type":"Bearer","expires_in":3600,
				 "user":{"id":42,"name":"Jimi Student"}}""");
	}

	/**
	 * The provider's consent screen, approving at once: back to redirect_uri with a code
	 * and the state.
	 */
	private static void stubAuthorizeRedirect(String path, String code) {
		server.stubFor(get(urlPathEqualTo(path)).willReturn(aResponse().withStatus(302)
			.withHeader("Location", "{{request.query.redirect_uri}}?code=" + code + "&state={{request.query.state}}")
			.withTransformers("response-template")));
	}

	public static void stubToken(String path, String grantType, String json) {
		server.stubFor(post(urlPathEqualTo(path)).withRequestBody(containing("grant_type=" + grantType))
			.willReturn(okJson(json).withHeader("Cache-Control", "no-store")));
	}

	/** A token endpoint error (RFC 6749 5.2). */
	public static void stubTokenError(String path, String grantType, int status, String error, String description) {
		server.stubFor(post(urlPathEqualTo(path)).withRequestBody(containing("grant_type=" + grantType))
			.willReturn(aResponse().withStatus(status)
				.withHeader("Content-Type", "application/json; charset=utf-8")
				.withBody("{\"error\":\"%s\",\"error_description\":\"%s\"}".formatted(error, description))));
	}

	/**
	 * An ID token as providers issue it; its signature is not checked by us, so any will
	 * do.
	 */
	public static String idToken(String email, String name) {
		Base64.Encoder encoder = Base64.getUrlEncoder().withoutPadding();
		String header = encoder.encodeToString("{\"alg\":\"RS256\",\"kid\":\"test\"}".getBytes(StandardCharsets.UTF_8));
		String payload = encoder.encodeToString(
				"{\"iss\":\"https://accounts.example.com\",\"sub\":\"110169484474386276334\",\"email\":\"%s\",\"name\":\"%s\"}"
					.formatted(email, name)
					.getBytes(StandardCharsets.UTF_8));
		return header + "." + payload + ".c2lnbmF0dXJl";
	}

	/**
	 * Connect a provider the way a user does: ask for the authorize URL, let the
	 * "browser" visit the provider (which approves and redirects back), then follow the
	 * redirect to our callback.
	 * @return the authorize URL that was used
	 */
	public static URI connect(Api api, int port, Provider provider) {
		Api.Response authorize = api.send("GET", "/api/connections/" + provider.wireValue() + "/authorize",
				Map.of("Accept", "application/json"), "");
		assertThat(authorize.status()).as(authorize.toString()).isEqualTo(200);
		URI authorizeUrl = URI.create(authorize.text("authorize_url"));
		HttpClient browser = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();
		try {
			HttpResponse<String> consent = browser.send(HttpRequest.newBuilder(authorizeUrl).GET().build(),
					HttpResponse.BodyHandlers.ofString());
			assertThat(consent.statusCode()).isEqualTo(302);
			// The service's public URL is http://localhost:8080; in tests it listens on a
			// random port.
			String callback = consent.headers()
				.firstValue("Location")
				.orElseThrow()
				.replace("http://localhost:8080", "http://localhost:" + port);
			HttpResponse<String> done = browser.send(HttpRequest.newBuilder(URI.create(callback)).GET().build(),
					HttpResponse.BodyHandlers.ofString());
			assertThat(done.statusCode()).as(done.body()).isEqualTo(302);
			assertThat(done.headers().firstValue("Location"))
				.hasValue("/connected.html?provider=" + provider.wireValue());
		}
		catch (Exception ex) {
			throw new IllegalStateException(ex);
		}
		return authorizeUrl;
	}

	/** A JSON error body as Google's APIs send it. */
	public static String googleError(int code, String reason, String message, String status) {
		return """
				{"error":{"code":%d,"message":"%s","errors":[{"message":"%s","domain":"global","reason":"%s"}],"status":"%s"}}"""
			.formatted(code, message, message, reason, status);
	}

}
