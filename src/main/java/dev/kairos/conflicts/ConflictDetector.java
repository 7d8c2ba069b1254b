package dev.kairos.conflicts;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import dev.kairos.events.EventQueries;
import dev.kairos.events.spi.ConflictPolicy;
import dev.kairos.events.spi.Overlap;
import dev.kairos.security.KairosUser;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;

/**
 * Find the busy events an interval overlaps and the earliest free start. Blocking are the
 * user's timed local events; all-day events never block.
 */
@Service
public class ConflictDetector implements ConflictPolicy {

	/** How far ahead a free start is searched for. */
	static final Duration HORIZON = Duration.ofDays(366);

	/** Busy intervals are read a window at a time while searching for a free start. */
	private static final Duration WINDOW = Duration.ofDays(7);

	private final EventQueries events;

	ConflictDetector(EventQueries events) {
		this.events = events;
	}

	@Override
	public List<Overlap> conflicts(KairosUser user, Instant start, Instant end, @Nullable UUID ignoredEventId) {
		return this.events.blocking(user, start, end, ignoredEventId);
	}

	@Override
	public @Nullable Instant suggestStart(KairosUser user, Duration duration, Instant notBefore,
			@Nullable UUID ignoredEventId) {
		Instant candidate = notBefore;
		Instant giveUp = notBefore.plus(HORIZON);
		while (candidate.isBefore(giveUp)) {
			Instant windowEnd = candidate.plus(duration).plus(WINDOW);
			candidate = firstFit(this.events.blocking(user, candidate, windowEnd, ignoredEventId), candidate, duration);
			if (!candidate.plus(duration).isAfter(windowEnd)) {
				return candidate;
			}
		}
		return null;
	}

	/**
	 * Walk busy intervals sorted by start and return the first start, not before
	 * {@code from}, that leaves {@code duration} free before the next busy interval (or
	 * after the last one).
	 */
	static Instant firstFit(List<Overlap> busy, Instant from, Duration duration) {
		Instant candidate = from;
		for (Overlap interval : busy) {
			if (!interval.startTime().isBefore(candidate.plus(duration))) {
				return candidate;
			}
			if (interval.endTime().isAfter(candidate)) {
				candidate = interval.endTime();
			}
		}
		return candidate;
	}

}
