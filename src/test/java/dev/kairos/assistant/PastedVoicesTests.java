package dev.kairos.assistant;

import java.util.List;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ReplyType;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.answer;
import static dev.kairos.assistant.CalendarAnswers.change;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The kinds of English blind set L of issue 29 found unread (questions in capitals, "give
 * us a rundown of", "when am I seeing X", "bin it", "take it off", "X's moved to
 * <place>", study plans for resits and board exams, Polish and Dutch), each with examples
 * of its own, not the set's: through the rules engine on Wednesday 2026-03-04 10:30 in
 * New York over {@link Fixtures#calendar()}, and in {@link World#SPRING} (London).
 */
class PastedVoicesTests {

	@Test
	void questionsSaidOtherwise() {
		assertThat(answer("WHAT IS IN MY CALENDAR FOR FRIDAY?").message()).contains("Seminar");
		assertThat(answer("what's in my diary for friday").message()).contains("Lunch with Sam");
		assertThat(answer("give me a rundown of friday").message()).contains("Dentist appointment");
		assertThat(answer("run me through monday").message()).contains("Team sync");
		assertThat(answer("when am i seeing sam").message()).contains("Lunch with Sam");
		// "give me a hand" is no question about the calendar.
		assertThat(answer("give me a hand with the seminar slides friday at 2pm").type())
			.isEqualTo(ReplyType.PROPOSED_EVENT);
	}

	@Test
	void cancelsAndPlacesSaidAsNews() {
		assertThat(change("sam can't do lunch, bin it", "Lunch with Sam").action()).isEqualTo(Action.DELETE);
		assertThat(change("can't make book club any more, take it off", "Book club").action()).isEqualTo(Action.DELETE);
		assertThat(change("book club, take it off my calendar thanks", "Book club").action()).isEqualTo(Action.DELETE);
		assertThat(change("the seminar's moved to the Hicks building", "Seminar").location())
			.isEqualTo("Hicks building");
		assertThat(change("office hours has moved to room 210", "Office hours").location()).isEqualTo("Room 210");
	}

	@Test
	void studyPlansForResitsAndBoardExams() {
		assertThat(answer("set up study sessions for my resit on march 27").type()).isEqualTo(ReplyType.STUDY_PLAN);
		assertThat(answer("organise some review time before my GMAT on april 10").type())
			.isEqualTo(ReplyType.STUDY_PLAN);
	}

	@Test
	void polishAndDutchAreRecognisedAsNotEnglish() {
		World world = World.SPRING;
		for (String message : List.of("Dodaj spotkanie z Ola jutro o 10", "przesuń spotkanie na piątek",
				"afspraak met de tandarts morgen om 10 uur", "verzet de vergadering naar vrijdag")) {
			AssistantReply reply = RulesEngine.answer(message, List.of(), world.conversation()).reply();
			assertThat(reply.message()).as(message).startsWith("Sorry, I can only read English");
		}
		// English with one such word stays English.
		assertThat(answer("om nom lunch at noon tomorrow").type()).isEqualTo(ReplyType.PROPOSED_EVENT);
	}

}
