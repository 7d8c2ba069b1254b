package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.afterIn;
import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A series' own days said beside a change to all of it ("standup is at 9 every day from
 * now on"), "is a no go", "bailing on", "no X anymore", "whole series" as a reply, a
 * reason after "now", "this week" after an amount, and a one-off's short name with a new
 * day ("physio thurs 4pm"). In {@link World#FALL} (Friday 2026-10-30 15:40, Chicago).
 */
class EveryDayAndNoGoTests {

	@Test
	void theSeriesOwnDaysBesideAChangeSayAllOfIt() {
		ProposedEvent standup = proposal(answerIn(World.FALL, "standup at 9:15 every day going forward"));
		assertThat(standup.eventId()).isEqualTo(Fixtures.id("Standup").toString());
		assertThat(standup.recurrence()).isNotNull();
		assertThat(World.FALL.local(standup.startTime())).endsWith("T09:15");
		ProposedEvent yoga = proposal(answerIn(World.FALL, "yoga every tues and thurs is 75 min now"));
		assertThat(yoga.eventId()).isEqualTo(Fixtures.id("Yoga").toString());
		assertThat(java.time.Duration.between(yoga.startTime(), yoga.endTime())).hasMinutes(75);
		// a one-off's name with "every day" is a new repeat
		ProposedEvent dentist = proposal(answerIn(World.FALL, "dentist at 8am every day"));
		assertThat(dentist.action()).isEqualTo(Action.CREATE);
	}

	@Test
	void offSaidOtherWays() {
		assertDeleted(answerIn(World.FALL, "thurs yoga is a no-go"), World.FALL.instanceId("Yoga", "2026-11-05T18:00"));
		assertDeleted(answerIn(World.FALL, "bailing on the dentist, feel rough"), Fixtures.id("Dentist").toString());
		assertDeleted(answerIn(World.FALL, "no guitar lesson on the 9th anymore"),
				Fixtures.id("Guitar lesson").toString());
		assertDeleted(afterIn(World.FALL, "cancel yoga", "entire series"), Fixtures.id("Yoga").toString());
	}

	@Test
	void aReasonAfterNowAndThisWeekAfterAnAmount() {
		ProposedEvent party = proposal(answerIn(World.FALL, "team meeting is at 2 now, room clash"));
		assertThat(World.FALL.local(party.startTime())).isEqualTo("2026-11-05T14:00");
		ProposedEvent longer = proposal(answerIn(World.FALL, "project meeting 30 min longer this week"));
		assertThat(World.FALL.local(longer.endTime())).isEqualTo("2026-11-04T17:30");
	}

	@Test
	void aShortNameWithoutItsKindAndANewDay() {
		ProposedEvent guitar = proposal(answerIn(World.FALL, "guitar tues 11/10 5pm"));
		assertThat(guitar.eventId()).isEqualTo(Fixtures.id("Guitar lesson").toString());
		assertThat(World.FALL.local(guitar.startTime())).isEqualTo("2026-11-10T17:00");
	}

	private static void assertDeleted(AssistantReply reply, String id) {
		ProposedEvent event = proposal(reply);
		assertThat(event.action()).as(reply.message()).isEqualTo(Action.DELETE);
		assertThat(event.eventId()).as(reply.message()).isEqualTo(id);
	}

}
