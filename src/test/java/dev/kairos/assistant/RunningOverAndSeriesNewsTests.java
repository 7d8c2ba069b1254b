package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static dev.kairos.assistant.CalendarAnswers.updateIn;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * News of a change with the verb of running or of not ending ("X runs 20 min over", "X
 * won't finish till 6", "X is 20 min later than usual"), and a series' end, days or hour
 * said as news ("no more X after april", "last X is 24 may", "X is on mondays instead of
 * tuesdays now", "X is now always at 2pm", "the X series is over"). In {@link World#FALL}
 * (Friday 2026-10-30 15:40, Chicago) and {@link World#SPRING} (Sunday 2027-03-28 21:10,
 * London).
 */
class RunningOverAndSeriesNewsTests {

	@Test
	void runningOverOrLongIsLongerByThatMuch() {
		for (String said : new String[] { "seminar will go 20 mins over", "the seminar runs over by 20 min",
				"seminar is running 20 min long", "seminar will run 20 minutes longer",
				"seminar goes 20 min over, extend it" }) {
			ProposedEvent seminar = updateIn(World.SPRING, said, "Seminar: Bayesian methods");
			assertThat(World.SPRING.local(seminar.startTime())).as(said).isEqualTo("2027-04-01T16:00");
			assertThat(World.SPRING.local(seminar.endTime())).as(said).isEqualTo("2027-04-01T17:50");
		}
		// "runs" is no word of a name when a length follows it
		ProposedEvent dentist = updateIn(World.FALL, "dentist runs 30 min longer", "Dentist");
		assertThat(World.FALL.local(dentist.endTime())).isEqualTo("2026-11-04T15:30");
	}

	@Test
	void whatWillNotEndBeforeATimeEndsThen() {
		for (String said : new String[] { "supervision wont be done till 4.30", "supervision won't finish until 4:30",
				"supervision isn't going to end before 4.30" }) {
			ProposedEvent supervision = updateIn(World.SPRING, said, "Supervision with Dr Okafor");
			assertThat(World.SPRING.local(supervision.startTime())).as(said).isEqualTo("2027-03-29T14:00");
			assertThat(World.SPRING.local(supervision.endTime())).as(said).isEqualTo("2027-03-29T16:30");
		}
	}

	@Test
	void laterThanUsualIsAShift() {
		ProposedEvent physio = updateIn(World.SPRING, "physio is 20 min later than usual", "Physio appointment");
		assertThat(World.SPRING.local(physio.startTime())).isEqualTo("2027-03-31T15:20");
		assertThat(World.SPRING.local(physio.endTime())).isEqualTo("2027-03-31T16:20");
		ProposedEvent lecture = updateIn(World.FALL, "physics lecture is 10 min earlier than normal on monday",
				"Physics lecture");
		assertThat(World.FALL.local(lecture.startTime())).isEqualTo("2026-11-02T14:50");
	}

	@Test
	void aSeriesEndedAfterAMonthOrByItsLastDay() {
		assertThat(updateIn(World.SPRING, "stop running club after may", "Running club").recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=WE;UNTIL=20270531T225959Z");
		assertThat(updateIn(World.SPRING, "running club stops after the end of may", "Running club").recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=WE;UNTIL=20270531T225959Z");
		// "no more X after D" ends it there; it deletes nothing
		ProposedEvent april = updateIn(World.SPRING, "no more running club after april", "Running club");
		assertThat(april.action()).isEqualTo(Action.UPDATE);
		assertThat(april.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=WE;UNTIL=20270430T225959Z");
		assertThat(updateIn(World.SPRING, "last lab meeting is 24 may", "Lab meeting").recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20270524T225959Z");
		assertThat(updateIn(World.SPRING, "lab meeting series: end it after 17/5", "Lab meeting").recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20270517T225959Z");
		assertThat(updateIn(World.FALL, "yoga series - wrap it up after 12/17", "Yoga").recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20261218T055959Z");
		// this month and next, from Friday October 30
		assertThat(updateIn(World.FALL, "no more standup after next month", "Standup").recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20261201T055959Z");
		assertThat(proposal(answerIn(World.FALL, "yoga every thursday 6pm until the end of this month")).recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20261101T045959Z");
		// a task on a day and news of another series change nothing of a series
		ProposedEvent taxes = answerIn(World.FALL, "finish my taxes on april 10").proposedEvent();
		assertThat((taxes == null) ? null : taxes.action()).isNotEqualTo(Action.UPDATE);
		ProposedEvent golf = answerIn(World.FALL, "the world series is over, book golf sat 9am").proposedEvent();
		assertThat((golf == null) ? null : golf.action()).isNotEqualTo(Action.DELETE);
		// "after 6" is an hour, not a day the series ends on
		ProposedEvent calls = answerIn(World.FALL, "no more yoga after 6").proposedEvent();
		assertThat((calls == null) ? null : calls.recurrence())
			.isNotEqualTo(java.util.List.of("RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20261107T055959Z"));
		// "no more X" alone still deletes the series
		assertThat(proposal(answerIn(World.SPRING, "no more running club")).action()).isEqualTo(Action.DELETE);
	}

	@Test
	void newWeekdaysInsteadOfAnOldOneKeepTheOthers() {
		// yoga is on tuesdays and thursdays
		ProposedEvent yoga = updateIn(World.FALL, "yoga on mondays instead of tuesdays from now on", "Yoga");
		assertThat(yoga.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=MO,TH");
		assertThat(updateIn(World.FALL, "yoga is on wednesdays now instead of tuesdays", "Yoga").recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=WE,TH");
		assertThat(
				updateIn(World.SPRING, "running club is every thurs now instead of wed", "Running club").recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=TH");
		// one day instead of another, nothing said of every week: which one is asked
		assertThat(answerIn(World.FALL, "move yoga to thursday instead of tuesday").proposedEvent()).isNull();
		assertThat(updateIn(World.SPRING, "running club is now mon and fri only", "Running club").recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=MO,FR");
	}

	@Test
	void alwaysCompletelyAndASeriesOverAreTheWholeSeries() {
		ProposedEvent lab = updateIn(World.SPRING, "lab meeting is now always at 2pm", "Lab meeting");
		assertThat(lab.recurrence()).isNotNull();
		assertThat(World.SPRING.local(lab.startTime())).endsWith("T14:00");
		ProposedEvent off = proposal(answerIn(World.SPRING, "take lab meeting off the calendar completely"));
		assertThat(off.action()).isEqualTo(Action.DELETE);
		assertThat(off.recurrence()).isNotNull();
		ProposedEvent over = proposal(answerIn(World.FALL, "the whole standup series is done, team split up"));
		assertThat(over.action()).isEqualTo(Action.DELETE);
		assertThat(over.eventId()).isEqualTo(Fixtures.id("Standup").toString());
		assertThat(over.recurrence()).isNotNull();
		// "completely" inside a sentence says no scope
		ProposedEvent dentist = updateIn(World.FALL, "i completely forgot the dentist, move it to friday", "Dentist");
		assertThat(World.FALL.local(dentist.startTime())).isEqualTo("2026-11-06T14:00");
	}

}
