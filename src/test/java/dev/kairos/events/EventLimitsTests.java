package dev.kairos.events;

import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.VariantIntegrationTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.simple.JdbcClient;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The per-user limits, set small: past each, a write is a 409 limit-exceeded and nothing
 * is stored, through the API and through an import alike.
 */
// kairos.events.max-stored=5, max-series=2, max-exceptions=2
@VariantIntegrationTest
class EventLimitsTests {

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Autowired
	private JdbcClient jdbc;

	private TestUsers.Caller caller;

	private Api api;

	@BeforeEach
	void signIn() {
		this.caller = this.users.create();
		this.api = new Api(this.port, this.caller.key());
	}

	private Response create(int day) {
		return this.api.post("/api/events/create", json(
				"{'title':'Event %1$d','start_time':'2030-03-%1$02dT09:00:00Z','end_time':'2030-03-%1$02dT10:00:00Z'}"
					.formatted(day)));
	}

	private Response series(int hour) {
		return this.api.post("/api/events/create", json(
				"{'title':'Series %1$d','start_time':'2030-04-01T%1$02d:00:00Z','end_time':'2030-04-01T%1$02d:30:00Z','recurrence':['RRULE:FREQ=DAILY']}"
					.formatted(hour)));
	}

	@Test
	void refusesEventsAndSeriesPastTheirLimits() {
		assertThat(series(6).status()).isEqualTo(201);
		String id = series(7).json().path("id").asString();
		Response third = series(8);
		assertThat(third.status()).isEqualTo(409);
		assertThat(third.json().path("type").asString()).endsWith("/limit-exceeded");
		assertThat(third.json().path("limit").asString()).isEqualTo("max-series");
		assertThat(third.json().path("max").asInt()).isEqualTo(2);
		assertThat(third.json().path("detail").asString())
			.isEqualTo("You have 2 recurring series, the most one user may have; delete one first.");
		for (int day = 1; day <= 3; day++) {
			assertThat(create(day).status()).isEqualTo(201);
		}
		Response sixth = create(4);
		assertThat(sixth.status()).isEqualTo(409);
		assertThat(sixth.json().path("limit").asString()).isEqualTo("max-stored");
		assertThat(sixth.json().path("detail").asString())
			.isEqualTo("You have 5 events and series, the most one user may have; delete some first.");
		// A full calendar says so before any conflict: the first day's slot again is
		// refused for the limit, not as a clash.
		Response again = create(1);
		assertThat(again.json().path("limit").asString()).as(again.toString()).isEqualTo("max-stored");
		assertThat(again.json().has("conflicts")).isFalse();
		assertThat(
				this.api.get("/api/events?start=2030-03-01T00:00:00Z&end=2030-03-10T00:00:00Z").json().path("events"))
			.hasSize(3);

		// Two changed occurrences, then a third is refused; changing one already changed
		// is not.
		for (int day = 1; day <= 2; day++) {
			assertThat(this.api
				.patch("/api/events", json("{'id':'%s_2030040%dT070000Z','title':'Moved'}".formatted(id, day)))
				.status()).isEqualTo(200);
		}
		Response exception = this.api.patch("/api/events",
				json("{'id':'%s_20300403T070000Z','title':'Moved'}".formatted(id)));
		assertThat(exception.status()).isEqualTo(409);
		assertThat(exception.json().path("limit").asString()).isEqualTo("max-exceptions");
		assertThat(this.api.patch("/api/events", json("{'id':'%s_20300401T070000Z','title':'Again'}".formatted(id)))
			.status()).isEqualTo(200);

		// Splitting a series makes a new one.
		Response split = this.api.patch("/api/events",
				json("{'id':'%s_20300405T070000Z','scope':'following','title':'Later'}".formatted(id)));
		assertThat(split.status()).as(split.toString()).isEqualTo(409);
		assertThat(split.json().path("limit").asString()).isEqualTo("max-series");

		// Deleting frees the room.
		assertThat(this.api.delete("/api/events?id=" + id).status()).isEqualTo(204);
		assertThat(create(5).status()).isEqualTo(201);
	}

	@Test
	void anEventTurnedIntoASeriesStillCountsOnceAndADeletedOneFreesItsRoom() {
		List<String> ids = new ArrayList<>();
		for (int day = 1; day <= 5; day++) {
			Response created = create(day);
			assertThat(created.status()).isEqualTo(201);
			ids.add(created.text("id"));
		}
		Response series = series(6);
		assertThat(series.status()).isEqualTo(409);
		assertThat(series.json().path("limit").asString()).isEqualTo("max-stored");

		Response turned = this.api.patch("/api/events",
				json("{'id':'%s','recurrence':['RRULE:FREQ=DAILY;COUNT=3'],'force':true}".formatted(ids.get(0))));
		assertThat(turned.status()).as(turned.toString()).isEqualTo(200);
		assertThat(create(6).status()).isEqualTo(409);

		assertThat(this.api.delete("/api/events?id=" + ids.get(1)).status()).isEqualTo(204);
		assertThat(create(6).status()).isEqualTo(201);
		assertThat(create(7).status()).isEqualTo(409);
	}

	private Response importEvents(String... events) {
		StringBuilder file = new StringBuilder("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:test\r\n");
		for (String event : events) {
			file.append("BEGIN:VEVENT\r\n").append(event.replace("\n", "\r\n")).append("END:VEVENT\r\n");
		}
		file.append("END:VCALENDAR\r\n");
		Response result = this.api.send(this.api.request("/api/calendar/import")
			.header("Content-Type", "text/calendar")
			.POST(java.net.http.HttpRequest.BodyPublishers.ofString(file.toString(), StandardCharsets.UTF_8)));
		assertThat(result.status()).as(result.toString()).isEqualTo(200);
		return result;
	}

	private static String event(String uid, int day, String title) {
		return "UID:%s\nDTSTART:203006%02dT090000Z\nDTEND:203006%02dT100000Z\nSUMMARY:%s\n".formatted(uid, day, day,
				title);
	}

	private static String importedSeries(String uid, int day) {
		return "UID:%s\nDTSTART:203007%02dT090000Z\nDTEND:203007%02dT100000Z\nRRULE:FREQ=DAILY;COUNT=2\nSUMMARY:%s\n"
			.formatted(uid, day, day, uid);
	}

	@Test
	void anImportMayFillEachLimitExactlyAndCountsWhatItAddsAndRemoves() {
		Response first = importEvents(event("e1", 1, "One"), event("e2", 2, "Two"), event("e3", 3, "Three"),
				importedSeries("s1", 1), importedSeries("s2", 10));
		assertThat(first.json().path("imported").asInt()).isEqualTo(5);

		// The file's UIDs are its record: one event is now a series, one series now an
		// event, and one event changed. Still five, two of them series.
		Response second = importEvents(event("e1", 1, "One"), event("e2", 2, "Two again"), importedSeries("e3", 20),
				importedSeries("s1", 1), event("s2", 10, "Ten"));
		assertThat(second.json().path("imported").asInt()).as(second.toString()).isEqualTo(2);
		assertThat(second.json().path("updated").asInt()).isEqualTo(1);
		assertThat(second.json().path("unchanged").asInt()).isEqualTo(2);
		assertThat(second.json().path("removed").asInt()).isEqualTo(2);
		assertThat(this.api.get("/api/events?start=2030-06-01T00:00:00Z&end=2030-08-01T00:00:00Z")
			.json()
			.path("events")
			.valueStream()
			.map((event) -> event.path("title").asString() + "@" + event.path("start_time").asString().substring(5, 10))
			.toList()).containsExactly("One@06-01", "Two again@06-02", "Ten@06-10", "s1@07-01", "s1@07-02", "e3@07-20",
					"e3@07-21");

		Response sixth = create(1);
		assertThat(sixth.status()).isEqualTo(409);
		assertThat(sixth.json().path("limit").asString()).isEqualTo("max-stored");

		// The count is exactly five: the one-off row of e3 the import removed no longer
		// counts, so one delete makes room for exactly one more.
		String one = this.api.get("/api/events?start=2030-06-01T00:00:00Z&end=2030-06-02T00:00:00Z")
			.json()
			.path("events")
			.get(0)
			.path("id")
			.asString();
		assertThat(this.api.delete("/api/events?id=" + one).status()).isEqualTo(204);
		assertThat(create(1).status()).isEqualTo(201);
		assertThat(create(2).status()).isEqualTo(409);
	}

	@Test
	void countsEventsWrittenOutsideTheServiceTowardsTheLimit() {
		seedFiveEventsOverJdbc();
		Response sixth = create(20);
		assertThat(sixth.status()).as(sixth.toString()).isEqualTo(409);
		assertThat(sixth.json().path("limit").asString()).isEqualTo("max-stored");
	}

	@Test
	void countsEventsWrittenOutsideTheServiceWhenAnImportIsTheFirstWrite() {
		seedFiveEventsOverJdbc();
		Response imported = importFile("""
				BEGIN:VCALENDAR
				BEGIN:VEVENT
				UID:one-more@example.com
				DTSTART:20300601T090000Z
				DTEND:20300601T100000Z
				END:VEVENT
				END:VCALENDAR
				""");
		assertThat(imported.status()).as(imported.toString()).isEqualTo(409);
		assertThat(imported.json().path("limit").asString()).isEqualTo("max-stored");
	}

	@Test
	void refusesAnImportPastTheSeriesLimitAndStoresNothing() {
		StringBuilder file = new StringBuilder("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:test\r\n");
		for (String uid : List.of("s1", "s2", "s3")) {
			file.append("BEGIN:VEVENT\r\n")
				.append(importedSeries(uid, 1).replace("\n", "\r\n"))
				.append("END:VEVENT\r\n");
		}
		file.append("END:VCALENDAR\r\n");
		Response result = this.api.send(this.api.request("/api/calendar/import")
			.header("Content-Type", "text/calendar")
			.POST(java.net.http.HttpRequest.BodyPublishers.ofString(file.toString(), StandardCharsets.UTF_8)));
		assertThat(result.status()).as(result.toString()).isEqualTo(409);
		assertThat(result.json().path("limit").asString()).isEqualTo("max-series");
		assertThat(result.json().path("detail").asString()).isEqualTo(
				"The import would take you past 2 recurring series, the most one user may have; nothing was imported.");
		assertThat(this.api.get("/api/events").json().path("events")).isEmpty();
	}

	@Test
	void refusesAnImportPastTheLimitAndStoresNothing() {
		StringBuilder file = new StringBuilder("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:test\r\n");
		for (int i = 1; i <= 6; i++) {
			file.append("BEGIN:VEVENT\r\nUID:limit-")
				.append(i)
				.append("\r\nDTSTART:203003")
				.append("%02d".formatted(i))
				.append("T090000Z\r\nSUMMARY:Imported\r\nEND:VEVENT\r\n");
		}
		file.append("END:VCALENDAR\r\n");
		Response result = importFile(file.toString());
		assertThat(result.status()).as(result.toString()).isEqualTo(409);
		assertThat(result.json().path("limit").asString()).isEqualTo("max-stored");
		assertThat(result.json().path("detail").asString()).isEqualTo(
				"The import would take you past 5 events and series, the most one user may have; nothing was imported.");
		assertThat(this.api.get("/api/events").json().path("events")).isEmpty();
	}

	/**
	 * A series with more changed occurrences than max-exceptions keeps the first ones in
	 * the file that change an occurrence of it, not the earliest: overrides that are no
	 * occurrence, or change nothing, do not count, and the first one past the limit is
	 * reported once for all the rest.
	 */
	@Test
	void keepsTheFirstChangedOccurrencesOfTheFileUpToTheLimitOnImport() {
		String[][] overrides = { { "20300508", "Eighth" }, { "20300520", "No occurrence" }, { "20300503", "Capped" },
				{ "20300505", "Fifth" }, { "20300521", "No occurrence either" }, { "20300502", "Second" },
				{ "20300501", "First" } };
		StringBuilder file = new StringBuilder("""
				BEGIN:VCALENDAR\r
				VERSION:2.0\r
				PRODID:test\r
				BEGIN:VEVENT\r
				UID:capped\r
				DTSTART:20300501T090000Z\r
				DTEND:20300501T100000Z\r
				RRULE:FREQ=DAILY;COUNT=10\r
				SUMMARY:Capped\r
				END:VEVENT\r
				""");
		for (String[] override : overrides) {
			file.append(cappedOverride(override[0], override[1]));
		}
		file.append("END:VCALENDAR\r\n");
		Response result = importFile(file.toString());
		assertThat(result.status()).as(result.toString()).isEqualTo(200);
		assertThat(result.json().path("imported").asInt()).isOne();
		List<String> errors = new ArrayList<>();
		result.json()
			.path("errors")
			.forEach((error) -> errors.add(error.path("uid").asString() + " line " + error.path("line").asInt() + ": "
					+ error.path("message").asString()));
		// Each VEVENT takes 7 lines after the 3 of the calendar's head, the master first;
		// an entry names the line of its BEGIN:VEVENT.
		assertThat(errors).containsExactly(
				"capped line 18: The changed occurrence of 2030-05-20T09:00:00Z was left out: its RECURRENCE-ID is no occurrence of the series (or an EXDATE removes it).",
				"capped line 39: The changed occurrence of 2030-05-21T09:00:00Z was left out: its RECURRENCE-ID is no occurrence of the series (or an EXDATE removes it).",
				"capped line 46: The series has more than 2 changed occurrences; the rest were left out.");
		List<String> titles = new ArrayList<>();
		this.api.get("/api/events?start=2030-05-01T00:00:00Z&end=2030-05-11T00:00:00Z")
			.json()
			.path("events")
			.forEach((event) -> titles.add(event.path("title").asString()));
		assertThat(titles).containsExactly("Capped", "Capped", "Capped", "Capped", "Fifth", "Capped", "Capped",
				"Eighth", "Capped", "Capped");

		// A file of changed occurrences alone changes the stored series within the same
		// limit: a third is refused, a change of one already changed is not.
		String[] again = { "20300503", "Third", "20300505", "Fifth, later" };
		StringBuilder update = new StringBuilder("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:test\r\n");
		for (int i = 0; i < again.length; i += 2) {
			update.append(cappedOverride(again[i], again[i + 1]));
		}
		update.append("END:VCALENDAR\r\n");
		Response changed = importFile(update.toString());
		assertThat(changed.json().path("updated").asInt()).as(changed.toString()).isOne();
		assertThat(changed.json().path("errors")).hasSize(1);
		assertThat(changed.json().path("errors").get(0).path("message").asString())
			.isEqualTo("The event was not imported: A series may have at most 2 changed occurrences; change the "
					+ "series, or split it with \"scope\": \"following\".");
		assertThat(
				this.api.get("/api/events?start=2030-05-03T00:00:00Z&end=2030-05-06T00:00:00Z").json().path("events"))
			.extracting((event) -> event.path("title").asString())
			.containsExactly("Capped", "Capped", "Fifth, later");
	}

	/**
	 * A VEVENT changing the occurrence of the series "capped" on {@code day} at 09:00.
	 */
	private static String cappedOverride(String day, String title) {
		return """
				BEGIN:VEVENT\r
				UID:capped\r
				RECURRENCE-ID:%1$sT090000Z\r
				DTSTART:%1$sT090000Z\r
				DTEND:%1$sT100000Z\r
				SUMMARY:%2$s\r
				END:VEVENT\r
				""".formatted(day, title);
	}

	/** Five events written straight to the table, as the benchmarks seed them. */
	private void seedFiveEventsOverJdbc() {
		for (int day = 1; day <= 5; day++) {
			OffsetDateTime start = OffsetDateTime.of(2030, 5, day, 9, 0, 0, 0, ZoneOffset.UTC);
			this.jdbc.sql("""
					insert into events (id, user_id, title, start_time, end_time, all_day, created_at, updated_at)
					values (:id, :user, 'Seeded', :start, :end, false, :start, :start)
					""")
				.param("id", UUID.randomUUID())
				.param("user", this.caller.user().id())
				.param("start", start)
				.param("end", start.plusHours(1))
				.update();
		}
	}

	private Response importFile(String file) {
		return this.api.send(this.api.request("/api/calendar/import")
			.header("Content-Type", "text/calendar")
			.POST(java.net.http.HttpRequest.BodyPublishers.ofString(file, StandardCharsets.UTF_8)));
	}

}
