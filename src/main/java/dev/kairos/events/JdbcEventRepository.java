package dev.kairos.events;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.UUID;

import dev.kairos.events.spi.Overlap;
import dev.kairos.shared.Source;
import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * SQL for local events. Every statement is scoped to one user.
 *
 * <p>
 * Interval queries ("what intersects {@code [from, to)}") are split in two so that their
 * cost never grows with the user's history. Events of at most {@link #SHORT_SPAN} (nearly
 * all of them) must start after {@code from - SHORT_SPAN}, a range bounded on both sides
 * of {@code events_start_ix}. The few longer events are found through
 * {@code events_long_ix} by their end. A single
 * {@code end_time > :from and start_time < :to} predicate would instead scan every past
 * event on one index or every future event on the other.
 */
@Repository
class JdbcEventRepository {

	/** Longest event that counts as short; longer ones are flagged {@code long_span}. */
	static final Duration SHORT_SPAN = Duration.ofDays(1);

	/** Bounds for open-ended windows, inside what both databases store. */
	static final Instant EARLIEST = Instant.parse("1900-01-01T00:00:00Z");

	static final Instant LATEST = Instant.parse("9999-01-01T00:00:00Z");

	private static final UUID NO_EVENT = new UUID(0, 0);

	private static final String COLUMNS = """
			id, title, description, location, color, start_time, end_time, all_day, sequence, created_at, updated_at""";

	private final JdbcClient jdbc;

	JdbcEventRepository(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	@Nullable Event find(UUID userId, UUID id) {
		return this.jdbc.sql("select " + COLUMNS + " from events where user_id = :userId and id = :id")
			.param("userId", userId)
			.param("id", id)
			.query(JdbcEventRepository::toEvent)
			.optional()
			.orElse(null);
	}

	void insert(UUID userId, Event event) {
		this.jdbc.sql("""
				insert into events (id, user_id, title, description, location, color, start_time, end_time, all_day,
				long_span, sequence, created_at, updated_at)
				values (:id, :userId, :title, :description, :location, :color, :startTime, :endTime, :allDay,
				:longSpan, :sequence, :createdAt, :updatedAt)
				""")
			.param("id", event.id())
			.param("userId", userId)
			.param("title", event.title())
			.param("description", event.description())
			.param("location", event.location())
			.param("color", event.color())
			.param("startTime", utc(event.startTime()))
			.param("endTime", utc(event.endTime()))
			.param("allDay", event.allDay())
			.param("longSpan", isLong(event.startTime(), event.endTime()))
			.param("sequence", event.sequence())
			.param("createdAt", utc(event.createdAt()))
			.param("updatedAt", utc(event.updatedAt()))
			.update();
	}

	void update(UUID userId, Event event) {
		this.jdbc.sql("""
				update events set title = :title, description = :description, location = :location, color = :color,
				start_time = :startTime, end_time = :endTime, all_day = :allDay, long_span = :longSpan,
				sequence = :sequence, updated_at = :updatedAt
				where user_id = :userId and id = :id
				""")
			.param("id", event.id())
			.param("userId", userId)
			.param("title", event.title())
			.param("description", event.description())
			.param("location", event.location())
			.param("color", event.color())
			.param("startTime", utc(event.startTime()))
			.param("endTime", utc(event.endTime()))
			.param("allDay", event.allDay())
			.param("longSpan", isLong(event.startTime(), event.endTime()))
			.param("sequence", event.sequence())
			.param("updatedAt", utc(event.updatedAt()))
			.update();
	}

	boolean delete(UUID userId, UUID id) {
		return this.jdbc.sql("delete from events where user_id = :userId and id = :id")
			.param("userId", userId)
			.param("id", id)
			.update() > 0;
	}

	/**
	 * Return the timed (not all-day) events intersecting {@code [from, to)}, earliest
	 * first: the ones that can block a new event.
	 */
	List<Overlap> findBlocking(UUID userId, Instant from, Instant to, @Nullable UUID ignoredId) {
		return this.jdbc.sql("""
				select id, title, start_time, end_time from events
				where user_id = :userId and long_span = false and all_day = false and id <> :ignoredId
				and start_time > :shortStartsAfter and start_time < :to and end_time > :from
				union all
				select id, title, start_time, end_time from events
				where user_id = :userId and long_span = true and all_day = false and id <> :ignoredId
				and end_time > :from and start_time < :to
				order by start_time, id
				""")
			.param("userId", userId)
			.param("ignoredId", (ignoredId != null) ? ignoredId : NO_EVENT)
			.param("from", utc(from))
			.param("to", utc(to))
			.param("shortStartsAfter", utc(from.minus(SHORT_SPAN)))
			.query((rs, row) -> new Overlap(rs.getObject("id", UUID.class), Source.LOCAL, rs.getString("title"),
					instant(rs, "start_time"), instant(rs, "end_time")))
			.list();
	}

	/**
	 * Return up to {@code limit} events intersecting {@code [from, to)} that sort after
	 * the given position, ordered by start and id (keyset paging).
	 */
	List<Event> findPage(UUID userId, Instant from, Instant to, @Nullable Instant afterStart, @Nullable UUID afterId,
			int limit) {
		Instant keyStart = (afterStart != null) ? afterStart : EARLIEST;
		UUID keyId = (afterId != null) ? afterId : NO_EVENT;
		Instant shortStartsAfter = from.equals(EARLIEST) ? EARLIEST : from.minus(SHORT_SPAN);
		return this.jdbc.sql("""
				select * from (
				  select %1$s from events
				  where user_id = :userId and long_span = false
				  and start_time > :shortStartsAfter and start_time < :to and end_time > :from
				  and start_time >= :keyStart and (start_time > :keyStart or id > :keyId)
				  order by start_time, id limit :limit
				) short_events
				union all
				select * from (
				  select %1$s from events
				  where user_id = :userId and long_span = true and end_time > :from and start_time < :to
				  and start_time >= :keyStart and (start_time > :keyStart or id > :keyId)
				  order by start_time, id limit :limit
				) long_events
				order by start_time, id limit :limit
				""".formatted(COLUMNS))
			.param("userId", userId)
			.param("from", utc(from))
			.param("to", utc(to))
			.param("shortStartsAfter", utc(shortStartsAfter))
			.param("keyStart", utc(keyStart))
			.param("keyId", keyId)
			.param("limit", limit)
			.query(JdbcEventRepository::toEvent)
			.list();
	}

	private static boolean isLong(Instant start, Instant end) {
		return Duration.between(start, end).compareTo(SHORT_SPAN) > 0;
	}

	private static OffsetDateTime utc(Instant instant) {
		return instant.atOffset(ZoneOffset.UTC);
	}

	private static Instant instant(ResultSet rs, String column) throws SQLException {
		return rs.getObject(column, OffsetDateTime.class).toInstant();
	}

	private static Event toEvent(ResultSet rs, int row) throws SQLException {
		return new Event(rs.getObject("id", UUID.class), rs.getString("title"), rs.getString("description"),
				rs.getString("location"), rs.getString("color"), instant(rs, "start_time"), instant(rs, "end_time"),
				rs.getBoolean("all_day"), rs.getInt("sequence"), instant(rs, "created_at"), instant(rs, "updated_at"));
	}

}
