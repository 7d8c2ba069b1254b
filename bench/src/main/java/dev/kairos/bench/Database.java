package dev.kairos.bench;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The database a benchmark runs on: an embedded H2 file (shared with the service through AUTO_SERVER)
 * or a fresh schema in the local PostgreSQL.
 */
record Database(String name, String serviceUrl, String user, boolean postgres) {

	static Database h2(Path directory) {
		return new Database("H2 (embedded file)",
				"jdbc:h2:file:" + directory.resolve("kairos").toAbsolutePath() + ";AUTO_SERVER=TRUE;LOCK_TIMEOUT=10000",
				"sa", false);
	}

	static Database postgres(String schema) throws SQLException {
		Database database = new Database("PostgreSQL", "jdbc:postgresql://127.0.0.1:5432/test?currentSchema=" + schema,
				"root", true);
		try (Connection connection = DriverManager.getConnection("jdbc:postgresql://127.0.0.1:5432/test", "root", "");
				Statement statement = connection.createStatement()) {
			statement.execute("drop schema if exists " + schema + " cascade");
			statement.execute("create schema " + schema);
		}
		return database;
	}

	Connection connect() throws SQLException {
		return DriverManager.getConnection(this.serviceUrl, this.user, "");
	}

}
