package dev.kairos.assistant.language;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A change read in clauses: news first, the change after it, or its reason last. */
class ClausesTests {

	private static ChangeRequest read(String message) {
		ChangeRequest request = ChangeRequest.read(Utterance.read(message));
		assertThat(request).as(message).isNotNull();
		return request;
	}

	@Test
	void theChangeAfterNews() {
		ChangeRequest cancel = read("the speaker's ill and the talk's off, cancel book club");
		assertThat(cancel.kind()).isEqualTo(ChangeRequest.Kind.DELETE);
		assertThat(cancel.reference()).isEqualTo("book club");
		// the one who rang is who "they" are
		ChangeRequest offer = read("dentist rang, they can see me at 11 instead");
		assertThat(offer.reference()).isEqualTo("dentist");
		assertThat(offer.value()).isEqualTo("11");
		// the same change of another event than the whole message read
		assertThat(read("dana's got the flu, book club's off").reference()).isEqualTo("book club");
	}

	@Test
	void theChangeBeforeItsReason() {
		ChangeRequest earlier = read("theatre is 30 min earlier, curtain up got moved");
		assertThat(earlier.kind()).isEqualTo(ChangeRequest.Kind.SHIFT);
		assertThat(earlier.reference()).startsWith("theatre");
		assertThat(earlier.weak()).isTrue();
		ChangeRequest shorter = read("team sync 15 min shorter pls, i have to leave early");
		assertThat(shorter.reference()).isEqualTo("team sync");
	}

	@Test
	void theDirectionOfAShiftIsNotReadInTheEventsName() {
		// "up" in "check-up" is no "bumped up"
		assertThat(read("dentist check-up pushed back a week").later()).isTrue();
		assertThat(read("dentist check-up got bumped up a day").later()).isFalse();
	}

	@Test
	void aChangeReadWholeIsKept() {
		// strong when read whole: the clause after the comma is not read on its own
		ChangeRequest move = read("move yoga to 7pm, book club at 8 works better");
		assertThat(move.kind()).isEqualTo(ChangeRequest.Kind.MOVE);
		assertThat(move.reference()).isEqualTo("yoga");
		assertThat(move.weak()).isFalse();
		assertThat(ChangeRequest.read(Utterance.read("the weather is lovely, isn't it"))).isNull();
	}

}
