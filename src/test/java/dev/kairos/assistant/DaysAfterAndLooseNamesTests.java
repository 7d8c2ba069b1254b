package dev.kairos.assistant;

import java.util.ArrayList;
import java.util.List;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.CalendarEvent;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
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
 * The kinds blind set AB of issue 29 and the sets before it left unread, with examples of
 * their own: a day said after a new length or place ("X is 2 hrs on monday"), a dotted
 * range, someone asking for a new time ("they want me thursday at 4 instead"), a texted
 * aside between news and the ask, a place in plain words, a name written whole for a
 * hyphenated title ("chekup"), another word for the same outing ("the show"), a day and
 * no time before "instead", a reply naming the event and its new time, and the day of the
 * month said on that day: through the rules engine on Wednesday 2026-03-04 10:30 in New
 * York over {@link Fixtures#calendar()}, or in {@link World#FALL}.
 */
class DaysAfterAndLooseNamesTests {

	@Test
	void aDaySaidAfterANewLengthOrPlaceSaysWhichDays() {
		assertTimes(change("team sync is 2 hrs on monday", "Team sync"), "2026-03-09T10:00", "2026-03-09T12:00");
		assertTimes(change("dana texted, advisor meeting is only 30 min tuesday", "Advisor meeting"),
				"2026-03-10T15:00", "2026-03-10T15:30");
		ProposedEvent moved = change("book club is in the back room on sunday", "Book club");
		assertThat(moved.location()).isEqualTo("Back room");
		assertTimes(moved, "2026-03-08T19:00", "2026-03-08T20:00");
	}

	@Test
	void aDottedRangeIsANewStartAndEnd() {
		assertTimes(change("lunch w sam is 1.15 to 2.45 now", "Lunch with Sam"), "2026-03-06T13:15",
				"2026-03-06T14:45");
	}

	@Test
	void someoneAskingForANewTime() {
		assertTimes(change("the dentist called, they want me thursday at 4 instead", "Dentist appointment"),
				"2026-03-05T16:00", "2026-03-05T17:00");
	}

	@Test
	void aTextedAsideBetweenNewsAndTheAsk() {
		ProposedEvent cancel = change("dana is sick smh cancel the project meeting", "Project meeting with Dana");
		assertThat(cancel.action()).isEqualTo(Action.DELETE);
	}

	@Test
	void aPlaceInPlainWords() {
		assertThat(change("lunch with sam at the noodle bar", "Lunch with Sam").location()).isEqualTo("Noodle bar");
		// no such event: a new one's place; a number is a time, not a place
		ProposedEvent dinner = proposalOrNull(answer("dinner with jo at the pub"));
		assertThat(dinner == null || dinner.action() == Action.CREATE).isTrue();
		assertThat(proposalOrNull(answer("lunch with sam at two")))
			.satisfiesAnyOf((event) -> assertThat(event).isNull(), (event) -> assertThat(event.location()).isNull());
	}

	@Test
	void namesWrittenLoosely() {
		List<CalendarEvent> events = new ArrayList<>(
				Fixtures.calendar().events(Fixtures.at("2026-03-01T00:00"), Fixtures.at("2026-04-01T00:00")));
		events.add(Fixtures.event("Eye check-up", "2026-03-10T09:00", "2026-03-10T09:30"));
		events.add(Fixtures.event("Theatre", "2026-03-07T19:30", "2026-03-07T22:00"));
		var conversation = Fixtures.conversation(Fixtures.calendar(events.toArray(CalendarEvent[]::new)));
		// a hyphenated name written as one word, with a letter left out
		ProposedEvent eye = proposal(RulesEngine.answer("eye chekup 30 min later", List.of(), conversation).reply());
		assertThat(eye.eventId()).isEqualTo(Fixtures.id("Eye check-up").toString());
		assertTimes(eye, "2026-03-10T09:30", "2026-03-10T10:00");
		// another word for the same outing
		ProposedEvent show = proposal(
				RulesEngine.answer("the play is at the Barbican now", List.of(), conversation).reply());
		assertThat(show.eventId()).isEqualTo(Fixtures.id("Theatre").toString());
		assertThat(show.location()).isEqualTo("Barbican");
		// "study" names the study block, not every review
		ProposedEvent study = proposal(RulesEngine.answer("delete the study block", List.of(), conversation).reply());
		assertThat(study.eventId()).isEqualTo(Fixtures.id("Study: Biology final").toString());
	}

	@Test
	void aDayWithoutATimeBeforeInstead() {
		assertTimes(change("advisor meeting on friday the 6th instead, same time", "Advisor meeting"),
				"2026-03-06T15:00", "2026-03-06T16:00");
	}

	@Test
	void aReplyNamingTheEventAndItsNewTime() {
		AssistantReply which = answer("move the meeting");
		assertThat(which.proposedEvent()).as(which.message()).isNull();
		ProposedEvent moved = proposal(after("move the meeting", "project meeting, friday 2pm"));
		assertThat(moved.eventId()).isEqualTo(Fixtures.id("Project meeting with Dana").toString());
		assertTimes(moved, "2026-03-06T14:00", "2026-03-06T15:00");
	}

	@Test
	void theDayOfTheMonthSaidOnThatDay() {
		// Friday 30 October, 15:40: today's standup is over, so "the 30th" is November's
		ProposedEvent standup = proposal(answerIn(World.FALL, "standup on the 30th 15 min later"));
		assertThat(World.FALL.local(standup.startTime())).isEqualTo("2026-11-30T09:45");
		// "tue 8th": the first 8th that is a Tuesday
		ProposedEvent yoga = proposal(answerIn(World.FALL, "yoga tue 8th to 7pm"));
		assertThat(World.FALL.local(yoga.startTime())).isEqualTo("2026-12-08T19:00");
	}

	private static ProposedEvent proposalOrNull(AssistantReply reply) {
		return reply.proposedEvent();
	}

}
