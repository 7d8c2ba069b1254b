package dev.kairos.shared;

import java.time.Instant;

/**
 * A half-open stretch of time {@code [start, end)}, with nothing else: what a reader of
 * busy time that needs neither ids nor titles nor an order gets.
 *
 * @param start its start
 * @param end its end (exclusive)
 */
public record TimeSpan(Instant start, Instant end) {

}
