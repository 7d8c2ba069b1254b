package dev.kairos.assistant.planning;

import java.time.LocalDateTime;
import java.util.List;

import dev.kairos.assistant.language.Utterance;
import dev.kairos.assistant.language.When;
import dev.kairos.assistant.language.WhenParser;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Study plans from a message on Wednesday 2026-03-04 10:30 in New York, over the empty
 * calendar of {@link Fixtures#calendar()}.
 */
class StudyRequestsTests {

	private static final List<DueAssignment> TWO = List.of(
			new DueAssignment("c-1", "Lab 3: Titration report", Fixtures.at("2026-03-10T23:59"), "CHEM 101"),
			new DueAssignment("c-2", "Essay draft", Fixtures.at("2026-03-12T23:59"), "ENG 200"));

	private static Answer ask(String message) {
		return ask(message, Fixtures.conversation(Fixtures.calendar()));
	}

	private static Answer ask(String message, Conversation conversation) {
		Utterance utterance = Utterance.read(message);
		When when = WhenParser.parse(utterance, LocalDateTime.ofInstant(conversation.now(), Fixtures.ZONE),
				conversation.preferences().weekStart(), conversation.preferences().dateOrder());
		return new StudyRequests(conversation).answer(utterance, when);
	}

	private static Conversation with(List<DueAssignment> assignments) {
		return new Conversation(Fixtures.conversation().now(), Fixtures.preferences(), Fixtures.calendar(), (from,
				to) -> assignments.stream().filter((a) -> !a.dueAt().isBefore(from) && a.dueAt().isBefore(to)).toList(),
				null);
	}

	private static StudyPlan.Assignment assignment(Answer answer) {
		assertThat(answer.reply().studyPlan()).as(answer.reply().message()).isNotNull();
		assertThat(answer.reply().studyPlan().assignments()).hasSize(1);
		return answer.reply().studyPlan().assignments().get(0);
	}

	@Test
	void namesTheTargetAroundItsNounOrAfterFor() {
		// Up to three words before the noun, up to a stop word; nouns and numbers after
		// it.
		assertThat(StudyRequests.studyTarget("help me study for my organic chemistry final exam"))
			.isEqualTo("organic chemistry final exam");
		assertThat(StudyRequests.studyTarget("review for advanced quantum field theory exam"))
			.isEqualTo("quantum field theory exam");
		assertThat(StudyRequests.studyTarget("calculus exam")).isEqualTo("calculus exam");
		assertThat(StudyRequests.studyTarget("problem set 4")).isEqualTo("problem set 4");
		assertThat(StudyRequests.studyTarget("exam exam tomorrow")).isEqualTo("exam");
		assertThat(StudyRequests.studyTarget("chapter iv")).isEqualTo("chapter iv");
		assertThat(StudyRequests.studyTarget("study for the quiz")).isEqualTo("quiz");
		// No noun: at most four words after the last "for" or "on" that names any.
		assertThat(StudyRequests.studyTarget("plan time for the big move")).isEqualTo("move");
		assertThat(StudyRequests.studyTarget("help me prepare for linear algebra one two three four"))
			.isEqualTo("linear algebra one two");
		assertThat(StudyRequests.studyTarget("for biology")).isEqualTo("biology");
		assertThat(StudyRequests.studyTarget("revise on chemistry for me")).isEqualTo("chemistry");
		assertThat(StudyRequests.studyTarget("plan something")).isNull();
		assertThat(StudyRequests.studyTarget("for the")).isNull();
		assertThat(StudyRequests.studyTarget("biology for")).isNull();
	}

	@Test
	void aQuizNeedsTwoHoursAnExamSixAndOtherWorkThree() {
		Answer quiz = ask("plan study for my chemistry quiz on friday");
		assertThat(quiz.reply().message())
			.isEqualTo("I planned 3 sessions (2 hours) for Chemistry quiz (Friday, March 6), "
					+ "from today (Wednesday, March 4), 10:30 AM–11:10 AM to tomorrow (Thursday, March 5), 10:30 AM–11:10 AM. "
					+ "Confirm them to add them all to your calendar at once.");
		assertThat(quiz.interval())
			.isEqualTo(new Interval(Fixtures.at("2026-03-04T10:30"), Fixtures.at("2026-03-05T11:10")));
		assertThat(quiz.reply().studyPlan().title()).isEqualTo("Study plan: Chemistry quiz");
		assertThat(quiz.reply().studyPlan().unplacedMinutes()).isZero();
		assertThat(quiz.reply().studyPlan().sessions().get(0).title()).isEqualTo("Study: Chemistry quiz");
		assertThat(quiz.reply().studyPlan().sessions().get(2).description())
			.isEqualTo("Session 3 of 3 for Chemistry quiz (Friday, March 6).");
		// An exam is on its day: study ends when the day starts.
		assertThat(assignment(quiz))
			.isEqualTo(new StudyPlan.Assignment(null, "Chemistry quiz", Fixtures.at("2026-03-06T00:00"), null));

		Answer exam = ask("plan study for my chemistry exam on friday");
		assertThat(exam.reply().message())
			.startsWith("I planned 8 sessions (6 hours) for Chemistry exam (Friday, March 6),");
		assertThat(assignment(exam).dueAt()).isEqualTo(Fixtures.at("2026-03-06T00:00"));

		// Other work is due by the end of its day, or at the time said.
		Answer essay = ask("plan study for my chemistry essay on friday");
		assertThat(essay.reply().message())
			.startsWith("I planned 4 sessions (3 hours) for Chemistry essay (due Friday, March 6),");
		assertThat(assignment(essay).dueAt()).isEqualTo(Fixtures.at("2026-03-07T00:00"));
		assertThat(assignment(ask("plan study for my chemistry essay by friday")).dueAt())
			.isEqualTo(Fixtures.at("2026-03-07T00:00"));
		Answer atThree = ask("plan study for my chemistry essay on friday at 3pm");
		assertThat(assignment(atThree).dueAt()).isEqualTo(Fixtures.at("2026-03-06T15:00"));
		assertThat(atThree.reply().message()).contains("for Chemistry essay (due Friday, March 6, 3:00 PM),");
	}

	@Test
	void withoutADueDateAsksForOneOrSpreadsANamedEffortOverAWeek() {
		assertThat(ask("plan study for my biology paper").reply().message())
			.isEqualTo("When is Biology paper due? Tell me the date (\"biology paper on Dec 12\") or how much study it "
					+ "needs (\"about 6 hours\") and I'll plan the sessions.");
		assertThat(ask("plan study for my biology paper").reply().studyPlan()).isNull();

		Answer paper = ask("plan 5 hours of study for my biology paper");
		assertThat(assignment(paper))
			.isEqualTo(new StudyPlan.Assignment(null, "Biology paper", Fixtures.at("2026-03-11T00:00"), null));
		assertThat(paper.reply().message())
			.startsWith("I planned 6 sessions (5 hours) for Biology paper (due Tuesday, March 10),");

		Answer study = ask("plan 5 hours of study");
		assertThat(assignment(study))
			.isEqualTo(new StudyPlan.Assignment(null, "Study", Fixtures.at("2026-03-11T00:00"), null));
		assertThat(ask("plan 2 hours of study until friday").reply().message())
			.startsWith("I planned 3 sessions (2 hours) for Study (due Friday, March 6),");
		assertThat(assignment(ask("plan study until friday")))
			.isEqualTo(new StudyPlan.Assignment(null, "Study", Fixtures.at("2026-03-07T00:00"), null));

		assertThat(ask("plan my study time").reply().message()).isEqualTo(
				"No assignments are synced yet, so I can't see what's due. Which assignment or exam should I plan"
						+ " for, and when is it due? For example \"plan 6 hours of study for my exam on Dec 12\".");
	}

	@Test
	void aSpanStartsTheStudyOnItsFirstDay() {
		Answer essay = ask("plan study for my essay next week");
		assertThat(assignment(essay))
			.isEqualTo(new StudyPlan.Assignment(null, "Essay", Fixtures.at("2026-03-16T00:00"), null));
		assertThat(Fixtures.local(essay.reply().studyPlan().sessions().get(0).startTime()))
			.isEqualTo("2026-03-09T09:00");
		assertThat(essay.interval())
			.isEqualTo(new Interval(Fixtures.at("2026-03-09T09:00"), Fixtures.at("2026-03-12T10:45")));
	}

	@Test
	void matchesSyncedAssignmentsOrPlansForAllThatAreDue() {
		Answer titration = ask("help me with the titration report", with(TWO));
		assertThat(assignment(titration)).isEqualTo(new StudyPlan.Assignment("c-1", "Lab 3: Titration report",
				Fixtures.at("2026-03-10T23:59"), "CHEM 101"));
		assertThat(titration.reply().message()).startsWith(
				"I planned 4 sessions (3 hours) for Lab 3: Titration report (due Tuesday, March 10, 11:59 PM),");
		assertThat(assignment(ask("plan study for the essay", with(TWO))).id()).isEqualTo("c-2");
		// A word of the course counts; on a tie the earlier due wins.
		assertThat(assignment(ask("plan study for chem", with(TWO))).id()).isEqualTo("c-1");
		assertThat(assignment(ask("plan study for lab essay", with(TWO))).id()).isEqualTo("c-1");
		// One word in three is not enough.
		assertThat(ask("help me with the quantum physics lab", with(TWO)).reply().message())
			.startsWith("When is Quantum physics lab due?");
		// A named due date that is not the assignment's.
		assertThat(assignment(ask("plan study for the report due friday", with(TWO))))
			.isEqualTo(new StudyPlan.Assignment(null, "Report", Fixtures.at("2026-03-07T00:00"), null));

		for (String message : List.of("plan my study time", "plan my assignments")) {
			Answer all = ask(message, with(TWO));
			assertThat(all.reply().studyPlan().title()).isEqualTo("Study plan: 2 assignments");
			assertThat(all.reply().studyPlan().assignments()).extracting(StudyPlan.Assignment::id)
				.containsExactly("c-1", "c-2");
			assertThat(all.reply().message()).startsWith("I planned 8 sessions (6 hours) for 2 assignments, from");
			// Each target counts its own sessions.
			assertThat(all.reply().studyPlan().sessions().get(0).description())
				.isEqualTo("Session 1 of 4 for Lab 3: Titration report (due Tuesday, March 10, 11:59 PM).");
		}

		assertThat(ask("plan study until friday", with(TWO)).reply().message())
			.isEqualTo("Nothing is due before Saturday, March 7, so there is nothing to plan. "
					+ "Tell me what to study for and when it's due.");
		assertThat(ask("plan my study time", with(List.of())).reply().message())
			.startsWith("Nothing is due before Wednesday, March 18, so");
	}

}
