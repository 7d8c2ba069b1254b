package dev.kairos.reminders;

import java.nio.charset.StandardCharsets;
import java.sql.DatabaseMetaData;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import javax.sql.DataSource;

import dev.kairos.shared.ReminderMethod;
import dev.kairos.test.RepositoryTest;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.support.JdbcUtils;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionTemplate;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The SQL of a run: partitions of the due users, and the claims of a user's reminders in
 * one transaction. The mark of a user's reminders ({@code reminder_schedule}) is written
 * inside other modules' transactions (a provider sync's, the events writer's): two of
 * them marking a user who has no row yet must both commit, on PostgreSQL too, where a
 * failed insert would abort the whole transaction it ran in.
 */
@RepositoryTest
// Two transactions of their own, committed, as two syncs would run.
@Transactional(propagation = Propagation.NOT_SUPPORTED)
class ReminderScheduleTests {

	@Autowired
	private JdbcReminderRepository repository;

	@Autowired
	private JdbcClient jdbc;

	@Autowired
	private DataSource dataSource;

	@Autowired
	private PlatformTransactionManager transactions;

	@Test
	void twoTransactionsMarkingANewUserAtOnceBothCommit() throws Exception {
		UUID user = UUID.randomUUID();
		insertUser(user);
		Instant at = Instant.parse("2031-03-04T08:00:00Z");
		TransactionTemplate transaction = new TransactionTemplate(this.transactions);
		CountDownLatch firstMarked = new CountDownLatch(1);
		CountDownLatch commitFirst = new CountDownLatch(1);
		CompletableFuture<Void> first = CompletableFuture.runAsync(() -> transaction.executeWithoutResult((tx) -> {
			this.repository.markChanged(user, at);
			firstMarked.countDown();
			await(commitFirst);
		}));
		assertThat(firstMarked.await(30, TimeUnit.SECONDS)).isTrue();
		CompletableFuture<Long> second = CompletableFuture.supplyAsync(() -> transaction.execute((tx) -> {
			this.repository.markChanged(user, at.plusSeconds(60));
			// The transaction is still usable after the mark, as a sync's goes on
			// writing.
			return this.jdbc.sql("select version from reminder_schedule where user_id = :userId")
				.param("userId", user)
				.query(Long.class)
				.single();
		}));
		// The race: the second waits on the first's uncommitted row before the first
		// commits.
		waitUntilBlocked();
		commitFirst.countDown();
		first.get(30, TimeUnit.SECONDS);
		assertThat(second.get(30, TimeUnit.SECONDS)).isEqualTo(2);
		assertThat(this.repository.schedule(user)).isNotNull();
		assertThat(this.jdbc.sql("select next_fire_at from reminder_schedule where user_id = :userId")
			.param("userId", user)
			.query(java.time.OffsetDateTime.class)
			.single()
			.toInstant()).isEqualTo(at);
	}

	/**
	 * The partitions of a run split the due users: each due user is in exactly one of
	 * them, whatever their number, and the due query returns the schedule row a run
	 * needs.
	 */
	@Test
	void partitionsSplitTheDueUsersWithoutOverlap() {
		Instant due = Instant.parse("2031-03-04T08:00:00Z");
		Set<UUID> users = new HashSet<>();
		try {
			for (int i = 0; i < 64; i++) {
				UUID user = UUID.nameUUIDFromBytes(("partition user " + i).getBytes(StandardCharsets.UTF_8));
				insertUser(user);
				this.repository.markChanged(user, due);
				users.add(user);
			}
			Instant now = due.plusSeconds(1);
			List<UUID> all = mine(this.repository.due(now, 0, 1, 100_000), users);
			assertThat(new HashSet<>(all)).isEqualTo(users);
			for (int partitions : new int[] { 2, 3, 8 }) {
				List<UUID> seen = new ArrayList<>();
				int used = 0;
				for (int partition = 0; partition < partitions; partition++) {
					List<UUID> part = mine(this.repository.due(now, partition, partitions, 100_000), users);
					seen.addAll(part);
					used += part.isEmpty() ? 0 : 1;
				}
				assertThat(seen).as("%d partitions", partitions).doesNotHaveDuplicates().hasSameSizeAs(users);
				assertThat(new HashSet<>(seen)).isEqualTo(users);
				assertThat(used).as("partitions with users of 64, of %d", partitions).isEqualTo(partitions);
			}
			// Not due before their time.
			assertThat(mine(this.repository.due(due.minusSeconds(1), 0, 1, 100_000), users)).isEmpty();
			JdbcReminderRepository.Due row = this.repository.due(now, 0, 1, 100_000)
				.stream()
				.filter((candidate) -> users.contains(candidate.userId()))
				.findFirst()
				.orElseThrow();
			assertThat(row.checkedAt()).isEqualTo(due);
			assertThat(row.version()).isEqualTo(1);
		}
		finally {
			for (UUID user : users) {
				this.jdbc.sql("delete from users where id = :id").param("id", user).update();
			}
		}
	}

	/**
	 * A user's due reminders are claimed in one transaction that also records the next
	 * look: a key claimed before is not won again, and a changed version keeps the
	 * change's mark.
	 */
	@Test
	void claimsWinEachKeyOnceAndRecordTheNextLook() {
		UUID user = UUID.randomUUID();
		insertUser(user);
		try {
			Instant at = Instant.parse("2031-03-04T08:00:00Z");
			this.repository.markChanged(user, at);
			Planned a = new Planned("event-a", "A", at.plusSeconds(600), ReminderMethod.EMAIL, 10, at);
			Planned b = new Planned("event-b", "B", at.plusSeconds(600), ReminderMethod.NOTIFICATION, 10, at);
			Planned c = new Planned("event-c", "C", at.plusSeconds(1200), ReminderMethod.EMAIL, 20, at);
			Instant next = at.plusSeconds(3600);
			Map<JdbcReminderRepository.Key, UUID> first = this.repository.claim(user, List.of(sending(b), sending(a)),
					1, next, at, at);
			assertThat(first.keySet()).containsExactlyInAnyOrder(a.key(), b.key());
			assertThat(nextFireAt(user)).isEqualTo(next);
			// Another run (a later look, or another instance) wins only what is new.
			Map<JdbcReminderRepository.Key, UUID> second = this.repository.claim(user,
					List.of(sending(a), sending(b), sending(c)), 1, next.plusSeconds(60), at, at);
			assertThat(second.keySet()).containsExactly(c.key());
			assertThat(second.get(c.key())).isNotIn(first.values());
			assertThat(this.jdbc.sql("select count(*) from reminder_deliveries where user_id = :userId")
				.param("userId", user)
				.query(Long.class)
				.single()).isEqualTo(3);
			// The delivery's outcome is written on the row the claim won.
			this.repository.finishDelivery(user, first.get(a.key()), Status.SENT, "Sent.", at.plusSeconds(1));
			assertThat(this.jdbc.sql("select status from reminder_deliveries where id = :id")
				.param("id", first.get(a.key()))
				.query(String.class)
				.single()).isEqualTo(Status.SENT.wire());
			// A change since the run read the version: its mark ("now") stays.
			this.repository.markChanged(user, at);
			this.repository.claim(user, List.of(), 1, next.plusSeconds(600), at, at);
			assertThat(nextFireAt(user)).isEqualTo(at);
		}
		finally {
			this.jdbc.sql("delete from users where id = :id").param("id", user).update();
		}
	}

	private static JdbcReminderRepository.Claim sending(Planned planned) {
		return new JdbcReminderRepository.Claim(planned, Status.SENDING, null);
	}

	private Instant nextFireAt(UUID user) {
		return this.jdbc.sql("select next_fire_at from reminder_schedule where user_id = :userId")
			.param("userId", user)
			.query(java.time.OffsetDateTime.class)
			.single()
			.toInstant();
	}

	private void insertUser(UUID user) {
		this.jdbc.sql("""
				insert into users (id, issuer, subject, created_at)
				values (:id, 'https://issuer.example', :subject, current_timestamp)""")
			.param("id", user)
			.param("subject", user.toString())
			.update();
	}

	private static List<UUID> mine(List<JdbcReminderRepository.Due> due, Set<UUID> users) {
		return due.stream().map(JdbcReminderRepository.Due::userId).filter(users::contains).toList();
	}

	/**
	 * Until a session waits for a lock (at most 10 s; then the test goes on regardless).
	 */
	private void waitUntilBlocked() throws Exception {
		String product = JdbcUtils.extractDatabaseMetaData(this.dataSource, DatabaseMetaData::getDatabaseProductName);
		String blocked = "PostgreSQL".equals(product)
				? "select count(*) from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()"
						+ " and query like '%reminder_schedule%'"
				: "select count(*) from information_schema.sessions where session_id <> session_id()"
						+ " and executing_statement like '%reminder_schedule%'";
		for (int i = 0; i < 100; i++) {
			if (this.jdbc.sql(blocked).query(Long.class).single() > 0) {
				return;
			}
			Thread.sleep(50);
		}
	}

	private static void await(CountDownLatch latch) {
		try {
			if (!latch.await(30, TimeUnit.SECONDS)) {
				throw new IllegalStateException("The test did not let the first transaction commit");
			}
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(ex);
		}
	}

}
