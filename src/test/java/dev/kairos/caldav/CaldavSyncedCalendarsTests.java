package dev.kairos.caldav;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.providers.Provider;
import dev.kairos.security.TestUsers;
import dev.kairos.security.TestUsers.Caller;
import dev.kairos.sync.GoogleFixtures;
import dev.kairos.test.Api;
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
 * The read-only calendars of synced Google events and Canvas assignments (VTODO with
 * DUE), present only while connected; writes to them are 403 DAV:need-privileges.
 */
@IntegrationTest
@ContextConfiguration(initializers = ProviderFakes.Initializer.class)
class CaldavSyncedCalendarsTests {

	private static final String EVENTS = "/calendar/v3/calendars/primary/events";

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Autowired
	private JdbcClient jdbc;

	private final HttpClient http = HttpClient.newHttpClient();

	private Caller caller;

	private String authorization;

	@BeforeEach
	void syncGoogleAndCanvas() {
		ProviderFakes.reset();
		this.caller = this.users.create();
		this.authorization = DavLogins.authorization(this.jdbc, this.caller);
	}

	private void connect() {
		Api api = new Api(this.port, this.caller.key());
		ProviderFakes.connect(api, this.port, Provider.GOOGLE);
		server.stubFor(get(urlPathEqualTo(EVENTS)).withQueryParam("syncToken", absent())
			.willReturn(okJson(GoogleFixtures.page("\"nextSyncToken\":\"sync-1\"", GoogleFixtures.timed("lecture",
					"CS 225 lecture", "2030-03-06T09:00:00-06:00", "2030-03-06T09:50:00-06:00")))));
		server.stubFor(get(urlPathEqualTo("/api/v1/users/self")).withHeader("Authorization", equalTo("Bearer pat"))
			.willReturn(okJson("{\"id\":42,\"name\":\"Jimi Student\"}")));
		api.post("/api/connections/canvas", json("{'access_token':'pat'}"));
		server.stubFor(get(urlPathEqualTo("/api/v1/users/self/courses"))
			.willReturn(okJson("[{\"id\":1234,\"name\":\"CS 225\"}]")));
		server.stubFor(get(urlPathEqualTo("/api/v1/courses/1234/assignments"))
			.willReturn(okJson("[{\"id\":98765,\"name\":\"MP4: Trees\",\"due_at\":\"2030-03-08T05:59:59Z\"}]")));
		assertThat(api.post("/api/unified/sync", json("{'provider':'google'}")).status()).isEqualTo(200);
		assertThat(api.post("/api/unified/sync", json("{'provider':'canvas'}")).status()).isEqualTo(200);
	}

	private HttpResponse<String> send(String method, String path, String body, String depth) throws Exception {
		HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://localhost:" + this.port + path))
			.timeout(Duration.ofSeconds(30))
			.header("Authorization", this.authorization)
			.method(method, HttpRequest.BodyPublishers.ofString(body));
		if (depth != null) {
			request.header("Depth", depth);
		}
		return this.http.send(request.build(), HttpResponse.BodyHandlers.ofString());
	}

	private String home() {
		return "/dav/calendars/" + this.caller.user().id() + "/";
	}

	private static final String PROPS = """
			<D:propfind xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
			<D:prop><D:displayname/><C:supported-calendar-component-set/><D:sync-token/><D:getetag/></D:prop>
			</D:propfind>
			""";

	@Test
	void syncedCalendarsAppearOnlyWhenConnectedAndAreReadOnly() throws Exception {
		assertThat(send("PROPFIND", home(), PROPS, "1").body()).doesNotContain(home() + "google/");
		assertThat(send("PROPFIND", home() + "google/", PROPS, "0").statusCode()).isEqualTo(404);

		connect();
		String calendars = send("PROPFIND", home(), PROPS, "1").body();
		assertThat(calendars).contains(home() + "google/")
			.contains(home() + "canvas/")
			.doesNotContain(home() + "microsoft/")
			.contains("<C:comp name=\"VTODO\"/>");

		HttpResponse<String> google = send("PROPFIND", home() + "google/", PROPS, "1");
		assertThat(google.statusCode()).isEqualTo(207);
		Matcher resource = Pattern.compile("<D:href>(" + Pattern.quote(home()) + "google/[^<]+\\.ics)</D:href>")
			.matcher(google.body());
		assertThat(resource.find()).as(google.body()).isTrue();
		HttpResponse<String> event = send("GET", resource.group(1), "", null);
		assertThat(event.statusCode()).isEqualTo(200);
		assertThat(event.body()).contains("BEGIN:VEVENT").contains("SUMMARY:CS 225 lecture");

		HttpResponse<String> todos = send("REPORT", home() + "canvas/", """
				<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
				<D:prop><D:getetag/><C:calendar-data/></D:prop>
				<C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VTODO"/></C:comp-filter></C:filter>
				</C:calendar-query>
				""", "1");
		assertThat(todos.statusCode()).isEqualTo(207);
		assertThat(todos.body()).contains("BEGIN:VTODO")
			.contains("DUE:20300308T055959Z")
			.contains("SUMMARY:MP4: Trees");

		HttpResponse<String> put = send("PUT", resource.group(1), "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", null);
		assertThat(put.statusCode()).isEqualTo(403);
		assertThat(put.body()).contains("<D:need-privileges>").contains("<D:write-content/>");
		assertThat(send("DELETE", resource.group(1), "", null).statusCode()).isEqualTo(403);

		Matcher token = Pattern.compile("<D:sync-token>([^<]+)</D:sync-token>").matcher(google.body());
		assertThat(token.find()).isTrue();
		String sync = """
				<D:sync-collection xmlns:D="DAV:"><D:sync-token>%s</D:sync-token><D:sync-level>1</D:sync-level>
				<D:prop><D:getetag/></D:prop></D:sync-collection>
				""";
		HttpResponse<String> unchanged = send("REPORT", home() + "google/", sync.formatted(token.group(1)), "0");
		assertThat(unchanged.statusCode()).isEqualTo(207);
		assertThat(unchanged.body()).doesNotContain("<D:response>");
		assertThat(send("REPORT", home() + "google/", sync.formatted(token.group(1) + "0"), "0").statusCode())
			.isEqualTo(403);
	}

}
