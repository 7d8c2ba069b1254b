package dev.kairos.assistant;

import dev.kairos.assistant.planning.Fixtures;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.answer;
import static dev.kairos.assistant.CalendarAnswers.assertTimes;
import static dev.kairos.assistant.CalendarAnswers.change;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The kinds blind set Y of issue 29 left unread, with examples of their own: a length
 * with "only" after it, a name shortened to its consonants ("chm lab"), an arrow or "in"
 * before a room, "needs 45 more minutes", a new range with "is", a trailing "fyi", a new
 * end without "at", "now till 2", someone else's cancel, a quoted new name, Nigerian
 * Pidgin, "the whole of dec 4", "set a reminder to", Singlish: through the rules engine
 * on Wednesday 2026-03-04 10:30 in New York over {@link Fixtures#calendar()}.
 */
class ArrowsRoomsAndAbbreviationsTests {

	@Test
	void lengthsRangesAndEnds() {
		assertTimes(change("yoga 45 min only", "Yoga"), "2026-03-12T18:00", "2026-03-12T18:45");
		assertTimes(change("chm lab push back 20 mins", "Chemistry lab"), "2026-03-05T09:20", "2026-03-05T10:50");
		assertTimes(change("the team sync needs 30 more minutes", "Team sync"), "2026-03-09T10:00", "2026-03-09T11:30");
		assertTimes(change("the advisor meeting is 3:30 to 5 now", "Advisor meeting"), "2026-03-10T15:30",
				"2026-03-10T17:00");
		assertTimes(change("book club got pushed to 8 fyi", "Book club"), "2026-03-08T20:00", "2026-03-08T21:00");
		assertTimes(change("the seminar ends 10:30 now", "Seminar"), "2026-03-06T09:00", "2026-03-06T10:30");
		assertTimes(change("lunch with sam now till 2", "Lunch with Sam"), "2026-03-06T12:30", "2026-03-06T14:00");
	}

	@Test
	void placesNamesAndCancels() {
		assertThat(change("office hours -> Room 12 Hicks", "Office hours").location()).isEqualTo("Room 12 Hicks");
		assertThat(change("team sync in conf room 3", "Team sync").location()).isEqualToIgnoringCase("conf room 3");
		// an arrow to a time is a move, not a place
		assertTimes(change("team sync -> 2pm", "Team sync"), "2026-03-09T14:00", "2026-03-09T15:00");
		assertThat(change("prof cancelled the seminar", "Seminar").action().wireValue()).isEqualTo("delete");
		assertThat(change("call the book club 'Novel Night' from now on", "Book club").title())
			.isEqualTo("Novel Night");
		assertThat(change("dem don cancel yoga o, abeg remove am", "Yoga").action().wireValue()).isEqualTo("delete");
	}

	@Test
	void newEventsAndSmallTalk() {
		assertTimes(proposal(answer("block the whole of mar 20 for the move")), "2026-03-20T00:00", "2026-03-21T00:00");
		assertThat(proposal(answer("set a reminder to pay rent fri 9am")).title()).isEqualToIgnoringCase("pay rent");
		assertThat(answer("wah so tired sia").proposedEvent()).isNull();
	}

}
