package dev.kairos.sync;

import java.util.ArrayList;
import java.util.List;

import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.IntegrationTest;
import dev.kairos.test.ProviderFakes;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ContextConfiguration;
import org.springframework.test.context.TestPropertySource;

import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static dev.kairos.test.Api.json;
import static dev.kairos.test.ProviderFakes.server;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Syncs under a pinned clock: every sync happens in the same millisecond, so a generation
 * taken from the clock would be the same for all of them, and a complete listing would
 * delete nothing an earlier sync wrote. The connection's counter gives each sync its own.
 */
@IntegrationTest
@ContextConfiguration(initializers = ProviderFakes.Initializer.class)
@TestPropertySource(properties = "kairos.clock.fixed=2030-03-06T15:30:00Z")
class PinnedClockSyncTests {

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	private Api api;

	@BeforeEach
	void signIn() {
		ProviderFakes.reset();
		this.api = new Api(this.port, this.users.create().key());
	}

	@Test
	void aSecondSyncInTheSameMillisecondDeletesWhatTheListingNoLongerHolds() {
		server.stubFor(get(urlPathEqualTo("/api/v1/users/self")).withHeader("Authorization", equalTo("Bearer good-pat"))
			.willReturn(okJson("{\"id\":42,\"name\":\"Jimi Student\",\"primary_email\":\"jimi@example.edu\"}")));
		assertThat(this.api.post("/api/connections/canvas", json("{'access_token':'good-pat'}")).status())
			.isEqualTo(200);
		server.stubFor(get(urlPathEqualTo("/api/v1/users/self/courses"))
			.willReturn(okJson("[" + CanvasSyncTests.course(1234, "CS 225") + "]")));
		server.stubFor(get(urlPathEqualTo("/api/v1/courses/1234/assignments"))
			.willReturn(okJson("[" + CanvasSyncTests.assignment(98765, 1234, "MP4: Trees", "2030-03-08T05:59:59Z", "")
					+ "," + CanvasSyncTests.assignment(98770, 1234, "MP5: Graphs", "2030-03-22T05:59:59Z", "") + "]")));
		assertThat(sync().json().path("created").asInt()).isEqualTo(2);
		assertThat(titles()).containsExactly("MP4: Trees", "MP5: Graphs");

		// MP5 was deleted at Canvas; the next sync's listing of the course lacks it.
		server.stubFor(get(urlPathEqualTo("/api/v1/courses/1234/assignments")).atPriority(1)
			.willReturn(okJson(
					"[" + CanvasSyncTests.assignment(98765, 1234, "MP4: Trees", "2030-03-08T05:59:59Z", "") + "]")));
		Response second = sync();

		assertThat(second.status()).as(second.toString()).isEqualTo(200);
		assertThat(second.json().path("deleted").asInt()).isEqualTo(1);
		assertThat(titles()).containsExactly("MP4: Trees");

		// And a third, again in that millisecond, with MP5 back: it is there again.
		server.stubFor(get(urlPathEqualTo("/api/v1/courses/1234/assignments")).atPriority(1)
			.willReturn(okJson(
					"[" + CanvasSyncTests.assignment(98770, 1234, "MP5: Graphs", "2030-03-22T05:59:59Z", "") + "]")));
		assertThat(sync().json().path("deleted").asInt()).isEqualTo(1);
		assertThat(titles()).containsExactly("MP5: Graphs");
	}

	private Response sync() {
		return this.api.post("/api/unified/sync", json("{'provider':'canvas'}"));
	}

	private List<String> titles() {
		List<String> titles = new ArrayList<>();
		this.api.get("/api/unified/events?source=canvas&start=2030-01-01T00:00:00Z&end=2030-12-31T00:00:00Z")
			.json()
			.path("events")
			.forEach((event) -> titles.add(event.path("title").asString()));
		return titles;
	}

}
