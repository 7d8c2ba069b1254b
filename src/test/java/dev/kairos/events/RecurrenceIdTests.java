package dev.kairos.events;

import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

class RecurrenceIdTests {

	private static final UUID SERIES = UUID.fromString("4f1c2d6e-0b7a-4c8e-9f21-6a5b3c2d1e0f");

	@Test
	void writesAnInstantInUtcAndADateInBasicFormat() {
		assertThat(RecurrenceId.at(Instant.parse("2030-03-04T10:15:30Z"))).hasToString("20300304T101530Z");
		assertThat(RecurrenceId.on(LocalDate.of(2030, 3, 4))).hasToString("20300304");
		assertThat(RecurrenceId.on(LocalDate.of(2030, 3, 4)).start()).isEqualTo(Instant.parse("2030-03-04T00:00:00Z"));
	}

	@Test
	void readsBackWhatItWritesAndNothingForNoOccurrence() {
		RecurrenceId timed = RecurrenceId.at(Instant.parse("2030-12-31T23:59:59Z"));
		RecurrenceId day = RecurrenceId.on(LocalDate.of(2028, 2, 29));
		assertThat(RecurrenceId.parse(timed.toString())).isEqualTo(timed);
		assertThat(RecurrenceId.parse(day.toString())).isEqualTo(day);
		assertThat(RecurrenceId.parse("")).isNull();
		assertThat(RecurrenceId.parse(null)).isNull();
		assertThatExceptionOfType(RuntimeException.class).isThrownBy(() -> RecurrenceId.parse("2030-03-04"));
	}

	@Test
	void namesTheOccurrenceOfASeriesAsItsIdDoes() {
		RecurrenceId timed = RecurrenceId.at(Instant.parse("2031-03-17T13:00:00Z"));
		RecurrenceId day = RecurrenceId.on(LocalDate.of(2031, 3, 17));
		assertThat(timed.of(SERIES)).isEqualTo(EventId.instance(SERIES, timed.start(), false))
			.isEqualTo(EventId.parse(SERIES + "_20310317T130000Z"));
		assertThat(day.of(SERIES)).isEqualTo(EventId.instance(SERIES, day.start(), true))
			.isEqualTo(EventId.parse(SERIES + "_20310317"));
	}

}
