package dev.kairos.assistant.language;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.LocalDateTime;

import dev.kairos.settings.DateOrder;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.language.ChangeRequestTests.assertRequest;
import static dev.kairos.assistant.language.ChangeRequestTests.read;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The readers of a change's parts split out of {@link ChangeRequest}: the event named
 * before "it" ({@link Antecedents}), who news names ({@link News}), a day said last or
 * before a length ({@link ChangeDays}), a new place without a verb, and a span between
 * two named days ({@link DaySpans}).
 */
class ChangeClausesTests {

	@Test
	void aWishOrAQuestionToldIsTheChange() {
		// what someone wants is read as if "instead" closed it
		assertRequest("marco wants lunch at 1230", ChangeRequest.Kind.MOVE, "lunch", "1230");
		// news that is no wish: "lunch at 1" stays a new event's words
		assertThat(read("tom is sick, lunch at 1")).isNull();
		// what someone asked wins over the whole message's reading
		assertRequest("priya asked if our 1:1 could be at 2 on monday instead", ChangeRequest.Kind.MOVE, "our 1:1",
				"2 on monday");
	}

	@Test
	void aDayBeforeInsteadIsTheNewDayWhenNoTimeFollows() {
		assertRequest("linear algebra revision on saturday the 7th instead", ChangeRequest.Kind.MOVE,
				"linear algebra revision", "on saturday the 7th");
		// a time after the day: the day names the occurrence, the time is the new one
		assertRequest("running club on the 14th at 6:30 instead", ChangeRequest.Kind.MOVE, "running club on the 14th",
				"6:30");
		// a time in the name: the day is the new one, the name keeps its time
		assertThat(read("dentist at 3 on friday instead").reference()).contains("3");
	}

	@Test
	void theClauseBeforeAPronounCommandNamesTheEvent() {
		// the news after the name ("always overruns") is no part of it
		assertRequest("the seminar always overruns, extend it by 20 min", ChangeRequest.Kind.RESIZE, "the seminar",
				"by 20 min");
		assertThat(read("the seminar always overruns, extend it by 20 min").weak()).isFalse();
		// A command without its amount: what someone says read, "they" being who said it.
		assertRequest("dentist says they need an extra 30 mins so make it longer", ChangeRequest.Kind.RESIZE, "dentist",
				"by 30 mins");
		assertThat(read("ok, cancel it")).isNull();
	}

	@Test
	void aRangeAfterTheChangesTo() {
		assertRequest("move yoga to 6 to 8", ChangeRequest.Kind.MOVE, "yoga", "from 6 to 8");
		assertRequest("move yoga to 6pm to 8pm", ChangeRequest.Kind.MOVE, "yoga", "from 6pm to 8pm");
		// Not a range: "to" once, or no clock after the last "to".
		assertRequest("move yoga to 6", ChangeRequest.Kind.MOVE, "yoga", "6");
		assertRequest("move yoga to 6 to friday", ChangeRequest.Kind.MOVE, "yoga to 6", "friday");
	}

	@Test
	void whoTheNewsNames() {
		assertRequest("sam cant make it, cancel lunch with him", ChangeRequest.Kind.DELETE, "lunch with sam", "");
		assertRequest("the dentist office called, the appt is now at 11", ChangeRequest.Kind.MOVE,
				"dentist the appointment", "11");
		// "I" names no one.
		assertRequest("i cant make it, cancel lunch with her", ChangeRequest.Kind.DELETE, "lunch with her", "");
	}

	@Test
	void aDaySaidLastOrBeforeALength() {
		assertRequest("can we do yoga tuesday instead", ChangeRequest.Kind.MOVE, "yoga", "on tuesday");
		assertRequest("can we do yoga on the 12th instead", ChangeRequest.Kind.MOVE, "yoga", "on the 12th");
		assertRequest("make the yoga on the 12th 90 mins", ChangeRequest.Kind.RESIZE, "the yoga on the 12th",
				"90 mins");
	}

	@Test
	void newPlacesWithoutAVerb() {
		assertRequest("book club at Foyles", ChangeRequest.Kind.RELOCATE, "book club", "Foyles");
		assertThat(read("book club at Foyles").weak()).isTrue();
		// A time is no place; a place in lower case is one, weakly (a new event's place
		// when no book club exists).
		assertThat(read("book club at seven")).isNull();
		assertRequest("book club at the library", ChangeRequest.Kind.RELOCATE, "book club", "the library");
		assertThat(read("book club at the library").weak()).isTrue();
		// a day after it says which day's book club
		assertRequest("book club at the library tonight", ChangeRequest.Kind.RELOCATE, "book club tonight",
				"the library");
		// one word names an event only when it is all of the name's words ("theatre")
		assertThat(read("book at the library").naming()).isEqualTo(ChangeRequest.Naming.WHOLE_NAME);
		assertThat(read("book club at the library").naming()).isEqualTo(ChangeRequest.Naming.ANY);
		assertRequest("all yoga sessions at Lotus Studio from now on", ChangeRequest.Kind.RELOCATE, "yoga sessions",
				"Lotus Studio");
		assertRequest("make yoga more late for one hour", ChangeRequest.Kind.SHIFT, "yoga", "one hour later");
	}

	@Test
	void aSpanFromOneNamedDayToAnother() {
		LocalDateTime now = LocalDateTime.of(2026, 3, 4, 10, 30);
		When when = WhenParser.parse(new Utterance("camping fri 6pm to sun 11am"), now, DayOfWeek.MONDAY,
				DateOrder.MDY);
		assertThat(when.exact()).isEqualTo(LocalDateTime.of(2026, 3, 6, 18, 0));
		assertThat(when.duration()).isEqualTo(Duration.ofHours(41));
		When night = WhenParser.parse(new Utterance("shift tomorrow 22:00 to fri 06:00"), now, DayOfWeek.MONDAY,
				DateOrder.MDY);
		assertThat(night.exact()).isEqualTo(LocalDateTime.of(2026, 3, 5, 22, 0));
		assertThat(night.duration()).isEqualTo(Duration.ofHours(8));
		When today = WhenParser.parse(new Utterance("vigil tonight 11pm to thursday 1am"), now, DayOfWeek.MONDAY,
				DateOrder.MDY);
		assertThat(today.exact()).isEqualTo(LocalDateTime.of(2026, 3, 4, 23, 0));
		assertThat(today.duration()).isEqualTo(Duration.ofHours(2));
	}

}
