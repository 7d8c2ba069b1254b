package dev.kairos.assistant;

import java.time.Instant;
import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * An event the assistant proposes. POST /api/assistant/confirm takes it back as it is (or
 * edited) and creates it.
 *
 * @param title what it is
 * @param startTime its start
 * @param endTime its end (exclusive)
 * @param description further details (attendees, agenda), or null
 * @param location where, or null
 * @param color a colour, or null for the user's default colour
 * @param conflicts the busy events it overlaps (read-only; empty when the time was left
 * open, since open times avoid them)
 */
record ProposedEvent(String title, Instant startTime, Instant endTime, @Nullable String description,
		@Nullable String location, @Nullable String color, List<Busy> conflicts) {

	ProposedEvent {
		conflicts = List.copyOf(conflicts);
	}

	Interval interval() {
		return new Interval(this.startTime, this.endTime);
	}

	ProposedEvent withTimes(Instant start, Instant end, List<Busy> overlaps) {
		return new ProposedEvent(this.title, start, end, this.description, this.location, this.color, overlaps);
	}

	ProposedEvent withTitle(String newTitle) {
		return new ProposedEvent(newTitle, this.startTime, this.endTime, this.description, this.location, this.color,
				this.conflicts);
	}

	ProposedEvent withLocation(String newLocation) {
		return new ProposedEvent(this.title, this.startTime, this.endTime, this.description, newLocation, this.color,
				this.conflicts);
	}

}
