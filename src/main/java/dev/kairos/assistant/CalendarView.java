package dev.kairos.assistant;

import java.time.Instant;
import java.util.List;

/**
 * The user's busy time as the assistant sees it during one request: the events that block
 * a new one (timed events of blocking sources).
 */
@FunctionalInterface
interface CalendarView {

	/**
	 * Return the blocking events that intersect {@code [from, to)}, earliest first.
	 */
	List<Busy> busy(Instant from, Instant to);

}
