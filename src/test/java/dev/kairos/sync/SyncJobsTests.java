package dev.kairos.sync;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import dev.kairos.providers.Provider;
import dev.kairos.security.TestUsers;
import dev.kairos.security.TestUsers.Caller;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.Instances;
import dev.kairos.test.OwnDatabase;
import dev.kairos.test.ProviderFakes;
import dev.kairos.test.ProviderFakes.Hold;
import com.github.tomakehurst.wiremock.matching.RequestPatternBuilder;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.simple.JdbcClient;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.patch;
import static com.github.tomakehurst.wiremock.client.WireMock.patchRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
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
 * job. Push: a synced connection opens a Google watch channel or a Graph subscription
 * (where the provider fake answers it; elsewhere the watch call fails and the connection
 * is polled as before), is then polled only every 6 hours, and syncs soon after a
 * notification that carries its channel's secret; channels are renewed before their end
 * and stopped on disconnect. Time-outs below only bound how long a test waits for work
 * that runs on its own.
 */
class SyncJobsTests {

	private static final String EVENTS = "/calendar/v3/calendars/primary/events";

	private static final Duration INTERVAL = Duration.ofMinutes(15);

	private static final Duration PUSH_POLL = Duration.ofHours(6);

	private static final String WATCH = "/calendar/v3/calendars/primary/events/watch";

	private static final String DELTA = "/v1.0/me/calendarView/delta";

	private static final String TWO_EVENTS = GoogleFixtures.page("\"nextSyncToken\":\"jobs-1\"",
			GoogleFixtures.timed("a", "A", "2030-03-05T14:00:00Z", "2030-03-05T15:00:00Z"),
			GoogleFixtures.timed("b", "B", "2030-03-06T14:00:00Z", "2030-03-06T15:00:00Z"));

	private static ConfigurableApplicationContext first;

	private static ConfigurableApplicationContext second;

	private static JdbcClient jdbc;

	@BeforeAll
	static void startTwoInstances() throws Exception {
		String url = OwnDatabase.url("jobs");
		// A held answer must not time out while the test acts.
		String[] jobs = { "--kairos.sync.interval=15m", "--kairos.sync.poll-interval=100ms",
				"--kairos.sync.heartbeat=100ms", "--kairos.providers.http.read-timeout=60s" };
		first = Instances.start(url, jobs);
		second = Instances.start(url, jobs);
		jdbc = first.getBean(JdbcClient.class);
	}

	@AfterAll
	static void stop() {
		Instances.stop(first, second);
	}

	@BeforeEach
	void resetProvider() {
		ProviderFakes.reset();
		jdbc.sql("delete from push_channels").update();
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

		Response removed = new Api(Instances.port(first), user.key()).delete("/api/connections/google");

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

		Job taken = awaitIdle(user, (j) -> after(j.lastSuccess(), synced.lastSuccess()));
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
		// Only this user's reads are held and counted: a job of an earlier test's
		// user may read from the fake meanwhile.
		server.stubFor(get(urlPathEqualTo(EVENTS)).atPriority(1)
			.withHeader("Authorization", equalTo("Bearer held"))
			.willReturn(okJson(TWO_EVENTS).withTransformers(Hold.NAME)));
		Caller user = connectGoogle("held");
		try {
			// The job is reading from the provider, holding the connection's sync lock.
			Hold.awaitRequest();
			Response refused = new Api(Instances.port(second), user.key()).post("/api/unified/sync",
					json("{'provider':'google'}"));
			assertThat(refused.status()).as(refused.toString()).isEqualTo(409);
			assertThat(refused.text("type")).endsWith("/problems/sync-in-progress");
		}
		finally {
			Hold.release();
		}
		awaitIdle(user, (j) -> j.lastSuccess() != null);
		assertThat(syncedRows(user)).isEqualTo(2);
		server.verify(1, getRequestedFor(urlPathEqualTo(EVENTS)).withHeader("Authorization", equalTo("Bearer held")));
	}

	@Test
	void aSyncedGoogleConnectionOpensAWatchChannelAndANotificationSyncsItSoon() throws Exception {
		stubGoogleWatch();
		Caller user = connectGoogle(null);
		Job pushed = awaitIdle(user, (j) -> j.lastSuccess() != null);
		JsonNode watch = onlyBody(postRequestedFor(urlPathEqualTo(WATCH)));
		assertThat(watch.path("type").asString()).isEqualTo("web_hook");
		assertThat(watch.path("address").asString()).isEqualTo("http://localhost:8080/api/push/google");
		assertThat(watch.path("token").asString()).hasSizeGreaterThanOrEqualTo(43);
		assertThat(Instant.ofEpochMilli(watch.path("expiration").asLong()))
			.isAfter(Instant.now().plus(Duration.ofHours(69)));
		// With a channel open, polling slows to the safety interval.
		assertThat(pushed.executionTime()).isEqualTo(pushed.lastSuccess().plus(PUSH_POLL));
		server.stubFor(get(urlPathEqualTo(EVENTS)).withQueryParam("syncToken", equalTo("jobs-1"))
			.willReturn(okJson(GoogleFixtures.page("\"nextSyncToken\":\"jobs-2\"",
					GoogleFixtures.timed("c", "C", "2030-03-07T14:00:00Z", "2030-03-07T15:00:00Z")))));

		Response notified = googleNotification(watch.path("id").asString(), watch.path("token").asString(), "exists");

		assertThat(notified.status()).as(notified.toString()).isEqualTo(200);
		Job synced = awaitIdle(user, (j) -> after(j.lastSuccess(), pushed.lastSuccess()));
		assertThat(syncedRows(user)).isEqualTo(3);
		assertThat(synced.executionTime()).isEqualTo(synced.lastSuccess().plus(PUSH_POLL));
	}

	@Test
	void aNotificationWithAWrongTokenOrAnUnknownChannelIsRefusedAndSyncsNothing() {
		stubGoogleWatch();
		Caller user = connectGoogle(null);
		Job pushed = awaitIdle(user, (j) -> j.lastSuccess() != null);
		JsonNode watch = onlyBody(postRequestedFor(urlPathEqualTo(WATCH)));

		Response wrongToken = googleNotification(watch.path("id").asString(), "not-the-token", "exists");
		Response noToken = googleNotification(watch.path("id").asString(), null, "exists");
		Response unknown = googleNotification(UUID.randomUUID().toString(), watch.path("token").asString(), "exists");
		Response noChannel = googleNotification(null, watch.path("token").asString(), "exists");

		assertThat(wrongToken.status()).isEqualTo(403);
		assertThat(wrongToken.text("type")).endsWith("/problems/push-refused");
		assertThat(noToken.status()).isEqualTo(403);
		assertThat(unknown.status()).isEqualTo(404);
		assertThat(unknown.text("type")).endsWith("/problems/unknown-channel");
		assertThat(noChannel.status()).isEqualTo(400);
		assertThat(job(user).orElseThrow().executionTime()).isEqualTo(pushed.executionTime());
		server.verify(1, getRequestedFor(urlPathEqualTo(EVENTS)));
	}

	@Test
	void aGoogleChannelNearItsEndIsReplacedAndTheOldOneStopped() {
		stubGoogleWatch();
		Caller user = connectGoogle(null);
		awaitIdle(user, (j) -> j.lastSuccess() != null);
		JsonNode first = onlyBody(postRequestedFor(urlPathEqualTo(WATCH)));
		jdbc.sql("update push_channels set expires_at = :soon")
			.param("soon", OffsetDateTime.now(ZoneOffset.UTC).plusHours(1))
			.update();

		dueNow(user);

		await().atMost(Duration.ofSeconds(30))
			.untilAsserted(() -> server.verify(1, postRequestedFor(urlPathEqualTo("/calendar/v3/channels/stop"))));
		JsonNode stop = onlyBody(postRequestedFor(urlPathEqualTo("/calendar/v3/channels/stop")));
		assertThat(stop.path("id").asString()).isEqualTo(first.path("id").asString());
		assertThat(stop.path("resourceId").asString()).isEqualTo("resource-" + first.path("id").asString());
		// The job stops the old channel at Google, then removes its row: wait for the row
		// too.
		await().atMost(Duration.ofSeconds(30)).untilAsserted(() -> {
			List<String> channels = jdbc
				.sql("select channel_id from push_channels where user_id = :id and stale = false")
				.param("id", user.user().id())
				.query(String.class)
				.list();
			assertThat(channels).singleElement().isNotEqualTo(first.path("id").asString());
			assertThat(jdbc.sql("select count(*) from push_channels").query(Integer.class).single()).isEqualTo(1);
		});
	}

	@Test
	void disconnectingStopsTheChannelWhileItsTokenStillWorks() {
		stubGoogleWatch();
		Caller user = connectGoogle(null);
		awaitIdle(user, (j) -> j.lastSuccess() != null);
		JsonNode watch = onlyBody(postRequestedFor(urlPathEqualTo(WATCH)));

		assertThat(new Api(Instances.port(first), user.key()).delete("/api/connections/google").status())
			.isEqualTo(204);

		JsonNode stop = onlyBody(postRequestedFor(urlPathEqualTo("/calendar/v3/channels/stop"))
			.withHeader("Authorization", equalTo("Bearer google-access-1")));
		assertThat(stop.path("id").asString()).isEqualTo(watch.path("id").asString());
		assertThat(jdbc.sql("select count(*) from push_channels").query(Integer.class).single()).isZero();
	}

	@Test
	void graphValidatesTheAddressByAnEchoedToken() throws Exception {
		HttpResponse<String> echoed = HttpClient.newHttpClient()
			.send(HttpRequest
				.newBuilder(
						URI.create("http://localhost:" + Instances.port(first) + "/api/push/microsoft?validationToken="
								+ URLEncoder.encode("Validation: Testing client application reachability",
										StandardCharsets.UTF_8)))
				.header("Content-Type", "text/plain; charset=utf-8")
				.POST(HttpRequest.BodyPublishers.noBody())
				.build(), HttpResponse.BodyHandlers.ofString());

		assertThat(echoed.statusCode()).as(echoed.body()).isEqualTo(200);
		assertThat(echoed.headers().firstValue("Content-Type"))
			.hasValueSatisfying((type) -> assertThat(type).startsWith("text/plain"));
		assertThat(echoed.body()).isEqualTo("Validation: Testing client application reachability");
	}

	@Test
	void aGraphSubscriptionIsOpenedRenewedAndNotifiesWithItsClientState() {
		server.stubFor(get(urlPathEqualTo(DELTA)).willReturn(okJson(MicrosoftSyncTests
			.page("\"@odata.deltaLink\":\"" + ProviderFakes.baseUrl() + DELTA + "?$deltatoken=d1\""))));
		server.stubFor(post(urlPathEqualTo("/v1.0/subscriptions")).willReturn(aResponse().withStatus(201)
			.withHeader("Content-Type", "application/json")
			.withBody(
					"""
							{"@odata.context":"https://graph.microsoft.com/v1.0/$metadata#subscriptions/$entity",
							 "id":"7f105c7d-2dc5-4530-97cd-4e7ae6534c07","resource":"me/events","changeType":"created,updated,deleted",
							 "clientState":"{{jsonPath request.body '$.clientState'}}","notificationUrl":"{{jsonPath request.body '$.notificationUrl'}}",
							 "expirationDateTime":"{{jsonPath request.body '$.expirationDateTime'}}","creatorId":"8ee44408-0679-472c-bc2a-692812af3437"}""")
			.withTransformers("response-template")));
		server.stubFor(
				patch(urlPathEqualTo("/v1.0/subscriptions/7f105c7d-2dc5-4530-97cd-4e7ae6534c07")).willReturn(okJson("""
						{"id":"7f105c7d-2dc5-4530-97cd-4e7ae6534c07","resource":"me/events",
						 "expirationDateTime":"{{jsonPath request.body '$.expirationDateTime'}}"}""")
					.withTransformers("response-template")));
		Caller user = first.getBean(TestUsers.class).create();
		ProviderFakes.connect(new Api(Instances.port(first), user.key()), Instances.port(first), Provider.MICROSOFT);
		Job subscribed = awaitIdle(user, Provider.MICROSOFT, (j) -> j.lastSuccess() != null);
		JsonNode subscription = onlyBody(postRequestedFor(urlPathEqualTo("/v1.0/subscriptions")));
		assertThat(subscription.path("resource").asString()).isEqualTo("me/events");
		assertThat(subscription.path("changeType").asString()).isEqualTo("created,updated,deleted");
		String clientState = subscription.path("clientState").asString();
		// The secret is in the address too, checked before the body is read.
		assertThat(subscription.path("notificationUrl").asString())
			.isEqualTo("http://localhost:8080/api/push/microsoft/" + clientState);
		assertThat(subscribed.executionTime()).isEqualTo(subscribed.lastSuccess().plus(PUSH_POLL));
		String address = "/api/push/microsoft/" + clientState;

		String notification = """
				{"value":[{"subscriptionId":"7f105c7d-2dc5-4530-97cd-4e7ae6534c07","subscriptionExpirationDateTime":"2030-03-07T11:00:00Z",
				 "changeType":"updated","resource":"Users/8ee44408/Events/AAMkAGI1","clientState":"%s",
				 "resourceData":{"@odata.type":"#Microsoft.Graph.Event","@odata.id":"Users/8ee44408/Events/AAMkAGI1","id":"AAMkAGI1"},
				 "tenantId":"84bd8158-6d4d-4958-8b9f-9d6445542f95"}]}""";
		Response refused = new Api(Instances.port(first), null).post(address, notification.formatted("forged"));
		assertThat(refused.status()).isEqualTo(403);
		// Without the secret in the address, or with another one, refused before the body
		// is read.
		for (String elsewhere : List.of("/api/push/microsoft", "/api/push/microsoft/forged")) {
			Response unread = new Api(Instances.port(first), null).post(elsewhere, notification.formatted(clientState));
			assertThat(unread.status()).as(elsewhere).isEqualTo(404);
			assertThat(unread.json().path("type").asString()).endsWith("/problems/unknown-channel");
		}
		assertThat(job(user, Provider.MICROSOFT).orElseThrow().executionTime()).isEqualTo(subscribed.executionTime());

		Response accepted = new Api(Instances.port(first), null).post(address, notification.formatted(clientState));
		assertThat(accepted.status()).as(accepted.toString()).isEqualTo(202);
		Job notified = awaitIdle(user, Provider.MICROSOFT, (j) -> after(j.lastSuccess(), subscribed.lastSuccess()));
		assertThat(notified.executionTime()).isEqualTo(notified.lastSuccess().plus(PUSH_POLL));

		// Less than half its life left: extended in place.
		jdbc.sql("update push_channels set expires_at = :soon")
			.param("soon", OffsetDateTime.now(ZoneOffset.UTC).plusHours(1))
			.update();
		dueNow(user, Provider.MICROSOFT);
		await().atMost(Duration.ofSeconds(30))
			.untilAsserted(() -> server.verify(1,
					patchRequestedFor(urlPathEqualTo("/v1.0/subscriptions/7f105c7d-2dc5-4530-97cd-4e7ae6534c07"))));
		await().atMost(Duration.ofSeconds(30))
			.until(() -> jdbc.sql("select expires_at from push_channels")
				.query(OffsetDateTime.class)
				.single()
				.toInstant()
				.isAfter(Instant.now().plus(Duration.ofHours(69))));
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
		ProviderFakes.connect(new Api(Instances.port(first), user.key()), Instances.port(first), Provider.GOOGLE);
		return user;
	}

	static void stubGoogleWatch() {
		server.stubFor(post(urlPathEqualTo(WATCH)).willReturn(
				okJson("""
						{"kind":"api#channel","id":"{{jsonPath request.body '$.id'}}","resourceId":"resource-{{jsonPath request.body '$.id'}}",
						 "resourceUri":"https://www.googleapis.com/calendar/v3/calendars/primary/events?alt=json",
						 "token":"{{jsonPath request.body '$.token'}}","expiration":"{{jsonPath request.body '$.expiration'}}"}""")
					.withTransformers("response-template")));
		server.stubFor(post(urlPathEqualTo("/calendar/v3/channels/stop")).willReturn(aResponse().withStatus(204)));
	}

	private static Response googleNotification(@Nullable String channelId, @Nullable String token, String state) {
		return googleNotification(Instances.port(second), channelId, token, state);
	}

	/** A notification as Google posts it: no body, the channel in headers. */
	static Response googleNotification(int port, @Nullable String channelId, @Nullable String token, String state) {
		Map<String, String> headers = new HashMap<>();
		if (channelId != null) {
			headers.put("X-Goog-Channel-ID", channelId);
		}
		if (token != null) {
			headers.put("X-Goog-Channel-Token", token);
		}
		headers.put("X-Goog-Resource-State", state);
		headers.put("X-Goog-Resource-ID", "resource-" + channelId);
		headers.put("X-Goog-Message-Number", "2");
		return new Api(port, null).send("POST", "/api/push/google", headers, "");
	}

	static JsonNode onlyBody(RequestPatternBuilder request) {
		List<LoggedRequest> found = server.findAll(request);
		assertThat(found).hasSize(1);
		return JsonMapper.builder().build().readTree(found.get(0).getBodyAsString());
	}

	/** Wait for the user's job to be scheduled, not running, and to satisfy the test. */
	private static Job awaitIdle(Caller user, java.util.function.Predicate<Job> done) {
		return awaitIdle(user, Provider.GOOGLE, done);
	}

	private static Job awaitIdle(Caller user, Provider provider, java.util.function.Predicate<Job> done) {
		return await().atMost(Duration.ofSeconds(30))
			.until(() -> job(user, provider).filter((j) -> !j.picked() && done.test(j)).orElse(null), (j) -> j != null);
	}

	private static void dueNow(Caller user) {
		dueNow(user, Provider.GOOGLE);
	}

	private static void dueNow(Caller user, Provider provider) {
		jdbc.sql("update " + SyncJobs.table(provider) + " set execution_time = :now where task_instance = :id")
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
		return job(user, Provider.GOOGLE);
	}

	private static Optional<Job> job(Caller user, Provider provider) {
		return jobRow(SyncJobs.table(provider), user.user().id().toString());
	}

	private static Optional<Job> jobRow(String id) {
		return jobRow("sync_jobs_google", id);
	}

	private static Optional<Job> jobRow(String table, String id) {
		return jdbc.sql("""
				select execution_time, picked, last_success, last_failure, consecutive_failures
				from %s where task_name = 'sync' and task_instance = :id""".formatted(table))
			.param("id", id)
			.query((rs, row) -> new Job(instant(rs.getObject(1, OffsetDateTime.class)), rs.getBoolean(2),
					instant(rs.getObject(3, OffsetDateTime.class)), instant(rs.getObject(4, OffsetDateTime.class)),
					rs.getInt(5)))
			.optional();
	}

	/**
	 * Whether a sync succeeded after another (a notification's reschedule clears the
	 * column).
	 */
	private static boolean after(@Nullable Instant success, Instant before) {
		return success != null && success.isAfter(before);
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

	private static JsonNode connection(Caller user) {
		return new Api(Instances.port(first), user.key()).get("/api/connections").json().path("connections").get(0);
	}

	/** A connection's job row. */
	record Job(Instant executionTime, boolean picked, @Nullable Instant lastSuccess, @Nullable Instant lastFailure,
			int failures) {

	}

}
