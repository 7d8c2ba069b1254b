package dev.kairos.reminders;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

import dev.kairos.events.Event;
import dev.kairos.events.EventQueries;
import dev.kairos.security.KairosUser;
import dev.kairos.shared.PageToken;
import dev.kairos.shared.Reminder;

import org.springframework.stereotype.Component;

/**
 * Works out the reminders of a user's occurrences from their events as the events module
 * reads them (series expanded, changed occurrences with their own times and reminders):
 * no copy of the events is kept.
 */
@Component
class ReminderPlanner {

	/** The longest a reminder may come before its event. */
	static final Duration LONGEST = Duration.ofMinutes(Reminder.MAX_MINUTES_BEFORE);

	private static final int PAGE = 500;

	/** All-day events are stored from 00:00 UTC; zones reach 14 hours either side. */
	private static final Duration ZONE_SLACK = Duration.ofHours(15);

	private final EventQueries events;

	ReminderPlanner(EventQueries events) {
		this.events = events;
	}

	/**
	 * The reminders of the occurrences that start in {@code (from, to]}, at most
	 * {@code maxOccurrences} occurrences read (earliest first).
	 * @param defaults the user's default reminders
	 * @param zone the user's zone, where all-day events begin
	 */
	List<Planned> plan(KairosUser user, Instant from, Instant to, List<Reminder> defaults, ZoneId zone,
			int maxOccurrences) {
		List<Planned> planned = new ArrayList<>();
		PageToken after = null;
		int read = 0;
		while (read < maxOccurrences) {
			List<Event> page = this.events.window(user, from.minus(ZONE_SLACK), to.plus(ZONE_SLACK), after,
					Math.min(PAGE, maxOccurrences - read));
			for (Event event : page) {
				Instant start = start(event, zone);
				if (start.isAfter(from) && !start.isAfter(to)) {
					for (Reminder reminder : event.reminders().effective(defaults)) {
						planned.add(new Planned(event.id().toString(), event.title(), start, reminder.method(),
								reminder.minutesBefore(), start.minus(Duration.ofMinutes(reminder.minutesBefore())),
								event));
					}
				}
			}
			read += page.size();
			if (page.size() < Math.min(PAGE, maxOccurrences - read + page.size())) {
				break;
			}
			Event last = page.get(page.size() - 1);
			after = new PageToken(last.startTime(), last.id().toString());
		}
		return planned;
	}

	/**
	 * When an occurrence begins for its reminders: an all-day one at midnight in the
	 * zone.
	 */
	static Instant start(Event event, ZoneId zone) {
		if (!event.allDay()) {
			return event.startTime();
		}
		return event.startTime().atOffset(ZoneOffset.UTC).toLocalDate().atStartOfDay(zone).toInstant();
	}

}
