package dev.kairos.events;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;

import dev.kairos.events.recurrence.Recurrence;
import dev.kairos.events.recurrence.RecurrenceException;
import dev.kairos.events.recurrence.Timing;
import dev.kairos.shared.Reminders;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * SQL for series and their exceptions. Every statement is scoped to one user. A user's
 * series are read all at once (there are at most {@code kairos.events.max-series} of
 * them) and kept compiled by {@link SeriesCache}.
 */
@Repository
class JdbcSeriesRepository {

	private static final Logger logger = LoggerFactory.getLogger(JdbcSeriesRepository.class);

	private static final String SERIES_COLUMNS = """
			id, title, description, location, color, start_time, end_time, all_day, time_zone, recurrence, sequence,
			created_at, updated_at, ical_uid, reminders""";

	private static final String EXCEPTION_COLUMNS = """
			id, series_id, original_start, title, description, location, color, start_time, end_time, overridden,
			sequence, created_at, updated_at, reminders""";

	private final JdbcClient jdbc;

	JdbcSeriesRepository(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	List<StoredSeries> findAll(UUID userId) {
		return this.jdbc.sql("select " + SERIES_COLUMNS + " from event_series where user_id = :userId")
			.param("userId", userId)
			.query(JdbcSeriesRepository::toSeries)
			.list()
			.stream()
			.filter((series) -> series != null)
			.toList();
	}

	@Nullable StoredSeries find(UUID userId, UUID id) {
		return this.jdbc.sql("select " + SERIES_COLUMNS + " from event_series where user_id = :userId and id = :id")
			.param("userId", userId)
			.param("id", id)
			.query(JdbcSeriesRepository::toSeries)
			.optional()
			.orElse(null);
	}

	/**
	 * The user's series that were imported with one of these UIDs, each with its row's id
	 * and UID, so that a row that can no longer be read (its series is null) can still be
	 * replaced by the file.
	 */
	List<ImportedSeriesRow> findImported(UUID userId, Collection<String> uids) {
		if (uids.isEmpty()) {
			return List.of();
		}
		return this.jdbc
			.sql("select " + SERIES_COLUMNS + " from event_series where user_id = :userId and ical_uid in (:uids)")
			.param("userId", userId)
			.param("uids", uids)
			.query((rs, row) -> new ImportedSeriesRow(rs.getObject("id", UUID.class), rs.getString("ical_uid"),
					toSeries(rs, row)))
			.list();
	}

	List<StoredException> findExceptions(UUID userId) {
		return this.jdbc.sql("select " + EXCEPTION_COLUMNS + " from event_exceptions where user_id = :userId")
			.param("userId", userId)
			.query(JdbcSeriesRepository::toException)
			.list();
	}

	List<StoredException> findExceptions(UUID userId, UUID seriesId) {
		return this.jdbc
			.sql("select " + EXCEPTION_COLUMNS
					+ " from event_exceptions where user_id = :userId and series_id = :seriesId")
			.param("userId", userId)
			.param("seriesId", seriesId)
			.query(JdbcSeriesRepository::toException)
			.list();
	}

	void insert(UUID userId, StoredSeries series) {
		this.jdbc.sql("""
				insert into event_series (id, user_id, title, description, location, color, start_time, end_time,
				all_day, time_zone, recurrence, sequence, created_at, updated_at, ical_uid, reminders)
				values (:id, :userId, :title, :description, :location, :color, :startTime, :endTime, :allDay, :zone,
				:recurrence, :sequence, :createdAt, :updatedAt, :icalUid, :reminders)
				""").params(parameters(userId, series)).update();
	}

	void update(UUID userId, StoredSeries series) {
		this.jdbc.sql("""
				update event_series set title = :title, description = :description, location = :location,
				color = :color, start_time = :startTime, end_time = :endTime, all_day = :allDay, time_zone = :zone,
				recurrence = :recurrence, sequence = :sequence, updated_at = :updatedAt, ical_uid = :icalUid,
				reminders = :reminders
				where user_id = :userId and id = :id
				""").params(parameters(userId, series)).update();
	}

	void delete(UUID userId, UUID id) {
		this.jdbc.sql("delete from event_exceptions where user_id = :userId and series_id = :id")
			.param("userId", userId)
			.param("id", id)
			.update();
		this.jdbc.sql("delete from event_series where user_id = :userId and id = :id")
			.param("userId", userId)
			.param("id", id)
			.update();
	}

	void insertException(UUID userId, StoredException exception) {
		this.jdbc.sql("""
				insert into event_exceptions (id, series_id, user_id, original_start, title, description, location,
				color, start_time, end_time, overridden, sequence, created_at, updated_at, reminders)
				values (:id, :seriesId, :userId, :originalStart, :title, :description, :location, :color, :startTime,
				:endTime, :overridden, :sequence, :createdAt, :updatedAt, :reminders)
				""").params(parameters(userId, exception)).update();
	}

	void updateException(UUID userId, StoredException exception) {
		this.jdbc.sql("""
				update event_exceptions set series_id = :seriesId, original_start = :originalStart, title = :title,
				description = :description, location = :location, color = :color, start_time = :startTime,
				end_time = :endTime, overridden = :overridden, sequence = :sequence, updated_at = :updatedAt,
				reminders = :reminders
				where user_id = :userId and id = :id
				""").params(parameters(userId, exception)).update();
	}

	void deleteException(UUID userId, UUID id) {
		this.jdbc.sql("delete from event_exceptions where user_id = :userId and id = :id")
			.param("userId", userId)
			.param("id", id)
			.update();
	}

	private static Map<String, @Nullable Object> parameters(UUID userId, StoredSeries series) {
		Map<String, @Nullable Object> parameters = new HashMap<>();
		parameters.put("id", series.id());
		parameters.put("userId", userId);
		parameters.put("title", series.title());
		parameters.put("description", series.description());
		parameters.put("location", series.location());
		parameters.put("color", series.color());
		parameters.put("startTime", utc(series.startTime()));
		parameters.put("endTime", utc(series.endTime()));
		parameters.put("allDay", series.allDay());
		parameters.put("zone", series.zone().getId());
		parameters.put("recurrence", series.recurrenceText());
		parameters.put("sequence", series.sequence());
		parameters.put("createdAt", utc(series.createdAt()));
		parameters.put("updatedAt", utc(series.updatedAt()));
		parameters.put("icalUid", series.icalUid());
		parameters.put("reminders", series.reminders().encode());
		return parameters;
	}

	private static Map<String, @Nullable Object> parameters(UUID userId, StoredException exception) {
		Map<String, @Nullable Object> parameters = new HashMap<>();
		parameters.put("id", exception.id());
		parameters.put("seriesId", exception.seriesId());
		parameters.put("userId", userId);
		parameters.put("originalStart", utc(exception.originalStart()));
		parameters.put("title", exception.title());
		parameters.put("description", exception.description());
		parameters.put("location", exception.location());
		parameters.put("color", exception.color());
		parameters.put("startTime", utc(exception.startTime()));
		parameters.put("endTime", utc(exception.endTime()));
		parameters.put("overridden", String.join(",", new TreeSet<>(exception.overridden())));
		parameters.put("sequence", exception.sequence());
		parameters.put("createdAt", utc(exception.createdAt()));
		parameters.put("updatedAt", utc(exception.updatedAt()));
		parameters.put("reminders", exception.reminders().encode());
		return parameters;
	}

	private static OffsetDateTime utc(Instant instant) {
		return instant.atOffset(ZoneOffset.UTC);
	}

	private static Instant instant(ResultSet rs, String column) throws SQLException {
		return rs.getObject(column, OffsetDateTime.class).toInstant();
	}

	/**
	 * A stored series, or null (logged) in the unlikely case that its rule no longer
	 * reads, for example after a time zone was withdrawn from the JDK's database.
	 */
	/**
	 * A stored series row found by its UID; {@code series} is null if it cannot be read.
	 */
	record ImportedSeriesRow(UUID id, String icalUid, @Nullable StoredSeries series) {
	}

	private static @Nullable StoredSeries toSeries(ResultSet rs, int row) throws SQLException {
		UUID id = rs.getObject("id", UUID.class);
		Instant start = instant(rs, "start_time");
		Instant end = instant(rs, "end_time");
		boolean allDay = rs.getBoolean("all_day");
		try {
			ZoneId zone = ZoneId.of(rs.getString("time_zone"));
			Recurrence recurrence = Recurrence.parse(StoredSeries.lines(rs.getString("recurrence")),
					Timing.of(start, end, zone, allDay));
			return new StoredSeries(id, rs.getString("title"), rs.getString("description"), rs.getString("location"),
					rs.getString("color"), start, end, allDay, zone, recurrence, rs.getInt("sequence"),
					instant(rs, "created_at"), instant(rs, "updated_at"), rs.getString("ical_uid"),
					Reminders.decode(rs.getString("reminders")));
		}
		catch (RecurrenceException | java.time.DateTimeException ex) {
			logger.warn("Series {} cannot be read and is left out: {}", id, ex.getMessage());
			return null;
		}
	}

	private static StoredException toException(ResultSet rs, int row) throws SQLException {
		String overridden = rs.getString("overridden");
		Set<String> fields = overridden.isEmpty() ? Set.of()
				: Set.copyOf(new LinkedHashSet<>(Arrays.asList(overridden.split(","))));
		return new StoredException(rs.getObject("id", UUID.class), rs.getObject("series_id", UUID.class),
				instant(rs, "original_start"), rs.getString("title"), rs.getString("description"),
				rs.getString("location"), rs.getString("color"), instant(rs, "start_time"), instant(rs, "end_time"),
				fields, rs.getInt("sequence"), instant(rs, "created_at"), instant(rs, "updated_at"),
				Reminders.decode(rs.getString("reminders")));
	}

}
