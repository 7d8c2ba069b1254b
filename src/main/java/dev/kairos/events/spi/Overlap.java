package dev.kairos.events.spi;

import java.time.Instant;
import java.util.UUID;

import dev.kairos.shared.Source;

/**
 * A busy event that an interval overlaps, as reported in a 409's {@code conflicts}.
 *
 * @param id the busy event's id
 * @param source where it comes from
 * @param title its title
 * @param startTime its start
 * @param endTime its end (exclusive)
 */
public record Overlap(UUID id, Source source, String title, Instant startTime, Instant endTime) {

}
