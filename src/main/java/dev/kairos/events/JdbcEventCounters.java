package dev.kairos.events;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import javax.sql.DataSource;

import dev.kairos.shared.Databases;
import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import org.springframework.util.Assert;

/**
 * SQL for a user's row of counters, {@code event_revisions}: how many one-off events and
 * series they hold, the revision that grows with every committed write of their events
 * (the feed's ETag and the change log are made of it), and the version of their series
 * ({@link SeriesCache}). The write side reads it once under the user's lock and updates
 * it once before the commit ({@link EventWriter}).
 */
@Repository
class JdbcEventCounters {

	private static final SecureRandom RANDOM = new SecureRandom();

	private final JdbcClient jdbc;

	private final JdbcTemplate plain;

	/** Whether the database is H2, where a statement costs no round trip. */
	private final boolean h2;

	JdbcEventCounters(JdbcClient jdbc, JdbcTemplate plain, DataSource dataSource) {
		this.jdbc = jdbc;
		this.plain = plain;
		this.h2 = Databases.isH2(dataSource);
	}

	/**
	 * Count one more write to the user's series or exceptions: the revision grows and the
	 * series version becomes a new random number ({@link SeriesCache}), which it returns.
	 */
	long bumpSeriesVersion(UUID userId) {
		long version = newSeriesVersion();
		int updated = this.jdbc.sql("""
				update event_revisions set revision = revision + 1, series_version = :version where user_id = :userId
				""").param("userId", userId).param("version", version).update();
		if (updated == 0) {
			insertRevision(userId);
			return bumpSeriesVersion(userId);
		}
		return version;
	}

	/**
	 * The user's row of counters, with the count of one-off events and series they hold
	 * (rows written outside the service, as the benchmarks seed them, are counted here).
	 */
	private void insertRevision(UUID userId) {
		this.jdbc.sql("""
				insert into event_revisions (user_id, revision, series_version, stored_events)
				values (:userId, 0, 0, (select count(*) from events where user_id = :userId)
				+ (select count(*) from event_series where user_id = :userId))
				""").param("userId", userId).update();
	}

	private static long newSeriesVersion() {
		long version;
		do {
			version = RANDOM.nextLong();
		}
		while (version == 0);
		return version;
	}

	/** The series version: 0 while the user has never had a series. */
	long seriesVersion(UUID userId) {
		return this.jdbc.sql("select series_version from event_revisions where user_id = :userId")
			.param("userId", userId)
			.query(Long.class)
			.optional()
			.orElse(0L);
	}

	/**
	 * The user's counters that the write side needs, in one read: how many one-off events
	 * and series they hold, the series version and the revision. Callers hold the user's
	 * lock.
	 */
	Counters counters(UUID userId) {
		Counters counters = this.jdbc
			.sql("select stored_events, series_version, revision from event_revisions where user_id = :userId")
			.param("userId", userId)
			.query((rs, row) -> counters(rs))
			.optional()
			.orElse(null);
		if (counters == null) {
			insertRevision(userId);
			return counters(userId);
		}
		return counters;
	}

	/**
	 * Take the user's lock and read their {@link #counters}: on PostgreSQL in one round
	 * trip of two statements, the lock of the same row of {@code users} as
	 * {@code Users.lock} takes and then the counters' read. The read is a statement of
	 * its own, run once the lock is held, so it sees what the transaction the lock waited
	 * for committed (a join read under {@code for update} would give the counters as they
	 * were when the statement began). On H2, where a statement costs no round trip,
	 * {@code lock} and then the counters.
	 * @param lock takes the user's lock apart
	 * @throws IllegalStateException when there is no such user
	 */
	Counters lockedCounters(UUID userId, Runnable lock) {
		if (this.h2) {
			lock.run();
			return counters(userId);
		}
		Locked locked = this.plain.execute((Connection connection) -> {
			PreparedStatement statement = connection.prepareStatement(
					"select id from users where id = ? for update; select stored_events, series_version, revision"
							+ " from event_revisions where user_id = ?");
			statement.setObject(1, userId);
			statement.setObject(2, userId);
			return statement;
		}, (PreparedStatement statement) -> {
			statement.execute();
			boolean exists;
			try (ResultSet user = statement.getResultSet()) {
				exists = user.next();
			}
			Assert.state(statement.getMoreResults(), "The counters' read gave no result");
			try (ResultSet rs = statement.getResultSet()) {
				return new Locked(exists, rs.next() ? counters(rs) : null);
			}
		});
		if (locked == null || !locked.exists()) {
			throw new IllegalStateException("User " + userId + " does not exist");
		}
		Counters counters = locked.counters();
		return (counters != null) ? counters : counters(userId);
	}

	/** The counters of a row read as {@code stored_events, series_version, revision}. */
	private static Counters counters(ResultSet rs) throws SQLException {
		return new Counters(rs.getInt(1), rs.getLong(2), rs.getLong(3));
	}

	/** What {@link #lockedCounters} read: whether the user exists, and their counters. */
	private record Locked(boolean exists, @Nullable Counters counters) {
	}

	/**
	 * A user's counters as the write side reads them.
	 *
	 * @param stored how many one-off events and series they hold
	 * @param seriesVersion the version of their series ({@link SeriesCache})
	 * @param revision grows with every committed write of their events
	 */
	record Counters(int stored, long seriesVersion, long revision) {

	}

	/**
	 * A transaction's writes counted in one statement: the events and series it added
	 * (or, negative, removed), one more revision when it wrote anything, and a new series
	 * version when it wrote series or exceptions since the last one.
	 */
	void count(UUID userId, int storedChange, boolean revised, boolean seriesChanged) {
		if (storedChange == 0 && !revised && !seriesChanged) {
			return;
		}
		// The row exists: EventWriter.begin read it.
		counting(COUNT, userId, storedChange, revised, seriesChanged).update();
	}

	/** The update of a user's counters by a transaction's writes, as {@link #count}. */
	private static final String COUNT = """
			update event_revisions set stored_events = stored_events + :change, revision = revision + :revised,
			series_version = case when :seriesChanged then :version else series_version end
			where user_id = :userId""";

	private JdbcClient.StatementSpec counting(String sql, UUID userId, int storedChange, boolean revised,
			boolean seriesChanged) {
		return this.jdbc.sql(sql)
			.param("userId", userId)
			.param("change", storedChange)
			.param("revised", (revised || seriesChanged) ? 1 : 0)
			.param("seriesChanged", seriesChanged)
			.param("version", newSeriesVersion());
	}

	/**
	 * {@link #count} and the change log's row of the one item a transaction wrote, and
	 * the write of that item when it is given, in one statement where the database allows
	 * it (PostgreSQL: a data-modifying {@code with}, whose change log row takes the
	 * update's); false on H2, where nothing was written and the caller writes them apart.
	 * @param revision the revision the transaction commits
	 * @param write the item's own write, or null when it is written already
	 */
	boolean countWithChange(UUID userId, int storedChange, boolean revised, boolean seriesChanged, long revision,
			UUID item, boolean deleted, @Nullable Write write) {
		if (this.h2 || (storedChange == 0 && !revised && !seriesChanged)) {
			return false;
		}
		counting(
				((write != null) ? "with written as (" + write.sql() + "), counted" : "with counted") + " as (" + COUNT
						+ " returning user_id)" + " insert into event_changes (user_id, revision, item_id, deleted)"
						+ " select user_id, :revision, :item, :deleted from counted",
				userId, storedChange, revised, seriesChanged)
			.params((write != null) ? write.parameters() : Map.of())
			.param("revision", revision)
			.param("item", item)
			.param("deleted", deleted)
			.update();
		return true;
	}

	/**
	 * A write of another table as a statement with named parameters, to run inside the
	 * counters' statement ({@link #countWithChange}).
	 *
	 * @param sql the statement, an insert, update or delete
	 * @param parameters its parameters, none named as the counters' are
	 */
	record Write(String sql, Map<String, @Nullable Object> parameters) {
	}

	long revision(UUID userId) {
		return this.jdbc.sql("select revision from event_revisions where user_id = :userId")
			.param("userId", userId)
			.query(Long.class)
			.optional()
			.orElse(0L);
	}

}
