package dev.kairos;

import java.io.IOException;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.FullDiskChecks;
import dev.kairos.test.OwnDatabase;
import dev.kairos.test.ServiceProcess;
import dev.kairos.test.SmallDisk;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static dev.kairos.test.FullDiskChecks.assertAllThere;
import static dev.kairos.test.FullDiskChecks.assertBusy;
import static dev.kairos.test.FullDiskChecks.create;
import static dev.kairos.test.FullDiskChecks.fillUntilRefused;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A full disk under PostgreSQL, what {@link FullDiskTests} checks on H2: the service runs
 * as its own process on a schema of its own whose tables all live in a tablespace on a
 * small tmpfs mounted for the test (the connections' {@code default_tablespace}, so
 * Flyway creates them there). The test fills that disk, then writes through the API.
 * While the disk is full health and readiness are DOWN and writes get 503 {@code busy}
 * with {@code Retry-After}, never 500, and reads work; once space is freed the service
 * recovers by itself, without a restart, and every acknowledged write is there and no
 * refused one.
 * <p>
 * Runs with {@code -Ppostgres-tests} on the machine of the PostgreSQL server, as root (to
 * mount the tmpfs) and as a superuser of the server (to create the tablespace); skipped
 * otherwise, but failed where every test must run ({@link SmallDisk}).
 */
class PostgresFullDiskTests {

	private static final Pattern SCHEMA = Pattern.compile("currentSchema=([a-z0-9_]+)");

	private static @Nullable String url;

	private static @Nullable String schema;

	private static @Nullable Path root;

	private static @Nullable Path space;

	private static @Nullable SmallDisk disk;

	@TempDir
	Path directory;

	private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

	@BeforeAll
	static void tablespaceOnASmallDisk() throws Exception {
		assumeTrue(OwnDatabase.postgres(),
				"runs on PostgreSQL only (-Ppostgres-tests); FullDiskTests is the same on the embedded database");
		url = OwnDatabase.url("disk");
		Matcher matcher = SCHEMA.matcher(url);
		assertThat(matcher.find()).as(url).isTrue();
		schema = matcher.group(1);
		Path dataDirectory;
		try (Connection connection = connect(); Statement statement = connection.createStatement()) {
			// A run that was killed leaves its tablespace (its schema is gone by now).
			statement.execute("drop tablespace if exists " + schema);
			ResultSet result = statement.executeQuery("show data_directory");
			result.next();
			dataDirectory = Path.of(result.getString(1));
		}
		catch (SQLException ex) {
			// Only a superuser (or pg_read_all_settings) may read data_directory.
			SmallDisk.unavailable("PostgreSQL does not let this user read its data directory: " + ex.getMessage());
			return;
		}
		if (!Files.isDirectory(dataDirectory)) {
			SmallDisk.unavailable("PostgreSQL's data directory " + dataDirectory
					+ " is not on this machine: its tablespace cannot live on a disk mounted here");
		}
		// The server's own user must own the tablespace's directory.
		int uid = (int) Files.getAttribute(dataDirectory, "unix:uid");
		int gid = (int) Files.getAttribute(dataDirectory, "unix:gid");
		root = Files.createTempDirectory("kairos-pgdisk");
		Files.setPosixFilePermissions(root, PosixFilePermissions.fromString("rwx--x--x"));
		space = Files.createDirectory(root.resolve("space"));
		disk = SmallDisk.mount(space, "size=16m,mode=700,uid=%d,gid=%d".formatted(uid, gid));
		execute("create tablespace " + schema + " location '" + space + "'");
	}

	@AfterAll
	static void dropAndUnmount() throws Exception {
		try {
			if (schema != null) {
				execute("drop schema if exists " + schema + " cascade");
				execute("drop tablespace if exists " + schema);
			}
		}
		finally {
			if (disk != null) {
				disk.close();
			}
			if (space != null) {
				Files.deleteIfExists(space);
			}
			if (root != null) {
				Files.deleteIfExists(root);
			}
		}
	}

	@Test
	void aFullTablespaceMakesReadinessDownAndAnswers503ThenRecoversWithoutARestartKeepingEveryAcknowledgedWrite()
			throws Exception {
		String[] database = { "--spring.datasource.url=" + url + "&options=-c%20default_tablespace%3D" + schema,
				"--spring.datasource.username=" + System.getProperty("kairos.test.datasource.username"),
				"--kairos.connections.encryption-key=MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=" };
		List<String> command = new ArrayList<>(List.of("--create-user=disk@example.com"));
		command.addAll(List.of(database));
		ServiceProcess.Result created = ServiceProcess.run(this.directory, command.toArray(String[]::new));
		assertThat(created.exitCode()).as(created.stderr()).isZero();
		String key = created.stdout().get(0);
		assertEveryTableOnTheSmallDisk();
		Instant base = Instant.now().truncatedTo(ChronoUnit.DAYS).plus(30, ChronoUnit.DAYS);
		List<String> acknowledged = new ArrayList<>();
		try (ServiceProcess service = ServiceProcess.start(this.directory, database)) {
			try {
				outageAndRecovery(service.api(key), service, base, acknowledged);
			}
			catch (AssertionError | RuntimeException ex) {
				throw new AssertionError(ex.getMessage() + "\nThe service's log:\n" + service.log(), ex);
			}
		}
		assertThat(count("select count(*) from " + schema + ".events")).as("events stored")
			.isEqualTo(acknowledged.size());
	}

	private void outageAndRecovery(Api api, ServiceProcess service, Instant base, List<String> acknowledged)
			throws Exception {
		for (int i = 0; i < 5; i++) {
			acknowledged.add(created(create(api, base, acknowledged.size())));
		}
		Path filler = space.resolve("filler");
		SmallDisk.fill(filler);
		// Before any user's write fails: the load balancer stops sending traffic.
		await().atMost(Duration.ofMinutes(1)).until(() -> status(service, "/actuator/health") == 503);
		assertThat(status(service, "/actuator/health/readiness")).isEqualTo(503);
		// A restart would not help: the process stays live.
		assertThat(status(service, "/actuator/health/liveness")).isEqualTo(200);
		fillUntilRefused(api, base, acknowledged);
		assertBusy(create(api, base, acknowledged.size()));
		assertThat(status(service, "/actuator/health/readiness")).isEqualTo(503);
		// Reading needs no room.
		Response read = api.get("/api/events/" + acknowledged.get(0));
		assertThat(read.status()).as(read.toString()).isEqualTo(200);

		Files.delete(filler);
		await().atMost(Duration.ofMinutes(1)).until(() -> status(service, "/actuator/health") == 200);
		assertThat(status(service, "/actuator/health/readiness")).isEqualTo(200);
		acknowledged.add(created(create(api, base, acknowledged.size())));
		assertAllThere(api, acknowledged);
	}

	/** Every table and index of the schema lives in the tablespace on the small disk. */
	private static void assertEveryTableOnTheSmallDisk() throws SQLException {
		String relations = "from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = '" + schema
				+ "' and c.relkind in ('r', 'i')";
		long all = count("select count(*) " + relations);
		assertThat(all).as("the schema's tables and indexes").isGreaterThan(10);
		assertThat(count("select count(*) " + relations
				+ " and c.reltablespace = (select oid from pg_tablespace where spcname = '" + schema + "')"))
			.as("tables and indexes on the small disk")
			.isEqualTo(all);
	}

	private static String created(Response response) {
		assertThat(response.status()).as(response.toString()).isEqualTo(201);
		return response.text("id");
	}

	private int status(ServiceProcess service, String path) throws IOException, InterruptedException {
		return FullDiskChecks.status(this.http, service, path);
	}

	private static Connection connect() throws SQLException {
		return DriverManager.getConnection(url, System.getProperty("kairos.test.datasource.username"), "");
	}

	private static void execute(String sql) throws SQLException {
		try (Connection connection = connect(); Statement statement = connection.createStatement()) {
			statement.execute(sql);
		}
	}

	private static long count(String sql) throws SQLException {
		try (Connection connection = connect();
				Statement statement = connection.createStatement();
				ResultSet result = statement.executeQuery(sql)) {
			result.next();
			return result.getLong(1);
		}
	}

}
