package dev.kairos.caldav;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import dev.kairos.caldav.DavCalendar.Resource;
import dev.kairos.events.EventCommands;
import dev.kairos.events.EventQueries;
import dev.kairos.ical.IcalResources;
import dev.kairos.security.TestUsers;
import dev.kairos.security.TestUsers.Caller;
import dev.kairos.settings.SettingsService;
import dev.kairos.test.Api;
import dev.kairos.test.IntegrationTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;
import org.springframework.util.unit.DataSize;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The calendar's rendered resources are kept ({@link RenderedResources}), and what a
 * client reads is still byte for byte what rendering afresh gives: after a change of a
 * one-off event, of a series' changed occurrence, of the user's default reminders and of
 * a resource a client wrote, each through another path than the cache's.
 */
@IntegrationTest
class CaldavRenderCacheTests {

	private static final String QUERY = """
			<?xml version="1.0" encoding="utf-8" ?>
			<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
			  <D:prop><D:getetag/><C:calendar-data/></D:prop>
			  <C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT"/></C:comp-filter></C:filter>
			</C:calendar-query>
			""";

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Autowired
	private JdbcClient jdbc;

	@Autowired
	private DavCalendar calendar;

	@Autowired
	private EventQueries events;

	@Autowired
	private EventCommands commands;

	@Autowired
	private IcalResources ical;

	@Autowired
	private JdbcDavResources rows;

	@Autowired
	private SettingsService settings;

	@Autowired
	private PlatformTransactionManager transactions;

	private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

	private Caller caller;

	private Api api;

	private String authorization;

	@BeforeEach
	void signIn() {
		this.caller = this.users.create();
		this.api = new Api(this.port, this.caller.key());
		this.authorization = DavLogins.authorization(this.jdbc, this.caller);
	}

	private String calendarPath() {
		return "/dav/calendars/" + this.caller.user().id() + "/events/";
	}

	private HttpResponse<String> send(String method, String path, String body) {
		HttpRequest request = HttpRequest.newBuilder(URI.create("http://localhost:" + this.port + path))
			.timeout(Duration.ofSeconds(30))
			.header("Authorization", this.authorization)
			.header("Depth", "1")
			.header("Content-Type", method.equals("PUT") ? "text/calendar; charset=utf-8" : "application/xml")
			.method(method, HttpRequest.BodyPublishers.ofString(body))
			.build();
		try {
			return this.http.send(request, HttpResponse.BodyHandlers.ofString());
		}
		catch (IOException ex) {
			throw new IllegalStateException(ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(ex);
		}
	}

	/** The calendar's resources as this instance answers them (through the cache). */
	private List<Resource> kept() {
		return resources(this.calendar);
	}

	/** The calendar's resources rendered afresh, by a calendar that keeps nothing. */
	private List<Resource> fresh() {
		DavCalendar uncached = new DavCalendar(this.events, this.commands, this.ical, this.rows, this.settings,
				new RenderedResources(new CaldavProperties(DataSize.ofBytes(0))));
		return resources(uncached);
	}

	private List<Resource> resources(DavCalendar from) {
		List<Resource> all = new ArrayList<>();
		TransactionTemplate readOnly = new TransactionTemplate(this.transactions);
		readOnly.setReadOnly(true);
		readOnly.executeWithoutResult((status) -> from.forEach(this.caller.user(), all::add));
		return all;
	}

	/**
	 * A full calendar-query twice (the second from what the first kept), each compared
	 * with rendering afresh, resource by resource and in the answer's bytes.
	 */
	private String queryMatchesAFreshRendering() {
		String first = send("REPORT", calendarPath(), QUERY).body();
		String second = send("REPORT", calendarPath(), QUERY).body();
		assertThat(second).isEqualTo(first);
		List<Resource> fresh = fresh();
		assertThat(kept()).isEqualTo(fresh);
		assertThat(first.split("<D:response>", -1)).hasSize(fresh.size() + 1);
		for (Resource resource : fresh) {
			assertThat(new String(resource.xml(), StandardCharsets.UTF_8)).isEqualTo(DavXml.escape(resource.body()));
			assertThat(first).contains("<D:href>" + calendarPath() + resource.name() + "</D:href><D:propstat><D:prop>"
					+ "<D:getetag>" + DavXml.escape(resource.etag()) + "</D:getetag><C:calendar-data>"
					+ new String(resource.xml(), StandardCharsets.UTF_8) + "</C:calendar-data></D:prop>");
		}
		return first;
	}

	@Test
	void aChangeOfAnEventASeriesExceptionTheDefaultsOrAClientCopyIsAnsweredAsRenderedAfresh() {
		String event = this.api
			.post("/api/events/create",
					json("{'title':'Standup','start_time':'2030-03-04T09:00:00Z','end_time':'2030-03-04T09:15:00Z'}"))
			.json()
			.path("id")
			.asString();
		String series = this.api.post("/api/events/create", json("""
				{'title':'Lecture','start_time':'2030-01-07T09:00:00Z','end_time':'2030-01-07T10:30:00Z',
				 'timezone':'Europe/Berlin','recurrence':['RRULE:FREQ=WEEKLY;COUNT=6']}"""))
			.json()
			.path("id")
			.asString();
		assertThat(this.api
			.patch("/api/events", json("{'id':'" + series + "_20300114T090000Z','title':'Lecture (moved)'}"))
			.status()).isEqualTo(200);
		HttpResponse<String> put = send("PUT", calendarPath() + "meeting.ics", CaldavTests.MEETING);
		assertThat(put.statusCode()).as(put.body()).isEqualTo(201);

		String before = queryMatchesAFreshRendering();
		assertThat(before).contains("SUMMARY:Standup").contains("SUMMARY:Lecture (moved)").contains("TRIGGER:-PT10M");

		// A one-off event.
		assertThat(this.api.patch("/api/events", json("{'id':'" + event + "','title':'Standup (late)'}")).status())
			.isEqualTo(200);
		assertThat(queryMatchesAFreshRendering()).contains("SUMMARY:Standup (late)");

		// A series' changed occurrence alone.
		assertThat(this.api
			.patch("/api/events", json("{'id':'" + series + "_20300114T090000Z','title':'Lecture (moved again)'}"))
			.status()).isEqualTo(200);
		assertThat(queryMatchesAFreshRendering()).contains("SUMMARY:Lecture (moved again)")
			.doesNotContain("SUMMARY:Lecture (moved)&#13;");

		// The user's default reminders: in no event's row.
		assertThat(this.api
			.patch("/api/settings", json("{'default_reminders':[{'method':'notification','minutes_before':42}]}"))
			.status()).isEqualTo(200);
		assertThat(queryMatchesAFreshRendering()).contains("TRIGGER:-PT42M").doesNotContain("TRIGGER:-PT10M");

		// The event a client wrote, changed elsewhere: its copy is merged from now on.
		String meeting = this.jdbc.sql("select item_id from caldav_resources where user_id = :user and name = :name")
			.param("user", this.caller.user().id())
			.param("name", "meeting.ics")
			.query(String.class)
			.single();
		assertThat(this.api.patch("/api/events", json("{'id':'" + meeting + "','title':'Design review (2)'}")).status())
			.isEqualTo(200);
		assertThat(queryMatchesAFreshRendering()).contains("SUMMARY:Design review (2)")
			.contains("X-APPLE-TRAVEL-ADVISORY-BEHAVIOR:AUTOMATIC");
		assertThat(before).isNotEqualTo(send("REPORT", calendarPath(), QUERY).body());
	}

}
