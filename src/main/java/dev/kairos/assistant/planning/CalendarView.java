package dev.kairos.assistant.planning;

import java.time.Instant;
import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * The user's calendar as the assistant sees it during one request: the busy time that
 * blocks a new event, and the events a request may act on.
 */
public interface CalendarView {

	/**
	 * Return the blocking events that intersect {@code [from, to)}, earliest first.
	 */
	List<Busy> busy(Instant from, Instant to);

	/**
	 * Return the blocking events that intersect {@code [from, to)} other than one event:
	 * an event being changed never conflicts with itself.
	 * @param eventId the event left out, or null
	 */
	default List<Busy> busy(Instant from, Instant to, @Nullable String eventId) {
		return busy(from, to).stream().filter((busy) -> !busy.id().equals(eventId)).toList();
	}

	/**
	 * Return the user's events of every source that intersect {@code [from, to)},
	 * earliest first (a bounded number of them); a series is listed occurrence by
	 * occurrence, each with its {@link CalendarEvent#seriesId()}.
	 */
	List<CalendarEvent> events(Instant from, Instant to);

	/**
	 * Return a series as a whole: its first occurrence's times, its fields and its
	 * {@link CalendarEvent#recurrence()}; null when the user has no such series.
	 */
	@Nullable CalendarEvent series(String seriesId);

}
