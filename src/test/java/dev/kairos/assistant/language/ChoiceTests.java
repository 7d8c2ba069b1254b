package dev.kairos.assistant.language;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ChoiceTests {

	private static final ChangeRequest MOVE = new ChangeRequest(ChangeRequest.Kind.MOVE, "standup", "", null,
			Scope.UNSAID, false);

	@Test
	void aNewTimeAfterTheChoiceCompletesAMoveThatHadNone() {
		Choice choice = Choice.read(MOVE, "only monday's, to 10am");
		assertThat(choice.which()).isEqualTo("only monday's");
		assertThat(choice.request().value()).isEqualTo("10am");
		assertThat(choice.request().reference()).isEqualTo("standup");
		assertThat(choice.request().kind()).isEqualTo(ChangeRequest.Kind.MOVE);
		assertThat(Choice.read(MOVE, "the wednesday one → friday").request().value()).isEqualTo("friday");
	}

	@Test
	void aChoiceAloneOrAChangeWithItsOwnValueIsLeftAsItIs() {
		assertThat(Choice.read(MOVE, "the one at 10")).isEqualTo(new Choice(MOVE, "the one at 10"));
		assertThat(Choice.read(MOVE, "the one going to the gym"))
			.isEqualTo(new Choice(MOVE, "the one going to the gym"));
		ChangeRequest moved = new ChangeRequest(ChangeRequest.Kind.MOVE, "standup", "10am", null, Scope.UNSAID, false);
		assertThat(Choice.read(moved, "monday's, to 11am")).isEqualTo(new Choice(moved, "monday's, to 11am"));
		ChangeRequest delete = new ChangeRequest(ChangeRequest.Kind.DELETE, "standup", "", null, Scope.UNSAID, false);
		assertThat(Choice.read(delete, "monday's, to 11am")).isEqualTo(new Choice(delete, "monday's, to 11am"));
		assertThat(Choice.read(null, "monday's")).isNull();
	}

}
