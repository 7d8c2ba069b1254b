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
import static dev.kairos.assistant.CalendarAnswers.updateIn;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Changes with pictographs or an aside around them ("📚 cancel X", "X 30 min earlier plz
 * 🙏", "X is 3 to 4 (cleaning)"), "bin X" and "end X on D" with no article, a quoted new
 * name, a name and a time after someone's news, both ends said apart ("starts at 4:30 and
 * ends at 5:30"), and a series' habits: new days with an hour ("X moves to fridays 2pm
 * permanently"), a new hour beside its days, every other week. In {@link World#FALL}
 * (Friday 2026-10-30 15:40, Chicago) and {@link World#SPRING} (Sunday 2027-03-28 21:10,
 * London).
 */
class PictographsAsidesAndSeriesHabitsTests {

	@Test
	void pictographsAroundAChangeSayNothingOfIt() {
		ProposedEvent lecture = proposal(answerIn(World.FALL, "📚 cancel the physics lecture"));
		assertThat(lecture.action()).isEqualTo(Action.DELETE);
		assertThat(lecture.eventId()).isEqualTo(Fixtures.id("Physics lecture").toString());
		ProposedEvent dentist = updateIn(World.FALL, "dentist 30 min earlier wed plz 🙏", "Dentist");
		assertThat(World.FALL.local(dentist.startTime())).isEqualTo("2026-11-04T13:30");
		assertThat(World.FALL.local(dentist.endTime())).isEqualTo("2026-11-04T14:30");
		assertThat(updateIn(World.SPRING, "🎭 rename theatre to theatre w mum", "Theatre").title())
			.isEqualTo("theatre w mum");
	}

	@Test
	void aPictographBetweenWordsEndsAClause() {
		ProposedEvent dentist = updateIn(World.FALL, "dentist moved to 3 😬 they double booked", "Dentist");
		assertThat(World.FALL.local(dentist.startTime())).isEqualTo("2026-11-04T15:00");
		ProposedEvent physio = updateIn(World.SPRING, "physio running late, can u make it half 4",
				"Physio appointment");
		assertThat(World.SPRING.local(physio.startTime())).isEqualTo("2027-03-31T16:30");
		assertThat(World.SPRING.local(physio.endTime())).isEqualTo("2027-03-31T17:30");
	}

	@Test
	void thereIsNoXOnADayCancelsThatOne() {
		ProposedEvent yoga = proposal(answerIn(World.FALL, "there's no yoga thursday, gym closed"));
		assertThat(yoga.action()).isEqualTo(Action.DELETE);
		assertThat(yoga.eventId()).isEqualTo(World.FALL.instanceId("Yoga", "2026-11-05T18:00"));
		ProposedEvent lecture = proposal(answerIn(World.SPRING, "there will be no stats lecture tues"));
		assertThat(lecture.action()).isEqualTo(Action.DELETE);
		assertThat(lecture.eventId()).isEqualTo(Fixtures.id("Statistics lecture").toString());
	}

	@Test
	void aSeriesEndedAfterAHoliday() {
		assertThat(updateIn(World.FALL, "no more yoga after thanksgiving", "Yoga").recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20261127T055959Z");
		assertThat(
				updateIn(World.SPRING, "no more running club after the may bank holiday", "Running club").recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=WE;UNTIL=20270503T225959Z");
		// no day in it: asked, nothing deleted
		AssistantReply work = answerIn(World.FALL, "no more yoga after work");
		assertThat(work.type()).isEqualTo(ReplyType.CONFIRMATION);
		assertThat(work.message()).contains("On which day should \"Yoga\" end?");
	}

	@Test
	void moreDaysForAProposedRepeat() {
		ProposedEvent gym = proposal(afterIn(World.FALL, "gym every tue and thu 6am", "also saturdays"));
		assertThat(gym.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=TU,TH,SA");
		// from the first of all its days: tomorrow, Saturday
		assertThat(World.FALL.local(gym.startTime())).isEqualTo("2026-10-31T06:00");
		assertThat(proposal(afterIn(World.FALL, "swim every mon 7pm", "add wednesdays too")).recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=MO,WE");
		// days alone are the new days
		assertThat(proposal(afterIn(World.FALL, "swim every mon 7pm", "make it tue and fri")).recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=TU,FR");
	}

	@Test
	void anAsideInBracketsAfterATimeIsNoPartOfIt() {
		ProposedEvent dentist = updateIn(World.FALL, "dentist is 3 to 4 (cleaning)", "Dentist");
		assertThat(World.FALL.local(dentist.startTime())).isEqualTo("2026-11-04T15:00");
		assertThat(World.FALL.local(dentist.endTime())).isEqualTo("2026-11-04T16:00");
		ProposedEvent lunch = updateIn(World.SPRING, "move lunch with aisha to 1:30pm (she's late)",
				"Lunch with Aisha");
		assertThat(World.SPRING.local(lunch.startTime())).isEqualTo("2027-03-30T13:30");
		// after a name, brackets are part of it
		assertThat(updateIn(World.FALL, "guitar lesson -> guitar (theory)", "Guitar lesson").title())
			.isEqualTo("guitar (theory)");
	}

	@Test
	void binWithNoArticleCancelsOnlyAnEventOfThatName() {
		ProposedEvent lesson = proposal(answerIn(World.FALL, "bin guitar lesson"));
		assertThat(lesson.action()).isEqualTo(Action.DELETE);
		assertThat(lesson.eventId()).isEqualTo(Fixtures.id("Guitar lesson").toString());
		ProposedEvent bins = proposal(answerIn(World.FALL, "bin collection every tuesday 7am"));
		assertThat(bins.action()).isEqualTo(Action.CREATE);
		assertThat(bins.title()).isEqualTo("Bin collection");
	}

	@Test
	void endingASeriesOnADayNeedsNoArticle() {
		assertThat(updateIn(World.FALL, "end yoga on dec 10", "Yoga").recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20261211T055959Z");
		assertThat(updateIn(World.SPRING, "finish running club on 26/5", "Running club").recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=WE;UNTIL=20270526T225959Z");
		// no series of that name: something to do that day
		assertThat(proposal(answerIn(World.FALL, "finish painting the fence on nov 12")).action())
			.isEqualTo(Action.CREATE);
	}

	@Test
	void aQuotedNewNameAfterIsNow() {
		assertThat(updateIn(World.FALL, "dentist is now 'dental cleaning'", "Dentist").title())
			.isEqualTo("dental cleaning");
		assertThat(updateIn(World.SPRING, "theatre is now \"hamilton\"", "Theatre").title()).isEqualTo("hamilton");
	}

	@Test
	void aNameAndATimeAfterSomeonesNews() {
		ProposedEvent lunch = updateIn(World.FALL, "marco's running late so lunch 12:30 pls", "Lunch with Marco");
		assertThat(World.FALL.local(lunch.startTime())).isEqualTo("2026-11-03T12:30");
		assertThat(World.FALL.local(lunch.endTime())).isEqualTo("2026-11-03T13:30");
	}

	@Test
	void bothEndsSaidApart() {
		ProposedEvent meeting = updateIn(World.FALL, "team meeting starts at 11:30 and finishes at 12:15",
				"Team meeting");
		assertThat(World.FALL.local(meeting.startTime())).isEqualTo("2026-11-05T11:30");
		assertThat(World.FALL.local(meeting.endTime())).isEqualTo("2026-11-05T12:15");
		ProposedEvent run = proposal(answerIn(World.SPRING, "running club 5/5 begins 7:15 and ends at 8:45"));
		assertThat(run.eventId()).isEqualTo(World.SPRING.instanceId("Running club", "2027-05-05T07:00"));
		assertThat(World.SPRING.local(run.startTime())).isEqualTo("2027-05-05T07:15");
		assertThat(World.SPRING.local(run.endTime())).isEqualTo("2027-05-05T08:45");
	}

	@Test
	void aSeriesMovedToOtherDaysAtAnotherHour() {
		ProposedEvent yoga = updateIn(World.FALL, "yoga moves to mondays 6pm permanently", "Yoga");
		assertThat(yoga.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=MO");
		assertThat(World.FALL.local(yoga.startTime())).isEqualTo("2026-09-07T18:00");
		assertThat(World.FALL.local(yoga.endTime())).isEqualTo("2026-09-07T19:00");
		ProposedEvent lab = updateIn(World.SPRING, "move all lab meetings to thursdays at 9:30am", "Lab meeting");
		assertThat(lab.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=TH");
		assertThat(World.SPRING.local(lab.startTime())).isEqualTo("2027-01-14T09:30");
	}

	@Test
	void aNewHourBesideTheSeriesDays() {
		ProposedEvent yoga = updateIn(World.FALL, "yoga is 7pm every tue and thu from now", "Yoga");
		assertThat(yoga.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=TU,TH");
		assertThat(World.FALL.local(yoga.startTime())).isEqualTo("2026-09-01T19:00");
	}

	@Test
	void aWeeklySeriesEveryOtherWeek() {
		ProposedEvent yoga = updateIn(World.FALL, "yoga every other week from now on", "Yoga");
		assertThat(yoga.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=TU,TH;INTERVAL=2");
		// counted so that the next one (Tuesday November 3, 9 weeks after the first) is
		// kept
		assertThat(World.FALL.local(yoga.startTime())).isEqualTo("2026-09-08T18:00");
		assertThat(updateIn(World.SPRING, "lab meeting is fortnightly now", "Lab meeting").recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=MO;INTERVAL=2");
		// a new event of no series' name repeats every other week
		ProposedEvent gym = proposal(answerIn(World.FALL, "gym every other week on saturday at 10am"));
		assertThat(gym.action()).isEqualTo(Action.CREATE);
		assertThat(gym.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=SA");
	}

	@Test
	void newsAndNamesThatLookLikeTheseChangesAreLeftAlone() {
		// news of no X at an event cancels nothing
		ProposedEvent parking = answerIn(World.FALL, "there's no parking at the halloween party").proposedEvent();
		assertThat(parking == null || parking.action() != Action.DELETE).isTrue();
		// a quoted word that says no name
		ProposedEvent off = answerIn(World.FALL, "yoga is now 'cancelled'").proposedEvent();
		assertThat(off == null || off.title() == null || !off.title().contains("cancel")).isTrue();
		// a pictograph before what happened to the event
		ProposedEvent lunch = updateIn(World.FALL, "lunch with marco 🍕 moved to 1pm", "Lunch with Marco");
		assertThat(World.FALL.local(lunch.startTime())).isEqualTo("2026-11-03T13:00");
		// a length after "lasts" is no end
		ProposedEvent meeting = updateIn(World.FALL, "team meeting starts at 11 and lasts 2 hours", "Team meeting");
		assertThat(World.FALL.local(meeting.endTime())).isEqualTo("2026-11-05T13:00");
		// brackets after a name that ends in "am" stay part of it
		assertThat(updateIn(World.FALL, "rename yoga to Yoga with Pam (online)", "Yoga").title())
			.isEqualTo("Yoga with Pam (online)");
		// "bin X" with no article needs every word to be the event's
		ProposedEvent notes = answerIn(World.FALL, "bin team meeting notes").proposedEvent();
		assertThat(notes == null || notes.action() != Action.DELETE).isTrue();
		// an hour past the day is no hour of a series' days
		assertThat(answerIn(World.SPRING, "move all lab meetings to fridays 24:00").type()).isNotNull();
		// "instead" replaces the days
		assertThat(proposal(afterIn(World.FALL, "gym every monday 6am", "and make it fridays instead")).recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=FR");
	}

}
