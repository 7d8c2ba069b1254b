package dev.kairos.shared;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A list of text values as a table in SQL,
 * {@code (values (:v0), (:v1), ...) as name(column)}, to join against an index instead of
 * testing {@code column in (...)}. H2 uses an index for an {@code in} list only on the
 * index's first column: a lookup of 500 UIDs by {@code user_id = ? and ical_uid in (...)}
 * read every row of the user (measured: 40 such lookups over 200,000 stored rows took 78
 * s), while the same lookup as a join reads only the rows it finds (0.2 s). PostgreSQL
 * plans both well. The SQL is the same on both.
 */
public final class ValuesTable {

	private ValuesTable() {
	}

	/**
	 * The SQL of the table: {@code (values (cast(:name0 as varchar(length))), ...) as
	 * name(column)}, to use where a table may stand.
	 * @param name the table's name, also the prefix of its parameters
	 * @param column its one column
	 * @param length the longest value the column holds
	 * @param count how many values; at least one
	 */
	public static String sql(String name, String column, int length, int count) {
		StringBuilder sql = new StringBuilder("(values ");
		for (int i = 0; i < count; i++) {
			sql.append((i > 0) ? ", " : "")
				.append("(cast(:")
				.append(name)
				.append(i)
				.append(" as varchar(")
				.append(length)
				.append(")))");
		}
		return sql.append(") as ").append(name).append('(').append(column).append(')').toString();
	}

	/** The parameters of {@link #sql} for these values, by name. */
	public static Map<String, Object> parameters(String name, List<String> values) {
		Map<String, Object> parameters = new LinkedHashMap<>();
		for (int i = 0; i < values.size(); i++) {
			parameters.put(name + i, values.get(i));
		}
		return parameters;
	}

}
