package dev.kairos.sync;

import java.util.ArrayList;
import java.util.List;

import dev.kairos.providers.Provider;
import dev.kairos.security.TestUsers;
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

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.absent;
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
 * Outlook sync against a fake of Graph's calendarView delta query.
 */
@IntegrationTest
@ContextConfiguration(initializers = ProviderFakes.Initializer.class)
class MicrosoftSyncTests {

	private static final String DELTA = "/v1.0/me/calendarView/delta";

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	private Api api;

	@BeforeEach
	void connectMicrosoft() {
		ProviderFakes.reset();
		this.api = new Api(this.port, this.users.create().key());
		ProviderFakes.connect(this.api, this.port, Provider.MICROSOFT);
	}

	static String event(String id, String subject, String start, String end, String showAs, boolean allDay) {
		return """
				{"@odata.type":"#microsoft.graph.event","@odata.etag":"W/\\"ZlnW4RIAV06KYYwlrfNZvQAAKGWwbw==\\"","id":"%s",
				 "createdDateTime":"2030-02-20T15:01:12.3456789Z","lastModifiedDateTime":"2030-02-27T09:12:07.9112345Z",
				 "subject":"%s","bodyPreview":"Bring your questions.","isAllDay":%s,"isCancelled":false,"showAs":"%s",
				 "type":"singleInstance","seriesMasterId":null,
				 "webLink":"https://outlook.office365.com/owa/?itemid=%s&exvsurl=1&path=/calendar/item",
				 "body":{"contentType":"text","content":"Bring your questions."},
				 "start":{"dateTime":"%s","timeZone":"UTC"},"end":{"dateTime":"%s","timeZone":"UTC"},
				 "location":{"displayName":"Siebel 0216","locationType":"default","uniqueIdType":"unknown"}}"""
			.formatted(id, subject, allDay, showAs, id, start, end);
	}

	static String removed(String id) {
		return "{\"@odata.type\":\"#microsoft.graph.event\",\"id\":\"%s\",\"@removed\":{\"reason\":\"deleted\"}}"
			.formatted(id);
	}

	static String page(String link, String... items) {
		return """
				{"@odata.context":"https://graph.microsoft.com/v1.0/$metadata#Collection(event)",%s,"value":[%s]}"""
			.formatted(link, String.join(",", items));
	}

	private void stubFirstRound() {
		String base = ProviderFakes.baseUrl();
		server.stubFor(get(urlPathEqualTo(DELTA)).withQueryParam("startDateTime", containing("T"))
			.withQueryParam("$skiptoken", absent())
			.withQueryParam("$deltatoken", absent())
			.withHeader("Prefer", containing("outlook.timezone=\"UTC\""))
			.willReturn(okJson(page("\"@odata.nextLink\":\"" + base + DELTA + "?$skiptoken=page2\"",
					event("AAMkAGIAAAoZDOFAAA=", "Office hours", "2030-03-05T20:00:00.0000000",
							"2030-03-05T21:00:00.0000000", "busy", false),
					event("AAMkAGIAAAoZDOFCCC=", "Spring break", "2030-03-11T00:00:00.0000000",
							"2030-03-16T00:00:00.0000000", "free", true)))
				.withHeader("Preference-Applied", "outlook.timezone=\"UTC\"")));
		server.stubFor(get(urlPathEqualTo(DELTA)).withQueryParam("$skiptoken", equalTo("page2"))
			.willReturn(okJson(page("\"@odata.deltaLink\":\"" + base + DELTA + "?$deltatoken=R0usmcFuQtZdtpk4\"",
					event("AAMkAGIAAAoZDOFBBB=", "Focus time", "2030-03-06T15:00:00.0000000",
							"2030-03-06T15:50:00.0000000", "free", false)))));
	}

	private Response sync() {
		return this.api.post("/api/unified/sync?provider=outlook", "");
	}

	private List<String> titles() {
		List<String> titles = new ArrayList<>();
		this.api.get("/api/unified/events?source=microsoft&start=2030-01-01T00:00:00Z&end=2030-12-31T00:00:00Z")
			.json()
			.path("events")
			.forEach((event) -> titles.add(event.path("title").asString()));
		return titles;
	}

	@Test
	void firstRoundPagesByNextLinkAndKeepsTheDeltaLink() {
		stubFirstRound();

		Response result = sync();

		assertThat(result.status()).as(result.toString()).isEqualTo(200);
		assertThat(result.text("provider")).isEqualTo("microsoft");
		assertThat(result.json().path("created").asInt()).isEqualTo(3);
		assertThat(titles()).containsExactly("Office hours", "Focus time", "Spring break");
		JsonNode hours = this.api
			.get("/api/unified/events?source=microsoft&start=2030-03-05T00:00:00Z&end=2030-03-06T00:00:00Z")
			.json()
			.path("events")
			.get(0);
		assertThat(hours.path("start_time").asString()).isEqualTo("2030-03-05T20:00:00Z");
		assertThat(hours.path("location").asString()).isEqualTo("Siebel 0216");
		assertThat(hours.path("description").asString()).isEqualTo("Bring your questions.");
		JsonNode holiday = this.api
			.get("/api/unified/events?source=microsoft&start=2030-03-12T00:00:00Z&end=2030-03-13T00:00:00Z")
			.json()
			.path("events")
			.get(0);
		assertThat(holiday.path("all_day").asBoolean()).isTrue();
		assertThat(holiday.path("end_time").asString()).isEqualTo("2030-03-16T00:00:00Z");
		server
			.verify(getRequestedFor(urlPathEqualTo(DELTA)).withHeader("Authorization", equalTo("Bearer ms-access-1")));
	}

	@Test
	void laterRoundsFollowTheDeltaLinkAndApplyRemovals() {
		stubFirstRound();
		sync();
		String base = ProviderFakes.baseUrl();
		server.stubFor(get(urlPathEqualTo(DELTA)).withQueryParam("$deltatoken", equalTo("R0usmcFuQtZdtpk4"))
			.willReturn(okJson(page("\"@odata.deltaLink\":\"" + base + DELTA + "?$deltatoken=next\"",
					removed("AAMkAGIAAAoZDOFAAA="), removed("AAMkNeverSeenOutOfRange="),
					event("AAMkAGIAAAoZDOFBBB=", "Focus time", "2030-03-06T16:00:00.0000000",
							"2030-03-06T17:00:00.0000000", "free", false),
					event("AAMkAGIAAAoZDOFBBB=", "Focus time (replayed)", "2030-03-06T16:00:00.0000000",
							"2030-03-06T17:00:00.0000000", "free", false)))));

		Response result = sync();

		assertThat(result.status()).as(result.toString()).isEqualTo(200);
		assertThat(result.json().path("deleted").asInt()).isEqualTo(1);
		assertThat(result.json().path("updated").asInt()).isEqualTo(1);
		assertThat(titles()).containsExactly("Focus time (replayed)", "Spring break");
	}

	@Test
	void freeEventsDoNotBlockButBusyOnesDo() {
		stubFirstRound();
		sync();
		assertThat(this.api
			.post("/api/events/create",
					json("{'title':'Call','start_time':'2030-03-05T20:30:00Z','end_time':'2030-03-05T21:30:00Z'}"))
			.status()).isEqualTo(409);
		assertThat(this.api
			.post("/api/events/create",
					json("{'title':'Call','start_time':'2030-03-06T15:00:00Z','end_time':'2030-03-06T15:30:00Z'}"))
			.status()).isEqualTo(201);
	}

	@Test
	void throttlingHonoursRetryAfterThenSucceeds() {
		server.stubFor(get(urlPathEqualTo(DELTA)).inScenario("throttled")
			.whenScenarioStateIs(com.github.tomakehurst.wiremock.stubbing.Scenario.STARTED)
			.willReturn(aResponse().withStatus(429)
				.withHeader("Retry-After", "1")
				.withHeader("Content-Type", "application/json")
				.withBody(
						"""
								{"error":{"code":"TooManyRequests","innerError":{"code":"429","date":"2030-03-05T12:51:51",
								 "message":"Please retry after","request-id":"94fb3b52-452a-4535-a601-69e0a90e3aa2","status":"429"},
								 "message":"Please retry again later."}}"""))
			.willSetStateTo("calm"));
		server.stubFor(get(urlPathEqualTo(DELTA)).inScenario("throttled")
			.whenScenarioStateIs("calm")
			.willReturn(okJson(page("\"@odata.deltaLink\":\"" + ProviderFakes.baseUrl() + DELTA + "?$deltatoken=d1\"",
					event("AAMkX=", "Project sync", "2030-03-25T16:00:00.0000000", "2030-03-25T17:00:00.0000000",
							"busy", false)))));

		long started = System.nanoTime();
		assertThat(sync().status()).isEqualTo(200);
		assertThat(System.nanoTime() - started).isGreaterThanOrEqualTo(1_000_000_000L);
		assertThat(titles()).containsExactly("Project sync");
	}

	@Test
	void lostSyncStateStartsAFreshRound() {
		stubFirstRound();
		sync();
		server.stubFor(get(urlPathEqualTo(DELTA)).withQueryParam("$deltatoken", equalTo("R0usmcFuQtZdtpk4"))
			.willReturn(aResponse().withStatus(410)
				.withHeader("Content-Type", "application/json")
				.withBody(
						"""
								{"error":{"code":"SyncStateNotFound",
								 "message":"The sync state generation is not found; generation=149;[highest=157][157][155][156].",
								 "innerError":{"request-id":"1137f277-eab4-4b9b-bb13-2ceb880bffcb","date":"2030-03-06T10:00:00"}}}""")));
		server
			.stubFor(get(urlPathEqualTo(DELTA)).withQueryParam("startDateTime", containing("T"))
				.withQueryParam("$skiptoken", absent())
				.atPriority(1)
				.willReturn(okJson(
						page("\"@odata.deltaLink\":\"" + ProviderFakes.baseUrl() + DELTA + "?$deltatoken=fresh\"",
								event("AAMkAGIAAAoZDOFCCC=", "Spring break", "2030-03-11T00:00:00.0000000",
										"2030-03-16T00:00:00.0000000", "free", true)))));

		Response result = sync();

		assertThat(result.status()).as(result.toString()).isEqualTo(200);
		assertThat(result.json().path("deleted").asInt()).isEqualTo(2);
		assertThat(titles()).containsExactly("Spring break");
	}

	@Test
	void rotatedRefreshTokenIsKeptAfterARefusedAccessToken() {
		server.stubFor(get(urlPathEqualTo(DELTA)).withHeader("Authorization", equalTo("Bearer ms-access-1"))
			.willReturn(aResponse().withStatus(401)
				.withHeader("Content-Type", "application/json")
				.withBody(
						"""
								{"error":{"code":"InvalidAuthenticationToken","message":"Access token has expired or is not yet valid.",
								 "innerError":{"date":"2030-03-05T20:24:54","request-id":"94fb3b52"}}}""")));
		server.stubFor(get(urlPathEqualTo(DELTA)).withHeader("Authorization", equalTo("Bearer ms-access-2"))
			.willReturn(
					okJson(page("\"@odata.deltaLink\":\"" + ProviderFakes.baseUrl() + DELTA + "?$deltatoken=d1\""))));

		assertThat(sync().status()).isEqualTo(200);

		server.verify(postRequestedFor(urlPathEqualTo("/common/oauth2/v2.0/token"))
			.withRequestBody(containing("refresh_token=ms-refresh-1"))
			.withRequestBody(containing("scope=")));
		// The next refresh must present the rotated token.
		server.stubFor(get(urlPathEqualTo(DELTA)).withHeader("Authorization", equalTo("Bearer ms-access-2"))
			.withQueryParam("$deltatoken", equalTo("d1"))
			.willReturn(aResponse().withStatus(401)
				.withHeader("Content-Type", "application/json")
				.withBody(
						"""
								{"error":{"code":"InvalidAuthenticationToken","message":"Lifetime validation failed, the token is expired."}}""")));
		ProviderFakes.stubToken("/common/oauth2/v2.0/token", "refresh_token", """
				{"token_type":"Bearer","scope":"Calendars.Read","expires_in":3922,"access_token":"ms-access-3",
				 "refresh_token":"ms-refresh-3"}""");
		server.stubFor(get(urlPathEqualTo(DELTA)).withHeader("Authorization", equalTo("Bearer ms-access-3"))
			.willReturn(
					okJson(page("\"@odata.deltaLink\":\"" + ProviderFakes.baseUrl() + DELTA + "?$deltatoken=d2\""))));
		assertThat(sync().status()).isEqualTo(200);
		server.verify(postRequestedFor(urlPathEqualTo("/common/oauth2/v2.0/token"))
			.withRequestBody(containing("refresh_token=ms-refresh-2")));
	}

	@Test
	void linksToOtherHostsAreNotFollowed() {
		server.stubFor(get(urlPathEqualTo(DELTA))
			.willReturn(okJson(page("\"@odata.nextLink\":\"https://attacker.example/steal?$skiptoken=x\"",
					event("AAMkX=", "Project sync", "2030-03-25T16:00:00.0000000", "2030-03-25T17:00:00.0000000",
							"busy", false)))));

		Response result = sync();

		assertThat(result.status()).isEqualTo(502);
		assertThat(titles()).isEmpty();
	}

}
