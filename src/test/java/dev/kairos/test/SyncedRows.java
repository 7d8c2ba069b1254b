package dev.kairos.test;

import java.time.OffsetDateTime;
import java.util.UUID;

import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * Synced events written straight into {@code external_events}, as a sync of Google would
 * have stored them, for the tests of what reads them (busy time, conflicts, booking).
 */
public final class SyncedRows {

	private SyncedRows() {
	}

	/**
	 * A timed Google event of {@code user} (its external id is its id, its calendar
	 * {@code c}); {@code blocking} as the event's transparency would set it. An event
	 * longer than a day keeps its end in {@code long_end_time} too, as a sync stores it.
	 * @return its id
	 */
	public static UUID googleEvent(JdbcClient jdbc, UUID user, String title, OffsetDateTime start, OffsetDateTime end,
			boolean blocking) {
		UUID id = UUID.randomUUID();
		jdbc.sql(
				"""
						insert into external_events (id, user_id, source, source_type, external_id, container, title, start_time,
						end_time, long_end_time, all_day, blocking, completed, sync_generation, updated_at)
						values (:id, :user, 'google', 'event', :external, 'c', :title, :start, :end, :longEnd, false, :blocking,
						false, 1, :start)
						""")
			.param("id", id)
			.param("user", user)
			.param("external", id.toString())
			.param("title", title)
			.param("start", start)
			.param("end", end)
			.param("longEnd", end.isAfter(start.plusDays(1)) ? end : null)
			.param("blocking", blocking)
			.update();
		return id;
	}

}
