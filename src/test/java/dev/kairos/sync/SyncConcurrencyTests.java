package dev.kairos.sync;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import dev.kairos.providers.Provider;
import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.IntegrationTest;
import dev.kairos.test.ProviderFakes;
import dev.kairos.test.ProviderFakes.Hold;
import com.github.tomakehurst.wiremock.stubbing.Scenario;
import tools.jackson.databind.JsonNode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.context.ContextConfiguration;
import org.springframework.test.context.TestPropertySource;

import static com.github.tomakehurst.wiremock.client.WireMock.absent;
import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.matching;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static dev.kairos.test.Api.json;
import static dev.kairos.test.ProviderFakes.server;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Syncs of one user and provider never overlap, whether asked for by the API or by the
 * background job (SyncJobsTests). A fake provider holds its answer until the test
 * releases it, so the interleavings are forced, not timed.
 */
@IntegrationTest
@ContextConfiguration(initializers = ProviderFakes.Initializer.class)
// A held answer must not time out while the test acts.
@TestPropertySource(properties = "kairos.providers.http.read-timeout=60s")
class SyncConcurrencyTests {

	private static final String EVENTS = "/calendar/v3/calendars/primary/events";

	private static final String FIRST_PAGE = GoogleFixtures.page("\"nextSyncToken\":\"sync-1\"",
			GoogleFixtures.timed("a", "A", "2030-03-05T14:00:00Z", "2030-03-05T15:00:00Z"),
			GoogleFixtures.timed("b", "B", "2030-03-06T14:00:00Z", "2030-03-06T15:00:00Z"));

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Autowired
	private JdbcClient jdbc;

	private TestUsers.Caller caller;

	private Api api;

	@BeforeEach
	void connectGoogle() {
		ProviderFakes.reset();
		this.caller = this.users.create();
		this.api = new Api(this.port, this.caller.key());
		ProviderFakes.connect(this.api, this.port, Provider.GOOGLE);
		server.stubFor(get(urlPathEqualTo(EVENTS)).withQueryParam("syncToken", absent())
			.willReturn(okJson(FIRST_PAGE).withTransformers(Hold.NAME)));
		server.stubFor(get(urlPathEqualTo(EVENTS)).withQueryParam("syncToken", equalTo("sync-1"))
			.willReturn(okJson(GoogleFixtures.page("\"nextSyncToken\":\"sync-1\""))));
	}

	@Test
	void aSyncAskedForWhileOneRunsIsRefusedAndNothingIsWrittenTwice() throws Exception {
		ExecutorService pool = Executors.newFixedThreadPool(2);
		try {
			Future<Response> first = pool
				.submit(() -> this.api.post("/api/unified/sync", json("{'provider':'google'}")));
			// The first sync is reading from the provider, holding the user's sync lock.
			Hold.awaitRequest();
			for (int i = 0; i < 3; i++) {
				Response refused = this.api.post("/api/unified/sync", json("{'provider':'google'}"));
				assertThat(refused.status()).as(refused.toString()).isEqualTo(409);
				assertThat(refused.text("type")).endsWith("/problems/sync-in-progress");
			}
			Hold.release();
			Response result = first.get();
			assertThat(result.status()).as(result.toString()).isEqualTo(200);
			assertThat(result.json().path("created").asInt()).isEqualTo(2);
		}
		finally {
			Hold.release();
			pool.shutdownNow();
		}
		assertThat(rows()).isEqualTo(2);
		Response again = this.api.post("/api/unified/sync", json("{'provider':'google'}"));
		assertThat(again.status()).isEqualTo(200);
		assertThat(rows()).isEqualTo(2);
	}

	@Test
	void disconnectingWhileASyncReadsLeavesNothingBehind() throws Exception {
		ExecutorService pool = Executors.newSingleThreadExecutor();
		try {
			Future<Response> sync = pool
				.submit(() -> this.api.post("/api/unified/sync", json("{'provider':'google'}")));
			// The provider has the request and has not answered yet: disconnect
			// meanwhile.
			Hold.awaitRequest();
			assertThat(this.api.delete("/api/connections/google").status()).isEqualTo(204);
			Hold.release();
			Response result = sync.get();
			assertThat(result.status()).as(result.toString()).isEqualTo(409);
		}
		finally {
			Hold.release();
			pool.shutdownNow();
		}
		assertThat(rows()).isZero();
	}

	private int rows() {
		return this.jdbc.sql("select count(*) from external_events where user_id = :id")
			.param("id", this.caller.user().id())
			.query(Integer.class)
			.single();
	}

}
