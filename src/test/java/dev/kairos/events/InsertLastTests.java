package dev.kairos.events;

import java.time.Instant;
import java.util.UUID;

import dev.kairos.security.TestUsers;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A create that is a transaction of its own writes its row with the counters just before
 * the commit ({@link EventWriter.Writes#insertLast}); a create inside a larger
 * transaction writes it at once, so that the rest of that transaction reads it; and a
 * write after an {@code insertLast} through the same {@code Writes} finds the row written
 * first.
 */
@SpringBootTest
@Import(TestUsers.class)
class InsertLastTests {

	@Autowired
	private TestUsers users;

	@Autowired
	private EventCommands commands;

	@Autowired
	private EventQueries queries;

	@Autowired
	private EventWriter writer;

	@Autowired
	private PlatformTransactionManager transactions;

	@Autowired
	private JdbcClient jdbc;

	private TestUsers.Caller caller;

	private TransactionTemplate transaction;

	@BeforeEach
	void user() {
		this.caller = this.users.create();
		this.transaction = new TransactionTemplate(this.transactions);
	}

	@Test
	void aCreateOfItsOwnIsStoredAndCountedWithItsChange() {
		long revision = revision();
		Event lunch = this.commands.create(this.caller.user(),
				draft("Lunch", "2031-03-04T12:00:00Z", "2031-03-04T13:00:00Z"), false);

		assertThat(title(lunch.id().uuid())).isEqualTo("Lunch");
		assertThat(stored()).isEqualTo(1);
		assertThat(revision()).isEqualTo(revision + 1);
		assertThat(changes(lunch.id().uuid())).isEqualTo(1);
	}

	@Test
	void aCreateInsideALargerTransactionIsReadInItAtOnce() {
		Boolean found = this.transaction.execute((status) -> {
			Event lunch = this.commands.create(this.caller.user(),
					draft("Lunch", "2031-03-04T12:00:00Z", "2031-03-04T13:00:00Z"), false);
			return this.queries.find(this.caller.user(), lunch.id()).isPresent();
		});

		assertThat(found).isTrue();
		assertThat(stored()).isEqualTo(1);
	}

	@Test
	void aWriteAfterTheLastInsertFindsItsRow() {
		Event lunch = Event.oneOff(UUID.randomUUID(), draft("Lunch", "2031-03-04T12:00:00Z", "2031-03-04T13:00:00Z"), 0,
				Instant.parse("2031-01-01T00:00:00Z"), Instant.parse("2031-01-01T00:00:00Z"));
		Event renamed = Event.oneOff(lunch.id().uuid(),
				draft("Lunch with Sam", "2031-03-04T12:00:00Z", "2031-03-04T13:00:00Z"), 1, lunch.createdAt(),
				Instant.parse("2031-01-01T00:00:00Z"));
		this.transaction.executeWithoutResult((status) -> {
			EventWriter.Writes writes = this.writer.begin(this.caller.user());
			writes.insertLast(lunch);
			writes.update(renamed);
		});

		assertThat(title(lunch.id().uuid())).isEqualTo("Lunch with Sam");
		assertThat(stored()).isEqualTo(1);
		assertThat(changes(lunch.id().uuid())).isEqualTo(1);

		Event dinner = Event.oneOff(UUID.randomUUID(), draft("Dinner", "2031-03-04T19:00:00Z", "2031-03-04T20:00:00Z"),
				0, Instant.parse("2031-01-01T00:00:00Z"), Instant.parse("2031-01-01T00:00:00Z"));
		this.transaction.executeWithoutResult((status) -> {
			EventWriter.Writes writes = this.writer.begin(this.caller.user());
			writes.insertLast(dinner);
			assertThat(writes.delete(dinner.id().uuid())).isTrue();
		});

		assertThat(this.jdbc.sql("select count(*) from events where id = :id")
			.param("id", dinner.id().uuid())
			.query(Integer.class)
			.single()).isZero();
		assertThat(stored()).isEqualTo(1);
	}

	private static EventDraft draft(String title, String start, String end) {
		return new EventDraft(title, null, null, null, Instant.parse(start), Instant.parse(end), false, null, null);
	}

	private String title(UUID id) {
		return this.jdbc.sql("select title from events where id = :id").param("id", id).query(String.class).single();
	}

	private int stored() {
		return this.jdbc.sql("select stored_events from event_revisions where user_id = :user")
			.param("user", this.caller.user().id())
			.query(Integer.class)
			.single();
	}

	private long revision() {
		return this.jdbc.sql("select revision from event_revisions where user_id = :user")
			.param("user", this.caller.user().id())
			.query(Long.class)
			.optional()
			.orElse(0L);
	}

	private int changes(UUID id) {
		return this.jdbc.sql("select count(*) from event_changes where user_id = :user and item_id = :id")
			.param("user", this.caller.user().id())
			.param("id", id)
			.query(Integer.class)
			.single();
	}

}
