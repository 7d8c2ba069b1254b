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
 * A cancel said as news with a word around it ("X off, he's sick", "X monday cancelled
 * yay", "X cancelled by the teacher", "X obviously off"), and a rename said after the
 * name ("X rename to Y", "X title should be 'Y'", "X name -> Y"). In {@link World#FALL}
 * (Friday 2026-10-30 15:40, Chicago).
 */
class OffNewsAndRenamesAfterTests {

	@Test
	void offOrCancelledAsNews() {
		assertDeleted("team meeting off, boss is away", "Team meeting");
		assertDeleted("guitar lesson monday cancelled woohoo, wait no: cancelled yay", null);
		assertDeleted("1:1 with priya cancelled by priya", "1:1 with Priya");
		assertDeleted("project meeting apparently off", "Project meeting");
		// who, and news of them, after "cancelled" without a comma (a misspelt name too)
		assertDeleted("dentst cancelled the doctor is away", "Dentist");
		assertDeleted("project meeting cancelled boss has the flu", "Project meeting");
		// "take X off" is its own form: that day's one, no event named "take ..."
		ProposedEvent taken = proposal(answerIn(World.FALL, "take tuesday's yoga off, sorry"));
		assertThat(taken.action()).isEqualTo(Action.DELETE);
		assertThat(taken.eventId()).isEqualTo(World.FALL.instanceId("Yoga", "2026-11-03T18:00"));
	}

	@Test
	void renamesSaidAfterTheName() {
		assertRenamed("physics lecture rename to quantum lecture", "quantum lecture");
		assertRenamed("dentist title should be 'dentist (filling)'", "dentist (filling)");
		assertRenamed("project meeting name -> sprint sync", "sprint sync");
	}

	private static void assertDeleted(String message, String title) {
		if (title == null) {
			// a message that is no cancel of any one event proposes no delete
			ProposedEvent event = answerIn(World.FALL, message).proposedEvent();
			assertThat(event == null || event.action() != Action.DELETE).as(message).isTrue();
			return;
		}
		ProposedEvent event = proposal(answerIn(World.FALL, message));
		assertThat(event.action()).as(message).isEqualTo(Action.DELETE);
		assertThat(event.eventId()).as(message).isEqualTo(Fixtures.id(title).toString());
	}

	private static void assertRenamed(String message, String title) {
		ProposedEvent event = proposal(answerIn(World.FALL, message));
		assertThat(event.action()).as(message).isEqualTo(Action.UPDATE);
		assertThat(event.title()).as(message).isEqualToIgnoringCase(title);
	}

}
