package dev.kairos.events;

import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.IntegrationTest;
import dev.kairos.test.SyncedRows;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.simple.JdbcClient;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Recurring series over HTTP: stored once, listed as instances, changed and cancelled one
 * occurrence at a time or from one on, and checked for conflicts occurrence by
 * occurrence.
 */
@IntegrationTest
class SeriesApiTests {

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

	private Response series(String title, String start, String end, String zone, String... lines) {
		StringBuilder recurrence = new StringBuilder();
		for (String line : lines) {
			recurrence.append((recurrence.length() > 0) ? "," : "").append('"').append(line).append('"');
		}
		return this.api.post("/api/events/create",
				"{\"title\":\"%s\",\"start_time\":\"%s\",\"end_time\":\"%s\",\"timezone\":\"%s\",\"recurrence\":[%s]}"
					.formatted(title, start, end, zone, recurrence));
	}

	private String created(Response response) {
		assertThat(response.status()).as(response.toString()).isEqualTo(201);
		return response.text("id");
	}

	private List<JsonNode> list(String query) {
		Response page = this.api.get("/api/events?limit=500&" + query);
		assertThat(page.status()).as(page.toString()).isEqualTo(200);
		List<JsonNode> events = new ArrayList<>();
		page.json().path("events").forEach(events::add);
		return events;
	}

	private List<String> starts(String query) {
		return list(query).stream().map((event) -> event.path("start_time").asString()).toList();
	}

	/**
	 * The ids of a window read page by page, following each page's token (and stopping
	 * once more than {@code most} came, should paging go round in circles).
	 */
	private List<String> pagedIds(String window, int limit, int most) {
		List<String> paged = new ArrayList<>();
		String token = null;
		do {
			Response page = this.api
				.get("/api/events?limit=" + limit + "&" + window + ((token != null) ? "&page_token=" + token : ""));
			page.json().path("events").forEach((event) -> paged.add(event.path("id").asString()));
			token = page.json().path("next_page_token").isNull() ? null
					: page.json().path("next_page_token").asString();
		}
		while (token != null && paged.size() <= most);
		return paged;
	}

	private Response patch(String singleQuoted, Object... args) {
		return this.api.patch("/api/events", json(singleQuoted.formatted(args)));
	}

	private JsonNode changed(Response response) {
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		return response.json();
	}

	/** The stored sequence of a row of {@code table} (events or event_series). */
	private int sequence(String table, String id) {
		return this.jdbc.sql("select sequence from " + table + " where id = :id")
			.param("id", UUID.fromString(id))
			.query(Integer.class)
			.single();
	}

	/** The stored sequences of a series' changed occurrences, by original start. */
	private List<Integer> exceptionSequences(String id) {
		return this.jdbc.sql("select sequence from event_exceptions where series_id = :id order by original_start")
			.param("id", UUID.fromString(id))
			.query(Integer.class)
			.list();
	}

	@Test
	void storesASeriesOnceAndListsItsInstances() {
		Response response = series("Lecture", "2030-03-04T09:00", "2030-03-04T10:15", "America/New_York",
				"RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=8");
		String id = created(response);
		JsonNode stored = response.json();
		assertThat(stored.path("recurrence")).hasSize(1);
		assertThat(stored.path("recurrence").get(0).asString()).isEqualTo("RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=8");
		assertThat(stored.path("timezone").asString()).isEqualTo("America/New_York");
		assertThat(stored.path("start_time").asString()).isEqualTo("2030-03-04T14:00:00Z");
		assertThat(this.jdbc.sql("select count(*) from event_series where id = :id")
			.param("id", UUID.fromString(id))
			.query(Integer.class)
			.single()).isOne();
		assertThat(this.jdbc.sql("select count(*) from events where user_id = :user")
			.param("user", this.caller.user().id())
			.query(Integer.class)
			.single()).isZero();

		List<JsonNode> instances = list("start=2030-03-01T00:00:00Z&end=2030-04-01T00:00:00Z");
		// New York moves to daylight saving time on 10 March 2030: 09:00 stays 09:00.
		assertThat(instances).extracting((event) -> event.path("start_time").asString())
			.containsExactly("2030-03-04T14:00:00Z", "2030-03-06T14:00:00Z", "2030-03-11T13:00:00Z",
					"2030-03-13T13:00:00Z", "2030-03-18T13:00:00Z", "2030-03-20T13:00:00Z", "2030-03-25T13:00:00Z",
					"2030-03-27T13:00:00Z");
		JsonNode third = instances.get(2);
		assertThat(third.path("id").asString()).isEqualTo(id + "_20300311T130000Z");
		assertThat(third.path("recurring_event_id").asString()).isEqualTo(id);
		assertThat(third.path("original_start_time").asString()).isEqualTo("2030-03-11T13:00:00Z");
		assertThat(third.path("end_time").asString()).isEqualTo("2030-03-11T14:15:00Z");
		assertThat(third.path("recurrence").isNull()).isTrue();
		assertThat(third.path("timezone").asString()).isEqualTo("America/New_York");

		Response one = this.api.get("/api/events/" + id + "_20300311T130000Z");
		assertThat(one.status()).isEqualTo(200);
		assertThat(one.json()).isEqualTo(third);
		assertThat(this.api.get("/api/events/" + id).json().path("recurrence")).hasSize(1);
		assertThat(this.api.get("/api/events/" + id + "_20300312T130000Z").status()).isEqualTo(404);
		assertThat(this.api.get("/api/events/" + id + "_20300311").status()).isEqualTo(404);
		assertThat(this.api.get("/api/events/" + id + "_2030031").status()).isEqualTo(400);
		assertThat(
				new Api(this.port, this.users.create().key()).get("/api/events/" + id + "_20300311T130000Z").status())
			.isEqualTo(404);

		Response unified = this.api.get("/api/unified/events?start=2030-03-10T00:00:00Z&end=2030-03-12T00:00:00Z");
		assertThat(unified.json().path("events")).singleElement().satisfies((entry) -> {
			assertThat(entry.path("id").asString()).isEqualTo(id + "_20300311T130000Z");
			assertThat(entry.path("recurring_event_id").asString()).isEqualTo(id);
		});
	}

	static Stream<Arguments> edgeCases() {
		return Stream.of(
				// Berlin skips 02:00-03:00 on 31 March 2030: 02:30 is read as 03:30 CEST.
				Arguments.of("Europe/Berlin", "2030-03-30T02:30", "RRULE:FREQ=DAILY;COUNT=3",
						List.of("2030-03-30T01:30:00Z", "2030-03-31T01:30:00Z", "2030-04-01T00:30:00Z")),
				// New York repeats 01:00-02:00 on 3 November 2030: the first (EDT)
				// counts.
				Arguments.of("America/New_York", "2030-11-02T01:30", "RRULE:FREQ=DAILY;COUNT=3",
						List.of("2030-11-02T05:30:00Z", "2030-11-03T05:30:00Z", "2030-11-04T06:30:00Z")),
				// Lord Howe moves half an hour on 6 October 2030 (+10:30 to +11:00).
				Arguments.of("Australia/Lord_Howe", "2030-10-05T18:00", "RRULE:FREQ=DAILY;COUNT=2",
						List.of("2030-10-05T07:30:00Z", "2030-10-06T07:00:00Z")),
				Arguments.of("Asia/Tokyo", "2030-03-29T09:00", "RRULE:FREQ=MONTHLY;COUNT=3",
						List.of("2030-03-29T00:00:00Z", "2030-04-29T00:00:00Z", "2030-05-29T00:00:00Z")),
				Arguments.of("UTC", "2030-01-25T16:00", "RRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=3",
						List.of("2030-01-25T16:00:00Z", "2030-02-22T16:00:00Z", "2030-03-29T16:00:00Z")),
				Arguments.of("UTC", "2030-01-31T16:00", "RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=3",
						List.of("2030-01-31T16:00:00Z", "2030-02-28T16:00:00Z", "2030-03-29T16:00:00Z")),
				Arguments.of("UTC", "2030-01-31T08:00", "RRULE:FREQ=MONTHLY;COUNT=3",
						List.of("2030-01-31T08:00:00Z", "2030-03-31T08:00:00Z", "2030-05-31T08:00:00Z")),
				Arguments.of("UTC", "2028-02-29T08:00", "RRULE:FREQ=YEARLY;COUNT=3",
						List.of("2028-02-29T08:00:00Z", "2032-02-29T08:00:00Z", "2036-02-29T08:00:00Z")));
	}

	@ParameterizedTest
	@MethodSource("edgeCases")
	void expandsTheEdgesOfTheCalendar(String zone, String start, String rule, List<String> expected) {
		String end = java.time.LocalDateTime.parse(start).plusMinutes(30).toString();
		created(series("Edge", start, end, zone, rule));
		assertThat(starts("start=2028-01-01T00:00:00Z&end=2037-01-01T00:00:00Z")).isEqualTo(expected);
	}

	@Test
	void changesOneOccurrenceAndKeepsItThroughAChangeOfTheSeries() {
		String id = created(
				series("Standup", "2030-03-04T09:00:00Z", "2030-03-04T09:15:00Z", "UTC", "RRULE:FREQ=DAILY;COUNT=5"));
		String third = id + "_20300306T090000Z";
		Response moved = this.api.patch("/api/events", json(
				"{'id':'%s','start_time':'2030-03-06T11:00:00Z','end_time':'2030-03-06T11:15:00Z'}".formatted(third)));
		assertThat(moved.status()).as(moved.toString()).isEqualTo(200);
		assertThat(moved.json().path("id").asString()).isEqualTo(third);
		assertThat(moved.json().path("start_time").asString()).isEqualTo("2030-03-06T11:00:00Z");
		String fourth = id + "_20300307T090000Z";
		assertThat(this.api.patch("/api/events", json("{'id':'%s','title':'Retro'}".formatted(fourth))).status())
			.isEqualTo(200);

		Response renamed = this.api.patch("/api/events", json("{'id':'%s','title':'Daily'}".formatted(id)));
		assertThat(renamed.status()).as(renamed.toString()).isEqualTo(200);
		List<JsonNode> instances = list("start=2030-03-01T00:00:00Z&end=2030-04-01T00:00:00Z");
		assertThat(instances)
			.extracting((event) -> event.path("title").asString() + "@" + event.path("start_time").asString())
			.containsExactly("Daily@2030-03-04T09:00:00Z", "Daily@2030-03-05T09:00:00Z", "Daily@2030-03-06T11:00:00Z",
					"Retro@2030-03-07T09:00:00Z", "Daily@2030-03-08T09:00:00Z");

		// The whole series an hour later: the moved occurrence keeps its own time.
		Response later = this.api.patch("/api/events", json(
				"{'id':'%s','start_time':'2030-03-04T10:00:00Z','end_time':'2030-03-04T10:15:00Z'}".formatted(id)));
		assertThat(later.status()).as(later.toString()).isEqualTo(200);
		assertThat(starts("start=2030-03-01T00:00:00Z&end=2030-04-01T00:00:00Z")).containsExactly(
				"2030-03-04T10:00:00Z", "2030-03-05T10:00:00Z", "2030-03-06T11:00:00Z", "2030-03-07T10:00:00Z",
				"2030-03-08T10:00:00Z");
		assertThat(this.api.get("/api/events/" + id + "_20300306T100000Z").json().path("start_time").asString())
			.isEqualTo("2030-03-06T11:00:00Z");
	}

	@Test
	void cancelsOccurrencesAndTheirExceptionsWithExdates() {
		String id = created(
				series("Gym", "2030-03-04T18:00:00Z", "2030-03-04T19:00:00Z", "UTC", "RRULE:FREQ=DAILY;COUNT=4"));
		assertThat(this.api.delete("/api/events?id=" + id + "_20300305T180000Z").status()).isEqualTo(204);
		// An occurrence with an exception, then excluded: the exception goes too.
		String third = id + "_20300306T180000Z";
		assertThat(this.api.patch("/api/events", json("{'id':'%s','title':'Swim'}".formatted(third))).status())
			.isEqualTo(200);
		Response exdate = this.api.patch("/api/events",
				json("{'id':'%s','recurrence':['RRULE:FREQ=DAILY;COUNT=4','EXDATE:20300305T180000Z,20300306T180000Z']}"
					.formatted(id)));
		assertThat(exdate.status()).as(exdate.toString()).isEqualTo(200);
		assertThat(starts("start=2030-03-01T00:00:00Z&end=2030-04-01T00:00:00Z"))
			.containsExactly("2030-03-04T18:00:00Z", "2030-03-07T18:00:00Z");
		assertThat(this.api.get("/api/events/" + third).status()).isEqualTo(404);
		assertThat(this.jdbc.sql("select count(*) from event_exceptions where series_id = :id")
			.param("id", UUID.fromString(id))
			.query(Integer.class)
			.single()).isZero();
		assertThat(this.api.get("/api/events/" + id).json().path("recurrence").get(1).asString())
			.isEqualTo("EXDATE:20300305T180000Z,20300306T180000Z");
		assertThat(this.api.delete("/api/events?id=" + third).status()).isEqualTo(404);
		// Cancelling what is left deletes the series.
		assertThat(this.api.delete("/api/events?id=" + id + "_20300304T180000Z").status()).isEqualTo(204);
		assertThat(this.api.delete("/api/events?id=" + id + "_20300307T180000Z").status()).isEqualTo(204);
		assertThat(this.api.get("/api/events/" + id).status()).isEqualTo(404);
	}

	@Test
	void splitsACountedSeriesAndTheRemainingCountMovesToTheNewOne() {
		String id = created(
				series("Course", "2030-03-04T09:00:00Z", "2030-03-04T10:00:00Z", "UTC", "RRULE:FREQ=DAILY;COUNT=10"));
		Response split = this.api.patch("/api/events", json(
				"{'id':'%s_20300307T090000Z','scope':'following','start_time':'2030-03-07T13:00:00Z','end_time':'2030-03-07T14:00:00Z','title':'Course (afternoons)'}"
					.formatted(id)));
		assertThat(split.status()).as(split.toString()).isEqualTo(200);
		String next = split.json().path("id").asString();
		assertThat(next).isNotEqualTo(id);
		assertThat(split.json().path("recurrence").get(0).asString()).isEqualTo("RRULE:FREQ=DAILY;COUNT=7");
		assertThat(this.api.get("/api/events/" + id).json().path("recurrence").get(0).asString())
			.isEqualTo("RRULE:FREQ=DAILY;COUNT=3");
		List<JsonNode> all = list("start=2030-03-01T00:00:00Z&end=2030-04-01T00:00:00Z");
		assertThat(all).hasSize(10);
		assertThat(all.subList(0, 3))
			.allSatisfy((event) -> assertThat(event.path("start_time").asString()).endsWith("T09:00:00Z"));
		assertThat(all.subList(3, 10)).allSatisfy((event) -> {
			assertThat(event.path("start_time").asString()).endsWith("T13:00:00Z");
			assertThat(event.path("title").asString()).isEqualTo("Course (afternoons)");
			assertThat(event.path("recurring_event_id").asString()).isEqualTo(next);
		});

		Response ended = this.api.delete("/api/events?id=" + next + "_20300311T130000Z&scope=following");
		assertThat(ended.status()).isEqualTo(204);
		assertThat(starts("start=2030-03-01T00:00:00Z&end=2030-04-01T00:00:00Z")).hasSize(7)
			.last()
			.isEqualTo("2030-03-10T13:00:00Z");
	}

	@Test
	void checksConflictsOccurrenceByOccurrence() {
		String series = created(
				series("Lecture", "2030-03-04T09:00:00Z", "2030-03-04T10:00:00Z", "UTC", "RRULE:FREQ=WEEKLY;BYDAY=MO"));
		Response single = this.api.post("/api/events/create",
				json("{'title':'Dentist','start_time':'2030-06-10T09:30:00Z','end_time':'2030-06-10T10:30:00Z'}"));
		assertThat(single.status()).isEqualTo(409);
		assertThat(single.json().path("conflicts")).singleElement().satisfies((conflict) -> {
			assertThat(conflict.path("id").asString()).isEqualTo(series + "_20300610T090000Z");
			assertThat(conflict.path("recurring_event_id").asString()).isEqualTo(series);
		});
		assertThat(single.json().path("suggested_start").asString()).isEqualTo("2030-06-10T10:00:00Z");

		String dentist = created(this.api.post("/api/events/create",
				json("{'title':'Dentist','start_time':'2030-06-12T09:30:00Z','end_time':'2030-06-12T10:30:00Z'}")));
		SyncedRows.googleEvent(this.jdbc, this.caller.user().id(), "Offsite",
				OffsetDateTime.of(2030, 6, 19, 9, 0, 0, 0, ZoneOffset.UTC),
				OffsetDateTime.of(2030, 6, 19, 12, 0, 0, 0, ZoneOffset.UTC), true);
		Response clash = series("Seminar", "2030-06-05T10:00:00Z", "2030-06-05T11:00:00Z", "UTC",
				"RRULE:FREQ=WEEKLY;BYDAY=WE");
		assertThat(clash.status()).as(clash.toString()).isEqualTo(409);
		assertThat(clash.json().path("conflicting_occurrences")).extracting((hit) -> hit.path("start_time").asString())
			.containsExactly("2030-06-12T10:00:00Z", "2030-06-19T10:00:00Z");
		assertThat(clash.json().path("conflicts")).extracting((conflict) -> conflict.path("title").asString())
			.containsExactly("Dentist", "Offsite");
		assertThat(clash.json().path("conflicts").get(0).path("id").asString()).isEqualTo(dentist);
		assertThat(clash.json().path("conflicting_occurrence_count").asInt()).isEqualTo(2);
		assertThat(list("start=2030-06-01T00:00:00Z&end=2030-07-01T00:00:00Z"))
			.noneMatch((event) -> event.path("title").asString().equals("Seminar"));
		// Moving one occurrence of the Monday series onto the dentist is a conflict too.
		Response move = this.api.patch("/api/events", json(
				"{'id':'%s_20300617T090000Z','start_time':'2030-06-12T09:00:00Z','end_time':'2030-06-12T10:00:00Z'}"
					.formatted(series)));
		assertThat(move.status()).isEqualTo(409);
		assertThat(move.json().path("conflicts").get(0).path("id").asString()).isEqualTo(dentist);
	}

	@Test
	void ofTwoConcurrentCreatesAgainstOneSeriesOneWins() throws Exception {
		ExecutorService pool = Executors.newFixedThreadPool(2);
		try {
			CountDownLatch start = new CountDownLatch(1);
			List<Future<Response>> results = new ArrayList<>();
			for (String title : List.of("Choir", "Band")) {
				results.add(pool.submit(() -> {
					start.await();
					return series(title, "2030-03-04T19:00:00Z", "2030-03-04T21:00:00Z", "UTC",
							"RRULE:FREQ=WEEKLY;BYDAY=MO");
				}));
			}
			start.countDown();
			List<Integer> statuses = new ArrayList<>();
			for (Future<Response> result : results) {
				statuses.add(result.get().status());
			}
			assertThat(statuses).containsExactlyInAnyOrder(201, 409);
		}
		finally {
			pool.shutdownNow();
		}
		assertThat(list("start=2030-03-01T00:00:00Z&end=2030-03-08T00:00:00Z")).hasSize(1);
	}

	@Test
	void rejectsBadRecurrencesNamingTheField() {
		for (String rule : List.of("RRULE:FREQ=SECONDLY", "RRULE:FREQ=MINUTELY;COUNT=5",
				"RRULE:FREQ=DAILY;UNTIL=20300101", "RRULE:FREQ=SOMETIMES", "RULE:FREQ=DAILY",
				"RRULE:FREQ=DAILY;COUNT=0", "RRULE:FREQ=DAILY;COUNT=100000", "EXDATE:20300304T090000Z",
				"RRULE:FREQ=WEEKLY;BYDAY=XX", "RRULE:FREQ=HOURLY;BYMINUTE=0,30",
				"RRULE:FREQ=DAILY;BYHOUR=9;BYSECOND=0,1", "RRULE:FREQ=HOURLY;BYMINUTE=0,1,2;BYSECOND=0,30")) {
			Response response = series("Bad", "2030-03-04T09:00:00Z", "2030-03-04T10:00:00Z", "UTC", rule);
			assertThat(response.status()).as(rule + " " + response).isEqualTo(400);
			assertThat(response.json().path("errors").get(0).path("field").asString()).isEqualTo("recurrence");
		}
		Response none = series("None", "2030-03-04T09:00:00Z", "2030-03-04T10:00:00Z", "UTC",
				"RRULE:FREQ=DAILY;COUNT=1", "EXDATE:20300304T090000Z");
		assertThat(none.status()).isEqualTo(400);
		assertThat(none.json().path("errors").get(0).path("message").asString()).contains("no occurrence");
		Response dense = series("Dense", "2030-03-04T09:00:00Z", "2030-03-04T10:00:00Z", "UTC",
				"RRULE:FREQ=HOURLY;BYMINUTE=0,1,2,3");
		assertThat(dense.json().path("errors").get(0).path("message").asString())
			.contains("BYMINUTE and BYSECOND may hold one value each");
		assertThat(created(series("Twice a day", "2030-03-04T11:30:00Z", "2030-03-04T12:30:00Z", "UTC",
				"RRULE:FREQ=DAILY;BYHOUR=11,21;BYMINUTE=30")))
			.isNotBlank();
		Response zone = series("Zone", "2030-03-04T09:00:00Z", "2030-03-04T10:00:00Z", "+02:00", "RRULE:FREQ=DAILY");
		assertThat(zone.status()).isEqualTo(400);
		assertThat(zone.json().path("errors").get(0).path("field").asString()).isEqualTo("timezone");

		String id = created(series("Ok", "2030-03-04T09:00:00Z", "2030-03-04T10:00:00Z", "UTC", "RRULE:FREQ=DAILY"));
		Response onInstance = this.api.patch("/api/events",
				json("{'id':'%s_20300305T090000Z','recurrence':['RRULE:FREQ=WEEKLY']}".formatted(id)));
		assertThat(onInstance.status()).isEqualTo(400);
		assertThat(onInstance.json().path("errors").get(0).path("field").asString()).isEqualTo("recurrence");
		assertThat(this.api.patch("/api/events", json("{'id':'%s','scope':'sometimes'}".formatted(id))).status())
			.isEqualTo(400);
		assertThat(this.api.delete("/api/events?id=" + id + "&scope=following").status()).isEqualTo(400);
		assertThat(this.api.get("/api/events/" + id).json().path("recurrence").get(0).asString())
			.isEqualTo("RRULE:FREQ=DAILY");
	}

	@Test
	void pagesStablyWithInstancesAndOneOffEventsMixed() {
		created(series("A", "2030-03-04T09:00:00Z", "2030-03-04T10:00:00Z", "UTC", "RRULE:FREQ=DAILY"));
		created(series("B", "2030-03-04T10:00:00Z", "2030-03-04T10:30:00Z", "UTC", "RRULE:FREQ=HOURLY;INTERVAL=12",
				"EXDATE:20300305T100000Z"));
		for (int day = 4; day <= 9; day++) {
			created(this.api.post("/api/events/create", json(
					"{'title':'One %1$d','start_time':'2030-03-0%1$dT09:00:00Z','end_time':'2030-03-0%1$dT09:20:00Z','force':true}"
						.formatted(day))));
		}
		String window = "start=2030-03-04T00:00:00Z&end=2030-03-10T00:00:00Z";
		// Events that start together (a one-off event and series A each morning) come
		// by id.
		assertThat(list(window))
			.isSortedAccordingTo(Comparator.comparing((JsonNode event) -> event.path("start_time").asString())
				.thenComparing((event) -> event.path("id").asString()));
		List<String> whole = list(window).stream().map((event) -> event.path("id").asString()).toList();
		assertThat(whole).hasSize(6 + 6 + 11).doesNotHaveDuplicates();
		assertThat(pagedIds(window, 4, whole.size())).isEqualTo(whole);
	}

	/**
	 * A changed occurrence that starts together with an event whose id sorts before its
	 * own comes right after that event when a page ends between them.
	 */
	@Test
	void aPageEndingAtAChangedOccurrencesStartKeepsItForTheNextPage() {
		String id = created(
				series("Course", "2030-03-04T09:00:00Z", "2030-03-04T10:00:00Z", "UTC", "RRULE:FREQ=DAILY;COUNT=3"));
		String changed = id + "_20300305T090000Z";
		changed(patch("{'id':'%s','title':'Course (guest)'}", changed));
		// A one-off event at the same start whose id sorts before the changed
		// occurrence's
		// (written over JDBC to choose its id).
		this.jdbc.sql("""
				insert into events (id, user_id, title, start_time, end_time, all_day, sequence, created_at, updated_at)
				values (:id, :user, 'Call', :start, :end, false, 0, :start, :start)
				""")
			.param("id", UUID.fromString("00000000-0000-4000-8000-000000000000"))
			.param("user", this.caller.user().id())
			.param("start", java.time.OffsetDateTime.parse("2030-03-05T09:00:00Z"))
			.param("end", java.time.OffsetDateTime.parse("2030-03-05T09:30:00Z"))
			.update();
		String window = "start=2030-03-04T00:00:00Z&end=2030-03-07T00:00:00Z";
		List<String> whole = list(window).stream().map((event) -> event.path("id").asString()).toList();
		assertThat(whole).containsSubsequence("00000000-0000-4000-8000-000000000000", changed);
		assertThat(pagedIds(window, 1, whole.size())).isEqualTo(whole);
	}

	@Test
	void turnsAnEventIntoASeriesAndBackKeepingItsId() {
		String id = created(this.api.post("/api/events/create",
				json("{'title':'Yoga','start_time':'2030-03-05T18:00:00Z','end_time':'2030-03-05T19:00:00Z'}")));
		Response series = this.api.patch("/api/events", json(
				"{'id':'%s','recurrence':['RRULE:FREQ=WEEKLY;COUNT=3'],'timezone':'Europe/Berlin'}".formatted(id)));
		assertThat(series.status()).as(series.toString()).isEqualTo(200);
		assertThat(series.json().path("id").asString()).isEqualTo(id);
		assertThat(starts("start=2030-03-01T00:00:00Z&end=2030-04-01T00:00:00Z"))
			.containsExactly("2030-03-05T18:00:00Z", "2030-03-12T18:00:00Z", "2030-03-19T18:00:00Z");
		Response single = this.api.patch("/api/events", json("{'id':'%s','recurrence':null}".formatted(id)));
		assertThat(single.status()).as(single.toString()).isEqualTo(200);
		assertThat(single.json().path("recurrence").isNull()).isTrue();
		assertThat(starts("start=2030-03-01T00:00:00Z&end=2030-04-01T00:00:00Z"))
			.containsExactly("2030-03-05T18:00:00Z");
	}

	@Test
	void movesAWeeklySeriesToAnotherDayWithItsWeekdays() {
		String id = created(series("Tutorial", "2030-03-05T09:00", "2030-03-05T10:00", "Europe/Berlin",
				"RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=4"));
		Response moved = this.api.patch("/api/events", json(
				"{'id':'%s_20300305T080000Z','scope':'all','start_time':'2030-03-06T10:00','end_time':'2030-03-06T11:00'}"
					.formatted(id)));
		assertThat(moved.status()).as(moved.toString()).isEqualTo(200);
		assertThat(moved.json().path("recurrence").get(0).asString())
			.isEqualTo("RRULE:FREQ=WEEKLY;BYDAY=WE,FR;COUNT=4");
		assertThat(starts("start=2030-03-01T00:00:00Z&end=2030-04-01T00:00:00Z")).containsExactly(
				"2030-03-06T09:00:00Z", "2030-03-08T09:00:00Z", "2030-03-13T09:00:00Z", "2030-03-15T09:00:00Z");
	}

	@Test
	void anOccurrenceKeepsTheFieldsItChangedAndTakesTheSeriesValuesForTheOthers() {
		String id = created(
				series("Class", "2030-03-04T09:00:00Z", "2030-03-04T10:00:00Z", "UTC", "RRULE:FREQ=DAILY;COUNT=4"));
		assertThat(changed(patch("{'id':'%s_20300305T090000Z','description':'Bring the book'}", id)).path("description")
			.asString()).isEqualTo("Bring the book");
		assertThat(changed(patch("{'id':'%s_20300306T090000Z','location':'Lab'}", id)).path("location").asString())
			.isEqualTo("Lab");
		assertThat(changed(patch("{'id':'%s_20300307T090000Z','color':'#f00'}", id)).path("color").asString())
			.isEqualTo("#f00");
		// A second change of one occurrence updates its exception.
		assertThat(changed(patch("{'id':'%s_20300307T090000Z','title':'Exam'}", id)).path("title").asString())
			.isEqualTo("Exam");
		assertThat(exceptionSequences(id)).containsExactly(1, 1, 2);

		changed(patch("{'id':'%s','description':'Agenda','location':'Hall','color':'#00f'}", id));

		assertThat(list("start=2030-03-01T00:00:00Z&end=2030-04-01T00:00:00Z"))
			.extracting(
					(event) -> String.join("/", event.path("title").asString(), event.path("description").asString(),
							event.path("location").asString(), event.path("color").asString()))
			.containsExactly("Class/Agenda/Hall/#00f", "Class/Bring the book/Hall/#00f", "Class/Agenda/Lab/#00f",
					"Exam/Agenda/Hall/#f00");
		assertThat(this.api.get("/api/events/" + id + "_20300307T090000Z").json().path("title").asString())
			.isEqualTo("Exam");
	}

	@Test
	void aChangeOfAllFromAnOccurrenceTakesOnlyTheFieldsItChanged() {
		String id = created(
				series("Walk", "2030-03-04T08:00:00Z", "2030-03-04T09:00:00Z", "UTC", "RRULE:FREQ=DAILY;COUNT=3"));
		changed(patch("{'id':'%s_20300305T080000Z','title':'Run'}", id));
		JsonNode all = changed(
				patch("{'id':'%s_20300305T080000Z','scope':'all','location':'Park','timezone':'Europe/Berlin'}", id));
		assertThat(all.path("id").asString()).isEqualTo(id);
		assertThat(all.path("title").asString()).isEqualTo("Walk");
		assertThat(all.path("location").asString()).isEqualTo("Park");
		assertThat(all.path("timezone").asString()).isEqualTo("Europe/Berlin");
		assertThat(this.api.get("/api/events/" + id).json().path("timezone").asString()).isEqualTo("Europe/Berlin");
	}

	@Test
	void storesTheSequenceOfEachChange() {
		String id = created(
				series("Sync", "2030-03-04T09:00:00Z", "2030-03-04T09:30:00Z", "UTC", "RRULE:FREQ=DAILY;COUNT=4"));
		assertThat(sequence("event_series", id)).isZero();
		changed(patch("{'id':'%s','title':'Weekly sync'}", id));
		assertThat(sequence("event_series", id)).isOne();
		// Changing nothing is no change.
		JsonNode same = this.api.get("/api/events/" + id).json();
		assertThat(changed(patch("{'id':'%s','title':'Weekly sync'}", id))).isEqualTo(same);
		JsonNode occurrence = this.api.get("/api/events/" + id + "_20300305T090000Z").json();
		assertThat(changed(patch("{'id':'%s_20300305T090000Z','title':'Weekly sync'}", id))).isEqualTo(occurrence);
		assertThat(sequence("event_series", id)).isOne();
		assertThat(exceptionSequences(id)).isEmpty();

		assertThat(this.api.delete("/api/events?id=" + id + "_20300305T090000Z").status()).isEqualTo(204);
		assertThat(sequence("event_series", id)).isEqualTo(2);
		changed(patch("{'id':'%s','recurrence':null}", id));
		assertThat(sequence("events", id)).isEqualTo(3);
	}

	@Test
	void anOccurrenceChangedBackToTheSeriesValuesLosesItsException() {
		String id = created(
				series("Tea", "2030-03-04T16:00:00Z", "2030-03-04T16:30:00Z", "UTC", "RRULE:FREQ=DAILY;COUNT=3"));
		changed(patch("{'id':'%s_20300305T160000Z','title':'Coffee'}", id));
		assertThat(exceptionSequences(id)).hasSize(1);
		JsonNode back = changed(patch("{'id':'%s_20300305T160000Z','title':'Tea'}", id));
		assertThat(back.path("title").asString()).isEqualTo("Tea");
		assertThat(exceptionSequences(id)).isEmpty();

		// Deleting an occurrence drops its exception; deleting from the first deletes the
		// series.
		changed(patch("{'id':'%s_20300306T160000Z','title':'Coffee'}", id));
		assertThat(this.api.delete("/api/events?id=" + id + "_20300306T160000Z").status()).isEqualTo(204);
		assertThat(exceptionSequences(id)).isEmpty();
		assertThat(this.api.delete("/api/events?id=" + id + "_20300304T160000Z&scope=following").status())
			.isEqualTo(204);
		assertThat(this.api.get("/api/events/" + id).status()).isEqualTo(404);
	}

	@Test
	void endingASeriesFromAnOccurrenceDropsTheLaterExceptions() {
		String id = created(
				series("Swim", "2030-03-04T07:00:00Z", "2030-03-04T08:00:00Z", "UTC", "RRULE:FREQ=DAILY;COUNT=5"));
		changed(patch("{'id':'%s_20300305T070000Z','title':'Early swim'}", id));
		changed(patch("{'id':'%s_20300307T070000Z','title':'Late swim'}", id));
		assertThat(this.api.delete("/api/events?id=" + id + "_20300306T070000Z&scope=following").status())
			.isEqualTo(204);
		assertThat(exceptionSequences(id)).hasSize(1);
		assertThat(list("start=2030-03-01T00:00:00Z&end=2030-04-01T00:00:00Z"))
			.extracting((event) -> event.path("title").asString())
			.containsExactly("Swim", "Early swim");
		assertThat(this.api.delete("/api/events?id=" + id + "_20300305T070000Z&scope=all").status()).isEqualTo(204);
		assertThat(this.api.get("/api/events/" + id).status()).isEqualTo(404);
	}

	@Test
	void onlyAMoveOfASeriesIsCheckedForConflicts() {
		String id = created(
				series("Standup", "2030-03-04T09:00:00Z", "2030-03-04T10:00:00Z", "UTC", "RRULE:FREQ=DAILY;COUNT=5"));
		String dentist = created(this.api.post("/api/events/create", json(
				"{'title':'Dentist','start_time':'2030-03-06T09:30:00Z','end_time':'2030-03-06T10:00:00Z','force':true}")));

		// Renaming the series, or the occurrence the dentist overlaps, moves nothing: no
		// check.
		assertThat(changed(patch("{'id':'%s_20300306T090000Z','title':'Short standup'}", id)).path("title").asString())
			.isEqualTo("Short standup");
		assertThat(changed(patch("{'id':'%s_20300306T090000Z','title':'Standup'}", id)).path("title").asString())
			.isEqualTo("Standup");
		assertThat(changed(patch("{'id':'%s','title':'Daily'}", id)).path("title").asString()).isEqualTo("Daily");

		Response moved = patch("{'id':'%s','start_time':'2030-03-04T09:15:00Z','end_time':'2030-03-04T10:15:00Z'}", id);
		assertThat(moved.status()).as(moved.toString()).isEqualTo(409);
		assertThat(moved.json().path("type").asString()).isEqualTo("https://kairos.dev/problems/scheduling-conflict");
		assertThat(moved.json().path("title").asString()).isEqualTo("Scheduling conflict");
		assertThat(moved.json().has("suggested_start")).isTrue();
		assertThat(moved.json().path("suggested_start").isNull()).isTrue();
		assertThat(moved.json().path("conflicts").get(0).path("id").asString()).isEqualTo(dentist);

		Response single = patch(
				"{'id':'%s','recurrence':null,'start_time':'2030-03-06T09:00:00Z','end_time':'2030-03-06T10:00:00Z'}",
				id);
		assertThat(single.status()).as(single.toString()).isEqualTo(409);
		assertThat(single.json().path("conflicts").get(0).path("id").asString()).isEqualTo(dentist);

		Response split = patch(
				"{'id':'%s_20300305T090000Z','scope':'following','start_time':'2030-03-05T09:20:00Z','end_time':'2030-03-05T10:20:00Z'}",
				id);
		assertThat(split.status()).as(split.toString()).isEqualTo(409);
		assertThat(split.json().path("conflicting_occurrences")).extracting((hit) -> hit.path("start_time").asString())
			.containsExactly("2030-03-06T09:20:00Z");
		assertThat(starts("start=2030-03-01T00:00:00Z&end=2030-04-01T00:00:00Z")).containsExactly(
				"2030-03-04T09:00:00Z", "2030-03-05T09:00:00Z", "2030-03-06T09:00:00Z", "2030-03-06T09:30:00Z",
				"2030-03-07T09:00:00Z", "2030-03-08T09:00:00Z");

		JsonNode berlin = changed(patch(
				"{'id':'%s_20300305T090000Z','scope':'following','title':'Later','timezone':'Europe/Berlin','force':true}",
				id));
		assertThat(berlin.path("id").asString()).isNotEqualTo(id);
		assertThat(berlin.path("timezone").asString()).isEqualTo("Europe/Berlin");
		assertThat(changed(patch("{'id':'%s','timezone':'Asia/Tokyo','force':true}", id)).path("timezone").asString())
			.isEqualTo("Asia/Tokyo");
	}

	@Test
	void aSeriesMovedOntoAnEventIsNotInConflictWhereItsOccurrenceWasMovedAway() {
		String id = created(
				series("Gym", "2030-03-04T07:00:00Z", "2030-03-04T08:00:00Z", "UTC", "RRULE:FREQ=DAILY;COUNT=3"));
		changed(patch(
				"{'id':'%s_20300305T070000Z','start_time':'2030-03-05T18:00:00Z','end_time':'2030-03-05T19:00:00Z'}",
				id));
		created(this.api.post("/api/events/create",
				json("{'title':'Call','start_time':'2030-03-05T10:00:00Z','end_time':'2030-03-05T11:00:00Z'}")));

		Response moved = patch("{'id':'%s','start_time':'2030-03-04T10:00:00Z','end_time':'2030-03-04T11:00:00Z'}", id);

		assertThat(moved.status()).as(moved.toString()).isEqualTo(200);
		assertThat(starts("start=2030-03-01T00:00:00Z&end=2030-04-01T00:00:00Z")).containsExactly(
				"2030-03-04T10:00:00Z", "2030-03-05T10:00:00Z", "2030-03-05T18:00:00Z", "2030-03-06T10:00:00Z");
	}

	@Test
	void aSeriesOrAnOccurrenceIsNeverInConflictWithItsOwnInstances() {
		String id = created(
				series("Focus", "2030-03-04T09:00:00Z", "2030-03-04T10:00:00Z", "UTC", "RRULE:FREQ=DAILY;COUNT=3"));
		// The second occurrence moved to the first day, then moved again over where it
		// is.
		changed(patch(
				"{'id':'%s_20300305T090000Z','start_time':'2030-03-04T11:00:00Z','end_time':'2030-03-04T12:00:00Z'}",
				id));
		changed(patch(
				"{'id':'%s_20300305T090000Z','start_time':'2030-03-04T11:30:00Z','end_time':'2030-03-04T12:30:00Z'}",
				id));
		// The series moved over its moved occurrence.
		changed(patch("{'id':'%s','start_time':'2030-03-04T11:00:00Z','end_time':'2030-03-04T12:00:00Z'}", id));
		assertThat(starts("start=2030-03-01T00:00:00Z&end=2030-04-01T00:00:00Z"))
			.containsExactly("2030-03-04T11:00:00Z", "2030-03-04T11:30:00Z", "2030-03-06T11:00:00Z");
	}

	@Test
	void listsAChangedOccurrenceOnlyInTheWindowsItMeetsAndOnceWhenPaging() {
		String id = created(
				series("Read", "2030-03-04T20:00:00Z", "2030-03-04T21:00:00Z", "UTC", "RRULE:FREQ=DAILY;COUNT=4"));
		changed(patch("{'id':'%s_20300305T200000Z','title':'Read more'}", id));
		changed(patch("{'id':'%s_20300306T200000Z','title':'Read less'}", id));
		assertThat(list("start=2030-03-04T00:00:00Z&end=2030-03-05T00:00:00Z"))
			.extracting((event) -> event.path("title").asString())
			.containsExactly("Read");
		assertThat(list("start=2030-03-05T20:30:00Z&end=2030-03-06T20:00:00Z"))
			.extracting((event) -> event.path("title").asString())
			.containsExactly("Read more");
		List<String> paged = new ArrayList<>();
		String token = null;
		do {
			Response page = this.api.get("/api/events?limit=1&start=2030-03-01T00:00:00Z&end=2030-04-01T00:00:00Z"
					+ ((token != null) ? "&page_token=" + token : ""));
			page.json().path("events").forEach((event) -> paged.add(event.path("title").asString()));
			token = page.json().path("next_page_token").isNull() ? null
					: page.json().path("next_page_token").asString();
		}
		while (token != null);
		assertThat(paged).containsExactly("Read", "Read more", "Read less", "Read");
	}

	@Test
	void readsTimesWithoutOffsetInTheSeriesZoneOrTheOneGivenNotTheUsers() {
		assertThat(this.api.patch("/api/settings", json("{'timezone':'America/New_York'}")).status()).isEqualTo(200);
		String id = created(
				series("Standup", "2030-03-04T09:00", "2030-03-04T09:15", "UTC", "RRULE:FREQ=DAILY;COUNT=2"));
		assertThat(changed(patch("{'id':'%s','start_time':'2030-03-04T10:00','end_time':'2030-03-04T10:15'}", id))
			.path("start_time")
			.asString()).isEqualTo("2030-03-04T10:00:00Z");
		assertThat(changed(patch(
				"{'id':'%s_20300305T100000Z','start_time':'2030-03-05T12:00','end_time':'2030-03-05T12:15','timezone':'Europe/Berlin'}",
				id))
			.path("start_time")
			.asString()).isEqualTo("2030-03-05T11:00:00Z");
	}

	@Test
	void aOneOffEventReadsTimesInTheZoneSentWithThemAndBecomesASeriesInTheUsersZone() {
		assertThat(this.api.patch("/api/settings", json("{'timezone':'Europe/Berlin'}")).status()).isEqualTo(200);
		String call = created(this.api.post("/api/events/create",
				json("{'title':'Call','start_time':'2030-03-06T09:00:00Z','end_time':'2030-03-06T10:00:00Z'}")));
		// 10:00 in New York (UTC-5 until 10 March), not in Berlin.
		JsonNode moved = changed(patch(
				"{'id':'%s','start_time':'2030-03-06T10:00','end_time':'2030-03-06T11:00','timezone':'America/New_York'}",
				call));
		assertThat(moved.path("start_time").asString()).isEqualTo("2030-03-06T15:00:00Z");
		assertThat(moved.path("end_time").asString()).isEqualTo("2030-03-06T16:00:00Z");
		assertThat(moved.path("recurrence").isMissingNode() || moved.path("recurrence").isNull()).isTrue();

		// 09:00 in Berlin, before and after its clocks change on 31 March.
		String seminar = created(this.api.post("/api/events/create",
				json("{'title':'Seminar','start_time':'2030-03-25T08:00:00Z','end_time':'2030-03-25T09:00:00Z'}")));
		JsonNode series = changed(patch("{'id':'%s','recurrence':['RRULE:FREQ=WEEKLY;COUNT=2']}", seminar));
		assertThat(series.path("timezone").asString()).isEqualTo("Europe/Berlin");
		assertThat(starts("start=2030-03-20T00:00:00Z&end=2030-04-10T00:00:00Z"))
			.containsExactly("2030-03-25T08:00:00Z", "2030-04-01T07:00:00Z");
	}

	@Test
	void aSplitAtAnRdateOfACountedSeriesKeepsThatOccurrenceAndNoMore() {
		String id = created(series("Lab", "2030-03-04T09:00:00Z", "2030-03-04T10:00:00Z", "UTC",
				"RRULE:FREQ=DAILY;COUNT=3", "RDATE:20300310T090000Z,20300312T090000Z"));
		JsonNode next = changed(patch(
				"{'id':'%s_20300310T090000Z','scope':'following','start_time':'2030-03-10T14:00:00Z','end_time':'2030-03-10T15:00:00Z','title':'Lab (afternoon)'}",
				id));
		assertThat(list("start=2030-03-01T00:00:00Z&end=2030-04-01T00:00:00Z"))
			.extracting((event) -> event.path("title").asString() + "@" + event.path("start_time").asString())
			.containsExactly("Lab@2030-03-04T09:00:00Z", "Lab@2030-03-05T09:00:00Z", "Lab@2030-03-06T09:00:00Z",
					"Lab (afternoon)@2030-03-10T14:00:00Z", "Lab (afternoon)@2030-03-12T14:00:00Z");
		assertThat(next.path("recurrence").toString()).contains("COUNT=1").contains("RDATE:20300312T140000Z");

		// An RDATE among the rule's occurrences: the new series is it and the three the
		// rule still has, at its time.
		String second = created(series("Tutorial", "2030-05-06T09:00:00Z", "2030-05-06T10:00:00Z", "UTC",
				"RRULE:FREQ=DAILY;COUNT=5", "RDATE:20300507T150000Z"));
		changed(patch("{'id':'%s_20300507T150000Z','scope':'following','title':'Late tutorial'}", second));
		assertThat(list("start=2030-05-01T00:00:00Z&end=2030-06-01T00:00:00Z"))
			.extracting((event) -> event.path("title").asString() + "@" + event.path("start_time").asString())
			.containsExactly("Tutorial@2030-05-06T09:00:00Z", "Tutorial@2030-05-07T09:00:00Z",
					"Late tutorial@2030-05-07T15:00:00Z", "Late tutorial@2030-05-08T15:00:00Z",
					"Late tutorial@2030-05-09T15:00:00Z", "Late tutorial@2030-05-10T15:00:00Z");
	}

	@Test
	void aSplitAtAChangedOccurrenceLeavesNoChangeBehindInTheEndedSeries() {
		String id = created(
				series("Gym", "2030-03-04T18:00:00Z", "2030-03-04T19:00:00Z", "UTC", "RRULE:FREQ=DAILY;COUNT=4"));
		changed(patch("{'id':'%s_20300305T180000Z','title':'Gym (legs)'}", id));
		changed(patch("{'id':'%s_20300306T180000Z','title':'Gym (arms)'}", id));
		assertThat(exceptions(id)).isEqualTo(2);

		JsonNode next = changed(patch(
				"{'id':'%s_20300306T180000Z','scope':'following','start_time':'2030-03-06T07:00:00Z','end_time':'2030-03-06T08:00:00Z','title':'Morning gym'}",
				id));
		assertThat(list("start=2030-03-01T00:00:00Z&end=2030-04-01T00:00:00Z"))
			.extracting((event) -> event.path("title").asString() + "@" + event.path("start_time").asString())
			.containsExactly("Gym@2030-03-04T18:00:00Z", "Gym (legs)@2030-03-05T18:00:00Z",
					"Morning gym@2030-03-06T07:00:00Z", "Morning gym@2030-03-07T07:00:00Z");
		// The change of the occurrence it split at was replaced by the new series'
		// fields.
		assertThat(exceptions(id)).isEqualTo(1);
		assertThat(exceptions(next.path("id").asString())).isZero();
	}

	/** How many changed occurrences a series has stored. */
	private int exceptions(String seriesId) {
		return this.jdbc.sql("select count(*) from event_exceptions where series_id = :id")
			.param("id", UUID.fromString(seriesId))
			.query(Integer.class)
			.single();
	}

	@Test
	void aPageTakesChangedOccurrencesInTheOrderOfTheirNewTimes() {
		String id = created(
				series("Plan", "2030-03-04T09:00:00Z", "2030-03-04T10:00:00Z", "UTC", "RRULE:FREQ=DAILY;COUNT=4"));
		changed(patch(
				"{'id':'%s_20300305T090000Z','start_time':'2030-03-07T18:00:00Z','end_time':'2030-03-07T19:00:00Z'}",
				id));
		changed(patch("{'id':'%s_20300306T090000Z','title':'Replan'}", id));
		assertThat(this.api.get("/api/events?limit=2&start=2030-03-01T00:00:00Z&end=2030-04-01T00:00:00Z")
			.json()
			.path("events"))
			.extracting((event) -> event.path("title").asString() + "@" + event.path("start_time").asString())
			.containsExactly("Plan@2030-03-04T09:00:00Z", "Replan@2030-03-06T09:00:00Z");
	}

	@Test
	void aMovedOccurrenceBlocksWhereItIsNowAndAnAllDaySeriesNeverBlocks() {
		String id = created(
				series("Run", "2030-03-04T07:00:00Z", "2030-03-04T08:00:00Z", "UTC", "RRULE:FREQ=DAILY;COUNT=3"));
		changed(patch(
				"{'id':'%s_20300305T070000Z','start_time':'2030-03-05T17:00:00Z','end_time':'2030-03-05T18:00:00Z'}",
				id));
		Response evening = this.api.post("/api/events/create",
				json("{'title':'Dinner','start_time':'2030-03-05T17:30:00Z','end_time':'2030-03-05T19:00:00Z'}"));
		assertThat(evening.status()).as(evening.toString()).isEqualTo(409);
		assertThat(evening.json().path("conflicts")).singleElement()
			.satisfies((conflict) -> assertThat(conflict.path("id").asString()).isEqualTo(id + "_20300305T070000Z"));

		created(this.api.post("/api/events/create", json(
				"{'title':'Trip','start_time':'2030-03-10','end_time':'2030-03-11','all_day':true,'recurrence':['RRULE:FREQ=DAILY;COUNT=3']}")));
		created(this.api.post("/api/events/create",
				json("{'title':'Call','start_time':'2030-03-11T10:00:00Z','end_time':'2030-03-11T11:00:00Z'}")));
	}

}
