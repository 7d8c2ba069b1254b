package dev.kairos.assistant.language;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.Period;
import java.util.EnumSet;
import java.util.Set;

import dev.kairos.settings.DateOrder;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class RepeatTests {

	private static final LocalDateTime NOW = LocalDateTime.of(2026, 3, 4, 10, 30);

	private static Repeat read(String message) {
		return Repeat.read(new Utterance(message), NOW, DateOrder.MDY);
	}

	@Test
	void weeklyOnNamedDays() {
		Repeat tuesday = read("every tuesday yoga at 6pm");
		assertThat(tuesday.frequency()).isEqualTo(Repeat.Frequency.WEEKLY);
		assertThat(tuesday.interval()).isEqualTo(1);
		assertThat(tuesday.days()).containsExactly(DayOfWeek.TUESDAY);
		assertThat(read("every mon and wed 6-7:30pm").days()).containsExactlyInAnyOrder(DayOfWeek.MONDAY,
				DayOfWeek.WEDNESDAY);
		assertThat(read("yoga tuesdays at 6pm").days()).containsExactly(DayOfWeek.TUESDAY);
		assertThat(read("on mondays and fridays").days()).containsExactlyInAnyOrder(DayOfWeek.MONDAY, DayOfWeek.FRIDAY);
		assertThat(read("lab MWF 10-11".toLowerCase()).days()).containsExactlyInAnyOrder(DayOfWeek.MONDAY,
				DayOfWeek.WEDNESDAY, DayOfWeek.FRIDAY);
		assertThat(read("tth 2pm").days()).containsExactlyInAnyOrder(DayOfWeek.TUESDAY, DayOfWeek.THURSDAY);
		assertThat(read("every weekday at 8").days()).isEqualTo(EnumSet.range(DayOfWeek.MONDAY, DayOfWeek.FRIDAY));
		assertThat(read("every weekend").days()).containsExactlyInAnyOrder(DayOfWeek.SATURDAY, DayOfWeek.SUNDAY);
	}

	@Test
	void intervals() {
		Repeat other = read("team meeting every other week on monday at 2pm");
		assertThat(other.frequency()).isEqualTo(Repeat.Frequency.WEEKLY);
		assertThat(other.interval()).isEqualTo(2);
		assertThat(other.days()).containsExactly(DayOfWeek.MONDAY);
		assertThat(read("biweekly sync").interval()).isEqualTo(2);
		assertThat(read("every 3 weeks").interval()).isEqualTo(3);
		assertThat(read("every other tuesday").interval()).isEqualTo(2);
		Repeat daily = read("water plants every other day");
		assertThat(daily.frequency()).isEqualTo(Repeat.Frequency.DAILY);
		assertThat(daily.interval()).isEqualTo(2);
		assertThat(read("every 3 days").interval()).isEqualTo(3);
		assertThat(read("daily standup").interval()).isEqualTo(1);
	}

	@Test
	void monthlyAndYearly() {
		Repeat first = read("budget review on the first monday of each month at 9am");
		assertThat(first.frequency()).isEqualTo(Repeat.Frequency.MONTHLY);
		assertThat(first.ordinals()).containsExactly(1);
		assertThat(first.days()).containsExactly(DayOfWeek.MONDAY);
		assertThat(read("the last thursday of every month").ordinals()).containsExactly(-1);
		assertThat(read("every third friday").ordinals()).containsExactly(3);
		assertThat(read("the 2nd tuesday of the month").ordinals()).containsExactly(2);
		assertThat(read("every fourth monday").ordinals()).containsExactly(4);
		assertThat(read("rent on the 1st of every month").monthDay()).isEqualTo(1);
		assertThat(read("every month on the 15th").monthDay()).isEqualTo(15);
		assertThat(read("monthly on the 3rd").monthDay()).isEqualTo(3);
		assertThat(read("the 45th of every month").monthDay()).isZero();
		assertThat(read("monthly book club").frequency()).isEqualTo(Repeat.Frequency.MONTHLY);
		assertThat(read("birthday every year").frequency()).isEqualTo(Repeat.Frequency.YEARLY);
	}

	@Test
	void ends() {
		assertThat(read("lab MWF until may 1").until()).isEqualTo(LocalDate.of(2026, 5, 1));
		assertThat(read("every tuesday till 4/30").until()).isEqualTo(LocalDate.of(2026, 4, 30));
		assertThat(read("daily for two weeks").span()).isEqualTo(Period.ofWeeks(2));
		assertThat(read("every sunday for the next 6 weeks").span()).isEqualTo(Period.ofWeeks(6));
		assertThat(read("daily for 10 days").span()).isEqualTo(Period.ofDays(10));
		assertThat(read("monthly for 3 months").span()).isEqualTo(Period.ofMonths(3));
		assertThat(read("every friday 5 times").count()).isEqualTo(5);
		assertThat(read("every friday 1 times").count()).isZero();
		assertThat(read("every friday").until()).isNull();
	}

	@Test
	void claimsItsWordsAndIsNoneWithoutRepeat() {
		Utterance utterance = new Utterance("yoga every tuesday at 6pm");
		Repeat.read(utterance, NOW, DateOrder.MDY);
		assertThat(utterance.remainder().strip()).startsWith("yoga").doesNotContain("tuesday");
		assertThat(read("yoga next tuesday at 6pm")).isNull();
		assertThat(read("email everyone")).isNull();
		// "every morning" repeats daily and leaves "morning" for the time.
		Utterance morning = new Utterance("meditate every morning at 7");
		Repeat daily = Repeat.read(morning, NOW, DateOrder.MDY);
		assertThat(daily.frequency()).isEqualTo(Repeat.Frequency.DAILY);
		assertThat(morning.remainder()).contains("morning");
		assertThat(RepeatDays.days("mon, wed and fri"))
			.isEqualTo(Set.of(DayOfWeek.MONDAY, DayOfWeek.WEDNESDAY, DayOfWeek.FRIDAY));
	}

	@Test
	void claimsTheWordsOfEachFormAndLeavesASecondRepeatUnread() {
		for (String said : new String[] { "on the first monday of each month", "on the 15th of every month",
				"every weekday", "every weekend", "every other week", "every tuesday", "on mondays", "mwf", "daily",
				"every 3 days", "monthly", "every year" }) {
			Utterance utterance = new Utterance("yoga " + said + " until may 1 for 3 weeks 4 times");
			assertThat(Repeat.read(utterance, NOW, DateOrder.MDY)).as(said).isNotNull();
			assertThat(utterance.remainder().strip()).as(said).isEqualTo("yoga");
		}
		// The first way of saying it wins; forms read later stay in the text.
		for (String second : new String[] { "daily", "every year", "monthly", "every 2 days" }) {
			Utterance utterance = new Utterance("every tuesday and " + second);
			Repeat.read(utterance, NOW, DateOrder.MDY);
			assertThat(utterance.remainder().strip()).as(second).isEqualTo("and " + second);
		}
		Utterance twoEnds = new Utterance(
				"every tuesday until may 1 until june 1 for 2 weeks for 3 weeks 3 times 4 times");
		Repeat repeat = Repeat.read(twoEnds, NOW, DateOrder.MDY);
		assertThat(repeat.until()).isEqualTo(LocalDate.of(2026, 5, 1));
		assertThat(repeat.span()).isEqualTo(Period.ofWeeks(2));
		assertThat(repeat.count()).isEqualTo(3);
		assertThat(Text.collapse(twoEnds.remainder().strip())).isEqualTo("until june 1 for 3 weeks 4 times");
	}

	@Test
	void keepsNumbersWithinLimits() {
		assertThat(read("every 52 weeks").interval()).isEqualTo(52);
		assertThat(read("every 53 weeks").interval()).isEqualTo(1);
		assertThat(read("every 1 weeks").interval()).isEqualTo(1);
		assertThat(read("daily for 520 days").span()).isEqualTo(Period.ofDays(520));
		assertThat(read("daily for 521 days").span()).isNull();
		assertThat(read("daily for 1 day").span()).isEqualTo(Period.ofDays(1));
		assertThat(read("daily for 1.5 days").span()).isNull();
		assertThat(read("daily 500 times").count()).isEqualTo(500);
		assertThat(read("daily 501 times").count()).isZero();
		assertThat(read("daily 2 times").count()).isEqualTo(2);
	}

	@Test
	void threeDaysSaidOnceAreATimetable() {
		assertThat(read("swim tue thu sat at 7am").days()).containsExactlyInAnyOrder(DayOfWeek.TUESDAY,
				DayOfWeek.THURSDAY, DayOfWeek.SATURDAY);
		// Two days said once, with no end, may be a choice: no repeat; two days and a
		// time
		// are a timetable (below).
		assertThat(read("lunch tue or thu at 1")).isNull();
	}

	@Test
	void aRepeatSaidFirstKeepsTheFormsThatDisagreeOutOfItsWords() {
		// Each form, said after a monthly repeat it cannot complete, stays in the text.
		for (String second : new String[] { "every weekday", "every weekend", "every other week", "every tuesday",
				"on mondays", "mwf", "mon/wed" }) {
			Utterance utterance = new Utterance("the 15th of every month and " + second);
			Repeat repeat = Repeat.read(utterance, NOW, DateOrder.MDY);
			assertThat(repeat.frequency()).as(second).isEqualTo(Repeat.Frequency.MONTHLY);
			assertThat(repeat.days()).as(second).isEmpty();
			assertThat(Text.collapse(utterance.remainder()).strip()).as(second).isEqualTo("and " + second);
		}
		Utterance twoNth = new Utterance("the first monday of each month and the last friday of each month");
		assertThat(Repeat.read(twoNth, NOW, DateOrder.MDY).ordinals()).containsExactly(1);
		assertThat(Text.collapse(twoNth.remainder()).strip()).isEqualTo("and the last friday of each month");
		// Days complete a weekly repeat said without them, and only then.
		Utterance completed = new Utterance("weekly yoga on tuesdays");
		assertThat(Repeat.read(completed, NOW, DateOrder.MDY).days()).containsExactly(DayOfWeek.TUESDAY);
		assertThat(completed.remainder().strip()).isEqualTo("yoga");
		assertThat(read("every tuesday at 6 and on mondays at 7").days()).containsExactly(DayOfWeek.TUESDAY);
		Utterance twice = new Utterance("yoga weekly and every week");
		assertThat(Repeat.read(twice, NOW, DateOrder.MDY).days()).isEmpty();
		assertThat(Text.collapse(twice.remainder()).strip()).isEqualTo("yoga and every week");
		Utterance lists = new Utterance("swim tue thu sat or mon wed fri");
		assertThat(Repeat.read(lists, NOW, DateOrder.MDY).days()).containsExactlyInAnyOrder(DayOfWeek.TUESDAY,
				DayOfWeek.THURSDAY, DayOfWeek.SATURDAY);
		assertThat(Text.collapse(lists.remainder()).strip()).isEqualTo("swim or mon wed fri");
		Utterance slashed = new Utterance("lab mon/wed/fri");
		assertThat(Repeat.read(slashed, NOW, DateOrder.MDY).days()).containsExactlyInAnyOrder(DayOfWeek.MONDAY,
				DayOfWeek.WEDNESDAY, DayOfWeek.FRIDAY);
		assertThat(slashed.remainder().strip()).isEqualTo("lab");
	}

	@Test
	void daysSaidOnceRepeatWhenAnEndIsSaid() {
		assertThat(read("lunch tue and thu until may 1").days()).containsExactlyInAnyOrder(DayOfWeek.TUESDAY,
				DayOfWeek.THURSDAY);
		assertThat(read("lunch tue and thu for 3 weeks").span()).isEqualTo(Period.ofWeeks(3));
		assertThat(read("lunch tue and thu 4 times").count()).isEqualTo(4);
		// "For 3 days" is a length, and an end that is no date no end.
		assertThat(read("lunch tue and thu for 3 days")).isNull();
		assertThat(read("lunch tue and thu until foo 12")).isNull();
		// A month alone ends on its last day.
		assertThat(read("every tuesday until december").until()).isEqualTo(LocalDate.of(2026, 12, 31));
		assertThat(read("every tuesday through april 10").until()).isEqualTo(LocalDate.of(2026, 4, 10));
	}

	@Test
	void monthDaysUpToTheThirtyFirstAndEveryMorningLeavesOnlyItsPart() {
		assertThat(read("the 31st of every month").monthDay()).isEqualTo(31);
		assertThat(read("the 32nd of every month").monthDay()).isZero();
		Utterance morning = new Utterance("meditate every morning at 7");
		Repeat.read(morning, NOW, DateOrder.MDY);
		assertThat(Text.collapse(morning.remainder()).strip()).isEqualTo("meditate morning at 7");
	}

	@Test
	void aWeekdaysPossessiveWithATypoIsNoRepeat() {
		assertThat(Repeat.read(Utterance.read("thursdy's review at 10"), NOW, DateOrder.MDY)).isNull();
	}

	@Test
	void daysPartedBySpacesAfterEvery() {
		assertThat(read("gym every tuesday thursday and sat 7am").days()).containsExactlyInAnyOrder(DayOfWeek.TUESDAY,
				DayOfWeek.THURSDAY, DayOfWeek.SATURDAY);
	}

	@Test
	void twoDaysAndATimeAreATimetableUnlessAWeekOrDateIsSaid() {
		assertThat(read("pilates wed & fri 7:15am").days()).containsExactlyInAnyOrder(DayOfWeek.WEDNESDAY,
				DayOfWeek.FRIDAY);
		assertThat(read("tutor mon n thu 4-5").days()).containsExactlyInAnyOrder(DayOfWeek.MONDAY, DayOfWeek.THURSDAY);
		assertThat(read("choir tue + sat at 10").days()).containsExactlyInAnyOrder(DayOfWeek.TUESDAY,
				DayOfWeek.SATURDAY);
		// a week, a date or no time said: those days, once
		assertThat(read("workshop wed and thu next week at 9am")).isNull();
		assertThat(read("workshop wed and thu 3/12 at 9am")).isNull();
		assertThat(read("visit grandma sat and sun")).isNull();
	}

	@Test
	void oneDayForSomeWeeksRepeatsWeekly() {
		Repeat lessons = read("pottery thursday 6pm for 6 weeks");
		assertThat(lessons.frequency()).isEqualTo(Repeat.Frequency.WEEKLY);
		assertThat(lessons.days()).containsExactly(DayOfWeek.THURSDAY);
		assertThat(lessons.span()).isEqualTo(Period.ofWeeks(6));
		assertThat(read("pottery thursday at 6 for 3 weeks").days()).containsExactly(DayOfWeek.THURSDAY);
		// two weeks away is a trip; no time, no lessons
		assertThat(read("trip friday 9am for 2 weeks")).isNull();
		assertThat(read("away from friday for 6 weeks")).isNull();
	}

	@Test
	void fortnightsMonthDaysAndTheNthWeekdayAfterMonthly() {
		Repeat fortnight = read("team lunch every fortnight on friday at 12");
		assertThat(fortnight.interval()).isEqualTo(2);
		assertThat(fortnight.days()).containsExactly(DayOfWeek.FRIDAY);
		assertThat(read("once a fortnight").interval()).isEqualTo(2);
		assertThat(read("rent 1st of every month").monthDay()).isEqualTo(1);
		assertThat(read("bills on the 28th monthly").monthDay()).isEqualTo(28);
		assertThat(read("bills 3rd every month").monthDay()).isEqualTo(3);
		Repeat second = read("monthly review second tuesday 2pm");
		assertThat(second.frequency()).isEqualTo(Repeat.Frequency.MONTHLY);
		assertThat(second.ordinals()).containsExactly(2);
		assertThat(second.days()).containsExactly(DayOfWeek.TUESDAY);
		assertThat(read("every month, the last friday").ordinals()).containsExactly(-1);
		// one ordinal only: the first said
		assertThat(read("monthly on the first monday or the second tuesday").days()).containsExactly(DayOfWeek.MONDAY);
	}

	@Test
	void countsAndSpansSaidWithoutFor() {
		Repeat classes = read("pottery every mon 7pm x 6 classes");
		assertThat(classes.count()).isEqualTo(6);
		assertThat(read("tutoring every fri 4pm, 5 sessions total").count()).isEqualTo(5);
		assertThat(read("swim lessons every sat 9am x4").count()).isEqualTo(4);
		assertThat(read("every thursday 2 lessons").count()).isEqualTo(2);
		Utterance total = new Utterance("tutoring every fri 4pm, 5 sessions in total");
		Repeat.read(total, NOW, DateOrder.MDY);
		assertThat(Text.collapse(total.remainder().strip())).isEqualTo("tutoring 4pm,");
		assertThat(read("choir every wed 6pm 10 weeks").span()).isEqualTo(Period.ofWeeks(10));
		assertThat(read("choir every wed 6pm, 3 months").span()).isEqualTo(Period.ofMonths(3));
		// one weekday, a time and a number of weeks: weekly for that long
		Repeat weeks = Repeat.read(Utterance.read("choir thurs 6pm 10 weeks"), NOW, DateOrder.MDY);
		assertThat(weeks.days()).containsExactly(DayOfWeek.THURSDAY);
		assertThat(weeks.span()).isEqualTo(Period.ofWeeks(10));
		// weeks away, not how long
		assertThat(read("every friday in 2 weeks").span()).isNull();
		assertThat(read("every friday 2 weeks from now").span()).isNull();
		assertThat(read("every 2 weeks on friday").span()).isNull();
		assertThat(read("gran visits thursdays 3 weeks on saturday 2pm")).isNotNull().extracting(Repeat::span).isNull();
		assertThat(Repeat.read(Utterance.read("lunch thurs 1pm 3 weeks from now"), NOW, DateOrder.MDY)).isNull();
		// a length in weeks or months said before a noun is no span of a repeat
		assertThat(Repeat.read(Utterance.read("12 week scan thurs 9am"), NOW, DateOrder.MDY)).isNull();
		assertThat(Repeat.read(Utterance.read("6 month checkup tues 10am"), NOW, DateOrder.MDY)).isNull();
	}

	@Test
	void aTimetableStartingOnADateAndTheEndOfTheYear() {
		assertThat(
				Repeat.read(Utterance.read("tutor tues and fri 4:30pm starting march 10"), NOW, DateOrder.MDY).days())
			.containsExactlyInAnyOrder(DayOfWeek.TUESDAY, DayOfWeek.FRIDAY);
		// a week said after "starting" is a particular week: its days once
		assertThat(Repeat.read(Utterance.read("hackathon sat and sun 10am starting next week"), NOW, DateOrder.MDY))
			.isNull();
		// a date that is no start keeps it one week's days
		assertThat(Repeat.read(Utterance.read("dinner tues and fri 7pm march 10"), NOW, DateOrder.MDY)).isNull();
		assertThat(read("gym sundays 10am until end of the year").until()).isEqualTo(LocalDate.of(2026, 12, 31));
		assertThat(read("gym sundays 10am till the end of this year").until()).isEqualTo(LocalDate.of(2026, 12, 31));
	}

}
