package dev.kairos.booking;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The free slots of a booking page: plain Java, no Spring, no database. The caller reads
 * the owner's busy intervals and the page's bookings per day, and this decides.
 * <p>
 * A slot is a start {@code s} such that
 * <ul>
 * <li>{@code [s, s + duration)} lies inside one weekly window on a day of the owner's
 * zone (a window's ends are read on that day's wall clock, so the windows follow the
 * owner's daylight-saving changes; a window end that falls in a gap moves forward like
 * any local time does);</li>
 * <li>{@code s} is one of the window's starts: its first minute, then every
 * {@link SlotRules#step()};</li>
 * <li>{@code s} is at least {@code notice} after now and less than {@code horizon} after
 * it;</li>
 * <li>{@code [s - bufferBefore, s + duration + bufferAfter)} overlaps no busy interval
 * (half-open: touching is fine);</li>
 * <li>the page has fewer than {@code maxPerDay} bookings on the owner's day of
 * {@code s}.</li>
 * </ul>
 */
final class Slots {

	private Slots() {
	}

	/**
	 * Up to {@code max} free starts in {@code [from, to)}, earliest first.
	 * @param rules the page's rules
	 * @param now the current time
	 * @param from the first start wanted
	 * @param to no start at or after this
	 * @param busy the owner's busy intervals around the range, in any order
	 * @param booked the page's bookings per day of the owner
	 * @param max most starts returned
	 */
	static List<Instant> free(SlotRules rules, Instant now, Instant from, Instant to, List<Interval> busy,
			Map<LocalDate, Integer> booked, int max) {
		List<Interval> merged = merge(busy);
		Instant earliest = now.plus(rules.notice());
		Instant latest = now.plus(rules.horizon());
		Instant first = from.isBefore(earliest) ? earliest : from;
		Instant last = to.isAfter(latest) ? latest : to;
		TreeSet<Instant> found = new TreeSet<>();
		if (!first.isBefore(last) || rules.duration().isZero() || rules.duration().isNegative()) {
			return List.of();
		}
		// A day's windows can reach into the range from the day before it (a late window
		// read in a zone far from UTC), so one day either side is looked at.
		LocalDate day = first.atZone(rules.zone()).toLocalDate().minusDays(1);
		LocalDate lastDay = last.atZone(rules.zone()).toLocalDate().plusDays(1);
		for (; !day.isAfter(lastDay); day = day.plusDays(1)) {
			if (rules.maxPerDay() != null && booked.getOrDefault(day, 0) >= rules.maxPerDay()) {
				continue;
			}
			for (WeeklyWindow window : rules.windows()) {
				if (window.day() != day.getDayOfWeek()) {
					continue;
				}
				Instant windowStart = ZonedDateTime.of(day, window.start(), rules.zone()).toInstant();
				Instant windowEnd = ZonedDateTime.of(day, window.end(), rules.zone()).toInstant();
				for (Instant start = windowStart; !start.plus(rules.duration()).isAfter(windowEnd)
						&& start.isBefore(last); start = start.plus(rules.step())) {
					if (start.isBefore(first)) {
						continue;
					}
					if (isFree(merged, start.minus(rules.bufferBefore()),
							start.plus(rules.duration()).plus(rules.bufferAfter()))) {
						found.add(start);
					}
				}
			}
			// Days come in order and a day's starts all fall before the next day's, but
			// windows of one day may come in any order: stop only after a whole day.
			if (found.size() >= max) {
				break;
			}
		}
		List<Instant> starts = new ArrayList<>(found);
		return (starts.size() > max) ? List.copyOf(starts.subList(0, max)) : starts;
	}

	/** Sort the intervals and merge those that overlap or touch. */
	static List<Interval> merge(List<Interval> busy) {
		List<Interval> sorted = new ArrayList<>(busy);
		sorted.sort(Comparator.comparing(Interval::start));
		List<Interval> merged = new ArrayList<>();
		for (Interval interval : sorted) {
			if (!merged.isEmpty() && !interval.start().isAfter(merged.get(merged.size() - 1).end())) {
				Interval previous = merged.remove(merged.size() - 1);
				merged.add(new Interval(previous.start(),
						interval.end().isAfter(previous.end()) ? interval.end() : previous.end()));
			}
			else {
				merged.add(interval);
			}
		}
		return merged;
	}

	/**
	 * Whether {@code [start, end)} overlaps none of the merged intervals (sorted, apart):
	 * the one that could is the last that starts before {@code end}.
	 */
	static boolean isFree(List<Interval> merged, Instant start, Instant end) {
		int index = Collections.binarySearch(merged, new Interval(end, end), Comparator.comparing(Interval::start));
		// The last interval starting before end.
		int candidate = (index >= 0) ? index - 1 : -index - 2;
		while (candidate >= 0 && !merged.get(candidate).start().isBefore(end)) {
			candidate--;
		}
		return candidate < 0 || !merged.get(candidate).end().isAfter(start);
	}

}
