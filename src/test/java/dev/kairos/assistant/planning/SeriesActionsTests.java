package dev.kairos.assistant.planning;

import java.util.List;

import dev.kairos.assistant.language.ChangeRequest;
import dev.kairos.assistant.language.Utterance;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Requests about repeating events, in {@link World#FALL}: Yoga every Tuesday and Thursday
 * at 18:00 since 1 September, Standup every weekday at 09:30.
 */
class SeriesActionsTests {

	private static final World WORLD = World.FALL;

	private final Conversation conversation = WORLD.conversation();

	private AssistantReply answer(String message) {
		ChangeRequest request = ChangeRequest.read(Utterance.read(message));
		assertThat(request).as(message).isNotNull();
		return new ActionRequests(this.conversation).answer(request).reply();
	}

	@Test
	void aDaySaidNamesOneOccurrence() {
		ProposedEvent event = answer("skip standup on wednesday").proposedEvent();
		assertThat(event.action()).isEqualTo(Action.DELETE);
		assertThat(event.eventId()).isEqualTo(WORLD.instanceId("Standup", "2026-11-04T09:30"));
		assertThat(event.recurrence()).isNull();
		assertThat(event.timezone()).isEqualTo("America/Chicago");
	}

	@Test
	void justThisOneIsTheNextOccurrence() {
		ProposedEvent event = answer("move yoga to 7:30pm, just this one").proposedEvent();
		assertThat(event.eventId()).isEqualTo(WORLD.instanceId("Yoga", "2026-11-03T18:00"));
		assertThat(WORLD.local(event.startTime())).isEqualTo("2026-11-03T19:30");
		assertThat(WORLD.local(event.endTime())).isEqualTo("2026-11-03T20:30");
	}

	@Test
	void allOfThemChangesTheSeriesFromItsFirstOccurrence() {
		ProposedEvent event = answer("move yoga to 7:30pm, all of them").proposedEvent();
		assertThat(event.action()).isEqualTo(Action.UPDATE);
		assertThat(event.eventId()).isEqualTo(Fixtures.id("Yoga").toString());
		assertThat(event.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=TU,TH");
		assertThat(WORLD.local(event.startTime())).isEqualTo("2026-09-01T19:30");
		assertThat(WORLD.local(event.endTime())).isEqualTo("2026-09-01T20:30");
	}

	@Test
	void aSeriesConflictsWithWhatItsComingOccurrencesWouldOverlapButNeverItself() {
		// Standup at 10:00 meets the 1:1 with Priya on Monday 2 November, and only that.
		ProposedEvent event = answer("move standup to 10am for all of them").proposedEvent();
		assertThat(event.conflicts()).extracting(Busy::title).containsExactly("1:1 with Priya");
		// The first occurrence lies in the past; a series is not refused for it.
		assertThat(WORLD.local(event.startTime())).isEqualTo("2026-09-07T10:00");
	}

	@Test
	void nothingSaidAsksWhetherTheNextOneOrAll() {
		AssistantReply reply = answer("cancel yoga");
		assertThat(reply.type()).isEqualTo(ReplyType.CONFIRMATION);
		assertThat(reply.message()).startsWith(ActionRequests.WHICH)
			.contains("just the next \"Yoga\" (Tuesday, November 3, 6:00 PM–7:00 PM)")
			.contains("all of them");
	}

	@Test
	void theReplyToThatQuestionChooses() {
		ActionRequests actions = new ActionRequests(this.conversation);
		Utterance earlier = Utterance.read("cancel yoga");
		assertThat(actions.choose(earlier, "all of them").reply().proposedEvent().eventId())
			.isEqualTo(Fixtures.id("Yoga").toString());
		assertThat(actions.choose(earlier, "just the next one").reply().proposedEvent().eventId())
			.isEqualTo(WORLD.instanceId("Yoga", "2026-11-03T18:00"));
		assertThat(actions.choose(earlier, "only the one on thursday").reply().proposedEvent().eventId())
			.isEqualTo(WORLD.instanceId("Yoga", "2026-11-05T18:00"));
		// A reply that names the event again but not which of it asks again.
		assertThat(actions.choose(earlier, "the yoga one").reply().message()).startsWith(ActionRequests.WHICH)
			.contains("all of them");
	}

	@Test
	void theQuestionWhichOccurrenceNamesTheSeriesAsItsCandidateAndIsAnsweredWithinIt() {
		AssistantReply asked = answer("cancel yoga");
		assertThat(asked.pending().kind()).isEqualTo(Pending.Kind.WHICH_OCCURRENCE);
		assertThat(asked.pending().candidates()).containsExactly(WORLD.instanceId("Yoga", "2026-11-03T18:00"));
		ActionRequests actions = new ActionRequests(this.conversation);
		Utterance earlier = Utterance.read("cancel yoga");
		assertThat(actions.choose(earlier, "only the one on thursday", asked.pending().candidates())
			.reply()
			.proposedEvent()
			.eventId()).isEqualTo(WORLD.instanceId("Yoga", "2026-11-05T18:00"));
		// A candidate that no longer matches leaves nothing to choose.
		assertThat(actions.choose(earlier, "just the next one", List.of("gone"))).isNull();
	}

	@Test
	void cancellingTheWholeSeriesNamesItsNextOccurrence() {
		AssistantReply reply = answer("cancel yoga, all of them");
		assertThat(reply.proposedEvent().eventId()).isEqualTo(Fixtures.id("Yoga").toString());
		assertThat(reply.message()).isEqualTo("Cancel every \"Yoga\" (the whole series; the next one: "
				+ "Tuesday, November 3, 6:00 PM–7:00 PM)? Confirm it to delete the series.");
	}

	@Test
	void severalOccurrencesAtTheTimeSaidAreAskedAbout() {
		AssistantReply reply = answer("cancel yoga next week");
		assertThat(reply.type()).isEqualTo(ReplyType.CONFIRMATION);
		assertThat(reply.message()).contains("Tuesday, November 3").contains("Thursday, November 5");
	}

	@Test
	void aDaySaidOnceForAWholeSeriesIsAskedAbout() {
		AssistantReply reply = answer("move yoga to friday, all of them");
		assertThat(reply.type()).isEqualTo(ReplyType.CONFIRMATION);
		assertThat(reply.message()).contains("repeat on that day from now on").contains("just the next one");
		// Said as a habit, the days it repeats on change.
		assertThat(answer("move yoga to fridays").proposedEvent().recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=FR");
	}

	@Test
	void anotherEventAmongTheCandidatesIsAskedAboutWithEachSeriesOnce() {
		AssistantReply reply = answer("move my meeting to 3");
		List<String> named = List.of("Project meeting", "Team meeting");
		assertThat(reply.message()).startsWith(ActionRequests.WHICH);
		named.forEach((title) -> assertThat(reply.message()).contains(title));
	}

	@Test
	void aWeakRequestThatNamesNoEventIsNoChange() {
		ChangeRequest request = ChangeRequest.read(Utterance.read("make dinner reservations 90 minutes"));
		assertThat(request).isNotNull();
		assertThat(request.weak()).isTrue();
		assertThat(new ActionRequests(this.conversation).answer(request)).isNull();
	}

	@Test
	void oneOccurrenceNamedByItsDateWithoutAVerb() {
		ProposedEvent half = answer("yoga thu 12th at half 7").proposedEvent();
		assertThat(half.eventId()).isEqualTo(WORLD.instanceId("Yoga", "2026-11-12T18:00"));
		assertThat(WORLD.local(half.startTime())).isEqualTo("2026-11-12T19:30");
		ProposedEvent shorter = answer("standup 11/4 only 15 min").proposedEvent();
		assertThat(shorter.eventId()).isEqualTo(WORLD.instanceId("Standup", "2026-11-04T09:30"));
		assertThat(WORLD.local(shorter.endTime())).isEqualTo("2026-11-04T09:45");
		ProposedEvent weekOn = answer("tuesday week's yoga at 7pm").proposedEvent();
		assertThat(weekOn.eventId()).isEqualTo(WORLD.instanceId("Yoga", "2026-11-10T18:00"));
		assertThat(WORLD.local(weekOn.startTime())).isEqualTo("2026-11-10T19:00");
		ProposedEvent off = answer("yoga thu 5th is off").proposedEvent();
		assertThat(off.action()).isEqualTo(Action.DELETE);
		assertThat(off.eventId()).isEqualTo(WORLD.instanceId("Yoga", "2026-11-05T18:00"));
		assertThat(answer("cancel standup on the 6th").proposedEvent().eventId())
			.isEqualTo(WORLD.instanceId("Standup", "2026-11-06T09:30"));
		assertThat(answer("skip yoga next thursday").proposedEvent().eventId())
			.isEqualTo(WORLD.instanceId("Yoga", "2026-11-05T18:00"));
	}

}
