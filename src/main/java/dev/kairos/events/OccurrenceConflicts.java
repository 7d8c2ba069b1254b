package dev.kairos.events;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.kairos.events.SchedulingConflictException.ConflictingOccurrence;
import dev.kairos.events.spi.Overlap;

/**
 * Which occurrences of a series overlap busy intervals, found in one sweep: the
 * occurrences (sorted) against busy intervals fed in order of start, one page after
 * another. Memory stays bounded however many intervals pass: an occurrence overlaps a
 * busy interval exactly when the latest end among the intervals starting before its end
 * lies after its start, so counting needs one instant; only the intervals that may still
 * be named in a listed occurrence are kept, and only until {@link #MAX_LISTED}
 * occurrences are listed.
 */
final class OccurrenceConflicts {

	static final int MAX_LISTED = SchedulingConflictException.MAX_LISTED;

	private final List<Instant> starts;

	private final Duration length;

	/** The first occurrence not yet settled. */
	private int next;

	/** The latest end of the intervals fed so far. */
	private Instant latestEnd = Instant.MIN;

	/** Intervals fed that may overlap an occurrence still to be listed. */
	private final List<Overlap> running = new ArrayList<>();

	private final List<ConflictingOccurrence> listed = new ArrayList<>();

	private final Map<String, Overlap> involved = new LinkedHashMap<>();

	private int hits;

	/**
	 * @param starts the occurrences' starts, ascending
	 * @param length every occurrence's length
	 */
	OccurrenceConflicts(List<Instant> starts, Duration length) {
		this.starts = starts;
		this.length = length;
	}

	/** Take the next busy interval; intervals must come in order of start. */
	void add(Overlap interval) {
		// Every occurrence that ends by this start has seen every interval that can
		// overlap it.
		settleBefore(interval.startTime());
		if (interval.endTime().isAfter(this.latestEnd)) {
			this.latestEnd = interval.endTime();
		}
		if (this.listed.size() < MAX_LISTED) {
			this.running.add(interval);
		}
	}

	/** Settle the occurrences left: every busy interval has been fed. */
	void finish() {
		settleBefore(Instant.MAX);
	}

	/** How many occurrences settled so far overlap a busy interval. */
	int hits() {
		return this.hits;
	}

	/** The first {@link #MAX_LISTED} occurrences that overlap busy intervals. */
	List<ConflictingOccurrence> listed() {
		return List.copyOf(this.listed);
	}

	/** The busy intervals the listed occurrences overlap, in order of first mention. */
	List<Overlap> involved() {
		return List.copyOf(this.involved.values());
	}

	private void settleBefore(Instant limit) {
		while (this.next < this.starts.size()) {
			Instant start = this.starts.get(this.next);
			Instant end = start.plus(this.length);
			if (end.isAfter(limit)) {
				return;
			}
			this.next++;
			if (this.latestEnd.isAfter(start)) {
				this.hits++;
				list(start, end);
			}
		}
	}

	private void list(Instant start, Instant end) {
		if (this.listed.size() >= MAX_LISTED) {
			this.running.clear();
			return;
		}
		List<String> ids = new ArrayList<>();
		for (Iterator<Overlap> kept = this.running.iterator(); kept.hasNext();) {
			Overlap interval = kept.next();
			// Occurrences only come later from here: one that ended is of no more use.
			if (!interval.endTime().isAfter(start)) {
				kept.remove();
			}
			else if (ids.size() < SchedulingConflictException.MAX_LISTED_PER_OCCURRENCE) {
				ids.add(interval.id());
				if (this.involved.size() < MAX_LISTED) {
					this.involved.putIfAbsent(interval.id(), interval);
				}
			}
		}
		this.listed.add(new ConflictingOccurrence(start, end, ids));
	}

}
