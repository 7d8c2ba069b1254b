package dev.kairos.assistant.language;

import java.time.DayOfWeek;
import java.util.List;

import dev.kairos.settings.DateOrder;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class DetailsTests {

	private record Read(String title, String location, String description, List<String> emails) {
	}

	private static Read read(String message) {
		Utterance utterance = new Utterance(message);
		List<String> emails = Details.claimEmails(utterance);
		WhenParser.parse(utterance, java.time.LocalDateTime.of(2026, 3, 4, 10, 30), DayOfWeek.MONDAY, DateOrder.MDY);
		String location = Places.claim(utterance);
		String description = Details.claimDescription(utterance);
		return new Read(Details.title(utterance.remainder()), location, description, emails);
	}

	@Test
	void cleanTitlesWithoutRequestsOrTimes() {
		assertThat(read("schedule lunch with sam tomorrow at 12:30").title()).isEqualTo("Lunch with Sam");
		assertThat(read("Can you please book a meeting with the design team on Friday at 2pm?").title())
			.isEqualTo("Meeting with the design team");
		assertThat(read("block 2 hours for deep work on Friday").title()).isEqualTo("Deep work");
		assertThat(read("I have a dentist appointment on March 20 at 10am").title()).isEqualTo("Dentist appointment");
		assertThat(read("Let's have a meeting on Friday next week").title()).isEqualTo("Meeting");
		assertThat(read("remind me to call the pharmacy at 5").title()).isEqualTo("Call the pharmacy");
		assertThat(read("coffee with alex and jordan tomorrow").title()).isEqualTo("Coffee with Alex and Jordan");
		assertThat(read("lunch with my advisor tomorrow").title()).isEqualTo("Lunch with my advisor");
		assertThat(read("lunch with prof. smith tomorrow").title()).isEqualTo("Lunch with Prof. Smith");
		assertThat(read("add \"Career fair\" on March 25").title()).isEqualTo("Career fair");
		assertThat(read("tomorrow at 3").title()).isNull();
	}

	@Test
	void locationsAfterAtInOrTheAtSign() {
		assertThat(read("study at the library tomorrow").location()).isEqualTo("Library");
		assertThat(read("meeting in room 204 at 3pm").location()).isEqualTo("Room 204");
		assertThat(read("Lunch @ Cafe Nero on Friday at 1").location()).isEqualTo("Cafe Nero");
		assertThat(read("Meet Carla at Starbucks on Thursday at 9am").location()).isEqualTo("Starbucks");
		assertThat(read("call with the team on Zoom at 4").location()).isEqualTo("Zoom");
		assertThat(read("dinner at Joe's Pizza with Ann at 7").location()).isEqualTo("Joe's Pizza");
		assertThat(read("meeting at 3pm").location()).isNull();
		assertThat(read("meeting on Friday").location()).isNull();
	}

	@Test
	void attendeesAreAddressesAndTheirNamesStandInTheTitle() {
		Read read = read("meeting with sam.lee@example.com and ana@example.com tomorrow at 10");
		assertThat(read.emails()).containsExactly("sam.lee@example.com", "ana@example.com");
		assertThat(read.title()).isEqualTo("Meeting with Sam Lee and Ana");
	}

	@Test
	void whatItIsAboutIsTheDescription() {
		Read read = read("meeting with Sam tomorrow at 3 to discuss the budget");
		assertThat(read.title()).isEqualTo("Meeting with Sam");
		assertThat(read.description()).isEqualTo("Discuss the budget");
		assertThat(read("Dentist Friday 3pm - bring the insurance card").description())
			.isEqualTo("Bring the insurance card");
	}

	@Test
	void aDescriptionNeedsWordsBeforeItAndLeavesTheTitle() {
		assertThat(read("meeting at 3pm").description()).isNull();
		assertThat(read("- bring the insurance card").description()).isNull();
		Utterance utterance = new Utterance("Dentist; bring the card");
		assertThat(Details.claimDescription(utterance)).isEqualTo("Bring the card");
		assertThat(utterance.remainder().strip()).isEqualTo("Dentist");
		// One description: a second one stays, and so do its words when nothing follows
		// them.
		Utterance two = new Utterance("meeting with Sam to discuss the budget! about the launch");
		assertThat(Details.claimDescription(two)).isEqualTo("Discuss the budget");
		assertThat(Text.collapse(two.remainder()).strip()).isEqualTo("meeting with Sam ! about the launch");
		Utterance empty = new Utterance("meeting about tomorrow");
		WhenParser.parse(empty, java.time.LocalDateTime.of(2026, 3, 4, 10, 30), DayOfWeek.MONDAY, DateOrder.MDY);
		assertThat(Details.claimDescription(empty)).isNull();
		assertThat(Text.collapse(empty.remainder()).strip()).isEqualTo("meeting about");
		assertThat(read("to discuss the budget").description()).isNull();
		assertThat(Details.claimDescription(new Utterance("; bring the card"))).isNull();
		Utterance nothing = new Utterance("meeting about -");
		assertThat(Details.claimDescription(nothing)).isNull();
		assertThat(nothing.remainder()).isEqualTo("meeting about -");
		assertThat(Details.capitalize("")).isEmpty();
	}

	@Test
	void anHonorificIsANameOnlyAtItsStart() {
		assertThat(read("meeting with dr.smith@example.com").title()).isEqualTo("Meeting with Dr. Smith");
		assertThat(read("meeting with sam.dr@example.com").title()).isEqualTo("Meeting with Sam Dr");
	}

	@Test
	void titlesAndNamesAtTheirLengthLimits() {
		assertThat(read("lunch with abcdefghijklmno").title()).isEqualTo("Lunch with Abcdefghijklmno");
		assertThat(read("lunch with abcdefghijklmnop").title()).isEqualTo("Lunch with abcdefghijklmnop");
		String long120 = "x".repeat(100) + " yyyyyyyyyyyyyyyyyyy";
		assertThat(long120).hasSize(120);
		assertThat(Details.title(long120)).isEqualTo(Details.capitalize(long120));
		assertThat(Details.title(long120 + "y")).isEqualTo(Details.capitalize("x".repeat(100)));
	}

	@Test
	void aTaskToBeRemindedOfKeepsItsVerb() {
		assertThat(Details.title("remind me to buy stamps")).isEqualTo("Buy stamps");
		assertThat(Details.title("pls remind me to book the hotel")).isEqualTo("Book the hotel");
		assertThat(Details.title("don't forget to call grandma")).isEqualTo("Call grandma");
		// Without "to", a reminder is still a thing to schedule.
		assertThat(Details.title("remind me about the book club")).isEqualTo("Book club");
	}

}
