package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.ReplyType;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.answer;
import static dev.kairos.assistant.CalendarAnswers.assertTimes;
import static dev.kairos.assistant.CalendarAnswers.change;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The kinds blind set P of issue 29 found unread, with examples of their own: numbers
 * heard as other words in dictation ("at for pm"), hour words as a change's new time ("to
 * one thirty", "back to eight"), Singapore and Malaysian English particles and questions
 * ("can ah", "lah", "tmr got what"), goodbyes, languages in letters English never writes,
 * "what time's X", plans asked with "space out" or "plan for learn", "do X tuesday
 * instead", a length after a named day, "more late for", a shift said after the name ("X
 * postpone one week"), "X meets at <place> from now on", "X night" as a name before its
 * place: through the rules engine on Wednesday 2026-03-04 10:30 in New York over
 * {@link Fixtures#calendar()}.
 */
class DictatedAndSinglishTests {

	@Test
	void numbersHeardAsOtherWordsInDictation() {
		assertTimes(proposal(answer("call the bank thursday at for pm")), "2026-03-05T16:00", "2026-03-05T17:00");
		assertTimes(proposal(answer("piano lesson saturday at to fifteen pm")), "2026-03-07T14:15", "2026-03-07T15:15");
		// "wait for" and "talk to" are no numbers.
		assertThat(proposal(answer("talk to sam friday at 4pm")).title()).containsIgnoringCase("sam");
	}

	@Test
	void hourWordsAreANewTime() {
		assertTimes(change("move my lunch with sam to one fifteen", "Lunch with Sam"), "2026-03-06T13:15",
				"2026-03-06T14:15");
		assertTimes(change("push the book club back to eight", "Book club"), "2026-03-08T20:00", "2026-03-08T21:00");
	}

	@Test
	void particlesGoodbyesAndQuestionsOfSingaporeAndMalaysia() {
		assertTimes(change("yoga postpone one week can ah", "Yoga"), "2026-03-19T18:00", "2026-03-19T19:00");
		assertThat(answer("ok thanks ah").message()).startsWith("You're welcome");
		assertThat(answer("alright thanks, bye!").message()).startsWith("You're welcome");
		assertThat(answer("friday got what").message()).contains("Dentist appointment");
		assertThat(answer("dodaj spotkanie w środę o 15").message()).startsWith("Sorry, I can only read English");
		// Names spelled with letters of other languages are still English.
		assertThat(answer("coffee with Zoë tomorrow at 10am").type()).isEqualTo(ReplyType.PROPOSED_EVENT);
	}

	@Test
	void questionsAndPlansSaidOtherwise() {
		assertThat(answer("what time's the seminar").message()).contains("Seminar");
		assertThat(answer("can you space out some revision before my stats exam on march 20").type())
			.isEqualTo(ReplyType.STUDY_PLAN);
		assertThat(answer("please make plan for learn before my driving test on march 18").type())
			.isEqualTo(ReplyType.STUDY_PLAN);
	}

	@Test
	void changesWithTheirDayOrAmountSaidOtherwise() {
		assertTimes(change("can we do the advisor meeting thursday instead", "Advisor meeting"), "2026-03-12T15:00",
				"2026-03-12T16:00");
		assertTimes(change("make the yoga on the 12th 90 mins", "Yoga"), "2026-03-12T18:00", "2026-03-12T19:30");
		assertTimes(change("Make yoga more late for one hour", "Yoga"), "2026-03-12T19:00", "2026-03-12T20:00");
	}

	@Test
	void placesAndNamesSaidAroundTheTime() {
		ProposedEvent quiz = proposal(answer("quiz night at the Red Lion sat 8pm"));
		assertThat(quiz.title()).isEqualTo("Quiz night");
		assertTimes(quiz, "2026-03-07T20:00", "2026-03-07T21:00");
		assertThat(quiz.action()).isEqualTo(Action.CREATE);
	}

}
