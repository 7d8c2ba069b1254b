package dev.kairos.assistant.language;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class TextTests {

	@Test
	void runsOfWhiteSpaceBecomeOneSpace() {
		assertThat(Text.collapse("move  lunch\tto\n\n1pm\r\n")).isEqualTo("move lunch to 1pm ");
		assertThat(Text.collapse("lunch \u000b\f 1pm")).isEqualTo("lunch 1pm");
		assertThat(Text.collapse("lunch\t1pm")).isEqualTo("lunch 1pm");
		assertThat(Text.collapse("lunch 1pm  ")).isEqualTo("lunch 1pm ");
		assertThat(Text.collapse("  lunch")).isEqualTo(" lunch");
	}

	@Test
	void textWithOneSpaceBetweenWordsIsLeftAsItIs() {
		String said = "move lunch to 1pm ";
		assertThat(Text.collapse(said)).isSameAs(said);
		assertThat(Text.collapse("")).isEmpty();
		// a no-break space is no white space to \s
		assertThat(Text.collapse("lunch\u00a0 1pm")).isEqualTo("lunch\u00a0 1pm");
	}

}
