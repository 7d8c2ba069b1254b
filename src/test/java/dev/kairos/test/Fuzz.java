package dev.kairos.test;

import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.function.Function;

import org.jspecify.annotations.Nullable;

/**
 * Random inputs for a property from one seed, and the check of the property over a number
 * of them: plain JUnit, no property-testing library. The seed is fixed by the test (or
 * random, for the long runs of bench/) and printed; {@code -Dkairos.fuzz.seed=<seed>}
 * replaces it, to replay a failure or try another. A failure names the seed, the try and
 * the input, and keeps the property's own failure as its cause. Inputs are not shrunk:
 * generators draw edge values (empty, maximal, boundary, odd Unicode) often enough that
 * small failing inputs come early.
 */
public final class Fuzz {

	/** The system property that replaces any test's seed. */
	public static final String SEED_PROPERTY = "kairos.fuzz.seed";

	private final String name;

	private final long seed;

	private final SplittableRandom random;

	private Fuzz(String name, long seed) {
		this.name = name;
		this.seed = seed;
		this.random = new SplittableRandom(seed);
	}

	/**
	 * Inputs from {@code fixed}, or from {@code -Dkairos.fuzz.seed} when it is set.
	 * @param name what to call the run when printing its seed
	 */
	public static Fuzz seeded(String name, long fixed) {
		long seed = seed(fixed, System.getProperty(SEED_PROPERTY));
		System.out.println(name + ": seed " + seed + " (-D" + SEED_PROPERTY + "=" + seed + " replays it)");
		return start(name, seed);
	}

	/** Inputs from a random seed, or from {@code -Dkairos.fuzz.seed} when it is set. */
	public static Fuzz randomlySeeded(String name) {
		return seeded(name, new SplittableRandom().nextLong());
	}

	static long seed(long fixed, @Nullable String override) {
		return (override == null || override.isBlank()) ? fixed : Long.parseLong(override.strip());
	}

	/** Inputs from {@code seed} whatever the system property says, seed unprinted. */
	static Fuzz start(String name, long seed) {
		return new Fuzz(name, seed);
	}

	public long seed() {
		return this.seed;
	}

	/**
	 * Check {@code property} on {@code tries} inputs drawn by {@code inputs}, stopping at
	 * the first that fails it (an assertion or any exception).
	 * @return the number of inputs checked, all of them
	 * @throws AssertionError naming the seed, the try and the input
	 */
	public <T> int check(int tries, Function<Fuzz, T> inputs, Consumer<T> property) {
		for (int i = 1; i <= tries; i++) {
			T input = inputs.apply(this);
			try {
				property.accept(input);
			}
			catch (AssertionError | RuntimeException ex) {
				throw new AssertionError("%s failed at try %,d of %,d with seed %d (-D%s=%d replays it), input: %s%n%s"
					.formatted(this.name, i, tries, this.seed, SEED_PROPERTY, this.seed, describe(input), ex), ex);
			}
		}
		return tries;
	}

	/** A string as a Java literal (every character past printable ASCII escaped). */
	public static String literal(String text) {
		StringBuilder out = new StringBuilder(text.length() + 2).append('"');
		for (int i = 0; i < text.length(); i++) {
			char c = text.charAt(i);
			switch (c) {
				case '"' -> out.append("\\\"");
				case '\\' -> out.append("\\\\");
				case '\r' -> out.append("\\r");
				case '\n' -> out.append("\\n");
				case '\t' -> out.append("\\t");
				default -> {
					if (c >= ' ' && c <= '~') {
						out.append(c);
					}
					else {
						out.append(String.format("\\u%04x", (int) c));
					}
				}
			}
		}
		return out.append('"').toString();
	}

	private static String describe(@Nullable Object input) {
		return (input instanceof String text) ? literal(text) : String.valueOf(input);
	}

	// Draws --------------------------------------------------------------------

	/** An int in {@code [0, bound)}. */
	public int nextInt(int bound) {
		return this.random.nextInt(bound);
	}

	/** An int in {@code [min, max]}. */
	public int between(int min, int max) {
		return this.random.nextInt(min, max + 1);
	}

	public long nextLong() {
		return this.random.nextLong();
	}

	/** True with the chance of {@code percent} in 100. */
	public boolean percent(int percent) {
		return this.random.nextInt(100) < percent;
	}

	/** One of the values, each as likely. */
	public <T> T pick(List<T> values) {
		return values.get(this.random.nextInt(values.size()));
	}

	/** One of the values, each as likely. */
	@SafeVarargs
	public final <T> T pick(T... values) {
		return values[this.random.nextInt(values.length)];
	}

	/**
	 * The index of one of the weights, each with the chance of its weight in their sum:
	 * {@code switch (fuzz.weighted(90, 7, 3))} picks a case 90, 7 or 3 times in 100.
	 */
	public int weighted(int... weights) {
		int total = 0;
		for (int weight : weights) {
			total += weight;
		}
		int roll = this.random.nextInt(total);
		for (int i = 0; i < weights.length; i++) {
			roll -= weights[i];
			if (roll < 0) {
				return i;
			}
		}
		throw new IllegalStateException("Weights must be positive");
	}

	/**
	 * A length in {@code [0, max]}: each of 0, 1 and {@code max} one time in ten, else
	 * any as likely.
	 */
	public int length(int max) {
		return switch (weighted(10, 10, 10, 70)) {
			case 0 -> 0;
			case 1 -> Math.min(1, max);
			case 2 -> max;
			default -> between(0, max);
		};
	}

}
