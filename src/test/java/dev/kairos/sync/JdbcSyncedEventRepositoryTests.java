package dev.kairos.sync;

import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.providers.ExternalEvent;
import dev.kairos.shared.Source;
import dev.kairos.shared.SourceType;
import dev.kairos.shared.ValuesTable;
import dev.kairos.test.RepositoryTest;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The synced events' SQL at its edges, on the test database: what counts as longer than a
 * day, the items that started more than a day before a window and still run in it (listed
 * once, filtered like the others, within the page's limit), the sweep's window, lists of
 * ids longer than one chunk, the revision, and what is cut to fit a column.
 */
@RepositoryTest
class JdbcSyncedEventRepositoryTests {

	private static final Instant FROM = Instant.parse("2030-03-10T00:00:00Z");

	private static final Instant TO = Instant.parse("2030-03-11T00:00:00Z");

	@Autowired
	private JdbcSyncedEventRepository repository;

	@Autowired
	private JdbcClient jdbc;

	private final UUID user = UUID.randomUUID();

	@BeforeEach
	void user() {
		this.jdbc.sql("""
				insert into users (id, issuer, subject, created_at)
				values (:id, 'https://issuer.example', :subject, current_timestamp)""")
			.param("id", this.user)
			.param("subject", this.user.toString())
			.update();
	}

	private static ExternalEvent event(String id, String container, Instant start, Instant end) {
		return new ExternalEvent(id, container, SourceType.EVENT, "Title " + id, "About " + id, "Room " + id, start,
				end, false, true, false, "https://example.com/" + id, null);
	}

	private static ExternalEvent event(String id, Instant start, Instant end) {
		return event(id, "primary", start, end);
	}

	private Map<UUID, ExternalEvent> insert(Source source, long generation, ExternalEvent... events) {
		Map<UUID, ExternalEvent> byId = new LinkedHashMap<>();
		for (ExternalEvent event : events) {
			byId.put(UUID.randomUUID(), event);
		}
		this.repository.insert(this.user, source, byId, generation, FROM);
		return byId;
	}

	private @Nullable OffsetDateTime longEndTime(String externalId) {
		return this.jdbc.sql("select long_end_time from external_events where user_id = :user and external_id = :id")
			.param("user", this.user)
			.param("id", externalId)
			.query((rs, row) -> rs.getObject(1, OffsetDateTime.class))
			.list()
			.get(0);
	}

	private List<String> externalIds(List<SyncedEvent> events) {
		return events.stream().map(SyncedEvent::externalId).toList();
	}

	private List<String> stored() {
		return this.jdbc.sql("select external_id from external_events where user_id = :user order by external_id")
			.param("user", this.user)
			.query(String.class)
			.list();
	}

	@Test
	void anItemIsLongOnlyWhenItLastsMoreThanADay() {
		Instant start = FROM.minus(Duration.ofDays(3));
		insert(Source.GOOGLE, 1, event("day", start, start.plus(Duration.ofDays(1))),
				event("longer", start, start.plus(Duration.ofDays(1)).plusSeconds(1)));

		assertThat(longEndTime("day")).isNull();
		assertThat(longEndTime("longer")).isNotNull();
		assertThat(longEndTime("longer").toInstant()).isEqualTo(start.plus(Duration.ofDays(1)).plusSeconds(1));
	}

	@Test
	void itemsStartedMoreThanADayBeforeTheWindowAreListedOnceWhileTheyRun() {
		Instant dayBefore = FROM.minus(Duration.ofDays(1));
		insert(Source.GOOGLE, 1, event("at-day-before", dayBefore, FROM.plus(Duration.ofHours(1))),
				event("after-day-before", dayBefore.plusSeconds(1), FROM.plus(Duration.ofHours(2))),
				event("week", FROM.minus(Duration.ofDays(7)), FROM.plus(Duration.ofHours(3))),
				event("ended", FROM.minus(Duration.ofDays(7)), FROM),
				event("inside", FROM.plus(Duration.ofHours(4)), FROM.plus(Duration.ofHours(5))));
		insert(Source.MICROSOFT, 1, event("other-source", FROM.minus(Duration.ofDays(5)), TO));

		assertThat(externalIds(this.repository.findBlocking(this.user, FROM, TO, null, null, 1000)))
			.containsExactly("week", "other-source", "at-day-before", "after-day-before", "inside");
		assertThat(externalIds(this.repository.findPage(this.user, FROM, TO, Set.of(Source.GOOGLE),
				Set.of(SourceType.EVENT), null, null, 100)))
			.containsExactly("week", "at-day-before", "after-day-before", "inside");
		assertThat(externalIds(this.repository.findPage(this.user, FROM, TO, Set.of(Source.GOOGLE),
				Set.of(SourceType.ASSIGNMENT), null, null, 100)))
			.isEmpty();
		assertThat(externalIds(this.repository.findPage(this.user, FROM, TO, Set.of(Source.GOOGLE),
				Set.of(SourceType.EVENT), null, null, 2)))
			.containsExactly("week", "at-day-before");
		assertThat(externalIds(this.repository.findPage(this.user, FROM.plus(Duration.ofHours(4)), TO,
				Set.of(Source.GOOGLE), Set.of(SourceType.EVENT), null, null, 100)))
			.containsExactly("inside");
	}

	@Test
	void freeAndAllDayItemsStartedEarlierDoNotBlock() {
		Instant start = FROM.minus(Duration.ofDays(3));
		insert(Source.GOOGLE, 1,
				new ExternalEvent("free", "primary", SourceType.EVENT, "Free", null, null, start, TO, false, false,
						false, null, null),
				new ExternalEvent("all-day", "primary", SourceType.EVENT, "Trip", null, null, start, TO, true, true,
						false, null, null),
				event("busy", start, FROM.plusSeconds(1)));

		assertThat(externalIds(this.repository.findBlocking(this.user, FROM, TO, null, null, 1000)))
			.containsExactly("busy");
		assertThat(externalIds(this.repository.findBlocking(this.user, FROM.plusSeconds(1), TO, null, null, 1000)))
			.isEmpty();
	}

	@Test
	void aPageAfterAKeysetPositionSkipsItemsStartedEarlierAtAnyStart() {
		Instant start = FROM.minus(Duration.ofDays(3));
		Map<UUID, ExternalEvent> early = insert(Source.GOOGLE, 1, event("a", start, TO), event("b", start, TO));
		insert(Source.GOOGLE, 1, event("later", FROM.minus(Duration.ofDays(2)), TO));
		List<UUID> ids = early.keySet().stream().sorted((x, y) -> x.toString().compareTo(y.toString())).toList();
		Map<UUID, String> externalId = new LinkedHashMap<>();
		early.forEach((id, event) -> externalId.put(id, event.externalId()));

		List<SyncedEvent> all = this.repository.findPage(this.user, FROM, TO, Set.of(Source.GOOGLE),
				Set.of(SourceType.EVENT), null, null, 10);
		List<SyncedEvent> afterFirst = this.repository.findPage(this.user, FROM, TO, Set.of(Source.GOOGLE),
				Set.of(SourceType.EVENT), start, ids.get(0), 10);
		List<SyncedEvent> afterSecond = this.repository.findPage(this.user, FROM, TO, Set.of(Source.GOOGLE),
				Set.of(SourceType.EVENT), start, ids.get(1), 10);

		assertThat(externalIds(all)).containsExactly(externalId.get(ids.get(0)), externalId.get(ids.get(1)), "later");
		assertThat(externalIds(afterFirst)).containsExactly(externalId.get(ids.get(1)), "later");
		assertThat(externalIds(afterSecond)).containsExactly("later");
	}

	/**
	 * Items started more than a day before the window are read without an order and
	 * merged by start, then id. Here the table returns them the other way round: the one
	 * with the larger id is written first and ends first (the order of its insertion and
	 * of the index on the end).
	 */
	@Test
	void ordersItemsStartedEarlierAtTheSameStartByIdWhateverOrderTheTableGives() {
		Instant start = FROM.minus(Duration.ofDays(3));
		Map<UUID, ExternalEvent> early = new LinkedHashMap<>();
		early.put(UUID.fromString("f0000000-0000-4000-8000-000000000000"), event("larger-id", start, TO));
		early.put(UUID.fromString("10000000-0000-4000-8000-000000000000"),
				event("smaller-id", start, TO.plus(Duration.ofDays(1))));
		this.repository.insert(this.user, Source.GOOGLE, early, 1, FROM);

		assertThat(externalIds(this.repository.findPage(this.user, FROM, TO, Set.of(Source.GOOGLE),
				Set.of(SourceType.EVENT), null, null, 10)))
			.containsExactly("smaller-id", "larger-id");
		assertThat(externalIds(this.repository.findBlocking(this.user, FROM, TO, null, null, 1000)))
			.containsExactly("smaller-id", "larger-id");
	}

	@Test
	void aSweepDeletesOnlyEarlierGenerationsOfItsContainerEndingAfterTheWindowStart() {
		insert(Source.GOOGLE, 1,
				event("before-window", FROM.minus(Duration.ofDays(40)), FROM.minus(Duration.ofDays(39))),
				event("gone", FROM, TO), event("other-calendar", "work", FROM, TO));
		insert(Source.GOOGLE, 2, event("seen", FROM, TO));

		int swept = this.repository.sweep(this.user, Source.GOOGLE, "primary", 2, FROM.minus(Duration.ofDays(30)));

		assertThat(swept).isEqualTo(1);
		assertThat(stored()).containsExactly("before-window", "other-calendar", "seen");
		assertThat(this.repository.sweep(this.user, Source.GOOGLE, "primary", 2, null)).isEqualTo(1);
		assertThat(stored()).containsExactly("other-calendar", "seen");
	}

	@Test
	void containersTheUserNoLongerHasLoseTheirItemsAndNoContainerMeansNothingIsLeft() {
		insert(Source.CANVAS, 1, event("kept", "course-1", FROM, TO), event("dropped", "course-2", FROM, TO));
		insert(Source.GOOGLE, 1, event("google", FROM, TO));

		assertThat(this.repository.deleteOutside(this.user, Source.CANVAS, Set.of("course-1"))).isEqualTo(1);
		assertThat(stored()).containsExactly("google", "kept");
		assertThat(this.repository.deleteOutside(this.user, Source.CANVAS, Set.of())).isEqualTo(1);
		assertThat(stored()).containsExactly("google");
	}

	@Test
	void listsOfIdsLongerThanOneChunkAreReadTouchedAndDeletedWhole() {
		List<ExternalEvent> events = new ArrayList<>();
		for (int i = 0; i < 1001; i++) {
			events.add(event("e" + i, FROM, TO));
		}
		Map<UUID, ExternalEvent> inserted = insert(Source.GOOGLE, 1, events.toArray(ExternalEvent[]::new));
		List<String> all = events.stream().map(ExternalEvent::externalId).toList();

		Map<String, JdbcSyncedEventRepository.Stored> found = this.repository.findExisting(this.user, Source.GOOGLE,
				all);
		assertThat(found).hasSize(1001);
		inserted.forEach((id, event) -> assertThat(found.get(event.externalId()))
			.isEqualTo(new JdbcSyncedEventRepository.Stored(id, event)));
		this.repository.touch(this.user, List.copyOf(inserted.keySet()), 2);
		assertThat(this.jdbc.sql("select count(*) from external_events where user_id = :user and sync_generation = 2")
			.param("user", this.user)
			.query(Integer.class)
			.single()).isEqualTo(1001);
		assertThat(this.repository.deleteByExternalIds(this.user, Source.GOOGLE, all.subList(0, 500))).isEqualTo(500);
		assertThat(this.repository.deleteByExternalIds(this.user, Source.GOOGLE, all.subList(500, 1001)))
			.isEqualTo(501);
		assertThat(stored()).isEmpty();
	}

	@Test
	void anUpdateCountsASequenceAndAnEmptyWriteDoesNothing() {
		Map<UUID, ExternalEvent> inserted = insert(Source.GOOGLE, 1, event("a", FROM, TO));
		UUID id = inserted.keySet().iterator().next();
		ExternalEvent moved = event("a", FROM.plusSeconds(60), TO);

		this.repository.update(this.user, Source.GOOGLE, Map.of(id, moved), 2, TO);
		this.repository.update(this.user, Source.GOOGLE, Map.of(), 3, TO);
		this.repository.insert(this.user, Source.GOOGLE, Map.of(), 3, TO);

		List<SyncedEvent> listed = new ArrayList<>();
		this.repository.forEach(this.user, Source.GOOGLE, listed::add);
		assertThat(listed).singleElement().satisfies((event) -> {
			assertThat(event.id()).isEqualTo(id);
			assertThat(event.sequence()).isEqualTo(1);
			assertThat(event.startTime()).isEqualTo(FROM.plusSeconds(60));
			assertThat(event.updatedAt()).isEqualTo(TO);
			assertThat(event.createdAt()).isEqualTo(TO);
		});
	}

	@Test
	void theRevisionStartsAtZeroAndCountsEachBump() {
		assertThat(this.repository.revision(this.user, Source.GOOGLE)).isZero();

		this.repository.bumpRevision(this.user, Source.GOOGLE);
		assertThat(this.repository.revision(this.user, Source.GOOGLE)).isEqualTo(1);
		this.repository.bumpRevision(this.user, Source.GOOGLE);
		this.repository.bumpRevision(this.user, Source.GOOGLE);

		assertThat(this.repository.revision(this.user, Source.GOOGLE)).isEqualTo(3);
		assertThat(this.repository.revision(this.user, Source.MICROSOFT)).isZero();
	}

	@Test
	void textsAreCutToTheirColumnsWithoutNulCharacters() {
		ExternalEvent fits = new ExternalEvent("a", "primary", SourceType.ASSIGNMENT, "t".repeat(1000), null,
				"l".repeat(1000), FROM, FROM, false, false, true, "u".repeat(2000), "c".repeat(500));
		ExternalEvent longer = new ExternalEvent("a", "primary", SourceType.ASSIGNMENT, "t".repeat(1001), "\0d\0d",
				"l".repeat(1001), FROM, FROM, false, false, true, "u".repeat(2001), "c\0".repeat(501));

		assertThat(JdbcSyncedEventRepository.fitted(fits)).isEqualTo(fits);
		assertThat(JdbcSyncedEventRepository.fitted(longer))
			.isEqualTo(new ExternalEvent("a", "primary", SourceType.ASSIGNMENT, "t".repeat(1000), "dd",
					"l".repeat(1000), FROM, FROM, false, false, true, "u".repeat(2000), "c".repeat(500)));
	}

	@Test
	void looksUpExternalIdsReadingOnlyTheRowsItFinds() throws Exception {
		ExternalEvent[] events = new ExternalEvent[2000];
		for (int i = 0; i < events.length; i++) {
			events[i] = event("item-" + i, FROM.plusSeconds(60L * i), FROM.plusSeconds(60L * i + 30));
		}
		insert(Source.GOOGLE, 1, events);
		List<String> wanted = List.of("item-7", "item-70", "item-700");

		assertThat(this.repository.findExisting(this.user, Source.GOOGLE, wanted)).containsOnlyKeys(wanted);
		assertThat(this.repository.findExisting(this.user, Source.MICROSOFT, wanted)).isEmpty();
		String database = this.jdbc.sql("select 1")
			.query((rs, row) -> rs.getStatement().getConnection().getMetaData().getDatabaseProductName())
			.single();
		if ("H2".equals(database)) {
			// An in-list on the unique key's third column read every row of the user.
			String plan = this.jdbc.sql("explain analyze " + JdbcSyncedEventRepository.existingQuery(wanted.size()))
				.param("userId", this.user)
				.param("source", Source.GOOGLE.wireValue())
				.params(ValuesTable.parameters("wanted", wanted))
				.query(String.class)
				.single();
			Matcher scans = Pattern.compile("scanCount: (\\d+)").matcher(plan);
			int scanned = 0;
			while (scans.find()) {
				scanned += Integer.parseInt(scans.group(1));
			}
			assertThat(scanned).as(plan).isPositive().isLessThan(20);
		}
	}

}
