package dev.kairos.assistant.planning;

import java.time.Duration;
import java.time.Instant;

/**
 * A half-open span of time {@code [start, end)}.
 *
 * @param start the first instant
 * @param end the first instant after it
 */
public record Interval(Instant start, Instant end) {

	boolean overlaps(Interval other) {
		return this.start.isBefore(other.end) && other.start.isBefore(this.end);
	}

	Duration duration() {
		return Duration.between(this.start, this.end);
	}

}
