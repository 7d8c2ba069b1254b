package dev.kairos.events;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.UUID;

import dev.kairos.events.SchedulingConflictException.ConflictingOccurrence;
import dev.kairos.events.spi.Overlap;
import dev.kairos.shared.Source;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class OccurrenceConflictsTests {

	private static final Instant BASE = Instant.parse("2031-01-06T00:00:00Z");

	private static final Duration HOUR = Duration.ofHours(1);

	private static Instant at(long minutes) {
		return BASE.plus(Duration.ofMinutes(minutes));
	}

	private static Overlap busy(String id, long startMinute, long endMinute) {
		return new Overlap(id, Source.LOCAL, id, at(startMinute), at(endMinute), null);
	}

	private static OccurrenceConflicts sweep(List<Instant> starts, Duration length, List<Overlap> busy) {
		OccurrenceConflicts sweep = new OccurrenceConflicts(starts, length);
		busy.forEach(sweep::add);
		sweep.finish();
		return sweep;
	}

	@Test
	void anIntervalThatStartsAfterAnOccurrenceEndsDoesNotHitItEvenWhenItEndsLater() {
		// 09:00-10:00 and 11:00-12:00; a busy 10:30-13:00 hits only the second.
		OccurrenceConflicts sweep = sweep(List.of(at(540), at(660)), HOUR, List.of(busy("a", 630, 780)));

		assertThat(sweep.hits()).isOne();
		assertThat(sweep.listed()).extracting(ConflictingOccurrence::startTime).containsExactly(at(660));
		assertThat(sweep.listed().get(0).conflicts()).containsExactly("a");
		assertThat(sweep.involved()).extracting(Overlap::id).containsExactly("a");
	}

	@Test
	void touchingIsNoConflict() {
		OccurrenceConflicts sweep = sweep(List.of(at(540)), HOUR,
				List.of(busy("before", 480, 540), busy("after", 600, 660)));

		assertThat(sweep.hits()).isZero();
		assertThat(sweep.listed()).isEmpty();
		assertThat(sweep.involved()).isEmpty();
	}

	@Test
	void aLongIntervalHitsEveryOccurrenceItSpans() {
		List<Instant> starts = List.of(at(0), at(1440), at(2880), at(4320));
		OccurrenceConflicts sweep = sweep(starts, HOUR, List.of(busy("week", -60, 3000), busy("late", 4400, 4410)));

		assertThat(sweep.hits()).isEqualTo(3);
		assertThat(sweep.listed()).extracting(ConflictingOccurrence::conflicts)
			.containsExactly(List.of("week"), List.of("week"), List.of("week"));
		assertThat(sweep.listed()).extracting(ConflictingOccurrence::endTime)
			.containsExactly(at(60), at(1500), at(2940));
	}

	@Test
	void withoutFinishOnlyTheOccurrencesBeforeTheLastStartFedAreSettled() {
		OccurrenceConflicts sweep = new OccurrenceConflicts(List.of(at(0), at(120)), HOUR);
		sweep.add(busy("a", 30, 40));
		sweep.add(busy("b", 150, 160));

		assertThat(sweep.hits()).isOne();
		sweep.finish();
		assertThat(sweep.hits()).isEqualTo(2);
	}

	@Test
	void listsAtMostAHundredOccurrencesEachNamingAtMostTenIntervalsButCountsThemAll() {
		List<Instant> starts = new ArrayList<>();
		for (int i = 0; i < 300; i++) {
			starts.add(at(i * 60L));
		}
		List<Overlap> busy = new ArrayList<>();
		for (int i = 0; i < 300 * 12; i++) {
			// Twelve intervals of five minutes in each hour.
			busy.add(busy("b" + i, i * 5L, i * 5L + 5));
		}
		OccurrenceConflicts sweep = sweep(starts, HOUR, busy);

		assertThat(sweep.hits()).isEqualTo(300);
		assertThat(sweep.listed()).hasSize(SchedulingConflictException.MAX_LISTED);
		assertThat(sweep.listed()).allSatisfy((occurrence) -> assertThat(occurrence.conflicts())
			.hasSize(SchedulingConflictException.MAX_LISTED_PER_OCCURRENCE));
		assertThat(sweep.listed().get(1).conflicts()).startsWith("b12", "b13");
		assertThat(sweep.involved()).hasSize(SchedulingConflictException.MAX_LISTED);
	}

	@Test
	void agreesWithCheckingEveryPairOnRandomCalendars() {
		SplittableRandom random = new SplittableRandom(20261128);
		for (int round = 0; round < 300; round++) {
			Duration length = Duration.ofMinutes(1 + random.nextInt(180));
			List<Instant> starts = new ArrayList<>();
			long minute = random.nextInt(120);
			for (int i = random.nextInt(40); i >= 0; i--) {
				starts.add(at(minute));
				minute += 1 + random.nextInt(300);
			}
			List<Overlap> busy = new ArrayList<>();
			for (int i = random.nextInt(60); i > 0; i--) {
				long start = random.nextInt(8000) - 200;
				busy.add(busy(UUID.randomUUID().toString(), start,
						start + 1 + random.nextInt(random.nextBoolean() ? 30 : 900)));
			}
			busy.sort(Comparator.comparing(Overlap::startTime).thenComparing(Overlap::id));

			OccurrenceConflicts sweep = sweep(starts, length, busy);

			List<ConflictingOccurrence> expected = new ArrayList<>();
			for (Instant start : starts) {
				Instant end = start.plus(length);
				List<String> ids = busy.stream()
					.filter((interval) -> interval.startTime().isBefore(end) && interval.endTime().isAfter(start))
					.map(Overlap::id)
					.limit(SchedulingConflictException.MAX_LISTED_PER_OCCURRENCE)
					.toList();
				if (!ids.isEmpty()) {
					expected.add(new ConflictingOccurrence(start, end, ids));
				}
			}
			assertThat(sweep.hits()).as("round %d", round).isEqualTo(expected.size());
			assertThat(sweep.listed()).as("round %d", round).isEqualTo(expected);
		}
	}

}
