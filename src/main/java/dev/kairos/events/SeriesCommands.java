package dev.kairos.events;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import java.util.function.UnaryOperator;

import dev.kairos.events.SeriesCache.CompiledSeries;
import dev.kairos.events.recurrence.Occurrences;
import dev.kairos.events.recurrence.Recurrence;
import dev.kairos.events.recurrence.RecurrenceException;
import dev.kairos.events.recurrence.Timing;
import dev.kairos.security.KairosUser;
import dev.kairos.shared.InvalidRequestException;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;

/**
 * The write side of series, for {@link EventCommands}, whose callers hold the user's lock
 * and a transaction: create, change (the series, one occurrence, or the occurrences from
 * one on) and delete. A series is stored once with its rules; an occurrence changed on
 * its own is an exception keyed by its original start; a deleted one an EXDATE.
 * <p>
 * A new or moved series is checked for conflicts occurrence by occurrence over the year
 * from its first occurrence (or from now, if that is later).
 */
@Component
class SeriesCommands {

	private final SeriesCache cache;

	private final ConflictChecks checks;

	SeriesCommands(SeriesCache cache, ConflictChecks checks) {
		this.cache = cache;
		this.checks = checks;
	}

	/** Create a series with a new id. */
	Event create(EventWriter.Writes writes, KairosUser user, EventDraft draft, boolean force) {
		return create(writes, user, UUID.randomUUID(), draft, force, writes.now());
	}

	/**
	 * Create a series with the given id (a one-off event becoming a series keeps its id).
	 */
	Event create(EventWriter.Writes writes, KairosUser user, UUID id, EventDraft draft, boolean force,
			Instant createdAt) {
		writes.checkSeriesRoomFor(1);
		writes.checkRoomFor(1);
		StoredSeries series = build(id, draft.validated(), createdAt, writes.now());
		Occurrences occurrences = compile(series);
		if (!force) {
			this.checks.series(user, series, occurrences, Set.of(), null);
		}
		writes.insertSeries(series);
		return series.toEvent();
	}

	/**
	 * Change a series, one of its occurrences, or the occurrences from one on.
	 * @throws EventNotFoundException when the user has no such series or occurrence
	 */
	Event update(EventWriter.Writes writes, KairosUser user, EventId id, ChangeScope scope,
			UnaryOperator<EventDraft> change, boolean force) {
		CompiledSeries compiled = find(user, id);
		if (!id.isInstance()) {
			if (scope == ChangeScope.FOLLOWING) {
				throw new InvalidRequestException("scope", "\"following\" needs the id of an occurrence");
			}
			return updateSeries(writes, user, compiled, change.apply(compiled.series().toEvent().draft()), force);
		}
		Event instance = instance(compiled, id);
		EventDraft current = instance.draft();
		EventDraft changed = change.apply(current);
		Instant originalStart = Objects.requireNonNull(instance.originalStartTime());
		boolean first = originalStart.equals(compiled.occurrences().first());
		return switch (scope) {
			case THIS -> updateOccurrence(writes, user, compiled, instance, changed, force);
			case ALL -> updateSeries(writes, user, compiled, seriesDraft(compiled.series(), current, changed), force);
			case FOLLOWING ->
				first ? updateSeries(writes, user, compiled, seriesDraft(compiled.series(), current, changed), force)
						: split(writes, user, compiled, originalStart, changed, force);
		};
	}

	/**
	 * Delete a series, one of its occurrences (an EXDATE), or the occurrences from one on
	 * (the series ends before it).
	 * @throws EventNotFoundException when the user has no such series or occurrence
	 */
	void delete(EventWriter.Writes writes, KairosUser user, EventId id, ChangeScope scope) {
		CompiledSeries compiled = find(user, id);
		StoredSeries series = compiled.series();
		if (!id.isInstance() || scope == ChangeScope.ALL) {
			if (!id.isInstance() && scope == ChangeScope.FOLLOWING) {
				throw new InvalidRequestException("scope", "\"following\" needs the id of an occurrence");
			}
			writes.deleteSeries(series.id());
			return;
		}
		Instant originalStart = Objects.requireNonNull(instance(compiled, id).originalStartTime());
		Recurrence remaining;
		if (scope == ChangeScope.FOLLOWING) {
			if (originalStart.equals(compiled.occurrences().first())) {
				writes.deleteSeries(series.id());
				return;
			}
			remaining = endBefore(series, compiled.occurrences(), originalStart);
			compiled.exceptions()
				.tailMap(originalStart, true)
				.values()
				.forEach((exception) -> writes.deleteException(exception));
		}
		else {
			remaining = series.recurrence().without(originalStart);
			StoredException exception = compiled.exceptions().get(originalStart);
			if (exception != null) {
				writes.deleteException(exception);
			}
		}
		if (Occurrences.of(series.timing(), remaining).first() == null) {
			writes.deleteSeries(series.id());
			return;
		}
		writes.updateSeries(withRecurrence(series, remaining, writes.now()));
	}

	/** The series, or 404. */
	private CompiledSeries find(KairosUser user, EventId id) {
		CompiledSeries compiled = this.cache.get(user.id()).find(id.uuid());
		if (compiled == null) {
			throw new EventNotFoundException(id);
		}
		return compiled;
	}

	private static Event instance(CompiledSeries compiled, EventId id) {
		Event instance = compiled.instance(id);
		if (instance == null) {
			throw new EventNotFoundException(id);
		}
		return instance;
	}

	/**
	 * Change the whole series. Its exceptions follow: they move with it (by the same
	 * wall-clock shift), take the new values of the fields they did not change, and are
	 * dropped when their occurrence is no longer one of the series (an EXDATE, a new
	 * rule). A series given no recurrence becomes a one-off event with the same id.
	 */
	private Event updateSeries(EventWriter.Writes writes, KairosUser user, CompiledSeries compiled, EventDraft changed,
			boolean force) {
		StoredSeries old = compiled.series();
		EventDraft current = old.toEvent().draft();
		if (!changed.recurring()) {
			EventDraft single = changed.single().validated();
			writes.deleteSeries(old.id());
			if (!force && !single.allDay()) {
				this.checks.oneOff(user, single, null);
			}
			Event event = Event.oneOff(old.id(), single, old.sequence() + 1, old.createdAt(), writes.now());
			writes.insert(event);
			return event;
		}
		EventDraft valid = changed.validated();
		if (valid.equals(current)) {
			return old.toEvent();
		}
		ZoneId zone = (valid.timezone() != null) ? valid.timezone() : old.zone();
		Timing timing = Timing.of(valid.startTime(), valid.endTime(), zone, valid.allDay());
		UnaryOperator<Instant> move = move(old.timing(), timing);
		Recurrence recurrence;
		if (Objects.equals(valid.recurrence(), current.recurrence()) && !timing.equals(old.timing())) {
			recurrence = recurrence(() -> old.recurrence().moved(move, days(old.timing(), timing), timing));
		}
		else {
			recurrence = parse(valid.recurrence(), timing);
		}
		StoredSeries updated = new StoredSeries(old.id(), valid.title(), valid.description(), valid.location(),
				valid.color(), valid.startTime(), valid.endTime(), valid.allDay(), zone, recurrence, old.sequence() + 1,
				old.createdAt(), writes.now(), old.icalUid(), valid.reminders());
		Occurrences occurrences = compile(updated);
		boolean moved = !timing.equals(old.timing()) || !recurrence.equals(old.recurrence());
		Set<Instant> kept = carryExceptions(writes, compiled.exceptions().values(), updated, occurrences,
				moved ? move : UnaryOperator.identity());
		writes.updateSeries(updated);
		if (moved && !force) {
			this.checks.series(user, updated, occurrences, kept, EventId.of(updated.id()));
		}
		return updated.toEvent();
	}

	/**
	 * What a change of one occurrence with scope {@code all} asks of the series: the
	 * fields the client changed, and the series' times shifted by as much as the
	 * occurrence moved.
	 */
	private static EventDraft seriesDraft(StoredSeries series, EventDraft occurrence, EventDraft changed) {
		Timing timing = series.timing();
		ZoneId zone = (changed.timezone() != null) ? changed.timezone() : series.zone();
		Duration shift = Duration.between(timing.local(occurrence.startTime()),
				LocalDateTime.ofInstant(changed.startTime(), changed.allDay() ? ZoneOffset.UTC : zone));
		Timing moved = new Timing(timing.start().plus(shift), changed.allDay() ? ZoneOffset.UTC : zone,
				Duration.between(changed.startTime(), changed.endTime()), changed.allDay());
		Instant start = moved.startInstant();
		return new EventDraft(pick(series.title(), occurrence.title(), changed.title()),
				pick(series.description(), occurrence.description(), changed.description()),
				pick(series.location(), occurrence.location(), changed.location()),
				pick(series.color(), occurrence.color(), changed.color()), start, start.plus(moved.duration()),
				changed.allDay(), changed.recurring() ? changed.recurrence() : series.recurrence().lines(), zone,
				pick(series.reminders(), occurrence.reminders(), changed.reminders()));
	}

	private static <T> T pick(T series, T occurrence, T changed) {
		return Objects.equals(occurrence, changed) ? series : changed;
	}

	/** Change one occurrence: store (or update, or drop) its exception. */
	private Event updateOccurrence(EventWriter.Writes writes, KairosUser user, CompiledSeries compiled, Event instance,
			EventDraft changed, boolean force) {
		StoredSeries series = compiled.series();
		if (changed.recurring()) {
			throw new InvalidRequestException("recurrence",
					"cannot be set on one occurrence: change the series (recurring_event_id), or send \"scope\": \"following\"");
		}
		if (changed.allDay() != series.allDay()) {
			throw new InvalidRequestException("all_day", "an occurrence keeps its series' all_day");
		}
		EventDraft valid = changed.single().validated();
		if (valid.equals(instance.draft().single())) {
			return instance;
		}
		Instant originalStart = Objects.requireNonNull(instance.originalStartTime());
		boolean moved = !valid.startTime().equals(instance.startTime()) || !valid.endTime().equals(instance.endTime());
		if (moved && !force && !valid.allDay()) {
			this.checks.oneOff(user, valid, instance.id());
		}
		Set<String> overridden = series.overriddenBy(originalStart, valid);
		StoredException existing = compiled.exceptions().get(originalStart);
		Instant now = writes.now();
		Event result;
		if (overridden.isEmpty()) {
			if (existing != null) {
				writes.deleteException(existing);
			}
			result = series.occurrence(originalStart);
		}
		else {
			StoredException exception = new StoredException((existing != null) ? existing.id() : UUID.randomUUID(),
					series.id(), originalStart, valid.title(), valid.description(), valid.location(), valid.color(),
					valid.startTime(), valid.endTime(), overridden,
					(existing != null) ? existing.sequence() + 1 : series.sequence() + 1,
					(existing != null) ? existing.createdAt() : now, now, valid.reminders());
			if (existing != null) {
				writes.updateException(exception);
			}
			else {
				writes.checkExceptionRoom(compiled.exceptions().size());
				writes.insertException(exception);
			}
			result = exception.toEvent(series);
		}
		return result;
	}

	/**
	 * Split a series at one of its occurrences: it ends before it, and a new series with
	 * the changed fields goes on from it, with what remains of a COUNT and the later
	 * RDATEs, EXDATEs and exceptions.
	 */
	private Event split(EventWriter.Writes writes, KairosUser user, CompiledSeries compiled, Instant at,
			EventDraft changed, boolean force) {
		StoredSeries old = compiled.series();
		Occurrences oldOccurrences = compiled.occurrences();
		EventDraft valid = changed.validated();
		ZoneId zone = (valid.timezone() != null) ? valid.timezone() : old.zone();
		Timing timing = Timing.of(valid.startTime(), valid.endTime(), zone, valid.allDay());
		Timing fromHere = new Timing(old.timing().local(at), old.timing().zone(), old.timing().duration(),
				old.allDay());
		UnaryOperator<Instant> move = move(fromHere, timing);
		Recurrence recurrence;
		if (valid.recurring()) {
			recurrence = parse(valid.recurrence(), timing);
		}
		else {
			int before = oldOccurrences.countBefore(at);
			Integer count = old.recurrence().counted() ? remainingCount(oldOccurrences, at, before) : null;
			recurrence = recurrence(() -> old.recurrence()
				.continuingFrom(at, (count != null) ? count : 0, UnaryOperator.identity(), fromHere)
				.moved(move, days(fromHere, timing), timing));
		}
		writes.checkSeriesRoomFor(1);
		writes.checkRoomFor(1);
		StoredSeries next = new StoredSeries(UUID.randomUUID(), valid.title(), valid.description(), valid.location(),
				valid.color(), valid.startTime(), valid.endTime(), valid.allDay(), zone, recurrence, 0, writes.now(),
				writes.now(), null, valid.reminders());
		Occurrences nextOccurrences = compile(next);
		StoredSeries ended = withRecurrence(old, endBefore(old, oldOccurrences, at), writes.now());
		writes.updateSeries(ended);
		writes.insertSeries(next);
		StoredException atSplit = compiled.exceptions().get(at);
		if (atSplit != null) {
			writes.deleteException(atSplit);
		}
		Set<Instant> kept = carryExceptions(writes, compiled.exceptions().tailMap(at, false).values(), next,
				nextOccurrences, move);
		if (!force) {
			this.checks.series(user, next, nextOccurrences, kept, EventId.of(next.id()));
		}
		return next.toEvent();
	}

	/**
	 * What a COUNT becomes for the series that goes on from {@code at}: the rule's
	 * occurrences from there, plus one when {@code at} is an RDATE (it becomes the new
	 * series' first occurrence, which a COUNT always counts).
	 */
	private static int remainingCount(Occurrences occurrences, Instant at, int before) {
		int total = occurrences.countBefore(Instant.parse("9999-01-01T00:00:00Z"));
		int fromRule = total - before;
		return occurrences.fromRule(at) ? fromRule : fromRule + 1;
	}

	private Recurrence endBefore(StoredSeries series, Occurrences occurrences, Instant at) {
		return recurrence(() -> series.recurrence().endingBefore(at, occurrences.countBefore(at), series.timing()));
	}

	/**
	 * Re-key exceptions onto a series that moved or replaced theirs: each moves by
	 * {@code move}, takes the series' values for the fields it did not change, and is
	 * dropped when its occurrence no longer exists.
	 * @return the original starts of the exceptions kept
	 */
	private Set<Instant> carryExceptions(EventWriter.Writes writes, Iterable<StoredException> exceptions,
			StoredSeries series, Occurrences occurrences, UnaryOperator<Instant> move) {
		Set<Instant> kept = new HashSet<>();
		for (StoredException exception : exceptions) {
			Instant originalStart = move.apply(exception.originalStart());
			if (!occurrences.contains(originalStart)) {
				writes.deleteException(exception);
				continue;
			}
			Set<String> overridden = exception.overridden();
			boolean ownTimes = overridden.contains(StoredException.TIMES);
			StoredException carried = new StoredException(exception.id(), series.id(), originalStart,
					overridden.contains(StoredException.TITLE) ? exception.title() : series.title(),
					overridden.contains(StoredException.DESCRIPTION) ? exception.description() : series.description(),
					overridden.contains(StoredException.LOCATION) ? exception.location() : series.location(),
					overridden.contains(StoredException.COLOR) ? exception.color() : series.color(),
					ownTimes ? exception.startTime() : originalStart,
					ownTimes ? exception.endTime() : originalStart.plus(series.timing().duration()), overridden,
					exception.sequence(), exception.createdAt(), exception.updatedAt(), exception.reminders());
			if (!carried.equals(exception)) {
				writes.updateException(carried);
			}
			kept.add(originalStart);
		}
		return kept;
	}

	private static StoredSeries build(UUID id, EventDraft valid, Instant createdAt, Instant now) {
		ZoneId zone = (valid.timezone() != null) ? valid.timezone() : ZoneOffset.UTC;
		Timing timing = Timing.of(valid.startTime(), valid.endTime(), zone, valid.allDay());
		return new StoredSeries(id, valid.title(), valid.description(), valid.location(), valid.color(),
				valid.startTime(), valid.endTime(), valid.allDay(), zone, parse(valid.recurrence(), timing), 0,
				createdAt, now, null, valid.reminders());
	}

	private static Recurrence parse(@Nullable List<String> lines, Timing timing) {
		return recurrence(() -> Recurrence.parse((lines != null) ? lines : List.of(), timing));
	}

	/**
	 * Compile and check a series' occurrences; a 400 naming {@code recurrence} if bad.
	 */
	private static Occurrences compile(StoredSeries series) {
		return recurrence(() -> Occurrences.of(series.timing(), series.recurrence()).validate());
	}

	private static <T> T recurrence(java.util.function.Supplier<T> work) {
		try {
			return work.get();
		}
		catch (RecurrenceException ex) {
			throw new InvalidRequestException("recurrence", ex.getMessage());
		}
	}

	private static StoredSeries withRecurrence(StoredSeries series, Recurrence recurrence, Instant now) {
		return new StoredSeries(series.id(), series.title(), series.description(), series.location(), series.color(),
				series.startTime(), series.endTime(), series.allDay(), series.zone(), recurrence, series.sequence() + 1,
				series.createdAt(), now, series.icalUid(), series.reminders());
	}

	/** The instant a date of the {@code from} series has in the {@code to} series. */
	private static UnaryOperator<Instant> move(Timing from, Timing to) {
		Duration shift = Duration.between(from.start(), to.start());
		return (instant) -> to.instant(from.local(instant).plus(shift));
	}

	private static long days(Timing from, Timing to) {
		return ChronoUnit.DAYS.between(from.start().toLocalDate(), to.start().toLocalDate());
	}

}
