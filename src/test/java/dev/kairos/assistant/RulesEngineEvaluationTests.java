package dev.kairos.assistant;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;

import dev.kairos.assistant.Evaluation.Case;
import dev.kairos.assistant.Evaluation.Outcome;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Measure the rules engine on the evaluation sets (src/test/resources/assistant): per set
 * and category, the share of right intents, of right date/time readings and of right
 * details. Prints the figures and every miss. Fails on any regression: every message that
 * is read right today must stay right, so the known misses are listed in
 * {@code evaluation-misses.tsv}, and a message that is fixed must leave that list too.
 */
class RulesEngineEvaluationTests {

	static final String MISSES = "/assistant/evaluation-misses.tsv";

	@Test
	void noMessageThatIsReadRightRegresses() throws IOException {
		List<Outcome> outcomes = new ArrayList<>();
		for (Case c : Evaluation.all()) {
			outcomes.add(Evaluation.score(c, Evaluation.conversation(c.set())));
		}
		System.out.println(report(outcomes));
		TreeSet<String> misses = new TreeSet<>();
		for (Outcome outcome : outcomes) {
			if (!outcome.intent()) {
				misses.add("intent\t" + outcome.c().key());
			}
			if (Boolean.FALSE.equals(outcome.time())) {
				misses.add("time\t" + outcome.c().key());
			}
			if (Boolean.FALSE.equals(outcome.details())) {
				misses.add("details\t" + outcome.c().key());
			}
		}
		System.out.println("Current misses (the lines of " + MISSES + "):");
		misses.forEach((miss) -> System.out.println("MISSES\t" + miss));
		TreeSet<String> known = knownMisses();
		TreeSet<String> regressed = new TreeSet<>(misses);
		regressed.removeAll(known);
		TreeSet<String> fixed = new TreeSet<>(known);
		fixed.removeAll(misses);
		assertThat(regressed).as("messages read right before and wrong now").isEmpty();
		assertThat(fixed).as("messages read right now: remove them from " + MISSES).isEmpty();
		assertThat(outcomes).hasSizeGreaterThan(500);
	}

	static TreeSet<String> knownMisses() throws IOException {
		TreeSet<String> known = new TreeSet<>();
		try (InputStream in = RulesEngineEvaluationTests.class.getResourceAsStream(MISSES);
				BufferedReader reader = new BufferedReader(
						new InputStreamReader(Objects.requireNonNull(in), StandardCharsets.UTF_8))) {
			String line;
			while ((line = reader.readLine()) != null) {
				if (!line.isBlank() && !line.startsWith("#")) {
					known.add(line);
				}
			}
		}
		return known;
	}

	/** The figures per set and category, then every miss with what the engine said. */
	static String report(List<Outcome> outcomes) {
		Map<String, int[]> rows = new LinkedHashMap<>();
		for (Outcome outcome : outcomes) {
			for (String key : List.of(outcome.c().set() + " (all)", outcome.c().set() + " " + outcome.c().category())) {
				int[] row = rows.computeIfAbsent(key, (k) -> new int[6]);
				row[0]++;
				row[1] += outcome.intent() ? 1 : 0;
				if (outcome.time() != null) {
					row[2]++;
					row[3] += outcome.time() ? 1 : 0;
				}
				if (outcome.details() != null) {
					row[4]++;
					row[5] += outcome.details() ? 1 : 0;
				}
			}
		}
		StringBuilder text = new StringBuilder("Rules engine evaluation\n");
		text.append(String.format("%-38s %16s %16s %16s%n", "set and category", "intent", "date/time", "details"));
		rows.forEach((key, row) -> text.append(String.format("%-38s %16s %16s %16s%n", key, share(row[1], row[0]),
				share(row[3], row[2]), share(row[5], row[4]))));
		for (Outcome outcome : outcomes) {
			if (!outcome.right()) {
				Case c = outcome.c();
				text.append("  MISS ")
					.append(c.key().replace('\t', ' '))
					.append("\n    expected ")
					.append(c.type())
					.append(' ')
					.append(c.start())
					.append(' ')
					.append(c.end())
					.append(' ')
					.append(c.extras())
					.append("\n    got      ")
					.append(outcome.got())
					.append('\n');
			}
		}
		return text.toString();
	}

	private static String share(int right, int all) {
		return (all == 0) ? "-" : String.format("%d/%d %5.1f%%", right, all, 100.0 * right / all);
	}

}
