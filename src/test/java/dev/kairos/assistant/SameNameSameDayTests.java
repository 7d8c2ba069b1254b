package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A new event with the name of one it would overlap on that event's own day is a new time
 * for that event, not a second one on top of it ("dentist wed 1pm to 3pm" when the
 * dentist is on Wednesday at 2). In {@link World#FALL} (Friday 2026-10-30 15:40,
 * Chicago).
 */
class SameNameSameDayTests {

	@Test
	void theEventOfThatNameOnThatDayMoves() {
		ProposedEvent dentist = proposal(answerIn(World.FALL, "dentist wed 1pm to 3pm"));
		assertThat(dentist.action()).isEqualTo(Action.UPDATE);
		assertThat(dentist.eventId()).isEqualTo(Fixtures.id("Dentist").toString());
		assertThat(World.FALL.local(dentist.startTime())).isEqualTo("2026-11-04T13:00");
		assertThat(World.FALL.local(dentist.endTime())).isEqualTo("2026-11-04T15:00");
		// an occurrence of a series, its length kept when only a start is said
		ProposedEvent yoga = proposal(answerIn(World.FALL, "yoga tuesday at 6:30pm"));
		assertThat(yoga.action()).isEqualTo(Action.UPDATE);
		assertThat(yoga.eventId()).isEqualTo(World.FALL.instanceId("Yoga", "2026-11-03T18:00"));
		assertThat(World.FALL.local(yoga.startTime())).isEqualTo("2026-11-03T18:30");
		assertThat(World.FALL.local(yoga.endTime())).isEqualTo("2026-11-03T19:30");
		assertThat(yoga.recurrence()).isNull();
	}

	@Test
	void anotherDayMovesTheOneOffUnlessMoreIsSaidOrItIsSynced() {
		// the one event of that name to come, a one-off: moved there (since 2026-12-02)
		ProposedEvent dentist = proposal(answerIn(World.FALL, "dentist friday at 2pm"));
		assertThat(dentist.action()).isEqualTo(Action.UPDATE);
		assertThat(World.FALL.local(dentist.startTime())).isEqualTo("2026-11-06T14:00");
		// one more of it, said so
		assertThat(proposal(answerIn(World.FALL, "another yoga tuesday at 6:30pm")).action()).isEqualTo(Action.CREATE);
		assertThat(proposal(answerIn(World.FALL, "add dentist wed at 9am")).action()).isEqualTo(Action.CREATE);
		// synced from Microsoft: Kairos can't change it
		assertThat(proposal(answerIn(World.FALL, "client call friday at 9:30am")).action()).isEqualTo(Action.CREATE);
	}

}
