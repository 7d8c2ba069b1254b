package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static dev.kairos.assistant.CalendarAnswers.updateIn;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A 24-hour clock after "to" or "till" ("moved to 19h", "runs till 2215"), a range with
 * am/pm only at its end ("make X 6-9pm"), a day after "moved to" said by a holiday or
 * counted in a month, and one weekday with a time "till end of" a month as a repeat. In
 * {@link World#FALL} (Friday 2026-10-30 15:40, Chicago).
 */
class ClocksAndDaysAfterMovedTests {

	@Test
	void aTwentyFourHourClockAfterToOrTill() {
		ProposedEvent moved = updateIn(World.FALL, "project meeting moved to 19h", "Project meeting");
		assertThat(World.FALL.local(moved.startTime())).isEqualTo("2026-11-04T19:00");
		ProposedEvent ends = updateIn(World.FALL, "team meeting runs till 1215", "Team meeting");
		assertThat(World.FALL.local(ends.startTime())).isEqualTo("2026-11-05T11:00");
		assertThat(World.FALL.local(ends.endTime())).isEqualTo("2026-11-05T12:15");
		// a year after "until" is no clock
		ProposedEvent repeat = proposal(answerIn(World.FALL, "choir every monday 7pm until 2027"));
		assertThat(World.FALL.local(repeat.startTime())).isEqualTo("2026-11-02T19:00");
	}

	@Test
	void aRangeWithAmOrPmAtItsEnd() {
		ProposedEvent party = updateIn(World.FALL, "make the halloween party 6-9pm", "Halloween party");
		assertThat(World.FALL.local(party.startTime())).isEqualTo("2026-10-31T18:00");
		assertThat(World.FALL.local(party.endTime())).isEqualTo("2026-10-31T21:00");
	}

	@Test
	void aDayAfterMovedToIsNoPlace() {
		ProposedEvent holiday = updateIn(World.FALL, "dentist moved to veterans day, same time", "Dentist");
		assertThat(World.FALL.local(holiday.startTime())).isEqualTo("2026-11-11T14:00");
		assertThat(holiday.location()).isNull();
		ProposedEvent counted = updateIn(World.FALL, "guitar lesson moved to the third monday of november",
				"Guitar lesson");
		assertThat(World.FALL.local(counted.startTime())).isEqualTo("2026-11-16T16:00");
		// a place on a street numbered like a day stays a place
		ProposedEvent place = updateIn(World.FALL, "guitar lesson moved to the piano shop on 2nd", "Guitar lesson");
		assertThat(place.location()).isEqualToIgnoringCase("piano shop on 2nd");
	}

	@Test
	void oneWeekdayWithATimeTillEndOfAMonthRepeats() {
		ProposedEvent pottery = proposal(answerIn(World.FALL, "pottery thurs 6pm till end of december"));
		assertThat(pottery.action()).isEqualTo(Action.CREATE);
		assertThat(pottery.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20270101T055959Z");
	}

}
