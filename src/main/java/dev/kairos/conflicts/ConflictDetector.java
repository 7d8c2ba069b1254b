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
import dev.kairos.shared.PageToken;
import dev.kairos.shared.TimeSpan;
import dev.kairos.sync.SyncedEvent;
import dev.kairos.sync.SyncedEvents;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

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

	/**
	 * The first window is short: a free start is most often near the requested one, and a
	 * window under a day lets the events feature skip series whose time of day cannot
	 * meet it.
	 */
	private static final Duration FIRST_WINDOW = Duration.ofHours(12);

	/** Busy intervals read at a time while searching for a free start. */
	static final int SEARCH_PAGE = 1000;

	/**
	 * Most reads one search for a free start makes: a year of weekly windows and some to
	 * spare. A calendar too full to show a free start within them gets none.
	 */
	static final int MAX_SEARCH_READS = 64;

	private static final Comparator<Overlap> ORDER = Comparator.comparing(Overlap::startTime)
		.thenComparing(Overlap::id);

	private final EventQueries events;

	private final SyncedEvents synced;

	ConflictDetector(EventQueries events, SyncedEvents synced) {
		this.events = events;
		this.synced = synced;
	}

	@Override
	public List<Overlap> conflicts(KairosUser user, Instant start, Instant end, @Nullable EventId ignoredEventId) {
		return busy(user, start, end, ignoredEventId, null, MAX_CONFLICTS);
	}

	@Override
	public List<Overlap> conflicts(KairosUser user, Instant start, Instant end, @Nullable EventId ignoredEventId,
			@Nullable Overlap after, int limit) {
		return busy(user, start, end, ignoredEventId,
				(after != null) ? new PageToken(after.startTime(), after.id()) : null, limit);
	}

	/**
	 * Up to {@code limit} blocking intervals intersecting {@code [from, to)}, from all
	 * sources, that sort after {@code after}: ordered by start, then id, a bounded page
	 * at a time (pass the last one's start and id to read the next page).
	 */
	public List<Overlap> busy(KairosUser user, Instant from, Instant to, @Nullable EventId ignoredEventId,
			@Nullable PageToken after, int limit) {
		List<Overlap> busy = new ArrayList<>(this.events.blocking(user, from, to, ignoredEventId, after, limit));
		for (SyncedEvent event : this.synced.blocking(user, from, to, (after != null) ? after.start() : null,
				(after != null) ? after.uuid() : null, limit)) {
			busy.add(new Overlap(event.id(), event.source(), event.title(), event.startTime(), event.endTime()));
		}
		busy.sort(ORDER);
		return (busy.size() > limit) ? List.copyOf(busy.subList(0, limit)) : busy;
	}

	/**
	 * Every blocking interval from all sources intersecting {@code [from, to)}, as
	 * {@link #busy} returns them page after page, read at once and in no particular
	 * order, or null when there are more than {@code max} (then read {@link #busy} page
	 * by page).
	 */
	public @Nullable List<TimeSpan> busySpans(KairosUser user, Instant from, Instant to,
			@Nullable EventId ignoredEventId, int max) {
		List<TimeSpan> spans = this.events.blockingSpans(user, from, to, ignoredEventId, max);
		if (spans.size() > max) {
			return null;
		}
		List<SyncedEvent> synced = this.synced.blocking(user, from, to, null, null, max - spans.size() + 1);
		if (spans.size() + synced.size() > max) {
			return null;
		}
		List<TimeSpan> all = new ArrayList<>(spans.size() + synced.size());
		all.addAll(spans);
		for (SyncedEvent event : synced) {
			all.add(new TimeSpan(event.startTime(), event.endTime()));
		}
		return all;
	}

	/**
	 * {@inheritDoc}
	 * <p>
	 * Its reads (local events, series and synced events, window after window) share one
	 * read-only transaction instead of one each.
	 */
	@Override
	@Transactional(readOnly = true)
	public @Nullable Instant suggestStart(KairosUser user, Duration duration, Instant notBefore,
			@Nullable EventId ignoredEventId) {
		Instant candidate = notBefore;
		Instant giveUp = notBefore.plus(HORIZON);
		Duration window = FIRST_WINDOW;
		for (int read = 0; read < MAX_SEARCH_READS && candidate.isBefore(giveUp); read++) {
			Instant windowEnd = candidate.plus(duration).plus(window);
			List<Overlap> busy = busy(user, candidate, windowEnd, ignoredEventId, null, SEARCH_PAGE);
			// Past a full page, more busy intervals may start anywhere from its last
			// start
			// on, so a fit is sure only before that start. Otherwise the walk has passed
			// every interval of the page, and the next read starts after all of them.
			Instant seen = (busy.size() < SEARCH_PAGE) ? windowEnd : busy.get(busy.size() - 1).startTime();
			candidate = firstFit(busy, candidate, duration);
			if (!candidate.plus(duration).isAfter(seen)) {
				return DateTimeInput.isSupported(candidate.plus(duration)) ? candidate : null;
			}
			window = WINDOW;
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
