package dev.kairos.assistant;

import java.util.List;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.ReplyType;
import dev.kairos.assistant.planning.Turn;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.after;
import static dev.kairos.assistant.CalendarAnswers.afterText;
import static dev.kairos.assistant.CalendarAnswers.answer;
import static dev.kairos.assistant.CalendarAnswers.assertTimes;
import static dev.kairos.assistant.CalendarAnswers.change;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The kinds of English blind set J of issue 29 found unread (requests wrapped in a
 * letter's courtesies, news after a cancel, "put X back a week", "the X series", "not
 * half 7", a question about one day's event, the answer to "when should X be instead?"
 * from a client that keeps only text, a run of bare ordinals, "the whole bank holiday"),
 * each with examples of its own, not the set's: through the rules engine on Wednesday
 * 2026-03-04 10:30 in New York over {@link Fixtures#calendar()}, and in
 * {@link World#SPRING} (London) where the words are British.
 */
class PoliteVoicesTests {

	@Test
	void aLettersGreetingFrameAndClosingAreNoPartOfTheRequest() {
		assertTimes(change("Good afternoon! Could you kindly move the seminar to 10am? Many thanks, Priya", "Seminar"),
				"2026-03-06T10:00", "2026-03-06T13:00");
		ProposedEvent cancel = change("Dear Kairos, I'm afraid I shall need to cancel my dentist appointment on "
				+ "Friday, if it's not too much bother. Yours sincerely, Harold", "Dentist appointment");
		assertThat(cancel.action()).isEqualTo(Action.DELETE);
		// "Good morning" is a greeting, not the morning: the whole of Thursday is asked.
		AssistantReply agenda = answer("Good morning. Would you be so kind as to tell me what I have on Thursday?");
		assertThat(agenda.type()).isEqualTo(ReplyType.CONFIRMATION);
		assertThat(agenda.message()).contains("Chemistry lab").contains("Office hours");
		// "Thank you." closes a request: no e-mail to write.
		ProposedEvent coffee = proposal(answer("Please add coffee with Lee on Monday at 3pm. Thank you."));
		assertTimes(coffee, "2026-03-09T15:00", "2026-03-09T16:00");
		assertThat(coffee.title()).isEqualTo("Coffee with Lee");
		assertTimes(change("Howzit, can you move team sync to 2pm", "Team sync"), "2026-03-09T14:00",
				"2026-03-09T15:00");
		assertThat(change("ya can drop the dentist appointment", "Dentist appointment").action())
			.isEqualTo(Action.DELETE);
		assertTimes(change("help me change office hours to 4pm", "Office hours"), "2026-03-05T16:00",
				"2026-03-05T17:00");
	}

	@Test
	void courtesyAloneOrInsideWordsIsKept() {
		assertThat(answer("thank you!").message()).startsWith("You're welcome");
		assertThat(answer("good evening").message()).startsWith("Hi!");
		// "thanksgiving", "talk" and "Costa" are no closings.
		assertThat(proposal(answer("thanksgiving dinner at 6pm tomorrow")).title()).isEqualTo("Thanksgiving dinner");
		assertThat(proposal(answer("coffee at Costa tomorrow at 9")).location()).isEqualTo("Costa");
		// In a message about mail the closing may be what to write.
		assertThat(answer("email dana@example.com that the report is late, thanks a lot").type())
			.isEqualTo(ReplyType.EMAIL_DRAFT);
		// Help with a study plan is a study plan.
		assertThat(answer("help me revise for the chemistry exam on march 20").type()).isEqualTo(ReplyType.STUDY_PLAN);
	}

	@Test
	void aCancelWithItsNewsAfterOrBeforeCancelsTheEventNamed() {
		assertThat(change("cancel book club, the host is away", "Book club").action()).isEqualTo(Action.DELETE);
		assertThat(change("cancel book club because the host was ill", "Book club").action()).isEqualTo(Action.DELETE);
		assertThat(change("I've stopped going to yoga, delete it from my calendar", "Yoga").action())
			.isEqualTo(Action.DELETE);
		World world = World.SPRING;
		ProposedEvent series = proposal(
				RulesEngine.answer("remove the running club series", List.of(), world.conversation()).reply());
		assertThat(series.action()).isEqualTo(Action.DELETE);
		assertThat(series.eventId()).isEqualTo(Fixtures.id("Running club").toString());
	}

	@Test
	void shiftsSaidWithPutAfterOrNotKeepTheRest() {
		assertTimes(change("put the dentist appointment back a week", "Dentist appointment"), "2026-03-13T15:00",
				"2026-03-13T16:00");
		assertTimes(change("postpone the advisor meeting to after two days", "Advisor meeting"), "2026-03-12T15:00",
				"2026-03-12T16:00");
		assertTimes(change("team sync is at 11 now, not 10", "Team sync"), "2026-03-09T11:00", "2026-03-09T12:00");
		assertTimes(change("the dentist appointment is now 4pm on the same day", "Dentist appointment"),
				"2026-03-06T16:00", "2026-03-06T17:00");
		// Two ordinals after a change's verb are its old and new day, not a run of days.
		assertTimes(change("move the yoga from the 12th to the 13th", "Yoga"), "2026-03-13T18:00", "2026-03-13T19:00");
	}

	@Test
	void aQuestionAboutOneDaysEventAnswersThatDaysOccurrence() {
		AssistantReply reply = answer("what time is the seminar on friday");
		assertThat(reply.type()).isEqualTo(ReplyType.CONFIRMATION);
		assertThat(reply.message()).contains("Seminar").contains("9:00 AM");
		// Asked about the day it has already begun on, it is still that day's.
		assertThat(answer("what time is my algorithms lecture today").message()).contains("1:00 PM");
		assertThat(answer("wots on friday").message()).contains("Seminar").contains("Lunch with Sam");
	}

	@Test
	void anAnswerToWhenFromAClientThatKeepsOnlyTextCompletesTheChange() {
		assertThat(answer("move the office hours").type()).isEqualTo(ReplyType.CONFIRMATION);
		ProposedEvent moved = proposal(afterText("move the office hours", "to 4pm"));
		assertThat(moved.eventId()).isEqualTo(Fixtures.id("Office hours").toString());
		assertTimes(moved, "2026-03-05T16:00", "2026-03-05T17:00");

		World world = World.SPRING;
		String cancel = "cancel the lab meeting";
		AssistantReply which = RulesEngine.answer(cancel, List.of(), world.conversation()).reply();
		List<Turn> history = List.of(new Turn(true, cancel, null),
				new Turn(false, which.message(), which.proposedEvent(), which.pending()));
		ProposedEvent one = proposal(
				RulesEngine.answer("just the one on the 12th", history, world.conversation()).reply());
		assertThat(one.action()).isEqualTo(Action.DELETE);
		assertThat(one.eventId()).isEqualTo(world.instanceId("Lab meeting", "2027-04-12T11:00"));
	}

	@Test
	void anEarlierTurnReadAgainIsReadWithoutItsCourtesies() {
		String letter = "Dear Kairos, could you please move the office hours? Many thanks, Priya";
		assertThat(answer(letter).type()).isEqualTo(ReplyType.CONFIRMATION);
		// A client that keeps only the text of the turns: the letter is read again.
		ProposedEvent moved = proposal(afterText(letter, "to 4pm"));
		assertThat(moved.eventId()).isEqualTo(Fixtures.id("Office hours").toString());
		assertTimes(moved, "2026-03-05T16:00", "2026-03-05T17:00");
		// A client that sends the question back: its request is the letter too.
		assertTimes(proposal(after(letter, "to 4pm")), "2026-03-05T16:00", "2026-03-05T17:00");
	}

	@Test
	void wholeDaysSaidAsARunOfOrdinalsOrAWholeHoliday() {
		ProposedEvent leave = proposal(answer("conference leave from the 16th to the 18th"));
		assertTimes(leave, "2026-03-16T00:00", "2026-03-19T00:00");
		World world = World.SPRING;
		ProposedEvent hike = proposal(
				RulesEngine.answer("block the whole spring bank holiday for a hike", List.of(), world.conversation())
					.reply());
		assertThat(world.local(hike.startTime())).isEqualTo("2027-05-31T00:00");
		assertThat(world.local(hike.endTime())).isEqualTo("2027-06-01T00:00");
		ProposedEvent parade = proposal(answer("paddy's day parade at 11am"));
		assertTimes(parade, "2026-03-17T11:00", "2026-03-17T12:00");
	}

}
