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
 * The kinds blind set R of issue 29 found unread, with examples of their own: a length
 * that "only needs" this time, "starts N earlier", "stretch X by", a place "now in" or
 * "moved to Room 3.12" without a verb before it, "X at <Proper Name>", Scots ("gonnae",
 * "tae", "ma"), "midnight mass" as a name, "i meant 6am not 6pm", hyphenated names
 * ("get-in"), "how's my week looking", street names ending in "View": through the rules
 * engine on Wednesday 2026-03-04 10:30 in New York over {@link Fixtures#calendar()}.
 */
class CrewsAndCorrectionsTests {

	@Test
	void lengthsAndShiftsSaidOtherwise() {
		assertTimes(change("yoga only needs 45 mins this time", "Yoga"), "2026-03-12T18:00", "2026-03-12T18:45");
		assertTimes(change("book club starts 30 mins earlier", "Book club"), "2026-03-08T18:30", "2026-03-08T19:30");
		assertTimes(change("stretch the seminar by half an hour", "Seminar"), "2026-03-06T09:00", "2026-03-06T12:30");
		assertTimes(change("gonnae move ma yoga tae friday, same time", "Yoga"), "2026-03-13T18:00",
				"2026-03-13T19:00");
	}

	@Test
	void placesSaidWithoutAVerb() {
		assertThat(change("office hours now in the Old Library", "Office hours").location()).isEqualTo("Old Library");
		assertThat(change("advisor meeting moved to Room 2.07", "Advisor meeting").location()).isEqualTo("Room 2.07");
		assertThat(change("book club at Foyles", "Book club").location()).isEqualTo("Foyles");
		// A new event with a proper place and no event of its name stays new, asked when.
		assertThat(answer("drinks with kim at The Anchor").message()).startsWith("When should I schedule");
	}

	@Test
	void namesCorrectionsAndQuestions() {
		ProposedEvent mass = proposal(answer("midnight mass march 24 at 11pm"));
		assertTimes(mass, "2026-03-24T23:00", "2026-03-25T00:00");
		assertThat(mass.title()).isEqualTo("Midnight mass");
		assertTimes(proposal(after("dog walk thursday 7pm", "sorry i meant 7am not 7pm")), "2026-03-05T07:00",
				"2026-03-05T08:00");
		assertThat(proposal(answer("run-through at the hall sat 10am")).title()).isEqualTo("Run-through");
		assertThat(answer("how's my week looking, the week of march 9").message()).contains("Team sync");
		assertThat(proposal(answer("boiler service at 12 Lake View friday 9am")).location()).isEqualTo("12 Lake View");
	}

}
