package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.ReplyType;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.afterIn;
import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Follow-ups: "the team one" after a change proposed for one of several events the
 * request named, and "call it Y" after "rename X" asked for the new name. In
 * {@link World#FALL} (Friday 2026-10-30 15:40, Chicago).
 */
class WhichOneAndCallItTests {

	@Test
	void theOneSaidOfTheEventsTheRequestNamed() {
		// "the physics one" after "cancel my lecture" proposed the physics lecture: that
		// one, said again
		ProposedEvent chosen = proposal(afterIn(World.FALL, "cancel my lecture", "the physics one"));
		assertThat(chosen.action()).isEqualTo(Action.DELETE);
		assertThat(chosen.eventId()).isEqualTo(Fixtures.id("Physics lecture").toString());
		ProposedEvent moved = proposal(afterIn(World.FALL, "move my lesson to 5pm", "yes the guitar one"));
		assertThat(moved.eventId()).isEqualTo(Fixtures.id("Guitar lesson").toString());
		assertThat(World.FALL.local(moved.startTime())).isEqualTo("2026-11-09T17:00");
		// an event the request did not name: the same change of that one, as "dentist"
		// alone
		AssistantReply other = afterIn(World.FALL, "cancel my lesson", "the dentist one");
		assertThat(other.proposedEvent() != null
				&& other.proposedEvent().eventId().equals(Fixtures.id("Dentist").toString()))
			.isTrue();
		// after a new event, "the X one" chooses nothing
		AssistantReply afterNew = afterIn(World.FALL, "coffee with jo tomorrow 10am", "the team one");
		assertThat(afterNew.proposedEvent() == null || afterNew.proposedEvent().eventId() == null).isTrue();
	}

	@Test
	void callItAfterRenameAskedForTheName() {
		AssistantReply asked = answerIn(World.FALL, "rename the physics lecture");
		assertThat(asked.type()).isEqualTo(ReplyType.CONFIRMATION);
		assertThat(asked.message()).contains("Physics lecture");
		ProposedEvent renamed = proposal(afterIn(World.FALL, "rename the physics lecture", "call it Quantum 101"));
		assertThat(renamed.action()).isEqualTo(Action.UPDATE);
		assertThat(renamed.eventId()).isEqualTo(Fixtures.id("Physics lecture").toString());
		assertThat(renamed.title()).isEqualTo("Quantum 101");
		ProposedEvent named = proposal(afterIn(World.FALL, "rename my dentist", "name it dentist (filling)"));
		assertThat(named.title()).isEqualTo("dentist (filling)");
	}

}
