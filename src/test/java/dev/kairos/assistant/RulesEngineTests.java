package dev.kairos.assistant;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import dev.kairos.assistant.language.When;
import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.Busy;
import dev.kairos.assistant.planning.Conversation;
import dev.kairos.assistant.planning.DueAssignment;
import dev.kairos.assistant.planning.EmailDraft;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ReplyType;
import dev.kairos.assistant.planning.StudyPlan;
import dev.kairos.assistant.planning.Turn;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The rules engine on Wednesday 2026-03-04 10:30 in New York, over the week of
 * {@link Fixtures#week()}.
 */
class RulesEngineTests {

	private static AssistantReply answer(String message) {
		return RulesEngine.answer(message, List.of(), Fixtures.conversation()).reply();
	}

	private static AssistantReply answer(String message, List<Turn> history) {
		return RulesEngine.answer(message, history, Fixtures.conversation()).reply();
	}

	private static List<Turn> proposed(String said) {
		AssistantReply reply = answer(said);
		assertThat(reply.proposedEvent()).as(reply.message()).isNotNull();
		return List.of(new Turn(true, said, null), new Turn(false, reply.message(), reply.proposedEvent()));
	}

	private static void assertTimes(AssistantReply reply, String start, String end) {
		assertThat(reply.type()).as(reply.message()).isEqualTo(ReplyType.PROPOSED_EVENT);
		assertThat(Fixtures.local(reply.proposedEvent().startTime())).isEqualTo(start);
		assertThat(Fixtures.local(reply.proposedEvent().endTime())).isEqualTo(end);
	}

	@Test
	void fixedTimesKeepTheirConflictsAndOpenTimesAvoidThem() {
		AssistantReply fixed = answer("standup at 9");
		assertTimes(fixed, "2026-03-05T09:00", "2026-03-05T10:00");
		assertThat(fixed.proposedEvent().conflicts()).extracting(Busy::title).containsExactly("Chemistry lab");
		assertThat(fixed.message()).contains("Chemistry lab").contains("keep both");

		AssistantReply open = answer("sometime tomorrow");
		assertThat(open.type()).isEqualTo(ReplyType.CONFIRMATION);
		AssistantReply meeting = answer("meeting with Sam sometime tomorrow");
		assertTimes(meeting, "2026-03-05T10:30", "2026-03-05T11:30");
		assertThat(meeting.proposedEvent().conflicts()).isEmpty();
	}

	@Test
	void saysSoWhenAWindowHasNoRoom() {
		AssistantReply reply = answer("block 6 hours for the retreat on Friday");
		assertThat(reply.type()).isEqualTo(ReplyType.CONFIRMATION);
		assertThat(reply.message()).contains("couldn't find a free 6 hours").contains("Friday, March 6");
	}

	@Test
	void movesAPassedTimeOfANamedDayToTheNextDay() {
		AssistantReply reply = answer("call with Lee today at 9am");
		assertTimes(reply, "2026-03-05T09:00", "2026-03-05T10:00");
		assertThat(reply.message()).startsWith("That time has already passed");
	}

	@Test
	void saysWhenAnEventNamedByItsTitleIs() {
		AssistantReply seminar = answer("when's my seminar?");
		assertThat(seminar.type()).isEqualTo(ReplyType.CONFIRMATION);
		assertThat(seminar.message()).startsWith("\"Seminar\" is").contains("Friday, March 6");
		assertThat(answer("when is the advisor meeting").message()).startsWith("\"Advisor meeting\" is")
			.contains("March 10");
		assertThat(answer("when is my piano recital").message()).contains("couldn't find \"piano recital\"");
		// "when am I free" stays a question about free time.
		assertThat(answer("when am i free tomorrow").message()).contains("You're free").doesNotContain("couldn't find");
	}

	@Test
	void readsHowADayLooksAsItsAgenda() {
		assertThat(answer("how does thursday look").message()).contains("Chemistry lab").contains("Office hours");
		assertThat(answer("how's friday looking?").message()).contains("Seminar");
	}

	@Test
	void changesTheLastProposalOnFollowUps() {
		List<Turn> lunch = proposed("Lunch with Sam tomorrow at 12:30");

		assertTimes(answer("make it 4pm instead", lunch), "2026-03-05T16:00", "2026-03-05T17:00");
		assertTimes(answer("move it to Friday", lunch), "2026-03-06T12:30", "2026-03-06T13:30");
		assertTimes(answer("how about Friday at 1?", lunch), "2026-03-06T13:00", "2026-03-06T14:00");
		assertTimes(answer("make it 30 minutes", lunch), "2026-03-05T12:30", "2026-03-05T13:00");
		assertTimes(answer("push it back an hour", lunch), "2026-03-05T13:30", "2026-03-05T14:30");
		assertTimes(answer("push it an hour", lunch), "2026-03-05T13:30", "2026-03-05T14:30");
		assertTimes(answer("bump it 15 min", lunch), "2026-03-05T12:45", "2026-03-05T13:45");
		assertTimes(answer("30 minutes earlier", lunch), "2026-03-05T12:00", "2026-03-05T13:00");
		assertThat(answer("call it Team sync", lunch).proposedEvent().title()).isEqualTo("Team sync");
		assertThat(answer("rename it to \"Lunch & learn\"", lunch).proposedEvent().title()).isEqualTo("Lunch & learn");
		assertThat(answer("at the cafeteria instead", lunch).proposedEvent().location()).isEqualTo("Cafeteria");

		AssistantReply yes = answer("yes", lunch);
		assertThat(yes.proposedEvent()).isEqualTo(lunch.get(1).proposedEvent());
		assertThat(answer("Confirm", lunch).proposedEvent()).isEqualTo(lunch.get(1).proposedEvent());
		assertThat(answer("no thanks", lunch).type()).isEqualTo(ReplyType.CONFIRMATION);
	}

	@Test
	void aFollowUpKeepsTheTitleAndReportsNewConflicts() {
		List<Turn> call = proposed("call with Lee tomorrow at 11");
		AssistantReply moved = answer("move it to 2pm", call);
		assertThat(moved.proposedEvent().title()).isEqualTo("Call with Lee");
		assertThat(moved.proposedEvent().conflicts()).extracting(Busy::title).containsExactly("Office hours");
	}

	@Test
	void aFollowUpNeverGoesIntoThePast() {
		List<Turn> call = proposed("call with Lee today at 4pm");
		assertThat(answer("make it 2 hours earlier", call).proposedEvent().startTime())
			.isEqualTo(Fixtures.at("2026-03-04T14:00"));
		assertThat(answer("make it 6 hours earlier", call).type()).isEqualTo(ReplyType.CONFIRMATION);
	}

	@Test
	void aNewRequestAfterAProposalIsNoFollowUp() {
		List<Turn> lunch = proposed("Lunch with Sam tomorrow at 12:30");
		AssistantReply email = answer("email sam@example.com that lunch is on", lunch);
		assertThat(email.type()).isEqualTo(ReplyType.EMAIL_DRAFT);
	}

	@Test
	void aQuestionBackIsAnsweredByTheNextMessage() {
		AssistantReply question = answer("schedule a meeting with Sam");
		assertThat(question.type()).isEqualTo(ReplyType.CONFIRMATION);
		assertThat(question.message()).contains("When should I schedule \"Meeting with Sam\"");

		List<Turn> history = List.of(new Turn(true, "schedule a meeting with Sam", null),
				new Turn(false, question.message(), null));
		AssistantReply proposal = answer("tomorrow at 3pm", history);
		assertTimes(proposal, "2026-03-05T15:00", "2026-03-05T16:00");
		assertThat(proposal.proposedEvent().title()).isEqualTo("Meeting with Sam");
	}

	@Test
	void plansForANamedSyncedAssignment() {
		Instant due = Fixtures.at("2026-03-10T23:59");
		Conversation conversation = withAssignments(
				List.of(new DueAssignment("c-1", "Lab 3: Titration report", due, "CHEM 101"),
						new DueAssignment("c-2", "Essay draft", Fixtures.at("2026-03-12T23:59"), "ENG 200")));

		AssistantReply reply = RulesEngine.answer("help me finish the titration report", List.of(), conversation)
			.reply();

		assertThat(reply.type()).as(reply.message()).isEqualTo(ReplyType.STUDY_PLAN);
		StudyPlan plan = reply.studyPlan();
		assertThat(plan.assignments())
			.containsExactly(new StudyPlan.Assignment("c-1", "Lab 3: Titration report", due, "CHEM 101"));
		assertThat(plan.sessions()).isNotEmpty().allMatch((s) -> !s.endTime().isAfter(due));
		assertThat(plan.sessions().get(0).title()).isEqualTo("Study: Lab 3: Titration report");
	}

	@Test
	void withoutATargetPlansForEverythingDueInTwoWeeks() {
		Conversation conversation = withAssignments(
				List.of(new DueAssignment("c-1", "Problem set 4", Fixtures.at("2026-03-06T23:59"), "MATH 220"),
						new DueAssignment("c-2", "Midterm", Fixtures.at("2026-03-13T09:00"), "HIST 110")));

		AssistantReply reply = RulesEngine.answer("help me plan my study time", List.of(), conversation).reply();

		assertThat(reply.type()).isEqualTo(ReplyType.STUDY_PLAN);
		assertThat(reply.studyPlan().assignments()).extracting(StudyPlan.Assignment::id).containsExactly("c-1", "c-2");
		assertThat(reply.studyPlan().title()).isEqualTo("Study plan: 2 assignments");
	}

	@Test
	void saysWhenNothingIsDue() {
		AssistantReply reply = RulesEngine.answer("plan my assignments", List.of(), withAssignments(List.of())).reply();
		assertThat(reply.type()).isEqualTo(ReplyType.CONFIRMATION);
		assertThat(reply.message()).contains("Nothing is due");
	}

	@Test
	void respectsATotalEffortAndReportsWhatDoesNotFit() {
		AssistantReply reply = answer("I need 10 hours to study for the quiz tomorrow");
		StudyPlan plan = reply.studyPlan();
		int placed = plan.sessions()
			.stream()
			.mapToInt((s) -> (int) java.time.Duration.between(s.startTime(), s.endTime()).toMinutes())
			.sum();
		assertThat(placed + plan.unplacedMinutes()).isEqualTo(600);
		assertThat(plan.unplacedMinutes()).isPositive();
		assertThat(reply.message()).contains("didn't fit");
	}

	@Test
	void draftsOnlyToAddressesInTheMessage() {
		AssistantReply reply = answer("ask maria@example.com if she can swap shifts on Friday");
		EmailDraft draft = reply.emailDraft();
		assertThat(draft.to()).containsExactly("maria@example.com");
		assertThat(draft.subject()).isEqualTo("Quick question");
		assertThat(draft.body())
			.isEqualTo("Hi Maria,\n\nCould you let me know if you can swap shifts on Friday?\n\nBest regards,\nAlex");
		assertThat(draft.provider()).isNull();

		AssistantReply nobody = answer("tell Sam I'm running late");
		assertThat(nobody.emailDraft().to()).isEmpty();
		assertThat(nobody.message()).contains("e-mail address");
	}

	@Test
	void draftsForTheConnectedProvider() {
		Conversation conversation = new Conversation(Fixtures.conversation().now(), Fixtures.preferences(),
				Fixtures.week(), null, "google");
		EmailDraft draft = RulesEngine.answer("email sam@example.com about the report", List.of(), conversation)
			.reply()
			.emailDraft();
		assertThat(draft.provider()).isEqualTo("google");
	}

	@Test
	void neverFailsOnArbitraryText() {
		Random random = new Random(42);
		String alphabet = "abcdefghijklmnopqrstuvwxyz 0123456789:/.-@,'\"?!()&#%🙂é";
		String[] words = { "at", "on", "next", "tomorrow", "from", "to", "between", "and", "pm", "am", "12", "3",
				"half", "past", "quarter", "in", "for", "hours", "email", "study", "exam", "due", "by", "the", "1st",
				"dec", "friday", "noon", "midnight", "-", "@", "make", "it", "instead", "yes" };
		List<String> messages = new ArrayList<>();
		for (int i = 0; i < 2000; i++) {
			StringBuilder message = new StringBuilder();
			int length = 1 + random.nextInt(12);
			for (int w = 0; w < length; w++) {
				if (random.nextBoolean()) {
					message.append(words[random.nextInt(words.length)]);
				}
				else {
					for (int c = random.nextInt(6); c >= 0; c--) {
						message.appendCodePoint(alphabet.codePointAt(alphabet.offsetByCodePoints(0,
								random.nextInt(alphabet.codePointCount(0, alphabet.length())))));
					}
				}
				message.append(' ');
			}
			messages.add(message.toString());
		}
		List<Turn> history = proposed("Lunch with Sam tomorrow at 12:30");
		for (String message : messages) {
			AssistantReply reply = answer(message, (message.length() % 2 == 0) ? history : List.of());
			assertThat(reply.message()).as(message).isNotBlank();
			if (reply.proposedEvent() != null) {
				assertThat(reply.proposedEvent().endTime()).as(message).isAfter(reply.proposedEvent().startTime());
				assertThat(reply.proposedEvent().startTime()).as(message)
					.isAfterOrEqualTo(Fixtures.conversation().now());
			}
		}
	}

	@Test
	void answersTheLongestRepetitiveMessages() {
		for (String unit : List.of("a.", "at ", "1 ", "1-", "the ", "at 3 ", "12/", "on the 1st ", "with sam ", "@ ",
				"for 2 hours ", "x@y.co ", "half past ", "email ", "study exam ", "'", "(", "1.2.", "mon tue ",
				"half 3 ", "email subject ", ", ", "only 30 min ", "wed 14th ", "3 weeks on sat ", "1-2 may ",
				"move it to ")) {
			String message = unit.repeat(4000 / unit.length());
			AssistantReply reply = answer(message);
			assertThat(reply.message()).as(unit).isNotBlank();
			if (reply.proposedEvent() != null) {
				assertThat(reply.proposedEvent().title()).hasSizeLessThanOrEqualTo(120);
			}
		}
	}

	private static Conversation withAssignments(List<DueAssignment> assignments) {
		return new Conversation(Fixtures.conversation().now(), Fixtures.preferences(), Fixtures.week(), (from,
				to) -> assignments.stream().filter((a) -> !a.dueAt().isBefore(from) && a.dueAt().isBefore(to)).toList(),
				null);
	}

	@Test
	void aStudyPlanCountsTheStudyAlreadyOnTheCalendar() {
		Conversation conversation = Fixtures.conversation(
				Fixtures.calendar(Fixtures.event("Study: Biology final", "2026-03-09T09:00", "2026-03-09T12:00"),
						Fixtures.event("Team sync", "2026-03-09T14:00", "2026-03-09T15:00")));
		AssistantReply reply = RulesEngine
			.answer("plan 12 hours of study for my bio exam on tuesday", List.of(), conversation)
			.reply();

		assertThat(reply.type()).isEqualTo(ReplyType.STUDY_PLAN);
		assertThat(reply.message()).contains("Bio exam (Tuesday, March 10)");
		long monday = reply.studyPlan()
			.sessions()
			.stream()
			.filter((s) -> Fixtures.local(s.startTime()).startsWith("2026-03-09"))
			.mapToLong((s) -> java.time.Duration.between(s.startTime(), s.endTime()).toMinutes())
			.sum();
		// 180 minutes already studied on Monday leave 60 of the 240-minute day.
		assertThat(monday).isLessThanOrEqualTo(60).isPositive();
		assertThat(reply.studyPlan().sessions())
			.noneMatch((s) -> Fixtures.local(s.startTime()).equals("2026-03-09T12:00"));
	}

	@Test
	void aDeadlineIsSaidAsTheDayItEnds() {
		AssistantReply reply = answer("plan study for my history essay due next monday");
		assertThat(reply.message()).contains("History essay (due Monday, March 9)");
		assertThat(reply.studyPlan().sessions().get(0).description()).endsWith("(due Monday, March 9).");
	}

	@Test
	void looserQuestionsAndTheSameQuestionAboutAnotherDay() {
		AssistantReply check = answer("let me check friday");
		assertThat(check.type()).isEqualTo(ReplyType.CONFIRMATION);
		assertThat(check.message()).contains("Seminar");
		assertThat(answer("lemme see thursday").message()).contains("Chemistry lab");
		// Free time names what is busy in it too.
		assertThat(answer("any free time on thursday morning?").message()).contains("free").contains("Chemistry lab");
		String asked = "what's on thursday";
		List<Turn> history = List.of(new Turn(true, asked, null), new Turn(false, answer(asked).message(), null));
		AssistantReply friday = answer("and friday?", history);
		assertThat(friday.type()).isEqualTo(ReplyType.CONFIRMATION);
		assertThat(friday.message()).contains("Seminar").doesNotContain("Chemistry lab");
		assertThat(answer("what about monday", history).message()).contains("Team sync");
	}

	@Test
	void followUpsThatChangeThePlaceOrAddToTheLength() {
		List<Turn> dinner = proposed("dinner with kim friday at 7pm");
		assertThat(answer("it's at Luigi's", dinner).proposedEvent().location()).isEqualTo("Luigi's");
		assertThat(answer("the venue is the old library", dinner).proposedEvent().location()).isEqualTo("Old library");
		assertTimes(answer("make it 45 mins longer", dinner), "2026-03-06T19:00", "2026-03-06T20:45");
		assertTimes(answer("and half an hour shorter", dinner), "2026-03-06T19:00", "2026-03-06T19:30");
	}

	@Test
	void studyAskedForWithoutAPlanWordOrADate() {
		AssistantReply prep = answer("help me prep for the chemistry exam");
		assertThat(prep.type()).as(prep.message()).isEqualTo(ReplyType.STUDY_PLAN);
		// The due time is the start of the event the target names.
		AssistantReply before = answer("sort out some revision before the seminar");
		assertThat(before.type()).as(before.message()).isEqualTo(ReplyType.STUDY_PLAN);
		assertThat(before.studyPlan().sessions()).isNotEmpty()
			.allSatisfy(
					(session) -> assertThat(Fixtures.local(session.endTime())).isLessThanOrEqualTo("2026-03-06T09:00"));
		// Without a word asking for a plan, the due date is asked for.
		assertThat(answer("revise for the quiz").type()).isEqualTo(ReplyType.CONFIRMATION);
	}

	@Test
	void aSubjectSaidInAMailRequestIsKeptAsTyped() {
		assertThat(answer("email jo@x.com subject: drinks thurs").emailDraft().subject()).isEqualTo("drinks thurs");
		assertThat(answer("write to team@x.com about the offsite, subject line Offsite plan").emailDraft().subject())
			.isEqualTo("Offsite plan");
		assertThat(answer("email sam@x.com about the subject we discussed").emailDraft().subject())
			.isNotEqualTo("we discussed");
	}

	@Test
	void allDayOverARunOfDaysTakesEveryDayOfIt() {
		AssistantReply offsite = answer("offsite 10-12 march all day");
		assertTimes(offsite, "2026-03-10T00:00", "2026-03-13T00:00");
		assertThat(offsite.proposedEvent().allDay()).isTrue();
		AssistantReply off = answer("off from monday to wednesday");
		assertTimes(off, "2026-03-09T00:00", "2026-03-12T00:00");
		assertThat(off.proposedEvent().allDay()).isTrue();
		AssistantReply dayOff = answer("whole day off on the 20th");
		assertTimes(dayOff, "2026-03-20T00:00", "2026-03-21T00:00");
		assertThat(dayOff.proposedEvent().title()).isEqualTo("Day off");
	}

}
