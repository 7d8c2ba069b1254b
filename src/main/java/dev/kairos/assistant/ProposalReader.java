package dev.kairos.assistant;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.Pending;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.Turn;
import dev.kairos.events.EventDraft;
import dev.kairos.events.EventId;
import dev.kairos.events.recurrence.Recurrence;
import dev.kairos.events.recurrence.RecurrenceException;
import dev.kairos.events.recurrence.Timing;
import dev.kairos.shared.DateTimeInput;
import dev.kairos.shared.FieldProblems;
import dev.kairos.shared.Reminders;
import org.jspecify.annotations.Nullable;

/**
 * Reads the assistant's request bodies (a history of turns, a proposal sent back to be
 * confirmed, the sessions of a plan) into the service's types. Each value that cannot be
 * read is a problem named by its path in the body, such as
 * {@code history[3].proposed_event.start_time}; the caller throws once at the end.
 */
final class ProposalReader {

	static final int MAX_MESSAGE_LENGTH = 4000;

	static final int MAX_HISTORY = 50;

	/** An event id, an occurrence's included, is far shorter than this. */
	private static final int MAX_EVENT_ID = 200;

	static final int MAX_SESSIONS = 200;

	private final ZoneId zone;

	private final FieldProblems problems = new FieldProblems();

	/**
	 * @param zone the user's zone, for local times
	 */
	ProposalReader(ZoneId zone) {
		this.zone = zone;
	}

	FieldProblems problems() {
		return this.problems;
	}

	/** The message of a schedule request, stripped. */
	@Nullable String message(@Nullable String message) {
		if (message == null) {
			this.problems.add("message", "is required");
		}
		else if (message.isBlank()) {
			this.problems.add("message", "must not be blank");
		}
		else if (message.codePointCount(0, message.length()) > MAX_MESSAGE_LENGTH) {
			this.problems.add("message", "must be at most " + MAX_MESSAGE_LENGTH + " characters");
		}
		else {
			return message.strip();
		}
		return null;
	}

	List<Turn> turns(@Nullable List<ScheduleRequest.HistoryTurn> history) {
		List<Turn> turns = new ArrayList<>();
		if (history == null || history.isEmpty()) {
			return turns;
		}
		if (history.size() > MAX_HISTORY) {
			this.problems.add("history", "must hold at most " + MAX_HISTORY + " turns");
			return turns;
		}
		for (int i = 0; i < history.size(); i++) {
			String field = "history[" + i + "]";
			ScheduleRequest.HistoryTurn turn = history.get(i);
			if (turn == null) {
				this.problems.add(field, "must be an object with role and content");
				continue;
			}
			String role = (turn.role() != null) ? turn.role().strip().toLowerCase(Locale.ROOT) : null;
			if (role == null) {
				this.problems.add(field + ".role", "is required");
			}
			else if (!role.equals("user") && !role.equals("assistant")) {
				this.problems.add(field + ".role", "must be user or assistant");
			}
			if (turn.content() == null) {
				this.problems.add(field + ".content", "is required");
			}
			ProposedEvent proposal = (turn.proposedEvent() != null)
					? proposal(turn.proposedEvent(), field + ".proposed_event.") : null;
			Pending pending = (turn.pending() != null) ? pending(turn.pending(), field + ".pending.") : null;
			if (role != null && turn.content() != null) {
				turns.add(new Turn(role.equals("user"), turn.content(), proposal, pending));
			}
		}
		return turns;
	}

	private @Nullable Pending pending(ScheduleRequest.PendingBody body, String prefix) {
		Pending.Kind kind = (body.kind() != null) ? Pending.Kind.of(body.kind()) : null;
		if (kind == null) {
			this.problems.add(prefix + "kind", "must be which_event, which_occurrence or details");
		}
		if (body.request() == null || body.request().isBlank()) {
			this.problems.add(prefix + "request", "is required");
		}
		else if (body.request().length() > MAX_MESSAGE_LENGTH) {
			this.problems.add(prefix + "request", "must be at most " + MAX_MESSAGE_LENGTH + " characters");
		}
		List<String> candidates = (body.candidates() != null) ? body.candidates() : List.of();
		if (candidates.size() > Pending.MAX_CANDIDATES) {
			this.problems.add(prefix + "candidates", "must hold at most " + Pending.MAX_CANDIDATES + " event ids");
		}
		else if (candidates.stream().anyMatch((id) -> id == null || id.isBlank() || id.length() > MAX_EVENT_ID)) {
			this.problems.add(prefix + "candidates", "must hold event ids");
		}
		if (kind == null || this.problems.has(prefix + "request") || this.problems.has(prefix + "candidates")) {
			return null;
		}
		return new Pending(kind, body.request().strip(), candidates);
	}

	private @Nullable ProposedEvent proposal(ProposalBody body, String prefix) {
		if (body.title() == null || body.title().isBlank()) {
			this.problems.add(prefix + "title", "is required");
		}
		Instant start = DateTimeInput.read(this.problems, prefix + "start_time", body.startTime(), false, this.zone);
		Instant end = DateTimeInput.read(this.problems, prefix + "end_time", body.endTime(), false, this.zone);
		if (start != null && end != null && !end.isAfter(start)) {
			this.problems.add(prefix + "end_time", "must be after start_time");
		}
		Action action = action(body.action(), prefix + "action");
		Target target = target(action, body, prefix);
		ZoneId timezone = seriesZone(body.timezone(), prefix + "timezone");
		List<String> recurrence = (start != null && end != null && end.isAfter(start))
				? recurrence(body.recurrence(), prefix + "recurrence", start, end, timezone) : null;
		boolean invalid = List
			.of("title", "start_time", "end_time", "action", "event_id", "event_version", "recurrence", "timezone")
			.stream()
			.anyMatch((field) -> this.problems.has(prefix + field));
		if (invalid || start == null || end == null || body.title() == null) {
			return null;
		}
		return new ProposedEvent(body.title().strip(), start, end, body.description(), body.location(), body.color(),
				recurrence, timezone.getId(), action, (target != null) ? body.eventId() : null,
				(target != null) ? target.version() : null, List.of(), Boolean.TRUE.equals(body.allDay()));
	}

	/** One proposal sent back to be confirmed: what to do, to which event, with what. */
	Confirmation confirmation(ProposalBody body) {
		Action action = action(body.action(), "action");
		Target target = target(action, body, "");
		if (action == Action.DELETE) {
			return new Confirmation(action, target, null, null, null);
		}
		ZoneId timezone = (body.timezone() != null) ? seriesZone(body.timezone(), "timezone") : null;
		EventDraft draft = draft(body, "");
		List<String> recurrence = (draft != null) ? recurrence(body.recurrence(), "recurrence", draft.startTime(),
				draft.endTime(), (timezone != null) ? timezone : this.zone) : null;
		return new Confirmation(action, target, draft, recurrence, timezone);
	}

	/**
	 * The sessions of a study plan: new one-off events that do not overlap each other.
	 */
	List<EventDraft> sessions(List<ProposalBody> events) {
		List<EventDraft> drafts = new ArrayList<>();
		if (events.isEmpty()) {
			this.problems.add("events", "must hold at least one session");
			return drafts;
		}
		if (events.size() > MAX_SESSIONS) {
			this.problems.add("events", "must hold at most " + MAX_SESSIONS + " sessions");
			return drafts;
		}
		for (int i = 0; i < events.size(); i++) {
			ProposalBody event = events.get(i);
			String prefix = "events[" + i + "].";
			if (event == null) {
				this.problems.add("events[" + i + "]", "must be a proposed event");
				continue;
			}
			if (action(event.action(), prefix + "action") != Action.CREATE) {
				this.problems.add(prefix + "action", "sessions of a study plan are created: only create is allowed");
			}
			if (event.eventId() != null || event.eventVersion() != null) {
				this.problems.add(prefix + "event_id", "sessions of a study plan are new events and name none");
			}
			if (event.recurrence() != null && !event.recurrence().isEmpty()) {
				this.problems.add(prefix + "recurrence", "sessions of a study plan do not repeat");
			}
			EventDraft draft = draft(event, prefix);
			if (draft == null) {
				continue;
			}
			for (EventDraft other : drafts) {
				if (draft.startTime().isBefore(other.endTime()) && other.startTime().isBefore(draft.endTime())) {
					this.problems.add(prefix + "start_time", "overlaps another session of the plan");
					break;
				}
			}
			drafts.add(draft);
		}
		return drafts;
	}

	private @Nullable EventDraft draft(ProposalBody body, String prefix) {
		if (body.title() == null) {
			this.problems.add(prefix + "title", "is required");
		}
		Instant startTime = DateTimeInput.read(this.problems, prefix + "start_time", body.startTime(), false,
				this.zone);
		Instant endTime = DateTimeInput.read(this.problems, prefix + "end_time", body.endTime(), false, this.zone);
		if (body.title() == null || startTime == null || endTime == null) {
			return null;
		}
		boolean allDay = Boolean.TRUE.equals(body.allDay());
		if (allDay) {
			// Proposed as the local midnights of the days; stored as all-day events are,
			// at midnight UTC of the same dates.
			startTime = wholeDay(startTime, false);
			endTime = wholeDay(endTime, true);
		}
		Reminders reminders = (body.reminders() != null) ? body.reminders().read(this.problems, prefix + "reminders")
				: Reminders.DEFAULT;
		if (reminders == null) {
			return null;
		}
		return new EventDraft(body.title(), body.description(), body.location(), body.color(), startTime, endTime,
				allDay, null, null, reminders);
	}

	/** The UTC midnight of the local day an all-day bound lies on (an end rounds up). */
	private Instant wholeDay(Instant time, boolean end) {
		ZonedDateTime local = time.atZone(this.zone);
		LocalDate day = local.toLocalDate();
		if (end && !local.toLocalTime().equals(LocalTime.MIDNIGHT)) {
			day = day.plusDays(1);
		}
		return day.atStartOfDay(ZoneOffset.UTC).toInstant();
	}

	private Action action(@Nullable String value, String field) {
		if (value == null) {
			return Action.CREATE;
		}
		for (Action action : Action.values()) {
			if (action.wireValue().equals(value)) {
				return action;
			}
		}
		this.problems.add(field, "must be create, update or delete");
		return Action.CREATE;
	}

	/** The event an update or delete acts on, and the version the proposal pinned. */
	private @Nullable Target target(Action action, ProposalBody body, String prefix) {
		if (action == Action.CREATE) {
			if (body.eventId() != null) {
				this.problems.add(prefix + "event_id", "is only for update and delete; a new event has none");
			}
			if (body.eventVersion() != null) {
				this.problems.add(prefix + "event_version", "is only for update and delete; a new event has none");
			}
			return null;
		}
		EventId event = null;
		if (body.eventId() == null) {
			this.problems.add(prefix + "event_id", "is required for " + action.wireValue());
		}
		else {
			try {
				event = EventId.parse(body.eventId());
			}
			catch (IllegalArgumentException ex) {
				this.problems.add(prefix + "event_id", ex.getMessage());
			}
		}
		if (body.eventVersion() == null || body.eventVersion().isBlank()) {
			this.problems.add(prefix + "event_version",
					"is required for " + action.wireValue() + ": send the proposal's event_version back unchanged");
		}
		return (event != null && body.eventVersion() != null) ? new Target(event, body.eventVersion()) : null;
	}

	/**
	 * The lines of a repeating proposal, read as the events feature reads a series'
	 * ({@link Recurrence}), so a confirm refuses what a create would.
	 */
	private @Nullable List<String> recurrence(@Nullable List<String> lines, String field, Instant start, Instant end,
			ZoneId zone) {
		if (lines == null || lines.isEmpty()) {
			return lines;
		}
		try {
			Recurrence.parse(lines, Timing.of(start, end, zone, false));
		}
		catch (RecurrenceException ex) {
			this.problems.add(field, ex.getMessage());
		}
		return lines;
	}

	/** The zone a series keeps: the one given, else the user's. */
	private ZoneId seriesZone(@Nullable String value, String field) {
		ZoneId given = DateTimeInput.readZone(this.problems, field, value);
		return (given != null) ? given : this.zone;
	}

	/**
	 * The event a change acts on.
	 *
	 * @param event its id, or an occurrence's
	 * @param version the version the proposal pinned
	 */
	record Target(EventId event, String version) {
	}

	/**
	 * A proposal read for confirming.
	 *
	 * @param action what to do
	 * @param target the event an update or delete acts on (null for a create, or when
	 * unreadable)
	 * @param draft the event's fields (null for a delete, or when unreadable)
	 * @param recurrence the lines of a repeating event, or null
	 * @param timezone the zone a series keeps, or null for the user's
	 */
	record Confirmation(Action action, @Nullable Target target, @Nullable EventDraft draft,
			@Nullable List<String> recurrence, @Nullable ZoneId timezone) {
	}

}
