package dev.kairos.assistant;

import java.net.URI;
import java.util.List;
import java.util.function.Supplier;

import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.Turn;
import dev.kairos.events.Event;
import dev.kairos.events.EventDraft;
import dev.kairos.idempotency.IdempotencyKeys;
import dev.kairos.idempotency.IdempotentResponse;
import dev.kairos.security.KairosUser;
import dev.kairos.settings.SettingsService;
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
		ProposalReader reader = new ProposalReader(this.settings.timezone(user));
		String message = reader.message(request.message());
		List<Turn> turns = reader.turns(request.history());
		reader.problems().throwIfAny();
		return this.assistant.schedule(user, message, turns);
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
		ProposalReader reader = new ProposalReader(this.settings.timezone(user));
		boolean force = Boolean.TRUE.equals(request.force());
		Supplier<IdempotentResponse> work;
		if (request.events() != null) {
			if (request.single().hasAnyField()) {
				reader.problems().add("events", "send either one proposed event or {\"events\": [...]}, not both");
			}
			List<EventDraft> sessions = reader.sessions(request.events());
			work = () -> IdempotentResponse.of(201, null,
					this.json.writeValueAsString(new ConfirmedPlan(this.plans.confirm(user, sessions, force))));
		}
		else {
			work = single(user, reader.confirmation(request.single()), force);
		}
		reader.problems().throwIfAny();
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
	private Supplier<IdempotentResponse> single(KairosUser user, ProposalReader.Confirmation proposal, boolean force) {
		ProposalReader.Target target = proposal.target();
		return switch (proposal.action()) {
			case DELETE -> () -> {
				this.actions.delete(user, target.event(), target.version());
				return IdempotentResponse.of(204, null, "");
			};
			case UPDATE -> () -> IdempotentResponse.of(200, null,
					this.json.writeValueAsString(this.actions.update(user, target.event(), target.version(),
							proposal.draft(), proposal.recurrence(), proposal.timezone(), force)));
			case CREATE -> () -> {
				Event event = this.actions.create(user, proposal.draft(), proposal.recurrence(), proposal.timezone(),
						force);
				return IdempotentResponse.of(201, "/api/events/" + event.id(), this.json.writeValueAsString(event));
			};
		};
	}

	/**
	 * What confirming a study plan created.
	 *
	 * @param events the sessions as events, in the order sent
	 */
	record ConfirmedPlan(List<Event> events) {
	}

}
