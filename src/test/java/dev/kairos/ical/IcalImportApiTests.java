package dev.kairos.ical;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.IntegrationTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import static dev.kairos.ical.IcalTestSupport.calendar;
import static dev.kairos.ical.IcalTestSupport.feed;
import static dev.kairos.ical.IcalTestSupport.feedToken;
import static dev.kairos.ical.IcalTestSupport.importMultipart;
import static dev.kairos.ical.IcalTestSupport.importRaw;
import static dev.kairos.ical.IcalTestSupport.sample;
import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

@IntegrationTest
class IcalImportApiTests {

	private static final String MEETING = """
			UID:meeting-1@example.com
			DTSTAMP:20300101T000000Z
			DTSTART:20300304T120000Z
			DTEND:20300304T130000Z
			SUMMARY:Design review
			LOCATION:Room 1
			DESCRIPTION:Bring\\, the notes
			""";

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Autowired
	private org.springframework.jdbc.core.simple.JdbcClient jdbc;

	private Api api;

	private String key;

	@BeforeEach
	void signIn() {
		this.key = this.users.create().key();
		this.api = new Api(this.port, this.key);
	}

	private JsonNode events() {
		Response page = this.api.get("/api/events?limit=500");
		assertThat(page.status()).isEqualTo(200);
		return page.json().path("events");
	}

	@Test
	void importsAMultipartFileAndARawBody() {
		Response multipart = importMultipart(this.api, "file", calendar(MEETING).getBytes(StandardCharsets.UTF_8));
		assertThat(multipart.status()).as(multipart.toString()).isEqualTo(200);
		assertThat(multipart.json().path("imported").asInt()).isEqualTo(1);
		assertThat(multipart.json().path("updated").asInt()).isZero();
		assertThat(multipart.json().path("skipped").asInt()).isZero();
		assertThat(multipart.json().path("errors")).isEmpty();

		Response raw = importRaw(this.api, calendar("""
				UID:other@example.com
				DTSTART;VALUE=DATE:20300310
				SUMMARY:Conference
				"""));
		assertThat(raw.status()).isEqualTo(200);
		assertThat(raw.json().path("imported").asInt()).isEqualTo(1);

		JsonNode events = events();
		assertThat(events).hasSize(2);
		JsonNode meeting = events.get(0);
		assertThat(meeting.path("title").asString()).isEqualTo("Design review");
		assertThat(meeting.path("start_time").asString()).isEqualTo("2030-03-04T12:00:00Z");
		assertThat(meeting.path("end_time").asString()).isEqualTo("2030-03-04T13:00:00Z");
		assertThat(meeting.path("description").asString()).isEqualTo("Bring, the notes");
		assertThat(meeting.path("location").asString()).isEqualTo("Room 1");
		assertThat(meeting.path("source").asString()).isEqualTo("local");
		JsonNode conference = events.get(1);
		assertThat(conference.path("all_day").asBoolean()).isTrue();
		assertThat(conference.path("start_time").asString()).isEqualTo("2030-03-10T00:00:00Z");
		assertThat(conference.path("end_time").asString()).isEqualTo("2030-03-11T00:00:00Z");
	}

	@Test
	void readsAttendeesOfOneOffEventsWithTheirStatusAndLeavesTheRestOut() {
		Response raw = importRaw(this.api, calendar("""
				UID:invited@example.com
				DTSTART:20300304T120000Z
				DTEND:20300304T130000Z
				SUMMARY:Invited
				ORGANIZER;CN=Boss:mailto:boss@example.com
				ATTENDEE;CN="Ann, Jr.";ROLE=REQ-PARTICIPANT;PARTSTAT=TENTATIVE;X-ODD="a;b":mailto:ann@example.com
				ATTENDEE;PARTSTAT=SOMETHING-ELSE:MAILTO:bob@example.org
				ATTENDEE;CN=Ann again:mailto:ANN@example.com
				ATTENDEE;CN=Room:urn:uuid:00000000-0000-0000-0000-000000000001
				ATTENDEE:mailto:not-an-address
				"""));
		assertThat(raw.status()).as(raw.toString()).isEqualTo(200);
		assertThat(raw.json().path("imported").asInt()).isEqualTo(1);
		assertThat(events().get(0).path("attendees").toString())
			.isEqualTo("[{\"name\":\"Ann, Jr.\",\"email\":\"ann@example.com\",\"status\":\"tentative\"},"
					+ "{\"name\":null,\"email\":\"bob@example.org\",\"status\":\"needs-action\"}]");
	}

	@Test
	void updatesInsteadOfDuplicatingOnReimport() {
		String file = calendar(MEETING);
		assertThat(importRaw(this.api, file).json().path("imported").asInt()).isEqualTo(1);

		Response again = importRaw(this.api, file);
		assertThat(again.json().path("imported").asInt()).isZero();
		assertThat(again.json().path("updated").asInt()).isZero();
		assertThat(again.json().path("unchanged").asInt()).isEqualTo(1);

		Response changed = importRaw(this.api,
				calendar(MEETING.replace("Design review", "Design review (moved)")
					.replace("DTSTART:20300304T120000Z", "DTSTART:20300304T140000Z")
					.replace("DTEND:20300304T130000Z", "DTEND:20300304T150000Z")));
		assertThat(changed.json().path("imported").asInt()).isZero();
		assertThat(changed.json().path("updated").asInt()).isEqualTo(1);

		JsonNode events = events();
		assertThat(events).hasSize(1);
		assertThat(events.get(0).path("title").asString()).isEqualTo("Design review (moved)");
		assertThat(events.get(0).path("start_time").asString()).isEqualTo("2030-03-04T14:00:00Z");
		assertThat(feed(this.api, feedToken(this.api)).body()).contains("SEQUENCE:1\r\n");
	}

	@Test
	void keysEventsWithoutUidStably() {
		String file = calendar("""
				DTSTART:20300304T120000Z
				DTEND:20300304T130000Z
				SUMMARY:No uid here
				""");
		assertThat(importRaw(this.api, file).json().path("imported").asInt()).isEqualTo(1);
		assertThat(importRaw(this.api, file).json().path("unchanged").asInt()).isEqualTo(1);
		assertThat(events()).hasSize(1);
	}

	@Test
	void keepsASeriesWithItsOverridesAndCancelsOccurrencesThatDisappear() {
		String series = """
				UID:weekly@example.com
				DTSTART;TZID=Europe/Berlin:%1$sT090000
				DTEND;TZID=Europe/Berlin:%1$sT093000
				RRULE:FREQ=WEEKLY;COUNT=4
				SUMMARY:Weekly
				""";
		// Fixed days, not the real clock's: 09:00 in Berlin in June is 07:00 UTC.
		String start = "20300603";
		String second = "20300610";
		String moved = """
				UID:weekly@example.com
				RECURRENCE-ID;TZID=Europe/Berlin:%1$sT090000
				DTSTART;TZID=Europe/Berlin:%1$sT150000
				DTEND;TZID=Europe/Berlin:%1$sT153000
				SUMMARY:Weekly (moved)
				""".formatted(second);
		String stray = """
				UID:weekly@example.com
				RECURRENCE-ID;TZID=Europe/Berlin:20300611T090000
				DTSTART;TZID=Europe/Berlin:20300611T150000
				DTEND;TZID=Europe/Berlin:20300611T153000
				SUMMARY:Weekly (on a Tuesday)
				""";
		Response first = importRaw(this.api, calendar(moved, series.formatted(start), stray));
		assertThat(first.json().path("imported").asInt()).as(first.toString()).isEqualTo(1);
		// The override of no occurrence is reported at its own line, not the series'.
		assertThat(first.json().path("errors")).hasSize(1);
		JsonNode left = first.json().path("errors").get(0);
		assertThat(left.path("uid").asString()).isEqualTo("weekly@example.com");
		assertThat(left.path("line").asInt()).isEqualTo(18);
		assertThat(left.path("message").asString()).isEqualTo("The changed occurrence of 2030-06-11T07:00:00Z "
				+ "was left out: its RECURRENCE-ID is no occurrence of the series (or an EXDATE removes it).");
		JsonNode instances = events();
		assertThat(instances).extracting((event) -> event.path("title").asString())
			.containsExactly("Weekly", "Weekly (moved)", "Weekly", "Weekly");
		String seriesId = instances.get(0).path("recurring_event_id").asString();
		assertThat(instances)
			.allSatisfy((event) -> assertThat(event.path("recurring_event_id").asString()).isEqualTo(seriesId));
		assertThat(instances.get(1).path("id").asString()).isEqualTo(seriesId + "_20300610T070000Z");
		JsonNode stored = this.api.get("/api/events/" + seriesId).json();
		assertThat(stored.path("recurrence").get(0).asString()).isEqualTo("RRULE:FREQ=WEEKLY;COUNT=4");
		assertThat(stored.path("timezone").asString()).isEqualTo("Europe/Berlin");

		String cancelled = moved.replace("SUMMARY:Weekly (moved)", "STATUS:CANCELLED");
		Response second2 = importRaw(this.api, calendar(series.formatted(start), cancelled));
		assertThat(second2.json().path("updated").asInt()).as(second2.toString()).isEqualTo(1);
		assertThat(second2.json().path("skipped").asInt()).isEqualTo(1);
		assertThat(events()).hasSize(3)
			.allSatisfy((event) -> assertThat(event.path("title").asString()).isEqualTo("Weekly"));
		assertThat(this.api.get("/api/events/" + seriesId).json().path("recurrence").get(1).asString())
			.startsWith("EXDATE:" + second);
	}

	@Test
	void importsASeriesWhateverItsDatesAndAnEndlessOneFrom1900() {
		Response result = importRaw(this.api, calendar("""
				UID:lecture-2031@example.com
				DTSTART;TZID=America/New_York:20310303T090000
				DTEND;TZID=America/New_York:20310303T101500
				RRULE:FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20310430T235959Z
				SUMMARY:Lecture
				""", """
				UID:hourly-forever@example.com
				DTSTART:19000101T000000Z
				DTEND:19000101T000500Z
				RRULE:FREQ=HOURLY;INTERVAL=5
				SUMMARY:Beacon
				"""));
		assertThat(result.json().path("imported").asInt()).as(result.toString()).isEqualTo(2);
		JsonNode lectures = this.api.get("/api/events?start=2031-03-01T00:00:00Z&end=2031-05-01T00:00:00Z&limit=500")
			.json()
			.path("events");
		List<String> lectureStarts = new ArrayList<>();
		lectures.forEach((event) -> {
			if (event.path("title").asString().equals("Lecture")) {
				lectureStarts.add(event.path("start_time").asString());
			}
		});
		// Mondays and Wednesdays, 3 March to 29 April 2031; New York moves to EDT on 9
		// March.
		assertThat(lectureStarts).hasSize(18)
			.startsWith("2031-03-03T14:00:00Z", "2031-03-05T14:00:00Z", "2031-03-10T13:00:00Z");
		JsonNode beacons = this.api.get("/api/events?start=2030-01-01T00:00:00Z&end=2030-01-02T00:00:00Z")
			.json()
			.path("events");
		// 1900-01-01 to 2030-01-01 is 1,139,568 hours: 227,913 times five plus three.
		assertThat(beacons).extracting((event) -> event.path("start_time").asString())
			.containsExactly("2030-01-01T02:00:00Z", "2030-01-01T07:00:00Z", "2030-01-01T12:00:00Z",
					"2030-01-01T17:00:00Z", "2030-01-01T22:00:00Z");
	}

	@Test
	void refusesHostileRulesOneByOneAndNeverExpandsAtImport() {
		Response result = importRaw(this.api, calendar("""
				UID:seconds-forever@example.com
				DTSTART:19000101T000000Z
				RRULE:FREQ=SECONDLY;COUNT=2147483647
				SUMMARY:Every second
				""", """
				UID:seconds-endless@example.com
				DTSTART:19500101T000000Z
				RRULE:FREQ=SECONDLY
				SUMMARY:Endless seconds
				""", """
				UID:long@example.com
				DTSTART:20300304T120000Z
				DURATION:P99999999999W
				SUMMARY:Very long
				""", """
				UID:huge-count@example.com
				DTSTART:20300304T120000Z
				RRULE:FREQ=HOURLY;COUNT=2147483647
				SUMMARY:Huge count
				""", """
				UID:every-second@example.com
				DTSTART:20300304T120000Z
				RRULE:FREQ=HOURLY;BYMINUTE=0,1,2,3,4,5;BYSECOND=0,10,20,30,40,50
				SUMMARY:Every ten seconds
				""", """
				UID:fine@example.com
				DTSTART:20300304T120000Z
				DTEND:20300304T130000Z
				SUMMARY:Fine
				"""));
		assertThat(result.status()).as(result.toString()).isEqualTo(200);
		assertThat(result.json().path("imported").asInt()).isEqualTo(2);
		// The four refused rules, which the events feature rejects one by one.
		assertThat(result.json().path("skipped").asInt()).isEqualTo(4);
		List<String> messages = new ArrayList<>();
		result.json()
			.path("errors")
			.forEach((error) -> messages.add(error.path("uid").asString() + ": " + error.path("message").asString()));
		assertThat(messages).anySatisfy((message) -> assertThat(message).startsWith("seconds-forever@example.com")
			.contains("finer than HOURLY"));
		assertThat(messages).anySatisfy((message) -> assertThat(message).startsWith("seconds-endless@example.com")
			.contains("finer than HOURLY"));
		assertThat(messages)
			.anySatisfy((message) -> assertThat(message).startsWith("huge-count@example.com").contains("COUNT"));
		assertThat(messages).anySatisfy((message) -> assertThat(message).startsWith("every-second@example.com")
			.contains("at most once an hour"));
		assertThat(messages)
			.anySatisfy((message) -> assertThat(message).startsWith("long@example.com").contains("DURATION"));
		// The long event was kept with the default length.
		assertThat(events()).extracting((event) -> event.path("title").asString())
			.containsExactlyInAnyOrder("Very long", "Fine");
	}

	@Test
	void storesAHundredDailySeriesAsAHundredRows() {
		String[] series = new String[100];
		for (int i = 0; i < 100; i++) {
			series[i] = "UID:daily-%d@example.com\nDTSTART:20260101T%02d0000Z\nDURATION:PT10M\nRRULE:FREQ=DAILY\nSUMMARY:Daily %d"
				.formatted(i, i % 24, i);
		}
		Response result = importRaw(this.api, calendar(series));
		assertThat(result.json().path("imported").asInt()).as(result.toString()).isEqualTo(100);
		java.util.UUID userId = userId();
		assertThat(this.jdbc.sql("select count(*) from event_series where user_id = :user")
			.param("user", userId)
			.query(Integer.class)
			.single()).isEqualTo(100);
		assertThat(this.jdbc.sql("select count(*) from events where user_id = :user")
			.param("user", userId)
			.query(Integer.class)
			.single()).isZero();
	}

	@Test
	void turnsSeriesStoredAsCopiesIntoOneSeriesOnTheirNextImport() {
		String file = calendar("""
				UID:copied@example.com
				DTSTART:20300304T120000Z
				DTEND:20300304T130000Z
				RRULE:FREQ=DAILY;COUNT=3
				SUMMARY:Copied
				""");
		// What versions before series stored: one row per occurrence, keyed by
		// RECURRENCE-ID.
		java.util.UUID userId = userId();
		for (int day = 4; day <= 6; day++) {
			this.jdbc.sql("""
					insert into events (id, user_id, title, start_time, end_time, all_day, sequence, created_at,
					updated_at, ical_uid, recurrence_id)
					values (:id, :user, 'Copied', :start, :end, false, 0, :start, :start, 'copied@example.com', :rid)
					""")
				.param("id", java.util.UUID.randomUUID())
				.param("user", userId)
				.param("start", java.time.OffsetDateTime.parse("2030-03-0" + day + "T12:00:00Z"))
				.param("end", java.time.OffsetDateTime.parse("2030-03-0" + day + "T13:00:00Z"))
				.param("rid", "2030030" + day + "T120000Z")
				.update();
		}
		assertThat(events()).hasSize(3)
			.allSatisfy((event) -> assertThat(event.path("recurring_event_id").isNull()).isTrue());
		Response result = importRaw(this.api, file);
		assertThat(result.json().path("imported").asInt()).as(result.toString()).isEqualTo(1);
		assertThat(result.json().path("removed").asInt()).isEqualTo(3);
		assertThat(events()).hasSize(3)
			.allSatisfy((event) -> assertThat(event.path("recurring_event_id").isNull()).isFalse());
		assertThat(importRaw(this.api, file).json().path("unchanged").asInt()).isEqualTo(1);
	}

	/**
	 * An invitation that changes one meeting of a series carries that occurrence alone,
	 * under the series' UID: imported over the series an earlier file stored, it changes
	 * that occurrence and leaves the rest of the series.
	 */
	@Test
	void aFileWithOnlyChangedOccurrencesOfAStoredSeriesChangesThoseOccurrences() {
		String series = """
				UID:club@example.com
				DTSTART:20300304T180000Z
				DTEND:20300304T190000Z
				RRULE:FREQ=WEEKLY;COUNT=4
				SUMMARY:Club
				""";
		assertThat(importRaw(this.api, calendar(series)).json().path("imported").asInt()).isEqualTo(1);
		String moved = calendar("""
				UID:club@example.com
				RECURRENCE-ID:20300311T180000Z
				DTSTART:20300312T170000Z
				DTEND:20300312T180000Z
				SUMMARY:Club (Tuesday)
				""", """
				UID:club@example.com
				RECURRENCE-ID:20300305T180000Z
				DTSTART:20300305T180000Z
				DTEND:20300305T190000Z
				SUMMARY:Club (no such meeting)
				""");

		Response update = importRaw(this.api, moved);

		assertThat(update.json().path("updated").asInt()).as(update.toString()).isEqualTo(1);
		assertThat(update.json().path("imported").asInt()).isZero();
		assertThat(update.json().path("removed").asInt()).isZero();
		assertThat(update.json().path("errors")).hasSize(1);
		assertThat(update.json().path("errors").get(0).path("message").asString())
			.isEqualTo("The event was not imported: its RECURRENCE-ID 20300305T180000Z is no occurrence "
					+ "of the series stored under its UID (or one removed since).");
		JsonNode instances = events();
		assertThat(instances)
			.extracting((event) -> event.path("title").asString() + " " + event.path("start_time").asString())
			.containsExactly("Club 2030-03-04T18:00:00Z", "Club (Tuesday) 2030-03-12T17:00:00Z",
					"Club 2030-03-18T18:00:00Z", "Club 2030-03-25T18:00:00Z");
		String seriesId = instances.get(0).path("recurring_event_id").asString();
		assertThat(instances)
			.allSatisfy((event) -> assertThat(event.path("recurring_event_id").asString()).isEqualTo(seriesId));
		Response again = importRaw(this.api, moved);
		assertThat(again.json().path("unchanged").asInt()).as(again.toString()).isEqualTo(1);
		assertThat(again.json().path("updated").asInt()).isZero();

		// The whole series again: the file is its record once more, with no change left.
		Response whole = importRaw(this.api, calendar(series));
		assertThat(whole.json().path("updated").asInt()).as(whole.toString()).isEqualTo(1);
		assertThat(events()).hasSize(4)
			.allSatisfy((event) -> assertThat(event.path("title").asString()).isEqualTo("Club"));
	}

	/**
	 * Each such occurrence is a write of its series, so one file changes or cancels at
	 * most a hundred of them (changes first); the rest are reported.
	 */
	@Test
	void aFileChangesAtMostAHundredOccurrencesOfSeriesItDoesNotHold() {
		assertThat(importRaw(this.api, calendar("""
				UID:daily@example.com
				DTSTART:20300101T080000Z
				DTEND:20300101T083000Z
				RRULE:FREQ=DAILY;COUNT=120
				SUMMARY:Daily
				""")).json().path("imported").asInt()).isEqualTo(1);
		List<String> changes = new ArrayList<>();
		List<String> cancellations = new ArrayList<>();
		java.time.LocalDate day = java.time.LocalDate.of(2030, 1, 1);
		for (int i = 0; i < 101; i++, day = day.plusDays(1)) {
			String key = day.toString().replace("-", "");
			changes.add(
					"UID:daily@example.com\nRECURRENCE-ID:%1$sT080000Z\nDTSTART:%1$sT090000Z\nDURATION:PT30M\nSUMMARY:Later"
						.formatted(key));
			cancellations
				.add("UID:daily@example.com\nRECURRENCE-ID:%1$sT080000Z\nDTSTART:%1$sT080000Z\nSTATUS:CANCELLED"
					.formatted(key));
		}

		Response changed = importRaw(this.api, calendar(changes.toArray(String[]::new)));

		assertThat(changed.json().path("updated").asInt()).as(changed.toString()).isEqualTo(100);
		assertThat(changed.json().path("errors")).hasSize(1);
		assertThat(changed.json().path("errors").get(0).path("message").asString())
			.isEqualTo("The event was not imported: the file changes more than 100 occurrences of series it does "
					+ "not hold; import those series whole.");
		assertThat(events())
			.extracting((event) -> event.path("title").asString() + " " + event.path("start_time").asString())
			.contains("Later 2030-04-10T09:00:00Z", "Daily 2030-04-11T08:00:00Z")
			.filteredOn((title) -> title.startsWith("Later"))
			.hasSize(100);

		Response cancelled = importRaw(this.api, calendar(cancellations.toArray(String[]::new)));

		assertThat(cancelled.json().path("removed").asInt()).as(cancelled.toString()).isEqualTo(100);
		assertThat(cancelled.json().path("errors")).hasSize(1);
		assertThat(cancelled.json().path("errors").get(0).path("message").asString())
			.isEqualTo("The cancellation was not applied: the file changes more than 100 occurrences of series it "
					+ "does not hold; import those series whole.");
		JsonNode left = events();
		assertThat(left).hasSize(20);
		assertThat(left.get(0).path("start_time").asString()).isEqualTo("2030-04-11T08:00:00Z");
	}

	/**
	 * The same for an all-day series, whose occurrences a RECURRENCE-ID names by their
	 * date: a time names none of them.
	 */
	@Test
	void aFileWithOnlyAChangedDayOfAStoredAllDaySeriesChangesThatDay() {
		assertThat(importRaw(this.api, calendar("""
				UID:shift@example.com
				DTSTART;VALUE=DATE:20300304
				DTEND;VALUE=DATE:20300305
				RRULE:FREQ=DAILY;COUNT=3
				SUMMARY:Shift
				""")).json().path("imported").asInt()).isEqualTo(1);

		Response update = importRaw(this.api, calendar("""
				UID:shift@example.com
				RECURRENCE-ID;VALUE=DATE:20300305
				DTSTART;VALUE=DATE:20300305
				DTEND;VALUE=DATE:20300306
				SUMMARY:Shift (swapped)
				""", """
				UID:shift@example.com
				RECURRENCE-ID:20300306T000000Z
				DTSTART;VALUE=DATE:20300306
				DTEND;VALUE=DATE:20300307
				SUMMARY:Shift (by its time)
				"""));

		assertThat(update.status()).as(update.toString()).isEqualTo(200);
		assertThat(update.json().path("updated").asInt()).isEqualTo(1);
		assertThat(update.json().path("errors")).hasSize(1);
		assertThat(events()).extracting((event) -> event.path("title").asString())
			.containsExactly("Shift", "Shift (swapped)", "Shift");
	}

	@Test
	void aSeriesWhoseUidTurnsIntoAOneOffEventIsGoneAtOnce() {
		String series = calendar("""
				UID:club@example.com
				DTSTART:20300304T180000Z
				DTEND:20300304T190000Z
				RRULE:FREQ=WEEKLY;COUNT=3
				SUMMARY:Club
				""");
		assertThat(importRaw(this.api, series).json().path("imported").asInt()).isEqualTo(1);
		// Read once, so the series are compiled and kept in memory.
		assertThat(events()).hasSize(3);

		Response once = importRaw(this.api, calendar("""
				UID:club@example.com
				DTSTART:20300304T180000Z
				DTEND:20300304T190000Z
				SUMMARY:Club (last meeting)
				"""));
		assertThat(once.json().path("imported").asInt()).as(once.toString()).isEqualTo(1);
		assertThat(once.json().path("removed").asInt()).isEqualTo(1);
		JsonNode events = events();
		assertThat(events).extracting((event) -> event.path("title").asString()).containsExactly("Club (last meeting)");
		assertThat(events.get(0).path("recurring_event_id").isNull()).isTrue();
	}

	/**
	 * A stored series whose rule no longer reads (a row written by another version, or by
	 * hand) is left out of every listing, and the next import of its UID replaces it; a
	 * refused item under that UID leaves it as it is.
	 */
	@Test
	void leavesOutAStoredSeriesItCannotReadAndReplacesItOnTheNextImportOfItsUid() {
		assertThat(importRaw(this.api, calendar(MEETING)).json().path("imported").asInt()).isEqualTo(1);
		java.util.UUID userId = userId();
		this.jdbc.sql("""
				insert into event_series (id, user_id, title, start_time, end_time, all_day, time_zone, recurrence,
				sequence, created_at, updated_at, ical_uid)
				values (:id, :user, 'Unreadable', :start, :end, false, 'UTC', 'RRULE:FREQ=SOMETIMES', 0, :start,
				:start, 'unreadable@example.com')
				""")
			.param("id", java.util.UUID.randomUUID())
			.param("user", userId)
			.param("start", java.time.OffsetDateTime.parse("2030-03-04T09:00:00Z"))
			.param("end", java.time.OffsetDateTime.parse("2030-03-04T10:00:00Z"))
			.update();
		// As a series write would: the series are read again, not taken from memory.
		this.jdbc.sql("update event_revisions set series_version = 7 where user_id = :user")
			.param("user", userId)
			.update();
		assertThat(events()).extracting((event) -> event.path("title").asString()).containsExactly("Design review");

		Response refused = importRaw(this.api, calendar("""
				UID:unreadable@example.com
				DTSTART:20300304T090000Z
				DTEND:20300304T100000Z
				RRULE:FREQ=WEEKLY;BYDAY=XX
				SUMMARY:Still unreadable
				"""));
		assertThat(refused.status()).as(refused.toString()).isEqualTo(200);
		assertThat(refused.json().path("removed").asInt()).isZero();
		assertThat(seriesTitles(userId)).containsExactly("Unreadable");

		Response replaced = importRaw(this.api, calendar("""
				UID:unreadable@example.com
				DTSTART:20300304T090000Z
				DTEND:20300304T100000Z
				RRULE:FREQ=WEEKLY;COUNT=2
				SUMMARY:Readable again
				"""));
		assertThat(replaced.json().path("imported").asInt()).as(replaced.toString()).isEqualTo(1);
		assertThat(replaced.json().path("removed").asInt()).isEqualTo(1);
		assertThat(seriesTitles(userId)).containsExactly("Readable again");
		assertThat(events()).extracting((event) -> event.path("title").asString())
			.containsExactlyInAnyOrder("Readable again", "Readable again", "Design review");
	}

	private java.util.List<String> seriesTitles(java.util.UUID userId) {
		return this.jdbc.sql("select title from event_series where user_id = :user")
			.param("user", userId)
			.query(String.class)
			.list();
	}

	private java.util.UUID userId() {
		return this.jdbc.sql("select user_id from api_keys where key_hash = :hash")
			.param("hash", dev.kairos.shared.Secrets.sha256(this.key))
			.query(java.util.UUID.class)
			.single();
	}

	/**
	 * A calendar that exports a cancelled meeting keeps it with {@code STATUS:CANCELLED}
	 * (RFC 5546): on the next import the event goes, whether it was a one-off event, a
	 * series or an occurrence whose series the file does not hold. Other UIDs stay.
	 */
	@Test
	void aReimportRemovesWhatTheFileNowMarksCancelled() {
		String standup = """
				UID:standup@example.com
				DTSTART:20300304T090000Z
				DTEND:20300304T091500Z
				RRULE:FREQ=DAILY;COUNT=5
				SUMMARY:Standup
				""";
		String review = """
				UID:review@example.com
				DTSTART:20300305T100000Z
				DTEND:20300305T110000Z
				SUMMARY:Review
				""";
		String invited = """
				UID:offsite@example.com
				RECURRENCE-ID:20300306T120000Z
				DTSTART:20300306T120000Z
				DTEND:20300306T130000Z
				SUMMARY:Offsite (my occurrence)
				""";
		String kept = """
				UID:kept@example.com
				DTSTART:20300307T100000Z
				DTEND:20300307T110000Z
				SUMMARY:Kept
				""";
		Response first = importRaw(this.api, calendar(standup, review, invited, kept));
		assertThat(first.json().path("imported").asInt()).as(first.toString()).isEqualTo(4);
		assertThat(events()).hasSize(8);

		Response cancelled = importRaw(this.api, calendar(standup + "STATUS:CANCELLED\n", review + "STATUS:CANCELLED\n",
				invited + "STATUS:CANCELLED\n"));
		assertThat(cancelled.json().path("removed").asInt()).as(cancelled.toString()).isEqualTo(3);
		assertThat(cancelled.json().path("skipped").asInt()).isEqualTo(3);
		assertThat(cancelled.json().path("imported").asInt()).isZero();
		assertThat(cancelled.json().path("errors")).isEmpty();
		assertThat(events()).extracting((event) -> event.path("title").asString()).containsExactly("Kept");

		// Cancelled again, or cancelled without ever being imported: nothing to remove.
		Response again = importRaw(this.api, calendar(review + "STATUS:CANCELLED\n",
				review.replace("review@", "never-imported@") + "STATUS:CANCELLED\n"));
		assertThat(again.json().path("removed").asInt()).as(again.toString()).isZero();
		assertThat(again.json().path("skipped").asInt()).isEqualTo(2);
		assertThat(events()).hasSize(1);
	}

	/**
	 * A cancelled occurrence whose series the file does not hold (what an invitation's
	 * cancellation of one meeting carries) removes only that occurrence: from the series
	 * an earlier file stored, or a copy of it stored on its own, never the series; and an
	 * event the import refuses leaves what was stored under its UID.
	 */
	@Test
	void aCancelledOccurrenceRemovesOnlyItselfAndARefusedEventRemovesNothing() {
		String weekly = """
				UID:weekly@example.com
				DTSTART:20300304T090000Z
				DTEND:20300304T100000Z
				RRULE:FREQ=WEEKLY;COUNT=3
				SUMMARY:Weekly
				""";
		String review = """
				UID:review@example.com
				DTSTART:20300305T100000Z
				DTEND:20300305T110000Z
				SUMMARY:Review
				""";
		assertThat(importRaw(this.api, calendar(weekly, review)).json().path("imported").asInt()).isEqualTo(2);

		Response one = importRaw(this.api, calendar("""
				UID:weekly@example.com
				RECURRENCE-ID:20300311T090000Z
				DTSTART:20300311T090000Z
				STATUS:CANCELLED
				"""));
		assertThat(one.json().path("removed").asInt()).as(one.toString()).isEqualTo(1);
		assertThat(one.json().path("skipped").asInt()).isEqualTo(1);
		assertThat(events())
			.extracting((event) -> event.path("title").asString() + " " + event.path("start_time").asString())
			.containsExactly("Weekly 2030-03-04T09:00:00Z", "Review 2030-03-05T10:00:00Z",
					"Weekly 2030-03-18T09:00:00Z");
		// Gone already: nothing more to remove.
		assertThat(importRaw(this.api, calendar("""
				UID:weekly@example.com
				RECURRENCE-ID:20300311T090000Z
				DTSTART:20300311T090000Z
				STATUS:CANCELLED
				""")).json().path("removed").asInt()).isZero();

		// The later VEVENT of a key wins, a cancellation too.
		Response twice = importRaw(this.api, calendar("""
				UID:invite@example.com
				RECURRENCE-ID:20300306T120000Z
				DTSTART:20300306T120000Z
				DTEND:20300306T130000Z
				SUMMARY:Offsite
				""", """
				UID:invite@example.com
				RECURRENCE-ID:20300306T120000Z
				DTSTART:20300306T120000Z
				STATUS:CANCELLED
				"""));
		assertThat(twice.json().path("imported").asInt()).as(twice.toString()).isZero();
		assertThat(events()).hasSize(3);

		Response refused = importRaw(this.api, calendar(weekly.replace("FREQ=WEEKLY;COUNT=3", "FREQ=SECONDLY"),
				review.replace("DTEND:20300305T110000Z", "DTEND:20310306T110000Z")));
		assertThat(refused.json().path("removed").asInt()).as(refused.toString()).isZero();
		assertThat(refused.json().path("errors")).hasSize(2);
		assertThat(events()).extracting((event) -> event.path("title").asString())
			.containsExactly("Weekly", "Review", "Weekly");
	}

	@Test
	void aReimportedSeriesCountsItsChangeAndItsOverridesKeepOnlyWhatTheyChanged() {
		String series = """
				UID:lecture@example.com
				DTSTART;TZID=Europe/Berlin:20300603T090000
				DTEND;TZID=Europe/Berlin:20300603T103000
				RRULE:FREQ=WEEKLY;COUNT=3
				SUMMARY:%s
				LOCATION:Room 1
				DESCRIPTION:Chapter 1
				""";
		// Week two has a guest speaker (its title), week three another room (its place).
		String overrides = """
				UID:lecture@example.com
				RECURRENCE-ID;TZID=Europe/Berlin:20300610T090000
				DTSTART;TZID=Europe/Berlin:20300610T090000
				DTEND;TZID=Europe/Berlin:20300610T103000
				SUMMARY:Guest talk
				LOCATION:Room 1
				DESCRIPTION:Chapter 1
				END:VEVENT
				BEGIN:VEVENT
				UID:lecture@example.com
				RECURRENCE-ID;TZID=Europe/Berlin:20300617T090000
				DTSTART;TZID=Europe/Berlin:20300617T090000
				DTEND;TZID=Europe/Berlin:20300617T103000
				SUMMARY:%1$s
				LOCATION:Hall B
				DESCRIPTION:Chapter 1
				""";
		Response first = importRaw(this.api, calendar(series.formatted("Lecture"), overrides.formatted("Lecture")));
		assertThat(first.json().path("imported").asInt()).as(first.toString()).isEqualTo(1);
		String seriesId = events().get(0).path("recurring_event_id").asString();
		String token = feedToken(this.api);
		assertThat(seriesLines(feed(this.api, token).body())).doesNotContain("SEQUENCE");

		Response again = importRaw(this.api, calendar(series.formatted("Lecture"), overrides.formatted("Lecture")));
		assertThat(again.json().path("unchanged").asInt()).as(again.toString()).isEqualTo(1);
		Response renamed = importRaw(this.api,
				calendar(series.formatted("Algorithms"), overrides.formatted("Algorithms")));
		assertThat(renamed.json().path("updated").asInt()).as(renamed.toString()).isEqualTo(1);
		assertThat(this.api.get("/api/events/" + seriesId).json().path("title").asString()).isEqualTo("Algorithms");
		// The series changed once: its SEQUENCE counts it, so calendar clients take the
		// change.
		assertThat(seriesLines(feed(this.api, token).body())).contains("SUMMARY:Algorithms\r\n")
			.contains("SEQUENCE:1\r\n");

		// A change of the whole series: each override keeps the field it changed, and
		// only
		// that one.
		Response moved = this.api.patch("/api/events",
				json("{'id':'%s','location':'Room 9','description':'Chapter 2'}".formatted(seriesId)));
		assertThat(moved.status()).as(moved.toString()).isEqualTo(200);
		JsonNode events = events();
		assertThat(events)
			.extracting((event) -> event.path("title").asString() + " @ " + event.path("location").asString() + " / "
					+ event.path("description").asString())
			.containsExactly("Algorithms @ Room 9 / Chapter 2", "Guest talk @ Room 9 / Chapter 2",
					"Algorithms @ Hall B / Chapter 2");
		assertThat(events).extracting((event) -> event.path("start_time").asString())
			.containsExactly("2030-06-03T07:00:00Z", "2030-06-10T07:00:00Z", "2030-06-17T07:00:00Z");
	}

	/** The lines of the feed's one VEVENT that has an RRULE. */
	private static String seriesLines(String feed) {
		List<String> series = java.util.Arrays.stream(feed.split("BEGIN:VEVENT"))
			.skip(1)
			.filter((block) -> block.contains("RRULE:"))
			.toList();
		assertThat(series).hasSize(1);
		return series.get(0).substring(0, series.get(0).indexOf("END:VEVENT"));
	}

	/**
	 * Versions before series were stored once expanded a series over a window around
	 * today (a year back, two years ahead) and let a re-import remove only the rows
	 * inside it. Nothing is expanded at import now, so there is no window: a re-import
	 * removes exactly what the file's UIDs no longer hold, wherever it lies, and nothing
	 * else: neither the user's own events nor what other files imported, decades from
	 * today.
	 */
	@Test
	void aReimportRemovesWhatTheFileDroppedAndNothingElseHoweverFarFromToday() {
		for (String year : List.of("2012", "2045")) {
			assertThat(this.api
				.post("/api/events/create", json(
						"{'title':'Own %1$s','start_time':'%1$s-05-01T08:00:00Z','end_time':'%1$s-05-01T09:00:00Z'}"
							.formatted(year)))
				.status()).isEqualTo(201);
		}
		Response other = importRaw(this.api, calendar("""
				UID:other@example.com
				DTSTART:20110201T090000Z
				DTEND:20110201T093000Z
				SUMMARY:Other
				""", """
				UID:other-series@example.com
				DTSTART:20050301T090000Z
				DTEND:20050301T093000Z
				RRULE:FREQ=YEARLY
				SUMMARY:Other yearly
				""", """
				UID:other-series@example.com
				RECURRENCE-ID:20060301T090000Z
				DTSTART:20060301T140000Z
				DTEND:20060301T143000Z
				SUMMARY:Other yearly, changed
				"""));
		assertThat(other.json().path("imported").asInt()).as(other.toString()).isEqualTo(2);
		String daily = """
				UID:daily@example.com
				DTSTART:20100101T100000Z
				DTEND:20100101T103000Z
				RRULE:FREQ=DAILY
				SUMMARY:Daily
				""";
		String earlyChange = """
				UID:daily@example.com
				RECURRENCE-ID:20100102T100000Z
				DTSTART:20100102T150000Z
				DTEND:20100102T153000Z
				SUMMARY:Daily, changed in 2010
				""";
		String lateChange = """
				UID:daily@example.com
				RECURRENCE-ID:20440102T100000Z
				DTSTART:20440102T160000Z
				DTEND:20440102T163000Z
				SUMMARY:Daily, changed in 2044
				""";
		// Overrides without their master: one-off events keyed by RECURRENCE-ID.
		String moved2013 = """
				UID:moved@example.com
				RECURRENCE-ID:20130110T100000Z
				DTSTART:20130110T120000Z
				DTEND:20130110T130000Z
				SUMMARY:Moved 2013
				""";
		String moved2046 = moved2013.replace("2013", "2046");
		String far = """
				UID:far@example.com
				DTSTART:20470401T090000Z
				DTEND:20470401T093000Z
				SUMMARY:Far
				""";
		String file = calendar(daily, earlyChange, lateChange, moved2013, moved2046, far);
		Response first = importRaw(this.api, file);
		assertThat(first.json().path("imported").asInt()).as(first.toString()).isEqualTo(4);
		List<String> everything = List.of("2006-03-01T14:00:00Z Other yearly, changed",
				"2010-01-02T15:00:00Z Daily, changed in 2010", "2011-02-01T09:00:00Z Other",
				"2011-02-01T10:00:00Z Daily", "2012-05-01T08:00:00Z Own 2012", "2012-05-01T10:00:00Z Daily",
				"2013-01-10T10:00:00Z Daily", "2013-01-10T12:00:00Z Moved 2013",
				"2044-01-02T16:00:00Z Daily, changed in 2044", "2045-05-01T08:00:00Z Own 2045",
				"2045-05-01T10:00:00Z Daily", "2046-01-10T10:00:00Z Daily", "2046-01-10T12:00:00Z Moved 2046",
				"2047-04-01T09:00:00Z Far", "2047-04-01T10:00:00Z Daily");
		assertThat(onTheDaysOf(everything)).isEqualTo(everything);

		Response again = importRaw(this.api, file);
		assertThat(again.json().path("imported").asInt()).as(again.toString()).isZero();
		assertThat(again.json().path("updated").asInt()).isZero();
		assertThat(again.json().path("unchanged").asInt()).isEqualTo(4);
		assertThat(again.json().path("removed").asInt()).isZero();
		assertThat(onTheDaysOf(everything)).isEqualTo(everything);

		// The file drops the series' change of 2044 and the override of 2046.
		Response dropped = importRaw(this.api, calendar(daily, earlyChange, moved2013, far));
		assertThat(dropped.json().path("imported").asInt()).as(dropped.toString()).isZero();
		assertThat(dropped.json().path("updated").asInt()).isEqualTo(1);
		assertThat(dropped.json().path("unchanged").asInt()).isEqualTo(2);
		assertThat(dropped.json().path("removed").asInt()).isEqualTo(1);
		List<String> left = new ArrayList<>(everything);
		left.set(left.indexOf("2044-01-02T16:00:00Z Daily, changed in 2044"), "2044-01-02T10:00:00Z Daily");
		left.remove("2046-01-10T12:00:00Z Moved 2046");
		assertThat(onTheDaysOf(everything)).isEqualTo(left);
	}

	/**
	 * "start title" of every event and occurrence listed on the days the given entries
	 * start.
	 */
	private List<String> onTheDaysOf(List<String> entries) {
		List<String> listed = new ArrayList<>();
		entries.stream().map((entry) -> entry.substring(0, 10)).distinct().forEach((day) -> {
			String start = day + "T00:00:00Z";
			String end = java.time.LocalDate.parse(day).plusDays(1) + "T00:00:00Z";
			this.api.get("/api/events?start=" + start + "&end=" + end)
				.json()
				.path("events")
				.forEach((event) -> listed
					.add(event.path("start_time").asString() + " " + event.path("title").asString()));
		});
		return listed;
	}

	@Test
	void readsTheFilesOwnTimeZoneDurationsAndByteOrderMarks() {
		// A zone of the file's own, unlike the user's: 10:00 there is 04:30 UTC.
		String file = """
				BEGIN:VCALENDAR\r
				VERSION:2.0\r
				PRODID:-//test//EN\r
				BEGIN:VTIMEZONE\r
				TZID:Custom/Kolkata\r
				BEGIN:STANDARD\r
				DTSTART:19700101T000000\r
				TZOFFSETFROM:+0530\r
				TZOFFSETTO:+0530\r
				TZNAME:IST\r
				END:STANDARD\r
				END:VTIMEZONE\r
				BEGIN:VEVENT\r
				UID:tz@example.com\r
				DTSTAMP:20300101T000000Z\r
				DTSTART;TZID=Custom/Kolkata:20300304T100000\r
				DURATION:PT1H30M\r
				SUMMARY:Zoned Ünïcode\r
				END:VEVENT\r
				END:VCALENDAR\r
				""";
		Map<String, byte[]> encodings = new java.util.LinkedHashMap<>();
		encodings.put("UTF-8", file.getBytes(StandardCharsets.UTF_8));
		encodings.put("UTF-8 BOM",
				concat(new byte[] { (byte) 0xEF, (byte) 0xBB, (byte) 0xBF }, file.getBytes(StandardCharsets.UTF_8)));
		encodings.put("UTF-16BE BOM",
				concat(new byte[] { (byte) 0xFE, (byte) 0xFF }, file.getBytes(StandardCharsets.UTF_16BE)));
		encodings.put("UTF-16LE BOM",
				concat(new byte[] { (byte) 0xFF, (byte) 0xFE }, file.getBytes(StandardCharsets.UTF_16LE)));
		encodings.forEach((name, bytes) -> {
			Api fresh = this.api.as(this.users.create().key());
			Response imported = importRaw(fresh, bytes);
			assertThat(imported.status()).as(name + " " + imported).isEqualTo(200);
			assertThat(imported.json().path("imported").asInt()).as(name).isOne();
			JsonNode event = fresh.get("/api/events").json().path("events").get(0);
			assertThat(event.path("title").asString()).as(name).isEqualTo("Zoned Ünïcode");
			assertThat(event.path("start_time").asString()).as(name).isEqualTo("2030-03-04T04:30:00Z");
			assertThat(event.path("end_time").asString()).as(name).isEqualTo("2030-03-04T06:00:00Z");
		});
	}

	private static byte[] concat(byte[] head, byte[] tail) {
		byte[] all = java.util.Arrays.copyOf(head, head.length + tail.length);
		System.arraycopy(tail, 0, all, head.length, tail.length);
		return all;
	}

	@Test
	void importsWithoutConflictCheckButThenBlocksNewEvents() {
		assertThat(this.api
			.post("/api/events/create",
					json("{'title':'Busy','start_time':'2030-03-04T12:00:00Z','end_time':'2030-03-04T13:00:00Z'}"))
			.status()).isEqualTo(201);
		assertThat(importRaw(this.api, calendar(MEETING)).json().path("imported").asInt()).isEqualTo(1);

		Response conflict = this.api.post("/api/events/create",
				json("{'title':'Call','start_time':'2030-03-04T12:30:00Z','end_time':'2030-03-04T12:45:00Z'}"));
		assertThat(conflict.status()).isEqualTo(409);
		assertThat(conflict.json().path("conflicts")).extracting((overlap) -> overlap.path("title").asString())
			.containsExactlyInAnyOrder("Busy", "Design review");
	}

	@Test
	void readsFloatingTimesInTheUsersZoneAndReportsUnknownZones() {
		assertThat(this.api.patch("/api/settings", json("{'timezone':'America/New_York'}")).status()).isEqualTo(200);
		Response result = importRaw(this.api, calendar("""
				UID:floating@example.com
				DTSTART:20300304T090000
				DTEND:20300304T100000
				SUMMARY:Floating
				""", """
				UID:unknown-zone@example.com
				DTSTART;TZID=Mars/Olympus_Mons:20300305T090000
				DTEND;TZID=Mars/Olympus_Mons:20300305T100000
				SUMMARY:Unknown zone
				"""));
		assertThat(result.json().path("imported").asInt()).isEqualTo(2);
		JsonNode error = result.json().path("errors").get(0);
		assertThat(error.path("uid").asString()).isEqualTo("unknown-zone@example.com");
		assertThat(error.path("line").asInt()).isEqualTo(10);
		assertThat(error.path("message").asString()).contains("Mars/Olympus_Mons", "America/New_York");
		assertThat(events()).extracting((event) -> event.path("start_time").asString())
			.containsExactly("2030-03-04T14:00:00Z", "2030-03-05T14:00:00Z");
	}

	@Test
	void reportsImpossibleDatesPerEventInsteadOfFailing() {
		Response result = importRaw(this.api, calendar("""
				UID:bad-month@example.com
				DTSTART:20301340T100000Z
				DTEND:20301340T110000Z
				SUMMARY:Month 13
				""", """
				UID:feb-30@example.com
				DTSTART;VALUE=DATE:20300230
				SUMMARY:February 30
				""", """
				UID:fine@example.com
				DTSTART:20300304T100000Z
				DTEND:20300304T110000Z
				SUMMARY:Fine
				"""));
		assertThat(result.status()).as(result.toString()).isEqualTo(200);
		assertThat(result.json().path("imported").asInt()).isEqualTo(1);
		assertThat(result.json().path("errors").toString()).contains("bad-month@example.com", "feb-30@example.com");
		assertThat(events()).extracting((event) -> event.path("title").asString()).containsExactly("Fine");
	}

	@Test
	void rejectsOtherContentTypes() {
		Response json = this.api.post("/api/calendar/import", "{}");
		assertThat(json.status()).isEqualTo(415);
		assertThat(json.header("Content-Type")).startsWith("application/problem+json");
		Response text = this.api.send("POST", "/api/calendar/import", java.util.Map.of("Content-Type", "text/plain"),
				calendar(MEETING));
		assertThat(text.status()).isEqualTo(415);
	}

	@Test
	void rejectsEmptyUploads() {
		assertThat(importRaw(this.api, new byte[0]).status()).isEqualTo(400);
		Response emptyFile = importMultipart(this.api, "file", new byte[0]);
		assertThat(emptyFile.status()).isEqualTo(400);
		assertThat(emptyFile.json().path("errors").get(0).path("field").asString()).isEqualTo("file");
		assertThat(importMultipart(this.api, "other", calendar(MEETING).getBytes(StandardCharsets.UTF_8)).status())
			.isEqualTo(400);
	}

	@Test
	void rejectsWhatIsNotICalendarNamingTheLineAndWritesNothing() {
		Response json = importRaw(this.api, "\n\n{\"title\": \"not a calendar\"}\n");
		assertThat(json.status()).isEqualTo(400);
		assertThat(json.json().path("type").asString()).endsWith("/problems/malformed-calendar");
		assertThat(json.json().path("line").asInt()).isEqualTo(3);
		assertThat(json.json().path("detail").asString()).startsWith("Line 3:");

		Response mismatched = importRaw(this.api, calendar(MEETING) + "junk");
		assertThat(mismatched.status()).isEqualTo(200);
		Response cutOff = importRaw(this.api, calendar(MEETING, MEETING.replace("meeting-1", "meeting-2"))
			.replace("END:VEVENT\r\nEND:VCALENDAR\r\n", ""));
		assertThat(cutOff.status()).isEqualTo(400);
		assertThat(cutOff.json().path("detail").asString()).contains("cut off");
		assertThat(events()).hasSize(1);
	}

	@Test
	void rejectsFilesOverTheLimits() throws Exception {
		StringBuilder many = new StringBuilder("BEGIN:VCALENDAR\r\n");
		for (int i = 0; i <= 20_000; i++) {
			many.append("BEGIN:VEVENT\r\nUID:e").append(i).append("\r\nDTSTART:20300304T120000Z\r\nEND:VEVENT\r\n");
		}
		many.append("END:VCALENDAR\r\n");
		Response tooMany = importRaw(this.api, many.toString());
		assertThat(tooMany.status()).isEqualTo(413);
		assertThat(tooMany.json().path("type").asString()).endsWith("/problems/import-too-large");

		// Only the head is sent: the server refuses by Content-Length, before reading a
		// byte.
		assertThat(headOnly("text/calendar", 11 * 1024 * 1024)).startsWith("HTTP/1.1 413");
		assertThat(headOnly("multipart/form-data; boundary=x", 11 * 1024 * 1024)).startsWith("HTTP/1.1 413");
		assertThat(events()).isEmpty();
	}

	/**
	 * The request body may pass max-import-size by the multipart envelope's allowance;
	 * the file itself may not, by one byte.
	 */
	@Test
	void acceptsAFileOfExactlyTheSizeLimitAndRefusesOneByteMore() {
		String head = calendar(MEETING).replace("END:VCALENDAR\r\n", "BEGIN:X-PADDING\r\nX-FILL:");
		String tail = "\r\nEND:X-PADDING\r\nEND:VCALENDAR\r\n";
		int limit = 10 * 1024 * 1024;
		String exact = head + "x".repeat(limit - head.length() - tail.length()) + tail;
		assertThat(exact.getBytes(StandardCharsets.UTF_8)).hasSize(limit);

		Response tooLarge = importRaw(this.api, exact.replace("X-FILL:", "X-FILL:x"));
		assertThat(tooLarge.status()).as(tooLarge.toString()).isEqualTo(413);
		assertThat(tooLarge.json().path("type").asString()).endsWith("/problems/import-too-large");
		assertThat(tooLarge.json().path("detail").asString())
			.isEqualTo("The file is larger than 10240 KB. Nothing was imported; split the file.");
		assertThat(tooLarge.json().path("title").asString()).isEqualTo("Import too large");
		assertThat(events()).isEmpty();

		Response accepted = importRaw(this.api, exact);
		assertThat(accepted.status()).as(accepted.toString()).isEqualTo(200);
		assertThat(accepted.json().path("imported").asInt()).isOne();
		assertThat(accepted.json().path("errors")).isEmpty();
	}

	private String headOnly(String contentType, long contentLength) throws Exception {
		try (Socket socket = new Socket(InetAddress.getByName("127.0.0.1"), this.port)) {
			socket.setSoTimeout(10_000);
			socket.getOutputStream()
				.write(("POST /api/calendar/import HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer " + this.key
						+ "\r\nContent-Type: " + contentType + "\r\nContent-Length: " + contentLength + "\r\n\r\n")
					.getBytes(StandardCharsets.US_ASCII));
			BufferedReader reader = new BufferedReader(
					new InputStreamReader(socket.getInputStream(), StandardCharsets.US_ASCII));
			return reader.readLine();
		}
	}

	@Test
	void acceptsFilesOverTheGeneralBodyLimit() {
		List<String> bodies = new ArrayList<>();
		for (int i = 0; i < 3000; i++) {
			bodies.add("UID:big-" + i + "\nDTSTART:20300304T120000Z\nSUMMARY:" + i + " " + "x".repeat(400));
		}
		String file = calendar(bodies.toArray(String[]::new));
		assertThat(file.length()).isGreaterThan(1024 * 1024);
		Response result = importMultipart(this.api, "file", file.getBytes(StandardCharsets.UTF_8));
		assertThat(result.status()).as(result.toString()).isEqualTo(200);
		assertThat(result.json().path("imported").asInt()).isEqualTo(3000);
		java.util.Set<String> titles = new java.util.HashSet<>();
		String token = null;
		do {
			JsonNode page = this.api.get("/api/events?limit=500" + ((token != null) ? "&page_token=" + token : ""))
				.json();
			page.path("events").forEach((event) -> titles.add(event.path("title").asString().split(" ")[0]));
			token = page.path("next_page_token").isNull() ? null : page.path("next_page_token").asString();
		}
		while (token != null);
		assertThat(titles).hasSize(3000).contains("0", "1499", "2999");

		// Read and removed 500 UIDs a statement: six full batches each way, and no empty
		// seventh (PostgreSQL refuses "in ()").
		Response cancelled = importMultipart(this.api, "file",
				calendar(bodies.stream().map((body) -> body + "\nSTATUS:CANCELLED").toArray(String[]::new))
					.getBytes(StandardCharsets.UTF_8));
		assertThat(cancelled.status()).as(cancelled.toString()).isEqualTo(200);
		assertThat(cancelled.json().path("removed").asInt()).isEqualTo(3000);
		assertThat(events()).isEmpty();
	}

	@ParameterizedTest
	@ValueSource(strings = { "Office-2012-owa.ics", "alarm_google_future.ics", "alarm_thunderbird_future.ics",
			"blank_line_mid.ics", "bom_calendar.ics", "duration_instead_of_dtend.ics", "empty.ics",
			"event_with_recurrence_exdates_on_different_lines.ics", "exchange_whole_day_moved_recurrence.ics",
			"google-recurrence-order.ics", "google_birthday.ics", "issue_1231_recurrence.ics",
			"issue_165_missing_event.ics", "issue_237_fail_to_parse_timezone_with_non_ascii_tzid.ics",
			"issue_313_globally_unique_tzid.ics", "issue_348_exception_parsing_value.ics", "issue_350.ics",
			"issue_722_missing_VTIMEZONE_custom.ics", "issue_722_missing_timezones.ics",
			"issue_836_do_not_quote_tzid.ics", "ms_timezones.ics", "newline_junk.ics", "only_dtstart_date.ics",
			"recur_instances.ics", "synthetic-canvas-feed.ics", "synthetic-cp1252-lf.ics",
			"synthetic-outlook-desktop.ics", "utc_negative_zero.ics", "x_location.ics" })
	void importsEverySampleOverHttpAndAgainWithoutDuplicates(String file) {
		Response first = importMultipart(this.api, "file", sample(file));
		assertThat(first.status()).as(first.toString()).isEqualTo(200);
		int stored = first.json().path("imported").asInt();
		List<String> listed = ids(this.api.get("/api/events?limit=500&end=2040-01-01T00:00:00Z").json());
		Response again = importRaw(this.api, sample(file));
		assertThat(again.json().path("imported").asInt()).isZero();
		assertThat(again.json().path("unchanged").asInt()).isEqualTo(stored);
		assertThat(ids(this.api.get("/api/events?limit=500&end=2040-01-01T00:00:00Z").json())).isEqualTo(listed);
	}

	private static List<String> ids(JsonNode page) {
		List<String> ids = new ArrayList<>();
		page.path("events")
			.forEach((event) -> ids.add(event.path("id").asString() + "@" + event.path("start_time").asString() + "-"
					+ event.path("end_time").asString()));
		return ids;
	}

	@Test
	void rejectsTheTruncatedSampleOverHttp() {
		Response response = importMultipart(this.api, "file", sample("small_bad_calendar.ics"));
		assertThat(response.status()).isEqualTo(400);
		assertThat(response.json().path("line").asInt()).isEqualTo(3);
	}

	@Test
	void roundTripsAFeedIntoAnotherUser() {
		this.api.post("/api/events/create",
				json("""
						{'title':'Trip, day 1; with \\\\ escapes','start_time':'2030-03-04T12:30:00Z','end_time':'2030-03-04T13:45:00Z',
						 'description':'Line one\\nLine two — ünïcödé 😀','location':'Gare du Nord, Paris'}"""));
		this.api.post("/api/events/create", json("""
				{'title':'Holiday','start_time':'2030-03-06','end_time':'2030-03-09','all_day':true}"""));
		this.api.post("/api/events/create", json("""
				{'title':'Bare','start_time':'2030-03-10T08:00:00Z','end_time':'2030-03-10T08:30:00Z'}"""));
		String feed = feed(this.api, feedToken(this.api)).body();

		Api other = this.api.as(this.users.create().key());
		Response imported = importRaw(other, feed);
		assertThat(imported.json().path("imported").asInt()).isEqualTo(3);
		assertThat(imported.json().path("errors")).isEmpty();

		JsonNode mine = events();
		JsonNode theirs = other.get("/api/events?limit=500").json().path("events");
		assertThat(theirs).hasSize(3);
		for (int i = 0; i < 3; i++) {
			for (String field : List.of("title", "start_time", "end_time", "all_day", "location", "description")) {
				assertThat(theirs.get(i).path(field)).as(field).isEqualTo(mine.get(i).path(field));
			}
		}
	}

}
