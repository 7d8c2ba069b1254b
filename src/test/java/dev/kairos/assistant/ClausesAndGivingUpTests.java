package dev.kairos.assistant;

import dev.kairos.assistant.planning.Fixtures;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.answer;
import static dev.kairos.assistant.CalendarAnswers.assertTimes;
import static dev.kairos.assistant.CalendarAnswers.change;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The kinds blind set X of issue 29 left unread, with examples of their own: a courtesy
 * after the change, "only till 11 now", a place someone booked, the change in a later
 * clause after news ("the talk's off, cancel book club"; "..., no need for X. bin it"),
 * the reason after a comma, giving something up ("done with yoga for good"), "X meets
 * at", "block out" a day, Whitsun, "what's the week of X like", Welsh: through the rules
 * engine on Wednesday 2026-03-04 10:30 in New York over {@link Fixtures#calendar()}.
 */
class ClausesAndGivingUpTests {

	@Test
	void changesSaidWithCourtesiesAndWithoutVerbs() {
		assertTimes(change("chemistry lab tmrw pushed back 30 mins pls", "Chemistry lab"), "2026-03-05T09:30",
				"2026-03-05T11:00");
		assertTimes(change("seminar only till 11 now", "Seminar"), "2026-03-06T09:00", "2026-03-06T11:00");
		assertThat(change("sam booked Nopa for our lunch", "Lunch with Sam").location()).isEqualTo("Nopa");
		assertThat(change("yoga meets at the Lotus Studio", "Yoga").location()).isEqualToIgnoringCase("Lotus Studio");
	}

	@Test
	void theChangeInALaterClauseOrBeforeItsReason() {
		assertThat(
				change("knee's fine, no need for the dentist appt. bin it", "Dentist appointment").action().wireValue())
			.isEqualTo("delete");
		assertThat(change("the speaker's ill and the talk's off, cancel book club", "Book club").action().wireValue())
			.isEqualTo("delete");
		assertTimes(change("yoga is 30 min later, the studio changed it", "Yoga"), "2026-03-12T18:30",
				"2026-03-12T19:30");
		assertThat(change("done with yoga for good, get rid of all of them", "Yoga").action().wireValue())
			.isEqualTo("delete");
		// finished, not given up: nothing to delete
		assertThat(answer("done with the seminar").proposedEvent()).isNull();
	}

	@Test
	void daysAndQuestions() {
		assertTimes(proposal(answer("conference in denver, block out fri 20 march")), "2026-03-20T00:00",
				"2026-03-21T00:00");
		assertTimes(proposal(answer("whitsun picnic 1pm")), "2026-05-24T13:00", "2026-05-24T14:00");
		assertThat(answer("what's the week of 16 march like").message()).contains("Monday, March 16");
		assertThat(answer("cyfarfod yfory am 3").message()).startsWith("Sorry, I can only read English");
	}

}
