package dev.kairos.settings;

import java.util.Map;

import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.VariantIntegrationTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * With {@code kairos.public-base-url} unset, the feed URL is where the client reached the
 * service: the request's scheme, host and port, or what a trusted proxy forwarded.
 */
// kairos.public-base-url unset
@VariantIntegrationTest
class FeedUrlTests {

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	private Api api;

	@BeforeEach
	void signIn() {
		this.api = new Api(this.port, this.users.create().key());
	}

	@Test
	void followsTheRequestsHostAndPort() {
		JsonNode settings = this.api.get("/api/settings").json();
		assertThat(settings.path("feed_url").asString()).isEqualTo(
				"http://localhost:" + this.port + "/api/calendar/ical?token=" + settings.path("feed_token").asString());
	}

	@Test
	void followsWhatATrustedProxyForwarded() {
		JsonNode settings = this.api
			.send("GET", "/api/settings", Map.of("X-Forwarded-For", "203.0.113.9", "X-Forwarded-Proto", "https",
					"X-Forwarded-Host", "calendar.example.com", "X-Forwarded-Port", "443"), "")
			.json();
		assertThat(settings.path("feed_url").asString()).isEqualTo(
				"https://calendar.example.com/api/calendar/ical?token=" + settings.path("feed_token").asString());
	}

}
