package dev.kairos.events;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.HashSet;
import java.util.List;
import java.util.NavigableSet;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.function.UnaryOperator;

import dev.kairos.events.SeriesCache.CompiledSeries;
import dev.kairos.events.recurrence.Occurrences;
import dev.kairos.events.recurrence.Recurrence;
import dev.kairos.events.recurrence.RecurrenceException;
import dev.kairos.events.recurrence.Timing;
import dev.kairos.events.spi.ConflictPolicy;
import dev.kairos.events.spi.Overlap;
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

	/** How far ahead a new or moved series is checked for conflicts. */
	static final Duration CONFLICT_HORIZON = Duration.ofDays(366);

	/** Most occurrences a conflict check looks at (an hourly series has 8,784 a year). */
	static final int MAX_CHECKED = 10_000;

	/** Busy events a series' conflict check reads at a time. */
	static final int CONFLICT_PAGE = 1000;

	/**
	 * Most pages a series' conflict check reads: a bound on the work of one request,
	 * however full the calendar.
	 */
	static final int MAX_CONFLICT_READS = 20;

	private final JdbcSeriesRepository repository;

	private final JdbcEventRepository events;

	private final SeriesCache cache;

	private final ConflictPolicy conflicts;

	private final EventsProperties properties;

	private final Clock clock;

	SeriesCommands(JdbcSeriesRepository repository, JdbcEventRepository events, SeriesCache cache,
			ConflictPolicy conflicts, EventsProperties properties, Clock clock) {
		this.repository = repository;
		this.events = events;
		this.cache = cache;
		this.conflicts = conflicts;
		this.properties = properties;
		this.clock = clock;
	}

	/** Create a series with a new id. */
	Event create(KairosUser user, EventDraft draft, boolean force, @Nullable String icalUid) {
		return create(user, UUID.randomUUID(), draft, force, icalUid, now());
	}

	/**
	 * Create a series with the given id (a one-off event becoming a series keeps its id).
	 */
	Event create(KairosUser user, UUID id, EventDraft draft, boolean force, @Nullable String icalUid,
			Instant createdAt) {
		checkSeriesLimit(user);
		StoredSeries series = build(id, EventCommands.validate(draft), 0, createdAt, icalUid);
		Occurrences occurrences = compile(series);
		if (!force) {
			checkConflicts(user, series, occurrences, Set.of(), null);
		}
		this.repository.insert(user.id(), series);
		this.events.bumpSeriesVersion(user.id());
		return series.toEvent();
	}

	/**
	 * Change a series, one of its occurrences, or the occurrences from one on.
	 * @throws EventNotFoundException when the user has no such series or occurrence
	 */
	Event update(KairosUser user, EventId id, ChangeScope scope, UnaryOperator<EventDraft> change, boolean force) {
		CompiledSeries compiled = find(user, id);
		if (!id.isInstance()) {
			if (scope == ChangeScope.FOLLOWING) {
				throw new InvalidRequestException("scope", "\"following\" needs the id of an occurrence");
			}
			return updateSeries(user, compiled, change.apply(compiled.series().toEvent().draft()), force);
		}
		Event instance = instance(compiled, id);
		EventDraft current = instance.draft();
		EventDraft changed = change.apply(current);
		Instant originalStart = Objects.requireNonNull(instance.originalStartTime());
		boolean first = originalStart.equals(compiled.occurrences().first());
		return switch (scope) {
			case THIS -> updateOccurrence(user, compiled, instance, changed, force);
			case ALL -> updateSeries(user, compiled, seriesDraft(compiled.series(), current, changed), force);
			case FOLLOWING ->
				first ? updateSeries(user, compiled, seriesDraft(compiled.series(), current, changed), force)
						: split(user, compiled, originalStart, changed, force);
		};
	}

	/**
	 * Delete a series, one of its occurrences (an EXDATE), or the occurrences from one on
	 * (the series ends before it).
	 * @throws EventNotFoundException when the user has no such series or occurrence
	 */
	void delete(KairosUser user, EventId id, ChangeScope scope) {
		CompiledSeries compiled = find(user, id);
		StoredSeries series = compiled.series();
		if (!id.isInstance() || scope == ChangeScope.ALL) {
			if (!id.isInstance() && scope == ChangeScope.FOLLOWING) {
				throw new InvalidRequestException("scope", "\"following\" needs the id of an occurrence");
			}
			deleteSeries(user, series.id());
			return;
		}
		Instant originalStart = Objects.requireNonNull(instance(compiled, id).originalStartTime());
		Recurrence remaining;
		if (scope == ChangeScope.FOLLOWING) {
			if (originalStart.equals(compiled.occurrences().first())) {
				deleteSeries(user, series.id());
				return;
			}
			remaining = endBefore(series, compiled.occurrences(), originalStart);
			compiled.exceptions()
				.tailMap(originalStart, true)
				.values()
				.forEach((exception) -> this.repository.deleteException(user.id(), exception.id()));
		}
		else {
			remaining = series.recurrence().without(originalStart);
			StoredException exception = compiled.exceptions().get(originalStart);
			if (exception != null) {
				this.repository.deleteException(user.id(), exception.id());
			}
		}
		if (Occurrences.of(series.timing(), remaining).first() == null) {
			deleteSeries(user, series.id());
			return;
		}
		this.repository.update(user.id(), withRecurrence(series, remaining));
		this.events.bumpSeriesVersion(user.id());
	}

	private void deleteSeries(KairosUser user, UUID id) {
		this.repository.delete(user.id(), id);
		this.events.countStored(user.id(), -1);
		this.events.bumpSeriesVersion(user.id());
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
	private Event updateSeries(KairosUser user, CompiledSeries compiled, EventDraft changed, boolean force) {
		StoredSeries old = compiled.series();
		EventDraft current = old.toEvent().draft();
		if (!changed.recurring()) {
			EventDraft single = EventCommands.validate(changed.single());
			this.repository.delete(user.id(), old.id());
			this.events.bumpSeriesVersion(user.id());
			if (!force && !single.allDay()) {
				EventCommands.checkConflicts(this.conflicts, user, single, null);
			}
			Event event = new Event(old.id(), single.title(), single.description(), single.location(), single.color(),
					single.startTime(), single.endTime(), single.allDay(), old.sequence() + 1, old.createdAt(), now());
			this.events.insert(user.id(), event);
			return event;
		}
		EventDraft valid = EventCommands.validate(changed);
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
				old.createdAt(), now(), old.icalUid());
		Occurrences occurrences = compile(updated);
		boolean moved = !timing.equals(old.timing()) || !recurrence.equals(old.recurrence());
		Set<Instant> kept = carryExceptions(user, compiled.exceptions().values(), updated, occurrences,
				moved ? move : UnaryOperator.identity());
		this.repository.update(user.id(), updated);
		this.events.bumpSeriesVersion(user.id());
		if (moved && !force) {
			checkConflicts(user, updated, occurrences, kept, EventId.of(updated.id()));
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
				changed.allDay(), changed.recurring() ? changed.recurrence() : series.recurrence().lines(), zone);
	}

	private static <T> T pick(T series, T occurrence, T changed) {
		return Objects.equals(occurrence, changed) ? series : changed;
	}

	/** Change one occurrence: store (or update, or drop) its exception. */
	private Event updateOccurrence(KairosUser user, CompiledSeries compiled, Event instance, EventDraft changed,
			boolean force) {
		StoredSeries series = compiled.series();
		if (changed.recurring()) {
			throw new InvalidRequestException("recurrence",
					"cannot be set on one occurrence: change the series (recurring_event_id), or send \"scope\": \"following\"");
		}
		if (changed.allDay() != series.allDay()) {
			throw new InvalidRequestException("all_day", "an occurrence keeps its series' all_day");
		}
		EventDraft valid = EventCommands.validate(changed.single());
		if (valid.equals(instance.draft().single())) {
			return instance;
		}
		Instant originalStart = Objects.requireNonNull(instance.originalStartTime());
		boolean moved = !valid.startTime().equals(instance.startTime()) || !valid.endTime().equals(instance.endTime());
		if (moved && !force && !valid.allDay()) {
			EventCommands.checkConflicts(this.conflicts, user, valid, instance.id());
		}
		Set<String> overridden = series.overriddenBy(originalStart, valid);
		StoredException existing = compiled.exceptions().get(originalStart);
		Instant now = now();
		Event result;
		if (overridden.isEmpty()) {
			if (existing != null) {
				this.repository.deleteException(user.id(), existing.id());
			}
			result = series.occurrence(originalStart);
		}
		else {
			StoredException exception = new StoredException((existing != null) ? existing.id() : UUID.randomUUID(),
					series.id(), originalStart, valid.title(), valid.description(), valid.location(), valid.color(),
					valid.startTime(), valid.endTime(), overridden,
					(existing != null) ? existing.sequence() + 1 : series.sequence() + 1,
					(existing != null) ? existing.createdAt() : now, now);
			if (existing != null) {
				this.repository.updateException(user.id(), exception);
			}
			else {
				if (compiled.exceptions().size() >= this.properties.maxExceptions()) {
					throw new LimitExceededException("max-exceptions", this.properties.maxExceptions(),
							"A series may have at most " + this.properties.maxExceptions()
									+ " changed occurrences; change the series, or split it with \"scope\": \"following\".");
				}
				this.repository.insertException(user.id(), exception);
			}
			result = exception.toEvent(series);
		}
		this.events.bumpSeriesVersion(user.id());
		return result;
	}

	/**
	 * Split a series at one of its occurrences: it ends before it, and a new series with
	 * the changed fields goes on from it, with what remains of a COUNT and the later
	 * RDATEs, EXDATEs and exceptions.
	 */
	private Event split(KairosUser user, CompiledSeries compiled, Instant at, EventDraft changed, boolean force) {
		StoredSeries old = compiled.series();
		Occurrences oldOccurrences = compiled.occurrences();
		EventDraft valid = EventCommands.validate(changed);
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
		checkSeriesLimit(user);
		StoredSeries next = new StoredSeries(UUID.randomUUID(), valid.title(), valid.description(), valid.location(),
				valid.color(), valid.startTime(), valid.endTime(), valid.allDay(), zone, recurrence, 0, now(), now(),
				null);
		Occurrences nextOccurrences = compile(next);
		StoredSeries ended = withRecurrence(old, endBefore(old, oldOccurrences, at));
		this.repository.update(user.id(), ended);
		this.repository.insert(user.id(), next);
		StoredException atSplit = compiled.exceptions().get(at);
		if (atSplit != null) {
			this.repository.deleteException(user.id(), atSplit.id());
		}
		Set<Instant> kept = carryExceptions(user, compiled.exceptions().tailMap(at, false).values(), next,
				nextOccurrences, move);
		this.events.bumpSeriesVersion(user.id());
		if (!force) {
			checkConflicts(user, next, nextOccurrences, kept, EventId.of(next.id()));
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
	private Set<Instant> carryExceptions(KairosUser user, Iterable<StoredException> exceptions, StoredSeries series,
			Occurrences occurrences, UnaryOperator<Instant> move) {
		Set<Instant> kept = new HashSet<>();
		for (StoredException exception : exceptions) {
			Instant originalStart = move.apply(exception.originalStart());
			if (!occurrences.contains(originalStart)) {
				this.repository.deleteException(user.id(), exception.id());
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
					exception.sequence(), exception.createdAt(), exception.updatedAt());
			if (!carried.equals(exception)) {
				this.repository.updateException(user.id(), carried);
			}
			kept.add(originalStart);
		}
		return kept;
	}

	/**
	 * Check a series' occurrences in the year from its first (or from now) against the
	 * user's busy events, and throw a 409 listing every occurrence that overlaps one.
	 * @param skipped original starts of occurrences replaced by exceptions
	 * @param ignored the series itself, when it is being changed
	 */
	private void checkConflicts(KairosUser user, StoredSeries series, Occurrences occurrences, Set<Instant> skipped,
			@Nullable EventId ignored) {
		if (series.allDay()) {
			return;
		}
		Instant first = occurrences.first();
		if (first == null) {
			return;
		}
		Instant from = first.isAfter(now()) ? first : now();
		Duration length = series.timing().duration();
		NavigableSet<Instant> starts = new TreeSet<>(
				occurrences.overlapping(from, from.plus(CONFLICT_HORIZON), MAX_CHECKED));
		starts.removeAll(skipped);
		if (starts.isEmpty()) {
			return;
		}
		OccurrenceConflicts sweep = new OccurrenceConflicts(List.copyOf(starts), length);
		Instant end = starts.last().plus(length);
		Overlap last = null;
		boolean complete = false;
		for (int read = 0; read < MAX_CONFLICT_READS && !complete; read++) {
			List<Overlap> page = this.conflicts.conflicts(user, starts.first(), end, ignored, last, CONFLICT_PAGE);
			page.forEach(sweep::add);
			complete = page.size() < CONFLICT_PAGE;
			last = page.isEmpty() ? last : page.get(page.size() - 1);
		}
		if (complete) {
			sweep.finish();
		}
		if (sweep.hits() > 0) {
			throw new SchedulingConflictException(sweep.involved(), sweep.listed(), sweep.hits(), !complete);
		}
		if (!complete) {
			throw new LimitExceededException("conflict-check", MAX_CONFLICT_READS * CONFLICT_PAGE,
					"The year this series covers holds more than " + MAX_CONFLICT_READS * CONFLICT_PAGE
							+ " busy events, more than one conflict check reads. Shorten the series, or send "
							+ "\"force\": true to keep it without the check.");
		}
	}

	private void checkSeriesLimit(KairosUser user) {
		if (this.cache.get(user.id()).series().size() >= this.properties.maxSeries()) {
			throw new LimitExceededException("max-series", this.properties.maxSeries(), "You have "
					+ this.properties.maxSeries() + " recurring series, the most one user may have; delete one first.");
		}
		EventCommands.checkStoredLimit(this.events, this.properties, user);
		this.events.countStored(user.id(), 1);
	}

	private StoredSeries build(UUID id, EventDraft valid, int sequence, Instant createdAt, @Nullable String icalUid) {
		ZoneId zone = (valid.timezone() != null) ? valid.timezone() : ZoneOffset.UTC;
		Timing timing = Timing.of(valid.startTime(), valid.endTime(), zone, valid.allDay());
		return new StoredSeries(id, valid.title(), valid.description(), valid.location(), valid.color(),
				valid.startTime(), valid.endTime(), valid.allDay(), zone, parse(valid.recurrence(), timing), sequence,
				createdAt, now(), icalUid);
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

	private StoredSeries withRecurrence(StoredSeries series, Recurrence recurrence) {
		return new StoredSeries(series.id(), series.title(), series.description(), series.location(), series.color(),
				series.startTime(), series.endTime(), series.allDay(), series.zone(), recurrence, series.sequence() + 1,
				series.createdAt(), now(), series.icalUid());
	}

	/** The instant a date of the {@code from} series has in the {@code to} series. */
	private static UnaryOperator<Instant> move(Timing from, Timing to) {
		Duration shift = Duration.between(from.start(), to.start());
		return (instant) -> to.instant(from.local(instant).plus(shift));
	}

	private static long days(Timing from, Timing to) {
		return ChronoUnit.DAYS.between(from.start().toLocalDate(), to.start().toLocalDate());
	}

	private Instant now() {
		return this.clock.instant().truncatedTo(ChronoUnit.SECONDS);
	}

}
