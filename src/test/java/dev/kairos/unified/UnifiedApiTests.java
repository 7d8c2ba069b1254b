package dev.kairos.unified;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
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

/**
 * The unified listing over local events and synced rows (inserted directly here; the sync
 * tests cover how they arrive).
 */
@IntegrationTest
class UnifiedApiTests {

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Autowired
	private JdbcClient jdbc;

	private TestUsers.Caller caller;

	private Api api;

	@BeforeEach
	void seed() {
		this.caller = this.users.create();
		this.api = new Api(this.port, this.caller.key());
		local("Lunch", "2030-03-05T12:00:00Z", "2030-03-05T13:00:00Z");
		local("Review", "2030-03-06T09:00:00Z", "2030-03-06T10:00:00Z");
		synced("google", "event", "g1", "Standup", "2030-03-05T09:00:00Z", "2030-03-05T09:15:00Z", null);
		synced("microsoft", "event", "m1", "Conference", "2030-02-20T08:00:00Z", "2030-03-08T18:00:00Z", null);
		synced("canvas", "assignment", "assignment-1", "MP4: Trees", "2030-03-06T05:59:59Z", "2030-03-06T05:59:59Z",
				"CS 225");
	}

	private void local(String title, String start, String end) {
		Response created = this.api.post("/api/events/create",
				json("{'title':'%s','start_time':'%s','end_time':'%s','force':true}".formatted(title, start, end)));
		assertThat(created.status()).isEqualTo(201);
	}

	private void synced(String source, String type, String externalId, String title, String start, String end,
			String course) {
		OffsetDateTime from = OffsetDateTime.parse(start);
		OffsetDateTime to = OffsetDateTime.parse(end);
		boolean isLong = java.time.Duration.between(from, to).toDays() >= 1;
		this.jdbc
			.sql("""
					insert into external_events (id, user_id, source, source_type, external_id, container, title, start_time,
					end_time, all_day, blocking, completed, course, long_end_time, sync_generation, updated_at)
					values (:id, :userId, :source, :type, :externalId, 'c', :title, :start, :end, false, :blocking, false,
					:course, :longEnd, 1, :now)
					""")
			.param("id", UUID.randomUUID())
			.param("userId", this.caller.user().id())
			.param("source", source)
			.param("type", type)
			.param("externalId", externalId)
			.param("title", title)
			.param("start", from)
			.param("end", to)
			.param("blocking", type.equals("event"))
			.param("course", course)
			.param("longEnd", isLong ? to : null)
			.param("now", OffsetDateTime.now(ZoneOffset.UTC))
			.update();
	}

	private List<String> titles(String query) {
		Response response = this.api.get("/api/unified/events?" + query);
		assertThat(response.status()).as(response.toString()).isEqualTo(200);
		List<String> titles = new ArrayList<>();
		response.json().path("events").forEach((event) -> titles.add(event.path("title").asString()));
		return titles;
	}

	@Test
	void mergesEverySourceOrderedByStart() {
		assertThat(titles("start=2030-03-05T00:00:00Z&end=2030-03-07T00:00:00Z")).containsExactly("Conference",
				"Standup", "Lunch", "MP4: Trees", "Review");
	}

	@Test
	void filtersBySourceAndType() {
		String window = "start=2030-03-05T00:00:00Z&end=2030-03-07T00:00:00Z";
		assertThat(titles(window + "&source=local")).containsExactly("Lunch", "Review");
		assertThat(titles(window + "&source=google")).containsExactly("Standup");
		assertThat(titles(window + "&source=outlook")).containsExactly("Conference");
		assertThat(titles(window + "&source_type=assignment")).containsExactly("MP4: Trees");
		assertThat(titles(window + "&source=canvas&source_type=event")).isEmpty();
		assertThat(titles(window + "&source=local&source_type=event")).containsExactly("Lunch", "Review");
	}

	@Test
	void describesEachEntry() {
		JsonNode events = this.api.get("/api/unified/events?start=2030-03-06T00:00:00Z&end=2030-03-06T06:00:00Z")
			.json()
			.path("events");
		JsonNode assignment = events.get(1);
		assertThat(assignment.path("source").asString()).isEqualTo("canvas");
		assertThat(assignment.path("source_type").asString()).isEqualTo("assignment");
		assertThat(assignment.path("start_time").asString()).isEqualTo(assignment.path("end_time").asString());
		assertThat(assignment.path("course").asString()).isEqualTo("CS 225");
		assertThat(assignment.path("external_id").asString()).isEqualTo("assignment-1");
		JsonNode conference = events.get(0);
		assertThat(conference.path("source").asString()).isEqualTo("microsoft");
		for (String field : List.of("id", "source", "source_type", "title", "description", "location", "start_time",
				"end_time", "all_day", "url", "course", "external_id")) {
			assertThat(conference.has(field)).as(field).isTrue();
		}
	}

	@Test
	void anAssignmentDueAtTheWindowStartIsIncluded() {
		assertThat(titles("start=2030-03-06T05:59:59Z&end=2030-03-06T06:00:00Z")).containsExactly("Conference",
				"MP4: Trees");
		assertThat(titles("start=2030-03-06T06:00:00Z&end=2030-03-06T07:00:00Z")).containsExactly("Conference");
	}

	@Test
	void pagesAcrossSources() {
		List<String> titles = new ArrayList<>();
		String token = null;
		int pages = 0;
		do {
			JsonNode page = this.api
				.get("/api/unified/events?start=2030-03-01T00:00:00Z&end=2030-03-31T00:00:00Z&limit=2"
						+ ((token != null) ? "&page_token=" + token : ""))
				.json();
			page.path("events").forEach((event) -> titles.add(event.path("title").asString()));
			token = page.path("next_page_token").isNull() ? null : page.path("next_page_token").asString();
			pages++;
		}
		while (token != null);
		assertThat(titles).containsExactly("Conference", "Standup", "Lunch", "MP4: Trees", "Review");
		assertThat(pages).isEqualTo(3);
	}

	@Test
	void defaultsToThirtyDaysFromTodayInTheUsersTimeZone() {
		this.api.patch("/api/settings", json("{'timezone':'Pacific/Auckland'}"));
		Instant soon = Instant.now().plus(java.time.Duration.ofDays(2));
		local("Soon", soon.toString(), soon.plusSeconds(3600).toString());
		Instant later = Instant.now().plus(java.time.Duration.ofDays(40));
		local("Later", later.toString(), later.plusSeconds(3600).toString());
		assertThat(titles("")).containsExactly("Soon");
	}

	@Test
	void rejectsBadParametersListingWhatIsAllowed() {
		Response source = this.api.get("/api/unified/events?source=icloud");
		assertThat(source.status()).isEqualTo(400);
		assertThat(source.body()).contains("all", "local", "google", "microsoft", "canvas");
		Response type = this.api.get("/api/unified/events?source_type=task");
		assertThat(type.status()).isEqualTo(400);
		assertThat(type.body()).contains("assignment", "event");
		assertThat(this.api.get("/api/unified/events?start=2030-01-01T00:00:00Z&end=2031-03-01T00:00:00Z").status())
			.isEqualTo(400);
		assertThat(this.api.get("/api/unified/events?start=2030-01-02T00:00:00Z&end=2030-01-01T00:00:00Z").status())
			.isEqualTo(400);
		assertThat(this.api.get("/api/unified/events?start=soon").status()).isEqualTo(400);
		assertThat(this.api.get("/api/unified/events?limit=0").status()).isEqualTo(400);
		assertThat(this.api.get("/api/unified/events?page_token=nope").status()).isEqualTo(400);
	}

	@Test
	void anotherUserSeesNothing() {
		Api stranger = this.api.as(this.users.create().key());
		assertThat(stranger.get("/api/unified/events?start=2030-03-01T00:00:00Z&end=2030-03-31T00:00:00Z")
			.json()
			.path("events")).isEmpty();
	}

}
