package dev.kairos.sync;

import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

import dev.kairos.providers.Provider;
import dev.kairos.security.TestUsers;
import dev.kairos.security.TestUsers.Caller;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.Instances;
import dev.kairos.test.OwnDatabase;
import dev.kairos.test.ProviderFakes;
import dev.kairos.test.ProviderFakes.Hold;
import tools.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.simple.JdbcClient;

import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static dev.kairos.test.ProviderFakes.server;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A notification that arrives while its connection syncs makes the job run again after
 * the push delay, not at the scheduler's next poll: here the instance polls for due jobs
 * every five minutes (the default is 10 s, which a test would hardly tell from the 2 s
 * delay), so only a wake-up brings either run within the waits below: the first, after a
 * notification to an idle connection, and the second, after one during its sync. The push
 * benchmark found it taking 10 s (bench/README.md, "push").
 */
class PushFollowUpTests {

	private static final String EVENTS = "/calendar/v3/calendars/primary/events";

	private static final Duration POLL = Duration.ofMinutes(5);

	private static ConfigurableApplicationContext instance;

	@BeforeAll
	static void startSlowPollingInstance() throws Exception {
		instance = Instances.start(OwnDatabase.url("push_follow_up"), "--kairos.sync.interval=15m",
				"--kairos.sync.poll-interval=" + POLL.toSeconds() + "s", "--kairos.providers.http.read-timeout=60s");
	}

	@AfterAll
	static void stop() {
		Instances.stop(instance);
	}

	@Test
	void aNotificationDuringASyncMakesTheJobRunAgainAfterThePushDelay() throws Exception {
		int port = Instances.port(instance);
		Caller user = instance.getBean(TestUsers.class).create();
		JsonNode watch = connectWithWatchChannel(user, "f-1");
		// Incremental reads are held until the test lets them go.
		server.stubFor(get(urlPathEqualTo(EVENTS)).atPriority(1)
			.withQueryParam("syncToken", equalTo("f-1"))
			.willReturn(okJson(GoogleFixtures.page("\"nextSyncToken\":\"f-1\"")).withTransformers(Hold.NAME)));

		Response first = SyncJobsTests.googleNotification(port, watch.path("id").asString(),
				watch.path("token").asString(), "exists");
		assertThat(first.status()).as(first.toString()).isEqualTo(200);
		Hold.awaitRequest();
		// The job is reading the calendar when the second notification comes.
		Response second = SyncJobsTests.googleNotification(port, watch.path("id").asString(),
				watch.path("token").asString(), "exists");
		assertThat(second.status()).as(second.toString()).isEqualTo(200);
		Hold.release();

		// Well under the five minutes the scheduler waits between polls.
		await().atMost(Duration.ofSeconds(20))
			.untilAsserted(() -> server.verify(2,
					getRequestedFor(urlPathEqualTo(EVENTS)).withQueryParam("syncToken", equalTo("f-1"))));
	}

	@Test
	void aNotificationToAnIdleConnectionSyncsItAfterThePushDelay() throws Exception {
		int port = Instances.port(instance);
		Caller user = instance.getBean(TestUsers.class).create();
		JsonNode watch = connectWithWatchChannel(user, "i-1");
		awaitIdle(user);
		server.stubFor(get(urlPathEqualTo(EVENTS)).atPriority(1)
			.withQueryParam("syncToken", equalTo("i-1"))
			.willReturn(okJson(GoogleFixtures.page("\"nextSyncToken\":\"i-2\""))));

		Response notified = SyncJobsTests.googleNotification(port, watch.path("id").asString(),
				watch.path("token").asString(), "exists");
		assertThat(notified.status()).as(notified.toString()).isEqualTo(200);

		// Well under the five minutes the scheduler waits between polls.
		await().atMost(Duration.ofSeconds(20))
			.untilAsserted(() -> server.verify(1,
					getRequestedFor(urlPathEqualTo(EVENTS)).withQueryParam("syncToken", equalTo("i-1"))));
	}

	/**
	 * A notification never puts a job off: one due sooner than the push delay (here a
	 * minute overdue, waiting for the scheduler's next poll) keeps its time.
	 */
	@Test
	void aNotificationLeavesAJobDueSoonerThanThePushDelayWhereItIs() throws Exception {
		int port = Instances.port(instance);
		Caller user = instance.getBean(TestUsers.class).create();
		JsonNode watch = connectWithWatchChannel(user, "d-1");
		awaitIdle(user);
		JdbcClient jdbc = instance.getBean(JdbcClient.class);
		String id = user.user().id().toString();
		OffsetDateTime overdue = OffsetDateTime.now(ZoneOffset.UTC).minusMinutes(1).withNano(0);
		jdbc.sql("update sync_jobs_google set execution_time = :due where task_instance = :id")
			.param("due", overdue)
			.param("id", id)
			.update();

		Response notified = SyncJobsTests.googleNotification(port, watch.path("id").asString(),
				watch.path("token").asString(), "exists");

		assertThat(notified.status()).as(notified.toString()).isEqualTo(200);
		assertThat(jdbc.sql("select execution_time from sync_jobs_google where task_instance = :id")
			.param("id", id)
			.query(OffsetDateTime.class)
			.single()
			.toInstant()).isEqualTo(overdue.toInstant());
	}

	/**
	 * Wait until the user's job is idle: its first sync is over and its next run is the
	 * push poll, hours away.
	 */
	private static void awaitIdle(Caller user) {
		JdbcClient jdbc = instance.getBean(JdbcClient.class);
		await().atMost(Duration.ofSeconds(30))
			.until(() -> jdbc.sql("""
					select count(*) from sync_jobs_google
					where task_instance = :id and picked = false and execution_time > :hourAway""")
				.param("id", user.user().id().toString())
				.param("hourAway", OffsetDateTime.now(ZoneOffset.UTC).plusHours(1))
				.query(Integer.class)
				.single() == 1);
	}

	/**
	 * Connect Google for the user, whose first sync lists one event and ends with
	 * {@code syncToken}, and return the watch request the sync made, once the service has
	 * stored its channel (the fake answers the watch before the sync's transaction
	 * commits: a notification sent in between finds no channel, 404).
	 */
	private static JsonNode connectWithWatchChannel(Caller user, String syncToken) {
		ProviderFakes.reset();
		SyncJobsTests.stubGoogleWatch();
		server.stubFor(get(urlPathEqualTo(EVENTS))
			.willReturn(okJson(GoogleFixtures.page("\"nextSyncToken\":\"" + syncToken + "\"",
					GoogleFixtures.timed("a", "A", "2030-03-05T14:00:00Z", "2030-03-05T15:00:00Z")))));
		int port = Instances.port(instance);
		ProviderFakes.connect(new Api(port, user.key()), port, Provider.GOOGLE);
		await().atMost(Duration.ofSeconds(30))
			.untilAsserted(() -> server.verify(1,
					postRequestedFor(urlPathEqualTo("/calendar/v3/calendars/primary/events/watch"))));
		JsonNode watch = SyncJobsTests
			.onlyBody(postRequestedFor(urlPathEqualTo("/calendar/v3/calendars/primary/events/watch")));
		JdbcClient jdbc = instance.getBean(JdbcClient.class);
		await().atMost(Duration.ofSeconds(30))
			.until(() -> jdbc.sql("select count(*) from push_channels where provider = 'google' and channel_id = :id")
				.param("id", watch.path("id").asString())
				.query(Integer.class)
				.single() == 1);
		return watch;
	}

}
