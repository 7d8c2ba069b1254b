package dev.kairos.settings;

import java.time.DayOfWeek;
import java.time.Instant;
import java.util.List;
import java.util.Locale;

import dev.kairos.security.KairosUser;
import dev.kairos.shared.PublicBaseUrl;
import dev.kairos.shared.Reminder;
import dev.kairos.shared.Source;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import org.jspecify.annotations.Nullable;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.UriComponentsBuilder;

@RestController
@RequestMapping("/api/settings")
@Tag(name = "Settings", description = "Per-user settings, created with defaults on the first read")
class SettingsController {

	private final SettingsService settings;

	private final PublicBaseUrl publicBaseUrl;

	SettingsController(SettingsService settings, PublicBaseUrl properties) {
		this.settings = settings;
		this.publicBaseUrl = properties;
	}

	@GetMapping
	@Operation(summary = "Read the settings; the first call creates the defaults")
	SettingsResponse get(KairosUser user) {
		return response(this.settings.get(user));
	}

	@PatchMapping(consumes = "application/json")
	@Operation(summary = "Change any subset of the settings")
	SettingsResponse update(KairosUser user, @Valid @RequestBody SettingsChangeRequest request) {
		return response(this.settings.update(user, request.read()));
	}

	@PostMapping("/feed-token")
	@Operation(summary = "Replace the feed token; the old feed URL stops working at once")
	SettingsResponse rotateFeedToken(KairosUser user) {
		return response(this.settings.rotateFeedToken(user));
	}

	private SettingsResponse response(Settings settings) {
		WorkingHours hours = settings.workingHours();
		String feedUrl = UriComponentsBuilder.fromUri(this.publicBaseUrl.base())
			.path("/api/calendar/ical")
			.queryParam("token", settings.feedToken())
			.build()
			.toUriString();
		return new SettingsResponse(settings.timezone().getId(), settings.timezoneChosen(), wire(settings.weekStart()),
				new WorkingHoursResponse(hours.start().format(SettingsChangeRequest.HOUR_MINUTE),
						hours.end().format(SettingsChangeRequest.HOUR_MINUTE),
						hours.days().stream().sorted().map(SettingsController::wire).toList()),
				settings.defaultEventDurationMinutes(), settings.defaultEventColor(), settings.studySessionMinutes(),
				settings.studyBreakMinutes(), settings.maxStudyMinutesPerDay(), settings.dateOrder().wireValue(),
				settings.feedToken(), feedUrl, settings.feedSources().stream().map(Source::wireValue).toList(),
				settings.emailSignature(), settings.defaultReminders(), settings.assignmentReminders(),
				settings.freeBusyReaders(), settings.createdAt(), settings.updatedAt());
	}

	private static String wire(DayOfWeek day) {
		return day.name().toLowerCase(Locale.ROOT);
	}

	record WorkingHoursResponse(String start, String end, List<String> days) {
	}

	record SettingsResponse(String timezone, boolean timezoneChosen, String weekStart,
			WorkingHoursResponse workingHours, int defaultEventDurationMinutes, String defaultEventColor,
			int studySessionMinutes, int studyBreakMinutes, int maxStudyMinutesPerDay, String dateOrder,
			String feedToken, String feedUrl, List<String> feedSources, @Nullable String emailSignature,
			List<Reminder> defaultReminders, List<Reminder> assignmentReminders, List<String> freeBusyReaders,
			Instant createdAt, Instant updatedAt) {
	}

}
