package dev.kairos.assistant;

import java.util.List;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.afterIn;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A follow-up that corrects the proposal just made: the old value after "not", a repeat's
 * end said alone, a shift's amount said again (measured from the event's own time, since
 * nothing was changed yet), a cancel corrected to a move, "oops" and "can u". In
 * {@link World#FALL} (Friday 2026-10-30 15:40, Chicago).
 */
class CorrectionsAfterAProposalTests {

	private static String times(ProposedEvent event) {
		return World.FALL.local(event.startTime()) + "/" + World.FALL.local(event.endTime());
	}

	private static ProposedEvent after(String first, String message) {
		return proposal(afterIn(World.FALL, first, message));
	}

	@Test
	void theOldValueAfterNotOnlySaysWhatIsReplaced() {
		assertThat(times(after("bowling with kim sat 7pm", "oh wait sunday not saturday")))
			.isEqualTo("2026-11-01T19:00/2026-11-01T20:00");
		assertThat(times(after("bowling with kim sat 7pm", "sorry 8 not 7")))
			.isEqualTo("2026-10-31T20:00/2026-10-31T21:00");
		assertThat(times(after("bowling with kim sat 7pm", "oops 7:30")))
			.isEqualTo("2026-10-31T19:30/2026-10-31T20:30");
		assertThat(times(after("bowling with kim sat 7pm", "can u move it to 8")))
			.isEqualTo("2026-10-31T20:00/2026-10-31T21:00");
		assertThat(times(after("bowling with kim sat 7pm", "its only 45 min")))
			.isEqualTo("2026-10-31T19:00/2026-10-31T19:45");
	}

	@Test
	void aRepeatsEndSaidAlone() {
		ProposedEvent times = after("pottery every mon 6pm", "only 4 times tho");
		assertThat(times.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=4");
		assertThat(times(times)).isEqualTo("2026-11-02T18:00/2026-11-02T19:00");
		assertThat(after("pottery every mon 6pm", "for 3 weeks").recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20261123T055959Z");
		assertThat(after("pottery every other mon and wed 6pm", "and til nov 20 only").recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=20261121T055959Z");
		assertThat(after("book club the first thursday of every month 7pm", "x5").recurrence())
			.containsExactly("RRULE:FREQ=MONTHLY;BYDAY=1TH;COUNT=5");
		// more than an end said: read as a whole, not as an end
		ProposedEvent more = afterIn(World.FALL, "pottery every mon 6pm", "only 4 times and call it ceramics")
			.proposedEvent();
		assertThat((more == null) ? null : more.recurrence())
			.isNotEqualTo(List.of("RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=4"));
		// a one-off has no end to change
		assertThat(afterIn(World.FALL, "pottery mon 6pm", "only 4 times").proposedEvent()).isNull();
	}

	@Test
	void aShiftSaidAgainIsMeasuredFromTheEventsOwnTime() {
		// the team meeting is Thursday 11:00-12:00
		ProposedEvent again = after("push team meeting back an hour", "actually 3 hrs");
		assertThat(again.eventId()).isEqualTo(Fixtures.id("Team meeting").toString());
		assertThat(times(again)).isEqualTo("2026-11-05T14:00/2026-11-05T15:00");
		assertThat(times(after("team meeting 30 min later", "no 45 min later")))
			.isEqualTo("2026-11-05T11:45/2026-11-05T12:45");
		assertThat(times(after("team meeting an hour earlier", "no, 2 hours")))
			.isEqualTo("2026-11-05T09:00/2026-11-05T10:00");
		// after a move to a time, a shift moves the proposal and an amount is its length
		assertThat(times(after("move team meeting to 2pm", "an hour later")))
			.isEqualTo("2026-11-05T15:00/2026-11-05T16:00");
		assertThat(times(after("move team meeting to 2pm", "actually 2 hrs")))
			.isEqualTo("2026-11-05T14:00/2026-11-05T16:00");
	}

	@Test
	void aMoveToATimeIsNoShiftAndANewNameKeepsItsNot() {
		// after a move to a time, an amount alone is a length and a shift moves the
		// proposal
		assertThat(times(after("push team meeting to 2pm", "make it 2 hours")))
			.isEqualTo("2026-11-05T14:00/2026-11-05T16:00");
		assertThat(times(after("push team meeting to 2pm", "push it back an hour")))
			.isEqualTo("2026-11-05T15:00/2026-11-05T16:00");
		assertThat(after("bowling with kim sat 7pm", "call it do not disturb").title()).isEqualTo("do not disturb");
	}

	@Test
	void aCancelCorrectedToAMoveIsAMove() {
		ProposedEvent moved = after("cancel team meeting", "actually just push it to friday");
		assertThat(moved.action()).isEqualTo(Action.UPDATE);
		assertThat(times(moved)).isEqualTo("2026-11-06T11:00/2026-11-06T12:00");
		assertThat(after("cancel team meeting", "yes").action()).isEqualTo(Action.DELETE);
		// a whole series cancelled stays a cancel: moving all of it is said otherwise
		ProposedEvent series = afterIn(World.FALL, "cancel all my yoga classes", "actually push it to thursday")
			.proposedEvent();
		assertThat((series == null) ? null : series.action()).isNotEqualTo(Action.UPDATE);
	}

	@Test
	void aProposalKeepsItsOwnRemindersThroughAFollowUp() {
		ProposedEvent reminder = proposal(CalendarAnswers.answerIn(World.FALL, "remind me to call mom sat 5pm"));
		assertThat(reminder.reminders()).isNotNull();
		ProposedEvent moved = after("remind me to call mom sat 5pm", "make it 6");
		assertThat(times(moved)).isEqualTo("2026-10-31T18:00/2026-10-31T19:00");
		assertThat(moved.reminders()).isEqualTo(reminder.reminders());
		assertThat(after("remind me to call mom sat 5pm", "call it call mum").reminders())
			.isEqualTo(reminder.reminders());
	}

}
