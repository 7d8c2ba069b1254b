package dev.kairos.assistant;

import java.util.List;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.Turn;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.answer;
import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.assertTimes;
import static dev.kairos.assistant.CalendarAnswers.change;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The kinds blind set AC of issue 29 left unread, with examples of their own: an event's
 * name and a bare length or end ("office hours 90 min", "book club till 9:30"), a date
 * and "same time", someone's wish ("sam wants lunch at 1", "dana asked if X could be at 2
 * on thursday instead", "my yoga instructor can only do 7 on the 12th"), verbs told as
 * news ("got extended by", "dana pushed X back a day", "bailed on"), new places
 * ("location is ... now", "on teams now not the office", "X, put it in lab 3"), the
 * series forms and the follow-ups: through the rules engine on Wednesday 2026-03-04 10:30
 * in New York over {@link Fixtures#calendar()}, or in {@link World#FALL}.
 */
class WishesAndBareLengthsTests {

	@Test
	void aNameAndABareLengthOrEnd() {
		assertTimes(change("office hours 90 min", "Office hours"), "2026-03-05T14:00", "2026-03-05T15:30");
		assertTimes(change("advisor meeting 30 mins now", "Advisor meeting"), "2026-03-10T15:00", "2026-03-10T15:30");
		assertTimes(change("sminar 2 hrs", "Seminar"), "2026-03-06T09:00", "2026-03-06T11:00");
		assertTimes(change("book club till 9:30", "Book club"), "2026-03-08T19:00", "2026-03-08T21:30");
		assertTimes(change("biology study 1 to 3 instead", "Study: Biology final"), "2026-03-09T13:00",
				"2026-03-09T15:00");
		// no such event: a new one of that length
		assertThat(proposal(answer("gym 1 hour tomorrow at 7am")).action()).isEqualTo(Action.CREATE);
	}

	@Test
	void aDateAndTheSameTime() {
		assertTimes(change("team sync mar 16 same time", "Team sync"), "2026-03-16T10:00", "2026-03-16T11:00");
		assertTimes(change("book club -> march 15 same time", "Book club"), "2026-03-15T19:00", "2026-03-15T20:00");
		assertTimes(change("move the advisor meeting to 4 on friday", "Advisor meeting"), "2026-03-06T16:00",
				"2026-03-06T17:00");
	}

	@Test
	void someonesWish() {
		assertTimes(change("sam wants lunch at 1", "Lunch with Sam"), "2026-03-06T13:00", "2026-03-06T14:00");
		assertTimes(change("dana asked if the project meeting could be at 2 on the 12th instead",
				"Project meeting with Dana"), "2026-03-12T14:00", "2026-03-12T15:00");
		assertTimes(change("fyi dana needs the project meeting to be 30 mins", "Project meeting with Dana"),
				"2026-03-11T11:00", "2026-03-11T11:30");
		assertTimes(change("the seminar has to be at 10", "Seminar"), "2026-03-06T10:00", "2026-03-06T13:00");
		assertTimes(change("my yoga instructor can only do 7 on the 12th", "Yoga"), "2026-03-12T19:00",
				"2026-03-12T20:00");
	}

	@Test
	void changesToldAsNews() {
		assertThat(change("scratch book club", "Book club").action()).isEqualTo(Action.DELETE);
		assertThat(change("sam bailed on lunch", "Lunch with Sam").action()).isEqualTo(Action.DELETE);
		assertTimes(change("the seminar got extended by 30 min", "Seminar"), "2026-03-06T09:00", "2026-03-06T12:30");
		assertTimes(change("the seminar was cut by an hour", "Seminar"), "2026-03-06T09:00", "2026-03-06T11:00");
		assertTimes(change("dana pushed the project meeting back a day", "Project meeting with Dana"),
				"2026-03-12T11:00", "2026-03-12T12:00");
	}

	@Test
	void newPlaces() {
		assertThat(change("advisor meeting location is room 12 now", "Advisor meeting").location())
			.isEqualToIgnoringCase("room 12");
		assertThat(change("team sync is on teams now not the office", "Team sync").location())
			.isEqualToIgnoringCase("teams");
		assertThat(change("chemistry lab, put it in lab 3", "Chemistry lab").location()).isEqualToIgnoringCase("lab 3");
		assertThat(change("rename the book club to all about books", "Book club").title()).isEqualTo("all about books");
	}

	@Test
	void seriesAndFollowUps() {
		ProposedEvent every = proposal(answerIn(World.FALL, "make every yoga class 6:30 to 7:30pm"));
		assertThat(every.action()).isEqualTo(Action.UPDATE);
		assertThat(every.recurrence()).isNotNull();
		assertThat(World.FALL.local(every.startTime()).substring(11)).isEqualTo("18:30");
		ProposedEvent skipped = proposal(answerIn(World.FALL, "standup tuesday the 10th skip"));
		assertThat(skipped.action()).isEqualTo(Action.DELETE);
		assertThat(World.FALL.local(skipped.startTime())).isEqualTo("2026-11-10T09:30");
		ProposedEvent party = proposal(answerIn(World.FALL, "halloween pty 30 min later"));
		assertThat(World.FALL.local(party.startTime())).isEqualTo("2026-10-31T20:30");
		AssistantReply when = answer("when is book club");
		List<Turn> history = List.of(new Turn(true, "when is book club", null),
				new Turn(false, when.message(), when.proposedEvent(), when.pending()));
		ProposedEvent dropped = proposal(
				RulesEngine.answer("nah drop it", history, Fixtures.conversation(Fixtures.calendar())).reply());
		assertThat(dropped.action()).isEqualTo(Action.DELETE);
		assertThat(dropped.eventId()).isEqualTo(Fixtures.id("Book club").toString());
	}

}
