package dev.kairos.ical;

import java.io.StringReader;

import dev.kairos.providers.Provider;
import dev.kairos.security.TestUsers;
import dev.kairos.shared.Source;
import dev.kairos.sync.GoogleFixtures;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.IntegrationTest;
import dev.kairos.test.ProviderFakes;
import net.fortuna.ical4j.data.CalendarBuilder;
import net.fortuna.ical4j.model.Calendar;
import net.fortuna.ical4j.model.component.VEvent;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ContextConfiguration;

import static com.github.tomakehurst.wiremock.client.WireMock.absent;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static dev.kairos.ical.IcalTestSupport.feed;
import static dev.kairos.ical.IcalTestSupport.feedToken;
import static dev.kairos.test.Api.json;
import static dev.kairos.test.ProviderFakes.server;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The feed holds synced events and assignments when {@code feed_sources} names their
 * sources.
 */
@IntegrationTest
@ContextConfiguration(initializers = ProviderFakes.Initializer.class)
class SyncedFeedTests {

	private static final String EVENTS = "/calendar/v3/calendars/primary/events";

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Autowired
	private IcalExporter exporter;

	private Api api;

	@BeforeEach
	void syncGoogleAndCanvas() {
		ProviderFakes.reset();
		this.api = new Api(this.port, this.users.create().key());
		ProviderFakes.connect(this.api, this.port, Provider.GOOGLE);
		server.stubFor(get(urlPathEqualTo(EVENTS)).withQueryParam("syncToken", absent())
			.willReturn(okJson(GoogleFixtures.page("\"nextSyncToken\":\"sync-1\"", GoogleFixtures.timed("lecture",
					"CS 225 lecture", "2030-03-06T09:00:00-06:00", "2030-03-06T09:50:00-06:00")))));
		server.stubFor(get(urlPathEqualTo("/api/v1/users/self")).withHeader("Authorization", equalTo("Bearer pat"))
			.willReturn(okJson("{\"id\":42,\"name\":\"Jimi Student\"}")));
		this.api.post("/api/connections/canvas", json("{'access_token':'pat'}"));
		server.stubFor(get(urlPathEqualTo("/api/v1/users/self/courses"))
			.willReturn(okJson("[{\"id\":1234,\"name\":\"CS 225\"}]")));
		server.stubFor(get(urlPathEqualTo("/api/v1/courses/1234/assignments"))
			.willReturn(okJson("[{\"id\":98765,\"name\":\"MP4: Trees\",\"due_at\":\"2030-03-08T05:59:59Z\"}]")));
		assertThat(this.api.post("/api/unified/sync", json("{'provider':'google'}")).status()).isEqualTo(200);
		assertThat(this.api.post("/api/unified/sync", json("{'provider':'canvas'}")).status()).isEqualTo(200);
		this.api.post("/api/events/create",
				json("{'title':'Lunch','start_time':'2030-03-06T12:00:00Z','end_time':'2030-03-06T13:00:00Z'}"));
	}

	@Test
	void canHoldEverySource() {
		assertThat(this.exporter.sources()).containsExactlyInAnyOrder(Source.values());
	}

	@Test
	void holdsOnlyLocalEventsByDefault() {
		String body = feed(this.api, feedToken(this.api)).body();
		assertThat(body).contains("SUMMARY:Lunch").doesNotContain("CS 225 lecture").doesNotContain("MP4");
	}

	@Test
	void holdsTheNamedSyncedSourcesWithAssignmentsAtTheirDueTime() throws Exception {
		this.api.patch("/api/settings", json("{'feed_sources':['local','google','canvas']}"));

		Response response = feed(this.api, feedToken(this.api));

		assertThat(response.status()).isEqualTo(200);
		Calendar calendar = new CalendarBuilder().build(new StringReader(response.body()));
		assertThat(calendar.<VEvent>getComponents("VEVENT")).hasSize(3);
		String body = response.body();
		assertThat(body).contains("SUMMARY:CS 225 lecture").contains("DTSTART:20300306T150000Z");
		int assignment = body.indexOf("SUMMARY:MP4: Trees");
		String vevent = body.substring(body.lastIndexOf("BEGIN:VEVENT", assignment),
				body.indexOf("END:VEVENT", assignment));
		assertThat(vevent).contains("DTSTART:20300308T055959Z").doesNotContain("DTEND");
		assertThat(body).containsPattern("UID:google-[0-9a-f]{32}@kairos");
	}

	@Test
	void theETagFollowsSyncsThatChangeSomethingAndOnlyThose() {
		this.api.patch("/api/settings", json("{'feed_sources':['local','google']}"));
		String token = feedToken(this.api);
		String etag = feed(this.api, token).header("ETag");

		server.stubFor(get(urlPathEqualTo(EVENTS)).withQueryParam("syncToken", equalTo("sync-1"))
			.willReturn(okJson(GoogleFixtures.page("\"nextSyncToken\":\"sync-2\""))));
		assertThat(this.api.post("/api/unified/sync", json("{'provider':'google'}")).status()).isEqualTo(200);
		assertThat(feed(this.api, token).header("ETag")).isEqualTo(etag);

		server.stubFor(get(urlPathEqualTo(EVENTS)).withQueryParam("syncToken", equalTo("sync-2"))
			.willReturn(
					okJson(GoogleFixtures.page("\"nextSyncToken\":\"sync-3\"", GoogleFixtures.cancelled("lecture")))));
		assertThat(this.api.post("/api/unified/sync", json("{'provider':'google'}")).status()).isEqualTo(200);
		Response changed = feed(this.api, token);
		assertThat(changed.header("ETag")).isNotEqualTo(etag);
		assertThat(changed.body()).doesNotContain("CS 225 lecture");
	}

	@Test
	void aRemovedConnectionTakesItsEventsOutOfTheFeedAndOnlyThenChangesTheETag() {
		this.api.patch("/api/settings", json("{'feed_sources':['local','google','microsoft']}"));
		ProviderFakes.connect(this.api, this.port, Provider.MICROSOFT);
		String token = feedToken(this.api);
		Response before = feed(this.api, token);
		assertThat(before.body()).contains("SUMMARY:CS 225 lecture");

		// Microsoft never synced: removing it removes nothing, and the feed is the same.
		assertThat(this.api.delete("/api/connections/microsoft").status()).isEqualTo(204);
		assertThat(conditional(token, before.header("ETag")).status()).isEqualTo(304);

		assertThat(this.api.delete("/api/connections/google").status()).isEqualTo(204);
		Response after = conditional(token, before.header("ETag"));
		assertThat(after.status()).isEqualTo(200);
		assertThat(after.body()).contains("SUMMARY:Lunch").doesNotContain("CS 225 lecture");
		assertThat(after.header("ETag")).isNotEqualTo(before.header("ETag"));
	}

	private Response conditional(String token, String etag) {
		return this.api
			.send(this.api.as(null).request("/api/calendar/ical?token=" + token).header("If-None-Match", etag).GET());
	}

}
