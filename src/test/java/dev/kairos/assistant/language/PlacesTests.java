package dev.kairos.assistant.language;

import java.time.DayOfWeek;
import java.time.LocalDateTime;

import dev.kairos.settings.DateOrder;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class PlacesTests {

	/** The place of a message, read after its times as the engine does. */
	private static String place(String message) {
		Utterance utterance = Utterance.read(message);
		WhenParser.parse(utterance, LocalDateTime.of(2026, 3, 4, 10, 30), DayOfWeek.MONDAY, DateOrder.MDY);
		return Places.claim(utterance);
	}

	@Test
	void readsNamesPlaceWordsAndTheWordsAfterAt() {
		assertThat(place("Lunch with Sam tomorrow at 12:30 for an hour at Cafe Nero")).isEqualTo("Cafe Nero");
		// A capitalised "The" is part of a venue's name; a lowercase one is dropped.
		assertThat(place("team lunch at The Cheesecake Factory on friday at noon")).isEqualTo("The Cheesecake Factory");
		assertThat(place("team lunch at the cheesecake factory on friday at noon")).isEqualTo("Cheesecake factory");
		assertThat(place("meet Jo @ Starbucks friday 2pm")).isEqualTo("Starbucks");
		assertThat(place("review session in room 204 tomorrow at 3")).isEqualTo("Room 204");
		assertThat(place("study group at the library thursday at 4")).isEqualTo("Library");
		assertThat(place("call on zoom at 3")).isEqualTo("Zoom");
		assertThat(place("coffee at starbucks tomorrow at 9")).isEqualTo("Starbucks");
		assertThat(place("dinner at joe's pizza friday at 7")).isEqualTo("Joe's pizza");
		assertThat(place("drinks at the black cat at 6pm friday")).isEqualTo("Black cat");
		assertThat(place("coffee at blue bottle with sam")).isEqualTo("Blue bottle");
		assertThat(place("lunch at chipotle, then gym")).isEqualTo("Chipotle");
	}

	@Test
	void isNoPlaceWhereAtMeansSomethingElse() {
		assertThat(place("look at the budget tomorrow")).isNull();
		assertThat(place("at least an hour tomorrow")).isNull();
		assertThat(place("lunch at noon")).isNull();
		assertThat(place("meeting at 3pm")).isNull();
		assertThat(place("call at once")).isNull();
		assertThat(place("dinner in March")).isNull();
		assertThat(place("coffee at where we met last time")).isNull();
		assertThat(place("meeting at ...")).isNull();
	}

	@Test
	void aNamedPlaceKeepsItsRoomNumberAndItsKindOfPlace() {
		assertThat(place("tutorial in Room 1.05 friday 9am")).isEqualTo("Room 1.05");
		assertThat(place("interview at Deloitte's office thursday 2pm")).isEqualTo("Deloitte's office");
		assertThat(place("dinner at Bank of England tomorrow")).isEqualTo("Bank of England");
	}

	@Test
	void takesThePlaceOutOfTheMessage() {
		for (String message : new String[] { "coffee @ Blue Bottle", "coffee at Blue Bottle", "coffee in room 204",
				"coffee at blue bottle", "coffee on zoom" }) {
			Utterance utterance = new Utterance(message);
			assertThat(Places.claim(utterance)).as(message).isNotNull();
			assertThat(utterance.remainder().strip()).as(message).isEqualTo("coffee");
		}
		// One place: a second one stays in the text.
		Utterance two = new Utterance("coffee in room 204 or in the library");
		assertThat(Places.claim(two)).isEqualTo("Room 204");
		assertThat(Text.collapse(two.remainder()).strip()).isEqualTo("coffee or in the library");
	}

	@Test
	void readsAPlaceUpToTheEndOfTheMessage() {
		assertThat(place("coffee @ Blue Bottle")).isEqualTo("Blue Bottle");
		assertThat(place("coffee @ Blue Bottle, then gym")).isEqualTo("Blue Bottle");
		assertThat(place("coffee at blue bottle")).isEqualTo("Blue bottle");
		// Up to three words after "at", ending where the message or a joining word does.
		assertThat(place("coffee at sams little green")).isEqualTo("Sams little green");
		assertThat(place("coffee at sams little green corner")).isNull();
		assertThat(place("coffee at blue bottle #")).isNull();
		// A month or a weekday is no place, even where no time was read first.
		assertThat(Places.claim(new Utterance("dinner in March"))).isNull();
		assertThat(Places.claim(new Utterance("dinner at Monday"))).isNull();
	}

}
