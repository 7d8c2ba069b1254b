package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.ReplyType;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.answer;
import static dev.kairos.assistant.CalendarAnswers.assertTimes;
import static dev.kairos.assistant.CalendarAnswers.change;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Requests written as a form's fields, venting with a time or the weather, a place's
 * hours told as news, "please tell me my schedule", "12nn", a cancel "for" the day off,
 * and "only. Do not remove the others": kinds left after blind set O of issue 29, with
 * examples of their own, through the rules engine on Wednesday 2026-03-04 10:30 in New
 * York over {@link Fixtures#calendar()}.
 */
class FormsAndVentingTests {

	@Test
	void aRequestWrittenAsAFormsFields() {
		ProposedEvent event = proposal(
				answer("New event please. Title: Piano recital. Date: March 14, 2026. Time: 4:00 PM to 5:30 PM."));
		assertThat(event.title()).isEqualTo("Piano recital");
		assertTimes(event, "2026-03-14T16:00", "2026-03-14T17:30");
		ProposedEvent lunch = proposal(answer("event: team lunch; when: saturday 1pm; where: Bella Italia"));
		assertThat(lunch.title()).isEqualTo("Team lunch");
		assertThat(lunch.location()).isEqualTo("Bella Italia");
	}

	@Test
	void ventingWithATimeOrTheWeatherIsNoEvent() {
		for (String news : new String[] { "the baby woke up at 4am again", "train was delayed at 8 again, ugh",
				"freezing out this morning", "the pharmacy is closed on sundays fyi" }) {
			assertThat(answer(news).message()).as(news).startsWith("Thanks for telling me");
		}
		// A plan with "again" in it is still a plan.
		assertThat(answer("gym again tomorrow at 7am").type()).isEqualTo(ReplyType.PROPOSED_EVENT);
	}

	@Test
	void questionsAndClockWordsOfOtherEnglishes() {
		assertThat(answer("please tell me my schedule of friday").message()).contains("Dentist appointment");
		assertTimes(proposal(answer("ninong's blessing saturday at 12nn")), "2026-03-07T12:00", "2026-03-07T13:00");
	}

	@Test
	void aCancelForTheDayOffAndOnlyThatOne() {
		assertThat(change("book club on sunday is cancelled for mother's day", "Book club").action())
			.isEqualTo(Action.DELETE);
		ProposedEvent seminar = change(
				"Delete the Seminar event on Friday, March 6, 2026 only. Do not delete the " + "other Seminar events.",
				"Seminar");
		assertThat(seminar.action()).isEqualTo(Action.DELETE);
	}

}
