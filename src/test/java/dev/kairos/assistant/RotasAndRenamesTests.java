package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.ReplyType;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.after;
import static dev.kairos.assistant.CalendarAnswers.answer;
import static dev.kairos.assistant.CalendarAnswers.assertTimes;
import static dev.kairos.assistant.CalendarAnswers.change;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The kinds blind set Q of issue 29 found unread, with examples of their own: a writer
 * who introduces herself and thanks "dear", a sigh of Singapore English, a place for
 * every occurrence said without a verb, a new name of the same kind ("to Bass lesson"), a
 * venue's capitalised "The", someone named in news then "with him", "to <day>" after
 * "When should X be instead?", a shift named by its part of the day ("nights"), a length
 * that "only needs", review sessions before a named exam, two days in a row joined by
 * "and": through the rules engine on Wednesday 2026-03-04 10:30 in New York over
 * {@link Fixtures#calendar()}.
 */
class RotasAndRenamesTests {

	@Test
	void introductionsThanksAndSighsAroundTheRequest() {
		ProposedEvent event = proposal(answer(
				"Hello this is Margaret. Please put my eye test on Monday March 9 at 10 in the morning. Thank you dear"));
		assertThat(event.title()).isEqualTo("Eye test");
		assertTimes(event, "2026-03-09T10:00", "2026-03-09T11:00");
		assertThat(answer("aiyo so tired today no").type()).isEqualTo(ReplyType.CONFIRMATION);
	}

	@Test
	void placesNamesAndLengthsOfExistingEvents() {
		assertThat(change("all yoga sessions at Sunrise Studio from now on", "Yoga").location())
			.isEqualTo("Sunrise Studio");
		ProposedEvent renamed = change("change chemistry lab to Physics lab", "Chemistry lab");
		assertThat(renamed.title()).isEqualTo("Physics lab");
		assertTimes(renamed, "2026-03-05T09:00", "2026-03-05T10:30");
		assertTimes(change("team sync only needs 20 mins", "Team sync"), "2026-03-09T10:00", "2026-03-09T10:20");
		assertThat(change("sam cant make it, cancel lunch with him", "Lunch with Sam").action())
			.isEqualTo(Action.DELETE);
		// A venue keeps a capitalised "The"; a lowercase one is dropped.
		assertThat(proposal(answer("drinks at The Crown friday 8pm")).location()).isEqualTo("The Crown");
		assertThat(proposal(answer("drinks at the crown friday 8pm")).location()).isEqualTo("Crown");
	}

	@Test
	void aNewDayAfterTheQuestionWhen() {
		ProposedEvent moved = proposal(after("move book club", "to monday 3/9 at 6pm"));
		assertThat(moved.eventId()).isEqualTo(Fixtures.id("Book club").toString());
		assertTimes(moved, "2026-03-09T18:00", "2026-03-09T19:00");
	}

	@Test
	void rotasPlansAndRunsOfTwoDays() {
		ProposedEvent nights = proposal(answer("nights sat 2000-0800"));
		assertThat(nights.title()).isEqualTo("Nights");
		assertTimes(nights, "2026-03-07T20:00", "2026-03-08T08:00");
		assertThat(answer("set up review sessions before my CFA on march 25").type()).isEqualTo(ReplyType.STUDY_PLAN);
		assertTimes(proposal(answer("trade fair all day thu 3/12 and fri 3/13")), "2026-03-12T00:00",
				"2026-03-14T00:00");
		// From a time of one named day to a time of a later one.
		ProposedEvent camping = proposal(answer("camping trip fri 6pm to sun 11am"));
		assertTimes(camping, "2026-03-06T18:00", "2026-03-08T11:00");
		assertTimes(proposal(answer("sleepover shift sat 22:00 to sun 08:00")), "2026-03-07T22:00", "2026-03-08T08:00");
	}

}
