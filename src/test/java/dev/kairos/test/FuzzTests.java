package dev.kairos.test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

class FuzzTests {

	@Test
	void aFailureNamesTheSeedTheTryAndTheInputAndKeepsItsCause() {
		Fuzz fuzz = Fuzz.start("example", 7);
		List<String> inputs = List.of("a", "b", "c\u00e9\n\ud800", "d");
		int[] next = { 0 };
		assertThatExceptionOfType(AssertionError.class)
			.isThrownBy(() -> fuzz.check(4, (draws) -> inputs.get(next[0]++),
					(input) -> assertThat(input).as("the input").hasSize(1)))
			.withMessageContaining("example failed at try 3 of 4 with seed 7 (-Dkairos.fuzz.seed=7 replays it)")
			.withMessageContaining("input: \"c\\u00e9\\n\\ud800\"")
			.withMessageContaining("[the input]")
			.havingCause()
			.isInstanceOf(AssertionError.class);
	}

	@Test
	void anExceptionFailsTheCheckLikeAnAssertion() {
		Fuzz fuzz = Fuzz.start("example", 8);
		assertThatExceptionOfType(AssertionError.class).isThrownBy(() -> fuzz.check(10, (draws) -> "x", (input) -> {
			throw new ArrayIndexOutOfBoundsException("Index 256 out of bounds for length 256");
		}))
			.withMessageContaining("try 1 of 10 with seed 8")
			.withMessageContaining("ArrayIndexOutOfBoundsException: Index 256")
			.havingCause()
			.isInstanceOf(ArrayIndexOutOfBoundsException.class);
	}

	@Test
	void checksEveryTryWhenNoneFails() {
		List<Integer> seen = new ArrayList<>();
		assertThat(Fuzz.start("example", 9).check(1000, (draws) -> draws.nextInt(10), seen::add)).isEqualTo(1000);
		assertThat(seen).hasSize(1000);
	}

	@Test
	void theSeedPropertyReplacesTheFixedSeedWhenSet() {
		assertThat(Fuzz.seed(20261125, null)).isEqualTo(20261125);
		assertThat(Fuzz.seed(20261125, "")).isEqualTo(20261125);
		assertThat(Fuzz.seed(20261125, " -42 ")).isEqualTo(-42);
	}

	@Test
	void theSameSeedDrawsTheSameInputs() {
		Fuzz first = Fuzz.start("first", 42);
		Fuzz second = Fuzz.start("second", 42);
		for (int i = 0; i < 100; i++) {
			assertThat(second.nextLong()).isEqualTo(first.nextLong());
		}
	}

	@Test
	void drawsEveryLengthWithTheEdgesOften() {
		Fuzz fuzz = Fuzz.start("lengths", 1);
		int[] counts = new int[41];
		for (int i = 0; i < 10_000; i++) {
			counts[fuzz.length(40)]++;
		}
		for (int count : counts) {
			assertThat(count).isPositive();
		}
		// 0, 1 and the maximum: 10% each, and their share of the uniform 70%.
		assertThat(counts[0]).isBetween(900, 1300);
		assertThat(counts[1]).isBetween(900, 1300);
		assertThat(counts[40]).isBetween(900, 1300);
	}

	@Test
	void weightsPickEachCaseInProportion() {
		Fuzz fuzz = Fuzz.start("weights", 2);
		int[] counts = new int[3];
		for (int i = 0; i < 10_000; i++) {
			counts[fuzz.weighted(90, 7, 3)]++;
		}
		assertThat(counts[0]).isBetween(8800, 9200);
		assertThat(counts[1]).isBetween(550, 850);
		assertThat(counts[2]).isBetween(200, 400);
		Set<String> picked = new HashSet<>();
		for (int i = 0; i < 100; i++) {
			picked.add(fuzz.pick("a", "b", "c"));
		}
		assertThat(picked).containsExactlyInAnyOrder("a", "b", "c");
	}

}
