package dev.kairos.security;

import java.io.IOException;
import java.net.CookieManager;
import java.net.CookiePolicy;
import java.net.HttpCookie;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import dev.kairos.test.ApiDescription;
import no.nav.security.mock.oauth2.MockOAuth2Server;
import no.nav.security.mock.oauth2.token.DefaultOAuth2TokenCallback;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.web.util.UriComponentsBuilder;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A browser signs in through a real OIDC provider (mock-oauth2-server speaks the protocol
 * over HTTP), keeps the session cookie, and must echo the CSRF cookie to write.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class OidcSignInTests {

	private static final MockOAuth2Server identityProvider = startIdentityProvider();

	@LocalServerPort
	private int port;

	@Autowired
	private JdbcClient jdbc;

	private final CookieManager cookies = new CookieManager(null, CookiePolicy.ACCEPT_ALL);

	private final HttpClient browser = HttpClient.newBuilder()
		.cookieHandler(this.cookies)
		.followRedirects(HttpClient.Redirect.NEVER)
		.build();

	private static MockOAuth2Server startIdentityProvider() {
		MockOAuth2Server server = new MockOAuth2Server();
		server.start();
		return server;
	}

	@DynamicPropertySource
	static void identityProvider(DynamicPropertyRegistry registry) {
		registry.add("spring.security.oauth2.client.registration.kairos.client-id", () -> "kairos-web");
		registry.add("spring.security.oauth2.client.registration.kairos.client-secret", () -> "not-a-secret");
		registry.add("spring.security.oauth2.client.registration.kairos.scope", () -> "openid,profile,email");
		registry.add("spring.security.oauth2.client.provider.kairos.issuer-uri",
				() -> identityProvider.issuerUrl("corp").toString());
	}

	@AfterAll
	static void stopIdentityProvider() {
		identityProvider.shutdown();
	}

	@Test
	void signsInWithOidcAndWritesOnlyWithTheCsrfHeader() throws Exception {
		String subject = "employee-" + System.nanoTime();
		identityProvider.enqueueCallback(new DefaultOAuth2TokenCallback("corp", subject));

		List<String> visited = follow(URI.create(base() + "/oauth2/authorization/kairos"));
		assertThat(visited).anyMatch((url) -> url.startsWith(identityProvider.issuerUrl("corp").toString()))
			.anyMatch((url) -> url.contains("/login/oauth2/code/kairos"));
		assertThat(cookie("KAIROS_SESSION")).isNotNull();

		HttpResponse<String> settings = send(HttpRequest.newBuilder(URI.create(base() + "/api/settings")).GET());
		assertThat(settings.statusCode()).as(settings.body()).isEqualTo(200);
		assertThat(settings.body()).contains("\"timezone\":\"UTC\"");
		assertThat(this.jdbc.sql("select count(*) from users where issuer = :issuer and subject = :subject")
			.param("issuer", identityProvider.issuerUrl("corp").toString())
			.param("subject", subject)
			.query(Integer.class)
			.single()).isOne();

		HttpCookie csrf = cookie("XSRF-TOKEN");
		assertThat(csrf).isNotNull();
		String change = "{\"timezone\":\"Europe/Oslo\"}";
		HttpResponse<String> refused = send(patch(change));
		assertThat(refused.statusCode()).isEqualTo(403);
		assertThat(refused.headers().firstValue("Content-Type"))
			.hasValueSatisfying((type) -> assertThat(type).startsWith("application/problem+json"));
		assertThat(refused.body()).contains("/problems/csrf");
		HttpResponse<String> wrongToken = send(patch(change).header("X-XSRF-TOKEN", "forged"));
		assertThat(wrongToken.statusCode()).isEqualTo(403);

		HttpResponse<String> accepted = send(patch(change).header("X-XSRF-TOKEN", csrf.getValue()));
		assertThat(accepted.statusCode()).as(accepted.body()).isEqualTo(200);
		assertThat(accepted.body()).contains("\"timezone\":\"Europe/Oslo\"");

		HttpResponse<String> signedOut = send(HttpRequest.newBuilder(URI.create(base() + "/api/logout"))
			.header("X-XSRF-TOKEN", cookie("XSRF-TOKEN").getValue())
			.POST(HttpRequest.BodyPublishers.noBody()));
		assertThat(signedOut.statusCode()).isEqualTo(204);
		assertThat(send(HttpRequest.newBuilder(URI.create(base() + "/api/settings")).GET()).statusCode())
			.isEqualTo(401);
	}

	@Test
	void theSameSubjectSigningInAgainIsTheSameUser() throws Exception {
		String subject = "returning-" + System.nanoTime();
		identityProvider.enqueueCallback(new DefaultOAuth2TokenCallback("corp", subject));
		follow(URI.create(base() + "/oauth2/authorization/kairos"));
		String token = send(HttpRequest.newBuilder(URI.create(base() + "/api/settings")).GET()).body();

		this.cookies.getCookieStore().removeAll();
		identityProvider.enqueueCallback(new DefaultOAuth2TokenCallback("corp", subject));
		follow(URI.create(base() + "/oauth2/authorization/kairos"));
		String again = send(HttpRequest.newBuilder(URI.create(base() + "/api/settings")).GET()).body();

		assertThat(again).isEqualTo(token);
	}

	@Test
	void aRefusalAtTheIdentityProviderSignsNobodyIn() throws Exception {
		int users = this.jdbc.sql("select count(*) from users").query(Integer.class).single();
		HttpResponse<String> started = send(
				HttpRequest.newBuilder(URI.create(base() + "/oauth2/authorization/kairos")).GET());
		assertThat(started.statusCode()).isEqualTo(302);
		URI authorize = URI.create(started.headers().firstValue("Location").orElseThrow());
		assertThat(authorize.toString()).startsWith(identityProvider.issuerUrl("corp").toString());
		String state = parameter(authorize, "state");
		String callback = parameter(authorize, "redirect_uri");
		assertThat(callback).isEqualTo(base() + "/login/oauth2/code/kairos");

		// The user cancels at the provider, which sends the browser back with an error
		// (RFC 6749 4.1.2.1) instead of a code.
		HttpResponse<String> back = send(HttpRequest
			.newBuilder(URI.create(callback + "?error=access_denied&error_description=User+cancelled&state=" + state))
			.GET());

		assertThat(back.statusCode()).isEqualTo(302);
		assertThat(back.headers().firstValue("Location")).hasValueSatisfying(
				(location) -> assertThat(URI.create(base()).resolve(location).getPath()).isEqualTo("/login"));
		assertThat(send(HttpRequest.newBuilder(URI.create(base() + "/api/settings")).GET()).statusCode())
			.isEqualTo(401);
		assertThat(this.jdbc.sql("select count(*) from users").query(Integer.class).single()).isEqualTo(users);
	}

	@Test
	void apiCallsWithoutSessionAreRefusedWithoutRedirect() throws Exception {
		HttpResponse<String> response = send(HttpRequest.newBuilder(URI.create(base() + "/api/settings")).GET());
		assertThat(response.statusCode()).isEqualTo(401);
		assertThat(response.headers().firstValue("Location")).isEmpty();
		assertThat(cookie("KAIROS_SESSION")).isNull();
		assertThat(send(HttpRequest.newBuilder(URI.create(base() + "/api/session")).GET()).body())
			.contains("\"oidc_sign_in_url\":\"/oauth2/authorization/kairos\"");
	}

	private HttpRequest.Builder patch(String json) {
		return HttpRequest.newBuilder(URI.create(base() + "/api/settings"))
			.header("Content-Type", "application/json")
			.method("PATCH", HttpRequest.BodyPublishers.ofString(json));
	}

	/** Follow redirects like a browser, keeping cookies; return every URL visited. */
	private List<String> follow(URI start) throws IOException, InterruptedException {
		List<String> visited = new ArrayList<>();
		URI next = start;
		for (int hop = 0; hop < 10 && next != null; hop++) {
			visited.add(next.toString());
			HttpResponse<String> response = send(HttpRequest.newBuilder(next).GET());
			String location = response.headers().firstValue("Location").orElse(null);
			next = (response.statusCode() / 100 == 3 && location != null) ? next.resolve(location) : null;
		}
		return visited;
	}

	private static String parameter(URI uri, String name) {
		String value = UriComponentsBuilder.fromUri(uri).build().getQueryParams().getFirst(name);
		assertThat(value).as(name).isNotNull();
		return URLDecoder.decode(value, StandardCharsets.UTF_8);
	}

	private HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
		HttpResponse<String> response = this.browser.send(request.build(), HttpResponse.BodyHandlers.ofString());
		ApiDescription.check(response);
		return response;
	}

	private HttpCookie cookie(String name) {
		return this.cookies.getCookieStore()
			.getCookies()
			.stream()
			.filter((cookie) -> cookie.getName().equals(name))
			.findFirst()
			.orElse(null);
	}

	private String base() {
		return "http://localhost:" + this.port;
	}

}
