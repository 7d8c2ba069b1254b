package dev.kairos.events;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;

import dev.kairos.events.SchedulingConflictException.ConflictingOccurrence;
import dev.kairos.events.spi.ConflictPolicy;
import dev.kairos.events.spi.Overlap;
import dev.kairos.shared.Source;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The 409 answers: what they list and count, how they say a count is capped, and that a
 * one-off's suggested start is found once, only when the answer is completed.
 */
class SchedulingConflictExceptionTests {

	private static final Instant NINE = Instant.parse("2031-02-03T09:00:00Z");

	private static List<Overlap> busy(int count) {
		return IntStream.range(0, count)
			.mapToObj((i) -> new Overlap("e" + i, Source.LOCAL, "Busy " + i, NINE, NINE.plusSeconds(3600), null))
			.toList();
	}

	private static void assertIsAConflict(SchedulingConflictException conflict) {
		assertThat(conflict.getBody().getStatus()).isEqualTo(409);
		assertThat(conflict.getBody().getType()).hasToString("https://kairos.dev/problems/scheduling-conflict");
		assertThat(conflict.getBody().getTitle()).isEqualTo("Scheduling conflict");
	}

	private static Map<String, Object> properties(SchedulingConflictException conflict) {
		Map<String, Object> properties = conflict.getBody().getProperties();
		assertThat(properties).isNotNull();
		return properties;
	}

	@Test
	void aOneOffConflictCountsWhatItOverlapsAndListsTheFirstHundred() {
		SchedulingConflictException conflict = new SchedulingConflictException(busy(150), () -> NINE);

		assertThat(conflict.getBody().getDetail())
			.isEqualTo("The event overlaps 150 existing event(s). Send \"force\": true to keep it anyway.");
		assertIsAConflict(conflict);
		assertThat(properties(conflict)).containsEntry("conflict_count", 150)
			.containsEntry("conflict_count_capped", false)
			.containsEntry("suggested_start", null);
		assertThat((List<?>) properties(conflict).get("conflicts")).hasSize(SchedulingConflictException.MAX_LISTED);
	}

	@Test
	void aOneOffConflictAtTheCapSaysThereMayBeMore() {
		SchedulingConflictException capped = new SchedulingConflictException(busy(ConflictPolicy.MAX_CONFLICTS),
				() -> null);
		SchedulingConflictException under = new SchedulingConflictException(busy(ConflictPolicy.MAX_CONFLICTS - 1),
				() -> null);

		assertThat(capped.getBody().getDetail()).startsWith("The event overlaps at least 1000 existing event(s).");
		assertThat(properties(capped)).containsEntry("conflict_count_capped", true);
		assertThat(under.getBody().getDetail()).startsWith("The event overlaps 999 existing event(s).");
		assertThat(properties(under)).containsEntry("conflict_count_capped", false);
	}

	@Test
	void theSuggestedStartIsFoundOnceAndOnlyWhenTheAnswerIsCompleted() {
		AtomicInteger searches = new AtomicInteger();
		SchedulingConflictException conflict = new SchedulingConflictException(busy(1), () -> {
			searches.incrementAndGet();
			return NINE.plusSeconds(3600);
		});
		assertThat(searches).hasValue(0);

		conflict.complete();
		conflict.complete();

		assertThat(searches).hasValue(1);
		assertThat(properties(conflict)).containsEntry("suggested_start", NINE.plusSeconds(3600));
	}

	@Test
	void aSeriesConflictCountsItsOccurrencesAndListsTheirFirstBusyEvents() {
		List<String> ids = IntStream.range(0, 12).mapToObj((i) -> "e" + i).toList();
		List<ConflictingOccurrence> occurrences = new ArrayList<>();
		for (int i = 0; i < 120; i++) {
			occurrences.add(new ConflictingOccurrence(NINE, NINE.plusSeconds(3600), ids));
		}
		SchedulingConflictException conflict = new SchedulingConflictException(busy(12), occurrences, 120, false);

		assertThat(conflict.getBody().getDetail()).isEqualTo(
				"120 occurrence(s) of the series overlap 12 existing event(s) within the checked year. Send \"force\": true to keep it anyway.");
		assertIsAConflict(conflict);
		assertThat((List<?>) properties(conflict).get("conflicts")).hasSize(12);
		assertThat(properties(conflict)).containsEntry("conflicting_occurrence_count", 120)
			.containsEntry("conflicting_occurrence_count_capped", false)
			.containsKey("suggested_start")
			.containsEntry("suggested_start", null);
		List<?> listed = (List<?>) properties(conflict).get("conflicting_occurrences");
		assertThat(listed).hasSize(SchedulingConflictException.MAX_LISTED);
		assertThat(((ConflictingOccurrence) listed.get(0)).conflicts())
			.hasSize(SchedulingConflictException.MAX_LISTED_PER_OCCURRENCE);
	}

	@Test
	void aSeriesCheckThatStoppedEarlySaysSoTwice() {
		SchedulingConflictException conflict = new SchedulingConflictException(busy(3),
				List.of(new ConflictingOccurrence(NINE, NINE.plusSeconds(3600), List.of("e0"))), 7, true);

		assertThat(conflict.getBody().getDetail())
			.startsWith("At least 7 occurrence(s) of the series overlap at least 3");
		assertThat(properties(conflict)).containsEntry("conflicting_occurrence_count_capped", true);
	}

}
