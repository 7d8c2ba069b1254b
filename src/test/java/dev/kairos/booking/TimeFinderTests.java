package dev.kairos.booking;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class TimeFinderTests {

	private static Interval interval(String start, String end) {
		return new Interval(Instant.parse(start), Instant.parse(end));
	}

	private static List<WeeklyWindow> windows(String stored) {
		return Arrays.stream(stored.split(",")).map(WeeklyWindow::parse).toList();
	}

	@Test
	void intersectsAndSubtractsSortedIntervals() {
		List<Interval> a = List.of(interval("2026-06-08T09:00:00Z", "2026-06-08T12:00:00Z"),
				interval("2026-06-08T13:00:00Z", "2026-06-08T17:00:00Z"));
		List<Interval> b = List.of(interval("2026-06-08T11:00:00Z", "2026-06-08T14:00:00Z"));
		assertThat(TimeFinder.intersect(a, b)).containsExactly(interval("2026-06-08T11:00:00Z", "2026-06-08T12:00:00Z"),
				interval("2026-06-08T13:00:00Z", "2026-06-08T14:00:00Z"));
		assertThat(TimeFinder.subtract(a, b)).containsExactly(interval("2026-06-08T09:00:00Z", "2026-06-08T11:00:00Z"),
				interval("2026-06-08T14:00:00Z", "2026-06-08T17:00:00Z"));
		assertThat(TimeFinder.subtract(a,
				List.of(interval("2026-06-08T08:00:00Z", "2026-06-08T09:30:00Z"),
						interval("2026-06-08T10:00:00Z", "2026-06-08T10:15:00Z"),
						interval("2026-06-08T16:00:00Z", "2026-06-08T18:00:00Z"))))
			.containsExactly(interval("2026-06-08T09:30:00Z", "2026-06-08T10:00:00Z"),
					interval("2026-06-08T10:15:00Z", "2026-06-08T12:00:00Z"),
					interval("2026-06-08T13:00:00Z", "2026-06-08T16:00:00Z"));
	}

	@Test
	void theWeekEuropeChangesBeforeAmericaTheOverlapGrows() {
		// 2026-03-09: New York is on daylight time, London not yet (from 03-29): 9-17 in
		// both overlap 13:00-17:00 UTC, four hours instead of three.
		TimeFinder.Person ny = new TimeFinder.Person("ny", ZoneId.of("America/New_York"), windows("monday 09:00-17:00"),
				List.of());
		TimeFinder.Person london = new TimeFinder.Person("london", ZoneId.of("Europe/London"),
				windows("monday 09:00-17:00"), List.of());
		TimeFinder.Result result = TimeFinder.find(List.of(ny, london), Duration.ofMinutes(60),
				Instant.parse("2026-03-09T00:00:00Z"), Instant.parse("2026-03-10T00:00:00Z"), 10);
		assertThat(result.workingOverlap()).containsExactly(interval("2026-03-09T13:00:00Z", "2026-03-09T17:00:00Z"));
		assertThat(result.starts()).map(Instant::toString)
			.containsExactly("2026-03-09T13:00:00Z", "2026-03-09T13:30:00Z", "2026-03-09T14:00:00Z",
					"2026-03-09T14:30:00Z", "2026-03-09T15:00:00Z", "2026-03-09T15:30:00Z", "2026-03-09T16:00:00Z");
	}

	@Test
	void startsKeepToTheQuarterHourGridAndTheMostAskedFor() {
		TimeFinder.Person kathmandu = new TimeFinder.Person("ktm", ZoneId.of("Asia/Kathmandu"),
				windows("monday 09:00-17:00"), List.of(interval("2026-06-08T03:15:00Z", "2026-06-08T03:20:00Z")));
		TimeFinder.Result result = TimeFinder.find(List.of(kathmandu), Duration.ofMinutes(30),
				Instant.parse("2026-06-08T00:00:00Z"), Instant.parse("2026-06-09T00:00:00Z"), 3);
		// 09:00 in Kathmandu is 03:15Z; busy until 03:20Z, so the first quarter hour
		// after.
		assertThat(result.starts()).map(Instant::toString)
			.containsExactly("2026-06-08T03:30:00Z", "2026-06-08T04:00:00Z", "2026-06-08T04:30:00Z");
		assertThat(result.busyOnOverlap().get(0)).hasSize(1);
	}

}
