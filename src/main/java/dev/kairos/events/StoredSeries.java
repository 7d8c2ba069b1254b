package dev.kairos.events;

import java.time.Instant;
import java.time.ZoneId;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;

import dev.kairos.events.recurrence.Recurrence;
import dev.kairos.events.recurrence.Timing;
import dev.kairos.shared.Reminders;
import org.jspecify.annotations.Nullable;

/**
 * A series as stored: its first occurrence's fields and its recurrence.
 *
 * @param id the series' id
 * @param title what it is
 * @param description free text, or null
 * @param location where, or null
 * @param color {@code #rrggbb} or {@code #rgb}, or null
 * @param startTime the first occurrence's start (DTSTART)
 * @param endTime the first occurrence's end
 * @param allDay whether occurrences are whole days
 * @param zone the zone the series repeats in
 * @param recurrence its rules, canonical
 * @param sequence how many times the series changed
 * @param createdAt when it was created
 * @param updatedAt when it last changed
 * @param icalUid the UID of the file it was imported from, or null
 * @param reminders the user's defaults or the series' own, for every occurrence not
 * changed on its own
 */
record StoredSeries(UUID id, String title, @Nullable String description, @Nullable String location,
		@Nullable String color, Instant startTime, Instant endTime, boolean allDay, ZoneId zone, Recurrence recurrence,
		int sequence, Instant createdAt, Instant updatedAt, @Nullable String icalUid, Reminders reminders) {

	/** A series with the user's default reminders. */
	StoredSeries(UUID id, String title, @Nullable String description, @Nullable String location, @Nullable String color,
			Instant startTime, Instant endTime, boolean allDay, ZoneId zone, Recurrence recurrence, int sequence,
			Instant createdAt, Instant updatedAt, @Nullable String icalUid) {
		this(id, title, description, location, color, startTime, endTime, allDay, zone, recurrence, sequence, createdAt,
				updatedAt, icalUid, Reminders.DEFAULT);
	}

	/** When the series happens. */
	Timing timing() {
		return Timing.of(this.startTime, this.endTime, this.zone, this.allDay);
	}

	/** The series as the API returns it. */
	Event toEvent() {
		return new Event(EventId.of(this.id), this.title, this.description, this.location, this.color, this.startTime,
				this.endTime, this.allDay, this.recurrence.lines(), this.zone.getId(), null, null, this.reminders,
				this.sequence, this.createdAt, this.updatedAt);
	}

	/** The occurrence that starts at {@code start}, with the series' fields. */
	Event occurrence(Instant start) {
		return new Event(EventId.instance(this.id, start, this.allDay), this.title, this.description, this.location,
				this.color, start, start.plus(timing().duration()), this.allDay, null, this.zone.getId(), this.id,
				start, this.reminders, this.sequence, this.createdAt, this.updatedAt);
	}

	/**
	 * The fields ({@link StoredException#FIELDS}) in which {@code changed} differs from
	 * the plain occurrence that starts at {@code originalStart}: what a changed
	 * occurrence keeps as its own when the series changes. Empty when it is the plain
	 * occurrence.
	 */
	Set<String> overriddenBy(Instant originalStart, EventDraft changed) {
		Event plain = occurrence(originalStart);
		Set<String> overridden = new HashSet<>();
		if (!changed.title().equals(plain.title())) {
			overridden.add(StoredException.TITLE);
		}
		if (!Objects.equals(changed.description(), plain.description())) {
			overridden.add(StoredException.DESCRIPTION);
		}
		if (!Objects.equals(changed.location(), plain.location())) {
			overridden.add(StoredException.LOCATION);
		}
		if (!Objects.equals(changed.color(), plain.color())) {
			overridden.add(StoredException.COLOR);
		}
		if (!changed.startTime().equals(plain.startTime()) || !changed.endTime().equals(plain.endTime())) {
			overridden.add(StoredException.TIMES);
		}
		if (!changed.reminders().equals(plain.reminders())) {
			overridden.add(StoredException.REMINDERS);
		}
		return Set.copyOf(overridden);
	}

	/** The recurrence lines as one text, the way they are stored. */
	String recurrenceText() {
		return String.join("\n", this.recurrence.lines());
	}

	static List<String> lines(String text) {
		return List.of(text.split("\n"));
	}

}
