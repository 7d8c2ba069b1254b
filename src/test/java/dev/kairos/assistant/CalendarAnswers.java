package dev.kairos.assistant;

import java.util.List;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.ReplyType;
import dev.kairos.assistant.planning.Turn;
import dev.kairos.assistant.planning.World;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The rules engine's answers over {@link Fixtures#calendar()} (Wednesday 2026-03-04 10:30
 * in New York), and what the tests of kinds of English check of them.
 */
final class CalendarAnswers {

	private CalendarAnswers() {
	}

	static AssistantReply answer(String message) {
		return RulesEngine.answer(message, List.of(), Fixtures.conversation(Fixtures.calendar())).reply();
	}

	/**
	 * The answer to a message in a world of its own (its zone, date order and calendar).
	 */
	static AssistantReply answerIn(World world, String message) {
		return RulesEngine.answer(message, List.of(), world.conversation()).reply();
	}

	/**
	 * The answer to a message after an earlier one and the engine's answer to it, from a
	 * client that sends the whole answer back.
	 */
	static AssistantReply after(String first, String message) {
		AssistantReply reply = answer(first);
		List<Turn> history = List.of(new Turn(true, first, null),
				new Turn(false, reply.message(), reply.proposedEvent(), reply.pending()));
		return RulesEngine.answer(message, history, Fixtures.conversation(Fixtures.calendar())).reply();
	}

	/**
	 * The answer to a message after an earlier one, in a world of its own, from a client
	 * that sends the whole answer back.
	 */
	static AssistantReply afterIn(World world, String first, String message) {
		AssistantReply reply = answerIn(world, first);
		List<Turn> history = List.of(new Turn(true, first, null),
				new Turn(false, reply.message(), reply.proposedEvent(), reply.pending()));
		return RulesEngine.answer(message, history, world.conversation()).reply();
	}

	/**
	 * The same from a client that keeps only the text of the turns (no proposal, no
	 * question sent back).
	 */
	static AssistantReply afterText(String first, String message) {
		List<Turn> plain = List.of(new Turn(true, first, null), new Turn(false, answer(first).message(), null, null));
		return RulesEngine.answer(message, plain, Fixtures.conversation(Fixtures.calendar())).reply();
	}

	/** The same in a world of its own. */
	static AssistantReply afterTextIn(World world, String first, String message) {
		List<Turn> plain = List.of(new Turn(true, first, null),
				new Turn(false, answerIn(world, first).message(), null, null));
		return RulesEngine.answer(message, plain, world.conversation()).reply();
	}

	/** The answer is a proposal: that proposal. */
	static ProposedEvent proposal(AssistantReply reply) {
		assertThat(reply.type()).as(reply.message()).isEqualTo(ReplyType.PROPOSED_EVENT);
		return reply.proposedEvent();
	}

	/** The message changes the event of that title: the proposed change. */
	static ProposedEvent change(String message, String title) {
		ProposedEvent event = proposal(answer(message));
		assertThat(event.action()).as(message).isNotEqualTo(Action.CREATE);
		assertThat(event.eventId()).as(message).isEqualTo(Fixtures.id(title).toString());
		return event;
	}

	/** The message updates the event of that title in a world: the proposed change. */
	static ProposedEvent updateIn(World world, String message, String title) {
		ProposedEvent event = proposal(answerIn(world, message));
		assertThat(event.action()).as(message).isEqualTo(Action.UPDATE);
		assertThat(event.eventId()).as(message).isEqualTo(Fixtures.id(title).toString());
		return event;
	}

	/** Its local start and end in New York. */
	static void assertTimes(ProposedEvent event, String start, String end) {
		assertThat(Fixtures.local(event.startTime())).isEqualTo(start);
		assertThat(Fixtures.local(event.endTime())).isEqualTo(end);
	}

}
