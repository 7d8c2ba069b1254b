package dev.kairos.assistant.language;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The forms of a change whose large patterns are matched once and the result kept: each
 * reading is the one it was when they were matched again at every use.
 */
class FormsMatchedOnceTests {

	private static ChangeRequest read(String message) {
		return ChangeRequest.read(Utterance.read(message));
	}

	@Test
	void makeWithTheScopeSaidAndNoArticle() {
		assertThat(read("make every yoga class 7-8pm"))
			.isEqualTo(new ChangeRequest(ChangeRequest.Kind.MOVE, "yoga class", "7-8pm", null, Scope.ALL, false));
		assertThat(read("make all standups 9:30"))
			.isEqualTo(new ChangeRequest(ChangeRequest.Kind.MOVE, "standups", "9:30", null, Scope.ALL, false));
		assertThat(read("make standup 30 min from now on"))
			.isEqualTo(new ChangeRequest(ChangeRequest.Kind.RESIZE, "standup", "30 min", null, Scope.ALL, false));
	}

	@Test
	void makeWithADayInTheNameAndAnAmount() {
		assertThat(read("make the lab meeting on 26 april 30 mins shorter"))
			.isEqualTo(new ChangeRequest(ChangeRequest.Kind.RESIZE, "the lab meeting on 26 april", "by 30 mins shorter",
					false, Scope.UNSAID, true));
		assertThat(read("make physio one hour later")).isEqualTo(
				new ChangeRequest(ChangeRequest.Kind.SHIFT, "physio", "one hour later", true, Scope.UNSAID, true));
		assertThat(read("make physio 2 hours"))
			.isEqualTo(new ChangeRequest(ChangeRequest.Kind.RESIZE, "physio", "2 hours", null, Scope.UNSAID, true));
		assertThat(read("make the party end at 11:30 instead")).isEqualTo(
				new ChangeRequest(ChangeRequest.Kind.MOVE, "the party", "until 11:30", null, Scope.UNSAID, true));
	}

	@Test
	void aNameThenALength() {
		assertThat(read("physio 45 mins only this time"))
			.isEqualTo(new ChangeRequest(ChangeRequest.Kind.RESIZE, "physio", "45 mins", null, Scope.ONE, true));
		assertThat(read("team meeting 2 hrs")).isEqualTo(
				new ChangeRequest(ChangeRequest.Kind.RESIZE, "team meeting", "2 hours", null, Scope.UNSAID, true));
	}

	@Test
	void aPlaceFromNowOnWithAndWithoutAVerb() {
		assertThat(read("yoga is at studio b from now on"))
			.isEqualTo(new ChangeRequest(ChangeRequest.Kind.RELOCATE, "yoga", "studio b", null, Scope.ALL, true));
		assertThat(read("all yoga sessions at lotus studio from now on")).isEqualTo(
				new ChangeRequest(ChangeRequest.Kind.RELOCATE, "yoga sessions", "lotus studio", null, Scope.ALL, true));
	}

	@Test
	void aCarriageReturnAloneIsWhiteSpace() {
		assertThat(Text.collapse("lunch\r1pm")).isEqualTo("lunch 1pm");
		assertThat(Text.collapse("lunch\u000e1pm")).isEqualTo("lunch\u000e1pm");
	}

}
