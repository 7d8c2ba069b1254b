package dev.kairos.events.recurrence;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneRules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A user's series by the time of day they start at, so that a conflict check over a short
 * window looks only at the series that can meet it instead of at each of them: with a
 * thousand series, the per-series test was a third of a create's time.
 * <p>
 * Why it is exact: while a zone keeps one offset, a wall-clock time of day is an instant
 * modulo a day. So when {@code [from - d, to)} (d the longest duration of the zone's
 * series) is shorter than a day and no change of offset falls in it or in the margin
 * before it (where one can move a time in a gap into it), an occurrence overlapping
 * {@code [from, to)} starts in it, and its time of day lies between the wall-clock times
 * of its two ends. Every series with such a time of day is a candidate; the others have
 * no occurrence there. Otherwise (a long window, a change of offset near it) every series
 * of the zone is a candidate. Series it cannot hold
 * ({@link Occurrences#indexedTimeOfDay}) are always candidates. Candidates still get
 * their own test.
 *
 * @param <T> what is indexed (a compiled series)
 */
public final class TimeOfDayIndex<T> {

	/** Longer series are always candidates, so that one cannot widen every window. */
	static final Duration MAX_DURATION = Duration.ofHours(6);

	private static final int DAY = 86_400;

	private final List<T> always;

	private final List<Zone<T>> zones;

	private final int size;

	private TimeOfDayIndex(List<T> always, List<Zone<T>> zones, int size) {
		this.always = always;
		this.zones = zones;
		this.size = size;
	}

	/** Index {@code items} by the time of day of their occurrences. */
	public static <T> TimeOfDayIndex<T> of(List<T> items, Function<T, Occurrences> occurrences) {
		List<T> always = new ArrayList<>();
		Map<ZoneId, List<Entry<T>>> byZone = new HashMap<>();
		for (T item : items) {
			Occurrences compiled = occurrences.apply(item);
			int second = compiled.indexedTimeOfDay();
			if (second < 0) {
				always.add(item);
			}
			else {
				byZone.computeIfAbsent(compiled.timing().zone(), (zone) -> new ArrayList<>())
					.add(new Entry<>(second, compiled.timing().duration().getSeconds(), item));
			}
		}
		List<Zone<T>> zones = new ArrayList<>();
		byZone.forEach((zone, entries) -> zones.add(Zone.of(zone, entries)));
		return new TimeOfDayIndex<>(List.copyOf(always), List.copyOf(zones), items.size());
	}

	/**
	 * The items that may have an occurrence intersecting {@code [from, to)}: a superset
	 * of those that do, in no particular order.
	 */
	public List<T> candidates(Instant from, Instant to) {
		List<T> found = new ArrayList<>(this.always);
		for (Zone<T> zone : this.zones) {
			zone.candidates(from.getEpochSecond(), to.getEpochSecond() + ((to.getNano() > 0) ? 1 : 0), found);
		}
		return found;
	}

	/** How many items it holds. */
	public int size() {
		return this.size;
	}

	private record Entry<T>(int second, long duration, T item) {

	}

	/**
	 * The series of one zone, sorted by time of day.
	 *
	 * @param rules the zone's rules
	 * @param margin how far before a window a change of offset can still move an
	 * occurrence into it
	 * @param longest the longest duration of these series, in seconds
	 * @param seconds the times of day, ascending
	 * @param items the series, in the same order
	 */
	private record Zone<T>(ZoneRules rules, long margin, long longest, int[] seconds, List<T> items) {

		static <T> Zone<T> of(ZoneId zone, List<Entry<T>> entries) {
			entries.sort(Comparator.comparingInt(Entry::second));
			int[] seconds = entries.stream().mapToInt(Entry::second).toArray();
			long longest = entries.stream().mapToLong(Entry::duration).max().orElse(0);
			return new Zone<>(zone.getRules(), Shifts.margin(zone).getSeconds(), longest, seconds,
					entries.stream().map(Entry::item).toList());
		}

		void candidates(long from, long to, List<T> found) {
			long earliest = from - this.longest;
			if (to - earliest >= DAY || changesBetween(earliest - this.margin, to)) {
				found.addAll(this.items);
				return;
			}
			int offset = this.rules.getOffset(Instant.ofEpochSecond(earliest)).getTotalSeconds();
			int low = (int) Math.floorMod(earliest + offset, (long) DAY);
			int high = (int) Math.floorMod(to + offset, (long) DAY);
			if (low <= high) {
				add(low, high, found);
			}
			else {
				add(low, DAY - 1, found);
				add(0, high, found);
			}
		}

		private boolean changesBetween(long from, long to) {
			if (this.rules.isFixedOffset()) {
				return false;
			}
			ZoneOffsetTransition next = this.rules.nextTransition(Instant.ofEpochSecond(from - 1));
			return next != null && next.getInstant().getEpochSecond() <= to;
		}

		/** Add the items whose time of day is in {@code [low, high]}. */
		private void add(int low, int high, List<T> found) {
			int index = Arrays.binarySearch(this.seconds, low);
			if (index < 0) {
				index = -index - 1;
			}
			else {
				// binarySearch finds any of equal keys: step back to the first.
				while (index > 0 && this.seconds[index - 1] == low) {
					index--;
				}
			}
			for (; index < this.seconds.length && this.seconds[index] <= high; index++) {
				found.add(this.items.get(index));
			}
		}

	}

}
