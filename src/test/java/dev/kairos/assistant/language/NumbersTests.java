package dev.kairos.assistant.language;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class NumbersTests {

	@Test
	void readsDigitsWordsAndCasualAmounts() {
		assertThat(Numbers.parse("2.5")).isEqualTo(2.5);
		assertThat(Numbers.parse(" ")).isNull();
		assertThat(Numbers.parse("1.2.3")).isNull();
		assertThat(Numbers.parse("an")).isEqualTo(1.0);
		assertThat(Numbers.parse("a couple of")).isEqualTo(2.0);
		assertThat(Numbers.parse("several")).isEqualTo(3.0);
		assertThat(Numbers.parse("a dozen")).isEqualTo(12.0);
		assertThat(Numbers.parse("one and a half")).isEqualTo(1.5);
		assertThat(Numbers.parse("half an")).isEqualTo(0.5);
		assertThat(Numbers.parse("Twenty-Five")).isEqualTo(25.0);
		assertThat(Numbers.parse("lots")).isNull();
	}

	@Test
	void readsTwoWordNumbersOnlyAsTensAndUnits() {
		assertThat(Numbers.compound("twenty-one")).isEqualTo(21);
		assertThat(Numbers.compound("ninety nine")).isEqualTo(99);
		assertThat(Numbers.compound("twenty zero")).isNull();
		assertThat(Numbers.compound("twenty ten")).isNull();
		assertThat(Numbers.compound("nineteen five")).isNull();
		assertThat(Numbers.compound("zero five")).isEqualTo(5);
		assertThat(Numbers.compound("one five")).isNull();
		assertThat(Numbers.compound("zero lots")).isNull();
		assertThat(Numbers.compound("twenty one five")).isNull();
	}

	@Test
	void readsDayNumbersInDigitsAndWords() {
		assertThat(Numbers.dayOfMonth("5th")).isEqualTo(5);
		assertThat(Numbers.dayOfMonth("fifth")).isEqualTo(5);
		assertThat(Numbers.dayOfMonth("twenty-first")).isEqualTo(21);
		assertThat(Numbers.dayOfMonth("thirty ninth")).isEqualTo(39);
		assertThat(Numbers.dayOfMonth("twenty tenth")).isNull();
		assertThat(Numbers.dayOfMonth("lots first")).isNull();
		assertThat(Numbers.dayOfMonth("th")).isNull();
		assertThat(Numbers.dayOfMonth("twenty first third")).isNull();
	}

}
