package dev.kairos.events;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.UUID;

import dev.kairos.events.recurrence.Recurrence;
import dev.kairos.events.recurrence.Timing;
import dev.kairos.shared.Reminder;
import dev.kairos.shared.ReminderMethod;
import dev.kairos.shared.Reminders;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Which fields a changed occurrence keeps as its own ({@link StoredSeries#overriddenBy}):
 * the ones in which it differs from the plain occurrence. A change of the series later
 * gives the occurrence the series' values for every other field, so a field counted
 * wrongly either loses the occurrence's change or freezes a field that should follow.
 * Both a change over the API and an imported RECURRENCE-ID override are read this way.
 */
class OverriddenFieldsTests {

	private static final ZoneId BERLIN = ZoneId.of("Europe/Berlin");

	/** Mondays 09:00 to 10:30 in Berlin from 3 June 2030 (07:00 UTC in summer). */
	private static final StoredSeries LECTURE = series("Lecture", "Chapter 1", "Room 1", "#336699");

	/** The second Monday, as the series has it. */
	private static final Instant SECOND = Instant.parse("2030-06-10T07:00:00Z");

	private static StoredSeries series(String title, String description, String location, String color) {
		Instant start = Instant.parse("2030-06-03T07:00:00Z");
		Instant end = start.plus(Duration.ofMinutes(90));
		Timing timing = Timing.of(start, end, BERLIN, false);
		Recurrence weekly = Recurrence.parse(List.of("RRULE:FREQ=WEEKLY;COUNT=10"), timing);
		Instant created = Instant.parse("2030-01-01T00:00:00Z");
		return new StoredSeries(UUID.randomUUID(), title, description, location, color, start, end, false, BERLIN,
				weekly, 0, created, created, null);
	}

	/** The second occurrence with the series' own fields. */
	private static EventDraft plain() {
		return new EventDraft("Lecture", "Chapter 1", "Room 1", "#336699", SECOND, SECOND.plus(Duration.ofMinutes(90)),
				false);
	}

	private static EventDraft with(String title, String description, String location, String color, Instant start,
			Instant end) {
		return new EventDraft(title, description, location, color, start, end, false);
	}

	@Test
	void thePlainOccurrenceOverridesNothing() {
		assertThat(LECTURE.overriddenBy(SECOND, plain())).isEmpty();
	}

	@Test
	void countsEachFieldThatDiffersAndNoOther() {
		Instant end = SECOND.plus(Duration.ofMinutes(90));
		assertThat(LECTURE.overriddenBy(SECOND, with("Guest lecture", "Chapter 1", "Room 1", "#336699", SECOND, end)))
			.containsExactly(StoredException.TITLE);
		assertThat(LECTURE.overriddenBy(SECOND, with("Lecture", "Chapter 2", "Room 1", "#336699", SECOND, end)))
			.containsExactly(StoredException.DESCRIPTION);
		assertThat(LECTURE.overriddenBy(SECOND, with("Lecture", "Chapter 1", "Hall B", "#336699", SECOND, end)))
			.containsExactly(StoredException.LOCATION);
		assertThat(LECTURE.overriddenBy(SECOND, with("Lecture", "Chapter 1", "Room 1", "#993366", SECOND, end)))
			.containsExactly(StoredException.COLOR);
		assertThat(LECTURE.overriddenBy(SECOND,
				with("Lecture", "Chapter 1", "Room 1", "#336699", SECOND, end)
					.withReminders(Reminders.of(List.of(new Reminder(ReminderMethod.EMAIL, 30))))))
			.containsExactly(StoredException.REMINDERS);
		assertThat(LECTURE.overriddenBy(SECOND,
				with("Guest lecture", "Chapter 2", "Hall B", "#993366", SECOND.plusSeconds(3600), end.plusSeconds(3600))
					.withReminders(Reminders.of(List.of()))))
			.containsExactlyInAnyOrderElementsOf(StoredException.FIELDS);
	}

	@Test
	void aChangedStartOrEndAloneIsAChangeOfTimes() {
		Instant end = SECOND.plus(Duration.ofMinutes(90));
		assertThat(LECTURE.overriddenBy(SECOND,
				with("Lecture", "Chapter 1", "Room 1", "#336699", SECOND, end.plusSeconds(1))))
			.containsExactly(StoredException.TIMES);
		assertThat(LECTURE.overriddenBy(SECOND,
				with("Lecture", "Chapter 1", "Room 1", "#336699", SECOND.minusSeconds(1), end)))
			.containsExactly(StoredException.TIMES);
	}

	@Test
	void aFieldClearedOrSetWhereTheSeriesHasNoneIsOverridden() {
		Instant end = SECOND.plus(Duration.ofMinutes(90));
		assertThat(LECTURE.overriddenBy(SECOND, with("Lecture", null, null, null, SECOND, end)))
			.containsExactlyInAnyOrder(StoredException.DESCRIPTION, StoredException.LOCATION, StoredException.COLOR);
		StoredSeries bare = series("Lecture", null, null, null);
		assertThat(bare.overriddenBy(SECOND, with("Lecture", null, null, null, SECOND, end))).isEmpty();
		assertThat(bare.overriddenBy(SECOND, with("Lecture", "Chapter 1", "Room 1", "#336699", SECOND, end)))
			.containsExactlyInAnyOrder(StoredException.DESCRIPTION, StoredException.LOCATION, StoredException.COLOR);
	}

	@Test
	void isMeasuredAgainstTheOccurrenceItChangesNotTheFirst() {
		// The first occurrence's times differ from the second's; the second's own do not.
		assertThat(LECTURE.overriddenBy(SECOND, plain())).doesNotContain(StoredException.TIMES);
		Instant first = LECTURE.startTime();
		assertThat(LECTURE.overriddenBy(first, plain())).containsExactly(StoredException.TIMES);
	}

	@Test
	void anImportedOverrideStoresItsFieldsWithWhatItOverrides() {
		Instant now = Instant.parse("2030-05-01T12:00:00Z");
		EventDraft moved = with("Lecture", "Chapter 1", "Hall B", "#336699", SECOND.plusSeconds(3600),
				SECOND.plusSeconds(3600).plus(Duration.ofMinutes(90)));
		StoredException exception = EventImports.exception(LECTURE, SECOND, moved, now);
		assertThat(exception.seriesId()).isEqualTo(LECTURE.id());
		assertThat(exception.originalStart()).isEqualTo(SECOND);
		assertThat(exception.overridden()).containsExactlyInAnyOrder(StoredException.LOCATION, StoredException.TIMES);
		assertThat(exception.location()).isEqualTo("Hall B");
		assertThat(exception.startTime()).isEqualTo(SECOND.plusSeconds(3600));
		assertThat(exception.sequence()).isEqualTo(LECTURE.sequence());
		assertThat(exception.createdAt()).isEqualTo(now);
		assertThat(exception.updatedAt()).isEqualTo(now);
	}

}
