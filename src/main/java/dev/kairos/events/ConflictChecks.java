package dev.kairos.events;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.NavigableSet;
import java.util.Set;
import java.util.TreeSet;

import dev.kairos.events.recurrence.Occurrences;
import dev.kairos.events.spi.ConflictPolicy;
import dev.kairos.events.spi.Overlap;
import dev.kairos.security.KairosUser;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;

/**
 * The conflict checks of the write side: a one-off event (or one occurrence) against the
 * user's busy time, and a series occurrence by occurrence over the year from its first.
 * Callers hold the user's lock, so the check and the write are atomic. What counts as
 * busy is the {@link ConflictPolicy}'s to say.
 */
@Component
class ConflictChecks {

	/** How far ahead a new or moved series is checked for conflicts. */
	static final Duration CONFLICT_HORIZON = Duration.ofDays(366);

	/** Most occurrences a conflict check looks at (an hourly series has 8,784 a year). */
	static final int MAX_CHECKED = 10_000;

	/** Busy events a series' conflict check reads at a time. */
	static final int CONFLICT_PAGE = 1000;

	/**
	 * Most pages a series' conflict check reads: a bound on the work of one request,
	 * however full the calendar.
	 */
	static final int MAX_CONFLICT_READS = 20;

	private final ConflictPolicy conflicts;

	private final Clock clock;

	ConflictChecks(ConflictPolicy conflicts, Clock clock) {
		this.conflicts = conflicts;
		this.clock = clock;
	}

	/**
	 * Throw a 409 when a timed draft overlaps busy events, with the earliest free start.
	 * @param ignored the event being moved, or null
	 */
	void oneOff(KairosUser user, EventDraft draft, @Nullable EventId ignored) {
		if (draft.allDay()) {
			return;
		}
		List<Overlap> overlaps = this.conflicts.conflicts(user, draft.startTime(), draft.endTime(), ignored);
		if (!overlaps.isEmpty()) {
			Duration duration = Duration.between(draft.startTime(), draft.endTime());
			throw new SchedulingConflictException(overlaps,
					() -> this.conflicts.suggestStart(user, duration, draft.startTime(), ignored));
		}
	}

	/**
	 * Check a series' occurrences in the year from its first (or from now) against the
	 * user's busy events, and throw a 409 listing every occurrence that overlaps one.
	 * @param skipped original starts of occurrences replaced by exceptions
	 * @param ignored the series itself, when it is being changed
	 */
	void series(KairosUser user, StoredSeries series, Occurrences occurrences, Set<Instant> skipped,
			@Nullable EventId ignored) {
		if (series.allDay()) {
			return;
		}
		Instant first = occurrences.first();
		if (first == null) {
			return;
		}
		Instant now = this.clock.instant();
		Instant from = first.isAfter(now) ? first : now;
		Duration length = series.timing().duration();
		NavigableSet<Instant> starts = new TreeSet<>(
				occurrences.overlapping(from, from.plus(CONFLICT_HORIZON), MAX_CHECKED));
		starts.removeAll(skipped);
		if (starts.isEmpty()) {
			return;
		}
		OccurrenceConflicts sweep = new OccurrenceConflicts(List.copyOf(starts), length);
		Instant end = starts.last().plus(length);
		Overlap last = null;
		boolean complete = false;
		for (int read = 0; read < MAX_CONFLICT_READS && !complete; read++) {
			List<Overlap> page = this.conflicts.conflicts(user, starts.first(), end, ignored, last, CONFLICT_PAGE);
			page.forEach(sweep::add);
			complete = page.size() < CONFLICT_PAGE;
			last = page.isEmpty() ? last : page.get(page.size() - 1);
		}
		if (complete) {
			sweep.finish();
		}
		if (sweep.hits() > 0) {
			throw new SchedulingConflictException(sweep.involved(), sweep.listed(), sweep.hits(), !complete);
		}
		if (!complete) {
			throw new LimitExceededException("conflict-check", MAX_CONFLICT_READS * CONFLICT_PAGE,
					"The year this series covers holds more than " + MAX_CONFLICT_READS * CONFLICT_PAGE
							+ " busy events, more than one conflict check reads. Shorten the series, or send "
							+ "\"force\": true to keep it without the check.");
		}
	}

}
