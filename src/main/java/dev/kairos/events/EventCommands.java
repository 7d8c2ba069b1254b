package dev.kairos.events;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

import dev.kairos.events.spi.ConflictPolicy;
import dev.kairos.events.spi.Overlap;
import dev.kairos.security.KairosUser;
import dev.kairos.security.Users;
import dev.kairos.shared.FieldProblems;
import dev.kairos.shared.InvalidRequestException;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Create, change and delete a user's local events. Each write that can conflict takes the
 * user's lock first, so the conflict check and the write are atomic: of two concurrent
 * requests for one slot, one wins and the other sees its event.
 */
@Service
public class EventCommands {

	/** Longest event accepted. */
	public static final Duration MAX_SPAN = Duration.ofDays(366);

	public static final int MAX_TITLE_LENGTH = 500;

	private static final Pattern COLOR = Pattern.compile("#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})");

	private final JdbcEventRepository repository;

	private final SeriesCommands series;

	private final EventImports imports;

	private final ConflictPolicy conflicts;

	private final EventsProperties properties;

	private final Users users;

	private final Clock clock;

	EventCommands(JdbcEventRepository repository, SeriesCommands series, EventImports imports, ConflictPolicy conflicts,
			EventsProperties properties, Users users, Clock clock) {
		this.repository = repository;
		this.series = series;
		this.imports = imports;
		this.conflicts = conflicts;
		this.properties = properties;
		this.users = users;
		this.clock = clock;
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
		EventDraft valid = validate(draft);
		lock(user);
		if (valid.recurring()) {
			return this.series.create(user, valid, force, null);
		}
		checkStoredLimit(this.repository, this.properties, user);
		if (!force) {
			checkConflicts(this.conflicts, user, valid, null);
		}
		Instant now = now();
		Event event = new Event(UUID.randomUUID(), valid.title(), valid.description(), valid.location(), valid.color(),
				valid.startTime(), valid.endTime(), valid.allDay(), 0, now, now);
		this.repository.insert(user.id(), event);
		this.repository.countStored(user.id(), 1);
		this.repository.bumpRevision(user.id());
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
		lock(user);
		Event current = id.isInstance() ? null : this.repository.find(user.id(), id.uuid());
		if (current == null) {
			return this.series.update(user, id, scope, change, force);
		}
		if (scope == ChangeScope.FOLLOWING) {
			throw new InvalidRequestException("scope", "\"following\" needs the id of an occurrence of a series");
		}
		EventDraft changed = validate(change.apply(current.draft()));
		if (changed.recurring()) {
			this.repository.delete(user.id(), current.id().uuid());
			this.repository.countStored(user.id(), -1);
			return this.series.create(user, current.id().uuid(), changed, force, null, current.createdAt());
		}
		changed = changed.single();
		if (changed.equals(current.draft())) {
			return current;
		}
		boolean moved = !changed.startTime().equals(current.startTime()) || !changed.endTime().equals(current.endTime())
				|| changed.allDay() != current.allDay();
		if (moved && !force) {
			checkConflicts(this.conflicts, user, changed, current.id());
		}
		Event updated = new Event(current.id().uuid(), changed.title(), changed.description(), changed.location(),
				changed.color(), changed.startTime(), changed.endTime(), changed.allDay(), current.sequence() + 1,
				current.createdAt(), now());
		this.repository.update(user.id(), updated);
		this.repository.bumpRevision(user.id());
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
		lock(user);
		if (!id.isInstance() && this.repository.delete(user.id(), id.uuid())) {
			this.repository.countStored(user.id(), -1);
			this.repository.bumpRevision(user.id());
			return;
		}
		this.series.delete(user, id, scope);
	}

	/**
	 * Take the user's lock, and make sure their counters exist before anything is
	 * written.
	 */
	private void lock(KairosUser user) {
		this.users.lock(user);
		this.repository.storedEvents(user.id());
	}

	/** Refuse a new event or series when the user holds as many as allowed. */
	static void checkStoredLimit(JdbcEventRepository repository, EventsProperties properties, KairosUser user) {
		if (repository.storedEvents(user.id()) >= properties.maxStored()) {
			throw new LimitExceededException("max-stored", properties.maxStored(), "You have " + properties.maxStored()
					+ " events and series, the most one user may have; delete some first.");
		}
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

	/**
	 * Throw a 409 when a timed draft overlaps busy events, with the earliest free start.
	 * @param ignored the event being moved, or null
	 */
	static void checkConflicts(ConflictPolicy conflicts, KairosUser user, EventDraft draft, @Nullable EventId ignored) {
		if (draft.allDay()) {
			return;
		}
		List<Overlap> overlaps = conflicts.conflicts(user, draft.startTime(), draft.endTime(), ignored);
		if (!overlaps.isEmpty()) {
			Duration duration = Duration.between(draft.startTime(), draft.endTime());
			throw new SchedulingConflictException(overlaps,
					conflicts.suggestStart(user, duration, draft.startTime(), ignored));
		}
	}

	/**
	 * Check a draft and return it normalized (trimmed text, lowercase colour, empty text
	 * as null).
	 */
	static EventDraft validate(EventDraft draft) {
		FieldProblems problems = new FieldProblems();
		String title = (draft.title() != null) ? draft.title().strip() : "";
		if (title.isEmpty()) {
			problems.add("title", "must not be blank");
		}
		else if (title.length() > MAX_TITLE_LENGTH) {
			problems.add("title", "must be at most " + MAX_TITLE_LENGTH + " characters");
		}
		if (!draft.endTime().isAfter(draft.startTime())) {
			problems.add("end_time", "must be after start_time");
		}
		else if (Duration.between(draft.startTime(), draft.endTime()).compareTo(MAX_SPAN) > 0) {
			problems.add("end_time", "must be at most 366 days after start_time");
		}
		if (draft.allDay() && (!isMidnightUtc(draft.startTime()) || !isMidnightUtc(draft.endTime()))) {
			problems.add("start_time", "an all-day event starts and ends at 00:00 UTC of a day");
		}
		if (draft.color() != null && !COLOR.matcher(draft.color()).matches()) {
			problems.add("color", "must be a colour such as #3b82f6 or #38f");
		}
		if (draft.description() != null && draft.description().length() > 10_000) {
			problems.add("description", "must be at most 10000 characters");
		}
		if (draft.location() != null && draft.location().length() > 1000) {
			problems.add("location", "must be at most 1000 characters");
		}
		for (String[] field : new String[][] { { "title", draft.title() }, { "description", draft.description() },
				{ "location", draft.location() } }) {
			if (field[1] != null && field[1].indexOf('\0') >= 0) {
				problems.add(field[0], "must not contain NUL characters");
			}
		}
		problems.throwIfAny();
		return new EventDraft(title, blankToNull(draft.description()), blankToNull(draft.location()),
				(draft.color() != null) ? draft.color().toLowerCase(Locale.ROOT) : null, draft.startTime(),
				draft.endTime(), draft.allDay(),
				(draft.recurrence() != null && !draft.recurrence().isEmpty()) ? List.copyOf(draft.recurrence()) : null,
				draft.timezone());
	}

	private static boolean isMidnightUtc(Instant instant) {
		return instant.atOffset(ZoneOffset.UTC).toLocalTime().equals(LocalTime.MIDNIGHT);
	}

	private static @Nullable String blankToNull(@Nullable String text) {
		return (text == null || text.isBlank()) ? null : text;
	}

	private Instant now() {
		return this.clock.instant().truncatedTo(ChronoUnit.SECONDS);
	}

}
