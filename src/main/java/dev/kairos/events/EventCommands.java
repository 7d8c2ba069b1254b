package dev.kairos.events;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

import dev.kairos.events.spi.ConflictPolicy;
import dev.kairos.events.spi.Overlap;
import dev.kairos.security.KairosUser;
import dev.kairos.security.Users;
import dev.kairos.shared.FieldProblem;
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

	private final ConflictPolicy conflicts;

	private final Users users;

	private final Clock clock;

	EventCommands(JdbcEventRepository repository, ConflictPolicy conflicts, Users users, Clock clock) {
		this.repository = repository;
		this.conflicts = conflicts;
		this.users = users;
		this.clock = clock;
	}

	/**
	 * Create an event.
	 * @param user the owner
	 * @param draft the event's fields
	 * @param force store it even when it overlaps busy events
	 * @return the stored event
	 * @throws dev.kairos.shared.InvalidRequestException when the draft is invalid
	 * @throws SchedulingConflictException when it overlaps and {@code force} is false
	 */
	@Transactional
	public Event create(KairosUser user, EventDraft draft, boolean force) {
		EventDraft valid = validate(draft);
		this.users.lock(user);
		if (!force) {
			checkConflicts(user, valid, null);
		}
		Instant now = now();
		Event event = new Event(UUID.randomUUID(), valid.title(), valid.description(), valid.location(), valid.color(),
				valid.startTime(), valid.endTime(), valid.allDay(), 0, now, now);
		this.repository.insert(user.id(), event);
		this.repository.bumpRevision(user.id());
		return event;
	}

	/**
	 * Change an event. The change sees the event as it is inside the transaction; moving
	 * it re-runs the conflict check, in which the event never conflicts with itself.
	 * @param user the owner
	 * @param id the event
	 * @param change turns the current fields into the new ones
	 * @param force keep the new times even when they overlap busy events
	 * @return the stored event
	 * @throws EventNotFoundException when the user has no such event
	 */
	@Transactional
	public Event update(KairosUser user, UUID id, UnaryOperator<EventDraft> change, boolean force) {
		this.users.lock(user);
		Event current = this.repository.find(user.id(), id);
		if (current == null) {
			throw new EventNotFoundException(id);
		}
		EventDraft changed = validate(change.apply(current.draft()));
		if (changed.equals(current.draft())) {
			return current;
		}
		boolean moved = !changed.startTime().equals(current.startTime()) || !changed.endTime().equals(current.endTime())
				|| changed.allDay() != current.allDay();
		if (moved && !force) {
			checkConflicts(user, changed, id);
		}
		Event updated = new Event(id, changed.title(), changed.description(), changed.location(), changed.color(),
				changed.startTime(), changed.endTime(), changed.allDay(), current.sequence() + 1, current.createdAt(),
				now());
		this.repository.update(user.id(), updated);
		this.repository.bumpRevision(user.id());
		return updated;
	}

	@Transactional
	public void delete(KairosUser user, UUID id) {
		this.users.lock(user);
		if (!this.repository.delete(user.id(), id)) {
			throw new EventNotFoundException(id);
		}
		this.repository.bumpRevision(user.id());
	}

	/**
	 * Store events read from an iCalendar file, all in this transaction. An event whose
	 * key ({@link ImportedEvent#icalUid()}, {@link ImportedEvent#recurrenceId()}) the
	 * user already has updates that event (its sequence grows when a field changed); any
	 * other is created. Imported events skip the conflict check: the file is a record of
	 * what happens, and once stored they block later events like any other.
	 * <p>
	 * Occurrences of a re-imported UID that the file no longer yields (an instance that
	 * was cancelled or excluded since) are deleted, but only those starting inside
	 * {@code [expandedFrom, expandedTo)}, the window the importer expanded: what lies
	 * outside it was not looked at.
	 * @param user the owner
	 * @param events the events, each key at most once
	 * @param expandedFrom start of the window in which series were expanded
	 * @param expandedTo end of that window
	 * @return what was done; invalid events are rejected one by one, never the whole
	 * import
	 */
	@Transactional
	public ImportOutcome importEvents(KairosUser user, List<ImportedEvent> events, Instant expandedFrom,
			Instant expandedTo) {
		this.users.lock(user);
		Set<String> uids = new LinkedHashSet<>();
		events.forEach((event) -> uids.add(event.icalUid()));
		Map<ImportKey, Event> existing = new HashMap<>();
		this.repository.findImported(user.id(), uids).forEach((row) -> existing.put(row.key(), row.event()));
		Instant now = now();
		List<ImportOutcome.Rejected> rejected = new ArrayList<>();
		List<JdbcEventRepository.ImportedRow> inserts = new ArrayList<>();
		List<Event> updates = new ArrayList<>();
		Set<ImportKey> seen = new LinkedHashSet<>();
		int unchanged = 0;
		for (int i = 0; i < events.size(); i++) {
			ImportedEvent imported = events.get(i);
			ImportKey key = new ImportKey(imported.icalUid(), imported.recurrenceId());
			if (!seen.add(key)) {
				throw new IllegalArgumentException("Key " + key + " is imported twice");
			}
			EventDraft draft;
			try {
				draft = validate(imported.draft());
			}
			catch (InvalidRequestException ex) {
				rejected.add(new ImportOutcome.Rejected(i, describe(ex.getErrors())));
				continue;
			}
			Event current = existing.get(key);
			if (current == null) {
				inserts.add(new JdbcEventRepository.ImportedRow(key,
						new Event(UUID.randomUUID(), draft.title(), draft.description(), draft.location(),
								draft.color(), draft.startTime(), draft.endTime(), draft.allDay(), 0, now, now)));
			}
			else if (current.draft().equals(draft)) {
				unchanged++;
			}
			else {
				updates.add(new Event(current.id(), draft.title(), draft.description(), draft.location(), draft.color(),
						draft.startTime(), draft.endTime(), draft.allDay(), current.sequence() + 1, current.createdAt(),
						now));
			}
		}
		List<UUID> removals = existing.entrySet()
			.stream()
			.filter((entry) -> !seen.contains(entry.getKey()))
			.filter((entry) -> !entry.getValue().startTime().isBefore(expandedFrom)
					&& entry.getValue().startTime().isBefore(expandedTo))
			.map((entry) -> entry.getValue().id())
			.toList();
		this.repository.insertImported(user.id(), inserts);
		this.repository.updateAll(user.id(), updates);
		this.repository.deleteAll(user.id(), removals);
		if (!inserts.isEmpty() || !updates.isEmpty() || !removals.isEmpty()) {
			this.repository.bumpRevision(user.id());
		}
		return new ImportOutcome(inserts.size(), updates.size(), unchanged, removals.size(), rejected);
	}

	private static String describe(List<FieldProblem> problems) {
		return String.join("; ",
				problems.stream().map((problem) -> problem.field() + " " + problem.message()).toList());
	}

	private void checkConflicts(KairosUser user, EventDraft draft, @Nullable UUID ignoredId) {
		if (draft.allDay()) {
			return;
		}
		List<Overlap> overlaps = this.conflicts.conflicts(user, draft.startTime(), draft.endTime(), ignoredId);
		if (!overlaps.isEmpty()) {
			Duration duration = Duration.between(draft.startTime(), draft.endTime());
			throw new SchedulingConflictException(overlaps,
					this.conflicts.suggestStart(user, duration, draft.startTime(), ignoredId));
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
				draft.endTime(), draft.allDay());
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
