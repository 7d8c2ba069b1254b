package dev.kairos.booking;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Find a time for several people: plain Java, no Spring, no database. Each person brings
 * their zone, their weekly working windows and their busy intervals; a slot is free for
 * everyone and inside everyone's working hours. When none fits, {@link Result} says why.
 */
final class TimeFinder {

	/**
	 * Starts are on this grid of UTC time (so on the quarter hour in every zone but a
	 * few).
	 */
	static final Duration GRID = Duration.ofMinutes(15);

	/** Distance between two starts offered in one free stretch. */
	static final Duration STEP = Duration.ofMinutes(30);

	private TimeFinder() {
	}

	/**
	 * One person of the search.
	 *
	 * @param email who
	 * @param zone their time zone
	 * @param windows their working hours, weekly
	 * @param busy their busy intervals, in any order
	 */
	record Person(String email, ZoneId zone, List<WeeklyWindow> windows, List<Interval> busy) {

	}

	/**
	 * What the search found.
	 *
	 * @param starts up to the most asked for, earliest first
	 * @param workingOverlap the stretches inside everyone's working hours long enough for
	 * the meeting, busy or not (bounded)
	 * @param busyOnOverlap per person (in the order given), whether they are busy in some
	 * stretch of {@code workingOverlap}
	 */
	record Result(List<Instant> starts, List<Interval> workingOverlap, List<List<Interval>> busyOnOverlap) {

	}

	static Result find(List<Person> people, Duration duration, Instant from, Instant to, int max) {
		List<Interval> working = null;
		List<Interval> free = null;
		for (Person person : people) {
			List<Interval> hours = windows(person, from, to);
			List<Interval> open = subtract(hours, Slots.merge(person.busy()));
			working = (working == null) ? hours : intersect(working, hours);
			free = (free == null) ? open : intersect(free, open);
		}
		if (working == null || free == null) {
			return new Result(List.of(), List.of(), List.of());
		}
		List<Instant> starts = new ArrayList<>();
		for (Interval stretch : free) {
			for (Instant start = ceil(stretch.start()); !start.plus(duration).isAfter(stretch.end())
					&& starts.size() < max; start = start.plus(STEP)) {
				starts.add(start);
			}
			if (starts.size() >= max) {
				break;
			}
		}
		List<Interval> overlap = working.stream()
			.filter((stretch) -> !stretch.start().plus(duration).isAfter(stretch.end()))
			.limit(1000)
			.toList();
		List<List<Interval>> busyOnOverlap = new ArrayList<>();
		for (Person person : people) {
			List<Interval> merged = Slots.merge(person.busy());
			busyOnOverlap.add(overlap.stream()
				.filter((stretch) -> !Slots.isFree(merged, stretch.start(), stretch.end()))
				.toList());
		}
		return new Result(starts, overlap, busyOnOverlap);
	}

	/**
	 * The person's working windows in {@code [from, to)}, as instants, sorted and merged.
	 */
	static List<Interval> windows(Person person, Instant from, Instant to) {
		List<Interval> windows = new ArrayList<>();
		LocalDate day = from.atZone(person.zone()).toLocalDate().minusDays(1);
		LocalDate last = to.atZone(person.zone()).toLocalDate().plusDays(1);
		for (; !day.isAfter(last); day = day.plusDays(1)) {
			for (WeeklyWindow window : person.windows()) {
				if (window.day() != day.getDayOfWeek()) {
					continue;
				}
				Instant start = ZonedDateTime.of(day, window.start(), person.zone()).toInstant();
				Instant end = ZonedDateTime.of(day, window.end(), person.zone()).toInstant();
				start = start.isBefore(from) ? from : start;
				end = end.isAfter(to) ? to : end;
				if (start.isBefore(end)) {
					windows.add(new Interval(start, end));
				}
			}
		}
		return Slots.merge(windows);
	}

	/** Both lists sorted and apart: what lies in both. */
	static List<Interval> intersect(List<Interval> a, List<Interval> b) {
		List<Interval> both = new ArrayList<>();
		int i = 0;
		int j = 0;
		while (i < a.size() && j < b.size()) {
			Instant start = max(a.get(i).start(), b.get(j).start());
			Instant end = min(a.get(i).end(), b.get(j).end());
			if (start.isBefore(end)) {
				both.add(new Interval(start, end));
			}
			if (a.get(i).end().isBefore(b.get(j).end())) {
				i++;
			}
			else {
				j++;
			}
		}
		return both;
	}

	/** Sorted, apart lists: what of {@code from} is not in {@code minus}. */
	static List<Interval> subtract(List<Interval> from, List<Interval> minus) {
		List<Interval> left = new ArrayList<>();
		int j = 0;
		for (Interval interval : from) {
			Instant start = interval.start();
			while (j < minus.size() && !minus.get(j).end().isAfter(start)) {
				j++;
			}
			int k = j;
			while (k < minus.size() && minus.get(k).start().isBefore(interval.end())) {
				if (minus.get(k).start().isAfter(start)) {
					left.add(new Interval(start, minus.get(k).start()));
				}
				if (minus.get(k).end().isAfter(start)) {
					start = minus.get(k).end();
				}
				k++;
			}
			if (start.isBefore(interval.end())) {
				left.add(new Interval(start, interval.end()));
			}
		}
		return left;
	}

	/** The days, in {@code zone}, that the stretches touch. */
	static List<LocalDate> days(List<Interval> stretches, ZoneId zone) {
		TreeSet<LocalDate> days = new TreeSet<>();
		for (Interval stretch : stretches) {
			days.add(stretch.start().atZone(zone).toLocalDate());
		}
		return new ArrayList<>(days);
	}

	private static Instant ceil(Instant instant) {
		long grid = GRID.toMillis();
		long millis = Math.floorDiv(instant.toEpochMilli() + grid - 1, grid) * grid;
		return Instant.ofEpochMilli(millis);
	}

	private static Instant max(Instant a, Instant b) {
		return a.isAfter(b) ? a : b;
	}

	private static Instant min(Instant a, Instant b) {
		return a.isBefore(b) ? a : b;
	}

}
