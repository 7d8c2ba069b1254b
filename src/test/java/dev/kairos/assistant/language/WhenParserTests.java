package dev.kairos.assistant.language;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.time.LocalTime;
import java.util.Set;

import dev.kairos.assistant.language.PartOfDay.Meridiem;
import dev.kairos.settings.DateOrder;
import dev.kairos.settings.WorkingHours;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The conventions of docs/assistant.md, said on Wednesday 2026-03-04 at 10:30.
 */
class WhenParserTests {

	private static final LocalDateTime NOW = LocalDateTime.of(2026, 3, 4, 10, 30);

	private static When parse(String text) {
		return parse(text, DateOrder.MDY, DayOfWeek.MONDAY);
	}

	private static When parse(String text, DateOrder order, DayOfWeek weekStart) {
		return WhenParser.parse(new Utterance(text), NOW, weekStart, order);
	}

	private static LocalDate day(String text) {
		return parse(text).date();
	}

	private static LocalDate march(int day) {
		return LocalDate.of(2026, 3, day);
	}

	@Test
	void aRunOfOrdinalsWithoutAMonthIsInTheNextMonthThatHoldsItsLastDay() {
		When leave = parse("annual leave from the 19th to the 23rd");
		assertThat(leave.firstDay()).isEqualTo(march(19));
		assertThat(leave.lastDay()).isEqualTo(march(23));
		assertThat(leave.isAllDay()).isTrue();
		// A run that holds today is this month's, from today; one already past is next
		// month's.
		assertThat(parse("away the 1st to the 4th").firstDay()).isEqualTo(march(4));
		assertThat(parse("away the 1st to the 4th").lastDay()).isEqualTo(march(4));
		assertThat(parse("away the 1st to the 3rd").firstDay()).isEqualTo(LocalDate.of(2026, 4, 1));
		assertThat(parse("away the 1st to the 3rd").lastDay()).isEqualTo(LocalDate.of(2026, 4, 3));
		// April has no 31st: the first month after that has one.
		When may = WhenParser.parse(new Utterance("away the 30th to the 31st"), LocalDateTime.of(2026, 4, 2, 9, 0),
				DayOfWeek.MONDAY, DateOrder.MDY);
		assertThat(may.firstDay()).isEqualTo(LocalDate.of(2026, 5, 30));
		assertThat(may.lastDay()).isEqualTo(LocalDate.of(2026, 5, 31));
		// Two months on at most.
		When none = WhenParser.parse(new Utterance("away the 30th to the 31st"), LocalDateTime.of(2026, 2, 2, 9, 0),
				DayOfWeek.MONDAY, DateOrder.MDY);
		assertThat(none.firstDay()).isEqualTo(LocalDate.of(2026, 3, 30));
		assertThat(WhenParser.parse(new Utterance("away the 31st to the 31st"), NOW, DayOfWeek.MONDAY, DateOrder.MDY)
			.firstDay()).isNull();
		// No run: the same day twice, backwards, or a change's old and new day.
		assertThat(parse("away the 5th to the 5th").firstDay()).isNull();
		assertThat(parse("away the 9th to the 5th").firstDay()).isNull();
		assertThat(parse("move yoga from the 9th to the 12th").firstDay()).isNull();
		assertThat(parse("put yoga from the 9th to the 12th").firstDay()).isNull();
	}

	@Test
	void nextWeekdayIsThatDayOfTheFollowingWeek() {
		assertThat(day("next Friday")).isEqualTo(march(13));
		assertThat(day("next Monday")).isEqualTo(march(9));
		assertThat(day("next Wednesday")).isEqualTo(march(11));
		assertThat(day("Friday next week")).isEqualTo(march(13));
		assertThat(day("on Tuesday, next week")).isEqualTo(march(10));
		assertThat(day("next week's Thursday")).isEqualTo(march(12));
	}

	@Test
	void aBareWeekdayIsTheNextOneAndThisIncludesToday() {
		assertThat(day("Friday")).isEqualTo(march(6));
		assertThat(day("on fri")).isEqualTo(march(6));
		assertThat(day("Wednesday")).isEqualTo(march(11));
		assertThat(day("this Wednesday")).isEqualTo(march(4));
		assertThat(day("this Friday")).isEqualTo(march(6));
		assertThat(day("Wednesday after next")).isEqualTo(march(18));
		assertThat(parse("last Friday").past()).isTrue();
		// "sat" and "sun" are weekdays only with a cue.
		assertThat(parse("I sat down").date()).isNull();
		assertThat(day("sat 3pm")).isEqualTo(march(7));
	}

	@Test
	void casualAndRelativeDays() {
		assertThat(day("today")).isEqualTo(march(4));
		assertThat(day("tmrw")).isEqualTo(march(5));
		assertThat(day("the day after tomorrow")).isEqualTo(march(6));
		assertThat(day("in 3 days")).isEqualTo(march(7));
		assertThat(day("in two weeks")).isEqualTo(march(18));
		assertThat(day("in a couple of days")).isEqualTo(march(6));
		assertThat(day("a week from tomorrow")).isEqualTo(march(12));
		assertThat(day("in a fortnight")).isEqualTo(march(18));
		assertThat(parse("yesterday").past()).isTrue();
	}

	@Test
	void monthAndDayInEveryOrderAndTheNextOccurrence() {
		LocalDate december = LocalDate.of(2026, 12, 5);
		assertThat(day("Dec 5")).isEqualTo(december);
		assertThat(day("dec. 5th")).isEqualTo(december);
		assertThat(day("5 December")).isEqualTo(december);
		assertThat(day("December the 5th")).isEqualTo(december);
		assertThat(day("the fifth of december")).isEqualTo(december);
		assertThat(day("Saturday, December 5")).isEqualTo(december);
		assertThat(day("December 5, 2027")).isEqualTo(LocalDate.of(2027, 12, 5));
		// A date earlier this year is next year's; today is still this year's.
		assertThat(day("March 3")).isEqualTo(LocalDate.of(2027, 3, 3));
		assertThat(day("March 4")).isEqualTo(march(4));
		assertThat(day("Feb 29")).isEqualTo(LocalDate.of(2028, 2, 29));
		assertThat(parse("I may go").date()).isNull();
	}

	@Test
	void numericDatesFollowTheDateOrderSetting() {
		assertThat(day("12/05")).isEqualTo(LocalDate.of(2026, 12, 5));
		assertThat(parse("12/05", DateOrder.DMY, DayOfWeek.MONDAY).date()).isEqualTo(LocalDate.of(2026, 5, 12));
		assertThat(day("on 5.12")).isEqualTo(LocalDate.of(2026, 5, 12));
		assertThat(parse("on 5.12", DateOrder.DMY, DayOfWeek.MONDAY).date()).isEqualTo(LocalDate.of(2026, 12, 5));
		// The configured order gives no date, the other one does.
		assertThat(day("25/12")).isEqualTo(LocalDate.of(2026, 12, 25));
		assertThat(day("3/9/2027")).isEqualTo(LocalDate.of(2027, 3, 9));
		assertThat(day("2026-12-05")).isEqualTo(LocalDate.of(2026, 12, 5));
		// After "at" a dotted number is a time.
		assertThat(parse("at 12.30").date()).isNull();
		assertThat(parse("1/2 hour").date()).isNull();
	}

	@Test
	void ordinalDaysAreTheNextSuchDay() {
		assertThat(day("the 3rd")).isEqualTo(LocalDate.of(2026, 4, 3));
		assertThat(day("on the 15th")).isEqualTo(march(15));
		assertThat(day("the 4th")).isEqualTo(march(4));
		assertThat(day("on the first")).isEqualTo(LocalDate.of(2026, 4, 1));
		assertThat(day("the 31st")).isEqualTo(march(31));
		assertThat(parse("the 3rd floor").date()).isNull();
	}

	@Test
	void clockTimesWithoutAmOrPmAreDaytimeHours() {
		assertThat(minutes("4")).isEqualTo(16 * 60);
		assertThat(minutes("9")).isEqualTo(9 * 60);
		assertThat(minutes("7")).isEqualTo(7 * 60);
		assertThat(minutes("11:30")).isEqualTo(11 * 60 + 30);
		assertThat(minutes("12")).isEqualTo(12 * 60);
		assertThat(minutes("6:45")).isEqualTo(18 * 60 + 45);
		assertThat(minutes("09:00")).isEqualTo(9 * 60);
		assertThat(minutes("15:30")).isEqualTo(15 * 60 + 30);
		assertThat(minutes("00:30")).isEqualTo(30);
	}

	@Test
	void clockTimesInWordsAndWithAmPm() {
		assertThat(minutes("4pm")).isEqualTo(16 * 60);
		assertThat(minutes("4 a.m.")).isEqualTo(4 * 60);
		assertThat(minutes("3:18a")).isEqualTo(3 * 60 + 18);
		assertThat(minutes("12am")).isEqualTo(0);
		assertThat(minutes("12pm")).isEqualTo(12 * 60);
		assertThat(minutes("noon")).isEqualTo(12 * 60);
		assertThat(minutes("midnight")).isEqualTo(24 * 60);
		assertThat(minutes("half past 3")).isEqualTo(15 * 60 + 30);
		assertThat(minutes("quarter to 5")).isEqualTo(16 * 60 + 45);
		assertThat(minutes("a quarter to noon")).isEqualTo(11 * 60 + 45);
		assertThat(minutes("ten to six")).isEqualTo(17 * 60 + 50);
		assertThat(minutes("20 past 3pm")).isEqualTo(15 * 60 + 20);
		assertThat(minutes("5 to 4pm")).isEqualTo(15 * 60 + 55);
		assertThat(minutes("13 minutes to 4pm")).isEqualTo(15 * 60 + 47);
		// minutes before an hour are a multiple of five unless "minutes" says so: "3 to
		// 5"
		// is a range
		assertThat(ClockTime.parse("3 to 5")).isNull();
		assertThat(range("1 to 3pm")).containsExactly(13 * 60, 15 * 60);
		assertThat(range("from 2 till 4")).containsExactly(14 * 60, 16 * 60);
		assertThat(minutes("ten thirty am")).isEqualTo(10 * 60 + 30);
		assertThat(minutes("seven thirty p.m.")).isEqualTo(19 * 60 + 30);
		assertThat(ClockTime.parse("25:00")).isNull();
		assertThat(ClockTime.parse("13pm")).isNull();
		assertThat(ClockTime.parse("4:75")).isNull();
	}

	@Test
	void aPartOfTheDayDecidesAmOrPm() {
		assertThat(ClockTime.parse("8").minutes(PartOfDay.NIGHT)).isEqualTo(20 * 60);
		assertThat(ClockTime.parse("5").minutes(PartOfDay.MORNING)).isEqualTo(5 * 60);
		assertThat(ClockTime.parse("7").minutes(PartOfDay.EVENING)).isEqualTo(19 * 60);
		assertThat(ClockTime.parse("1").minutes(PartOfDay.LUNCH)).isEqualTo(13 * 60);
		When tonight = parse("gym at 8 tonight");
		assertThat(tonight.part()).isEqualTo(PartOfDay.NIGHT);
		assertThat(tonight.date()).isEqualTo(march(4));
		assertThat(tonight.start().minutes(tonight.part())).isEqualTo(20 * 60);
		assertThat(parse("11 at night").start().minutes(PartOfDay.NIGHT)).isEqualTo(23 * 60);
		assertThat(parse("tomorrow morning").part()).isEqualTo(PartOfDay.MORNING);
		assertThat(parse("this evening").part()).isEqualTo(PartOfDay.EVENING);
		assertThat(parse("sometime tomorrow afternoon").part()).isEqualTo(PartOfDay.AFTERNOON);
	}

	@Test
	void rangesTakeTheirMeridiemFromEitherEnd() {
		assertThat(range("3-5pm")).containsExactly(15 * 60, 17 * 60);
		assertThat(range("11-1pm")).containsExactly(11 * 60, 13 * 60);
		assertThat(range("from 2 to 4")).containsExactly(14 * 60, 16 * 60);
		assertThat(range("between 10 and 11:30")).containsExactly(10 * 60, 11 * 60 + 30);
		assertThat(range("8pm - 11")).containsExactly(20 * 60, 23 * 60);
		assertThat(range("11pm-1am")).containsExactly(23 * 60, 25 * 60);
		assertThat(range("9:30 - 11:00")).containsExactly(9 * 60 + 30, 11 * 60);
		assertThat(range("from noon to 2")).containsExactly(12 * 60, 14 * 60);
		When night = parse("10 - 11 at night");
		assertThat(ClockTime.range(night.start(), night.end(), night.part(), Duration.ZERO)).containsExactly(22 * 60,
				23 * 60);
		// Bare numbers joined by a dash are no time range.
		assertThat(parse("2-3 hours").start()).isNull();
		assertThat(parse("9-5").start()).isNull();
	}

	@Test
	void lengthsInDigitsAndWords() {
		assertThat(parse("for 90 minutes").duration()).isEqualTo(Duration.ofMinutes(90));
		assertThat(parse("for an hour and a half").duration()).isEqualTo(Duration.ofMinutes(90));
		assertThat(parse("for one and a half hours").duration()).isEqualTo(Duration.ofMinutes(90));
		assertThat(parse("2h").duration()).isEqualTo(Duration.ofHours(2));
		assertThat(parse("1h30").duration()).isEqualTo(Duration.ofMinutes(90));
		assertThat(parse("1 hour 15 minutes").duration()).isEqualTo(Duration.ofMinutes(75));
		assertThat(parse("half an hour").duration()).isEqualTo(Duration.ofMinutes(30));
		assertThat(parse("for a couple of hours").duration()).isEqualTo(Duration.ofHours(2));
		assertThat(parse("a 45-minute call").duration()).isEqualTo(Duration.ofMinutes(45));
		assertThat(parse("for two hours").duration()).isEqualTo(Duration.ofHours(2));
		assertThat(parse("2.5 hours").duration()).isEqualTo(Duration.ofMinutes(150));
		assertThat(parse("three quarters of an hour").duration()).isEqualTo(Duration.ofMinutes(45));
		assertThat(parse("an hour-long meeting").duration()).isEqualTo(Duration.ofHours(1));
		// A distance in time is no length.
		assertThat(parse("2 hours before the exam").duration()).isNull();
	}

	@Test
	void momentsRelativeToNow() {
		assertThat(parse("in 2 hours").exact()).isEqualTo(NOW.plusHours(2));
		assertThat(parse("in half an hour").exact()).isEqualTo(NOW.plusMinutes(30));
		assertThat(parse("in 15 minutes").exact()).isEqualTo(NOW.plusMinutes(15));
		assertThat(parse("two hours from now").exact()).isEqualTo(NOW.plusHours(2));
		// "until" after a moment says its end, as after a clock time.
		When untilThree = parse("in 2 hours until 3pm");
		assertThat(untilThree.exact()).isEqualTo(NOW.plusHours(2));
		assertThat(untilThree.end().minutes(null)).isEqualTo(15 * 60);
		assertThat(untilThree.before()).isNull();
		// "now" starts an event only before "until".
		When fromNow = parse("from now until 3pm");
		assertThat(fromNow.exact()).isEqualTo(NOW);
		assertThat(fromNow.end().minutes(null)).isEqualTo(15 * 60);
		assertThat(parse("right now till 5").exact()).isEqualTo(NOW);
		assertThat(parse("now until 5").exact()).isEqualTo(NOW);
		assertThat(remainder("lunch from now until 3pm with Sam")).isEqualTo("lunch with Sam");
		assertThat(parse("lunch now").exact()).isNull();
		assertThat(remainder("standup at 9:45 from now on")).isEqualTo("standup from now on");
		assertThat(remainder("lunch in 0 minutes until 3pm")).isEqualTo("lunch in 0 minutes");
	}

	@Test
	void spansOfDays() {
		When weekend = parse("this weekend");
		assertThat(weekend.firstDay()).isEqualTo(march(7));
		assertThat(weekend.lastDay()).isEqualTo(march(8));
		assertThat(weekend.anyDay()).isTrue();
		assertThat(parse("next weekend").firstDay()).isEqualTo(march(14));
		When thisWeek = parse("sometime this week");
		assertThat(thisWeek.firstDay()).isEqualTo(march(4));
		assertThat(thisWeek.lastDay()).isEqualTo(march(8));
		assertThat(thisWeek.open()).isTrue();
		When nextWeek = parse("next week");
		assertThat(nextWeek.firstDay()).isEqualTo(march(9));
		assertThat(nextWeek.lastDay()).isEqualTo(march(15));
		assertThat(parse("early next week").lastDay()).isEqualTo(march(10));
		assertThat(parse("in the next 3 days").lastDay()).isEqualTo(march(6));
		assertThat(parse("next month").firstDay()).isEqualTo(LocalDate.of(2026, 4, 1));
		assertThat(parse("mid April").firstDay()).isEqualTo(LocalDate.of(2026, 4, 11));
		// The end of the month or week is its last working day.
		assertThat(day("end of the month")).isEqualTo(march(31));
		assertThat(day("by the end of next month")).isNull();
		assertThat(parse("by the end of next month").deadline()).isEqualTo(LocalDate.of(2026, 5, 1));
		assertThat(day("end of the week")).isEqualTo(march(6));
	}

	@Test
	void weeksStartOnTheUsersFirstDay() {
		When sundayWeeks = parse("next week", DateOrder.MDY, DayOfWeek.SUNDAY);
		assertThat(sundayWeeks.firstDay()).isEqualTo(march(8));
		assertThat(sundayWeeks.lastDay()).isEqualTo(march(14));
		assertThat(parse("next Friday", DateOrder.MDY, DayOfWeek.SUNDAY).date()).isEqualTo(march(13));
	}

	@Test
	void deadlinesAreExclusiveDays() {
		assertThat(parse("by Friday").deadline()).isEqualTo(march(7));
		assertThat(parse("before Friday").deadline()).isEqualTo(march(6));
		assertThat(parse("essay due Friday").deadline()).isEqualTo(march(7));
		assertThat(parse("due on March 20").deadline()).isEqualTo(march(21));
		assertThat(parse("by Friday").date()).isNull();
	}

	@Test
	void limitsOfTheDay() {
		When after = parse("after 2pm on Friday");
		assertThat(after.after().minutes(null)).isEqualTo(14 * 60);
		assertThat(after.date()).isEqualTo(march(6));
		assertThat(parse("before noon").before().minutes(null)).isEqualTo(12 * 60);
		assertThat(parse("from 9:30 until 11:00").end().minutes(null)).isEqualTo(11 * 60);
	}

	@Test
	void leavesUnrelatedWordsAlone() {
		Utterance utterance = new Utterance("Lunch with Sam tomorrow at 12:30 in room 204");
		WhenParser.parse(utterance, NOW, DayOfWeek.MONDAY, DateOrder.MDY);
		assertThat(utterance.remainder().replaceAll("\\s+", " ").strip()).isEqualTo("Lunch with Sam in room 204");
		assertThat(parse("I'm at 101 points").start()).isNull();
		assertThat(parse("chapter 3 and 4").start()).isNull();
		assertThat(parse("my 3 kids").isEmpty()).isTrue();
	}

	private static int minutes(String said) {
		ClockTime time = ClockTime.parse(said);
		assertThat(time).as(said).isNotNull();
		return time.minutes(null);
	}

	private static int[] range(String said) {
		When when = parse(said);
		assertThat(when.start()).as(said).isNotNull();
		assertThat(when.end()).as(said).isNotNull();
		return ClockTime.range(when.start(), when.end(), when.part(), Duration.ZERO);
	}

	@Test
	void meridiemsAreReadFromTheText() {
		assertThat(ClockTime.parse("3 p m").meridiem()).isEqualTo(Meridiem.PM);
		assertThat(ClockTime.parse("3pm").isCertain()).isTrue();
		assertThat(ClockTime.parse("3").isCertain()).isFalse();
	}

	@Test
	void fourDigitTimesAfterAtAreTwentyFourHourTimes() {
		When at1530 = parse("call the bank at 1530");
		assertThat(at1530.start()).isNotNull();
		assertThat(at1530.start().minutes(null)).isEqualTo(15 * 60 + 30);
		assertThat(parse("at 0930").start().minutes(null)).isEqualTo(9 * 60 + 30);
		assertThat(parse("at 930").start().minutes(null)).isEqualTo(9 * 60 + 30);
		assertThat(parse("at 2400").start()).isNull();
		assertThat(parse("at 1575").start()).isNull();
	}

	@Test
	void aRangeRightAfterADateInWordsIsATime() {
		When when = parse("open day on 17 april 10-3", DateOrder.DMY, DayOfWeek.MONDAY);
		assertThat(when.date()).isEqualTo(LocalDate.of(2026, 4, 17));
		assertThat(when.start().minutes(null)).isEqualTo(10 * 60);
		assertThat(when.end().minutes(null)).isEqualTo(15 * 60);
	}

	@Test
	void dayAndMayAfterAWordThatSaysADateIsADate() {
		assertThat(parse("finals starting 10 may", DateOrder.DMY, DayOfWeek.MONDAY).date())
			.isEqualTo(LocalDate.of(2026, 5, 10));
		assertThat(parse("party on 3 may", DateOrder.DMY, DayOfWeek.MONDAY).date()).isEqualTo(LocalDate.of(2026, 5, 3));
		assertThat(parse("i think 2 may be enough", DateOrder.DMY, DayOfWeek.MONDAY).date()).isNull();
	}

	/**
	 * What the parser reads leaves the message, so that the rest can become a title
	 * ("lunch with Sam"); what it refuses stays. One phrase per form each recognizer
	 * knows.
	 */
	@Test
	void takesTheWordsItReadOutOfTheMessageAndLeavesTheRest() {
		for (String read : new String[] { "yesterday", "the day after tomorrow", "tomorrow", "later today", "tonight",
				"this morning", "today", "sometime", "by the end of the month", "end of next month",
				"by the end of the week", "early next week", "later this week", "this week", "the week after next",
				"next week", "next weekend", "this weekend", "this month", "next month", "in the next 2 weeks",
				"in the next 60 days", "in 3 days", "2026-03-20", "March 20", "3/20", "on the 20th", "the 31st",
				"on Friday", "Friday next week", "last Friday", "in April", "before Friday", "due tomorrow", "at 3pm",
				"from 2 to 4pm", "2-4pm", "between 2 and 3", "for 2 hours", "in 2 hours", "in the afternoon",
				"at night", "in the evening", "morning" }) {
			assertThat(remainder("lunch " + read + " with Sam")).as(read).isEqualTo("lunch with Sam");
		}
		// A span of more than 60 days, or of none, is not read: its words stay.
		assertThat(remainder("lunch in the next 70 days with Sam")).isEqualTo("lunch in the next 70 days with Sam");
		assertThat(remainder("lunch in the next 0 days with Sam")).isEqualTo("lunch in the next 0 days with Sam");
		// A second day is taken out too, whether it agrees or not; the first one counts.
		Utterance two = new Utterance("lunch tomorrow or the day after tomorrow");
		assertThat(WhenParser.parse(two, NOW, DayOfWeek.MONDAY, DateOrder.MDY).date()).isEqualTo(march(5));
		assertThat(Text.collapse(two.remainder()).strip()).isEqualTo("lunch or");
	}

	@Test
	void readsFourDigitTimesAndLengthsUpToTheirLimitsAndNoFurther() {
		assertThat(parse("lunch at 2359").start()).extracting(ClockTime::hour, ClockTime::minute)
			.containsExactly(23, 59);
		assertThat(parse("lunch at 0000").start()).extracting(ClockTime::hour, ClockTime::minute).containsExactly(0, 0);
		assertThat(parse("lunch at 0930").start()).extracting(ClockTime::hour, ClockTime::minute, ClockTime::literal)
			.containsExactly(9, 30, true);
		assertThat(parse("lunch at 930").start()).extracting(ClockTime::hour, ClockTime::minute, ClockTime::literal)
			.containsExactly(9, 30, false);
		assertThat(parse("lunch at 1259").start()).extracting(ClockTime::hour, ClockTime::minute)
			.containsExactly(12, 59);
		for (String refused : new String[] { "at 2400", "at 1260", "for 169 hours", "for 0 minutes", "for a day" }) {
			assertThat(remainder("lunch " + refused)).as(refused).isEqualTo("lunch " + refused);
		}
		assertThat(parse("lunch at 2400").start()).isNull();
		assertThat(parse("lunch for 169 hours").duration()).isNull();
		assertThat(parse("lunch for 168 hours").duration()).isEqualTo(Duration.ofHours(168));
		assertThat(parse("lunch for a minute").duration()).isEqualTo(Duration.ofMinutes(1));
		assertThat(parse("lunch for an hour").duration()).isEqualTo(Duration.ofHours(1));
	}

	@Test
	void clockTimesAtTheEdgesOfTheirForms() {
		assertThat(minutes("24:00")).isEqualTo(24 * 60);
		assertThat(minutes("23:59")).isEqualTo(23 * 60 + 59);
		assertThat(ClockTime.parse("24:01")).isNull();
		// "12" alone is read, not literal: the part of the day may still take it.
		assertThat(ClockTime.parse("12").isCertain()).isFalse();
		assertThat(ClockTime.parse("13").isCertain()).isTrue();
		// "0pm" and "13am" are no times; "0am" is midnight, as "12am" is.
		assertThat(minutes("0am")).isZero();
		assertThat(ClockTime.parse("0am").isCertain()).isTrue();
		assertThat(ClockTime.parse("0pm")).isNull();
		assertThat(ClockTime.parse("13am")).isNull();
		// Minutes past or to an hour are 1 to 59.
		assertThat(ClockTime.parse("0 past 3")).isNull();
		assertThat(ClockTime.parse("60 past 3")).isNull();
		assertThat(minutes("59 minutes past 3pm")).isEqualTo(15 * 60 + 59);
		assertThat(minutes("1 minute to 3pm")).isEqualTo(14 * 60 + 59);
		assertThat(ClockTime.parse("quarter past 12").isCertain()).isFalse();
		assertThat(ClockTime.parse("quarter past 13").isCertain()).isTrue();
		// Before 12 with am or pm is on the other side of noon.
		assertThat(minutes("quarter to 12pm")).isEqualTo(11 * 60 + 45);
		assertThat(minutes("quarter to 12am")).isEqualTo(23 * 60 + 45);
		assertThat(minutes("quarter to 12")).isEqualTo(11 * 60 + 45);
		assertThat(minutes("quarter to 1pm")).isEqualTo(12 * 60 + 45);
		assertThat(minutes("quarter to midnight")).isEqualTo(23 * 60 + 45);
	}

	@Test
	void rangesAtTheEdgesOfNoonAndOfTheDay() {
		// The start takes the side of noon that puts it closest before a certain end.
		assertThat(range("10-11pm")).containsExactly(22 * 60, 23 * 60);
		assertThat(range("10:30-11pm")).containsExactly(22 * 60 + 30, 23 * 60);
		assertThat(ClockTime.range(clock("5"), clock("5pm"), null, Duration.ZERO)).containsExactly(5 * 60, 17 * 60);
		assertThat(ClockTime.range(clock("5"), clock("5am"), null, Duration.ZERO)).containsExactly(17 * 60, 29 * 60);
		// An end at the start's own time is the next day's, or twelve hours on.
		assertThat(ClockTime.range(clock("5pm"), clock("5pm"), null, Duration.ZERO)).containsExactly(17 * 60, 41 * 60);
		assertThat(ClockTime.range(clock("5pm"), clock("5"), null, Duration.ZERO)).containsExactly(17 * 60, 29 * 60);
		// Without an end, the length gives it.
		assertThat(ClockTime.range(clock("3"), null, PartOfDay.MORNING, Duration.ofMinutes(90))).containsExactly(3 * 60,
				4 * 60 + 30);
	}

	@Test
	void partsOfTheDayThatFollowTheWorkingHours() {
		for (String said : new String[] { "first thing", "end of day", "after work", "after lunch", "after class",
				"at lunch" }) {
			assertThat(remainder("call Sam " + said)).as(said).isEqualTo("call Sam");
		}
		assertThat(parse("call Sam first thing").part()).isEqualTo(PartOfDay.FIRST_THING);
		assertThat(parse("call Sam by end of day").part()).isEqualTo(PartOfDay.END_OF_DAY);
		assertThat(parse("call Sam after work").part()).isEqualTo(PartOfDay.AFTER_WORK);
		When afterLunch = parse("call Sam after lunch");
		assertThat(afterLunch.part()).isEqualTo(PartOfDay.AFTERNOON);
		assertThat(afterLunch.after().minutes(null)).isEqualTo(13 * 60);
		assertThat(parse("call Sam after 2pm after lunch").after().minutes(null)).isEqualTo(14 * 60);
		assertThat(parse("call Sam after class").part()).isEqualTo(PartOfDay.AFTERNOON);
		assertThat(parse("call Sam at lunch").part()).isEqualTo(PartOfDay.LUNCH);
		WorkingHours nineToFive = new WorkingHours(LocalTime.of(9, 0), LocalTime.of(17, 0), Set.of());
		WorkingHours nineToTen = new WorkingHours(LocalTime.of(9, 0), LocalTime.of(10, 0), Set.of());
		WorkingHours tenToTen = new WorkingHours(LocalTime.of(10, 0), LocalTime.of(22, 0), Set.of());
		assertThat(PartOfDay.FIRST_THING.start(nineToFive)).isEqualTo(LocalTime.of(9, 0));
		assertThat(PartOfDay.FIRST_THING.end(nineToFive)).isEqualTo(LocalTime.of(11, 0));
		assertThat(PartOfDay.FIRST_THING.end(nineToTen)).isEqualTo(LocalTime.of(10, 0));
		assertThat(PartOfDay.END_OF_DAY.start(nineToFive)).isEqualTo(LocalTime.of(15, 0));
		assertThat(PartOfDay.END_OF_DAY.start(nineToTen)).isEqualTo(LocalTime.of(9, 0));
		assertThat(PartOfDay.END_OF_DAY.end(nineToFive)).isEqualTo(LocalTime.of(17, 0));
		assertThat(PartOfDay.AFTER_WORK.start(nineToFive)).isEqualTo(LocalTime.of(17, 0));
		assertThat(PartOfDay.AFTER_WORK.end(nineToFive)).isEqualTo(LocalTime.of(21, 0));
		assertThat(PartOfDay.AFTER_WORK.end(tenToTen)).isEqualTo(LocalTime.of(23, 59));
		assertThat(PartOfDay.MORNING.start(tenToTen)).isEqualTo(LocalTime.of(8, 0));
		assertThat(PartOfDay.MORNING.end(tenToTen)).isEqualTo(LocalTime.of(12, 0));
	}

	@Test
	void daysAtTheEdgesOfWhatTheyRead() {
		assertThat(day("in 1 day")).isEqualTo(march(5));
		assertThat(day("in 400 days")).isEqualTo(march(4).plusDays(400));
		assertThat(day("in 401 days")).isNull();
		assertThat(parse("in the next 1 days").lastDay()).isEqualTo(march(4));
		assertThat(parse("in the next 2 weeks").lastDay()).isEqualTo(march(17));
		// A month earlier this year is next year's, unless the year is said.
		assertThat(parse("in February").firstDay()).isEqualTo(LocalDate.of(2027, 2, 1));
		assertThat(parse("in February 2026").firstDay()).isNull();
		assertThat(parse("in April 2026").lastDay()).isEqualTo(LocalDate.of(2026, 4, 30));
		// "The first" alone is no date; "on the first" is.
		assertThat(day("see you the first")).isNull();
		assertThat(parse("Monday this week").past()).isTrue();
		assertThat(parse("Monday this week").date()).isNull();
		assertThat(day("fri at 3")).isEqualTo(march(6));
		for (String read : new String[] { "in a fortnight", "Tuesday of next week", "next week's Thursday",
				"Monday this week" }) {
			assertThat(remainder("lunch " + read + " with Sam")).as(read).isEqualTo("lunch with Sam");
		}
		for (String refused : new String[] { "the first", "the 32nd", "the 0th", "in 401 days", "sat" }) {
			assertThat(remainder("lunch " + refused + " with Sam")).as(refused)
				.isEqualTo("lunch " + refused + " with Sam");
		}
		// A month after a day already read stays in the text.
		assertThat(remainder("lunch 3/20 in April with Sam")).isEqualTo("lunch in April with Sam");
		assertThat(remainder("lunch in April or in May with Sam")).isEqualTo("lunch or in May with Sam");
	}

	@Test
	void aSecondTimeOrLengthStaysInTheText() {
		for (String read : new String[] { "at 1530", "at 1030", "5.12", "in February 2026", "2026-03-01" }) {
			assertThat(remainder("lunch " + read + " with Sam")).as(read).isEqualTo("lunch with Sam");
		}
		assertThat(parse("lunch at 1030").start()).extracting(ClockTime::hour, ClockTime::minute, ClockTime::literal)
			.containsExactly(10, 30, false);
		assertThat(parse("lunch 2026-03-01").past()).isTrue();
		assertThat(parse("lunch 2026-03-01").date()).isNull();
		assertThat(remainder("lunch at 1530 or at 1630 with Sam")).isEqualTo("lunch or at 1630 with Sam");
		assertThat(remainder("lunch at 3pm or at 4pm with Sam")).isEqualTo("lunch or at 4pm with Sam");
		assertThat(remainder("lunch at 3 or at 4 with Sam")).isEqualTo("lunch or at 4 with Sam");
		assertThat(remainder("lunch for 2 hours or for 3 hours")).isEqualTo("lunch or for 3 hours");
		// A second moment is no moment; its amount is then read as a length.
		assertThat(remainder("lunch in 2 hours or in 3 hours")).isEqualTo("lunch or in");
		assertThat(parse("lunch in 2 hours or in 3 hours").exact()).isEqualTo(NOW.plusHours(2));
		assertThat(remainder("lunch in 0 minutes")).isEqualTo("lunch in 0 minutes");
		// Minutes after hours that are no number refuse the whole length; the minutes
		// alone are then read, and the rest stays.
		assertThat(remainder("lunch for 2 hours five twenty minutes")).isEqualTo("lunch for 2 hours five");
		assertThat(parse("lunch for 2 hours five twenty minutes").duration()).isEqualTo(Duration.ofMinutes(20));
		assertThat(remainder("lunch 2-3pm or 4-5pm")).isEqualTo("lunch or 4-5pm");
		assertThat(remainder("this week and next week")).isEqualTo("and");
		// Numbers that are no time or date stay.
		for (String refused : new String[] { "2 hours before the exam", "9-5", "2 and 3", "13/45", "room 3/4" }) {
			assertThat(remainder("lunch " + refused + " with Sam")).as(refused)
				.isEqualTo("lunch " + refused + " with Sam");
		}
	}

	@Test
	void whatAMessageSaysAboutWhenAtAll() {
		assertThat(parse("at 3pm").hasStart()).isTrue();
		assertThat(parse("in 2 hours").hasStart()).isTrue();
		assertThat(parse("tomorrow").hasStart()).isFalse();
		assertThat(parse("tomorrow").isEmpty()).isFalse();
		assertThat(parse("lunch").isEmpty()).isTrue();
		Utterance utterance = Utterance.read("lunch sonday at 13pm or at 3pm or 4:75");
		WhenParser.parse(utterance, NOW, DayOfWeek.MONDAY, DateOrder.MDY);
		assertThat(WhenParser.unreadable(utterance)).containsExactly("sonday", "13pm", "4:75");
	}

	@Test
	void limitsOfTheDayAndTheirSecondMention() {
		When untilEleven = parse("lunch at 9 until 11");
		assertThat(untilEleven.start().minutes(null)).isEqualTo(9 * 60);
		assertThat(untilEleven.end().minutes(null)).isEqualTo(11 * 60);
		assertThat(untilEleven.before()).isNull();
		When untilFive = parse("lunch until 5");
		assertThat(untilFive.before().minutes(null)).isEqualTo(17 * 60);
		assertThat(untilFive.end()).isNull();
		// A second limit is refused; a clock time of its own is then read as the start.
		assertThat(remainder("lunch until 5 or until 6 with Sam")).isEqualTo("lunch or until 6 with Sam");
		assertThat(remainder("lunch after 2pm or after 3pm with Sam")).isEqualTo("lunch or after with Sam");
		assertThat(remainder("lunch before 2pm or before 3pm with Sam")).isEqualTo("lunch or before with Sam");
		When twoAfters = parse("lunch after 2pm or after 3pm");
		assertThat(twoAfters.after().minutes(null)).isEqualTo(14 * 60);
		assertThat(twoAfters.start().minutes(null)).isEqualTo(15 * 60);
		// Two hour words are a range only where a cue says so; a relative time is a time.
		assertThat(remainder("lunch two - three with Sam")).isEqualTo("lunch two - three with Sam");
		assertThat(range("half past two - four")).containsExactly(14 * 60 + 30, 16 * 60);
	}

	@Test
	void datesThatAreNoneStayInTheText() {
		// "sats" is no weekday, even before a time.
		assertThat(remainder("lunch sats at 3 with Sam")).isEqualTo("lunch sats with Sam");
		for (String refused : new String[] { "2026-02-30", "February 30", "2 may be late" }) {
			assertThat(remainder("lunch " + refused + " with Sam")).as(refused)
				.isEqualTo("lunch " + refused + " with Sam");
		}
		assertThat(day("lunch sats at 3")).isNull();
		// So is the plural of any name of four letters or fewer, typos included.
		assertThat(day("lunch tuess at 3")).isNull();
		assertThat(day("lunch wedss at 3")).isNull();
		assertThat(day("lunch tues at 3")).isEqualTo(march(10));
		assertThat(day("3/9/27")).isEqualTo(LocalDate.of(2027, 3, 9));
	}

	private static LocalDate us(String text) {
		return WhenParser.parse(new Utterance(text), NOW, DayOfWeek.MONDAY, DateOrder.MDY, Holidays.forCountry("US"))
			.date();
	}

	@Test
	void holidaysAndTheDaysAroundThemAreTheCountrysNextOnes() {
		assertThat(us("thanksgiving dinner at 4pm")).isEqualTo(LocalDate.of(2026, 11, 26));
		assertThat(us("pack the day before thanksgiving")).isEqualTo(LocalDate.of(2026, 11, 25));
		assertThat(us("shopping the friday after thanksgiving")).isEqualTo(LocalDate.of(2026, 11, 27));
		assertThat(us("xmas eve dinner")).isEqualTo(LocalDate.of(2026, 12, 24));
		assertThat(us("new year's eve party")).isEqualTo(LocalDate.of(2026, 12, 31));
		assertThat(us("new years day hike")).isEqualTo(LocalDate.of(2027, 1, 1));
		assertThat(us("mlk day volunteering")).isEqualTo(LocalDate.of(2027, 1, 18));
		assertThat(us("presidents day ski trip")).isEqualTo(LocalDate.of(2027, 2, 15));
		assertThat(us("veterans day parade")).isEqualTo(LocalDate.of(2026, 11, 11));
		// Easter comes from the library for every country.
		assertThat(us("the monday after easter")).isEqualTo(LocalDate.of(2026, 4, 6));
		assertThat(us("good friday")).isEqualTo(LocalDate.of(2026, 4, 3));
		assertThat(us("2 days after christmas")).isEqualTo(LocalDate.of(2026, 12, 27));
		// Another day said wins over a holiday's name, which then names the event.
		assertThat(us("christmas party on dec 18")).isEqualTo(LocalDate.of(2026, 12, 18));
		// The day itself, not the weekday a holiday on a weekend is observed on (the UK's
		// Christmas 2027 is a Saturday, a day off on Monday 27th).
		assertThat(WhenParser
			.parse(new Utterance("boxing day walk"), LocalDateTime.of(2027, 3, 28, 21, 10), DayOfWeek.MONDAY,
					DateOrder.DMY, Holidays.forCountry("GB"))
			.date()).isEqualTo(LocalDate.of(2027, 12, 26));
		assertThat(Holidays.forCountry("GB").isHoliday(LocalDate.of(2027, 12, 27))).isTrue();
		assertThat(Holidays.forCountry("GB").date("christmas", 2027)).isEqualTo(LocalDate.of(2027, 12, 25));
		// A country Jollyday has no calendar for has Easter only, and fails no message.
		assertThat(Holidays.forCountry("XX").date("easter", 2027)).isEqualTo(LocalDate.of(2027, 3, 28));
		assertThat(Holidays.forCountry("XX").date("christmas", 2027)).isNull();
		// Without a country, no names.
		assertThat(day("thanksgiving dinner")).isNull();
		assertThat(Holidays.forZone(java.time.ZoneId.of("America/Chicago")).country()).isEqualTo("US");
		assertThat(Holidays.forZone(java.time.ZoneId.of("Europe/London")).country()).isEqualTo("GB");
		assertThat(Holidays.forZone(java.time.ZoneId.of("Asia/Dubai")).country()).isNull();
	}

	@Test
	void countsWeekdaysBusinessDaysAndWeekdaysOfAMonth() {
		assertThat(day("book club 2nd tues of next month")).isEqualTo(LocalDate.of(2026, 4, 14));
		assertThat(day("rent review last fri of march")).isEqualTo(march(27));
		assertThat(day("team retro first mon in dec")).isEqualTo(LocalDate.of(2026, 12, 7));
		assertThat(day("drinks 3rd wed of dec")).isEqualTo(LocalDate.of(2026, 12, 16));
		assertThat(day("submit 3 business days from now")).isEqualTo(march(9));
		assertThat(us("submit in 3 working days")).isEqualTo(march(9));
		assertThat(day("follow up 2 weekdays from now")).isEqualTo(march(6));
		assertThat(day("coffee two thursdays from now")).isEqualTo(march(12));
		assertThat(day("checkin a week from monday")).isEqualTo(march(16));
		assertThat(day("in two fortnights")).isEqualTo(LocalDate.of(2026, 4, 1));
		assertThat(day("a fortnight from friday")).isEqualTo(march(20));
		assertThat(day("the last day of next month")).isEqualTo(LocalDate.of(2026, 4, 30));
		assertThat(day("on the first day of june")).isEqualTo(LocalDate.of(2026, 6, 1));
		assertThat(day("offsite on the last business day of the month")).isEqualTo(march(31));
		assertThat(day("the first working day of august")).isEqualTo(LocalDate.of(2026, 8, 3));
	}

	@Test
	void readsTwentyFourHourAndCompactClockTimes() {
		assertThat(parse("sync w design 1400 weds").start().minutes(null)).isEqualTo(14 * 60);
		assertThat(parse("gym 1800 monday").start().minutes(null)).isEqualTo(18 * 60);
		assertThat(parse("notes mon 0800").start().minutes(null)).isEqualTo(8 * 60);
		assertThat(range("call w vendor thu 0930-1045")).containsExactly(9 * 60 + 30, 10 * 60 + 45);
		assertThat(parse("dinner sat 19h30").start().minutes(null)).isEqualTo(19 * 60 + 30);
		When vet = parse("vet 18h sat");
		assertThat(vet.start().minutes(null)).isEqualTo(18 * 60);
		assertThat(vet.date()).isEqualTo(march(7));
		assertThat(vet.duration()).isNull();
		assertThat(day("study group 1600-1800 wed")).isEqualTo(march(11));
		// An abbreviation closing the message, or before "to 9:45", is a day.
		assertThat(day("standup wed")).isEqualTo(march(11));
		assertThat(day("standup wed to 9:45")).isEqualTo(march(11));
		assertThat(parse("bookclub thurs 630pm").start().minutes(null)).isEqualTo(18 * 60 + 30);
		assertThat(parse("at 1130am").start().minutes(null)).isEqualTo(11 * 60 + 30);
		// A small hour with an h is still a length, a year no time.
		assertThat(parse("2h focus").duration()).isEqualTo(Duration.ofHours(2));
		assertThat(parse("1h30 focus").duration()).isEqualTo(Duration.ofMinutes(90));
		assertThat(parse("plans for 2030").start()).isNull();
		assertThat(parse("room 1400 monday").start()).isNull();
		// A dashed date before a time, by date_order.
		assertThat(day("review deck 11-4 at 10:00")).isEqualTo(LocalDate.of(2026, 11, 4));
		assertThat(parse("review deck 11-4 at 10:00", DateOrder.DMY, DayOfWeek.MONDAY).date())
			.isEqualTo(LocalDate.of(2026, 4, 11));
		assertThat(day("work 9-5")).isNull();
	}

	@Test
	void aTimeWithOnlyADueDayIsOnThatDay() {
		When block = parse("lab report due fri, block 1-3pm to finish it");
		assertThat(block.date()).isEqualTo(march(6));
		assertThat(block.deadline()).isEqualTo(march(7));
		assertThat(parse("essay due friday").date()).isNull();
	}

	@Test
	void allDayIsMidnightToMidnight() {
		for (String said : List.of("block all day nov 14", "conference all day thursday the 12th",
				"ooo the whole day on sat nov 21", "bday on 11/19 as an all day thing",
				"block the whole of thursday")) {
			assertThat(range(said)).as(said).containsExactly(0, 1440);
		}
		assertThat(day("block the whole of thursday")).isEqualTo(march(5));
	}

	private static ClockTime clock(String said) {
		ClockTime time = ClockTime.parse(said);
		assertThat(time).as(said).isNotNull();
		return time;
	}

	private static String remainder(String message) {
		Utterance utterance = new Utterance(message);
		WhenParser.parse(utterance, NOW, DayOfWeek.MONDAY, DateOrder.MDY);
		return Text.collapse(utterance.remainder()).strip();
	}

	/** Read in London on Easter Sunday 2027, 21:10, dates day first. */
	private static When gb(String text) {
		return WhenParser.parse(Utterance.read(text), LocalDateTime.of(2027, 3, 28, 21, 10), DayOfWeek.MONDAY,
				DateOrder.DMY, Holidays.forCountry("GB"));
	}

	@Test
	void aCountrysOwnNamesOfItsHolidaysAndObservancesAreItsDays() {
		assertThat(gb("may bank holiday picnic noon").date()).isEqualTo(LocalDate.of(2027, 5, 3));
		assertThat(gb("spring bank hol trip 8am").date()).isEqualTo(LocalDate.of(2027, 5, 31));
		// England's summer bank holiday (Jollyday keeps it by region).
		assertThat(gb("august bank holiday bbq 1pm").date()).isEqualTo(LocalDate.of(2027, 8, 30));
		assertThat(gb("bonfire night fireworks 7pm").date()).isEqualTo(LocalDate.of(2027, 11, 5));
		assertThat(gb("fathers day lunch 1pm").date()).isEqualTo(LocalDate.of(2027, 6, 20));
		// Mothering Sunday, three weeks before Easter: 2027's is over, so 2028's.
		assertThat(gb("mothers day lunch").date()).isEqualTo(LocalDate.of(2028, 3, 26));
		assertThat(us("mother's day brunch")).isEqualTo(LocalDate.of(2026, 5, 10));
		assertThat(gb("drinks the day before the may bank holiday 8pm").date()).isEqualTo(LocalDate.of(2027, 5, 2));
		// "bank hol" alone names no holiday; the American names are no British days.
		assertThat(gb("no lab tmrw, bank hol").date()).isEqualTo(LocalDate.of(2027, 3, 29));
		assertThat(us("may bank holiday picnic")).isNull();
		// An observance is no day off: business days do not skip it.
		assertThat(Holidays.forCountry("GB").isHoliday(LocalDate.of(2027, 11, 5))).isFalse();
		assertThat(Holidays.forCountry("GB").isHoliday(LocalDate.of(2027, 8, 30))).isTrue();
	}

	@Test
	void britishWaysOfSayingADayOrAWeek() {
		assertThat(gb("sprint planning monday week 10am").date()).isEqualTo(LocalDate.of(2027, 4, 5));
		assertThat(gb("coffee weds week 11am").date()).isEqualTo(LocalDate.of(2027, 4, 7));
		assertThat(gb("submit report end of april 5pm").date()).isEqualTo(LocalDate.of(2027, 4, 30));
		// The last working day, as "the end of the month" is: 31 July 2027 is a Saturday.
		assertThat(gb("report end of july").date()).isEqualTo(LocalDate.of(2027, 7, 30));
		When week = gb("show me the week of 5 april");
		assertThat(week.firstDay()).isEqualTo(LocalDate.of(2027, 4, 5));
		assertThat(week.lastDay()).isEqualTo(LocalDate.of(2027, 4, 11));
		When train = gb("train to manc 9/4 0715");
		assertThat(train.date()).isEqualTo(LocalDate.of(2027, 4, 9));
		assertThat(train.start().minutes(null)).isEqualTo(7 * 60 + 15);
		assertThat(gb("workshop sat from 9am for 4 hours").date()).isEqualTo(LocalDate.of(2027, 4, 3));
		assertThat(gb("tomorrows lab meeting").date()).isEqualTo(LocalDate.of(2027, 3, 29));
		// Weekdays are Monday to Friday; working days skip Easter Monday.
		assertThat(gb("hand in form 4 weekdays from now 9am").date()).isEqualTo(LocalDate.of(2027, 4, 1));
		assertThat(gb("hand in form in 4 working days").date()).isEqualTo(LocalDate.of(2027, 4, 2));
	}

	@Test
	void aDottedPairIsADateOnlyWhereItCanBeOne() {
		// Day first, "12.30" is no date (no 30th month): a clock time.
		When lunch = parse("lunch 12.30", DateOrder.DMY, DayOfWeek.MONDAY);
		assertThat(lunch.date()).isNull();
		assertThat(lunch.start().minutes(lunch.part())).isEqualTo(12 * 60 + 30);
		// Month first, a dotted date is read day first when only that order gives one.
		assertThat(day("viva on 14.06")).isEqualTo(LocalDate.of(2026, 6, 14));
		// A day-first date closed by a dot, as German writes it.
		assertThat(parse("termin on 19.04. at 8:30", DateOrder.DMY, DayOfWeek.MONDAY).date())
			.isEqualTo(LocalDate.of(2026, 4, 19));
	}

	@Test
	void fourDigitsAfterAMonthAreAYearOnlyWhenTheyCanBeOne() {
		When training = parse("training 8 april 1330", DateOrder.DMY, DayOfWeek.MONDAY);
		assertThat(training.date()).isEqualTo(LocalDate.of(2026, 4, 8));
		assertThat(training.start().minutes(training.part())).isEqualTo(13 * 60 + 30);
		assertThat(parse("exam 8 april 2027", DateOrder.DMY, DayOfWeek.MONDAY).date())
			.isEqualTo(LocalDate.of(2027, 4, 8));
	}

	@Test
	void theWeekendOfADay() {
		When weekend = parse("the weekend of the 14th");
		assertThat(weekend.firstDay()).isEqualTo(march(14));
		assertThat(weekend.lastDay()).isEqualTo(march(15));
		// A weekday's weekend is the next one; a Sunday's the one it ends.
		assertThat(parse("the weekend of the 12th").firstDay()).isEqualTo(march(14));
		assertThat(parse("the weekend of the 15th").firstDay()).isEqualTo(march(14));
	}

}
