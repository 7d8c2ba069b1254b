package dev.kairos.reminders;

import java.sql.DatabaseMetaData;
import java.time.Instant;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import javax.sql.DataSource;

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
 * The mark of a user's reminders ({@code reminder_schedule}) is written inside other
 * modules' transactions (a provider sync's, the events writer's): two of them marking a
 * user who has no row yet must both commit, on PostgreSQL too, where a failed insert
 * would abort the whole transaction it ran in.
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
		this.jdbc.sql("""
				insert into users (id, issuer, subject, created_at)
				values (:id, 'https://issuer.example', :subject, current_timestamp)""")
			.param("id", user)
			.param("subject", user.toString())
			.update();
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
