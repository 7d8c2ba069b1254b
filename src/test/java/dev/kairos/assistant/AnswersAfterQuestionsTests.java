package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.afterIn;
import static dev.kairos.assistant.CalendarAnswers.afterTextIn;
import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Replies to the assistant's questions: another event named when asked which (with its
 * new time), a place after "Where should X be?", a name after "What should I put on your
 * calendar?", "make it 9pm" after a day's listing of one event, "start at 11:30 not 11"
 * after a proposal. In {@link World#FALL} (Friday 2026-10-30 15:40, Chicago) and
 * {@link World#SPRING} (Sunday 2027-03-28 21:10, London).
 */
class AnswersAfterQuestionsTests {

	@Test
	void anotherEventNamedWhenAskedWhichTakesTheChange() {
		// "my meeting" offered the project and the team meeting; the reply names the 1:1
		ProposedEvent priya = proposal(afterIn(World.FALL, "reschedule my meeting", "the 1:1 w priya, tues at 10"));
		assertThat(priya.eventId()).isEqualTo(Fixtures.id("1:1 with Priya").toString());
		assertThat(World.FALL.local(priya.startTime())).isEqualTo("2026-11-03T10:00");
		ProposedEvent team = proposal(afterIn(World.FALL, "move my meeting", "team meeting on friday at 2"));
		assertThat(team.eventId()).isEqualTo(Fixtures.id("Team meeting").toString());
		assertThat(World.FALL.local(team.startTime())).isEqualTo("2026-11-06T14:00");
		// the change asked about had its time: the other event gets it
		ProposedEvent supervision = proposal(afterIn(World.SPRING, "shift my meeting to 4pm", "the supervision"));
		assertThat(supervision.eventId()).isEqualTo(Fixtures.id("Supervision with Dr Okafor").toString());
		assertThat(World.SPRING.local(supervision.startTime())).isEqualTo("2027-03-29T16:00");
		// a time alone chooses no other event
		assertThat(afterIn(World.FALL, "reschedule my meeting", "at 2pm").proposedEvent()).isNull();
		assertThat(afterIn(World.FALL, "cancel my meeting", "3pm").proposedEvent()).isNull();
	}

	@Test
	void wherePlaceIsAskedAndAnswered() {
		assertThat(answerIn(World.SPRING, "change where the physio is").message())
			.isEqualTo("Where should \"Physio appointment\" be instead?");
		ProposedEvent physio = proposal(afterIn(World.SPRING, "change where the physio is", "the annex on mill road"));
		assertThat(physio.action()).isEqualTo(Action.UPDATE);
		assertThat(physio.location()).isEqualTo("Annex on mill road");
		assertThat(proposal(afterIn(World.SPRING, "update the location of physio", "at the Camden clinic")).location())
			.isEqualTo("Camden clinic");
		assertThat(proposal(answerIn(World.SPRING, "change where the physio is to room 4")).location())
			.isEqualTo("Room 4");
		assertThat(proposal(answerIn(World.FALL, "project meeting moving to zoom")).location()).isEqualTo("Zoom");
	}

	@Test
	void aNameAfterATimeWithoutOne() {
		assertThat(answerIn(World.SPRING, "every tue thu at 6pm").proposedEvent()).isNull();
		for (String named : new String[] { "call it evening swim", "evening swim", "its a evening swim" }) {
			ProposedEvent swim = proposal(afterIn(World.SPRING, "every tue thu at 6pm", named));
			assertThat(swim.title()).as(named).isEqualTo("Evening swim");
			assertThat(swim.recurrence()).as(named).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=TU,TH");
			assertThat(World.SPRING.local(swim.startTime())).as(named).isEqualTo("2027-03-30T18:00");
		}
		// "no" and "cancel" name nothing: nothing is deleted
		for (String reply : new String[] { "no", "cancel", "nvm" }) {
			ProposedEvent none = afterIn(World.SPRING, "every mon wed fri at 7am", reply).proposedEvent();
			assertThat((none == null) ? null : none.action()).as(reply).isNotEqualTo(Action.DELETE);
		}
		// a reply with a time of its own is a request of its own
		ProposedEvent dinner = proposal(afterIn(World.SPRING, "every tue thu at 6pm", "dinner tomorrow at 8pm"));
		assertThat(dinner.recurrence()).isNull();
		assertThat(World.SPRING.local(dinner.startTime())).isEqualTo("2027-03-29T20:00");
	}

	@Test
	void itAfterADayOfOneEventIsThatEvent() {
		ProposedEvent theatre = proposal(afterTextIn(World.SPRING, "anything on sat night?", "make it 9pm"));
		assertThat(theatre.eventId()).isEqualTo(Fixtures.id("Theatre").toString());
		assertThat(World.SPRING.local(theatre.startTime())).isEqualTo("2027-04-03T21:00");
		// two events that day: which is not guessed
		assertThat(afterTextIn(World.FALL, "whats on monday", "make it 9pm").proposedEvent()).isNull();
		// "again" is no word of the name asked about
		ProposedEvent physio = proposal(afterTextIn(World.SPRING, "when's my physio again", "push it back an hour"));
		assertThat(World.SPRING.local(physio.startTime())).isEqualTo("2027-03-31T16:00");
	}

	@Test
	void startAtANewTimeNotTheOld() {
		ProposedEvent brunch = proposal(afterIn(World.SPRING, "brunch w sam sat 11am", "start at 1130 not 11"));
		assertThat(brunch.title()).isEqualTo("Brunch with Sam");
		assertThat(World.SPRING.local(brunch.startTime())).isEqualTo("2027-04-03T11:30");
	}

}
