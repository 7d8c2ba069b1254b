package dev.kairos.caldav;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.security.TestUsers;
import dev.kairos.security.TestUsers.Caller;
import dev.kairos.test.Api;
import dev.kairos.test.IntegrationTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.simple.JdbcClient;

import static dev.kairos.caldav.DavLogins.basic;
import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * CalDAV over real HTTP, request by request as clients send them, checked against the
 * examples of RFC 4791 (§7.8, §7.9), RFC 6578 (§3.8) and RFC 6764.
 */
@IntegrationTest
class CaldavTests {

	static final String MEETING = """
			BEGIN:VCALENDAR\r
			VERSION:2.0\r
			PRODID:-//Example Corp.//CalDAV Client//EN\r
			BEGIN:VEVENT\r
			UID:20300304T120000Z-123401@example.com\r
			DTSTAMP:20300101T000000Z\r
			DTSTART:20300304T120000Z\r
			DTEND:20300304T130000Z\r
			SUMMARY:Design review\r
			X-APPLE-TRAVEL-ADVISORY-BEHAVIOR:AUTOMATIC\r
			ATTENDEE;CN=Ann;PARTSTAT=ACCEPTED:mailto:ann@example.com\r
			CATEGORIES:WORK,REVIEW\r
			BEGIN:VALARM\r
			ACTION:DISPLAY\r
			DESCRIPTION:Reminder\r
			TRIGGER:-PT15M\r
			END:VALARM\r
			END:VEVENT\r
			END:VCALENDAR\r
			""";

	/** A weekly series with one occurrence moved, as one resource (RFC 4791 §4.1). */
	static final String SERIES = """
			BEGIN:VCALENDAR\r
			VERSION:2.0\r
			PRODID:-//Example Corp.//CalDAV Client//EN\r
			BEGIN:VEVENT\r
			UID:lecture-1@example.com\r
			DTSTAMP:20300101T000000Z\r
			DTSTART;TZID=Europe/Berlin:20300107T100000\r
			DTEND;TZID=Europe/Berlin:20300107T113000\r
			RRULE:FREQ=WEEKLY;COUNT=6\r
			EXDATE;TZID=Europe/Berlin:20300121T100000\r
			SUMMARY:Lecture\r
			END:VEVENT\r
			BEGIN:VEVENT\r
			UID:lecture-1@example.com\r
			DTSTAMP:20300101T000000Z\r
			RECURRENCE-ID;TZID=Europe/Berlin:20300114T100000\r
			DTSTART;TZID=Europe/Berlin:20300114T140000\r
			DTEND;TZID=Europe/Berlin:20300114T153000\r
			SUMMARY:Lecture (moved)\r
			END:VEVENT\r
			END:VCALENDAR\r
			""";

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Autowired
	private JdbcClient jdbc;

	private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

	private Caller caller;

	private String email;

	@BeforeEach
	void signIn() {
		this.caller = this.users.create();
		this.email = DavLogins.email(this.jdbc, this.caller);
	}

	HttpResponse<String> send(String method, String path, String body, Map<String, String> headers) {
		return send(method, path, body, headers, basic(this.email, this.caller.key()));
	}

	HttpResponse<String> send(String method, String path, String body, Map<String, String> headers,
			String authorization) {
		HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://localhost:" + this.port + path))
			.timeout(Duration.ofSeconds(30))
			.method(method,
					body.isEmpty() ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
		if (authorization != null) {
			request.header("Authorization", authorization);
		}
		headers.forEach(request::header);
		try {
			return this.http.send(request.build(), HttpResponse.BodyHandlers.ofString());
		}
		catch (IOException ex) {
			throw new IllegalStateException(ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(ex);
		}
	}

	private String calendar() {
		return "/dav/calendars/" + this.caller.user().id() + "/events/";
	}

	private HttpResponse<String> put(String name, String body, Map<String, String> headers) {
		java.util.Map<String, String> all = new java.util.HashMap<>(headers);
		all.put("Content-Type", "text/calendar; charset=utf-8");
		return send("PUT", calendar() + name, body, all);
	}

	static final String PROPFIND_PRINCIPAL = """
			<?xml version="1.0" encoding="utf-8" ?>
			<D:propfind xmlns:D="DAV:"><D:prop><D:current-user-principal/></D:prop></D:propfind>
			""";

	@Test
	void discoveryLeadsFromTheServerAddressToTheEventsCalendar() {
		HttpResponse<String> wellKnown = send("PROPFIND", "/.well-known/caldav", "", Map.of(), null);
		assertThat(wellKnown.statusCode()).isEqualTo(301);
		assertThat(wellKnown.headers().firstValue("Location")).hasValue("/dav/");

		HttpResponse<String> root = send("PROPFIND", "/dav/", PROPFIND_PRINCIPAL, Map.of("Depth", "0"));
		assertThat(root.statusCode()).as(root.body()).isEqualTo(207);
		String principal = "/dav/principals/" + this.caller.user().id() + "/";
		assertThat(root.body()).contains("<D:current-user-principal><D:href>" + principal + "</D:href>");
		// Without the trailing slash too (iOS).
		assertThat(send("PROPFIND", "/dav", PROPFIND_PRINCIPAL, Map.of("Depth", "0")).statusCode()).isEqualTo(207);

		HttpResponse<String> home = send("PROPFIND", principal.substring(0, principal.length() - 1), """
				<D:propfind xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
				<D:prop><C:calendar-home-set/><D:displayname/><C:calendar-user-address-set/></D:prop></D:propfind>
				""", Map.of("Depth", "0"));
		assertThat(home.statusCode()).isEqualTo(207);
		String homePath = "/dav/calendars/" + this.caller.user().id() + "/";
		assertThat(home.body()).contains("<C:calendar-home-set><D:href>" + homePath + "</D:href>")
			.contains("<C:calendar-user-address-set/></D:prop><D:status>HTTP/1.1 404 Not Found");

		// DAVx5 asks the home with Depth 1 for its calendars.
		HttpResponse<String> calendars = send("PROPFIND", homePath, """
				<propfind xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav" xmlns:CS="http://calendarserver.org/ns/">
				<prop><resourcetype/><displayname/><C:supported-calendar-component-set/><CS:getctag/><sync-token/>
				<calendar-color xmlns="http://apple.com/ns/ical/"/></prop></propfind>
				""", Map.of("Depth", "1"));
		assertThat(calendars.statusCode()).isEqualTo(207);
		assertThat(calendars.body()).contains("<D:href>" + calendar() + "</D:href>")
			.contains("<D:resourcetype><D:collection/><C:calendar/></D:resourcetype>")
			.contains("<C:comp name=\"VEVENT\"/>")
			.contains("<D:sync-token>http://kairos.dev/ns/sync/")
			.contains("<A:calendar-color>");

		HttpResponse<String> options = send("OPTIONS", calendar(), "", Map.of());
		assertThat(options.statusCode()).isEqualTo(200);
		assertThat(options.headers().firstValue("DAV").orElse("")).contains("calendar-access").startsWith("1, 3");
	}

	@Test
	void onlyTheUsersOwnCredentialsAndPathsWork() {
		HttpResponse<String> none = send("PROPFIND", "/dav/", PROPFIND_PRINCIPAL, Map.of(), null);
		assertThat(none.statusCode()).isEqualTo(401);
		assertThat(none.headers().firstValue("WWW-Authenticate").orElse("")).startsWith("Basic realm=");
		assertThat(
				send("PROPFIND", "/dav/", PROPFIND_PRINCIPAL, Map.of(), basic(this.email, "kairos_wrong")).statusCode())
			.isEqualTo(401);
		Caller other = this.users.create();
		// Another user's key with this user's e-mail is no password.
		assertThat(send("PROPFIND", "/dav/", PROPFIND_PRINCIPAL, Map.of(), basic(this.email, other.key())).statusCode())
			.isEqualTo(401);
		assertThat(send("PROPFIND", "/dav/", PROPFIND_PRINCIPAL, Map.of("Depth", "0"), "Bearer " + this.caller.key())
			.statusCode()).isEqualTo(207);
		assertThat(send("PROPFIND", "/dav/principals/" + other.user().id() + "/", PROPFIND_PRINCIPAL, Map.of())
			.statusCode()).isEqualTo(404);
		assertThat(send("GET", "/dav/calendars/" + other.user().id() + "/events/x.ics", "", Map.of()).statusCode())
			.isEqualTo(404);
		// A session cookie is no CalDAV credential (CSRF is off there).
		assertThat(send("PROPFIND", "/dav/", PROPFIND_PRINCIPAL, Map.of("Cookie", "SESSION=abc"), null).statusCode())
			.isEqualTo(401);
	}

	@Test
	void createReadUpdateAndDeleteWithStrongEtags() {
		HttpResponse<String> created = put("meeting.ics", MEETING, Map.of("If-None-Match", "*"));
		assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
		String etag = created.headers().firstValue("ETag").orElseThrow();
		assertThat(etag).startsWith("\"");

		HttpResponse<String> read = send("GET", calendar() + "meeting.ics", "", Map.of());
		assertThat(read.statusCode()).isEqualTo(200);
		assertThat(read.headers().firstValue("ETag")).hasValue(etag);
		// What the client wrote comes back as it wrote it.
		assertThat(read.body()).isEqualTo(MEETING);

		assertThat(put("meeting.ics", MEETING, Map.of("If-None-Match", "*")).statusCode()).isEqualTo(412);
		assertThat(put("meeting.ics", MEETING.replace("Design review", "Changed"), Map.of("If-Match", "\"nope\""))
			.statusCode()).isEqualTo(412);
		assertThat(put("other.ics", MEETING, Map.of("If-Match", etag)).statusCode()).isEqualTo(412);

		HttpResponse<String> updated = put("meeting.ics", MEETING.replace("Design review", "Design review 2"),
				Map.of("If-Match", etag));
		assertThat(updated.statusCode()).as(updated.body()).isEqualTo(204);
		String newEtag = updated.headers().firstValue("ETag").orElseThrow();
		assertThat(newEtag).isNotEqualTo(etag);

		Api api = new Api(this.port, this.caller.key());
		Api.Response events = api.get("/api/events?limit=50");
		assertThat(events.json().path("events")).hasSize(1);
		assertThat(events.json().path("events").get(0).path("title").asString()).isEqualTo("Design review 2");

		// The same UID under another name is a conflict (RFC 4791 §5.3.2.1).
		HttpResponse<String> conflict = put("copy.ics", MEETING, Map.of());
		assertThat(conflict.statusCode()).isEqualTo(403);
		assertThat(conflict.body()).contains("<C:no-uid-conflict><D:href>" + calendar() + "meeting.ics</D:href>");

		assertThat(send("DELETE", calendar() + "meeting.ics", "", Map.of("If-Match", etag)).statusCode())
			.isEqualTo(412);
		assertThat(send("DELETE", calendar() + "meeting.ics", "", Map.of("If-Match", newEtag)).statusCode())
			.isEqualTo(204);
		assertThat(send("GET", calendar() + "meeting.ics", "", Map.of()).statusCode()).isEqualTo(404);
		assertThat(api.get("/api/events?limit=50").json().path("events")).isEmpty();
	}

	@Test
	void whatKairosDoesNotModelSurvivesAChangeMadeElsewhere() {
		assertThat(put("meeting.ics", MEETING, Map.of()).statusCode()).isEqualTo(201);
		Api api = new Api(this.port, this.caller.key());
		String id = api.get("/api/events?limit=50").json().path("events").get(0).path("id").asString();
		assertThat(api.patch("/api/events", json("{'id':'%s','title':'Renamed'}".formatted(id))).status())
			.isEqualTo(200);
		String body = send("GET", calendar() + "meeting.ics", "", Map.of()).body();
		assertThat(body).contains("SUMMARY:Renamed")
			.contains("UID:20300304T120000Z-123401@example.com")
			.contains("X-APPLE-TRAVEL-ADVISORY-BEHAVIOR:AUTOMATIC")
			.contains("CATEGORIES:WORK,REVIEW");
		// The client's ATTENDEE became the event's attendee: Kairos renders it, with the
		// owner as ORGANIZER, and the client's line is not added beside it.
		assertThat(api.get("/api/events/" + id).json().path("attendees").toString())
			.isEqualTo("[{\"name\":\"Ann\",\"email\":\"ann@example.com\",\"status\":\"accepted\"}]");
		assertThat(body).contains("ATTENDEE;CN=\"Ann\";PARTSTAT=ACCEPTED:mailto:ann@example.com\r\n")
			.contains("ORGANIZER:mailto:" + this.email + "\r\n");
		assertThat(body.split("\r\nATTENDEE", -1)).hasSize(2);
		// The client's alarm became the event's reminder: Kairos renders it, once.
		assertThat(alarms(body)).containsExactly("DISPLAY -PT15M");
	}

	/** Each VALARM of a calendar object as "ACTION TRIGGER". */
	static java.util.List<String> alarms(String body) {
		java.util.List<String> alarms = new java.util.ArrayList<>();
		Matcher matcher = Pattern.compile("(?s)BEGIN:VALARM\r\n(.*?)END:VALARM").matcher(body);
		while (matcher.find()) {
			String alarm = matcher.group(1);
			Matcher action = Pattern.compile("(?m)^ACTION:(\\S+)").matcher(alarm);
			Matcher trigger = Pattern.compile("(?m)^TRIGGER[^:]*:(\\S+)").matcher(alarm);
			alarms.add((action.find() ? action.group(1) : "?") + " " + (trigger.find() ? trigger.group(1) : "?"));
		}
		return alarms;
	}

	static final String ALARMS = """
			BEGIN:VCALENDAR\r
			VERSION:2.0\r
			PRODID:-//Example Corp.//CalDAV Client//EN\r
			BEGIN:VEVENT\r
			UID:alarms-1@example.com\r
			DTSTAMP:20300101T000000Z\r
			DTSTART:20300304T120000Z\r
			DTEND:20300304T130000Z\r
			SUMMARY:Dentist\r
			BEGIN:VALARM\r
			ACTION:DISPLAY\r
			DESCRIPTION:Reminder\r
			TRIGGER;RELATED=START:-PT15M\r
			END:VALARM\r
			BEGIN:VALARM\r
			ACTION:EMAIL\r
			SUMMARY:Dentist soon\r
			DESCRIPTION:Dentist soon\r
			ATTENDEE:mailto:me@example.com\r
			TRIGGER:-PT1H\r
			END:VALARM\r
			BEGIN:VALARM\r
			ACTION:DISPLAY\r
			DESCRIPTION:Absolute\r
			TRIGGER;VALUE=DATE-TIME:20300304T080000Z\r
			END:VALARM\r
			END:VEVENT\r
			END:VCALENDAR\r
			""";

	@Test
	void relativeAlarmsOfAPutBecomeRemindersAndComeBackOnceThroughRoundTrips() {
		assertThat(put("dentist.ics", ALARMS, Map.of()).statusCode()).isEqualTo(201);
		Api api = new Api(this.port, this.caller.key());
		String id = api.get("/api/events?start=2030-03-01T00:00:00Z&end=2030-03-10T00:00:00Z")
			.json()
			.path("events")
			.get(0)
			.path("id")
			.asString();
		Api.Response event = api.get("/api/events/" + id);
		assertThat(event.json().path("reminders").toString())
			.isEqualTo("{\"use_default\":false,\"overrides\":[{\"method\":\"email\",\"minutes_before\":60},"
					+ "{\"method\":\"notification\",\"minutes_before\":15}]}");
		// Unchanged: the client's copy as it was.
		assertThat(alarms(send("GET", calendar() + "dentist.ics", "", Map.of()).body()))
			.containsExactly("DISPLAY -PT15M", "EMAIL -PT1H", "DISPLAY 20300304T080000Z");
		// Changed elsewhere: Kairos' rendering of the reminders, once each, and the
		// alarm Kairos does not model kept.
		assertThat(api.patch("/api/events", json("{'id':'%s','title':'Dentist (Dr Who)'}".formatted(id))).status())
			.isEqualTo(200);
		HttpResponse<String> read = send("GET", calendar() + "dentist.ics", "", Map.of());
		assertThat(alarms(read.body())).containsExactlyInAnyOrder("EMAIL -PT1H", "DISPLAY -PT15M",
				"DISPLAY 20300304T080000Z");
		// A client writing back what it read changes nothing.
		HttpResponse<String> back = put("dentist.ics", read.body(),
				Map.of("If-Match", read.headers().firstValue("ETag").orElseThrow()));
		assertThat(back.statusCode()).as(back.body()).isEqualTo(204);
		assertThat(api.get("/api/events/" + id).json().path("reminders")).isEqualTo(event.json().path("reminders"));
		assertThat(alarms(send("GET", calendar() + "dentist.ics", "", Map.of()).body()))
			.containsExactlyInAnyOrderElementsOf(alarms(read.body()));
		assertThat(api.patch("/api/events", json("{'id':'%s','title':'Dentist'}".formatted(id))).status())
			.isEqualTo(200);
		assertThat(alarms(send("GET", calendar() + "dentist.ics", "", Map.of()).body()))
			.containsExactlyInAnyOrderElementsOf(alarms(read.body()));
	}

	@Test
	void eventsThatUseTheDefaultsCarryThemAndKeepThemThroughARoundTrip() {
		Api api = new Api(this.port, this.caller.key());
		assertThat(api
			.patch("/api/settings",
					json("{'default_reminders':[{'method':'notification','minutes_before':10},"
							+ "{'method':'email','minutes_before':60}]}"))
			.status()).isEqualTo(200);
		String id = api
			.post("/api/events/create",
					json("{'title':'Standup','start_time':'2030-05-01T10:00:00Z','end_time':'2030-05-01T10:15:00Z'}"))
			.json()
			.path("id")
			.asString();
		HttpResponse<String> read = send("GET", calendar() + id + ".ics", "", Map.of());
		assertThat(alarms(read.body())).containsExactlyInAnyOrder("DISPLAY -PT10M", "EMAIL -PT1H");
		assertThat(read.body()).contains("ATTENDEE:mailto:" + this.email);
		HttpResponse<String> back = put(id + ".ics", read.body().replace("SUMMARY:Standup", "SUMMARY:Stand-up"),
				Map.of("If-Match", read.headers().firstValue("ETag").orElseThrow()));
		assertThat(back.statusCode()).as(back.body()).isEqualTo(204);
		assertThat(api.get("/api/events/" + id).json().path("reminders").toString())
			.isEqualTo("{\"use_default\":true}");
		assertThat(alarms(send("GET", calendar() + id + ".ics", "", Map.of()).body()))
			.containsExactlyInAnyOrder("DISPLAY -PT10M", "EMAIL -PT1H");
		// Still the defaults: a change of them reaches the event.
		assertThat(api
			.patch("/api/settings", json("{'default_reminders':[{'method':'notification','minutes_before':30}]}"))
			.status()).isEqualTo(200);
		assertThat(alarms(send("GET", calendar() + id + ".ics", "", Map.of()).body()))
			.containsExactly("DISPLAY -PT30M");
	}

	@Test
	void aPutWithoutAlarmsMeansNoReminders() {
		Api api = new Api(this.port, this.caller.key());
		String id = api
			.post("/api/events/create",
					json("{'title':'Gym','start_time':'2030-05-01T18:00:00Z','end_time':'2030-05-01T19:00:00Z'}"))
			.json()
			.path("id")
			.asString();
		HttpResponse<String> read = send("GET", calendar() + id + ".ics", "", Map.of());
		assertThat(alarms(read.body())).containsExactly("DISPLAY -PT10M");
		String withoutAlarm = read.body().replaceAll("(?s)BEGIN:VALARM\r\n.*?END:VALARM\r\n", "");
		assertThat(put(id + ".ics", withoutAlarm, Map.of()).statusCode()).isEqualTo(204);
		assertThat(api.get("/api/events/" + id).json().path("reminders").toString())
			.isEqualTo("{\"use_default\":false,\"overrides\":[]}");
		assertThat(alarms(send("GET", calendar() + id + ".ics", "", Map.of()).body())).isEmpty();
		// A new event without alarms has none either: the phone shows none.
		assertThat(
				put("new.ics", MEETING.replaceAll("(?s)BEGIN:VALARM\r\n.*?END:VALARM\r\n", ""), Map.of()).statusCode())
			.isEqualTo(201);
		String created = api.get("/api/events?start=2030-03-04T00:00:00Z&end=2030-03-05T00:00:00Z")
			.json()
			.path("events")
			.get(0)
			.path("id")
			.asString();
		assertThat(api.get("/api/events/" + created).json().path("reminders").toString())
			.isEqualTo("{\"use_default\":false,\"overrides\":[]}");
	}

	/**
	 * A changed occurrence is a VEVENT of its own: without VALARM it has no reminders, as
	 * an event has none, though its series has some; with its series' alarm it has those.
	 */
	@Test
	void aChangedOccurrenceWithoutAlarmsHasNoReminders() {
		Api api = new Api(this.port, this.caller.key());
		String alarm = "BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Lecture\r\nTRIGGER:-PT15M\r\nEND:VALARM\r\n";
		String seriesWithAlarm = SERIES.replaceFirst("SUMMARY:Lecture\r\n", "SUMMARY:Lecture\r\n" + alarm);
		assertThat(put("lecture.ics", seriesWithAlarm, Map.of()).statusCode()).isEqualTo(201);
		assertThat(occurrenceReminders(api)).containsEntry("Lecture", "[notification 15]")
			.containsEntry("Lecture (moved)", "[]");
		assertThat(send("GET", calendar() + "lecture.ics", "", Map.of()).body()).containsOnlyOnce("BEGIN:VALARM");

		String bothWithAlarm = seriesWithAlarm.replace("SUMMARY:Lecture (moved)\r\n",
				"SUMMARY:Lecture (moved)\r\n" + alarm);
		assertThat(put("lecture.ics", bothWithAlarm, Map.of()).statusCode()).isEqualTo(204);
		assertThat(occurrenceReminders(api)).containsEntry("Lecture", "[notification 15]")
			.containsEntry("Lecture (moved)", "[notification 15]");
	}

	/**
	 * Each title's reminders in January 2030 ("[notification 15]"), the same for all of
	 * it.
	 */
	private static Map<String, String> occurrenceReminders(Api api) {
		Map<String, String> reminders = new java.util.HashMap<>();
		for (JsonNode event : api.get("/api/events?start=2030-01-01T00:00:00Z&end=2030-02-01T00:00:00Z&limit=50")
			.json()
			.path("events")) {
			java.util.List<String> said = new java.util.ArrayList<>();
			for (JsonNode reminder : event.path("reminders").path("overrides")) {
				said.add(reminder.path("method").asString() + " " + reminder.path("minutes_before").asInt());
			}
			String value = event.path("reminders").path("use_default").asBoolean() ? "default" : said.toString();
			String before = reminders.put(event.path("title").asString(), value);
			assertThat(before).as(event.toString()).isIn(null, value);
		}
		return reminders;
	}

	@Test
	void eventsMadeThroughTheApiAreResourcesClientsCanChange() {
		Api api = new Api(this.port, this.caller.key());
		Api.Response made = api.post("/api/events/create",
				json("{'title':'From the web','start_time':'2030-05-01T10:00:00Z','end_time':'2030-05-01T11:00:00Z'}"));
		assertThat(made.status()).isEqualTo(201);
		String id = made.json().path("id").asString();
		HttpResponse<String> read = send("GET", calendar() + id + ".ics", "", Map.of());
		assertThat(read.statusCode()).isEqualTo(200);
		assertThat(read.body()).contains("UID:" + id + "@kairos").contains("SUMMARY:From the web");
		String etag = read.headers().firstValue("ETag").orElseThrow();
		HttpResponse<String> changed = put(id + ".ics", read.body().replace("From the web", "From the phone"),
				Map.of("If-Match", etag));
		assertThat(changed.statusCode()).as(changed.body()).isEqualTo(204);
		Api.Response after = api.get("/api/events/" + id);
		assertThat(after.status()).isEqualTo(200);
		assertThat(after.json().path("title").asString()).isEqualTo("From the phone");
		assertThat(api.get("/api/events?limit=50").json().path("events")).hasSize(1);
	}

	@Test
	void attendeesOfTheApiAreAttendeeLinesAndAPutWithoutThemRemovesThem() {
		Api api = new Api(this.port, this.caller.key());
		Api.Response made = api.post("/api/events/create",
				json("{'title':'Review','start_time':'2030-05-02T10:00:00Z','end_time':'2030-05-02T11:00:00Z',"
						+ "'attendees':[{'name':'Ada \\\"the\\\" Countess','email':'ada@example.com','status':'tentative'},"
						+ "{'email':'bob@example.org'}]}"));
		assertThat(made.status()).as(made.toString()).isEqualTo(201);
		String id = made.json().path("id").asString();
		HttpResponse<String> read = send("GET", calendar() + id + ".ics", "", Map.of());
		assertThat(read.body()).contains("ORGANIZER:mailto:" + this.email + "\r\n")
			.contains("ATTENDEE;CN=\"Ada 'the' Countess\";PARTSTAT=TENTATIVE:mailto:ada@example.com\r\n")
			.contains("ATTENDEE;PARTSTAT=NEEDS-ACTION:mailto:bob@example.org\r\n");
		// Written back as it was, the attendees stay; written without them, they go.
		String etag = read.headers().firstValue("ETag").orElseThrow();
		assertThat(put(id + ".ics", read.body().replace("SUMMARY:Review", "SUMMARY:Reviewed"), Map.of("If-Match", etag))
			.statusCode()).isEqualTo(204);
		assertThat(api.get("/api/events/" + id).json().path("attendees")).hasSize(2);
		etag = send("GET", calendar() + id + ".ics", "", Map.of()).headers().firstValue("ETag").orElseThrow();
		String without = read.body().replaceAll("(?m)^(ATTENDEE|ORGANIZER)[^\r\n]*\r\n", "");
		assertThat(put(id + ".ics", without, Map.of("If-Match", etag)).statusCode()).isEqualTo(204);
		assertThat(api.get("/api/events/" + id).json().path("attendees").toString()).isEqualTo("[]");
	}

	@Test
	void aSeriesWithAMovedOccurrenceIsOneResourceAndExpands() {
		HttpResponse<String> created = put("lecture.ics", SERIES, Map.of());
		assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
		// RFC 4791 §7.8.3: time-range with expand; occurrences in UTC with RECURRENCE-ID.
		HttpResponse<String> query = send("REPORT", calendar(), """
				<?xml version="1.0" encoding="utf-8" ?>
				<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
				  <D:prop>
				    <D:getetag/>
				    <C:calendar-data><C:expand start="20300113T000000Z" end="20300122T000000Z"/></C:calendar-data>
				  </D:prop>
				  <C:filter>
				    <C:comp-filter name="VCALENDAR">
				      <C:comp-filter name="VEVENT">
				        <C:time-range start="20300113T000000Z" end="20300122T000000Z"/>
				      </C:comp-filter>
				    </C:comp-filter>
				  </C:filter>
				</C:calendar-query>
				""", Map.of("Depth", "1"));
		assertThat(query.statusCode()).as(query.body()).isEqualTo(207);
		String body = query.body();
		assertThat(body).contains("<D:href>" + calendar() + "lecture.ics</D:href>")
			.contains("RECURRENCE-ID:20300114T090000Z")
			.contains("DTSTART:20300114T130000Z")
			.contains("SUMMARY:Lecture (moved)")
			.doesNotContain("RRULE")
			// The EXDATE removes the 21st.
			.doesNotContain("20300121T090000Z");

		// Outside the series: nothing.
		HttpResponse<String> empty = send("REPORT", calendar(),
				"""
						<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
						  <D:prop><D:getetag/></D:prop>
						  <C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT">
						  <C:time-range start="20310101T000000Z" end="20310201T000000Z"/></C:comp-filter></C:comp-filter></C:filter>
						</C:calendar-query>
						""",
				Map.of("Depth", "1"));
		assertThat(empty.body()).doesNotContain("lecture.ics");

		HttpResponse<String> read = send("GET", calendar() + "lecture.ics", "", Map.of());
		assertThat(read.body()).isEqualTo(SERIES);
	}

	@Test
	void multigetAnswersEachHrefAndNamesTheMissingOnes() {
		assertThat(put("meeting.ics", MEETING, Map.of()).statusCode()).isEqualTo(201);
		HttpResponse<String> multiget = send("REPORT", calendar(), """
				<?xml version="1.0" encoding="utf-8" ?>
				<C:calendar-multiget xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
				  <D:prop><D:getetag/><C:calendar-data/></D:prop>
				  <D:href>%smeeting.ics</D:href>
				  <D:href>%smissing.ics</D:href>
				</C:calendar-multiget>
				""".formatted(calendar(), calendar()), Map.of("Depth", "1"));
		assertThat(multiget.statusCode()).isEqualTo(207);
		assertThat(multiget.body()).contains("SUMMARY:Design review")
			.contains("<D:href>" + calendar() + "missing.ics</D:href><D:status>HTTP/1.1 404 Not Found</D:status>");
	}

	private static final String SYNC = """
			<?xml version="1.0" encoding="utf-8" ?>
			<D:sync-collection xmlns:D="DAV:">
			  <D:sync-token>%s</D:sync-token>
			  <D:sync-level>1</D:sync-level>
			  <D:prop><D:getetag/></D:prop>
			</D:sync-collection>
			""";

	private static String token(String body) {
		Matcher matcher = Pattern.compile("<D:sync-token>([^<]+)</D:sync-token>").matcher(body);
		assertThat(matcher.find()).as(body).isTrue();
		return matcher.group(1);
	}

	@Test
	void syncCollectionReportsWhatChangedThroughTheApiSinceAToken() {
		assertThat(put("meeting.ics", MEETING, Map.of()).statusCode()).isEqualTo(201);
		HttpResponse<String> initial = send("REPORT", calendar(), SYNC.formatted(""), Map.of("Depth", "0"));
		assertThat(initial.statusCode()).isEqualTo(207);
		assertThat(initial.body()).contains("meeting.ics");
		String token = token(initial.body());

		HttpResponse<String> none = send("REPORT", calendar(), SYNC.formatted(token), Map.of("Depth", "0"));
		assertThat(none.body()).doesNotContain("<D:response>");
		assertThat(token(none.body())).isEqualTo(token);

		Api api = new Api(this.port, this.caller.key());
		String made = api
			.post("/api/events/create",
					json("{'title':'New','start_time':'2030-06-01T10:00:00Z','end_time':'2030-06-01T11:00:00Z'}"))
			.json()
			.path("id")
			.asString();
		String meeting = api.get("/api/events?limit=50").json().path("events").get(0).path("id").asString();
		assertThat(api.delete("/api/events?id=" + meeting).status()).isEqualTo(204);

		HttpResponse<String> changes = send("REPORT", calendar(), SYNC.formatted(token), Map.of("Depth", "0"));
		assertThat(changes.statusCode()).isEqualTo(207);
		assertThat(changes.body()).contains("<D:href>" + calendar() + made + ".ics</D:href><D:propstat>")
			.contains("<D:href>" + calendar() + "meeting.ics</D:href><D:status>HTTP/1.1 404 Not Found</D:status>");
		String next = token(changes.body());
		assertThat(next).isNotEqualTo(token);
		assertThat(send("REPORT", calendar(), SYNC.formatted(next), Map.of("Depth", "0")).body())
			.doesNotContain("<D:response>");

		for (String stale : new String[] { "http://kairos.dev/ns/sync/99999999", "urn:other:1", "x" }) {
			HttpResponse<String> refused = send("REPORT", calendar(), SYNC.formatted(stale), Map.of("Depth", "0"));
			assertThat(refused.statusCode()).isEqualTo(403);
			assertThat(refused.body()).contains("<D:valid-sync-token/>");
		}
	}

	@Test
	void badInputIsRefusedAndChangesNothing() {
		assertThat(send("PROPFIND", "/dav/", "<D:propfind xmlns:D=\"DAV:\"><D:prop>", Map.of()).statusCode())
			.isEqualTo(400);
		String entity = """
				<?xml version="1.0"?>
				<!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
				<D:propfind xmlns:D="DAV:"><D:prop><D:displayname>&xxe;</D:displayname></D:prop></D:propfind>
				""";
		HttpResponse<String> xxe = send("PROPFIND", "/dav/", entity, Map.of());
		assertThat(xxe.statusCode()).isEqualTo(400);
		assertThat(xxe.body()).doesNotContain("root:");
		String huge = "<D:propfind xmlns:D=\"DAV:\"><D:prop>" + "<D:displayname/>".repeat(40_000)
				+ "</D:prop></D:propfind>";
		assertThat(send("PROPFIND", "/dav/", huge, Map.of()).statusCode()).isIn(400, 413);
		String deep = "<a>".repeat(5000) + "</a>".repeat(5000);
		assertThat(send("REPORT", calendar(), deep, Map.of()).statusCode()).isEqualTo(400);

		HttpResponse<String> bad = put("bad.ics", "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nEND:VCALENDAR\r\n",
				Map.of());
		assertThat(bad.statusCode()).isEqualTo(403);
		assertThat(bad.body()).contains("<C:valid-calendar-data/>");
		HttpResponse<String> backwards = put("bad.ics",
				MEETING.replace("DTEND:20300304T130000Z", "DTEND:20300304T110000Z")
					.replace("DTSTART:20300304T120000Z", "DTSTART:20300304T120000Z"),
				Map.of());
		assertThat(backwards.statusCode()).isIn(201, 403);
		HttpResponse<String> todo = put("todo.ics",
				"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:t\r\nSUMMARY:x\r\nEND:VTODO\r\nEND:VCALENDAR\r\n",
				Map.of());
		assertThat(todo.statusCode()).isEqualTo(403);
		assertThat(todo.body()).contains("<C:supported-calendar-component/>");
		assertThat(send("MKCALENDAR", calendar() + "new/", "", Map.of()).statusCode()).isEqualTo(403);
		assertThat(send("MOVE", calendar() + "x.ics", "", Map.of()).statusCode()).isEqualTo(403);
		assertThat(send("GET", calendar() + "bad.ics", "", Map.of()).statusCode()).isIn(200, 404);
		assertThat(send("GET", calendar() + "todo.ics", "", Map.of()).statusCode()).isEqualTo(404);
	}

	@Test
	void propfindDepthOneListsEveryResourceWithItsEtag() {
		assertThat(put("meeting.ics", MEETING, Map.of()).statusCode()).isEqualTo(201);
		assertThat(put("lecture.ics", SERIES, Map.of()).statusCode()).isEqualTo(201);
		HttpResponse<String> list = send("PROPFIND", calendar(), """
				<D:propfind xmlns:D="DAV:"><D:prop><D:getetag/><D:getcontenttype/></D:prop></D:propfind>
				""", Map.of("Depth", "1"));
		assertThat(list.statusCode()).isEqualTo(207);
		String etag = send("GET", calendar() + "lecture.ics", "", Map.of()).headers().firstValue("ETag").orElseThrow();
		assertThat(list.body()).contains(calendar() + "meeting.ics")
			.contains(calendar() + "lecture.ics")
			.contains("<D:getetag>" + etag.replace("\"", "&quot;") + "</D:getetag>");
		UUID.fromString(this.caller.user().id().toString());
	}

}
