package dev.kairos.assistant;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * No message makes the rules engine throw (a 500): the first and the last one to three
 * words of every evaluation message, alone, where the readers' index arithmetic meets its
 * edges ("move it" once read past its end).
 */
class ShortMessagesTests {

	@Test
	void everyShortStartAndEndOfAMessageIsAnswered() throws Exception {
		Map<String, String> messages = new LinkedHashMap<>();
		for (Evaluation.Case c : Evaluation.all()) {
			String[] words = c.message().strip().split("\\s+");
			for (int n = 1; n <= Math.min(3, words.length); n++) {
				messages.putIfAbsent(String.join(" ", List.of(words).subList(0, n)), c.set());
				messages.putIfAbsent(String.join(" ", List.of(words).subList(words.length - n, words.length)), c.set());
			}
		}
		for (String bare : List.of("move it", "push it", "cancel it", "to", "it", "move", "at", "on", ",", "→", "x")) {
			messages.putIfAbsent(bare, "evaluation-heldout.tsv");
		}
		Map<String, String> failures = new LinkedHashMap<>();
		messages.forEach((message, set) -> {
			try {
				RulesEngine.answer(message, List.of(), Evaluation.conversation(set));
			}
			catch (RuntimeException ex) {
				failures.put(message, ex.toString());
			}
		});
		assertThat(messages).hasSizeGreaterThan(5000);
		assertThat(failures).isEmpty();
	}

}
