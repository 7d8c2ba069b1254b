package dev.kairos.events;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * The change log of a user's local events (table {@code event_changes}): written by
 * {@link EventWriter} in the transaction of each write, read by
 * {@link EventQueries#changesSince}.
 */
@Repository
class JdbcEventChangeRepository {

	/** How many items one statement names. */
	private static final int CHUNK = 500;

	private final JdbcClient jdbc;

	private final NamedParameterJdbcTemplate batch;

	JdbcEventChangeRepository(JdbcClient jdbc, NamedParameterJdbcTemplate batch) {
		this.jdbc = jdbc;
		this.batch = batch;
	}

	/**
	 * Log what a transaction wrote, under the revision it commits. Each item keeps only
	 * its latest row: a sync needs an item's last state after a token, never its history,
	 * so the log holds one row per event or series the user ever had, whatever the number
	 * of writes. The items in {@code fresh} (ids made in this transaction) have no row
	 * yet, so their older rows are not looked for.
	 */
	void insertChanges(UUID userId, long revision, Map<UUID, Boolean> items, Set<UUID> fresh) {
		List<UUID> ids = new ArrayList<>(items.keySet());
		ids.removeAll(fresh);
		for (int from = 0; from < ids.size(); from += CHUNK) {
			this.jdbc.sql("delete from event_changes where user_id = :userId and item_id in (:ids)")
				.param("userId", userId)
				.param("ids", ids.subList(from, Math.min(from + CHUNK, ids.size())))
				.update();
		}
		List<MapSqlParameterSource> rows = new ArrayList<>(items.size());
		items.forEach((id,
				deleted) -> rows.add(new MapSqlParameterSource().addValue("userId", userId)
					.addValue("revision", revision)
					.addValue("itemId", id)
					.addValue("deleted", deleted)));
		this.batch.batchUpdate("insert into event_changes (user_id, revision, item_id, deleted) "
				+ "values (:userId, :revision, :itemId, :deleted)", rows.toArray(new MapSqlParameterSource[0]));
	}

	/** The revision the user's log starts at and their current one. */
	long[] bounds(UUID userId) {
		return this.jdbc.sql("select changes_from, revision from event_revisions where user_id = :userId")
			.param("userId", userId)
			.query((rs, row) -> new long[] { rs.getLong(1), rs.getLong(2) })
			.optional()
			.orElse(new long[] { 0, 0 });
	}

	/**
	 * The items written after {@code since} up to {@code until}, each once with its last
	 * state (true when deleted), at most {@code limit + 1} of them.
	 */
	List<EventChange> since(UUID userId, long since, long until, int limit) {
		Map<UUID, Boolean> last = new LinkedHashMap<>();
		this.jdbc
			.sql("select item_id, deleted from event_changes where user_id = :userId and revision > :since "
					+ "and revision <= :until order by revision")
			.param("userId", userId)
			.param("since", since)
			.param("until", until)
			.query((java.sql.ResultSet rs) -> {
				UUID id = rs.getObject(1, UUID.class);
				last.remove(id);
				last.put(id, rs.getBoolean(2));
			});
		List<EventChange> changes = new ArrayList<>();
		for (Map.Entry<UUID, Boolean> entry : last.entrySet()) {
			if (changes.size() > limit) {
				break;
			}
			changes.add(new EventChange(entry.getKey(), entry.getValue()));
		}
		return changes;
	}

}
