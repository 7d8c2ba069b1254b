package dev.kairos.assistant;

import java.util.List;

import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ReplyType;
import dev.kairos.assistant.planning.Turn;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The kinds of English set D of issue 29 found unread, each with examples of its own (not
 * the set's), through the rules engine on Wednesday 2026-03-04 10:30 in New York, over
 * the week of {@link Fixtures#week()}.
 */
class UsVoicesTests {

	private static AssistantReply answer(String message) {
		return RulesEngine.answer(message, List.of(), Fixtures.conversation()).reply();
	}

	private static AssistantReply answer(String message, List<Turn> history) {
		return RulesEngine.answer(message, history, Fixtures.conversation()).reply();
	}

	private static void assertTimes(AssistantReply reply, String start, String end) {
		assertThat(reply.type()).as(reply.message()).isEqualTo(ReplyType.PROPOSED_EVENT);
		assertThat(Fixtures.local(reply.proposedEvent().startTime())).as(reply.message()).isEqualTo(start);
		assertThat(Fixtures.local(reply.proposedEvent().endTime())).as(reply.message()).isEqualTo(end);
	}

	private static void assertWholeDays(String message, String first, String afterLast) {
		AssistantReply reply = answer(message);
		assertTimes(reply, first + "T00:00", afterLast + "T00:00");
		assertThat(reply.proposedEvent().allDay()).as(message).isTrue();
	}

	@Test
	void aRunOfDaysWithoutATimeTakesEveryDayOfIt() {
		assertWholeDays("away at a workshop mar 23-25", "2026-03-23", "2026-03-26");
		assertWholeDays("ski trip march 30 through april 2", "2026-03-30", "2026-04-03");
		assertWholeDays("parents in town 4/10 - 4/12", "2026-04-10", "2026-04-13");
		assertWholeDays("put the 27th down as a day off", "2026-03-27", "2026-03-28");
		assertWholeDays("offsite monday and tuesday next week, all day", "2026-03-09", "2026-03-11");
		// A time, or time left to find, keeps it an event of hours.
		AssistantReply timed = answer("workshop mar 23-25 at 2pm");
		assertThat(timed.proposedEvent() == null || !timed.proposedEvent().allDay()).as(timed.message()).isTrue();
		AssistantReply open = answer("find time for a review mar 23-25");
		assertThat(open.proposedEvent() == null || !open.proposedEvent().allDay()).as(open.message()).isTrue();
	}

	@Test
	void americanObservancesThatAreNoFederalHoliday() {
		assertTimes(answer("shop for a tv black friday 7am"), "2026-11-27T07:00", "2026-11-27T08:00");
		assertTimes(answer("doorbusters cyber monday at 9am"), "2026-11-30T09:00", "2026-11-30T10:00");
		assertTimes(answer("poll volunteering on election day 6am"), "2026-11-03T06:00", "2026-11-03T07:00");
		assertTimes(answer("costume party halloween at 8pm"), "2026-10-31T20:00", "2026-10-31T21:00");
		assertTimes(answer("flowers for ana on valentines day at 10am"), "2027-02-14T10:00", "2027-02-14T11:00");
		assertTimes(answer("parade st patricks day 11am"), "2026-03-17T11:00", "2026-03-17T12:00");
		assertTimes(answer("file taxes on tax day at 9am"), "2026-04-15T09:00", "2026-04-15T10:00");
		// Observances are no days off: the working day after Election Day is the next
		// one.
		assertThat(
				dev.kairos.assistant.language.Holidays.forCountry("US").isHoliday(java.time.LocalDate.of(2026, 11, 3)))
			.isFalse();
		// Days only Americans keep are not read elsewhere; Halloween is read wherever
		// English is spoken, and not in France.
		assertThat(dev.kairos.assistant.language.Holidays.forCountry("GB").date("election day", 2026)).isNull();
		assertThat(dev.kairos.assistant.language.Holidays.forCountry("GB").date("halloween", 2026))
			.isEqualTo(java.time.LocalDate.of(2026, 10, 31));
		assertThat(dev.kairos.assistant.language.Holidays.forCountry("FR").date("halloween", 2026)).isNull();
	}

	@Test
	void questionsSaidAsShowingAStillAndAnHour() {
		AssistantReply shown = answer("pull up thursday please");
		assertThat(shown.type()).isEqualTo(ReplyType.CONFIRMATION);
		assertThat(shown.message()).contains("Chemistry lab").contains("Office hours");
		assertThat(answer("pull up monday for me").message()).contains("Team sync");
		AssistantReply still = answer("is the seminar still on friday?");
		assertThat(still.type()).isEqualTo(ReplyType.CONFIRMATION);
		assertThat(still.message()).startsWith("\"Seminar\" is").contains("Friday, March 6");
		// A time said asks about that hour, not the day.
		AssistantReply hour = answer("is there anything thursday at 2?");
		assertThat(hour.type()).isEqualTo(ReplyType.CONFIRMATION);
		assertThat(hour.message()).contains("Office hours").doesNotContain("Chemistry lab");
	}

	@Test
	void aStudyScheduleAskedForIsAPlanWhateverItIsFor() {
		assertThat(answer("make me a revision plan for the LSAT on june 6").type()).isEqualTo(ReplyType.STUDY_PLAN);
		assertThat(answer("set up a study timetable for the MCAT by may 30").type()).isEqualTo(ReplyType.STUDY_PLAN);
		// Without a plan word it stays one block of study.
		assertThat(answer("make a study block for the LSAT on june 6 at 9am").type())
			.isEqualTo(ReplyType.PROPOSED_EVENT);
	}

	@Test
	void aQuotedSubjectIsWhatTheQuotesHold() {
		assertThat(answer("email dan@x.com with subject \"Q3 offsite\" asking when he lands").emailDraft().subject())
			.isEqualTo("Q3 offsite");
		assertThat(answer("mail ana@x.com, subject: \u201cBook swap\u201d, about saturday").emailDraft().subject())
			.isEqualTo("Book swap");
	}

	@Test
	void daysSaidAfterARepeatAreTheDaysItRepeatsOnAndAHolidayEndsOne() {
		String said = "swim every monday 6pm";
		AssistantReply first = answer(said);
		List<Turn> history = List.of(new Turn(true, said, null),
				new Turn(false, first.message(), first.proposedEvent()));
		AssistantReply twice = answer("make it mon and wed", history);
		assertTimes(twice, "2026-03-09T18:00", "2026-03-09T19:00");
		assertThat(twice.proposedEvent().recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=MO,WE");
		AssistantReply piano = answer("piano tues and thurs 4-5pm until memorial day");
		assertTimes(piano, "2026-03-05T16:00", "2026-03-05T17:00");
		assertThat(piano.proposedEvent().recurrence()).singleElement()
			.asString()
			.contains("BYDAY=TU,TH")
			.contains("UNTIL=20260526T035959Z");
		assertThat(piano.proposedEvent().title()).isEqualTo("Piano");
	}

}
