package dev.kairos.assistant.language;

import java.util.ArrayList;
import java.util.List;
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

	@Test
	void aPatternAfterANonWordIsTriedOnlyWhereNoWordCharacterComesBefore() {
		// the same matches as a search would find, left to right
		Utterance utterance = new Utterance("concat cat bobcat-cat _cat 9cat acat zcat 0cat {cat `cat");
		Pattern cat = Pattern.compile("(?<![\\w])cat");
		List<Integer> starts = new ArrayList<>();
		assertThat(utterance.claim(cat, (m) -> starts.add(m.start()))).isEqualTo(4);
		assertThat(starts).containsExactly(7, 18, 48, 53);
		assertThat(utterance.remainder()).isEqualTo("concat     bobcat-    _cat 9cat acat zcat 0cat {    `   ");
		// a refused match is tried again one place on; a claimed span is never read twice
		Utterance twice = new Utterance("at 5 at 6");
		Pattern at = Pattern.compile("(?i)(?<![\\w:])at\\s+(\\d)");
		List<String> hours = new ArrayList<>();
		assertThat(twice.claim(at, (m) -> hours.add(m.group(1)) && m.group(1).equals("6"))).isEqualTo(1);
		assertThat(hours).containsExactly("5", "6");
		assertThat(twice.claim(at, (m) -> true)).isEqualTo(1);
		assertThat(twice.remainder().strip()).isEmpty();
		// the lookbehind sees the text before the place tried, and "$" is the text's end
		Utterance end = new Utterance("x:end end");
		assertThat(end.claim(Pattern.compile("(?<![\\w:])end$"), (m) -> true)).isEqualTo(1);
		assertThat(end.remainder()).isEqualTo("x:end    ");
		assertThat(new Utterance("end x").claim(Pattern.compile("(?<![\\w])end$"), (m) -> true)).isZero();
	}

}
