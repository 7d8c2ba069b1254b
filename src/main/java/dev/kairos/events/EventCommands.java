package dev.kairos.events;

import java.util.List;
import java.util.UUID;
import java.util.function.UnaryOperator;

import dev.kairos.security.KairosUser;
import dev.kairos.shared.InvalidRequestException;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.interceptor.TransactionAspectSupport;

/**
 * Create, change and delete a user's local events. Each write that can conflict takes the
 * user's lock first, so the conflict check and the write are atomic: of two concurrent
 * requests for one slot, one wins and the other sees its event.
 */
@Service
public class EventCommands {

	private final JdbcEventRepository repository;

	private final EventWriter writer;

	private final SeriesCommands series;

	private final EventImports imports;

	private final ConflictChecks checks;

	private final SeriesCache cache;

	EventCommands(JdbcEventRepository repository, EventWriter writer, SeriesCommands series, EventImports imports,
			ConflictChecks checks, SeriesCache cache) {
		this.cache = cache;
		this.repository = repository;
		this.writer = writer;
		this.series = series;
		this.imports = imports;
		this.checks = checks;
	}

	/**
	 * Create an event, or a series when the draft has a recurrence.
	 * @param user the owner
	 * @param draft the event's fields
	 * @param force store it even when it (or an occurrence) overlaps busy events
	 * @return the stored event or series
	 * @throws dev.kairos.shared.InvalidRequestException when the draft is invalid
	 * @throws SchedulingConflictException when it overlaps and {@code force} is false
	 * @throws LimitExceededException when the user holds as many events as allowed
	 */
	@Transactional
	public Event create(KairosUser user, EventDraft draft, boolean force) {
		EventDraft valid = draft.validated();
		EventWriter.Writes writes = this.writer.begin(user);
		if (valid.recurring()) {
			return this.series.create(writes, user, valid, force);
		}
		writes.checkRoomFor(1);
		if (!force) {
			this.checks.oneOff(user, valid, null);
		}
		Event event = Event.oneOff(UUID.randomUUID(), valid, 0, writes.now(), writes.now());
		if (TransactionAspectSupport.currentTransactionStatus().isNewTransaction()) {
			// Nothing follows in this transaction: the row goes with the counters.
			writes.insertLast(event);
		}
		else {
			writes.insertNew(event);
		}
		return event;
	}

	/**
	 * Change a one-off event or a whole series:
	 * {@link #update(KairosUser, EventId, ChangeScope, UnaryOperator, boolean)}.
	 */
	@Transactional
	public Event update(KairosUser user, UUID id, UnaryOperator<EventDraft> change, boolean force) {
		return update(user, EventId.of(id), ChangeScope.THIS, change, force);
	}

	/**
	 * Change an event. The change sees the event as it is inside the transaction; moving
	 * it re-runs the conflict check, in which the event never conflicts with itself.
	 * <ul>
	 * <li>A one-off event: its fields; given a recurrence, it becomes a series with the
	 * same id.</li>
	 * <li>A series (its id): the series; given no recurrence, it becomes a one-off event
	 * with the same id.</li>
	 * <li>An instance id: that occurrence ({@link ChangeScope#THIS}), the series from it
	 * on ({@link ChangeScope#FOLLOWING}, a new series), or the series
	 * ({@link ChangeScope#ALL}, moved as far as the occurrence moved).</li>
	 * </ul>
	 * @param user the owner
	 * @param id the event, series or instance
	 * @param scope what a change of an instance reaches
	 * @param change turns the current fields into the new ones
	 * @param force keep the new times even when they overlap busy events
	 * @return the stored event (for {@code following} and {@code all}, the series)
	 * @throws EventNotFoundException when the user has no such event
	 */
	@Transactional
	public Event update(KairosUser user, EventId id, ChangeScope scope, UnaryOperator<EventDraft> change,
			boolean force) {
		EventWriter.Writes writes = this.writer.begin(user);
		Event current = id.isInstance() ? null : this.repository.find(user.id(), id.uuid());
		if (current == null) {
			return this.series.update(writes, user, id, scope, change, force);
		}
		if (scope == ChangeScope.FOLLOWING) {
			throw new InvalidRequestException("scope", "\"following\" needs the id of an occurrence of a series");
		}
		EventDraft changed = change.apply(current.draft()).validated();
		if (changed.recurring()) {
			writes.delete(current.id().uuid());
			return this.series.create(writes, user, current.id().uuid(), changed, force, current.createdAt());
		}
		changed = changed.single();
		if (changed.equals(current.draft())) {
			return current;
		}
		boolean moved = !changed.startTime().equals(current.startTime()) || !changed.endTime().equals(current.endTime())
				|| changed.allDay() != current.allDay();
		if (moved && !force) {
			this.checks.oneOff(user, changed, current.id());
		}
		Event updated = Event.oneOff(current.id().uuid(), changed, current.sequence() + 1, current.createdAt(),
				writes.now());
		writes.update(updated);
		return updated;
	}

	/** Delete a one-off event or a whole series. */
	@Transactional
	public void delete(KairosUser user, UUID id) {
		delete(user, EventId.of(id), ChangeScope.THIS);
	}

	/**
	 * Delete an event, a series (with its exceptions), or occurrences of a series: one
	 * ({@link ChangeScope#THIS}: an EXDATE), those from one on
	 * ({@link ChangeScope#FOLLOWING}: the series ends before it), or all.
	 * @throws EventNotFoundException when the user has no such event
	 */
	@Transactional
	public void delete(KairosUser user, EventId id, ChangeScope scope) {
		EventWriter.Writes writes = this.writer.begin(user);
		if (!id.isInstance() && writes.delete(id.uuid())) {
			return;
		}
		this.series.delete(writes, user, id, scope);
	}

	/**
	 * Store one calendar object a client wrote (a CalDAV PUT): a one-off event or a
	 * series with its changed occurrences, as an import of that one UID (validated,
	 * limited, without the conflict check: a phone cannot answer a 409). Written over
	 * {@code existing}, it replaces that event or series: one keyed by a UID keeps it,
	 * and one that had none takes the item's first, so it is updated in place.
	 * @param user the owner
	 * @param existing the event or series the client wrote over, or null for a new one
	 * @param item what the client wrote
	 * @return the id of the stored event or series
	 * @throws InvalidRequestException naming what was refused
	 * @throws LimitExceededException when the user holds as many events as allowed
	 */
	@Transactional
	public UUID store(KairosUser user, @Nullable UUID existing, Imported item) {
		if (item instanceof ImportedCancellation
				|| (item instanceof ImportedEvent event && event.recurrenceId() != null)) {
			throw new InvalidRequestException("calendar-data",
					"holds no event to store (cancelled, or only an occurrence)");
		}
		String uid = item.icalUid();
		if (existing != null) {
			String stored = this.repository.icalUidOf(user.id(), existing);
			if (stored != null) {
				uid = stored;
			}
			else if (this.holds(user, existing)) {
				this.writer.begin(user).adoptUid(existing, uid);
			}
		}
		Imported keyed = (item instanceof ImportedSeries series)
				? new ImportedSeries(uid, series.draft(), series.overrides())
				: new ImportedEvent(uid, null, ((ImportedEvent) item).draft());

		ImportOutcome outcome = this.imports.importAll(user, List.of(keyed));
		if (!outcome.rejected().isEmpty()) {
			throw new InvalidRequestException("calendar-data", outcome.rejected().get(0).message());
		}
		UUID id = this.repository.idOfIcalUid(user.id(), uid);
		if (id == null) {
			throw new InvalidRequestException("calendar-data", "holds no event to store");
		}
		return id;
	}

	/** Whether the user has a one-off event or series with this id. */
	private boolean holds(KairosUser user, UUID id) {
		return this.repository.find(user.id(), id) != null || this.cache.get(user.id()).find(id) != null;
	}

	/**
	 * Store what an iCalendar file holds: one-off events and series (stored once, with
	 * their changed occurrences), all in this transaction. An item whose UID the user
	 * already has updates it (its sequence grows when a field changed); stored events of
	 * the file's UIDs that it no longer has are removed. Imported events skip the
	 * conflict check: the file is a record of what happens, and once stored they block
	 * later events like any other. Everything is checked before the user's lock is taken,
	 * which is held for the writes alone.
	 * @param user the owner
	 * @param items the file's events, series and cancellations, each key at most once
	 * @return what was done; invalid items are rejected one by one, never the whole
	 * import
	 * @throws LimitExceededException when the import would take the user past a limit
	 */
	@Transactional
	public ImportOutcome importEvents(KairosUser user, List<Imported> items) {
		return this.imports.importAll(user, items);
	}

}
