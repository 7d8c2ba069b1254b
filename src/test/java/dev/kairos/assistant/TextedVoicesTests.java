package dev.kairos.assistant;

import java.util.List;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.ReplyType;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The kinds of English set E of issue 29 found unread, each with examples of its own (not
 * the set's): through the rules engine on Wednesday 2026-03-04 10:30 in New York over
 * {@link Fixtures#calendar()}, and, for series, in {@link World#FALL}.
 */
class TextedVoicesTests {

	private static AssistantReply answer(String message) {
		return RulesEngine.answer(message, List.of(), Fixtures.conversation(Fixtures.calendar())).reply();
	}

	private static AssistantReply inFall(String message) {
		return RulesEngine.answer(message, List.of(), World.FALL.conversation()).reply();
	}

	private static ProposedEvent proposal(AssistantReply reply) {
		assertThat(reply.type()).as(reply.message()).isEqualTo(ReplyType.PROPOSED_EVENT);
		return reply.proposedEvent();
	}

	private static void assertTimes(AssistantReply reply, String start, String end) {
		ProposedEvent event = proposal(reply);
		assertThat(Fixtures.local(event.startTime())).as(reply.message()).isEqualTo(start);
		assertThat(Fixtures.local(event.endTime())).as(reply.message()).isEqualTo(end);
	}

	@Test
	void wordsWithLettersLeftOutAreReadAsTheWordsTheyShorten() {
		ProposedEvent moved = proposal(answer("mve the dentist appointment to thurs"));
		assertThat(moved.action()).isEqualTo(Action.UPDATE);
		assertThat(moved.eventId()).isEqualTo(Fixtures.id("Dentist appointment").toString());
		assertThat(Fixtures.local(moved.startTime())).isEqualTo("2026-03-05T15:00");
		ProposedEvent later = proposal(answer("lunch w sam 1 hr latr"));
		assertThat(Fixtures.local(later.startTime())).isEqualTo("2026-03-06T13:30");
		assertThat(answer("wats on tmorow").message()).contains("Chemistry lab").doesNotContain("Algorithms lecture");
	}

	@Test
	void aTaskToBeRemindedOfIsAnEventNamedByItsVerb() {
		AssistantReply pickUp = answer("remind me to pick up the dry cleaning friday at 5pm");
		assertTimes(pickUp, "2026-03-06T17:00", "2026-03-06T18:00");
		assertThat(pickUp.proposedEvent().title()).isEqualTo("Pick up the dry cleaning");
		AssistantReply email = answer("remind me to email the landlord tomorrow at 9am");
		assertTimes(email, "2026-03-05T09:00", "2026-03-05T10:00");
		assertThat(email.proposedEvent().title()).isEqualTo("Email the landlord");
	}

	@Test
	void smallTalkWithAFaceIsNoEvent() {
		for (String message : List.of("hey there :D", "good afternoon!! :)", "thanks 🙏", "👍", "morning ;-)")) {
			AssistantReply reply = answer(message);
			assertThat(reply.type()).as(message).isEqualTo(ReplyType.CONFIRMATION);
			assertThat(reply.message()).as(message).doesNotContain("schedule \"");
		}
	}

	@Test
	void aPlaceSaidAsNewsIsThePlaceWhateverItLooksLike() {
		ProposedEvent moved = proposal(answer("book club is at the annex now not the library"));
		assertThat(moved.eventId()).isEqualTo(Fixtures.id("Book club").toString());
		assertThat(moved.location()).isEqualTo("Annex");
		assertThat(Fixtures.local(moved.startTime())).isEqualTo("2026-03-08T19:00");
	}

	@Test
	void anOccurrenceNamedBeforeItsVerbIsChangedAlone() {
		World world = World.FALL;
		ProposedEvent standup = proposal(inFall("standup on the 12th move to 10am"));
		assertThat(standup.eventId()).isEqualTo(world.instanceId("Standup", "2026-11-12T09:30"));
		assertThat(world.local(standup.startTime())).isEqualTo("2026-11-12T10:00");
		ProposedEvent yoga = proposal(inFall("tue yoga half an hour longer"));
		assertThat(yoga.eventId()).isEqualTo(world.instanceId("Yoga", "2026-11-03T18:00"));
		assertThat(world.local(yoga.endTime())).isEqualTo("2026-11-03T19:30");
	}

	@Test
	void stoppingASeriesForGoodCancelsAllOfIt() {
		ProposedEvent stop = proposal(inFall("stop standup for good"));
		assertThat(stop.action()).isEqualTo(Action.DELETE);
		assertThat(stop.eventId()).isEqualTo(Fixtures.id("Standup").toString());
	}

	@Test
	void sessionsForAnExamAndNamedExamsArePlans() {
		assertThat(answer("set up prep blocks before my finals").type()).isEqualTo(ReplyType.STUDY_PLAN);
		assertThat(answer("make me a revision timetable for the mcat").type()).isEqualTo(ReplyType.STUDY_PLAN);
	}

	@Test
	void clockFormsSpansAndCountsOfMonths() {
		assertTimes(answer("1915 pottery class thu"), "2026-03-05T19:15", "2026-03-05T20:15");
		assertThat(proposal(answer("2000 words essay thursday")).startTime())
			.isNotEqualTo(Fixtures.at("2026-03-05T20:00"));
		AssistantReply trip = answer("road trip sat mar 14 thru mon mar 16");
		assertTimes(trip, "2026-03-14T00:00", "2026-03-17T00:00");
		assertThat(trip.proposedEvent().allDay()).isTrue();
		assertTimes(answer("two months from today at 11am checkup"), "2026-05-04T11:00", "2026-05-04T12:00");
		AssistantReply game = answer("game night fri 7pm");
		assertTimes(game, "2026-03-06T19:00", "2026-03-06T20:00");
		assertThat(game.proposedEvent().title()).isEqualTo("Game night");
		// A part of the day after a day word is still when.
		assertThat(proposal(answer("dinner with jo friday night")).title()).isEqualTo("Dinner with Jo");
	}

	@Test
	void aLetterWrongInAShortWordOfANameStillNamesTheEvent() {
		ProposedEvent later = proposal(answer("teem sync 30 min later"));
		assertThat(later.eventId()).isEqualTo(Fixtures.id("Team sync").toString());
		assertThat(Fixtures.local(later.startTime())).isEqualTo("2026-03-09T10:30");
	}

	@Test
	void britishObservancesAndAChangeCompletedAfterTheQuestionWhen() {
		World spring = World.SPRING;
		AssistantReply pancakes = RulesEngine.answer("pancake day brunch 11am", List.of(), spring.conversation())
			.reply();
		// Easter Sunday 2027 is today: this year's Pancake Day is over, next year's is
		// 47 days before Easter 2028 (April 16).
		assertThat(spring.local(proposal(pancakes).startTime())).isEqualTo("2028-02-29T11:00");
		AssistantReply georges = RulesEngine.answer("st georges day parade 10am", List.of(), spring.conversation())
			.reply();
		assertThat(spring.local(proposal(georges).startTime()).substring(5)).isEqualTo("04-23T10:00");
		// "move the dentist" asks when; "friday same time" completes that change.
		AssistantReply asked = answer("move the dentist appointment");
		assertThat(asked.pending().kind()).isEqualTo(dev.kairos.assistant.planning.Pending.Kind.DETAILS);
		List<dev.kairos.assistant.planning.Turn> history = List.of(
				new dev.kairos.assistant.planning.Turn(true, "move the dentist appointment", null),
				new dev.kairos.assistant.planning.Turn(false, asked.message(), null, asked.pending()));
		AssistantReply moved = RulesEngine
			.answer("next tuesday same time", history, Fixtures.conversation(Fixtures.calendar()))
			.reply();
		assertThat(proposal(moved).eventId()).isEqualTo(Fixtures.id("Dentist appointment").toString());
		assertThat(Fixtures.local(moved.proposedEvent().startTime())).isEqualTo("2026-03-10T15:00");
	}

}
