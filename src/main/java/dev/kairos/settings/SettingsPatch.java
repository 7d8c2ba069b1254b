package dev.kairos.settings;

import java.time.DayOfWeek;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.List;
import java.util.Set;

import dev.kairos.shared.Reminder;
import dev.kairos.shared.Source;
import org.jspecify.annotations.Nullable;

/**
 * The fields a PATCH /api/settings sets; null components are left as they are, except the
 * signature, which {@code clearEmailSignature} removes.
 */
record SettingsPatch(@Nullable ZoneId timezone, @Nullable DayOfWeek weekStart, @Nullable LocalTime workingStart,
		@Nullable LocalTime workingEnd, @Nullable Set<DayOfWeek> workingDays,
		@Nullable Integer defaultEventDurationMinutes, @Nullable String defaultEventColor,
		@Nullable Integer studySessionMinutes, @Nullable Integer studyBreakMinutes,
		@Nullable Integer maxStudyMinutesPerDay, @Nullable DateOrder dateOrder, @Nullable List<Source> feedSources,
		@Nullable String emailSignature, boolean clearEmailSignature, @Nullable List<Reminder> defaultReminders,
		@Nullable List<Reminder> assignmentReminders, @Nullable List<String> freeBusyReaders) {

	SettingsPatch(@Nullable ZoneId timezone, @Nullable DayOfWeek weekStart, @Nullable LocalTime workingStart,
			@Nullable LocalTime workingEnd, @Nullable Set<DayOfWeek> workingDays,
			@Nullable Integer defaultEventDurationMinutes, @Nullable String defaultEventColor,
			@Nullable Integer studySessionMinutes, @Nullable Integer studyBreakMinutes,
			@Nullable Integer maxStudyMinutesPerDay, @Nullable DateOrder dateOrder, @Nullable List<Source> feedSources,
			@Nullable String emailSignature, boolean clearEmailSignature) {
		this(timezone, weekStart, workingStart, workingEnd, workingDays, defaultEventDurationMinutes, defaultEventColor,
				studySessionMinutes, studyBreakMinutes, maxStudyMinutesPerDay, dateOrder, feedSources, emailSignature,
				clearEmailSignature, null, null, null);
	}

	/** Apply this patch to the current settings. */
	Settings applyTo(Settings current) {
		WorkingHours hours = current.workingHours();
		WorkingHours workingHours = new WorkingHours(or(this.workingStart, hours.start()),
				or(this.workingEnd, hours.end()), or(this.workingDays, hours.days()));
		String signature = this.clearEmailSignature ? null : or(this.emailSignature, current.emailSignature());
		return new Settings(or(this.timezone, current.timezone()), current.timezoneChosen() || this.timezone != null,
				or(this.weekStart, current.weekStart()), workingHours,
				or(this.defaultEventDurationMinutes, current.defaultEventDurationMinutes()),
				or(this.defaultEventColor, current.defaultEventColor()),
				or(this.studySessionMinutes, current.studySessionMinutes()),
				or(this.studyBreakMinutes, current.studyBreakMinutes()),
				or(this.maxStudyMinutesPerDay, current.maxStudyMinutesPerDay()),
				or(this.dateOrder, current.dateOrder()), current.feedToken(),
				or(this.feedSources, current.feedSources()), signature,
				or(this.defaultReminders, current.defaultReminders()),
				or(this.assignmentReminders, current.assignmentReminders()),
				or(this.freeBusyReaders, current.freeBusyReaders()), current.createdAt(), current.updatedAt());
	}

	private static <T> @Nullable T or(@Nullable T value, @Nullable T fallback) {
		return (value != null) ? value : fallback;
	}

}
