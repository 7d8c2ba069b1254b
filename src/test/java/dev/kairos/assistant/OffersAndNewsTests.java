package dev.kairos.assistant;

import dev.kairos.assistant.planning.Fixtures;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.after;
import static dev.kairos.assistant.CalendarAnswers.answer;
import static dev.kairos.assistant.CalendarAnswers.assertTimes;
import static dev.kairos.assistant.CalendarAnswers.change;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The kinds blind set W of issue 29 left unread, with examples of their own: a reason
 * after "bc" or "lol", someone's offer of a new time ("they can fit me in at 4"), "X
 * cancelled on me", a new place with "now" last, "moved to the afternoon, 2pm", a letter
 * left out of a name, "make it 8pm on sunday instead" after "when is X", a dashed date
 * before "6pm", "fri 10h30", Nigerian Pidgin: through the rules engine on Wednesday
 * 2026-03-04 10:30 in New York over {@link Fixtures#calendar()}.
 */
class OffersAndNewsTests {

	@Test
	void changesSaidWithAReasonOrAsSomeonesNews() {
		assertTimes(change("team sync pushed back 30 min bc dana is stuck in traffic", "Team sync"), "2026-03-09T10:30",
				"2026-03-09T11:30");
		assertThat(change("yoga got cancelled lol guess i'll nap", "Yoga").action().wireValue()).isEqualTo("delete");
		assertTimes(change("dentist called, they can fit me in at 4 instead", "Dentist appointment"),
				"2026-03-06T16:00", "2026-03-06T17:00");
		assertTimes(change("the dentist can see me at 4 instead", "Dentist appointment"), "2026-03-06T16:00",
				"2026-03-06T17:00");
		assertThat(change("advisor cancelled on me", "Advisor meeting").action().wireValue()).isEqualTo("delete");
	}

	@Test
	void placesPartsOfTheDayAndTypos() {
		assertThat(change("book club at Cafe Luna now", "Book club").location()).isEqualTo("Cafe Luna");
		assertTimes(change("team sync's been moved to the afternoon, 2pm", "Team sync"), "2026-03-09T14:00",
				"2026-03-09T15:00");
		assertTimes(change("luch with sam to 1pm", "Lunch with Sam"), "2026-03-06T13:00", "2026-03-06T14:00");
	}

	@Test
	void aChangeOfTheEventAskedAbout() {
		assertTimes(proposal(after("when is book club", "make it 8pm on sunday instead")), "2026-03-08T20:00",
				"2026-03-08T21:00");
	}

	@Test
	void clocksAndPidgin() {
		assertTimes(proposal(answer("party for ama 3-20 6pm")), "2026-03-20T18:00", "2026-03-20T19:00");
		assertTimes(proposal(answer("review fri 10h30")), "2026-03-06T10:30", "2026-03-06T11:30");
		// a smaller hour with an h, and no day or "at" before it, is still a length
		assertTimes(proposal(answer("review 1h30 friday at 2pm")), "2026-03-06T14:00", "2026-03-06T15:30");
		assertThat(answer("abeg i don tire").proposedEvent()).isNull();
	}

}
