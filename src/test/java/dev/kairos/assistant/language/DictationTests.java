package dev.kairos.assistant.language;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class DictationTests {

	@Test
	void takesHesitationsOut() {
		assertThat(Dictation.clean("um move yoga to 6")).isEqualTo("move yoga to 6");
		assertThat(Dictation.clean("move uh yoga to umm 6")).isEqualTo("move yoga to 6");
		assertThat(Dictation.clean("erm, hmm, lunch at noon")).isEqualTo("lunch at noon");
		// Inside words and names they stay.
		assertThat(Dictation.clean("lunch with Uma at the museum")).isEqualTo("lunch with Uma at the museum");
		assertThat(Dictation.clean("uhura's birthday")).isEqualTo("uhura's birthday");
	}

	@Test
	void turnsSpokenPunctuationIntoPunctuation() {
		assertThat(Dictation.clean("what do I have on friday question mark")).isEqualTo("what do I have on friday?");
		assertThat(Dictation.clean("move lunch comma make it 1")).isEqualTo("move lunch, make it 1");
		assertThat(Dictation.clean("cancel yoga exclamation point")).isEqualTo("cancel yoga!");
		assertThat(Dictation.clean("dentist at four thirty period")).isEqualTo("dentist at four thirty.");
		assertThat(Dictation.clean("dentist at 4 full stop")).isEqualTo("dentist at 4.");
	}

	@Test
	void keepsAPeriodThatIsPartOfTheDay() {
		assertThat(Dictation.clean("study in my free period")).isEqualTo("study in my free period");
		assertThat(Dictation.clean("quiz in third period")).isEqualTo("quiz in third period");
		assertThat(Dictation.clean("homework due in the period")).isEqualTo("homework due in the period");
		// Only a last "period" is punctuation.
		assertThat(Dictation.clean("period tracker reminder at 9")).isEqualTo("period tracker reminder at 9");
		assertThat(Dictation.clean("add period tracker check-in tomorrow"))
			.isEqualTo("add period tracker check-in tomorrow");
	}

	@Test
	void leavesAMessageOfNothingButHesitationWhole() {
		assertThat(Dictation.clean("um")).isEqualTo("um");
		assertThat(Dictation.clean("uhh, hmm")).isEqualTo("uhh, hmm");
	}

}
