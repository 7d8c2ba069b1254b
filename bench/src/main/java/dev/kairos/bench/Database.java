package dev.kairos.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HexFormat;

/**
 * The database a benchmark runs on: an embedded H2 file (shared with the service through AUTO_SERVER)
 * or a fresh schema in the local PostgreSQL.
 */
record Database(String name, String serviceUrl, String user, boolean postgres) {

	/** A fresh work folder under {@code bench/work} for one run (the H2 file and the service's log). */
	static Path workDirectory(String prefix) throws IOException {
		Path root = Files.createDirectories(Path.of("work").toAbsolutePath());
		return Files.createTempDirectory(root, prefix + "-");
	}

	/**
	 * {@code postgres}: a fresh schema in the local PostgreSQL ({@code kairos_bench}, or {@code BENCH_PG_SCHEMA} so
	 * that runs side by side keep apart); anything else: an H2 file in {@code work}.
	 */
	static Database of(String kind, Path work) throws SQLException {
		String schema = System.getenv().getOrDefault("BENCH_PG_SCHEMA", "kairos_bench");
		if (!schema.matches("[a-z_][a-z0-9_]{0,62}")) {
			throw new IllegalArgumentException("BENCH_PG_SCHEMA is no plain schema name: " + schema);
		}
		return kind.equals("postgres") ? postgres(schema) : h2(work);
	}

	/** What the service stores of an API key: its SHA-256, in hex. */
	static String keyHash(String key) {
		try {
			return HexFormat.of()
				.formatHex(MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8)));
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException("SHA-256 is part of every JDK", ex);
		}
	}

	static Database h2(Path directory) {
		return new Database("H2 (embedded file)",
				"jdbc:h2:file:" + directory.resolve("kairos").toAbsolutePath() + ";AUTO_SERVER=TRUE;WRITE_DELAY=0;LOCK_TIMEOUT=10000",
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
