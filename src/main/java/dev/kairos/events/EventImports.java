package dev.kairos.events;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;

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
 * steps: everything is checked, compiled and planned against what is stored first,
 * without the user's lock; then the lock is taken for the writes alone (batched), so that
 * a large import delays the user's other writes only by a short write. When another write
 * committed in between (the user's revision moved), the plan is made again under the
 * lock.
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

	private final JdbcEventCounters counters;

	private final JdbcSeriesRepository series;

	private final SeriesCache cache;

	private final EventWriter writer;

	private final EventsProperties properties;

	private final SeriesCommands seriesCommands;

	private final Clock clock;

	EventImports(JdbcEventRepository events, JdbcEventCounters counters, JdbcSeriesRepository series, SeriesCache cache,
			EventWriter writer, EventsProperties properties, SeriesCommands seriesCommands, Clock clock) {
		this.events = events;
		this.counters = counters;
		this.series = series;
		this.cache = cache;
		this.writer = writer;
		this.properties = properties;
		this.seriesCommands = seriesCommands;
		this.clock = clock;
	}

	ImportOutcome importAll(KairosUser user, List<Imported> items) {
		Instant now = this.clock.instant().truncatedTo(ChronoUnit.SECONDS);
		ImportPlan.FileItems file = read(items, now);
		// Plan from what is stored before taking the lock; every committed write of the
		// user's events grows their revision, so an unchanged revision under the lock
		// means the plan still holds, and a changed one that it is made again.
		long seen = this.counters.revision(user.id());
		ImportPlan.Stored stored = load(user, file);
		ImportPlan.Plan plan = ImportPlan.plan(file, stored, now);
		EventWriter.Writes writes = this.writer.begin(user);
		if (writes.revisionAtStart() != seen) {
			stored = load(user, file);
			plan = ImportPlan.plan(file, stored, now);
		}
		writes.checkImportRoom(plan.added(), plan.addedSeries());
		return apply(writes, user, file, stored, plan);
	}

	/**
	 * Check and compile every item of the file, without the user's lock: what each key
	 * holds, and the items rejected one by one.
	 */
	private ImportPlan.FileItems read(List<Imported> items, Instant now) {
		ImportPlan.FileItems file = new ImportPlan.FileItems();
		for (int i = 0; i < items.size(); i++) {
			Imported item = items.get(i);
			file.uids.add(item.icalUid());
			try {
				if (item instanceof ImportedEvent event) {
					ImportKey key = new ImportKey(event.icalUid(), event.recurrenceId());
					if (file.singles.put(key, event.draft().single().validated()) != null) {
						throw new IllegalArgumentException("Key " + key + " is imported twice");
					}
					file.indexOf.put(key, i);
				}
				else if (item instanceof ImportedSeries imported) {
					if (file.series.put(imported.icalUid(), prepare(i, imported, now, file.notes)) != null) {
						throw new IllegalArgumentException("UID " + imported.icalUid() + " is imported twice");
					}
				}
				else if (item instanceof ImportedCancellation cancellation && cancellation.recurrenceId() != null) {
					ImportKey key = new ImportKey(cancellation.icalUid(), cancellation.recurrenceId());
					file.cancelled.add(key);
					file.indexOf.put(key, i);
					continue;
				}
				if (!(item instanceof ImportedEvent event) || event.recurrenceId() == null) {
					file.masters.add(item.icalUid());
				}
				// Only what was read: a rejected item leaves what is stored under its
				// UID.
				file.held.add(item.icalUid());
			}
			catch (InvalidRequestException ex) {
				file.rejected.add(new ImportOutcome.Rejected(i, describe(ex.getErrors())));
			}
		}
		return file;
	}

	/**
	 * What the user has stored under the file's UIDs (read before the lock, and again
	 * under it when a write came in between).
	 */
	private ImportPlan.Stored load(KairosUser user, ImportPlan.FileItems file) {
		ImportPlan.Stored stored = new ImportPlan.Stored();
		this.events.findImported(user.id(), file.uids).forEach((row) -> stored.singles.put(row.key(), row.event()));
		for (ImportedSeriesRow row : this.series.findImported(user.id(), file.uids)) {
			if (row.series() != null) {
				stored.series.put(row.icalUid(), row.series());
			}
			else if (file.held.contains(row.icalUid())) {
				// A stored series that can no longer be read (see
				// JdbcSeriesRepository.toSeries) is replaced by what the file holds.
				stored.unreadable.add(row.id());
			}
		}
		if (!stored.series.isEmpty()) {
			for (StoredException exception : this.series.findExceptions(user.id())) {
				stored.exceptions.computeIfAbsent(exception.seriesId(), (id) -> new ArrayList<>()).add(exception);
			}
		}
		return stored;
	}

	/** Write the plan, under the user's lock. */
	private ImportOutcome apply(EventWriter.Writes writes, KairosUser user, ImportPlan.FileItems file,
			ImportPlan.Stored stored, ImportPlan.Plan plan) {
		ImportPlan.Counts counts = plan.counts();
		writes.insertImported(plan.inserts());
		writes.updateAll(plan.updates());
		writes.deleteAll(plan.removals());
		plan.seriesRemovals().forEach(writes::deleteSeries);
		for (ImportPlan.PreparedSeries prepared : file.series.values()) {
			store(writes, prepared, stored.series.get(prepared.uid()), stored.exceptions, counts, writes.now());
		}
		applyToOccurrences(writes, user, file, stored, plan);
		return new ImportOutcome(counts.imported, counts.updated, counts.unchanged, counts.removed, file.rejected,
				file.notes);
	}

	/**
	 * Each change or cancellation of an occurrence of a series the file does not hold,
	 * through SeriesCommands as over the API (without the conflict check, like every
	 * import), each a write of its series: a bounded number a file.
	 */
	private void applyToOccurrences(EventWriter.Writes writes, KairosUser user, ImportPlan.FileItems file,
			ImportPlan.Stored stored, ImportPlan.Plan plan) {
		ImportPlan.Counts counts = plan.counts();
		int changes = 0;
		for (Map.Entry<ImportKey, EventDraft> change : plan.occurrenceChanges().entrySet()) {
			ImportKey key = change.getKey();
			Event current = occurrence(user, stored.series.get(key.icalUid()), key.recurrenceId());
			if (current == null) {
				file.rejected
					.add(new ImportOutcome.Rejected(file.indexOf.get(key), "its RECURRENCE-ID " + key.recurrenceId()
							+ " is no occurrence of the series stored under its UID (or one removed since)"));
			}
			else if (change.getValue().equals(current.draft().single())) {
				counts.unchanged++;
			}
			else if (changes == MAX_OCCURRENCE_CHANGES) {
				file.rejected.add(new ImportOutcome.Rejected(file.indexOf.get(key), TOO_MANY_OCCURRENCES));
			}
			else {
				changes++;
				try {
					this.seriesCommands.update(writes, user, current.id(), ChangeScope.THIS,
							(draft) -> change.getValue(), true);
					counts.updated++;
				}
				catch (InvalidRequestException ex) {
					file.rejected.add(new ImportOutcome.Rejected(file.indexOf.get(key), describe(ex.getErrors())));
				}
				catch (LimitExceededException ex) {
					file.rejected.add(new ImportOutcome.Rejected(file.indexOf.get(key),
							String.valueOf(ex.getBody().getDetail())));
				}
			}
		}
		for (ImportKey key : plan.occurrenceCancels()) {
			Event current = occurrence(user, stored.series.get(key.icalUid()), key.recurrenceId());
			if (current != null && changes == MAX_OCCURRENCE_CHANGES) {
				file.notes.add(new ImportOutcome.Note(file.indexOf.get(key), 0,
						"The cancellation was not applied: " + TOO_MANY_OCCURRENCES + "."));
			}
			else if (current != null) {
				changes++;
				this.seriesCommands.delete(writes, user, current.id(), ChangeScope.THIS);
				counts.removed++;
			}
		}
	}

	/**
	 * The stored series' occurrence that a file's RECURRENCE-ID names (a UTC time, or a
	 * date in an all-day series, as the file's reader keys them), or null when it names
	 * none (never one, or gone already).
	 */
	private @Nullable Event occurrence(KairosUser user, StoredSeries stored, @Nullable RecurrenceId recurrenceId) {
		CompiledSeries compiled = this.cache.get(user.id()).find(stored.id());
		return (compiled != null && recurrenceId != null) ? compiled.instance(recurrenceId.of(stored.id())) : null;
	}

	/**
	 * Check and compile a series; its overrides that are no occurrence of it are noted.
	 */
	private ImportPlan.PreparedSeries prepare(int index, ImportedSeries imported, Instant now,
			List<ImportOutcome.Note> notes) {
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
				imported.icalUid(), valid.reminders());
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
		return new ImportPlan.PreparedSeries(imported.icalUid(), series, List.copyOf(overrides.values()));
	}

	/** Insert or update one series and its exceptions. */
	private void store(EventWriter.Writes writes, ImportPlan.PreparedSeries prepared, @Nullable StoredSeries current,
			Map<UUID, List<StoredException>> exceptions, ImportPlan.Counts counts, Instant now) {
		StoredSeries series = prepared.series();
		if (current == null) {
			writes.insertImportedSeries(series);
			prepared.exceptions().forEach(writes::insertException);
			counts.imported++;
			return;
		}
		StoredSeries updated = new StoredSeries(current.id(), series.title(), series.description(), series.location(),
				series.color(), series.startTime(), series.endTime(), series.allDay(), series.zone(),
				series.recurrence(), current.sequence() + 1, current.createdAt(), now, current.icalUid(),
				series.reminders());
		boolean fieldsChanged = !Objects.equals(fields(updated), fields(current));
		List<StoredException> old = exceptions.getOrDefault(current.id(), List.of());
		boolean exceptionsChanged = !exceptionFields(old).equals(exceptionFields(prepared.exceptions()));
		if (!fieldsChanged && !exceptionsChanged) {
			counts.unchanged++;
			return;
		}
		writes.updateSeries(fieldsChanged ? updated : current);
		if (exceptionsChanged) {
			old.forEach((exception) -> writes.deleteException(exception));
			for (StoredException exception : prepared.exceptions()) {
				writes.insertException(new StoredException(exception.id(), current.id(), exception.originalStart(),
						exception.title(), exception.description(), exception.location(), exception.color(),
						exception.startTime(), exception.endTime(), exception.overridden(), exception.sequence(),
						exception.createdAt(), exception.updatedAt(), exception.reminders()));
			}
		}
		counts.updated++;
	}

	private static List<Object> fields(StoredSeries series) {
		return java.util.Arrays.asList(series.title(), series.description(), series.location(), series.color(),
				series.startTime(), series.endTime(), series.allDay(), series.zone(), series.recurrence(),
				series.reminders());
	}

	private static Set<List<Object>> exceptionFields(List<StoredException> exceptions) {
		Set<List<Object>> fields = new HashSet<>();
		for (StoredException exception : exceptions) {
			fields.add(java.util.Arrays.asList(exception.originalStart(), exception.title(), exception.description(),
					exception.location(), exception.color(), exception.startTime(), exception.endTime(),
					exception.overridden(), exception.reminders()));
		}
		return fields;
	}

	/**
	 * The exception an override makes: the fields that differ from the plain occurrence.
	 */
	static StoredException exception(StoredSeries series, Instant originalStart, EventDraft draft, Instant now) {
		return new StoredException(UUID.randomUUID(), series.id(), originalStart, draft.title(), draft.description(),
				draft.location(), draft.color(), draft.startTime(), draft.endTime(),
				series.overriddenBy(originalStart, draft), series.sequence(), now, now, draft.reminders());
	}

	static String describe(List<FieldProblem> problems) {
		return String.join("; ",
				problems.stream().map((problem) -> problem.field() + " " + problem.message()).toList());
	}

	/**
	 * A file's items, read and checked. {@code uids}: whose stored rows are read;
	 * {@code held}: the UIDs the file is the record of (what it no longer holds goes);
	 * {@code masters}: the UIDs whose master the file holds (a series, a one-off event or
	 * its cancellation); {@code cancelled}: single occurrences it cancels;
	 * {@code indexOf}: where each changed or cancelled occurrence is in the file.
	 */

}
