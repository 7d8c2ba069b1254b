package dev.kairos.assistant;

import dev.kairos.assistant.planning.Fixtures;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.assertTimes;
import static dev.kairos.assistant.CalendarAnswers.change;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A new name keeps the words as typed ("w", "w/", "tmrw" are not spelled out in it), a
 * quoted name after "change X to" is a new name, and an old time, an arrow and a new time
 * move the event: through the rules engine on Wednesday 2026-03-04 10:30 in New York over
 * {@link Fixtures#calendar()}.
 */
class TypedNamesAndArrowsTests {

	@Test
	void aNewNameIsKeptAsTyped() {
		assertThat(change("rename book club to novel nite w/ sam", "Book club").title()).isEqualTo("novel nite w/ sam");
		assertThat(change("rename office hours to 'drop-in w the TAs'", "Office hours").title())
			.isEqualTo("drop-in w the TAs");
		// the event is still found by its corrected words
		assertThat(change("rename the seminr to reading grp w ana", "Seminar").title()).isEqualTo("reading grp w ana");
	}

	@Test
	void aQuotedNameAfterChangeToIsANewName() {
		assertThat(change("change office hours to 'open lab'", "Office hours").title()).isEqualTo("open lab");
		assertThat(change("switch the seminar to \"journal club\"", "Seminar").title()).isEqualTo("journal club");
	}

	@Test
	void anOldTimeAnArrowAndANewTimeMoveTheEvent() {
		assertTimes(change("seminar 9→10", "Seminar"), "2026-03-06T10:00", "2026-03-06T13:00");
		assertTimes(change("team sync monday 10:00 -> 10:30", "Team sync"), "2026-03-09T10:30", "2026-03-09T11:30");
		assertTimes(change("advisor meeting 1500 => 1615", "Advisor meeting"), "2026-03-10T16:15", "2026-03-10T17:15");
	}

}
