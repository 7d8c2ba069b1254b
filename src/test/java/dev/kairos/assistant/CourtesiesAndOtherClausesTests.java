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
 * The kinds blind set Z of issue 29 left unread, with examples of their own: "if poss"
 * after a change, a length with "only this time", a dotted end after "til", a cancel in
 * the clause after news when reading the whole named the news, "change X's name to Y",
 * "the whole lot" after "which one", "bring" without a direction, "0900h-1230h", "wat day
 * is X", "good night x": through the rules engine on Wednesday 2026-03-04 10:30 in New
 * York over {@link Fixtures#calendar()}.
 */
class CourtesiesAndOtherClausesTests {

	@Test
	void changesWithCourtesiesScopesAndDottedEnds() {
		assertTimes(change("team sync half an hour earlier if poss", "Team sync"), "2026-03-09T09:30",
				"2026-03-09T10:30");
		assertTimes(change("yoga 30 mins only this time", "Yoga"), "2026-03-12T18:00", "2026-03-12T18:30");
		assertTimes(change("seminar runs til 11.45 now", "Seminar"), "2026-03-06T09:00", "2026-03-06T11:45");
		assertThat(change("dana's got the flu, book club's off", "Book club").action().wireValue()).isEqualTo("delete");
		assertThat(change("change the seminar's name to Reading group", "Seminar").title()).isEqualTo("Reading group");
		assertTimes(change("sam says lunch at 1 works better for him", "Lunch with Sam"), "2026-03-06T13:00",
				"2026-03-06T14:00");
		assertTimes(change("sam texted, he can only do 2pm for lunch", "Lunch with Sam"), "2026-03-06T14:00",
				"2026-03-06T15:00");
		assertThat(change("dana wants a call instead, rename it Call with Dana", "Project meeting with Dana").title())
			.isEqualTo("Call with Dana");
	}

	@Test
	void newEventsQuestionsAndGreetings() {
		// "bring" with no direction is no change
		ProposedEvent bike = proposal(answer("bring the bike for a service 3/20 8am"));
		assertThat(bike.action().wireValue()).isEqualTo("create");
		assertTimes(bike, "2026-03-20T08:00", "2026-03-20T09:00");
		assertTimes(proposal(answer("lab safety tues 0900h-1030h")), "2026-03-10T09:00", "2026-03-10T10:30");
		assertThat(answer("wat day is book club").message()).startsWith("\"Book club\" is on");
		assertThat(answer("good night x").proposedEvent()).isNull();
	}

}
