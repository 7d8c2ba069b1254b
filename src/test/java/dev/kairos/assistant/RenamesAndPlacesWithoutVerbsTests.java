package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A new name said without a verb ("X -> Y", "X is now Y" of the same kind of thing, "X,
 * change name to Y", "X should be called Y"), and a new place said without one ("X
 * location Y", "X on zoom", "X online this week", "X moved to kent 107", "X is always at
 * Y" for the whole series, a four-word name before "at" a place). In {@link World#FALL}
 * (Friday 2026-10-30 15:40, Chicago).
 */
class RenamesAndPlacesWithoutVerbsTests {

	@Test
	void anArrowToWordsThatSayNoTimeIsANewName() {
		assertRenamed("team meeting -> weekly sync", "Team meeting", "weekly sync");
		assertRenamed("halloween party \u2192 costume party", "Halloween party", "costume party");
		// a time, a day or a place after the arrow is no name
		assertNotRenamed("dentist -> friday");
		assertNotRenamed("dentist -> 4pm");
		assertPlace("dentist -> room 12", "Dentist", "Room 12");
	}

	@Test
	void isNowWithAWordOfTheOldNameIsANewName() {
		assertRenamed("project meeting is now project retro", "Project meeting", "project retro");
		assertRenamed("dentist is now dentist and hygienist", "Dentist", "dentist and hygienist");
		// no word shared: news of something else ("online" is a place)
		assertPlace("team meeting is now online", "Team meeting", "Online");
		// no event of that name: nothing is renamed
		AssistantReply reply = answerIn(World.FALL, "coffee with ben is now coffee with ben and liz");
		assertThat(reply.proposedEvent() == null || reply.proposedEvent().action() != Action.UPDATE).isTrue();
	}

	@Test
	void aNameChangeSaidAfterTheName() {
		assertRenamed("1:1 with priya, change name to priya sync", "1:1 with Priya", "priya sync");
		// "all" after "called" is part of the name, not "all of them"
		assertRenamed("team meeting should be called all staff", "Team meeting", "all staff");
	}

	@Test
	void aPlaceSaidWithoutAVerb() {
		assertPlace("dentist location smile dental", "Dentist", "Smile dental");
		assertPlace("1:1 with priya on google meet", "1:1 with Priya", "Google meet");
		assertPlace("project meeting remote this week", "Project meeting", "Remote");
		assertPlace("project meeting moved to harper 130", "Project meeting", "Harper 130");
		assertPlace("move physics lecture to eckhart 202", "Physics lecture", "Eckhart 202");
		assertPlace("linear algebra study block at regenstein", "Study: Linear algebra midterm", "Regenstein");
		// a week's number is no room
		ProposedEvent review = proposal(answerIn(World.FALL, "essay review in week 3 monday 10am"));
		assertThat(review.action()).isEqualTo(Action.CREATE);
		assertThat(review.location()).isNull();
		ProposedEvent room = proposal(answerIn(World.FALL, "meeting with bob in kent 107 tomorrow at 2"));
		assertThat(room.location()).isEqualTo("Kent 107");
	}

	@Test
	void alwaysAtAPlaceIsTheWholeSeries() {
		ProposedEvent yoga = proposal(answerIn(World.FALL, "yoga is always at the lakeside studio"));
		assertThat(yoga.action()).isEqualTo(Action.UPDATE);
		assertThat(yoga.eventId()).isEqualTo(Fixtures.id("Yoga").toString());
		assertThat(yoga.location()).isEqualToIgnoringCase("lakeside studio");
		assertThat(yoga.recurrence()).isNotNull();
	}

	private static void assertRenamed(String message, String title, String name) {
		ProposedEvent event = proposal(answerIn(World.FALL, message));
		assertThat(event.action()).as(message).isEqualTo(Action.UPDATE);
		assertThat(event.eventId()).as(message).isEqualTo(Fixtures.id(title).toString());
		assertThat(event.title()).as(message).isEqualToIgnoringCase(name);
	}

	private static void assertNotRenamed(String message) {
		ProposedEvent event = answerIn(World.FALL, message).proposedEvent();
		assertThat(event == null || event.title().equalsIgnoreCase("dentist")).as(message).isTrue();
	}

	private static void assertPlace(String message, String title, String place) {
		ProposedEvent event = proposal(answerIn(World.FALL, message));
		assertThat(event.action()).as(message).isEqualTo(Action.UPDATE);
		assertThat(event.eventId()).as(message).isEqualTo(Fixtures.id(title).toString());
		assertThat(event.location()).as(message).isEqualToIgnoringCase(place);
		assertThat(event.title()).as(message).isEqualTo(title);
	}

}
