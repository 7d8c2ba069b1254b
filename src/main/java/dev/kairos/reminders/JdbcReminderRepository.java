package dev.kairos.reminders;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import dev.kairos.shared.Databases;
import dev.kairos.shared.ReminderMethod;
import dev.kairos.shared.Source;
import javax.sql.DataSource;

import org.jspecify.annotations.Nullable;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
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

	private final NamedParameterJdbcTemplate named;

	private final TransactionTemplate own;

	/** PostgreSQL (else H2): the dialect of the one statement that differs. */
	private final boolean postgres;

	JdbcReminderRepository(JdbcClient jdbc, NamedParameterJdbcTemplate named, PlatformTransactionManager transactions,
			DataSource dataSource) {
		this.jdbc = jdbc;
		this.named = named;
		this.postgres = Databases.isPostgres(dataSource);
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

	/**
	 * Up to {@code limit} users whose reminders are due at {@code now}, earliest first,
	 * with their schedule rows as a run needs them; only the users of one
	 * {@code partition} of {@code partitions} (by a hash of the user's id), so that each
	 * partition can run on another instance at the same time.
	 */
	List<Due> due(Instant now, int partition, int partitions, int limit) {
		String part = "";
		if (partitions > 1) {
			// PostgreSQL: the last two bytes of the id (random in the ids Kairos makes);
			// H2: its hash function.
			part = this.postgres
					? " and mod(get_byte(uuid_send(user_id), 14) * 256 + get_byte(uuid_send(user_id), 15), :partitions)"
							+ " = :partition"
					: " and ora_hash(cast(user_id as varchar(36)), :maxBucket) = :partition";
		}
		return this.jdbc
			.sql("select user_id, checked_at, version from reminder_schedule where next_fire_at <= :now" + part
					+ " order by next_fire_at limit :limit")
			.param("now", utc(now))
			.param("limit", limit)
			.params((partitions > 1)
					? Map.of("partition", partition, "partitions", partitions, "maxBucket", partitions - 1) : Map.of())
			.query((rs, row) -> new Due(rs.getObject("user_id", UUID.class), instant(rs, "checked_at"),
					rs.getLong("version")))
			.list();
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
	 * Claim the user's due reminders, in one transaction of its own, before any is sent,
	 * and record the run in the user's schedule in it ({@link #finish}): one commit for a
	 * look at a user. A reminder whose key another run (on this instance or another)
	 * holds already is not won; on PostgreSQL a claim of a key another transaction holds
	 * uncommitted waits for it. The claims go in the order of their keys, so two runs
	 * claiming for one user never wait for each other both ways.
	 * @return the ids of the deliveries won (the tags that make their notifications one),
	 * by key
	 */
	Map<Key, UUID> claim(UUID userId, List<Claim> claims, long version, Instant next, Instant checkedAt, Instant now) {
		if (claims.isEmpty()) {
			finish(userId, version, next, checkedAt);
			return Map.of();
		}
		List<Claim> ordered = new ArrayList<>(claims);
		ordered.sort(Comparator.comparing((Claim claim) -> claim.planned().eventId())
			.thenComparing((claim) -> claim.planned().occurrenceStart())
			.thenComparing((claim) -> claim.planned().method())
			.thenComparing((claim) -> claim.planned().minutesBefore()));
		List<UUID> ids = new ArrayList<>();
		List<MapSqlParameterSource> rows = new ArrayList<>();
		for (Claim claim : ordered) {
			UUID id = UUID.randomUUID();
			ids.add(id);
			rows.add(row(userId, id, claim, now));
		}
		Map<Key, UUID> won = this.own.execute((tx) -> {
			Map<Key, UUID> claimed = new HashMap<>();
			if (this.postgres) {
				int[] counts = this.named.batchUpdate(INSERT + """
						on conflict (user_id, event_id, occurrence_start, method, minutes_before) do nothing
						""", rows.toArray(new MapSqlParameterSource[0]));
				boolean told = Arrays.stream(counts).allMatch((count) -> count >= 0);
				Set<UUID> inserted = told ? null
						: new HashSet<>(this.jdbc
							.sql("select id from reminder_deliveries where user_id = :userId and id in (:ids)")
							.param("userId", userId)
							.param("ids", ids)
							.query(UUID.class)
							.list());
				for (int i = 0; i < ordered.size(); i++) {
					if (told ? counts[i] > 0 : inserted.contains(ids.get(i))) {
						claimed.put(ordered.get(i).planned().key(), ids.get(i));
					}
				}
			}
			else {
				// H2 keeps the transaction going when one insert fails on the key.
				for (int i = 0; i < ordered.size(); i++) {
					try {
						if (this.named.update(INSERT, rows.get(i)) > 0) {
							claimed.put(ordered.get(i).planned().key(), ids.get(i));
						}
					}
					catch (DuplicateKeyException ex) {
						// Another run holds it.
					}
				}
			}
			finish(userId, version, next, checkedAt);
			return claimed;
		});
		return (won != null) ? won : Map.of();
	}

	private static final String INSERT = """
			insert into reminder_deliveries (id, user_id, event_id, occurrence_start, method, minutes_before,
			fire_at, title, status, detail, claimed_at, finished_at, source, item_id)
			values (:id, :userId, :eventId, :start, :method, :minutes, :fireAt, :title, :status, :detail, :now,
			:finished, :source, :itemId)
			""";

	private static MapSqlParameterSource row(UUID userId, UUID id, Claim claim, Instant now) {
		Planned planned = claim.planned();
		String status = claim.status().wire();
		return new MapSqlParameterSource().addValue("source", planned.source().wireValue())
			.addValue("itemId", planned.isAssignment() ? planned.itemId() : null)
			.addValue("id", id)
			.addValue("userId", userId)
			.addValue("eventId", planned.eventId())
			.addValue("start", utc(planned.occurrenceStart()))
			.addValue("method", planned.method().name())
			.addValue("minutes", planned.minutesBefore())
			.addValue("fireAt", utc(planned.fireAt()))
			.addValue("title", (planned.title().length() > 500) ? planned.title().substring(0, 500) : planned.title())
			.addValue("status", status)
			.addValue("detail", claim.detail())
			.addValue("now", utc(now))
			.addValue("finished", (claim.status() == Status.SENDING) ? null : utc(now));
	}

	/** Record what became of a reminder this run claimed and sent. */
	void finishDelivery(UUID userId, UUID delivery, Status status, String detail, Instant now) {
		this.jdbc.sql("""
				update reminder_deliveries set status = :status, detail = :detail, finished_at = :now
				where id = :id and user_id = :userId
				""")
			.param("userId", userId)
			.param("id", delivery)
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
	 * A reminder a run claims.
	 *
	 * @param planned which
	 * @param status {@code sending} (it is sent next), or {@code skipped}
	 * @param detail why, for people, when skipped
	 */
	record Claim(Planned planned, Status status, @Nullable String detail) {
	}

	/**
	 * A user whose reminders are due, with their schedule row.
	 *
	 * @param userId the user
	 * @param checkedAt the time of the last run
	 * @param version grows with every change of the user's events
	 */
	record Due(UUID userId, Instant checkedAt, long version) {
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
