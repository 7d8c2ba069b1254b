package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A reason after a comma that leaves a change incomplete ("push tues yoga an hour,
 * working late"), "take monday's X off", "this year" after a length, and "this week" said
 * at the end of a week for the coming one: in {@link World#FALL} (Friday 2026-10-30
 * 15:40, Chicago).
 */
class ReasonsAndWeekendsTests {

	@Test
	void aReasonAfterAnIncompleteChange() {
		assertChange(answerIn(World.FALL, "push the dentist an hour, traffic is awful"), Action.UPDATE,
				"2026-11-04T15:00", "2026-11-04T16:00");
		assertChange(answerIn(World.FALL, "physics lecture only 90 min this year, new syllabus"), Action.UPDATE,
				"2026-11-02T15:00", "2026-11-02T16:30");
	}

	@Test
	void anOccurrenceTakenOff() {
		assertChange(answerIn(World.FALL, "take tuesday's yoga off, double booked"), Action.DELETE, "2026-11-03T18:00",
				"2026-11-03T19:00");
	}

	@Test
	void thisWeekSaidOnAFridayIsTheComingOne() {
		assertChange(answerIn(World.FALL, "cancel the project meeting this week, i'm off sick"), Action.DELETE,
				"2026-11-04T16:00", "2026-11-04T17:00");
	}

	@Test
	void aFortnightAndAStrikeAsAReason() {
		assertChange(answerIn(World.FALL, "push the team meeting a fortnight"), Action.UPDATE, "2026-11-19T11:00",
				"2026-11-19T12:00");
		// "strike action" is why, not "strike" (delete) "action"
		assertChange(answerIn(World.FALL, "physics lecture is cancelled, strike action"), Action.DELETE,
				"2026-11-02T15:00", "2026-11-02T16:00");
	}

	private static void assertChange(AssistantReply reply, Action action, String start, String end) {
		ProposedEvent event = proposal(reply);
		assertThat(event.action()).as(reply.message()).isEqualTo(action);
		assertThat(World.FALL.local(event.startTime())).isEqualTo(start);
		assertThat(World.FALL.local(event.endTime())).isEqualTo(end);
	}

}
