package dev.kairos.reminders;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;

import dev.kairos.events.Event;
import dev.kairos.events.EventQueries;
import dev.kairos.security.KairosUser;
import dev.kairos.shared.PageToken;
import dev.kairos.shared.Reminder;
import dev.kairos.shared.Source;
import dev.kairos.shared.SourceType;
import dev.kairos.sync.SyncedEvent;
import dev.kairos.sync.SyncedEvents;

import org.springframework.stereotype.Component;

/**
 * Works out the reminders of a user's occurrences from their events as the events module
 * reads them (series expanded, changed occurrences with their own times and reminders),
 * and those of their synced Canvas assignments from the sync module's rows (due time, not
 * submitted): no copy of either is kept.
 */
@Component
class ReminderPlanner {

	/** The longest a reminder may come before its event. */
	static final Duration LONGEST = Duration.ofMinutes(Reminder.MAX_MINUTES_BEFORE);

	private static final int PAGE = 500;

	/** All-day events are stored from 00:00 UTC; zones reach 14 hours either side. */
	private static final Duration ZONE_SLACK = Duration.ofHours(15);

	/** The longest key {@code reminder_deliveries.event_id} holds. */
	private static final int MAX_KEY = 100;

	private final EventQueries events;

	private final SyncedEvents synced;

	ReminderPlanner(EventQueries events, SyncedEvents synced) {
		this.events = events;
		this.synced = synced;
	}

	/**
	 * The reminders of the occurrences that start, and of the assignments due, in
	 * {@code (from, to]}, at most {@code maxOccurrences} occurrences and as many
	 * assignments read (earliest first).
	 * @param defaults the user's default reminders
	 * @param assignmentReminders the user's reminders of assignments
	 * @param zone the user's zone, where all-day events begin
	 */
	List<Planned> plan(KairosUser user, Instant from, Instant to, List<Reminder> defaults,
			List<Reminder> assignmentReminders, ZoneId zone, int maxOccurrences) {
		List<Planned> planned = plan(user, from, to, defaults, zone, maxOccurrences);
		if (!assignmentReminders.isEmpty()) {
			planned.addAll(assignments(user, from, to, assignmentReminders, maxOccurrences));
		}
		return planned;
	}

	/**
	 * The reminders of the user's synced assignments due in {@code (from, to]} that are
	 * not submitted: an assignment deleted at its provider, removed from the user's
	 * courses or submitted has none, and one whose due time changed has them before its
	 * new due time.
	 */
	List<Planned> assignments(KairosUser user, Instant from, Instant to, List<Reminder> reminders, int max) {
		List<Planned> planned = new ArrayList<>();
		for (SyncedEvent assignment : this.synced.page(user, from, to.plusMillis(1), Set.of(Source.CANVAS),
				Set.of(SourceType.ASSIGNMENT), null, null, max)) {
			Instant due = assignment.startTime();
			if (assignment.completed() || !due.isAfter(from) || due.isAfter(to)) {
				continue;
			}
			String key = key(assignment);
			for (Reminder reminder : reminders) {
				planned.add(new Planned(key, assignment.title(), due, reminder.method(), reminder.minutesBefore(),
						due.minus(Duration.ofMinutes(reminder.minutesBefore())), null, assignment.source(),
						assignment.id().toString(), assignment));
			}
		}
		return planned;
	}

	/**
	 * The key of an assignment's reminders: its source and the provider's id, which stay
	 * the same when it is synced again (after reconnecting) under a new id of ours.
	 */
	static String key(SyncedEvent assignment) {
		String key = assignment.source().wireValue() + ":" + assignment.externalId();
		if (key.length() <= MAX_KEY) {
			return key;
		}
		try {
			byte[] digest = MessageDigest.getInstance("SHA-256")
				.digest(assignment.externalId().getBytes(StandardCharsets.UTF_8));
			return assignment.source().wireValue() + ":#" + HexFormat.of().formatHex(digest);
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException(ex);
		}
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
