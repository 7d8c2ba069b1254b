package dev.kairos.assistant.language;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ChangeRequestTests {

	static ChangeRequest read(String message) {
		return ChangeRequest.read(Utterance.read(message));
	}

	static void assertRequest(String message, ChangeRequest.Kind kind, String reference, String value) {
		ChangeRequest request = read(message);
		assertThat(request).as(message).isNotNull();
		assertThat(request.kind()).as(message).isEqualTo(kind);
		assertThat(request.reference()).as(message).isEqualTo(reference);
		assertThat(request.value()).as(message).isEqualTo(value);
	}

	@Test
	void readsTheVerblessFormsOfItsTable() {
		// Found inside the message, after news.
		assertRequest("she cant do lunch tuesday, can we do friday", ChangeRequest.Kind.MOVE, "lunch tuesday",
				"friday");
		// A new end: "until" before the value, the start kept; either spelling of END_IT.
		assertRequest("the gala goes till 1am", ChangeRequest.Kind.MOVE, "the gala", "until 1am");
		assertRequest("extend the lecture till 4:30", ChangeRequest.Kind.MOVE, "the lecture", "until 4:30");
		// The clause before "it" names the event among other words (the finder looks in
		// it).
		assertRequest("i need to leave physics early, make it end at 3:45", ChangeRequest.Kind.MOVE,
				"i need to leave physics early", "until 3:45");
		assertRequest("physio running late, can u make it 4:30", ChangeRequest.Kind.MOVE, "physio", "4:30");
		// A shift: later unless an earlier word is said.
		ChangeRequest bumped = read("the review got bumped a week");
		assertThat(bumped.kind()).isEqualTo(ChangeRequest.Kind.SHIFT);
		assertThat(bumped.later()).isTrue();
		assertThat(bumped.weak()).isTrue();
		assertThat(read("the review got bumped an hour earlier").later()).isFalse();
		// A change's verb with news after it cancels, not the news.
		assertRequest("cancel the theatre, the show is off", ChangeRequest.Kind.DELETE, "the theatre", "");
		assertRequest("the theatre is cancelled", ChangeRequest.Kind.DELETE, "the theatre", "");
		assertRequest("postpone the dentist to after one week", ChangeRequest.Kind.SHIFT, "the dentist", "one week");
		assertRequest("move the dentist to after lunch", ChangeRequest.Kind.MOVE, "the dentist", "after lunch");
		assertRequest("theatre is at 7 now not half 7", ChangeRequest.Kind.MOVE, "theatre", "7");
	}

	@Test
	void readsChangesSaidAsNewsWithoutAVerb() {
		ChangeRequest longer = read("the seminar needs an extra 20 minutes");
		assertRequest("the seminar needs an extra 20 minutes", ChangeRequest.Kind.RESIZE, "the seminar",
				"by 20 minutes");
		assertThat(longer.later()).isTrue();
		assertThat(longer.weak()).isTrue();
		assertRequest("office hours: add 15 min", ChangeRequest.Kind.RESIZE, "office hours", "by 15 min");
		assertRequest("team sync is now in room 12B", ChangeRequest.Kind.RELOCATE, "team sync", "room 12B");
		assertRequest("make book club run till 9pm", ChangeRequest.Kind.MOVE, "book club", "until 9pm");
		assertRequest("make the book club go until 9pm", ChangeRequest.Kind.MOVE, "the book club", "until 9pm");
		// "make" with no new end or amount after it is no change of this kind.
		assertThat(read("make book club fun")).isNull();
		assertRequest("can we do the dentist 30 min earlier", ChangeRequest.Kind.SHIFT, "the dentist",
				"30 min earlier");
		assertThat(read("can we do the dentist 30 min earlier").later()).isFalse();
	}

	@Test
	void splitsMovesIntoTheEventAndItsNewTime() {
		assertRequest("move lunch with Sam to 1pm", ChangeRequest.Kind.MOVE, "lunch with Sam", "1pm");
		assertRequest("can you reschedule the trip to boston to friday", ChangeRequest.Kind.MOVE, "the trip to boston",
				"friday");
		assertRequest("please move my 3pm on friday to 4.", ChangeRequest.Kind.MOVE, "my 3pm on friday", "4");
		assertRequest("move lunch with sam friday at 2", ChangeRequest.Kind.MOVE, "lunch with sam friday", "at 2");
		assertRequest("reschedule my seminar", ChangeRequest.Kind.MOVE, "my seminar", "");
		assertRequest("can we do the project meeting at 2 instead", ChangeRequest.Kind.MOVE, "the project meeting",
				"at 2");
		assertRequest("change the seminar to start at 10", ChangeRequest.Kind.MOVE, "the seminar", "start at 10");
	}

	@Test
	void readsShiftsWithTheirDirection() {
		ChangeRequest back = read("push my dentist appt back an hour");
		assertThat(back.kind()).isEqualTo(ChangeRequest.Kind.SHIFT);
		assertThat(back.reference()).isEqualTo("my dentist appointment");
		assertThat(back.value()).isEqualTo("back an hour");
		assertThat(back.later()).isTrue();
		ChangeRequest forward = read("bring the seminar forward by an hour");
		assertThat(forward.kind()).isEqualTo(ChangeRequest.Kind.SHIFT);
		assertThat(forward.later()).isFalse();
		assertThat(read("move chemistry lab 30 minutes later").later()).isTrue();
		assertThat(read("move chemistry lab 30 minutes earlier").later()).isFalse();
		ChangeRequest pushBack = read("push back tomorrow's lab by 30 minutes");
		assertThat(pushBack.reference()).isEqualTo("tomorrow's lab");
		assertThat(pushBack.later()).isTrue();
	}

	@Test
	void readsLengthsNamesAndCancels() {
		assertRequest("shorten the advisor meeting to 30 min", ChangeRequest.Kind.RESIZE, "the advisor meeting",
				"to 30 min");
		ChangeRequest extend = read("extend lunch with sam by 30 mins");
		assertThat(extend.kind()).isEqualTo(ChangeRequest.Kind.RESIZE);
		assertThat(extend.later()).isTrue();
		assertThat(read("shorten lunch by 15 minutes").later()).isFalse();
		assertRequest("make the team sync 45 minutes", ChangeRequest.Kind.RESIZE, "the team sync", "45 minutes");
		assertRequest("make the team sync start at 9", ChangeRequest.Kind.MOVE, "the team sync", "start at 9");
		assertRequest("rename office hours to \"TA office hours\"", ChangeRequest.Kind.RENAME, "office hours",
				"\"TA office hours\"");
		assertRequest("change the title of office hours to Office hours with Kim", ChangeRequest.Kind.RENAME,
				"office hours", "Office hours with Kim");
		assertRequest("cancel yoga next week", ChangeRequest.Kind.DELETE, "yoga next week", "");
		assertRequest("get rid of the chem lab tomorrow", ChangeRequest.Kind.DELETE, "the chem lab tomorrow", "");
		assertRequest("i cant make it to office hours tomorrow, can you cancel it", ChangeRequest.Kind.DELETE,
				"i cant make it to office hours tomorrow", "");
	}

	@Test
	void isNoneForNewEventsPronounsAndQuestions() {
		assertThat(read("lunch with sam tomorrow at 1")).isNull();
		assertThat(read("move it to 4pm")).isNull();
		// a verb and a pronoun alone, shorter than " to " (read past its end once: a 500)
		assertThat(read("move it")).isNull();
		assertThat(read("push it")).isNull();
		assertThat(read("move")).isNull();
		assertThat(read("cancel it")).isNull();
		assertThat(read("can we do coffee thursday at 2:30?")).isNull();
		assertThat(read("what do I have tomorrow")).isNull();
		assertThat(read("make a reservation for 2")).isNull();
		assertThat(ChangeRequest.isPronoun(" That ")).isTrue();
		assertThat(ChangeRequest.isPronoun("lunch")).isFalse();
	}

	@Test
	void newsOfACancelAndALengthWithoutAnArticleAreWeakRequests() {
		ChangeRequest cancelled = read("yoga on thursday is cancelled");
		assertThat(cancelled.kind()).isEqualTo(ChangeRequest.Kind.DELETE);
		assertThat(cancelled.reference()).isEqualTo("yoga on thursday");
		assertThat(cancelled.weak()).isTrue();
		ChangeRequest cantMake = read("i can't make yoga on tuesday");
		assertThat(cantMake.kind()).isEqualTo(ChangeRequest.Kind.DELETE);
		assertThat(cantMake.reference()).isEqualTo("yoga on tuesday");
		assertThat(cantMake.weak()).isTrue();
		assertThat(read("it is cancelled")).isNull();
		ChangeRequest length = read("make lunch with sam 90 minutes");
		assertThat(length.kind()).isEqualTo(ChangeRequest.Kind.RESIZE);
		assertThat(length.reference()).isEqualTo("lunch with sam");
		assertThat(length.value()).isEqualTo("90 minutes");
		assertThat(length.weak()).isTrue();
		assertThat(read("make one 90 minutes")).isNull();
		assertThat(read("move lunch to 1pm").weak()).isFalse();
	}

	@Test
	void theVerbGivesTheDirectionOfAShift() {
		assertThat(read("move lunch to friday").later()).isNull();
		assertThat(read("postpone lunch to friday").later()).isTrue();
		assertThat(read("bring forward lunch to 1pm").later()).isFalse();
		assertRequest("postpone lunch 30 minutes", ChangeRequest.Kind.SHIFT, "lunch", "30 minutes");
		assertThat(read("postpone lunch 30 minutes").later()).isTrue();
		assertRequest("move lunch 30 minutes", ChangeRequest.Kind.MOVE, "lunch 30 minutes", "");
	}

	@Test
	void readsChangesWithoutAVerbWeakly() {
		assertRequest("dentist is at 11 now", ChangeRequest.Kind.MOVE, "dentist", "11");
		assertRequest("physics lecture -> 4pm", ChangeRequest.Kind.MOVE, "physics lecture", "4pm");
		assertRequest("priya 1:1 to 11:30", ChangeRequest.Kind.MOVE, "priya 1:1", "11:30");
		assertRequest("halloween party starts at 9 instead", ChangeRequest.Kind.MOVE, "halloween party", "9");
		assertRequest("1:1 with priya moved to tues 10am", ChangeRequest.Kind.MOVE, "1:1 with priya", "tuesday 10am");
		assertRequest("thursday yoga at 7:30 this week", ChangeRequest.Kind.MOVE, "thursday yoga", "7:30");
		assertThat(read("dentist got moved to 2:30").weak()).isTrue();
		ChangeRequest earlier = read("project meeting 15 min earlier pls");
		assertThat(earlier.kind()).isEqualTo(ChangeRequest.Kind.SHIFT);
		assertThat(earlier.later()).isFalse();
		ChangeRequest longer = read("guitar lesson 30 min longer this time");
		assertThat(longer.kind()).isEqualTo(ChangeRequest.Kind.RESIZE);
		assertThat(longer.value()).isEqualTo("by 30 min longer");
		assertThat(longer.later()).isTrue();
		assertRequest("standup at 9:45 from now on", ChangeRequest.Kind.MOVE, "standup", "9:45");
		assertRequest("project mtg now at 3", ChangeRequest.Kind.MOVE, "project meeting", "3");
		assertRequest("yoga 30 min longer on tuesday", ChangeRequest.Kind.RESIZE, "yoga on tuesday",
				"by 30 min longer");
		assertThat(ChangeRequest.read(Utterance.read("standup at 9:45"))).isNull();
		// A trip somewhere is no move "to" it: at most a new time for a flight of that
		// whole name on that day, else a new event.
		ChangeRequest trip = ChangeRequest.read(Utterance.read("flight to denver 12/19 6am"));
		assertThat(trip.reference()).isEqualTo("flight to denver 12/19");
		assertThat(trip.value()).isEqualTo("6am");
		assertThat(trip.weak()).isTrue();
		assertThat(trip.naming()).isEqualTo(ChangeRequest.Naming.WHOLE_NAME);
		assertThat(ChangeRequest.read(Utterance.read("flight to denver 6"))).isNull();
		assertThat(ChangeRequest.read(Utterance.read("lunch at 1 tomorrow"))).isNull();
	}

	@Test
	void readsCancelsSaidAsTakingOffOrNo() {
		assertRequest("take the halloween party off my cal", ChangeRequest.Kind.DELETE, "the halloween party", "");
		assertRequest("no yoga tues", ChangeRequest.Kind.DELETE, "yoga tuesday", "");
		assertThat(read("no yoga tues").weak()).isTrue();
		assertRequest("yoga nov 10 cancelled", ChangeRequest.Kind.DELETE, "yoga nov 10", "");
		assertThat(ChangeRequest.read(Utterance.read("no thanks"))).isNull();
	}

	@Test
	void readsBritishPhrasingsOfAChange() {
		assertRequest("bin the dentist checkup", ChangeRequest.Kind.DELETE, "the dentist checkup", "");
		// with no article, only an event of that name is cancelled: a new "bin day"
		// otherwise
		assertThat(read("bin day every other tuesday at 7am").weak()).isTrue();
		assertThat(read("bin the dentist checkup").weak()).isFalse();
		assertRequest("remove physio from my diary", ChangeRequest.Kind.DELETE, "physio", "");
		assertRequest("no lab meeting tmrw, bank hol", ChangeRequest.Kind.DELETE, "lab meeting tomorrow", "");
		assertRequest("cancel gym cos i'm ill", ChangeRequest.Kind.DELETE, "gym", "");
		assertRequest("supervision is now thurs 2pm", ChangeRequest.Kind.MOVE, "supervision", "thursday 2pm");
		assertRequest("theatre starts 8pm now", ChangeRequest.Kind.MOVE, "theatre", "8pm");
		ChangeRequest later = read("stats lecture half an hour later");
		assertThat(later.kind()).isEqualTo(ChangeRequest.Kind.SHIFT);
		assertThat(later.value()).isEqualTo("half an hour later");
		assertThat(later.later()).isTrue();
		ChangeRequest occurrence = read("running club on the 7th at 7:30");
		assertThat(occurrence.reference()).isEqualTo("running club on the 7th");
		assertThat(occurrence.value()).isEqualTo("7:30");
		assertThat(occurrence.occurrenceOnly()).isTrue();
		assertThat(occurrence.weak()).isTrue();
	}

	@Test
	void readsChangesSaidWithoutAVerb() {
		assertRequest("yoga 6pm instead", ChangeRequest.Kind.MOVE, "yoga", "6pm");
		assertRequest("the gym session tomorrow instead", ChangeRequest.Kind.MOVE, "the gym session", "tomorrow");
		// a dotted time after "at" is read as the clock it is (Plainer)
		assertRequest("board meeting is now at 14.30", ChangeRequest.Kind.MOVE, "board meeting", "14:30");
		assertRequest("the quiz night's been called off", ChangeRequest.Kind.DELETE, "the quiz night", "");
		assertRequest("choir rehearsal only 45 mins", ChangeRequest.Kind.RESIZE, "choir rehearsal", "45 mins");
		assertRequest("design review 90 minutes long", ChangeRequest.Kind.RESIZE, "design review", "90 minutes");
		assertThat(read("yoga 6pm instead").weak()).isTrue();
	}

	@Test
	void aCantMakeFollowedByAMoveOfItMovesTheEvent() {
		ChangeRequest request = read("we can't make book club tonight, push it back an hour");
		assertThat(request.kind()).isEqualTo(ChangeRequest.Kind.SHIFT);
		assertThat(request.reference()).isEqualTo("book club tonight");
		assertThat(request.later()).isTrue();
		assertRequest("i can't do the 1:1 on friday, move it to monday", ChangeRequest.Kind.MOVE, "the 1:1 on friday",
				"monday");
	}

	@Test
	void aNameWithADayAndANewTimeMayChangeThatOccurrence() {
		ChangeRequest request = read("football training fri 24th at half 6");
		assertThat(request.kind()).isEqualTo(ChangeRequest.Kind.MOVE);
		assertThat(request.reference()).isEqualTo("football training fri 24th");
		assertThat(request.value()).isEqualTo("half 6");
		assertThat(request.occurrenceOnly()).isTrue();
		assertThat(read("choir 12/5 at 7pm please").occurrenceOnly()).isTrue();
		// Without a day in the name it is a new event.
		assertThat(read("choir at 7pm")).isNull();
	}

}
