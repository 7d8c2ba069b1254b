package dev.kairos.web;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

import jakarta.servlet.ServletContext;
import org.apache.catalina.Container;
import org.apache.catalina.core.StandardContext;

import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.IntegrationTest;
import dev.kairos.test.RawHttp;
import dev.kairos.test.RawHttp.Answer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.boot.tomcat.TomcatWebServer;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ApplicationContext;

import static dev.kairos.test.Api.json;
import static org.awaitility.Awaitility.await;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Requests a hostile or careless client sends, through real HTTP: whatever the layer that
 * refuses them (Tomcat, the security filters, Spring MVC, the JSON reader), the answer is
 * a small problem+json with a request id, never a 500, and nothing is read or stored that
 * should not be.
 */
@IntegrationTest
class HostileRequestTests {

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Autowired
	private ServletContext servletContext;

	@Autowired
	private ApplicationContext context;

	private Api api;

	private String key;

	@BeforeEach
	void signIn() {
		this.key = this.users.create().key();
		this.api = new Api(this.port, this.key);
	}

	// Every error on every path is problem+json.

	@Test
	void headersOverTomcatsLimitAreAProblem() {
		Answer answer = raw("GET /api/events HTTP/1.1\r\nHost: localhost\r\nX-Big: " + "a".repeat(9000)
				+ "\r\nConnection: close\r\n\r\n");
		assertProblem(answer, 400, "/problems/malformed-request");
	}

	@Test
	void anEncodedSlashInThePathIsAProblem() {
		assertProblem(raw(get("/api/events/a%2Fb")), 400, "/problems/malformed-request");
	}

	@Test
	void anEncodedDotDotInThePathIsAProblem() {
		assertProblem(raw(get("/api/events/%2e%2e/keys")), 400, "/problems/malformed-request");
	}

	@Test
	void traceIsAProblem() {
		assertProblem(raw("TRACE /api/events HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"), 405,
				"/problems/method-not-allowed");
	}

	@Test
	void aMethodTheServiceDoesNotTakeIsAMethodNotAllowedProblemNamingTheOnesItDoes() {
		for (String method : List.of("PROPFIND", "FOO", "REPORT")) {
			Answer answer = raw(method + " /api/events HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
			assertProblem(answer, 405, "/problems/method-not-allowed");
			assertThat(answer.header("Allow")).as(method).isEqualTo("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
		}
	}

	@Test
	void theErrorPathItselfIsNotFound() {
		assertProblem(raw(get("/error")), 404, "/problems/not-found");
	}

	@Test
	void aMalformedAcceptHeaderIsAProblem() {
		Response response = this.api.send(this.api.request("/api/events").header("Accept", ";;;/").GET());
		assertProblem(response, 400, "/problems/malformed-request");
	}

	@Test
	void aPatchWithTwentyThousandUnknownKeysGetsASmallAnswer() {
		StringBuilder body = new StringBuilder("{");
		for (int i = 0; i < 20_000; i++) {
			body.append("\"key").append(i).append("\":1,");
		}
		body.append("\"id\":\"").append(UUID.randomUUID()).append("\"}");
		Response response = this.api.patch("/api/events", body.toString());
		assertProblem(response, 400, "/problems/invalid-request");
		assertThat(response.body().length()).isLessThan(8_000);
		// The request record refuses the first unknown key and lists the allowed ones.
		assertThat(response.json().path("errors")).hasSize(1);
		assertThat(response.json().path("errors").get(0).path("field").asString()).isEqualTo("key0");
	}

	@Test
	void aHugeUnknownKeyIsNamedShortly() {
		Response response = this.api.post("/api/keys", "{\"" + "k".repeat(40_000) + "\":1}");
		assertProblem(response, 400, "/problems/invalid-request");
		assertThat(response.body().length()).isLessThan(2_000);
	}

	@Test
	void getOnThePathOfCreateIsMethodNotAllowed() {
		Response response = this.api.get("/api/events/create");
		assertProblem(response, 405, "/problems/method-not-allowed");
		assertThat(response.header("Allow")).contains("POST");
	}

	@Test
	void aMultipartImportWithoutItsFileFieldNamesTheField() {
		String boundary = "b0undary";
		String body = "--" + boundary + "\r\nContent-Disposition: form-data; name=\"other\"\r\n\r\nx\r\n--" + boundary
				+ "--\r\n";
		Response response = this.api.send("POST", "/api/calendar/import",
				Map.of("Content-Type", "multipart/form-data; boundary=" + boundary), body);
		assertProblem(response, 400, "/problems/invalid-request");
		assertThat(response.json().path("errors").get(0).path("field").asString()).isEqualTo("file");
	}

	// No 500s.

	@Test
	void invalidUtf8OrNulInAQueryParameterIs400() {
		assertProblem(this.api.as(null).get("/api/calendar/ical?token=%FF"), 400, "/problems/malformed-request");
		assertProblem(this.api.get("/api/events?page_token=%C3"), 400, "/problems/malformed-request");
		assertProblem(this.api.get("/api/events?page_token=a%00b"), 400, "/problems/malformed-request");
		assertProblem(this.api.delete("/api/keys?id=%00"), 400, "/problems/malformed-request");
	}

	@Test
	void aLongForwardedForIsThrottledLikeAnyAddress() {
		String forwardedFor = "x".repeat(100);
		Api anonymous = this.api.as(null);
		int throttled = 0;
		for (int i = 0; i < 40; i++) {
			Response response = anonymous
				.send(anonymous.request("/api/calendar/ical?token=guess" + i).header("X-Forwarded-For", forwardedFor));
			assertThat(response.status()).as(response.toString()).isIn(404, 429);
			throttled += (response.status() == 429) ? 1 : 0;
		}
		assertThat(throttled).isPositive();
	}

	@Test
	void wildcardContentTypesAre415() {
		for (String type : List.of("application/*", "*/*")) {
			for (String path : List.of("/api/unified/sync", "/api/events/create", "/api/settings/feed-token")) {
				assertProblem(this.api.send("POST", path, Map.of("Content-Type", type), "{}"), 415,
						"/problems/unsupported-media-type");
			}
		}
	}

	// One strict reading of JSON.

	@Test
	void noCoercionBetweenJsonTypes() {
		assertField(this.api.post("/api/keys", "{\"name\": 5}"), "name");
		assertField(this.api.post("/api/keys", "{\"name\": true}"), "name");
		assertField(this.api.post("/api/assistant/schedule", "{\"message\": 5}"), "message");
		assertField(
				this.api.post("/api/assistant/confirm",
						json("{'title': 5, 'start_time': '2031-03-04T10:00:00Z', 'end_time': '2031-03-04T11:00:00Z'}")),
				"title");
		assertField(this.api.post("/api/mail/send", json("{'to': ['sam@example.com'], 'subject': 5, 'body': 'x'}")),
				"subject");
		assertField(this.api.as(null).post("/api/session", "{\"api_key\": 12}"), "api_key");
		assertThat(this.api.get("/api/keys").json().path("keys").size()).isEqualTo(1);
	}

	@Test
	void duplicateKeysAreRefused() {
		Response response = this.api.post("/api/events/create", json(
				"{'title': 'a', 'title': 'b', 'start_time': '2031-03-04T10:00:00Z', 'end_time': '2031-03-04T11:00:00Z'}"));
		assertProblem(response, 400, "/problems/malformed-body");
		assertThat(response.body()).contains("title");
		assertProblem(this.api.post("/api/keys", "{\"name\": \"a\", \"name\": \"b\"}"), 400,
				"/problems/malformed-body");
		assertThat(this.api.get("/api/events").json().path("events")).isEmpty();
	}

	@Test
	void onlyCanonicalUuidsAreIds() {
		assertField(this.api.delete("/api/keys?id=1-2-3-4-5"), "id");
		assertField(this.api.get("/api/events/1-2-3-4-5"), "id");
		assertField(this.api.patch("/api/events", "{\"id\": \"1-2-3-4-5\", \"title\": \"x\"}"), "id");
	}

	@Test
	void nulAndLoneSurrogatesInAnyStringAreRefused() {
		String signature = this.api.get("/api/settings").json().path("email_signature").toString();
		for (String text : List.of("a\\u0000b", "a\\ud800b", "a\\udc00b", "\\ud83d")) {
			assertField(this.api.post("/api/keys", "{\"name\": \"" + text + "\"}"), "name");
			assertField(this.api.patch("/api/settings", "{\"email_signature\": \"" + text + "\"}"), "email_signature");
			assertField(
					this.api.post("/api/events/create", "{\"title\": \"" + text
							+ "\", \"start_time\": \"2031-03-04T10:00:00Z\", \"end_time\": \"2031-03-04T11:00:00Z\"}"),
					"title");
			assertField(this.api.post("/api/mail/send",
					"{\"to\": [\"sam@example.com\"], \"subject\": \"s\", \"body\": \"" + text + "\"}"), "body");
			assertField(this.api.post("/api/assistant/schedule",
					"{\"message\": \"hi\", \"history\": [{\"role\": \"user\", \"content\": \"" + text + "\"}]}"),
					"history[0].content");
			// In a key: an unknown field, or (NUL) refused by the parser; a 400 either
			// way.
			assertProblem(this.api.post("/api/keys", "{\"" + text + "\": \"x\"}"), 400, "");
			assertProblem(this.api.patch("/api/settings", "{\"" + text + "\": \"x\"}"), 400, "");
		}
		// A pair is one character, and a backslash before u is not an escape.
		assertThat(this.api.post("/api/keys", "{\"name\": \"a\\ud83d\\ude00 \\\\u0000\"}").status()).isEqualTo(201);
		assertThat(this.api.get("/api/keys").json().path("keys").findValuesAsString("name")).contains("a😀 \\u0000");
		assertThat(this.api.get("/api/events").json().path("events")).isEmpty();
		assertThat(this.api.get("/api/settings").json().path("email_signature").toString()).isEqualTo(signature);
	}

	// Multipart only for the import, only after authentication.

	@Test
	void anUnauthenticatedMultipartBodyIsAnsweredBeforeItIsRead() throws IOException {
		Path tempDir = ((java.io.File) this.servletContext.getAttribute(ServletContext.TEMPDIR)).toPath();
		List<Path> before = files(tempDir);
		for (String target : List.of("/api/events/create", "/api/calendar/import", "/", "/api/session",
				"/api/logout")) {
			for (boolean sessionCookie : List.of(false, true)) {
				try (RawHttp http = new RawHttp(this.port)) {
					String head = "POST " + target + " HTTP/1.1\r\nHost: localhost\r\n"
							+ "Content-Type: multipart/form-data; boundary=xyz\r\nTransfer-Encoding: chunked\r\n"
							+ (sessionCookie ? "Cookie: KAIROS_SESSION=Zm9vYmFy\r\n" : "") + "\r\n";
					String part = "--xyz\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.ics\"\r\n"
							+ "Content-Type: text/calendar\r\n\r\n" + "A".repeat(64 * 1024);
					http.write(head.getBytes(StandardCharsets.ISO_8859_1));
					http.write(chunk(part));
					// The rest of the 10 MB body is never sent: the answer must come
					// without it.
					Answer answer = http.read();
					assertThat(answer.status()).as(target + " " + answer).isIn(204, 401, 403, 405, 415);
					if (answer.status() != 204) {
						assertThat(answer.header("Content-Type")).startsWith("application/problem+json");
					}
				}
			}
		}
		assertThat(files(tempDir)).containsExactlyInAnyOrderElementsOf(before);
	}

	/**
	 * A client that reads the answer to its unread body and goes away within the grace
	 * leaves no request in progress: one left so (the container never heard the client
	 * go) held every graceful shutdown to its timeout.
	 */
	@Test
	void aClientThatLeavesAfterAnAnswerToItsUnreadBodyLeavesNoRequestInProgress() throws IOException {
		// Other classes of this application may hold requests open on purpose (streams).
		long before = requestsInProgress();
		for (String target : List.of("/api/events/create", "/api/session")) {
			try (RawHttp http = new RawHttp(this.port)) {
				http.write(("POST " + target + " HTTP/1.1\r\nHost: localhost\r\n"
						+ "Content-Type: multipart/form-data; boundary=xyz\r\nTransfer-Encoding: chunked\r\n\r\n")
					.getBytes(StandardCharsets.ISO_8859_1));
				http.write(chunk("--xyz\r\n" + "A".repeat(1024)));
				Answer answer = http.read();
				assertThat(answer.status()).as(target + " " + answer).isIn(401, 403, 415);
			}
		}
		await().atMost(Duration.ofMinutes(1)).until(() -> requestsInProgress() <= before);
	}

	/**
	 * A signed-in client whose body passes the limit while it is read gets its 413 and
	 * leaves no request in progress, whether it goes away or stays without sending more:
	 * the refusal stopped reading with more of the body waiting, so the container never
	 * called again, neither heard the client go nor ended the request at the end of the
	 * grace, and every graceful shutdown waited for it to its timeout.
	 */
	@Test
	void aBodyRefusedWhileItIsReadLeavesNoRequestInProgress() throws IOException {
		long before = requestsInProgress();
		for (boolean leaves : List.of(true, false)) {
			try (RawHttp http = new RawHttp(this.port)) {
				http.write(("POST /api/events/create HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer " + this.key
						+ "\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n")
					.getBytes(StandardCharsets.ISO_8859_1));
				http.write(chunk("x".repeat(1_100_000)));
				Answer answer = http.read();
				assertThat(answer.status()).as(answer.toString()).isEqualTo(413);
				if (leaves) {
					http.close();
				}
				await().atMost(Duration.ofMinutes(1)).until(() -> requestsInProgress() <= before);
			}
		}
	}

	/** Asynchronous requests the container has not ended. */
	private long requestsInProgress() {
		TomcatWebServer server = (TomcatWebServer) ((WebServerApplicationContext) this.context).getWebServer();
		long inProgress = 0;
		for (Container context : server.getTomcat().getHost().findChildren()) {
			inProgress += ((StandardContext) context).getInProgressAsyncCount();
		}
		return inProgress;
	}

	@Test
	void aFormBodyWithASessionCookieIsNotReadBeforeTheCsrfCheck() {
		// A live session: the cookie of an ended or made-up one is anonymous (401).
		String session = this.api.as(null)
			.post("/api/session", "{\"api_key\":\"" + this.key + "\"}")
			.raw()
			.headers()
			.allValues("Set-Cookie")
			.stream()
			.filter((cookie) -> cookie.startsWith("KAIROS_SESSION="))
			.map((cookie) -> cookie.substring(0, cookie.indexOf(';')))
			.findFirst()
			.orElseThrow();
		for (String target : List.of("/api/events/create", "/api/settings", "/api/keys")) {
			try (RawHttp http = new RawHttp(this.port)) {
				String head = "POST " + target + " HTTP/1.1\r\nHost: localhost\r\n"
						+ "Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n"
						+ "Cookie: " + session + "\r\n\r\n";
				http.write(head.getBytes(StandardCharsets.ISO_8859_1));
				http.write(chunk("_csrf=" + "A".repeat(64 * 1024)));
				// The rest of the body never comes: had the CSRF check looked for a _csrf
				// parameter, it would wait for it.
				Answer answer = http.read();
				assertThat(answer.status()).as(target + " " + answer).isEqualTo(403);
				assertThat(answer.json().path("type").asString()).endsWith("/problems/csrf");
			}
		}
	}

	@Test
	void anAuthenticatedMultipartBodyIsOnlyReadByTheImport() {
		for (String target : List.of("/api/events/create", "/api/keys", "/api/unified/sync")) {
			try (RawHttp http = new RawHttp(this.port)) {
				String head = "POST " + target + " HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer " + this.key
						+ "\r\nContent-Type: multipart/form-data; boundary=xyz\r\nTransfer-Encoding: chunked\r\n\r\n";
				http.write(head.getBytes(StandardCharsets.ISO_8859_1));
				http.write(chunk("--xyz\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.ics\"\r\n\r\n"
						+ "A".repeat(64 * 1024)));
				// Never finished: had the dispatcher parsed the multipart body, no answer
				// would come.
				Answer answer = http.read();
				assertThat(answer.status()).as(target + " " + answer).isEqualTo(415);
				assertThat(answer.header("Content-Type")).startsWith("application/problem+json");
			}
		}
	}

	private static byte[] chunk(String data) {
		byte[] bytes = data.getBytes(StandardCharsets.ISO_8859_1);
		byte[] head = (Integer.toHexString(bytes.length) + "\r\n").getBytes(StandardCharsets.ISO_8859_1);
		byte[] out = new byte[head.length + bytes.length + 2];
		System.arraycopy(head, 0, out, 0, head.length);
		System.arraycopy(bytes, 0, out, head.length, bytes.length);
		out[out.length - 2] = '\r';
		out[out.length - 1] = '\n';
		return out;
	}

	private static List<Path> files(Path dir) throws IOException {
		try (Stream<Path> walk = Files.walk(dir)) {
			return walk.filter(Files::isRegularFile).toList();
		}
	}

	private Answer raw(String request) {
		return RawHttp.exchange(this.port, request);
	}

	private static String get(String path) {
		return "GET " + path + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n";
	}

	private static void assertField(Response response, String field) {
		assertProblem(response, 400, "/problems/invalid-request");
		assertThat(response.json().path("errors").findValuesAsString("field")).as(response.toString()).contains(field);
	}

	private static void assertProblem(Response response, int status, String typeSuffix) {
		assertThat(response.status()).as(response.toString()).isEqualTo(status);
		assertThat(response.header("Content-Type")).as(response.toString()).startsWith("application/problem+json");
		assertThat(response.json().path("type").asString()).as(response.toString()).endsWith(typeSuffix);
		assertThat(response.json().path("request_id").asString()).isNotBlank()
			.isEqualTo(response.header("X-Request-Id"));
		assertThat(response.body().length()).isLessThan(8_000);
	}

	private static void assertProblem(Answer answer, int status, String typeSuffix) {
		assertThat(answer.status()).as(answer.toString()).isEqualTo(status);
		assertThat(answer.header("Content-Type")).as(answer.toString()).startsWith("application/problem+json");
		assertThat(answer.json().path("type").asString()).as(answer.toString()).endsWith(typeSuffix);
		assertThat(answer.json().path("status").asInt()).isEqualTo(status);
		assertThat(answer.json().path("request_id").asString()).isNotBlank().isEqualTo(answer.header("X-Request-Id"));
		assertThat(answer.body()).doesNotContain("<html").doesNotContain("Exception");
	}

}
