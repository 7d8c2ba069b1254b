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
 * The kinds of English blind set K of issue 29 found unread (dictation's hesitations and
 * spoken punctuation, questions asked inside "tell me", "... or am I busy", a sigh about
 * a day with "am I right", times with a dot or in four digits alone, changes said as
 * news: "needs an extra 15 minutes", "X: add 10 min", "is now in room 4", "moved to the
 * 9th", "make X go till 9"), each with examples of its own, not the set's: through the
 * rules engine on Wednesday 2026-03-04 10:30 in New York over
 * {@link Fixtures#calendar()}, and in {@link World#SPRING} (London) where the words are
 * British.
 */
class DictatedVoicesTests {

	@Test
	void hesitationsAndSpokenPunctuationAreNoPartOfTheRequest() {
		ProposedEvent yoga = proposal(answer("um add yoga tomorrow at 6:30pm period"));
		assertThat(yoga.title()).isEqualTo("Yoga");
		assertTimes(yoga, "2026-03-05T18:30", "2026-03-05T19:30");
		AssistantReply day = answer("uh what do I have on friday question mark");
		assertThat(day.type()).isEqualTo(ReplyType.CONFIRMATION);
		assertThat(day.message()).contains("Seminar");
		assertTimes(change("erm move the seminar to 10am comma please", "Seminar"), "2026-03-06T10:00",
				"2026-03-06T13:00");
		// A period of the school day is no punctuation.
		assertThat(proposal(answer("book a study session in my free period tomorrow")).title()).contains("free period");
	}

	@Test
	void aQuestionInsideTellMeIsAskedDirectly() {
		assertThat(answer("kindly tell me what time the seminar is").message()).contains("9:00 AM");
		assertThat(answer("could you tell me when my dentist appointment is").message())
			.contains("Dentist appointment");
		assertThat(answer("let me know if I'm free on thursday at 11am").message()).startsWith("Yes");
		assertThat(answer("please tell me if i have anything on friday").message()).contains("Seminar");
	}

	@Test
	void aQuestionWithItsOtherAnswerIsAQuestion() {
		assertThat(answer("can I fit a call in on thursday at 2pm or am I busy").message()).startsWith("No")
			.contains("Office hours");
		assertThat(answer("could I squeeze a coffee in friday at 4pm or is that taken").message()).startsWith("Yes");
		// Asked without its other answer, the same words ask for the event.
		assertThat(answer("squeeze in a run tomorrow at 7am").type()).isEqualTo(ReplyType.PROPOSED_EVENT);
	}

	@Test
	void aSighAboutADayIsSmallTalk() {
		assertThat(answer("fridays, am I right").proposedEvent()).isNull();
		assertThat(answer("ugh tuesdays, right?").proposedEvent()).isNull();
		// A day with a request is a request.
		assertThat(answer("fridays at 5pm yoga").type()).isEqualTo(ReplyType.PROPOSED_EVENT);
	}

	@Test
	void timesWithADotOrInFourDigitsAloneAreTimes() {
		World world = World.SPRING;
		ProposedEvent vet = proposal(
				RulesEngine.answer("vet for rex 11.40 on friday", List.of(), world.conversation()).reply());
		assertThat(world.local(vet.startTime())).isEqualTo("2027-04-02T11:40");
		// A day and month with a dot stays a date; a room and a distance are numbers.
		assertThat(world.local(
				proposal(RulesEngine.answer("party 3.4 at 8pm", List.of(), world.conversation()).reply()).startTime()))
			.isEqualTo("2027-04-03T20:00");
		assertThat(proposal(answer("move the seminar to room 2.15")).location()).isEqualTo("Room 2.15");
		assertTimes(change("office hours 1115 instead", "Office hours"), "2026-03-05T11:15", "2026-03-05T12:15");
	}

	@Test
	void changesSaidAsNewsWithoutAVerb() {
		assertTimes(change("the seminar needs an extra 20 minutes", "Seminar"), "2026-03-06T09:00", "2026-03-06T12:20");
		assertTimes(change("office hours: add 15 min", "Office hours"), "2026-03-05T14:00", "2026-03-05T15:15");
		ProposedEvent room = change("team sync is now in room 12B", "Team sync");
		assertThat(room.location()).isEqualTo("Room 12B");
		assertThat(change("book club is now at the Corner Cafe", "Book club").location()).isEqualTo("Corner Cafe");
		assertTimes(change("chemistry lab moved to the 12th, same time", "Chemistry lab"), "2026-03-12T09:00",
				"2026-03-12T10:30");
		assertTimes(change("make book club run till 9pm", "Book club"), "2026-03-08T19:00", "2026-03-08T21:00");
		assertTimes(change("have the seminar go until 1pm", "Seminar"), "2026-03-06T09:00", "2026-03-06T13:00");
		// "needs to go to 4pm" is a move, not a new end.
		assertTimes(change("lunch with sam needs to go to 2pm", "Lunch with Sam"), "2026-03-06T14:00",
				"2026-03-06T15:00");
		assertThat(change("cancel the seminar", "Seminar").action()).isEqualTo(Action.DELETE);
	}

	@Test
	void followUpsThatSayByHowMuchOrChangeTheEventAskedAbout() {
		assertTimes(proposal(after("push the seminar", "by 45 minutes")), "2026-03-06T09:45", "2026-03-06T12:45");
		ProposedEvent moved = proposal(after("when is my dentist appointment?", "can you move it to 5pm"));
		assertThat(moved.eventId()).isEqualTo(Fixtures.id("Dentist appointment").toString());
		assertTimes(moved, "2026-03-06T17:00", "2026-03-06T18:00");
		assertThat(proposal(after("when's book club", "cancel that")).action()).isEqualTo(Action.DELETE);
		// A change that names its own event is that event's, whatever "that" inside it.
		ProposedEvent own = proposal(after("when is my dentist appointment?", "cancel the seminar that starts at 9"));
		assertThat(own.eventId()).isEqualTo(Fixtures.id("Seminar").toString());
	}

	@Test
	void aThingNamedInNewsAWholeDayBlockedAndAStudyPlanByName() {
		ProposedEvent off = change("the book club thing is cancelled, remove it", "Book club");
		assertThat(off.action()).isEqualTo(Action.DELETE);
		ProposedEvent rest = proposal(answer("saturday is my rest day, block it off completely"));
		assertTimes(rest, "2026-03-07T00:00", "2026-03-08T00:00");
		assertThat(answer("build me a revision timetable for my physics final on march 27, 2 evenings a week").type())
			.isEqualTo(ReplyType.STUDY_PLAN);
		assertThat(answer("the MCAT is in 6 weeks, can you make me a study schedule").type())
			.isEqualTo(ReplyType.STUDY_PLAN);
		// A timetable of exams asked about, or a review meeting, is no study plan.
		assertThat(answer("when is the exam timetable published?").type()).isNotEqualTo(ReplyType.STUDY_PLAN);
		assertThat(answer("add performance review schedule meeting fri 3pm").type())
			.isEqualTo(ReplyType.PROPOSED_EVENT);
	}

	@Test
	void anOccurrenceNamedByAHolidayOrAShortWeekdayFirst() {
		World world = World.FALL;
		ProposedEvent skipped = proposal(
				RulesEngine.answer("skip yoga on thanksgiving", List.of(), world.conversation()).reply());
		assertThat(skipped.action()).isEqualTo(Action.DELETE);
		assertThat(skipped.eventId()).isEqualTo(world.instanceId("Yoga", "2026-11-26T18:00"));
		ProposedEvent moved = proposal(RulesEngine.answer("tue yoga -> 7pm", List.of(), world.conversation()).reply());
		assertThat(moved.eventId()).isEqualTo(world.instanceId("Yoga", "2026-11-03T18:00"));
		assertThat(world.local(moved.startTime())).isEqualTo("2026-11-03T19:00");
		// A holiday in an event's own name is part of the name.
		assertThat(
				proposal(RulesEngine.answer("move the halloween party to 9pm", List.of(), world.conversation()).reply())
					.eventId())
			.isEqualTo(Fixtures.id("Halloween party").toString());
	}

}
