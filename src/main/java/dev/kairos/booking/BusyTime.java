package dev.kairos.booking;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import dev.kairos.conflicts.ConflictDetector;
import dev.kairos.events.EventId;
import dev.kairos.events.spi.Overlap;
import dev.kairos.security.KairosUser;
import dev.kairos.shared.PageToken;
import dev.kairos.shared.TimeSpan;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;

/**
 * A user's busy time from every source, through the conflicts feature's read path: the
 * timed one-off events, the occurrences of series and the synced events marked busy, the
 * same the events feature checks a new event against. Titles are dropped at once.
 */
@Component
class BusyTime {

	/** Busy intervals read at a time. */
	static final int PAGE = 1000;

	/**
	 * Most pages read for one answer; past them, the rest of the range counts as busy.
	 */
	static final int MAX_PAGES = 200;

	private final ConflictDetector conflicts;

	BusyTime(ConflictDetector conflicts) {
		this.conflicts = conflicts;
	}

	/**
	 * The busy intervals that intersect {@code [from, to)}, earliest first.
	 * @param ignored an event that does not count (one being moved), or null
	 */
	List<Interval> read(KairosUser user, Instant from, Instant to, @Nullable EventId ignored) {
		// All at once, without the order by id that pages need, unless there are as many
		// as the pages below can hold: then they decide, as before.
		List<TimeSpan> spans = this.conflicts.busySpans(user, from, to, ignored, PAGE * MAX_PAGES - 1);
		if (spans != null) {
			List<Interval> busy = new ArrayList<>(spans.size() + 1);
			for (TimeSpan span : spans) {
				busy.add(new Interval(span.start(), span.end()));
			}
			busy.sort(Comparator.comparing(Interval::start));
			return busy;
		}
		List<Interval> busy = new ArrayList<>();
		PageToken after = null;
		for (int read = 0; read < MAX_PAGES; read++) {
			List<Overlap> page = this.conflicts.busy(user, from, to, ignored, after, PAGE);
			for (Overlap overlap : page) {
				busy.add(new Interval(overlap.startTime(), overlap.endTime()));
			}
			if (page.size() < PAGE) {
				return busy;
			}
			Overlap last = page.get(page.size() - 1);
			after = new PageToken(last.startTime(), last.id());
		}
		// Too many to read: everything after the last one read counts as busy.
		busy.add(new Interval(after.start(), to));
		return busy;
	}

}
