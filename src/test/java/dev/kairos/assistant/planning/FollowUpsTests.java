package dev.kairos.assistant.planning;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Follow-ups to a proposal on Wednesday 2026-03-04 10:30 in New York, over the calendar
 * of {@link Fixtures#calendar()}: the proposal is "Dinner" tomorrow (Thursday) unless a
 * test says otherwise.
 */
class FollowUpsTests {

	private static ProposedEvent dinner(String start, String end) {
		return new ProposedEvent("Dinner", Fixtures.at(start), Fixtures.at(end), null, null, null, Fixtures.ZONE,
				List.of());
	}

	private static Answer answer(String message, ProposedEvent last) {
		return new FollowUps(Fixtures.conversation(Fixtures.calendar())).answer(message, last);
	}

	private static String times(Answer answer) {
		ProposedEvent event = answer.reply().proposedEvent();
		return Fixtures.local(event.startTime()) + "/" + Fixtures.local(event.endTime());
	}

	@Test
	void aRangeOfBareHoursKeepsItsEnd() {
		ProposedEvent lunch = dinner("2026-03-05T12:30", "2026-03-05T13:30");
		assertThat(times(answer("make it from 2 to 4", lunch))).isEqualTo("2026-03-05T14:00/2026-03-05T16:00");
		assertThat(times(answer("make it friday from 2 to 4", lunch))).isEqualTo("2026-03-06T14:00/2026-03-06T16:00");
		assertThat(times(answer("make it from 2pm to 4", lunch))).isEqualTo("2026-03-05T14:00/2026-03-05T16:00");
		assertThat(times(answer("make it 2 to 4", lunch))).isEqualTo("2026-03-05T14:00/2026-03-05T16:00");
		assertThat(times(answer("make it 2:30 to 4", lunch))).isEqualTo("2026-03-05T14:30/2026-03-05T16:00");
		// A bare hour after "to" alone is still the new start.
		assertThat(times(answer("move it to 4", lunch))).isEqualTo("2026-03-05T16:00/2026-03-05T17:00");
	}

	@Test
	void aBareHourAfterToIsATimeUnlessAnotherTimeEndsRightBeforeIt() {
		assertThat(FollowUps.withHours("move it to 4")).isEqualTo("move it to at 4");
		// Words that end in "am" or "pm" are no times.
		assertThat(FollowUps.withHours("push the exam to 4")).isEqualTo("push the exam to at 4");
		assertThat(FollowUps.withHours("move the team sync to 4")).isEqualTo("move the team sync to at 4");
		assertThat(FollowUps.withHours("from 2pm to 4")).isEqualTo("from 2pm to 4");
		assertThat(FollowUps.withHours("from 2 a.m. to 4")).isEqualTo("from 2 a.m. to 4");
	}

	@Test
	void readsTheProposalOfTheLastAnswer() {
		ProposedEvent lunch = dinner("2026-03-05T12:30", "2026-03-05T13:30");
		Turn asked = new Turn(true, "dinner tomorrow at 12:30", null);
		Turn proposed = new Turn(false, "Dinner tomorrow?", lunch);
		Turn question = new Turn(false, "When should I schedule it?", null);
		assertThat(FollowUps.lastProposal(List.of(proposed))).isSameAs(lunch);
		assertThat(FollowUps.lastProposal(List.of(asked, proposed, new Turn(true, "hmm", null)))).isSameAs(lunch);
		// An answer without a proposal ends the search.
		assertThat(FollowUps.lastProposal(List.of(asked, proposed, question))).isNull();
		assertThat(FollowUps.lastProposal(List.of(asked))).isNull();
		assertThat(FollowUps.lastProposal(List.of())).isNull();
	}

	@Test
	void readsTheUserMessagesOfTheHistory() {
		Turn asked = new Turn(true, "schedule the meeting", null);
		Turn question = new Turn(false, "When should I schedule it?", null);
		Turn proposed = new Turn(false, "Meeting tomorrow?", dinner("2026-03-05T12:30", "2026-03-05T13:30"));
		assertThat(FollowUps.lastUserMessage(List.of(asked, question))).isEqualTo("schedule the meeting");
		assertThat(FollowUps.lastUserMessage(List.of(asked, proposed))).isNull();
		assertThat(FollowUps.lastUserMessage(List.of(question))).isNull();
		assertThat(FollowUps.lastUserMessage(List.of(question, asked))).isNull();
		assertThat(FollowUps.previousUserMessage(List.of(asked, question))).isEqualTo("schedule the meeting");
		assertThat(FollowUps.previousUserMessage(List.of(question))).isNull();
		assertThat(FollowUps.previousUserMessage(List.of())).isNull();
	}

	@Test
	void aYesConfirmsWhatTheProposalDoes() {
		ProposedEvent lunch = dinner("2026-03-05T12:30", "2026-03-05T13:30");
		Answer yes = answer("yes please", lunch);
		assertThat(yes.reply().message()).isEqualTo(
				"Great: \"Dinner\" tomorrow (Thursday, March 5), 12:30 PM–1:30 PM. Confirm it to add it to your calendar.");
		assertThat(yes.interval()).isEqualTo(lunch.interval());
		CalendarEvent lab = Fixtures.event("Chemistry lab", "2026-03-05T09:00", "2026-03-05T10:30");
		ProposedEvent delete = ProposedEvent.change(lab, Action.DELETE, "Chemistry lab", lab.startTime(), lab.endTime(),
				null, Fixtures.ZONE, List.of());
		assertThat(answer("ok", delete).reply().message()).isEqualTo(
				"Great: \"Chemistry lab\" tomorrow (Thursday, March 5), 9:00 AM–10:30 AM. Confirm it to delete it.");
		ProposedEvent update = ProposedEvent.change(lab, Action.UPDATE, "Chemistry lab",
				Fixtures.at("2026-03-05T14:00"), Fixtures.at("2026-03-05T15:30"), null, Fixtures.ZONE, List.of());
		assertThat(answer("sounds good", update).reply().message()).isEqualTo(
				"Great: \"Chemistry lab\" tomorrow (Thursday, March 5), 2:00 PM–3:30 PM. Confirm it to change it. "
						+ "It overlaps \"Office hours\" (tomorrow (Thursday, March 5), 2:00 PM–3:00 PM).");
		assertThat(answer("yes", dinner("2026-03-03T19:00", "2026-03-03T20:00")).reply().message()).isEqualTo(
				"\"Dinner\" was set for Tuesday, March 3, 7:00 PM–8:00 PM, which has passed. When should it be instead?");
		assertThat(answer("no thanks", lunch).reply().message()).isEqualTo("OK, I won't schedule \"Dinner\".");
	}

	@Test
	void anHourWithoutAmOrPmIsOnTheSideOfNoonNearestTheProposal() {
		assertThat(times(answer("make it 8", dinner("2026-03-05T19:00", "2026-03-05T20:00"))))
			.isEqualTo("2026-03-05T20:00/2026-03-05T21:00");
		assertThat(times(answer("make it 8", dinner("2026-03-05T07:00", "2026-03-05T08:00"))))
			.isEqualTo("2026-03-05T08:00/2026-03-05T09:00");
		// From 12:30, 6 PM is five and a half hours away, 6 AM six and a half.
		assertThat(times(answer("make it 6", dinner("2026-03-05T12:30", "2026-03-05T13:30"))))
			.isEqualTo("2026-03-05T18:00/2026-03-05T19:00");
		// From noon both are six hours away: the morning wins the tie.
		assertThat(times(answer("make it 6", dinner("2026-03-05T12:00", "2026-03-05T13:00"))))
			.isEqualTo("2026-03-05T06:00/2026-03-05T07:00");
		// The part of the day said wins.
		assertThat(times(answer("make it 6 in the evening", dinner("2026-03-05T12:00", "2026-03-05T13:00"))))
			.isEqualTo("2026-03-05T18:00/2026-03-05T19:00");
		assertThat(times(answer("make it 8 in the evening", dinner("2026-03-05T07:00", "2026-03-05T08:00"))))
			.isEqualTo("2026-03-05T20:00/2026-03-05T21:00");
		assertThat(times(answer("make it 8 in the morning", dinner("2026-03-05T19:00", "2026-03-05T20:00"))))
			.isEqualTo("2026-03-05T08:00/2026-03-05T09:00");
	}

	@Test
	void movesTheProposalToTheTimeOrDaySaid() {
		ProposedEvent lunch = dinner("2026-03-05T12:30", "2026-03-05T13:30");
		Answer inTwoHours = answer("make it in 2 hours", lunch);
		assertThat(inTwoHours.reply().message())
			.isEqualTo("Moved \"Dinner\" to today (Wednesday, March 4), 12:30 PM–1:30 PM. It overlaps \"Algorithms "
					+ "lecture\" (today (Wednesday, March 4), 1:00 PM–2:00 PM); you can still keep both, or ask me for "
					+ "another time.");
		assertThat(inTwoHours.interval())
			.isEqualTo(new Interval(Fixtures.at("2026-03-04T12:30"), Fixtures.at("2026-03-04T13:30")));
		assertThat(times(answer("make it friday for 2 hours", lunch))).isEqualTo("2026-03-06T12:30/2026-03-06T14:30");
		assertThat(times(answer("make it 2 hours", lunch))).isEqualTo("2026-03-05T12:30/2026-03-05T14:30");
		assertThat(times(answer("actually friday", lunch))).isEqualTo("2026-03-06T12:30/2026-03-06T13:30");
		assertThat(times(answer("make it in the evening", lunch))).isEqualTo("2026-03-05T17:00/2026-03-05T18:00");
		// An hour already past today is tomorrow's, unless the day is said.
		assertThat(times(answer("make it 9", dinner("2026-03-04T12:30", "2026-03-04T13:30"))))
			.isEqualTo("2026-03-05T09:00/2026-03-05T10:00");
		assertThat(answer("make it today at 9am", lunch).reply().message())
			.isEqualTo("That would put \"Dinner\" in the past. When should it be instead?");
		assertThat(answer("make it from 4pm to 2pm", lunch).reply().message()).isEqualTo(
				"Moved \"Dinner\" to tomorrow (Thursday, March 5), 4:00 PM to Friday, March 6, 2:00 PM. It overlaps "
						+ "\"Seminar\" (Friday, March 6, 9:00 AM–12:00 PM) and \"Lunch with Sam\" (Friday, March 6, "
						+ "12:30 PM–1:30 PM); you can still keep both, or ask me for another time.");
		assertThat(times(answer("move it 2 hours earlier", lunch))).isEqualTo("2026-03-05T10:30/2026-03-05T11:30");
		// "until" after a moment says the end.
		assertThat(times(answer("make it in 2 hours until 3pm", lunch))).isEqualTo("2026-03-04T12:30/2026-03-04T15:00");
		assertThat(answer("make it in 2 hours until 11am", lunch).reply().message())
			.isEqualTo("That would end \"Dinner\" before it starts. How long should it be?");
		assertThat(answer("move it 27 hours earlier", lunch).reply().message())
			.isEqualTo("That would put \"Dinner\" in the past. When should it be instead?");
	}

	@Test
	void aMessageThatSaysMoreThanWhenIsNoFollowUp() {
		ProposedEvent lunch = dinner("2026-03-05T12:30", "2026-03-05T13:30");
		assertThat(answer("friday lunch with sam", lunch)).isNull();
		assertThat(answer("hmm ok well", lunch)).isNull();
	}

	@Test
	void repeatsTheProposalAtItsTime() {
		Answer weekly = answer("make it weekly", dinner("2026-03-05T12:30", "2026-03-05T13:30"));
		assertThat(weekly.reply().message()).isEqualTo("\"Dinner\" repeats every Thursday, from tomorrow (Thursday, "
				+ "March 5), 12:30 PM–1:30 PM. Confirm it to add it to your calendar.");
		assertThat(times(weekly)).isEqualTo("2026-03-05T12:30/2026-03-05T13:30");
		assertThat(weekly.reply().proposedEvent().recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=TH");
	}

	@Test
	void renamesToATitleOfUpTo200Characters() {
		ProposedEvent lunch = dinner("2026-03-05T12:30", "2026-03-05T13:30");
		String title = "T" + "x".repeat(199);
		Answer renamed = answer("call it " + title, lunch);
		assertThat(renamed.reply().message())
			.isEqualTo("Renamed it to \"" + title + "\". Confirm it to add it to your calendar.");
		assertThat(renamed.reply().proposedEvent().title()).isEqualTo(title);
		assertThat(answer("call it " + title + "x", lunch)).isNull();
	}

	@Test
	void movesTheProposalToAPlace() {
		ProposedEvent lunch = dinner("2026-03-05T12:30", "2026-03-05T13:30");
		Answer moved = answer("change the location to the main hall", lunch);
		assertThat(moved.reply().message()).isEqualTo("Moved it to Main hall. Confirm it to add it to your calendar.");
		assertThat(moved.reply().proposedEvent().location()).isEqualTo("Main hall");
	}

}
