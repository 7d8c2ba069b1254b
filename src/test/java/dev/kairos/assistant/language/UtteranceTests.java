package dev.kairos.assistant.language;

import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class UtteranceTests {

	@Test
	void makesTypographicDashesQuotesAndSpacesPlainInPlace() {
		Utterance utterance = new Utterance("3\u20135\u2014X \u2018a\u2019 \u201cB\u201d\u00a0c\td\u2212e\u02bcf`");
		assertThat(utterance.text()).isEqualTo("3-5-x 'a' \"b\" c d-e'f'");
		assertThat(utterance.original()).startsWith("3\u20135");
	}

	@Test
	void keepsTheWordsSpellingCouldNotRead() {
		assertThat(Utterance.read("lunch sonday").unreadable()).containsExactly("sonday");
		assertThat(new Utterance("lunch sonday").unreadable()).isEmpty();
	}

	@Test
	void knowsWhichCharactersAreClaimedUpToBothEnds() {
		Utterance utterance = new Utterance("abcdef");
		utterance.use(0, 1);
		utterance.use(3, 4);
		assertThat(utterance.isUsed(0)).isTrue();
		assertThat(utterance.isUsed(1)).isFalse();
		assertThat(utterance.isUsed(-1)).isFalse();
		assertThat(utterance.isUsed(6)).isFalse();
		assertThat(utterance.isFree(1, 3)).isTrue();
		assertThat(utterance.isFree(2, 4)).isFalse();
		assertThat(utterance.isFree(3, 6)).isFalse();
		assertThat(utterance.isFree(4, 6)).isTrue();
	}

	@Test
	void claimsEachAcceptedMatchOnceAndCountsThem() {
		Utterance utterance = new Utterance("ab ab ab ab");
		Pattern ab = Pattern.compile("ab");
		assertThat(utterance.claim(ab, (m) -> m.start() != 3)).isEqualTo(3);
		assertThat(utterance.remainder()).isEqualTo("   ab      ");
		// Claimed words are not offered again.
		assertThat(utterance.claim(ab, (m) -> true)).isEqualTo(1);
		assertThat(utterance.claim(ab, (m) -> true)).isZero();
	}

}
