package dev.kairos.sync;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.stream.Stream;

import dev.kairos.providers.ExternalEvent;
import dev.kairos.shared.Databases;
import dev.kairos.shared.Earliest;
import dev.kairos.shared.Source;
import dev.kairos.shared.SourceType;
import dev.kairos.shared.ValuesTable;
import javax.sql.DataSource;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * SQL for synced events. Interval queries follow the design of local events (see the
 * events feature's repository): items starting in {@code (from - 1 day, to)} through the
 * start index, longer ones that started earlier through {@code long_end_time}, so their
 * cost does not grow with history.
 */
@Repository
class JdbcSyncedEventRepository {

	static final Duration SHORT_SPAN = Duration.ofDays(1);

	private static final int CHUNK = 500;

	/** The longest external id a row holds ({@code external_events.external_id}). */
	private static final int MAX_EXTERNAL_ID = 1024;

	private static final UUID NO_ID = new UUID(0, 0);

	/** Before every stored start: where a listing with no keyset position begins. */
	private static final Instant EARLIEST = Instant.parse("1900-01-01T00:00:00Z");

	/** The order of every listing: start, then id as text. */
	private static final Comparator<SyncedEvent> ORDER = Comparator.comparing(SyncedEvent::startTime)
		.thenComparing((event) -> event.id().toString());

	private static final String COLUMNS = """
			id, source, source_type, external_id, container, title, description, location, start_time, end_time,
			all_day, blocking, completed, url, course, sequence, created_at, updated_at""";

	/** Rows fetched per round trip when a user's items are streamed. */
	private static final int FETCH_SIZE = 500;

	private final JdbcClient jdbc;

	private final NamedParameterJdbcTemplate batch;

	/**
	 * Whether the database is PostgreSQL, which reads the blocking items in one round
	 * trip ({@link #BLOCKING_AT_ONCE}).
	 */
	private final boolean postgres;

	JdbcSyncedEventRepository(JdbcClient jdbc, NamedParameterJdbcTemplate batch, DataSource dataSource) {
		this.jdbc = jdbc;
		this.batch = batch;
		this.postgres = Databases.isPostgres(dataSource);
	}

	/**
	 * The lookup of {@code count} external ids: a join through
	 * {@code external_events_uk}, not an in-list, which H2 would answer by reading every
	 * row of the user and source (see {@link ValuesTable}).
	 */
	static String existingQuery(int count) {
		return "select " + COLUMNS + " from " + ValuesTable.sql("wanted", "wanted_id", MAX_EXTERNAL_ID, count)
				+ " join external_events on external_events.user_id = :userId"
				+ " and external_events.source = :source and external_events.external_id = wanted.wanted_id";
	}

	/** The stored rows of the given external ids, by external id. */
	Map<String, Stored> findExisting(UUID userId, Source source, Collection<String> externalIds) {
		Map<String, Stored> rows = new HashMap<>();
		for (List<String> chunk : chunks(List.copyOf(externalIds))) {
			this.jdbc.sql(existingQuery(chunk.size()))
				.param("userId", userId)
				.param("source", source.wireValue())
				.params(ValuesTable.parameters("wanted", chunk))
				.query((rs, row) -> rows.put(rs.getString("external_id"),
						new Stored(rs.getObject("id", UUID.class), toExternalEvent(rs))))
				.list();
		}
		return rows;
	}

	/**
	 * A stored row: our id and what the provider said of it.
	 *
	 * @param id our id
	 * @param event the stored fields
	 */
	record Stored(UUID id, ExternalEvent event) {
	}

	void insert(UUID userId, Source source, Map<UUID, ExternalEvent> events, long generation, Instant now) {
		if (events.isEmpty()) {
			return;
		}
		this.batch.batchUpdate(
				"""
						insert into external_events (id, user_id, source, source_type, external_id, container, title, description,
						location, start_time, end_time, all_day, blocking, completed, url, course, long_end_time, sync_generation,
						updated_at)
						values (:id, :userId, :source, :sourceType, :externalId, :container, :title, :description, :location,
						:startTime, :endTime, :allDay, :blocking, :completed, :url, :course, :longEndTime, :generation, :now)
						""",
				parameters(userId, source, events, generation, now));
	}

	void update(UUID userId, Source source, Map<UUID, ExternalEvent> events, long generation, Instant now) {
		if (events.isEmpty()) {
			return;
		}
		this.batch.batchUpdate("""
				update external_events set source_type = :sourceType, container = :container, title = :title,
				description = :description, location = :location, start_time = :startTime, end_time = :endTime,
				all_day = :allDay, blocking = :blocking, completed = :completed, url = :url, course = :course,
				long_end_time = :longEndTime, sync_generation = :generation, sequence = sequence + 1, updated_at = :now
				where id = :id and user_id = :userId and source = :source
				""", parameters(userId, source, events, generation, now));
	}

	/** Mark rows a listing still holds, unchanged, as seen in this generation. */
	void touch(UUID userId, Collection<UUID> ids, long generation) {
		for (List<UUID> chunk : chunks(List.copyOf(ids))) {
			this.jdbc.sql(
					"update external_events set sync_generation = :generation where user_id = :userId and id in (:ids)")
				.param("generation", generation)
				.param("userId", userId)
				.param("ids", chunk)
				.update();
		}
	}

	/**
	 * Count a write to the user's items of this source, for those who cache them (the
	 * iCal feed's ETag).
	 */
	void bumpRevision(UUID userId, Source source) {
		int updated = this.jdbc
			.sql("update external_revisions set revision = revision + 1 where user_id = :userId and source = :source")
			.param("userId", userId)
			.param("source", source.wireValue())
			.update();
		if (updated == 0) {
			this.jdbc.sql("insert into external_revisions (user_id, source, revision) values (:userId, :source, 1)")
				.param("userId", userId)
				.param("source", source.wireValue())
				.update();
		}
	}

	long revision(UUID userId, Source source) {
		return this.jdbc.sql("select revision from external_revisions where user_id = :userId and source = :source")
			.param("userId", userId)
			.param("source", source.wireValue())
			.query(Long.class)
			.optional()
			.orElse(0L);
	}

	/**
	 * Pass every item of the user from this source to {@code action}, reading a few rows
	 * at a time.
	 */
	void forEach(UUID userId, Source source, Consumer<SyncedEvent> action) {
		this.jdbc.sql("select " + COLUMNS + " from external_events where user_id = :userId and source = :source")
			.param("userId", userId)
			.param("source", source.wireValue())
			.withFetchSize(FETCH_SIZE)
			.query((ResultSet rs) -> action.accept(toEvent(rs, 0)));
	}

	int deleteByExternalIds(UUID userId, Source source, Collection<String> externalIds) {
		int deleted = 0;
		for (List<String> chunk : chunks(List.copyOf(externalIds))) {
			deleted += this.jdbc.sql("""
					delete from external_events
					where user_id = :userId and source = :source and external_id in (:externalIds)
					""")
				.param("userId", userId)
				.param("source", source.wireValue())
				.param("externalIds", chunk)
				.update();
		}
		return deleted;
	}

	/**
	 * Delete what a complete listing of a container no longer holds: rows of an earlier
	 * generation, ending after the listing's window start (rows before it were not asked
	 * for).
	 */
	int sweep(UUID userId, Source source, String container, long generation, @Nullable Instant endingAfter) {
		return this.jdbc.sql("""
				delete from external_events
				where user_id = :userId and source = :source and container = :container
				and sync_generation < :generation and end_time > :endingAfter
				""")
			.param("userId", userId)
			.param("source", source.wireValue())
			.param("container", container)
			.param("generation", generation)
			.param("endingAfter", utc((endingAfter != null) ? endingAfter : EARLIEST))
			.update();
	}

	/** Delete the rows of containers (courses, calendars) the user no longer has. */
	int deleteOutside(UUID userId, Source source, Set<String> containers) {
		if (containers.isEmpty()) {
			return deleteAll(userId, source);
		}
		return this.jdbc.sql("""
				delete from external_events
				where user_id = :userId and source = :source and container not in (:containers)
				""")
			.param("userId", userId)
			.param("source", source.wireValue())
			.param("containers", List.copyOf(containers))
			.update();
	}

	int deleteAll(UUID userId, Source source) {
		return this.jdbc.sql("delete from external_events where user_id = :userId and source = :source")
			.param("userId", userId)
			.param("source", source.wireValue())
			.update();
	}

	/**
	 * Up to {@code limit} blocking, timed items intersecting {@code [from, to)} that sort
	 * after the keyset position (by start, then id), earliest first.
	 */
	List<SyncedEvent> findBlocking(UUID userId, Instant from, Instant to, @Nullable Instant afterStart,
			@Nullable UUID afterId, int limit) {
		Instant keyStart = (afterStart != null) ? afterStart : EARLIEST;
		UUID keyId = (afterId != null) ? afterId : NO_ID;
		List<SyncedEvent> found = this.jdbc.sql(this.postgres ? BLOCKING_AT_ONCE : RECENT_BLOCKING)
			.param("userId", userId)
			.param("from", utc(from))
			.param("to", utc(to))
			.param("recentStart", utc(from.minus(SHORT_SPAN)))
			.param("keyStart", utc(keyStart))
			.param("keyId", keyId)
			.param("limit", limit)
			.query(JdbcSyncedEventRepository::toEvent)
			.list();
		if (this.postgres) {
			return found;
		}
		Predicate<SyncedEvent> matches = (event) -> event.blocking() && !event.allDay() && event.endTime().isAfter(from)
				&& (event.startTime().isAfter(keyStart) || (event.startTime().equals(keyStart)
						&& event.id().toString().compareTo(keyId.toString()) > 0));
		return withLongRunning(userId, from, to, found, matches, limit);
	}

	/** The blocking items found by their start ({@link #findBlocking}). */
	private static final String RECENT_BLOCKING = """
			select %s from external_events
			where user_id = :userId and start_time > :recentStart and start_time < :to and end_time > :from
			and blocking = true and all_day = false
			and start_time >= :keyStart and (start_time > :keyStart or id > :keyId)
			order by start_time, id limit :limit""".formatted(COLUMNS);

	/**
	 * {@link #RECENT_BLOCKING} and the long-running blocking items in one round trip, for
	 * PostgreSQL: the long ones read through {@code long_end_time} alone
	 * ({@code offset 0} keeps the other predicates out of that read), then filtered, and
	 * both merged by start and id in the database, which returns at most {@code limit}
	 * rows.
	 */
	private static final String BLOCKING_AT_ONCE = """
			select %1$s from (
			(%2$s)
			union all
			select %1$s from (
			select %1$s from external_events
			where user_id = :userId and long_end_time > :from offset 0) long_running
			where blocking = true and all_day = false and start_time <= :recentStart and start_time < :to
			and start_time >= :keyStart and (start_time > :keyStart or id > :keyId)
			) busy order by start_time, id limit :limit""".formatted(COLUMNS, RECENT_BLOCKING);

	/**
	 * Up to {@code limit} items of the given sources and types intersecting
	 * {@code [from, to)} (an assignment at {@code from} included), after the keyset
	 * position, ordered by start then id.
	 */
	List<SyncedEvent> findPage(UUID userId, Instant from, Instant to, Set<Source> sources, Set<SourceType> types,
			@Nullable Instant afterStart, @Nullable UUID afterId, int limit) {
		Instant keyStart = (afterStart != null) ? afterStart : EARLIEST;
		UUID keyId = (afterId != null) ? afterId : NO_ID;
		List<SyncedEvent> recent = this.jdbc.sql("""
				select %s from external_events
				where user_id = :userId and start_time > :recentStart and start_time < :to
				and (end_time > :from or start_time >= :from)
				and source in (:sources) and source_type in (:types)
				and start_time >= :keyStart and (start_time > :keyStart or id > :keyId)
				order by start_time, id limit :limit
				""".formatted(COLUMNS))
			.param("userId", userId)
			.param("from", utc(from))
			.param("to", utc(to))
			.param("recentStart", utc(from.minus(SHORT_SPAN)))
			.param("sources", sources.stream().map(Source::wireValue).toList())
			.param("types", types.stream().map(SourceType::wireValue).toList())
			.param("keyStart", utc(keyStart))
			.param("keyId", keyId)
			.param("limit", limit)
			.query(JdbcSyncedEventRepository::toEvent)
			.list();
		Predicate<SyncedEvent> matches = (event) -> sources.contains(event.source())
				&& types.contains(event.sourceType())
				&& (event.startTime().isAfter(keyStart) || (event.startTime().equals(keyStart)
						&& event.id().toString().compareTo(keyId.toString()) > 0));
		return withLongRunning(userId, from, to, recent, matches, limit);
	}

	/**
	 * Add the items longer than a day that started before {@code from - 1 day} and still
	 * run at {@code from}: read through {@code long_end_time} alone, then filtered and
	 * merged here.
	 */
	private List<SyncedEvent> withLongRunning(UUID userId, Instant from, Instant to, List<SyncedEvent> recent,
			Predicate<SyncedEvent> matches, int limit) {
		// Streamed, so that however many long items a user has, only the first matching
		// ones (a bounded number) are kept.
		List<SyncedEvent> early;
		try (Stream<SyncedEvent> rows = this.jdbc
			.sql("select " + COLUMNS + " from external_events where user_id = :userId and long_end_time > :from")
			.param("userId", userId)
			.param("from", utc(from))
			.withFetchSize(FETCH_SIZE)
			.query(JdbcSyncedEventRepository::toEvent)
			.stream()) {
			early = Earliest.of(rows
				.filter((event) -> !event.startTime().isAfter(from.minus(SHORT_SPAN)) && event.startTime().isBefore(to))
				.filter(matches)
				.iterator(), ORDER, limit);
		}
		if (early.isEmpty()) {
			return recent;
		}
		return Stream.concat(early.stream(), recent.stream()).sorted(ORDER).limit(limit).toList();
	}

	private static MapSqlParameterSource[] parameters(UUID userId, Source source, Map<UUID, ExternalEvent> events,
			long generation, Instant now) {
		List<MapSqlParameterSource> parameters = new ArrayList<>();
		events.forEach((id, event) -> {
			boolean isLong = Duration.between(event.startTime(), event.endTime()).compareTo(SHORT_SPAN) > 0;
			parameters.add(new MapSqlParameterSource().addValue("id", id)
				.addValue("userId", userId)
				.addValue("source", source.wireValue())
				.addValue("sourceType", event.sourceType().wireValue())
				.addValue("externalId", event.externalId())
				.addValue("container", event.container())
				.addValue("title", event.title())
				.addValue("description", event.description())
				.addValue("location", event.location())
				.addValue("startTime", utc(event.startTime()))
				.addValue("endTime", utc(event.endTime()))
				.addValue("allDay", event.allDay())
				.addValue("blocking", event.blocking())
				.addValue("completed", event.completed())
				.addValue("url", event.url())
				.addValue("course", event.course())
				.addValue("longEndTime", isLong ? utc(event.endTime()) : null)
				.addValue("generation", generation)
				.addValue("now", utc(now)));
		});
		return parameters.toArray(MapSqlParameterSource[]::new);
	}

	private static <T> List<List<T>> chunks(List<T> values) {
		List<List<T>> chunks = new ArrayList<>();
		for (int i = 0; i < values.size(); i += CHUNK) {
			chunks.add(values.subList(i, Math.min(values.size(), i + CHUNK)));
		}
		return chunks;
	}

	/**
	 * The event as it will be stored: texts cut to their columns' sizes, so that
	 * comparing it with a stored row tells real changes only.
	 */
	static ExternalEvent fitted(ExternalEvent event) {
		return new ExternalEvent(event.externalId(), event.container(), event.sourceType(),
				truncate(event.title(), 1000), truncate(event.description(), Integer.MAX_VALUE),
				truncate(event.location(), 1000), event.startTime(), event.endTime(), event.allDay(), event.blocking(),
				event.completed(), truncate(event.url(), 2000), truncate(event.course(), 500));
	}

	/**
	 * Cut to the column's size, without NUL characters (PostgreSQL text cannot hold
	 * them).
	 */
	private static @Nullable String truncate(@Nullable String text, int max) {
		if (text == null) {
			return null;
		}
		String clean = (text.indexOf('\0') >= 0) ? text.replace("\u0000", "") : text;
		return (clean.length() <= max) ? clean : clean.substring(0, max);
	}

	private static OffsetDateTime utc(Instant instant) {
		return instant.atOffset(ZoneOffset.UTC);
	}

	private static Instant instant(ResultSet rs, String column) throws SQLException {
		return rs.getObject(column, OffsetDateTime.class).toInstant();
	}

	private static SyncedEvent toEvent(ResultSet rs, int row) throws SQLException {
		Instant updatedAt = instant(rs, "updated_at");
		OffsetDateTime createdAt = rs.getObject("created_at", OffsetDateTime.class);
		return new SyncedEvent(rs.getObject("id", UUID.class), Source.fromWire(rs.getString("source")),
				SourceType.valueOf(rs.getString("source_type").toUpperCase(Locale.ROOT)), rs.getString("external_id"),
				rs.getString("title"), rs.getString("description"), rs.getString("location"), instant(rs, "start_time"),
				instant(rs, "end_time"), rs.getBoolean("all_day"), rs.getBoolean("blocking"),
				rs.getBoolean("completed"), rs.getString("url"), rs.getString("course"), rs.getInt("sequence"),
				(createdAt != null) ? createdAt.toInstant() : updatedAt, updatedAt);
	}

	private static ExternalEvent toExternalEvent(ResultSet rs) throws SQLException {
		return new ExternalEvent(rs.getString("external_id"), rs.getString("container"),
				SourceType.valueOf(rs.getString("source_type").toUpperCase(Locale.ROOT)), rs.getString("title"),
				rs.getString("description"), rs.getString("location"), instant(rs, "start_time"),
				instant(rs, "end_time"), rs.getBoolean("all_day"), rs.getBoolean("blocking"),
				rs.getBoolean("completed"), rs.getString("url"), rs.getString("course"));
	}

}
