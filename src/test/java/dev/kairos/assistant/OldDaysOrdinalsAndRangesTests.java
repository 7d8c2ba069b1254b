package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * An ordinal right after a series' name names that day's occurrence ("yoga 5th 30 min
 * later"); the old day after "instead of" makes the day before it the new one ("dentist
 * thurs 3pm instead of wed"); a repeat "from D1 to D2" ends on D2; a cancel with "shes
 * ill" after it. In {@link World#FALL} (Friday 2026-10-30 15:40, Chicago).
 */
class OldDaysOrdinalsAndRangesTests {

	@Test
	void anOrdinalAfterTheNameIsThatDaysOccurrence() {
		ProposedEvent later = proposal(answerIn(World.FALL, "yoga 5th 30 min later"));
		assertThat(later.eventId()).isEqualTo(World.FALL.instanceId("Yoga", "2026-11-05T18:00"));
		assertThat(World.FALL.local(later.startTime())).isEqualTo("2026-11-05T18:30");
		ProposedEvent moved = proposal(answerIn(World.FALL, "standup 4th moved to 10am"));
		assertThat(moved.eventId()).isEqualTo(World.FALL.instanceId("Standup", "2026-11-04T09:30"));
		assertThat(World.FALL.local(moved.startTime())).isEqualTo("2026-11-04T10:00");
		// after a month's name, the month's day
		ProposedEvent month = proposal(answerIn(World.FALL, "yoga nov 10th 30 min later"));
		assertThat(month.eventId()).isEqualTo(World.FALL.instanceId("Yoga", "2026-11-10T18:00"));
		// after "the", a weekday or "on" it is read as it always was
		ProposedEvent onThe = proposal(answerIn(World.FALL, "cancel yoga tues 10th"));
		assertThat(onThe.eventId()).isEqualTo(World.FALL.instanceId("Yoga", "2026-11-10T18:00"));
	}

	@Test
	void theOldDayAfterInsteadOfMakesTheDayBeforeItTheNewOne() {
		ProposedEvent dentist = proposal(answerIn(World.FALL, "dentist thurs 3pm instead of wed"));
		assertThat(dentist.action()).isEqualTo(Action.UPDATE);
		assertThat(dentist.eventId()).isEqualTo(Fixtures.id("Dentist").toString());
		assertThat(World.FALL.local(dentist.startTime())).isEqualTo("2026-11-05T15:00");
		// the old time, as before
		ProposedEvent team = proposal(answerIn(World.FALL, "team meeting at 2 instead of 11"));
		assertThat(World.FALL.local(team.startTime())).isEqualTo("2026-11-05T14:00");
	}

	@Test
	void aRepeatFromOneDateToAnother() {
		ProposedEvent swim = proposal(answerIn(World.FALL, "swim daily 7-8am from nov 9 to nov 20"));
		assertThat(World.FALL.local(swim.startTime())).isEqualTo("2026-11-09T07:00");
		assertThat(swim.recurrence()).containsExactly("RRULE:FREQ=DAILY;UNTIL=20261121T055959Z");
		ProposedEvent choir = proposal(answerIn(World.FALL, "choir every thursday 7pm from 12 nov - 10 dec"));
		assertThat(World.FALL.local(choir.startTime())).isEqualTo("2026-11-12T19:00");
		assertThat(choir.recurrence().get(0)).contains("UNTIL=20261211T");
		// a time range after "from" is no end date
		ProposedEvent shift = proposal(answerIn(World.FALL, "shift every saturday from 9 to 5"));
		assertThat(shift.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=SA");
	}

	@Test
	void aCancelWithWhoAndTheirNewsAfterIt() {
		ProposedEvent lunch = proposal(answerIn(World.FALL, "lunch w marco cancelled hes sick"));
		assertThat(lunch.action()).isEqualTo(Action.DELETE);
		assertThat(lunch.eventId()).isEqualTo(Fixtures.id("Lunch with Marco").toString());
	}

}
