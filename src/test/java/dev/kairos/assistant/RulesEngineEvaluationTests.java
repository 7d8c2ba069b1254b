package dev.kairos.assistant;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Measure the rules engine on the evaluation set (src/test/resources/assistant): the
 * share of messages whose type is right, and of those with an expected time, the share
 * whose start and end are exactly right. Prints both; fails below 95% and 90%.
 */
class RulesEngineEvaluationTests {

	static final String SET = "/assistant/evaluation.tsv";

	@Test
	void meetsTheQualityBar() throws IOException {
		List<Case> cases = load();
		Conversation conversation = Fixtures.conversation();
		int intents = 0;
		int timed = 0;
		int times = 0;
		List<String> misses = new ArrayList<>();
		for (Case c : cases) {
			RulesEngine.Answer answer = RulesEngine.answer(c.message(), List.of(), conversation);
			String type = answer.reply().type().wireValue();
			boolean typeRight = type.equals(c.type());
			if (typeRight) {
				intents++;
			}
			String start = (answer.interval() != null) ? Fixtures.local(answer.interval().start()) : "";
			String end = (answer.interval() != null) ? Fixtures.local(answer.interval().end()) : "";
			boolean timeRight = true;
			if (!c.start().isEmpty()) {
				timed++;
				timeRight = typeRight && Objects.equals(start, c.start()) && Objects.equals(end, c.end());
				if (timeRight) {
					times++;
				}
			}
			if (!typeRight || !timeRight) {
				misses.add("  " + c.message() + "\n    expected " + c.type() + " " + c.start() + " " + c.end()
						+ "\n    got      " + type + " " + start + " " + end + " | " + answer.reply().message());
			}
		}
		double intentShare = 100.0 * intents / cases.size();
		double timeShare = 100.0 * times / timed;
		System.out.printf(
				"Rules engine evaluation: %d messages; intent %d/%d = %.1f%%; exact start/end %d/%d = %.1f%%%n",
				cases.size(), intents, cases.size(), intentShare, times, timed, timeShare);
		misses.forEach(System.out::println);
		assertThat(cases).hasSizeGreaterThanOrEqualTo(200);
		assertThat(intentShare).as("intent accuracy").isGreaterThanOrEqualTo(95.0);
		assertThat(timeShare).as("exact start/end accuracy").isGreaterThanOrEqualTo(90.0);
	}

	static List<Case> load() throws IOException {
		List<Case> cases = new ArrayList<>();
		try (InputStream in = RulesEngineEvaluationTests.class.getResourceAsStream(SET);
				BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
			String line;
			while ((line = reader.readLine()) != null) {
				if (line.isBlank() || line.startsWith("#")) {
					continue;
				}
				String[] columns = line.split("\t", -1);
				cases.add(new Case(columns[0], columns[1], (columns.length > 2) ? columns[2] : "",
						(columns.length > 3) ? columns[3] : ""));
			}
		}
		return cases;
	}

	record Case(String type, String message, String start, String end) {
	}

}
