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
 * The kinds of English blind set N of issue 29 found unread ("at 10h", "put X more early,
 * at 18h30", thanks that praise, the scope's words after a new time, "X, please move at
 * 2pm", a place with a dotted room number, "X on the 9th push back an hour", "X is sunday
 * 15th instead", "what are we up to", "when am I studying for X", a date closed by a dot,
 * "ok cancel it" after a question about an event, names with letters beyond English),
 * each with examples of its own, not the set's: through the rules engine on Wednesday
 * 2026-03-04 10:30 in New York over {@link Fixtures#calendar()}, and in
 * {@link World#FALL} and {@link World#SPRING} where a series or the order of a date
 * matters.
 */
class RotaVoicesTests {

	@Test
	void clocksSaidTheContinentalWay() {
		assertTimes(proposal(answer("bank appointment on march 20 at 10h")), "2026-03-20T10:00", "2026-03-20T11:00");
		assertTimes(change("put the book club more early, at 18h30", "Book club"), "2026-03-08T18:30",
				"2026-03-08T19:30");
		World world = World.SPRING;
		ProposedEvent checkup = proposal(answerIn(world, "dentist checkup on friday 16.04. at 9:00"));
		assertThat(world.local(checkup.startTime())).isEqualTo("2027-04-16T09:00");
	}

	@Test
	void changesSaidInBursts() {
		assertTimes(change("lunch with sam, please move at 2pm", "Lunch with Sam"), "2026-03-06T14:00",
				"2026-03-06T15:00");
		assertThat(change("office hours thursday is in Room 2.14", "Office hours").location()).isEqualTo("Room 2.14");
		assertTimes(change("team sync on the 9th push back an hour", "Team sync"), "2026-03-09T11:00",
				"2026-03-09T12:00");
		assertTimes(change("book club is sunday 15th instead", "Book club"), "2026-03-15T19:00", "2026-03-15T20:00");
		ProposedEvent cancel = proposal(after("when's book club", "ok cancel it"));
		assertThat(cancel.action()).isEqualTo(Action.DELETE);
		assertThat(cancel.eventId()).isEqualTo(Fixtures.id("Book club").toString());
		World world = World.FALL;
		ProposedEvent yoga = proposal(answerIn(world, "all my yoga classes are at 7pm from now on"));
		assertThat(yoga.recurrence()).isNotEmpty();
		assertThat(world.local(yoga.startTime())).endsWith("T19:00");
	}

	@Test
	void changesOpenedByFillersOrSaidTheLongWay() {
		assertTimes(change("y'all push my yoga to 7 o'clock", "Yoga"), "2026-03-12T19:00", "2026-03-12T20:00");
		assertTimes(change("ya gotta bump the team sync to tuesday same time", "Team sync"), "2026-03-10T10:00",
				"2026-03-10T11:00");
		assertTimes(change("team sync shorter by 15 min", "Team sync"), "2026-03-09T10:00", "2026-03-09T10:45");
		assertTimes(change("please change book club to more late one hour", "Book club"), "2026-03-08T20:00",
				"2026-03-08T21:00");
		// The news names the event when the change names only its kind.
		assertTimes(change("the yoga studio called, the session is now at 7pm", "Yoga"), "2026-03-12T19:00",
				"2026-03-12T20:00");
	}

	@Test
	void aStudyPlanAskedForByNameWithoutADateRunsAWeekAndSaysSo() {
		AssistantReply plan = answer("help me make a study plan for my driving theory");
		assertThat(plan.type()).isEqualTo(ReplyType.STUDY_PLAN);
		assertThat(plan.message()).contains("You didn't say when it is, so I planned the next 7 days");
	}

	@Test
	void questionsAndThanksSaidOtherwise() {
		assertThat(answer("what are we up to friday").message()).contains("Seminar");
		assertThat(answer("when am i studying for biology").message()).contains("Study: Biology final");
		AssistantReply thanks = answer("thank you dear, you have been ever so kind");
		assertThat(thanks.message()).startsWith("You're welcome");
		assertThat(proposal(answer("lunch at Café Zürich tomorrow at 1pm")).location()).isEqualTo("Café Zürich");
	}

}
