package dev.kairos.web;

import java.net.http.HttpRequest;
import java.util.Map;

import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.IntegrationTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every failure is problem details with a request id, and nothing internal leaks.
 */
@IntegrationTest
@ExtendWith(OutputCaptureExtension.class)
class ProblemDetailsTests {

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	private TestUsers.Caller caller;

	private Api api;

	@BeforeEach
	void signIn() {
		this.caller = this.users.create();
		this.api = new Api(this.port, this.caller.key());
	}

	@Test
	void unknownPathIs404Problem() {
		assertProblem(this.api.get("/api/nothing-here"), 404, "/problems/not-found");
	}

	@Test
	void wrongMethodIs405Problem() {
		assertProblem(this.api.send("PUT", "/api/events/create", Map.of("Content-Type", "application/json"), "{}"), 405,
				"/problems/method-not-allowed");
	}

	@Test
	void wrongContentTypeIs415Problem() {
		assertProblem(this.api.send("POST", "/api/events/create", Map.of("Content-Type", "text/plain"), "title=x"), 415,
				"/problems/unsupported-media-type");
	}

	@Test
	void malformedJsonIs400Problem() {
		Response response = this.api.post("/api/events/create", "{\"title\": ");
		assertProblem(response, 400, "/problems/malformed-body");
		assertThat(response.body()).doesNotContain("tools.jackson").doesNotContain("Exception");
	}

	@Test
	void bodyOverTheLimitIs413ProblemWhetherDeclaredOrStreamed() {
		String big = json("{'title':'%s'}".formatted("x".repeat(1_100_000)));
		assertProblem(this.api.post("/api/events/create", big), 413, "/problems/payload-too-large");

		// Without Content-Length (chunked) the limit trips while the body is read.
		HttpRequest.Builder chunked = this.api.request("/api/events/create")
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofInputStream(() -> new java.io.ByteArrayInputStream(big.getBytes())));
		assertProblem(this.api.send(chunked), 413, "/problems/payload-too-large");
		assertThat(this.api.get("/api/events").json().path("events")).isEmpty();
	}

	@Test
	void theBodyLimitHoldsForEncodedPathsToo() {
		String big = json("{'title':'%s'}".formatted("x".repeat(1_100_000)));
		assertProblem(this.api.post("/%61pi/events/create", big), 413, "/problems/payload-too-large");
	}

	@Test
	void anUnreadableMultipartBodyIs400() {
		assertProblem(
				this.api.send("POST", "/api/calendar/import", Map.of("Content-Type", "multipart/form-data"), "garbage"),
				400, "/problems/malformed-body");
	}

	@Test
	void requestIdIsInHeaderBodyAndLog(CapturedOutput output) {
		Response response = this.api.get("/api/events/" + java.util.UUID.randomUUID());
		String requestId = response.header("X-Request-Id");
		assertThat(requestId).isNotBlank();
		assertThat(response.json().path("request_id").asString()).isEqualTo(requestId);
		assertThat(output.getOut()).contains("[" + requestId + "]").contains("GET /api/events/");
		Response ok = this.api.get("/api/settings");
		assertThat(ok.header("X-Request-Id")).isNotBlank().isNotEqualTo(requestId);
	}

	@Test
	void logsNeverContainKeysOrFeedTokens(CapturedOutput output) {
		String token = this.api.get("/api/settings").text("feed_token");
		this.api.get("/api/calendar/ical?token=" + token);
		this.api.as("kairos_" + "B".repeat(43)).get("/api/events");
		this.api.post("/api/events/create", "{broken");
		assertThat(output.getAll()).doesNotContain(this.caller.key())
			.doesNotContain(this.caller.key().substring(7))
			.doesNotContain(token)
			.doesNotContain("B".repeat(43));
	}

	private static void assertProblem(Response response, int status, String typeSuffix) {
		assertThat(response.status()).as(response.toString()).isEqualTo(status);
		assertThat(response.header("Content-Type")).startsWith("application/problem+json");
		assertThat(response.json().path("type").asString()).endsWith(typeSuffix);
		assertThat(response.json().path("status").asInt()).isEqualTo(status);
		assertThat(response.json().path("title").asString()).isNotBlank();
		assertThat(response.json().path("request_id").asString()).isEqualTo(response.header("X-Request-Id"));
		assertThat(response.body()).doesNotContain("at dev.kairos").doesNotContain("org.springframework");
	}

}
