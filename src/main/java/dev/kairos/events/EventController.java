package dev.kairos.events;

import java.net.URI;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;

import dev.kairos.security.KairosUser;
import dev.kairos.settings.SettingsService;
import dev.kairos.shared.DateTimeInput;
import dev.kairos.shared.FieldProblems;
import io.swagger.v3.oas.annotations.Hidden;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;

import jakarta.validation.Valid;

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
	@Operation(summary = "Create an event, or a series when it has a recurrence; 409 with the conflicts "
			+ "(and, for a one-off event, a suggested start) when it overlaps, unless force")
	ResponseEntity<Event> create(KairosUser user, @Valid @RequestBody CreateEventRequest request) {
		Event event = this.commands.create(user, request.draft(() -> this.settings.timezone(user)), request.forced());
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
	@Operation(summary = "Change an event, a series, or occurrences of a series; null clears description, "
			+ "location and color, and a null or empty recurrence makes a series a one-off event")
	Event update(KairosUser user, @Valid @RequestBody UpdateEventRequest request) {
		UpdateEventRequest.Change change = request.read();
		ZoneId userZone = this.settings.timezone(user);
		return this.commands.update(user, change.id(), change.scope(),
				(current) -> request.applyChange(current, change, userZone), request.forced());
	}

	@DeleteMapping
	@ApiResponse(responseCode = "204", description = "Deleted")
	@Operation(summary = "Delete an event, a series, or occurrences of a series (scope: this, following, all)")
	ResponseEntity<Void> delete(KairosUser user,
			@Parameter(description = "An event, series or instance id") @RequestParam String id,
			@Parameter(description = "For an instance id: this (default), following or all") @RequestParam(
					required = false) @Nullable String scope) {
		FieldProblems problems = new FieldProblems();
		EventId eventId = RequestValues.id(problems, "id", id);
		ChangeScope changeScope = RequestValues.scope(problems, scope);
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
		Instant from = (start != null) ? DateTimeInput.readBound(problems, "start", start, zone) : null;
		Instant to = (end != null) ? DateTimeInput.readBound(problems, "end", end, zone) : null;
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
		EventId eventId = RequestValues.id(problems, "id", id);
		problems.throwIfAny();
		return this.queries.find(user, eventId).orElseThrow(() -> new EventNotFoundException(eventId));
	}

}
