package dev.kairos.assistant.language;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalDateTime;

import dev.kairos.settings.DateOrder;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The kinds of English set C of issue 29 found unread, each with examples of its own (not
 * the set's): clock idioms, whole days and runs of days, British relative days. Said on
 * Wednesday 2026-09-16 at 14:00 in London (dates day first).
 */
class BritishFormsTests {

	private static When gb(String text) {
		return WhenParser.parse(Utterance.read(text), LocalDateTime.of(2026, 9, 16, 14, 0), DayOfWeek.MONDAY,
				DateOrder.DMY, Holidays.forCountry("GB"));
	}

	private static LocalDate september(int day) {
		return LocalDate.of(2026, 9, day);
	}

	private static int minutes(String said) {
		ClockTime time = ClockTime.parse(said);
		assertThat(time).as(said).isNotNull();
		return time.minutes(null);
	}

	@Test
	void halfAnHourSaidBritishIsHalfPastIt() {
		assertThat(minutes("half 2")).isEqualTo(14 * 60 + 30);
		assertThat(minutes("half seven")).isEqualTo(7 * 60 + 30);
		assertThat(minutes("half 11pm")).isEqualTo(23 * 60 + 30);
		When dentist = gb("dentist fri half 2");
		assertThat(dentist.date()).isEqualTo(september(18));
		assertThat(dentist.start().minutes(null)).isEqualTo(14 * 60 + 30);
		assertThat(gb("yoga thursday at half 6").start().minutes(null)).isEqualTo(18 * 60 + 30);
		// "half" before a length or "an hour" is no clock time.
		assertThat(gb("revise for half 3 hours").start()).isNull();
		assertThat(gb("call for half an hour").start()).isNull();
	}

	@Test
	void minutesPastAndToAnHour() {
		assertThat(minutes("5 past 9")).isEqualTo(9 * 60 + 5);
		assertThat(minutes("ten past eleven")).isEqualTo(11 * 60 + 10);
		assertThat(minutes("quarter to 5")).isEqualTo(16 * 60 + 45);
		assertThat(minutes("twenty to 8")).isEqualTo(7 * 60 + 40);
		assertThat(gb("pick up kids mon at 25 past 3").start().minutes(null)).isEqualTo(15 * 60 + 25);
	}

	@Test
	void wholeDaysAndRunsOfDays() {
		When saturday = gb("all of saturday for painting");
		assertThat(saturday.date()).isEqualTo(september(19));
		assertThat(saturday.isAllDay()).isTrue();
		When holiday = gb("holiday 3-5 october all day");
		assertThat(holiday.firstDay()).isEqualTo(LocalDate.of(2026, 10, 3));
		assertThat(holiday.lastDay()).isEqualTo(LocalDate.of(2026, 10, 5));
		assertThat(holiday.isAllDay()).isTrue();
		When trip = gb("trip to york october 12 to 14 all day");
		assertThat(trip.firstDay()).isEqualTo(LocalDate.of(2026, 10, 12));
		assertThat(trip.lastDay()).isEqualTo(LocalDate.of(2026, 10, 14));
		When off = gb("off from monday to wednesday");
		assertThat(off.firstDay()).isEqualTo(september(21));
		assertThat(off.lastDay()).isEqualTo(september(23));
		assertThat(off.isAllDay()).isTrue();
		// Two weekdays of a change are no run of days without "off" or "all day".
		assertThat(gb("move yoga from monday to wednesday").firstDay()).isNull();
		When dayOff = gb("whole day off on the 30th");
		assertThat(dayOff.date()).isEqualTo(september(30));
		assertThat(dayOff.isAllDay()).isTrue();
	}

	@Test
	void aDayNumberAfterAWeekdayAndMayAsAMonth() {
		assertThat(gb("gig sat 26th").date()).isEqualTo(september(26));
		assertThat(gb("book fair fri the 25th 10am").date()).isEqualTo(september(25));
		assertThat(gb("car boot sale 2 may all day").date()).isEqualTo(LocalDate.of(2027, 5, 2));
		assertThat(gb("leaving do 14 may at 6").date()).isEqualTo(LocalDate.of(2027, 5, 14));
		// "2 may" before a verb stays no date.
		assertThat(gb("i think 2 may be too many").date()).isNull();
	}

	@Test
	void britishRelativeDays() {
		assertThat(gb("review thursday fortnight 10am").date()).isEqualTo(LocalDate.of(2026, 10, 1));
		assertThat(gb("drinks a week on friday").date()).isEqualTo(september(25));
		assertThat(gb("visit 2 weeks on monday 3pm").date()).isEqualTo(LocalDate.of(2026, 10, 5));
		assertThat(gb("gig a fortnight on sunday").date()).isEqualTo(LocalDate.of(2026, 10, 4));
		assertThat(gb("call the third friday from now").date()).isEqualTo(LocalDate.of(2026, 10, 2));
		assertThat(gb("friday week's review at 2").date()).isEqualTo(september(25));
		assertThat(gb("tmrws standup").date()).isEqualTo(september(17));
	}

	@Test
	void holidaysSaidShort() {
		assertThat(gb("nye drinks 8pm").date()).isEqualTo(LocalDate.of(2026, 12, 31));
		// A month's name inside a holiday's is no part of the month.
		assertThat(gb("bbq late may bank hol 1pm").date()).isEqualTo(LocalDate.of(2027, 5, 31));
		When early = gb("picnic on the early may bank holiday all day");
		assertThat(early.date()).isEqualTo(LocalDate.of(2027, 5, 3));
		assertThat(early.firstDay()).isNull();
	}

}
