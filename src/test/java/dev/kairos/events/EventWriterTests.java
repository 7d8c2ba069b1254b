package dev.kairos.events;

import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.simple.JdbcClient;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The invariants {@link EventWriter} keeps for every writer, checked against the tables
 * after each kind of write: the count of stored events and series is the number of rows,
 * the revision grows exactly when something was written, and the series version changes
 * exactly when series or their exceptions were. A write that fails leaves all three as
 * they were.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@Import(TestUsers.class)
class EventWriterTests {

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

	@Test
	void countsRevisionsAndSeriesVersionsFollowEveryKindOfWrite() {
		Counters start = counters();
		String lunch = created(
				"{'title':'Lunch','start_time':'2030-03-04T12:00:00Z','end_time':'2030-03-04T13:00:00Z'}");
		Counters afterCreate = check(start, 1, true, false);
		assertLogged(lunch, afterCreate, false);

		this.api.patch("/api/events", json("{'id':'%s','title':'Lunch (late)'}".formatted(lunch)));
		Counters afterRename = check(afterCreate, 0, true, false);
		assertLogged(lunch, afterRename, false);

		// The same value again writes nothing.
		this.api.patch("/api/events", json("{'id':'%s','title':'Lunch (late)'}".formatted(lunch)));
		Counters unchanged = check(afterRename, 0, false, false);

		// A one-off event becomes a series with the same id: still one row.
		this.api.patch("/api/events", json("{'id':'%s','recurrence':['RRULE:FREQ=DAILY;COUNT=10']}".formatted(lunch)));
		Counters afterSeries = check(unchanged, 0, true, true);
		assertLogged(lunch, afterSeries, false);

		// A change of one occurrence, then a split: the split adds a series.
		String thursday = lunch + "_20300307T120000Z";
		assertThat(this.api.patch("/api/events", json("{'id':'%s','title':'Lunch with Sam'}".formatted(thursday)))
			.status()).isEqualTo(200);
		Counters afterException = check(afterSeries, 0, true, true);
		assertLogged(lunch, afterException, false);
		assertThat(
				this.api
					.patch("/api/events",
							json("{'id':'%s','title':'Late lunch','scope':'following'}"
								.formatted(lunch + "_20300310T120000Z")))
					.status())
			.isEqualTo(200);
		Counters afterSplit = check(afterException, 1, true, true);
		String late = idOf("event_series", "Late lunch");
		assertLogged(late, afterSplit, false);
		assertLogged(lunch, afterSplit, false);

		// A failed write (a conflict found after the series was checked) leaves it all.
		assertThat(this.api
			.post("/api/events/create",
					json("{'title':'Clash','start_time':'2030-03-05T12:00:00Z','end_time':'2030-03-05T12:30:00Z',"
							+ "'recurrence':['RRULE:FREQ=DAILY;COUNT=3']}"))
			.status()).isEqualTo(409);
		Counters afterConflict = check(afterSplit, 0, false, false);

		// An import adds a one-off event and a series in one transaction.
		Response imported = importFile("""
				BEGIN:VCALENDAR\r
				VERSION:2.0\r
				PRODID:-//test//EN\r
				BEGIN:VEVENT\r
				UID:one@test\r
				DTSTART:20300401T090000Z\r
				DTEND:20300401T100000Z\r
				SUMMARY:Dentist\r
				END:VEVENT\r
				BEGIN:VEVENT\r
				UID:weekly@test\r
				DTSTART:20300402T090000Z\r
				DTEND:20300402T100000Z\r
				RRULE:FREQ=WEEKLY;COUNT=4\r
				SUMMARY:Seminar\r
				END:VEVENT\r
				END:VCALENDAR\r
				""");
		assertThat(imported.json().path("imported").asInt()).as(imported.toString()).isEqualTo(2);
		Counters afterImport = check(afterConflict, 2, true, true);
		assertLogged(idOf("events", "Dentist"), afterImport, false);
		assertLogged(idOf("event_series", "Seminar"), afterImport, false);

		// Deleting a series with scope "all", then the one-off event.
		assertThat(this.api.delete("/api/events?id=" + lunch + "_20300310T120000Z&scope=all").status()).isEqualTo(204);
		Counters afterDelete = check(afterImport, -1, true, true);
		// The id names the first series: scope "all" takes it away, not the split's.
		assertLogged(lunch, afterDelete, true);
		assertLogged(late, afterSplit, false);
		String dentist = idOf("events", "Dentist");
		assertThat(this.api.delete("/api/events?id=" + dentist).status()).isEqualTo(204);
		assertLogged(dentist, check(afterDelete, -1, true, false), true);
	}

	/**
	 * The change log holds one row of the item, written under the revision the write
	 * committed, saying whether it is gone.
	 */
	private void assertLogged(String id, Counters after, boolean deleted) {
		assertThat(this.jdbc.sql("select revision, deleted from event_changes where user_id = :user and item_id = :id")
			.param("user", this.caller.user().id())
			.param("id", java.util.UUID.fromString(id))
			.query((rs, row) -> rs.getLong(1) + (rs.getBoolean(2) ? " deleted" : ""))
			.list()).as("the change log's rows of %s", id)
			.containsExactly(after.revision() + (deleted ? " deleted" : ""));
	}

	private String idOf(String table, String title) {
		return this.jdbc.sql("select id from " + table + " where user_id = :user and title = :title")
			.param("user", this.caller.user().id())
			.param("title", title)
			.query(String.class)
			.single();
	}

	private String created(String body) {
		Response response = this.api.post("/api/events/create", json(body));
		assertThat(response.status()).as(response.toString()).isEqualTo(201);
		return response.text("id");
	}

	private Response importFile(String calendar) {
		return this.api.send(this.api.request("/api/calendar/import")
			.header("Content-Type", "text/calendar")
			.POST(HttpRequest.BodyPublishers.ofString(calendar, StandardCharsets.UTF_8)));
	}

	/**
	 * The counters now, checked against the rows and against those before: the stored
	 * count moved by {@code added}, the revision grew when {@code written}, the series
	 * version changed when {@code seriesWritten}.
	 */
	private Counters check(Counters before, int added, boolean written, boolean seriesWritten) {
		Counters now = counters();
		assertThat(now.stored()).as("stored_events is the number of rows").isEqualTo(now.rows());
		assertThat(now.stored()).as("stored_events").isEqualTo(before.stored() + added);
		if (written) {
			assertThat(now.revision()).as("revision").isGreaterThan(before.revision());
		}
		else {
			assertThat(now.revision()).as("revision").isEqualTo(before.revision());
		}
		if (seriesWritten) {
			assertThat(now.seriesVersion()).as("series_version").isNotEqualTo(before.seriesVersion());
		}
		else {
			assertThat(now.seriesVersion()).as("series_version").isEqualTo(before.seriesVersion());
		}
		return now;
	}

	private Counters counters() {
		Map<String, Object> row = this.jdbc
			.sql("select revision, series_version, stored_events from event_revisions where user_id = :user")
			.param("user", this.caller.user().id())
			.query()
			.listOfRows()
			.stream()
			.findFirst()
			.orElse(Map.of("revision", 0L, "series_version", 0L, "stored_events", 0));
		long rows = this.jdbc
			.sql("select (select count(*) from events where user_id = :user)"
					+ " + (select count(*) from event_series where user_id = :user)")
			.param("user", this.caller.user().id())
			.query(Long.class)
			.single();
		return new Counters(((Number) row.get("stored_events")).intValue(), rows,
				((Number) row.get("revision")).longValue(), ((Number) row.get("series_version")).longValue());
	}

	private record Counters(int stored, long rows, long revision, long seriesVersion) {
	}

}
