package dev.kairos.events;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;

import dev.kairos.events.JdbcEventRepository.ImportedRow;
import dev.kairos.events.JdbcSeriesRepository.ImportedSeriesRow;
import dev.kairos.events.SeriesCache.CompiledSeries;
import dev.kairos.events.recurrence.Occurrences;
import dev.kairos.events.recurrence.Recurrence;
import dev.kairos.events.recurrence.RecurrenceException;
import dev.kairos.events.recurrence.Timing;
import dev.kairos.security.KairosUser;
import dev.kairos.shared.FieldProblem;
import dev.kairos.shared.InvalidRequestException;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;

/**
 * Store what an iCalendar file holds, for {@link EventCommands#importEvents}, in two
 * steps: everything is checked and compiled first, without the user's lock; then the lock
 * is taken for the writes alone (batched), so that a large import delays the user's other
 * writes only by a short write.
 * <p>
 * The file is the record of its UIDs: an event or series whose UID the user already has
 * is updated; stored events of those UIDs that the file no longer has are removed,
 * including the per-occurrence copies that versions before series were stored once made
 * of a series (its next import turns them into one series). A file that holds only
 * changed or cancelled occurrences of a series stored from an earlier file (an
 * invitation's update of one meeting) changes those occurrences of it instead.
 */
@Component
class EventImports {

	/**
	 * How many occurrences of series stored from earlier files one file may change or
	 * cancel without holding those series: each is a write of its series, as over the
	 * API; an invitation carries one or two.
	 */
	static final int MAX_OCCURRENCE_CHANGES = 100;

	private static final String TOO_MANY_OCCURRENCES = "the file changes more than " + MAX_OCCURRENCE_CHANGES
			+ " occurrences of series it does not hold; import those series whole";

	private final JdbcEventRepository events;

	private final JdbcSeriesRepository series;

	private final SeriesCache cache;

	private final EventWriter writer;

	private final EventsProperties properties;

	private final SeriesCommands seriesCommands;

	private final Clock clock;

	EventImports(JdbcEventRepository events, JdbcSeriesRepository series, SeriesCache cache, EventWriter writer,
			EventsProperties properties, SeriesCommands seriesCommands, Clock clock) {
		this.events = events;
		this.series = series;
		this.cache = cache;
		this.writer = writer;
		this.properties = properties;
		this.seriesCommands = seriesCommands;
		this.clock = clock;
	}

	ImportOutcome importAll(KairosUser user, List<Imported> items) {
		Instant now = this.clock.instant().truncatedTo(ChronoUnit.SECONDS);
		List<ImportOutcome.Rejected> rejected = new ArrayList<>();
		List<ImportOutcome.Note> notes = new ArrayList<>();
		Map<ImportKey, EventDraft> singles = new LinkedHashMap<>();
		Map<String, PreparedSeries> seriesByUid = new LinkedHashMap<>();
		// uids: whose stored rows are read. held: the UIDs the file is the record of
		// (what it no longer holds goes). cancelled: single occurrences it cancels.
		Set<String> uids = new LinkedHashSet<>();
		Set<String> held = new HashSet<>();
		Set<ImportKey> cancelled = new LinkedHashSet<>();
		// masters: the UIDs whose master the file holds (a series, a one-off event, or
		// its cancellation); indexOf: where each changed or cancelled occurrence is.
		Set<String> masters = new HashSet<>();
		Map<ImportKey, Integer> indexOf = new HashMap<>();
		for (int i = 0; i < items.size(); i++) {
			Imported item = items.get(i);
			uids.add(item.icalUid());
			try {
				if (item instanceof ImportedEvent event) {
					ImportKey key = new ImportKey(event.icalUid(), event.recurrenceId());
					if (singles.put(key, event.draft().single().validated()) != null) {
						throw new IllegalArgumentException("Key " + key + " is imported twice");
					}
					indexOf.put(key, i);
				}
				else if (item instanceof ImportedSeries imported) {
					if (seriesByUid.put(imported.icalUid(), prepare(i, imported, now, notes)) != null) {
						throw new IllegalArgumentException("UID " + imported.icalUid() + " is imported twice");
					}
				}
				else if (item instanceof ImportedCancellation cancellation && !cancellation.recurrenceId().isEmpty()) {
					ImportKey key = new ImportKey(cancellation.icalUid(), cancellation.recurrenceId());
					cancelled.add(key);
					indexOf.put(key, i);
					continue;
				}
				if (!(item instanceof ImportedEvent event) || event.recurrenceId().isEmpty()) {
					masters.add(item.icalUid());
				}
				// Only what was read: a rejected item leaves what is stored under its
				// UID.
				held.add(item.icalUid());
			}
			catch (InvalidRequestException ex) {
				rejected.add(new ImportOutcome.Rejected(i, describe(ex.getErrors())));
			}
		}
		EventWriter.Writes writes = this.writer.begin(user);
		Map<ImportKey, Event> existing = new HashMap<>();
		this.events.findImported(user.id(), uids).forEach((row) -> existing.put(row.key(), row.event()));
		Map<String, StoredSeries> existingSeries = new HashMap<>();
		// A stored series that can no longer be read (see JdbcSeriesRepository.toSeries)
		// is replaced by what the file holds under its UID.
		List<UUID> unreadableRemovals = new ArrayList<>();
		for (ImportedSeriesRow row : this.series.findImported(user.id(), uids)) {
			if (row.series() != null) {
				existingSeries.put(row.icalUid(), row.series());
			}
			else if (held.contains(row.icalUid())) {
				unreadableRemovals.add(row.id());
			}
		}
		// Changed or cancelled occurrences of a series stored from an earlier file, in a
		// file without the series itself (an invitation's update of one meeting): they
		// change that series, which the file is not the record of.
		Set<String> partial = new HashSet<>(existingSeries.keySet());
		partial.removeAll(masters);
		held.removeAll(partial);
		Map<ImportKey, EventDraft> occurrenceChanges = new LinkedHashMap<>();
		for (Map.Entry<ImportKey, EventDraft> single : singles.entrySet()) {
			if (partial.contains(single.getKey().icalUid())) {
				occurrenceChanges.put(single.getKey(), single.getValue());
			}
		}
		singles.keySet().removeAll(occurrenceChanges.keySet());
		Set<ImportKey> occurrenceCancels = new LinkedHashSet<>();
		for (ImportKey key : cancelled) {
			if (partial.contains(key.icalUid())) {
				occurrenceCancels.add(key);
			}
		}
		cancelled.removeAll(occurrenceCancels);
		Counts counts = new Counts();
		List<ImportedRow> inserts = new ArrayList<>();
		List<Event> updates = new ArrayList<>();
		for (Map.Entry<ImportKey, EventDraft> single : singles.entrySet()) {
			Event current = existing.get(single.getKey());
			EventDraft draft = single.getValue();
			if (current == null) {
				inserts.add(new ImportedRow(single.getKey(),
						new Event(UUID.randomUUID(), draft.title(), draft.description(), draft.location(),
								draft.color(), draft.startTime(), draft.endTime(), draft.allDay(), 0, now, now)));
				counts.imported++;
			}
			else if (current.draft().equals(draft)) {
				counts.unchanged++;
			}
			else {
				updates.add(new Event(current.id().uuid(), draft.title(), draft.description(), draft.location(),
						draft.color(), draft.startTime(), draft.endTime(), draft.allDay(), current.sequence() + 1,
						current.createdAt(), now));
				counts.updated++;
			}
		}
		// Stored one-off rows of the file's UIDs that it no longer has: gone from the
		// file,
		// or copies of a series that is now stored once.
		List<UUID> removals = existing.entrySet()
			.stream()
			.filter((entry) -> !singles.containsKey(entry.getKey())
					&& (held.contains(entry.getKey().icalUid()) || cancelled.contains(entry.getKey())))
			.map((entry) -> entry.getValue().id().uuid())
			.toList();
		counts.removed += removals.size();
		List<UUID> seriesRemovals = new ArrayList<>();
		for (StoredSeries found : existingSeries.values()) {
			if (!seriesByUid.containsKey(found.icalUid()) && held.contains(found.icalUid())) {
				seriesRemovals.add(found.id());
			}
		}
		counts.removed += seriesRemovals.size() + unreadableRemovals.size();
		int newSeries = (int) seriesByUid.keySet().stream().filter((uid) -> !existingSeries.containsKey(uid)).count();
		int added = inserts.size() + newSeries - removals.size() - seriesRemovals.size() - unreadableRemovals.size();
		writes.checkImportRoom(added, (newSeries > 0) ? newSeries - seriesRemovals.size() : 0);
		writes.insertImported(inserts);
		writes.updateAll(updates);
		writes.deleteAll(removals);
		seriesRemovals.forEach(writes::deleteSeries);
		unreadableRemovals.forEach(writes::deleteSeries);
		Map<UUID, List<StoredException>> exceptions = new HashMap<>();
		if (!existingSeries.isEmpty()) {
			for (StoredException exception : this.series.findExceptions(user.id())) {
				exceptions.computeIfAbsent(exception.seriesId(), (id) -> new ArrayList<>()).add(exception);
			}
		}
		for (PreparedSeries prepared : seriesByUid.values()) {
			store(writes, prepared, existingSeries.get(prepared.uid()), exceptions, counts, now);
		}
		// Each through SeriesCommands, as a change of one occurrence over the API is
		// (without its conflict check, like every import), and each a write of its
		// series: a bounded number a file.
		int changes = 0;
		for (Map.Entry<ImportKey, EventDraft> change : occurrenceChanges.entrySet()) {
			ImportKey key = change.getKey();
			Event current = occurrence(user, existingSeries.get(key.icalUid()), key.recurrenceId());
			if (current == null) {
				rejected.add(new ImportOutcome.Rejected(indexOf.get(key), "its RECURRENCE-ID " + key.recurrenceId()
						+ " is no occurrence of the series stored under its UID (or one removed since)"));
			}
			else if (change.getValue().equals(current.draft().single())) {
				counts.unchanged++;
			}
			else if (changes == MAX_OCCURRENCE_CHANGES) {
				rejected.add(new ImportOutcome.Rejected(indexOf.get(key), TOO_MANY_OCCURRENCES));
			}
			else {
				changes++;
				try {
					this.seriesCommands.update(writes, user, current.id(), ChangeScope.THIS,
							(draft) -> change.getValue(), true);
					counts.updated++;
				}
				catch (InvalidRequestException ex) {
					rejected.add(new ImportOutcome.Rejected(indexOf.get(key), describe(ex.getErrors())));
				}
				catch (LimitExceededException ex) {
					rejected
						.add(new ImportOutcome.Rejected(indexOf.get(key), String.valueOf(ex.getBody().getDetail())));
				}
			}
		}
		for (ImportKey key : occurrenceCancels) {
			Event current = occurrence(user, existingSeries.get(key.icalUid()), key.recurrenceId());
			if (current != null && changes == MAX_OCCURRENCE_CHANGES) {
				notes.add(new ImportOutcome.Note(indexOf.get(key), 0,
						"The cancellation was not applied: " + TOO_MANY_OCCURRENCES + "."));
			}
			else if (current != null) {
				changes++;
				this.seriesCommands.delete(writes, user, current.id(), ChangeScope.THIS);
				counts.removed++;
			}
		}
		return new ImportOutcome(counts.imported, counts.updated, counts.unchanged, counts.removed, rejected, notes);
	}

	/**
	 * The stored series' occurrence that a file's RECURRENCE-ID names (a UTC time, or a
	 * date in an all-day series, as the file's reader keys them), or null when it names
	 * none (never one, or gone already).
	 */
	private @Nullable Event occurrence(KairosUser user, StoredSeries stored, String recurrenceId) {
		EventId id;
		try {
			id = EventId.parse(stored.id() + "_" + recurrenceId);
		}
		catch (IllegalArgumentException ex) {
			return null;
		}
		CompiledSeries compiled = this.cache.get(user.id()).find(stored.id());
		return (compiled != null) ? compiled.instance(id) : null;
	}

	/**
	 * Check and compile a series; its overrides that are no occurrence of it are noted.
	 */
	private PreparedSeries prepare(int index, ImportedSeries imported, Instant now, List<ImportOutcome.Note> notes) {
		EventDraft valid = imported.draft().validated();
		if (!valid.recurring()) {
			throw new InvalidRequestException("recurrence", "is missing");
		}
		ZoneId zone = (valid.timezone() != null) ? valid.timezone() : ZoneOffset.UTC;
		Timing timing = Timing.of(valid.startTime(), valid.endTime(), zone, valid.allDay());
		Recurrence recurrence;
		Occurrences occurrences;
		try {
			recurrence = Recurrence.parse(valid.recurrence(), timing);
			occurrences = Occurrences.of(timing, recurrence).validate();
		}
		catch (RecurrenceException ex) {
			throw new InvalidRequestException("recurrence", ex.getMessage());
		}
		StoredSeries series = new StoredSeries(UUID.randomUUID(), valid.title(), valid.description(), valid.location(),
				valid.color(), valid.startTime(), valid.endTime(), valid.allDay(), zone, recurrence, 0, now, now,
				imported.icalUid());
		Map<Instant, StoredException> overrides = new TreeMap<>();
		for (ImportedSeries.Override override : imported.overrides()) {
			if (!occurrences.contains(override.originalStart())) {
				notes.add(new ImportOutcome.Note(index, override.line(), "The changed occurrence of "
						+ override.originalStart()
						+ " was left out: its RECURRENCE-ID is no occurrence of the series (or an EXDATE removes it)."));
				continue;
			}
			if (overrides.size() >= this.properties.maxExceptions()) {
				notes.add(new ImportOutcome.Note(index, override.line(), "The series has more than "
						+ this.properties.maxExceptions() + " changed occurrences; the rest were left out."));
				break;
			}
			EventDraft draft;
			try {
				draft = override.draft().single().validated();
			}
			catch (InvalidRequestException ex) {
				notes.add(new ImportOutcome.Note(index, override.line(),
						"The changed occurrence was left out: " + describe(ex.getErrors()) + "."));
				continue;
			}
			StoredException exception = exception(series, override.originalStart(), draft, now);
			if (!exception.overridden().isEmpty()) {
				overrides.put(override.originalStart(), exception);
			}
		}
		return new PreparedSeries(imported.icalUid(), series, List.copyOf(overrides.values()));
	}

	/** Insert or update one series and its exceptions. */
	private void store(EventWriter.Writes writes, PreparedSeries prepared, @Nullable StoredSeries current,
			Map<UUID, List<StoredException>> exceptions, Counts counts, Instant now) {
		StoredSeries series = prepared.series();
		if (current == null) {
			writes.insertImportedSeries(series);
			prepared.exceptions().forEach(writes::insertException);
			counts.imported++;
			return;
		}
		StoredSeries updated = new StoredSeries(current.id(), series.title(), series.description(), series.location(),
				series.color(), series.startTime(), series.endTime(), series.allDay(), series.zone(),
				series.recurrence(), current.sequence() + 1, current.createdAt(), now, current.icalUid());
		boolean fieldsChanged = !Objects.equals(fields(updated), fields(current));
		List<StoredException> old = exceptions.getOrDefault(current.id(), List.of());
		boolean exceptionsChanged = !exceptionFields(old).equals(exceptionFields(prepared.exceptions()));
		if (!fieldsChanged && !exceptionsChanged) {
			counts.unchanged++;
			return;
		}
		writes.updateSeries(fieldsChanged ? updated : current);
		if (exceptionsChanged) {
			old.forEach((exception) -> writes.deleteException(exception.id()));
			for (StoredException exception : prepared.exceptions()) {
				writes.insertException(new StoredException(exception.id(), current.id(), exception.originalStart(),
						exception.title(), exception.description(), exception.location(), exception.color(),
						exception.startTime(), exception.endTime(), exception.overridden(), exception.sequence(),
						exception.createdAt(), exception.updatedAt()));
			}
		}
		counts.updated++;
	}

	private static List<Object> fields(StoredSeries series) {
		return java.util.Arrays.asList(series.title(), series.description(), series.location(), series.color(),
				series.startTime(), series.endTime(), series.allDay(), series.zone(), series.recurrence());
	}

	private static Set<List<Object>> exceptionFields(List<StoredException> exceptions) {
		Set<List<Object>> fields = new HashSet<>();
		for (StoredException exception : exceptions) {
			fields.add(java.util.Arrays.asList(exception.originalStart(), exception.title(), exception.description(),
					exception.location(), exception.color(), exception.startTime(), exception.endTime(),
					exception.overridden()));
		}
		return fields;
	}

	/**
	 * The exception an override makes: the fields that differ from the plain occurrence.
	 */
	static StoredException exception(StoredSeries series, Instant originalStart, EventDraft draft, Instant now) {
		return new StoredException(UUID.randomUUID(), series.id(), originalStart, draft.title(), draft.description(),
				draft.location(), draft.color(), draft.startTime(), draft.endTime(),
				series.overriddenBy(originalStart, draft), series.sequence(), now, now);
	}

	static String describe(List<FieldProblem> problems) {
		return String.join("; ",
				problems.stream().map((problem) -> problem.field() + " " + problem.message()).toList());
	}

	/**
	 * A checked series ready to store.
	 *
	 * @param uid its UID
	 * @param series the series (with a fresh id, kept only when it is new)
	 * @param exceptions its changed occurrences
	 */
	private record PreparedSeries(String uid, StoredSeries series, List<StoredException> exceptions) {

	}

	private static final class Counts {

		int imported;

		int updated;

		int unchanged;

		int removed;

	}

}
