package dev.kairos.assistant.language;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class AmountsTests {

	@Test
	void readsAmounts() {
		assertThat(Amounts.of("back an hour")).isEqualTo(Duration.ofHours(1));
		assertThat(Amounts.of("by 30 mins")).isEqualTo(Duration.ofMinutes(30));
		assertThat(Amounts.of("a day")).isEqualTo(Duration.ofDays(1));
		assertThat(Amounts.of("two weeks")).isEqualTo(Duration.ofDays(14));
		assertThat(Amounts.of("a fortnight")).isEqualTo(Duration.ofDays(14));
		assertThat(Amounts.of("1.5 hours")).isEqualTo(Duration.ofMinutes(90));
		assertThat(Amounts.of("an hour and a half")).isEqualTo(Duration.ofMinutes(90));
		assertThat(Amounts.of("a bit")).isNull();
		assertThat(Amounts.of("0 minutes")).isNull();
	}

	@Test
	void aBareNumberAfterBackOrByIsMinutes() {
		assertThat(Amounts.of("back 30")).isEqualTo(Duration.ofMinutes(30));
		assertThat(Amounts.of("forward by 15")).isEqualTo(Duration.ofMinutes(15));
		assertThat(Amounts.of("45 later")).isEqualTo(Duration.ofMinutes(45));
		assertThat(Amounts.of("back 5")).isEqualTo(Duration.ofMinutes(5));
		assertThat(Amounts.of("back 180")).isEqualTo(Duration.ofMinutes(180));
		// too small or too large to be minutes without a unit
		assertThat(Amounts.of("back 2")).isNull();
		assertThat(Amounts.of("back 4")).isNull();
		assertThat(Amounts.of("back 181")).isNull();
		// a number with more after it is no amount
		assertThat(Amounts.of("back 30 people")).isNull();
	}

}
