package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.afterIn;
import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.assertTimes;
import static dev.kairos.assistant.CalendarAnswers.change;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The kinds blind set AD of issue 29 left unread, with examples of their own: "change the
 * X title to Y", "X's gonna be at Y", "same length", "dana cancelled lunch", "relocated
 * to" a plain place, "swap", "rescheduled for", "a week thursday", a dotted time after
 * "make it" or "finishes", a sound before the name, a numeric date with "same time", "X
 * is <day> <time> now", the scope said twice apart, and follow-ups that name an
 * occurrence ("the 16th one to 6am", "the one on the 19th only", "it's at 8 now"):
 * through the rules engine on Wednesday 2026-03-04 10:30 in New York over
 * {@link Fixtures#calendar()}, or in {@link World#FALL}.
 */
class RenamesFollowUpsAndNewsVerbsTests {

	@Test
	void renamesAndPlaces() {
		assertThat(change("change the advisor meeting title to thesis check-in", "Advisor meeting").title())
			.isEqualTo("thesis check-in");
		assertThat(change("book club's gonna be at the corner cafe", "Book club").location())
			.isEqualToIgnoringCase("corner cafe");
		assertThat(change("lunch with sam relocated to the noodle bar", "Lunch with Sam").location())
			.isEqualToIgnoringCase("noodle bar");
	}

	@Test
	void movesSaidAsNews() {
		assertThat(change("dana cancelled the project meeting", "Project meeting with Dana").action())
			.isEqualTo(Action.DELETE);
		assertThat(change("sam cancelled lunch", "Lunch with Sam").action()).isEqualTo(Action.DELETE);
		assertTimes(change("swap office hours to 3pm thu", "Office hours"), "2026-03-05T15:00", "2026-03-05T16:00");
		assertTimes(change("team sync rescheduled for tue 10 march 9am", "Team sync"), "2026-03-10T09:00",
				"2026-03-10T10:00");
		assertTimes(change("the advisor meeting has been moved to a week friday", "Advisor meeting"),
				"2026-03-13T15:00", "2026-03-13T16:00");
		assertTimes(change("team sync 10.30 start now, same length", "Team sync"), "2026-03-09T10:30",
				"2026-03-09T11:30");
		assertTimes(change("book club finishes 8.45", "Book club"), "2026-03-08T19:00", "2026-03-08T20:45");
		assertTimes(change("lunch with sam: he's late, make it 12.45", "Lunch with Sam"), "2026-03-06T12:45",
				"2026-03-06T13:45");
		assertTimes(change("uh the advisor meeting's been bumped to half 4", "Advisor meeting"), "2026-03-10T16:30",
				"2026-03-10T17:30");
		assertTimes(change("office hours 3/12 same time", "Office hours"), "2026-03-12T14:00", "2026-03-12T15:00");
		assertTimes(change("team sync is wed 3/11 9am now", "Team sync"), "2026-03-11T09:00", "2026-03-11T10:00");
	}

	@Test
	void aScopeSaidTwiceApart() {
		ProposedEvent yoga = proposal(answerIn(World.FALL, "every yoga class is 75 mins from now on"));
		assertThat(yoga.recurrence()).isNotNull();
		assertThat(java.time.Duration.between(yoga.startTime(), yoga.endTime())).hasMinutes(75);
	}

	@Test
	void followUpsThatNameAnOccurrence() {
		ProposedEvent moved = proposal(afterIn(World.FALL, "move standup", "the 16th one to 9am"));
		assertThat(World.FALL.local(moved.startTime())).isEqualTo("2026-11-16T09:00");
		ProposedEvent skipped = proposal(afterIn(World.FALL, "cancel yoga", "the one on the 19th only"));
		assertThat(skipped.action()).isEqualTo(Action.DELETE);
		assertThat(World.FALL.local(skipped.startTime())).isEqualTo("2026-11-19T18:00");
		ProposedEvent party = proposal(afterIn(World.FALL, "change the halloween party", "it's at 9 now"));
		assertThat(World.FALL.local(party.startTime())).isEqualTo("2026-10-31T21:00");
	}

}
