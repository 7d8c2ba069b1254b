package dev.kairos.assistant;

import java.util.List;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.ReplyType;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.after;
import static dev.kairos.assistant.CalendarAnswers.answer;
import static dev.kairos.assistant.CalendarAnswers.assertTimes;
import static dev.kairos.assistant.CalendarAnswers.change;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The kinds of English blind set H of issue 29 found unread (a change asked as a question
 * or named inside news, a new place put, counting from a British "a fortnight tomorrow",
 * holidays with a month in their names, runs of days joined by "and", exams by their
 * names), each with examples of its own, not the set's: through the rules engine on
 * Wednesday 2026-03-04 10:30 in New York over {@link Fixtures#calendar()}, and in
 * {@link World#SPRING} (London) where the words are British.
 */
class ChangesInContextTests {

	@Test
	void aNewEndAskedAsAQuestionKeepsTheStart() {
		assertTimes(change("could the seminar end at 11:30 instead", "Seminar"), "2026-03-06T09:00",
				"2026-03-06T11:30");
		assertTimes(change("the dentist appointment should finish by 3:30", "Dentist appointment"), "2026-03-06T15:00",
				"2026-03-06T15:30");
	}

	@Test
	void aNewStartWithAModalMovesTheEvent() {
		assertTimes(change("the book club should start at 7:30 instead", "Book club"), "2026-03-08T19:30",
				"2026-03-08T20:30");
		assertTimes(change("please make the yoga more late, at 7pm", "Yoga"), "2026-03-12T19:00", "2026-03-12T20:00");
	}

	@Test
	void anEventNamedBeforeNewsOrAPronounIsTheOneMoved() {
		assertTimes(change("dentist appointment running behind, could you make it 4:30", "Dentist appointment"),
				"2026-03-06T16:30", "2026-03-06T17:30");
		assertTimes(change("team sync can we do it tuesday at 2 instead", "Team sync"), "2026-03-10T14:00",
				"2026-03-10T15:00");
		assertTimes(change("sam can't do lunch on friday any more, how about monday", "Lunch with Sam"),
				"2026-03-09T12:30", "2026-03-09T13:30");
	}

	@Test
	void puttingAnEventInAPlaceMovesItThere() {
		ProposedEvent moved = change("put the book club in the upstairs room", "Book club");
		assertThat(moved.location()).containsIgnoringCase("upstairs room");
		assertTimes(moved, "2026-03-08T19:00", "2026-03-08T20:00");
		ProposedEvent lunch = proposal(answer("put the team lunch in room 4 tomorrow at 1"));
		assertThat(lunch.action()).isEqualTo(Action.CREATE);
		assertThat(lunch.location()).isEqualTo("Room 4");
	}

	@Test
	void theReasonAfterACancelNamesNothing() {
		ProposedEvent cancel = change("cancel all the book clubs, the group's disbanded", "Book club");
		assertThat(cancel.action()).isEqualTo(Action.DELETE);
	}

	@Test
	void aChangeVerbThatIsPartOfANewEventsNameMakesThatEvent() {
		ProposedEvent workshop = proposal(answer("change management workshop thursday 3pm"));
		assertThat(workshop.action()).isEqualTo(Action.CREATE);
		assertThat(workshop.title()).isEqualTo("Change management workshop");
		assertTimes(workshop, "2026-03-05T15:00", "2026-03-05T16:00");
	}

	@Test
	void laterWithoutAnAmountAsksHowMuchAndTheAnswerShiftsIt() {
		AssistantReply asked = answer("book club later");
		assertThat(asked.type()).isEqualTo(ReplyType.CONFIRMATION);
		assertThat(asked.message()).contains("By how much");
		ProposedEvent shifted = proposal(after("book club later", "45 min"));
		assertThat(shifted.eventId()).isEqualTo(Fixtures.id("Book club").toString());
		assertTimes(shifted, "2026-03-08T19:45", "2026-03-08T20:45");
	}

	@Test
	void startItAtAfterAMoveSetsTheMovedEventsStart() {
		ProposedEvent moved = proposal(after("move the seminar to monday", "start it at 10"));
		assertThat(moved.eventId()).isEqualTo(Fixtures.id("Seminar").toString());
		assertTimes(moved, "2026-03-09T10:00", "2026-03-09T13:00");
	}

	@Test
	void aBareRangeBeforeADateIsTheDaysHours() {
		assertTimes(proposal(answer("workshop 9-5 on the 14th")), "2026-03-14T09:00", "2026-03-14T17:00");
	}

	@Test
	void twoDaysInARowJoinedByAndAreARunOfDays() {
		AssistantReply retreat = answer("retreat sat 14 and sun 15 march, all day both days");
		assertTimes(proposal(retreat), "2026-03-14T00:00", "2026-03-16T00:00");
		assertThat(retreat.proposedEvent().title()).isEqualTo("Retreat");
		assertThat(retreat.message()).contains("Saturday, March 14 to Sunday, March 15");
	}

	@Test
	void britishCountsFromTomorrowAndTodayAndHolidaysWithAMonthInTheirNames() {
		assertTimes(proposal(answer("dinner with mum a week today at 7pm")), "2026-03-11T19:00", "2026-03-11T20:00");
		assertTimes(proposal(answer("haircut a fortnight tomorrow at 10am")), "2026-03-19T10:00", "2026-03-19T11:00");
		World world = World.SPRING;
		ProposedEvent drinks = proposal(
				RulesEngine.answer("drinks on the august bank holiday at 6pm", List.of(), world.conversation())
					.reply());
		assertThat(world.local(drinks.startTime())).isEqualTo("2027-08-30T18:00");
		assertThat(drinks.title()).isEqualTo("Drinks");
		ProposedEvent ceilidh = proposal(
				RulesEngine.answer("ceilidh at hogmanay 8pm", List.of(), world.conversation()).reply());
		assertThat(world.local(ceilidh.startTime())).isEqualTo("2027-12-31T20:00");
	}

	@Test
	void examsByTheirNamesArePlannedWithoutADate() {
		assertThat(answer("organise revision for my chemistry resit").type()).isEqualTo(ReplyType.STUDY_PLAN);
		assertThat(answer("help me plan study sessions for my a-levels").type()).isEqualTo(ReplyType.STUDY_PLAN);
	}

	@Test
	void aSighAboutADayAndOtherLanguagesAreNoEvents() {
		for (String message : List.of("ugh monday mornings", "meh, deadlines", "marcar reunião com a ana amanhã às 10",
				"appuntamento con luca domani alle 10")) {
			AssistantReply reply = answer(message);
			assertThat(reply.type()).as(message).isEqualTo(ReplyType.CONFIRMATION);
			assertThat(reply.proposedEvent()).as(message).isNull();
		}
		assertThat(answer("appuntamento con luca domani alle 10").message()).contains("English");
	}

	@Test
	void whatADayIsLikeIsAQuestionAboutIt() {
		assertThat(answer("what's the weekend like").message()).contains("Book club");
		assertThat(answer("whats my friday like").message()).contains("Lunch with Sam");
	}

	@Test
	void aShiftAskedWithDoOrSaidAsNewsMovesByTheAmount() {
		assertTimes(change("can we do the book club 15 min later", "Book club"), "2026-03-08T19:15",
				"2026-03-08T20:15");
		assertTimes(change("lunch with sam got bumped a day", "Lunch with Sam"), "2026-03-07T12:30",
				"2026-03-07T13:30");
	}

	@Test
	void newsBeforeACancelNamesTheEvent() {
		assertThat(change("sorry, dana cancelled our project meeting, please delete it", "Project meeting with Dana")
			.action()).isEqualTo(Action.DELETE);
		assertThat(change("i'm not going to yoga anymore, cancel it", "Yoga").action()).isEqualTo(Action.DELETE);
	}

	@Test
	void aPlaceSaidAsNewsOrAsTheEventsPlaceIsANewPlace() {
		assertThat(change("the seminar got moved to room 12", "Seminar").location()).isEqualToIgnoringCase("room 12");
		assertThat(change("update the venue of book club to the library", "Book club").location())
			.containsIgnoringCase("library");
	}

	@Test
	void aNewEndSaidWithExtendTillOrAfterLeavingEarly() {
		assertTimes(change("extend the seminar till 12:30", "Seminar"), "2026-03-06T09:00", "2026-03-06T12:30");
		assertTimes(change("i have to leave the chemistry lab early, make it end at 10", "Chemistry lab"),
				"2026-03-05T09:00", "2026-03-05T10:00");
	}

	@Test
	void aMisspelledWhenAndThanksInPraiseAreNoEvents() {
		assertThat(answer("wen is the book club").message()).contains("Book club");
		assertThat(answer("you're the best, thanks").message()).startsWith("You're welcome");
	}

}
