package dev.kairos.bench;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.UUID;

/**
 * Users, API keys, one-off events and their change log written straight into the database as the service stores
 * them, for the CalDAV and booking benchmarks. Series come from {@link SeriesSeed}.
 */
final class CalendarSeed {

	record User(UUID id, String email, String key) {
	}

	private CalendarSeed() {
	}

	/** A local user with an e-mail address and one API key. */
	static User user(Connection connection, String email) throws SQLException {
		UUID id = UUID.randomUUID();
		String key = "kairos_bench-" + UUID.randomUUID();
		Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
		try (PreparedStatement insert = connection
			.prepareStatement("insert into users (id, issuer, subject, email, created_at) values (?, 'local', ?, ?, ?)")) {
			insert.setObject(1, id);
			insert.setString(2, email);
			insert.setString(3, email);
			insert.setObject(4, now.atOffset(ZoneOffset.UTC));
			insert.executeUpdate();
		}
		try (PreparedStatement insert = connection.prepareStatement(
				"insert into api_keys (id, user_id, name, key_hash, created_at) values (?, ?, 'bench', ?, ?)")) {
			insert.setObject(1, UUID.randomUUID());
			insert.setObject(2, id);
			insert.setString(3, Database.keyHash(key));
			insert.setObject(4, now.atOffset(ZoneOffset.UTC));
			insert.executeUpdate();
		}
		return new User(id, email, key);
	}

	/**
	 * {@code count} one-off events at random times in [from, to), 30 to 75 minutes long; with {@code allDay}, one in
	 * ten is an all-day event. One in three has a description, one in five a location. Returns their ids.
	 */
	static List<UUID> events(Connection connection, UUID user, int count, Instant from, Instant to, boolean allDay,
			Random random) throws SQLException {
		long span = Duration.between(from, to).toSeconds();
		List<Slot> slots = new ArrayList<>();
		for (int i = 0; i < count; i++) {
			Instant start = from.plusSeconds((long) (random.nextDouble() * span));
			if (allDay && i % 10 == 0) {
				Instant day = start.truncatedTo(ChronoUnit.DAYS);
				slots.add(new Slot(day, day.plus(Duration.ofDays(1)), true));
			}
			else {
				start = start.truncatedTo(ChronoUnit.MINUTES);
				slots.add(new Slot(start, start.plus(Duration.ofMinutes(30 + 15 * random.nextInt(4))), false));
			}
		}
		return insert(connection, user, slots);
	}

	/**
	 * {@code perDay} events on each weekday of {@code days} days from {@code first}, inside 09:00-17:00 in
	 * {@code zone}, on the half hour, 30 or 60 minutes long.
	 */
	static List<UUID> workingDays(Connection connection, UUID user, LocalDate first, int days, int perDay, ZoneId zone,
			Random random) throws SQLException {
		List<Slot> slots = new ArrayList<>();
		for (int d = 0; d < days; d++) {
			LocalDate day = first.plusDays(d);
			if (day.getDayOfWeek() == DayOfWeek.SATURDAY || day.getDayOfWeek() == DayOfWeek.SUNDAY) {
				continue;
			}
			for (int e = 0; e < perDay; e++) {
				Instant start = day.atTime(LocalTime.of(9, 0).plusMinutes(30L * random.nextInt(15)))
					.atZone(zone)
					.toInstant();
				slots.add(new Slot(start, start.plus(Duration.ofMinutes(30 + 30 * random.nextInt(2))), false));
			}
		}
		return insert(connection, user, slots);
	}

	private record Slot(Instant start, Instant end, boolean allDay) {
	}

	private static List<UUID> insert(Connection connection, UUID user, List<Slot> slots) throws SQLException {
		Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
		List<UUID> ids = new ArrayList<>();
		try (PreparedStatement insert = connection.prepareStatement("""
				insert into events (id, user_id, title, description, location, start_time, end_time, all_day,
				long_end_time, sequence, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, null, 0, ?, ?)
				""")) {
			int i = 0;
			for (Slot slot : slots) {
				UUID id = UUID.randomUUID();
				ids.add(id);
				insert.setObject(1, id);
				insert.setObject(2, user);
				insert.setString(3, "Seeded event " + i + ((i % 7 == 0) ? " – Besprechung über Größen" : ""));
				insert.setString(4, (i % 3 == 0)
						? "Agenda for the meeting number " + i + ": the quarterly figures, the next steps, and any other"
								+ " business that comes up; notes will follow by mail."
						: null);
				insert.setString(5, (i % 5 == 0) ? "Room " + (i % 40) + ", Main building" : null);
				insert.setObject(6, slot.start().atOffset(ZoneOffset.UTC));
				insert.setObject(7, slot.end().atOffset(ZoneOffset.UTC));
				insert.setBoolean(8, slot.allDay());
				insert.setObject(9, now.atOffset(ZoneOffset.UTC));
				insert.setObject(10, now.atOffset(ZoneOffset.UTC));
				insert.addBatch();
				if (++i % 1000 == 0) {
					insert.executeBatch();
				}
			}
			insert.executeBatch();
		}
		return ids;
	}

	/** The ids of a user's series. */
	static List<UUID> seriesIds(Connection connection, UUID user) throws SQLException {
		List<UUID> ids = new ArrayList<>();
		try (PreparedStatement select = connection.prepareStatement("select id from event_series where user_id = ?")) {
			select.setObject(1, user);
			try (ResultSet rows = select.executeQuery()) {
				while (rows.next()) {
					ids.add(rows.getObject(1, UUID.class));
				}
			}
		}
		return ids;
	}

	/**
	 * The change log as if every item had been written one at a time through the service: one row per event or
	 * series (its latest write), at revisions 1 to n in random order, and the user's revision n. Call after
	 * {@link SeriesSeed#seed}, which makes the user's revision row.
	 */
	static void changeLog(Connection connection, UUID user, List<UUID> items, Random random) throws SQLException {
		List<UUID> shuffled = new ArrayList<>(items);
		Collections.shuffle(shuffled, random);
		try (PreparedStatement insert = connection.prepareStatement(
				"insert into event_changes (user_id, revision, item_id, deleted) values (?, ?, ?, false)")) {
			long revision = 0;
			for (UUID item : shuffled) {
				insert.setObject(1, user);
				insert.setLong(2, ++revision);
				insert.setObject(3, item);
				insert.addBatch();
				if (revision % 1000 == 0) {
					insert.executeBatch();
				}
			}
			insert.executeBatch();
		}
		try (PreparedStatement update = connection.prepareStatement(
				"update event_revisions set revision = ?, changes_from = 0, stored_events = ? where user_id = ?")) {
			update.setLong(1, items.size());
			update.setInt(2, items.size());
			update.setObject(3, user);
			if (update.executeUpdate() != 1) {
				throw new IllegalStateException("no event_revisions row for " + user + "; seed its series first");
			}
		}
	}

	/** On PostgreSQL: statistics, visibility map and dirty pages settled after a bulk load. */
	static void settle(Database database, Connection connection) throws SQLException {
		if (database.postgres()) {
			boolean auto = connection.getAutoCommit();
			connection.setAutoCommit(true);
			try (Statement statement = connection.createStatement()) {
				statement.execute("vacuum analyze");
				statement.execute("checkpoint");
			}
			connection.setAutoCommit(auto);
		}
	}

}
