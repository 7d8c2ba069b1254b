package dev.kairos.ical;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneRules;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.IntegrationTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import static dev.kairos.ical.IcalTestSupport.feed;
import static dev.kairos.ical.IcalTestSupport.feedToken;
import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

@IntegrationTest
class IcalFeedApiTests {

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Autowired
	private FeedFiles files;

	@Autowired
	private dev.kairos.security.Users accounts;

	private TestUsers.Caller caller;

	private Api api;

	@BeforeEach
	void signIn() {
		this.caller = this.users.create();
		this.api = new Api(this.port, this.caller.key());
	}

	private String create(String body) {
		Response created = this.api.post("/api/events/create", json(body));
		assertThat(created.status()).as(created.toString()).isEqualTo(201);
		return created.text("id");
	}

	@Test
	void rendersEventsAsRfc5545WithoutCredentialsButTheToken() {
		String meeting = create(
				"""
						{'title':'Planning, Q3; \\\\ budget','start_time':'2030-03-04T12:30:00Z','end_time':'2030-03-04T13:30:00Z',
						 'description':'Line one\\nLine two with ünïcödé and emoji 😀 that goes on long enough to be folded twice over',
						 'location':'Room 4, Building B','color':'#ff0000'}""");
		String holiday = create("""
				{'title':'Holiday','start_time':'2030-03-06','end_time':'2030-03-08','all_day':true}""");

		Response feed = feed(this.api, feedToken(this.api));

		assertThat(feed.status()).isEqualTo(200);
		assertThat(feed.header("Content-Type")).isEqualToIgnoringCase("text/calendar;charset=utf-8");
		assertThat(feed.header("ETag")).matches("W/\"[0-9a-f]{32}\"");
		String body = feed.body();
		assertThat(body).startsWith("BEGIN:VCALENDAR\r\n").endsWith("END:VCALENDAR\r\n");
		assertThat(body.replace("\r\n", "")).doesNotContain("\r", "\n");
		for (String line : body.split("\r\n")) {
			assertThat(line.getBytes(StandardCharsets.UTF_8).length).as(line).isLessThanOrEqualTo(75);
		}
		String unfolded = body.replace("\r\n ", "");
		assertThat(unfolded).contains("VERSION:2.0\r\n", "PRODID:-//Kairos//Kairos Calendar//EN\r\n",
				"CALSCALE:GREGORIAN\r\n", "\r\nNAME:Kairos\r\n", "METHOD:PUBLISH\r\n", "X-WR-CALNAME:Kairos\r\n",
				"X-WR-TIMEZONE:UTC\r\n", "REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n", "X-PUBLISHED-TTL:PT1H\r\n");
		assertThat(unfolded).contains("UID:" + meeting + "@kairos\r\n", "DTSTART:20300304T123000Z\r\n",
				"DTEND:20300304T133000Z\r\n", "SUMMARY:Planning\\, Q3\\; \\\\ budget\r\n",
				"DESCRIPTION:Line one\\nLine two with ünïcödé and emoji 😀 that goes on long enough",
				"LOCATION:Room 4\\, Building B\r\n", "COLOR:red\r\n");
		// SEQUENCE 0 is the default, left out.
		assertThat(unfolded).doesNotContain("SEQUENCE:0");
		assertThat(unfolded).contains("UID:" + holiday + "@kairos\r\n", "DTSTART;VALUE=DATE:20300306\r\n",
				"DTEND;VALUE=DATE:20300308\r\n");
		assertThat(unfolded).containsPattern("DTSTAMP:\\d{8}T\\d{6}Z\r\n")
			.containsPattern("LAST-MODIFIED:\\d{8}T\\d{6}Z\r\n");
	}

	@Test
	void writesTheOwnerAsOrganizerAndEachAttendeeWithItsPartstat() throws Exception {
		String email = this.accounts.email(this.caller.user());
		String review = create("""
				{'title':'Review','start_time':'2030-03-04T12:30:00Z','end_time':'2030-03-04T13:30:00Z',
				 'attendees':[{'name':'Zoë, the; chair','email':'zoe@example.com','status':'accepted'},
				 {'email':'max@example.org','status':'declined'}]}""");
		create("{'title':'Alone','start_time':'2030-03-05T12:30:00Z','end_time':'2030-03-05T13:30:00Z'}");
		String unfolded = feed(this.api, feedToken(this.api)).body().replace("\r\n ", "");
		assertThat(unfolded).contains("ORGANIZER:mailto:" + email + "\r\n",
				"ATTENDEE;CN=\"Zoë, the; chair\";PARTSTAT=ACCEPTED:mailto:zoe@example.com\r\n",
				"ATTENDEE;PARTSTAT=DECLINED:mailto:max@example.org\r\n");
		// Only the event with attendees has an ORGANIZER.
		assertThat(unfolded.split("ORGANIZER:", -1)).hasSize(2);
		net.fortuna.ical4j.model.Calendar calendar = new net.fortuna.ical4j.data.CalendarBuilder()
			.build(new java.io.StringReader(unfolded));
		net.fortuna.ical4j.model.component.VEvent event = calendar.<net.fortuna.ical4j.model.component.VEvent>getComponents(
				"VEVENT")
			.stream()
			.filter((vevent) -> vevent.getProperty("UID").orElseThrow().getValue().equals(review + "@kairos"))
			.findFirst()
			.orElseThrow();
		java.util.List<net.fortuna.ical4j.model.Property> attendees = event.getProperties("ATTENDEE");
		assertThat(attendees).hasSize(2);
		assertThat(attendees.get(0).getParameter("CN").orElseThrow().getValue()).isEqualTo("Zoë, the; chair");
		assertThat(attendees.get(1).getParameter("PARTSTAT").orElseThrow().getValue()).isEqualTo("DECLINED");
	}

	/**
	 * A series is one VEVENT with DTSTART on its zone's wall clock (UTC, or a date, in a
	 * UTC or all-day series), a DURATION and its rules; a changed occurrence is a VEVENT
	 * of its own with the series' UID and a RECURRENCE-ID of the same form; each zone
	 * gets its VTIMEZONE.
	 */
	@Test
	void rendersSeriesOnTheirZonesWallClockWithTheirChangedOccurrences() {
		String weekly = create("""
				{'title':'Weekly','start_time':'2030-06-03T09:00:00','end_time':'2030-06-03T09:30:00',
				 'recurrence':['RRULE:FREQ=WEEKLY;COUNT=4'],'timezone':'Europe/Berlin'}""");
		change(weekly + "_20300610T070000Z",
				"'title':'Weekly, moved','start_time':'2030-06-10T13:00:00Z','end_time':'2030-06-10T13:30:00Z'");
		String retreat = create("""
				{'title':'Retreat','start_time':'2030-06-05','end_time':'2030-06-06','all_day':true,
				 'recurrence':['RRULE:FREQ=DAILY;COUNT=3']}""");
		change(retreat + "_20300606", "'title':'Retreat, day 2'");
		String gym = create("""
				{'title':'Gym','start_time':'2030-06-04T18:00:00Z','end_time':'2030-06-04T19:00:00Z',
				 'recurrence':['RRULE:FREQ=WEEKLY;COUNT=3'],'timezone':'UTC'}""");
		change(gym + "_20300611T180000Z",
				"'title':'Gym, late','start_time':'2030-06-11T20:00:00Z','end_time':'2030-06-11T21:00:00Z'");

		String feed = feed(this.api, feedToken(this.api)).body().replace("\r\n ", "");

		assertThat(vevents(feed, weekly)).containsExactly("""
				UID:%1$s@kairos
				DTSTAMP:*
				DTSTART;TZID=Europe/Berlin:20300603T090000
				DURATION:PT1800S
				RRULE:FREQ=WEEKLY;COUNT=4;BYDAY=MO
				CREATED:*
				LAST-MODIFIED:*
				SUMMARY:Weekly
				""".formatted(weekly), """
				UID:%1$s@kairos
				DTSTAMP:*
				RECURRENCE-ID;TZID=Europe/Berlin:20300610T090000
				DTSTART:20300610T130000Z
				DTEND:20300610T133000Z
				CREATED:*
				LAST-MODIFIED:*
				SEQUENCE:1
				SUMMARY:Weekly\\, moved
				""".formatted(weekly));
		assertThat(vevents(feed, retreat)).containsExactly("""
				UID:%1$s@kairos
				DTSTAMP:*
				DTSTART;VALUE=DATE:20300605
				DURATION:P1D
				RRULE:FREQ=DAILY;COUNT=3
				CREATED:*
				LAST-MODIFIED:*
				SUMMARY:Retreat
				""".formatted(retreat), """
				UID:%1$s@kairos
				DTSTAMP:*
				RECURRENCE-ID;VALUE=DATE:20300606
				DTSTART;VALUE=DATE:20300606
				DTEND;VALUE=DATE:20300607
				CREATED:*
				LAST-MODIFIED:*
				SEQUENCE:1
				SUMMARY:Retreat\\, day 2
				""".formatted(retreat));
		assertThat(vevents(feed, gym)).containsExactly("""
				UID:%1$s@kairos
				DTSTAMP:*
				DTSTART:20300604T180000Z
				DURATION:PT3600S
				RRULE:FREQ=WEEKLY;COUNT=3;BYDAY=TU
				CREATED:*
				LAST-MODIFIED:*
				SUMMARY:Gym
				""".formatted(gym), """
				UID:%1$s@kairos
				DTSTAMP:*
				RECURRENCE-ID:20300611T180000Z
				DTSTART:20300611T200000Z
				DTEND:20300611T210000Z
				CREATED:*
				LAST-MODIFIED:*
				SEQUENCE:1
				SUMMARY:Gym\\, late
				""".formatted(gym));
		// One VTIMEZONE, for the one zone other than UTC, after the calendar's properties
		// and before the first event.
		assertThat(feed.split("BEGIN:VTIMEZONE\r\n", -1)).hasSize(2);
		assertThat(feed).containsPattern("X-PUBLISHED-TTL:PT1H\r\nBEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\n")
			.containsPattern("END:VTIMEZONE\r\nBEGIN:VEVENT\r\n");
	}

	/**
	 * An occurrence in a daylight-saving gap or overlap is pinned as a changed occurrence
	 * at its UTC time; its RECURRENCE-ID is the time the rule named (the skipped 02:30 of
	 * the gap, the first 02:30 of the overlap). The VTIMEZONE starts a year before the
	 * zone's earliest series.
	 */
	@Test
	void pinsOccurrencesInDaylightSavingGapsAndOverlapsAtTheirUtcTimes() {
		String gap = create("""
				{'title':'Night shift','start_time':'2030-03-30T02:30:00','end_time':'2030-03-30T03:00:00',
				 'recurrence':['RRULE:FREQ=DAILY;COUNT=3'],'timezone':'Europe/Berlin'}""");
		String overlap = create("""
				{'title':'Late shift','start_time':'2030-10-26T02:30:00','end_time':'2030-10-26T03:00:00',
				 'recurrence':['RRULE:FREQ=DAILY;COUNT=2'],'timezone':'Europe/Berlin'}""");

		String feed = feed(this.api, feedToken(this.api)).body().replace("\r\n ", "");

		assertThat(vevents(feed, gap)).containsExactly("""
				UID:%1$s@kairos
				DTSTAMP:*
				DTSTART;TZID=Europe/Berlin:20300330T023000
				DURATION:PT1800S
				RRULE:FREQ=DAILY;COUNT=3
				CREATED:*
				LAST-MODIFIED:*
				SUMMARY:Night shift
				""".formatted(gap), """
				UID:%1$s@kairos
				DTSTAMP:*
				RECURRENCE-ID;TZID=Europe/Berlin:20300331T023000
				DTSTART:20300331T013000Z
				DTEND:20300331T020000Z
				CREATED:*
				LAST-MODIFIED:*
				SUMMARY:Night shift
				""".formatted(gap));
		assertThat(vevents(feed, overlap)).containsExactly("""
				UID:%1$s@kairos
				DTSTAMP:*
				DTSTART;TZID=Europe/Berlin:20301026T023000
				DURATION:PT1800S
				RRULE:FREQ=DAILY;COUNT=2
				CREATED:*
				LAST-MODIFIED:*
				SUMMARY:Late shift
				""".formatted(overlap), """
				UID:%1$s@kairos
				DTSTAMP:*
				RECURRENCE-ID;TZID=Europe/Berlin:20301027T023000
				DTSTART:20301027T003000Z
				DTEND:20301027T010000Z
				CREATED:*
				LAST-MODIFIED:*
				SUMMARY:Late shift
				""".formatted(overlap));
		// 2029-03-29 is after that year's change to summer time; the rules follow from
		// the
		// year of the first date.
		assertThat(feed).contains("""
				BEGIN:VTIMEZONE
				TZID:Europe/Berlin
				BEGIN:DAYLIGHT
				DTSTART:20290329T033000
				TZOFFSETFROM:+0200
				TZOFFSETTO:+0200
				END:DAYLIGHT
				BEGIN:DAYLIGHT
				DTSTART:20290325T020000
				RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=SU;BYMONTHDAY=25,26,27,28,29,30,31
				TZOFFSETFROM:+0100
				TZOFFSETTO:+0200
				END:DAYLIGHT
				BEGIN:STANDARD
				DTSTART:20291028T030000
				RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=SU;BYMONTHDAY=25,26,27,28,29,30,31
				TZOFFSETFROM:+0200
				TZOFFSETTO:+0100
				END:STANDARD
				END:VTIMEZONE
				""".replace("\n", "\r\n"));
	}

	private void change(String instance, String fields) {
		Response changed = this.api.patch("/api/events", json("{'id':'%s',%s}".formatted(instance, fields)));
		assertThat(changed.status()).as(changed.toString()).isEqualTo(200);
	}

	/**
	 * Pins cover the feed's span, from a year back, not every change of offset since a
	 * series began; and a change of offset pins at most ten occurrences of one series.
	 */
	@Test
	void pinsFromAYearBackAndAtMostTenOccurrencesPerChangeOfOffset() {
		String nightly = create("""
				{'title':'Night check','start_time':'2015-01-01T02:30:00','end_time':'2015-01-01T02:45:00',
				 'recurrence':['RRULE:FREQ=DAILY'],'timezone':'Europe/Berlin'}""");
		// 23 readings, every five minutes within an hour of Berlin's next change to
		// summer
		// time (the feed pins from a year back, so the date follows today's).
		ZoneRules berlin = ZoneId.of("Europe/Berlin").getRules();
		ZoneOffsetTransition change = berlin.nextTransition(Instant.now());
		while (!change.isGap()) {
			change = berlin.nextTransition(change.getInstant());
		}
		DateTimeFormatter basic = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);
		StringBuilder dates = new StringBuilder();
		for (int minutes = -55; minutes <= 55; minutes += 5) {
			dates.append((dates.length() > 0) ? "," : "")
				.append(basic.format(change.getInstant().plusSeconds(60L * minutes)));
		}
		Instant dayBefore = change.getInstant().minus(Duration.ofDays(1));
		String crowded = create("""
				{'title':'Readings','start_time':'%s','end_time':'%s',
				 'recurrence':['RDATE:%s'],'timezone':'Europe/Berlin','force':true}""".formatted(dayBefore,
				dayBefore.plusSeconds(60), dates));

		String feed = feed(this.api, feedToken(this.api)).body().replace("\r\n ", "");

		java.time.LocalDate yearBack = java.time.LocalDate.now(java.time.ZoneOffset.UTC).minusDays(367);
		java.util.List<java.time.LocalDate> pinned = vevents(feed, nightly).stream()
			.map((vevent) -> Pattern.compile("RECURRENCE-ID;TZID=Europe/Berlin:(\\d{8})T").matcher(vevent))
			.filter(Matcher::find)
			.map((found) -> java.time.LocalDate.parse(found.group(1),
					java.time.format.DateTimeFormatter.BASIC_ISO_DATE))
			.toList();
		// 02:30 in each spring gap and autumn overlap from a year back to ten years
		// ahead:
		// 21 to 23 of them, depending on today's date.
		assertThat(pinned).hasSizeBetween(21, 23).allSatisfy((day) -> assertThat(day).isAfter(yearBack));
		// Of the 23 readings within an hour of the change, 10 are pinned.
		assertThat(vevents(feed, crowded)).filteredOn((vevent) -> vevent.contains("RECURRENCE-ID")).hasSize(10);
	}

	/**
	 * The VEVENTs of a UID in an unfolded feed, LF line ends, their time stamps (the real
	 * clock's) as {@code *}, without their VALARMs (IcalRemindersTests covers those).
	 */
	private static java.util.List<String> vevents(String feed, String id) {
		java.util.List<String> found = new java.util.ArrayList<>();
		Matcher vevent = Pattern.compile("BEGIN:VEVENT\r\n(.*?)END:VEVENT\r\n", Pattern.DOTALL).matcher(feed);
		while (vevent.find()) {
			if (vevent.group(1).startsWith("UID:" + id + "@kairos\r\n")) {
				found.add(vevent.group(1)
					.replaceAll("(DTSTAMP|CREATED|LAST-MODIFIED):\\d{8}T\\d{6}Z", "$1:*")
					.replaceAll("(?s)BEGIN:VALARM\r\n.*?END:VALARM\r\n", "")
					.replace("\r\n", "\n"));
			}
		}
		return found;
	}

	@Test
	void answersNotModifiedOnlyWhileNothingRenderedChanged() {
		String id = create("{'title':'Standup','start_time':'2030-03-04T09:00:00Z','end_time':'2030-03-04T09:15:00Z'}");
		String token = feedToken(this.api);
		Response first = feed(this.api, token);
		String etag = first.header("ETag");

		assertThat(conditional(token, Map.of("If-None-Match", etag)).status()).isEqualTo(304);
		assertThat(conditional(token, Map.of("If-None-Match", etag.substring(2))).status()).isEqualTo(304);
		assertThat(conditional(token, Map.of("If-None-Match", "\"other\", " + etag)).status()).isEqualTo(304);
		assertThat(conditional(token, Map.of("If-None-Match", "\"other\"")).status()).isEqualTo(200);
		Response notModified = conditional(token, Map.of("If-None-Match", etag));
		assertThat(notModified.body()).isEmpty();
		assertThat(notModified.header("ETag")).isEqualTo(etag);
		assertThat(conditional(token, Map.of("If-Modified-Since", "Fri, 01 Jan 2100 00:00:00 GMT")).status())
			.isEqualTo(200);

		assertThat(this.api.patch("/api/events", json("{'id':'%s','title':'Daily standup'}".formatted(id))).status())
			.isEqualTo(200);
		Response changed = conditional(token, Map.of("If-None-Match", etag));
		assertThat(changed.status()).isEqualTo(200);
		assertThat(changed.header("ETag")).isNotEqualTo(etag);
		assertThat(changed.body().replace("\r\n ", "")).contains("SUMMARY:Daily standup", "SEQUENCE:1\r\n");

		String afterUpdate = changed.header("ETag");
		assertThat(this.api.delete("/api/events?id=" + id).status()).isEqualTo(204);
		Response deleted = conditional(token, Map.of("If-None-Match", afterUpdate));
		assertThat(deleted.status()).isEqualTo(200);
		assertThat(deleted.body()).doesNotContain("Daily standup");
	}

	@Test
	void changesETagAfterEachCreateAndImport() {
		String token = feedToken(this.api);
		String before = feed(this.api, token).header("ETag");

		create("{'title':'Standup','start_time':'2030-03-04T09:00:00Z','end_time':'2030-03-04T09:15:00Z'}");
		Response created = conditional(token, Map.of("If-None-Match", before));
		assertThat(created.status()).isEqualTo(200);
		assertThat(created.body()).contains("SUMMARY:Standup");
		String afterCreate = created.header("ETag");
		assertThat(afterCreate).isNotEqualTo(before);

		create("""
				{'title':'Gym','start_time':'2030-03-05T18:00:00Z','end_time':'2030-03-05T19:00:00Z',
				 'recurrence':['RRULE:FREQ=WEEKLY;COUNT=3'],'timezone':'UTC'}""");
		Response series = conditional(token, Map.of("If-None-Match", afterCreate));
		assertThat(series.status()).isEqualTo(200);
		String afterSeries = series.header("ETag");
		assertThat(afterSeries).isNotEqualTo(afterCreate);

		Response imported = IcalTestSupport.importRaw(this.api, IcalTestSupport.calendar("""
				UID:review@example.com
				DTSTAMP:20300101T000000Z
				DTSTART:20300306T100000Z
				DTEND:20300306T110000Z
				SUMMARY:Review
				"""));
		assertThat(imported.json().path("imported").asInt()).as(imported.toString()).isOne();
		Response afterImport = conditional(token, Map.of("If-None-Match", afterSeries));
		assertThat(afterImport.status()).isEqualTo(200);
		assertThat(afterImport.body()).contains("SUMMARY:Review");
		assertThat(afterImport.header("ETag")).isNotEqualTo(afterSeries);
	}

	@Test
	void changesETagWhenAReimportOnlyChangesOrRemovesOneOffEvents() {
		String review = """
				UID:review@example.com
				DTSTART:20300306T100000Z
				DTEND:20300306T110000Z
				SUMMARY:%s
				""";
		String retro = """
				UID:retro@example.com
				DTSTART:20300307T100000Z
				DTEND:20300307T110000Z
				SUMMARY:Retro
				""";
		// A series the file holds unchanged throughout.
		String weekly = """
				UID:weekly@example.com
				DTSTART:20300304T080000Z
				DTEND:20300304T083000Z
				RRULE:FREQ=WEEKLY;COUNT=4
				SUMMARY:Weekly
				""";
		String token = feedToken(this.api);
		Response first = IcalTestSupport.importRaw(this.api,
				IcalTestSupport.calendar(review.formatted("Review"), retro, weekly));
		assertThat(first.json().path("imported").asInt()).as(first.toString()).isEqualTo(3);
		String imported = feed(this.api, token).header("ETag");

		Response renamed = IcalTestSupport.importRaw(this.api,
				IcalTestSupport.calendar(review.formatted("Review (room 2)"), retro, weekly));
		assertThat(renamed.json().path("updated").asInt()).as(renamed.toString()).isOne();
		Response afterUpdate = conditional(token, Map.of("If-None-Match", imported));
		assertThat(afterUpdate.status()).isEqualTo(200);
		assertThat(afterUpdate.body()).contains("SUMMARY:Review (room 2)");
		String updated = afterUpdate.header("ETag");
		assertThat(updated).isNotEqualTo(imported);

		// A re-import removes an event of the file only when the file says so.
		String cancelled = retro + "STATUS:CANCELLED\n";
		Response dropped = IcalTestSupport.importRaw(this.api,
				IcalTestSupport.calendar(review.formatted("Review (room 2)"), cancelled, weekly));
		assertThat(dropped.json().path("removed").asInt()).as(dropped.toString()).isOne();
		Response afterRemoval = conditional(token, Map.of("If-None-Match", updated));
		assertThat(afterRemoval.status()).isEqualTo(200);
		assertThat(afterRemoval.body()).doesNotContain("SUMMARY:Retro");
		assertThat(afterRemoval.header("ETag")).isNotEqualTo(updated);

		// The same file again changes nothing, and the feed says so.
		IcalTestSupport.importRaw(this.api,
				IcalTestSupport.calendar(review.formatted("Review (room 2)"), cancelled, weekly));
		assertThat(conditional(token, Map.of("If-None-Match", afterRemoval.header("ETag"))).status()).isEqualTo(304);
	}

	@Test
	void changesETagWhenTheTimeZoneChanges() {
		String token = feedToken(this.api);
		String etag = feed(this.api, token).header("ETag");
		assertThat(this.api.patch("/api/settings", json("{'timezone':'Europe/Berlin'}")).status()).isEqualTo(200);
		Response feed = conditional(token, Map.of("If-None-Match", etag));
		assertThat(feed.status()).isEqualTo(200);
		assertThat(feed.body()).contains("X-WR-TIMEZONE:Europe/Berlin");
	}

	@Test
	void keepsUidsStableAcrossChanges() {
		String id = create("{'title':'Review','start_time':'2030-03-04T09:00:00Z','end_time':'2030-03-04T10:00:00Z'}");
		String token = feedToken(this.api);
		assertThat(feed(this.api, token).body()).contains("UID:" + id + "@kairos");
		this.api.patch("/api/events", json(
				"{'id':'%s','start_time':'2030-03-05T09:00:00Z','end_time':'2030-03-05T10:00:00Z'}".formatted(id)));
		assertThat(feed(this.api, token).body()).contains("UID:" + id + "@kairos", "DTSTART:20300305T090000Z");
	}

	@Test
	void answersTheSameNotFoundForUnknownMalformedAndRotatedTokens() {
		String token = feedToken(this.api);
		assertThat(this.api.post("/api/settings/feed-token", "").status()).isEqualTo(200);

		Response rotated = feed(this.api, token);
		Response unknown = feed(this.api, "kairos-token-nobody-has-0123456789abcdefghijk");
		Response malformed = feed(this.api, "%%% not a token");
		Response empty = feed(this.api, "");

		for (Response response : new Response[] { rotated, unknown, malformed, empty }) {
			assertThat(response.status()).isEqualTo(404);
			assertThat(response.header("Content-Type")).startsWith("application/problem+json");
			assertThat(withoutRequestId(response.body())).isEqualTo(withoutRequestId(rotated.body()));
		}
		assertThat(feed(this.api, feedToken(this.api)).status()).isEqualTo(200);
	}

	@Test
	void rejectsMissingToken() {
		Response response = this.api.as(null).get("/api/calendar/ical");
		assertThat(response.status()).isEqualTo(400);
		assertThat(response.json().path("errors").get(0).path("field").asString()).isEqualTo("token");
	}

	@Test
	void throttlesAnAddressThatGuessesTokens() throws Exception {
		// From another loopback address than the other tests, so that its throttle is its
		// own.
		InetAddress guesser = InetAddress.getByName("127.0.0.7");
		for (int i = 0; i < 30; i++) {
			assertThat(rawGet(guesser, "guess-" + i)).startsWith("HTTP/1.1 404");
		}
		// The limit is a sliding-window estimate: when the guesses straddle the turn of a
		// minute, the earlier minute's share is weighted down, so the refusal may come a
		// few
		// guesses later; it must come before twice the limit.
		String throttled = rawGet(guesser, "guess-30");
		for (int i = 31; i < 60 && throttled.startsWith("HTTP/1.1 404"); i++) {
			throttled = rawGet(guesser, "guess-" + i);
		}
		assertThat(throttled).startsWith("HTTP/1.1 429");
		Matcher retryAfter = Pattern.compile("(?im)^Retry-After: (\\d+)$").matcher(throttled);
		assertThat(retryAfter.find()).isTrue();
		assertThat(Long.parseLong(retryAfter.group(1))).isBetween(1L, 120L);
		assertThat(rawGet(guesser, feedToken(this.api))).as("a right token from the same address")
			.startsWith("HTTP/1.1 429");

		assertThat(feed(this.api, feedToken(this.api)).status()).isEqualTo(200);
	}

	@Test
	void answersBusyWhileTheUsersFeedFilesAreHeldByStalledReaders() throws Exception {
		String token = feedToken(this.api);
		// Two downloads of this feed that are never read.
		InputStream first = this.files.render(this.caller.user(), (out) -> out.write(1)).body();
		InputStream second = this.files.render(this.caller.user(), (out) -> out.write(1)).body();
		try {
			Response busy = feed(this.api, token);
			assertThat(busy.status()).isEqualTo(503);
			assertThat(busy.header("Retry-After")).isEqualTo("60");
			assertThat(busy.text("type")).isEqualTo("https://kairos.dev/problems/feed-busy");
			assertThat(busy.json().path("retry_after_seconds").asLong()).isEqualTo(60);
			assertThat(feed(this.api.as(null), feedToken(new Api(this.port, this.users.create().key()))).status())
				.as("another user's feed")
				.isEqualTo(200);
		}
		finally {
			first.close();
			second.close();
		}
		assertThat(feed(this.api, token).status()).isEqualTo(200);
	}

	/** A GET of the feed over a socket bound to {@code from}, returning the head. */
	private String rawGet(InetAddress from, String token) throws Exception {
		try (Socket socket = new Socket(InetAddress.getByName("127.0.0.1"), this.port, from, 0)) {
			socket.setSoTimeout(10_000);
			OutputStream out = socket.getOutputStream();
			out.write(("GET /api/calendar/ical?token=" + URLEncoder.encode(token, StandardCharsets.UTF_8)
					+ " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
				.getBytes(StandardCharsets.US_ASCII));
			out.flush();
			String response = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
			return response.substring(0, Math.max(0, response.indexOf("\r\n\r\n")));
		}
	}

	private Response conditional(String token, Map<String, String> headers) {
		HttpRequest.Builder request = this.api.as(null).request("/api/calendar/ical?token=" + token).GET();
		headers.forEach(request::header);
		return this.api.send(request);
	}

	private static String withoutRequestId(String body) {
		return body.replaceAll("\"request_id\":\"[^\"]*\"", "");
	}

}
