package dev.kairos.assistant.language;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link SeriesNews}: a whole series given new weekdays, ended, or changed with its own
 * days said, each form tried only when its words are there.
 */
class SeriesNewsTests {

	private static ChangeRequest read(String message) {
		return SeriesNews.read(Utterance.read(message));
	}

	@Test
	void newWeekdaysWithWordsThatSayTheyLast() {
		assertRequest(read("yoga only on thursdays from now on"), ChangeRequest.Kind.MOVE, "yoga",
				"thursdays every week");
		assertRequest(read("standup on saturdays too going forward"), ChangeRequest.Kind.MOVE, "standup",
				"saturdays every week too");
		assertRequest(read("choir is on mondays for good"), ChangeRequest.Kind.MOVE, "choir", "mondays every week");
		assertRequest(read("standup tue-fri each week"), ChangeRequest.Kind.MOVE, "standup", "tue-fri every week");
		assertRequest(read("choir on fridays every week"), ChangeRequest.Kind.MOVE, "choir", "fridays every week");
		assertThat(read("yoga only on thursdays from now on").scope()).isEqualTo(Scope.ALL);
		// no lasting words, or a count of days: none
		assertThat(read("yoga only on thursdays")).isNull();
		assertThat(read("two wednesdays from now, dinner 7pm")).isNull();
	}

	@Test
	void aSeriesEndedAfterADay() {
		ChangeRequest stop = read("stop choir after june 4");
		assertRequest(stop, ChangeRequest.Kind.REPEAT, "choir", "until june 4");
		assertThat(stop.scope()).isEqualTo(Scope.ALL);
		assertRequest(read("end the pilates series after 4/6, no more after that"), ChangeRequest.Kind.REPEAT,
				"pilates", "until 4/6");
		assertRequest(read("pilates should stop after 6 june thats the last one"), ChangeRequest.Kind.REPEAT, "pilates",
				"until 6 june");
		assertRequest(read("book clubs end on the 18th"), ChangeRequest.Kind.REPEAT, "book clubs", "until the 18th");
		assertRequest(read("pls finish my choir after may 30"), ChangeRequest.Kind.REPEAT, "choir", "until may 30");
		// news of an end is weak (a lease, a term: no event of that name, a new one)
		assertThat(read("my lease ends on june 30").weak()).isTrue();
		assertThat(stop.weak()).isFalse();
		// a count is no day
		assertThat(read("stop piano after 10 lessons")).isNull();
		// long runs of words stay bounded
		assertThat(read("bro bro stop yoga after nov 19")).isNotNull();
		assertThat(read("bro ".repeat(990) + "stop yoga after nov 19")).isNull();
		assertThat(read("yoga " + "mon, ".repeat(790) + "tue from now")).isNotNull();
		// no day, or no series named: none
		assertThat(read("stop choir after this")).isNull();
		assertThat(read("stop it after june 4")).isNull();
		assertThat(read("call mum after 6pm")).isNull();
		assertThat(read("dinner after june 4")).isNull();
	}

	@Test
	void aSeriesEnded() {
		ChangeRequest ended = read("end the yoga series");
		assertRequest(ended, ChangeRequest.Kind.DELETE, "the yoga", "");
		assertThat(ended.scope()).isEqualTo(Scope.ALL);
		assertThat(ended.weak()).isFalse();
		ChangeRequest noMore = read("no more yoga");
		assertRequest(noMore, ChangeRequest.Kind.DELETE, "yoga", "");
		assertThat(noMore.scope()).isEqualTo(Scope.ALL);
		assertThat(noMore.weak()).isTrue();
		// the words before a comma, when the whole says nothing of the kind
		assertRequest(read("no more yoga, knee is bad"), ChangeRequest.Kind.DELETE, "yoga", "");
		assertThat(read("no more than an hour")).isNull();
		ChangeRequest anymore = read("no dentist on tuesday anymore");
		assertRequest(anymore, ChangeRequest.Kind.DELETE, "dentist on tuesday", "");
		assertThat(anymore.weak()).isTrue();
		assertThat(anymore.scope()).isEqualTo(Scope.UNSAID);
	}

	@Test
	void theSeriesOwnDaysBesideAChange() {
		ChangeRequest moved = read("standup is at 10 every day from now on");
		assertRequest(moved, ChangeRequest.Kind.MOVE, "standup", "10");
		assertThat(moved.scope()).isEqualTo(Scope.ALL);
		assertThat(moved.naming()).isEqualTo(ChangeRequest.Naming.OCCURRENCES);
		assertThat(moved.weak()).isTrue();
		assertThat(read("make standup 30 minutes every day").kind()).isEqualTo(ChangeRequest.Kind.RESIZE);
		assertThat(read("yoga every tue/thu is now 7pm").reference()).isEqualTo("yoga");
		// a new repeat says no change; "every" first names no event; a cancel is not this
		assertThat(read("yoga every tuesday at 6pm")).isNull();
		assertThat(read("every day standup is at 10 now")).isNull();
		assertThat(read("cancel yoga every tuesday now")).isNull();
		// none of the forms' words
		assertThat(read("lunch with sam tomorrow at 12:30")).isNull();
	}

	@Test
	void aVerbIsNoPartOfTheNameAndLongRunsAreReadOnce() {
		// the verb and "to" are no part of the name
		assertRequest(read("move standup to tuesdays from now on"), ChangeRequest.Kind.MOVE, "standup",
				"tuesdays every week");
		assertRequest(read("yoga moves to fridays going forward"), ChangeRequest.Kind.MOVE, "yoga",
				"fridays every week");
		// many "every" phrases are left out at once, and read again once: this returns
		// (a reading per phrase, and per comma, would double with each)
		String many = "standup is now 10 " + "every mon ".repeat(40) + ", ok";
		assertThat(read(many)).isNotNull();
		// a long list that fails at its end, and a run of digits, are no days (each is
		// tried once, not through every split)
		assertThat(read("yoga " + "mon, ".repeat(400) + "7pm from now on")).isNull();
		assertThat(ChangeForms.ONLY_A_DAY.matcher("1".repeat(60) + "x").matches()).isFalse();
	}

	@Test
	void offAfterAKickOrADayIsNoCancel() {
		for (String message : new String[] { "project kick off", "friday is my day off", "im taking the day off" }) {
			assertThat(ChangeRequest.read(Utterance.read(message))).as(message)
				.satisfiesAnyOf((request) -> assertThat(request).isNull(),
						(request) -> assertThat(request.kind()).isNotEqualTo(ChangeRequest.Kind.DELETE));
		}
		assertThat(ChangeRequest.read(Utterance.read("project meeting off, sorry")).kind())
			.isEqualTo(ChangeRequest.Kind.DELETE);
	}

	private static void assertRequest(ChangeRequest request, ChangeRequest.Kind kind, String reference, String value) {
		assertThat(request).isNotNull();
		assertThat(request.kind()).isEqualTo(kind);
		assertThat(request.reference()).isEqualTo(reference);
		assertThat(request.value()).isEqualTo(value);
	}

}
