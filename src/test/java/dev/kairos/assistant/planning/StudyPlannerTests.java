package dev.kairos.assistant.planning;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class StudyPlannerTests {

	private static final Instant NOW = Fixtures.at("2026-03-04T10:30");

	private static StudyPlanner.Target target(String title, String due, int minutes) {
		Instant dueAt = Fixtures.at(due);
		return new StudyPlanner.Target(title, dueAt, minutes, new StudyPlan.Assignment(null, title, dueAt, null));
	}

	@Test
	void splitsWorkIntoEvenSessionsNoLongerThanTheSetting() {
		assertThat(StudyPlanner.chunks(360, 50)).containsExactly(45, 45, 45, 45, 45, 45, 45, 45);
		assertThat(StudyPlanner.chunks(130, 50)).containsExactly(45, 45, 40);
		assertThat(StudyPlanner.chunks(100, 50)).containsExactly(50, 50);
		assertThat(StudyPlanner.chunks(20, 50)).containsExactly(20);
		assertThat(StudyPlanner.chunks(0, 50)).isEmpty();
		assertThat(StudyPlanner.chunks(-5, 50)).isEmpty();
		// The even share rounds up to the next multiple of 5: 31 minutes to 35.
		assertThat(StudyPlanner.chunks(61, 50)).containsExactly(35, 26);
		assertThat(StudyPlanner.chunks(50, 50)).containsExactly(50);
		assertThat(StudyPlanner.chunks(51, 50)).containsExactly(30, 21);
		// A longest session that is no multiple of 5 caps the rounded share.
		assertThat(StudyPlanner.chunks(104, 52)).containsExactly(52, 52);
	}

	@Test
	void spreadsSessionsOverTheWorkingDaysBeforeTheDueDate() {
		StudyPlanner.Result plan = StudyPlanner.plan(List.of(target("Exam", "2026-03-13T00:00", 360)), NOW,
				Fixtures.preferences(), List.of());

		assertThat(plan.unplacedMinutes()).isZero();
		assertThat(plan.sessions()).hasSize(8);
		Map<LocalDate, Integer> perDay = perDay(plan);
		// Seven working days (Wed to Thu of next week) for eight sessions.
		assertThat(perDay).hasSize(7);
		assertThat(perDay.values()).allMatch((minutes) -> minutes <= 90);
		for (StudyPlanner.Session session : plan.sessions()) {
			assertThat(session.interval().start()).isAfterOrEqualTo(NOW);
			assertThat(session.interval().end()).isBeforeOrEqualTo(Fixtures.at("2026-03-13T00:00"));
			assertThat(Fixtures.preferences().workingHours().days())
				.contains(session.interval().start().atZone(Fixtures.ZONE).getDayOfWeek());
		}
	}

	@Test
	void keepsToTheDailyMaximumAndBreaksAndAvoidsBusyTime() {
		List<Interval> busy = List.of(new Interval(Fixtures.at("2026-03-04T10:30"), Fixtures.at("2026-03-04T12:00")));
		StudyPlanner.Result plan = StudyPlanner.plan(List.of(target("Exam", "2026-03-05T00:00", 600)), NOW,
				Fixtures.preferences(), busy);

		// One day left: four 50-minute sessions stay under the 240 minutes a day.
		assertThat(plan.sessions()).allMatch((s) -> !s.interval().overlaps(busy.get(0)));
		int placed = plan.sessions().stream().mapToInt((s) -> (int) s.interval().duration().toMinutes()).sum();
		assertThat(placed).isEqualTo(200);
		assertThat(plan.unplacedMinutes()).isEqualTo(400);
		for (int i = 1; i < plan.sessions().size(); i++) {
			Duration gap = Duration.between(plan.sessions().get(i - 1).interval().end(),
					plan.sessions().get(i).interval().start());
			assertThat(gap).isGreaterThanOrEqualTo(Duration.ofMinutes(10));
		}
	}

	@Test
	void countsWhatFindsNoRoomAndPlacesNothingInThePast() {
		StudyPlanner.Result late = StudyPlanner.plan(List.of(target("Quiz", "2026-03-04T09:00", 120)), NOW,
				Fixtures.preferences(), List.of());
		assertThat(late.sessions()).isEmpty();
		assertThat(late.unplacedMinutes()).isEqualTo(120);
	}

	@Test
	void earlierDueDatesGoFirstAndShareTheDays() {
		StudyPlanner.Result plan = StudyPlanner.plan(
				List.of(target("Essay", "2026-03-07T00:00", 240), target("Quiz", "2026-03-05T00:00", 200)), NOW,
				Fixtures.preferences(), List.of());
		assertThat(plan.unplacedMinutes()).isZero();
		Map<LocalDate, Integer> perDay = perDay(plan);
		assertThat(perDay.values()).allMatch((minutes) -> minutes <= 240);
		assertThat(plan.sessions().stream().filter((s) -> s.target().title().equals("Quiz")))
			.allMatch((s) -> s.interval().end().isBefore(Fixtures.at("2026-03-05T00:00")));
	}

	@Test
	void studiesInTheTwoWeeksBeforeAFarDueDate() {
		StudyPlanner.Result plan = StudyPlanner.plan(List.of(target("Final", "2026-06-15T00:00", 120)), NOW,
				Fixtures.preferences(), List.of());
		assertThat(plan.sessions().get(0).interval().start()).isAfterOrEqualTo(Fixtures.at("2026-06-01T00:00"));
	}

	@Test
	void studyAlreadyPlannedCountsTowardsTheDailyMaximumAndKeepsItsBreak() {
		// 90 minutes of study already on Wednesday from 12:00 to 13:30, a 240-minute cap,
		// and a due date the next morning: only 150 more minutes fit that day.
		Interval confirmed = new Interval(Fixtures.at("2026-03-04T12:00"), Fixtures.at("2026-03-04T13:30"));
		StudyPlanner.Result plan = StudyPlanner.plan(List.of(target("Exam", "2026-03-05T00:00", 600)), NOW,
				Fixtures.preferences(), List.of(confirmed), List.of(confirmed));

		int placed = plan.sessions().stream().mapToInt((s) -> (int) s.interval().duration().toMinutes()).sum();
		assertThat(placed).isEqualTo(150);
		assertThat(plan.unplacedMinutes()).isEqualTo(450);
		for (StudyPlanner.Session session : plan.sessions()) {
			Interval padded = new Interval(confirmed.start().minus(Duration.ofMinutes(10)),
					confirmed.end().plus(Duration.ofMinutes(10)));
			assertThat(session.interval().overlaps(padded)).as(session.toString()).isFalse();
		}
		// Without the confirmed study counted, the same day takes 240 minutes.
		StudyPlanner.Result alone = StudyPlanner.plan(List.of(target("Exam", "2026-03-05T00:00", 600)), NOW,
				Fixtures.preferences(), List.of(confirmed), List.of());
		assertThat(alone.sessions().stream().mapToInt((s) -> (int) s.interval().duration().toMinutes()).sum())
			.isEqualTo(200);
		assertThat(alone.sessions()).anyMatch((s) -> s.interval().start().equals(confirmed.end()));
	}

	private static Map<LocalDate, Integer> perDay(StudyPlanner.Result plan) {
		Map<LocalDate, Integer> perDay = new HashMap<>();
		for (StudyPlanner.Session session : plan.sessions()) {
			perDay.merge(session.interval().start().atZone(Fixtures.ZONE).toLocalDate(),
					(int) session.interval().duration().toMinutes(), Integer::sum);
		}
		return perDay;
	}

	@Test
	void listsTheSessionsOfAllTargetsEarliestFirst() {
		// The quiz is planned first and takes Wednesday and Thursday; the essay's
		// sessions
		// fall before and between them.
		StudyPlanner.Result plan = StudyPlanner.plan(
				List.of(target("Essay", "2026-03-07T00:00", 150), target("Quiz", "2026-03-06T00:00", 100)), NOW,
				Fixtures.preferences(), List.of());

		assertThat(plan.unplacedMinutes()).isZero();
		assertThat(plan.sessions()).extracting((s) -> s.target().title() + " " + Fixtures.local(s.interval().start()))
			.containsExactly("Quiz 2026-03-04T10:30", "Essay 2026-03-04T11:30", "Quiz 2026-03-05T09:00",
					"Essay 2026-03-05T10:00", "Essay 2026-03-06T09:00");
	}

	@Test
	void movesASessionToAnEarlierDayWhenItsOwnDayIsFull() {
		// Two sessions for Wednesday and Thursday; Thursday is busy all day, so the
		// second
		// goes back to Wednesday, the first day, after the break.
		List<Interval> busy = List.of(new Interval(Fixtures.at("2026-03-05T08:00"), Fixtures.at("2026-03-05T18:00")));
		StudyPlanner.Result plan = StudyPlanner.plan(List.of(target("Quiz", "2026-03-06T00:00", 100)), NOW,
				Fixtures.preferences(), busy);

		assertThat(plan.unplacedMinutes()).isZero();
		assertThat(plan.sessions()).extracting((s) -> s.interval())
			.containsExactly(new Interval(Fixtures.at("2026-03-04T10:30"), Fixtures.at("2026-03-04T11:20")),
					new Interval(Fixtures.at("2026-03-04T11:30"), Fixtures.at("2026-03-04T12:20")));
	}

	@Test
	void fillsADayUpToExactlyTheDailyMaximum() {
		// 240 minutes a day: four 50-minute sessions and one of 40 make 240 on Wednesday;
		// one more minute does not fit.
		StudyPlanner.Result exact = StudyPlanner.plan(List.of(target("Exam", "2026-03-05T00:00", 240)), NOW,
				Fixtures.preferences(), List.of());
		assertThat(exact.unplacedMinutes()).isZero();
		assertThat(exact.sessions()).hasSize(5);
		StudyPlanner.Result over = StudyPlanner.plan(List.of(target("Exam", "2026-03-05T00:00", 241)), NOW,
				Fixtures.preferences(), List.of());
		assertThat(over.sessions().stream().mapToInt((s) -> (int) s.interval().duration().toMinutes()).sum())
			.isLessThanOrEqualTo(240);
		assertThat(over.unplacedMinutes()).isPositive();
	}

	@Test
	void endsEverySessionByTheDueTimeOnTheDueDay() {
		// Due at 11:00 on Thursday: Thursday's window is 9:00 to 11:00.
		StudyPlanner.Result plan = StudyPlanner.plan(List.of(target("Quiz", "2026-03-05T11:00", 100)),
				Fixtures.at("2026-03-04T16:30"), Fixtures.preferences(), List.of());
		assertThat(plan.unplacedMinutes()).isZero();
		assertThat(plan.sessions()).extracting((s) -> s.interval())
			.containsExactly(new Interval(Fixtures.at("2026-03-05T09:00"), Fixtures.at("2026-03-05T09:50")),
					new Interval(Fixtures.at("2026-03-05T10:00"), Fixtures.at("2026-03-05T10:50")));
		StudyPlanner.Result tight = StudyPlanner.plan(List.of(target("Quiz", "2026-03-05T09:49", 100)),
				Fixtures.at("2026-03-04T16:30"), Fixtures.preferences(), List.of());
		assertThat(tight.sessions()).isEmpty();
		assertThat(tight.unplacedMinutes()).isEqualTo(100);
	}

}
