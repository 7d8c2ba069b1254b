package dev.kairos.events;

import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.IntegrationTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A calendar as dense as the limits allow (the shape a hostile tester used to run the
 * service out of memory): thousands of endless hourly series, each occurrence two hours
 * long, so every hour of every day overlaps thousands of occurrences. Every write against
 * it is answered with bounded work and a bounded answer, while another user is served.
 */
@IntegrationTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DenseCalendarTests {

	/**
	 * One less than the most series one user may have (kairos.events.max-series), so that
	 * a new series can still be checked.
	 */
	private static final int SERIES = 1999;

	/** Most bytes an answer may have, however full the calendar. */
	private static final int MAX_ANSWER = 1024 * 1024;

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	private Api dense;

	private Api other;

	/**
	 * Imported once for the class: no test leaves a change in the dense calendar (the one
	 * event a test forces in is deleted again), so each sees the same calendar.
	 */
	@BeforeAll
	void importDenseCalendar() {
		this.dense = new Api(this.port, this.users.create().key());
		StringBuilder file = new StringBuilder("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//dense//EN\r\n");
		for (int i = 0; i < SERIES; i++) {
			file.append("BEGIN:VEVENT\r\nUID:dense-")
				.append(i)
				.append("@example.com\r\nDTSTAMP:20300101T000000Z\r\nDTSTART:20300101T000000Z\r\n")
				.append("DTEND:20300101T020000Z\r\nRRULE:FREQ=HOURLY\r\nSUMMARY:Dense ")
				.append(i)
				.append("\r\nEND:VEVENT\r\n");
		}
		file.append("END:VCALENDAR\r\n");
		Response imported = this.dense.send(this.dense.request("/api/calendar/import")
			.header("Content-Type", "text/calendar")
			.POST(HttpRequest.BodyPublishers.ofString(file.toString())));
		assertThat(imported.status()).as(imported.toString()).isEqualTo(200);
		assertThat(imported.json().path("imported").asInt()).isEqualTo(SERIES);
	}

	@BeforeEach
	void anotherUser() {
		this.other = new Api(this.port, this.users.create().key());
	}

	@Test
	void aYearLongEventIsRefusedWithABoundedAnswerWhileAnotherUserIsServed() throws Exception {
		CompletableFuture<Response> longCreate = CompletableFuture
			.supplyAsync(() -> this.dense.post("/api/events/create",
					json("{'title':'Year','start_time':'2031-01-01T00:00:00Z','end_time':'2031-12-31T00:00:00Z'}")));
		Response served = this.other.post("/api/events/create",
				json("{'title':'Lunch','start_time':'2031-03-04T12:30:00Z','end_time':'2031-03-04T13:30:00Z'}"));
		assertThat(served.status()).as(served.toString()).isEqualTo(201);

		Response refused = longCreate.get(60, TimeUnit.SECONDS);
		assertThat(refused.status()).as(refused.toString()).isEqualTo(409);
		assertBounded(refused);
		JsonNode problem = refused.json();
		assertThat(problem.path("conflicts")).hasSize(SchedulingConflictException.MAX_LISTED);
		assertThat(problem.path("conflict_count").asInt()).isEqualTo(1000);
		assertThat(problem.path("conflict_count_capped").asBoolean()).isTrue();
		assertThat(problem.path("detail").asString()).startsWith("The event overlaps at least 1000 existing");
		// The earliest first: the occurrences running at the event's start.
		assertThat(problem.path("conflicts").get(0).path("start_time").asString()).isEqualTo("2030-12-31T23:00:00Z");
		assertThat(problem.path("suggested_start").isNull()).isTrue();
	}

	@Test
	void aShortEventIsRefusedWithoutASuggestionWhenNothingNearIsFree() {
		Response refused = this.dense.post("/api/events/create",
				json("{'title':'Call','start_time':'2031-05-05T10:00:00Z','end_time':'2031-05-05T10:30:00Z'}"));

		assertThat(refused.status()).as(refused.toString()).isEqualTo(409);
		assertBounded(refused);
		// Every occurrence at 09:00 and 10:00 of each series overlaps: two per series.
		assertThat(refused.json().path("conflict_count").asInt()).isEqualTo(1000);
		assertThat(refused.json().path("conflicts")).hasSize(SchedulingConflictException.MAX_LISTED);
		assertThat(refused.json().path("suggested_start").isNull()).isTrue();
		Response forced = this.dense.post("/api/events/create", json(
				"{'title':'Call','start_time':'2031-05-05T10:00:00Z','end_time':'2031-05-05T10:30:00Z','force':true}"));
		assertThat(forced.status()).isEqualTo(201);
		assertThat(this.dense.delete("/api/events?id=" + forced.text("id")).status()).isEqualTo(204);
	}

	@Test
	void aNewSeriesIsRefusedWithBoundedListsAndACappedCount() {
		Response refused = this.dense.post("/api/events/create", json(
				"{'title':'Standup','start_time':'2031-01-06T09:00:00Z','end_time':'2031-01-06T09:15:00Z','recurrence':['RRULE:FREQ=DAILY']}"));

		assertThat(refused.status()).as(refused.toString()).isEqualTo(409);
		assertBounded(refused);
		JsonNode problem = refused.json();
		assertThat(problem.path("conflicting_occurrences").size()).as(refused.toString())
			.isBetween(1, SchedulingConflictException.MAX_LISTED);
		for (JsonNode occurrence : problem.path("conflicting_occurrences")) {
			assertThat(occurrence.path("conflicts").size()).isBetween(1,
					SchedulingConflictException.MAX_LISTED_PER_OCCURRENCE);
		}
		assertThat(problem.path("conflicts").size()).isBetween(1, SchedulingConflictException.MAX_LISTED);
		assertThat(problem.path("conflicting_occurrences").get(0).path("start_time").asString())
			.isEqualTo("2031-01-06T09:00:00Z");
		// Each occurrence meets about 4,000 busy ones: the check stops before the year
		// ends.
		assertThat(problem.path("conflicting_occurrence_count_capped").asBoolean()).isTrue();
		assertThat(problem.path("conflicting_occurrence_count").asInt()).isPositive();
	}

	@Test
	void listingsOfTheDenseCalendarStayPaged() {
		Response page = this.dense.get("/api/events?start=2031-01-01T00:00:00Z&end=2032-01-01T00:00:00Z&limit=500");

		assertThat(page.status()).isEqualTo(200);
		assertBounded(page);
		assertThat(page.json().path("events")).hasSize(500);
		assertThat(page.json().path("next_page_token").isString()).isTrue();
	}

	private static void assertBounded(Response response) {
		assertThat(response.body().getBytes(StandardCharsets.UTF_8).length).isLessThan(MAX_ANSWER);
	}

}
