package dev.kairos.sync;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import dev.kairos.providers.Provider;
import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.IntegrationTest;
import dev.kairos.test.ProviderFakes;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.context.ContextConfiguration;

import static com.github.tomakehurst.wiremock.client.WireMock.absent;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static dev.kairos.test.Api.json;
import static dev.kairos.test.ProviderFakes.server;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Syncs of one user and provider never overlap, whether asked for by the API or by the
 * background sweep.
 */
@IntegrationTest
@ContextConfiguration(initializers = ProviderFakes.Initializer.class)
class SyncConcurrencyTests {

	private static final String EVENTS = "/calendar/v3/calendars/primary/events";

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Autowired
	private JdbcClient jdbc;

	@Autowired
	private SyncScheduler scheduler;

	private TestUsers.Caller caller;

	private Api api;

	@BeforeEach
	void connectGoogle() {
		ProviderFakes.reset();
		this.caller = this.users.create();
		this.api = new Api(this.port, this.caller.key());
		ProviderFakes.connect(this.api, this.port, Provider.GOOGLE);
		server.stubFor(get(urlPathEqualTo(EVENTS)).withQueryParam("syncToken", absent())
			.willReturn(okJson(GoogleFixtures.page("\"nextSyncToken\":\"sync-1\"",
					GoogleFixtures.timed("a", "A", "2030-03-05T14:00:00Z", "2030-03-05T15:00:00Z"),
					GoogleFixtures.timed("b", "B", "2030-03-06T14:00:00Z", "2030-03-06T15:00:00Z")))
				.withFixedDelay(700)));
		server.stubFor(get(urlPathEqualTo(EVENTS)).withQueryParam("syncToken", equalTo("sync-1"))
			.willReturn(okJson(GoogleFixtures.page("\"nextSyncToken\":\"sync-1\""))));
	}

	@Test
	void concurrentSyncsNeverWriteTwice() throws Exception {
		int requests = 4;
		CountDownLatch start = new CountDownLatch(1);
		ExecutorService pool = Executors.newFixedThreadPool(requests);
		try {
			List<Future<Response>> responses = new ArrayList<>();
			for (int i = 0; i < requests; i++) {
				responses.add(pool.submit(() -> {
					start.await();
					return this.api.post("/api/unified/sync", json("{'provider':'google'}"));
				}));
			}
			start.countDown();
			int created = 0;
			int succeeded = 0;
			for (Future<Response> response : responses) {
				Response result = response.get();
				assertThat(result.status()).as(result.toString()).isIn(200, 409);
				if (result.status() == 200) {
					succeeded++;
					created += result.json().path("created").asInt();
				}
				else {
					assertThat(result.text("type")).endsWith("/problems/sync-in-progress");
				}
			}
			assertThat(succeeded).isPositive();
			assertThat(created).isEqualTo(2);
		}
		finally {
			pool.shutdownNow();
		}
		assertThat(rows()).isEqualTo(2);
	}

	@Test
	void disconnectingWhileASyncReadsLeavesNothingBehind() throws Exception {
		ExecutorService pool = Executors.newSingleThreadExecutor();
		try {
			Future<Response> sync = pool
				.submit(() -> this.api.post("/api/unified/sync", json("{'provider':'google'}")));
			// The fake answers after 700 ms; disconnect meanwhile.
			Thread.sleep(300);
			assertThat(this.api.delete("/api/connections/google").status()).isEqualTo(204);
			Response result = sync.get();
			assertThat(result.status()).as(result.toString()).isIn(200, 409);
		}
		finally {
			pool.shutdownNow();
		}
		assertThat(rows()).isZero();
	}

	@Test
	void theBackgroundSweepSyncsEveryConnection() {
		this.scheduler.syncAll();

		assertThat(rows()).isEqualTo(2);
		String lastSynced = this.api.get("/api/connections")
			.json()
			.path("connections")
			.get(0)
			.path("last_synced_at")
			.asString();
		assertThat(lastSynced).isNotBlank();
	}

	private int rows() {
		return this.jdbc.sql("select count(*) from external_events where user_id = :id")
			.param("id", this.caller.user().id())
			.query(Integer.class)
			.single();
	}

}
