package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.answer;
import static dev.kairos.assistant.CalendarAnswers.assertTimes;
import static dev.kairos.assistant.CalendarAnswers.change;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * An event's whole name, then a new time or range and at most its day ("seminar 10-1",
 * "team sync 0930 monday"): a move of that event. The same words with more than the name,
 * "at" before the time, or a day the event is not on, ask for a new event. Through the
 * rules engine on Wednesday 2026-03-04 10:30 in New York over
 * {@link Fixtures#calendar()}.
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
		// a day the event is not on
		assertNew("office hours friday 2-3", "2026-03-06T14:00");
		// "at" before the time: a new one's time
		assertNew("team sync monday at 2pm", "2026-03-09T14:00");
		// a day and no name: what to call it is asked, nothing is moved
		assertThat(answer("thursday 3-4").proposedEvent()).isNull();
	}

	private static void assertNew(String message, String start) {
		ProposedEvent event = proposal(answer(message));
		assertThat(event.action()).as(message).isEqualTo(Action.CREATE);
		assertThat(Fixtures.local(event.startTime())).as(message).isEqualTo(start);
	}

}
