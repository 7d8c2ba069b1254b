package dev.kairos.assistant.planning;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class EventFinderTests {

	private final Conversation conversation = Fixtures.conversation(Fixtures.calendar());

	private List<String> find(String reference) {
		return find(this.conversation, reference);
	}

	private static List<String> find(Conversation conversation, String reference) {
		return finder(conversation).find(reference).events().stream().map(CalendarEvent::title).toList();
	}

	private static EventFinder finder(Conversation conversation) {
		Scheduler scheduler = new Scheduler(conversation.preferences(), conversation.now(), conversation.calendar());
		return new EventFinder(conversation, scheduler);
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
		// An hour said alone where the reference starts is the start, before or after
		// noon.
		assertThat(find("my 7 on sunday")).containsExactly("Book club");
		assertThat(find("my 7 sunday")).containsExactly("Book club");
		assertThat(find("sunday's 7")).containsExactly("Book club");
		assertThat(find("the 9 on friday")).containsExactly("Seminar");
		assertThat(find("my 7")).containsExactly("Book club");
		assertThat(find("my 3 tomorrow")).isEmpty();
		// Before other words, a number is part of what is said about the event.
		assertThat(find("the 3 meetings on friday")).isEmpty();
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
		assertThat(TitleWords.same("chem", "chemistry")).isTrue();
		assertThat(TitleWords.same("labs", "lab")).isTrue();
		assertThat(TitleWords.same("seminar", "seminars")).isTrue();
		// two neighbouring letters the other way round are one typo
		assertThat(TitleWords.same("semniar", "seminar")).isTrue();
		assertThat(TitleWords.same("semnair", "seminar")).isFalse();
		assertThat(TitleWords.same("advisr", "advisor")).isTrue();
		assertThat(TitleWords.same("ch", "chemistry")).isFalse();
		assertThat(TitleWords.same("yogi", "yoga")).isFalse();
		assertThat(TitleWords.words("My 3pm meeting with the team")).containsExactly("3pm", "meeting", "team");
		assertThat(TitleWords.matched(List.of("lunch", "sam"), List.of("lunch", "sam"))).isEqualTo(2);
		assertThat(TitleWords.matched(List.of("lunch", "jo"), List.of("lunch", "sam"))).isEqualTo(1);
	}

	@Test
	void keepsTheEventsThatMatchTheMostWordsAndAcceptsKindsAndMostWords() {
		Conversation conversation = Fixtures
			.conversation(Fixtures.calendar(Fixtures.event("Chemistry lab", "2026-03-05T09:00", "2026-03-05T10:30"),
					Fixtures.event("Chemistry lab review", "2026-03-07T09:00", "2026-03-07T10:00")));
		// The lab matches two of three words, the review all three: only the review is
		// kept.
		assertThat(find(conversation, "chem lab review")).containsExactly("Chemistry lab review");
		// Two of three words is more than half, even when the third is no kind of thing.
		assertThat(find("the project meeting with jo")).containsExactly("Project meeting with Dana");
		// One of two words when the other only says what kind of thing it is.
		assertThat(find("my yoga sessions")).containsExactly("Yoga");
	}

	@Test
	void anHourWithoutAmOrPmNamesTheEventAtEitherHalfOfTheDay() {
		// The book club is on Sunday at 7 pm; read without a side, 7 is 7 am.
		assertThat(find("my 7 o'clock on sunday")).containsExactly("Book club");
		assertThat(find("my 7am on sunday")).isEmpty();
		// The lab is tomorrow at 9 am; read without a side, 9 is also 9 am.
		assertThat(find("my 9 o'clock tomorrow")).containsExactly("Chemistry lab");
		assertThat(find("my 9pm tomorrow")).isEmpty();
	}

	@Test
	void aPartOfTheDayIncludesItsStartAndExcludesItsEnd() {
		Conversation conversation = Fixtures
			.conversation(Fixtures.calendar(Fixtures.event("Review", "2026-03-06T11:59", "2026-03-06T12:30"),
					Fixtures.event("Review call", "2026-03-06T12:00", "2026-03-06T13:00"),
					Fixtures.event("Review notes", "2026-03-06T17:00", "2026-03-06T18:00")));
		assertThat(find(conversation, "review friday afternoon")).containsExactly("Review call");
	}

	@Test
	void aShortWordWithoutItsOneVowelIsThatWord() {
		// "running clb": club without its vowel; "gtr", "pty" left out two or more
		assertThat(TitleWords.same("clb", "club")).isTrue();
		assertThat(TitleWords.abbreviates("clb", "club")).isTrue();
		assertThat(TitleWords.abbreviates("gtr", "guitar")).isTrue();
		assertThat(TitleWords.abbreviates("pty", "pity")).isTrue();
		// the one letter left out is a vowel, the rest in the same order
		assertThat(TitleWords.abbreviates("clb", "clbs")).isFalse();
		assertThat(TitleWords.abbreviates("cbl", "club")).isFalse();
		assertThat(TitleWords.abbreviates("crb", "club")).isFalse();
		assertThat(TitleWords.abbreviates("clb", "clue")).isFalse();
		// a word of two letters, one with a vowel, one that opens with another letter
		assertThat(TitleWords.abbreviates("cb", "cub")).isFalse();
		assertThat(TitleWords.abbreviates("cla", "club")).isFalse();
		assertThat(TitleWords.abbreviates("lcb", "club")).isFalse();
		assertThat(TitleWords.abbreviates("clb", "clb")).isFalse();
	}

	@Test
	void matchesPrefixesOfThreeLettersAndTyposInWordsOfFiveAtEitherEnd() {
		assertThat(TitleWords.same("bio", "biology")).isTrue();
		assertThat(TitleWords.same("biology", "bio")).isTrue();
		assertThat(TitleWords.same("bi", "biology")).isFalse();
		assertThat(TitleWords.same("biology", "bi")).isFalse();
		assertThat(TitleWords.same("lunch", "lunck")).isTrue();
		assertThat(TitleWords.same("lgebra", "algebra")).isTrue();
		assertThat(TitleWords.same("algebra", "lgebra")).isTrue();
		assertThat(TitleWords.same("algebra", "algbera")).isTrue();
		assertThat(TitleWords.same("algebra", "agbelra")).isFalse();
		assertThat(TitleWords.words("Room 4 b")).containsExactly("room", "4");
		// two neighbouring letters the other way round, and nothing else
		assertThat(TitleWords.swapped("bayesain", "bayesian")).isTrue();
		assertThat(TitleWords.swapped("bayesian", "bayesian")).isFalse();
		assertThat(TitleWords.swapped("bayesain", "bayesiam")).isFalse();
		assertThat(TitleWords.swapped("abc", "abcd")).isFalse();
		assertThat(TitleWords.swapped("ab", "ba")).isTrue();
		assertThat(TitleWords.same("bayesain", "bayesian")).isTrue();
		assertThat(TitleWords.same("abcd", "abdc")).isFalse();
		// a one-to-one however written
		assertThat(TitleWords.words("my 1on1 with priya")).isEqualTo(TitleWords.words("1:1 with Priya"));
		assertThat(TitleWords.words("one-on-one w/ dan")).containsExactly("oneonone", "dan");
		assertThat(TitleWords.words("1-on-1 review")).containsExactly("oneonone", "review");
		assertThat(TitleWords.words("10:15 sync")).containsExactly("10", "15", "sync");
	}

	@Test
	void namesNothingWithoutTitleWordsOrATime() {
		assertThat(finder(this.conversation).find("the one").named()).isFalse();
		assertThat(finder(this.conversation).find("lunch").named()).isTrue();
		assertThat(finder(this.conversation).find("tomorrow").named()).isTrue();
	}

	@Test
	void aPluralShortFormMatchesTheWholeWord() {
		assertThat(TitleWords.same("stats", "statistics")).isTrue();
		assertThat(TitleWords.same("maths", "mathematics")).isTrue();
	}

}
