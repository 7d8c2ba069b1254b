package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.ReplyType;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A series' end said more ways ("at the end of november", "X's last session is 12/18, end
 * the series there", "then end it", "after christmas", "after 4 more classes", "only 2
 * more runs then that's it"), a series' new place said with no day (all of it), and "n"
 * between two weekdays. In {@link World#FALL} (Friday 2026-10-30 15:40, Chicago) and
 * {@link World#SPRING} (Sunday 2027-03-28 21:10, London).
 */
class SeriesEndsPlacesAndDayListsTests {

	/** The series' rule after the change: its UNTIL, the end of the last day in UTC. */
	private static String ended(World world, String message) {
		ProposedEvent series = proposal(answerIn(world, message));
		assertThat(series.action()).as(message).isEqualTo(Action.UPDATE);
		assertThat(series.recurrence()).as(message).hasSize(1);
		return series.recurrence().get(0);
	}

	@Test
	void aSeriesEndsOnTheDaySaidAfterAtOrInItsName() {
		assertThat(ended(World.FALL, "finish yoga at the end of november"))
			.isEqualTo("RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20261201T055959Z");
		assertThat(ended(World.FALL, "standup's last session is 12/18, end the series there"))
			.isEqualTo("RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20261219T055959Z");
		assertThat(ended(World.SPRING, "last lab meeting is 19 april then end it"))
			.isEqualTo("RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20270419T225959Z");
		// no "after" before a month or the end of one, and a comma before "no more"
		assertThat(ended(World.SPRING, "lab meeting ends end of may"))
			.isEqualTo("RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20270531T225959Z");
		assertThat(ended(World.FALL, "yoga ends nov 24, no more after that"))
			.isEqualTo("RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20261125T055959Z");
		// a holiday of the user's country, as after "no more"
		assertThat(ended(World.FALL, "stop standup after christmas"))
			.isEqualTo("RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20261226T055959Z");
	}

	@Test
	void aSeriesEndsAfterSoManyMoreOfItsOccurrences() {
		// Tuesday 3, Thursday 5, Tuesday 10, Thursday 12 November
		assertThat(ended(World.FALL, "stop yoga after 4 more classes"))
			.isEqualTo("RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20261113T055959Z");
		// a number in words: Tuesday 3, Thursday 5 November
		assertThat(ended(World.FALL, "stop yoga after two more classes"))
			.isEqualTo("RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20261106T055959Z");
		// Wednesday 31 March, Wednesday 7 April
		assertThat(ended(World.SPRING, "running club only 2 more runs then that's it"))
			.isEqualTo("RRULE:FREQ=WEEKLY;BYDAY=WE;UNTIL=20270407T225959Z");
	}

	@Test
	void wordsAfterStopThatAreNoDayEndNoSeries() {
		assertThat(answerIn(World.FALL, "stop yoga after work").type()).isNotEqualTo(ReplyType.PROPOSED_EVENT);
		ProposedEvent meeting = proposal(answerIn(World.FALL, "end the project meeting after lunch"));
		assertThat(meeting.action()).isNotEqualTo(Action.UPDATE);
		assertThat(answerIn(World.FALL, "i have 3 more exams").type()).isNotEqualTo(ReplyType.PROPOSED_EVENT);
		// an hour after "ends" is no last day
		assertThat(answerIn(World.FALL, "standup ends 10").type()).isNotEqualTo(ReplyType.PROPOSED_EVENT);
	}

	@Test
	void aSeriesNewPlaceWithNoDayIsAllOfIts() {
		ProposedEvent standup = proposal(answerIn(World.FALL, "standup's in the big conference room now"));
		assertThat(standup.location()).isEqualTo("Big conference room");
		assertThat(standup.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR");
		ProposedEvent club = proposal(answerIn(World.SPRING, "running club meets at battersea park from now on"));
		assertThat(club.location()).isEqualTo("Battersea park");
		assertThat(club.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=WE");
		// a day said names one occurrence
		ProposedEvent thursday = proposal(answerIn(World.FALL, "yoga at the community center on thursday"));
		assertThat(thursday.recurrence()).isNullOrEmpty();
		assertThat(World.FALL.local(thursday.startTime())).isEqualTo("2026-11-05T18:00");
		assertThat(thursday.location()).isEqualTo("Community center");
	}

	@Test
	void aSeriesNewDaysAfterAnArrow() {
		assertThat(ended(World.FALL, "yoga -> mon and wed")).isEqualTo("RRULE:FREQ=WEEKLY;BYDAY=MO,WE");
		assertThat(ended(World.SPRING, "running club \u2192 tues and fri")).isEqualTo("RRULE:FREQ=WEEKLY;BYDAY=TU,FR");
	}

	@Test
	void nBetweenTwoWeekdaysIsAnd() {
		ProposedEvent choir = proposal(answerIn(World.FALL, "choir mon n thurs 7pm"));
		assertThat(choir.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=MO,TH");
		assertThat(choir.title()).isEqualTo("Choir");
		assertThat(proposal(answerIn(World.SPRING, "book club every wed n fri at 6pm")).recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=WE,FR");
		// between other words it is a letter of a name
		assertThat(proposal(answerIn(World.FALL, "coffee with mike n sam tomorrow at 9")).title())
			.isEqualTo("Coffee with Mike N Sam");
	}

}
