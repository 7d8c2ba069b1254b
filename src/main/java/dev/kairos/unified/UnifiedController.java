package dev.kairos.unified;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import dev.kairos.security.KairosUser;
import dev.kairos.settings.SettingsService;
import dev.kairos.shared.DateTimeInput;
import dev.kairos.shared.FieldProblems;
import dev.kairos.shared.Source;
import dev.kairos.shared.SourceType;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.jspecify.annotations.Nullable;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@Tag(name = "Unified calendar", description = "Local events, synced events and assignments in one view")
class UnifiedController {

	/** Longest window one request may ask for. */
	static final Duration MAX_WINDOW = Duration.ofDays(400);

	private static final Duration DEFAULT_WINDOW = Duration.ofDays(30);

	private final UnifiedCalendar calendar;

	private final SettingsService settings;

	UnifiedController(UnifiedCalendar calendar, SettingsService settings) {
		this.calendar = calendar;
		this.settings = settings;
	}

	@GetMapping("/api/unified/events")
	@Operation(summary = "Events of every source intersecting [start, end), earliest first, a page at a time")
	CalendarPage events(KairosUser user,
			@RequestParam(required = false) @Schema(
					description = "Default: today 00:00 in your time zone") @Nullable String start,
			@RequestParam(required = false) @Schema(
					description = "Default: start + 30 days; at most 400 days after start") @Nullable String end,
			@RequestParam(defaultValue = "all") @Schema(description = "all, or one source") String source,
			@RequestParam(name = "source_type",
					defaultValue = "all") @Schema(allowableValues = { "all", "event", "assignment" }) String sourceType,
			@RequestParam(defaultValue = "100") @Schema(minimum = "1", maximum = "500") int limit,
			@RequestParam(name = "page_token", required = false) @Nullable String pageToken) {
		ZoneId zone = this.settings.timezone(user);
		FieldProblems problems = new FieldProblems();
		Instant from = (start != null) ? DateTimeInput.readBound(problems, "start", start, zone) : null;
		Instant to = (end != null) ? DateTimeInput.readBound(problems, "end", end, zone) : null;
		if (from == null && !problems.has("start")) {
			from = LocalDate.now(zone).atStartOfDay(zone).toInstant();
		}
		if (to == null && !problems.has("end") && from != null) {
			to = from.plus(DEFAULT_WINDOW);
		}
		if (from != null && to != null) {
			if (!to.isAfter(from)) {
				problems.add("end", "must be after start");
			}
			else if (Duration.between(from, to).compareTo(MAX_WINDOW) > 0) {
				problems.add("end", "must be at most 400 days after start");
			}
		}
		Set<Source> sources = sources(problems, source);
		Set<SourceType> types = types(problems, sourceType);
		if (limit < 1 || limit > 500) {
			problems.add("limit", "must be between 1 and 500");
		}
		problems.throwIfAny();
		return this.calendar.page(user, from, to, sources, types, limit, pageToken);
	}

	private static Set<Source> sources(FieldProblems problems, String value) {
		if (value.equalsIgnoreCase("all")) {
			return EnumSet.allOf(Source.class);
		}
		Source source = Source.fromWire(value);
		if (source == null) {
			List<String> allowed = new ArrayList<>(List.of("all"));
			allowed.addAll(Source.wireValues());
			problems.add("source", "must be one of " + allowed);
			return Set.of();
		}
		return EnumSet.of(source);
	}

	private static Set<SourceType> types(FieldProblems problems, String value) {
		if (value.equalsIgnoreCase("all")) {
			return EnumSet.allOf(SourceType.class);
		}
		SourceType type = SourceType.fromWire(value);
		if (type == null) {
			List<String> allowed = new ArrayList<>(List.of("all"));
			allowed.addAll(SourceType.wireValues());
			problems.add("source_type", "must be one of " + allowed);
			return Set.of();
		}
		return EnumSet.of(type);
	}

}
