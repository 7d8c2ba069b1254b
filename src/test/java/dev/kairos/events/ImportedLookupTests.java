package dev.kairos.events;

import java.sql.DatabaseMetaData;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.sql.DataSource;

import dev.kairos.events.JdbcEventRepository.ImportedRow;
import dev.kairos.shared.ValuesTable;
import dev.kairos.test.RepositoryTest;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.support.JdbcUtils;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An import looks up the UIDs of its file among the user's stored events by reading only
 * the rows it finds, however many the user has: what an unchanged re-import costs grows
 * with the file, not with what is stored.
 */
@RepositoryTest
// Committed, as an import commits them: H2 plans the lookup by statistics that
// uncommitted
// rows do not update (in the slice's rolled-back transaction it read all 3,000 rows).
@Transactional(propagation = Propagation.NOT_SUPPORTED)
class ImportedLookupTests {

	private static final int STORED = 3000;

	private static final Pattern SCAN_COUNT = Pattern.compile("scanCount: (\\d+)");

	@Autowired
	private JdbcEventRepository events;

	@Autowired
	private JdbcClient jdbc;

	@Autowired
	private DataSource dataSource;

	private UUID user() {
		UUID user = UUID.randomUUID();
		this.jdbc.sql("""
				insert into users (id, issuer, subject, created_at)
				values (:id, 'https://issuer.example', :subject, current_timestamp)""")
			.param("id", user)
			.param("subject", user.toString())
			.update();
		return user;
	}

	private UUID storeImported() {
		UUID user = user();
		Instant start = Instant.parse("2031-01-01T09:00:00Z");
		List<ImportedRow> rows = new ArrayList<>();
		for (int i = 0; i < STORED; i++) {
			Event event = new Event(EventId.of(UUID.randomUUID()), "Event " + i, null, null, null,
					start.plusSeconds(3600L * i), start.plusSeconds(3600L * i + 1800), false, null, null, null, null,
					dev.kairos.shared.Reminders.DEFAULT, 0, start, start);
			rows.add(new ImportedRow(new ImportKey("uid-" + i + "@example.com", null), event));
		}
		this.events.insertImported(user, rows);
		return user;
	}

	@Test
	void findsEveryWantedUidAcrossBatchesAndNothingElse() {
		UUID user = storeImported();
		List<String> wanted = new ArrayList<>();
		for (int i = 0; i < 1200; i++) {
			wanted.add("uid-" + (i * 2) + "@example.com");
		}
		wanted.add("not-stored@example.com");

		List<ImportedRow> found = this.events.findImported(user, wanted);

		assertThat(found).extracting((row) -> row.key().icalUid())
			.containsExactlyInAnyOrderElementsOf(wanted.subList(0, 1200));
		assertThat(found).allSatisfy((row) -> assertThat(row.key().recurrenceId()).isNull());
		assertThat(this.events.findImported(user(), wanted)).isEmpty();
	}

	@Test
	void readsOnlyTheRowsItFindsOnTheEmbeddedDatabase() throws Exception {
		String database = JdbcUtils.extractDatabaseMetaData(this.dataSource, DatabaseMetaData::getDatabaseProductName);
		UUID user = storeImported();
		List<String> wanted = List.of("uid-10@example.com", "uid-20@example.com", "uid-30@example.com");

		if ("H2".equals(database)) {
			// H2 reports the rows each table scan read; an in-list on the index's second
			// column read all of the user's.
			String plan = this.jdbc.sql("explain analyze " + JdbcEventRepository.importedQuery(wanted.size()))
				.param("userId", user)
				.params(ValuesTable.parameters("wanted", wanted))
				.query(String.class)
				.single();
			Matcher scans = SCAN_COUNT.matcher(plan);
			int scanned = 0;
			while (scans.find()) {
				scanned += Integer.parseInt(scans.group(1));
			}
			assertThat(scanned).as(plan).isPositive().isLessThan(20);
		}
		else {
			String plan = String.join("\n",
					this.jdbc.sql("explain " + JdbcEventRepository.importedQuery(wanted.size()))
						.param("userId", user)
						.params(ValuesTable.parameters("wanted", wanted))
						.query(String.class)
						.list());
			assertThat(plan).contains("events_ical_key_ux");
		}
	}

}
