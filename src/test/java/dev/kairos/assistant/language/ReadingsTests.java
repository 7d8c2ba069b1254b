package dev.kairos.assistant.language;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ReadingsTests {

	@Test
	void theSameWordsAreReadOnceWhileOneMessageIsAnswered() {
		List<ChangeRequest> read = Readings.during(() -> {
			List<ChangeRequest> changes = new ArrayList<>();
			changes.add(ChangeRequest.read(Utterance.read("move the dentist to 4pm")));
			changes.add(ChangeRequest.read(Utterance.read("move the dentist to 4pm")));
			changes.add(ChangeRequest.read(Utterance.read("move the dentist to 5pm")));
			return changes;
		});
		assertThat(read.get(0)).isSameAs(read.get(1));
		assertThat(read.get(0).value()).isEqualTo("4pm");
		assertThat(read.get(2).value()).isEqualTo("5pm");
	}

	@Test
	void wordsThatAskNoChangeAreKeptAsNone() {
		List<Integer> readings = new ArrayList<>();
		ChangeRequest second = Readings.during(() -> {
			Readings.change(Utterance.read("lunch with sam tomorrow"), (utterance) -> {
				readings.add(1);
				return null;
			});
			return Readings.change(Utterance.read("lunch with sam tomorrow"), (utterance) -> {
				readings.add(2);
				return ChangeRequest.read(utterance);
			});
		});
		assertThat(second).isNull();
		assertThat(readings).containsExactly(1);
	}

	@Test
	void nothingIsKeptOnceTheAnswerIsMadeNorOutsideOne() {
		ChangeRequest during = Readings.during(() -> ChangeRequest.read(Utterance.read("cancel yoga")));
		ChangeRequest after = ChangeRequest.read(Utterance.read("cancel yoga"));
		ChangeRequest again = ChangeRequest.read(Utterance.read("cancel yoga"));
		assertThat(after).isEqualTo(during).isNotSameAs(during);
		assertThat(again).isEqualTo(after).isNotSameAs(after);
	}

	@Test
	void anAnswerWithinAnotherKeepsTheOuterOnesReadings() {
		List<ChangeRequest> read = Readings.during(() -> {
			ChangeRequest outer = ChangeRequest.read(Utterance.read("push standup back an hour"));
			ChangeRequest inner = Readings
				.during(() -> ChangeRequest.read(Utterance.read("push standup back an hour")));
			ChangeRequest later = ChangeRequest.read(Utterance.read("push standup back an hour"));
			return List.of(outer, inner, later);
		});
		assertThat(read.get(1)).isSameAs(read.get(0));
		assertThat(read.get(2)).isSameAs(read.get(0));
	}

	@Test
	void aChangeIsSaidThePlainWayOnceWhileOneMessageIsAnswered() {
		String said = "push standup more early one hour";
		List<String> plain = Readings.during(() -> List.of(Plainer.plainer(said), Plainer.plainer(said)));
		assertThat(plain.get(0)).isNotEqualTo(said).isSameAs(plain.get(1));
		assertThat(Plainer.plainer(said)).isEqualTo(plain.get(0)).isNotSameAs(plain.get(0));
	}

	@Test
	void aMessageIsSpelledOnceWhileOneMessageIsAnswered() {
		List<Utterance> read = Readings
			.during(() -> List.of(Utterance.read("lunch tmrw at noon"), Utterance.read("lunch tmrw at noon")));
		// each its own utterance (claims are made on it), from the one spelling
		assertThat(read.get(0)).isNotSameAs(read.get(1));
		assertThat(read.get(0).original()).isSameAs(read.get(1).original()).isNotEqualTo("lunch tmrw at noon");
		assertThat(Utterance.read("lunch tmrw at noon").original()).isEqualTo(read.get(0).original())
			.isNotSameAs(read.get(0).original());
	}

}
