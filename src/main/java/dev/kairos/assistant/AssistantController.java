package dev.kairos.assistant;

import java.net.URI;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import dev.kairos.events.Event;
import dev.kairos.events.EventCommands;
import dev.kairos.events.EventDraft;
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
import tools.jackson.databind.JsonNode;
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

	private final AssistantService assistant;

	private final EventCommands events;

	private final PlanConfirmations plans;

	private final IdempotencyKeys idempotency;

	private final SettingsService settings;

	private final JsonMapper json;

	AssistantController(AssistantService assistant, EventCommands events, PlanConfirmations plans,
			IdempotencyKeys idempotency, SettingsService settings, JsonMapper json) {
		this.assistant = assistant;
		this.events = events;
		this.plans = plans;
		this.idempotency = idempotency;
		this.settings = settings;
		this.json = json;
	}

	@PostMapping(path = "/schedule", consumes = "application/json")
	@Operation(summary = "Answer a message with a proposed event, a study plan, an e-mail draft or a confirmation")
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
		List<HistoryTurn> history = (request.history() != null) ? request.history() : List.of();
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

	private static List<Turn> turns(List<HistoryTurn> history, ZoneId zone, FieldProblems problems) {
		List<Turn> turns = new ArrayList<>();
		for (int i = 0; i < history.size(); i++) {
			String field = "history[" + i + "]";
			HistoryTurn turn = history.get(i);
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
		if (body.title() == null || body.title().isBlank() || start == null || end == null || !end.isAfter(start)) {
			return null;
		}
		return new ProposedEvent(body.title().strip(), start, end, body.description(), body.location(), body.color(),
				List.of());
	}

	@PostMapping(path = "/confirm", consumes = "application/json")
	@Operation(summary = "Create a proposed event (as create does: 201, 409, 400), or with {events: [...]} every "
			+ "session of a study plan or none")
	@ApiResponses({
			@ApiResponse(responseCode = "201",
					description = "The created event (with Location), or {events} for a plan; a retry with the same "
							+ "Idempotency-Key returns the same body with Idempotent-Replayed: true",
					content = @Content(mediaType = "application/json",
							schema = @Schema(oneOf = { Event.class, ConfirmedPlan.class }))),
			@ApiResponse(responseCode = "400", description = "Invalid fields, named in errors (events[i].field)",
					content = @Content(mediaType = "application/problem+json")),
			@ApiResponse(responseCode = "409",
					description = "Overlaps busy events: conflicts and suggested_start, or for a plan conflicts and "
							+ "sessions; nothing is written",
					content = @Content(mediaType = "application/problem+json")),
			@ApiResponse(responseCode = "422", description = "The Idempotency-Key came with another request",
					content = @Content(mediaType = "application/problem+json")) })
	ResponseEntity<String> confirm(KairosUser user, @RequestBody ConfirmRequest request,
			@Parameter(description = "Retrying with the same key returns the first result instead of creating "
					+ "twice") @RequestHeader(name = IdempotencyKeys.HEADER,
							required = false) @Nullable String idempotencyKey) {
		ZoneId zone = this.settings.timezone(user);
		FieldProblems problems = new FieldProblems();
		boolean force = Boolean.TRUE.equals(request.force());
		List<EventDraft> sessions = null;
		EventDraft single = null;
		if (request.events() != null) {
			if (request.title() != null || request.startTime() != null || request.endTime() != null
					|| request.description() != null || request.location() != null || request.color() != null) {
				problems.add("events", "send either one proposed event or {\"events\": [...]}, not both");
			}
			sessions = sessions(request.events(), zone, problems);
		}
		else {
			single = draft(request.title(), request.startTime(), request.endTime(), request.description(),
					request.location(), request.color(), "", zone, problems);
		}
		problems.throwIfAny();
		String fingerprint = IdempotencyKeys.fingerprint("POST", CONFIRM_PATH,
				this.json.writeValueAsString(request.withoutConflicts()));
		List<EventDraft> plan = sessions;
		EventDraft draft = single;
		IdempotentResponse response = this.idempotency.execute(user, idempotencyKey, fingerprint, () -> {
			if (plan != null) {
				List<Event> created = this.plans.confirm(user, plan, force);
				return IdempotentResponse.of(201, null, this.json.writeValueAsString(new ConfirmedPlan(created)));
			}
			Event event = this.events.create(user, draft, force);
			return IdempotentResponse.of(201, "/api/events/" + event.id(), this.json.writeValueAsString(event));
		});
		ResponseEntity.BodyBuilder answer = ResponseEntity.status(response.status())
			.contentType(MediaType.APPLICATION_JSON);
		if (response.location() != null) {
			answer.location(URI.create(response.location()));
		}
		if (response.replayed()) {
			answer.header("Idempotent-Replayed", "true");
		}
		return answer.header(HttpHeaders.CACHE_CONTROL, "no-store").body(response.body());
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
			EventDraft draft = draft(event.title(), event.startTime(), event.endTime(), event.description(),
					event.location(), event.color(), prefix, zone, problems);
			if (draft == null) {
				continue;
			}
			for (int j = 0; j < drafts.size(); j++) {
				EventDraft other = drafts.get(j);
				if (draft.startTime().isBefore(other.endTime()) && other.startTime().isBefore(draft.endTime())) {
					problems.add(prefix + "start_time", "overlaps another session of the plan");
					break;
				}
			}
			drafts.add(draft);
		}
		return drafts;
	}

	private static @Nullable EventDraft draft(@Nullable String title, @Nullable String start, @Nullable String end,
			@Nullable String description, @Nullable String location, @Nullable String color, String prefix, ZoneId zone,
			FieldProblems problems) {
		if (title == null) {
			problems.add(prefix + "title", "is required");
		}
		Instant startTime = time(problems, prefix + "start_time", start, zone);
		Instant endTime = time(problems, prefix + "end_time", end, zone);
		if (title == null || startTime == null || endTime == null) {
			return null;
		}
		return new EventDraft(title, description, location, color, startTime, endTime, false);
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
	 * What confirming a study plan created.
	 *
	 * @param events the sessions as events, in the order sent
	 */
	record ConfirmedPlan(List<Event> events) {
	}

	/**
	 * Body of POST /api/assistant/schedule.
	 *
	 * @param message what the user says, at most 4000 characters
	 * @param history earlier turns, oldest first, at most 50; may be empty or left out
	 */
	record ScheduleRequest(
			@Schema(requiredMode = Schema.RequiredMode.REQUIRED, maxLength = MAX_MESSAGE_LENGTH,
					example = "lunch with Sam tomorrow at 12:30") @Nullable String message,
			@Schema(maxLength = MAX_HISTORY) @Nullable List<HistoryTurn> history) {
	}

	/**
	 * One earlier turn.
	 *
	 * @param role {@code user} or {@code assistant}
	 * @param content what was said
	 * @param proposedEvent the event the assistant proposed in that turn, as it returned
	 * it
	 */
	record HistoryTurn(@Schema(allowableValues = {
			"user", "assistant" }) @Nullable String role, @Nullable String content,
			@Nullable ProposalBody proposedEvent){
	}

	/**
	 * A proposed event as the schedule endpoint returns it; {@code conflicts} is
	 * read-only and ignored.
	 */
	record ProposalBody(@Nullable String title, @Nullable String startTime, @Nullable String endTime,
			@Nullable String description, @Nullable String location, @Nullable String color,
			@Schema(description = "Read-only: accepted and ignored") @Nullable JsonNode conflicts) {

		ProposalBody withoutConflicts() {
			return new ProposalBody(this.title, this.startTime, this.endTime, this.description, this.location,
					this.color, null);
		}

	}

	/**
	 * Body of POST /api/assistant/confirm: a proposed event (with {@code force}), or a
	 * study plan's sessions in {@code events}.
	 */
	record ConfirmRequest(@Nullable String title, @Nullable String startTime, @Nullable String endTime,
			@Nullable String description, @Nullable String location, @Nullable String color,
			@Schema(description = "Read-only: accepted and ignored") @Nullable JsonNode conflicts,
			@Schema(description = "Create even when it overlaps busy events") @Nullable Boolean force,
			@Schema(description = "The sessions of a study plan, confirmed all or none") @Nullable List<ProposalBody> events) {

		/** The request without what is ignored, for telling two requests apart. */
		ConfirmRequest withoutConflicts() {
			List<ProposalBody> sessions = (this.events != null)
					? this.events.stream().map((e) -> (e != null) ? e.withoutConflicts() : null).toList() : null;
			return new ConfirmRequest(this.title, this.startTime, this.endTime, this.description, this.location,
					this.color, null, this.force, sessions);
		}

	}

}
