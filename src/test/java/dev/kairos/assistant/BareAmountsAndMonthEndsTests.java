package dev.kairos.assistant;

import java.time.Duration;

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
 * A bare number of minutes before "earlier" or "later", "needs another hour", a new end
 * at midnight, someone's title before the news of a cancel, a day and time after the name
 * with "now" last, and a repeat "till end of" a month. In {@link World#FALL} (Friday
 * 2026-10-30 15:40, Chicago).
 */
class BareAmountsAndMonthEndsTests {

	@Test
	void aBareNumberBeforeADirectionIsMinutes() {
		ProposedEvent earlier = updateIn(World.FALL, "dentist 20 earlier", "Dentist");
		assertThat(World.FALL.local(earlier.startTime())).isEqualTo("2026-11-04T13:40");
		ProposedEvent later = updateIn(World.FALL, "project meeting 45 later pls", "Project meeting");
		assertThat(World.FALL.local(later.startTime())).isEqualTo("2026-11-04T16:45");
		assertThat(Duration.between(later.startTime(), later.endTime())).isEqualTo(Duration.ofHours(1));
	}

	@Test
	void anotherHourAndAnEndAtMidnight() {
		ProposedEvent longer = updateIn(World.FALL, "project meeting needs another hour", "Project meeting");
		assertThat(Duration.between(longer.startTime(), longer.endTime())).isEqualTo(Duration.ofHours(2));
		ProposedEvent party = updateIn(World.FALL, "halloween party till midnight please", "Halloween party");
		assertThat(World.FALL.local(party.endTime())).isEqualTo("2026-11-01T00:00");
		assertThat(World.FALL.local(party.startTime())).isEqualTo("2026-10-31T20:00");
	}

	@Test
	void someonesTitleBeforeTheNewsOfACancel() {
		ProposedEvent cancelled = proposal(answerIn(World.FALL, "prof smith cancelled the physics lecture"));
		assertThat(cancelled.action()).isEqualTo(Action.DELETE);
		assertThat(cancelled.eventId()).isEqualTo(Fixtures.id("Physics lecture").toString());
	}

	@Test
	void aDayAndTimeAfterTheNameWithNowLastMovesIt() {
		ProposedEvent moved = updateIn(World.FALL, "team meeting fri 2pm now", "Team meeting");
		assertThat(World.FALL.local(moved.startTime())).isEqualTo("2026-11-06T14:00");
		// without "now" too, the one team meeting to come (a one-off); "book" adds one
		assertThat(proposal(answerIn(World.FALL, "team meeting friday at 2pm")).action()).isEqualTo(Action.UPDATE);
		assertThat(proposal(answerIn(World.FALL, "book team meeting friday at 2pm")).action()).isEqualTo(Action.CREATE);
	}

	@Test
	void aRepeatTillEndOfAMonth() {
		ProposedEvent swim = proposal(answerIn(World.FALL, "swim every thursday 7am till end of march"));
		assertThat(swim.action()).isEqualTo(Action.CREATE);
		assertThat(swim.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20270401T045959Z");
	}

}
