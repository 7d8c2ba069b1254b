package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.afterIn;
import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static dev.kairos.assistant.CalendarAnswers.updateIn;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What someone says is the change ("marco says lunch at 1", "priya asked if we can do the
 * 1:1 at 1pm instead", "dentist said it'll take an extra 15 min"); a cancel and its
 * reason after "!!", a dash or someone's "'s"; a series' days said with "only pls",
 * "instead of" two days, "should be ... evenings now"; "end X series on D"; "from now"
 * alone; "X off my cal"; follow-ups "oops meant 3" and "sat 7 nov same time"; "can we
 * start X at T". In {@link World#FALL} (Friday 2026-10-30 15:40, Chicago) and
 * {@link World#SPRING} (Sunday 2027-03-28 21:10, London).
 */
class NewsOfOthersAndSeriesDaysTests {

	@Test
	void whatSomeoneSaysIsTheChange() {
		ProposedEvent lunch = updateIn(World.FALL, "marco says lunch at 1", "Lunch with Marco");
		assertThat(World.FALL.local(lunch.startTime())).isEqualTo("2026-11-03T13:00");
		ProposedEvent priya = updateIn(World.FALL, "priya asked if we can do the 1:1 at 1pm instead", "1:1 with Priya");
		assertThat(World.FALL.local(priya.startTime())).isEqualTo("2026-11-02T13:00");
		for (String said : new String[] { "dentist said it'll take an extra 15 min",
				"dentist said itll take 15 min longer" }) {
			ProposedEvent dentist = updateIn(World.FALL, said, "Dentist");
			assertThat(World.FALL.local(dentist.endTime())).as(said).isEqualTo("2026-11-04T15:15");
		}
		// what someone wants to do is a new event, not a change of one
		assertThat(proposal(answerIn(World.FALL, "priya wants to do lunch friday at 1")).action())
			.isEqualTo(Action.CREATE);
		// a capitalised day after "moves to" is no place
		assertThat(proposal(answerIn(World.FALL, "Team meeting moves to Friday 9am")).location()).isNull();
		ProposedEvent start = updateIn(World.FALL, "can we start the team meeting at 11:30, still an hour",
				"Team meeting");
		assertThat(World.FALL.local(start.startTime())).isEqualTo("2026-11-05T11:30");
		assertThat(World.FALL.local(start.endTime())).isEqualTo("2026-11-05T12:30");
	}

	@Test
	void aCancelThenItsReason() {
		for (String said : new String[] { "guitar lesson cancelled teacher's ill",
				"guitar lesson cancelled!! boss is out", "guitar lesson scrapped, nobody can make it",
				"guitar lesson canceled - teacher is out", "guitar lesson off my cal pls" }) {
			ProposedEvent lesson = proposal(answerIn(World.FALL, said));
			assertThat(lesson.action()).as(said).isEqualTo(Action.DELETE);
			assertThat(lesson.eventId()).as(said).isEqualTo(Fixtures.id("Guitar lesson").toString());
		}
		// news before "take X off my calendar" names no event of its own
		ProposedEvent lunch = proposal(answerIn(World.FALL, "marco bailed, take lunch w marco off my calendar"));
		assertThat(lunch.eventId()).isEqualTo(Fixtures.id("Lunch with Marco").toString());
	}

	@Test
	void aSeriesDaysAndItsEnd() {
		assertThat(updateIn(World.FALL, "yoga wed fri only pls from now on", "Yoga").recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=WE,FR");
		// every old day given up: only the new ones
		assertThat(updateIn(World.FALL, "yoga is mon and fri now instead of tue thu", "Yoga").recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=MO,FR");
		assertThat(updateIn(World.FALL, "yoga should be mon and wed evenings now, same time", "Yoga").recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=MO,WE");
		assertThat(updateIn(World.FALL, "end the standup series on 12/18", "Standup").recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20261219T055959Z");
		// "from now" alone is the whole series, its days kept
		ProposedEvent lab = updateIn(World.SPRING, "lab mtg every monday at 2pm from now", "Lab meeting");
		assertThat(lab.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=MO");
		assertThat(World.SPRING.local(lab.startTime())).endsWith("T14:00");
		ProposedEvent renamed = updateIn(World.FALL, "call the team meeting weekly sync from now on", "Team meeting");
		assertThat(renamed.title()).isEqualTo("weekly sync");
	}

	@Test
	void followUpsThatMeantAnotherTimeOrKeepTheTime() {
		ProposedEvent meant = proposal(afterIn(World.FALL, "team meeting to 4", "oops meant 3"));
		assertThat(meant.eventId()).isEqualTo(Fixtures.id("Team meeting").toString());
		assertThat(World.FALL.local(meant.startTime())).isEqualTo("2026-11-05T15:00");
		ProposedEvent same = proposal(afterIn(World.FALL, "reschedule the team meeting", "sat 7 nov same time"));
		assertThat(same.eventId()).isEqualTo(Fixtures.id("Team meeting").toString());
		assertThat(World.FALL.local(same.startTime())).isEqualTo("2026-11-07T11:00");
	}

}
