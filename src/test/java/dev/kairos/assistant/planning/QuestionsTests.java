package dev.kairos.assistant.planning;

import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;

import dev.kairos.assistant.language.Utterance;
import dev.kairos.assistant.language.When;
import dev.kairos.assistant.language.WhenParser;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Questions about the calendar on Wednesday 2026-03-04 10:30 in New York, over the
 * calendar of {@link Fixtures#calendar()} unless a test says otherwise.
 */
class QuestionsTests {

	private static When when(Utterance utterance, Conversation conversation) {
		return WhenParser.parse(utterance, LocalDateTime.ofInstant(conversation.now(), Fixtures.ZONE),
				conversation.preferences().weekStart(), conversation.preferences().dateOrder());
	}

	private static Answer agenda(String message, CalendarView calendar) {
		Conversation conversation = Fixtures.conversation(calendar);
		return new Questions(conversation).agenda(when(Utterance.read(message), conversation));
	}

	private static String agenda(String message) {
		return agenda(message, Fixtures.calendar()).reply().message();
	}

	private static String freeSlots(String message, CalendarView calendar) {
		Conversation conversation = Fixtures.conversation(calendar);
		return new Questions(conversation).freeSlots(when(Utterance.read(message), conversation)).reply().message();
	}

	private static String whenIs(String message) {
		Utterance utterance = Utterance.read(message);
		return new Questions(Fixtures.conversation(Fixtures.calendar())).whenIs(utterance.text()).reply().message();
	}

	private static String nextEvent(String message, CalendarView calendar) {
		Utterance utterance = Utterance.read(message);
		return new Questions(Fixtures.conversation(calendar)).nextEvent(utterance.text()).reply().message();
	}

	private static String due(String message, Conversation.Assignments assignments) {
		Conversation conversation = new Conversation(Fixtures.conversation().now(), Fixtures.preferences(),
				Fixtures.calendar(), assignments, null);
		return new Questions(conversation).due(when(Utterance.read(message), conversation)).reply().message();
	}

	private static Answer unclear(String message) {
		Conversation conversation = Fixtures.conversation(Fixtures.calendar());
		Utterance utterance = Utterance.read(message);
		return new Questions(conversation).unclear(utterance, when(utterance, conversation));
	}

	/** Events of 15 minutes back to back tomorrow from 9:00, "Slot 1" first. */
	private static CalendarView slots(int count) {
		List<CalendarEvent> events = new ArrayList<>();
		for (int i = 0; i < count; i++) {
			LocalDateTime start = LocalDateTime.of(2026, 3, 5, 9, 0).plusMinutes(15L * i);
			events.add(Fixtures.event("Slot " + (i + 1), start.toString(), start.plusMinutes(15).toString()));
		}
		return Fixtures.calendar(events.toArray(CalendarEvent[]::new));
	}

	private static String freeCheck(String message) {
		Conversation conversation = Fixtures.conversation(Fixtures.calendar());
		Utterance utterance = Utterance.read(message);
		return new Questions(conversation).freeCheck(utterance, when(utterance, conversation)).reply().message();
	}

	@Test
	void aTimeThatEndsBeforeItStartsIsNotChecked() {
		assertThat(freeCheck("am I free in 2 hours until 11am?"))
			.isEqualTo("That would end before it starts. Which time should I check?");
		assertThat(freeCheck("am I free in 2 hours until 4pm?")).isEqualTo("No, today (Wednesday, March 4), "
				+ "12:30 PM–4:00 PM overlaps \"Algorithms lecture\" (today (Wednesday, March 4), 1:00 PM–2:00 PM).");
	}

	@Test
	void aTimeOfTheDayNamedThatHasPassedIsNotCheckedOnTheNextDay() {
		assertThat(freeCheck("am I free at 9am today?"))
			.isEqualTo("That time has already passed. Which time should I check?");
		assertThat(freeCheck("am I free tomorrow at 9?")).isEqualTo(
				"No, tomorrow (Thursday, March 5), 9:00 AM–10:00 AM overlaps \"Chemistry lab\" (tomorrow (Thursday, "
						+ "March 5), 9:00 AM–10:30 AM).");
	}

	@Test
	void listsTheEventsOfADay() {
		assertThat(agenda("what do I have tomorrow?")).isEqualTo(
				"You have 2 events tomorrow (Thursday, March 5): 9:00 AM–10:30 AM Chemistry lab; 2:00 PM–3:00 PM "
						+ "Office hours.");
		assertThat(agenda("what's on my calendar?"))
			.isEqualTo("You have 1 event today (Wednesday, March 4): 1:00 PM–2:00 PM Algorithms lecture.");
		Answer saturday = agenda("what do I have on saturday?", Fixtures.calendar());
		assertThat(saturday.reply().message()).isEqualTo("You have nothing on your calendar Saturday, March 7.");
		assertThat(saturday.interval())
			.isEqualTo(new Interval(Fixtures.at("2026-03-07T00:00"), Fixtures.at("2026-03-08T00:00")));
	}

	@Test
	void saysWhenTheDaysAskedAboutAreOver() {
		assertThat(agenda("what do I have before today?"))
			.isEqualTo("That day is over. Which day would you like to see?");
		assertThat(freeSlots("when am I free before today?", Fixtures.calendar()))
			.isEqualTo("That day is over. Which day should I look at?");
	}

	@Test
	void listsTheEventsOfSeveralDaysWithTheirDaysUpToAWeek() {
		assertThat(agenda("what do I have before friday?"))
			.isEqualTo("You have 3 events between today (Wednesday, March 4) and tomorrow (Thursday, March 5): today "
					+ "(Wednesday, March 4), 1:00 PM–2:00 PM Algorithms lecture; tomorrow (Thursday, March 5), "
					+ "9:00 AM–10:30 AM Chemistry lab; tomorrow (Thursday, March 5), 2:00 PM–3:00 PM Office hours.");
		assertThat(agenda("what do I have until monday?"))
			.startsWith("You have 9 events between today (Wednesday, March 4) and Monday, March 9: ");
		assertThat(agenda("what do I have until march 20?"))
			.startsWith("You have 10 events between today (Wednesday, March 4) and Tuesday, March 10: ");
		assertThat(agenda("what do I have in the next two weeks?"))
			.startsWith("You have 10 events between today (Wednesday, March 4) and Tuesday, March 10: ")
			.endsWith("; Tuesday, March 10, 3:00 PM–4:00 PM Advisor meeting.");
	}

	@Test
	void listsWhatOverlapsThePartOfTheDayAsked() {
		CalendarView saturday = Fixtures.calendar(Fixtures.event("Brunch", "2026-03-07T11:00", "2026-03-07T12:00"),
				Fixtures.event("Match", "2026-03-07T12:00", "2026-03-07T13:00"),
				Fixtures.event("Tea", "2026-03-07T16:30", "2026-03-07T17:00"),
				Fixtures.event("Drinks", "2026-03-07T17:00", "2026-03-07T18:00"));
		assertThat(agenda("what do I have on saturday afternoon?", saturday).reply().message())
			.isEqualTo("You have 2 events Saturday, March 7 in the afternoon: 12:00 PM–1:00 PM Match; "
					+ "4:30 PM–5:00 PM Tea.");
		assertThat(agenda("what do I have on saturday morning?", saturday).reply().message())
			.isEqualTo("You have 1 event Saturday, March 7 in the morning: 11:00 AM–12:00 PM Brunch.");
	}

	@Test
	void listsTwentyEventsAndCountsTheRest() {
		assertThat(agenda("what do I have tomorrow?", slots(20)).reply().message())
			.startsWith(
					"You have 20 events tomorrow (Thursday, March 5): 9:00 AM–9:15 AM Slot 1; 9:15 AM–9:30 AM Slot 2; ")
			.endsWith("; 1:45 PM–2:00 PM Slot 20.");
		assertThat(agenda("what do I have tomorrow?", slots(22)).reply().message())
			.startsWith("You have 22 events tomorrow (Thursday, March 5): 9:00 AM–9:15 AM Slot 1; ")
			.endsWith("; 1:45 PM–2:00 PM Slot 20; and 2 more.");
	}

	@Test
	void listsTenFreeSlotsAndCountsTheRest() {
		CalendarEvent monday = Fixtures.event("Mon", "2026-03-09T10:00", "2026-03-09T11:00");
		CalendarEvent tuesday = Fixtures.event("Tue", "2026-03-10T10:00", "2026-03-10T11:00");
		CalendarEvent wednesday = Fixtures.event("Wed", "2026-03-11T10:00", "2026-03-11T11:00");
		CalendarEvent thursday = Fixtures.event("Thu", "2026-03-12T10:00", "2026-03-12T11:00");
		assertThat(freeSlots("when am I free next week?", Fixtures.calendar(monday, tuesday, wednesday)))
			.isEqualTo("You're free Monday, March 9, 9:00 AM–10:00 AM; Monday, March 9, 11:00 AM–5:00 PM; Tuesday, "
					+ "March 10, 9:00 AM–10:00 AM; Tuesday, March 10, 11:00 AM–5:00 PM; Wednesday, March 11, "
					+ "9:00 AM–10:00 AM; Wednesday, March 11, 11:00 AM–5:00 PM; Thursday, March 12, 9:00 AM–5:00 PM; "
					+ "Friday, March 13, 9:00 AM–5:00 PM; Saturday, March 14, 9:00 AM–5:00 PM; Sunday, March 15, "
					+ "9:00 AM–5:00 PM.");
		assertThat(freeSlots("when am I free next week?", Fixtures.calendar(monday, tuesday, wednesday, thursday)))
			.endsWith("; Saturday, March 14, 9:00 AM–5:00 PM (and 1 more).");
		assertThat(freeSlots("when am I free?", Fixtures.calendar()))
			.endsWith("; Monday, March 9, 3:30 PM–5:00 PM (and 2 more).");
	}

	@Test
	void saysWhenNoTimeIsFree() {
		assertThat(freeSlots("when am I free today before 10am?", Fixtures.calendar()))
			.isEqualTo("There's no working time left in that window.");
		assertThat(freeSlots("when am I free friday for 8 hours?", Fixtures.calendar()))
			.isEqualTo("You have no free 8 hours in that window within your working hours.");
	}

	@Test
	void answersWhetherATimeIsFree() {
		assertThat(freeCheck("am I free tomorrow at 11?"))
			.isEqualTo("Yes, you're free tomorrow (Thursday, March 5), 11:00 AM–12:00 PM.");
		assertThat(freeCheck("am I free thursday afternoon?")).isEqualTo(
				"Not all of it: you have \"Office hours\" (tomorrow (Thursday, March 5), 2:00 PM–3:00 PM). You're "
						+ "free tomorrow (Thursday, March 5), 12:00 PM–2:00 PM; tomorrow (Thursday, March 5), 3:00 PM–5:00 PM.");
		assertThat(freeCheck("am I free saturday afternoon?"))
			.isEqualTo("You're free Saturday, March 7, 12:00 PM–5:00 PM.");
		assertThat(freeCheck("am I free?")).startsWith("You're free today (Wednesday, March 4), 10:30 AM–1:00 PM; ");
	}

	@Test
	void findsAnEventByTheWordsOfItsTitle() {
		assertThat(whenIs("when is my dentist appointment?"))
			.isEqualTo("\"Dentist appointment\" is on Friday, March 6, 3:00 PM–4:00 PM.");
		assertThat(whenIs("when's my lab?"))
			.isEqualTo("\"Chemistry lab\" is tomorrow (Thursday, March 5), 9:00 AM–10:30 AM.");
		assertThat(whenIs("when is the meeting with dana?"))
			.isEqualTo("\"Project meeting with Dana\" is on Wednesday, March 11, 11:00 AM–12:00 PM.");
		// A kind of event names none.
		assertThat(whenIs("when's the meeting?"))
			.isEqualTo("I couldn't find \"meeting\" on your calendar in the next 60 days.");
	}

	@Test
	void findsTheNextEventOfAKindByAWordOfItsTitle() {
		CalendarView calendar = Fixtures.calendar(Fixtures.event("Standup", "2026-03-04T10:00", "2026-03-04T11:00"),
				Fixtures.event("Recall drill", "2026-03-04T11:00", "2026-03-04T11:30"),
				Fixtures.event("Sales call", "2026-03-04T15:00", "2026-03-04T15:30"),
				Fixtures.event("Call with Kim", "2026-03-04T16:00", "2026-03-04T16:30"));
		assertThat(nextEvent("what's my next call?", calendar))
			.isEqualTo("Your next event is \"Sales call\", today (Wednesday, March 4), 3:00 PM–3:30 PM.");
		// An event under way is not the next one.
		assertThat(nextEvent("what's next?", calendar))
			.isEqualTo("Your next event is \"Recall drill\", today (Wednesday, March 4), 11:00 AM–11:30 AM.");
		assertThat(nextEvent("what's my next lecture?", calendar))
			.isEqualTo("Your next event is \"Recall drill\", today (Wednesday, March 4), 11:00 AM–11:30 AM.");
		assertThat(nextEvent("what's next?", Fixtures.calendar(List.of(), List.of())))
			.isEqualTo("You have nothing on your calendar in the next 60 days.");
	}

	@Test
	void listsWhatIsDueUpToTheDaySaid() {
		List<DueAssignment> assignments = List.of(
				new DueAssignment("c-1", "Lab 3: Titration report", Fixtures.at("2026-03-05T23:59"), "CHEM 101"),
				new DueAssignment("c-2", "Essay draft", Fixtures.at("2026-03-06T09:00"), null),
				new DueAssignment("c-3", "Problem set 5", Fixtures.at("2026-03-17T17:00"), "MATH 210"),
				// Past the 14 days a question without a day looks ahead (until March 18,
				// 10:30).
				new DueAssignment("c-4", "Reading response", Fixtures.at("2026-03-18T12:00"), "ENG 200"));
		Conversation.Assignments due = (from,
				to) -> assignments.stream().filter((a) -> !a.dueAt().isBefore(from) && a.dueAt().isBefore(to)).toList();
		assertThat(due("what's due?", due))
			.isEqualTo("Due soon: Lab 3: Titration report (CHEM 101), due tomorrow (Thursday, March 5), 11:59 PM; "
					+ "Essay draft, due Friday, March 6, 9:00 AM; Problem set 5 (MATH 210), due Tuesday, March 17, 5:00 PM.");
		assertThat(due("what's due tomorrow?", due))
			.isEqualTo("Due soon: Lab 3: Titration report (CHEM 101), due tomorrow (Thursday, March 5), 11:59 PM.");
		assertThat(due("what's due before friday?", due))
			.isEqualTo("Due soon: Lab 3: Titration report (CHEM 101), due tomorrow (Thursday, March 5), 11:59 PM.");
		assertThat(due("what's due this week?", due)).startsWith("Due soon: Lab 3: Titration report (CHEM 101), due ")
			.endsWith("; Essay draft, due Friday, March 6, 9:00 AM.");
		assertThat(due("what's due today?", due)).isEqualTo("Nothing is due before tomorrow (Thursday, March 5).");
		Conversation none = Fixtures.conversation(Fixtures.calendar());
		assertThat(new Questions(none).due(when(Utterance.read("what's due?"), none)).reply().message())
			.isEqualTo("No assignments are synced yet, so I can't tell what's due. Once Canvas is connected I'll list "
					+ "them here; meanwhile, tell me what's due and I'll plan for it.");
	}

	@Test
	void asksWhatToScheduleOrWhatIsMeant() {
		Answer then = unclear("tomorrow at 3");
		assertThat(then.reply().message())
			.isEqualTo("What should I put on your calendar then? Tell me what it is, for example \"Lunch with Sam\".");
		assertThat(then.needsSubject()).isTrue();
		assertThat(unclear("one two three four five six").reply().message()).isEqualTo(
				"Should I schedule \"One two three four five six\"? Tell me when, for example \"tomorrow at 3pm\" or "
						+ "\"sometime next week\".");
		Answer unsure = unclear("one two three four five six seven");
		assertThat(unsure.reply().message())
			.startsWith("I'm not sure what you'd like me to do. I can schedule an event ");
		assertThat(unsure.needsSubject()).isFalse();
	}

	@Test
	void saysWhatItCanDo() {
		assertThat(Questions.help()).startsWith(
				"I can schedule events (\"lunch with Sam tomorrow at 12:30\", \"block 2 hours for deep work on Friday\"), ")
			.endsWith("Follow up with \"make it 4pm instead\" or \"yes\".");
	}

}
