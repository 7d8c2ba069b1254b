package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static dev.kairos.assistant.CalendarAnswers.updateIn;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A series' new weekdays said with "every" and "now", with "only" after "make", as a list
 * after "make it", or in brackets; a series' end said "only until D, then stop" or "last
 * X is fri 11/20, end it there"; "until the end of february" as its last day; "tu th";
 * "mon's X"; "all hands" as no scope; "rename X Y" without "to" and "call X Y instead"
 * with part of X's name; "actually" after a new place. In {@link World#FALL} (Friday
 * 2026-10-30 15:40, Chicago) and {@link World#SPRING} (Sunday 2027-03-28 21:10, London).
 */
class SeriesDaysEndsAndNamesWithoutToTests {

	private static void rule(World world, String message, String title, String rule) {
		ProposedEvent series = updateIn(world, message, title);
		assertThat(series.recurrence()).as(message).singleElement().asString().isEqualTo(rule);
	}

	@Test
	void aSeriesNewWeekdays() {
		rule(World.FALL, "yoga is every wed now", "Yoga", "RRULE:FREQ=WEEKLY;BYDAY=WE");
		rule(World.FALL, "make standup tue/thu only", "Standup", "RRULE:FREQ=WEEKLY;BYDAY=TU,TH");
		rule(World.FALL, "switch yoga to mon and fri only, every week", "Yoga", "RRULE:FREQ=WEEKLY;BYDAY=MO,FR");
		rule(World.FALL, "standup series: make it mon wed", "Standup", "RRULE:FREQ=WEEKLY;BYDAY=MO,WE");
		rule(World.FALL, "make yoga mon and wed only (the whole series)", "Yoga", "RRULE:FREQ=WEEKLY;BYDAY=MO,WE");
		// one day without "every": one occurrence moved, or a question
		AssistantReply one = answerIn(World.FALL, "yoga is wed now");
		assertThat(one.proposedEvent() == null || one.proposedEvent().recurrence() == null).isTrue();
		// a cancel of some days stays a cancel
		assertThat(proposal(answerIn(World.FALL, "cancel standup mon and wed only")).action()).isEqualTo(Action.DELETE);
	}

	@Test
	void aSeriesEndSaidAsOnlyUntilOrTheLastOne() {
		rule(World.FALL, "yoga only until the end of december, then stop", "Yoga",
				"RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270101T055959Z");
		rule(World.FALL, "standup through nov 25 only", "Standup",
				"RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20261126T055959Z");
		rule(World.FALL, "last yoga is thu 11/19, end it there", "Yoga",
				"RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20261120T055959Z");
		// "until" a day alone, without "only" or "then stop", ends no series
		AssistantReply until = answerIn(World.FALL, "yoga until dec 10");
		assertThat(until.proposedEvent() == null || until.proposedEvent().action() != Action.UPDATE).isTrue();
	}

	@Test
	void theEndOfAMonthIsItsLastDayAndTuThAreTwoDays() {
		ProposedEvent piano = proposal(answerIn(World.FALL, "piano practice sat 10am until the end of february"));
		assertThat(piano.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=SA;UNTIL=20270301T055959Z");
		ProposedEvent tutoring = proposal(answerIn(World.FALL, "tutoring tu & th 1600-1700"));
		assertThat(tutoring.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=TU,TH");
		assertThat(World.FALL.local(tutoring.startTime())).isEqualTo("2026-11-03T16:00");
	}

	@Test
	void aShortWeekdaysOccurrenceAndAllHands() {
		ProposedEvent thursday = proposal(answerIn(World.FALL, "thu's standup → 10:15"));
		assertThat(thursday.eventId()).isEqualTo(World.FALL.instanceId("Standup", "2026-11-05T09:30"));
		assertThat(World.FALL.local(thursday.startTime())).isEqualTo("2026-11-05T10:15");
		ProposedEvent skipped = proposal(answerIn(World.FALL, "skip wed's standup, all hands that morning"));
		assertThat(skipped.action()).isEqualTo(Action.DELETE);
		assertThat(skipped.eventId()).isEqualTo(World.FALL.instanceId("Standup", "2026-11-04T09:30"));
	}

	@Test
	void newNamesWithoutToAndPlacesWithActually() {
		assertThat(updateIn(World.FALL, "rename yoga evening stretch", "Yoga").title()).isEqualTo("evening stretch");
		assertThat(answerIn(World.FALL, "rename the dentist").message()).contains("rename \"Dentist\" to");
		assertThat(updateIn(World.SPRING, "call the physio knee rehab instead", "Physio appointment").title())
			.isEqualTo("knee rehab");
		assertThat(updateIn(World.FALL, "the dentist is at smile studio actually", "Dentist").location())
			.isEqualTo("Smile studio");
	}

}
