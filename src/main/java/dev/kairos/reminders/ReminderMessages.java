package dev.kairos.reminders;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

import dev.kairos.events.Event;
import dev.kairos.shared.PublicBaseUrl;
import dev.kairos.sync.SyncedEvent;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;
import org.springframework.web.util.UriUtils;

/**
 * The words of a reminder: an e-mail's subject and plain-text body, with the time in the
 * user's zone and a link to the event in the web app.
 */
@Component
class ReminderMessages {

	private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("EEE d MMM yyyy", Locale.ENGLISH);

	private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm", Locale.ENGLISH);

	/** A reminder sent later than this after its time says how long is really left. */
	private static final Duration LATE = Duration.ofMinutes(1);

	private final PublicBaseUrl base;

	private final Clock clock;

	ReminderMessages(PublicBaseUrl base, Clock clock) {
		this.base = base;
		this.clock = clock;
	}

	/**
	 * "Reminder: Dentist, Tue 4 Mar 2031 10:00 (Europe/Berlin)"; for an assignment "Due
	 * in 1 day: Essay 2, Wed 5 Mar 2031 23:59 (Europe/Berlin)".
	 */
	String subject(Planned planned, ZoneId zone) {
		if (planned.isAssignment()) {
			return headline(planned) + ", " + when(planned, zone);
		}
		return "Reminder: " + oneLine(planned.title()) + ", " + when(planned, zone);
	}

	/**
	 * What a reminder says first: "Due in 1 day: Essay 2" for an assignment (sent late
	 * after downtime, the time really left), "Reminder: Dentist" for an event.
	 */
	String headline(Planned planned) {
		if (!planned.isAssignment()) {
			return "Reminder: " + oneLine(planned.title());
		}
		Instant now = this.clock.instant();
		String left;
		if (now.isAfter(planned.fireAt().plus(LATE))) {
			left = roughly(Duration.between(now, planned.occurrenceStart()));
		}
		else {
			left = (planned.minutesBefore() == 0) ? "now" : "in " + duration(planned.minutesBefore());
		}
		return "Due " + left + ": " + oneLine(planned.title());
	}

	String body(Planned planned, ZoneId zone) {
		if (planned.isAssignment()) {
			return assignmentBody(planned, zone);
		}
		Event event = planned.event();
		StringBuilder body = new StringBuilder();
		body.append(planned.title()).append("\n\n");
		body.append("When: ").append(when(planned, zone));
		if (event != null && !event.allDay()) {
			body.append(" to ").append(TIME.format(event.endTime().atZone(zone)));
		}
		body.append('\n');
		if (event != null && event.location() != null) {
			body.append("Where: ").append(event.location()).append('\n');
		}
		body.append("\nOpen it in Kairos: ").append(link(planned.eventId())).append("\n\n");
		body.append("You get this e-mail because of a reminder ")
			.append(before(planned.minutesBefore()))
			.append(" the event. You can change reminders in the event, or the defaults in the settings.\n");
		return body.toString();
	}

	private String assignmentBody(Planned planned, ZoneId zone) {
		SyncedEvent assignment = planned.assignment();
		StringBuilder body = new StringBuilder();
		body.append(headline(planned)).append("\n\n");
		body.append("Due: ").append(when(planned, zone)).append('\n');
		if (assignment != null && assignment.course() != null) {
			body.append("Course: ").append(oneLine(assignment.course())).append('\n');
		}
		if (assignment != null && assignment.url() != null) {
			body.append("\nOpen it in ").append(planned.source().displayName()).append(": ").append(assignment.url());
			body.append('\n');
		}
		body.append("See it in Kairos: ").append(link(planned.itemId())).append("\n\n");
		body.append("You get this e-mail because of a reminder ")
			.append(before(planned.minutesBefore()))
			.append(" the due time of a ")
			.append(planned.source().displayName())
			.append(" assignment. You can change the reminders of assignments in the settings.\n");
		return body.toString();
	}

	/**
	 * Where a reminder leads: an assignment's page at its provider, else the event in the
	 * web app.
	 */
	String link(Planned planned) {
		SyncedEvent assignment = planned.assignment();
		if (assignment != null && assignment.url() != null) {
			return assignment.url();
		}
		return link(planned.itemId());
	}

	/** The event in the web app. */
	String link(String eventId) {
		return this.base.resolve("/?event=" + UriUtils.encodeQueryParam(eventId, "UTF-8") + "#calendar");
	}

	String when(Planned planned, ZoneId zone) {
		Instant start = planned.occurrenceStart();
		Event event = planned.event();
		if (event != null && event.allDay()) {
			return DAY.format(start.atZone(zone)) + " (all day)";
		}
		return DAY.format(start.atZone(zone)) + " " + TIME.format(start.atZone(zone)) + " (" + zone.getId() + ")";
	}

	static String before(int minutes) {
		if (minutes == 0) {
			return "at the start of";
		}
		return duration(minutes) + " before";
	}

	/** "1 day", "2 hours", "90 minutes". */
	static String duration(int minutes) {
		if (minutes % 1440 == 0) {
			return plural(minutes / 1440, "day");
		}
		if (minutes % 60 == 0) {
			return plural(minutes / 60, "hour");
		}
		return plural(minutes, "minute");
	}

	/** "in 2 days", "in 5 hours", "in 40 minutes", "now": what is left, rounded down. */
	static String roughly(Duration left) {
		long minutes = left.toMinutes();
		if (minutes < 1) {
			return "now";
		}
		if (minutes >= 2 * 1440) {
			return "in " + plural((int) (minutes / 1440), "day");
		}
		if (minutes >= 2 * 60) {
			return "in " + plural((int) (minutes / 60), "hour");
		}
		return "in " + plural((int) minutes, "minute");
	}

	private static String plural(int count, String unit) {
		return count + " " + unit + ((count == 1) ? "" : "s");
	}

	private static String oneLine(@Nullable String text) {
		return (text != null) ? text.replaceAll("[\\r\\n\\t]+", " ").strip() : "";
	}

}
