package dev.kairos.settings;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.DayOfWeek;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.Instant;
import java.util.Arrays;
import java.util.Collection;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;

import dev.kairos.shared.Reminder;
import dev.kairos.shared.Source;
import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

@Repository
class JdbcSettingsRepository {

	private static final String COLUMNS = """
			timezone, timezone_chosen, week_start, working_hours_start, working_hours_end, working_days,
			default_event_duration_minutes, default_event_color, study_session_minutes, study_break_minutes,
			max_study_minutes_per_day, date_order, feed_token, feed_sources, email_signature, default_reminders,
			assignment_reminders, free_busy_readers, created_at, updated_at
			""";

	private final JdbcClient jdbc;

	JdbcSettingsRepository(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	@Nullable Settings find(UUID userId) {
		return this.jdbc.sql("select " + COLUMNS + " from settings where user_id = :userId")
			.param("userId", userId)
			.query(JdbcSettingsRepository::toSettings)
			.optional()
			.orElse(null);
	}

	/** The settings of those of the users who have a row, in one query. */
	Map<UUID, Settings> findAll(Collection<UUID> userIds) {
		Map<UUID, Settings> found = new HashMap<>();
		if (userIds.isEmpty()) {
			return found;
		}
		this.jdbc.sql("select user_id, " + COLUMNS + " from settings where user_id in (:userIds)")
			.param("userIds", userIds)
			.query((rs, row) -> found.put(rs.getObject("user_id", UUID.class), toSettings(rs, row)))
			.list();
		return found;
	}

	@Nullable ZoneId findTimezone(UUID userId) {
		return this.jdbc.sql("select timezone from settings where user_id = :userId")
			.param("userId", userId)
			.query((rs, row) -> ZoneId.of(rs.getString(1)))
			.optional()
			.orElse(null);
	}

	@Nullable UUID findOwnerByFeedTokenHash(String hash) {
		return this.jdbc.sql("select user_id from settings where feed_token_hash = :hash")
			.param("hash", hash)
			.query(UUID.class)
			.optional()
			.orElse(null);
	}

	void insert(UUID userId, Settings settings, String feedTokenHash) {
		this.jdbc
			.sql("""
					insert into settings (user_id, feed_token_hash, %s)
					values (:userId, :feedTokenHash, :timezone, :timezoneChosen, :weekStart, :workingStart, :workingEnd, :workingDays,
					:defaultEventDuration, :defaultEventColor, :studySession, :studyBreak, :maxStudy, :dateOrder,
					:feedToken, :feedSources, :emailSignature, :defaultReminders, :assignmentReminders, :freeBusyReaders,
					:createdAt, :updatedAt)
					"""
				.formatted(COLUMNS))
			.params(parameters(userId, settings))
			.param("feedTokenHash", feedTokenHash)
			.update();
	}

	void update(UUID userId, Settings settings) {
		this.jdbc
			.sql("""
					update settings set timezone = :timezone, timezone_chosen = :timezoneChosen, week_start = :weekStart, working_hours_start = :workingStart,
					working_hours_end = :workingEnd, working_days = :workingDays,
					default_event_duration_minutes = :defaultEventDuration, default_event_color = :defaultEventColor,
					study_session_minutes = :studySession, study_break_minutes = :studyBreak,
					max_study_minutes_per_day = :maxStudy, date_order = :dateOrder, feed_sources = :feedSources,
					email_signature = :emailSignature, default_reminders = :defaultReminders,
					assignment_reminders = :assignmentReminders, free_busy_readers = :freeBusyReaders, updated_at = :updatedAt
					where user_id = :userId
					""")
			.params(parameters(userId, settings))
			.update();
	}

	void updateFeedToken(UUID userId, String token, String hash, Instant updatedAt) {
		this.jdbc.sql("""
				update settings set feed_token = :token, feed_token_hash = :hash, updated_at = :updatedAt
				where user_id = :userId
				""")
			.param("userId", userId)
			.param("token", token)
			.param("hash", hash)
			.param("updatedAt", updatedAt.atOffset(ZoneOffset.UTC))
			.update();
	}

	private static Map<String, @Nullable Object> parameters(UUID userId, Settings settings) {
		Map<String, @Nullable Object> values = new HashMap<>();
		values.put("userId", userId);
		values.put("timezone", settings.timezone().getId());
		values.put("timezoneChosen", settings.timezoneChosen());
		values.put("weekStart", settings.weekStart().name().toLowerCase(Locale.ROOT));
		values.put("workingStart", settings.workingHours().start());
		values.put("workingEnd", settings.workingHours().end());
		values.put("workingDays",
				settings.workingHours()
					.days()
					.stream()
					.sorted()
					.map((day) -> day.name().toLowerCase(Locale.ROOT))
					.collect(Collectors.joining(",")));
		values.put("defaultEventDuration", settings.defaultEventDurationMinutes());
		values.put("defaultEventColor", settings.defaultEventColor());
		values.put("studySession", settings.studySessionMinutes());
		values.put("studyBreak", settings.studyBreakMinutes());
		values.put("maxStudy", settings.maxStudyMinutesPerDay());
		values.put("dateOrder", settings.dateOrder().wireValue());
		values.put("feedToken", settings.feedToken());
		values.put("feedSources",
				settings.feedSources().stream().map(Source::wireValue).collect(Collectors.joining(",")));
		values.put("emailSignature", settings.emailSignature());
		values.put("defaultReminders", Reminder.encode(settings.defaultReminders()));
		values.put("assignmentReminders", Reminder.encode(settings.assignmentReminders()));
		values.put("freeBusyReaders", String.join(",", settings.freeBusyReaders()));
		values.put("createdAt", settings.createdAt().atOffset(ZoneOffset.UTC));
		values.put("updatedAt", settings.updatedAt().atOffset(ZoneOffset.UTC));
		return values;
	}

	private static List<String> readers(@Nullable String stored) {
		return (stored == null || stored.isEmpty()) ? List.of() : List.of(stored.split(","));
	}

	private static Settings toSettings(ResultSet rs, int row) throws SQLException {
		Set<DayOfWeek> days = EnumSet.noneOf(DayOfWeek.class);
		for (String day : rs.getString("working_days").split(",")) {
			days.add(DayOfWeek.valueOf(day.toUpperCase(Locale.ROOT)));
		}
		List<Source> sources = Arrays.stream(rs.getString("feed_sources").split(",")).map(Source::fromWire).toList();
		return new Settings(ZoneId.of(rs.getString("timezone")), rs.getBoolean("timezone_chosen"),
				DayOfWeek.valueOf(rs.getString("week_start").toUpperCase(Locale.ROOT)),
				new WorkingHours(rs.getObject("working_hours_start", LocalTime.class),
						rs.getObject("working_hours_end", LocalTime.class), days),
				rs.getInt("default_event_duration_minutes"), rs.getString("default_event_color"),
				rs.getInt("study_session_minutes"), rs.getInt("study_break_minutes"),
				rs.getInt("max_study_minutes_per_day"),
				DateOrder.valueOf(rs.getString("date_order").toUpperCase(Locale.ROOT)), rs.getString("feed_token"),
				sources, rs.getString("email_signature"), Reminder.decode(rs.getString("default_reminders")),
				Reminder.decode(rs.getString("assignment_reminders")), readers(rs.getString("free_busy_readers")),
				rs.getObject("created_at", OffsetDateTime.class).toInstant(),
				rs.getObject("updated_at", OffsetDateTime.class).toInstant());
	}

}
