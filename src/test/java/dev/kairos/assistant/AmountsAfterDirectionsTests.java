package dev.kairos.assistant;

import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.updateIn;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Amounts said after the direction of a change ("X earlier by half an hour") and in
 * fortnights ("X a fortnight later"). In {@link World#FALL} (Friday 2026-10-30 15:40,
 * Chicago) and {@link World#SPRING} (Sunday 2027-03-28 21:10, London).
 */
class AmountsAfterDirectionsTests {

	@Test
	void anAmountAfterItsDirectionMovesByThatMuch() {
		ProposedEvent dentist = updateIn(World.FALL, "team meeting earlier by an hour pls", "Team meeting");
		assertThat(World.FALL.local(dentist.startTime())).isEqualTo("2026-11-05T10:00");
		assertThat(World.FALL.local(dentist.endTime())).isEqualTo("2026-11-05T11:00");
		ProposedEvent lunch = updateIn(World.SPRING, "lunch with aisha later by 45 mins", "Lunch with Aisha");
		assertThat(World.SPRING.local(lunch.startTime())).isEqualTo("2027-03-30T13:45");
		assertThat(World.SPRING.local(lunch.endTime())).isEqualTo("2027-03-30T14:45");
		// longer by an amount keeps the start
		ProposedEvent theatre = updateIn(World.SPRING, "theatre longer by half an hour", "Theatre");
		assertThat(World.SPRING.local(theatre.startTime())).isEqualTo("2027-04-03T19:30");
		assertThat(World.SPRING.local(theatre.endTime())).isEqualTo("2027-04-03T22:30");
	}

	@Test
	void aFortnightIsTwoWeeks() {
		ProposedEvent dentist = updateIn(World.FALL, "dentist a fortnight later", "Dentist");
		assertThat(World.FALL.local(dentist.startTime())).isEqualTo("2026-11-18T14:00");
		assertThat(World.FALL.local(dentist.endTime())).isEqualTo("2026-11-18T15:00");
		ProposedEvent coffee = updateIn(World.SPRING, "coffee with tom 2 fortnights later", "Coffee with Tom");
		assertThat(World.SPRING.local(coffee.startTime())).isEqualTo("2027-04-30T12:00");
		ProposedEvent exam = updateIn(World.SPRING, "econometrics study a fortnight later", "Study: Econometrics exam");
		assertThat(World.SPRING.local(exam.startTime())).isEqualTo("2027-04-22T14:00");
	}

}
