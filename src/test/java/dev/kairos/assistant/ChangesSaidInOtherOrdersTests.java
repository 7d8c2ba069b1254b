package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.ReplyType;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.afterIn;
import static dev.kairos.assistant.CalendarAnswers.afterTextIn;
import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static dev.kairos.assistant.CalendarAnswers.updateIn;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Changes said with their parts in another order: the verb after the name ("physio back
 * 45 mins"), the amount before the name ("knock 15 min off X"), a length of hours and
 * minutes, a length said of the kind of thing it is ("a 45 min lesson"), a cancel said as
 * "X can go" or "take X off <day>", a holiday after the name with no "on", and a day
 * beyond the two months a reference looks at; a series' occurrence by its weekday and a
 * new hour, "same day" and "same time but <day>", a bare hour after "make", and changes
 * after a question about an event or a day. In {@link World#FALL} (Friday 2026-10-30
 * 15:40, Chicago) and {@link World#SPRING} (Sunday 2027-03-28 21:10, London).
 */
class ChangesSaidInOtherOrdersTests {

	private static void times(World world, ProposedEvent event, String start, String end) {
		assertThat(world.local(event.startTime()) + " " + world.local(event.endTime())).isEqualTo(start + " " + end);
	}

	/** The message cancels one occurrence of a series: its id. */
	private static String cancelled(World world, String message) {
		ProposedEvent event = proposal(answerIn(world, message));
		assertThat(event.action()).as(message).isEqualTo(Action.DELETE);
		return event.eventId();
	}

	@Test
	void aVerbAfterTheNameSaysTheDirection() {
		times(World.SPRING, updateIn(World.SPRING, "physio back 45 mins", "Physio appointment"), "2027-03-31T15:45",
				"2027-03-31T16:45");
		times(World.SPRING, updateIn(World.SPRING, "seminar forward by an hour", "Seminar: Bayesian methods"),
				"2027-04-01T15:00", "2027-04-01T16:30");
		times(World.SPRING, updateIn(World.SPRING, "seminar shortened by 30 min", "Seminar: Bayesian methods"),
				"2027-04-01T16:00", "2027-04-01T17:00");
		times(World.FALL, updateIn(World.FALL, "guitar lesson back a day", "Guitar lesson"), "2026-11-10T16:00",
				"2026-11-10T17:00");
		// with the verb first it reads as before
		times(World.SPRING, updateIn(World.SPRING, "push physio back 45 mins", "Physio appointment"),
				"2027-03-31T15:45", "2027-03-31T16:45");
		times(World.SPRING, updateIn(World.SPRING, "put the theatre back an hour", "Theatre"), "2027-04-03T20:30",
				"2027-04-03T23:00");
	}

	@Test
	void aLengthOfHoursAndMinutesIsOneLength() {
		times(World.FALL, updateIn(World.FALL, "project meeting is 1 hr 30 mins long", "Project meeting"),
				"2026-11-04T16:00", "2026-11-04T17:30");
		times(World.SPRING, updateIn(World.SPRING, "make coffee with tom 1 hour and 15 minutes", "Coffee with Tom"),
				"2027-04-02T12:00", "2027-04-02T13:15");
		times(World.FALL, updateIn(World.FALL, "push the dentist back 1 hr 15 min", "Dentist"), "2026-11-04T15:15",
				"2026-11-04T16:15");
	}

	@Test
	void anAmountBeforeTheNameShortensOrLengthens() {
		times(World.FALL, updateIn(World.FALL, "knock 15 min off the project meeting", "Project meeting"),
				"2026-11-04T16:00", "2026-11-04T16:45");
		times(World.SPRING, updateIn(World.SPRING, "trim half an hour off theatre", "Theatre"), "2027-04-03T19:30",
				"2027-04-03T21:30");
		times(World.FALL, updateIn(World.FALL, "tack another hour onto the project meeting", "Project meeting"),
				"2026-11-04T16:00", "2026-11-04T18:00");
		// "needs another hour" is still an hour more
		times(World.FALL, updateIn(World.FALL, "the dentist needs another hour", "Dentist"), "2026-11-04T14:00",
				"2026-11-04T16:00");
		times(World.FALL, updateIn(World.FALL, "push the dentist a week out", "Dentist"), "2026-11-11T14:00",
				"2026-11-11T15:00");
	}

	@Test
	void aLengthSaidOfTheKindOfThingOrHowLongItRuns() {
		ProposedEvent lesson = proposal(answerIn(World.FALL, "guitar lesson on the 9th is a 45 min lesson"));
		times(World.FALL, lesson, "2026-11-09T16:00", "2026-11-09T16:45");
		ProposedEvent physics = proposal(answerIn(World.FALL, "physics lecture runs 2 hours this time"));
		assertThat(physics.action()).isEqualTo(Action.UPDATE);
		times(World.FALL, physics, "2026-11-02T15:00", "2026-11-02T17:00");
		times(World.SPRING, updateIn(World.SPRING, "physio always overruns, add 15 mins to it", "Physio appointment"),
				"2027-03-31T15:00", "2027-03-31T16:15");
	}

	@Test
	void aCancelSaidAsCanGoOrTakeOff() {
		ProposedEvent dentist = proposal(answerIn(World.FALL, "the dentist can go"));
		assertThat(dentist.action()).isEqualTo(Action.DELETE);
		assertThat(dentist.eventId()).isEqualTo(Fixtures.id("Dentist").toString());
		ProposedEvent yoga = proposal(answerIn(World.FALL, "the whole yoga series can go"));
		assertThat(yoga.action()).isEqualTo(Action.DELETE);
		assertThat(yoga.eventId()).isEqualTo(Fixtures.id("Yoga").toString());
		assertThat(cancelled(World.FALL, "yoga on the 10th can be cancelled"))
			.isEqualTo(World.FALL.instanceId("Yoga", "2026-11-10T18:00"));
		assertThat(cancelled(World.FALL, "take yoga off tuesday"))
			.isEqualTo(World.FALL.instanceId("Yoga", "2026-11-03T18:00"));
		assertThat(cancelled(World.FALL, "cancel guitar lesson woohoo"))
			.isEqualTo(Fixtures.id("Guitar lesson").toString());
		// a day off is no cancel
		ProposedEvent dayOff = proposal(answerIn(World.FALL, "take the day off friday"));
		assertThat(dayOff.action()).isEqualTo(Action.CREATE);
	}

	@Test
	void aHolidayAfterTheNameNamesTheOccurrence() {
		assertThat(cancelled(World.FALL, "no standup veterans day"))
			.isEqualTo(World.FALL.instanceId("Standup", "2026-11-11T09:30"));
		// a holiday with a weekday in its name is read whole: no "cyber" left in the
		// title
		ProposedEvent lunch = proposal(answerIn(World.FALL, "lunch on cyber monday at 1"));
		assertThat(lunch.title()).isEqualTo("Lunch");
		assertThat(World.FALL.local(lunch.startTime())).isEqualTo("2026-11-30T13:00");
	}

	@Test
	void aSeriesOccurrenceByItsWeekdayAndANewHour() {
		ProposedEvent yoga = proposal(answerIn(World.FALL, "yoga thurs at 7"));
		assertThat(yoga.action()).isEqualTo(Action.UPDATE);
		assertThat(yoga.eventId()).isEqualTo(World.FALL.instanceId("Yoga", "2026-11-05T18:00"));
		times(World.FALL, yoga, "2026-11-05T19:00", "2026-11-05T20:00");
		// a one-off event of that name is moved, the one to come
		times(World.FALL, updateIn(World.FALL, "dentist tuesday at 9", "Dentist"), "2026-11-03T09:00",
				"2026-11-03T10:00");
		// a verb that makes a new event first
		assertThat(proposal(answerIn(World.FALL, "book yoga thurs at 7")).action()).isEqualTo(Action.CREATE);
	}

	@Test
	void theSameDayOrTheSameTimeButAnotherDay() {
		times(World.FALL, updateIn(World.FALL, "project meeting at 5:30pm same day", "Project meeting"),
				"2026-11-04T17:30", "2026-11-04T18:30");
		times(World.FALL, updateIn(World.FALL, "lunch with marco same time but friday", "Lunch with Marco"),
				"2026-11-06T12:00", "2026-11-06T13:00");
		// "make X 3": an hour of the day, near the event's own
		times(World.FALL, updateIn(World.FALL, "make the project meeting 3", "Project meeting"), "2026-11-04T15:00",
				"2026-11-04T16:00");
		times(World.FALL, updateIn(World.FALL, "extend the dentist 45 mins", "Dentist"), "2026-11-04T14:00",
				"2026-11-04T15:45");
	}

	@Test
	void aChangeAfterAQuestionAboutAnEventOrADay() {
		ProposedEvent guitar = proposal(afterIn(World.FALL, "when is the guitar lesson", "to tuesday same time"));
		assertThat(guitar.eventId()).isEqualTo(Fixtures.id("Guitar lesson").toString());
		times(World.FALL, guitar, "2026-11-10T16:00", "2026-11-10T17:00");
		assertThat(answerIn(World.FALL, "is the project meeting at 4?").type()).isEqualTo(ReplyType.CONFIRMATION);
		ProposedEvent meeting = proposal(afterIn(World.FALL, "is the project meeting at 4?", "make it 5 then"));
		assertThat(meeting.eventId()).isEqualTo(Fixtures.id("Project meeting").toString());
		times(World.FALL, meeting, "2026-11-04T17:00", "2026-11-04T18:00");
		ProposedEvent dentist = proposal(afterTextIn(World.FALL, "what's on wednesday", "the 2pm, make it 3"));
		assertThat(dentist.eventId()).isEqualTo(Fixtures.id("Dentist").toString());
		times(World.FALL, dentist, "2026-11-04T15:00", "2026-11-04T16:00");
	}

	@Test
	void aDayBeyondTwoMonthsIsLookedAtWhenSaid() {
		assertThat(cancelled(World.SPRING, "cancel running club on 16 june"))
			.isEqualTo(World.SPRING.instanceId("Running club", "2027-06-16T07:00"));
		assertThat(answerIn(World.SPRING, "cancel the physio on 16 june").type()).isEqualTo(ReplyType.CONFIRMATION);
	}

}
