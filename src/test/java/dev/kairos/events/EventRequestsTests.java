package dev.kairos.events;

import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;

import dev.kairos.shared.FieldProblems;
import dev.kairos.shared.InvalidRequestException;
import dev.kairos.shared.Patch;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * How the events API's bodies ({@link CreateEventRequest}, {@link UpdateEventRequest})
 * and ids and scopes ({@link RequestValues}) are read, without the HTTP layer: which zone
 * local times are read in, what a PATCH keeps, and the problem named for each value that
 * cannot be read.
 */
class EventRequestsTests {

	private static final ZoneId BERLIN = ZoneId.of("Europe/Berlin");

	private static final ZoneId TOKYO = ZoneId.of("Asia/Tokyo");

	private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");

	private static final String ID = "4f1c2d6e-0b7a-4c8e-9f21-6a5b3c2d1e0f";

	private static final String INSTANCE = ID + "_20300304T090000Z";

	private static List<String> problems(Runnable read) {
		InvalidRequestException refusal = catchThrowableOfType(InvalidRequestException.class, read::run);
		List<String> lines = new ArrayList<>();
		if (refusal != null) {
			refusal.getErrors().forEach((problem) -> lines.add(problem.field() + ": " + problem.message()));
		}
		return lines;
	}

	private static CreateEventRequest create(String start, String end, Boolean allDay, List<String> recurrence,
			String timezone) {
		return new CreateEventRequest("Lunch", start, end, "notes", "cafe", "#abc",
				(allDay != null) ? Patch.of(allDay) : null, null, recurrence, timezone, null, null);
	}

	private static UpdateEventRequest update(String id, Patch<String> start, Patch<String> end, Patch<Boolean> allDay,
			Patch<List<String>> recurrence, Patch<String> timezone, Patch<String> scope) {
		return new UpdateEventRequest(id, null, start, end, null, null, null, allDay, null, recurrence, timezone, scope,
				null, null);
	}

	@Test
	void readsACreatesLocalTimesInItsZoneOrTheUsers() {
		EventDraft oneOff = create("2030-03-04T12:00", "2030-03-04T13:00", null, null, null).draft(BERLIN);
		assertThat(oneOff).isEqualTo(new EventDraft("Lunch", "notes", "cafe", "#abc",
				Instant.parse("2030-03-04T11:00:00Z"), Instant.parse("2030-03-04T12:00:00Z"), false, null, null));
		// A one-off event keeps no zone, even one it was sent with.
		EventDraft zoned = create("2030-03-04T12:00", "2030-03-04T13:00", false, List.of(), "Asia/Tokyo").draft(BERLIN);
		assertThat(zoned.startTime()).isEqualTo("2030-03-04T03:00:00Z");
		assertThat(zoned.timezone()).isNull();
		EventDraft series = create("2030-03-04T12:00", "2030-03-04T13:00", null, List.of("RRULE:FREQ=DAILY"), null)
			.draft(BERLIN);
		assertThat(series.timezone()).isEqualTo(BERLIN);
		assertThat(series.recurrence()).containsExactly("RRULE:FREQ=DAILY");
		EventDraft tokyo = create("2030-03-04T12:00", "2030-03-04T13:00", null, List.of("RRULE:FREQ=DAILY"),
				"Asia/Tokyo")
			.draft(BERLIN);
		assertThat(tokyo.timezone()).isEqualTo(TOKYO);
		assertThat(tokyo.startTime()).isEqualTo("2030-03-04T03:00:00Z");
	}

	@Test
	void readsAnAllDayCreatesDatesAtMidnightUtc() {
		EventDraft draft = create("2030-03-04", "2030-03-06", true, null, null).draft(BERLIN);
		assertThat(draft.allDay()).isTrue();
		assertThat(draft.startTime()).isEqualTo("2030-03-04T00:00:00Z");
		assertThat(draft.endTime()).isEqualTo("2030-03-06T00:00:00Z");
		assertThat(problems(() -> create("2030-03-04", "2030-03-06", false, null, null).draft(BERLIN)))
			.extracting((line) -> line.substring(0, line.indexOf(':')))
			.containsExactly("start_time", "end_time");
	}

	@Test
	void namesEveryUnreadableValueOfACreate() {
		assertThat(problems(() -> create("noon", null, null, null, "Mars/Olympus").draft(BERLIN))).containsExactly(
				"timezone: must be an IANA time zone such as Europe/Berlin or America/New_York",
				"start_time: must be an ISO 8601 date-time such as 2026-03-04T15:00:00Z or 2026-03-04T15:00 (read in your time zone)",
				"end_time: is required");
	}

	@Test
	void isForcedOnlyByTrue() {
		assertThat(new CreateEventRequest("A", "x", "y", null, null, null, null, Patch.of(true), null, null, null, null)
			.forced()).isTrue();
		assertThat(
				new CreateEventRequest("A", "x", "y", null, null, null, null, Patch.of(false), null, null, null, null)
					.forced())
			.isFalse();
		assertThat(new CreateEventRequest("A", "x", "y", null, null, null, null, null, null, null, null, null).forced())
			.isFalse();
		assertThat(update(ID, null, null, null, null, null, null).forced()).isFalse();
		assertThat(new UpdateEventRequest(ID, null, null, null, null, null, null, null, Patch.of(true), null, null,
				null, null, null)
			.forced()).isTrue();
		assertThat(new UpdateEventRequest(ID, null, null, null, null, null, null, null, Patch.of(false), null, null,
				null, null, null)
			.forced()).isFalse();
	}

	@Test
	void readsAnUpdatesIdScopeAndZone() {
		UpdateEventRequest.Change change = update(INSTANCE, null, null, null, null, Patch.of("Asia/Tokyo"),
				Patch.of("following"))
			.read();
		assertThat(change).isEqualTo(
				new UpdateEventRequest.Change(EventId.parse(INSTANCE), ChangeScope.FOLLOWING, TOKYO, null, null));
		assertThat(update(ID, null, null, null, null, null, null).read())
			.isEqualTo(new UpdateEventRequest.Change(EventId.parse(ID), ChangeScope.THIS, null, null, null));
		// A series' recurrence can be changed with its own id, or from an occurrence on.
		assertThat(
				problems(() -> update(ID, null, null, null, Patch.of(List.of("RRULE:FREQ=DAILY")), null, null).read()))
			.isEmpty();
		assertThat(
				problems(() -> update(INSTANCE, null, null, null, Patch.ofNull(), null, Patch.of("following")).read()))
			.isEmpty();
		assertThat(problems(() -> update(INSTANCE, null, null, null, Patch.ofNull(), null, Patch.of("all")).read()))
			.isEmpty();
	}

	@Test
	void namesEveryUnreadableValueOfAnUpdate() {
		assertThat(problems(
				() -> update("nope", null, null, Patch.of(true), null, Patch.of("+09:00"), Patch.of("some")).read()))
			.containsExactly(
					"id: must be an event id: a UUID, or a UUID and an occurrence's start such as 4f1c2d6e-0b7a-4c8e-9f21-6a5b3c2d1e0f_20310317T130000Z",
					"timezone: must be an IANA time zone such as Europe/Berlin or America/New_York",
					"scope: must be this, following or all",
					"all_day: changing all_day needs start_time and end_time too");
		assertThat(problems(() -> update(ID, Patch.of("2030-03-04"), null, Patch.of(true), null, null, null).read()))
			.containsExactly("all_day: changing all_day needs start_time and end_time too");
		assertThat(problems(() -> update(ID, null, Patch.of("2030-03-04"), Patch.of(true), null, null, null).read()))
			.containsExactly("all_day: changing all_day needs start_time and end_time too");
		assertThat(problems(
				() -> update(ID, Patch.of("2030-03-04"), Patch.of("2030-03-05"), Patch.of(true), null, null, null)
					.read()))
			.isEmpty();
		assertThat(problems(
				() -> update(INSTANCE, null, null, null, Patch.of(List.of("RRULE:FREQ=DAILY")), null, null).read()))
			.containsExactly("recurrence: cannot be set on one occurrence: change the series (recurring_event_id), "
					+ "or send \"scope\": \"following\"");
		assertThat(problems(() -> update(INSTANCE, null, null, null, Patch.ofNull(), null, Patch.of("this")).read()))
			.hasSize(1);
		assertThat(problems(() -> update(null, null, null, null, null, null, null).read())).isEmpty();
	}

	private static final EventDraft STORED = new EventDraft("Standup", "daily", "room 1", "#123456",
			Instant.parse("2030-03-04T08:00:00Z"), Instant.parse("2030-03-04T08:15:00Z"), false, null, null);

	private static final EventDraft STORED_SERIES = new EventDraft("Standup", "daily", "room 1", "#123456",
			Instant.parse("2030-03-04T14:00:00Z"), Instant.parse("2030-03-04T14:15:00Z"), false,
			List.of("RRULE:FREQ=DAILY"), NEW_YORK);

	@Test
	void anEmptyUpdateKeepsWhatIsStored() {
		assertThat(update(ID, null, null, null, null, null, null).applyTo(STORED, null, BERLIN)).isEqualTo(STORED);
		assertThat(update(ID, null, null, null, null, null, null).applyTo(STORED_SERIES, null, BERLIN))
			.isEqualTo(STORED_SERIES);
	}

	@Test
	void anUpdateSetsAndClearsTheFieldsItNames() {
		UpdateEventRequest request = new UpdateEventRequest(ID, Patch.of("Sync"), null, null, Patch.ofNull(),
				Patch.of("room 2"), Patch.ofNull(), null, null, null, null, null, null, null);
		assertThat(request.applyTo(STORED, null, BERLIN)).isEqualTo(
				new EventDraft("Sync", null, "room 2", null, STORED.startTime(), STORED.endTime(), false, null, null));
	}

	@Test
	void readsAnUpdatesLocalTimesInTheRequestsZoneElseTheSeriesElseTheUsers() {
		UpdateEventRequest moved = update(ID, Patch.of("2030-03-05T09:00"), Patch.of("2030-03-05T09:30"), null, null,
				null, null);
		EventDraft oneOff = moved.applyTo(STORED, null, BERLIN);
		assertThat(oneOff.startTime()).isEqualTo("2030-03-05T08:00:00Z");
		assertThat(oneOff.endTime()).isEqualTo("2030-03-05T08:30:00Z");
		assertThat(oneOff.timezone()).isNull();
		EventDraft series = moved.applyTo(STORED_SERIES, null, BERLIN);
		assertThat(series.startTime()).isEqualTo("2030-03-05T14:00:00Z");
		assertThat(series.timezone()).isEqualTo(NEW_YORK);
		assertThat(series.recurrence()).containsExactly("RRULE:FREQ=DAILY");
		EventDraft tokyo = moved.applyTo(STORED_SERIES, TOKYO, BERLIN);
		assertThat(tokyo.startTime()).isEqualTo("2030-03-05T00:00:00Z");
		assertThat(tokyo.timezone()).isEqualTo(TOKYO);
		// A zone sent for a one-off event (an occurrence's id) is the series' to be.
		assertThat(update(ID, null, null, null, null, null, null).applyTo(STORED, TOKYO, BERLIN).timezone())
			.isEqualTo(TOKYO);
	}

	@Test
	void anUpdatesRecurrenceMakesOrEndsASeries() {
		EventDraft series = update(ID, null, null, null, Patch.of(List.of("RRULE:FREQ=WEEKLY")), null, null)
			.applyTo(STORED, null, BERLIN);
		assertThat(series.recurrence()).containsExactly("RRULE:FREQ=WEEKLY");
		assertThat(series.timezone()).isEqualTo(BERLIN);
		EventDraft ended = update(ID, null, null, null, Patch.ofNull(), null, null).applyTo(STORED_SERIES, null,
				BERLIN);
		assertThat(ended.recurrence()).isEmpty();
		assertThat(ended.timezone()).isEqualTo(NEW_YORK);
		EventDraft emptied = update(ID, null, null, null, Patch.of(List.of()), null, null).applyTo(STORED_SERIES, null,
				BERLIN);
		assertThat(emptied.recurrence()).isEmpty();
	}

	@Test
	void anUpdateToAllDayReadsDatesAndBackReadsTimes() {
		EventDraft allDay = update(ID, Patch.of("2030-03-05"), Patch.of("2030-03-06"), Patch.of(true), null, null, null)
			.applyTo(STORED, null, BERLIN);
		assertThat(allDay.allDay()).isTrue();
		assertThat(allDay.startTime()).isEqualTo("2030-03-05T00:00:00Z");
		EventDraft storedAllDay = new EventDraft("Trip", null, null, null, Instant.parse("2030-03-05T00:00:00Z"),
				Instant.parse("2030-03-06T00:00:00Z"), true);
		// all_day left out keeps the stored one: dates are read as dates.
		EventDraft moved = update(ID, Patch.of("2030-03-07"), Patch.of("2030-03-08"), null, null, null, null)
			.applyTo(storedAllDay, null, BERLIN);
		assertThat(moved.allDay()).isTrue();
		assertThat(moved.endTime()).isEqualTo("2030-03-08T00:00:00Z");
		EventDraft timed = update(ID, Patch.of("2030-03-07T10:00"), Patch.of("2030-03-07T11:00"), Patch.of(false), null,
				null, null)
			.applyTo(storedAllDay, null, BERLIN);
		assertThat(timed.allDay()).isFalse();
		assertThat(timed.startTime()).isEqualTo("2030-03-07T09:00:00Z");
		assertThat(problems(() -> update(ID, Patch.of("soon"), Patch.of("later"), null, null, null, null)
			.applyTo(STORED, null, BERLIN))).extracting((line) -> line.substring(0, line.indexOf(':')))
			.containsExactly("start_time", "end_time");
	}

	@Test
	void readsIdsAndScopesIntoProblemsNamedByTheirField() {
		FieldProblems problems = new FieldProblems();
		assertThat(RequestValues.id(problems, "event_id", null)).isNull();
		assertThat(RequestValues.id(problems, "event_id", ID)).isEqualTo(EventId.parse(ID));
		assertThat(RequestValues.scope(problems, null)).isEqualTo(ChangeScope.THIS);
		assertThat(RequestValues.scope(problems, "all")).isEqualTo(ChangeScope.ALL);
		assertThat(problems.isEmpty()).isTrue();
		assertThat(RequestValues.id(problems, "event_id", "nope")).isNull();
		assertThat(RequestValues.scope(problems, "some")).isEqualTo(ChangeScope.THIS);
		assertThat(problems.has("event_id")).isTrue();
		assertThat(problems.has("scope")).isTrue();
	}

}
