package dev.kairos.assistant.planning;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * Find free time: the earliest span of a given length inside allowed windows that starts
 * no earlier than a given instant and overlaps no busy interval.
 */
public final class SlotFinder {

	private SlotFinder() {
	}

	/**
	 * Return the earliest free span.
	 * @param windows where the span may lie, in any order
	 * @param busy what it may not overlap, in any order
	 * @param length its length
	 * @param notBefore its earliest start
	 * @return the span, or null when no window has room
	 */
	static @Nullable Interval earliest(List<Interval> windows, List<Interval> busy, Duration length,
			Instant notBefore) {
		List<Interval> sortedBusy = sorted(busy);
		for (Interval window : sorted(windows)) {
			Instant candidate = window.start().isBefore(notBefore) ? notBefore : window.start();
			for (Interval taken : sortedBusy) {
				if (!taken.end().isAfter(candidate)) {
					continue;
				}
				if (!taken.start().isBefore(candidate.plus(length))) {
					break;
				}
				candidate = taken.end();
			}
			if (!candidate.plus(length).isAfter(window.end())) {
				return new Interval(candidate, candidate.plus(length));
			}
		}
		return null;
	}

	/**
	 * Return the free parts of the windows: each window minus the busy intervals,
	 * earliest first, dropping parts shorter than {@code shortest}.
	 */
	static List<Interval> free(List<Interval> windows, List<Interval> busy, Duration shortest, Instant notBefore) {
		List<Interval> sortedBusy = sorted(busy);
		List<Interval> free = new ArrayList<>();
		for (Interval window : sorted(windows)) {
			Instant cursor = window.start().isBefore(notBefore) ? notBefore : window.start();
			for (Interval taken : sortedBusy) {
				if (!taken.end().isAfter(cursor) || !taken.start().isBefore(window.end())) {
					continue;
				}
				if (taken.start().isAfter(cursor)) {
					add(free, cursor, taken.start(), shortest);
				}
				if (taken.end().isAfter(cursor)) {
					cursor = taken.end();
				}
			}
			add(free, cursor, window.end(), shortest);
		}
		return free;
	}

	private static void add(List<Interval> free, Instant start, Instant end, Duration shortest) {
		if (start.isBefore(end) && Duration.between(start, end).compareTo(shortest) >= 0) {
			free.add(new Interval(start, end));
		}
	}

	private static List<Interval> sorted(List<Interval> intervals) {
		List<Interval> sorted = new ArrayList<>(intervals);
		sorted.sort(Comparator.comparing(Interval::start).thenComparing(Interval::end));
		return sorted;
	}

}
