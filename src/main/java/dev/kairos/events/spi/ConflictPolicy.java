package dev.kairos.events.spi;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

import dev.kairos.events.EventId;
import dev.kairos.security.KairosUser;
import org.jspecify.annotations.Nullable;

/**
 * Decide which of a user's events block an interval. Intervals are half-open: an event
 * ending at 10:00 does not conflict with one starting at 10:00. Called inside the writing
 * transaction, after the user's lock is taken.
 */
public interface ConflictPolicy {

	/** Most overlaps {@link #conflicts} returns. */
	int MAX_CONFLICTS = 1000;

	/**
	 * Return the busy events overlapping {@code [start, end)}, earliest first (by start,
	 * then id), at most {@link #MAX_CONFLICTS} of them: a caller that gets that many
	 * knows there may be more.
	 * @param user whose calendar to check
	 * @param start the interval's start
	 * @param end the interval's end (exclusive)
	 * @param ignored an event or occurrence not to count (the one being moved), or a
	 * series none of whose occurrences count; null for none
	 * @return the overlaps, empty when the interval is free
	 */
	List<Overlap> conflicts(KairosUser user, Instant start, Instant end, @Nullable EventId ignored);

	/**
	 * Return a page of the busy events overlapping {@code [start, end)}: up to
	 * {@code limit} of them that sort after {@code after} (by start, then id), so that a
	 * caller can walk a long interval a bounded page at a time.
	 * @param user whose calendar to check
	 * @param start the interval's start
	 * @param end the interval's end (exclusive)
	 * @param ignored as for {@link #conflicts(KairosUser, Instant, Instant, EventId)}
	 * @param after the last overlap of the previous page, or null for the first page
	 * @param limit the page's size
	 * @return the overlaps, ordered by start then id
	 */
	List<Overlap> conflicts(KairosUser user, Instant start, Instant end, @Nullable EventId ignored,
			@Nullable Overlap after, int limit);

	/**
	 * Return the earliest start at or after {@code notBefore} where {@code duration} is
	 * free, searching a bounded number of busy intervals.
	 * @param user whose calendar to search
	 * @param duration the length to fit
	 * @param notBefore the earliest acceptable start
	 * @param ignored as for {@link #conflicts}
	 * @return the start, or null when nothing is free within the search horizon or the
	 * search's bound
	 */
	@Nullable Instant suggestStart(KairosUser user, Duration duration, Instant notBefore, @Nullable EventId ignored);

}
