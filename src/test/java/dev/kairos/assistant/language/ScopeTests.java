package dev.kairos.assistant.language;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ScopeTests {

	private static Scope scope(String text) {
		return Scope.read(text).scope();
	}

	@Test
	void readsAllOccurrences() {
		assertThat(scope("move yoga to 7pm, all of them")).isEqualTo(Scope.ALL);
		assertThat(scope("delete all of my yoga sessions")).isEqualTo(Scope.ALL);
		assertThat(scope("cancel running club for good")).isEqualTo(Scope.ALL);
		assertThat(scope("move lab meeting to 10am every week")).isEqualTo(Scope.ALL);
		assertThat(scope("cancel the whole series")).isEqualTo(Scope.ALL);
		assertThat(scope("shorten standup from now on")).isEqualTo(Scope.ALL);
		assertThat(scope("running club's at 7 now, every session")).isEqualTo(Scope.ALL);
		assertThat(Scope.read("running club's at 7 now, every session")
			.blank("running club's at 7 now, every session")
			.strip()).isEqualTo("running club's at 7 now");
	}

	@Test
	void alwaysBeforeAShiftOrALengthIsEveryOccurrence() {
		assertThat(scope("standup always 15 min later")).isEqualTo(Scope.ALL);
		assertThat(scope("yoga always half an hour longer")).isEqualTo(Scope.ALL);
		assertThat(scope("lab meeting always an hour earlier")).isEqualTo(Scope.ALL);
		assertThat(Scope.read("standup always 15 min later").blank("standup always 15 min later").strip())
			.isEqualTo("standup        15 min later");
		// a name with "always" in it, and "always" first, are no scope
		assertThat(scope("the always sunny podcast 30 min later")).isEqualTo(Scope.UNSAID);
		assertThat(scope("always 15 min later")).isEqualTo(Scope.UNSAID);
		assertThat(scope("standup always runs late")).isEqualTo(Scope.UNSAID);
	}

	@Test
	void blanksScopeWordsAndTheBracketsTheyStandInAlone() {
		String all = "rename yoga to flow (all)";
		assertThat(Scope.read(all).scope()).isEqualTo(Scope.ALL);
		assertThat(Scope.read(all).blank(all)).isEqualTo("rename yoga to flow      ");
		String spaced = "rename x to y ( every one )";
		assertThat(Scope.read(spaced).blank(spaced)).isEqualTo("rename x to y              ");
		// brackets that hold more than the scope's words stay
		String more = "rename x to y (every one, pls)";
		assertThat(Scope.read(more).blank(more)).startsWith("rename x to y (").endsWith(", pls)");
		// words at the very start or end have no brackets around them
		assertThat(Scope.read("every one").blank("every one")).isBlank();
		assertThat(scope("the whole yoga series 30 min earlier")).isEqualTo(Scope.ALL);
		assertThat(Scope.read("the whole yoga series 30 min earlier")
			.blank("the whole yoga series 30 min earlier")
			.strip()).isEqualTo("yoga        30 min earlier");
		assertThat(scope("yoga always at the rec hall")).isEqualTo(Scope.ALL);
	}

	@Test
	void newsOfHowItIsNow() {
		assertThat(Scope.saysNews("standup is 30 min now")).isTrue();
		assertThat(Scope.saysNews("running club always 6.30am now")).isTrue();
		assertThat(Scope.saysNews("standup is at 10")).isFalse();
		assertThat(Scope.saysNews("move standup now")).isFalse();
		assertThat(Scope.saysNews("now standup is late")).isFalse();
	}

	@Test
	void readsOneOccurrence() {
		assertThat(scope("cancel yoga, just this one")).isEqualTo(Scope.ONE);
		assertThat(scope("move standup to 10 just this once")).isEqualTo(Scope.ONE);
		assertThat(scope("just tomorrow's")).isEqualTo(Scope.ONE);
		assertThat(scope("only the next one")).isEqualTo(Scope.ONE);
		assertThat(scope("cancel standup on nov 6 only")).isEqualTo(Scope.ONE);
		assertThat(scope("skip yoga that day only.")).isEqualTo(Scope.ONE);
		assertThat(scope("cancel the only meeting tomorrow")).isEqualTo(Scope.UNSAID);
	}

	@Test
	void readsNothingInOtherWords() {
		assertThat(scope("call mom tomorrow")).isEqualTo(Scope.UNSAID);
		assertThat(scope("all-hands at 3")).isEqualTo(Scope.UNSAID);
		assertThat(scope("that sounds good")).isEqualTo(Scope.UNSAID);
		assertThat(scope("move the recall meeting")).isEqualTo(Scope.UNSAID);
	}

	@Test
	void blanksTheWordsThatSayItKeepingPositions() {
		Scope.Said said = Scope.read("move yoga to 7pm, all of them");
		assertThat(said.blank("Move Yoga to 7pm, all of them")).hasSize(29)
			.startsWith("Move Yoga to 7pm")
			.doesNotContain("all");
		assertThat(said.blank("move yoga to 7pm, all of them").strip()).isEqualTo("move yoga to 7pm");
	}

	@Test
	void everyBeforeTheEventsNameIsAllOfThem() {
		assertThat(scope("change every running club to 6:30am")).isEqualTo(Scope.ALL);
		assertThat(scope("move yoga to 7 every monday")).isEqualTo(Scope.UNSAID);
		assertThat(scope("move yoga to 7 every other tuesday")).isEqualTo(Scope.UNSAID);
	}

}
