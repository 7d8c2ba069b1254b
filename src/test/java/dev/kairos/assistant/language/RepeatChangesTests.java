package dev.kairos.assistant.language;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link RepeatChanges}: an event made to repeat, in its three forms ("make X weekly", "X
 * should repeat every week", "repeat X every monday"), weak and naming the whole name; a
 * time, a scope's words or another verb are none of it.
 */
class RepeatChangesTests {

	private static ChangeRequest read(String message) {
		return RepeatChanges.read(Utterance.read(message));
	}

	@Test
	void theThreeForms() {
		assertRepeat(read("make the dentist weekly"), "the dentist", "weekly");
		assertRepeat(read("pls make my gym class a weekly thing"), "my gym class", "weekly");
		assertRepeat(read("turn the book club into a monthly event"), "the book club", "monthly");
		assertRepeat(read("set choir to repeat every other week"), "choir", "every other week");
		assertRepeat(read("change piano to recurring every monday"), "piano", "every monday");
		assertRepeat(read("the book club should repeat every month"), "the book club", "every month");
		assertRepeat(read("choir needs to be weekly from now on"), "choir", "weekly");
		assertRepeat(read("piano repeats every 2 weeks now"), "piano", "every 2 weeks");
		assertRepeat(read("repeat the book club each month please"), "the book club", "each month");
		assertRepeat(read("recur piano fortnightly"), "piano", "fortnightly");
		assertRepeat(read("ok choir should repeat weekly"), "choir", "weekly");
		assertRepeat(read("make choir every weekday"), "choir", "every weekday");
		// read before the scope's words are set aside: "every week" says how often
		assertThat(ChangeRequest.read(Utterance.read("choir should repeat every week")).kind())
			.isEqualTo(ChangeRequest.Kind.REPEAT);
	}

	@Test
	void noneOfIt() {
		// a time: a new repeating event
		assertThat(read("make lunch every day at 12")).isNull();
		assertThat(read("make gym every monday 7am")).isNull();
		assertThat(read("make lunch every day at noon")).isNull();
		// the scope's words: "every time", "every class"
		assertThat(read("make yoga 90 min every time")).isNull();
		assertThat(read("make yoga longer for every class")).isNull();
		// another verb, or no word of a repeat
		assertThat(read("have lunch with sam every friday")).isNull();
		assertThat(read("move choir to friday")).isNull();
		assertThat(read("make the dentist longer")).isNull();
		assertThat(read("make the dentist weekly and longer, then")).isNull();
		// a new event ("a ..."), another change beside it, or a question
		assertThat(read("make a gym session weekly")).isNull();
		assertThat(read("make lunch at 12 every day")).isNull();
		assertThat(read("change the standup every monday to 10")).isNull();
		assertThat(read("make standup every monday 30 mins")).isNull();
		assertThat(read("change the standup from daily to weekly")).isNull();
		assertThat(read("yoga repeats weekly?")).isNull();
		assertThat(read("make choir every friend")).isNull();
	}

	private static void assertRepeat(ChangeRequest request, String reference, String value) {
		assertThat(request).isNotNull();
		assertThat(request.kind()).isEqualTo(ChangeRequest.Kind.REPEAT);
		assertThat(request.reference()).isEqualTo(reference);
		assertThat(request.value()).isEqualTo(value);
		assertThat(request.weak()).isTrue();
		assertThat(request.naming()).isEqualTo(ChangeRequest.Naming.WHOLE_NAME);
	}

}
