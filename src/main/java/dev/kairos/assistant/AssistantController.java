package dev.kairos.assistant;

import java.net.URI;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.Turn;
import dev.kairos.events.Event;
import dev.kairos.events.EventDraft;
import dev.kairos.events.EventId;
import dev.kairos.idempotency.IdempotencyKeys;
import dev.kairos.idempotency.IdempotentResponse;
import dev.kairos.security.KairosUser;
import dev.kairos.settings.SettingsService;
import dev.kairos.shared.DateTimeInput;
import dev.kairos.shared.FieldProblems;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.responses.ApiResponses;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/assistant")
@Tag(name = "Assistant", description = "Natural-language scheduling: proposals, study plans, e-mail drafts, answers")
class AssistantController {

	static final int MAX_MESSAGE_LENGTH = 4000;

	static final int MAX_HISTORY = 50;

	static final int MAX_SESSIONS = 200;

	private static final String CONFIRM_PATH = "/api/assistant/confirm";

	private static final String PROBLEM = "#/components/schemas/Problem";

	private final AssistantService assistant;

	private final PlanConfirmations plans;

	private final ActionConfirmations actions;

	private final IdempotencyKeys idempotency;

	private final SettingsService settings;

	private final JsonMapper json;

	AssistantController(AssistantService assistant, PlanConfirmations plans, ActionConfirmations actions,
			IdempotencyKeys idempotency, SettingsService settings, JsonMapper json) {
		this.assistant = assistant;
		this.plans = plans;
		this.actions = actions;
		this.idempotency = idempotency;
		this.settings = settings;
		this.json = json;
	}

	@PostMapping(path = "/schedule", consumes = "application/json")
	@Operation(summary = "Answer a message with a proposed event (new, or a change to an existing one), a study plan, "
			+ "an e-mail draft or a confirmation")
	@ApiResponses({ @ApiResponse(responseCode = "200",
			description = "The answer; exactly the payload named by type is present (a confirmation has only message)",
			content = @Content(mediaType = "application/json",
					schema = @Schema(implementation = AssistantReply.class))),
			@ApiResponse(responseCode = "400",
					description = "No message, a message over 4000 characters, or an invalid history (the errors "
							+ "name the field, such as history[3].proposed_event.start_time)",
					content = @Content(mediaType = "application/problem+json", schema = @Schema(ref = PROBLEM))) })
	AssistantReply schedule(KairosUser user, @RequestBody ScheduleRequest request) {
		FieldProblems problems = new FieldProblems();
		String message = request.message();
		if (message == null) {
			problems.add("message", "is required");
		}
		else if (message.isBlank()) {
			problems.add("message", "must not be blank");
		}
		else if (message.codePointCount(0, message.length()) > MAX_MESSAGE_LENGTH) {
			problems.add("message", "must be at most " + MAX_MESSAGE_LENGTH + " characters");
		}
		List<ScheduleRequest.HistoryTurn> history = (request.history() != null) ? request.history() : List.of();
		List<Turn> turns = new ArrayList<>();
		if (history.size() > MAX_HISTORY) {
			problems.add("history", "must hold at most " + MAX_HISTORY + " turns");
		}
		else if (!history.isEmpty()) {
			turns = turns(history, this.settings.timezone(user), problems);
		}
		problems.throwIfAny();
		return this.assistant.schedule(user, message.strip(), turns);
	}

	private static List<Turn> turns(List<ScheduleRequest.HistoryTurn> history, ZoneId zone, FieldProblems problems) {
		List<Turn> turns = new ArrayList<>();
		for (int i = 0; i < history.size(); i++) {
			String field = "history[" + i + "]";
			ScheduleRequest.HistoryTurn turn = history.get(i);
			if (turn == null) {
				problems.add(field, "must be an object with role and content");
				continue;
			}
			String role = (turn.role() != null) ? turn.role().strip().toLowerCase(Locale.ROOT) : null;
			if (role == null) {
				problems.add(field + ".role", "is required");
			}
			else if (!role.equals("user") && !role.equals("assistant")) {
				problems.add(field + ".role", "must be user or assistant");
			}
			if (turn.content() == null) {
				problems.add(field + ".content", "is required");
			}
			ProposedEvent proposal = (turn.proposedEvent() != null)
					? proposal(turn.proposedEvent(), field + ".proposed_event.", zone, problems) : null;
			if (role != null && turn.content() != null) {
				turns.add(new Turn(role.equals("user"), turn.content(), proposal));
			}
		}
		return turns;
	}

	private static @Nullable ProposedEvent proposal(ProposalBody body, String prefix, ZoneId zone,
			FieldProblems problems) {
		if (body.title() == null || body.title().isBlank()) {
			problems.add(prefix + "title", "is required");
		}
		Instant start = time(problems, prefix + "start_time", body.startTime(), zone);
		Instant end = time(problems, prefix + "end_time", body.endTime(), zone);
		if (start != null && end != null && !end.isAfter(start)) {
			problems.add(prefix + "end_time", "must be after start_time");
		}
		Action action = action(body.action(), prefix + "action", problems);
		Target target = target(action, body, prefix, problems);
		List<String> recurrence = recurrence(body.recurrence(), prefix + "recurrence", problems);
		ZoneId timezone = timezone(body.timezone(), prefix + "timezone", zone, problems);
		boolean invalid = List
			.of("title", "start_time", "end_time", "action", "event_id", "event_version", "recurrence", "timezone")
			.stream()
			.anyMatch((field) -> problems.has(prefix + field));
		if (invalid || start == null || end == null || body.title() == null) {
			return null;
		}
		return new ProposedEvent(body.title().strip(), start, end, body.description(), body.location(), body.color(),
				recurrence, timezone.getId(), action, (target != null) ? body.eventId() : null,
				(target != null) ? target.version() : null, List.of(), Boolean.TRUE.equals(body.allDay()));
	}

	@PostMapping(path = "/confirm", consumes = "application/json")
	@Operation(summary = "Apply a proposal: create the event (as POST /api/events/create does), change it (as PATCH "
			+ "/api/events does) or delete it, per its action; or with {events: [...]} create every session of a study "
			+ "plan or none")
	@ApiResponses({
			@ApiResponse(responseCode = "200",
					description = "An update proposal was applied: the event as it is now. A retry with the same "
							+ "Idempotency-Key returns the same body with Idempotent-Replayed: true",
					content = @Content(mediaType = "application/json", schema = @Schema(implementation = Event.class))),
			@ApiResponse(responseCode = "201",
					description = "The created event (with Location), or {events} for a plan; a retry with the same "
							+ "Idempotency-Key returns the same body with Idempotent-Replayed: true",
					content = @Content(mediaType = "application/json",
							schema = @Schema(oneOf = { Event.class, ConfirmedPlan.class }))),
			@ApiResponse(responseCode = "204", description = "A delete proposal was applied: the event is gone"),
			@ApiResponse(responseCode = "400",
					description = "Invalid fields, named in errors (events[i].field for a plan); an update or delete "
							+ "without event_id or event_version",
					content = @Content(mediaType = "application/problem+json", schema = @Schema(ref = PROBLEM))),
			@ApiResponse(responseCode = "404",
					description = "An update or delete names an event the user does not have (any more)",
					content = @Content(mediaType = "application/problem+json", schema = @Schema(ref = PROBLEM))),
			@ApiResponse(responseCode = "409",
					description = "scheduling-conflict: overlaps busy events (conflicts and suggested_start, or for a "
							+ "plan conflicts and sessions); proposal-stale: the event changed after the proposal "
							+ "was made (event holds it as it is now); idempotency-key-in-progress. Nothing is written",
					content = @Content(mediaType = "application/problem+json", schema = @Schema(ref = PROBLEM))),
			@ApiResponse(responseCode = "422", description = "The Idempotency-Key came with another request",
					content = @Content(mediaType = "application/problem+json", schema = @Schema(ref = PROBLEM))) })
	ResponseEntity<String> confirm(KairosUser user, @RequestBody ConfirmRequest request,
			@Parameter(description = "Retrying with the same key returns the first result instead of applying it "
					+ "twice") @RequestHeader(name = IdempotencyKeys.HEADER,
							required = false) @Nullable String idempotencyKey) {
		ZoneId zone = this.settings.timezone(user);
		FieldProblems problems = new FieldProblems();
		boolean force = Boolean.TRUE.equals(request.force());
		Supplier<IdempotentResponse> work;
		if (request.events() != null) {
			if (request.single().hasAnyField()) {
				problems.add("events", "send either one proposed event or {\"events\": [...]}, not both");
			}
			List<EventDraft> sessions = sessions(request.events(), zone, problems);
			work = () -> IdempotentResponse.of(201, null,
					this.json.writeValueAsString(new ConfirmedPlan(this.plans.confirm(user, sessions, force))));
		}
		else {
			work = single(user, request.single(), force, zone, problems);
		}
		problems.throwIfAny();
		String fingerprint = IdempotencyKeys.fingerprint("POST", CONFIRM_PATH,
				this.json.writeValueAsString(request.withoutConflicts()));
		IdempotentResponse response = this.idempotency.execute(user, idempotencyKey, fingerprint, work);
		ResponseEntity.BodyBuilder answer = ResponseEntity.status(response.status())
			.header(HttpHeaders.CACHE_CONTROL, "no-store");
		if (response.replayed()) {
			answer.header("Idempotent-Replayed", "true");
		}
		if (response.status() == 204) {
			return answer.build();
		}
		if (response.location() != null) {
			answer.location(URI.create(response.location()));
		}
		return answer.contentType(MediaType.APPLICATION_JSON).body(response.body());
	}

	/** What confirming one proposal does, by its action. */
	private Supplier<IdempotentResponse> single(KairosUser user, ProposalBody body, boolean force, ZoneId zone,
			FieldProblems problems) {
		Action action = action(body.action(), "action", problems);
		Target target = target(action, body, "", problems);
		if (action == Action.DELETE) {
			return () -> {
				this.actions.delete(user, target.event(), target.version());
				return IdempotentResponse.of(204, null, "");
			};
		}
		List<String> recurrence = recurrence(body.recurrence(), "recurrence", problems);
		ZoneId timezone = (body.timezone() != null) ? timezone(body.timezone(), "timezone", zone, problems) : null;
		EventDraft draft = draft(body, "", zone, problems);
		if (action == Action.UPDATE) {
			return () -> IdempotentResponse.of(200, null, this.json.writeValueAsString(
					this.actions.update(user, target.event(), target.version(), draft, recurrence, timezone, force)));
		}
		return () -> {
			Event event = this.actions.create(user, draft, recurrence, timezone, force);
			return IdempotentResponse.of(201, "/api/events/" + event.id(), this.json.writeValueAsString(event));
		};
	}

	private static List<EventDraft> sessions(List<ProposalBody> events, ZoneId zone, FieldProblems problems) {
		List<EventDraft> drafts = new ArrayList<>();
		if (events.isEmpty()) {
			problems.add("events", "must hold at least one session");
			return drafts;
		}
		if (events.size() > MAX_SESSIONS) {
			problems.add("events", "must hold at most " + MAX_SESSIONS + " sessions");
			return drafts;
		}
		for (int i = 0; i < events.size(); i++) {
			ProposalBody event = events.get(i);
			String prefix = "events[" + i + "].";
			if (event == null) {
				problems.add("events[" + i + "]", "must be a proposed event");
				continue;
			}
			if (action(event.action(), prefix + "action", problems) != Action.CREATE) {
				problems.add(prefix + "action", "sessions of a study plan are created: only create is allowed");
			}
			if (event.eventId() != null || event.eventVersion() != null) {
				problems.add(prefix + "event_id", "sessions of a study plan are new events and name none");
			}
			if (event.recurrence() != null && !event.recurrence().isEmpty()) {
				problems.add(prefix + "recurrence", "sessions of a study plan do not repeat");
			}
			EventDraft draft = draft(event, prefix, zone, problems);
			if (draft == null) {
				continue;
			}
			for (EventDraft other : drafts) {
				if (draft.startTime().isBefore(other.endTime()) && other.startTime().isBefore(draft.endTime())) {
					problems.add(prefix + "start_time", "overlaps another session of the plan");
					break;
				}
			}
			drafts.add(draft);
		}
		return drafts;
	}

	private static @Nullable EventDraft draft(ProposalBody body, String prefix, ZoneId zone, FieldProblems problems) {
		if (body.title() == null) {
			problems.add(prefix + "title", "is required");
		}
		Instant startTime = time(problems, prefix + "start_time", body.startTime(), zone);
		Instant endTime = time(problems, prefix + "end_time", body.endTime(), zone);
		if (body.title() == null || startTime == null || endTime == null) {
			return null;
		}
		boolean allDay = Boolean.TRUE.equals(body.allDay());
		if (allDay) {
			// Proposed as the local midnights of the days; stored as all-day events are,
			// at midnight UTC of the same dates.
			startTime = wholeDay(startTime, zone, false);
			endTime = wholeDay(endTime, zone, true);
		}
		return new EventDraft(body.title(), body.description(), body.location(), body.color(), startTime, endTime,
				allDay);
	}

	/** The UTC midnight of the local day an all-day bound lies on (an end rounds up). */
	private static Instant wholeDay(Instant time, ZoneId zone, boolean end) {
		java.time.ZonedDateTime local = time.atZone(zone);
		java.time.LocalDate day = local.toLocalDate();
		if (end && !local.toLocalTime().equals(java.time.LocalTime.MIDNIGHT)) {
			day = day.plusDays(1);
		}
		return day.atStartOfDay(java.time.ZoneOffset.UTC).toInstant();
	}

	private static Action action(@Nullable String value, String field, FieldProblems problems) {
		if (value == null) {
			return Action.CREATE;
		}
		for (Action action : Action.values()) {
			if (action.wireValue().equals(value)) {
				return action;
			}
		}
		problems.add(field, "must be create, update or delete");
		return Action.CREATE;
	}

	/** The event an update or delete acts on, and the version the proposal pinned. */
	private static @Nullable Target target(Action action, ProposalBody body, String prefix, FieldProblems problems) {
		if (action == Action.CREATE) {
			if (body.eventId() != null) {
				problems.add(prefix + "event_id", "is only for update and delete; a new event has none");
			}
			if (body.eventVersion() != null) {
				problems.add(prefix + "event_version", "is only for update and delete; a new event has none");
			}
			return null;
		}
		EventId event = null;
		if (body.eventId() == null) {
			problems.add(prefix + "event_id", "is required for " + action.wireValue());
		}
		else {
			try {
				event = EventId.parse(body.eventId());
			}
			catch (IllegalArgumentException ex) {
				problems.add(prefix + "event_id", ex.getMessage());
			}
		}
		if (body.eventVersion() == null || body.eventVersion().isBlank()) {
			problems.add(prefix + "event_version",
					"is required for " + action.wireValue() + ": send the proposal's event_version back unchanged");
		}
		return (event != null && body.eventVersion() != null) ? new Target(event, body.eventVersion()) : null;
	}

	private static @Nullable List<String> recurrence(@Nullable List<String> lines, String field,
			FieldProblems problems) {
		if (lines == null) {
			return null;
		}
		for (int i = 0; i < lines.size(); i++) {
			String line = lines.get(i);
			if (line == null || !line.matches("(?i)(?:RRULE|RDATE|EXDATE)[:;][^\\r\\n]+")) {
				problems.add(field, "line " + i + " must be an RRULE:, RDATE: or EXDATE: line");
			}
		}
		return lines;
	}

	/** The zone a series keeps: the one given, else the user's. */
	private static ZoneId timezone(@Nullable String value, String field, ZoneId user, FieldProblems problems) {
		if (value == null) {
			return user;
		}
		// The JDK also knows legacy ids (SystemV/AST4) that are no IANA zones.
		if (!ZoneId.getAvailableZoneIds().contains(value) || value.startsWith("SystemV/")) {
			problems.add(field, "must be an IANA time zone such as Europe/Berlin or America/New_York");
			return user;
		}
		return ZoneId.of(value);
	}

	private static @Nullable Instant time(FieldProblems problems, String field, @Nullable String value, ZoneId zone) {
		if (value == null) {
			problems.add(field, "is required");
			return null;
		}
		try {
			return DateTimeInput.instant(value, zone);
		}
		catch (IllegalArgumentException ex) {
			problems.add(field, ex.getMessage());
			return null;
		}
	}

	/**
	 * The event a change acts on.
	 *
	 * @param event its id, or an occurrence's
	 * @param version the version the proposal pinned
	 */
	private record Target(EventId event, String version) {
	}

	/**
	 * What confirming a study plan created.
	 *
	 * @param events the sessions as events, in the order sent
	 */
	record ConfirmedPlan(List<Event> events) {
	}

}
