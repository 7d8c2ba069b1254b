package dev.kairos.assistant.planning;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Follow-ups to a proposal on Wednesday 2026-03-04 10:30 in New York, over the calendar
 * of {@link Fixtures#calendar()}: the proposal is "Dinner" tomorrow (Thursday) unless a
 * test says otherwise.
 */
class FollowUpsTests {

	private static ProposedEvent dinner(String start, String end) {
		return new ProposedEvent("Dinner", Fixtures.at(start), Fixtures.at(end), null, null, null, Fixtures.ZONE,
				List.of());
	}

	private static Answer answer(String message, ProposedEvent last) {
		return new FollowUps(Fixtures.conversation(Fixtures.calendar())).answer(message, last);
	}

	private static String times(Answer answer) {
		ProposedEvent event = answer.reply().proposedEvent();
		return Fixtures.local(event.startTime()) + "/" + Fixtures.local(event.endTime());
	}

	@Test
	void aRangeOfBareHoursKeepsItsEnd() {
		ProposedEvent lunch = dinner("2026-03-05T12:30", "2026-03-05T13:30");
		assertThat(times(answer("make it from 2 to 4", lunch))).isEqualTo("2026-03-05T14:00/2026-03-05T16:00");
		assertThat(times(answer("make it friday from 2 to 4", lunch))).isEqualTo("2026-03-06T14:00/2026-03-06T16:00");
		assertThat(times(answer("make it from 2pm to 4", lunch))).isEqualTo("2026-03-05T14:00/2026-03-05T16:00");
		assertThat(times(answer("make it 2 to 4", lunch))).isEqualTo("2026-03-05T14:00/2026-03-05T16:00");
		assertThat(times(answer("make it 2:30 to 4", lunch))).isEqualTo("2026-03-05T14:30/2026-03-05T16:00");
		// A bare hour after "to" alone is still the new start.
		assertThat(times(answer("move it to 4", lunch))).isEqualTo("2026-03-05T16:00/2026-03-05T17:00");
	}

}
