package dev.kairos.bench;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.Random;
import java.util.UUID;

/**
 * Endless recurring series for one user, written straight into the database as the service stores
 * them: seven in ten yearly all-day (birthdays, anniversaries), two monthly and one weekly, timed in
 * the early morning (05:00-06:30 wall clock in UTC or London, at most 30 minutes), started at random
 * over the past ten years. The benchmarks' own requests fall between 08:00 and 20:00 UTC, so the series
 * cost the conflict check its work without changing its answers.
 */
final class SeriesSeed {

	private static final String[] DAYS = { "MO", "TU", "WE", "TH", "FR", "SA", "SU" };

	private SeriesSeed() {
	}

	static void seed(Connection connection, UUID user, int count, long seed) throws Exception {
		Random random = new Random(seed);
		Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
		try (PreparedStatement insert = connection.prepareStatement("""
				insert into event_series (id, user_id, title, start_time, end_time, all_day, time_zone, recurrence,
				sequence, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)
				""")) {
			for (int i = 0; i < count; i++) {
				int kind = random.nextInt(10);
				LocalDateTime day = LocalDateTime.ofInstant(now.minus(Duration.ofDays(random.nextInt(3650))),
						ZoneOffset.UTC).truncatedTo(ChronoUnit.DAYS);
				Instant start;
				Instant end;
				String zone;
				String rule;
				boolean allDay = kind < 7;
				if (allDay) {
					start = day.toInstant(ZoneOffset.UTC);
					end = start.plus(Duration.ofDays(1));
					zone = "UTC";
					rule = "RRULE:FREQ=YEARLY";
				}
				else {
					zone = random.nextBoolean() ? "UTC" : "Europe/London";
					LocalDateTime local = day.plusHours(5).plusMinutes(15L * random.nextInt(7));
					start = local.atZone(ZoneId.of(zone)).toInstant();
					end = start.plus(Duration.ofMinutes(15 + 15 * random.nextInt(2)));
					rule = (kind < 9) ? "RRULE:FREQ=MONTHLY" : "RRULE:FREQ=WEEKLY;BYDAY=" + DAYS[random.nextInt(7)];
				}
				insert.setObject(1, UUID.randomUUID());
				insert.setObject(2, user);
				insert.setString(3, "Series " + i);
				insert.setObject(4, start.atOffset(ZoneOffset.UTC));
				insert.setObject(5, end.atOffset(ZoneOffset.UTC));
				insert.setBoolean(6, allDay);
				insert.setString(7, zone);
				insert.setString(8, rule);
				insert.setObject(9, now.atOffset(ZoneOffset.UTC));
				insert.setObject(10, now.atOffset(ZoneOffset.UTC));
				insert.addBatch();
			}
			insert.executeBatch();
		}
		// The service reads a user's series once it sees a series version other than 0.
		try (PreparedStatement revision = connection.prepareStatement("""
				insert into event_revisions (user_id, revision, series_version, stored_events)
				values (?, 1, ?, (select count(*) from events where user_id = ?) + ?)
				""")) {
			revision.setObject(1, user);
			revision.setLong(2, random.nextLong() | 1);
			revision.setObject(3, user);
			revision.setInt(4, count);
			revision.executeUpdate();
		}
	}

}
