package dev.kairos.settings;

import java.time.DayOfWeek;
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
import java.util.Set;
import java.util.regex.Pattern;

import dev.kairos.shared.DateTimeInput;
import dev.kairos.shared.FieldProblems;
import dev.kairos.shared.NotCleared;
import dev.kairos.shared.Patch;
import dev.kairos.shared.ReadOnlyKeys;
import dev.kairos.shared.Reminder;
import dev.kairos.shared.Source;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;
import org.jspecify.annotations.Nullable;

/**
 * Body of {@code PATCH /api/settings}: any subset of the settings. A member left out
 * keeps its value; only {@code email_signature} may be cleared with null.
 *
 * @param timezone an IANA zone
 * @param weekStart a weekday name
 * @param workingHours any of start, end and days
 * @param defaultEventDurationMinutes 5 to 1440
 * @param defaultEventColor {@code #rrggbb} or {@code #rgb}
 * @param studySessionMinutes 5 to 480
 * @param studyBreakMinutes 0 to 240
 * @param maxStudyMinutesPerDay 5 to 1440
 * @param dateOrder mdy, dmy or ymd
 * @param feedSources the sources the feed carries
 * @param emailSignature up to 2000 characters, or null to clear it
 * @param defaultReminders up to 5 reminders for events that use the defaults
 * @param assignmentReminders up to 5 reminders for synced assignments
 * @param freeBusyReaders e-mail addresses of users who may see when this user is busy
 */
@Schema(description = "Any subset of the settings fields; null clears email_signature")
@ReadOnlyKeys({ "timezone_chosen", "is read-only; sending timezone sets it", "feed_token",
		"is read-only; rotate it with POST /api/settings/feed-token", "feed_url", "is read-only", "created_at",
		"is read-only", "updated_at", "is read-only" })
record SettingsChangeRequest(
		@Schema(implementation = String.class, example = "Europe/Berlin") @NotCleared Patch<String> timezone,
		@Schema(implementation = String.class, example = "monday") @NotCleared Patch<String> weekStart,
		@Schema(implementation = WorkingHoursChange.class) @NotCleared Patch<WorkingHoursChange> workingHours,
		@Schema(implementation = Integer.class) @NotCleared Patch<Integer> defaultEventDurationMinutes,
		@Schema(implementation = String.class, example = "#4285f4") @NotCleared Patch<String> defaultEventColor,
		@Schema(implementation = Integer.class) @NotCleared Patch<Integer> studySessionMinutes,
		@Schema(implementation = Integer.class) @NotCleared Patch<Integer> studyBreakMinutes,
		@Schema(implementation = Integer.class) @NotCleared Patch<Integer> maxStudyMinutesPerDay,
		@Schema(implementation = String.class, allowableValues = {
				"mdy", "dmy", "ymd" }) @NotCleared Patch<String> dateOrder,
		@ArraySchema(schema = @Schema(implementation = String.class),
				arraySchema = @Schema(example = "[\"local\", \"canvas\"]")) @NotCleared Patch<List<String>> feedSources,
		@Schema(implementation = String.class, nullable = true) Patch<String> emailSignature,
		@ArraySchema(schema = @Schema(implementation = Reminder.Input.class), arraySchema = @Schema(
				description = "Up to 5 reminders: {method: email|notification, minutes_before: 0..40320}")) @NotCleared Patch<List<Reminder.Input>> defaultReminders,
		@ArraySchema(schema = @Schema(implementation = Reminder.Input.class), arraySchema = @Schema(
				description = "Up to 5 reminders before an assignment's due time")) @NotCleared Patch<List<Reminder.Input>> assignmentReminders,
		@ArraySchema(schema = @Schema(implementation = String.class,
				example = "ada@example.com")) @NotCleared Patch<List<String>> freeBusyReaders){

	static final Pattern COLOR = Pattern.compile("#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})");

	/** Strict, so that 24:00 is refused instead of read as 00:00. */
	static final DateTimeFormatter HOUR_MINUTE = DateTimeFormatter.ofPattern("HH:mm")
		.withResolverStyle(ResolverStyle.STRICT);

	SettingsChangeRequest {
		timezone = Patch.orAbsent(timezone);
		weekStart = Patch.orAbsent(weekStart);
		workingHours = Patch.orAbsent(workingHours);
		defaultEventDurationMinutes = Patch.orAbsent(defaultEventDurationMinutes);
		defaultEventColor = Patch.orAbsent(defaultEventColor);
		studySessionMinutes = Patch.orAbsent(studySessionMinutes);
		studyBreakMinutes = Patch.orAbsent(studyBreakMinutes);
		maxStudyMinutesPerDay = Patch.orAbsent(maxStudyMinutesPerDay);
		dateOrder = Patch.orAbsent(dateOrder);
		feedSources = Patch.orAbsent(feedSources);
		emailSignature = Patch.orAbsent(emailSignature);
		defaultReminders = Patch.orAbsent(defaultReminders);
		assignmentReminders = Patch.orAbsent(assignmentReminders);
		freeBusyReaders = Patch.orAbsent(freeBusyReaders);
	}

	/**
	 * Any of the working hours' members; each may be left out, none may be null.
	 *
	 * @param start HH:mm
	 * @param end HH:mm, after start
	 * @param days at least one weekday name
	 */
	record WorkingHoursChange(@Schema(implementation = String.class, example = "09:00") Patch<String> start,
			@Schema(implementation = String.class, example = "17:00") Patch<String> end, @ArraySchema(
					schema = @Schema(implementation = String.class, example = "monday")) Patch<List<String>> days) {

		WorkingHoursChange {
			start = Patch.orAbsent(start);
			end = Patch.orAbsent(end);
			days = Patch.orAbsent(days);
		}

	}

	/**
	 * The change in the service's types.
	 * @throws dev.kairos.shared.InvalidRequestException naming every value that cannot be
	 * read
	 */
	SettingsPatch read() {
		FieldProblems problems = new FieldProblems();
		ZoneId zone = DateTimeInput.readZone(problems, "timezone", this.timezone.value());
		DayOfWeek start = weekday(problems, "week_start", this.weekStart.value());
		WorkingHoursChange hours = this.workingHours.value();
		LocalTime workingStart = null;
		LocalTime workingEnd = null;
		Set<DayOfWeek> workingDays = null;
		if (hours != null) {
			workingStart = time(problems, "working_hours.start", hours.start());
			workingEnd = time(problems, "working_hours.end", hours.end());
			workingDays = weekdays(problems, hours.days());
		}
		Integer duration = minutes(problems, "default_event_duration_minutes", this.defaultEventDurationMinutes, 5,
				1440);
		String color = this.defaultEventColor.value();
		if (color != null && !COLOR.matcher(color).matches()) {
			problems.add("default_event_color", "must be a colour such as #3b82f6 or #38f");
		}
		Integer session = minutes(problems, "study_session_minutes", this.studySessionMinutes, 5, 480);
		Integer pause = minutes(problems, "study_break_minutes", this.studyBreakMinutes, 0, 240);
		Integer maxStudy = minutes(problems, "max_study_minutes_per_day", this.maxStudyMinutesPerDay, 5, 1440);
		DateOrder order = dateOrder(problems, this.dateOrder.value());
		List<Source> sources = feedSources(problems, this.feedSources.value());
		String signature = this.emailSignature.value();
		if (signature != null && signature.length() > 2000) {
			problems.add("email_signature", "must be at most 2000 characters");
		}
		List<Reminder> defaults = this.defaultReminders.present()
				? Reminder.readList(problems, "default_reminders", this.defaultReminders.value()) : null;
		List<Reminder> assignments = this.assignmentReminders.present()
				? Reminder.readList(problems, "assignment_reminders", this.assignmentReminders.value()) : null;
		List<String> readers = readers(problems, this.freeBusyReaders.value());
		problems.throwIfAny();
		return new SettingsPatch(zone, start, workingStart, workingEnd, workingDays, duration,
				(color != null) ? color.toLowerCase(Locale.ROOT) : null, session, pause, maxStudy, order, sources,
				signature, this.emailSignature.isNull(), defaults, assignments, readers);
	}

	/** Addresses without spaces, brackets or separators, one @ and a dot after it. */
	static final Pattern EMAIL = Pattern
		.compile("[^\\s@<>\",;:()\\[\\]\\\\]+@[^\\s@<>\",;:()\\[\\]\\\\]+\\.[^\\s@<>\",;:()\\[\\]\\\\]+");

	private static @Nullable List<String> readers(FieldProblems problems, @Nullable List<String> values) {
		if (values == null) {
			return null;
		}
		if (values.size() > Settings.MAX_FREE_BUSY_READERS) {
			problems.add("free_busy_readers", "must list at most " + Settings.MAX_FREE_BUSY_READERS + " addresses");
			return null;
		}
		Set<String> readers = new LinkedHashSet<>();
		for (String value : values) {
			String address = (value != null) ? value.strip().toLowerCase(Locale.ROOT) : "";
			if (address.length() > 320 || !EMAIL.matcher(address).matches()) {
				problems.add("free_busy_readers", "must list e-mail addresses such as ada@example.com");
				return null;
			}
			readers.add(address);
		}
		return new ArrayList<>(readers);
	}

	private static @Nullable DayOfWeek weekday(FieldProblems problems, String field, @Nullable String value) {
		if (value == null) {
			return null;
		}
		try {
			return DayOfWeek.valueOf(value.strip().toUpperCase(Locale.ROOT));
		}
		catch (IllegalArgumentException ex) {
			problems.add(field, "must be a weekday name: monday, tuesday, ... sunday");
			return null;
		}
	}

	private static @Nullable Set<DayOfWeek> weekdays(FieldProblems problems, Patch<List<String>> days) {
		if (days.isNull()) {
			problems.add("working_hours.days", "cannot be null");
			return null;
		}
		List<String> values = days.value();
		if (values == null) {
			return null;
		}
		if (values.isEmpty()) {
			problems.add("working_hours.days", "must name at least one weekday");
			return null;
		}
		Set<DayOfWeek> weekdays = EnumSet.noneOf(DayOfWeek.class);
		for (String value : values) {
			DayOfWeek day = weekday(problems, "working_hours.days", value);
			if (day == null) {
				return null;
			}
			weekdays.add(day);
		}
		return weekdays;
	}

	private static @Nullable LocalTime time(FieldProblems problems, String field, Patch<String> value) {
		if (value.isNull()) {
			problems.add(field, "cannot be null");
			return null;
		}
		if (value.value() == null) {
			return null;
		}
		try {
			return LocalTime.parse(value.value(), HOUR_MINUTE);
		}
		catch (DateTimeParseException ex) {
			problems.add(field, "must be a time of day as HH:mm, such as 09:00");
			return null;
		}
	}

	private static @Nullable Integer minutes(FieldProblems problems, String field, Patch<Integer> patch, int min,
			int max) {
		Integer value = patch.value();
		if (value != null && (value < min || value > max)) {
			problems.add(field, "must be between " + min + " and " + max + " minutes");
			return null;
		}
		return value;
	}

	private static @Nullable DateOrder dateOrder(FieldProblems problems, @Nullable String value) {
		if (value == null) {
			return null;
		}
		try {
			return DateOrder.valueOf(value.strip().toUpperCase(Locale.ROOT));
		}
		catch (IllegalArgumentException ex) {
			problems.add("date_order", "must be one of mdy, dmy, ymd");
			return null;
		}
	}

	private static @Nullable List<Source> feedSources(FieldProblems problems, @Nullable List<String> values) {
		if (values == null) {
			return null;
		}
		Set<Source> sources = new LinkedHashSet<>();
		for (String value : values) {
			Source source = Source.fromWire(value);
			if (source == null) {
				problems.add("feed_sources", "must list sources among " + Source.wireValues());
				return null;
			}
			sources.add(source);
		}
		if (sources.isEmpty()) {
			problems.add("feed_sources", "must name at least one of " + Source.wireValues());
			return null;
		}
		List<Source> ordered = new ArrayList<>(sources);
		ordered.sort(Comparator.naturalOrder());
		return ordered;
	}

}
