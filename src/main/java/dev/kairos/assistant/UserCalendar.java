package dev.kairos.assistant;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;

import dev.kairos.assistant.planning.Busy;
import dev.kairos.assistant.planning.CalendarEvent;
import dev.kairos.assistant.planning.CalendarView;
import dev.kairos.conflicts.ConflictDetector;
import dev.kairos.events.Event;
import dev.kairos.events.EventId;
import dev.kairos.events.EventQueries;
import dev.kairos.security.KairosUser;
import dev.kairos.shared.Source;
import dev.kairos.shared.SourceType;
import dev.kairos.sync.SyncedEvent;
import dev.kairos.sync.SyncedEvents;
import org.jspecify.annotations.Nullable;

/**
 * One user's calendar for the engines, read through the public APIs of the events, sync
 * and conflicts features: busy time as the conflict check sees it, and the events of
 * every source a request may act on.
 */
final class UserCalendar implements CalendarView {

	/** The most events of each kind one lookup reads. */
	static final int LIMIT = 500;

	private final KairosUser user;

	private final ConflictDetector conflicts;

	private final EventQueries events;

	private final SyncedEvents synced;

	UserCalendar(KairosUser user, ConflictDetector conflicts, EventQueries events, SyncedEvents synced) {
		this.user = user;
		this.conflicts = conflicts;
		this.events = events;
		this.synced = synced;
	}

	@Override
	public List<Busy> busy(Instant from, Instant to) {
		return this.conflicts.conflicts(this.user, from, to, null)
			.stream()
			.map((overlap) -> new Busy(overlap.id().toString(), overlap.source(), overlap.title(), overlap.startTime(),
					overlap.endTime()))
			.toList();
	}

	@Override
	public List<CalendarEvent> events(Instant from, Instant to) {
		List<CalendarEvent> found = new ArrayList<>();
		for (Event event : this.events.window(this.user, from, to, null, LIMIT)) {
			found.add(calendarEvent(event));
		}
		for (SyncedEvent event : this.synced.page(this.user, from, to, EnumSet.complementOf(EnumSet.of(Source.LOCAL)),
				EnumSet.allOf(SourceType.class), null, null, LIMIT)) {
			found.add(new CalendarEvent(event.id().toString(), event.source(), event.title(), event.startTime(),
					event.endTime(), event.allDay(), event.description(), event.location(), null,
					String.valueOf(event.sequence())));
		}
		found.sort(Comparator.comparing(CalendarEvent::startTime).thenComparing(CalendarEvent::id));
		return found;
	}

	@Override
	public @Nullable CalendarEvent series(String seriesId) {
		EventId id;
		try {
			id = EventId.parse(seriesId);
		}
		catch (IllegalArgumentException ex) {
			return null;
		}
		return this.events.find(this.user, id).filter(Event::isSeries).map(UserCalendar::calendarEvent).orElse(null);
	}

	/** A local event, occurrence (with its series) or series (with its recurrence). */
	private static CalendarEvent calendarEvent(Event event) {
		return new CalendarEvent(event.id().toString(), Source.LOCAL, event.title(), event.startTime(), event.endTime(),
				event.allDay(), event.description(), event.location(), event.color(), version(event),
				(event.recurringEventId() != null) ? event.recurringEventId().toString() : null, event.recurrence());
	}

	/**
	 * What identifies the state of a local event: every change raises its sequence (and
	 * moves its {@code updated_at}), so a proposal that pins it can tell whether the
	 * event changed since.
	 */
	static String version(Event event) {
		return event.sequence() + "-" + event.updatedAt().getEpochSecond();
	}

}
