package dev.kairos.events;

import java.util.List;

/**
 * A series with its changed occurrences, as a feed writes it: one VEVENT with the rules
 * and one per exception.
 *
 * @param series the series, with its {@code recurrence} and {@code timezone}
 * @param exceptions its changed occurrences, each with its {@code original_start_time}
 * @param feedRecurrence its recurrence as a feed writes it: the same occurrences, with
 * the day parts DTSTART implies written out, which some readers get wrong otherwise
 * @param atOffsetChanges its plain occurrences (DTSTART and changed ones left out) that
 * start within a change of UTC offset of its zone, in a gap or an overlap, in the span
 * asked for: readers disagree on where such a time lies, so a feed pins them
 */
public record EventSeries(Event series, List<Event> exceptions, List<String> feedRecurrence,
		List<Event> atOffsetChanges) {

	public EventSeries {
		exceptions = List.copyOf(exceptions);
		feedRecurrence = List.copyOf(feedRecurrence);
		atOffsetChanges = List.copyOf(atOffsetChanges);
	}

}
