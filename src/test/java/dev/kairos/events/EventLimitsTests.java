package dev.kairos.events;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Import;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The per-user limits, set small: past each, a write is a 409 limit-exceeded and nothing
 * is stored, through the API and through an import alike.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "kairos.events.max-stored=5", "kairos.events.max-series=2", "kairos.events.max-exceptions=2" })
@Import(TestUsers.class)
class EventLimitsTests {

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	private Api api;

	@BeforeEach
	void signIn() {
		this.api = new Api(this.port, this.users.create().key());
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
		for (int day = 1; day <= 3; day++) {
			assertThat(create(day).status()).isEqualTo(201);
		}
		Response sixth = create(4);
		assertThat(sixth.status()).isEqualTo(409);
		assertThat(sixth.json().path("limit").asString()).isEqualTo("max-stored");
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

		// Deleting frees the room.
		assertThat(this.api.delete("/api/events?id=" + id).status()).isEqualTo(204);
		assertThat(create(5).status()).isEqualTo(201);
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
			file.append("""
					BEGIN:VEVENT\r
					UID:capped\r
					RECURRENCE-ID:%1$sT090000Z\r
					DTSTART:%1$sT090000Z\r
					DTEND:%1$sT100000Z\r
					SUMMARY:%2$s\r
					END:VEVENT\r
					""".formatted(override[0], override[1]));
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
	}

	private Response importFile(String file) {
		return this.api.send(this.api.request("/api/calendar/import")
			.header("Content-Type", "text/calendar")
			.POST(java.net.http.HttpRequest.BodyPublishers.ofString(file, StandardCharsets.UTF_8)));
	}

}
