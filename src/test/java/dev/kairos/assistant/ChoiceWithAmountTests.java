package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.afterIn;
import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A change of a series that said no amount ("make yoga shorter", "extend standup", "push
 * yoga back") asks which one; the reply may say the occurrence and the amount together. A
 * length alone is the new length unless it goes against "longer" or "shorter" (then it is
 * by how much). In {@link World#FALL} (Friday 2026-10-30 15:40, Chicago).
 */
class ChoiceWithAmountTests {

	@Test
	void theOccurrenceAndTheAmountTogether() {
		assertChange(afterIn(World.FALL, "make yoga shorter", "tuesday's, make it 45 min"), "2026-11-03T18:00",
				"2026-11-03T18:45");
		assertChange(afterIn(World.FALL, "extend standup", "just wednesday, by 10 min"), "2026-11-04T09:30",
				"2026-11-04T09:55");
		assertChange(afterIn(World.FALL, "push yoga back", "the 10th, 30 min"), "2026-11-10T18:30", "2026-11-10T19:30");
		// the amount first
		assertChange(afterIn(World.FALL, "extend standup", "20 min, only friday's"), "2026-11-06T09:30",
				"2026-11-06T09:50");
	}

	@Test
	void aLengthAgainstTheDirectionIsByHowMuch() {
		// an hour's yoga "longer", 20 min: 20 minutes more, not 20 minutes long
		assertChange(afterIn(World.FALL, "make yoga longer", "thursday's, 20 min"), "2026-11-05T18:00",
				"2026-11-05T19:20");
		// a 15 minutes' standup "shorter", 10 min: 10 minutes long
		assertChange(afterIn(World.FALL, "shorten standup", "monday's, 10 min"), "2026-11-02T09:30",
				"2026-11-02T09:40");
	}

	@Test
	void aLengthSaidWholeIsThatLongWhicheverWayItGoes() {
		assertChange(afterIn(World.FALL, "shorten yoga", "thursday's, make it 75 min"), "2026-11-05T18:00",
				"2026-11-05T19:15");
	}

	@Test
	void anAmountAloneAfterAQuestionAboutAnEvent() {
		assertChange(afterIn(World.FALL, "when is the project meeting", "an hour later"), "2026-11-04T17:00",
				"2026-11-04T18:00");
		assertChange(afterIn(World.FALL, "when's physics", "that, 15 min longer"), "2026-11-02T15:00",
				"2026-11-02T16:15");
	}

	@Test
	void aBareNumberAfterBackIsMinutes() {
		assertChange(answerIn(World.FALL, "push the dentist back 45"), "2026-11-04T14:45", "2026-11-04T15:45");
	}

	private static void assertChange(AssistantReply reply, String start, String end) {
		ProposedEvent event = proposal(reply);
		assertThat(event.action()).as(reply.message()).isEqualTo(Action.UPDATE);
		assertThat(World.FALL.local(event.startTime())).isEqualTo(start);
		assertThat(World.FALL.local(event.endTime())).isEqualTo(end);
	}

}
