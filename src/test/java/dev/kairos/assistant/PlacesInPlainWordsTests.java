package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A new place said in plain words after an event's name, no verb: "at" a place with its
 * street ("at the smile clinic on oak ave"), "in the" a place, a part of the building
 * after a comma ("in the library, 2nd floor"), and a one-word name when it is the event's
 * own ("theatre at the globe"). In {@link World#SPRING} (Sunday 2027-03-28 21:10,
 * London).
 */
class PlacesInPlainWordsTests {

	@Test
	void aPlaceWithItsStreetOrAPartOfTheBuilding() {
		assertMoved("coffee with tom at the bean counter on mill lane", "Coffee with Tom", "bean counter on mill lane");
		assertMoved("physio in the old gym, 1st floor", "Physio appointment", "Old gym, 1st floor");
		assertMoved("statistics lecture in the main hall", "Statistics lecture", "Main hall");
	}

	@Test
	void oneWordBeforeThePlaceOnlyWhenItIsTheWholeName() {
		assertMoved("theatre at the lyric", "Theatre", "Lyric");
		// a day after the place is when a new one is, not a street
		ProposedEvent lunch = proposal(answerIn(World.SPRING, "lunch with aisha at the canteen on monday"));
		assertThat(lunch.action()).isEqualTo(Action.CREATE);
		// words that are no event's name are a new event's
		ProposedEvent drinks = proposal(answerIn(World.SPRING, "drinks at the pub on friday"));
		assertThat(drinks.action()).isEqualTo(Action.CREATE);
		assertThat(drinks.location()).isEqualToIgnoringCase("pub");
	}

	private static void assertMoved(String message, String title, String place) {
		ProposedEvent event = proposal(answerIn(World.SPRING, message));
		assertThat(event.action()).as(message).isEqualTo(Action.UPDATE);
		assertThat(event.eventId()).as(message).isEqualTo(Fixtures.id(title).toString());
		assertThat(event.location()).as(message).isEqualToIgnoringCase(place);
	}

}
