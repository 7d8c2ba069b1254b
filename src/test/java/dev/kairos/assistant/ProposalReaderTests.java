package dev.kairos.assistant;

import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.Turn;
import dev.kairos.events.EventDraft;
import dev.kairos.events.EventId;
import dev.kairos.test.Problems;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * How {@link ProposalReader} reads the assistant's bodies, and the problem it names for
 * each value it cannot read, without the HTTP layer.
 */
class ProposalReaderTests {

	private static final ZoneId BERLIN = ZoneId.of("Europe/Berlin");

	private static final String ID = "4f1c2d6e-0b7a-4c8e-9f21-6a5b3c2d1e0f";

	private final ProposalReader reader = new ProposalReader(BERLIN);

	private static ProposalBody create(String title, String start, String end) {
		return new ProposalBody(title, start, end, null, null, null, null, null, null, null, null, null, null);
	}

	private static ProposalBody body(String title, String start, String end, List<String> recurrence, String timezone,
			String action, String eventId, String eventVersion, Boolean allDay) {
		return new ProposalBody(title, start, end, "notes", "room", "#abc", recurrence, timezone, action, eventId,
				eventVersion, null, allDay);
	}

	/** The problems, as "field: message", in the order they were found. */
	private List<String> problems() {
		return Problems.lines(this.reader.problems());
	}

	@Test
	void readsAMessageOfUpTo4000CharactersStripped() {
		assertThat(this.reader.message("  lunch at noon \n")).isEqualTo("lunch at noon");
		// Characters, not UTF-16 units: 4,000 emoji are 8,000 units.
		String emoji = "\uD83D\uDE00".repeat(4000);
		assertThat(this.reader.message(emoji)).isEqualTo(emoji);
		assertThat(this.reader.message("x".repeat(4000))).hasSize(4000);
		assertThat(this.reader.problems().isEmpty()).isTrue();
		assertThat(this.reader.message("x".repeat(4001))).isNull();
		assertThat(this.reader.message(null)).isNull();
		assertThat(this.reader.message(" \t")).isNull();
		assertThat(problems()).containsExactly("message: must be at most 4000 characters", "message: is required",
				"message: must not be blank");
	}

	@Test
	void readsTurnsWithTheirRolesAndProposals() {
		assertThat(this.reader.turns(null)).isEmpty();
		assertThat(this.reader.turns(List.of())).isEmpty();
		List<Turn> turns = this.reader
			.turns(List.of(new ScheduleRequest.HistoryTurn(" User ", "lunch?", null), new ScheduleRequest.HistoryTurn(
					"assistant", "Lunch at noon?", create(" Lunch ", "2030-03-04T12:00", "2030-03-04T13:00"))));
		assertThat(problems()).isEmpty();
		assertThat(turns).hasSize(2);
		assertThat(turns.get(0).fromUser()).isTrue();
		assertThat(turns.get(0).content()).isEqualTo("lunch?");
		assertThat(turns.get(0).proposedEvent()).isNull();
		assertThat(turns.get(1).fromUser()).isFalse();
		var proposal = turns.get(1).proposedEvent();
		assertThat(proposal).isNotNull();
		assertThat(proposal.title()).isEqualTo("Lunch");
		assertThat(proposal.startTime()).isEqualTo("2030-03-04T11:00:00Z");
		assertThat(proposal.endTime()).isEqualTo("2030-03-04T12:00:00Z");
		assertThat(proposal.timezone()).isEqualTo("Europe/Berlin");
		assertThat(proposal.action()).isEqualTo(Action.CREATE);
		assertThat(proposal.eventId()).isNull();
		assertThat(proposal.eventVersion()).isNull();
		assertThat(proposal.allDay()).isFalse();
	}

	@Test
	void readsAtMost50Turns() {
		List<ScheduleRequest.HistoryTurn> fifty = Collections.nCopies(50,
				new ScheduleRequest.HistoryTurn("user", "hi", null));
		assertThat(this.reader.turns(fifty)).hasSize(50);
		assertThat(problems()).isEmpty();
		List<ScheduleRequest.HistoryTurn> more = new ArrayList<>(fifty);
		more.add(new ScheduleRequest.HistoryTurn("user", "hi", null));
		assertThat(this.reader.turns(more)).isEmpty();
		assertThat(problems()).containsExactly("history: must hold at most 50 turns");
	}

	@Test
	void namesEachUnreadableTurnByItsPlace() {
		List<ScheduleRequest.HistoryTurn> history = new ArrayList<>();
		history.add(null);
		history.add(new ScheduleRequest.HistoryTurn(null, "hi", null));
		history.add(new ScheduleRequest.HistoryTurn("system", "hi", null));
		history.add(new ScheduleRequest.HistoryTurn("user", null, null));
		history.add(new ScheduleRequest.HistoryTurn("assistant", "ok",
				create(" ", "2030-03-04T12:00", "2030-03-04T12:00")));
		history.add(new ScheduleRequest.HistoryTurn("user", "fine", null));
		List<Turn> turns = this.reader.turns(history);
		assertThat(problems()).containsExactly("history[0]: must be an object with role and content",
				"history[1].role: is required", "history[2].role: must be user or assistant",
				"history[3].content: is required", "history[4].proposed_event.title: is required",
				"history[4].proposed_event.end_time: must be after start_time");
		// A turn with a role and content is kept, even with a role the reader refused.
		assertThat(turns).extracting(Turn::content).containsExactly("hi", "ok", "fine");
		assertThat(turns.get(1).proposedEvent()).isNull();
	}

	@Test
	void readsAProposalOfAnUpdateWithItsTargetZoneAndRecurrence() {
		Turn turn = this.reader
			.turns(List.of(
					new ScheduleRequest.HistoryTurn("assistant", "Move it?",
							body("Yoga", "2030-03-04T18:00:00Z", "2030-03-04T19:00:00Z", List.of("RRULE:FREQ=WEEKLY"),
									"America/New_York", "update", ID, "v7", true))))
			.get(0);
		assertThat(problems()).isEmpty();
		var proposal = turn.proposedEvent();
		assertThat(proposal.action()).isEqualTo(Action.UPDATE);
		assertThat(proposal.eventId()).isEqualTo(ID);
		assertThat(proposal.eventVersion()).isEqualTo("v7");
		assertThat(proposal.timezone()).isEqualTo("America/New_York");
		assertThat(proposal.recurrence()).containsExactly("RRULE:FREQ=WEEKLY");
		assertThat(proposal.description()).isEqualTo("notes");
		assertThat(proposal.location()).isEqualTo("room");
		assertThat(proposal.color()).isEqualTo("#abc");
		assertThat(proposal.allDay()).isTrue();
	}

	@Test
	void dropsAProposalWithAnyUnreadableField() {
		List<ScheduleRequest.HistoryTurn> history = List.of(
				turn(body("A", "2030-03-04T18:00Z", "2030-03-04T19:00Z", null, null, "move", null, null, null)),
				turn(body("B", "2030-03-04T18:00Z", "2030-03-04T19:00Z", null, null, "delete", null, " ", null)),
				turn(body("C", "2030-03-04T18:00Z", "2030-03-04T19:00Z", null, null, "create", ID, "v1", null)),
				turn(body("D", "2030-03-04T18:00Z", "2030-03-04T19:00Z", List.of("RRULE:FREQ=SOMETIMES"), null, null,
						null, null, null)),
				turn(body("E", "2030-03-04T18:00Z", "2030-03-04T19:00Z", null, "Mars/Olympus", null, null, null, null)),
				turn(body("F", "2030-03-04T18:00Z", "2030-03-04T19:00Z", null, null, "update", "nope", "v1", null)),
				turn(body("G", "noon", "2030-03-04T19:00Z", null, null, null, null, null, null)),
				turn(body(null, "2030-03-04T18:00Z", "2030-03-04T19:00Z", null, null, null, null, null, null)));
		List<Turn> turns = this.reader.turns(history);
		assertThat(turns).hasSize(8).allSatisfy((turn) -> assertThat(turn.proposedEvent()).isNull());
		assertThat(problems()).extracting((line) -> line.substring(0, line.indexOf(':')))
			.containsExactly("history[0].proposed_event.action", "history[1].proposed_event.event_id",
					"history[1].proposed_event.event_version", "history[2].proposed_event.event_id",
					"history[2].proposed_event.event_version", "history[3].proposed_event.recurrence",
					"history[4].proposed_event.timezone", "history[5].proposed_event.event_id",
					"history[6].proposed_event.start_time", "history[7].proposed_event.title");
		assertThat(problems()).contains("history[0].proposed_event.action: must be create, update or delete",
				"history[1].proposed_event.event_id: is required for delete",
				"history[1].proposed_event.event_version: is required for delete: send the proposal's event_version back unchanged",
				"history[2].proposed_event.event_id: is only for update and delete; a new event has none",
				"history[2].proposed_event.event_version: is only for update and delete; a new event has none");
	}

	private static ScheduleRequest.HistoryTurn turn(ProposalBody body) {
		return new ScheduleRequest.HistoryTurn("assistant", "?", body);
	}

	@Test
	void confirmsADeleteWithItsTargetAndNoDraft() {
		ProposalReader.Confirmation confirmation = this.reader.confirmation(
				body(null, null, null, List.of("RRULE:FREQ=SOMETIMES"), "Mars/Olympus", "delete", ID, "v3", null));
		assertThat(problems()).isEmpty();
		assertThat(confirmation.action()).isEqualTo(Action.DELETE);
		assertThat(confirmation.target()).isEqualTo(new ProposalReader.Target(EventId.parse(ID), "v3"));
		assertThat(confirmation.draft()).isNull();
		assertThat(confirmation.recurrence()).isNull();
		assertThat(confirmation.timezone()).isNull();
	}

	@Test
	void confirmsACreateWithItsDraftRecurrenceAndZone() {
		ProposalReader.Confirmation confirmation = this.reader.confirmation(body("Yoga", "2030-03-04T18:00",
				"2030-03-04T19:00", List.of("RRULE:FREQ=WEEKLY"), "America/New_York", null, null, null, null));
		assertThat(problems()).isEmpty();
		assertThat(confirmation.action()).isEqualTo(Action.CREATE);
		assertThat(confirmation.target()).isNull();
		assertThat(confirmation.timezone()).isEqualTo(ZoneId.of("America/New_York"));
		assertThat(confirmation.recurrence()).containsExactly("RRULE:FREQ=WEEKLY");
		// Local times of the proposal are the user's.
		assertThat(confirmation.draft()).isEqualTo(new EventDraft("Yoga", "notes", "room", "#abc",
				Instant.parse("2030-03-04T17:00:00Z"), Instant.parse("2030-03-04T18:00:00Z"), false));

		ProposalReader plain = new ProposalReader(BERLIN);
		ProposalReader.Confirmation noZone = plain
			.confirmation(body("Yoga", "2030-03-04T18:00", "2030-03-04T19:00", null, null, null, null, null, null));
		assertThat(noZone.timezone()).isNull();
		assertThat(noZone.recurrence()).isNull();
		assertThat(Problems.lines(plain.problems())).isEmpty();
	}

	@Test
	void refusesAConfirmationsUnreadableRecurrenceAndMissingFields() {
		ProposalReader.Confirmation confirmation = this.reader.confirmation(body("Yoga", "2030-03-04T18:00",
				"2030-03-04T19:00", List.of("RRULE:FREQ=SOMETIMES"), null, "update", ID, "v1", null));
		assertThat(confirmation.target()).isEqualTo(new ProposalReader.Target(EventId.parse(ID), "v1"));
		assertThat(problems()).hasSize(1).allMatch((line) -> line.startsWith("recurrence: "));

		ProposalReader other = new ProposalReader(BERLIN);
		ProposalReader.Confirmation missing = other
			.confirmation(body(null, null, "2030-03-04T19:00", null, null, "update", ID, null, null));
		assertThat(missing.draft()).isNull();
		assertThat(missing.target()).isNull();
		assertThat(missing.recurrence()).isNull();
		assertThat(Problems.lines(other.problems())).containsExactly(
				"event_version: is required for update: send the proposal's event_version back unchanged",
				"title: is required", "start_time: is required");
	}

	@Test
	void storesAnAllDayProposalAtMidnightUtcOfItsLocalDays() {
		ProposalReader.Confirmation local = this.reader
			.confirmation(body("Trip", "2030-03-04T00:00", "2030-03-06T00:00", null, null, null, null, null, true));
		assertThat(local.draft().allDay()).isTrue();
		assertThat(local.draft().startTime()).isEqualTo("2030-03-04T00:00:00Z");
		assertThat(local.draft().endTime()).isEqualTo("2030-03-06T00:00:00Z");
		// An end within a day takes that whole day; a start within one starts it.
		ProposalReader.Confirmation within = this.reader
			.confirmation(body("Trip", "2030-03-04T10:00", "2030-03-05T09:00", null, null, null, null, null, true));
		assertThat(within.draft().startTime()).isEqualTo("2030-03-04T00:00:00Z");
		assertThat(within.draft().endTime()).isEqualTo("2030-03-06T00:00:00Z");
		assertThat(problems()).isEmpty();
	}

	@Test
	void readsTheSessionsOfAPlanThatMayTouchButNotOverlap() {
		List<EventDraft> sessions = this.reader
			.sessions(List.of(create("Study", "2030-03-04T09:00", "2030-03-04T10:00"),
					create("Study", "2030-03-04T10:00", "2030-03-04T11:00"),
					create("Study", "2030-03-04T08:00", "2030-03-04T09:00")));
		assertThat(problems()).isEmpty();
		assertThat(sessions).extracting(EventDraft::startTime)
			.containsExactly(Instant.parse("2030-03-04T08:00:00Z"), Instant.parse("2030-03-04T09:00:00Z"),
					Instant.parse("2030-03-04T07:00:00Z"));

		ProposalReader other = new ProposalReader(BERLIN);
		List<ProposalBody> plan = new ArrayList<>();
		plan.add(create("Study", "2030-03-04T09:00", "2030-03-04T10:00"));
		plan.add(null);
		plan.add(create("Study", "2030-03-04T09:59", "2030-03-04T10:30"));
		plan.add(create("Study", "2030-03-04T08:00", "2030-03-04T09:01"));
		plan.add(body("Study", "2030-03-05T09:00", "2030-03-05T10:00", List.of("RRULE:FREQ=DAILY"), null, "update", ID,
				"v1", null));
		plan.add(body("Study", "2030-03-06T09:00", "2030-03-06T10:00", List.of(), null, "create", null, "v1", null));
		plan.add(create(null, "2030-03-07T09:00", "2030-03-07T10:00"));
		List<EventDraft> drafts = other.sessions(plan);
		assertThat(Problems.lines(other.problems())).containsExactly("events[1]: must be a proposed event",
				"events[2].start_time: overlaps another session of the plan",
				"events[3].start_time: overlaps another session of the plan",
				"events[4].action: sessions of a study plan are created: only create is allowed",
				"events[4].event_id: sessions of a study plan are new events and name none",
				"events[4].recurrence: sessions of a study plan do not repeat",
				"events[5].event_id: sessions of a study plan are new events and name none",
				"events[6].title: is required");
		assertThat(drafts).hasSize(5);
	}

	@Test
	void readsPlansOfOneTo200Sessions() {
		assertThat(this.reader.sessions(List.of())).isEmpty();
		assertThat(problems()).containsExactly("events: must hold at least one session");

		List<ProposalBody> many = new ArrayList<>();
		Instant start = Instant.parse("2030-03-04T00:00:00Z");
		for (int i = 0; i < 201; i++) {
			many.add(create("Study", start.plusSeconds(3600L * i).toString(),
					start.plusSeconds(3600L * i + 1800).toString()));
		}
		ProposalReader most = new ProposalReader(BERLIN);
		assertThat(most.sessions(many.subList(0, 200))).hasSize(200);
		assertThat(Problems.lines(most.problems())).isEmpty();
		ProposalReader tooMany = new ProposalReader(BERLIN);
		assertThat(tooMany.sessions(many)).isEmpty();
		assertThat(Problems.lines(tooMany.problems())).containsExactly("events: must hold at most 200 sessions");
	}

}
