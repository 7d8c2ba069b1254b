package dev.kairos.ical;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.List;

import dev.kairos.events.Attendee;
import dev.kairos.shared.Reminder;
import dev.kairos.shared.Source;
import org.jspecify.annotations.Nullable;

/**
 * One event of the feed, whatever its source: what a VEVENT needs and nothing about where
 * it is stored.
 *
 * @param uid the iCalendar UID; never changes for the same event
 * @param source where the event comes from
 * @param title its title
 * @param description free text, or null
 * @param location where, or null
 * @param color {@code #rrggbb} or {@code #rgb}, or null
 * @param start its start; for an all-day event 00:00 UTC of its first day
 * @param end its end (exclusive); for an all-day event 00:00 UTC after its last day
 * @param allDay whether it occupies whole days
 * @param sequence how many times it has changed
 * @param createdAt when it was created
 * @param updatedAt when it last changed
 * @param recurrence for a series: its RRULE, RDATE and EXDATE lines; else null
 * @param zone for a series and its changed occurrences: the zone it repeats in; else null
 * @param recurrenceId for a changed occurrence: its start in the series, on the series'
 * wall clock as the series' rule names it (RECURRENCE-ID); else null
 * @param alarms the reminders written as VALARMs (the event's own or the user's defaults)
 * @param alarmAddress the address EMAIL alarms name as ATTENDEE, or null
 * @param attendees who is invited, written as ATTENDEE lines
 * @param organizer who invites them (the owner), written as ORGANIZER when there are
 * attendees; or null
 */
record FeedEntry(String uid, Source source, String title, @Nullable String description, @Nullable String location,
		@Nullable String color, Instant start, Instant end, boolean allDay, int sequence, Instant createdAt,
		Instant updatedAt, @Nullable List<String> recurrence, @Nullable ZoneId zone,
		@Nullable LocalDateTime recurrenceId, List<Reminder> alarms, @Nullable String alarmAddress,
		List<Attendee> attendees, @Nullable Organizer organizer) {

	/** An entry without attendees. */
	FeedEntry(String uid, Source source, String title, @Nullable String description, @Nullable String location,
			@Nullable String color, Instant start, Instant end, boolean allDay, int sequence, Instant createdAt,
			Instant updatedAt, @Nullable List<String> recurrence, @Nullable ZoneId zone,
			@Nullable LocalDateTime recurrenceId, List<Reminder> alarms, @Nullable String alarmAddress) {
		this(uid, source, title, description, location, color, start, end, allDay, sequence, createdAt, updatedAt,
				recurrence, zone, recurrenceId, alarms, alarmAddress, List.of(), null);
	}

	/** This entry with another UID. */
	FeedEntry withUid(String uid) {
		return new FeedEntry(uid, this.source, this.title, this.description, this.location, this.color, this.start,
				this.end, this.allDay, this.sequence, this.createdAt, this.updatedAt, this.recurrence, this.zone,
				this.recurrenceId, this.alarms, this.alarmAddress, this.attendees, this.organizer);
	}

	/**
	 * The user whose calendar it is, as ORGANIZER names them.
	 *
	 * @param name their name, or null
	 * @param address their e-mail address
	 */
	record Organizer(@Nullable String name, String address) {
	}

	/** An entry without alarms. */
	FeedEntry(String uid, Source source, String title, @Nullable String description, @Nullable String location,
			@Nullable String color, Instant start, Instant end, boolean allDay, int sequence, Instant createdAt,
			Instant updatedAt, @Nullable List<String> recurrence, @Nullable ZoneId zone,
			@Nullable LocalDateTime recurrenceId) {
		this(uid, source, title, description, location, color, start, end, allDay, sequence, createdAt, updatedAt,
				recurrence, zone, recurrenceId, List.of(), null);
	}

	/** An entry that is not part of a series. */
	FeedEntry(String uid, Source source, String title, @Nullable String description, @Nullable String location,
			@Nullable String color, Instant start, Instant end, boolean allDay, int sequence, Instant createdAt,
			Instant updatedAt) {
		this(uid, source, title, description, location, color, start, end, allDay, sequence, createdAt, updatedAt, null,
				null, null);
	}

}
