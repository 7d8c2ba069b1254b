package dev.kairos.assistant.planning;

import dev.kairos.assistant.language.ChangeRequest;
import dev.kairos.assistant.language.Utterance;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Changes said without the usual verb (set D of issue 29's kinds, with examples of their
 * own), in {@link World#FALL}.
 */
class VerblessChangesTests {

	private static final World WORLD = World.FALL;

	private final Conversation conversation = WORLD.conversation();

	private ProposedEvent proposed(String message) {
		ChangeRequest request = ChangeRequest.read(Utterance.read(message));
		assertThat(request).as(message).isNotNull();
		AssistantReply reply = new ActionRequests(this.conversation).answer(request).reply();
		assertThat(reply.proposedEvent()).as(reply.message()).isNotNull();
		return reply.proposedEvent();
	}

	private static void assertTimes(ProposedEvent event, String start, String end) {
		assertThat(WORLD.local(event.startTime())).isEqualTo(start);
		assertThat(WORLD.local(event.endTime())).isEqualTo(end);
	}

	@Test
	void aNewPlaceSaidWithoutAVerb() {
		ProposedEvent venue = proposed("team meeting venue: Room 12");
		assertThat(venue.action()).isEqualTo(Action.UPDATE);
		assertThat(venue.title()).isEqualTo("Team meeting");
		assertThat(venue.location()).isEqualTo("Room 12");
		ProposedEvent moved = proposed("the project meeting is in Boardroom 2 now, not the lab");
		assertThat(moved.title()).isEqualTo("Project meeting");
		assertThat(moved.location()).isEqualTo("Boardroom 2");
		// A time after "is at" stays a new time.
		assertTimes(proposed("dentist is at 4pm now"), "2026-11-04T16:00", "2026-11-04T17:00");
	}

	@Test
	void aLengthAddedAndANewEnd() {
		assertTimes(proposed("tack on 15 minutes to the guitar lesson"), "2026-11-09T16:00", "2026-11-09T17:15");
		assertTimes(proposed("add an hour to the physics lecture"), "2026-11-02T15:00", "2026-11-02T17:00");
		assertTimes(proposed("physics lecture runs until 5"), "2026-11-02T15:00", "2026-11-02T17:00");
		assertTimes(proposed("project meeting ends at 6:30pm"), "2026-11-04T16:00", "2026-11-04T18:30");
		// Past midnight: the night after the event's day.
		assertTimes(proposed("halloween party lasts till 1am"), "2026-10-31T20:00", "2026-11-01T01:00");
	}

	@Test
	void cancelsSaidAsNews() {
		ProposedEvent lunch = proposed("marco cancelled lunch, nix it");
		assertThat(lunch.action()).isEqualTo(Action.DELETE);
		assertThat(lunch.title()).isEqualTo("Lunch with Marco");
		ProposedEvent thursday = proposed("no yoga on thursday the 5th, scrap it");
		assertThat(thursday.action()).isEqualTo(Action.DELETE);
		assertThat(thursday.eventId()).isEqualTo(WORLD.instanceId("Yoga", "2026-11-05T18:00"));
		ProposedEvent tuesday = proposed("yoga canceled tues");
		assertThat(tuesday.action()).isEqualTo(Action.DELETE);
		assertThat(tuesday.eventId()).isEqualTo(WORLD.instanceId("Yoga", "2026-11-03T18:00"));
	}

	@Test
	void theWholeSeriesByScopeWordsInARowAndByANewName() {
		ProposedEvent all = proposed("scrap standup altogether, every single one");
		assertThat(all.action()).isEqualTo(Action.DELETE);
		assertThat(all.eventId()).isEqualTo(Fixtures.id("Standup").toString());
		ProposedEvent renamed = proposed("retitle yoga as Evening flow");
		assertThat(renamed.action()).isEqualTo(Action.UPDATE);
		assertThat(renamed.eventId()).isEqualTo(Fixtures.id("Yoga").toString());
		assertThat(renamed.title()).isEqualTo("Evening flow");
		// One occurrence said renames that one only.
		ProposedEvent one = proposed("rename thursday's yoga to Yin yoga");
		assertThat(one.eventId()).isEqualTo(WORLD.instanceId("Yoga", "2026-11-05T18:00"));
	}

}
