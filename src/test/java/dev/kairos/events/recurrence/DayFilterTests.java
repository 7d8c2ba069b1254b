package dev.kairos.events.recurrence;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.Duration;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class DayFilterTests {

	private static final LocalDateTime START = LocalDateTime.parse("2026-03-03T09:00");

	private static DayFilter filter(String rule) {
		Timing timing = new Timing(START, ZoneOffset.UTC, Duration.ofHours(1), false);
		return DayFilter.of(Rule.parse(rule, timing).iterationRule());
	}

	@Test
	void aYearlyRuleHoldsOnlyItsDayOfTheYear() {
		DayFilter birthday = filter("FREQ=YEARLY");
		assertThat(birthday.mayHold(LocalDate.parse("2031-03-03"))).isTrue();
		assertThat(birthday.mayHold(LocalDate.parse("2031-03-04"))).isFalse();
		assertThat(birthday.mayHold(LocalDate.parse("2031-04-03"))).isFalse();
		assertThat(birthday.mayHoldAny(LocalDate.parse("2031-02-24"), LocalDate.parse("2031-03-02"))).isFalse();
		assertThat(birthday.mayHoldAny(LocalDate.parse("2031-02-24"), LocalDate.parse("2031-03-03"))).isTrue();
		assertThat(birthday.mayHoldAny(LocalDate.parse("2031-03-03"), LocalDate.parse("2031-03-10"))).isTrue();
	}

	@Test
	void daysOfTheMonthCountFromTheEndWhenNegative() {
		DayFilter last = filter("FREQ=MONTHLY;BYMONTHDAY=-1");
		assertThat(last.mayHold(LocalDate.parse("2027-02-28"))).isTrue();
		assertThat(last.mayHold(LocalDate.parse("2027-02-27"))).isFalse();
		assertThat(last.mayHold(LocalDate.parse("2028-02-28"))).isFalse();
		assertThat(last.mayHold(LocalDate.parse("2028-02-29"))).isTrue();
		DayFilter both = filter("FREQ=MONTHLY;BYMONTHDAY=1,-2");
		assertThat(both.mayHold(LocalDate.parse("2027-04-01"))).isTrue();
		assertThat(both.mayHold(LocalDate.parse("2027-04-29"))).isTrue();
		assertThat(both.mayHold(LocalDate.parse("2027-04-30"))).isFalse();
	}

	@Test
	void weekdaysIgnoreTheirOrdinals() {
		DayFilter lastFriday = filter("FREQ=MONTHLY;BYDAY=-1FR");
		assertThat(lastFriday.mayHold(LocalDate.parse("2026-11-27"))).isTrue();
		// Any Friday may be one: the filter looks at weekdays only.
		assertThat(lastFriday.mayHold(LocalDate.parse("2026-11-20"))).isTrue();
		assertThat(lastFriday.mayHold(LocalDate.parse("2026-11-26"))).isFalse();
		// A weekly rule takes DTSTART's weekday (a Tuesday).
		DayFilter weekly = filter("FREQ=WEEKLY");
		assertThat(weekly.mayHoldAny(LocalDate.parse("2026-11-25"), LocalDate.parse("2026-11-30"))).isFalse();
		assertThat(weekly.mayHold(LocalDate.parse("2026-12-01"))).isTrue();
	}

	@Test
	void monthsLimitTheOtherParts() {
		DayFilter marchMondays = filter("FREQ=YEARLY;BYMONTH=3;BYDAY=MO");
		assertThat(marchMondays.mayHold(LocalDate.parse("2027-03-01"))).isTrue();
		assertThat(marchMondays.mayHold(LocalDate.parse("2027-04-05"))).isFalse();
		assertThat(marchMondays.mayHold(LocalDate.parse("2027-03-02"))).isFalse();
	}

	@Test
	void longRangesAndRulesWithoutDayPartsAreNotFiltered() {
		DayFilter birthday = filter("FREQ=YEARLY");
		assertThat(birthday.mayHoldAny(LocalDate.parse("2031-04-01"), LocalDate.parse("2031-04-14"))).isFalse();
		assertThat(birthday.mayHoldAny(LocalDate.parse("2031-04-01"), LocalDate.parse("2031-04-15"))).isTrue();
		assertThat(filter("FREQ=DAILY")).isNull();
		assertThat(filter("FREQ=HOURLY;INTERVAL=5")).isNull();
		assertThat(filter("FREQ=YEARLY;BYYEARDAY=100")).isNull();
		assertThat(filter("FREQ=YEARLY;BYWEEKNO=20")).isNull();
	}

}
