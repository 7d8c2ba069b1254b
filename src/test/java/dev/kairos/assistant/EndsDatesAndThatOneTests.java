package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.afterIn;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Follow-ups: a new end for the last proposal ("till 11"), a numeric date and time after
 * "When should X be instead?", a bare length after "push X" (by that much), and "that
 * one" after "when is X" (the occurrence the answer named). In {@link World#SPRING}
 * (Sunday 2027-03-28 21:10, London, dates day first).
 */
class EndsDatesAndThatOneTests {

	@Test
	void aNewEndKeepsTheStart() {
		assertTimes(afterIn(World.SPRING, "gig thurs 7pm", "til 10"), "2027-04-01T19:00", "2027-04-01T22:00");
		assertTimes(afterIn(World.SPRING, "gig thurs 7pm", "make it go until 11.30pm"), "2027-04-01T19:00",
				"2027-04-01T23:30");
		// past midnight, within half a day
		assertTimes(afterIn(World.SPRING, "gig thurs 9pm", "ends at 1am"), "2027-04-01T21:00", "2027-04-02T01:00");
		assertTimes(afterIn(World.SPRING, "brunch sat 10am", "till 1"), "2027-04-03T10:00", "2027-04-03T13:00");
	}

	@Test
	void aNumericDateAfterWhenShouldItBe() {
		ProposedEvent moved = proposal(afterIn(World.SPRING, "move the physio appointment", "thu 8/4 9am"));
		assertThat(moved.eventId()).isEqualTo(Fixtures.id("Physio appointment").toString());
		assertThat(World.SPRING.local(moved.startTime())).isEqualTo("2027-04-08T09:00");
		assertThat(World.SPRING.local(moved.endTime())).isEqualTo("2027-04-08T10:00");
	}

	@Test
	void aBareLengthAfterPushIsByThatMuch() {
		assertTimes(afterIn(World.SPRING, "push coffee with tom", "20 mins"), "2027-04-02T12:20", "2027-04-02T13:20");
		assertTimes(afterIn(World.SPRING, "delay the theatre", "half an hour"), "2027-04-03T20:00", "2027-04-03T22:30");
	}

	@Test
	void thatOneAfterWhenIsIsTheOccurrenceNamed() {
		ProposedEvent skipped = proposal(afterIn(World.SPRING, "when's running club", "skip that one pls"));
		assertThat(skipped.action()).isEqualTo(Action.DELETE);
		assertThat(skipped.eventId()).isEqualTo(World.SPRING.instanceId("Running club", "2027-03-31T07:00"));
	}

	private static void assertTimes(AssistantReply reply, String start, String end) {
		ProposedEvent event = proposal(reply);
		assertThat(World.SPRING.local(event.startTime())).as(reply.message()).isEqualTo(start);
		assertThat(World.SPRING.local(event.endTime())).as(reply.message()).isEqualTo(end);
	}

}
