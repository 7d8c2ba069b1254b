package dev.kairos.conflicts;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import dev.kairos.events.EventId;
import dev.kairos.events.EventQueries;
import dev.kairos.events.spi.ConflictPolicy;
import dev.kairos.events.spi.Overlap;
import dev.kairos.security.KairosUser;
import dev.kairos.shared.DateTimeInput;
import dev.kairos.sync.SyncedEvent;
import dev.kairos.sync.SyncedEvents;
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

	private static final Comparator<Overlap> ORDER = Comparator.comparing(Overlap::startTime)
		.thenComparing(Overlap::endTime);

	private final EventQueries events;

	private final SyncedEvents synced;

	ConflictDetector(EventQueries events, SyncedEvents synced) {
		this.events = events;
		this.synced = synced;
	}

	@Override
	public List<Overlap> conflicts(KairosUser user, Instant start, Instant end, @Nullable EventId ignoredEventId) {
		return busy(user, start, end, ignoredEventId);
	}

	/**
	 * Every blocking interval intersecting {@code [from, to)}, from all sources, earliest
	 * first.
	 */
	public List<Overlap> busy(KairosUser user, Instant from, Instant to, @Nullable EventId ignoredEventId) {
		List<Overlap> busy = new ArrayList<>(this.events.blocking(user, from, to, ignoredEventId));
		for (SyncedEvent event : this.synced.blocking(user, from, to)) {
			busy.add(new Overlap(event.id(), event.source(), event.title(), event.startTime(), event.endTime()));
		}
		busy.sort(ORDER);
		return busy;
	}

	@Override
	public @Nullable Instant suggestStart(KairosUser user, Duration duration, Instant notBefore,
			@Nullable EventId ignoredEventId) {
		Instant candidate = notBefore;
		Instant giveUp = notBefore.plus(HORIZON);
		while (candidate.isBefore(giveUp)) {
			Instant windowEnd = candidate.plus(duration).plus(WINDOW);
			candidate = firstFit(busy(user, candidate, windowEnd, ignoredEventId), candidate, duration);
			if (!candidate.plus(duration).isAfter(windowEnd)) {
				return DateTimeInput.isSupported(candidate.plus(duration)) ? candidate : null;
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
