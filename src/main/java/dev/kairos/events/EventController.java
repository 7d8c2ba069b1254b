package dev.kairos.events;

import java.net.URI;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import dev.kairos.security.KairosUser;
import dev.kairos.settings.SettingsService;
import dev.kairos.shared.DateTimeInput;
import dev.kairos.shared.FieldProblems;
import dev.kairos.shared.JsonFields;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/events")
@Tag(name = "Events", description = "The user's own events, with conflict checking")
class EventController {

	private static final Set<String> PATCH_FIELDS = Set.of("id", "title", "description", "location", "color",
			"start_time", "end_time", "all_day", "force");

	private static final Map<String, String> READ_ONLY = Map.of("source", "is read-only", "created_at", "is read-only",
			"updated_at", "is read-only");

	private final EventQueries queries;

	private final EventCommands commands;

	private final SettingsService settings;

	EventController(EventQueries queries, EventCommands commands, SettingsService settings) {
		this.queries = queries;
		this.commands = commands;
		this.settings = settings;
	}

	@PostMapping(path = "/create", consumes = "application/json")
	@ApiResponse(responseCode = "201", description = "Created")
	@Operation(summary = "Create an event; 409 with the conflicts and a suggested start when it overlaps, unless force")
	ResponseEntity<Event> create(KairosUser user, @RequestBody CreateEventRequest request) {
		ZoneId zone = this.settings.timezone(user);
		FieldProblems problems = new FieldProblems();
		boolean allDay = Boolean.TRUE.equals(request.allDay());
		if (request.title() == null) {
			problems.add("title", "is required");
		}
		Instant start = time(problems, "start_time", request.startTime(), allDay, zone);
		Instant end = time(problems, "end_time", request.endTime(), allDay, zone);
		problems.throwIfAny();
		EventDraft draft = new EventDraft(request.title(), request.description(), request.location(), request.color(),
				start, end, allDay);
		Event event = this.commands.create(user, draft, Boolean.TRUE.equals(request.force()));
		return ResponseEntity.created(URI.create("/api/events/" + event.id())).body(event);
	}

	@PatchMapping(consumes = "application/json")
	@Operation(summary = "Change any fields of an event; null clears description, location and color",
			requestBody = @io.swagger.v3.oas.annotations.parameters.RequestBody(
					content = @Content(schema = @Schema(implementation = UpdateEventRequest.class))))
	Event update(KairosUser user, @RequestBody JsonNode body) {
		JsonFields fields = JsonFields.of(body, PATCH_FIELDS, READ_ONLY);
		for (String required : Set.of("id", "title", "start_time", "end_time", "all_day", "force")) {
			fields.rejectNull(required);
		}
		UUID id = uuid(fields);
		if (id == null && !fields.problems().has("id")) {
			fields.problems().add("id", "is required");
		}
		String title = fields.string("title");
		String startText = fields.string("start_time");
		String endText = fields.string("end_time");
		Boolean allDay = fields.bool("all_day");
		Boolean force = fields.bool("force");
		String description = fields.string("description");
		String location = fields.string("location");
		String color = fields.string("color");
		if (allDay != null && (startText == null || endText == null)) {
			fields.problems().add("all_day", "changing all_day needs start_time and end_time too");
		}
		fields.problems().throwIfAny();
		ZoneId zone = this.settings.timezone(user);
		return this.commands.update(user, id, (current) -> {
			boolean wholeDays = (allDay != null) ? allDay : current.allDay();
			FieldProblems problems = new FieldProblems();
			Instant start = (startText != null) ? time(problems, "start_time", startText, wholeDays, zone)
					: current.startTime();
			Instant end = (endText != null) ? time(problems, "end_time", endText, wholeDays, zone) : current.endTime();
			problems.throwIfAny();
			return new EventDraft((title != null) ? title : current.title(),
					fields.has("description") ? description : current.description(),
					fields.has("location") ? location : current.location(),
					fields.has("color") ? color : current.color(), start, end, wholeDays);
		}, Boolean.TRUE.equals(force));
	}

	@DeleteMapping
	@ApiResponse(responseCode = "204", description = "Deleted")
	@Operation(summary = "Delete an event")
	ResponseEntity<Void> delete(KairosUser user, @RequestParam UUID id) {
		this.commands.delete(user, id);
		return ResponseEntity.noContent().build();
	}

	@GetMapping
	@Operation(summary = "List local events intersecting [start, end), earliest first, a page at a time")
	EventPage list(KairosUser user, @RequestParam(required = false) @Nullable String start,
			@RequestParam(required = false) @Nullable String end,
			@RequestParam(defaultValue = "50") @Schema(minimum = "1", maximum = "500") int limit,
			@RequestParam(name = "page_token", required = false) @Nullable String pageToken) {
		ZoneId zone = this.settings.timezone(user);
		FieldProblems problems = new FieldProblems();
		Instant from = (start != null) ? time(problems, "start", start, false, zone) : null;
		Instant to = (end != null) ? time(problems, "end", end, false, zone) : null;
		if (from != null && to != null && !to.isAfter(from)) {
			problems.add("end", "must be after start");
		}
		if (limit < 1 || limit > EventQueries.MAX_PAGE_SIZE) {
			problems.add("limit", "must be between 1 and " + EventQueries.MAX_PAGE_SIZE);
		}
		problems.throwIfAny();
		return this.queries.page(user, from, to, limit, pageToken);
	}

	@GetMapping("/{id}")
	@Operation(summary = "Read one event")
	Event get(KairosUser user, @PathVariable UUID id) {
		return this.queries.find(user, id).orElseThrow(() -> new EventNotFoundException(id));
	}

	private static @Nullable Instant time(FieldProblems problems, String field, @Nullable String value, boolean allDay,
			ZoneId zone) {
		if (value == null) {
			problems.add(field, "is required");
			return null;
		}
		try {
			return allDay ? DateTimeInput.day(value, zone) : DateTimeInput.instant(value, zone);
		}
		catch (IllegalArgumentException ex) {
			problems.add(field, ex.getMessage());
			return null;
		}
	}

	private static @Nullable UUID uuid(JsonFields fields) {
		String value = fields.string("id");
		if (value == null) {
			return null;
		}
		try {
			return UUID.fromString(value);
		}
		catch (IllegalArgumentException ex) {
			fields.problems().add("id", "must be a UUID");
			return null;
		}
	}

	/**
	 * Body of POST /api/events/create. Times with an offset or Z are taken as given;
	 * without one they are read in the user's time zone. For an all-day event send dates;
	 * end_time is the day after the last.
	 */
	record CreateEventRequest(
			@Schema(requiredMode = Schema.RequiredMode.REQUIRED, maxLength = 500) @Nullable String title,
			@Schema(requiredMode = Schema.RequiredMode.REQUIRED,
					example = "2026-03-04T15:00:00Z") @Nullable String startTime,
			@Schema(requiredMode = Schema.RequiredMode.REQUIRED,
					example = "2026-03-04T16:00:00Z") @Nullable String endTime,
			@Nullable String description, @Nullable String location,
			@Schema(example = "#3b82f6") @Nullable String color, @Nullable Boolean allDay,
			@Schema(description = "Skip the conflict check") @Nullable Boolean force) {
	}

	/** The documented shape of a PATCH body: the id and any fields to change. */
	record UpdateEventRequest(@Schema(requiredMode = Schema.RequiredMode.REQUIRED) UUID id, String title,
			String startTime, String endTime, String description, String location, String color, Boolean allDay,
			Boolean force) {
	}

}
