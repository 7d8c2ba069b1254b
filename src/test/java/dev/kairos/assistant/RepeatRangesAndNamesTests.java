package dev.kairos.assistant;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.ReplyType;
import dev.kairos.assistant.planning.World;
import org.junit.jupiter.api.Test;

import static dev.kairos.assistant.CalendarAnswers.answerIn;
import static dev.kairos.assistant.CalendarAnswers.proposal;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A range of weekdays as a repeat ("every tue-thu", "wed-fri 6:30am" as a timetable),
 * "weekly" and a part of the day kept in a name ("weekly retro every thursday", "night
 * class every wednesday"), and a repeat said to someone with no address ("email grandpa
 * every saturday 10am"). In {@link World#FALL} (Friday 2026-10-30 15:40, Chicago).
 */
class RepeatRangesAndNamesTests {

	@Test
	void aRangeOfWeekdaysRepeatsOnEachOfThem() {
		assertThat(repeat("choir every tue-thu 8am").recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=TU,WE,TH");
		ProposedEvent spin = repeat("spin class wed-fri 6:30am");
		assertThat(spin.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=WE,TH,FR");
		assertThat(World.FALL.local(spin.startTime())).isEqualTo("2026-11-04T06:30");
		// past Sunday
		assertThat(repeat("bar shift every fri-sun 6pm").recurrence())
			.containsExactly("RRULE:FREQ=WEEKLY;BYDAY=FR,SA,SU");
		// a particular week: those days, no repeat
		ProposedEvent off = answerIn(World.FALL, "off work mon-thu next week").proposedEvent();
		assertThat(off == null || off.recurrence() == null).isTrue();
	}

	@Test
	void weeklyAndAPartOfTheDayKeptInAName() {
		assertThat(repeat("weekly retro every thursday 3pm").title()).isEqualTo("Weekly retro");
		// more than one word after it: "weekly" only says the repeat
		assertThat(repeat("weekly 1:1 with dana mondays 10am").title()).isEqualTo("1:1 with Dana");
		ProposedEvent night = repeat("night class every wednesday 6:30pm");
		assertThat(night.title()).isEqualTo("Night class");
		assertThat(World.FALL.local(night.startTime())).isEqualTo("2026-11-04T18:30");
		// a bare hour keeps its part of the day
		assertThat(World.FALL.local(repeat("morning swim every tuesday at 7").startTime()))
			.isEqualTo("2026-11-03T07:00");
	}

	@Test
	void aRepeatSaidToSomeoneWithNoAddressIsAnEvent() {
		ProposedEvent call = repeat("email grandpa every saturday 10am");
		assertThat(call.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=SA");
		AssistantReply mail = answerIn(World.FALL, "email the group that mondays session is off");
		assertThat(mail.type()).isEqualTo(ReplyType.EMAIL_DRAFT);
	}

	private static ProposedEvent repeat(String message) {
		ProposedEvent event = proposal(answerIn(World.FALL, message));
		assertThat(event.action()).as(message).isEqualTo(Action.CREATE);
		assertThat(event.recurrence()).as(message).isNotNull();
		return event;
	}

}
