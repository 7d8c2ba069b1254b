package dev.kairos.assistant.planning;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class SlotFinderTests {

	private static Interval interval(String start, String end) {
		return new Interval(Fixtures.at(start), Fixtures.at(end));
	}

	@Test
	void findsTheFirstGapLongEnoughAcrossOverlappingBusyTime() {
		List<Interval> windows = List.of(interval("2026-03-05T09:00", "2026-03-05T17:00"));
		List<Interval> busy = List.of(interval("2026-03-05T09:00", "2026-03-05T10:00"),
				interval("2026-03-05T09:30", "2026-03-05T11:00"), interval("2026-03-05T11:30", "2026-03-05T12:00"));

		Interval slot = SlotFinder.earliest(windows, busy, Duration.ofMinutes(45), Fixtures.at("2026-03-05T08:00"));

		assertThat(slot).isEqualTo(interval("2026-03-05T12:00", "2026-03-05T12:45"));
	}

	@Test
	void touchingIsNotOverlapping() {
		List<Interval> windows = List.of(interval("2026-03-05T09:00", "2026-03-05T12:00"));
		List<Interval> busy = List.of(interval("2026-03-05T09:00", "2026-03-05T10:00"),
				interval("2026-03-05T11:00", "2026-03-05T12:00"));
		assertThat(SlotFinder.earliest(windows, busy, Duration.ofHours(1), Fixtures.at("2026-03-05T08:00")))
			.isEqualTo(interval("2026-03-05T10:00", "2026-03-05T11:00"));
	}

	@Test
	void neverStartsBeforeTheGivenInstantAndMovesToTheNextWindow() {
		List<Interval> windows = List.of(interval("2026-03-06T09:00", "2026-03-06T17:00"),
				interval("2026-03-05T09:00", "2026-03-05T17:00"));
		assertThat(SlotFinder.earliest(windows, List.of(), Duration.ofHours(2), Fixtures.at("2026-03-05T15:30")))
			.isEqualTo(interval("2026-03-06T09:00", "2026-03-06T11:00"));
		assertThat(SlotFinder.earliest(windows, List.of(), Duration.ofHours(9), Fixtures.at("2026-03-05T08:00")))
			.isNull();
	}

	@Test
	void listsTheFreePartsOfWindows() {
		List<Interval> free = SlotFinder.free(List.of(interval("2026-03-05T09:00", "2026-03-05T17:00")),
				List.of(interval("2026-03-05T10:00", "2026-03-05T11:00"),
						interval("2026-03-05T11:10", "2026-03-05T12:00"),
						interval("2026-03-05T16:00", "2026-03-05T18:00")),
				Duration.ofMinutes(30), Fixtures.at("2026-03-05T09:00"));
		assertThat(free).containsExactly(interval("2026-03-05T09:00", "2026-03-05T10:00"),
				interval("2026-03-05T12:00", "2026-03-05T16:00"));
	}

	@Test
	void freePartsStartAtTheGivenInstantKeepTheShortestLengthAndTheTailOfEachWindow() {
		// Windows and busy time out of order, busy time overlapping and nested, the first
		// window already begun.
		List<Interval> windows = List.of(interval("2026-03-06T09:00", "2026-03-06T17:00"),
				interval("2026-03-05T09:00", "2026-03-05T17:00"));
		List<Interval> busy = List.of(interval("2026-03-05T13:00", "2026-03-05T14:00"),
				interval("2026-03-05T10:00", "2026-03-05T12:00"), interval("2026-03-05T10:30", "2026-03-05T11:00"),
				interval("2026-03-05T16:30", "2026-03-05T18:00"), interval("2026-03-06T12:14", "2026-03-06T13:00"),
				interval("2026-03-06T08:00", "2026-03-06T09:30"), interval("2026-03-06T11:00", "2026-03-06T11:45"));

		List<Interval> free = SlotFinder.free(windows, busy, Duration.ofMinutes(30), Fixtures.at("2026-03-05T09:30"));

		// 09:30-10:00 is exactly as long as the shortest, 11:45-12:14 one minute less.
		assertThat(free).containsExactly(interval("2026-03-05T09:30", "2026-03-05T10:00"),
				interval("2026-03-05T12:00", "2026-03-05T13:00"), interval("2026-03-05T14:00", "2026-03-05T16:30"),
				interval("2026-03-06T09:30", "2026-03-06T11:00"), interval("2026-03-06T13:00", "2026-03-06T17:00"));
		assertThat(SlotFinder.free(windows, busy, Duration.ofMinutes(30), Fixtures.at("2026-03-07T00:00"))).isEmpty();
	}

	@Test
	void aSlotMayFillTheGapUpToTheNextBusyIntervalAndTheWindowsEnd() {
		List<Interval> windows = List.of(interval("2026-03-05T09:00", "2026-03-05T12:00"));
		List<Interval> busy = List.of(interval("2026-03-05T11:00", "2026-03-05T12:00"),
				interval("2026-03-05T08:00", "2026-03-05T09:15"));
		assertThat(SlotFinder.earliest(windows, busy, Duration.ofMinutes(105), Fixtures.at("2026-03-05T09:00")))
			.isEqualTo(interval("2026-03-05T09:15", "2026-03-05T11:00"));
		assertThat(SlotFinder.earliest(windows, busy, Duration.ofMinutes(106), Fixtures.at("2026-03-05T09:00")))
			.isNull();
		assertThat(SlotFinder.earliest(windows, List.of(), Duration.ofHours(3), Fixtures.at("2026-03-05T09:00")))
			.isEqualTo(windows.get(0));
	}

	/**
	 * Random windows and busy intervals on a grid of minutes, checked against counting
	 * the free minutes one by one.
	 */
	@Test
	void agreesWithAMinuteByMinuteCountOnRandomCalendars() {
		Instant origin = Fixtures.at("2026-03-05T00:00");
		Random random = new Random(14);
		for (int round = 0; round < 500; round++) {
			List<Interval> windows = randomIntervals(random, origin, 1 + random.nextInt(3), 60);
			List<Interval> busy = randomIntervals(random, origin, random.nextInt(6), 30);
			int length = 1 + random.nextInt(40);
			int notBefore = random.nextInt(200);
			boolean[] free = new boolean[320];
			for (Interval window : windows) {
				mark(free, origin, window, true);
			}
			for (Interval taken : busy) {
				mark(free, origin, taken, false);
			}
			for (int m = 0; m < notBefore; m++) {
				free[m] = false;
			}
			String message = "windows " + windows + " busy " + busy + " length " + length + " not before " + notBefore;

			Interval expected = null;
			for (int m = notBefore; m + length <= free.length && expected == null; m++) {
				if (runFrom(free, m) >= length && insideOneWindow(windows, origin, m, length)) {
					expected = new Interval(origin.plusSeconds(60L * m), origin.plusSeconds(60L * (m + length)));
				}
			}
			assertThat(
					SlotFinder.earliest(windows, busy, Duration.ofMinutes(length), origin.plusSeconds(60L * notBefore)))
				.as(message)
				.isEqualTo(expected);

			for (Interval part : SlotFinder.free(windows, busy, Duration.ofMinutes(length),
					origin.plusSeconds(60L * notBefore))) {
				assertThat(part.duration()).as(message).isGreaterThanOrEqualTo(Duration.ofMinutes(length));
				assertThat(busy).as(message).noneMatch(part::overlaps);
				assertThat(windows).as(message)
					.anyMatch((w) -> !part.start().isBefore(w.start()) && !part.end().isAfter(w.end()));
				assertThat(part.start()).as(message).isAfterOrEqualTo(origin.plusSeconds(60L * notBefore));
			}
		}
	}

	/** Random intervals on the grid, overlapping or not, in no order. */
	private static List<Interval> randomIntervals(Random random, Instant origin, int count, int longest) {
		List<Interval> intervals = new ArrayList<>();
		for (int i = 0; i < count; i++) {
			int start = random.nextInt(250);
			int end = start + 1 + random.nextInt(longest);
			intervals.add(new Interval(origin.plusSeconds(60L * start), origin.plusSeconds(60L * end)));
		}
		return intervals;
	}

	private static void mark(boolean[] minutes, Instant origin, Interval interval, boolean value) {
		int from = (int) Duration.between(origin, interval.start()).toMinutes();
		int to = (int) Duration.between(origin, interval.end()).toMinutes();
		for (int m = from; m < to; m++) {
			minutes[m] = value;
		}
	}

	private static int runFrom(boolean[] free, int from) {
		int run = 0;
		while (from + run < free.length && free[from + run]) {
			run++;
		}
		return run;
	}

	private static boolean insideOneWindow(List<Interval> windows, Instant origin, int start, int length) {
		Instant from = origin.plusSeconds(60L * start);
		Instant to = origin.plusSeconds(60L * (start + length));
		return windows.stream().anyMatch((w) -> !from.isBefore(w.start()) && !to.isAfter(w.end()));
	}

}
