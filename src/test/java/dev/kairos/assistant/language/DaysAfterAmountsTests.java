package dev.kairos.assistant.language;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A day said after a shift or a new length names the event's day ("choir 15 min later
 * fri"), as it does after "on"; a verb before a length is no word of the name ("choir fri
 * is 30 mins only"); "starts 30 min late" is later by that much; a length after "needs"
 * is no one's wish.
 */
class DaysAfterAmountsTests {

	private static ChangeRequest read(String message) {
		return ChangeRequest.read(Utterance.read(message));
	}

	@Test
	void aDayAfterAShiftOrALengthNamesTheEventsDay() {
		ChangeRequest later = read("choir 15 min later fri");
		assertThat(later.kind()).isEqualTo(ChangeRequest.Kind.SHIFT);
		assertThat(later.reference()).isEqualTo("choir on fri");
		assertThat(later.value()).isEqualTo("15 min later");
		assertThat(later.later()).isTrue();
		ChangeRequest needs = read("choir only needs 45 mins sat");
		assertThat(needs.kind()).isEqualTo(ChangeRequest.Kind.RESIZE);
		assertThat(needs.reference()).isEqualTo("choir on sat");
		assertThat(needs.value()).isEqualTo("45 mins");
		assertThat(read("choir an hour earlier tomorrow").reference()).isEqualTo("choir tomorrow");
		// a new day after "to" is a move, not which day
		ChangeRequest moved = read("move choir to fri");
		assertThat(moved.kind()).isEqualTo(ChangeRequest.Kind.MOVE);
		assertThat(moved.reference()).isEqualTo("choir");
	}

	@Test
	void aVerbBeforeALengthIsNoWordOfTheName() {
		ChangeRequest only = read("choir fri is 30 mins only");
		assertThat(only.kind()).isEqualTo(ChangeRequest.Kind.RESIZE);
		assertThat(only.reference()).isEqualTo("choir fri");
		assertThat(read("the choir dates are 30 mins").reference()).isEqualTo("the choir dates");
	}

	@Test
	void startsLateIsLater() {
		ChangeRequest late = read("choir starts 20 min late");
		assertThat(late.kind()).isEqualTo(ChangeRequest.Kind.SHIFT);
		assertThat(late.later()).isTrue();
		assertThat(late.value()).isEqualTo("20 min later");
		ChangeRequest early = read("choir begins 10 mins early on friday");
		assertThat(early.kind()).isEqualTo(ChangeRequest.Kind.SHIFT);
		assertThat(early.later()).isFalse();
		assertThat(Plainer.plainer("choir starts an hour early")).isEqualTo("choir starts an hour earlier");
		// late without a length before it: no shift
		assertThat(Plainer.plainer("choir starts late")).isEqualTo("choir starts late");
	}

	@Test
	void aLengthAfterNeedsIsNoWish() {
		ChangeRequest needs = read("choir needs 45 mins thurs");
		assertThat(needs.kind()).isEqualTo(ChangeRequest.Kind.RESIZE);
		assertThat(needs.reference()).isEqualTo("choir on thursday");
		assertThat(read("choir needs half an hour thurs").kind()).isEqualTo(ChangeRequest.Kind.RESIZE);
		// someone's wish still is one
		ChangeRequest wish = read("sam wants choir at 6pm");
		assertThat(wish.kind()).isEqualTo(ChangeRequest.Kind.MOVE);
		assertThat(wish.reference()).isEqualTo("choir");
	}

}
