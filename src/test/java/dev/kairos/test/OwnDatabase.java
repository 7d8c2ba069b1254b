package dev.kairos.test;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A database of a test's own, on the same server as the suite's: for tests that start
 * instances of the service themselves and must not share rows (or background work) with
 * the suite's application.
 */
public final class OwnDatabase {

	private OwnDatabase() {
	}

	/**
	 * The suite's database URL with {@code suffix} added to its name: on PostgreSQL a
	 * schema of that name, dropped and made anew; on H2 a new in-memory database.
	 */
	public static String url(String suffix) throws Exception {
		// Part of a PostgreSQL schema name, unquoted: a hyphen would pass on H2 and fail
		// there.
		assertThat(suffix).as("a database suffix").matches("[a-z0-9_]+");
		String url = System.getProperty("kairos.test.datasource.url",
				"jdbc:h2:mem:kairos;DB_CLOSE_DELAY=-1;LOCK_TIMEOUT=10000");
		if (url.startsWith("jdbc:h2:mem:")) {
			return url.replaceFirst("^jdbc:h2:mem:([A-Za-z0-9_-]+)", "jdbc:h2:mem:$1_" + suffix);
		}
		Matcher schema = Pattern.compile("currentSchema=([A-Za-z0-9_]+)").matcher(url);
		assertThat(schema.find()).as(url).isTrue();
		String own = schema.group(1) + "_" + suffix;
		try (Connection connection = DriverManager.getConnection(url,
				System.getProperty("kairos.test.datasource.username"), "");
				Statement statement = connection.createStatement()) {
			statement.execute("drop schema if exists " + own + " cascade");
			statement.execute("create schema " + own);
		}
		return schema.replaceFirst("currentSchema=" + own);
	}

	/** Whether the suite runs on PostgreSQL. */
	public static boolean postgres() {
		return System.getProperty("kairos.test.datasource.url", "").startsWith("jdbc:postgresql:");
	}

}
