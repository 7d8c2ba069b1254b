package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.ReplyType;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static dev.kairos.assistant.CalendarAnswers.updateIn;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A series named in the plural is the whole series ("standups are 20 min now", "delete my
 * yoga sessions"); named once, or with a day, it is one occurrence or the question which.
 * In {@link World#FALL} (Friday 2026-10-30 15:40, Chicago) and {@link World#SPRING}.
 */
class SeriesInThePluralTests {

	@Test
	void thePluralOfTheNameIsTheWholeSeries() {
		ProposedEvent longer = updateIn(World.FALL, "standups are 20 min long now", "Standup");
		assertThat(World.FALL.local(longer.startTime())).isEqualTo("2026-09-07T09:30");
		assertThat(World.FALL.local(longer.endTime())).isEqualTo("2026-09-07T09:50");
		ProposedEvent later = updateIn(World.FALL, "push standups to 9:45", "Standup");
		assertThat(World.FALL.local(later.startTime())).isEqualTo("2026-09-07T09:45");
		ProposedEvent club = updateIn(World.SPRING, "running clubs start at 6:30 now", "Running club");
		assertThat(World.SPRING.local(club.startTime())).isEqualTo("2027-01-06T06:30");
		// "are" is no word of the name
		ProposedEvent room = updateIn(World.FALL, "standups are in the big room now", "Standup");
		assertThat(room.location()).isEqualTo("Big room");
		assertThat(updateIn(World.SPRING, "lab meetings are now 45 mins", "Lab meeting").recurrence()).isNotNull();
		// "meetings" of "Lab meeting": the plural of its last word
		assertThat(updateIn(World.SPRING, "move lab meetings to 10am", "Lab meeting").recurrence()).isNotNull();
	}

	@Test
	void aKindOfThingInThePluralIsTheWholeSeries() {
		ProposedEvent deleted = proposal(answerIn(World.FALL, "delete my yoga sessions"));
		assertThat(deleted.action()).isEqualTo(Action.DELETE);
		assertThat(deleted.eventId()).isEqualTo(Fixtures.id("Yoga").toString());
		ProposedEvent moved = updateIn(World.FALL, "yoga classes are at 7pm now", "Yoga");
		assertThat(World.FALL.local(moved.startTime())).isEqualTo("2026-09-01T19:00");
	}

	@Test
	void theNameOnceOrADayIsNoWholeSeries() {
		// once, and no news of how it is now: which one
		assertThat(answerIn(World.SPRING, "lab meeting 45 mins").type()).isEqualTo(ReplyType.CONFIRMATION);
		// a day names that day's one
		ProposedEvent monday = proposal(answerIn(World.FALL, "standups on monday 15 min later"));
		assertThat(monday.eventId()).isEqualTo(World.FALL.instanceId("Standup", "2026-11-02T09:30"));
		// a one-off event named in the plural is that event
		ProposedEvent lecture = updateIn(World.FALL, "physics lectures are at 4pm now", "Physics lecture");
		assertThat(World.FALL.local(lecture.startTime())).isEqualTo("2026-11-02T16:00");
	}

}
