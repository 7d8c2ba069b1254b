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
import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.assertTimes;
import static dev.kairos.assistant.CalendarAnswers.change;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The kinds blind set AE of issue 29 left unread, with examples of their own: a reason
 * after a new time, "called off" last, "can we do X at T", "quarter to", "a quarter
 * past", a day said in the name before "instead" when the event is not on that day, "X
 * earlier, T", an aside in brackets after who, "X extend 30 min", "obvs", and a reason
 * after a choice: through the rules engine on Wednesday 2026-03-04 10:30 in New York over
 * {@link Fixtures#calendar()}, or in {@link World#FALL}.
 */
class ReasonsAfterMovesTests {

	@Test
	void aReasonAfterTheNewTime() {
		assertTimes(change("book club got pushed to 8, the host is running late", "Book club"), "2026-03-08T20:00",
				"2026-03-08T21:00");
		assertTimes(change("team sync moved to 11 bc of the offsite", "Team sync"), "2026-03-09T11:00",
				"2026-03-09T12:00");
		// a day after the comma is no reason: it is kept
		assertThat(Fixtures.local(change("team sync moved to 11, monday the 16th", "Team sync").startTime()))
			.startsWith("2026-03-16");
		assertThat(change("algorithms lecture called off, the lecturer is ill", "Algorithms lecture").action())
			.isEqualTo(Action.DELETE);
	}

	@Test
	void movesAskedOrToldOtherwise() {
		assertTimes(change("can we do the advisor meeting at 4 on thursday", "Advisor meeting"), "2026-03-05T16:00",
				"2026-03-05T17:00");
		assertTimes(
				change("dana asked to move the project meeting to 3/12 at quarter to 2", "Project meeting with Dana"),
				"2026-03-12T13:45", "2026-03-12T14:45");
		assertTimes(change("lunch w sam to a quarter past 1", "Lunch with Sam"), "2026-03-06T13:15",
				"2026-03-06T14:15");
		assertTimes(change("team sync 3/11 at 2pm instead", "Team sync"), "2026-03-11T14:00", "2026-03-11T15:00");
		assertTimes(change("office hours earlier, 1:30", "Office hours"), "2026-03-05T13:30", "2026-03-05T14:30");
		assertTimes(change("dana (my pm) bumped the project meeting 30 min", "Project meeting with Dana"),
				"2026-03-11T11:30", "2026-03-11T12:30");
		assertTimes(change("seminar extend 45 min", "Seminar"), "2026-03-06T09:00", "2026-03-06T12:45");
		assertThat(change("no book club this sunday obvs", "Book club").action()).isEqualTo(Action.DELETE);
		// a name no event has, with its day and time: a new event
		assertThat(proposal(answer("thesis meeting on the 20th at 2pm")).action()).isEqualTo(Action.CREATE);
	}

	@Test
	void aReasonAfterAChoice() {
		AssistantReply which = answerIn(World.FALL, "cancel yoga");
		List<Turn> history = List.of(new Turn(true, "cancel yoga", null),
				new Turn(false, which.message(), which.proposedEvent(), which.pending()));
		ProposedEvent skipped = proposal(
				RulesEngine.answer("the one on the 12th, it's a holiday", history, World.FALL.conversation()).reply());
		assertThat(skipped.action()).isEqualTo(Action.DELETE);
		assertThat(World.FALL.local(skipped.startTime())).isEqualTo("2026-11-12T18:00");
	}

}
