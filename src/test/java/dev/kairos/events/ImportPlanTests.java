package dev.kairos.events;

import java.time.Instant;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What {@link ImportPlan#plan} decides for a file's one-off events against what an
 * earlier import stored under their UIDs, without a database.
 */
class ImportPlanTests {

	private static final Instant NOW = Instant.parse("2030-03-01T12:00:00Z");

	private static final Instant CREATED = Instant.parse("2030-02-01T12:00:00Z");

	private static EventDraft draft(String title, int hour) {
		Instant start = Instant.parse("2030-03-04T00:00:00Z").plusSeconds(3600L * hour);
		return new EventDraft(title, null, null, null, start, start.plusSeconds(3600), false);
	}

	private static Event stored(EventDraft draft, int sequence) {
		return new Event(UUID.randomUUID(), draft.title(), draft.description(), draft.location(), draft.color(),
				draft.startTime(), draft.endTime(), draft.allDay(), sequence, CREATED, CREATED);
	}

	private static ImportKey key(String uid) {
		return new ImportKey(uid, null);
	}

	@Test
	void insertsNewEventsUpdatesChangedOnesAndRemovesWhatTheFileDropped() {
		ImportPlan.FileItems file = new ImportPlan.FileItems();
		ImportPlan.Stored stored = new ImportPlan.Stored();
		file.singles.put(key("new"), draft("New", 9));
		file.singles.put(key("same"), draft("Same", 10));
		file.singles.put(key("moved"), draft("Moved", 12));
		file.held.addAll(java.util.List.of("new", "same", "moved", "gone"));
		Event same = stored(draft("Same", 10), 0);
		Event moved = stored(draft("Moved", 11), 2);
		Event gone = stored(draft("Gone", 13), 0);
		Event elsewhere = stored(draft("Elsewhere", 14), 0);
		stored.singles.put(key("same"), same);
		stored.singles.put(key("moved"), moved);
		stored.singles.put(key("gone"), gone);
		// A UID the file does not hold (another file's) stays.
		stored.singles.put(key("elsewhere"), elsewhere);

		ImportPlan.Plan plan = ImportPlan.plan(file, stored, NOW);

		assertThat(plan.inserts()).hasSize(1);
		Event inserted = plan.inserts().get(0).event();
		assertThat(plan.inserts().get(0).key()).isEqualTo(key("new"));
		assertThat(inserted.draft()).isEqualTo(draft("New", 9));
		assertThat(inserted.sequence()).isZero();
		assertThat(inserted.createdAt()).isEqualTo(NOW);
		assertThat(inserted.updatedAt()).isEqualTo(NOW);
		assertThat(plan.updates()).hasSize(1);
		Event updated = plan.updates().get(0);
		assertThat(updated.id()).isEqualTo(moved.id());
		assertThat(updated.draft()).isEqualTo(draft("Moved", 12));
		assertThat(updated.sequence()).isEqualTo(3);
		assertThat(updated.createdAt()).isEqualTo(CREATED);
		assertThat(updated.updatedAt()).isEqualTo(NOW);
		assertThat(plan.removals()).containsExactly(gone.id().uuid());
		assertThat(plan.seriesRemovals()).isEmpty();
		assertThat(plan.occurrenceChanges()).isEmpty();
		assertThat(plan.occurrenceCancels()).isEmpty();
		assertThat(plan.counts().imported).isEqualTo(1);
		assertThat(plan.counts().unchanged).isEqualTo(1);
		assertThat(plan.counts().updated).isEqualTo(1);
		assertThat(plan.counts().removed).isEqualTo(1);
		// One added, one removed.
		assertThat(plan.added()).isZero();
		assertThat(plan.addedSeries()).isZero();
	}

	@Test
	void removesACancelledEventAndCountsWhatItAdds() {
		ImportPlan.FileItems file = new ImportPlan.FileItems();
		ImportPlan.Stored stored = new ImportPlan.Stored();
		file.singles.put(key("a"), draft("A", 9));
		file.singles.put(key("b"), draft("B", 10));
		file.cancelled.add(key("c"));
		Event cancelled = stored(draft("C", 11), 0);
		stored.singles.put(key("c"), cancelled);
		UUID unreadable = UUID.randomUUID();
		stored.unreadable.add(unreadable);

		ImportPlan.Plan plan = ImportPlan.plan(file, stored, NOW);

		assertThat(plan.inserts()).extracting(JdbcEventRepository.ImportedRow::key).containsExactly(key("a"), key("b"));
		assertThat(plan.removals()).containsExactly(cancelled.id().uuid());
		assertThat(plan.seriesRemovals()).containsExactly(unreadable);
		assertThat(plan.counts().imported).isEqualTo(2);
		assertThat(plan.counts().removed).isEqualTo(2);
		assertThat(plan.added()).isZero();
		assertThat(plan.addedSeries()).isZero();
	}

	@Test
	void countsTheSeriesAFileAddsWithItsEvents() {
		ImportPlan.FileItems file = new ImportPlan.FileItems();
		file.singles.put(key("a"), draft("A", 9));
		// The plan reads only which UIDs the file's series have.
		file.series.put("weekly", new ImportPlan.PreparedSeries("weekly", null, java.util.List.of()));
		file.series.put("daily", new ImportPlan.PreparedSeries("daily", null, java.util.List.of()));

		ImportPlan.Plan plan = ImportPlan.plan(file, new ImportPlan.Stored(), NOW);

		assertThat(plan.inserts()).hasSize(1);
		assertThat(plan.added()).isEqualTo(3);
		assertThat(plan.addedSeries()).isEqualTo(2);
	}

}
