package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static dev.kairos.assistant.CalendarAnswers.updateIn;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * "call X Y instead": the shortest start of the words that names an event whole is its
 * name, the rest the new one. In {@link World#FALL} (Friday 2026-10-30 15:40, Chicago).
 */
class CallRenamesTests {

	@Test
	void theOldNameIsTheShortestStartThatNamesAnEventWhole() {
		assertThat(updateIn(World.FALL, "call the team meeting weekly sync instead", "Team meeting").title())
			.isEqualTo("weekly sync");
		assertThat(
				updateIn(World.FALL, "call lunch with marco lunch with marco and jen now", "Lunch with Marco").title())
			.isEqualTo("lunch with marco and jen");
		// a series, whole
		ProposedEvent yoga = updateIn(World.FALL, "call yoga hot yoga now", "Yoga");
		assertThat(yoga.title()).isEqualTo("hot yoga");
		assertThat(yoga.recurrence()).isNotNull();
	}

	@Test
	void aCallToMakeOrANameInQuotesIsReadAsBefore() {
		ProposedEvent call = proposal(answerIn(World.FALL, "call mum tomorrow at 5"));
		assertThat(call.action()).isEqualTo(Action.CREATE);
		assertThat(call.title()).isEqualTo("Call mum");
		assertThat(updateIn(World.FALL, "call the team meeting 'Weekly sync' instead", "Team meeting").title())
			.isEqualTo("Weekly sync");
		// no start of the words names an event: no rename
		assertThat(answerIn(World.FALL, "call the bank instead").proposedEvent()).isNull();
	}

}
