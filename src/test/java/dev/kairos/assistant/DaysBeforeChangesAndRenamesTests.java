package dev.kairos.assistant;

import java.util.List;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.Turn;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.answer;
import static dev.kairos.assistant.CalendarAnswers.afterIn;
import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.assertTimes;
import static dev.kairos.assistant.CalendarAnswers.change;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The kinds blind set AF of issue 29 left unread, with examples of their own: a day
 * between the name and the change ("team sync monday now 10.30 till 11.30", "team sync
 * monday, 15 min longer"), "heads up" before the news, "X renamed 'Y'", "rename X → Y", a
 * quote after a word, "pushed a fortnight", "moved up an hour and a half", and replies
 * ("the one on the 19th, make it 6:30", "cancel it then", "make it 9am"): through the
 * rules engine on Wednesday 2026-03-04 10:30 in New York over
 * {@link Fixtures#calendar()}, or in {@link World#FALL}.
 */
class DaysBeforeChangesAndRenamesTests {

	@Test
	void aDayBetweenTheNameAndTheChange() {
		assertTimes(change("team sync monday now 10.30 till 11.30", "Team sync"), "2026-03-09T10:30",
				"2026-03-09T11:30");
		assertTimes(change("team sync monday, 15 min longer", "Team sync"), "2026-03-09T10:00", "2026-03-09T11:15");
		assertTimes(change("heads up, team sync is now 9-10 monday", "Team sync"), "2026-03-09T09:00",
				"2026-03-09T10:00");
		// an update asked for is no announcement
		assertThat(change("update the venue of book club to the annex", "Book club").location())
			.containsIgnoringCase("annex");
	}

	@Test
	void renamesSaidOtherwise() {
		assertThat(change("office hours renamed 'drop-in hours'", "Office hours").title()).isEqualTo("drop-in hours");
		assertThat(change("the seminar renamed to 'reading group'", "Seminar").title()).isEqualTo("reading group");
		assertThat(change("rename book club → novel night", "Book club").title()).isEqualTo("novel night");
		assertThat(change("rename the seminar to 'journal meeting'", "Seminar").title()).isEqualTo("journal meeting");
	}

	@Test
	void setAgsKinds() {
		// an extra length with no verb, "rename to" after the name, a cancel said as what
		// we do now
		assertTimes(change("advisor meeting an extra 20 min", "Advisor meeting"), "2026-03-10T15:00",
				"2026-03-10T16:20");
		assertThat(change("book club, rename to novel night", "Book club").title()).isEqualTo("novel night");
		assertThat(change("we're dropping book club for good", "Book club").action()).isEqualTo(Action.DELETE);
	}

	@Test
	void longerShifts() {
		assertTimes(change("team sync pushed a fortnight", "Team sync"), "2026-03-23T10:00", "2026-03-23T11:00");
		assertTimes(change("the seminar moved up an hour and a half", "Seminar"), "2026-03-06T07:30",
				"2026-03-06T10:30");
	}

	@Test
	void replies() {
		ProposedEvent moved = proposal(afterIn(World.FALL, "move yoga", "the one on the 19th, make it 6:30"));
		assertThat(World.FALL.local(moved.startTime())).isEqualTo("2026-11-19T18:30");
		AssistantReply where = answer("where's book club");
		List<Turn> history = List.of(new Turn(true, "where's book club", null),
				new Turn(false, where.message(), where.proposedEvent(), where.pending()));
		ProposedEvent cancelled = proposal(
				RulesEngine.answer("cancel it then", history, Fixtures.conversation(Fixtures.calendar())).reply());
		assertThat(cancelled.action()).isEqualTo(Action.DELETE);
		assertThat(cancelled.eventId()).isEqualTo(Fixtures.id("Book club").toString());
		ProposedEvent nine = proposal(afterIn(World.FALL, "change the dentist", "make it 9am"));
		assertThat(World.FALL.local(nine.startTime())).isEqualTo("2026-11-04T09:00");
	}

}
