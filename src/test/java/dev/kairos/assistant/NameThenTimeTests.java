package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.answer;
import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.assertTimes;
import static dev.kairos.assistant.CalendarAnswers.change;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * An event's whole name, then a new time or range and at most its day ("seminar 10-1",
 * "team sync 0930 monday"): a move of that event; a one-off event's whole name with a day
 * it is not on moves it to that day. The same words with more than the name, "at" before
 * the time, or a series' name with another day, ask for a new event. Through the rules
 * engine on Wednesday 2026-03-04 10:30 in New York over {@link Fixtures#calendar()}.
 */
class NameThenTimeTests {

	@Test
	void aNameAndANewTimeMoveTheEvent() {
		assertTimes(change("seminar 10-1", "Seminar"), "2026-03-06T10:00", "2026-03-06T13:00");
		assertTimes(change("office hours 1530", "Office hours"), "2026-03-05T15:30", "2026-03-05T16:30");
		assertTimes(change("advisor meeting 4.15pm", "Advisor meeting"), "2026-03-10T16:15", "2026-03-10T17:15");
		// the event's own day said after the time, or before it
		assertTimes(change("team sync 0930-1000 monday", "Team sync"), "2026-03-09T09:30", "2026-03-09T10:00");
		assertTimes(change("chemistry lab tomorrow 11 to 12:30", "Chemistry lab"), "2026-03-05T11:00",
				"2026-03-05T12:30");
	}

	@Test
	void moreThanTheNameAtOrAnotherDayIsANewEvent() {
		// other words beside the name
		assertNew("seminar prep 2-3pm", "2026-03-04T14:00");
		// a day the event is not on, with a name said only in part
		assertNew("lunch monday 2-3", "2026-03-09T14:00");
		// a verb that adds before the name
		assertNew("schedule team sync monday at 2pm", "2026-03-09T14:00");
		// a day and no name: what to call it is asked, nothing is moved
		assertThat(answer("thursday 3-4").proposedEvent()).isNull();
	}

	@Test
	void theWholeNameOfAOneOffWithAnotherDayMovesItThere() {
		assertTimes(change("office hours friday 2-3", "Office hours"), "2026-03-06T14:00", "2026-03-06T15:00");
		// the weekday of the event's own week, as "move X to thurs 11am" reads it
		assertTimes(change("advisor meeting thurs 11am pls", "Advisor meeting"), "2026-03-12T11:00",
				"2026-03-12T12:00");
		// a series keeps its days: another day is an extra one
		ProposedEvent extra = proposal(answerIn(World.FALL, "standup saturday 10am"));
		assertThat(extra.action()).isEqualTo(Action.CREATE);
		assertThat(World.FALL.local(extra.startTime())).isEqualTo("2026-10-31T10:00");
	}

	private static void assertNew(String message, String start) {
		ProposedEvent event = proposal(answer(message));
		assertThat(event.action()).as(message).isEqualTo(Action.CREATE);
		assertThat(Fixtures.local(event.startTime())).as(message).isEqualTo(start);
	}

}
