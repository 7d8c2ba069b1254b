package dev.kairos.assistant.planning;

import java.time.Duration;
import java.time.LocalDate;
import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class SayTests {

	private final Say say = new Say(Fixtures.ZONE, Fixtures.at("2026-03-04T10:30"));

	@Test
	void namesTodayTomorrowAndOtherDaysWithTheYearOnlyWhenItIsAnother() {
		assertThat(this.say.day(LocalDate.of(2026, 3, 4))).isEqualTo("today (Wednesday, March 4)");
		assertThat(this.say.day(LocalDate.of(2026, 3, 5))).isEqualTo("tomorrow (Thursday, March 5)");
		assertThat(this.say.day(LocalDate.of(2026, 3, 3))).isEqualTo("Tuesday, March 3");
		assertThat(this.say.day(LocalDate.of(2027, 3, 5))).isEqualTo("Friday, March 5, 2027");
	}

	@Test
	void saysLengthsInHoursAndMinutes() {
		assertThat(Say.duration(Duration.ofMinutes(0))).isEqualTo("0 minutes");
		assertThat(Say.duration(Duration.ofMinutes(1))).isEqualTo("1 minute");
		assertThat(Say.duration(Duration.ofMinutes(59))).isEqualTo("59 minutes");
		assertThat(Say.duration(Duration.ofMinutes(60))).isEqualTo("1 hour");
		assertThat(Say.duration(Duration.ofMinutes(75))).isEqualTo("1 hour 15 minutes");
		assertThat(Say.duration(Duration.ofMinutes(90))).isEqualTo("90 minutes");
		assertThat(Say.duration(Duration.ofMinutes(120))).isEqualTo("2 hours");
		assertThat(Say.duration(Duration.ofMinutes(150))).isEqualTo("2 hours 30 minutes");
		assertThat(Say.duration(Duration.ofMinutes(61))).isEqualTo("1 hour 1 minute");
		assertThat(Say.duration(Duration.ofMinutes(121))).isEqualTo("2 hours 1 minute");
	}

	@Test
	void spansMidnightOnlyWhenTheEndIsLaterThanTheNextMidnight() {
		assertThat(this.say.span(new Interval(Fixtures.at("2026-03-06T22:00"), Fixtures.at("2026-03-07T00:00"))))
			.isEqualTo("Friday, March 6, 10:00 PM–12:00 AM");
		assertThat(this.say.span(new Interval(Fixtures.at("2026-03-06T22:00"), Fixtures.at("2026-03-07T01:00"))))
			.isEqualTo("Friday, March 6, 10:00 PM to Saturday, March 7, 1:00 AM");
		assertThat(this.say.onSpan(new Interval(Fixtures.at("2026-03-05T09:00"), Fixtures.at("2026-03-05T10:00"))))
			.isEqualTo("tomorrow (Thursday, March 5), 9:00 AM–10:00 AM");
		assertThat(this.say.onSpan(new Interval(Fixtures.at("2026-03-06T09:00"), Fixtures.at("2026-03-06T10:00"))))
			.isEqualTo("on Friday, March 6, 9:00 AM–10:00 AM");
		assertThat(this.say.times(new Interval(Fixtures.at("2026-03-06T09:00"), Fixtures.at("2026-03-06T10:30"))))
			.isEqualTo("9:00 AM–10:30 AM");
		assertThat(Say.list(List.of())).isEmpty();
		assertThat(Say.list(List.of("a"))).isEqualTo("a");
		assertThat(Say.list(List.of("a", "b", "c"))).isEqualTo("a, b and c");
	}

}
