package dev.kairos.ical;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.zone.ZoneRules;

import dev.kairos.ical.TimeValues.Nominal;
import dev.kairos.ical.TimeValues.TimeValue;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class TimeValuesTests {

	private static final ZoneRules BERLIN = ZoneId.of("Europe/Berlin").getRules();

	private static final ZoneRules UTC = ZoneOffset.UTC.getRules();

	@Test
	void readsDatesAndDateTimesLeniently() {
		assertThat(TimeValues.parse("20300304", null, BERLIN)).isEqualTo(TimeValue.ofDate(LocalDate.of(2030, 3, 4)));
		assertThat(TimeValues.parse(" 20300304Z ", null, BERLIN)).isEqualTo(TimeValue.ofDate(LocalDate.of(2030, 3, 4)));
		assertThat(TimeValues.parse("20300304T101530", null, BERLIN))
			.isEqualTo(TimeValue.ofLocal(LocalDateTime.of(2030, 3, 4, 10, 15, 30), BERLIN));
		assertThat(TimeValues.parse("20300304T1015", null, BERLIN))
			.isEqualTo(TimeValue.ofLocal(LocalDateTime.of(2030, 3, 4, 10, 15, 0), BERLIN));
		assertThat(TimeValues.parse("20300304T101530Z", null, BERLIN))
			.isEqualTo(TimeValue.ofLocal(LocalDateTime.of(2030, 3, 4, 10, 15, 30), UTC));
		assertThat(TimeValues.parse("20300304T101530", "date", BERLIN))
			.isEqualTo(TimeValue.ofDate(LocalDate.of(2030, 3, 4)));
		assertThat(TimeValues.parse("20300304T101530", "DATE-TIME", BERLIN).isDate()).isFalse();
	}

	@Test
	void refusesWhatIsNoDateAndShortensLongValues() {
		assertThatIllegalArgumentException().isThrownBy(() -> TimeValues.parse("20301340T100000", null, UTC))
			.withMessage("\"20301340T100000\" is not a valid date or date-time");
		assertThatIllegalArgumentException().isThrownBy(() -> TimeValues.parse("20300230", null, UTC))
			.withMessage("\"20300230\" is not a valid date or date-time");
		assertThatIllegalArgumentException().isThrownBy(() -> TimeValues.parse("tomorrow", null, UTC))
			.withMessage("\"tomorrow\" is not a date or a date-time");
		String forty = "x".repeat(40);
		assertThatIllegalArgumentException().isThrownBy(() -> TimeValues.parse(forty, null, UTC))
			.withMessage("\"" + forty + "\" is not a date or a date-time");
		assertThatIllegalArgumentException().isThrownBy(() -> TimeValues.parse(forty + "y", null, UTC))
			.withMessage("\"" + forty + "...\" is not a date or a date-time");
	}

	@Test
	void readsListsAndPeriods() {
		assertThat(TimeValues.parseList("20300304,,20300305", "DATE", UTC))
			.containsExactly(TimeValue.ofDate(LocalDate.of(2030, 3, 4)), TimeValue.ofDate(LocalDate.of(2030, 3, 5)));
		// A PERIOD's start is a date-time whatever VALUE says.
		assertThat(TimeValues.parseList("20300304T100000Z/PT1H", "PERIOD", BERLIN))
			.containsExactly(TimeValue.ofLocal(LocalDateTime.of(2030, 3, 4, 10, 0), UTC));
		assertThat(TimeValues.parseList("20300304T100000/20300304T110000", "DATE", BERLIN))
			.containsExactly(TimeValue.ofLocal(LocalDateTime.of(2030, 3, 4, 10, 0), BERLIN));

		assertThat(TimeValues.periodEnd("20300304T100000Z", UTC)).isNull();
		assertThat(TimeValues.periodEnd("20300304T100000Z/20300304T113000Z", UTC))
			.isEqualTo(Instant.parse("2030-03-04T11:30:00Z"));
		assertThat(TimeValues.periodEnd("20300304T100000Z/PT1H30M", UTC))
			.isEqualTo(Instant.parse("2030-03-04T11:30:00Z"));
		assertThat(TimeValues.periodEnd("20300304T100000Z/+PT2H", UTC))
			.isEqualTo(Instant.parse("2030-03-04T12:00:00Z"));
		assertThat(TimeValues.periodEnd("20300304T100000Z/-PT2H", UTC))
			.isEqualTo(Instant.parse("2030-03-04T08:00:00Z"));

		// A PERIOD without a start is refused for its empty start.
		assertThatIllegalArgumentException().isThrownBy(() -> TimeValues.periodEnd("/PT1H", UTC))
			.withMessage("\"\" is not a date or a date-time");
		assertThatIllegalArgumentException().isThrownBy(() -> TimeValues.parseList("/20300304T100000Z", null, UTC))
			.withMessage("\"\" is not a date or a date-time");
	}

	@Test
	void readsDurationsPartByPart() {
		assertThat(TimeValues.duration("PT1H30M")).isEqualTo(new Nominal(0, Duration.ofMinutes(90)));
		assertThat(TimeValues.duration(" P1W2DT3H4M5S "))
			.isEqualTo(new Nominal(9, Duration.ofSeconds(3 * 3600 + 4 * 60 + 5)));
		assertThat(TimeValues.duration("-P1DT2H")).isEqualTo(new Nominal(-1, Duration.ofHours(-2)));
		assertThat(TimeValues.duration("+PT45S")).isEqualTo(new Nominal(0, Duration.ofSeconds(45)));
		assertThat(TimeValues.duration("P2W")).isEqualTo(new Nominal(14, Duration.ZERO));
	}

	@Test
	void refusesWhatIsNoDurationOrLongerThanAnyEvent() {
		for (String text : new String[] { "P", "PT", "P1DT", "1H", "PT1.5H", "P1Y" }) {
			assertThatIllegalArgumentException().isThrownBy(() -> TimeValues.duration(text))
				.withMessage("\"" + text + "\" is not a duration");
		}
		assertThat(TimeValues.duration("P1000D").days()).isEqualTo(1000);
		assertThat(TimeValues.duration("P142W6D").days()).isEqualTo(1000);
		assertThat(TimeValues.duration("PT86400000S").time()).isEqualTo(Duration.ofDays(1000));
		assertThat(TimeValues.duration("PT24000H").time()).isEqualTo(Duration.ofDays(1000));
		for (String text : new String[] { "P1001D", "P143W", "PT86400001S", "PT1440001M", "P99999999999999999999D",
				"PT9999999999999999H" }) {
			assertThatIllegalArgumentException().isThrownBy(() -> TimeValues.duration(text))
				.withMessage("\"" + text + "\" is longer than any event may be");
		}
	}

	@Test
	void addsDaysOnTheWallClockAndTimeExactly() {
		assertThat(TimeValues.plus(TimeValue.ofDate(LocalDate.of(2030, 3, 4)), new Nominal(2, Duration.ofHours(1))))
			.isEqualTo(Instant.parse("2030-03-06T01:00:00Z"));
		// Over the spring change in Berlin: a day later is 23 hours later; 24 hours are
		// 24.
		TimeValue saturday = TimeValue.ofLocal(LocalDateTime.of(2030, 3, 30, 10, 0), BERLIN);
		assertThat(TimeValues.plus(saturday, new Nominal(1, Duration.ZERO)))
			.isEqualTo(Instant.parse("2030-03-31T08:00:00Z"));
		assertThat(TimeValues.plus(saturday, new Nominal(0, Duration.ofHours(24))))
			.isEqualTo(Instant.parse("2030-03-31T09:00:00Z"));
	}

	@Test
	void movesTimesInAGapOnAndTakesTheFirstOfTwo() {
		assertThat(TimeValues.instant(LocalDateTime.of(2030, 3, 31, 2, 30), BERLIN))
			.isEqualTo(Instant.parse("2030-03-31T01:30:00Z"));
		assertThat(TimeValues.instant(LocalDateTime.of(2030, 10, 27, 2, 30), BERLIN))
			.isEqualTo(Instant.parse("2030-10-27T00:30:00Z"));
		assertThat(TimeValue.ofLocal(LocalDateTime.of(2030, 3, 4, 10, 0), BERLIN).instant())
			.isEqualTo(Instant.parse("2030-03-04T09:00:00Z"));
		assertThat(TimeValue.ofDate(LocalDate.of(2030, 3, 4)).instant())
			.isEqualTo(Instant.parse("2030-03-04T00:00:00Z"));
		assertThat(TimeValue.ofLocal(LocalDateTime.of(2030, 3, 4, 23, 30), BERLIN).day())
			.isEqualTo(LocalDate.of(2030, 3, 4));
		assertThat(TimeValue.ofDate(LocalDate.of(2030, 3, 4)).day()).isEqualTo(LocalDate.of(2030, 3, 4));
	}

	@Test
	void writesADateInBasicFormat() {
		assertThat(TimeValues.key(LocalDate.of(2030, 3, 4))).isEqualTo("20300304");
	}

}
