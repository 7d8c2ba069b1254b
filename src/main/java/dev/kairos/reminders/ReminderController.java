package dev.kairos.reminders;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;

import dev.kairos.security.KairosUser;
import dev.kairos.settings.SettingsService;
import dev.kairos.shared.DateTimeInput;
import dev.kairos.shared.FieldProblems;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

@RestController
@RequestMapping("/api/reminders")
@Tag(name = "Reminders", description = "What will fire, when and how, and what became of what fired")
class ReminderController {

	/** Longest window one request may ask for. */
	static final Duration MAX_WINDOW = Duration.ofDays(92);

	static final int MAX_LIMIT = 2000;

	private final ReminderService reminders;

	private final Notifications notifications;

	private final SettingsService settings;

	private final Clock clock;

	ReminderController(ReminderService reminders, Notifications notifications, SettingsService settings, Clock clock) {
		this.reminders = reminders;
		this.notifications = notifications;
		this.settings = settings;
		this.clock = clock;
	}

	@GetMapping
	@Operation(summary = "List the reminders that fire in [start, end) (default: the next 7 days), earliest first: "
			+ "those to come (scheduled, due) and those that fired (sent, undeliverable, failed, skipped); "
			+ "those of local events (source local) and of synced Canvas assignments' due times (source canvas, "
			+ "source_type assignment, event_id the assignment's id in GET /api/unified/events)")
	ReminderList list(KairosUser user,
			@Parameter(description = "Window start (default now)") @RequestParam(
					required = false) @Nullable String start,
			@Parameter(description = "Window end, at most 92 days after start (default start + 7 days)") @RequestParam(
					required = false) @Nullable String end,
			@RequestParam(defaultValue = "500") @Schema(minimum = "1", maximum = "2000") int limit) {
		ZoneId zone = this.settings.timezone(user);
		FieldProblems problems = new FieldProblems();
		Instant from = (start != null) ? DateTimeInput.readBound(problems, "start", start, zone) : this.clock.instant();
		Instant to = (end != null) ? DateTimeInput.readBound(problems, "end", end, zone)
				: (from != null) ? from.plus(Duration.ofDays(7)) : null;
		if (from != null && to != null) {
			if (!to.isAfter(from)) {
				problems.add("end", "must be after start");
			}
			else if (Duration.between(from, to).compareTo(MAX_WINDOW) > 0) {
				problems.add("end", "must be at most 92 days after start");
			}
		}
		if (limit < 1 || limit > MAX_LIMIT) {
			problems.add("limit", "must be between 1 and " + MAX_LIMIT);
		}
		problems.throwIfAny();
		return new ReminderList(this.reminders.list(user, from, to, limit));
	}

	@GetMapping(path = "/stream", produces = "text/event-stream")
	@Operation(summary = "A server-sent-events stream of the user's notification reminders (event \"reminder\"), "
			+ "for an open web app")
	SseEmitter stream(KairosUser user) {
		return this.notifications.open(user.id());
	}

	/**
	 * The answer of {@code GET /api/reminders}.
	 *
	 * @param reminders earliest first
	 */
	record ReminderList(List<ReminderEntry> reminders) {
	}

}
