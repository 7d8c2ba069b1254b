package dev.kairos.events;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.IntegrationTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.simple.JdbcClient;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

@IntegrationTest
class EventApiTests {

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Autowired
	private JdbcClient jdbc;

	private Api api;

	@BeforeEach
	void signIn() {
		this.api = new Api(this.port, this.users.create().key());
	}

	private Response create(String title, String start, String end) {
		return this.api.post("/api/events/create",
				json("{'title':'%s','start_time':'%s','end_time':'%s'}".formatted(title, start, end)));
	}

	/** The ids of the events a 409 says the request overlaps, in its order. */
	private static List<String> conflictIds(Response conflict) {
		assertThat(conflict.status()).as(conflict.toString()).isEqualTo(409);
		assertThat(conflict.text("type")).endsWith("/problems/scheduling-conflict");
		return conflict.json().path("conflicts").valueStream().map((overlap) -> overlap.path("id").asString()).toList();
	}

	@Test
	void createsEventAndReadsItBack() {
		Response created = this.api.post("/api/events/create", json("""
				{'title':'  Lunch with Sam ','start_time':'2030-03-04T12:30:00Z','end_time':'2030-03-04T13:30:00+00:00',
				 'description':'Bring the notes','location':'Cafe Nero','color':'#3B82F6'}"""));
		assertThat(created.status()).isEqualTo(201);
		JsonNode event = created.json();
		assertThat(created.header("Location")).isEqualTo("/api/events/" + event.path("id").asString());
		assertThat(event.path("title").asString()).isEqualTo("Lunch with Sam");
		assertThat(event.path("start_time").asString()).isEqualTo("2030-03-04T12:30:00Z");
		assertThat(event.path("end_time").asString()).isEqualTo("2030-03-04T13:30:00Z");
		assertThat(event.path("color").asString()).isEqualTo("#3b82f6");
		assertThat(event.path("source").asString()).isEqualTo("local");
		assertThat(event.path("all_day").asBoolean()).isFalse();
		assertThat(event.has("created_at")).isTrue();
		assertThat(event.has("sequence")).isFalse();

		Response read = this.api.get(created.header("Location"));
		assertThat(read.status()).isEqualTo(200);
		assertThat(read.json()).isEqualTo(event);
	}

	@Test
	void rejectsOverlappingEventWithConflictsAndSuggestedStart() {
		String lunch = create("Lunch", "2030-03-04T12:00:00Z", "2030-03-04T13:00:00Z").text("id");
		create("Review", "2030-03-04T13:00:00Z", "2030-03-04T14:00:00Z");

		Response conflict = create("Call", "2030-03-04T12:30:00Z", "2030-03-04T13:00:00Z");

		assertThat(conflict.status()).isEqualTo(409);
		assertThat(conflict.header("Content-Type")).startsWith("application/problem+json");
		JsonNode problem = conflict.json();
		assertThat(problem.path("type").asString()).endsWith("/problems/scheduling-conflict");
		assertThat(problem.path("title").asString()).isEqualTo("Scheduling conflict");
		assertThat(problem.path("conflicts")).hasSize(1);
		JsonNode overlap = problem.path("conflicts").get(0);
		assertThat(overlap.path("id").asString()).isEqualTo(lunch);
		assertThat(overlap.path("source").asString()).isEqualTo("local");
		assertThat(overlap.path("title").asString()).isEqualTo("Lunch");
		assertThat(overlap.path("start_time").asString()).isEqualTo("2030-03-04T12:00:00Z");
		assertThat(overlap.path("end_time").asString()).isEqualTo("2030-03-04T13:00:00Z");
		// 13:00-14:00 is taken too, so the first free half hour starts at 14:00.
		assertThat(problem.path("suggested_start").asString()).isEqualTo("2030-03-04T14:00:00Z");
		assertThat(this.api.get("/api/events").json().path("events")).hasSize(2);
	}

	@Test
	void touchingEventsDoNotConflict() {
		assertThat(create("A", "2030-03-04T09:00:00Z", "2030-03-04T10:00:00Z").status()).isEqualTo(201);
		assertThat(create("B", "2030-03-04T10:00:00Z", "2030-03-04T11:00:00Z").status()).isEqualTo(201);
		assertThat(create("C", "2030-03-04T08:00:00Z", "2030-03-04T09:00:00Z").status()).isEqualTo(201);
	}

	@Test
	void forceSkipsTheConflictCheck() {
		create("Lunch", "2030-03-04T12:00:00Z", "2030-03-04T13:00:00Z");
		Response forced = this.api.post("/api/events/create", json(
				"{'title':'Call','start_time':'2030-03-04T12:15:00Z','end_time':'2030-03-04T12:45:00Z','force':true}"));
		assertThat(forced.status()).isEqualTo(201);
	}

	@Test
	void eventContainingAnotherConflicts() {
		String inside = create("Short", "2030-03-04T12:00:00Z", "2030-03-04T12:10:00Z").text("id");
		assertThat(conflictIds(create("Long", "2030-03-04T08:00:00Z", "2030-03-04T18:00:00Z"))).containsExactly(inside);
	}

	@Test
	void multiDayEventBlocksLaterCreates() {
		// Longer than a day: found through the long-event index, however far back it
		// started.
		String conference = create("Conference", "2030-03-01T08:00:00Z", "2030-03-06T18:00:00Z").text("id");
		Response conflict = create("Dentist", "2030-03-05T10:00:00Z", "2030-03-05T11:00:00Z");
		assertThat(conflictIds(conflict)).containsExactly(conference);
		assertThat(conflict.json().path("suggested_start").asString()).isEqualTo("2030-03-06T18:00:00Z");
	}

	@Test
	void eventStartingTheDayBeforeBlocks() {
		String night = create("Night shift", "2030-03-04T20:00:00Z", "2030-03-05T06:00:00Z").text("id");
		assertThat(conflictIds(create("Breakfast", "2030-03-05T05:30:00Z", "2030-03-05T06:30:00Z")))
			.containsExactly(night);
	}

	@Test
	void allDayEventsNeverBlock() {
		Response holiday = this.api.post("/api/events/create",
				json("{'title':'Holiday','start_time':'2030-03-04','end_time':'2030-03-05','all_day':true}"));
		assertThat(holiday.status()).isEqualTo(201);
		assertThat(holiday.json().path("start_time").asString()).isEqualTo("2030-03-04T00:00:00Z");
		assertThat(holiday.json().path("end_time").asString()).isEqualTo("2030-03-05T00:00:00Z");
		assertThat(holiday.json().path("all_day").asBoolean()).isTrue();
		assertThat(create("Meeting", "2030-03-04T10:00:00Z", "2030-03-04T11:00:00Z").status()).isEqualTo(201);
	}

	@Test
	void longAllDayEventsNeverBlockAndALongEventNeverBlocksItsOwnMove() {
		// Both start more than a day before the windows checked below, so only the
		// long-event index finds them.
		Response holiday = this.api.post("/api/events/create",
				json("{'title':'Holiday','start_time':'2030-03-01','end_time':'2030-03-05','all_day':true}"));
		assertThat(holiday.status()).isEqualTo(201);
		assertThat(create("Meeting", "2030-03-04T10:00:00Z", "2030-03-04T11:00:00Z").status()).isEqualTo(201);

		String conference = create("Conference", "2030-04-01T08:00:00Z", "2030-04-06T18:00:00Z").text("id");
		Response moved = this.api.patch("/api/events",
				json("{'id':'%s','start_time':'2030-04-03T08:00:00Z','end_time':'2030-04-08T18:00:00Z'}"
					.formatted(conference)));
		assertThat(moved.status()).as(moved.toString()).isEqualTo(200);
		assertThat(conflictIds(create("Talk", "2030-04-07T10:00:00Z", "2030-04-07T11:00:00Z")))
			.containsExactly(conference);
	}

	@Test
	void readsTimesWithoutOffsetInTheUsersTimeZone() {
		this.api.patch("/api/settings", json("{'timezone':'America/New_York'}"));
		Response created = create("Standup", "2030-07-01T09:00", "2030-07-01T09:15");
		assertThat(created.status()).isEqualTo(201);
		// New York is UTC-4 in July.
		assertThat(created.text("start_time")).isEqualTo("2030-07-01T13:00:00Z");
		assertThat(created.text("end_time")).isEqualTo("2030-07-01T13:15:00Z");
		Response explicit = create("Other", "2030-07-02T09:00:00+02:00", "2030-07-02T10:00:00+02:00");
		assertThat(explicit.text("start_time")).isEqualTo("2030-07-02T07:00:00Z");
	}

	@Test
	void rejectsInvalidEventsNamingEveryField() {
		Response invalid = this.api.post("/api/events/create",
				json("{'title':'  ','start_time':'tomorrow','end_time':'2030-03-04T10:00:00Z','color':'blue'}"));
		assertThat(invalid.status()).isEqualTo(400);
		assertThat(invalid.header("Content-Type")).startsWith("application/problem+json");
		assertThat(fields(invalid)).contains("start_time");

		Response semantic = this.api.post("/api/events/create", json(
				"{'title':' ','start_time':'2030-03-04T11:00:00Z','end_time':'2030-03-04T10:00:00Z','color':'blue'}"));
		assertThat(semantic.status()).isEqualTo(400);
		assertThat(fields(semantic)).containsExactlyInAnyOrder("title", "end_time", "color");
		assertThat(this.api.get("/api/events").json().path("events")).isEmpty();
	}

	@Test
	void rejectsMissingFieldsTooLongTitlesAndOverlongSpans() {
		assertThat(fields(this.api.post("/api/events/create", "{}"))).containsExactlyInAnyOrder("title", "start_time",
				"end_time");
		assertThat(fields(create("x".repeat(501), "2030-03-04T10:00:00Z", "2030-03-04T11:00:00Z")))
			.containsExactly("title");
		assertThat(create("x".repeat(500), "2030-03-04T10:00:00Z", "2030-03-04T11:00:00Z").status()).isEqualTo(201);
		assertThat(fields(create("Sabbatical", "2030-01-01T00:00:00Z", "2031-01-03T00:00:00Z")))
			.containsExactly("end_time");
		assertThat(fields(create("Instant", "2030-01-01T10:00:00Z", "2030-01-01T10:00:00Z")))
			.containsExactly("end_time");
	}

	@Test
	void rejectsTimesOutsideWhatCanBeStoredAndWritten() {
		assertThat(fields(create("Old", "1899-12-31T10:00:00Z", "1899-12-31T11:00:00Z"))).contains("start_time");
		assertThat(fields(create("Far", "+10000-01-01T10:00:00Z", "+10000-01-01T11:00:00Z"))).contains("start_time");
		assertThat(fields(create("Extreme", "-999999999-01-01T00:00:00+18:00", "-999999999-01-01T01:00:00+18:00")))
			.contains("start_time", "end_time");
		assertThat(fields(this.api.get("/api/events?end=-999999999-01-01T00:00:00%2B18:00"))).containsExactly("end");
		String farToken = java.util.Base64.getUrlEncoder()
			.withoutPadding()
			.encodeToString(("31556889864403199:" + UUID.randomUUID()).getBytes());
		assertThat(fields(this.api.get("/api/events?page_token=" + farToken))).containsExactly("page_token");
		assertThat(create("Earliest", "1900-01-01T00:00:00Z", "1900-01-01T01:00:00Z").status()).isEqualTo(201);
		assertThat(this.api.get("/api/events?end=1950-01-01T00:00:00Z").json().path("events")).hasSize(1);
		Response latest = create("Latest", "9998-12-31T22:00:00Z", "9998-12-31T23:00:00Z");
		assertThat(latest.status()).isEqualTo(201);
		assertThat(conflictIds(create("Clash", "9998-12-31T22:30:00Z", "9998-12-31T23:30:00Z")))
			.containsExactly(latest.text("id"));
	}

	@Test
	void rejectsNulCharacters() {
		// NUL as a JSON escape: JSON allows it, PostgreSQL text does not.
		assertThat(fields(create("Lunch\\u0000", "2030-03-04T10:00:00Z", "2030-03-04T11:00:00Z")))
			.containsExactly("title");
	}

	@Test
	void rejectsUnknownKeysAndWrongTypes() {
		Response typo = this.api.post("/api/events/create",
				json("{'title':'Lunch','start':'2030-03-04T12:00:00Z','end_time':'2030-03-04T13:00:00Z'}"));
		assertThat(typo.status()).isEqualTo(400);
		assertThat(fields(typo)).containsExactly("start");
		assertThat(typo.json().path("errors").get(0).path("message").asString()).contains("start_time");

		Response wrongType = this.api.post("/api/events/create", json(
				"{'title':'Lunch','start_time':'2030-03-04T12:00:00Z','end_time':'2030-03-04T13:00:00Z','force':'yes'}"));
		assertThat(wrongType.status()).isEqualTo(400);
		assertThat(fields(wrongType)).containsExactly("force");
		assertThat(this.api.get("/api/events").json().path("events")).isEmpty();
	}

	@Test
	void patchChangesOnlyTheGivenFieldsAndNullClears() {
		JsonNode event = this.api.post("/api/events/create", json("""
				{'title':'Lunch','start_time':'2030-03-04T12:00:00Z','end_time':'2030-03-04T13:00:00Z',
				 'location':'Cafe','description':'Notes','color':'#abc'}""")).json();
		String id = event.path("id").asString();

		Response patched = this.api.patch("/api/events",
				json("{'id':'%s','title':'Long lunch','location':null,'color':null}".formatted(id)));

		assertThat(patched.status()).isEqualTo(200);
		JsonNode updated = patched.json();
		assertThat(updated.path("title").asString()).isEqualTo("Long lunch");
		assertThat(updated.path("location").isNull()).isTrue();
		assertThat(updated.path("color").isNull()).isTrue();
		assertThat(updated.path("description").asString()).isEqualTo("Notes");
		assertThat(updated.path("start_time").asString()).isEqualTo("2030-03-04T12:00:00Z");
		assertThat(this.api.get("/api/events/" + id).json()).isEqualTo(updated);
	}

	@Test
	void movingAnEventRechecksConflictsButNeverAgainstItself() {
		String lunch = create("Lunch", "2030-03-04T12:00:00Z", "2030-03-04T13:00:00Z").text("id");
		create("Meeting", "2030-03-04T14:00:00Z", "2030-03-04T15:00:00Z");

		Response longer = this.api.patch("/api/events",
				json("{'id':'%s','end_time':'2030-03-04T13:30:00Z'}".formatted(lunch)));
		assertThat(longer.status()).isEqualTo(200);

		Response clash = this.api.patch("/api/events",
				json("{'id':'%s','end_time':'2030-03-04T14:30:00Z'}".formatted(lunch)));
		assertThat(clash.status()).isEqualTo(409);
		assertThat(clash.json().path("conflicts")).singleElement()
			.satisfies((conflict) -> assertThat(conflict.path("title").asString()).isEqualTo("Meeting"));
		assertThat(this.api.get("/api/events/" + lunch).text("end_time")).isEqualTo("2030-03-04T13:30:00Z");

		Response forced = this.api.patch("/api/events",
				json("{'id':'%s','end_time':'2030-03-04T14:30:00Z','force':true}".formatted(lunch)));
		assertThat(forced.status()).isEqualTo(200);
	}

	@Test
	void acceptsEachLimitExactlyAndRefusesOnePast() {
		String base = "'start_time':'2030-01-01T00:00:00Z','force':true";
		assertThat(this.api
			.post("/api/events/create", json("{'title':'Year',%s,'end_time':'2031-01-02T00:00:00Z'}".formatted(base)))
			.status()).as("366 days").isEqualTo(201);
		assertThat(fields(this.api.post("/api/events/create",
				json("{'title':'Year',%s,'end_time':'2031-01-02T00:00:01Z'}".formatted(base)))))
			.containsExactly("end_time");
		for (String[] limit : new String[][] { { "description", "10000" }, { "location", "1000" } }) {
			int length = Integer.parseInt(limit[1]);
			String at = "{'title':'Text',%s,'end_time':'2030-01-01T01:00:00Z','%s':'%s'}".formatted(base, limit[0],
					"y".repeat(length));
			Response accepted = this.api.post("/api/events/create", json(at));
			assertThat(accepted.status()).as(limit[0]).isEqualTo(201);
			assertThat(accepted.text(limit[0])).hasSize(length);
			assertThat(fields(this.api.post("/api/events/create", json(at.replace("'y", "'yy")))))
				.containsExactly(limit[0]);
		}
	}

	@Test
	void aFullLastPageHasNoNextPage() {
		for (int day = 1; day <= 4; day++) {
			create("Day " + day, "2030-05-0%dT10:00:00Z".formatted(day), "2030-05-0%dT11:00:00Z".formatted(day));
		}
		JsonNode first = this.api.get("/api/events?start=2030-05-01T00:00:00Z&end=2030-06-01T00:00:00Z&limit=2").json();
		assertThat(first.path("events")).hasSize(2);
		String token = first.path("next_page_token").asString();
		assertThat(token).isNotBlank();
		JsonNode last = this.api
			.get("/api/events?start=2030-05-01T00:00:00Z&end=2030-06-01T00:00:00Z&limit=2&page_token=" + token)
			.json();
		assertThat(last.path("events")).extracting((event) -> event.path("title").asString())
			.containsExactly("Day 3", "Day 4");
		assertThat(last.path("next_page_token").isNull()).isTrue();
	}

	@Test
	void patchRejectsBadInputAndChangesNothing() {
		JsonNode event = create("Lunch", "2030-03-04T12:00:00Z", "2030-03-04T13:00:00Z").json();
		String id = event.path("id").asString();

		assertThat(fields(this.api.patch("/api/events", json("{'title':'x'}")))).containsExactly("id");
		assertThat(fields(this.api.patch("/api/events", json("{'id':'nope'}")))).containsExactly("id");
		assertThat(fields(this.api.patch("/api/events", json("{'id':'%s','title':null}".formatted(id)))))
			.containsExactly("title");
		assertThat(fields(this.api.patch("/api/events", json("{'id':'%s','titel':'x'}".formatted(id)))))
			.containsExactly("titel");
		assertThat(fields(
				this.api.patch("/api/events", json("{'id':'%s','end_time':'2030-03-04T11:00:00Z'}".formatted(id)))))
			.containsExactly("end_time");
		assertThat(fields(this.api.patch("/api/events", json("{'id':'%s','start_time':'tomorrow'}".formatted(id)))))
			.containsExactly("start_time");
		assertThat(fields(
				this.api.patch("/api/events", json("{'id':'%s','end_time':'2031-03-05T12:00:01Z'}".formatted(id)))))
			.containsExactly("end_time");
		assertThat(this.api.patch("/api/events", "[1]").status()).isEqualTo(400);
		assertThat(this.api.get("/api/events/" + id).json()).isEqualTo(event);
	}

	@Test
	void anotherUsersEventsAreNotFound() {
		String id = create("Private", "2030-03-04T12:00:00Z", "2030-03-04T13:00:00Z").text("id");
		Api stranger = this.api.as(this.users.create().key());

		assertThat(stranger.get("/api/events/" + id).status()).isEqualTo(404);
		assertThat(stranger.patch("/api/events", json("{'id':'%s','title':'Mine'}".formatted(id))).status())
			.isEqualTo(404);
		assertThat(stranger.delete("/api/events?id=" + id).status()).isEqualTo(404);
		assertThat(stranger.get("/api/events").json().path("events")).isEmpty();
		// Nor does their calendar block the stranger's.
		assertThat(stranger
			.post("/api/events/create",
					json("{'title':'Mine','start_time':'2030-03-04T12:00:00Z','end_time':'2030-03-04T13:00:00Z'}"))
			.status()).isEqualTo(201);
		assertThat(this.api.get("/api/events/" + id).text("title")).isEqualTo("Private");
	}

	@Test
	void unknownAndMalformedIdsAreNotFoundAndBadRequest() {
		Response unknown = this.api.get("/api/events/" + UUID.randomUUID());
		assertThat(unknown.status()).isEqualTo(404);
		assertThat(unknown.json().path("type").asString()).endsWith("/problems/event-not-found");
		assertThat(this.api.get("/api/events/not-a-uuid").status()).isEqualTo(400);
		assertThat(this.api.delete("/api/events?id=not-a-uuid").status()).isEqualTo(400);
		assertThat(fields(this.api.delete("/api/events"))).containsExactly("id");
		assertThat(this.api.delete("/api/events?id=" + UUID.randomUUID()).status()).isEqualTo(404);
	}

	@Test
	void deletesEvents() {
		String id = create("Lunch", "2030-03-04T12:00:00Z", "2030-03-04T13:00:00Z").text("id");
		assertThat(this.api.delete("/api/events?id=" + id).status()).isEqualTo(204);
		assertThat(this.api.get("/api/events/" + id).status()).isEqualTo(404);
		assertThat(create("Call", "2030-03-04T12:00:00Z", "2030-03-04T13:00:00Z").status()).isEqualTo(201);
	}

	@Test
	void listsAWindowPageByPage() {
		for (int day = 1; day <= 9; day++) {
			create("Day " + day, "2030-05-0%dT10:00:00Z".formatted(day), "2030-05-0%dT11:00:00Z".formatted(day));
		}
		assertThat(this.api.post("/api/events/create", json(
				"{'title':'Week','start_time':'2030-04-28T00:00:00Z','end_time':'2030-05-03T00:00:00Z','force':true}"))
			.status()).isEqualTo(201);

		List<String> titles = new ArrayList<>();
		String token = null;
		int pages = 0;
		do {
			String query = "/api/events?start=2030-05-02T10:30:00Z&end=2030-05-06T10:00:00Z&limit=2"
					+ ((token != null) ? "&page_token=" + token : "");
			JsonNode page = this.api.get(query).json();
			page.path("events").forEach((event) -> titles.add(event.path("title").asString()));
			token = page.path("next_page_token").isNull() ? null : page.path("next_page_token").asString();
			pages++;
		}
		while (token != null);

		// Day 2 (10:00-11:00) overlaps the window start; day 6 starts at its exclusive
		// end.
		assertThat(titles).containsExactly("Week", "Day 2", "Day 3", "Day 4", "Day 5");
		assertThat(pages).isEqualTo(3);
	}

	/**
	 * Events longer than a day that started more than a day before the window are read
	 * apart and merged by start, then id. Here the index on their ends hands them over
	 * the other way round: the one whose id sorts last ends first.
	 */
	@Test
	void pagesEventsStartedLongBeforeTheWindowByStartThenIdOneAtATime() {
		String first = createForced("Trip", "2030-05-01T09:00:00Z", "2030-05-06T09:00:00Z");
		String second = createForced("Trip", "2030-05-01T09:00:00Z", "2030-05-07T09:00:00Z");
		String larger = (first.compareTo(second) > 0) ? first : second;
		String smaller = larger.equals(first) ? second : first;
		if (larger.equals(second)) {
			// The one that sorts last must end first.
			assertThat(this.api
				.patch("/api/events",
						json("{'id':'%s','end_time':'2030-05-05T09:00:00Z','force':true}".formatted(larger)))
				.status()).isEqualTo(200);
		}
		String shortOne = createForced("Meeting", "2030-05-04T09:00:00Z", "2030-05-04T10:00:00Z");

		List<String> ids = new ArrayList<>();
		String token = null;
		do {
			JsonNode page = this.api
				.get("/api/events?start=2030-05-04T00:00:00Z&end=2030-05-05T00:00:00Z&limit=1"
						+ ((token != null) ? "&page_token=" + token : ""))
				.json();
			page.path("events").forEach((event) -> ids.add(event.path("id").asString()));
			token = page.path("next_page_token").isNull() ? null : page.path("next_page_token").asString();
		}
		while (token != null && ids.size() <= 3);
		assertThat(ids).containsExactly(smaller, larger, shortOne);
	}

	private String createForced(String title, String start, String end) {
		Response created = this.api.post("/api/events/create",
				json("{'title':'%s','start_time':'%s','end_time':'%s','force':true}".formatted(title, start, end)));
		assertThat(created.status()).as(created.toString()).isEqualTo(201);
		return created.text("id");
	}

	@Test
	void readsPlainDatesAsWindowBoundsInTheUsersTimeZone() {
		assertThat(this.api.patch("/api/settings", json("{'timezone':'America/New_York'}")).status()).isEqualTo(200);
		// 2030-12-01 in New York is 05:00Z on the 1st to 05:00Z on the 2nd.
		create("Late on the 30th", "2030-12-01T03:00:00Z", "2030-12-01T04:00:00Z");
		create("Early on the 1st", "2030-12-01T06:00:00Z", "2030-12-01T07:00:00Z");
		create("Late on the 1st", "2030-12-02T04:00:00Z", "2030-12-02T04:30:00Z");
		create("On the 2nd", "2030-12-02T06:00:00Z", "2030-12-02T07:00:00Z");
		for (String path : List.of("/api/events", "/api/unified/events")) {
			JsonNode page = this.api.get(path + "?start=2030-12-01&end=2030-12-02").json();
			List<String> titles = new ArrayList<>();
			page.path("events").forEach((event) -> titles.add(event.path("title").asString()));
			assertThat(titles).as(path).containsExactly("Early on the 1st", "Late on the 1st");
		}
		assertThat(fields(this.api.get("/api/events?start=2030-12-01&end=2030-12-01"))).containsExactly("end");
		assertThat(fields(this.api.get("/api/events?start=2030-13-01"))).containsExactly("start");
		assertThat(fields(this.api.get("/api/unified/events?end=2030-02-30"))).containsExactly("end");
	}

	@Test
	void rejectsBadListParameters() {
		assertThat(fields(this.api.get("/api/events?limit=0"))).containsExactly("limit");
		assertThat(fields(this.api.get("/api/events?limit=501"))).containsExactly("limit");
		assertThat(this.api.get("/api/events?limit=1").status()).isEqualTo(200);
		assertThat(this.api.get("/api/events?limit=500").status()).isEqualTo(200);
		assertThat(fields(this.api.get("/api/events?limit=ten"))).containsExactly("limit");
		assertThat(fields(this.api.get("/api/events?start=2030-05-02T00:00:00Z&end=2030-05-01T00:00:00Z")))
			.containsExactly("end");
		assertThat(fields(this.api.get("/api/events?start=yesterday"))).containsExactly("start");
		assertThat(fields(this.api.get("/api/events?page_token=garbage"))).containsExactly("page_token");
	}

	@Test
	void refusesNullForFieldsThatCannotBeClearedAndAllDayWithoutBothTimes() {
		for (String field : List.of("all_day", "force")) {
			assertThat(fields(this.api.post("/api/events/create", json(
					"{'title':'Lunch','start_time':'2030-03-04T12:00:00Z','end_time':'2030-03-04T13:00:00Z','%s':null}"
						.formatted(field)))))
				.as(field)
				.containsExactly(field);
		}
		JsonNode lunch = create("Lunch", "2030-03-04T12:00:00Z", "2030-03-04T13:00:00Z").json();
		String id = lunch.path("id").asString();
		for (String times : List.of("", ",'start_time':'2030-03-04'", ",'end_time':'2030-03-05'")) {
			assertThat(fields(this.api.patch("/api/events", json("{'id':'%s','all_day':true%s}".formatted(id, times)))))
				.as(times)
				.containsExactly("all_day");
		}
		assertThat(this.api.get("/api/events").json().path("events")).singleElement().isEqualTo(lunch);
	}

	@Test
	void onlyAChangeOfTimesOrAllDayRechecksConflicts() {
		String lunch = create("Lunch", "2030-03-04T12:00:00Z", "2030-03-04T13:00:00Z").text("id");
		String call = this.api.post("/api/events/create", json(
				"{'title':'Call','start_time':'2030-03-04T12:15:00Z','end_time':'2030-03-04T12:45:00Z','force':true}"))
			.text("id");
		Response renamed = this.api.patch("/api/events", json("{'id':'%s','title':'Long lunch'}".formatted(lunch)));
		assertThat(renamed.status()).as(renamed.toString()).isEqualTo(200);
		assertThat(renamed.text("title")).isEqualTo("Long lunch");

		Response earlier = this.api.patch("/api/events",
				json("{'id':'%s','start_time':'2030-03-04T11:30:00Z'}".formatted(lunch)));
		assertThat(conflictIds(earlier)).containsExactly(call);

		String holiday = this.api
			.post("/api/events/create",
					json("{'title':'Holiday','start_time':'2030-03-04','end_time':'2030-03-05','all_day':true}"))
			.text("id");
		Response timed = this.api.patch("/api/events",
				json("{'id':'%s','all_day':false,'start_time':'2030-03-04T00:00:00Z','end_time':'2030-03-05T00:00:00Z'}"
					.formatted(holiday)));
		assertThat(conflictIds(timed)).contains(lunch, call);
		assertThat(this.api.get("/api/events/" + holiday).json().path("all_day").asBoolean()).isTrue();
	}

	@Test
	void storesOneMoreSequenceForEachChangeAndNoneForNoChange() {
		String id = create("Lunch", "2030-03-04T12:00:00Z", "2030-03-04T13:00:00Z").text("id");
		assertThat(storedSequence(id)).isZero();
		assertThat(this.api.patch("/api/events", json("{'id':'%s','title':'Brunch'}".formatted(id))).status())
			.isEqualTo(200);
		assertThat(storedSequence(id)).isOne();
		JsonNode brunch = this.api.get("/api/events/" + id).json();

		Response same = this.api.patch("/api/events", json("{'id':'%s','title':'Brunch'}".formatted(id)));
		assertThat(same.json()).isEqualTo(brunch);
		assertThat(storedSequence(id)).isOne();
		assertThat(this.api.patch("/api/events", json("{'id':'%s','location':'Cafe'}".formatted(id))).status())
			.isEqualTo(200);
		assertThat(storedSequence(id)).isEqualTo(2);
	}

	private int storedSequence(String id) {
		return this.jdbc.sql("select sequence from events where id = :id")
			.param("id", UUID.fromString(id))
			.query(Integer.class)
			.single();
	}

	/**
	 * The request records bind with Jackson: a key the answer has but a request may not
	 * set says why, every missing required field is named at once, and a PATCH tells an
	 * absent member (kept) from null (cleared, or refused where there is no "none").
	 */
	@Test
	void namesReadOnlyKeysAndEveryMissingFieldAndTellsAbsentFromNull() {
		Response withId = this.api.post("/api/events/create", json(
				"{'id':'x','title':'Lunch','start_time':'2030-03-04T12:00:00Z','end_time':'2030-03-04T13:00:00Z'}"));
		assertThat(fields(withId)).containsExactly("id");
		assertThat(withId.json().path("errors").get(0).path("message").asString())
			.isEqualTo("is assigned by the service");
		assertThat(fields(this.api.post("/api/events/create", json("{'location':'Cafe'}"))))
			.containsExactlyInAnyOrder("title", "start_time", "end_time");

		JsonNode lunch = this.api
			.post("/api/events/create",
					json("{'title':'Lunch','start_time':'2030-03-04T12:00:00Z','end_time':'2030-03-04T13:00:00Z',"
							+ "'location':'Cafe','color':'#123456'}"))
			.json();
		String id = lunch.path("id").asString();
		Response withSource = this.api.patch("/api/events", json("{'id':'%s','source':'google'}".formatted(id)));
		assertThat(fields(withSource)).containsExactly("source");
		assertThat(withSource.json().path("errors").get(0).path("message").asString()).isEqualTo("is read-only");
		assertThat(fields(this.api.patch("/api/events", json("{'id':'%s','scope':null}".formatted(id)))))
			.containsExactly("scope");

		JsonNode changed = this.api.patch("/api/events", json("{'id':'%s','location':null}".formatted(id))).json();
		assertThat(changed.path("location").isNull()).as("null clears").isTrue();
		assertThat(changed.path("color").asString()).as("absent keeps").isEqualTo("#123456");
		assertThat(changed.path("title").asString()).isEqualTo("Lunch");
	}

	static List<String> fields(Response response) {
		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		List<String> fields = new ArrayList<>();
		response.json().path("errors").forEach((error) -> fields.add(error.path("field").asString()));
		return fields;
	}

}
