package dev.kairos.booking;

import java.time.Instant;

/**
 * A half-open interval of time {@code [start, end)}.
 *
 * @param start its start
 * @param end its end (exclusive)
 */
record Interval(Instant start, Instant end) {

}
