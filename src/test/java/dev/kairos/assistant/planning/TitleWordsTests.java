package dev.kairos.assistant.planning;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * How a reference's words name a title, read once per title ({@link TitleWords.Naming}).
 */
class TitleWordsTests {

	private static TitleWords.Naming naming(String said, String title, boolean clause) {
		return TitleWords.Naming.of(TitleWords.words(said), title, clause);
	}

	@Test
	void moreThanHalfTheWordsNameATitle() {
		assertThat(naming("lunch marco", "Lunch with Marco", false)).isEqualTo(new TitleWords.Naming(0, 2, true));
		assertThat(naming("lunch priya", "Lunch with Marco", false)).isEqualTo(new TitleWords.Naming(0, 1, false));
		assertThat(naming("lunch priya sam", "Lunch with Marco", false).named()).isFalse();
		assertThat(naming("lunch", "Lunch with Marco", false)).isEqualTo(new TitleWords.Naming(0, 1, true));
	}

	@Test
	void wordsOfAKindOnlyLeftOverStillName() {
		assertThat(naming("dentist appointment", "Dentist", false)).isEqualTo(new TitleWords.Naming(0, 1, true));
		assertThat(naming("appointment", "Dentist", false).named()).isFalse();
	}

	@Test
	void aLetterWrongInAShortWordCountsTheWholeName() {
		assertThat(naming("teem meeting", "Team meeting", false)).isEqualTo(new TitleWords.Naming(0, 2, true));
	}

	@Test
	void noWordsNameEveryTitleAndAClauseIsReadForNamesWithin() {
		assertThat(TitleWords.Naming.of(List.of(), "Yoga", false)).isEqualTo(new TitleWords.Naming(0, 0, true));
		assertThat(naming("marco wants lunch tomorrow", "Lunch with Marco", true).within()).isEqualTo(2);
		assertThat(naming("marco wants lunch tomorrow", "Lunch with Marco", false).within()).isZero();
		assertThat(naming("priya wants coffee", "Lunch with Marco", true).within()).isZero();
	}

}
