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
 * The kinds blind set T of issue 29 found unread, with examples of their own: the reason
 * after a change ("..., i have a class after"), Scottish and Canadian tags ("aye", "eh"),
 * "needs 2 hours", "this time" after a new place, "X is a bank holiday, drop that one",
 * letters typed the other way round, "change the place to ..." after "where is X", "just
 * 30 mins" after a proposal, "next working day", other English-speaking countries'
 * national days, "biko", Turkish: through the rules engine on Wednesday 2026-03-04 10:30
 * in New York over {@link Fixtures#calendar()}.
 */
class ReasonsAndTagsTests {

	@Test
	void aChangeWithItsReasonOrATagAfterIt() {
		assertTimes(change("advisor meeting 15 min shorter pls, i have a class after", "Advisor meeting"),
				"2026-03-10T15:00", "2026-03-10T15:45");
		assertTimes(change("team sync 30 mins later please the room is double booked", "Team sync"), "2026-03-09T10:30",
				"2026-03-09T11:30");
		assertTimes(change("chemistry lab moved to 10 aye", "Chemistry lab"), "2026-03-05T10:00", "2026-03-05T11:30");
		assertTimes(change("seminar needs 2 hours", "Seminar"), "2026-03-06T09:00", "2026-03-06T11:00");
		assertThat(change("book club is at the Central Library this time", "Book club").location())
			.isEqualTo("Central Library");
		assertThat(change("yoga on the 12th is a public holiday, drop that one", "Yoga").action().wireValue())
			.isEqualTo("delete");
		assertTimes(change("algoritmhs lecture to 2pm", "Algorithms lecture"), "2026-03-04T14:00", "2026-03-04T15:00");
	}

	@Test
	void followUpsOnAQuestionOrAProposal() {
		ProposedEvent moved = proposal(after("where is the seminar", "change the place to Room 101"));
		assertThat(moved.eventId()).isEqualTo(Fixtures.id("Seminar").toString());
		assertThat(moved.location()).isEqualTo("Room 101");
		assertTimes(proposal(after("call with the bank friday 2pm", "just 30 mins pls")), "2026-03-06T14:00",
				"2026-03-06T14:30");
	}

	@Test
	void daysCourtesiesAndLanguages() {
		assertTimes(proposal(answer("next working day 9am call the plumber")), "2026-03-05T09:00", "2026-03-05T10:00");
		assertTimes(proposal(answer("canada day bbq 5pm")), "2026-07-01T17:00", "2026-07-01T18:00");
		assertThat(proposal(answer("biko book hair appointment for friday 10am")).title())
			.isEqualTo("Hair appointment");
		assertThat(answer("yarın saat 10'da toplantı ekler misin").message())
			.startsWith("Sorry, I can only read English");
	}

	@Test
	void setUsKindsFriendsEndsAndPossessivePlaces() {
		assertTimes(change("book club got bumped up to 6 y'all, same length", "Book club"), "2026-03-08T18:00",
				"2026-03-08T19:00");
		assertTimes(change("can you make the seminar end at 11 instead", "Seminar"), "2026-03-06T09:00",
				"2026-03-06T11:00");
		assertTimes(change("the seminar should wrap by 11:30", "Seminar"), "2026-03-06T09:00", "2026-03-06T11:30");
		assertThat(change("yoga moved to maria's place", "Yoga").location()).isEqualToIgnoringCase("maria's place");
		assertThat(change("take book club off my calendar im swamped", "Book club").action().wireValue())
			.isEqualTo("delete");
		assertThat(change("bro cancel yoga oo", "Yoga").action().wireValue()).isEqualTo("delete");
		assertTimes(change("the advisor meeting is now at 4 sharp", "Advisor meeting"), "2026-03-10T16:00",
				"2026-03-10T17:00");
		assertTimes(change("the dentist rescheduled me to 4:30 same day", "Dentist appointment"), "2026-03-06T16:30",
				"2026-03-06T17:30");
		assertTimes(change("slide team sync back a day", "Team sync"), "2026-03-10T10:00", "2026-03-10T11:00");
		// a day alone names no event: a new event's day and time
		ProposedEvent fair = proposal(answer("job fair on friday, march 20th at 10am"));
		assertThat(fair.action().wireValue()).isEqualTo("create");
		assertTimes(fair, "2026-03-20T10:00", "2026-03-20T11:00");
		assertTimes(proposal(answer("planning day on the first weekday of may at 9am")), "2026-05-01T09:00",
				"2026-05-01T10:00");
		assertTimes(proposal(answer("st davids day lunch 1pm")), "2027-03-01T13:00", "2027-03-01T14:00");
	}

	@Test
	void questionsSaidLoosely() {
		assertThat(answer("seminar is when?").message()).contains("Seminar").contains("March 6");
		assertThat(answer("what day is book club again").message()).contains("Book club").contains("March 8");
		assertThat(answer("where am i meeting sam friday").message()).contains("Lunch with Sam");
		assertThat(answer("do i have a gap friday at 10").message()).startsWith("No");
	}

}
