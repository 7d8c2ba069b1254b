package dev.kairos.assistant.planning;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.ZoneId;

import dev.kairos.assistant.language.Holidays;
import dev.kairos.settings.DateOrder;
import dev.kairos.settings.Settings;
import dev.kairos.settings.WorkingHours;
import org.jspecify.annotations.Nullable;

/**
 * The user's settings as the assistant uses them.
 *
 * @param zone the time zone every relative expression is read in
 * @param weekStart the first day of a week ("next week" starts on it)
 * @param workingHours where meetings and study sessions with an open time go
 * @param defaultDuration the length of an event said without one
 * @param studySessionMinutes the longest study session
 * @param studyBreakMinutes the pause between two study sessions of one day
 * @param maxStudyMinutesPerDay the most study time planned on one day
 * @param dateOrder how numeric dates ({@code 12/05}) are read
 * @param emailSignature appended to e-mail drafts, or null
 */
public record Preferences(ZoneId zone, DayOfWeek weekStart, WorkingHours workingHours, Duration defaultDuration,
		int studySessionMinutes, int studyBreakMinutes, int maxStudyMinutesPerDay, DateOrder dateOrder,
		@Nullable String emailSignature) {

	public static Preferences of(Settings settings) {
		return new Preferences(settings.timezone(), settings.weekStart(), settings.workingHours(),
				Duration.ofMinutes(settings.defaultEventDurationMinutes()), settings.studySessionMinutes(),
				settings.studyBreakMinutes(), settings.maxStudyMinutesPerDay(), settings.dateOrder(),
				settings.emailSignature());
	}

	/**
	 * The public holidays the assistant reads by name: those of the country of the user's
	 * time zone (docs/assistant.md, "Holidays").
	 */
	public Holidays holidays() {
		return Holidays.forZone(this.zone);
	}

}
