package dev.kairos.assistant.language;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A cancel said as news, then who and their news or a sad face, without a comma: "choir
 * cancelled teachers on strike", "choir is cancelled :(".
 */
class CancelsWithoutACommaTests {

	private static ChangeRequest read(String message) {
		return ChangeRequest.read(Utterance.read(message));
	}

	@Test
	void whoAndTheirNewsAfterTheCancel() {
		for (String message : new String[] { "choir cancelled teachers on strike", "choir is cancelled speakers ill",
				"choir cancelled the organisers are away", "choir got cancelled staff sick" }) {
			ChangeRequest cancel = read(message);
			assertThat(cancel).as(message).isNotNull();
			assertThat(cancel.kind()).as(message).isEqualTo(ChangeRequest.Kind.DELETE);
			assertThat(cancel.reference()).as(message).isEqualTo("choir");
		}
	}

	@Test
	void aSadFaceAfterTheCancel() {
		for (String message : new String[] { "choir is cancelled :(", "choir cancelled :'(",
				"choir is cancelled :/ !" }) {
			ChangeRequest cancel = read(message);
			assertThat(cancel).as(message).isNotNull();
			assertThat(cancel.kind()).as(message).isEqualTo(ChangeRequest.Kind.DELETE);
			assertThat(cancel.reference()).as(message).isEqualTo("choir");
		}
		// someone who cancelled something: that something
		assertThat(read("sam cancelled choir").reference()).isEqualTo("choir");
	}

}
