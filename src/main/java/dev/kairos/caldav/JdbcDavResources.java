package dev.kairos.caldav;

import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * The resources a client named or wrote (table {@code caldav_resources}): their name, the
 * event or series they are, the client's UID and the client's own copy.
 */
@Repository
class JdbcDavResources {

	private static final String COLUMNS = "name, item_id, uid, raw, model_tag";

	/** The most ids one query of {@link #byItems} names. */
	private static final int BATCH = 500;

	private final JdbcClient jdbc;

	JdbcDavResources(JdbcClient jdbc) {
		this.jdbc = jdbc;
	}

	@Nullable Row byName(UUID userId, String name) {
		return this.jdbc.sql("select " + COLUMNS + " from caldav_resources where user_id = :userId and name = :name")
			.param("userId", userId)
			.param("name", name)
			.query(JdbcDavResources::row)
			.optional()
			.orElse(null);
	}

	/** The row of an event or series (the last one written, should there be several). */
	@Nullable Row byItem(UUID userId, UUID itemId) {
		return this.jdbc
			.sql("select " + COLUMNS + " from caldav_resources where user_id = :userId and item_id = :itemId "
					+ "order by name")
			.param("userId", userId)
			.param("itemId", itemId)
			.query(JdbcDavResources::row)
			.list()
			.stream()
			.findFirst()
			.orElse(null);
	}

	/**
	 * The rows of some events and series, by their id (for an item with several, the one
	 * {@link #byItem} gives), read a batch of ids at a time.
	 */
	Map<UUID, Row> byItems(UUID userId, Collection<UUID> itemIds) {
		Map<UUID, Row> rows = new HashMap<>();
		List<UUID> ids = List.copyOf(new LinkedHashSet<>(itemIds));
		for (int from = 0; from < ids.size(); from += BATCH) {
			this.jdbc
				.sql("select " + COLUMNS + " from caldav_resources where user_id = :userId and item_id in (:itemIds)")
				.param("userId", userId)
				.param("itemIds", ids.subList(from, Math.min(ids.size(), from + BATCH)))
				.query(JdbcDavResources::row)
				.list()
				.forEach((row) -> rows.merge(row.itemId(), row,
						(one, other) -> (one.name().compareTo(other.name()) <= 0) ? one : other));
		}
		return rows;
	}

	/** Every row of the user, by the id of its event or series. */
	Map<UUID, Row> all(UUID userId) {
		Map<UUID, Row> rows = new HashMap<>();
		this.jdbc.sql("select " + COLUMNS + " from caldav_resources where user_id = :userId")
			.param("userId", userId)
			.query(JdbcDavResources::row)
			.list()
			.forEach((row) -> rows.put(row.itemId(), row));
		return rows;
	}

	void save(UUID userId, Row row) {
		int updated = this.jdbc.sql("""
				update caldav_resources set item_id = :itemId, uid = :uid, raw = :raw, model_tag = :modelTag
				where user_id = :userId and name = :name
				""")
			.param("itemId", row.itemId())
			.param("uid", row.uid())
			.param("raw", row.raw())
			.param("modelTag", row.modelTag())
			.param("userId", userId)
			.param("name", row.name())
			.update();
		if (updated == 0) {
			this.jdbc.sql("""
					insert into caldav_resources (user_id, name, item_id, uid, raw, model_tag)
					values (:userId, :name, :itemId, :uid, :raw, :modelTag)
					""")
				.param("itemId", row.itemId())
				.param("uid", row.uid())
				.param("raw", row.raw())
				.param("modelTag", row.modelTag())
				.param("userId", userId)
				.param("name", row.name())
				.update();
		}
		// Another name that pointed at the same event or series no longer does.
		this.jdbc.sql("delete from caldav_resources where user_id = :userId and item_id = :itemId and name <> :name")
			.param("userId", userId)
			.param("itemId", row.itemId())
			.param("name", row.name())
			.update();
	}

	private static Row row(java.sql.ResultSet rs, int row) throws java.sql.SQLException {
		return new Row(rs.getString("name"), rs.getObject("item_id", UUID.class), rs.getString("uid"),
				rs.getString("raw"), rs.getString("model_tag"));
	}

	/**
	 * A resource a client named or wrote.
	 *
	 * @param name its name in the calendar
	 * @param itemId the event or series it is
	 * @param uid the client's UID
	 * @param raw the client's copy, or null
	 * @param modelTag the digest of Kairos' rendering when the copy was written
	 */
	record Row(String name, UUID itemId, String uid, @Nullable String raw, @Nullable String modelTag) {

	}

}
