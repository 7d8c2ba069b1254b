package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static dev.kairos.assistant.CalendarAnswers.updateIn;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A series given news of how it is now ("standup is 30 min now") is the whole series; a
 * series said as "X series" or "the whole X thing"; a name with words between it and its
 * new time ("X to run 0900-1100", "X a bit later, 15:30", "X, can it be 1530-1700", "X is
 * now over lunch, 12-1", "X -> 10h30"); bare minutes after a direction ("X moved up 30");
 * new repeats on the 2nd and 4th weekday of a month, every day but weekends, one day
 * before "weekly", and one day until a date. In {@link World#FALL} (Friday 2026-10-30
 * 15:40, Chicago) and {@link World#SPRING} (Sunday 2027-03-28 21:10, London).
 */
class SeriesNewsAndNamesAroundTimesTests {

	private static void times(World world, ProposedEvent event, String start, String end) {
		assertThat(world.local(event.startTime()) + " " + world.local(event.endTime())).isEqualTo(start + " " + end);
	}

	private static ProposedEvent created(World world, String message, String rule) {
		ProposedEvent event = proposal(answerIn(world, message));
		assertThat(event.action()).as(message).isEqualTo(Action.CREATE);
		assertThat(event.recurrence()).as(message).containsExactly(rule);
		return event;
	}

	@Test
	void newsOfASeriesSaidWithNowIsTheWholeSeries() {
		ProposedEvent standup = updateIn(World.FALL, "standup is 30 min now", "Standup");
		times(World.FALL, standup, "2026-09-07T09:30", "2026-09-07T10:00");
		ProposedEvent running = updateIn(World.SPRING, "running club always 6.30am now", "Running club");
		assertThat(running.eventId()).isEqualTo(Fixtures.id("Running club").toString());
		assertThat(World.SPRING.local(running.startTime())).endsWith("T06:30");
		ProposedEvent lab = updateIn(World.SPRING, "lab meeting is now 45 mins", "Lab meeting");
		assertThat(lab.eventId()).isEqualTo(Fixtures.id("Lab meeting").toString());
		// a day said names that day's one
		ProposedEvent tuesday = proposal(answerIn(World.FALL, "my tuesday yoga is at 5 now"));
		assertThat(tuesday.eventId()).isEqualTo(World.FALL.instanceId("Yoga", "2026-11-03T18:00"));
		// a day in the news itself asks, no whole series
		AssistantReply day = answerIn(World.FALL, "yoga is at 7pm tue now");
		assertThat(day.proposedEvent()).isNull();
		// news of a one-off is that event
		ProposedEvent dentist = updateIn(World.FALL, "dentist takes 30 min only", "Dentist");
		times(World.FALL, dentist, "2026-11-04T14:00", "2026-11-04T14:30");
	}

	@Test
	void aSeriesSaidAsSeriesOrAsAWholeThing() {
		ProposedEvent lab = updateIn(World.SPRING, "lab meeting series → 10am", "Lab meeting");
		assertThat(lab.eventId()).isEqualTo(Fixtures.id("Lab meeting").toString());
		assertThat(World.SPRING.local(lab.startTime())).endsWith("T10:00");
		ProposedEvent yoga = updateIn(World.FALL, "whole yoga series → 1730", "Yoga");
		assertThat(World.FALL.local(yoga.startTime())).endsWith("T17:30");
		ProposedEvent gone = proposal(answerIn(World.SPRING, "the whole running club thing can go"));
		assertThat(gone.action()).isEqualTo(Action.DELETE);
		assertThat(gone.eventId()).isEqualTo(Fixtures.id("Running club").toString());
	}

	@Test
	void wordsBetweenANameAndItsNewTime() {
		times(World.SPRING, updateIn(World.SPRING, "statistics lecture to run 0900-1100", "Statistics lecture"),
				"2027-03-30T09:00", "2027-03-30T11:00");
		times(World.SPRING, updateIn(World.SPRING, "physio a bit later, 15:30", "Physio appointment"),
				"2027-03-31T15:30", "2027-03-31T16:30");
		times(World.SPRING, updateIn(World.SPRING, "the seminar, can it be 1530-1700", "Seminar: Bayesian methods"),
				"2027-04-01T15:30", "2027-04-01T17:00");
		times(World.FALL, updateIn(World.FALL, "the 1:1 with priya is now over lunch, 12-1", "1:1 with Priya"),
				"2026-11-02T12:00", "2026-11-02T13:00");
		// an hour written with an h after an arrow is a clock time, not a length
		times(World.FALL, updateIn(World.FALL, "priya 1:1 -> 10h30", "1:1 with Priya"), "2026-11-02T10:30",
				"2026-11-02T11:30");
		times(World.FALL, updateIn(World.FALL, "team meeting -> 14h", "Team meeting"), "2026-11-05T14:00",
				"2026-11-05T15:00");
		// a name no event has stays a new event
		ProposedEvent fresh = proposal(answerIn(World.FALL, "book club, can it be 1530-1700"));
		assertThat(fresh.action()).isEqualTo(Action.CREATE);
	}

	@Test
	void bareMinutesAfterADirection() {
		times(World.FALL, updateIn(World.FALL, "project meeting pushed back 20", "Project meeting"), "2026-11-04T16:20",
				"2026-11-04T17:20");
		times(World.FALL, updateIn(World.FALL, "physics lecture moved up 30", "Physics lecture"), "2026-11-02T14:30",
				"2026-11-02T15:30");
		// a bare number after "make it" or "at" stays an hour
		times(World.FALL, updateIn(World.FALL, "dentist - make it 11", "Dentist"), "2026-11-04T11:00",
				"2026-11-04T12:00");
		times(World.SPRING, updateIn(World.SPRING, "tom says coffee at 11 works better", "Coffee with Tom"),
				"2027-04-02T11:00", "2027-04-02T12:00");
	}

	@Test
	void repeatsOnWeekdaysOfTheMonthAndDaysButWeekends() {
		ProposedEvent journal = created(World.FALL, "journal club every 2nd and 4th wed at 12",
				"RRULE:FREQ=MONTHLY;BYDAY=2WE,4WE");
		times(World.FALL, journal, "2026-11-11T12:00", "2026-11-11T13:00");
		assertThat(answerIn(World.FALL, "journal club every 2nd and 4th wed at 12").message())
			.contains("on the second and fourth Wednesday of every month");
		// two ordinals need no "every"; one ("2nd thursday") is a day
		times(World.FALL,
				created(World.FALL, "volunteer shift 2nd and 4th thursday 5-8pm", "RRULE:FREQ=MONTHLY;BYDAY=2TH,4TH"),
				"2026-11-12T17:00", "2026-11-12T20:00");
		created(World.FALL, "book club the first and last monday of every month at 7pm",
				"RRULE:FREQ=MONTHLY;BYDAY=-1MO,1MO");
		assertThat(proposal(answerIn(World.FALL, "dinner 2nd thursday at 7pm")).recurrence()).isNull();
		// every day but weekends: the weekdays, today's when its time is to come
		times(World.FALL, created(World.FALL, "guitar practice every day 8pm except weekends",
				"RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"), "2026-10-30T20:00", "2026-10-30T21:00");
		created(World.FALL, "reading daily at 9pm but not on weekends", "RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR");
		// one day before "weekly": that day, today's when its time is to come
		times(World.FALL, created(World.FALL, "dance practice fri 8pm weekly", "RRULE:FREQ=WEEKLY;BYDAY=FR"),
				"2026-10-30T20:00", "2026-10-30T21:00");
		// one day until a date: weekly until then, the date no particular week
		times(World.FALL, created(World.FALL, "spanish class weds 1800-1930 until dec 16",
				"RRULE:FREQ=WEEKLY;BYDAY=WE;UNTIL=20261217T055959Z"), "2026-11-04T18:00", "2026-11-04T19:30");
		created(World.FALL, "dog training weds 6pm until 12/2", "RRULE:FREQ=WEEKLY;BYDAY=WE;UNTIL=20261203T055959Z");
	}

}
