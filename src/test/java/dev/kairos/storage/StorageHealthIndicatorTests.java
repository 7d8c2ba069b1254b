package dev.kairos.storage;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.Statement;

import dev.kairos.test.OwnDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.Status;
import org.springframework.core.io.ClassPathResource;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The PostgreSQL side of health {@code storage}, on a schema of its own holding
 * {@code storage_probe} alone: the check needs a new page, not room in the row's own page
 * (what a full disk refuses: {@code PostgresFullDiskTests}), and a table locked by
 * another transaction (a {@code pg_dump}) does not take health DOWN.
 */
class StorageHealthIndicatorTests {

	private static String url;

	@BeforeAll
	static void probeTable() throws Exception {
		assumeTrue(OwnDatabase.postgres(), "the PostgreSQL check; FullDiskTests checks H2's");
		url = OwnDatabase.url("storage_probe");
		String migration = new ClassPathResource("db/migration/common/V80__storage_probe.sql")
			.getContentAsString(StandardCharsets.UTF_8);
		jdbc(url).execute(migration);
	}

	@Test
	void theCheckWritesTheRowIntoANewFile() {
		JdbcTemplate jdbc = jdbc(url);
		long before = filenode(jdbc);
		Health health = new StorageHealthIndicator(jdbc).health();
		assertThat(health.getStatus()).as(health.toString()).isEqualTo(Status.UP);
		assertThat(health.getDetails()).isEmpty();
		assertThat(filenode(jdbc)).as("storage_probe's file").isNotEqualTo(before);
		assertThat(jdbc.queryForObject("select count(*) from storage_probe where id = 1", Long.class)).isOne();
	}

	@Test
	void aTableLockedByAnotherTransactionIsRewrittenInsteadAndHealthStaysUp() throws Exception {
		JdbcTemplate jdbc = jdbc(url);
		long before = filenode(jdbc);
		try (Connection dump = jdbc.getDataSource().getConnection(); Statement statement = dump.createStatement()) {
			dump.setAutoCommit(false);
			// What pg_dump holds on every table while it runs.
			statement.execute("lock table storage_probe in access share mode");
			Health health = new StorageHealthIndicator(jdbc).health();
			assertThat(health.getStatus()).as(health.toString()).isEqualTo(Status.UP);
			assertThat(health.getDetails()).containsKey("space");
			dump.rollback();
		}
		assertThat(filenode(jdbc)).as("storage_probe's file").isEqualTo(before);
	}

	@Test
	void aDatabaseThatTakesNoWritesIsDown() {
		JdbcTemplate readOnly = jdbc(url + "&options=-c%20default_transaction_read_only%3Don");
		Health health = new StorageHealthIndicator(readOnly).health();
		assertThat(health.getStatus()).as(health.toString()).isEqualTo(Status.DOWN);
		assertThat(health.getDetails().get("error")).asString().contains("read-only");
	}

	private static long filenode(JdbcTemplate jdbc) {
		return jdbc.queryForObject("select pg_relation_filenode('storage_probe')", Long.class);
	}

	private static JdbcTemplate jdbc(String url) {
		return new JdbcTemplate(
				new DriverManagerDataSource(url, System.getProperty("kairos.test.datasource.username"), ""));
	}

}
