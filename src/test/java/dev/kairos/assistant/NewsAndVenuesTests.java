package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.ReplyType;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.after;
import static dev.kairos.assistant.CalendarAnswers.answer;
import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.assertTimes;
import static dev.kairos.assistant.CalendarAnswers.change;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The kinds of English blind set M of issue 29 found unread (news of the person's day,
 * thanks with a blessing, "can you show me", where a named event is on a day, exams of
 * graduate school and the professions, a venue that "will be", a place before "now", a
 * shift without "was", a length "instead of" another, a cancel with a face and its
 * reason, "change it for", a change after a question about one day, the church's days
 * around Easter, a weekday before its date), each with examples of its own, not the
 * set's: through the rules engine on Wednesday 2026-03-04 10:30 in New York over
 * {@link Fixtures#calendar()}.
 */
class NewsAndVenuesTests {

	@Test
	void newsOfTheDayGetsAReplyNeverAnEvent() {
		for (String news : new String[] { "my landlord is bugging me again today", "we finally won the league!!",
				"the kids slept in this morning" }) {
			assertThat(answer(news).message()).as(news).startsWith("Thanks for telling me");
		}
		// A plan said as a statement is still an event.
		assertThat(answer("we are meeting at the library tomorrow at 3").type()).isEqualTo(ReplyType.PROPOSED_EVENT);
		assertThat(answer("thank you kindly, have a lovely day").message()).startsWith("You're welcome");
	}

	@Test
	void questionsAskedWithCanYouAndWhere() {
		assertThat(answer("could you show me tuesday").message()).contains("Advisor meeting");
		assertThat(answer("where's my dentist appointment on friday").message()).contains("Dentist appointment")
			.doesNotContain("Lunch with Sam");
		// "my meeting" names none: where the day's events are.
		assertThat(answer("where is my meeting on friday").message()).contains("Lunch with Sam");
	}

	@Test
	void studyPlansForGraduateAndProfessionalExams() {
		assertThat(answer("set up review sessions for my comps before march 30").type())
			.isEqualTo(ReplyType.STUDY_PLAN);
		assertThat(answer("organize prep time for the bar exam before march 28").type())
			.isEqualTo(ReplyType.STUDY_PLAN);
	}

	@Test
	void venuesLengthsAndShiftsSaidAsNews() {
		assertThat(change("book club will be in the Rose Room", "Book club").location()).isEqualTo("Rose Room");
		assertThat(change("office hours is in room 310 now", "Office hours").location()).isEqualTo("Room 310");
		assertTimes(change("book club pushed back a week", "Book club"), "2026-03-15T19:00", "2026-03-15T20:00");
		assertTimes(change("yoga 90 mins instead of 1 hour", "Yoga"), "2026-03-12T18:00", "2026-03-12T19:30");
		assertThat(change("cancel book club 🙁 the host has covid", "Book club").action()).isEqualTo(Action.DELETE);
		assertTimes(change("the lunch with sam, change it for the saturday at the same hour", "Lunch with Sam"),
				"2026-03-07T12:30", "2026-03-07T13:30");
		assertTimes(change("dentist appointment -> fri mar 13 9am", "Dentist appointment"), "2026-03-13T09:00",
				"2026-03-13T10:00");
	}

	@Test
	void aChangeAfterAQuestionAboutOneDayNamesThatDaysEvent() {
		ProposedEvent moved = proposal(after("what's on friday", "move the 3pm one to 5pm"));
		assertThat(moved.eventId()).isEqualTo(Fixtures.id("Dentist appointment").toString());
		assertTimes(moved, "2026-03-06T17:00", "2026-03-06T18:00");
	}

	@Test
	void aWeeklySeriesMovedToOtherWeekdays() {
		World world = World.FALL;
		AssistantReply reply = answerIn(world, "move all my yoga classes to mondays and wednesdays");
		ProposedEvent series = proposal(reply);
		assertThat(series.action()).isEqualTo(Action.UPDATE);
		assertThat(series.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=MO,WE");
		// Its first day moves to the first of the new days, at its time.
		assertThat(world.local(series.startTime())).isEqualTo("2026-09-02T18:00");
		assertThat(reply.message()).contains("Mondays and Wednesdays").contains("Monday, November 2");
		// A day with more said than weekdays is no new rule.
		assertThat(answerIn(world, "move all my yoga classes to monday nov 2").message()).contains("just the next one");
	}

	@Test
	void aHolidaysWeekIsTheWeekThatHoldsIt() {
		assertThat(answerIn(World.FALL, "what do i have christmas week").message())
			.contains("between Monday, December 21 and Sunday, December 27");
		// The holiday alone is still its day.
		assertThat(answerIn(World.FALL, "what do i have on christmas").message()).contains("Friday, December 25")
			.doesNotContain("between");
	}

	@Test
	void theChurchsDaysAroundEaster() {
		// Easter 2026 is April 5.
		assertTimes(proposal(answer("palm sunday brunch at 11")), "2026-03-29T11:00", "2026-03-29T12:00");
		assertTimes(proposal(answer("pentecost potluck at 1pm")), "2026-05-24T13:00", "2026-05-24T14:00");
	}

}
