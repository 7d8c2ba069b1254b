package dev.kairos.events;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Stream;

import dev.kairos.events.spi.Overlap;
import dev.kairos.shared.Source;
import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * SQL for local events. Every statement is scoped to one user.
 *
 * <p>
 * Interval queries ("what intersects {@code [from, to)}") cost the same however long the
 * user's history is. An event of at most {@link #SHORT_SPAN} that intersects the window
 * starts in {@code (from - SHORT_SPAN, to)}: a range bounded on both sides of
 * {@code events_start_ix}. A longer one that started before that range is found by its
 * {@code long_end_time} (null for short events) through {@code events_long_ix}; there are
 * few, and each branch offers the planner exactly one usable index, so neither H2 nor
 * PostgreSQL can choose a scan over all past or all future events. (A plain
 * {@code end_time > :from and start_time < :to} leaves the planner a choice between two
 * half-bounded ranges, and H2 was measured choosing the wrong one.)
 */
@Repository
class JdbcEventRepository {

	/**
	 * Longest event that counts as short; longer ones also store their end in
	 * {@code long_end_time}.
	 */
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
				long_end_time, sequence, created_at, updated_at)
				values (:id, :userId, :title, :description, :location, :color, :startTime, :endTime, :allDay,
				:longEndTime, :sequence, :createdAt, :updatedAt)
				""").params(parameters(userId, event)).update();
	}

	void update(UUID userId, Event event) {
		this.jdbc.sql("""
				update events set title = :title, description = :description, location = :location, color = :color,
				start_time = :startTime, end_time = :endTime, all_day = :allDay, long_end_time = :longEndTime,
				sequence = :sequence, updated_at = :updatedAt
				where user_id = :userId and id = :id
				""").params(parameters(userId, event)).update();
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
		List<Overlap> recent = this.jdbc.sql("""
				select id, title, start_time, end_time from events
				where user_id = :userId and start_time > :recentStart and start_time < :to
				and end_time > :from and all_day = false and id <> :ignoredId
				order by start_time, id
				""")
			.param("userId", userId)
			.param("ignoredId", (ignoredId != null) ? ignoredId : NO_EVENT)
			.param("from", utc(from))
			.param("to", utc(to))
			.param("recentStart", utc(recentStart(from)))
			.query((rs, row) -> new Overlap(rs.getObject("id", UUID.class), Source.LOCAL, rs.getString("title"),
					instant(rs, "start_time"), instant(rs, "end_time")))
			.list();
		List<Overlap> early = findLongRunning(userId, from).stream()
			.filter((event) -> !event.allDay() && !event.id().equals(ignoredId)
					&& !event.startTime().isAfter(recentStart(from)))
			.map((event) -> new Overlap(event.id(), Source.LOCAL, event.title(), event.startTime(), event.endTime()))
			.toList();
		return early.isEmpty() ? recent : merge(early, recent, Overlap::startTime, Overlap::id, Integer.MAX_VALUE);
	}

	/**
	 * Return up to {@code limit} events intersecting {@code [from, to)} that sort after
	 * the given position, ordered by start and id (keyset paging).
	 */
	List<Event> findPage(UUID userId, Instant from, Instant to, @Nullable Instant afterStart, @Nullable UUID afterId,
			int limit) {
		Instant keyStart = (afterStart != null) ? afterStart : EARLIEST;
		UUID keyId = (afterId != null) ? afterId : NO_EVENT;
		List<Event> recent = this.jdbc.sql("""
				select %s from events
				where user_id = :userId and start_time > :recentStart and start_time < :to and end_time > :from
				and start_time >= :keyStart and (start_time > :keyStart or id > :keyId)
				order by start_time, id limit :limit
				""".formatted(COLUMNS))
			.param("userId", userId)
			.param("from", utc(from))
			.param("to", utc(to))
			.param("recentStart", utc(recentStart(from)))
			.param("keyStart", utc(keyStart))
			.param("keyId", keyId)
			.param("limit", limit)
			.query(JdbcEventRepository::toEvent)
			.list();
		if (from.equals(EARLIEST)) {
			return recent;
		}
		List<Event> early = findLongRunning(userId, from).stream()
			.filter((event) -> !event.startTime().isAfter(recentStart(from)) && (event.startTime().isAfter(keyStart)
					|| (event.startTime().equals(keyStart) && event.id().toString().compareTo(keyId.toString()) > 0)))
			.toList();
		return early.isEmpty() ? recent : merge(early, recent, Event::startTime, Event::id, limit);
	}

	/**
	 * Return the events longer than {@link #SHORT_SPAN} that end after {@code from}: the
	 * only predicate is the indexed {@code long_end_time}, so the planner reads
	 * {@code events_long_ix} and nothing else.
	 */
	private List<Event> findLongRunning(UUID userId, Instant from) {
		return this.jdbc.sql("select " + COLUMNS + " from events where user_id = :userId and long_end_time > :from")
			.param("userId", userId)
			.param("from", utc(from))
			.query(JdbcEventRepository::toEvent)
			.list();
	}

	/**
	 * Merge two lists sorted by (start, id) into one, keeping at most {@code limit}
	 * elements.
	 */
	private static <T> List<T> merge(List<T> early, List<T> recent, Function<T, Instant> start, Function<T, UUID> id,
			int limit) {
		Comparator<T> order = Comparator.comparing(start).thenComparing((item) -> id.apply(item).toString());
		return Stream.concat(early.stream(), recent.stream()).sorted(order).limit(limit).toList();
	}

	/**
	 * Events intersecting a window from {@code from} and starting after this are found by
	 * their start.
	 */
	private static Instant recentStart(Instant from) {
		return from.equals(EARLIEST) ? EARLIEST : from.minus(SHORT_SPAN);
	}

	/** The named parameters of an event row, for insert and update alike. */
	private static Map<String, @Nullable Object> parameters(UUID userId, Event event) {
		Map<String, @Nullable Object> parameters = new HashMap<>();
		parameters.put("id", event.id());
		parameters.put("userId", userId);
		parameters.put("title", event.title());
		parameters.put("description", event.description());
		parameters.put("location", event.location());
		parameters.put("color", event.color());
		parameters.put("startTime", utc(event.startTime()));
		parameters.put("endTime", utc(event.endTime()));
		parameters.put("allDay", event.allDay());
		parameters.put("longEndTime", longEndTime(event));
		parameters.put("sequence", event.sequence());
		parameters.put("createdAt", utc(event.createdAt()));
		parameters.put("updatedAt", utc(event.updatedAt()));
		return parameters;
	}

	private static @Nullable OffsetDateTime longEndTime(Event event) {
		boolean isLong = Duration.between(event.startTime(), event.endTime()).compareTo(SHORT_SPAN) > 0;
		return isLong ? utc(event.endTime()) : null;
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
