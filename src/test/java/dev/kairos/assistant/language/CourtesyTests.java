package dev.kairos.assistant.language;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class CourtesyTests {

	@Test
	void takesGreetingsAndSalutationsOffTheStart() {
		assertThat(Courtesy.strip("Good evening. What do I have on Tuesday?")).isEqualTo("What do I have on Tuesday?");
		assertThat(Courtesy.strip("Dear Kairos, move yoga to 6")).isEqualTo("move yoga to 6");
		assertThat(Courtesy.strip("Dear Sir or Madam: cancel lunch")).isEqualTo("cancel lunch");
		assertThat(Courtesy.strip("Howzit, can you shift lunch")).isEqualTo("can you shift lunch");
		assertThat(Courtesy.strip("hey there! move yoga")).isEqualTo("move yoga");
		assertThat(Courtesy.strip("kia ora, cancel gym")).isEqualTo("cancel gym");
		// Without its punctuation a greeting may be part of the request.
		assertThat(Courtesy.strip("good morning routine at 7")).isEqualTo("good morning routine at 7");
		assertThat(Courtesy.strip("evening run at 6")).isEqualTo("evening run at 6");
	}

	@Test
	void takesThePoliteFrameOfAnAskOff() {
		assertThat(Courtesy.strip("I'm afraid I shall need to move the physio")).isEqualTo("move the physio");
		assertThat(Courtesy.strip("Would you be so kind as to tell me what I have")).isEqualTo("what do I have");
		// A question asked in "tell me" is asked directly.
		assertThat(Courtesy.strip("kindly tell me when my 1:1 is")).isEqualTo("when is my 1:1");
		assertThat(Courtesy.strip("can you tell me what time the lab meeting is tomorrow"))
			.isEqualTo("what time is the lab meeting tomorrow");
		assertThat(Courtesy.strip("let me know if I'm free at 3")).isEqualTo("am I free at 3");
		assertThat(Courtesy.strip("tell me whether i have anything friday")).isEqualTo("do I have anything friday");
		assertThat(Courtesy.strip("tell me where the party is")).isEqualTo("where is the party");
		assertThat(Courtesy.strip("kindly move the dentist to 4")).isEqualTo("move the dentist to 4");
		// Not a question: "tell me a joke", "kindly" inside.
		assertThat(Courtesy.strip("tell me a joke")).isEqualTo("tell me a joke");
		assertThat(Courtesy.strip("please you change my lunch")).isEqualTo("change my lunch");
		assertThat(Courtesy.strip("ya can drop the 3pm")).isEqualTo("drop the 3pm");
		assertThat(Courtesy.strip("help me to cancel yoga")).isEqualTo("cancel yoga");
		assertThat(Courtesy.strip("sorry to bother you, but cancel yoga")).isEqualTo("cancel yoga");
		assertThat(Courtesy.strip("would you mind moving yoga")).isEqualTo("moving yoga");
		// "help me" with anything but a change is the request itself.
		assertThat(Courtesy.strip("help me revise for the exam")).isEqualTo("help me revise for the exam");
		assertThat(Courtesy.strip("you can")).isEqualTo("you can");
	}

	@Test
	void takesClosingsAndASignedNameOffTheEnd() {
		assertThat(Courtesy.strip("move the dentist to 4, if that's not too much trouble. Kind regards, Margaret"))
			.isEqualTo("move the dentist to 4");
		assertThat(Courtesy.strip("lunch with Sam at noon. Thank you.")).isEqualTo("lunch with Sam at noon");
		assertThat(Courtesy.strip("cancel yoga, thanks so much")).isEqualTo("cancel yoga");
		assertThat(Courtesy.strip("cancel yoga cheers")).isEqualTo("cancel yoga");
		assertThat(Courtesy.strip("cancel yoga if possible")).isEqualTo("cancel yoga");
		assertThat(Courtesy.strip("cancel yoga. Yours sincerely, Harold")).isEqualTo("cancel yoga");
		// A closing inside a word, or a lowercase word after one, is no closing.
		assertThat(Courtesy.strip("thanksgiving dinner")).isEqualTo("thanksgiving dinner");
		assertThat(Courtesy.strip("coffee at Costa")).isEqualTo("coffee at Costa");
		assertThat(Courtesy.strip("the what is ai talk")).isEqualTo("the what is ai talk");
		assertThat(Courtesy.strip("cancel yoga thanks giving")).isEqualTo("cancel yoga thanks giving");
	}

	@Test
	void keepsAClosingInAMessageAboutMailAndAMessageThatIsOnlyCourtesy() {
		assertThat(Courtesy.strip("email sam that I'm late, thanks")).isEqualTo("email sam that I'm late, thanks");
		assertThat(Courtesy.strip("Dear Kairos, write to sam that I'm late. Thanks"))
			.isEqualTo("write to sam that I'm late. Thanks");
		assertThat(Courtesy.strip("thank you!")).isEqualTo("thank you!");
		assertThat(Courtesy.strip("Good morning!")).isEqualTo("Good morning!");
		assertThat(Courtesy.strip("hey there :D")).isEqualTo("hey there :D");
		assertThat(Courtesy.strip("  cancel yoga  ")).isEqualTo("cancel yoga");
	}

	@Test
	void takesSeveralLayersOff() {
		assertThat(Courtesy.strip("Good afternoon. Dear Kairos, I'm afraid I shall need to cancel yoga, if you don't "
				+ "mind. Many thanks, Priya"))
			.isEqualTo("cancel yoga");
		// Three rounds at most: courtesy piled higher is read as it is.
		assertThat(Courtesy.strip("Hi! Hello! Hey! Hiya! cancel yoga")).isEqualTo("Hiya! cancel yoga");
	}

	@Test
	void questionsSaidLooselyAreAskedDirectly() {
		assertThat(Courtesy.strip("office hours is when?")).isEqualTo("when is office hours?");
		assertThat(Courtesy.strip("the seminar's when")).isEqualTo("when is the seminar?");
		assertThat(Courtesy.strip("when is lunch")).isEqualTo("when is lunch");
		assertThat(Courtesy.strip("what day is the seminar again")).isEqualTo("when is the seminar again");
		assertThat(Courtesy.strip("which day are the finals")).isEqualTo("when are the finals");
		assertThat(Courtesy.strip("where am i meeting sam")).isEqualTo("where is the meeting with sam");
		assertThat(Courtesy.strip("when do we see the landlord")).isEqualTo("when is the meeting with the landlord");
		assertThat(Courtesy.strip("do i have a gap friday at 2")).isEqualTo("am i free friday at 2");
		assertThat(Courtesy.strip("have i got any free time tomorrow")).isEqualTo("am i free tomorrow");
	}

}
