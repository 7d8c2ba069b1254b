package dev.kairos.settings;

import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

import dev.kairos.security.KairosUser;
import dev.kairos.shared.DateTimeInput;
import dev.kairos.shared.JsonFields;
import dev.kairos.shared.PublicBaseUrl;
import dev.kairos.shared.Source;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

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

	static final Pattern COLOR = Pattern.compile("#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})");

	private static final Set<String> FIELDS = Set.of("timezone", "week_start", "working_hours",
			"default_event_duration_minutes", "default_event_color", "study_session_minutes", "study_break_minutes",
			"max_study_minutes_per_day", "date_order", "feed_sources", "email_signature");

	private static final Map<String, String> READ_ONLY = Map.of("feed_token",
			"is read-only; rotate it with POST /api/settings/feed-token", "feed_url", "is read-only", "created_at",
			"is read-only", "updated_at", "is read-only");

	/** Strict, so that 24:00 is refused instead of read as 00:00. */
	private static final DateTimeFormatter HOUR_MINUTE = DateTimeFormatter.ofPattern("HH:mm")
		.withResolverStyle(ResolverStyle.STRICT);

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
	@Operation(summary = "Change any subset of the settings",
			requestBody = @io.swagger.v3.oas.annotations.parameters.RequestBody(
					content = @Content(schema = @Schema(implementation = SettingsChangeRequest.class))))
	SettingsResponse update(KairosUser user, @RequestBody JsonNode body) {
		return response(this.settings.update(user, parse(body)));
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
		return new SettingsResponse(settings.timezone().getId(), wire(settings.weekStart()),
				new WorkingHoursResponse(hours.start().format(HOUR_MINUTE), hours.end().format(HOUR_MINUTE),
						hours.days().stream().sorted().map(SettingsController::wire).toList()),
				settings.defaultEventDurationMinutes(), settings.defaultEventColor(), settings.studySessionMinutes(),
				settings.studyBreakMinutes(), settings.maxStudyMinutesPerDay(), settings.dateOrder().wireValue(),
				settings.feedToken(), feedUrl, settings.feedSources().stream().map(Source::wireValue).toList(),
				settings.emailSignature(), settings.createdAt(), settings.updatedAt());
	}

	private static SettingsPatch parse(JsonNode body) {
		JsonFields fields = JsonFields.of(body, FIELDS, READ_ONLY);
		for (String field : FIELDS) {
			if (!field.equals("email_signature")) {
				fields.rejectNull(field);
			}
		}
		ZoneId timezone = timezone(fields);
		DayOfWeek weekStart = weekday(fields, "week_start", fields.string("week_start"));
		JsonFields hours = fields.object("working_hours", Set.of("start", "end", "days"));
		LocalTime workingStart = null;
		LocalTime workingEnd = null;
		Set<DayOfWeek> workingDays = null;
		if (hours != null) {
			hours.rejectNull("start");
			hours.rejectNull("end");
			hours.rejectNull("days");
			workingStart = time(hours, "start");
			workingEnd = time(hours, "end");
			workingDays = weekdays(hours);
		}
		Integer duration = minutes(fields, "default_event_duration_minutes", 5, 1440);
		String color = fields.string("default_event_color");
		if (color != null && !COLOR.matcher(color).matches()) {
			fields.problems().add("default_event_color", "must be a colour such as #3b82f6 or #38f");
		}
		Integer session = minutes(fields, "study_session_minutes", 5, 480);
		Integer pause = minutes(fields, "study_break_minutes", 0, 240);
		Integer maxStudy = minutes(fields, "max_study_minutes_per_day", 5, 1440);
		DateOrder dateOrder = dateOrder(fields);
		List<Source> feedSources = feedSources(fields);
		String signature = fields.string("email_signature");
		if (signature != null && signature.length() > 2000) {
			fields.problems().add("email_signature", "must be at most 2000 characters");
		}
		fields.problems().throwIfAny();
		return new SettingsPatch(timezone, weekStart, workingStart, workingEnd, workingDays, duration,
				(color != null) ? color.toLowerCase(Locale.ROOT) : null, session, pause, maxStudy, dateOrder,
				feedSources, signature, fields.isNull("email_signature"));
	}

	private static @Nullable ZoneId timezone(JsonFields fields) {
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

	private static @Nullable DayOfWeek weekday(JsonFields fields, String field, @Nullable String value) {
		if (value == null) {
			return null;
		}
		try {
			return DayOfWeek.valueOf(value.strip().toUpperCase(Locale.ROOT));
		}
		catch (IllegalArgumentException ex) {
			fields.problems().add(fields.field(field), "must be a weekday name: monday, tuesday, ... sunday");
			return null;
		}
	}

	private static @Nullable Set<DayOfWeek> weekdays(JsonFields hours) {
		List<String> values = hours.strings("days");
		if (values == null) {
			return null;
		}
		if (values.isEmpty()) {
			hours.problems().add(hours.field("days"), "must name at least one weekday");
			return null;
		}
		Set<DayOfWeek> days = EnumSet.noneOf(DayOfWeek.class);
		for (String value : values) {
			DayOfWeek day = weekday(hours, "days", value);
			if (day == null) {
				return null;
			}
			days.add(day);
		}
		return days;
	}

	private static @Nullable LocalTime time(JsonFields fields, String field) {
		String value = fields.string(field);
		if (value == null) {
			return null;
		}
		try {
			return LocalTime.parse(value, HOUR_MINUTE);
		}
		catch (DateTimeParseException ex) {
			fields.problems().add(fields.field(field), "must be a time of day as HH:mm, such as 09:00");
			return null;
		}
	}

	private static @Nullable Integer minutes(JsonFields fields, String field, int min, int max) {
		Integer value = fields.integer(field);
		if (value != null && (value < min || value > max)) {
			fields.problems().add(field, "must be between " + min + " and " + max + " minutes");
			return null;
		}
		return value;
	}

	private static @Nullable DateOrder dateOrder(JsonFields fields) {
		String value = fields.string("date_order");
		if (value == null) {
			return null;
		}
		try {
			return DateOrder.valueOf(value.strip().toUpperCase(Locale.ROOT));
		}
		catch (IllegalArgumentException ex) {
			fields.problems().add("date_order", "must be one of mdy, dmy, ymd");
			return null;
		}
	}

	private static @Nullable List<Source> feedSources(JsonFields fields) {
		List<String> values = fields.strings("feed_sources");
		if (values == null) {
			return null;
		}
		Set<Source> sources = new LinkedHashSet<>();
		for (String value : values) {
			Source source = Source.fromWire(value);
			if (source == null) {
				fields.problems().add("feed_sources", "must list sources among " + Source.wireValues());
				return null;
			}
			sources.add(source);
		}
		if (sources.isEmpty()) {
			fields.problems().add("feed_sources", "must name at least one of " + Source.wireValues());
			return null;
		}
		List<Source> ordered = new ArrayList<>(sources);
		ordered.sort(Comparator.naturalOrder());
		return ordered;
	}

	private static String wire(DayOfWeek day) {
		return day.name().toLowerCase(Locale.ROOT);
	}

	record WorkingHoursResponse(String start, String end, List<String> days) {
	}

	record SettingsResponse(String timezone, String weekStart, WorkingHoursResponse workingHours,
			int defaultEventDurationMinutes, String defaultEventColor, int studySessionMinutes, int studyBreakMinutes,
			int maxStudyMinutesPerDay, String dateOrder, String feedToken, String feedUrl, List<String> feedSources,
			@Nullable String emailSignature, Instant createdAt, Instant updatedAt) {
	}

	/** The documented shape of a PATCH body: any subset of these fields. */
	@Schema(description = "Any subset of the settings fields; null clears email_signature")
	record SettingsChangeRequest(@Schema(example = "Europe/Berlin") String timezone,
			@Schema(example = "monday") String weekStart, WorkingHoursResponse workingHours,
			Integer defaultEventDurationMinutes, @Schema(example = "#4285f4") String defaultEventColor,
			Integer studySessionMinutes, Integer studyBreakMinutes, Integer maxStudyMinutesPerDay,
			@Schema(allowableValues = {
					"mdy", "dmy", "ymd" }) String dateOrder,
			@Schema(example = "[\"local\", \"canvas\"]") List<String> feedSources, String emailSignature){
	}

}
