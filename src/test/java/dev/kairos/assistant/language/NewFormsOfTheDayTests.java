package dev.kairos.assistant.language;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The forms read since blind sets AH to AO, in the language package alone: an event's
 * whole name and a time, an old and a new time with an arrow, a new name as typed, and
 * the amount said with the choice of an occurrence.
 */
class NewFormsOfTheDayTests {

	private static ChangeRequest read(String message) {
		return ChangeRequest.read(Utterance.read(message));
	}

	@Test
	void aWholeNameAndATime() {
		ChangeRequest dentist = read("dentist 1:30");
		assertThat(dentist.kind()).isEqualTo(ChangeRequest.Kind.MOVE);
		assertThat(dentist.reference()).isEqualTo("dentist");
		assertThat(dentist.value()).isEqualTo("1:30");
		assertThat(dentist.naming()).isEqualTo(ChangeRequest.Naming.WHOLE_NAME);
		assertThat(dentist.occurrenceOnly()).isFalse();
		assertThat(dentist.weak()).isTrue();
		ChangeRequest supervision = read("supervision 1000-1100 tmrw");
		assertThat(supervision.reference()).isEqualTo("supervision tomorrow");
		assertThat(supervision.value()).isEqualTo("1000-1100");
		// "at" before the time, or a bare number: a new event's
		assertThat(read("dentist at 1:30")).isNull();
		assertThat(read("table for 2")).isNull();
	}

	@Test
	void anOldTimeAnArrowAndANewTime() {
		ChangeRequest theatre = read("theatre 1930 → 1945");
		assertThat(theatre.kind()).isEqualTo(ChangeRequest.Kind.MOVE);
		assertThat(theatre.reference()).isEqualTo("theatre");
		assertThat(theatre.value()).isEqualTo("1945");
		ChangeRequest seminar = read("seminar thurs 4->5");
		assertThat(seminar.reference()).isEqualTo("seminar thursday");
		assertThat(seminar.value()).isEqualTo("5");
	}

	@Test
	void aNewNameAsTyped() {
		assertThat(read("rename yoga to yoga w/ lena").value()).isEqualTo("yoga w/ lena");
		assertThat(read("change physics to 'physics w tas'").value()).isEqualTo("physics w tas");
		assertThat(read("change physics to 'physics w tas'").kind()).isEqualTo(ChangeRequest.Kind.RENAME);
	}

	@Test
	void theAmountSaidWithTheChoice() {
		Choice longer = Choice.read(read("make yoga longer"), "thurs only, 30 min");
		assertThat(longer.request().value()).isEqualTo("30 min");
		assertThat(longer.which()).isEqualTo("thurs only");
		Choice back = Choice.read(read("push yoga back"), "thursday the 12th, by an hour");
		assertThat(back.request().kind()).isEqualTo(ChangeRequest.Kind.SHIFT);
		assertThat(back.request().value()).isEqualTo("by an hour");
		assertThat(back.which()).isEqualTo("thursday the 12th");
		Choice total = Choice.read(read("shorten standup"), "friday's, make it 30 min");
		assertThat(total.request().value()).isEqualTo("to 30 min");
		assertThat(total.request().later()).isFalse();
		// a change that said its amount keeps it
		Choice said = Choice.read(read("make yoga 30 min longer"), "thursday's, 10 min");
		assertThat(said.request().value()).isEqualTo(read("make yoga 30 min longer").value());
	}

	@Test
	void onlyAnAmount() {
		assertThat(Amounts.onlyAnAmount("that, 30 min later")).isEqualTo("30 min later");
		assertThat(Amounts.onlyAnAmount("an hour longer")).isEqualTo("an hour longer");
		assertThat(Amounts.onlyAnAmount("dentist 30 min later")).isNull();
	}

}
