package dev.kairos.events.recurrence;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.zone.ZoneOffsetTransition;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The index never leaves out a series that has an occurrence in the window, and leaves
 * out the ones that cannot: random series and windows from a fixed seed, many of them
 * around changes of offset.
 */
class TimeOfDayIndexTests {

	private static final List<ZoneId> ZONES = List.of(ZoneId.of("America/New_York"), ZoneId.of("Europe/Berlin"),
			ZoneId.of("Australia/Lord_Howe"), ZoneId.of("Asia/Kolkata"), ZoneOffset.UTC, ZoneId.of("Pacific/Apia"),
			ZoneId.of("Europe/London"));

	private static final String[] RULES = { "FREQ=DAILY", "FREQ=WEEKLY;BYDAY=MO,WE", "FREQ=WEEKLY;INTERVAL=2",
			"FREQ=MONTHLY;BYDAY=-1FR", "FREQ=MONTHLY;BYMONTHDAY=31", "FREQ=YEARLY", "FREQ=DAILY;BYHOUR=7,19",
			"FREQ=HOURLY;INTERVAL=5", "FREQ=DAILY;BYHOUR=6", "FREQ=DAILY;COUNT=40" };

	private final Random random = new Random(20261127);

	@Test
	void neverLeavesOutASeriesWithAnOccurrenceInTheWindow() {
		List<Occurrences> series = new ArrayList<>();
		while (series.size() < 300) {
			ZoneId zone = ZONES.get(this.random.nextInt(ZONES.size()));
			// Starts on the quarter hour, many of them in the small hours where clocks
			// change.
			LocalDateTime start = LocalDateTime.of(2024 + this.random.nextInt(4), 1 + this.random.nextInt(12),
					1 + this.random.nextInt(28),
					this.random.nextBoolean() ? this.random.nextInt(4) : this.random.nextInt(24),
					15 * this.random.nextInt(4));
			// Up to four hours, one in ten up to ten.
			Duration length = Duration.ofMinutes(15 + 15 * this.random.nextInt(this.random.nextInt(10) == 0 ? 40 : 16));
			String rule = RULES[this.random.nextInt(RULES.length)];
			Timing timing = new Timing(start, zone, length, false);
			try {
				series.add(Occurrences.of(timing, Recurrence.parse(List.of("RRULE:" + rule), timing)).validate());
			}
			catch (RecurrenceException ex) {
				// a rule this start cannot begin (none here, but the reader may add some)
			}
		}
		TimeOfDayIndex<Occurrences> index = TimeOfDayIndex.of(series, (occurrences) -> occurrences);
		assertThat(index.size()).isEqualTo(series.size());
		long met = 0;
		long shortWindows = 0;
		long candidates = 0;
		for (int w = 0; w < 3000; w++) {
			Instant from = windowStart();
			Instant to = from.plusSeconds(60L * (1 + this.random.nextInt(this.random.nextInt(10) == 0 ? 3000 : 800)));
			List<Occurrences> found = index.candidates(from, to);
			if (Duration.between(from, to).toMinutes() <= 60) {
				shortWindows++;
				candidates += found.size();
			}
			for (Occurrences occurrences : series) {
				if (!occurrences.overlapping(from, to, 1).isEmpty()) {
					met++;
					assertThat(found)
						.as("%s in %s, window %s-%s", occurrences.recurrence(), occurrences.timing(), from, to)
						.contains(occurrences);
				}
			}
		}
		assertThat(met).as("occurrences met").isGreaterThan(20_000);
		// And it rules out many: in windows of up to an hour, fewer than half of the
		// series are candidates on average (the hourly, the twice-a-day, the long and
		// those near a change of offset always are).
		System.out.printf("%d short windows, %.1f candidates of %d%n", shortWindows, candidates / (double) shortWindows,
				series.size());
		assertThat(shortWindows).isGreaterThan(100);
		assertThat(candidates).isLessThan(shortWindows * series.size() / 2);
	}

	@Test
	void looksOnlyAtTheSeriesWhoseTimeOfDayMeetsAShortWindow() {
		Occurrences early = daily("2026-01-05T05:00", ZoneOffset.UTC, 30);
		Occurrences late = daily("2026-01-05T18:00", ZoneOffset.UTC, 30);
		Occurrences berlin = daily("2026-01-05T09:00", ZoneId.of("Europe/Berlin"), 60);
		Occurrences hourly = series("2026-01-05T09:00", ZoneOffset.UTC, 30, "RRULE:FREQ=HOURLY;INTERVAL=7");
		Occurrences withDate = series("2026-01-05T05:00", ZoneOffset.UTC, 30, "RRULE:FREQ=DAILY",
				"RDATE:20300101T120000Z");
		Occurrences otherStart = series("2026-01-05T05:00", ZoneOffset.UTC, 30, "RRULE:FREQ=DAILY;BYHOUR=12");
		Occurrences longer = daily("2026-01-05T20:00", ZoneOffset.UTC, 7 * 60);
		TimeOfDayIndex<Occurrences> index = TimeOfDayIndex
			.of(List.of(early, late, berlin, hourly, withDate, otherStart, longer), (occurrences) -> occurrences);
		// 08:00-08:30 UTC in March is 09:00-09:30 in Berlin.
		Instant from = Instant.parse("2030-03-12T08:00:00Z");
		assertThat(index.candidates(from, from.plus(Duration.ofMinutes(30)))).containsExactlyInAnyOrder(berlin, hourly,
				withDate, otherStart, longer);
		// The window's end is exclusive, but the index may keep a series that starts
		// right at it.
		assertThat(index.candidates(Instant.parse("2030-03-12T17:00:00Z"), Instant.parse("2030-03-12T17:59:59Z")))
			.doesNotContain(late, early);
		assertThat(index.candidates(Instant.parse("2030-03-12T17:00:00Z"), Instant.parse("2030-03-12T18:00:01Z")))
			.contains(late)
			.doesNotContain(early);
		// A window across midnight UTC meets the early ones and the late ones.
		assertThat(index.candidates(Instant.parse("2030-03-12T17:30:00Z"), Instant.parse("2030-03-13T05:10:00Z")))
			.contains(early, late);
		// An end within the second: an occurrence starting in that second meets it.
		assertThat(index.candidates(Instant.parse("2030-03-12T17:00:00Z"), Instant.parse("2030-03-12T18:00:00.001Z")))
			.contains(late);
		// A day or more: every series.
		assertThat(index.candidates(from, from.plus(Duration.ofHours(24)))).hasSize(7);
	}

	@Test
	void takesEverySeriesOfAZoneWhenTheWindowAndTheLongestSeriesMakeADay() {
		Occurrences early = daily("2026-01-05T05:00", ZoneOffset.UTC, 30);
		Occurrences late = daily("2026-01-05T18:00", ZoneOffset.UTC, 60);
		TimeOfDayIndex<Occurrences> index = TimeOfDayIndex.of(List.of(early, late), (occurrences) -> occurrences);
		Instant from = Instant.parse("2030-03-12T06:00:00Z");
		// 23 hours of window and the hour of the longest series: a whole day.
		assertThat(index.candidates(from, from.plus(Duration.ofHours(23)))).containsExactlyInAnyOrder(early, late);
		// A second less each side, and the series at 05:00, which ends before the window
		// and starts again after it, is left out.
		assertThat(index.candidates(from.plusSeconds(1), from.plus(Duration.ofHours(23)).minusSeconds(1)))
			.containsExactly(late);
	}

	@Test
	void takesEverySeriesOfAZoneWhenItsClockChangesNearTheWindow() {
		ZoneId berlin = ZoneId.of("Europe/Berlin");
		Occurrences morning = daily("2026-01-05T07:00", berlin, 30);
		Occurrences evening = daily("2026-01-05T19:00", berlin, 30);
		TimeOfDayIndex<Occurrences> index = TimeOfDayIndex.of(List.of(morning, evening), (occurrences) -> occurrences);
		ZoneOffsetTransition spring = berlin.getRules().nextTransition(Instant.parse("2030-01-01T00:00:00Z"));
		Instant after = spring.getInstant().plus(Duration.ofHours(1));
		assertThat(index.candidates(after, after.plus(Duration.ofMinutes(30)))).containsExactlyInAnyOrder(morning,
				evening);
		// Far enough from it, only the one that can meet the window.
		Instant later = spring.getInstant().plus(Duration.ofDays(2)).plus(Duration.ofHours(4));
		assertThat(index.candidates(later, later.plus(Duration.ofMinutes(30)))).containsExactly(morning);
	}

	private Instant windowStart() {
		if (this.random.nextBoolean()) {
			// Near a change of offset of one of the zones.
			ZoneId zone = ZONES.get(this.random.nextInt(ZONES.size()));
			ZoneOffsetTransition change = zone.getRules()
				.nextTransition(Instant.parse("2025-01-01T00:00:00Z").plus(Duration.ofDays(this.random.nextInt(1500))));
			if (change != null) {
				return change.getInstant().plusSeconds(60L * (this.random.nextInt(1200) - 900));
			}
		}
		return Instant.parse("2025-01-01T00:00:00Z").plusSeconds(60L * 15 * this.random.nextInt(4 * 24 * 1500));
	}

	private static Occurrences daily(String start, ZoneId zone, int minutes) {
		return series(start, zone, minutes, "RRULE:FREQ=DAILY");
	}

	private static Occurrences series(String start, ZoneId zone, int minutes, String... lines) {
		Timing timing = new Timing(LocalDateTime.parse(start), zone, Duration.ofMinutes(minutes), false);
		return Occurrences.of(timing, Recurrence.parse(List.of(lines), timing)).validate();
	}

}
