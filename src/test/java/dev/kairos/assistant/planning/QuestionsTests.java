package dev.kairos.assistant.planning;

import java.time.LocalDateTime;

import dev.kairos.assistant.language.Utterance;
import dev.kairos.assistant.language.When;
import dev.kairos.assistant.language.WhenParser;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Questions about the calendar on Wednesday 2026-03-04 10:30 in New York, over the
 * calendar of {@link Fixtures#calendar()} unless a test says otherwise.
 */
class QuestionsTests {

	private static When when(Utterance utterance, Conversation conversation) {
		return WhenParser.parse(utterance, LocalDateTime.ofInstant(conversation.now(), Fixtures.ZONE),
				conversation.preferences().weekStart(), conversation.preferences().dateOrder());
	}

	private static String freeCheck(String message) {
		Conversation conversation = Fixtures.conversation(Fixtures.calendar());
		Utterance utterance = Utterance.read(message);
		return new Questions(conversation).freeCheck(utterance, when(utterance, conversation)).reply().message();
	}

	@Test
	void aTimeOfTheDayNamedThatHasPassedIsNotCheckedOnTheNextDay() {
		assertThat(freeCheck("am I free at 9am today?"))
			.isEqualTo("That time has already passed. Which time should I check?");
		assertThat(freeCheck("am I free tomorrow at 9?")).isEqualTo(
				"No, tomorrow (Thursday, March 5), 9:00 AM–10:00 AM overlaps \"Chemistry lab\" (tomorrow (Thursday, "
						+ "March 5), 9:00 AM–10:30 AM).");
	}

}
