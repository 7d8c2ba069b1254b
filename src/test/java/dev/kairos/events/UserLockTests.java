package dev.kairos.events;

import java.sql.DatabaseMetaData;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import javax.sql.DataSource;

import dev.kairos.security.TestUsers;
import dev.kairos.security.Users;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.HeldUserLock;
import dev.kairos.test.IntegrationTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.support.JdbcUtils;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Each write of events takes the user's lock before it reads what it depends on: a
 * request sent while another transaction of the user holds the lock and has written sees
 * that write once it commits. The interleaving is forced ({@link HeldUserLock}), so
 * removing the lock from any of these writes fails its test every time.
 */
@IntegrationTest
class UserLockTests {

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Autowired
	private EventCommands events;

	@Autowired
	private PlatformTransactionManager transactions;

	@Autowired
	private DataSource dataSource;

	@Autowired
	private JdbcClient jdbc;

	@Autowired
	private Users locks;

	private TestUsers.Caller caller;

	private Api api;

	private HeldUserLock held;

	@BeforeEach
	void user() {
		this.caller = this.users.create();
		this.api = new Api(this.port, this.caller.key());
		this.held = new HeldUserLock(this.transactions, this.dataSource, this.jdbc, this.locks);
	}

	private static EventDraft draft(String title, String start, String end) {
		return new EventDraft(title, null, null, null, Instant.parse(start), Instant.parse(end), false, null, null);
	}

	private String create(String title, String start, String end) {
		Response created = this.api.post("/api/events/create",
				json("{'title':'%s','start_time':'%s','end_time':'%s'}".formatted(title, start, end)));
		assertThat(created.status()).as(created.toString()).isEqualTo(201);
		return created.text("id");
	}

	@Test
	void aCreateWaitsForAnotherWriteAndConflictsWithItsEvent() throws Exception {
		Event[] meeting = new Event[1];

		Response created = this.held.whileHeld(this.caller.user(),
				() -> meeting[0] = this.events.create(this.caller.user(),
						draft("Meeting", "2031-02-03T14:00:00Z", "2031-02-03T15:00:00Z"), false),
				() -> this.api.post("/api/events/create", json(
						"{'title':'Call','start_time':'2031-02-03T14:30:00Z','end_time':'2031-02-03T15:30:00Z'}")));

		assertThat(created.status()).as(created.toString()).isEqualTo(409);
		assertThat(created.json().path("conflicts")).singleElement()
			.satisfies((conflict) -> assertThat(conflict.path("id").asString()).isEqualTo(meeting[0].id().toString()));
		assertThat(this.api.get("/api/events").json().path("events")).hasSize(1);
	}

	/**
	 * The earliest free start a 409 offers is searched for when the answer is built,
	 * after the transaction that found the conflict has released the user's lock: an
	 * event written in between is seen by the search. (Answers over HTTP are completed by
	 * the problem-details advice; the API tests check their {@code suggested_start}.)
	 */
	@Test
	void aConflictLooksForAFreeStartOnlyAfterItsTransaction() {
		this.events.create(this.caller.user(), draft("Meeting", "2031-02-03T14:00:00Z", "2031-02-03T15:00:00Z"), false);
		SchedulingConflictException conflict = catchThrowableOfType(SchedulingConflictException.class, () -> this.events
			.create(this.caller.user(), draft("Call", "2031-02-03T14:30:00Z", "2031-02-03T15:30:00Z"), false));
		this.events.create(this.caller.user(), draft("Review", "2031-02-03T15:00:00Z", "2031-02-03T16:00:00Z"), false);

		conflict.complete();
		assertThat(conflict.getBody().getProperties()).containsEntry("suggested_start",
				Instant.parse("2031-02-03T16:00:00Z"));
	}

	@Test
	void aMoveWaitsForAnotherWriteAndSeesItsEvent() throws Exception {
		String lunch = create("Lunch", "2031-02-03T12:00:00Z", "2031-02-03T13:00:00Z");
		Event[] meeting = new Event[1];

		Response moved = this.held.whileHeld(this.caller.user(),
				() -> meeting[0] = this.events.create(this.caller.user(),
						draft("Meeting", "2031-02-03T14:00:00Z", "2031-02-03T15:00:00Z"), false),
				() -> this.api.patch("/api/events",
						json("{'id':'%s','start_time':'2031-02-03T14:30:00Z','end_time':'2031-02-03T15:30:00Z'}"
							.formatted(lunch))));

		assertThat(moved.status()).as(moved.toString()).isEqualTo(409);
		assertThat(moved.json().path("conflicts")).singleElement()
			.satisfies((conflict) -> assertThat(conflict.path("id").asString()).isEqualTo(meeting[0].id().toString()));
		assertThat(this.api.get("/api/events/" + lunch).text("start_time")).isEqualTo("2031-02-03T12:00:00Z");
	}

	@Test
	void deletingOneOccurrenceWaitsForAnotherAndBothStayDeleted() throws Exception {
		Response series = this.api.post("/api/events/create", json("""
				{'title':'Standup','start_time':'2031-02-03T09:00:00Z','end_time':'2031-02-03T09:15:00Z',
				 'recurrence':['RRULE:FREQ=DAILY;COUNT=5'],'timezone':'UTC'}"""));
		assertThat(series.status()).as(series.toString()).isEqualTo(201);
		String id = series.text("id");

		Response deleted = this.held.whileHeld(this.caller.user(),
				() -> this.events.delete(this.caller.user(), EventId.parse(id + "_20310204T090000Z"), ChangeScope.THIS),
				() -> this.api.delete("/api/events?id=" + id + "_20310206T090000Z"));

		assertThat(deleted.status()).as(deleted.toString()).isEqualTo(204);
		assertThat(
				this.api.get("/api/events?start=2031-02-01T00:00:00Z&end=2031-03-01T00:00:00Z").json().path("events"))
			.extracting((event) -> event.path("start_time").asString())
			.containsExactly("2031-02-03T09:00:00Z", "2031-02-05T09:00:00Z", "2031-02-07T09:00:00Z");
	}

	@Test
	void anImportWaitsForAnotherAndFindsTheEventItStored() throws Exception {
		EventDraft review = draft("Review", "2031-02-03T10:00:00Z", "2031-02-03T11:00:00Z");
		String file = """
				BEGIN:VCALENDAR\r
				VERSION:2.0\r
				PRODID:-//test//EN\r
				BEGIN:VEVENT\r
				UID:review@example.com\r
				DTSTAMP:20310101T000000Z\r
				DTSTART:20310203T100000Z\r
				DTEND:20310203T110000Z\r
				SUMMARY:Review\r
				END:VEVENT\r
				END:VCALENDAR\r
				""";

		Response imported = this.held.whileHeld(this.caller.user(),
				() -> this.events.importEvents(this.caller.user(),
						List.of(new ImportedEvent("review@example.com", null, review))),
				() -> this.api.send(this.api.request("/api/calendar/import")
					.header("Content-Type", "text/calendar")
					.POST(java.net.http.HttpRequest.BodyPublishers.ofString(file))));

		assertThat(imported.status()).as(imported.toString()).isEqualTo(200);
		assertThat(imported.json().path("unchanged").asInt()).isOne();
		assertThat(imported.json().path("imported").asInt()).isZero();
		assertThat(this.api.get("/api/events").json().path("events")).hasSize(1);
	}

	@Test
	void aWriteThatWaitsPastTheLockTimeoutIsABusyProblemAndChangesNothing() {
		// On H2 (LOCK_TIMEOUT in its URL) and PostgreSQL (lock_timeout set on every
		// pooled
		// connection) alike, the wait for the user's lock is bounded.
		Response busy = new TransactionTemplate(this.transactions).execute((status) -> {
			this.locks.lock(this.caller.user());
			return this.api.post("/api/events/create",
					json("{'title':'Queued','start_time':'2031-02-03T09:00:00Z','end_time':'2031-02-03T10:00:00Z'}"));
		});

		assertThat(busy.status()).as(busy.toString()).isEqualTo(503);
		assertThat(busy.json().path("type").asString()).endsWith("/problems/busy");
		assertThat(busy.json().path("retryable").asBoolean()).isTrue();
		assertThat(busy.header("Retry-After")).isEqualTo("1");
		assertThat(this.api.get("/api/events").json().path("events")).isEmpty();
	}

	@Test
	void aWriteWhoseDatabaseConnectionIsKilledIsABusyProblemAndChangesNothing() throws Exception {
		String database = JdbcUtils.extractDatabaseMetaData(this.dataSource, DatabaseMetaData::getDatabaseProductName);
		// The embedded database has no connection another process could break.
		assumeTrue("PostgreSQL".equals(database), "PostgreSQL only");
		ExecutorService other = Executors.newSingleThreadExecutor();
		try {
			Future<Response> sent = new TransactionTemplate(this.transactions).execute((status) -> {
				this.locks.lock(this.caller.user());
				Future<Response> create = other.submit(() -> this.api.post("/api/events/create", json(
						"{'title':'Cut off','start_time':'2031-02-03T09:00:00Z','end_time':'2031-02-03T10:00:00Z'}")));
				// Once the create waits for this transaction's lock (asked on this
				// transaction's connection, so in this thread), its backend is
				// killed.
				Integer killed = await().pollInSameThread()
					.atMost(Duration.ofSeconds(30))
					.until(() -> this.jdbc
						.sql("select pid from pg_stat_activity where pg_backend_pid() = any(pg_blocking_pids(pid))")
						.query(Integer.class)
						.optional()
						.orElse(null), Objects::nonNull);
				this.jdbc.sql("select pg_terminate_backend(:pid)").param("pid", killed).query(Boolean.class).single();
				return create;
			});
			Response busy = sent.get(30, TimeUnit.SECONDS);

			assertThat(busy.status()).as(busy.toString()).isEqualTo(503);
			assertThat(busy.json().path("type").asString()).endsWith("/problems/busy");
			assertThat(busy.header("Retry-After")).isEqualTo("1");
			assertThat(this.api.get("/api/events").json().path("events")).isEmpty();
		}
		finally {
			other.shutdownNow();
		}
	}

}
