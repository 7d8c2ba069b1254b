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
 * The kinds blind sets U and V of issue 29 left unread, with examples of their own: "X
 * wraps up at 11 now" (a new end), a reason in brackets after a change, a place alone
 * after a proposal, "hows", a weekday before "2 may", "X at 11 instead of 10", "where am
 * i meeting X friday", cheers and sighs, study plans said as "reading plan" or "break up
 * my X prep", "the entire friday": through the rules engine on Wednesday 2026-03-04 10:30
 * in New York over {@link Fixtures#calendar()}.
 */
class CheersEndsAndAsidesTests {

	@Test
	void changesSaidWithANewEndAnAsideOrTheOldTime() {
		assertTimes(change("the seminar wraps up at 11 now", "Seminar"), "2026-03-06T09:00", "2026-03-06T11:00");
		assertTimes(change("seminar is over at 10:30", "Seminar"), "2026-03-06T09:00", "2026-03-06T10:30");
		assertThat(change("advisor meeting is off (flu)", "Advisor meeting").action().wireValue()).isEqualTo("delete");
		assertTimes(change("team sync at 11 instead of 10", "Team sync"), "2026-03-09T11:00", "2026-03-09T12:00");
		// without the old time, "X at 11" is a new event's time
		assertThat(proposal(answer("team sync at 11")).action().wireValue()).isEqualTo("create");
	}

	@Test
	void aPlaceAloneAfterAProposal() {
		ProposedEvent drinks = proposal(after("drinks with jo friday 6pm", "at the fox and hound"));
		assertThat(drinks.location()).isEqualToIgnoringCase("fox and hound");
		assertTimes(drinks, "2026-03-06T18:00", "2026-03-06T19:00");
		// a time after "at" is a new time, not a place
		assertTimes(proposal(after("drinks with jo friday 6pm", "at 7pm")), "2026-03-06T19:00", "2026-03-06T20:00");
	}

	@Test
	void questionsSaidLoosely() {
		assertThat(answer("hows the week of 16 march looking").message()).contains("Monday, March 16");
		assertThat(answer("where am i meeting sam friday").message()).startsWith("\"Lunch with Sam\" is on");
	}

	@Test
	void daysAndAllDay() {
		assertTimes(proposal(answer("mark sat 2 may as busy all day")), "2026-05-02T00:00", "2026-05-03T00:00");
		assertTimes(proposal(answer("block the entire friday the 13th for the move")), "2026-03-13T00:00",
				"2026-03-14T00:00");
	}

	@Test
	void cheersSighsAndStudyPlans() {
		assertThat(answer("yesss finally friday").message()).startsWith("Thanks for telling me");
		assertThat(answer("friday finally!!").proposedEvent()).isNull();
		assertThat(answer("eish i'm so tired today").message()).startsWith("Sorry it's a long one");
		assertThat(answer("make a reading plan for my history essay due 3/20").type().wireValue())
			.isEqualTo("study_plan");
		assertThat(answer("break up my GRE prep over the next 2 weeks").type().wireValue()).isEqualTo("study_plan");
	}

}
