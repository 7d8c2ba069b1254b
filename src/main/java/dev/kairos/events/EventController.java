package dev.kairos.events;

import java.net.URI;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.kairos.security.KairosUser;
import dev.kairos.settings.SettingsService;
import dev.kairos.shared.DateTimeInput;
import dev.kairos.shared.FieldProblems;
import dev.kairos.shared.InvalidRequestException;
import dev.kairos.shared.JsonFields;
import io.swagger.v3.oas.annotations.Hidden;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

import org.springframework.http.ResponseEntity;
import org.springframework.web.HttpRequestMethodNotSupportedException;
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
@Tag(name = "Events", description = "The user's own events and recurring series, with conflict checking")
class EventController {

	private static final Set<String> CREATE_FIELDS = Set.of("title", "description", "location", "color", "start_time",
			"end_time", "all_day", "force", "recurrence", "timezone");

	private static final Set<String> PATCH_FIELDS = Set.of("id", "title", "description", "location", "color",
			"start_time", "end_time", "all_day", "force", "recurrence", "timezone", "scope");

	private static final Map<String, String> READ_ONLY = Map.of("id", "is assigned by the service", "source",
			"is read-only", "created_at", "is read-only", "updated_at", "is read-only", "recurring_event_id",
			"is read-only", "original_start_time", "is read-only");

	private static final Map<String, String> PATCH_READ_ONLY = Map.of("source", "is read-only", "created_at",
			"is read-only", "updated_at", "is read-only", "recurring_event_id", "is read-only", "original_start_time",
			"is read-only");

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
	@Operation(
			summary = "Create an event, or a series when it has a recurrence; 409 with the conflicts "
					+ "(and, for a one-off event, a suggested start) when it overlaps, unless force",
			requestBody = @io.swagger.v3.oas.annotations.parameters.RequestBody(
					content = @Content(schema = @Schema(implementation = CreateEventRequest.class))))
	ResponseEntity<Event> create(KairosUser user, @RequestBody JsonNode body) {
		JsonFields fields = JsonFields.of(body, CREATE_FIELDS, READ_ONLY);
		// An unknown key is most likely a misspelt one: name it alone, not the field it
		// was meant to be as missing too.
		fields.problems().throwIfAny();
		for (String notNull : List.of("title", "start_time", "end_time", "all_day", "force")) {
			fields.rejectNull(notNull);
		}
		String title = fields.string("title");
		String startText = fields.string("start_time");
		String endText = fields.string("end_time");
		boolean allDay = Boolean.TRUE.equals(fields.bool("all_day"));
		boolean force = Boolean.TRUE.equals(fields.bool("force"));
		String description = fields.string("description");
		String location = fields.string("location");
		String color = fields.string("color");
		List<String> recurrence = fields.strings("recurrence");
		ZoneId zone = zone(fields);
		FieldProblems problems = fields.problems();
		if (title == null && !problems.has("title")) {
			problems.add("title", "is required");
		}
		ZoneId userZone = this.settings.timezone(user);
		ZoneId readIn = (zone != null) ? zone : userZone;
		Instant start = problems.has("start_time") ? null : time(problems, "start_time", startText, allDay, readIn);
		Instant end = problems.has("end_time") ? null : time(problems, "end_time", endText, allDay, readIn);
		problems.throwIfAny();
		EventDraft draft = new EventDraft(title, description, location, color, start, end, allDay, recurrence,
				(recurrence != null && !recurrence.isEmpty()) ? readIn : null);
		Event event = this.commands.create(user, draft, force);
		return ResponseEntity.created(URI.create("/api/events/" + event.id())).body(event);
	}

	/**
	 * {@code GET /api/events/create} names the create endpoint with the wrong method:
	 * 405, not an event id that is not a UUID.
	 */
	@GetMapping("/create")
	@Hidden
	void createIsPostOnly() throws HttpRequestMethodNotSupportedException {
		throw new HttpRequestMethodNotSupportedException("GET", List.of("POST"));
	}

	@PatchMapping(consumes = "application/json")
	@Operation(
			summary = "Change an event, a series, or occurrences of a series; null clears description, "
					+ "location and color, and a null or empty recurrence makes a series a one-off event",
			requestBody = @io.swagger.v3.oas.annotations.parameters.RequestBody(
					content = @Content(schema = @Schema(implementation = UpdateEventRequest.class))))
	Event update(KairosUser user, @RequestBody JsonNode body) {
		JsonFields fields = JsonFields.of(body, PATCH_FIELDS, PATCH_READ_ONLY);
		for (String required : Set.of("id", "title", "start_time", "end_time", "all_day", "force", "scope",
				"timezone")) {
			fields.rejectNull(required);
		}
		EventId id = id(fields.problems(), "id", fields.string("id"));
		if (id == null && !fields.has("id")) {
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
		boolean recurrenceGiven = fields.has("recurrence");
		List<String> recurrence = fields.isNull("recurrence") ? List.of() : fields.strings("recurrence");
		ZoneId zone = zone(fields);
		ChangeScope scope = scope(fields.problems(), fields.string("scope"));
		if (allDay != null && (startText == null || endText == null)) {
			fields.problems().add("all_day", "changing all_day needs start_time and end_time too");
		}
		if (id != null && id.isInstance() && recurrenceGiven && scope == ChangeScope.THIS) {
			fields.problems()
				.add("recurrence", "cannot be set on one occurrence: change the series (recurring_event_id), "
						+ "or send \"scope\": \"following\"");
		}
		fields.problems().throwIfAny();
		ZoneId userZone = this.settings.timezone(user);
		return this.commands.update(user, id, scope, (current) -> {
			boolean wholeDays = (allDay != null) ? allDay : current.allDay();
			ZoneId seriesZone = (zone != null) ? zone : (current.timezone() != null) ? current.timezone() : userZone;
			ZoneId readIn = (zone != null || current.timezone() != null) ? seriesZone : userZone;
			FieldProblems problems = new FieldProblems();
			Instant start = (startText != null) ? time(problems, "start_time", startText, wholeDays, readIn)
					: current.startTime();
			Instant end = (endText != null) ? time(problems, "end_time", endText, wholeDays, readIn)
					: current.endTime();
			problems.throwIfAny();
			List<String> lines = recurrenceGiven ? recurrence : current.recurrence();
			// A zone given with an occurrence's id (which has no recurrence) is for its
			// series: "all" and "following" change or start a series in it.
			ZoneId draftZone = (zone != null || (lines != null && !lines.isEmpty())) ? seriesZone : current.timezone();
			return new EventDraft((title != null) ? title : current.title(),
					fields.has("description") ? description : current.description(),
					fields.has("location") ? location : current.location(),
					fields.has("color") ? color : current.color(), start, end, wholeDays, lines, draftZone);
		}, Boolean.TRUE.equals(force));
	}

	@DeleteMapping
	@ApiResponse(responseCode = "204", description = "Deleted")
	@Operation(summary = "Delete an event, a series, or occurrences of a series (scope: this, following, all)")
	ResponseEntity<Void> delete(KairosUser user,
			@Parameter(description = "An event, series or instance id") @RequestParam String id,
			@Parameter(description = "For an instance id: this (default), following or all") @RequestParam(
					required = false) @Nullable String scope) {
		FieldProblems problems = new FieldProblems();
		EventId eventId = id(problems, "id", id);
		ChangeScope changeScope = scope(problems, scope);
		problems.throwIfAny();
		this.commands.delete(user, eventId, changeScope);
		return ResponseEntity.noContent().build();
	}

	@GetMapping
	@Operation(summary = "List local events and occurrences of series intersecting [start, end), earliest first, "
			+ "a page at a time")
	EventPage list(KairosUser user, @RequestParam(required = false) @Nullable String start,
			@RequestParam(required = false) @Nullable String end,
			@RequestParam(defaultValue = "50") @Schema(minimum = "1", maximum = "500") int limit,
			@RequestParam(name = "page_token", required = false) @Nullable String pageToken) {
		ZoneId zone = this.settings.timezone(user);
		FieldProblems problems = new FieldProblems();
		Instant from = (start != null) ? windowBound(problems, "start", start, zone) : null;
		Instant to = (end != null) ? windowBound(problems, "end", end, zone) : null;
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
	@Operation(summary = "Read one event, series, or occurrence of a series")
	Event get(KairosUser user, @Parameter(description = "An event, series or instance id") @PathVariable String id) {
		FieldProblems problems = new FieldProblems();
		EventId eventId = id(problems, "id", id);
		problems.throwIfAny();
		return this.queries.find(user, eventId).orElseThrow(() -> new EventNotFoundException(eventId));
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

	private static @Nullable Instant windowBound(FieldProblems problems, String field, String value, ZoneId zone) {
		try {
			return DateTimeInput.windowBound(value, zone);
		}
		catch (IllegalArgumentException ex) {
			problems.add(field, ex.getMessage());
			return null;
		}
	}

	private static @Nullable EventId id(FieldProblems problems, String field, @Nullable String value) {
		if (value == null) {
			return null;
		}
		try {
			return EventId.parse(value);
		}
		catch (IllegalArgumentException ex) {
			problems.add(field, ex.getMessage());
			return null;
		}
	}

	private static @Nullable ZoneId zone(JsonFields fields) {
		String value = fields.string("timezone");
		if (value == null) {
			return null;
		}
		try {
			return DateTimeInput.zone(value);
		}
		catch (IllegalArgumentException ex) {
			fields.problems().add("timezone", ex.getMessage());
			return null;
		}
	}

	private static ChangeScope scope(FieldProblems problems, @Nullable String value) {
		if (value == null) {
			return ChangeScope.THIS;
		}
		try {
			return ChangeScope.of(value);
		}
		catch (IllegalArgumentException ex) {
			problems.add("scope", ex.getMessage());
			return ChangeScope.THIS;
		}
	}

	/**
	 * Body of POST /api/events/create. Times with an offset or Z are taken as given;
	 * without one they are read in the series' {@code timezone} (or the user's). For an
	 * all-day event send dates; end_time is the day after the last.
	 */
	record CreateEventRequest(
			@Schema(requiredMode = Schema.RequiredMode.REQUIRED, maxLength = 500) @Nullable String title,
			@Schema(requiredMode = Schema.RequiredMode.REQUIRED,
					example = "2026-03-04T15:00:00Z") @Nullable String startTime,
			@Schema(requiredMode = Schema.RequiredMode.REQUIRED,
					example = "2026-03-04T16:00:00Z") @Nullable String endTime,
			@Nullable String description, @Nullable String location,
			@Schema(example = "#3b82f6") @Nullable String color, @Nullable Boolean allDay,
			@Schema(description = "Skip the conflict check") @Nullable Boolean force,
			@ArraySchema(schema = @Schema(example = "RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=8"), arraySchema = @Schema(
					description = "RFC 5545 RRULE, RDATE and EXDATE lines: makes a series")) @Nullable List<String> recurrence,
			@Schema(description = "IANA zone whose wall clock a series repeats in (default: your timezone setting)",
					example = "America/New_York") @Nullable String timezone) {
	}

	/** The documented shape of a PATCH body: the id and any fields to change. */
	record UpdateEventRequest(
			@Schema(requiredMode = Schema.RequiredMode.REQUIRED,
					description = "An event, series or instance id") String id,
			String title, String startTime, String endTime, String description, String location, String color,
			Boolean allDay, Boolean force, List<String> recurrence, String timezone, @Schema(allowableValues = {
					"this", "following", "all" },
					description = "For an instance id: what the change reaches (default this)") String scope){
	}

}
