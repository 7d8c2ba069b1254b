package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A whole series given new weekdays or ended without a verb of change: "yoga only on
 * thursdays from now on", "standup on saturdays too going forward", "standup tue-fri only
 * from now on", "end the yoga series", "no more standup". In {@link World#FALL} (Friday
 * 2026-10-30 15:40, Chicago: Standup every weekday 09:30, Yoga Tuesdays and Thursdays
 * 18:00).
 */
class SeriesSaidWithoutAVerbTests {

	@Test
	void newWeekdaysForTheWholeSeries() {
		assertSeries("yoga just on wednesdays going forward", "RRULE:FREQ=WEEKLY;BYDAY=WE");
		assertSeries("yoga is mondays and fridays now from now on", "RRULE:FREQ=WEEKLY;BYDAY=MO,FR");
		// "too" keeps the series' own days
		assertSeries("yoga on sundays as well from now on", "RRULE:FREQ=WEEKLY;BYDAY=TU,TH,SU");
		// a range of days, and one that goes round the weekend
		assertSeries("standup wed-fri only going forward", "RRULE:FREQ=WEEKLY;BYDAY=WE,TH,FR");
		assertSeries("standup fri to mon from now on", "RRULE:FREQ=WEEKLY;BYDAY=MO,FR,SA,SU");
	}

	@Test
	void daysCountedOrSaidWithoutLastingAreNoNewWeekdays() {
		// a count of days is when, not which series
		ProposedEvent counted = proposal(answerIn(World.FALL, "three thursdays from now, dinner with jo 7pm"));
		assertThat(counted.action()).isEqualTo(Action.CREATE);
		assertThat(World.FALL.local(counted.startTime())).isEqualTo("2026-11-19T19:00");
		// "now" alone does not say the days last: which one is asked, no new weekdays
		AssistantReply once = answerIn(World.FALL, "yoga is at 7pm tue now");
		assertThat(once.proposedEvent()).isNull();
		assertThat(once.message()).contains("just the next \"Yoga\" (Tuesday, November 3");
	}

	@Test
	void aSeriesEndedWithOrWithoutAReason() {
		assertEnded("end the yoga series");
		assertEnded("end my yoga series, the teacher moved away");
		assertEnded("no more yoga");
		assertEnded("no more yoga from now on, knee is bad");
		// "no more than" is an amount
		assertThat(answerIn(World.FALL, "no more than an hour for yoga pls").proposedEvent()).satisfiesAnyOf(
				(event) -> assertThat(event).isNull(),
				(event) -> assertThat(event.action()).isNotEqualTo(Action.DELETE));
	}

	private static void assertSeries(String message, String rule) {
		ProposedEvent event = proposal(answerIn(World.FALL, message));
		assertThat(event.action()).as(message).isEqualTo(Action.UPDATE);
		assertThat(event.eventId()).as(message).isIn(Fixtures.id("Yoga").toString(), Fixtures.id("Standup").toString());
		assertThat(event.recurrence()).as(message).containsExactly(rule);
	}

	private static void assertEnded(String message) {
		ProposedEvent event = proposal(answerIn(World.FALL, message));
		assertThat(event.action()).as(message).isEqualTo(Action.DELETE);
		assertThat(event.eventId()).as(message).isEqualTo(Fixtures.id("Yoga").toString());
	}

}
