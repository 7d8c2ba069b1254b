package dev.kairos.assistant.planning;

import dev.kairos.assistant.language.Details;
import dev.kairos.assistant.language.Utterance;
import dev.kairos.assistant.language.When;
import dev.kairos.assistant.language.WhenParser;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What messages ask for, read as the rules engine reads them on Wednesday 2026-03-04 at
 * 10:30: addresses claimed, then what the message says about when.
 */
class IntentTests {

	private static Intent intent(String message) {
		Utterance utterance = Utterance.read(message);
		Details.claimEmails(utterance);
		When when = WhenParser.parse(utterance, Fixtures.NOW, Fixtures.preferences().weekStart(),
				Fixtures.preferences().dateOrder());
		return Intent.of(utterance.text(), when);
	}

	@Test
	void anEmptyMessageIsUnclear() {
		assertThat(intent("")).isEqualTo(Intent.UNCLEAR);
		assertThat(intent("   ")).isEqualTo(Intent.UNCLEAR);
	}

	@Test
	void aChangeToAnEventOnTheCalendarIsNoNewEvent() {
		assertThat(intent("cancel my dentist appointment")).isEqualTo(Intent.CHANGE_EXISTING);
		assertThat(intent("please move the seminar")).isEqualTo(Intent.CHANGE_EXISTING);
	}

	@Test
	void anEventNeedsAVerbThatCreatesATimeOrAKindOfEvent() {
		// Each alone is enough.
		assertThat(intent("book a table")).isEqualTo(Intent.EVENT);
		assertThat(intent("sam tomorrow")).isEqualTo(Intent.EVENT);
		assertThat(intent("dentist")).isEqualTo(Intent.EVENT);
		assertThat(intent("bananas")).isEqualTo(Intent.UNCLEAR);
	}

	@Test
	void aQuestionWithAStudyVerbIsAStudyPlan() {
		// Without the question rule, a day with a study verb and nothing to study for is
		// one event, and a time with no kind of event is unclear.
		assertThat(intent("what should I study tomorrow?")).isEqualTo(Intent.STUDY);
		assertThat(intent("can I study at 3pm?")).isEqualTo(Intent.STUDY);
	}

	@Test
	void aQuestionAboutWhatIsDueListsIt() {
		assertThat(intent("what's due?")).isEqualTo(Intent.DUE);
		assertThat(intent("what's due this week?")).isEqualTo(Intent.DUE);
		assertThat(intent("is the essay due friday?")).isEqualTo(Intent.DUE);
	}

	@Test
	void messagingSomeoneIsAnEmailUnlessNoOneIsNamed() {
		assertThat(intent("text sam that i'm late")).isEqualTo(Intent.EMAIL);
		assertThat(intent("contact sam about the report")).isEqualTo(Intent.EMAIL);
		assertThat(intent("message a friend")).isEqualTo(Intent.UNCLEAR);
		// "update" writes only to an address: "update sam on the budget" may be a talk.
		assertThat(intent("update sam@x.com on the budget")).isEqualTo(Intent.EMAIL);
		assertThat(intent("update sam on the budget")).isEqualTo(Intent.UNCLEAR);
	}

	@Test
	void questionsSaidShortAreAnswers() {
		assertThat(intent("show me next week")).isEqualTo(Intent.AGENDA);
		assertThat(intent("anything tmrw?")).isEqualTo(Intent.AGENDA);
		assertThat(intent("what do i have wed")).isEqualTo(Intent.AGENDA);
		assertThat(intent("when's guitar")).isEqualTo(Intent.WHEN_IS);
		assertThat(intent("when do i see priya next")).isEqualTo(Intent.WHEN_IS);
		assertThat(intent("where's lunch with marco")).isEqualTo(Intent.WHEN_IS);
		assertThat(intent("Where is my meeting tomorrow?")).isEqualTo(Intent.AGENDA);
		assertThat(intent("what time is the dentist")).isEqualTo(Intent.WHEN_IS);
		assertThat(intent("is the project meeting still on")).isEqualTo(Intent.WHEN_IS);
	}

	@Test
	void studyPlansSaidDifferently() {
		assertThat(intent("spread 6 hrs of review before the gre on 11/21")).isEqualTo(Intent.STUDY);
		assertThat(intent("organise prep time ahead of my driving test on the 20th")).isEqualTo(Intent.STUDY);
		assertThat(intent("book revision time before my viva on 14.06")).isEqualTo(Intent.STUDY);
	}

	@Test
	void thanksWithKissesIsSmallTalk() {
		assertThat(intent("thank u x")).isEqualTo(Intent.THANKS);
		assertThat(intent("thanks xx")).isEqualTo(Intent.THANKS);
		assertThat(intent("ta")).isEqualTo(Intent.THANKS);
	}

	@Test
	void messagesInAnotherLanguageAreSeen() {
		assertThat(Intent.isForeign("rdv chez le médecin jeudi à 14h")).isTrue();
		assertThat(Intent.isForeign("termin beim zahnarzt am freitag um 9")).isTrue();
		assertThat(Intent.isForeign("lunch con sam")).isFalse();
		assertThat(Intent.isForeign("lunch with sam tomorrow")).isFalse();
	}

}
