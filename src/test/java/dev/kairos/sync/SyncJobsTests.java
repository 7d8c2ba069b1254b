package dev.kairos.sync;

import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import dev.kairos.KairosApplication;
import dev.kairos.providers.Provider;
import dev.kairos.security.TestUsers;
import dev.kairos.security.TestUsers.Caller;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.OwnDatabase;
import dev.kairos.test.ProviderFakes;
import dev.kairos.test.ProviderFakes.Hold;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.simple.JdbcClient;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static dev.kairos.test.Api.json;
import static dev.kairos.test.ProviderFakes.server;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Background sync as per-connection jobs, with two instances of the service on a database
 * of their own (H2, or a PostgreSQL schema with {@code -Ppostgres-tests}), both running
 * jobs: a connection is synced at once and then every interval; a failing one backs off,
 * doubling; a removed one loses its job; a crashed instance's claim is taken over; the
 * instances share connections without syncing one twice; "sync now" never overlaps the
 * job. Time-outs below only bound how long a test waits for work that runs on its own.
 */
class SyncJobsTests {

	private static final String EVENTS = "/calendar/v3/calendars/primary/events";

	private static final Duration INTERVAL = Duration.ofMinutes(15);

	private static final String TWO_EVENTS = GoogleFixtures.page("\"nextSyncToken\":\"jobs-1\"",
			GoogleFixtures.timed("a", "A", "2030-03-05T14:00:00Z", "2030-03-05T15:00:00Z"),
			GoogleFixtures.timed("b", "B", "2030-03-06T14:00:00Z", "2030-03-06T15:00:00Z"));

	private static ConfigurableApplicationContext first;

	private static ConfigurableApplicationContext second;

	private static JdbcClient jdbc;

	@BeforeAll
	static void startTwoInstances() throws Exception {
		String url = OwnDatabase.url("jobs");
		first = start(url);
		second = start(url);
		jdbc = first.getBean(JdbcClient.class);
	}

	@AfterAll
	static void stop() {
		if (second != null) {
			second.close();
		}
		if (first != null) {
			first.close();
		}
	}

	@BeforeEach
	void resetProvider() {
		ProviderFakes.reset();
		server.stubFor(get(urlPathEqualTo(EVENTS)).willReturn(okJson(TWO_EVENTS)));
	}

	@Test
	void aNewConnectionIsSyncedAtOnceThenOneIntervalAfterEachSync() {
		Caller user = connectGoogle(null);

		Job job = awaitIdle(user, (j) -> j.lastSuccess() != null);
		assertThat(syncedRows(user)).isEqualTo(2);
		assertThat(job.failures()).isZero();
		assertThat(job.executionTime()).isEqualTo(job.lastSuccess().plus(INTERVAL));
		assertThat(lastSyncedAt(user)).isNotBlank();
	}

	@Test
	void aFailingConnectionWaitsOneIntervalThenTwiceAsLongAfterEachFailureInARow() {
		server.stubFor(get(urlPathEqualTo(EVENTS)).atPriority(1)
			.withHeader("Authorization", equalTo("Bearer failing"))
			.willReturn(aResponse().withStatus(400)
				.withHeader("Content-Type", "application/json")
				.withBody(ProviderFakes.googleError(400, "badRequest", "Bad Request", "INVALID_ARGUMENT"))));
		Caller user = connectGoogle("failing");

		Job once = awaitIdle(user, (j) -> j.failures() == 1);
		assertThat(once.executionTime()).isEqualTo(once.lastFailure().plus(INTERVAL));
		assertThat(once.lastSuccess()).isNull();
		assertThat(lastError(user)).contains("400");

		// Two failures already: the third waits four intervals.
		jdbc.sql(
				"update sync_jobs_google set consecutive_failures = 2, execution_time = :now where task_instance = :id")
			.param("now", OffsetDateTime.now(ZoneOffset.UTC))
			.param("id", user.user().id().toString())
			.update();
		checkNow();
		Job third = awaitIdle(user, (j) -> j.failures() == 3);
		assertThat(third.executionTime()).isEqualTo(third.lastFailure().plus(INTERVAL.multipliedBy(4)));

		// The provider answers again: the next sync succeeds and the count starts over.
		server.stubFor(get(urlPathEqualTo(EVENTS)).atPriority(1)
			.withHeader("Authorization", equalTo("Bearer failing"))
			.willReturn(okJson(TWO_EVENTS)));
		dueNow(user);
		Job recovered = awaitIdle(user, (j) -> j.failures() == 0);
		assertThat(recovered.executionTime()).isEqualTo(recovered.lastSuccess().plus(INTERVAL));
		assertThat(syncedRows(user)).isEqualTo(2);
	}

	@Test
	void aRemovedConnectionLosesItsJob() {
		Caller user = connectGoogle(null);
		awaitIdle(user, (j) -> j.lastSuccess() != null);

		Response removed = new Api(port(first), user.key()).delete("/api/connections/google");

		assertThat(removed.status()).isEqualTo(204);
		assertThat(job(user)).isEmpty();
	}

	@Test
	void aJobWhoseConnectionIsGoneEndsWhenItRuns() {
		String nobody = UUID.randomUUID().toString();
		jdbc.sql("""
				insert into sync_jobs_google (task_name, task_instance, execution_time, picked, version)
				values ('sync', :id, :now, false, 1)""")
			.param("id", nobody)
			.param("now", OffsetDateTime.now(ZoneOffset.UTC))
			.update();
		checkNow();

		await().atMost(Duration.ofSeconds(30)).until(() -> jobRow(nobody).isEmpty());
		server.verify(0, getRequestedFor(urlPathEqualTo(EVENTS)));
	}

	@Test
	void aConnectionWithoutAJobGetsOneWithinAnInterval() {
		Caller user = connectGoogle(null);
		awaitIdle(user, (j) -> j.lastSuccess() != null);
		jdbc.sql("delete from sync_jobs_google where task_instance = :id")
			.param("id", user.user().id().toString())
			.update();
		Instant before = Instant.now();

		jdbc.sql("update sync_jobs_google set execution_time = :now where task_name = :task")
			.param("now", OffsetDateTime.now(ZoneOffset.UTC))
			.param("task", SyncJobs.SCHEDULE_MISSING)
			.update();
		checkNow();

		await().atMost(Duration.ofSeconds(30)).until(() -> job(user).isPresent());
		assertThat(job(user).orElseThrow().executionTime()).isBetween(before, Instant.now().plus(INTERVAL));
	}

	@Test
	void aJobClaimedByAnInstanceThatStoppedBeatingIsRunByAnother() {
		Caller user = connectGoogle(null);
		Job synced = awaitIdle(user, (j) -> j.lastSuccess() != null);
		server.stubFor(get(urlPathEqualTo(EVENTS)).willReturn(okJson(GoogleFixtures.page("\"nextSyncToken\":\"jobs-2\"",
				GoogleFixtures.timed("c", "C", "2030-03-07T14:00:00Z", "2030-03-07T15:00:00Z")))));
		// As an instance leaves it when killed in the middle of the sync.
		OffsetDateTime longAgo = OffsetDateTime.now(ZoneOffset.UTC).minusHours(1);
		jdbc.sql("""
				update sync_jobs_google set picked = true, picked_by = 'killed-instance', last_heartbeat = :longAgo,
				execution_time = :longAgo, version = version + 1 where task_instance = :id""")
			.param("longAgo", longAgo)
			.param("id", user.user().id().toString())
			.update();

		Job taken = awaitIdle(user, (j) -> j.lastSuccess().isAfter(synced.lastSuccess()));
		assertThat(taken.executionTime()).isEqualTo(taken.lastSuccess().plus(INTERVAL));
		assertThat(syncedRows(user)).isEqualTo(3);
	}

	@Test
	void twoInstancesShareTheConnectionsAndSyncEachOnce() {
		List<Caller> users = new ArrayList<>();
		for (int i = 0; i < 8; i++) {
			users.add(connectGoogle("shared-" + i));
		}

		for (Caller user : users) {
			awaitIdle(user, (j) -> j.lastSuccess() != null);
		}
		for (int i = 0; i < users.size(); i++) {
			server.verify(1,
					getRequestedFor(urlPathEqualTo(EVENTS)).withHeader("Authorization", equalTo("Bearer shared-" + i)));
			assertThat(syncedRows(users.get(i))).isEqualTo(2);
		}
	}

	@Test
	void syncNowWhileTheJobSyncsIsRefusedAndTheJobFinishes() throws Exception {
		server.stubFor(get(urlPathEqualTo(EVENTS)).willReturn(okJson(TWO_EVENTS).withTransformers(Hold.NAME)));
		Caller user = connectGoogle(null);
		try {
			// The job is reading from the provider, holding the connection's sync lock.
			Hold.awaitRequest();
			Response refused = new Api(port(second), user.key()).post("/api/unified/sync",
					json("{'provider':'google'}"));
			assertThat(refused.status()).as(refused.toString()).isEqualTo(409);
			assertThat(refused.text("type")).endsWith("/problems/sync-in-progress");
		}
		finally {
			Hold.release();
		}
		awaitIdle(user, (j) -> j.lastSuccess() != null);
		assertThat(syncedRows(user)).isEqualTo(2);
		server.verify(1, getRequestedFor(urlPathEqualTo(EVENTS)));
	}

	/**
	 * A new user connects Google, with the access token the fake grants (its default when
	 * null).
	 */
	private static Caller connectGoogle(@Nullable String accessToken) {
		if (accessToken != null) {
			ProviderFakes.stubToken("/token", "authorization_code", """
					{"access_token":"%s","expires_in":3599,"refresh_token":"r","token_type":"Bearer",
					 "scope":"https://www.googleapis.com/auth/calendar.readonly openid","id_token":"%s"}"""
				.formatted(accessToken, ProviderFakes.idToken(accessToken + "@example.com", "Jobs")));
		}
		Caller user = first.getBean(TestUsers.class).create();
		ProviderFakes.connect(new Api(port(first), user.key()), port(first), Provider.GOOGLE);
		return user;
	}

	/** Wait for the user's job to be scheduled, not running, and to satisfy the test. */
	private static Job awaitIdle(Caller user, java.util.function.Predicate<Job> done) {
		return await().atMost(Duration.ofSeconds(30))
			.until(() -> job(user).filter((j) -> !j.picked() && done.test(j)).orElse(null), (j) -> j != null);
	}

	private static void dueNow(Caller user) {
		jdbc.sql("update sync_jobs_google set execution_time = :now where task_instance = :id")
			.param("now", OffsetDateTime.now(ZoneOffset.UTC))
			.param("id", user.user().id().toString())
			.update();
		checkNow();
	}

	private static void checkNow() {
		first.getBean(SyncJobs.class).checkNow();
		second.getBean(SyncJobs.class).checkNow();
	}

	private static Optional<Job> job(Caller user) {
		return jobRow(user.user().id().toString());
	}

	private static Optional<Job> jobRow(String id) {
		return jdbc.sql("""
				select execution_time, picked, last_success, last_failure, consecutive_failures
				from sync_jobs_google where task_name = 'sync' and task_instance = :id""")
			.param("id", id)
			.query((rs, row) -> new Job(instant(rs.getObject(1, OffsetDateTime.class)), rs.getBoolean(2),
					instant(rs.getObject(3, OffsetDateTime.class)), instant(rs.getObject(4, OffsetDateTime.class)),
					rs.getInt(5)))
			.optional();
	}

	private static @Nullable Instant instant(@Nullable OffsetDateTime time) {
		return (time != null) ? time.toInstant() : null;
	}

	private static int syncedRows(Caller user) {
		return jdbc.sql("select count(*) from external_events where user_id = :id")
			.param("id", user.user().id())
			.query(Integer.class)
			.single();
	}

	private static String lastSyncedAt(Caller user) {
		return connection(user).path("last_synced_at").asString();
	}

	private static String lastError(Caller user) {
		return connection(user).path("last_error").asString();
	}

	private static tools.jackson.databind.JsonNode connection(Caller user) {
		return new Api(port(first), user.key()).get("/api/connections").json().path("connections").get(0);
	}

	private static ConfigurableApplicationContext start(String url) {
		return new SpringApplicationBuilder(KairosApplication.class).initializers(new ProviderFakes.Initializer())
			.run("--server.port=0", "--spring.datasource.url=" + url, "--kairos.sync.interval=15m",
					"--kairos.sync.poll-interval=100ms", "--kairos.sync.heartbeat=100ms",
					// A held answer must not time out while the test acts.
					"--kairos.providers.http.read-timeout=60s");
	}

	private static int port(ConfigurableApplicationContext context) {
		return ((WebServerApplicationContext) context).getWebServer().getPort();
	}

	/** A connection's job row. */
	record Job(Instant executionTime, boolean picked, @Nullable Instant lastSuccess, @Nullable Instant lastFailure,
			int failures) {

	}

}
