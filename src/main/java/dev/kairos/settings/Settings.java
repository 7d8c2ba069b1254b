package dev.kairos.settings;

import java.time.DayOfWeek;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;

import dev.kairos.shared.Reminder;
import dev.kairos.shared.ReminderMethod;
import dev.kairos.shared.Source;
import org.jspecify.annotations.Nullable;

/**
 * A user's settings.
 *
 * @param timezone IANA zone in which times without an offset are read and days begin
 * @param timezoneChosen whether the time zone was ever set (by a PATCH that names it), so
 * that a client knows the UTC of a new account is a default, not a choice
 * @param weekStart first day of the week
 * @param workingHours working days and hours
 * @param defaultEventDurationMinutes length of an event created without an end
 * @param defaultEventColor colour of an event created without one
 * @param studySessionMinutes length of one study session
 * @param studyBreakMinutes break between study sessions
 * @param maxStudyMinutesPerDay most study time planned on one day
 * @param dateOrder how numeric dates are read
 * @param feedToken secret credential of the iCal feed
 * @param feedSources sources the iCal feed holds
 * @param emailSignature appended to e-mail drafts
 * @param defaultReminders the reminders of events that use the defaults
 * @param assignmentReminders the reminders of synced assignments, before their due time
 * @param freeBusyReaders e-mail addresses (lowercase) of the users of this server who may
 * see when this user is busy (never what)
 * @param createdAt when the row was made
 * @param updatedAt when it last changed
 */
public record Settings(ZoneId timezone, boolean timezoneChosen, DayOfWeek weekStart, WorkingHours workingHours,
		int defaultEventDurationMinutes, String defaultEventColor, int studySessionMinutes, int studyBreakMinutes,
		int maxStudyMinutesPerDay, DateOrder dateOrder, String feedToken, List<Source> feedSources,
		@Nullable String emailSignature, List<Reminder> defaultReminders, List<Reminder> assignmentReminders,
		List<String> freeBusyReaders, Instant createdAt, Instant updatedAt) {

	/** Reminders of events that use the defaults, unless the user sets others. */
	public static final List<Reminder> DEFAULT_REMINDERS = List.of(new Reminder(ReminderMethod.NOTIFICATION, 10));

	/** Reminders of synced assignments, unless the user sets others. */
	public static final List<Reminder> DEFAULT_ASSIGNMENT_REMINDERS = List
		.of(new Reminder(ReminderMethod.NOTIFICATION, 1440));

	/** Most addresses in {@code free_busy_readers}. */
	public static final int MAX_FREE_BUSY_READERS = 100;

	/** Whether the user with this e-mail address may see this user's busy time. */
	public boolean sharesFreeBusyWith(@Nullable String email) {
		return email != null && this.freeBusyReaders.contains(email.strip().toLowerCase(java.util.Locale.ROOT));
	}

	public Settings {
		feedSources = List.copyOf(feedSources);
		defaultReminders = List.copyOf(defaultReminders);
		assignmentReminders = List.copyOf(assignmentReminders);
		freeBusyReaders = List.copyOf(freeBusyReaders);
	}

}
