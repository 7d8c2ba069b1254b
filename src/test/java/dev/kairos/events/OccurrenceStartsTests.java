package dev.kairos.events;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.TreeMap;
import java.util.UUID;

import dev.kairos.events.SeriesCache.CompiledSeries;
import dev.kairos.events.recurrence.Occurrences;
import dev.kairos.events.recurrence.Recurrence;
import dev.kairos.events.recurrence.RecurrenceException;
import dev.kairos.events.recurrence.Timing;
import dev.kairos.test.Fuzz;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Starts read through {@link OccurrenceStarts} (expanded a chunk at a time and kept) are
 * exactly those the series' own expansion gives from the same instant: random rules
 * (hourly ones dense enough not to be kept among them), EXDATEs and RDATEs, in zones with
 * DST gaps and overlaps and a half-hour change, over random windows that repeat (read
 * from the cache) and cross chunks; with a cache so small that it evicts, too; and a
 * series changed under the same id reads its new starts, as the user's series version is
 * part of the key. Seeded; {@code -Dkairos.fuzz.seed} replays a run.
 */
class OccurrenceStartsTests {

	private static final List<ZoneId> ZONES = List.of(ZoneId.of("America/New_York"), ZoneId.of("Europe/London"),
			ZoneId.of("Australia/Lord_Howe"), ZoneId.of("Asia/Kolkata"), ZoneOffset.UTC);

	private static final DateTimeFormatter UTC = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'")
		.withZone(ZoneOffset.UTC);

	private static final UUID USER = UUID.randomUUID();

	@Test
	void readsTheStartsTheSeriesGivesOverRandomSeriesAndWindows() {
		Fuzz fuzz = Fuzz.seeded("OccurrenceStartsTests", 20261129L);
		OccurrenceStarts roomy = starts(1_000_000);
		OccurrenceStarts tiny = starts(300);
		int compared = 0;
		for (int i = 0; i < 300; i++) {
			CompiledSeries series = randomSeries(fuzz, UUID.randomUUID());
			if (series == null) {
				continue;
			}
			long version = fuzz.nextLong() | 1;
			Instant base = series.series().startTime().minus(Duration.ofDays(30));
			for (int w = 0; w < 25; w++) {
				Instant from = base.plus(Duration.ofMinutes(fuzz.nextInt(900 * 24 * 4) * 15L))
					.plusSeconds(fuzz.percent(10) ? 1 : 0)
					.plusNanos(fuzz.percent(5) ? 500_000_000 : 0);
				Instant to = from.plus(fuzz.pick(Duration.ofHours(fuzz.between(1, 30)),
						Duration.ofDays(fuzz.between(2, 130)), Duration.ofDays(28), Duration.ofDays(42)));
				List<Instant> expected = upTo(series.occurrences().startingFrom(from), to);
				assertThat(upTo(roomy.startingFrom(USER, version, series, from, to), to))
					.as("%s from %s, %s to %s", series.series().recurrence().lines(), series.series().startTime(), from,
							to)
					.isEqualTo(expected);
				// Again: now from the kept chunks.
				assertThat(upTo(roomy.startingFrom(USER, version, series, from, to), to)).isEqualTo(expected);
				assertThat(upTo(tiny.startingFrom(USER, version, series, from, to), to)).isEqualTo(expected);
				compared++;
			}
		}
		assertThat(compared).isGreaterThan(5000);
	}

	@Test
	void aSeriesChangedUnderItsIdReadsItsNewStarts() {
		OccurrenceStarts starts = starts(1_000_000);
		UUID id = UUID.randomUUID();
		CompiledSeries mondays = series(id, LocalDateTime.of(2030, 3, 4, 9, 0), ZoneId.of("Europe/London"),
				List.of("RRULE:FREQ=WEEKLY;BYDAY=MO"));
		CompiledSeries tuesdays = series(id, LocalDateTime.of(2030, 3, 5, 9, 0), ZoneId.of("Europe/London"),
				List.of("RRULE:FREQ=WEEKLY;BYDAY=TU"));
		Instant from = Instant.parse("2030-04-01T00:00:00Z");
		Instant to = from.plus(Duration.ofDays(14));
		assertThat(upTo(starts.startingFrom(USER, 11, mondays, from, to), to))
			.containsExactly(Instant.parse("2030-04-01T08:00:00Z"), Instant.parse("2030-04-08T08:00:00Z"));
		assertThat(upTo(starts.startingFrom(USER, 12, tuesdays, from, to), to))
			.containsExactly(Instant.parse("2030-04-02T08:00:00Z"), Instant.parse("2030-04-09T08:00:00Z"));
	}

	private static OccurrenceStarts starts(int size) {
		return new OccurrenceStarts(new EventsProperties(200_000, 2000, 1000, 50_000, size));
	}

	private static List<Instant> upTo(Iterator<Instant> starts, Instant to) {
		List<Instant> found = new ArrayList<>();
		while (starts.hasNext()) {
			Instant start = starts.next();
			if (!start.isBefore(to)) {
				break;
			}
			found.add(start);
		}
		return found;
	}

	private static CompiledSeries randomSeries(Fuzz fuzz, UUID id) {
		ZoneId zone = fuzz.pick(ZONES);
		LocalDateTime start = LocalDateTime.of(fuzz.between(2000, 2035), fuzz.between(1, 12), fuzz.between(1, 28),
				fuzz.percent(40) ? fuzz.between(0, 3) : fuzz.between(0, 23), fuzz.pick(0, 15, 30, 45));
		String rule = fuzz.pick("FREQ=DAILY", "FREQ=DAILY;INTERVAL=3", "FREQ=WEEKLY;BYDAY=MO,WE,FR",
				"FREQ=WEEKLY;INTERVAL=2;BYDAY=SU", "FREQ=MONTHLY;BYDAY=-1FR", "FREQ=MONTHLY;BYMONTHDAY=31",
				"FREQ=YEARLY", "FREQ=HOURLY", "FREQ=HOURLY;INTERVAL=3", "FREQ=HOURLY;INTERVAL=5",
				"FREQ=HOURLY;INTERVAL=13", "FREQ=DAILY;BYHOUR=8,17");
		int end = fuzz.nextInt(3);
		if (end == 0) {
			rule += ";COUNT=" + fuzz.between(1, 300);
		}
		else if (end == 1) {
			rule += ";UNTIL=" + UTC.format(start.plusDays(fuzz.between(1, 900)).toInstant(ZoneOffset.UTC));
		}
		List<String> lines = new ArrayList<>(List.of("RRULE:" + rule));
		Instant first = start.atZone(zone).toInstant();
		if (fuzz.percent(40)) {
			List<String> dates = new ArrayList<>();
			for (int i = 0; i < fuzz.between(1, 6); i++) {
				dates.add(UTC.format(first.plus(Duration.ofDays(fuzz.between(1, 400)))));
			}
			lines.add("EXDATE:" + String.join(",", dates));
		}
		if (fuzz.percent(30)) {
			lines.add("RDATE:" + UTC.format(first.plus(Duration.ofMinutes(fuzz.between(1, 400 * 24 * 4) * 15L))));
		}
		try {
			return series(id, start, zone, lines);
		}
		catch (RecurrenceException ex) {
			return null;
		}
	}

	private static CompiledSeries series(UUID id, LocalDateTime start, ZoneId zone, List<String> lines) {
		Instant startTime = start.atZone(zone).toInstant();
		Timing timing = Timing.of(startTime, startTime.plus(Duration.ofMinutes(45)), zone, false);
		Recurrence recurrence = Recurrence.parse(lines, timing);
		StoredSeries stored = new StoredSeries(id, "Series", null, null, null, startTime,
				startTime.plus(Duration.ofMinutes(45)), false, zone, recurrence, 0, startTime, startTime, null);
		return new CompiledSeries(stored, Occurrences.of(timing, recurrence), new TreeMap<>());
	}

}
