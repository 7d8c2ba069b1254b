package dev.kairos.events;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Comparator;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Stream;
import java.util.function.Consumer;

import javax.sql.DataSource;

import dev.kairos.events.spi.Overlap;
import dev.kairos.shared.Databases;
import dev.kairos.shared.Earliest;
import dev.kairos.shared.PageToken;
import dev.kairos.shared.Reminders;
import dev.kairos.shared.Source;
import dev.kairos.shared.ValuesTable;
import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
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
	static final Instant EARLIEST = Instant.parse("1800-01-01T00:00:00Z");

	static final Instant LATEST = Instant.parse("9999-01-01T00:00:00Z");

	private static final UUID NO_EVENT = new UUID(0, 0);

	private static final String COLUMNS = """
			id, title, description, location, color, start_time, end_time, all_day, sequence, created_at, updated_at,
			reminders, attendees""";

	/** Rows fetched per round trip when a user's events are streamed. */
	static final int FETCH_SIZE = 500;

	/** Values bound in one {@code in (...)} list or values table. */
	private static final int IN_LIST_SIZE = 500;

	/** The longest UID a row holds ({@code events.ical_uid}). */
	private static final int MAX_UID_LENGTH = 300;

	private final JdbcClient jdbc;

	private final NamedParameterJdbcTemplate batch;

	/**
	 * Whether the database is H2, which otherwise keeps a result of up to 40,000 rows in
	 * memory (and spills larger ones to disk) whatever the fetch size.
	 */
	private final boolean h2;

	JdbcEventRepository(JdbcClient jdbc, NamedParameterJdbcTemplate batch, DataSource dataSource) {
		this.jdbc = jdbc;
		this.batch = batch;
		this.h2 = Databases.isH2(dataSource);
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
		JdbcEventCounters.Write insert = insertion(userId, event);
		this.jdbc.sql(insert.sql()).params(insert.parameters()).update();
	}

	/**
	 * The insert of one event as a statement: {@link #insert} runs it alone, and
	 * {@link JdbcEventCounters#countWithChange} inside the statement that counts it.
	 */
	JdbcEventCounters.Write insertion(UUID userId, Event event) {
		return new JdbcEventCounters.Write("""
				insert into events (id, user_id, title, description, location, color, start_time, end_time, all_day,
				long_end_time, sequence, created_at, updated_at, reminders, attendees)
				values (:id, :userId, :title, :description, :location, :color, :startTime, :endTime, :allDay,
				:longEndTime, :sequence, :createdAt, :updatedAt, :reminders, :attendees)""", parameters(userId, event));
	}

	void update(UUID userId, Event event) {
		this.jdbc.sql("""
				update events set title = :title, description = :description, location = :location, color = :color,
				start_time = :startTime, end_time = :endTime, all_day = :allDay, long_end_time = :longEndTime,
				sequence = :sequence, updated_at = :updatedAt, reminders = :reminders, attendees = :attendees
				where user_id = :userId and id = :id
				""").params(parameters(userId, event)).update();
	}

	boolean delete(UUID userId, UUID id) {
		return this.jdbc.sql("delete from events where user_id = :userId and id = :id")
			.param("userId", userId)
			.param("id", id)
			.update() > 0;
	}

	/** The blocking events found by their start ({@link #findBlocking}). */
	private static final String RECENT_BLOCKING = """
			select id, title, start_time, end_time from events
			where user_id = :userId and start_time > :recentStart and start_time < :to
			and end_time > :from and all_day = false and id <> :ignoredId
			and start_time >= :keyStart and (start_time > :keyStart or id > :keyId)
			order by start_time, id limit :limit""";

	/**
	 * {@link #RECENT_BLOCKING} and the long-running blocking events in one round trip,
	 * for PostgreSQL. The long-running ones are read through {@code long_end_time} alone
	 * ({@code offset 0} keeps the planner from moving the other predicates into that
	 * read, where {@code events_start_ix} could tempt it into a scan of the user's past),
	 * then filtered; the database merges both by start and id and keeps the first
	 * {@code limit}, so however many long events the user has, at most that many rows
	 * come back.
	 */
	private static final String BLOCKING_AT_ONCE = """
			select id, title, start_time, end_time from (
			(%s)
			union all
			select id, title, start_time, end_time from (
			select id, title, start_time, end_time, all_day from events
			where user_id = :userId and long_end_time > :from offset 0) long_running
			where all_day = false and id <> :ignoredId and start_time <= :recentStart and start_time < :to
			and start_time >= :keyStart and (start_time > :keyStart or id > :keyId)
			) busy order by start_time, id limit :limit""".formatted(RECENT_BLOCKING);

	/**
	 * Return up to {@code limit} timed (not all-day) events intersecting
	 * {@code [from, to)} that sort after {@code after} (by start, then id), earliest
	 * first: the ones that can block a new event, a bounded page at a time.
	 * @param ignoredId an event not to return, or null
	 * @param after the position to continue after, or null for the first page
	 */
	List<Overlap> findBlocking(UUID userId, Instant from, Instant to, @Nullable UUID ignoredId,
			@Nullable PageToken after, int limit) {
		Instant keyStart = (after != null) ? after.start() : EARLIEST;
		UUID keyId = (after != null) ? after.uuid() : NO_EVENT;
		RowMapper<Overlap> overlap = (rs, row) -> new Overlap(rs.getObject("id", UUID.class), Source.LOCAL,
				rs.getString("title"), instant(rs, "start_time"), instant(rs, "end_time"));
		List<Overlap> found = this.jdbc.sql(this.h2 ? RECENT_BLOCKING : BLOCKING_AT_ONCE)
			.param("userId", userId)
			.param("ignoredId", (ignoredId != null) ? ignoredId : NO_EVENT)
			.param("from", utc(from))
			.param("to", utc(to))
			.param("recentStart", utc(recentStart(from)))
			.param("keyStart", utc(keyStart))
			.param("keyId", keyId)
			.param("limit", limit)
			.query(overlap)
			.list();
		if (!this.h2) {
			return found;
		}
		List<Overlap> early = longRunning(userId, from,
				(event) -> !event.allDay() && !event.id().uuid().equals(ignoredId)
						&& !event.startTime().isAfter(recentStart(from)) && event.startTime().isBefore(to)
						&& isAfter(event, keyStart, keyId),
				limit)
			.stream()
			.map((event) -> new Overlap(event.id().uuid(), Source.LOCAL, event.title(), event.startTime(),
					event.endTime()))
			.toList();
		return early.isEmpty() ? found : merge(early, found, Overlap::startTime, Overlap::id, limit);
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
		List<Event> early = longRunning(userId, from,
				(event) -> !event.startTime().isAfter(recentStart(from)) && isAfter(event, keyStart, keyId), limit);
		return early.isEmpty() ? recent : merge(early, recent, Event::startTime, Event::id, limit);
	}

	/**
	 * Return the first {@code limit} (by start, then id) of the events longer than
	 * {@link #SHORT_SPAN} that end after {@code from} and match {@code matches}. The only
	 * predicate of the query is the indexed {@code long_end_time}, so the planner reads
	 * {@code events_long_ix} and nothing else; the rows are streamed and at most
	 * {@code limit} of them kept, however many the user has.
	 */
	private List<Event> longRunning(UUID userId, Instant from, Predicate<Event> matches, int limit) {
		try (Stream<Event> rows = this.jdbc
			.sql("select " + COLUMNS + " from events where user_id = :userId and long_end_time > :from")
			.param("userId", userId)
			.param("from", utc(from))
			.withFetchSize(FETCH_SIZE)
			.query(JdbcEventRepository::toEvent)
			.stream()) {
			return Earliest.of(rows.filter(matches).iterator(), SeriesInstances.ORDER, limit);
		}
	}

	/** Whether an event sorts after the keyset position (by start, then id as text). */
	private static boolean isAfter(Event event, Instant keyStart, UUID keyId) {
		int byStart = event.startTime().compareTo(keyStart);
		return byStart > 0 || (byStart == 0 && event.id().toString().compareTo(keyId.toString()) > 0);
	}

	/**
	 * Merge two lists sorted by (start, id) into one, keeping at most {@code limit}
	 * elements.
	 */
	private static <T> List<T> merge(List<T> early, List<T> recent, Function<T, Instant> start, Function<T, Object> id,
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
		parameters.put("id", event.id().uuid());
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
		parameters.put("reminders", event.reminders().encode());
		parameters.put("attendees", Attendee.encode(event.attendees()));
		return parameters;
	}

	private static @Nullable OffsetDateTime longEndTime(Event event) {
		boolean isLong = Duration.between(event.startTime(), event.endTime()).compareTo(SHORT_SPAN) > 0;
		return isLong ? utc(event.endTime()) : null;
	}

	/**
	 * Pass every event of the user to {@code action}, in no particular order, reading
	 * {@link #FETCH_SIZE} rows at a time: memory stays flat however many there are. On
	 * PostgreSQL the cursor needs the surrounding transaction.
	 */
	void forEach(UUID userId, Consumer<Event> action) {
		if (this.h2) {
			// H2 streams a result only in lazy mode; the setting belongs to the session.
			this.jdbc.sql("set lazy_query_execution true").update();
		}
		try {
			// No order: sorting would make both databases read every row before the first
			// one comes back (H2 even in lazy mode).
			this.jdbc.sql("select " + COLUMNS + " from events where user_id = :userId")
				.param("userId", userId)
				.withFetchSize(FETCH_SIZE)
				.query((ResultSet rs) -> action.accept(toEvent(rs, 0)));
		}
		finally {
			if (this.h2) {
				this.jdbc.sql("set lazy_query_execution false").update();
			}
		}
	}

	/**
	 * The lookup of {@code count} UIDs: a join through {@code events_ical_key_ux}, so
	 * that it reads the rows it finds however many the user has (see
	 * {@link ValuesTable}).
	 */
	static String importedQuery(int count) {
		return "select " + COLUMNS + ", ical_uid, recurrence_id from "
				+ ValuesTable.sql("wanted", "uid", MAX_UID_LENGTH, count)
				+ " join events on events.user_id = :userId and events.ical_uid = wanted.uid";
	}

	/** Return the user's imported events that carry one of these UIDs. */
	List<ImportedRow> findImported(UUID userId, Collection<String> uids) {
		List<ImportedRow> rows = new ArrayList<>();
		List<String> all = List.copyOf(uids);
		for (int from = 0; from < all.size(); from += IN_LIST_SIZE) {
			List<String> batch = all.subList(from, Math.min(all.size(), from + IN_LIST_SIZE));
			rows.addAll(this.jdbc.sql(importedQuery(batch.size()))
				.param("userId", userId)
				.params(ValuesTable.parameters("wanted", batch))
				.query((rs,
						row) -> new ImportedRow(new ImportKey(rs.getString("ical_uid"),
								RecurrenceId.parse(rs.getString("recurrence_id"))), toEvent(rs, row)))
				.list());
		}
		return rows;
	}

	@SuppressWarnings("unchecked")
	void insertImported(UUID userId, List<ImportedRow> rows) {
		if (rows.isEmpty()) {
			return;
		}
		this.batch.batchUpdate("""
				insert into events (id, user_id, title, description, location, color, start_time, end_time, all_day,
				long_end_time, sequence, created_at, updated_at, ical_uid, recurrence_id, reminders, attendees)
				values (:id, :userId, :title, :description, :location, :color, :startTime, :endTime, :allDay,
				:longEndTime, :sequence, :createdAt, :updatedAt, :icalUid, :recurrenceId, :reminders, :attendees)
				""", rows.stream().map((row) -> {
			Map<String, @Nullable Object> values = parameters(userId, row.event());
			values.put("icalUid", row.key().icalUid());
			RecurrenceId recurrenceId = row.key().recurrenceId();
			values.put("recurrenceId", (recurrenceId != null) ? recurrenceId.toString() : "");
			return values;
		}).toArray(Map[]::new));
	}

	@SuppressWarnings("unchecked")
	void updateAll(UUID userId, List<Event> events) {
		if (events.isEmpty()) {
			return;
		}
		this.batch.batchUpdate("""
				update events set title = :title, description = :description, location = :location, color = :color,
				start_time = :startTime, end_time = :endTime, all_day = :allDay, long_end_time = :longEndTime,
				sequence = :sequence, updated_at = :updatedAt, reminders = :reminders, attendees = :attendees
				where user_id = :userId and id = :id
				""", events.stream().map((event) -> parameters(userId, event)).toArray(Map[]::new));
	}

	void deleteAll(UUID userId, List<UUID> ids) {
		for (int from = 0; from < ids.size(); from += IN_LIST_SIZE) {
			this.jdbc.sql("delete from events where user_id = :userId and id in (:ids)")
				.param("userId", userId)
				.param("ids", ids.subList(from, Math.min(ids.size(), from + IN_LIST_SIZE)))
				.update();
		}
	}

	/**
	 * Key a one-off event or series by a UID (with no recurrence id), for
	 * {@link EventWriter.Writes#adoptUid}.
	 */
	void updateIcalUid(UUID userId, UUID id, String icalUid) {
		int rows = this.jdbc
			.sql("update events set ical_uid = :uid, recurrence_id = '' where user_id = :userId and id = :id")
			.param("uid", icalUid)
			.param("userId", userId)
			.param("id", id)
			.update();
		if (rows == 0) {
			this.jdbc.sql("update event_series set ical_uid = :uid where user_id = :userId and id = :id")
				.param("uid", icalUid)
				.param("userId", userId)
				.param("id", id)
				.update();
		}
	}

	/** The UID a one-off event or series is keyed by, or null (none, or no such item). */
	@Nullable String icalUidOf(UUID userId, UUID id) {
		String uid = this.jdbc
			.sql("select ical_uid from events where user_id = :userId and id = :id and recurrence_id = ''")
			.param("userId", userId)
			.param("id", id)
			.query(String.class)
			.optional()
			.orElse(null);
		if (uid != null) {
			return uid;
		}
		return this.jdbc.sql("select ical_uid from event_series where user_id = :userId and id = :id")
			.param("userId", userId)
			.param("id", id)
			.query(String.class)
			.optional()
			.orElse(null);
	}

	/** The one-off event or series keyed by a UID (with no recurrence id), or null. */
	@Nullable UUID idOfIcalUid(UUID userId, String icalUid) {
		UUID id = this.jdbc
			.sql("select id from events where user_id = :userId and ical_uid = :uid and recurrence_id = ''")
			.param("userId", userId)
			.param("uid", icalUid)
			.query(UUID.class)
			.optional()
			.orElse(null);
		if (id != null) {
			return id;
		}
		return this.jdbc.sql("select id from event_series where user_id = :userId and ical_uid = :uid")
			.param("userId", userId)
			.param("uid", icalUid)
			.query(UUID.class)
			.optional()
			.orElse(null);
	}

	/**
	 * An imported event with its key.
	 *
	 * @param key the file's UID and recurrence id
	 * @param event the event
	 */
	record ImportedRow(ImportKey key, Event event) {

	}

	private static OffsetDateTime utc(Instant instant) {
		return instant.atOffset(ZoneOffset.UTC);
	}

	private static Instant instant(ResultSet rs, String column) throws SQLException {
		return rs.getObject(column, OffsetDateTime.class).toInstant();
	}

	private static Instant instant(ResultSet rs, int column) throws SQLException {
		return rs.getObject(column, OffsetDateTime.class).toInstant();
	}

	/**
	 * An event from a row whose first columns are {@link #COLUMNS}, read by position: by
	 * name, H2 upper-cases and looks up the label again for every value of every row,
	 * which showed in the profile of a 10,000-event feed.
	 */
	private static Event toEvent(ResultSet rs, int row) throws SQLException {
		return new Event(rs.getObject(1, UUID.class), rs.getString(2), rs.getString(3), rs.getString(4),
				rs.getString(5), instant(rs, 6), instant(rs, 7), rs.getBoolean(8), Reminders.decode(rs.getString(12)),
				rs.getInt(9), instant(rs, 10), instant(rs, 11), Attendee.decode(rs.getString(13)));
	}

}
