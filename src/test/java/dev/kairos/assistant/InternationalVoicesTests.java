package dev.kairos.assistant;

import java.util.List;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.ReplyType;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The kinds of English blind set G of issue 29 found unread (international students,
 * non-native speakers, Indian, Australian and Canadian usage, dictation), each with
 * examples of its own, not the set's: through the rules engine on Wednesday 2026-03-04
 * 10:30 in New York over {@link Fixtures#calendar()}.
 */
class InternationalVoicesTests {

	private static AssistantReply answer(String message) {
		return RulesEngine.answer(message, List.of(), Fixtures.conversation(Fixtures.calendar())).reply();
	}

	private static ProposedEvent proposal(String message) {
		AssistantReply reply = answer(message);
		assertThat(reply.type()).as(message + " → " + reply.message()).isEqualTo(ReplyType.PROPOSED_EVENT);
		return reply.proposedEvent();
	}

	private static void assertStart(String message, String start) {
		ProposedEvent event = proposal(message);
		assertThat(Fixtures.local(event.startTime())).as(message).isEqualTo(start);
	}

	@Test
	void aBareHourNextToItsDayIsTheTime() {
		assertStart("coffee with priya thursday 4", "2026-03-05T16:00");
		assertStart("call mum tomorrow morning 8", "2026-03-05T08:00");
		assertStart("badminton sat 7 in evening", "2026-03-07T19:00");
		assertStart("pick up the bike friday evening 5", "2026-03-06T17:00");
		assertStart("friday 11 visa office", "2026-03-06T11:00");
		ProposedEvent brunch = proposal("st patricks day parade 10");
		assertThat(Fixtures.local(brunch.startTime())).isEqualTo("2026-03-17T10:00");
		assertThat(brunch.title()).doesNotContain("10");
	}

	@Test
	void anHourBeforeAPartOfTheDayAfterForIsStillTheTime() {
		assertStart("dinner reservation for 8 tonight", "2026-03-04T20:00");
		ProposedEvent lunch = proposal("birthday lunch for grandma sunday, she turns 9");
		assertThat(Fixtures.local(lunch.startTime())).startsWith("2026-03-08")
			.isNotEqualTo("2026-03-08T09:00")
			.isNotEqualTo("2026-03-08T21:00");
	}

	@Test
	void newsAfterACancelNeverCutsAtIs() {
		AssistantReply reply = answer("cancel the what is ai talk");
		assertThat(reply.message()).contains("what is ai talk");
	}

	@Test
	void minutesAfterAnHourWithASpaceAreTheTime() {
		assertStart("team lunch fri at 12 15", "2026-03-06T12:15");
	}

	@Test
	void aNumberThatNamesSomethingIsNoHour() {
		ProposedEvent reading = proposal("read chapter 9 tomorrow morning");
		assertThat(reading.title()).contains("9");
		assertThat(Fixtures.local(reading.startTime())).isNotEqualTo("2026-03-05T09:00");
		ProposedEvent room = proposal("group meeting tomorrow room 6");
		assertThat(Fixtures.local(room.startTime())).isNotEqualTo("2026-03-05T06:00").isNotEqualTo("2026-03-05T18:00");
	}

	@Test
	void afterSomeDaysIsThatManyDaysOn() {
		assertStart("eye test after 3 days at 10am", "2026-03-07T10:00");
	}

	@Test
	void theComingWeekdaySaidOnThatWeekdayIsAWeekOn() {
		assertStart("coming wednesday swim 7am", "2026-03-11T07:00");
		assertStart("this wednesday swim 7pm", "2026-03-04T19:00");
	}

	@Test
	void aDayOfTheMonthAfterOnIsThatDay() {
		assertStart("pay the phone bill on 20th at 6pm", "2026-03-20T18:00");
		ProposedEvent drinks = proposal("drinks on 5th street friday at 8pm");
		assertThat(Fixtures.local(drinks.startTime())).isEqualTo("2026-03-06T20:00");
	}

	@Test
	void theAfternoonSaidTheAustralianWay() {
		assertStart("this arvo 3 tutoring", "2026-03-04T15:00");
	}

	@Test
	void preponeIsToBringForward() {
		ProposedEvent earlier = proposal("prepone the advisor meeting by 30 min");
		assertThat(earlier.action()).isEqualTo(Action.UPDATE);
		assertThat(earlier.eventId()).isEqualTo(Fixtures.id("Advisor meeting").toString());
		assertThat(Fixtures.local(earlier.startTime())).isEqualTo("2026-03-10T14:30");
		ProposedEvent to = proposal("kindly prepone office hours to 1");
		assertThat(to.eventId()).isEqualTo(Fixtures.id("Office hours").toString());
		assertThat(Fixtures.local(to.startTime())).isEqualTo("2026-03-05T13:00");
	}

	@Test
	void aChangeByDaysWithoutAVerb() {
		ProposedEvent later = proposal("book club 2 days later");
		assertThat(later.eventId()).isEqualTo(Fixtures.id("Book club").toString());
		assertThat(Fixtures.local(later.startTime())).isEqualTo("2026-03-10T19:00");
	}

	@Test
	void theNextDayIsADayLaterThanTheEvent() {
		ProposedEvent moved = proposal("shift the seminar to next day");
		assertThat(moved.eventId()).isEqualTo(Fixtures.id("Seminar").toString());
		assertThat(Fixtures.local(moved.startTime())).isEqualTo("2026-03-07T09:00");
		assertThat(Fixtures.local(moved.endTime())).isEqualTo("2026-03-07T12:00");
	}

	@Test
	void aNewLengthAfterTheEventsName() {
		ProposedEvent longer = proposal("yoga, make it 90 min");
		assertThat(longer.eventId()).isEqualTo(Fixtures.id("Yoga").toString());
		assertThat(Fixtures.local(longer.startTime())).isEqualTo("2026-03-12T18:00");
		assertThat(Fixtures.local(longer.endTime())).isEqualTo("2026-03-12T19:30");
	}

	@Test
	void newsAboutSomeoneAfterACancelIsNoPartOfTheName() {
		ProposedEvent cancel = proposal("cancel lunch with sam shes travelling");
		assertThat(cancel.action()).isEqualTo(Action.DELETE);
		assertThat(cancel.eventId()).isEqualTo(Fixtures.id("Lunch with Sam").toString());
	}

	@Test
	void aPlaceFromNowOnIsTheEventsNewPlace() {
		ProposedEvent moved = proposal("book club is at the cafe on main from now on");
		assertThat(moved.eventId()).isEqualTo(Fixtures.id("Book club").toString());
		assertThat(moved.location()).containsIgnoringCase("cafe on main");
	}

	@Test
	void aWeekOffIsAllDayEveryDay() {
		ProposedEvent off = proposal("i'm off work the whole week of march 23");
		assertThat(Fixtures.local(off.startTime())).isEqualTo("2026-03-23T00:00");
		assertThat(Fixtures.local(off.endTime())).isEqualTo("2026-03-30T00:00");
	}

	@Test
	void daysNamedWhereverEnglishIsSpoken() {
		assertStart("remembrance day service at 11am", "2026-11-11T11:00");
		assertStart("boxing day sale 9am", "2026-12-26T09:00");
	}

	@Test
	void aFeelingIsNoEvent() {
		for (String message : List.of("ugh so tired today", "im so stressed rn", "sigh, exhausted again",
				"feeling sick today")) {
			AssistantReply reply = answer(message);
			assertThat(reply.type()).as(message).isEqualTo(ReplyType.CONFIRMATION);
			assertThat(reply.message()).as(message).doesNotContain("schedule \"");
		}
		assertThat(answer("done").message()).doesNotContain("long one");
	}

	@Test
	void aSubjectInSingleQuotes() {
		AssistantReply reply = answer("draft an email to the lab group subject 'friday cleanup'");
		assertThat(reply.type()).isEqualTo(ReplyType.EMAIL_DRAFT);
		assertThat(reply.emailDraft().subject()).isEqualTo("friday cleanup");
	}

	@Test
	void newsSaidFirstThenTheChange() {
		ProposedEvent coffee = proposal("bus is late again, lunch with sam at 1 instead?");
		assertThat(coffee.eventId()).isEqualTo(Fixtures.id("Lunch with Sam").toString());
		assertThat(Fixtures.local(coffee.startTime())).isEqualTo("2026-03-06T13:00");
		ProposedEvent advisor = proposal("prof wrote that she is busy so the advisor meeting needs to go to 4pm");
		assertThat(advisor.eventId()).isEqualTo(Fixtures.id("Advisor meeting").toString());
		assertThat(Fixtures.local(advisor.startTime())).isEqualTo("2026-03-10T16:00");
		ProposedEvent pushed = proposal(
				"busy morning and i'll never make office hours, could you push it back an hour");
		assertThat(pushed.eventId()).isEqualTo(Fixtures.id("Office hours").toString());
		assertThat(Fixtures.local(pushed.startTime())).isEqualTo("2026-03-05T15:00");
	}

	@Test
	void aCancelSaidAsNoLongerNeededOrWithAReason() {
		ProposedEvent dentist = proposal("i dont need the dentist appointment anymore pls cancel");
		assertThat(dentist.action()).isEqualTo(Action.DELETE);
		assertThat(dentist.eventId()).isEqualTo(Fixtures.id("Dentist appointment").toString());
		ProposedEvent book = proposal("take book club off my calendar, nobody read the book");
		assertThat(book.action()).isEqualTo(Action.DELETE);
		assertThat(book.eventId()).isEqualTo(Fixtures.id("Book club").toString());
	}

}
