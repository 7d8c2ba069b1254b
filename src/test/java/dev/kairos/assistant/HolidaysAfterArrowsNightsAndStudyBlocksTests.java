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
 * A holiday after an arrow or "moved to" with no verb before the name; "tuesday evenings"
 * as every week's; "nights" and "night" in a name before a 24-hour range; "X series: last
 * one on D"; "X running till T" as a new end; a day before its month and then hours ("14
 * april 10-12"); a study block named by its subject and its kind ("econ study block"). In
 * {@link World#FALL} (Friday 2026-10-30 15:40, Chicago) and {@link World#SPRING} (Sunday
 * 2027-03-28 21:10, London).
 */
class HolidaysAfterArrowsNightsAndStudyBlocksTests {

	private static void times(World world, ProposedEvent event, String start, String end) {
		assertThat(world.local(event.startTime()) + " " + world.local(event.endTime())).isEqualTo(start + " " + end);
	}

	@Test
	void aHolidayAfterAnArrowOrMovedTo() {
		times(World.FALL, updateIn(World.FALL, "guitar lesson moved to veterans day 4pm", "Guitar lesson"),
				"2026-11-11T16:00", "2026-11-11T17:00");
		times(World.SPRING, updateIn(World.SPRING, "physio -> early may bank holiday 10am", "Physio appointment"),
				"2027-05-03T10:00", "2027-05-03T11:00");
		// words after the arrow that are no day stay the name's: a new event
		assertThat(proposal(answerIn(World.FALL, "guitar lesson -> jam session 4pm")).action())
			.isEqualTo(Action.CREATE);
		// a holiday alone after an arrow is a new day, not a new name; a holiday's name
		// in a new name stays a rename
		ProposedEvent moved = updateIn(World.FALL, "dentist → veterans day", "Dentist");
		times(World.FALL, moved, "2026-11-11T14:00", "2026-11-11T15:00");
		assertThat(moved.title()).isEqualTo("Dentist");
		assertThat(updateIn(World.FALL, "dentist → thanksgiving checkup", "Dentist").title())
			.isEqualTo("thanksgiving checkup");
	}

	@Test
	void partsOfTheDayInThePluralAndInNames() {
		ProposedEvent club = proposal(answerIn(World.FALL, "book club tuesday evenings 7pm"));
		assertThat(club.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=TU");
		times(World.FALL, club, "2026-11-03T19:00", "2026-11-03T20:00");
		ProposedEvent nights = proposal(answerIn(World.FALL, "warehouse nights every sat 2200-0600"));
		assertThat(nights.title()).isEqualTo("Warehouse nights");
		times(World.FALL, nights, "2026-10-31T22:00", "2026-11-01T06:00");
		assertThat(proposal(answerIn(World.SPRING, "night shift every thu 2300-0700")).title())
			.isEqualTo("Night shift");
		// one evening said once is that day's
		assertThat(proposal(answerIn(World.FALL, "dinner with sam wed night 7pm")).recurrence()).isNull();
	}

	@Test
	void aSeriesLastOneAfterAColonAndANewEndAsNews() {
		ProposedEvent ended = updateIn(World.SPRING, "running club series: last one on 26 may", "Running club");
		assertThat(ended.recurrence()).singleElement().asString().endsWith(";UNTIL=20270526T225959Z");
		times(World.FALL, updateIn(World.FALL, "dentist running till 3:30", "Dentist"), "2026-11-04T14:00",
				"2026-11-04T15:30");
	}

	@Test
	void aDayBeforeItsMonthThenHoursAndAStudyBlockByItsSubject() {
		times(World.SPRING, updateIn(World.SPRING, "supervision is now 14 april 10-12", "Supervision with Dr Okafor"),
				"2027-04-14T10:00", "2027-04-14T12:00");
		times(World.SPRING, updateIn(World.SPRING, "econ study block 0900-1100", "Study: Econometrics exam"),
				"2027-04-08T09:00", "2027-04-08T11:00");
	}

}
