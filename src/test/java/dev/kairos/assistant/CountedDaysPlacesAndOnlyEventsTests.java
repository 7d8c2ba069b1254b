package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.afterIn;
import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static dev.kairos.assistant.CalendarAnswers.updateIn;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The one event to come of a name, moved by its name and a new day and time without a
 * verb; a new day counted in a month or from a holiday after an arrow or "to"; one
 * occurrence counted in a month ("the first yoga in december"); a place after an arrow;
 * an end said in 24-hour digits or a bare hour; "by 20" after "longer"; a series' end
 * said with a date after "ends"; "wipe" and "cancelled by their office"; scope words in
 * brackets; "change it to Y" after "where is X"; "m/w/f"; "daily 2130"; "monthly, on the
 * last day". In {@link World#FALL} (Friday 2026-10-30 15:40, Chicago) and
 * {@link World#SPRING} (Sunday 2027-03-28 21:10, London).
 */
class CountedDaysPlacesAndOnlyEventsTests {

	private static void times(World world, ProposedEvent event, String start, String end) {
		assertThat(world.local(event.startTime()) + " " + world.local(event.endTime())).isEqualTo(start + " " + end);
	}

	@Test
	void theOneEventOfANameWithANewDayAndTimeIsMoved() {
		times(World.FALL, updateIn(World.FALL, "guitar lesson thurs 11/12 at 5pm", "Guitar lesson"), "2026-11-12T17:00",
				"2026-11-12T18:00");
		times(World.SPRING, updateIn(World.SPRING, "physio appt 6/4 at 11am", "Physio appointment"), "2027-04-06T11:00",
				"2027-04-06T12:00");
		// a verb that adds, "another", or a name no event has: a new event
		for (String message : new String[] { "book guitar lesson thurs 11/12 at 5pm",
				"another guitar lesson thurs 11/12 at 5pm", "piano lesson thurs 11/12 at 5pm" }) {
			assertThat(proposal(answerIn(World.FALL, message)).action()).as(message).isEqualTo(Action.CREATE);
		}
	}

	@Test
	void aNewDayCountedInAMonthOrFromAHoliday() {
		times(World.FALL,
				updateIn(World.FALL, "team meeting → the 3rd thursday of november, same time", "Team meeting"),
				"2026-11-19T11:00", "2026-11-19T12:00");
		times(World.FALL, updateIn(World.FALL, "project meeting to the day after thanksgiving 2pm", "Project meeting"),
				"2026-11-27T14:00", "2026-11-27T15:00");
		times(World.FALL, updateIn(World.FALL, "guitar lesson → thanksgiving, same time", "Guitar lesson"),
				"2026-11-26T16:00", "2026-11-26T17:00");
	}

	@Test
	void anOccurrenceCountedInAMonth() {
		ProposedEvent second = proposal(answerIn(World.FALL, "second yoga in november → 7pm"));
		assertThat(second.eventId()).isEqualTo(World.FALL.instanceId("Yoga", "2026-11-05T18:00"));
		times(World.FALL, second, "2026-11-05T19:00", "2026-11-05T20:00");
		ProposedEvent last = proposal(answerIn(World.FALL, "cancel the last standup of november"));
		assertThat(last.action()).isEqualTo(Action.DELETE);
		assertThat(last.eventId()).isEqualTo(World.FALL.instanceId("Standup", "2026-11-30T09:30"));
		ProposedEvent may = proposal(answerIn(World.SPRING, "first running club in may → 6:30"));
		assertThat(may.eventId()).isEqualTo(World.SPRING.instanceId("Running club", "2027-05-05T07:00"));
	}

	@Test
	void placesAfterAnArrowOrANameAndADay() {
		assertThat(updateIn(World.SPRING, "seminar → the main library", "Seminar: Bayesian methods").location())
			.isEqualTo("Main library");
		assertThat(updateIn(World.SPRING, "physio -> the gym (knee rehab)", "Physio appointment").location())
			.isEqualTo("Gym");
		ProposedEvent park = proposal(answerIn(World.SPRING, "running club 14/4 in regents park"));
		assertThat(park.eventId()).isEqualTo(World.SPRING.instanceId("Running club", "2027-04-14T07:00"));
		assertThat(park.location()).isEqualTo("Regents park");
	}

	@Test
	void endsAndAmountsWithoutUnits() {
		times(World.FALL, updateIn(World.FALL, "project meeting ends 1715", "Project meeting"), "2026-11-04T16:00",
				"2026-11-04T17:15");
		times(World.FALL, updateIn(World.FALL, "team meeting ends 1", "Team meeting"), "2026-11-05T11:00",
				"2026-11-05T13:00");
		times(World.FALL, updateIn(World.FALL, "1:1 with priya longer by 20", "1:1 with Priya"), "2026-11-02T10:00",
				"2026-11-02T11:20");
		ProposedEvent ended = proposal(answerIn(World.SPRING, "lab meeting ends 28 june"));
		assertThat(ended.recurrence()).singleElement().asString().contains("UNTIL=20270628");
	}

	@Test
	void cancelsRenamesAndPlacesAfterQuestions() {
		ProposedEvent wiped = proposal(answerIn(World.FALL, "wipe all yoga from my calendar"));
		assertThat(wiped.action()).isEqualTo(Action.DELETE);
		assertThat(wiped.recurrence()).isNotNull();
		assertThat(proposal(answerIn(World.FALL, "team meeting got cancelled by the client")).action())
			.isEqualTo(Action.DELETE);
		assertThat(proposal(answerIn(World.SPRING, "rename lab meeting to 'group meeting' (all of them)")).title())
			.isEqualTo("group meeting");
		AssistantReply place = afterIn(World.SPRING, "where's coffee with tom", "change it to monmouth");
		assertThat(proposal(place).location()).isEqualTo("Monmouth");
		// a number after "where is" stays a time
		times(World.SPRING, proposal(afterIn(World.SPRING, "where's coffee with tom", "move it to 3")),
				"2027-04-02T15:00", "2027-04-02T16:00");
	}

	@Test
	void seriesWordsPlacesAndNewsAfterCxAndCy() {
		// that day's occurrence of a series, at another hour of the same day
		ProposedEvent lab = proposal(answerIn(World.SPRING, "lab meeting a week from tomorrow at 9"));
		assertThat(lab.eventId()).isEqualTo(World.SPRING.instanceId("Lab meeting", "2027-04-05T11:00"));
		times(World.SPRING, lab, "2027-04-05T09:00", "2027-04-05T10:00");
		ProposedEvent earlier = updateIn(World.FALL, "the entire standup series 15 min later", "Standup");
		assertThat(World.FALL.local(earlier.startTime())).endsWith("T09:45");
		assertThat(updateIn(World.FALL, "yoga always at the rec hall", "Yoga").location()).isEqualTo("Rec hall");
		assertThat(updateIn(World.FALL, "physics lecture venue -> hall c", "Physics lecture").location())
			.isEqualTo("Hall c");
		assertThat(updateIn(World.FALL, "standup location: room 12, every week", "Standup").location())
			.isEqualTo("Room 12");
		assertThat(proposal(answerIn(World.FALL, "guitar lesson cancelled she cancelled on me")).action())
			.isEqualTo(Action.DELETE);
		assertThat(updateIn(World.SPRING, "rename running club to parkrun (all)", "Running club").title())
			.isEqualTo("parkrun");
		ProposedEvent ended = proposal(answerIn(World.SPRING, "lab meeting stops for good after 14/6"));
		assertThat(ended.recurrence()).singleElement().asString().contains("UNTIL=20270614");
		assertThat(proposal(afterIn(World.SPRING, "when is coffee with tom", "change it to monmouth")).location())
			.isEqualTo("Monmouth");
		ProposedEvent nightly = proposal(answerIn(World.FALL, "stretch every evening 2015"));
		assertThat(nightly.recurrence()).containsExactly("RRULE:FREQ=DAILY");
		times(World.FALL, nightly, "2026-10-30T20:15", "2026-10-30T21:15");
	}

	@Test
	void repeatsByLettersDigitsAndTheLastDay() {
		ProposedEvent letters = proposal(answerIn(World.FALL, "swim m/w/f 0630"));
		assertThat(letters.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR");
		times(World.FALL, letters, "2026-11-02T06:30", "2026-11-02T07:30");
		ProposedEvent nightly = proposal(answerIn(World.SPRING, "journal daily 2145"));
		assertThat(nightly.recurrence()).containsExactly("RRULE:FREQ=DAILY");
		times(World.SPRING, nightly, "2027-03-28T21:45", "2027-03-28T22:45");
		ProposedEvent rent = proposal(answerIn(World.FALL, "rent every month on the last day 10am"));
		assertThat(rent.recurrence()).containsExactly("RRULE:FREQ=MONTHLY;BYMONTHDAY=-1");
		times(World.FALL, rent, "2026-10-31T10:00", "2026-10-31T11:00");
	}

}
