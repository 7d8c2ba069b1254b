package dev.kairos.assistant.planning;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class EventFinderTests {

	private final Conversation conversation = Fixtures.conversation(Fixtures.calendar());

	private List<String> find(String reference) {
		Scheduler scheduler = new Scheduler(this.conversation.preferences(), this.conversation.now(),
				this.conversation.calendar());
		return new EventFinder(this.conversation, scheduler).find(reference)
			.events()
			.stream()
			.map(CalendarEvent::title)
			.toList();
	}

	@Test
	void findsEventsByTheirTitleWords() {
		assertThat(find("lunch with sam")).containsExactly("Lunch with Sam");
		assertThat(find("the chem lab")).containsExactly("Chemistry lab");
		assertThat(find("my dentist appointments")).containsExactly("Dentist appointment");
		assertThat(find("the book club thing")).containsExactly("Book club");
		assertThat(find("my meeting")).containsExactly("Advisor meeting", "Project meeting with Dana");
		assertThat(find("the project meeting with dana")).containsExactly("Project meeting with Dana");
		// More than half of the words said must match.
		assertThat(find("piano meeting")).isEmpty();
		assertThat(find("piano lesson")).isEmpty();
	}

	@Test
	void findsEventsByTheirTime() {
		assertThat(find("my 3pm on friday")).containsExactly("Dentist appointment");
		assertThat(find("my 3pm")).containsExactly("Dentist appointment", "Advisor meeting");
		assertThat(find("my 2pm tomorrow")).containsExactly("Office hours");
		assertThat(find("tomorrow's lab")).containsExactly("Chemistry lab");
		assertThat(find("yoga next week")).containsExactly("Yoga");
		assertThat(find("yoga this week")).isEmpty();
		assertThat(find("friday morning")).containsExactly("Seminar");
		assertThat(find("the meeting before friday")).isEmpty();
		// Events already over are not looked at.
		assertThat(find("my 9am today")).isEmpty();
	}

	@Test
	void matchesWordsByPrefixPluralAndOneTypo() {
		assertThat(EventFinder.same("chem", "chemistry")).isTrue();
		assertThat(EventFinder.same("labs", "lab")).isTrue();
		assertThat(EventFinder.same("seminar", "seminars")).isTrue();
		assertThat(EventFinder.same("semniar", "seminar")).isFalse();
		assertThat(EventFinder.same("advisr", "advisor")).isTrue();
		assertThat(EventFinder.same("ch", "chemistry")).isFalse();
		assertThat(EventFinder.same("yogi", "yoga")).isFalse();
		assertThat(EventFinder.words("My 3pm meeting with the team")).containsExactly("3pm", "meeting", "team");
		assertThat(EventFinder.matched(List.of("lunch", "sam"), List.of("lunch", "sam"))).isEqualTo(2);
		assertThat(EventFinder.matched(List.of("lunch", "jo"), List.of("lunch", "sam"))).isEqualTo(1);
	}

}
