package dev.kairos.assistant.planning;

import java.time.Duration;
import java.util.List;

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

}
