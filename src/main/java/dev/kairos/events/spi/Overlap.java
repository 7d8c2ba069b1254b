package dev.kairos.events.spi;

import java.time.Instant;
import java.util.UUID;

import dev.kairos.shared.Source;
import org.jspecify.annotations.Nullable;

/**
 * A busy event that an interval overlaps, as reported in a 409's {@code conflicts}.
 *
 * @param id the busy event's id (an instance id for an occurrence of a series)
 * @param source where it comes from
 * @param title its title
 * @param startTime its start
 * @param endTime its end (exclusive)
 * @param recurringEventId the series of an occurrence; else null
 */
public record Overlap(String id, Source source, String title, Instant startTime, Instant endTime,
		@Nullable String recurringEventId) {

	/** A busy event that is not part of a series. */
	public Overlap(UUID id, Source source, String title, Instant startTime, Instant endTime) {
		this(id.toString(), source, title, startTime, endTime, null);
	}

}
