package dev.kairos.assistant.language;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalDateTime;

import dev.kairos.settings.DateOrder;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The package's own readings of 2026-12-02: a series' new weekdays said with "every ...
 * now" or "only" after "make", the whole series in brackets, a series' end said "only
 * until D, then stop" or "X series: last one on D"; "until the end of <month>"; "tu th";
 * "wed nights"; a new end said "running till"; "all hands" as no scope; the quick looks
 * that skip the long patterns of {@link Scope} and {@link Text#trimmed}.
 */
class SeriesDaysEndsAndLettersTests {

	private static final LocalDateTime NOW = LocalDateTime.of(2026, 10, 30, 15, 40);

	private static ChangeRequest series(String message) {
		return SeriesNews.read(Utterance.read(message));
	}

	private static Repeat repeat(String message) {
		return Repeat.read(new Utterance(message), NOW, DateOrder.MDY);
	}

	private static void assertRequest(ChangeRequest request, ChangeRequest.Kind kind, String reference, String value) {
		assertThat(request).isNotNull();
		assertThat(request.kind()).isEqualTo(kind);
		assertThat(request.reference()).isEqualTo(reference);
		assertThat(request.value()).isEqualTo(value);
		assertThat(request.scope()).isEqualTo(Scope.ALL);
	}

	@Test
	void newWeekdays() {
		assertRequest(series("choir is every thurs now"), ChangeRequest.Kind.MOVE, "choir", "thursday every week");
		assertRequest(series("make gym tue/thu only"), ChangeRequest.Kind.MOVE, "gym", "tue/thu every week");
		assertRequest(series("change gym to mon and fri only, every week"), ChangeRequest.Kind.MOVE, "gym",
				"mon and fri every week");
		assertRequest(series("make gym mon/wed only (whole series)"), ChangeRequest.Kind.MOVE, "gym",
				"mon/wed every week");
		assertThat(series("make gym mon/wed only (whole series)").weak()).isTrue();
		// one day without "every", two days with nothing that says a change, "instead
		// of" before the lasting words, and a cancel: none of these
		assertThat(series("choir is thurs now")).isNull();
		assertThat(series("gym mon and fri")).isNull();
		assertThat(series("cancel choir every thurs now")).isNull();
		assertThat(series("choir every thurs")).isNull();
		assertRequest(series("choir: thursdays instead of mondays, every week"), ChangeRequest.Kind.MOVE, "choir",
				"thursdays every week instead of mondays");
	}

	@Test
	void seriesEnds() {
		assertRequest(series("choir only till end of nov, then stop"), ChangeRequest.Kind.REPEAT, "choir",
				"until end of nov");
		assertRequest(series("choir through dec 10 only"), ChangeRequest.Kind.REPEAT, "choir", "until dec 10");
		assertRequest(series("choir until dec 10, and then done"), ChangeRequest.Kind.REPEAT, "choir", "until dec 10");
		assertRequest(series("last choir is fri 11/20, end the series there"), ChangeRequest.Kind.REPEAT, "choir",
				"until 11/20");
		assertRequest(series("choir series: last one on 24 may"), ChangeRequest.Kind.REPEAT, "choir", "until 24 may");
		assertThat(series("choir series: last one on 24 may").weak()).isTrue();
		// an end with nothing that says it is the last, or an hour: no series' end
		assertThat(series("choir until dec 10")).isNull();
		assertThat(series("choir until 7, then stop")).isNull();
	}

	@Test
	void endsOfMonthsLettersAndPartsInThePlural() {
		assertThat(repeat("tutoring every sat until the end of january").until()).isEqualTo(LocalDate.of(2027, 1, 31));
		assertThat(repeat("tutoring every sat through february").until()).isEqualTo(LocalDate.of(2027, 2, 28));
		assertThat(repeat("tutoring tu th 4pm").days()).containsExactlyInAnyOrder(DayOfWeek.TUESDAY,
				DayOfWeek.THURSDAY);
		assertThat(repeat("tutoring tu & th 4pm").days()).containsExactlyInAnyOrder(DayOfWeek.TUESDAY,
				DayOfWeek.THURSDAY);
		assertThat(repeat("tutoring tu and th 4pm").days()).containsExactlyInAnyOrder(DayOfWeek.TUESDAY,
				DayOfWeek.THURSDAY);
		assertThat(repeat("bible study wed nights 7:30-9").days()).containsExactly(DayOfWeek.WEDNESDAY);
		assertThat(repeat("book club sunday mornings 10am").days()).containsExactly(DayOfWeek.SUNDAY);
		assertThat(repeat("dinner wed night 7pm")).isNull();
		assertThat(repeat("tutor thursday 4pm")).isNull();
	}

	@Test
	void newEndsAndScopes() {
		ChangeRequest running = ChangeRequest.read(Utterance.read("physio running till 4:30"));
		assertThat(running.reference()).isEqualTo("physio");
		assertThat(running.value()).isEqualTo("until 4:30");
		assertThat(Scope.read("kill friday's standup, all hands instead").scope()).isEqualTo(Scope.UNSAID);
		assertThat(Scope.read("cancel all standups").scope()).isEqualTo(Scope.ALL);
		assertThat(Scope.read("cancel standup altogether").scope()).isEqualTo(Scope.ALL);
		assertThat(Scope.read("move the dentist to 3").bounds()).isEmpty();
		assertThat(Scope.read("skip yoga this time only").scope()).isEqualTo(Scope.ONE);
	}

	@Test
	void trimmedTakesOffOnlyWhatIsAtTheEnds() {
		assertThat(Text.trimmed("dentist at 3")).isEqualTo("dentist at 3");
		assertThat(Text.trimmed("dentist at 3!!")).isEqualTo("dentist at 3");
		assertThat(Text.trimmed("\uD83D\uDE00 dentist at 3")).isEqualTo("dentist at 3");
		assertThat(Text.trimmed("dentist at 3pm (the new one)")).isEqualTo("dentist at 3pm");
		assertThat(Text.trimmed("")).isEmpty();
	}

}
