package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.ReplyType;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.afterIn;
import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static dev.kairos.assistant.CalendarAnswers.updateIn;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A new event's title without the pictographs around it ("parkrun every sat 9am 🏃"), a
 * monthly repeat on the month's last day or "every 1st of the month", plural short
 * weekdays ("weds and fris"), and a new end of a study block said by its short name
 * ("econ study till 4:30"), "the okafor one" after a proposed change, and "is 2 till 3".
 * In {@link World#FALL} (Friday 2026-10-30 15:40, Chicago) and {@link World#SPRING}
 * (Sunday 2027-03-28 21:10, London).
 */
class TitlesMonthEndsAndStudyEndsTests {

	@Test
	void pictographsAroundATitleAreNoPartOfIt() {
		assertThat(proposal(answerIn(World.FALL, "water plants every sunday 10am 🌱")).title())
			.isEqualTo("Water plants");
		assertThat(proposal(answerIn(World.FALL, "🎂 mom's bday dinner sat 7pm")).title())
			.isEqualTo("Mom's birthday dinner");
		assertThat(proposal(answerIn(World.SPRING, "date night fri 7pm 💕 ❤️")).title()).isEqualTo("Date night");
	}

	@Test
	void aMonthlyRepeatOnTheMonthsLastDay() {
		ProposedEvent invoices = proposal(answerIn(World.FALL, "send invoices on the last day of each month at 3pm"));
		assertThat(invoices.recurrence()).containsExactly("RRULE:FREQ=MONTHLY;BYMONTHDAY=-1");
		assertThat(invoices.title()).isEqualTo("Send invoices");
		assertThat(World.FALL.local(invoices.startTime())).isEqualTo("2026-10-31T15:00");
		ProposedEvent rent = proposal(answerIn(World.SPRING, "rent every 1st of the month at 9am"));
		assertThat(rent.recurrence()).containsExactly("RRULE:FREQ=MONTHLY;BYMONTHDAY=1");
		assertThat(World.SPRING.local(rent.startTime())).isEqualTo("2027-04-01T09:00");
		// the last day of this month, once
		ProposedEvent report = proposal(answerIn(World.FALL, "hand in report on the last day of the month at 2pm"));
		assertThat(report.recurrence()).isNullOrEmpty();
	}

	@Test
	void theXOneAfterAProposedChangeNamesAnotherEvent() {
		ProposedEvent supervision = proposal(afterIn(World.SPRING, "cancel my meeting tmrw", "the okafor one"));
		assertThat(supervision.action()).isEqualTo(Action.DELETE);
		assertThat(supervision.eventId()).isEqualTo(Fixtures.id("Supervision with Dr Okafor").toString());
		ProposedEvent lecture = proposal(afterIn(World.FALL, "move my meeting monday to 4pm", "the physics one"));
		assertThat(lecture.eventId()).isEqualTo(Fixtures.id("Physics lecture").toString());
		assertThat(World.FALL.local(lecture.startTime())).isEqualTo("2026-11-02T16:00");
		// an order or a time before "one" names no event
		assertThat(afterIn(World.SPRING, "cancel my appt", "the other one").type())
			.isNotEqualTo(ReplyType.PROPOSED_EVENT);
	}

	@Test
	void aRangeWithTillAfterIs() {
		ProposedEvent lunch = updateIn(World.SPRING, "lunch with aisha is 2 till 3 now", "Lunch with Aisha");
		assertThat(World.SPRING.local(lunch.startTime())).isEqualTo("2027-03-30T14:00");
		assertThat(World.SPRING.local(lunch.endTime())).isEqualTo("2027-03-30T15:00");
		// without "is", "till" says a new end
		ProposedEvent till = updateIn(World.SPRING, "lunch with aisha till 3", "Lunch with Aisha");
		assertThat(World.SPRING.local(till.startTime())).isEqualTo("2027-03-30T13:00");
		assertThat(World.SPRING.local(till.endTime())).isEqualTo("2027-03-30T15:00");
	}

	@Test
	void pluralShortWeekdaysInARepeat() {
		ProposedEvent hockey = proposal(answerIn(World.SPRING, "hockey weds and fris 6:30-8pm"));
		assertThat(hockey.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=WE,FR");
		assertThat(World.SPRING.local(hockey.startTime())).isEqualTo("2027-03-31T18:30");
		assertThat(World.SPRING.local(hockey.endTime())).isEqualTo("2027-03-31T20:00");
	}

	@Test
	void aStudyBlocksShortNameWithANewEnd() {
		ProposedEvent econ = updateIn(World.SPRING, "econ study till 4:30", "Study: Econometrics exam");
		assertThat(World.SPRING.local(econ.startTime())).isEqualTo("2027-04-08T14:00");
		assertThat(World.SPRING.local(econ.endTime())).isEqualTo("2027-04-08T16:30");
		ProposedEvent linAlg = updateIn(World.FALL, "lin alg study until 4pm", "Study: Linear algebra midterm");
		assertThat(World.FALL.local(linAlg.endTime())).isEqualTo("2026-11-06T16:00");
		// studying till a time plans study; it changes no block
		assertThat(answerIn(World.SPRING, "study till 5").type()).isNotEqualTo(ReplyType.PROPOSED_EVENT);
	}

}
