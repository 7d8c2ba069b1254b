package dev.kairos.reminders;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

import dev.kairos.events.Event;
import dev.kairos.shared.PublicBaseUrl;
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

	private final PublicBaseUrl base;

	ReminderMessages(PublicBaseUrl base) {
		this.base = base;
	}

	/** "Reminder: Dentist, Tue 4 Mar 2031 10:00 (Europe/Berlin)". */
	String subject(Planned planned, ZoneId zone) {
		return "Reminder: " + oneLine(planned.title()) + ", " + when(planned, zone);
	}

	String body(Planned planned, ZoneId zone) {
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
		if (minutes % 1440 == 0) {
			return plural(minutes / 1440, "day") + " before";
		}
		if (minutes % 60 == 0) {
			return plural(minutes / 60, "hour") + " before";
		}
		return plural(minutes, "minute") + " before";
	}

	private static String plural(int count, String unit) {
		return count + " " + unit + ((count == 1) ? "" : "s");
	}

	private static String oneLine(@Nullable String text) {
		return (text != null) ? text.replaceAll("[\\r\\n\\t]+", " ").strip() : "";
	}

}
