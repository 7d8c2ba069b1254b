package dev.kairos.assistant.planning;

import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.Period;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;

import dev.kairos.assistant.language.ChangeRequest;
import dev.kairos.assistant.language.Repeat;
import dev.kairos.assistant.language.Utterance;
import dev.kairos.settings.DateOrder;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ActionRequestsTests {

	private final Conversation conversation = Fixtures.conversation(Fixtures.calendar());

	private AssistantReply answer(String message) {
		ChangeRequest request = ChangeRequest.read(Utterance.read(message));
		assertThat(request).as(message).isNotNull();
		return new ActionRequests(this.conversation).answer(request).reply();
	}

	private static void assertChange(AssistantReply reply, Action action, String title, String start, String end) {
		ProposedEvent event = reply.proposedEvent();
		assertThat(event).as(reply.message()).isNotNull();
		assertThat(event.action()).isEqualTo(action);
		assertThat(event.eventId()).isEqualTo(Fixtures.id(title).toString());
		assertThat(event.eventVersion()).isEqualTo("1-1");
		assertThat(Fixtures.local(event.startTime())).isEqualTo(start);
		assertThat(Fixtures.local(event.endTime())).isEqualTo(end);
	}

	@Test
	void movesShiftsResizesRenamesAndCancels() {
		assertChange(answer("move lunch with sam to 1pm"), Action.UPDATE, "Lunch with Sam", "2026-03-06T13:00",
				"2026-03-06T14:00");
		assertChange(answer("move yoga to friday"), Action.UPDATE, "Yoga", "2026-03-13T18:00", "2026-03-13T19:00");
		assertChange(answer("move the dentist appointment to monday"), Action.UPDATE, "Dentist appointment",
				"2026-03-09T15:00", "2026-03-09T16:00");
		assertChange(answer("push the seminar back an hour"), Action.UPDATE, "Seminar", "2026-03-06T10:00",
				"2026-03-06T13:00");
		assertChange(answer("bring the yoga forward 30 minutes"), Action.UPDATE, "Yoga", "2026-03-12T17:30",
				"2026-03-12T18:30");
		assertChange(answer("postpone the book club by a day"), Action.UPDATE, "Book club", "2026-03-09T19:00",
				"2026-03-09T20:00");
		assertChange(answer("shorten the seminar by 1 hour"), Action.UPDATE, "Seminar", "2026-03-06T09:00",
				"2026-03-06T11:00");
		assertChange(answer("extend the seminar by 1 hour"), Action.UPDATE, "Seminar", "2026-03-06T09:00",
				"2026-03-06T13:00");
		assertChange(answer("make the team sync 45 minutes"), Action.UPDATE, "Team sync", "2026-03-09T10:00",
				"2026-03-09T10:45");
		assertChange(answer("move the team sync to 2-3pm"), Action.UPDATE, "Team sync", "2026-03-09T14:00",
				"2026-03-09T15:00");
		assertChange(answer("move the team sync to tomorrow"), Action.UPDATE, "Team sync", "2026-03-05T10:00",
				"2026-03-05T11:00");
		AssistantReply renamed = answer("rename the book club to \"Reading circle\"");
		assertChange(renamed, Action.UPDATE, "Book club", "2026-03-08T19:00", "2026-03-08T20:00");
		assertThat(renamed.proposedEvent().title()).isEqualTo("Reading circle");
		AssistantReply moved = answer("move the algorithms lecture to room 101");
		assertThat(moved.proposedEvent().location()).isEqualTo("Room 101");
		assertThat(moved.proposedEvent().startTime()).isEqualTo(Fixtures.at("2026-03-04T13:00"));
		assertChange(answer("cancel tomorrow's chemistry lab"), Action.DELETE, "Chemistry lab", "2026-03-05T09:00",
				"2026-03-05T10:30");
		assertChange(answer("cancel my 7 on sunday"), Action.DELETE, "Book club", "2026-03-08T19:00",
				"2026-03-08T20:00");
	}

	@Test
	void listsConflictsButNeverTheEventItself() {
		AssistantReply overlapping = answer("move lunch with sam to 3pm");
		assertThat(overlapping.proposedEvent().conflicts()).extracting(Busy::title)
			.containsExactly("Dentist appointment");
		assertThat(overlapping.message()).contains("Dentist appointment").contains("keep both");
		assertThat(answer("move lunch with sam to 12:45").proposedEvent().conflicts()).isEmpty();
	}

	@Test
	void asksWhenItCannotTellWhatOrWhen() {
		assertThat(answer("reschedule my seminar").message()).contains("When should \"Seminar\" be instead");
		assertThat(answer("move the seminar to yesterday").type()).isEqualTo(ReplyType.CONFIRMATION);
		assertThat(answer("push the seminar back a bit").message()).contains("By how much");
		assertThat(answer("shorten the seminar to a bit").message()).contains("How long");
		assertThat(answer("bring the seminar forward 2 days").message()).contains("in the past");
		assertThat(answer("shorten the seminar by 4 hours").message()).contains("no time at all");
		assertThat(answer("rename the seminar to \"\"").message()).contains("What should I rename");
		AssistantReply which = answer("cancel my meeting");
		assertThat(which.message()).startsWith(ActionRequests.WHICH)
			.contains("\"Advisor meeting\" (Tuesday, March 10, 3:00 PM–4:00 PM) or \"Project meeting with Dana\"");
		assertThat(answer("cancel the design review").message()).contains("comes from Google Calendar")
			.contains("can't change synced events");
		assertThat(answer("cancel my piano lesson").message()).startsWith("I couldn't find \"piano lesson\"");
	}

	@Test
	void aReplyNarrowsTheEventsAQuestionNamed() {
		ActionRequests actions = new ActionRequests(this.conversation);
		Utterance earlier = Utterance.read("cancel my meeting");
		assertChange(actions.choose(earlier, "the second one").reply(), Action.DELETE, "Project meeting with Dana",
				"2026-03-11T11:00", "2026-03-11T12:00");
		assertChange(actions.choose(earlier, "the first").reply(), Action.DELETE, "Advisor meeting", "2026-03-10T15:00",
				"2026-03-10T16:00");
		assertChange(actions.choose(earlier, "the last one").reply(), Action.DELETE, "Project meeting with Dana",
				"2026-03-11T11:00", "2026-03-11T12:00");
		assertChange(actions.choose(earlier, "the advisor one").reply(), Action.DELETE, "Advisor meeting",
				"2026-03-10T15:00", "2026-03-10T16:00");
		assertChange(actions.choose(earlier, "the one on wednesday").reply(), Action.DELETE,
				"Project meeting with Dana", "2026-03-11T11:00", "2026-03-11T12:00");
		assertThat(actions.choose(earlier, "the fifth one")).isNull();
		// Two events named: the third is as missing as the fifth.
		assertThat(actions.choose(earlier, "the third one")).isNull();
		assertThat(actions.choose(earlier, "the piano one")).isNull();
		assertThat(actions.choose(Utterance.read("lunch tomorrow"), "the first")).isNull();
		assertChange(actions.choose(Utterance.read("cancel lunch with sam"), "the first").reply(), Action.DELETE,
				"Lunch with Sam", "2026-03-06T12:30", "2026-03-06T13:30");
	}

	@Test
	void repeatsStartOnTheirFirstDayAndEndAtTheEndOfTheLastLocalDay() {
		LocalDateTime now = Fixtures.NOW;
		ZoneId zone = Fixtures.ZONE;
		Repeat weekly = Repeat.read(new Utterance("lab mwf until may 1"), now, DateOrder.MDY);
		assertThat(Repeats.firstDay(weekly, LocalDate.of(2026, 3, 5))).isEqualTo(LocalDate.of(2026, 3, 6));
		assertThat(Repeats.lines(weekly, LocalDate.of(2026, 3, 6), zone))
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR;UNTIL=20260502T035959Z");
		Repeat first = Repeat.read(new Utterance("the first monday of each month"), now, DateOrder.MDY);
		assertThat(Repeats.firstDay(first, LocalDate.of(2026, 3, 4))).isEqualTo(LocalDate.of(2026, 4, 6));
		assertThat(Repeats.lines(first, LocalDate.of(2026, 4, 6), zone))
			.containsExactly("RRULE:FREQ=MONTHLY;BYDAY=1MO");
		Repeat last = Repeat.read(new Utterance("the last thursday of every month"), now, DateOrder.MDY);
		assertThat(Repeats.firstDay(last, LocalDate.of(2026, 3, 4))).isEqualTo(LocalDate.of(2026, 3, 26));
		Repeat day = Repeat.read(new Utterance("on the 15th of every month"), now, DateOrder.MDY);
		assertThat(Repeats.firstDay(day, LocalDate.of(2026, 3, 16))).isEqualTo(LocalDate.of(2026, 4, 15));
		assertThat(Repeats.lines(day, LocalDate.of(2026, 4, 15), zone))
			.containsExactly("RRULE:FREQ=MONTHLY;BYMONTHDAY=15");
		Repeat twoWeeks = Repeat.read(new Utterance("daily for two weeks"), now, DateOrder.MDY);
		assertThat(Repeats.last(twoWeeks, LocalDate.of(2026, 3, 5))).isEqualTo(LocalDate.of(2026, 3, 18));
		Repeat other = Repeat.read(new Utterance("every other week 3 times"), now, DateOrder.MDY);
		assertThat(Repeats.lines(other, LocalDate.of(2026, 3, 5), zone))
			.containsExactly("RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TH;COUNT=3");
		Say say = new Say(zone, this.conversation.now());
		assertThat(Repeats.describe(weekly, LocalDate.of(2026, 3, 6), say))
			.isEqualTo("every Monday, Wednesday and Friday until Friday, May 1");
		assertThat(Repeats.describe(other, LocalDate.of(2026, 3, 5), say))
			.isEqualTo("every other week on Thursday, 3 times");
		assertThat(Repeats.describe(Repeat.read(new Utterance("every 3 days"), now, DateOrder.MDY),
				LocalDate.of(2026, 3, 5), say))
			.isEqualTo("every 3 days");
		// Daily and plain monthly repeats happen on the first day they may.
		assertThat(Repeats.firstDay(twoWeeks, LocalDate.of(2026, 3, 5))).isEqualTo(LocalDate.of(2026, 3, 5));
		assertThat(
				Repeats.firstDay(Repeat.read(new Utterance("monthly"), now, DateOrder.MDY), LocalDate.of(2026, 3, 7)))
			.isEqualTo(LocalDate.of(2026, 3, 7));
		assertThat(Repeats.describe(twoWeeks, LocalDate.of(2026, 3, 5), say))
			.isEqualTo("every day until Wednesday, March 18");
		assertThat(Repeat.read(new Utterance("monthly"), now, DateOrder.MDY).span()).isNull();
		assertThat(Period.ofWeeks(2)).isEqualTo(twoWeeks.span());
		assertThat(List.of(Repeats.describe(Repeat.read(new Utterance("every year"), now, DateOrder.MDY),
				LocalDate.of(2026, 3, 5), say)))
			.containsExactly("every year");
	}

	@Test
	void saysWhatItChangesAndWhere() {
		AssistantReply moved = answer("move lunch with sam to monday");
		// A new day keeps the time of day, minutes included.
		assertChange(moved, Action.UPDATE, "Lunch with Sam", "2026-03-09T12:30", "2026-03-09T13:30");
		assertThat(moved.message())
			.isEqualTo("Move \"Lunch with Sam\": Monday, March 9, 12:30 PM–1:30 PM. Confirm it to change the event.");
		assertThat(answer("make the team sync 45 minutes").message())
			.isEqualTo("Make \"Team sync\" 45 minutes long: Monday, March 9, 10:00 AM–10:45 AM. "
					+ "Confirm it to change the event.");
		assertThat(answer("move the algorithms lecture to room 101").message())
			.isEqualTo("Move \"Algorithms lecture\" to Room 101: today (Wednesday, March 4), 1:00 PM–2:00 PM. "
					+ "Confirm it to change the event.");
		assertThat(answer("cancel tomorrow's chemistry lab").message())
			.isEqualTo("Cancel \"Chemistry lab\", tomorrow (Thursday, March 5), 9:00 AM–10:30 AM? "
					+ "Confirm it to delete the event.");
	}

	@Test
	void namesAtMostFiveEventsWhenItAsksWhich() {
		List<CalendarEvent> reviews = new ArrayList<>();
		for (int day = 5; day <= 10; day++) {
			reviews.add(Fixtures.event("Review " + day, "2026-03-%02dT16:00".formatted(day),
					"2026-03-%02dT17:00".formatted(day)));
		}
		Conversation six = Fixtures.conversation(Fixtures.calendar(reviews.toArray(CalendarEvent[]::new)));
		Conversation five = Fixtures
			.conversation(Fixtures.calendar(reviews.subList(0, 5).toArray(CalendarEvent[]::new)));
		ChangeRequest request = ChangeRequest.read(Utterance.read("cancel my review"));

		String asked = new ActionRequests(six).answer(request).reply().message();
		assertThat(asked).startsWith(ActionRequests.WHICH)
			.contains("\"Review 9\" (Monday, March 9, 4:00 PM–5:00 PM) (and 1 more)?")
			.doesNotContain("Review 10");
		assertThat(new ActionRequests(five).answer(request).reply().message())
			.endsWith("\"Review 9\" (Monday, March 9, 4:00 PM–5:00 PM)?");
	}

	@Test
	void aMessageThatOnlySaysWhichOccurrencesHasAtMostThreeOtherWords() {
		assertThat(ActionRequests.saysOnlyScope("all of them")).isTrue();
		assertThat(ActionRequests.saysOnlyScope("Actually, just this one")).isTrue();
		assertThat(ActionRequests.saysOnlyScope("only the one on monday")).isTrue();
		assertThat(ActionRequests.saysOnlyScope("just this one at the gym")).isTrue();
		assertThat(ActionRequests.saysOnlyScope("just this one at the gym today")).isFalse();
		assertThat(ActionRequests.saysOnlyScope("move yoga to friday")).isFalse();
	}

	@Test
	void actionsAreSentInLowercase() {
		// The API tests check them through JSON with Spring; this is their unit test.
		assertThat(Action.CREATE.wireValue()).isEqualTo("create");
		assertThat(Action.UPDATE.wireValue()).isEqualTo("update");
		assertThat(Action.DELETE.wireValue()).isEqualTo("delete");
	}

	@Test
	void changesSaidWithoutAVerbMoveResizeAndCancel() {
		assertChange(answer("book club 8pm instead"), Action.UPDATE, "Book club", "2026-03-08T20:00",
				"2026-03-08T21:00");
		// Dotted minutes that can be no month are a time.
		assertChange(answer("the team sync is now at 10.45"), Action.UPDATE, "Team sync", "2026-03-09T10:45",
				"2026-03-09T11:45");
		assertChange(answer("team sync only 30 mins"), Action.UPDATE, "Team sync", "2026-03-09T10:00",
				"2026-03-09T10:30");
		// A word for studying names a study block.
		assertChange(answer("biology revision 2 hours long"), Action.UPDATE, "Study: Biology final", "2026-03-09T14:00",
				"2026-03-09T16:00");
		assertChange(answer("we can't make the seminar, push it back an hour"), Action.UPDATE, "Seminar",
				"2026-03-06T10:00", "2026-03-06T13:00");
		assertChange(answer("the dentist appointment's been called off"), Action.DELETE, "Dentist appointment",
				"2026-03-06T15:00", "2026-03-06T16:00");
	}

}
