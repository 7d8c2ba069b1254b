package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ReplyType;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.answer;
import static dev.kairos.assistant.CalendarAnswers.assertTimes;
import static dev.kairos.assistant.CalendarAnswers.change;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Changes whose event is named among other words (news first, then "extend it", "cancel
 * it", "make it end at"; someone who "wants to do" it; "X moves to"), and new times said
 * as a range of bare hours ("now runs 2 to 4", "to 6 to 8"): the kinds left after blind
 * set O of issue 29, with examples of their own, through the rules engine on Wednesday
 * 2026-03-04 10:30 in New York over {@link Fixtures#calendar()}.
 */
class EventsNamedInClausesTests {

	@Test
	void theEventNamedInTheClauseBeforeAPronounCommand() {
		assertTimes(change("chemistry lab never finishes on time, extend it by 20 minutes", "Chemistry lab"),
				"2026-03-05T09:00", "2026-03-05T10:50");
		assertTimes(change("the seminar always overruns, make it end at 12:30", "Seminar"), "2026-03-06T09:00",
				"2026-03-06T12:30");
		assertThat(change("honestly book club can go now, cancel it", "Book club").action()).isEqualTo(Action.DELETE);
		assertTimes(change("long week and i won't make yoga at 6, could you push it back an hour", "Yoga"),
				"2026-03-12T19:00", "2026-03-12T20:00");
		// A command without its amount leaves the amount to the news before it.
		assertTimes(change("the dentist says they need another 30 min so make it longer", "Dentist appointment"),
				"2026-03-06T15:00", "2026-03-06T16:30");
	}

	@Test
	void theEventNamedAmongTheWordsOfNews() {
		assertTimes(change("sam wants to do lunch saturday instead", "Lunch with Sam"), "2026-03-07T12:30",
				"2026-03-07T13:30");
		assertTimes(change("yoga moves to 7pm", "Yoga"), "2026-03-12T19:00", "2026-03-12T20:00");
		// A new event that shares a word with an event's name is still new.
		assertThat(proposal(answer("team dinner two fridays from now at 7pm")).action()).isEqualTo(Action.CREATE);
		// A mail about a change is a mail.
		assertThat(answer("email dana asking to push our project meeting to friday").type())
			.isEqualTo(ReplyType.EMAIL_DRAFT);
	}

	@Test
	void aRangeOfBareHoursIsTheNewTime() {
		assertTimes(change("office hours now runs 2 to 4", "Office hours"), "2026-03-05T14:00", "2026-03-05T16:00");
		assertTimes(change("move yoga to 6 to 8", "Yoga"), "2026-03-12T18:00", "2026-03-12T20:00");
		assertTimes(change("advisor meeting is now 3-5", "Advisor meeting"), "2026-03-10T15:00", "2026-03-10T17:00");
	}

}
