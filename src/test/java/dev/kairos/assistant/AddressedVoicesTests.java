package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.ReplyType;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.after;
import static dev.kairos.assistant.CalendarAnswers.answer;
import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.assertTimes;
import static dev.kairos.assistant.CalendarAnswers.change;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The kinds of English blind set L of issue 29 left unread and the next round reads
 * (street addresses, titles in quotes, places of several words, news of a place, a length
 * or a day, a cancel with its reason, "X - change the title to Y", a dated occurrence
 * made shorter, a clock before a numeric date, "w/c", "the weekend of", thanks to
 * someone, study plans by other names), each with examples of its own, not the set's:
 * through the rules engine on Wednesday 2026-03-04 10:30 in New York over
 * {@link Fixtures#calendar()}, and in {@link World#SPRING} (London, day first) where the
 * order of a date matters.
 */
class AddressedVoicesTests {

	@Test
	void streetAddressesArePlacesAndTheirNumbersNoHours() {
		ProposedEvent boiler = proposal(answer("boiler service at 14 Elm Road thursday 9-11"));
		assertThat(boiler.location()).isEqualTo("14 Elm Road");
		assertThat(boiler.title()).isEqualTo("Boiler service");
		assertTimes(boiler, "2026-03-05T09:00", "2026-03-05T11:00");
		ProposedEvent viewing = proposal(answer("flat viewing, 221b Baker Street, friday at 5pm"));
		assertThat(viewing.location()).isEqualTo("221b Baker Street");
		assertTimes(viewing, "2026-03-06T17:00", "2026-03-06T18:00");
		// A number before words that end in a street's kind is no address when the words
		// join ("at 3 on the way"), and a day is no street name.
		ProposedEvent way = proposal(answer("call mum at 3 on the way home tomorrow"));
		assertThat(way.location()).isNull();
		assertTimes(way, "2026-03-05T15:00", "2026-03-05T16:00");
	}

	@Test
	void aTitleInQuotesIsTheTitle() {
		ProposedEvent quoted = proposal(
				answer("my brother moves house on saturday, add \"Help Jamie move\" at 10am if you can"));
		assertThat(quoted.title()).isEqualTo("Help Jamie move");
		assertTimes(quoted, "2026-03-07T10:00", "2026-03-07T11:00");
		// A quoted passage of sentences is no title.
		ProposedEvent pasted = proposal(answer("\"Hi all. The quiz is back on.\" quiz night friday at 7pm"));
		assertThat(pasted.title()).isNotEqualTo("Hi all. The quiz is back on.").contains("quiz night");
		// Two quoted names: neither alone is the title.
		assertThat(proposal(answer("add \"Mia\" and \"Leo\" playdate friday at 3pm")).title()).isNotEqualTo("Mia")
			.contains("playdate");
	}

	@Test
	void aPlaceOfSeveralWordsBeforeItsKind() {
		ProposedEvent fair = proposal(answer("careers fair on friday in the old main exam hall from 10 till 1"));
		assertThat(fair.location()).isEqualTo("Old main exam hall");
		assertTimes(fair, "2026-03-06T10:00", "2026-03-06T13:00");
		// A joining word ends the words before a place: "before the office" is no place
		// of
		// its own.
		assertThat(proposal(answer("gym in the morning before the office tomorrow at 7am")).location()).isNull();
	}

	@Test
	void newsOfAPlaceALengthOrADay() {
		assertThat(change("book club is at Waterstones", "Book club").location()).isEqualTo("Waterstones");
		// With a time said it is a new event there.
		assertThat(proposal(answer("book club is at Waterstones tomorrow at 6pm")).action()).isEqualTo(Action.CREATE);
		assertTimes(change("the project meeting with dana is 2 hours not 1", "Project meeting with Dana"),
				"2026-03-11T11:00", "2026-03-11T13:00");
		assertTimes(change("yoga tickets are for the 13th instead", "Yoga"), "2026-03-13T18:00", "2026-03-13T19:00");
		assertThat(change("book club sunday is cancelled, the host is ill", "Book club").action())
			.isEqualTo(Action.DELETE);
		assertThat(change("office hours - change the title to Office hours (room 12)", "Office hours").title())
			.isEqualTo("Office hours (room 12)");
	}

	@Test
	void aDatedOccurrenceMadeShorter() {
		World world = World.SPRING;
		AssistantReply reply = answerIn(world, "make the running club on 21 april 15 mins shorter");
		ProposedEvent event = proposal(reply);
		assertThat(world.local(event.startTime())).isEqualTo("2027-04-21T07:00");
		assertThat(world.local(event.endTime())).isEqualTo("2027-04-21T07:45");
		assertThat(event.eventId()).isEqualTo(world.instanceId("Running club", "2027-04-21T07:00"));
	}

	@Test
	void clocksAndDatesSaidTogether() {
		assertTimes(proposal(answer("train to boston 0745 on 3/9")), "2026-03-09T07:45", "2026-03-09T08:45");
		assertTimes(proposal(answer("inspection thu 12 march 0900-1130")), "2026-03-12T09:00", "2026-03-12T11:30");
		World world = World.SPRING;
		// To one who writes the day first, "12.45" is no date (there is no 45th month).
		ProposedEvent lunch = proposal(answerIn(world, "team lunch friday 12.45"));
		assertThat(world.local(lunch.startTime())).isEqualTo("2027-04-02T12:45");
	}

	@Test
	void weeksCommencingAndWeekendsOf() {
		World world = World.SPRING;
		AssistantReply week = answerIn(world, "anything on w/c 19 april?");
		assertThat(week.message()).contains("between Monday, April 19 and Sunday, April 25");
		AssistantReply weekend = answerIn(world, "what have i got the weekend of the 17th");
		assertThat(weekend.message()).contains("Saturday, April 17 and Sunday, April 18");
		// A weekday's weekend is the one after it.
		AssistantReply friday = answerIn(world, "what's on the weekend of the 16th");
		assertThat(friday.message()).contains("Saturday, April 17 and Sunday, April 18");
	}

	@Test
	void thanksToSomeoneAndStudyPlansByOtherNames() {
		assertThat(answer("CHEERS MATE!").type()).isEqualTo(ReplyType.CONFIRMATION);
		assertThat(answer("thanks love").message()).startsWith("You're welcome");
		assertThat(answer("could you make a plan for revising for my chem test on march 20").type())
			.isEqualTo(ReplyType.STUDY_PLAN);
		assertThat(answer("i need a good plan for my driving theory test on the 25th").type())
			.isEqualTo(ReplyType.STUDY_PLAN);
		// A plan for something else is an event.
		assertThat(answer("plan a party for my exam results friday at 8pm").type()).isEqualTo(ReplyType.PROPOSED_EVENT);
	}

	@Test
	void aPlaceAddedAfterAProposalWithAnOh() {
		ProposedEvent event = proposal(after("netball match saturday 2pm", "oh and it's at the Sports Hall"));
		assertThat(event.location()).isEqualTo("Sports Hall");
		assertTimes(event, "2026-03-07T14:00", "2026-03-07T15:00");
	}

}
