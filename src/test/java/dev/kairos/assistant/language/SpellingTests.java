package dev.kairos.assistant.language;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class SpellingTests {

	private static String corrected(String message) {
		return Spelling.correct(message).text();
	}

	@Test
	void readsWeekdayLettersAndTheWeekCommencingAsNoWith() {
		assertThat(Spelling.correct("swim m/w/f 7am").text()).isEqualTo("swim m/w/f 7am");
		assertThat(Spelling.correct("swim m/w 7am").text()).isEqualTo("swim m/w 7am");
		assertThat(Spelling.correct("gym w/f 6pm").text()).isEqualTo("gym w/f 6pm");
		assertThat(Spelling.correct("leave w/c 12 april").text()).isEqualTo("leave w/c 12 april");
		assertThat(Spelling.correct("w/ sam at 3").text()).isEqualTo("with sam at 3");
		assertThat(Spelling.correct("lunch w/ sam").text()).isEqualTo("lunch with sam");
		assertThat(Spelling.correct("am w/ sam").text()).isEqualTo("am with sam");
		assertThat(Spelling.correct("m/w/f gym").text()).isEqualTo("m/w/f gym");
	}

	@Test
	void readsShorthandAsTheWordsItStandsFor() {
		assertThat(Spelling.correct("lunch tmrw w sam, mtg b4").text())
			.isEqualTo("lunch tomorrow with sam, meeting before");
		assertThat(Spelling.correct("nye party, prepone it").text())
			.isEqualTo("new year's eve party, bring forward it");
	}

	@Test
	void correctsDayMonthAndTimeWordsByEditDistance() {
		assertThat(corrected("meting with my advisr next tusday at 2"))
			.isEqualTo("meeting with my advisor next tuesday at 2");
		assertThat(corrected("lunch wendsday")).isEqualTo("lunch wednesday");
		assertThat(corrected("next wensday")).isEqualTo("next wednesday");
		assertThat(corrected("gym tomorow mornign")).isEqualTo("gym tomorrow morning");
		assertThat(corrected("dinner on satruday")).isEqualTo("dinner on saturday");
		assertThat(corrected("lunch on janury 15")).isEqualTo("lunch on january 15");
		assertThat(corrected("schedul dentist apointment")).isEqualTo("schedule dentist appointment");
		assertThat(corrected("check my calender")).isEqualTo("check my calendar");
		assertThat(corrected("evry weekday")).isEqualTo("every weekday");
	}

	@Test
	void readsShorthand() {
		assertThat(corrected("call tmrw at 4")).isEqualTo("call tomorrow at 4");
		assertThat(corrected("mtg nxt wk")).isEqualTo("meeting next week");
		assertThat(corrected("coffee w jess thurs")).isEqualTo("coffee with jess thursday");
		assertThat(corrected("lunch w/ sam 2morrow")).isEqualTo("lunch with sam tomorrow");
		assertThat(corrected("email prof abt the midterm")).isEqualTo("email prof about the midterm");
		assertThat(corrected("can u move it")).isEqualTo("can you move it");
		// A lone letter at the end is no shorthand.
		assertThat(corrected("plan a u")).isEqualTo("plan a u");
		assertThat(corrected("w 3pm")).isEqualTo("w 3pm");
	}

	@Test
	void keepsTheCaseOfTheWordItCorrects() {
		assertThat(corrected("Tusday at 3")).isEqualTo("Tuesday at 3");
		assertThat(corrected("Tmrw at 3")).isEqualTo("Tomorrow at 3");
		assertThat(corrected("meet on Wendsday")).isEqualTo("meet on Wednesday");
	}

	@Test
	void leavesEnglishWordsAndNamesAlone() {
		assertThat(corrected("i might be late")).isEqualTo("i might be late");
		assertThat(corrected("at eight")).isEqualTo("at eight");
		assertThat(corrected("i am very busy")).isEqualTo("i am very busy");
		assertThat(corrected("dinner at the diner")).isEqualTo("dinner at the diner");
		assertThat(corrected("call the interviewer")).isEqualTo("call the interviewer");
		assertThat(corrected("fix the lights")).isEqualTo("fix the lights");
		assertThat(corrected("clean the fridge")).isEqualTo("clean the fridge");
		// A capitalized word inside a sentence is a name, unless it is a weekday or
		// month.
		assertThat(corrected("lunch with Meting")).isEqualTo("lunch with Meting");
		assertThat(corrected("Meting at 3")).isEqualTo("Meeting at 3");
		assertThat(corrected("3pm 10:30 2-3")).isEqualTo("3pm 10:30 2-3");
	}

	@Test
	void reportsAWordAsNearToTwoTimeWordsAsToOne() {
		Spelling.Corrected corrected = Spelling.correct("lunch sonday");
		assertThat(corrected.text()).isEqualTo("lunch sonday");
		assertThat(corrected.unreadable()).containsExactly("sonday");
		assertThat(Spelling.correct("lunch tuesday").unreadable()).isEmpty();
	}

	@Test
	void measuresTheOptimalStringAlignmentDistance() {
		assertThat(Spelling.distance("tusday", "tuesday", 3)).isEqualTo(1);
		assertThat(Spelling.distance("mornign", "morning", 3)).isEqualTo(1);
		assertThat(Spelling.distance("wendsday", "wednesday", 3)).isEqualTo(2);
		assertThat(Spelling.distance("abc", "abc", 3)).isZero();
		assertThat(Spelling.distance("abc", "", 5)).isEqualTo(3);
		assertThat(Spelling.distance("", "abcd", 5)).isEqualTo(4);
		assertThat(Spelling.distance("kitten", "sitting", 5)).isEqualTo(3);
		assertThat(Spelling.distance("abcdefgh", "zyxwvuts", 2)).isEqualTo(3);
		// Past the limit, the limit plus one; up to it, the distance itself.
		assertThat(Spelling.distance("wendsday", "wednesday", 1)).isEqualTo(2);
		assertThat(Spelling.distance("wendsday", "wednesday", 2)).isEqualTo(2);
		assertThat(Spelling.distance("kitten", "sitting", 2)).isEqualTo(3);
		assertThat(Spelling.distance("kitten", "sitting", 3)).isEqualTo(3);
		assertThat(Spelling.distance("ab", "ba", 1)).isEqualTo(1);
		assertThat(Spelling.distance("abcd", "badc", 3)).isEqualTo(2);
		assertThat(Spelling.distance("ca", "abc", 5)).isEqualTo(3);
	}

	@Test
	void tellsWhetherTwoWordsAreOneEditApart() {
		assertThat(Spelling.withinOne("friday", "friday")).isZero();
		assertThat(Spelling.withinOne("", "")).isZero();
		assertThat(Spelling.withinOne("friday", "frиday")).isEqualTo(1);
		assertThat(Spelling.withinOne("fridya", "friday")).isEqualTo(1);
		assertThat(Spelling.withinOne("rfiday", "friday")).isEqualTo(1);
		assertThat(Spelling.withinOne("fridy", "friday")).isEqualTo(1);
		assertThat(Spelling.withinOne("friday", "fridy")).isEqualTo(1);
		assertThat(Spelling.withinOne("fridays", "friday")).isEqualTo(1);
		assertThat(Spelling.withinOne("friday", "xfriday")).isEqualTo(1);
		assertThat(Spelling.withinOne("", "a")).isEqualTo(1);
		assertThat(Spelling.withinOne("ab", "")).isEqualTo(2);
		assertThat(Spelling.withinOne("fridya", "frydai")).isEqualTo(2);
		assertThat(Spelling.withinOne("firday", "fridya")).isEqualTo(2);
		assertThat(Spelling.withinOne("frday", "fridya")).isEqualTo(2);
		assertThat(Spelling.withinOne("friday", "frday!")).isEqualTo(2);
		assertThat(Spelling.withinOne("abc", "cba")).isEqualTo(2);
		assertThat(Spelling.withinOne("ab", "ba")).isEqualTo(1);
	}

	@Test
	void readsOneEditAsTheWholeTableDoes() {
		java.util.Random random = new java.util.Random(7);
		for (int n = 0; n < 20000; n++) {
			String a = randomWord(random);
			String b = (random.nextBoolean()) ? edited(random, a) : randomWord(random);
			assertThat(Spelling.distance(a, b, 1)).as(a + " " + b).isEqualTo(Math.min(Spelling.distance(a, b, 9), 2));
		}
	}

	private static String randomWord(java.util.Random random) {
		StringBuilder word = new StringBuilder();
		for (int i = random.nextInt(6); i > 0; i--) {
			word.append((char) ('a' + random.nextInt(3)));
		}
		return word.toString();
	}

	private static String edited(java.util.Random random, String word) {
		StringBuilder edited = new StringBuilder(word);
		for (int i = random.nextInt(3); i > 0; i--) {
			int at = random.nextInt(edited.length() + 1);
			switch (random.nextInt(4)) {
				case 0 -> edited.insert(at, (char) ('a' + random.nextInt(3)));
				case 1 -> {
					if (at < edited.length()) {
						edited.deleteCharAt(at);
					}
				}
				case 2 -> {
					if (at < edited.length()) {
						edited.setCharAt(at, (char) ('a' + random.nextInt(3)));
					}
				}
				default -> {
					if (at + 1 < edited.length()) {
						char c = edited.charAt(at);
						edited.setCharAt(at, edited.charAt(at + 1));
						edited.setCharAt(at + 1, c);
					}
				}
			}
		}
		return edited.toString();
	}

	@Test
	void findsTheVocabularyWordsOfANearLength() {
		assertThat(Spelling.nearLength(7)).contains("friday", "tuesday", "weekends", "morning", "today")
			.doesNotContain("wednesdays", "july", "busy")
			.allMatch((word) -> Math.abs(word.length() - 7) <= 2);
		assertThat(Spelling.nearLength(3)).contains("free", "july", "busy", "today").doesNotContain("friday");
		assertThat(Spelling.nearLength(0)).allMatch((word) -> word.length() <= 2);
		assertThat(Spelling.nearLength(40)).isEmpty();
	}

	@Test
	void computesNoDistanceBeyondTheLargestAllowed() {
		// Two edits only for words of seven letters and more whose first letter is
		// right, and the candidate a time word or both words of eight letters or more.
		assertThat(Spelling.largestAllowed("wensday", "wednesday")).isEqualTo(2);
		assertThat(Spelling.largestAllowed("vensday", "wednesday")).isEqualTo(1);
		assertThat(Spelling.largestAllowed("tusday", "tuesday")).isEqualTo(1);
		assertThat(Spelling.largestAllowed("meetinggs", "meetings")).isEqualTo(2);
		assertThat(Spelling.largestAllowed("meetingg", "meetings")).isEqualTo(2);
		assertThat(Spelling.largestAllowed("meetingg", "meeting")).isEqualTo(1);
		assertThat(Spelling.largestAllowed("meetinz", "meetings")).isEqualTo(1);
		// Whatever the distance, no larger one is allowed.
		for (String[] pair : new String[][] { { "wensday", "wednesday" }, { "tusday", "tuesday" },
				{ "meetingg", "meeting" }, { "fridge", "friday" }, { "nigth", "night" } }) {
			for (int distance = Spelling.largestAllowed(pair[0], pair[1]) + 1; distance <= 4; distance++) {
				assertThat(Spelling.allowed(pair[0], pair[1], distance)).isFalse();
			}
		}
	}

	@Test
	void allowsFewerEditsForShorterWords() {
		// Five letters and fewer: a missing, extra or swapped letter, never a changed
		// one.
		assertThat(Spelling.allowed("nigth", "night", 1)).isTrue();
		assertThat(Spelling.allowed("might", "night", 1)).isFalse();
		assertThat(Spelling.allowed("evry", "every", 1)).isTrue();
		assertThat(Spelling.allowed("abt", "abc", 1)).isFalse();
		// Six letters: one edit of any kind.
		assertThat(Spelling.allowed("tusday", "tuesday", 1)).isTrue();
		assertThat(Spelling.allowed("fridge", "friday", 2)).isFalse();
		// Seven and more: two edits when the first letter is right and the word is long
		// or a time word.
		assertThat(Spelling.allowed("wensday", "wednesday", 2)).isTrue();
		assertThat(Spelling.allowed("vensday", "wednesday", 2)).isFalse();
		assertThat(Spelling.allowed("protect", "project", 2)).isFalse();
		assertThat(Spelling.allowed("schedual", "schedule", 2)).isTrue();
		assertThat(Spelling.allowed("tuesday", "tuesday", 0)).isFalse();
		assertThat(Spelling.allowed("abcdefgh", "abcdefgh", 3)).isFalse();
	}

	@Test
	void swappedLettersOfShortWordsAndDroppedLettersOfFreeAndBusy() {
		assertThat(corrected("mvoe lunch to 2pm")).isEqualTo("move lunch to 2pm");
		// A letter more makes another word of a short one.
		assertThat(corrected("movie tonight at 9")).isEqualTo("movie tonight at 9");
		assertThat(corrected("am i fre thursday at 11")).isEqualTo("am i free thursday at 11");
		assertThat(corrected("am i buisy on friday")).isEqualTo("am i busy on friday");
		assertThat(corrected("am i bussy monday at 3pm")).isEqualTo("am i busy monday at 3pm");
		assertThat(corrected("are we fee on friday")).isEqualTo("are we free on friday");
		assertThat(corrected("is the bus late")).isEqualTo("is the bus late");
		assertThat(corrected("is thursday fre")).isEqualTo("is thursday free");
		assertThat(corrected("a fre ticket")).isEqualTo("a fre ticket");
		assertThat(corrected("wht do i hav tmrw")).isEqualTo("what do i have tomorrow");
		assertThat(corrected("whats happenin on wednesday")).isEqualTo("whats happening on wednesday");
	}

	@Test
	void possessivesOfKnownWordsAreNoTypos() {
		assertThat(corrected("friday's demo")).isEqualTo("friday's demo");
		assertThat(corrected("the calendar's colors")).isEqualTo("the calendar's colors");
		assertThat(corrected("the weekday's first class")).isEqualTo("the weekday's first class");
		assertThat(corrected("the apointment's time")).isEqualTo("the appointment's time");
		// A word with a digit in it is no typo of a word.
		assertThat(corrected("lunch tu3sday")).isEqualTo("lunch tu3sday");
	}

	@Test
	void theShortestOfAWordsInflectionsIsTheCorrection() {
		assertThat(corrected("meetinsg at 3")).isEqualTo("meeting at 3");
		assertThat(corrected("schedulee lunch")).isEqualTo("schedule lunch");
		assertThat(corrected("mondayz")).isEqualTo("monday");
	}

	@Test
	void aShortWordIsCorrectedForLettersSwappedAnywhereAndNeverForAChangedLastLetter() {
		assertThat(corrected("omve lunch to 2pm")).isEqualTo("move lunch to 2pm");
		assertThat(corrected("movw lunch to 2pm")).isEqualTo("movw lunch to 2pm");
	}

	@Test
	void aPossessiveStaysAPossessiveWhenItsOwnerIsCorrected() {
		assertThat(corrected("thursdy's review")).isEqualTo("thursday's review");
		assertThat(corrected("Tusday's demo")).isEqualTo("Tuesday's demo");
		assertThat(Spelling.correct("tusday's demo").unreadable()).isEmpty();
		assertThat(corrected("tmrw's plan")).isEqualTo("tomorrow's plan");
		assertThat(corrected("sam's party")).isEqualTo("sam's party");
	}

	@Test
	void lettersLeftOutAreReadAsTheWordTheyShorten() {
		// Vowels left out of short words, as people text.
		assertThat(Spelling.correct("mve the call to fri").text()).isEqualTo("move the call to fri");
		assertThat(Spelling.correct("stdy group 2 hrs latr").text()).isEqualTo("study group 2 hours later");
		assertThat(Spelling.correct("rmnd me abt the exm").text()).isEqualTo("remind me about the exam");
		// Any two letters of a longer word.
		assertThat(Spelling.correct("dinner tmorow").text()).isEqualTo("dinner tomorrow");
		assertThat(Spelling.correct("erlier pls").text()).isEqualTo("earlier please");
		// A consonant left out of a short word makes another word; a name stays a name.
		assertThat(Spelling.correct("tea with Mve").text()).isEqualTo("tea with Mve");
		assertThat(Spelling.correct("the bus at 5").text()).isEqualTo("the bus at 5");
		assertThat(Spelling.shortened("tea")).isNull();
		assertThat(Spelling.shortened("mv")).isNull();
	}

}
