package dev.kairos.assistant.planning;

import java.util.List;
import java.util.Set;

import dev.kairos.assistant.language.Details;
import dev.kairos.assistant.language.Repeat;
import dev.kairos.assistant.language.Utterance;
import dev.kairos.assistant.language.When;
import dev.kairos.assistant.language.WhenParser;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * New events proposed on Wednesday 2026-03-04 at 10:30 in New York, in the week of
 * {@link Fixtures#week()}, read as the rules engine reads a message.
 */
class EventRequestsTests {

	private static AssistantReply answer(String message) {
		Utterance utterance = Utterance.read(message);
		List<String> emails = Details.claimEmails(utterance);
		When when = WhenParser.parse(utterance, Fixtures.NOW, Fixtures.preferences().weekStart(),
				Fixtures.preferences().dateOrder());
		return new EventRequests(Fixtures.conversation()).answer(utterance, when, emails).reply();
	}

	@Test
	void saysATimeItWasGivenAndATimeItFoundDifferently() {
		assertThat(answer("lunch with Sam tomorrow at 12:30").message())
			.isEqualTo("\"Lunch with Sam\" tomorrow (Thursday, March 5), 12:30 PM–1:30 PM."
					+ " Confirm it to add it to your calendar.");
		assertThat(answer("meeting with sam sometime tomorrow").message())
			.isEqualTo("The earliest free 1 hour for \"Meeting with Sam\" is tomorrow (Thursday, March 5),"
					+ " 10:30 AM–11:30 AM. Confirm it to add it to your calendar.");
	}

	@Test
	void namesThePlaceOnlyWhenOneIsSaid() {
		AssistantReply coffee = answer("coffee with Dana at Blue Bottle tomorrow at 3pm");
		assertThat(coffee.message()).isEqualTo("\"Coffee with Dana\" tomorrow (Thursday, March 5), 3:00 PM–4:00 PM."
				+ " Location: Blue Bottle. Confirm it to add it to your calendar.");
		assertThat(coffee.proposedEvent().location()).isEqualTo("Blue Bottle");
		assertThat(answer("coffee with Dana tomorrow at 3pm").proposedEvent().location()).isNull();
	}

	@Test
	void listsTheAddressesSaidAsAttendeesAfterTheDescription() {
		assertThat(answer("lunch with Sam tomorrow at 12:30").proposedEvent().description()).isNull();
		assertThat(answer("meet with sam@x.com and lee@y.org tomorrow at 10am").proposedEvent().description())
			.isEqualTo("Attendees: sam@x.com, lee@y.org");
		assertThat(
				answer("meeting with sam@x.com tomorrow at 11am to discuss the budget").proposedEvent().description())
			.isEqualTo("Discuss the budget\nAttendees: sam@x.com");
	}

	@Test
	void anEndSaidAfterAMomentEndsTheEventOrIsRefusedBeforeItsStart() {
		AssistantReply untilThree = answer("meeting in 2 hours until 3pm");
		assertThat(Fixtures.local(untilThree.proposedEvent().startTime())).isEqualTo("2026-03-04T12:30");
		assertThat(Fixtures.local(untilThree.proposedEvent().endTime())).isEqualTo("2026-03-04T15:00");
		AssistantReply fromNow = answer("focus time from now until 3pm");
		assertThat(fromNow.message()).isEqualTo("\"Focus time\" today (Wednesday, March 4), 10:30 AM–3:00 PM. It"
				+ " overlaps \"Algorithms lecture\" (today (Wednesday, March 4), 1:00 PM–2:00 PM); you can still keep"
				+ " both, or ask me to move it.");
		assertThat(answer("meeting in 2 hours until 11am").message())
			.isEqualTo("That would end \"Meeting\" at 11:00 AM, before it starts at 12:30 PM. When should it end?");
		assertThat(answer("meeting in 2 hours until 12:30pm").message())
			.isEqualTo("That would end \"Meeting\" as it starts, at 12:30 PM. When should it end?");
	}

	@Test
	void asksHowItRepeatsWhenItWouldNotHappenWithinTwoYears() {
		// No message reads as such a repeat (a 32nd of the month); the answer is a guard.
		Repeat never = new Repeat(Repeat.Frequency.MONTHLY, 1, Set.of(), List.of(), 32, null, null, 0);
		Utterance utterance = Utterance.read("rent at 9am");
		When when = WhenParser.parse(utterance, Fixtures.NOW, Fixtures.preferences().weekStart(),
				Fixtures.preferences().dateOrder());
		assertThat(
				new EventRequests(Fixtures.conversation()).answer(utterance, when, List.of(), never).reply().message())
			.isEqualTo("I couldn't find a day when \"Rent\" would happen in the next two years. How should it repeat?");
	}

	@Test
	void saysWhichDaysItSearchedWhenNothingFits() {
		assertThat(answer("block 9 hours for the retreat next week").message())
			.isEqualTo("I couldn't find a free 9 hours for \"Retreat\" between Monday, March 9 and Friday, March 13"
					+ " within your working hours (09:00–17:00). Which other day or time should I try?");
		assertThat(answer("block 9 hours for the retreat on friday").message())
			.isEqualTo("I couldn't find a free 9 hours for \"Retreat\" Friday, March 6"
					+ " within your working hours (09:00–17:00). Which other day or time should I try?");
	}

}
