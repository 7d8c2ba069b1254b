package dev.kairos.events;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

import dev.kairos.shared.FieldProblems;
import dev.kairos.shared.Reminder;
import dev.kairos.shared.Reminders;

import org.jspecify.annotations.Nullable;

/**
 * The writable fields of an event, as a client or the assistant proposes them.
 * {@link EventCommands} validates a draft before it stores it.
 *
 * @param title what it is
 * @param description free text, or null
 * @param location where, or null
 * @param color {@code #rrggbb} or {@code #rgb}, or null
 * @param startTime its start (a series' first occurrence's)
 * @param endTime its end (exclusive)
 * @param allDay whether it occupies whole days; then both times are 00:00 UTC of a day
 * @param recurrence RRULE, RDATE and EXDATE lines for a series; null or empty for a
 * one-off event
 * @param timezone the zone a series repeats in; null for the user's (ignored by one-off
 * events)
 * @param reminders the user's defaults or the event's own
 * @param attendees who is invited; only a one-off event may have any
 */
public record EventDraft(String title, @Nullable String description, @Nullable String location, @Nullable String color,
		Instant startTime, Instant endTime, boolean allDay, @Nullable List<String> recurrence,
		@Nullable ZoneId timezone, Reminders reminders, List<Attendee> attendees) {

	public EventDraft {
		attendees = (attendees != null) ? List.copyOf(attendees) : List.of();
	}

	/** The fields of an event or series without attendees. */
	public EventDraft(String title, @Nullable String description, @Nullable String location, @Nullable String color,
			Instant startTime, Instant endTime, boolean allDay, @Nullable List<String> recurrence,
			@Nullable ZoneId timezone, Reminders reminders) {
		this(title, description, location, color, startTime, endTime, allDay, recurrence, timezone, reminders,
				List.of());
	}

	/** The fields of an event or series with the user's default reminders. */
	public EventDraft(String title, @Nullable String description, @Nullable String location, @Nullable String color,
			Instant startTime, Instant endTime, boolean allDay, @Nullable List<String> recurrence,
			@Nullable ZoneId timezone) {
		this(title, description, location, color, startTime, endTime, allDay, recurrence, timezone, Reminders.DEFAULT);
	}

	/** Longest event accepted. */
	public static final Duration MAX_SPAN = Duration.ofDays(366);

	public static final int MAX_TITLE_LENGTH = 500;

	public static final int MAX_DESCRIPTION_LENGTH = 10_000;

	public static final int MAX_LOCATION_LENGTH = 1000;

	private static final Pattern COLOR = Pattern.compile("#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})");

	/** The fields of a one-off event. */
	public EventDraft(String title, @Nullable String description, @Nullable String location, @Nullable String color,
			Instant startTime, Instant endTime, boolean allDay) {
		this(title, description, location, color, startTime, endTime, allDay, null, null, Reminders.DEFAULT);
	}

	/** This draft with other reminders. */
	public EventDraft withReminders(Reminders reminders) {
		return new EventDraft(this.title, this.description, this.location, this.color, this.startTime, this.endTime,
				this.allDay, this.recurrence, this.timezone, reminders, this.attendees);
	}

	/** This draft with other attendees. */
	public EventDraft withAttendees(List<Attendee> attendees) {
		return new EventDraft(this.title, this.description, this.location, this.color, this.startTime, this.endTime,
				this.allDay, this.recurrence, this.timezone, this.reminders, attendees);
	}

	/** Whether these are the fields of a series. */
	public boolean recurring() {
		return this.recurrence != null && !this.recurrence.isEmpty();
	}

	/** This draft as a one-off event. */
	public EventDraft single() {
		return new EventDraft(this.title, this.description, this.location, this.color, this.startTime, this.endTime,
				this.allDay, null, null, this.reminders, this.attendees);
	}

	/**
	 * This draft checked and normalized (trimmed text, lowercase colour, empty text as
	 * null).
	 */
	public EventDraft validated() {
		EventDraft draft = this;
		FieldProblems problems = new FieldProblems();
		String title = (draft.title() != null) ? draft.title().strip() : "";
		if (title.isEmpty()) {
			problems.add("title", "must not be blank");
		}
		else if (title.length() > MAX_TITLE_LENGTH) {
			problems.add("title", "must be at most " + MAX_TITLE_LENGTH + " characters");
		}
		if (!draft.endTime().isAfter(draft.startTime())) {
			problems.add("end_time", "must be after start_time");
		}
		else if (Duration.between(draft.startTime(), draft.endTime()).compareTo(MAX_SPAN) > 0) {
			problems.add("end_time", "must be at most 366 days after start_time");
		}
		if (draft.allDay() && (!isMidnightUtc(draft.startTime()) || !isMidnightUtc(draft.endTime()))) {
			problems.add("start_time", "an all-day event starts and ends at 00:00 UTC of a day");
		}
		if (draft.color() != null && !COLOR.matcher(draft.color()).matches()) {
			problems.add("color", "must be a colour such as #3b82f6 or #38f");
		}
		if (draft.description() != null && draft.description().length() > MAX_DESCRIPTION_LENGTH) {
			problems.add("description", "must be at most " + MAX_DESCRIPTION_LENGTH + " characters");
		}
		if (draft.location() != null && draft.location().length() > MAX_LOCATION_LENGTH) {
			problems.add("location", "must be at most " + MAX_LOCATION_LENGTH + " characters");
		}
		for (String[] field : new String[][] { { "title", draft.title() }, { "description", draft.description() },
				{ "location", draft.location() } }) {
			if (field[1] != null && field[1].indexOf('\0') >= 0) {
				problems.add(field[0], "must not contain NUL characters");
			}
		}
		Reminders reminders = (draft.reminders() != null) ? draft.reminders() : Reminders.DEFAULT;
		List<Reminder> own = reminders.overrides();
		if (own != null) {
			if (own.size() > Reminder.MAX_PER_EVENT) {
				problems.add("reminders.overrides", "must hold at most " + Reminder.MAX_PER_EVENT + " reminders");
			}
			else if (own.stream()
				.anyMatch((reminder) -> reminder.minutesBefore() < 0
						|| reminder.minutesBefore() > Reminder.MAX_MINUTES_BEFORE)) {
				problems.add("reminders.overrides",
						"minutes_before must be between 0 and " + Reminder.MAX_MINUTES_BEFORE);
			}
			else if (Set.copyOf(own).size() != own.size()) {
				problems.add("reminders.overrides", "must not repeat a reminder");
			}
		}
		String attendees = Attendee.problem(draft.attendees());
		if (attendees != null) {
			problems.add("attendees", attendees);
		}
		else if (draft.recurring() && !draft.attendees().isEmpty()) {
			problems.add("attendees", "only a one-off event has attendees; a series has none yet");
		}
		problems.throwIfAny();
		return new EventDraft(title, blankToNull(draft.description()), blankToNull(draft.location()),
				(draft.color() != null) ? draft.color().toLowerCase(Locale.ROOT) : null, draft.startTime(),
				draft.endTime(), draft.allDay(),
				(draft.recurrence() != null && !draft.recurrence().isEmpty()) ? List.copyOf(draft.recurrence()) : null,
				draft.timezone(), reminders, draft.attendees());
	}

	private static boolean isMidnightUtc(Instant instant) {
		return instant.atOffset(ZoneOffset.UTC).toLocalTime().equals(LocalTime.MIDNIGHT);
	}

	private static @Nullable String blankToNull(@Nullable String text) {
		return (text == null || text.isBlank()) ? null : text;
	}

}
