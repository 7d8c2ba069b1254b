package dev.kairos.sync;

import java.util.ArrayList;
import java.util.List;

import com.github.tomakehurst.wiremock.client.MappingBuilder;
import com.github.tomakehurst.wiremock.stubbing.Scenario;
import dev.kairos.providers.Provider;
import dev.kairos.security.TestUsers;
import dev.kairos.shared.Source;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.IntegrationTest;
import dev.kairos.test.ProviderFakes;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ContextConfiguration;

import static com.github.tomakehurst.wiremock.client.WireMock.absent;
import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.containing;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static dev.kairos.test.Api.json;
import static dev.kairos.test.ProviderFakes.server;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Google Calendar sync against a fake that speaks events.list: pages, sync tokens, 410,
 * token refresh, rate limits, server errors, timeouts and garbage, each failure leaving
 * earlier data as it was.
 */
@IntegrationTest
@ContextConfiguration(initializers = ProviderFakes.Initializer.class)
class GoogleSyncTests {

	private static final String EVENTS = "/calendar/v3/calendars/primary/events";

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Autowired
	private SyncedEvents synced;

	private TestUsers.Caller caller;

	private Api api;

	@BeforeEach
	void connectGoogle() {
		ProviderFakes.reset();
		this.caller = this.users.create();
		this.api = new Api(this.port, this.caller.key());
		ProviderFakes.connect(this.api, this.port, Provider.GOOGLE);
	}

	/** A complete first sync: two pages, ending with sync token "sync-1". */
	private void stubFullListing() {
		server.stubFor(events().withQueryParam("timeMin", containing("T"))
			.withQueryParam("pageToken", absent())
			.willReturn(okJson(GoogleFixtures.page("\"nextPageToken\":\"page-2\"",
					GoogleFixtures.timed("lecture", "CS 225 lecture", "2030-03-06T09:00:00-06:00",
							"2030-03-06T09:50:00-06:00"),
					GoogleFixtures.allDayFree("break", "Spring break", "2030-03-11", "2030-03-16")))));
		server.stubFor(events().withQueryParam("timeMin", containing("T"))
			.withQueryParam("pageToken", equalTo("page-2"))
			.willReturn(okJson(GoogleFixtures.page("\"nextSyncToken\":\"sync-1\"", GoogleFixtures.timed("study",
					"Study group", "2030-03-05T14:00:00-06:00", "2030-03-05T15:30:00-06:00")))));
	}

	private static MappingBuilder events() {
		return get(urlPathEqualTo(EVENTS)).withQueryParam("singleEvents", equalTo("true"));
	}

	private Response sync() {
		return this.api.post("/api/unified/sync", json("{'provider':'google'}"));
	}

	private List<String> titles() {
		Response page = this.api
			.get("/api/unified/events?source=google&start=2030-01-01T00:00:00Z&end=2030-12-31T00:00:00Z");
		assertThat(page.status()).isEqualTo(200);
		List<String> titles = new ArrayList<>();
		page.json().path("events").forEach((event) -> titles.add(event.path("title").asString()));
		return titles;
	}

	@Test
	void fullSyncReadsEveryPage() {
		stubFullListing();

		Response result = sync();

		assertThat(result.status()).as(result.toString()).isEqualTo(200);
		assertThat(result.text("provider")).isEqualTo("google");
		assertThat(result.text("status")).isEqualTo("ok");
		assertThat(result.json().path("fetched").asInt()).isEqualTo(3);
		assertThat(result.json().path("created").asInt()).isEqualTo(3);
		assertThat(result.json().path("deleted").asInt()).isZero();
		assertThat(result.json().has("synced_at")).isTrue();
		assertThat(titles()).containsExactly("Study group", "CS 225 lecture", "Spring break");
		JsonNode lecture = this.api
			.get("/api/unified/events?source=google&start=2030-03-06T00:00:00Z&end=2030-03-07T00:00:00Z")
			.json()
			.path("events")
			.get(0);
		assertThat(lecture.path("source").asString()).isEqualTo("google");
		assertThat(lecture.path("source_type").asString()).isEqualTo("event");
		assertThat(lecture.path("external_id").asString()).isEqualTo("lecture");
		assertThat(lecture.path("start_time").asString()).isEqualTo("2030-03-06T15:00:00Z");
		assertThat(lecture.path("end_time").asString()).isEqualTo("2030-03-06T15:50:00Z");
		assertThat(lecture.path("location").asString()).isEqualTo("Library room 204");
		assertThat(lecture.path("url").asString()).startsWith("https://www.google.com/calendar/event");
		server.verify(2,
				getRequestedFor(urlPathEqualTo(EVENTS)).withHeader("Authorization", equalTo("Bearer google-access-1")));
	}

	@Test
	void incrementalSyncAppliesChangesAndCancellations() {
		stubFullListing();
		sync();
		server.stubFor(events().withQueryParam("syncToken", equalTo("sync-1"))
			.willReturn(okJson(GoogleFixtures.page("\"nextSyncToken\":\"sync-2\"", GoogleFixtures.cancelled("lecture"),
					GoogleFixtures.timed("study", "Study group (moved)", "2030-03-05T16:00:00-06:00",
							"2030-03-05T17:00:00-06:00"),
					GoogleFixtures.timed("office", "Office hours", "2030-03-07T10:00:00-06:00",
							"2030-03-07T11:00:00-06:00")))));

		Response result = sync();

		assertThat(result.status()).as(result.toString()).isEqualTo(200);
		assertCounts(result, 3, 1, 1, 1);
		assertThat(titles()).containsExactly("Study group (moved)", "Office hours", "Spring break");
		// The incremental round sends the token and nothing that Google refuses beside
		// it.
		server.verify(getRequestedFor(urlPathEqualTo(EVENTS)).withQueryParam("syncToken", equalTo("sync-1"))
			.withQueryParam("timeMin", absent()));
	}

	@Test
	void expiredSyncTokenMeansAFullResync() {
		stubFullListing();
		sync();
		server.stubFor(events().withQueryParam("syncToken", equalTo("sync-1"))
			.willReturn(aResponse().withStatus(410)
				.withHeader("Content-Type", "application/json; charset=UTF-8")
				.withBody(ProviderFakes.googleError(410, "fullSyncRequired",
						"Sync token is no longer valid, a full sync is required.", "GONE"))));
		// Upstream, the lecture was deleted while the token was stale: only a full
		// listing can tell.
		server.stubFor(events().withQueryParam("timeMin", containing("T"))
			.withQueryParam("pageToken", absent())
			.willReturn(okJson(GoogleFixtures.page("\"nextSyncToken\":\"sync-fresh\"",
					GoogleFixtures.timed("study", "Study group", "2030-03-05T14:00:00-06:00",
							"2030-03-05T15:30:00-06:00"),
					GoogleFixtures.allDayFree("break", "Spring break", "2030-03-11", "2030-03-16")))));

		long revision = revision();

		Response result = sync();

		assertThat(result.status()).as(result.toString()).isEqualTo(200);
		assertCounts(result, 2, 0, 0, 1);
		assertThat(titles()).containsExactly("Study group", "Spring break");
		assertThat(revision()).isEqualTo(revision + 1);
		// After the 410, the listing starts over without the token; the next round uses
		// the new one.
		server.verify(1, getRequestedFor(urlPathEqualTo(EVENTS)).withQueryParam("syncToken", equalTo("sync-1")));
		server.verify(2, getRequestedFor(urlPathEqualTo(EVENTS)).withQueryParam("syncToken", absent())
			.withQueryParam("pageToken", absent()));
		server.stubFor(events().withQueryParam("syncToken", equalTo("sync-fresh"))
			.willReturn(okJson(GoogleFixtures.page("\"nextSyncToken\":\"sync-3\""))));
		assertThat(sync().status()).isEqualTo(200);
		server.verify(1, getRequestedFor(urlPathEqualTo(EVENTS)).withQueryParam("syncToken", equalTo("sync-fresh")));
	}

	@Test
	void aRoundThatChangesNothingLeavesTheRevisionAsItWas() {
		stubFullListing();
		sync();
		long revision = revision();
		server.stubFor(events().withQueryParam("syncToken", equalTo("sync-1"))
			.willReturn(okJson(GoogleFixtures.page("\"nextSyncToken\":\"sync-2\"", GoogleFixtures.timed("study",
					"Study group", "2030-03-05T14:00:00-06:00", "2030-03-05T15:30:00-06:00")))));

		Response result = sync();

		assertThat(result.status()).as(result.toString()).isEqualTo(200);
		assertCounts(result, 1, 0, 0, 0);
		assertThat(revision()).isEqualTo(revision);
	}

	@Test
	void anItemListedTwiceInARoundIsStoredAsListedLastAndARemovalFollowedByTheItemKeepsIt() {
		stubFullListing();
		sync();
		long revision = revision();
		server.stubFor(events().withQueryParam("syncToken", equalTo("sync-1"))
			.withQueryParam("pageToken", absent())
			.willReturn(okJson(GoogleFixtures.page("\"nextPageToken\":\"changes-2\"",
					GoogleFixtures.cancelled("lecture"), GoogleFixtures.timed("study", "Study group (first)",
							"2030-03-05T16:00:00-06:00", "2030-03-05T17:00:00-06:00")))));
		server.stubFor(events().withQueryParam("syncToken", equalTo("sync-1"))
			.withQueryParam("pageToken", equalTo("changes-2"))
			.willReturn(okJson(GoogleFixtures.page("\"nextSyncToken\":\"sync-2\"",
					GoogleFixtures.timed("lecture", "CS 225 lecture (again)", "2030-03-06T09:00:00-06:00",
							"2030-03-06T09:50:00-06:00"),
					GoogleFixtures.timed("study", "Study group (last)", "2030-03-05T16:00:00-06:00",
							"2030-03-05T17:00:00-06:00")))));

		Response result = sync();

		assertThat(result.status()).as(result.toString()).isEqualTo(200);
		assertCounts(result, 4, 0, 2, 0);
		assertThat(titles()).containsExactly("Study group (last)", "CS 225 lecture (again)", "Spring break");
		assertThat(revision()).isEqualTo(revision + 1);
	}

	@Test
	void refusedAccessTokenIsRefreshedOnceThenTheSyncSucceeds() {
		server.stubFor(get(urlPathEqualTo(EVENTS)).withHeader("Authorization", equalTo("Bearer google-access-1"))
			.willReturn(aResponse().withStatus(401)
				.withHeader("Content-Type", "application/json; charset=UTF-8")
				.withHeader("WWW-Authenticate",
						"Bearer realm=\"https://accounts.google.com/\", error=\"invalid_token\"")
				.withBody(ProviderFakes.googleError(401, "authError", "Invalid Credentials", "UNAUTHENTICATED"))));
		server.stubFor(events().withHeader("Authorization", equalTo("Bearer google-access-2"))
			.willReturn(okJson(GoogleFixtures.page("\"nextSyncToken\":\"sync-1\"", GoogleFixtures.timed("study",
					"Study group", "2030-03-05T14:00:00-06:00", "2030-03-05T15:30:00-06:00")))));

		Response result = sync();

		assertThat(result.status()).as(result.toString()).isEqualTo(200);
		assertThat(titles()).containsExactly("Study group");
		server.verify(1,
				postRequestedFor(urlPathEqualTo("/token")).withRequestBody(containing("grant_type=refresh_token"))
					.withRequestBody(containing("refresh_token=google-refresh-1")));
		// The refreshed token is stored: the next sync uses it without refreshing again.
		server.stubFor(events().withHeader("Authorization", equalTo("Bearer google-access-2"))
			.withQueryParam("syncToken", equalTo("sync-1"))
			.willReturn(okJson(GoogleFixtures.page("\"nextSyncToken\":\"sync-2\""))));
		assertThat(sync().status()).isEqualTo(200);
		server.verify(1,
				postRequestedFor(urlPathEqualTo("/token")).withRequestBody(containing("grant_type=refresh_token")));
	}

	@Test
	void revokedRefreshTokenAsksForReconnectingAndKeepsTheData() {
		stubFullListing();
		assertThat(sync().status()).isEqualTo(200);
		server.stubFor(get(urlPathEqualTo(EVENTS)).atPriority(1)
			.willReturn(aResponse().withStatus(401)
				.withHeader("Content-Type", "application/json")
				.withBody(ProviderFakes.googleError(401, "authError", "Invalid Credentials", "UNAUTHENTICATED"))));
		ProviderFakes.stubTokenError("/token", "refresh_token", 400, "invalid_grant",
				"Token has been expired or revoked.");

		Response result = sync();

		assertThat(result.status()).isEqualTo(409);
		assertThat(result.text("type")).endsWith("/problems/reauthorization-required");
		assertThat(result.text("connect_url")).isEqualTo("/api/connections/google/authorize");
		JsonNode google = connection("google");
		assertThat(google.path("status").asString()).isEqualTo("reauth_required");
		assertThat(google.path("last_error").asString()).contains("connect it again");
		assertThat(titles()).containsExactly("Study group", "CS 225 lecture", "Spring break");
		// Until reconnected, no call reaches Google.
		int calls = server.findAll(getRequestedFor(urlPathEqualTo(EVENTS))).size();
		assertThat(sync().status()).isEqualTo(409);
		assertThat(server.findAll(getRequestedFor(urlPathEqualTo(EVENTS)))).hasSize(calls);
	}

	@Test
	void aFreshAccessTokenRefusedAgainAsksForReconnectingAndKeepsTheData() {
		stubFullListing();
		assertThat(sync().status()).isEqualTo(200);
		server.stubFor(get(urlPathEqualTo(EVENTS)).atPriority(1)
			.willReturn(aResponse().withStatus(401)
				.withHeader("Content-Type", "application/json")
				.withBody(ProviderFakes.googleError(401, "authError", "Invalid Credentials", "UNAUTHENTICATED"))));

		Response result = sync();

		assertThat(result.status()).isEqualTo(409);
		assertThat(result.text("type")).endsWith("/problems/reauthorization-required");
		assertThat(connection("google").path("last_error").asString()).isEqualTo("google refused a fresh access token");
		server.verify(1, getRequestedFor(urlPathEqualTo(EVENTS)).withQueryParam("syncToken", equalTo("sync-1"))
			.withHeader("Authorization", equalTo("Bearer google-access-1")));
		server.verify(1, getRequestedFor(urlPathEqualTo(EVENTS)).withQueryParam("syncToken", equalTo("sync-1"))
			.withHeader("Authorization", equalTo("Bearer google-access-2")));
		assertThat(titles()).containsExactly("Study group", "CS 225 lecture", "Spring break");
	}

	@Test
	void calendarAccessNotGrantedAsksForReconnectingAndKeepsTheData() {
		stubFullListing();
		assertThat(sync().status()).isEqualTo(200);
		server.stubFor(get(urlPathEqualTo(EVENTS)).atPriority(1)
			.willReturn(aResponse().withStatus(403)
				.withHeader("Content-Type", "application/json")
				.withBody(ProviderFakes.googleError(403, "insufficientPermissions",
						"Request had insufficient authentication scopes.", "PERMISSION_DENIED"))));

		Response result = sync();

		assertThat(result.status()).isEqualTo(409);
		assertThat(result.text("type")).endsWith("/problems/reauthorization-required");
		assertThat(connection("google").path("last_error").asString()).isEqualTo("calendar access was not granted");
		assertThat(titles()).containsExactly("Study group", "CS 225 lecture", "Spring break");
	}

	@Test
	void rateLimitsAndServerErrorsAreRetriedWithBackoff() {
		String scenario = "flaky";
		server.stubFor(events().inScenario(scenario)
			.whenScenarioStateIs(Scenario.STARTED)
			.willReturn(aResponse().withStatus(403)
				.withHeader("Content-Type", "application/json")
				.withBody(ProviderFakes.googleError(403, "rateLimitExceeded", "Rate Limit Exceeded",
						"PERMISSION_DENIED")))
			.willSetStateTo("throttled"));
		server.stubFor(events().inScenario(scenario)
			.whenScenarioStateIs("throttled")
			.willReturn(aResponse().withStatus(429)
				.withHeader("Retry-After", "1")
				.withHeader("Content-Type", "application/json")
				.withBody(ProviderFakes.googleError(429, "rateLimitExceeded", "Rate Limit Exceeded",
						"RESOURCE_EXHAUSTED")))
			.willSetStateTo("failing"));
		server.stubFor(events().inScenario(scenario)
			.whenScenarioStateIs("failing")
			.willReturn(aResponse().withStatus(500)
				.withHeader("Content-Type", "application/json")
				.withBody(ProviderFakes.googleError(500, "backendError", "Backend Error", "INTERNAL")))
			.willSetStateTo("healthy"));
		server.stubFor(events().inScenario(scenario)
			.whenScenarioStateIs("healthy")
			.willReturn(okJson(GoogleFixtures.page("\"nextSyncToken\":\"sync-1\"", GoogleFixtures.timed("study",
					"Study group", "2030-03-05T14:00:00-06:00", "2030-03-05T15:30:00-06:00")))));

		long started = System.nanoTime();
		Response result = sync();

		assertThat(result.status()).as(result.toString()).isEqualTo(200);
		assertThat(titles()).containsExactly("Study group");
		server.verify(4, getRequestedFor(urlPathEqualTo(EVENTS)));
		// The 429's Retry-After of one second was honoured.
		assertThat(System.nanoTime() - started).isGreaterThanOrEqualTo(1_000_000_000L);
	}

	@Test
	void persistentServerErrorsAnswer502AndLeaveTheDataAsItWas() {
		stubFullListing();
		sync();
		server.stubFor(events().withQueryParam("syncToken", equalTo("sync-1"))
			.willReturn(aResponse().withStatus(503).withBody("Service Unavailable")));

		Response result = sync();

		assertThat(result.status()).isEqualTo(502);
		assertThat(result.header("Content-Type")).startsWith("application/problem+json");
		assertThat(result.text("type")).endsWith("/problems/provider-unavailable");
		assertThat(result.json().path("retryable").asBoolean()).isTrue();
		assertThat(result.text("detail")).contains("HTTP 503");
		assertThat(titles()).containsExactly("Study group", "CS 225 lecture", "Spring break");
		assertThat(connection("google").path("last_error").asString()).contains("HTTP 503");
		server.verify(4, getRequestedFor(urlPathEqualTo(EVENTS)).withQueryParam("syncToken", equalTo("sync-1")));
		// The cursor did not move: the next sync asks for the same changes again.
		server.stubFor(events().withQueryParam("syncToken", equalTo("sync-1"))
			.willReturn(okJson(GoogleFixtures.page("\"nextSyncToken\":\"sync-2\""))));
		assertThat(sync().status()).isEqualTo(200);
		assertThat(connection("google").path("last_error").isNull()).isTrue();
	}

	@Test
	void aFailureOnTheLastPageChangesNothing() {
		server.stubFor(events().withQueryParam("pageToken", absent())
			.willReturn(okJson(GoogleFixtures.page("\"nextPageToken\":\"page-2\"", GoogleFixtures.timed("study",
					"Study group", "2030-03-05T14:00:00-06:00", "2030-03-05T15:30:00-06:00")))));
		server.stubFor(events().withQueryParam("pageToken", equalTo("page-2"))
			.willReturn(aResponse().withStatus(400)
				.withHeader("Content-Type", "application/json")
				.withBody(ProviderFakes.googleError(400, "invalid", "Invalid Value", "INVALID_ARGUMENT"))));

		Response result = sync();

		assertThat(result.status()).isEqualTo(502);
		assertThat(result.json().path("retryable").asBoolean()).isFalse();
		assertThat(titles()).isEmpty();
	}

	@Test
	void timeoutsAreBoundedAndChangeNothing() {
		stubFullListing();
		sync();
		server.stubFor(events().withQueryParam("syncToken", equalTo("sync-1"))
			.willReturn(okJson(GoogleFixtures.page("\"nextSyncToken\":\"sync-2\"", GoogleFixtures.cancelled("lecture")))
				.withFixedDelay(1500)));

		Response result = sync();

		assertThat(result.status()).isEqualTo(502);
		assertThat(result.text("detail")).contains("timed out");
		assertThat(titles()).containsExactly("Study group", "CS 225 lecture", "Spring break");
	}

	@Test
	void malformedJsonIsAProviderErrorNotA500() {
		stubFullListing();
		sync();
		server.stubFor(events().withQueryParam("syncToken", equalTo("sync-1"))
			.willReturn(aResponse().withStatus(200)
				.withHeader("Content-Type", "application/json")
				.withBody("{\"kind\":\"calendar#events\",\"items\":[{\"id\":")));

		Response result = sync();

		assertThat(result.status()).isEqualTo(502);
		assertThat(result.text("type")).endsWith("/problems/provider-error");
		assertThat(titles()).containsExactly("Study group", "CS 225 lecture", "Spring break");
	}

	@Test
	void busyGoogleEventsBlockLocalEventsButFreeOnesDoNot() {
		stubFullListing();
		sync();

		Response clash = this.api.post("/api/events/create",
				json("{'title':'Gym','start_time':'2030-03-06T15:30:00Z','end_time':'2030-03-06T16:30:00Z'}"));
		assertThat(clash.status()).isEqualTo(409);
		JsonNode overlap = clash.json().path("conflicts").get(0);
		assertThat(overlap.path("source").asString()).isEqualTo("google");
		assertThat(overlap.path("title").asString()).isEqualTo("CS 225 lecture");
		assertThat(clash.text("suggested_start")).isEqualTo("2030-03-06T15:50:00Z");

		Response duringBreak = this.api.post("/api/events/create",
				json("{'title':'Trip','start_time':'2030-03-12T10:00:00Z','end_time':'2030-03-12T12:00:00Z'}"));
		assertThat(duringBreak.status()).isEqualTo(201);
	}

	@Test
	void disconnectingRemovesTokensAndSyncedEvents() {
		stubFullListing();
		sync();

		assertThat(this.api.delete("/api/connections/google").status()).isEqualTo(204);

		assertThat(titles()).isEmpty();
		assertThat(connection("google").path("status").asString()).isEqualTo("not_connected");
		Response result = sync();
		assertThat(result.status()).isEqualTo(409);
		assertThat(result.text("type")).endsWith("/problems/provider-not-connected");
		assertThat(this.api.delete("/api/connections/google").status()).isEqualTo(404);
	}

	@Test
	void anotherUserSeesNoneOfIt() {
		stubFullListing();
		sync();
		Api stranger = this.api.as(this.users.create().key());
		assertThat(stranger.get("/api/unified/events?source=google&start=2030-01-01T00:00:00Z&end=2030-12-31T00:00:00Z")
			.json()
			.path("events")).isEmpty();
		assertThat(stranger.post("/api/unified/sync", json("{'provider':'google'}")).status()).isEqualTo(409);
	}

	private long revision() {
		return this.synced.revision(this.caller.user(), Source.GOOGLE);
	}

	private JsonNode connection(String provider) {
		for (JsonNode connection : this.api.get("/api/connections").json().path("connections")) {
			if (connection.path("provider").asString().equals(provider)) {
				return connection;
			}
		}
		throw new AssertionError("No connection entry for " + provider);
	}

	/**
	 * A sync's answer counts {@code fetched}, {@code created}, {@code updated} and
	 * {@code deleted}.
	 */
	private static void assertCounts(Response result, int fetched, int created, int updated, int deleted) {
		JsonNode json = result.json();
		assertThat(json.path("fetched").asInt()).as("fetched").isEqualTo(fetched);
		assertThat(json.path("created").asInt()).as("created").isEqualTo(created);
		assertThat(json.path("updated").asInt()).as("updated").isEqualTo(updated);
		assertThat(json.path("deleted").asInt()).as("deleted").isEqualTo(deleted);
	}

}
