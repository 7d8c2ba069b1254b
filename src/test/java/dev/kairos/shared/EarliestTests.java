package dev.kairos.shared;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class EarliestTests {

	@Test
	void keepsTheFirstInOrderWhateverTheOrderTheyCome() {
		assertThat(Earliest.of(List.of(5, 1, 4, 2, 3).iterator(), Comparator.naturalOrder(), 3)).containsExactly(1, 2,
				3);
		assertThat(Earliest.of(List.of(5, 1).iterator(), Comparator.naturalOrder(), 3)).containsExactly(1, 5);
		assertThat(Earliest.of(List.of(5, 1).iterator(), Comparator.<Integer>naturalOrder().reversed(), 1))
			.containsExactly(5);
		assertThat(Earliest.of(List.of(2, 2, 1, 2).iterator(), Comparator.naturalOrder(), 2)).containsExactly(1, 2);
	}

	@Test
	void keepsNothingForALimitOfZero() {
		assertThat(Earliest.of(List.of(1).iterator(), Comparator.naturalOrder(), 0)).isEmpty();
	}

	@Test
	void agreesWithSortingOnRandomInput() {
		SplittableRandom random = new SplittableRandom(42);
		for (int round = 0; round < 200; round++) {
			List<Integer> items = new ArrayList<>();
			for (int i = random.nextInt(3000); i > 0; i--) {
				items.add(random.nextInt(500));
			}
			int limit = random.nextInt(1, 1500);
			List<Integer> sorted = items.stream().sorted().limit(limit).toList();
			assertThat(Earliest.of(items.iterator(), Comparator.naturalOrder(), limit)).as("round %d", round)
				.isEqualTo(sorted);
		}
	}

}
