package dev.kairos.test;

import java.sql.DatabaseMetaData;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import javax.sql.DataSource;

import dev.kairos.security.KairosUser;
import dev.kairos.security.Users;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.support.JdbcUtils;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * Forces one interleaving of two writes of a user, without timing: the test takes the
 * user's lock in a transaction and writes, then sends a request from another thread and
 * commits only once that request waits for this transaction (or has already finished
 * without waiting). A request that takes the user's lock first therefore always sees the
 * test's write; one that does not, never does. Which session waits for which is asked of
 * the database (H2's {@code information_schema.sessions}, PostgreSQL's
 * {@code pg_blocking_pids}).
 */
public final class HeldUserLock {

	private static final Duration PATIENCE = Duration.ofSeconds(30);

	private final TransactionTemplate transaction;

	private final JdbcClient jdbc;

	private final Users users;

	private final boolean postgres;

	public HeldUserLock(PlatformTransactionManager transactions, DataSource dataSource, JdbcClient jdbc, Users users) {
		this.transaction = new TransactionTemplate(transactions);
		this.jdbc = jdbc;
		this.users = users;
		try {
			this.postgres = JdbcUtils
				.<String>extractDatabaseMetaData(dataSource, DatabaseMetaData::getDatabaseProductName)
				.toLowerCase(java.util.Locale.ROOT)
				.contains("postgres");
		}
		catch (Exception ex) {
			throw new IllegalStateException(ex);
		}
	}

	/**
	 * Under the user's lock, run {@code write}; then send {@code request}, wait until it
	 * waits for this transaction or is done, commit, and return its answer.
	 */
	public <T> T whileHeld(KairosUser user, Runnable write, Callable<T> request) throws Exception {
		ExecutorService other = Executors.newSingleThreadExecutor();
		try {
			Future<T> answer = this.transaction.execute((status) -> {
				this.users.lock(user);
				write.run();
				Future<T> sent = other.submit(request);
				long deadline = System.nanoTime() + PATIENCE.toNanos();
				while (!sent.isDone() && !somebodyWaitsForUs()) {
					if (System.nanoTime() > deadline) {
						fail("the request neither waited for the lock nor finished");
					}
					sleep();
				}
				return sent;
			});
			assertThat(answer).isNotNull();
			return answer.get();
		}
		finally {
			other.shutdownNow();
		}
	}

	private boolean somebodyWaitsForUs() {
		String query = this.postgres
				// pg_locks, not pg_stat_activity: a transaction sees pg_stat_activity as
				// it
				// was at its first read, so a connection opened since (a request's new
				// pooled
				// connection) would never show as waiting.
				? "select count(*) from pg_locks where not granted and pg_backend_pid() = any(pg_blocking_pids(pid))"
				: "select count(*) from information_schema.sessions where blocker_id = session_id()";
		// The transaction's own connection: it is the one others wait for.
		return this.jdbc.sql(query).query(Integer.class).single() > 0;
	}

	private static void sleep() {
		try {
			Thread.sleep(5);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(ex);
		}
	}

}
