package dev.kairos.security;

import java.io.IOException;
import java.io.OutputStream;
import java.net.CookieManager;
import java.net.CookiePolicy;
import java.net.HttpCookie;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.test.ApiDescription;
import dev.kairos.test.IntegrationTest;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The web app's sign-in with an API key (POST /api/session) and sign-out, over real HTTP
 * with a cookie-keeping client as a browser would.
 */
@IntegrationTest
class SessionApiTests {

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	private final CookieManager cookies = new CookieManager(null, CookiePolicy.ACCEPT_ALL);

	private final HttpClient browser = HttpClient.newBuilder().cookieHandler(this.cookies).build();

	@Test
	void signsInWithAKeyAndTheSessionWorksOnApiCalls() throws Exception {
		TestUsers.Caller caller = this.users.create();
		assertThat(send(get("/api/session")).body()).contains("\"signed_in\":false")
			.contains("\"oidc_sign_in_url\":null");

		HttpResponse<String> signedIn = send(signIn(caller.key()));
		assertThat(signedIn.statusCode()).as(signedIn.body()).isEqualTo(204);
		assertThat(cookie("KAIROS_SESSION")).isNotNull();
		assertThat(cookie("XSRF-TOKEN")).isNotNull();

		assertThat(send(get("/api/session")).body()).contains("\"signed_in\":true");
		HttpResponse<String> keys = send(get("/api/keys"));
		assertThat(keys.statusCode()).isEqualTo(200);
		assertThat(keys.body()).contains("\"name\":\"test\"");

		String change = "{\"timezone\":\"Europe/Oslo\"}";
		HttpResponse<String> withoutHeader = send(patchSettings(change));
		assertThat(withoutHeader.statusCode()).isEqualTo(403);
		assertThat(withoutHeader.body()).contains("/problems/csrf");
		HttpResponse<String> withHeader = send(patchSettings(change).header("X-XSRF-TOKEN", csrf()));
		assertThat(withHeader.statusCode()).as(withHeader.body()).isEqualTo(200);
		assertThat(withHeader.body()).contains("\"timezone\":\"Europe/Oslo\"");
	}

	@Test
	void refusesAWrongKeyWithoutASession() throws Exception {
		HttpResponse<String> refused = send(signIn("kairos_not-a-real-key-at-all-0000000000000000000"));
		assertThat(refused.statusCode()).isEqualTo(401);
		assertThat(refused.headers().firstValue("Content-Type"))
			.hasValueSatisfying((type) -> assertThat(type).startsWith("application/problem+json"));
		assertThat(refused.body()).contains("/problems/invalid-api-key").contains("request_id");
		assertThat(cookie("KAIROS_SESSION")).isNull();
		assertThat(send(get("/api/settings")).statusCode()).isEqualTo(401);
	}

	@Test
	void namesAMissingKeyAndUnknownFields() throws Exception {
		HttpResponse<String> missing = send(post("/api/session", "{}"));
		assertThat(missing.statusCode()).isEqualTo(400);
		assertThat(missing.body()).contains("\"field\":\"api_key\"");
		HttpResponse<String> typo = send(post("/api/session", "{\"key\":\"kairos_x\"}"));
		assertThat(typo.statusCode()).isEqualTo(400);
		assertThat(typo.body()).contains("\"field\":\"key\"");
		HttpResponse<String> form = send(HttpRequest.newBuilder(uri("/api/session"))
			.header("Content-Type", "application/x-www-form-urlencoded")
			.POST(HttpRequest.BodyPublishers.ofString("api_key=kairos_x")));
		assertThat(form.statusCode()).as("a cross-site form cannot sign a browser in").isEqualTo(415);
	}

	@Test
	void signingInAgainNeedsTheCsrfHeaderAndStartsANewSession() throws Exception {
		TestUsers.Caller first = this.users.create();
		TestUsers.Caller second = this.users.create();
		send(signIn(first.key()));
		String firstSession = cookie("KAIROS_SESSION").getValue();
		String firstCsrf = csrf();

		assertThat(send(signIn(second.key())).statusCode()).as("a session cookie without the header").isEqualTo(403);
		HttpResponse<String> again = send(signIn(second.key()).header("X-XSRF-TOKEN", firstCsrf));
		assertThat(again.statusCode()).isEqualTo(204);
		assertThat(cookie("KAIROS_SESSION").getValue()).isNotEqualTo(firstSession);
		assertThat(csrf()).as("a fresh CSRF token").isNotEqualTo(firstCsrf);

		HttpResponse<String> oldSession = HttpClient.newHttpClient()
			.send(HttpRequest.newBuilder(uri("/api/session"))
				.header("Cookie", "KAIROS_SESSION=" + firstSession)
				.build(), HttpResponse.BodyHandlers.ofString());
		assertThat(oldSession.body()).contains("\"signed_in\":false");
		assertThat(send(get("/api/keys")).body()).as("now the second user").contains("\"name\":\"test\"");
		assertThat(send(get("/api/settings")).statusCode()).isEqualTo(200);
	}

	/**
	 * Someone who can plant a cookie in the browser and make it send a header picks the
	 * same value for both: the pair matches itself but not the session's token.
	 */
	@Test
	void refusesACsrfCookieAndHeaderOfSomeoneElsesChoosing() throws Exception {
		send(signIn(this.users.create().key()));
		String session = cookie("KAIROS_SESSION").getValue();
		String chosen = UUID.randomUUID().toString();
		String change = "{\"timezone\":\"Europe/Oslo\"}";

		HttpResponse<String> forged = HttpClient.newHttpClient()
			.send(patchSettings(change).header("Cookie", "KAIROS_SESSION=" + session + "; XSRF-TOKEN=" + chosen)
				.header("X-XSRF-TOKEN", chosen)
				.build(), HttpResponse.BodyHandlers.ofString());
		assertThat(forged.statusCode()).as(forged.body()).isEqualTo(403);
		assertThat(forged.body()).contains("/problems/csrf");

		HttpResponse<String> real = HttpClient.newHttpClient()
			.send(patchSettings(change).header("Cookie", "KAIROS_SESSION=" + session + "; XSRF-TOKEN=" + chosen)
				.header("X-XSRF-TOKEN", csrf())
				.build(), HttpResponse.BodyHandlers.ofString());
		assertThat(real.statusCode()).as(real.body()).isEqualTo(200);
		assertThat(real.headers().allValues("Set-Cookie")).as("the planted cookie is replaced by the session's token")
			.anyMatch((cookie) -> cookie.startsWith("XSRF-TOKEN=" + csrf() + ";"));
	}

	@Test
	void aWriteWithAnEndedSessionIsUnauthenticatedRatherThanRefusedForCsrf() throws Exception {
		send(signIn(this.users.create().key()));
		String session = cookie("KAIROS_SESSION").getValue();
		String token = csrf();
		assertThat(send(post("/api/logout", "").header("X-XSRF-TOKEN", token)).statusCode()).isEqualTo(204);

		HttpResponse<String> late = HttpClient.newHttpClient()
			.send(patchSettings("{\"timezone\":\"Europe/Oslo\"}")
				.header("Cookie", "KAIROS_SESSION=" + session + "; XSRF-TOKEN=" + token)
				.header("X-XSRF-TOKEN", token)
				.build(), HttpResponse.BodyHandlers.ofString());
		assertThat(late.statusCode()).as("the web app then says the session has ended").isEqualTo(401);
	}

	@Test
	void signOutEndsTheSession() throws Exception {
		send(signIn(this.users.create().key()));
		String session = cookie("KAIROS_SESSION").getValue();

		assertThat(send(post("/api/logout", "")).statusCode()).as("without the CSRF header").isEqualTo(403);
		assertThat(send(get("/api/settings")).statusCode()).isEqualTo(200);

		HttpResponse<String> out = send(post("/api/logout", "").header("X-XSRF-TOKEN", csrf()));
		assertThat(out.statusCode()).isEqualTo(204);
		assertThat(send(get("/api/settings")).statusCode()).isEqualTo(401);
		HttpResponse<String> replayed = HttpClient.newHttpClient()
			.send(HttpRequest.newBuilder(uri("/api/settings")).header("Cookie", "KAIROS_SESSION=" + session).build(),
					HttpResponse.BodyHandlers.ofString());
		assertThat(replayed.statusCode()).as("the old cookie is dead on the server").isEqualTo(401);

		assertThat(send(post("/api/logout", "")).statusCode()).as("signing out when signed out").isEqualTo(204);
	}

	@Test
	void throttlesAnAddressThatGuessesKeys() throws Exception {
		// From a loopback address of its own, so that its count is its own.
		InetAddress guesser = InetAddress.getByName("127.0.0.9");
		String rightKey = this.users.create().key();
		for (int i = 0; i < 10; i++) {
			assertThat(rawSignIn(guesser, "kairos_guess-" + i)).startsWith("HTTP/1.1 401");
		}
		// A sliding-window estimate: guesses straddling the turn of a minute weigh the
		// earlier minute's share down, so the refusal may come a little later, never past
		// twice the limit.
		String throttled = rawSignIn(guesser, "kairos_guess-10");
		for (int i = 11; i < 20 && throttled.startsWith("HTTP/1.1 401"); i++) {
			throttled = rawSignIn(guesser, "kairos_guess-" + i);
		}
		assertThat(throttled).startsWith("HTTP/1.1 429").contains("/problems/sign-in-throttled");
		Matcher retryAfter = Pattern.compile("(?im)^Retry-After: (\\d+)$").matcher(throttled);
		assertThat(retryAfter.find()).isTrue();
		assertThat(Long.parseLong(retryAfter.group(1))).isBetween(1L, 120L);
		assertThat(rawSignIn(guesser, rightKey)).as("a right key from the same address").startsWith("HTTP/1.1 429");

		assertThat(send(signIn(rightKey)).statusCode()).as("another address").isEqualTo(204);
	}

	private HttpRequest.Builder signIn(String key) {
		return post("/api/session", "{\"api_key\":\"" + key + "\"}");
	}

	private HttpRequest.Builder get(String path) {
		return HttpRequest.newBuilder(uri(path)).GET();
	}

	private HttpRequest.Builder post(String path, String json) {
		return HttpRequest.newBuilder(uri(path))
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString(json));
	}

	private HttpRequest.Builder patchSettings(String json) {
		return HttpRequest.newBuilder(uri("/api/settings"))
			.header("Content-Type", "application/json")
			.method("PATCH", HttpRequest.BodyPublishers.ofString(json));
	}

	private HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
		HttpResponse<String> response = this.browser.send(request.build(), HttpResponse.BodyHandlers.ofString());
		ApiDescription.check(response);
		return response;
	}

	private String csrf() {
		return cookie("XSRF-TOKEN").getValue();
	}

	private HttpCookie cookie(String name) {
		return this.cookies.getCookieStore()
			.getCookies()
			.stream()
			.filter((cookie) -> cookie.getName().equals(name))
			.findFirst()
			.orElse(null);
	}

	private URI uri(String path) {
		return URI.create("http://localhost:" + this.port + path);
	}

	/** A sign-in over a socket bound to {@code from}, returning the whole answer. */
	private String rawSignIn(InetAddress from, String key) throws IOException {
		byte[] body = ("{\"api_key\":\"" + key + "\"}").getBytes(StandardCharsets.UTF_8);
		try (Socket socket = new Socket(InetAddress.getByName("127.0.0.1"), this.port, from, 0)) {
			socket.setSoTimeout(10_000);
			OutputStream out = socket.getOutputStream();
			out.write(("POST /api/session HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
					+ "Content-Length: " + body.length + "\r\nConnection: close\r\n\r\n")
				.getBytes(StandardCharsets.US_ASCII));
			out.write(body);
			out.flush();
			return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		}
	}

}
