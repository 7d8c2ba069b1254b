package dev.kairos.assistant.language;

import java.time.LocalDate;
import java.time.LocalDateTime;

import dev.kairos.settings.DateOrder;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The end of a repeat after "from" a date and "to" or a dash; the old day after "instead
 * of"; who and their news after a cancel, without a comma.
 */
class OldDaysAndRangesTests {

	private static final LocalDateTime NOW = LocalDateTime.of(2026, 3, 4, 10, 30);

	private static Repeat repeat(String message) {
		return Repeat.read(new Utterance(message), NOW, DateOrder.MDY);
	}

	@Test
	void fromADateToAnother() {
		assertThat(repeat("swim daily from march 9 to march 20").until()).isEqualTo(LocalDate.of(2026, 3, 20));
		assertThat(repeat("choir every thursday from 12 march - 9 april").until()).isEqualTo(LocalDate.of(2026, 4, 9));
		assertThat(repeat("choir every thursday from 3/12 to 4/9").until()).isEqualTo(LocalDate.of(2026, 4, 9));
		assertThat(repeat("choir every thursday from 12th march to 9th april").until())
			.isEqualTo(LocalDate.of(2026, 4, 9));
		// "from" a time, or no "from": no end
		assertThat(repeat("shift every saturday from 9 to 5").until()).isNull();
		assertThat(repeat("choir every thursday 12 march to 9 april").until()).isNull();
	}

	@Test
	void theOldDayAfterInsteadOf() {
		ChangeRequest moved = ChangeRequest.read(Utterance.read("dentist thurs 3pm instead of wed"));
		assertThat(moved.kind()).isEqualTo(ChangeRequest.Kind.MOVE);
		// the old day says which dentist
		assertThat(moved.reference()).isEqualTo("dentist on wed");
		assertThat(moved.value()).isEqualTo("on thursday at 3pm");
		ChangeRequest tomorrow = ChangeRequest.read(Utterance.read("gym friday 6pm instead of tomorrow"));
		assertThat(tomorrow.reference()).isEqualTo("gym tomorrow");
		// the old time keeps the whole name as it is
		ChangeRequest time = ChangeRequest.read(Utterance.read("team meeting at 2 instead of 11"));
		assertThat(time.reference()).isEqualTo("team meeting");
		assertThat(time.value()).isEqualTo("2");
		// no time before "instead of": none of it
		assertThat(ChangeRequest.read(Utterance.read("pizza instead of wed"))).isNull();
	}

	@Test
	void whoAndTheirNewsAfterACancel() {
		for (String news : new String[] { "shes ill", "he's away", "theyre sick", "im swamped", "we're off" }) {
			ChangeRequest cancel = ChangeRequest.read(Utterance.read("lunch with sam cancelled " + news));
			assertThat(cancel).as(news).isNotNull();
			assertThat(cancel.kind()).as(news).isEqualTo(ChangeRequest.Kind.DELETE);
			assertThat(cancel.reference()).as(news).isEqualTo("lunch with sam");
		}
	}

}
