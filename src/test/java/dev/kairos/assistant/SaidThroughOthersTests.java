package dev.kairos.assistant;

import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.answer;
import static dev.kairos.assistant.CalendarAnswers.assertTimes;
import static dev.kairos.assistant.CalendarAnswers.change;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The kinds blind set AA of issue 29 left unread, with examples of their own: a change
 * told through someone ("dana says X is 30 min later now lol", "dana wants to push X
 * back"), a new place with the old one after "instead of", a room with words before it, a
 * long place name: through the rules engine on Wednesday 2026-03-04 10:30 in New York
 * over {@link Fixtures#calendar()}.
 */
class SaidThroughOthersTests {

	@Test
	void changesToldThroughSomeone() {
		assertTimes(change("dana says the team sync is 30 min later now lol", "Team sync"), "2026-03-09T10:30",
				"2026-03-09T11:30");
		assertTimes(change("dana wants to push the project meeting back 45 min", "Project meeting with Dana"),
				"2026-03-11T11:45", "2026-03-11T12:45");
		assertThat(answer("sam says hi").proposedEvent()).as("news with no change in it")
			.satisfiesAnyOf((event) -> assertThat(event).isNull(),
					(event) -> assertThat(event.action().wireValue()).isEqualTo("create"));
	}

	@Test
	void placesSaidWithoutAVerb() {
		assertThat(change("lunch w sam at Nopa instead of the deli", "Lunch with Sam").location()).isEqualTo("Nopa");
		assertThat(change("team sync in the 3rd floor huddle room", "Team sync").location())
			.isEqualToIgnoringCase("3rd floor huddle room");
		assertThat(change("book club at Old Town School of Folk Music", "Book club").location())
			.isEqualTo("Old Town School of Folk Music");
		// a new event's place, with its day and time, is no change
		ProposedEvent lunch = proposal(answer("lunch with sam at Nando's friday 1pm"));
		assertThat(lunch.action().wireValue()).isEqualTo("create");
		assertThat(lunch.location()).isEqualTo("Nando's");
	}

	@Test
	void aDayAndMonthBeforeADottedTime() {
		// "2 may" is a date when a time follows it, written with a dot too
		assertTimes(proposal(answer("yard sale 2 may 8.30am")), "2026-05-02T08:30", "2026-05-02T09:30");
	}

}
