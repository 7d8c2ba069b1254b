package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.ReplyType;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static dev.kairos.assistant.CalendarAnswers.updateIn;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A one-off made to repeat ("make the dentist weekly", "X should repeat every monday"):
 * the event itself becomes a series from its own day (or the first day after it the
 * repeat names), at its time; a time said is a new repeating event; a series repeats
 * already. In {@link World#FALL} (Friday 2026-10-30 15:40, Chicago).
 */
class RepeatAnEventTests {

	@Test
	void aOneOffBecomesASeriesFromItsOwnDay() {
		ProposedEvent weekly = updateIn(World.FALL, "make the dentist weekly", "Dentist");
		assertThat(weekly.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=WE");
		assertThat(World.FALL.local(weekly.startTime())).isEqualTo("2026-11-04T14:00");
		assertThat(World.FALL.local(weekly.endTime())).isEqualTo("2026-11-04T15:00");
		ProposedEvent thing = updateIn(World.FALL, "make my team meeting a weekly thing", "Team meeting");
		assertThat(thing.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=TH");
		ProposedEvent monthly = updateIn(World.FALL, "dentist should recur monthly", "Dentist");
		assertThat(monthly.recurrence()).containsExactly("RRULE:FREQ=MONTHLY");
		ProposedEvent other = updateIn(World.FALL, "turn the 1:1 with priya into a biweekly meeting", "1:1 with Priya");
		assertThat(other.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO");
		// "every week" says how often here, not which occurrences
		assertThat(updateIn(World.FALL, "project meeting should repeat every week", "Project meeting").recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=WE");
	}

	@Test
	void theDaysSaidMoveItToTheFirstOfThemAndAnEndIsKept() {
		ProposedEvent tuesdays = updateIn(World.FALL, "make physics lecture every tuesday", "Physics lecture");
		assertThat(tuesdays.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=TU");
		assertThat(World.FALL.local(tuesdays.startTime())).isEqualTo("2026-11-03T15:00");
		ProposedEvent until = updateIn(World.FALL, "repeat the guitar lesson every monday until december",
				"Guitar lesson");
		assertThat(until.recurrence().get(0)).startsWith("RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20270101T");
		assertThat(World.FALL.local(until.startTime())).isEqualTo("2026-11-09T16:00");
	}

	@Test
	void aTimeSaysANewEventAndASeriesRepeatsAlready() {
		ProposedEvent lunch = proposal(answerIn(World.FALL, "make lunch every day at 12"));
		assertThat(lunch.action()).isEqualTo(Action.CREATE);
		assertThat(answerIn(World.FALL, "make yoga weekly").type()).isEqualTo(ReplyType.CONFIRMATION);
		assertThat(answerIn(World.FALL, "make yoga weekly").message()).contains("repeats already");
		// new days of a series are a move of the whole series
		ProposedEvent mondays = proposal(answerIn(World.FALL, "make yoga every monday"));
		assertThat(mondays.eventId()).isEqualTo(Fixtures.id("Yoga").toString());
		assertThat(mondays.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=MO");
		// "every time" is a scope: the length of every yoga class
		ProposedEvent longer = updateIn(World.FALL, "make yoga 90 min every time", "Yoga");
		assertThat(longer.recurrence()).isNotNull();
		assertThat(longer.endTime()).isEqualTo(longer.startTime().plusSeconds(5400));
	}

	@Test
	void aSeriesEndedAfterADayKeepsItsRuleUntilThen() {
		ProposedEvent yoga = updateIn(World.FALL, "stop yoga after nov 19", "Yoga");
		assertThat(yoga.eventId()).isEqualTo(Fixtures.id("Yoga").toString());
		assertThat(yoga.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20261120T055959Z");
		assertThat(World.FALL.local(yoga.startTime())).isEqualTo("2026-09-01T18:00");
		assertThat(updateIn(World.FALL, "standups end on dec 18", "Standup").recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20261219T055959Z");
		// a day that has passed: asked again, nothing proposed
		assertThat(answerIn(World.FALL, "stop yoga after 10/2/2026").type()).isEqualTo(ReplyType.CONFIRMATION);
		// a one-off has nothing after it to stop: said so, nothing proposed
		assertThat(answerIn(World.FALL, "stop the dentist after nov 19").message()).contains("happens once");
	}

}
