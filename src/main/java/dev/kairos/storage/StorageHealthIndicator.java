package dev.kairos.storage;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;

import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.boot.health.contributor.Status;
import org.springframework.dao.DataAccessException;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Health {@code storage}: whether the database takes a write, checked by rewriting the
 * one row of {@code storage_probe}. DOWN while it does not (a full disk, a closed or
 * read-only database), which takes readiness DOWN too; liveness stays UP, since the
 * service recovers by itself once the database takes writes again and a restart would not
 * help. The answer is kept for {@link #KEPT} so probes stay cheap.
 * <p>
 * On PostgreSQL rewriting the row proves little: the new version of the row fits in the
 * page the table already has, so the update works on a full disk while every write that
 * needs a new page fails (SQLSTATE 53100, {@code disk_full}). There the check empties the
 * table and writes the row again in one transaction: {@code truncate} gives the table a
 * new, empty file, so the row needs a new page, which fails while the disk (the
 * tablespace that holds {@code storage_probe}) has no room. {@code truncate} locks the
 * table; when someone else holds it for longer than {@link #LOCK_WAIT} (a {@code pg_dump}
 * takes a lock on every table for its whole run), the check rewrites the row instead, and
 * says so in the detail {@code space}.
 */
@Component
class StorageHealthIndicator implements HealthIndicator {

	/** How long an answer is reused. */
	static final Duration KEPT = Duration.ofSeconds(2);

	/**
	 * How long the PostgreSQL check waits for its lock on {@code storage_probe} before it
	 * falls back to rewriting the row.
	 */
	static final String LOCK_WAIT = "1s";

	/** PostgreSQL's {@code lock_not_available}. */
	private static final String LOCK_NOT_AVAILABLE = "55P03";

	private static final String REWRITE = "update storage_probe set written_at = current_timestamp where id = 1";

	private static final Log logger = LogFactory.getLog(StorageHealthIndicator.class);

	private final JdbcTemplate jdbc;

	private @Nullable Health last;

	private long checkedAt;

	/** Whether the database is PostgreSQL; null until a connection said. */
	private @Nullable Boolean postgres;

	StorageHealthIndicator(JdbcTemplate jdbc) {
		this.jdbc = jdbc;
	}

	@Override
	public synchronized Health health() {
		long now = System.nanoTime();
		if (this.last != null && now - this.checkedAt < KEPT.toNanos()) {
			return this.last;
		}
		Health health = check();
		Status before = (this.last != null) ? this.last.getStatus() : Status.UP;
		if (!before.equals(health.getStatus())) {
			if (health.getDetails().containsKey("error")) {
				logger.error("The database takes no writes (health DOWN): " + health.getDetails().get("error"));
			}
			else {
				logger.warn("The database takes writes again (health UP)");
			}
		}
		this.last = health;
		this.checkedAt = System.nanoTime();
		return health;
	}

	private Health check() {
		try {
			if (postgres()) {
				return this.jdbc.execute((ConnectionCallback<Health>) StorageHealthIndicator::allocate);
			}
			this.jdbc.update(REWRITE);
			return Health.up().build();
		}
		catch (DataAccessException ex) {
			return Health.down().withDetail("error", ex.getMostSpecificCause().toString()).build();
		}
	}

	private boolean postgres() {
		if (this.postgres == null) {
			this.postgres = this.jdbc.execute((ConnectionCallback<Boolean>) (connection) -> "PostgreSQL"
				.equals(connection.getMetaData().getDatabaseProductName()));
		}
		return this.postgres;
	}

	/**
	 * PostgreSQL: write the row into a new page of the table, or rewrite it when the
	 * table is locked.
	 */
	private static Health allocate(Connection connection) throws SQLException {
		boolean autoCommit = connection.getAutoCommit();
		connection.setAutoCommit(false);
		try (Statement statement = connection.createStatement()) {
			statement.execute("set local lock_timeout = '" + LOCK_WAIT + "'");
			statement.execute("truncate storage_probe");
			statement.execute("insert into storage_probe (id, written_at) values (1, current_timestamp)");
			connection.commit();
			return Health.up().build();
		}
		catch (SQLException ex) {
			connection.rollback();
			if (!LOCK_NOT_AVAILABLE.equals(ex.getSQLState())) {
				throw ex;
			}
		}
		finally {
			connection.setAutoCommit(autoCommit);
		}
		try (Statement statement = connection.createStatement()) {
			statement.executeUpdate(REWRITE);
		}
		return Health.up().withDetail("space", "not checked: storage_probe is locked by another transaction").build();
	}

}
