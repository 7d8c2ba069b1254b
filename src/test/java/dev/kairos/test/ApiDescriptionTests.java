package dev.kairos.test;

import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Optional;

import javax.net.ssl.SSLSession;

import dev.kairos.security.TestUsers;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The check every integration test's answers go through: it passes what the description
 * lists and fails what it does not.
 */
@IntegrationTest
class ApiDescriptionTests {

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Test
	void passesADescribedAnswerAndFailsAnUndescribedStatusOrShape() throws Exception {
		String key = this.users.create().key();
		HttpResponse<String> keys = HttpClient.newHttpClient()
			.send(new Api(this.port, key).request("/api/keys").GET().build(), HttpResponse.BodyHandlers.ofString());
		assertThat(keys.statusCode()).isEqualTo(200);
		assertThat(ApiDescription.departures(keys)).isEmpty();

		assertThat(ApiDescription.departures(new Altered(keys, 418, keys.body())))
			.contains("validation.response.status.unknown");
		assertThat(ApiDescription.departures(new Altered(keys, 200, "{\"keys\":\"none\"}"))).contains("keys");
		assertThat(ApiDescription.departures(new Altered(keys, 200, "{\"keys\":[],\"extra\":1}"))).contains("extra");
	}

	@Test
	void listsWhatTheOperationsReallyAnswer() {
		JsonNode paths = new Api(this.port, null).get("/v3/api-docs").json().path("paths");
		assertThat(statuses(paths, "/api/unified/sync", "post")).contains("409", "502");
		assertThat(statuses(paths, "/api/mail/send", "post")).contains("403", "409", "502");
		assertThat(statuses(paths, "/api/calendar/ical", "get")).contains("304", "404", "429").doesNotContain("401");
		assertThat(statuses(paths, "/api/connections/{provider}/authorize", "get")).contains("200", "302", "409");
		assertThat(statuses(paths, "/api/connections/{provider}/callback", "get")).contains("302", "400", "502")
			.doesNotContain("401");
		assertThat(paths.path("/api/connections/{provider}/authorize")
			.path("get")
			.path("responses")
			.path("302")
			.has("content")).as("a redirect has no body").isFalse();
	}

	private static String statuses(JsonNode paths, String path, String method) {
		return String.join(",", paths.path(path).path(method).path("responses").propertyNames());
	}

	/** A real answer with another status or body. */
	private record Altered(HttpResponse<String> real, int statusCode, String body) implements HttpResponse<String> {

		@Override
		public HttpRequest request() {
			return this.real.request();
		}

		@Override
		public Optional<HttpResponse<String>> previousResponse() {
			return Optional.empty();
		}

		@Override
		public HttpHeaders headers() {
			return this.real.headers();
		}

		@Override
		public Optional<SSLSession> sslSession() {
			return Optional.empty();
		}

		@Override
		public java.net.URI uri() {
			return this.real.uri();
		}

		@Override
		public HttpClient.Version version() {
			return this.real.version();
		}

	}

}
