package dev.kairos.assistant.planning;

import java.time.Instant;

import dev.kairos.shared.Source;

/**
 * An event that blocks time, as listed in a proposal's {@code conflicts}: the same shape
 * as the conflicts of a 409.
 *
 * @param id the event's id (an occurrence's id for an occurrence of a series)
 * @param source where it comes from
 * @param title its title
 * @param startTime its start
 * @param endTime its end (exclusive)
 */
public record Busy(String id, Source source, String title, Instant startTime, Instant endTime) {

	Interval interval() {
		return new Interval(this.startTime, this.endTime);
	}

}
