package dev.kairos.reminders;

import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;

import dev.kairos.shared.ReminderMethod;
import dev.kairos.shared.Source;
import javax.sql.DataSource;

import org.jspecify.annotations.Nullable;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.support.JdbcUtils;
import org.springframework.jdbc.support.MetaDataAccessException;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * SQL of the reminders: the per-user schedule ({@code reminder_schedule}) and the fired
 * reminders ({@code reminder_deliveries}). Every statement names its user, except the
 * query for the users that are due.
 */
@Repository
class JdbcReminderRepository {

	private final JdbcClient jdbc;

	private final TransactionTemplate own;

	/** PostgreSQL (else H2): the dialect of the one statement that differs. */
	private final boolean postgres;

	JdbcReminderRepository(JdbcClient jdbc, PlatformTransactionManager transactions, DataSource dataSource) {
		this.jdbc = jdbc;
		this.postgres = isPostgres(dataSource);
		this.own = new TransactionTemplate(transactions);
		this.own.setPropagationBehavior(TransactionDefinition.PROPAGATION_REQUIRES_NEW);
	}

	/**
	 * Mark the user's reminders for a look at {@code at} (or earlier, if already due
	 * sooner), in the caller's transaction; the version grows so that a run under way
	 * keeps the mark. The caller's transaction may be a sync's or an events writer's: the
	 * first row of a user is inserted by a statement that cannot fail on a row another
	 * transaction inserted at the same time (which on PostgreSQL would abort the caller's
	 * whole transaction); then the update sees that row.
	 */
	void markChanged(UUID userId, Instant at) {
		if (mark(userId, at) > 0) {
			return;
		}
		int inserted;
		try {
			inserted = this.jdbc.sql(this.postgres ? """
					insert into reminder_schedule (user_id, next_fire_at, checked_at, version)
					values (:userId, :at, :at, 1) on conflict (user_id) do nothing
					""" : """
					merge into reminder_schedule s using (values (cast(:userId as uuid))) n (user_id)
					on s.user_id = n.user_id
					when not matched then insert (user_id, next_fire_at, checked_at, version)
					values (n.user_id, :at, :at, 1)
					""").param("userId", userId).param("at", utc(at)).update();
		}
		catch (DuplicateKeyException ex) {
			// H2 (which keeps the transaction going): the other insert won at once.
			inserted = 0;
		}
		if (inserted == 0) {
			mark(userId, at);
		}
	}

	private int mark(UUID userId, Instant at) {
		return this.jdbc.sql("""
				update reminder_schedule set version = version + 1,
				next_fire_at = case when next_fire_at < :at then next_fire_at else :at end
				where user_id = :userId
				""").param("userId", userId).param("at", utc(at)).update();
	}

	private static boolean isPostgres(DataSource dataSource) {
		try {
			return "PostgreSQL"
				.equals(JdbcUtils.extractDatabaseMetaData(dataSource, DatabaseMetaData::getDatabaseProductName));
		}
		catch (MetaDataAccessException ex) {
			return false;
		}
	}

	/**
	 * Up to {@code limit} users whose reminders are due at {@code now}, earliest first.
	 */
	List<UUID> due(Instant now, int limit) {
		return this.jdbc.sql("""
				select user_id from reminder_schedule where next_fire_at <= :now order by next_fire_at limit :limit
				""").param("now", utc(now)).param("limit", limit).query(UUID.class).list();
	}

	@Nullable Schedule schedule(UUID userId) {
		return this.jdbc.sql("select checked_at, version from reminder_schedule where user_id = :userId")
			.param("userId", userId)
			.query((rs, row) -> new Schedule(instant(rs, "checked_at"), rs.getLong("version")))
			.optional()
			.orElse(null);
	}

	/**
	 * Record a run: the next time to look, unless the events changed since the run read
	 * its version (then the change's mark stays, and the next run looks again).
	 */
	boolean finish(UUID userId, long version, Instant next, Instant checkedAt) {
		return this.jdbc.sql("""
				update reminder_schedule set next_fire_at = :next, checked_at = :checkedAt
				where user_id = :userId and version = :version
				""")
			.param("userId", userId)
			.param("version", version)
			.param("next", utc(next))
			.param("checkedAt", utc(checkedAt))
			.update() > 0;
	}

	/** The keys of the user's reminders recorded for occurrences after {@code from}. */
	Set<Key> recordedKeys(UUID userId, Instant from) {
		return new HashSet<>(this.jdbc.sql("""
				select event_id, occurrence_start, method, minutes_before from reminder_deliveries
				where user_id = :userId and occurrence_start > :from
				""")
			.param("userId", userId)
			.param("from", utc(from))
			.query((rs, row) -> new Key(rs.getString(1), instant(rs, "occurrence_start"),
					ReminderMethod.valueOf(rs.getString(3)), rs.getInt(4)))
			.list());
	}

	/**
	 * Claim a reminder in a transaction of its own, before it is sent.
	 * @return the id of its delivery (the tag that makes its notifications one), or null
	 * when another run (on this instance or another) claimed it first
	 */
	@Nullable UUID claim(UUID userId, Planned planned, String status, @Nullable String detail, Instant now) {
		UUID id = UUID.randomUUID();
		try {
			boolean won = Boolean.TRUE.equals(this.own.execute((tx) -> this.jdbc.sql("""
					insert into reminder_deliveries (id, user_id, event_id, occurrence_start, method, minutes_before,
					fire_at, title, status, detail, claimed_at, finished_at, source, item_id)
					values (:id, :userId, :eventId, :start, :method, :minutes, :fireAt, :title, :status, :detail, :now,
					:finished, :source, :itemId)
					""")
				.param("source", planned.source().wireValue())
				.param("itemId", planned.isAssignment() ? planned.itemId() : null)
				.param("id", id)
				.param("userId", userId)
				.param("eventId", planned.eventId())
				.param("start", utc(planned.occurrenceStart()))
				.param("method", planned.method().name())
				.param("minutes", planned.minutesBefore())
				.param("fireAt", utc(planned.fireAt()))
				.param("title", (planned.title().length() > 500) ? planned.title().substring(0, 500) : planned.title())
				.param("status", status)
				.param("detail", detail)
				.param("now", utc(now))
				.param("finished", Status.SENDING.wire().equals(status) ? null : utc(now))
				.update() > 0));
			return won ? id : null;
		}
		catch (DuplicateKeyException ex) {
			return null;
		}
	}

	void finishDelivery(UUID userId, Planned planned, Status status, String detail, Instant now) {
		this.jdbc.sql("""
				update reminder_deliveries set status = :status, detail = :detail, finished_at = :now
				where user_id = :userId and event_id = :eventId and occurrence_start = :start and method = :method
				and minutes_before = :minutes
				""")
			.param("userId", userId)
			.param("eventId", planned.eventId())
			.param("start", utc(planned.occurrenceStart()))
			.param("method", planned.method().name())
			.param("minutes", planned.minutesBefore())
			.param("status", status.wire())
			.param("detail", (detail.length() > 500) ? detail.substring(0, 500) : detail)
			.param("now", utc(now))
			.update();
	}

	/** The user's recorded reminders that fire in {@code [from, to)}, earliest first. */
	List<Recorded> recorded(UUID userId, Instant from, Instant to, int limit) {
		return this.jdbc
			.sql("""
					select event_id, occurrence_start, method, minutes_before, fire_at, title, status, detail, source, item_id
					from reminder_deliveries where user_id = :userId and fire_at >= :from and fire_at < :to
					order by fire_at, event_id limit :limit
					""")
			.param("userId", userId)
			.param("from", utc(from))
			.param("to", utc(to))
			.param("limit", limit)
			.query((rs,
					row) -> new Recorded(
							new Planned(rs.getString(1), rs.getString(6), instant(rs, "occurrence_start"),
									ReminderMethod.valueOf(rs.getString(3)), rs.getInt(4), instant(rs, "fire_at"), null,
									source(rs.getString(9)),
									(rs.getString(10) != null) ? rs.getString(10) : rs.getString(1), null),
							Status.fromWire(rs.getString(7)), rs.getString(8)))
			.list();
	}

	/** Forget fired reminders whose time is older than {@code before}. */
	int purge(Instant before) {
		return this.jdbc.sql("delete from reminder_deliveries where fire_at < :before")
			.param("before", utc(before))
			.update();
	}

	/**
	 * The identity of one reminder of one occurrence: what fires exactly once.
	 *
	 * @param eventId the event's or occurrence's id
	 * @param occurrenceStart when it starts
	 * @param method how
	 * @param minutesBefore how long before
	 */
	record Key(String eventId, Instant occurrenceStart, ReminderMethod method, int minutesBefore) {
	}

	/**
	 * A user's schedule row as a run reads it.
	 *
	 * @param checkedAt the time of the last run
	 * @param version grows with every change of the user's events
	 */
	record Schedule(Instant checkedAt, long version) {
	}

	/**
	 * A reminder as recorded.
	 *
	 * @param planned what it was
	 * @param status what became of it
	 * @param detail why, for people
	 */
	record Recorded(Planned planned, Status status, @Nullable String detail) {
	}

	private static Source source(String wire) {
		Source source = Source.fromWire(wire);
		return (source != null) ? source : Source.LOCAL;
	}

	private static OffsetDateTime utc(Instant instant) {
		return instant.atOffset(ZoneOffset.UTC);
	}

	private static Instant instant(ResultSet rs, String column) throws SQLException {
		return rs.getObject(column, OffsetDateTime.class).toInstant();
	}

}
