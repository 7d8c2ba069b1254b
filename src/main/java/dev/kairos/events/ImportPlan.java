package dev.kairos.events;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import dev.kairos.events.JdbcEventRepository.ImportedRow;

/**
 * What an import writes, decided from the file's checked items and what the user has
 * stored under its UIDs, without writing anything: {@link EventImports} reads the file,
 * takes the lock, reads what is stored, plans here and applies the plan.
 */
final class ImportPlan {

	private ImportPlan() {
	}

	/**
	 * What to write, decided without writing: the one-off rows to insert, update and
	 * remove, the series to remove, and the occurrences of series stored from an earlier
	 * file that this file changes or cancels without holding the series (an invitation's
	 * update of one meeting).
	 */
	static Plan plan(FileItems file, Stored stored, Instant now) {
		Set<String> partial = new HashSet<>(stored.series.keySet());
		partial.removeAll(file.masters);
		Set<String> held = new HashSet<>(file.held);
		held.removeAll(partial);
		Map<ImportKey, EventDraft> occurrenceChanges = new LinkedHashMap<>();
		Map<ImportKey, EventDraft> singles = new LinkedHashMap<>();
		file.singles
			.forEach((key, draft) -> (partial.contains(key.icalUid()) ? occurrenceChanges : singles).put(key, draft));
		Set<ImportKey> occurrenceCancels = new LinkedHashSet<>();
		Set<ImportKey> cancelled = new LinkedHashSet<>();
		file.cancelled.forEach((key) -> (partial.contains(key.icalUid()) ? occurrenceCancels : cancelled).add(key));
		Counts counts = new Counts();
		List<ImportedRow> inserts = new ArrayList<>();
		List<Event> updates = new ArrayList<>();
		singles.forEach((key, draft) -> {
			Event current = stored.singles.get(key);
			if (current == null) {
				inserts.add(new ImportedRow(key, Event.oneOff(UUID.randomUUID(), draft, 0, now, now)));
				counts.imported++;
			}
			else if (current.draft().equals(draft)) {
				counts.unchanged++;
			}
			else {
				updates.add(Event.oneOff(current.id().uuid(), draft, current.sequence() + 1, current.createdAt(), now));
				counts.updated++;
			}
		});
		// Stored one-off rows of the file's UIDs that it no longer has: gone from the
		// file, or copies of a series that is now stored once.
		List<UUID> removals = stored.singles.entrySet()
			.stream()
			.filter((entry) -> !singles.containsKey(entry.getKey())
					&& (held.contains(entry.getKey().icalUid()) || cancelled.contains(entry.getKey())))
			.map((entry) -> entry.getValue().id().uuid())
			.toList();
		List<UUID> seriesRemovals = new ArrayList<>(stored.unreadable);
		int removedSeries = 0;
		for (StoredSeries found : stored.series.values()) {
			if (!file.series.containsKey(found.icalUid()) && held.contains(found.icalUid())) {
				seriesRemovals.add(found.id());
				removedSeries++;
			}
		}
		counts.removed += removals.size() + seriesRemovals.size();
		int newSeries = (int) file.series.keySet().stream().filter((uid) -> !stored.series.containsKey(uid)).count();
		return new Plan(inserts, updates, removals, seriesRemovals, occurrenceChanges, occurrenceCancels,
				inserts.size() + newSeries - removals.size() - seriesRemovals.size(),
				(newSeries > 0) ? newSeries - removedSeries : 0, counts);
	}

	/**
	 * A checked series ready to store.
	 *
	 * @param uid its UID
	 * @param series the series (with a fresh id, kept only when it is new)
	 * @param exceptions its changed occurrences
	 */
	record PreparedSeries(String uid, StoredSeries series, List<StoredException> exceptions) {

	}

	static final class FileItems {

		final Map<ImportKey, EventDraft> singles = new LinkedHashMap<>();

		final Map<String, PreparedSeries> series = new LinkedHashMap<>();

		final Set<String> uids = new LinkedHashSet<>();

		final Set<String> held = new HashSet<>();

		final Set<String> masters = new HashSet<>();

		final Set<ImportKey> cancelled = new LinkedHashSet<>();

		final Map<ImportKey, Integer> indexOf = new HashMap<>();

		final List<ImportOutcome.Rejected> rejected = new ArrayList<>();

		final List<ImportOutcome.Note> notes = new ArrayList<>();

	}

	/** What the user has stored under a file's UIDs. */
	static final class Stored {

		final Map<ImportKey, Event> singles = new HashMap<>();

		final Map<String, StoredSeries> series = new HashMap<>();

		/** Series stored under the file's UIDs that can no longer be read. */
		final List<UUID> unreadable = new ArrayList<>();

		final Map<UUID, List<StoredException>> exceptions = new HashMap<>();

	}

	/**
	 * What an import writes.
	 *
	 * @param inserts new one-off events
	 * @param updates changed one-off events
	 * @param removals one-off events to remove
	 * @param seriesRemovals series to remove
	 * @param occurrenceChanges changed occurrences of series the file does not hold
	 * @param occurrenceCancels cancelled occurrences of series the file does not hold
	 * @param added events and series added, less those removed
	 * @param addedSeries series added, less those removed
	 * @param counts what the answer reports
	 */
	record Plan(List<ImportedRow> inserts, List<Event> updates, List<UUID> removals, List<UUID> seriesRemovals,
			Map<ImportKey, EventDraft> occurrenceChanges, Set<ImportKey> occurrenceCancels, int added, int addedSeries,
			Counts counts) {

	}

	static final class Counts {

		int imported;

		int updated;

		int unchanged;

		int removed;

	}

}
