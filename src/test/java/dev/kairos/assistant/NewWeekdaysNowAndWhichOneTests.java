package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.afterIn;
import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static dev.kairos.assistant.CalendarAnswers.updateIn;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two weekdays or more said of a series with "now", "same time" or a verb of moving are
 * its new days; "the one w marco" picks among the events a change named; an amount and a
 * way after the name is a shift. In {@link World#FALL} (Friday 2026-10-30 15:40,
 * Chicago).
 */
class NewWeekdaysNowAndWhichOneTests {

	@Test
	void twoWeekdaysOrMoreWithNowAreTheSeriesNewDays() {
		ProposedEvent now = updateIn(World.FALL, "yoga is mon and fri now", "Yoga");
		assertThat(now.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=MO,FR");
		assertThat(now.eventId()).isEqualTo(Fixtures.id("Yoga").toString());
		assertThat(updateIn(World.FALL, "yoga moved to wed and sat, same time", "Yoga").recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=WE,SA");
		assertThat(updateIn(World.FALL, "yoga is mon wed and fri now", "Yoga").recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR");
		assertThat(updateIn(World.FALL, "yoga every wed and sat now", "Yoga").recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=WE,SA");
		assertThat(updateIn(World.FALL, "yoga is mon and wed now, not tues", "Yoga").recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=MO,WE");
		// two days and a time, nothing said of a change: a new repeating event
		ProposedEvent gym = proposal(answerIn(World.FALL, "gym tue and thu at 7pm"));
		assertThat(gym.action()).isEqualTo(Action.CREATE);
	}

	@Test
	void theOneWithSomeoneAndAShiftAfterTheName() {
		ProposedEvent lunch = proposal(afterIn(World.FALL, "cancel my lunch", "the one w marco"));
		assertThat(lunch.action()).isEqualTo(Action.DELETE);
		assertThat(lunch.eventId()).isEqualTo(Fixtures.id("Lunch with Marco").toString());
		ProposedEvent later = proposal(afterIn(World.FALL, "move my meeting", "team meeting, 1 hr later"));
		assertThat(later.eventId()).isEqualTo(Fixtures.id("Team meeting").toString());
		assertThat(World.FALL.local(later.startTime())).isEqualTo("2026-11-05T12:00");
		assertThat(World.FALL.local(later.endTime())).isEqualTo("2026-11-05T13:00");
		ProposedEvent earlier = proposal(afterIn(World.FALL, "move my meeting", "team meeting, 30 mins earlier"));
		assertThat(World.FALL.local(earlier.startTime())).isEqualTo("2026-11-05T10:30");
	}

	@Test
	void aNameAloneAfterAChangeProposalRetargetsIt() {
		// "cancel my meeting" proposed one meeting; the reply names another
		ProposedEvent first = proposal(answerIn(World.FALL, "cancel the lesson"));
		assertThat(first.eventId()).isEqualTo(Fixtures.id("Guitar lesson").toString());
		ProposedEvent other = proposal(afterIn(World.FALL, "cancel the lesson", "no, the dentist"));
		assertThat(other.action()).isEqualTo(Action.DELETE);
		assertThat(other.eventId()).isEqualTo(Fixtures.id("Dentist").toString());
		ProposedEvent moved = proposal(afterIn(World.FALL, "move the lesson to 5pm", "i meant the team meeting"));
		assertThat(moved.eventId()).isEqualTo(Fixtures.id("Team meeting").toString());
		assertThat(World.FALL.local(moved.startTime())).isEqualTo("2026-11-05T17:00");
		// no event of that name: read as before (a new event to schedule is asked about)
		assertThat(afterIn(World.FALL, "cancel the lesson", "pottery").proposedEvent()).isNull();
		// a new proposal's reply is no retarget
		ProposedEvent created = afterIn(World.FALL, "dinner fri 7pm", "dentist").proposedEvent();
		assertThat((created == null) ? Action.CREATE : created.action()).isEqualTo(Action.CREATE);
	}

}
