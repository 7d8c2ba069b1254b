package dev.kairos.assistant;

import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.after;
import static dev.kairos.assistant.CalendarAnswers.answer;
import static dev.kairos.assistant.CalendarAnswers.assertTimes;
import static dev.kairos.assistant.CalendarAnswers.change;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The kinds blind set S of issue 29 found unread, with examples of their own: a place
 * said as news ("is at", "is in", "will be on zoom"), "is now called", "will take N they
 * said", "X push 15 min", "is off" with an adverb, a sigh before the ask, "put X on <day>
 * instead", "same timings", "w" as West in an address, a street after "on" in a place,
 * thanks and greetings in texting spelling: through the rules engine on Wednesday
 * 2026-03-04 10:30 in New York over {@link Fixtures#calendar()}.
 */
class PlacesRenamesAndSighsTests {

	@Test
	void placesAndNamesSaidAsNews() {
		assertThat(change("the seminar is at Harper Memorial Library", "Seminar").location())
			.isEqualTo("Harper Memorial Library");
		assertThat(change("advisor meeting is in conf room 2C", "Advisor meeting").location())
			.isEqualToIgnoringCase("conf room 2C");
		assertThat(change("team sync will be on teams", "Team sync").location()).isEqualToIgnoringCase("teams");
		assertThat(change("book club is now called Reading circle", "Book club").title()).isEqualTo("Reading circle");
		// A time after "is at" is a move, not a place; a time in the words is a new time.
		assertTimes(change("the seminar is at 10", "Seminar"), "2026-03-06T10:00", "2026-03-06T13:00");
		assertThat(change("yoga is at the Lotus Studio not the gym", "Yoga").location()).isEqualTo("Lotus Studio");
	}

	@Test
	void lengthsShiftsAndCancelsSaidLoosely() {
		assertTimes(change("seminar will take 2 hours they said", "Seminar"), "2026-03-06T09:00", "2026-03-06T11:00");
		assertTimes(change("team sync push 30 min", "Team sync"), "2026-03-09T10:30", "2026-03-09T11:30");
		assertThat(change("sigh cancel book club", "Book club").action().wireValue()).isEqualTo("delete");
		assertThat(change("yoga is off sadly", "Yoga").action().wireValue()).isEqualTo("delete");
		assertTimes(change("can you put the dentist on thursday at 4 instead", "Dentist appointment"),
				"2026-03-05T16:00", "2026-03-05T17:00");
		assertTimes(change("move the seminar to the next day, same timings", "Seminar"), "2026-03-07T09:00",
				"2026-03-07T12:00");
	}

	@Test
	void addressesStreetsThanksAndGreetings() {
		assertThat(proposal(answer("coffee w kim at 1450 w fulton st friday 9am")).location())
			.isEqualToIgnoringCase("1450 w fulton st");
		ProposedEvent coffee = proposal(after("coffee with kim friday 9am", "at the Green Bean on Halsted"));
		assertThat(coffee.location()).isEqualTo("Green Bean on Halsted");
		assertThat(proposal(answer("lunch at Nando's on Friday at 1")).location()).isEqualTo("Nando's");
		assertThat(answer("thx sm!!").message()).startsWith("You're welcome");
		assertThat(answer("good evenin team").message()).startsWith("Hi!");
	}

	@Test
	void aChangeThatNamesNoEventAsksWhichAndTheAnswerCompletesIt() {
		assertThat(answer("delete").message()).startsWith("Which event should I cancel?");
		assertThat(answer("reschedule pls").message()).startsWith("Which event should I move, and to when?");
		assertThat(answer("rename something").message()).startsWith("Which event should I rename");
		ProposedEvent cancelled = proposal(after("delete", "book club"));
		assertThat(cancelled.action().wireValue()).isEqualTo("delete");
		assertThat(cancelled.eventId()).isEqualTo(Fixtures.id("Book club").toString());
		assertTimes(proposal(after("reschedule pls", "book club to sunday 5pm")), "2026-03-08T17:00",
				"2026-03-08T18:00");
		// the choice among the events asked about, and the new time with it
		ProposedEvent moved = proposal(after("move the meeting", "the advisor one, to 4pm"));
		assertThat(moved.eventId()).isEqualTo(Fixtures.id("Advisor meeting").toString());
		assertTimes(moved, "2026-03-10T16:00", "2026-03-10T17:00");
	}

	@Test
	void theFirstOrLastDayOfAYear() {
		// January 1, 2027 is a Friday and a holiday: the first business day is Monday the
		// 4th
		assertTimes(proposal(answer("invoice run first business day of 2027 at 9am")), "2027-01-04T09:00",
				"2027-01-04T10:00");
		assertTimes(proposal(answer("wrap-up on the last day of this year at 3pm")), "2026-12-31T15:00",
				"2026-12-31T16:00");
		assertTimes(proposal(answer("budget kickoff first day of next year at 10am")), "2027-01-01T10:00",
				"2027-01-01T11:00");
	}

	@Test
	void addressesClosingWordsAndRegionalAsks() {
		assertThat(change("the dentist appointment is at 220 Elm Street", "Dentist appointment").location())
			.isEqualToIgnoringCase("220 Elm Street");
		assertThat(change("book club is at Cafe Nero now, cheers", "Book club").location()).isEqualTo("Cafe Nero");
		assertTimes(change("move my dental appointment to thursday at 9am", "Dentist appointment"), "2026-03-05T09:00",
				"2026-03-05T10:00");
		assertThat(change("retitle the seminar → call it Reading group", "Seminar").title()).isEqualTo("Reading group");
		assertTimes(change("reckon we push lunch with sam to the arvo, say 2", "Lunch with Sam"), "2026-03-06T14:00",
				"2026-03-06T15:00");
	}

}
