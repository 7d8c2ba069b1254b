package dev.kairos.assistant.planning;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.List;

import dev.kairos.assistant.language.PartOfDay;
import dev.kairos.assistant.language.Utterance;
import dev.kairos.assistant.language.When;
import dev.kairos.assistant.language.WhenParser;
import dev.kairos.assistant.planning.Scheduler.Placement;
import dev.kairos.settings.WorkingHours;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Where the scheduler puts what a message says about when, on Wednesday 2026-03-04 at
 * 10:30 in the week of {@link Fixtures#week()}: working hours 9:00 to 17:00, Monday to
 * Friday, events an hour long unless said.
 */
class SchedulerTests {

	private static final String NOW = "2026-03-04T10:30";

	private static Scheduler scheduler(String now) {
		return new Scheduler(Fixtures.preferences(), Fixtures.at(now), Fixtures.week());
	}

	private static Placement place(String now, String message) {
		return place(now, message, null);
	}

	private static Placement place(String now, String message, PartOfDay hint) {
		When when = WhenParser.parse(new Utterance(message), LocalDateTime.parse(now),
				Fixtures.preferences().weekStart(), Fixtures.preferences().dateOrder());
		return scheduler(now).place(when, hint);
	}

	/**
	 * "start-end" in local time, with the titles of the conflicts, or the placement's
	 * kind.
	 */
	private static String said(Placement placement) {
		if (placement instanceof Placement.Fixed fixed) {
			String conflicts = fixed.conflicts().isEmpty() ? ""
					: " over " + fixed.conflicts().stream().map(Busy::title).toList();
			return Fixtures.local(fixed.interval().start()) + "/" + Fixtures.local(fixed.interval().end()).substring(11)
					+ conflicts + ((fixed.note() != null) ? " (" + fixed.note() + ")" : "");
		}
		return placement.getClass().getSimpleName();
	}

	@Test
	void startsOpenSlotsOnTheNextQuarterHour() {
		assertThat(scheduler("2026-03-04T10:30").earliestStart()).isEqualTo(Fixtures.at("2026-03-04T10:30"));
		assertThat(scheduler("2026-03-04T10:31").earliestStart()).isEqualTo(Fixtures.at("2026-03-04T10:45"));
		assertThat(scheduler("2026-03-04T10:44").earliestStart()).isEqualTo(Fixtures.at("2026-03-04T10:45"));
		Instant justAfter = Fixtures.at("2026-03-04T10:30").plusSeconds(1);
		assertThat(new Scheduler(Fixtures.preferences(), justAfter, Fixtures.week()).earliestStart())
			.isEqualTo(Fixtures.at("2026-03-04T10:45"));
		assertThat(new Scheduler(Fixtures.preferences(), Fixtures.at("2026-03-04T10:30").plusNanos(1), Fixtures.week())
			.earliestStart()).isEqualTo(Fixtures.at("2026-03-04T10:45"));
	}

	@Test
	void keepsAFixedTimeAndListsWhatItOverlaps() {
		assertThat(said(place(NOW, "tomorrow at 3pm"))).isEqualTo("2026-03-05T15:00/16:00");
		assertThat(said(place(NOW, "tomorrow at 2:30pm"))).isEqualTo("2026-03-05T14:30/15:30 over [Office hours]");
		assertThat(said(place(NOW, "tomorrow from 8 to 9:30am")))
			.isEqualTo("2026-03-05T08:00/09:30 over [Chemistry lab]");
		assertThat(said(place(NOW, "tomorrow at 4pm for 2 hours"))).isEqualTo("2026-03-05T16:00/18:00");
	}

	@Test
	void aTimeWithoutADayIsTodayOrTomorrowOnceItHasPassed() {
		assertThat(said(place(NOW, "at 11am"))).isEqualTo("2026-03-04T11:00/12:00");
		assertThat(said(place(NOW, "at 10:30am"))).isEqualTo("2026-03-04T10:30/11:30");
		assertThat(said(place(NOW, "at 10am"))).isEqualTo("2026-03-05T10:00/11:00 over [Chemistry lab]");
		assertThat(said(place(NOW, "at 1pm"))).isEqualTo("2026-03-04T13:00/14:00 over [Algorithms lecture]");
	}

	@Test
	void aTimeOnANamedDayThatIsOverMovesToTheNextDay() {
		assertThat(said(place(NOW, "today at 9am"))).isEqualTo(
				"2026-03-05T09:00/10:00 over [Chemistry lab] (That time has already passed, so I moved it to the next day.)");
	}

	@Test
	void aTimeInARangeOfDaysTakesTheFirstFreeDay() {
		// Monday at 10 has the team sync; Tuesday is free.
		assertThat(said(place(NOW, "at 10am next week"))).isEqualTo("2026-03-10T10:00/11:00");
		// Every day of the range busy at that time: the first one, with its conflict.
		assertThat(said(place(NOW, "at 10am on monday"))).isEqualTo("2026-03-09T10:00/11:00 over [Team sync]");
	}

	@Test
	void findsTheEarliestFreeSlotOfTheLengthInTheWorkingHours() {
		assertThat(said(place(NOW, "today"))).isEqualTo("2026-03-04T10:30/11:30");
		assertThat(said(place(NOW, "tomorrow"))).isEqualTo("2026-03-05T10:30/11:30");
		assertThat(said(place(NOW, "tomorrow for 3.5 hours"))).isEqualTo("2026-03-05T10:30/14:00");
		assertThat(said(place(NOW, "tomorrow for 4 hours"))).isEqualTo("NoRoom");
		assertThat(said(place(NOW, "next week"))).isEqualTo("2026-03-09T09:00/10:00");
		assertThat(said(place(NOW, "tomorrow afternoon"))).isEqualTo("2026-03-05T12:00/13:00");
		assertThat(said(place(NOW, "tomorrow", PartOfDay.EVENING))).isEqualTo("2026-03-05T17:00/18:00");
	}

	@Test
	void narrowsTheHoursToAfterAndBefore() {
		assertThat(said(place(NOW, "tomorrow after 3pm"))).isEqualTo("2026-03-05T15:00/16:00");
		assertThat(said(place(NOW, "tomorrow before 11:30am"))).isEqualTo("2026-03-05T10:30/11:30");
		assertThat(said(place(NOW, "tomorrow before 11am"))).isEqualTo("NoRoom");
		// After the working day: from then until three hours later.
		assertThat(said(place(NOW, "tomorrow after 6pm"))).isEqualTo("2026-03-05T18:00/19:00");
		assertThat(said(place(NOW, "tomorrow after 6pm for 3 hours"))).isEqualTo("2026-03-05T18:00/21:00");
		assertThat(said(place(NOW, "tomorrow after 6pm for 4 hours"))).isEqualTo("NoRoom");
	}

	@Test
	void placesNothingInThePast() {
		assertThat(said(place(NOW, "yesterday"))).isEqualTo("Past");
		assertThat(said(place("2026-03-04T17:30", "today"))).isEqualTo("NoRoom");
		assertThat(said(place("2026-03-04T16:30", "today for 30 minutes"))).isEqualTo("2026-03-04T16:30/17:00");
	}

	@Test
	void listsTheDaysAndTheirWindows() {
		Scheduler scheduler = scheduler(NOW);
		assertThat(scheduler.days(LocalDate.of(2026, 3, 2), LocalDate.of(2026, 3, 9), false)).containsExactly(
				LocalDate.of(2026, 3, 4), LocalDate.of(2026, 3, 5), LocalDate.of(2026, 3, 6), LocalDate.of(2026, 3, 9));
		assertThat(scheduler.days(LocalDate.of(2026, 3, 6), LocalDate.of(2026, 3, 8), true)).hasSize(3);
		assertThat(scheduler.isWorkingDay(LocalDate.of(2026, 3, 7))).isFalse();
		// Today's window ends after now; yesterday's would not be listed.
		assertThat(scheduler.windows(List.of(LocalDate.of(2026, 3, 3), LocalDate.of(2026, 3, 4)), null, null, null))
			.containsExactly(new Interval(Fixtures.at("2026-03-04T09:00"), Fixtures.at("2026-03-04T17:00")));
		assertThat(scheduler.day(LocalDate.of(2026, 3, 8)))
			.isEqualTo(new Interval(Fixtures.at("2026-03-08T00:00"), Fixtures.at("2026-03-09T00:00")));
	}

	@Test
	void anExactStartTakesTheLengthSaidOrTheDefault() {
		assertThat(said(place(NOW, "in 2 hours"))).isEqualTo("2026-03-04T12:30/13:30 over [Algorithms lecture]");
		assertThat(said(place(NOW, "in 2 hours for 30 minutes"))).isEqualTo("2026-03-04T12:30/13:00");
	}

	@Test
	void aTimeThatIsOverOnTheDayAfterTooIsPast() {
		assertThat(said(place(NOW, "yesterday at 9am"))).isEqualTo("Past");
		When nineAm = when("at 9am");
		When dayBefore = new When(LocalDate.of(2026, 3, 3), null, null, false, null, nineAm.start(), null, null, null,
				null, null, null, false, false);
		assertThat(said(scheduler(NOW).place(dayBefore, null))).isEqualTo("Past");
		// No day is left before a deadline of today.
		assertThat(said(place(NOW, "sometime before today"))).isEqualTo("Past");
	}

	@Test
	void anOpenRequestLooksUpToTheDayBeforeADeadlineOrTwoWeeksAhead() {
		assertThat(said(place(NOW, "sometime"))).isEqualTo("2026-03-04T10:30/11:30");
		// Seven free hours in a row: none before Friday, the first on Wednesday 11 March.
		assertThat(said(place(NOW, "sometime before friday for 7 hours"))).isEqualTo("NoRoom");
		assertThat(said(place(NOW, "sometime for 7 hours"))).isEqualTo("2026-03-11T09:00/16:00");
		// A part of the day said (here by the subject) takes weekends too.
		assertThat(said(place("2026-03-06T21:30", "sometime", PartOfDay.EVENING))).isEqualTo("2026-03-07T17:00/18:00");
		assertThat(said(place("2026-03-06T21:30", "sometime"))).isEqualTo("2026-03-09T09:00/10:00");
	}

	@Test
	void aRangeOfDaysWithoutWorkingDaysTakesAllOfThem() {
		Scheduler scheduler = scheduler(NOW);
		assertThat(scheduler.openDays(range(LocalDate.of(2026, 3, 7), LocalDate.of(2026, 3, 8)), null))
			.containsExactly(LocalDate.of(2026, 3, 7), LocalDate.of(2026, 3, 8));
		assertThat(scheduler.openDays(range(LocalDate.of(2026, 3, 6), LocalDate.of(2026, 3, 8)), null))
			.containsExactly(LocalDate.of(2026, 3, 6));
	}

	@Test
	void afterTheEndOfTheWorkingDayOpensTheEveningAndBeforeItsStartLeavesNothing() {
		assertThat(said(place(NOW, "tomorrow after 5pm"))).isEqualTo("2026-03-05T17:00/18:00");
		assertThat(scheduler(NOW).windows(List.of(LocalDate.of(2026, 3, 5)), null, null, when("before 9am").before()))
			.isEmpty();
		assertThat(
				scheduler(NOW).windows(List.of(LocalDate.of(2026, 3, 5)), null, null, when("before 9:15am").before()))
			.containsExactly(new Interval(Fixtures.at("2026-03-05T09:00"), Fixtures.at("2026-03-05T09:15")));
	}

	@Test
	void workingHoursMayStartAndEndOffTheHour() {
		Preferences preferences = Fixtures.preferences();
		Preferences offTheHour = new Preferences(preferences.zone(), preferences.weekStart(),
				new WorkingHours(LocalTime.of(9, 30), LocalTime.of(16, 45), preferences.workingHours().days()),
				preferences.defaultDuration(), preferences.studySessionMinutes(), preferences.studyBreakMinutes(),
				preferences.maxStudyMinutesPerDay(), preferences.dateOrder(), preferences.emailSignature());
		Scheduler scheduler = new Scheduler(offTheHour, Fixtures.at(NOW), Fixtures.calendar());
		assertThat(scheduler.windows(List.of(LocalDate.of(2026, 3, 5)), null, null, null))
			.containsExactly(new Interval(Fixtures.at("2026-03-05T09:30"), Fixtures.at("2026-03-05T16:45")));
	}

	@Test
	void anExactStartEndsAtTheClockTimeSaidNearestIt() {
		assertThat(said(place(NOW, "in 2 hours until 3pm")))
			.isEqualTo("2026-03-04T12:30/15:00 over [Algorithms lecture]");
		assertThat(said(place(NOW, "in 30 minutes until noon"))).isEqualTo("2026-03-04T11:00/12:00");
		// Without am or pm, the first such time after the start.
		assertThat(said(place(NOW, "in 30 minutes until 3")))
			.isEqualTo("2026-03-04T11:00/15:00 over [Algorithms lecture]");
		assertThat(said(place("2026-03-04T20:00", "in an hour until 10"))).isEqualTo("2026-03-04T21:00/22:00");
		assertThat(said(place(NOW, "in 2 hours until 12:30")))
			.isEqualTo("2026-03-04T12:30/00:30 over [Algorithms lecture]");
		// With am or pm, across midnight when that is nearer than the same day.
		assertThat(said(place("2026-03-04T23:00", "in 30 minutes until 1am"))).isEqualTo("2026-03-04T23:30/01:00");
		assertThat(said(place("2026-03-04T15:00", "in an hour until 4am"))).isEqualTo("2026-03-04T16:00/04:00");
		// An end at or before the start is no event.
		assertThat(place(NOW, "in 2 hours until 11am"))
			.isEqualTo(new Placement.EndsBeforeStart(Fixtures.at("2026-03-04T12:30"), Fixtures.at("2026-03-04T11:00")));
		assertThat(place(NOW, "in 2 hours until 12:30pm"))
			.isEqualTo(new Placement.EndsBeforeStart(Fixtures.at("2026-03-04T12:30"), Fixtures.at("2026-03-04T12:30")));
		assertThat(place("2026-03-04T15:00", "in an hour until 5am"))
			.isEqualTo(new Placement.EndsBeforeStart(Fixtures.at("2026-03-04T16:00"), Fixtures.at("2026-03-04T05:00")));
	}

	private static When when(String message) {
		return WhenParser.parse(new Utterance(message), LocalDateTime.parse(NOW), Fixtures.preferences().weekStart(),
				Fixtures.preferences().dateOrder());
	}

	private static When range(LocalDate first, LocalDate last) {
		return new When(null, first, last, false, null, null, null, null, null, null, null, null, false, false);
	}

}
