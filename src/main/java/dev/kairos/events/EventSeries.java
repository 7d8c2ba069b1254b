package dev.kairos.events;

import java.util.List;

/**
 * A series with its changed occurrences, as a feed writes it: one VEVENT with the rules
 * and one per exception.
 *
 * @param series the series, with its {@code recurrence} and {@code timezone}
 * @param exceptions its changed occurrences, each with its {@code original_start_time}
 */
public record EventSeries(Event series, List<Event> exceptions) {

	public EventSeries {
		exceptions = List.copyOf(exceptions);
	}

}
