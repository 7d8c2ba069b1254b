package dev.kairos.events;

import java.time.Instant;
import java.util.List;

/**
 * A series read from an iCalendar file: its first occurrence's fields with its recurrence
 * and zone, and the occurrences the file changes (RECURRENCE-ID overrides).
 *
 * @param icalUid the file's UID
 * @param draft the series' fields, with {@code recurrence} and {@code timezone}
 * @param overrides the changed occurrences
 */
public record ImportedSeries(String icalUid, EventDraft draft, List<Override> overrides) implements Imported {

	public ImportedSeries {
		overrides = List.copyOf(overrides);
	}

	/**
	 * One changed occurrence.
	 *
	 * @param originalStart its start in the series (its RECURRENCE-ID)
	 * @param draft its fields
	 * @param line where it is in the file, for problems
	 * @param noAlarms whether its VEVENT had no VALARM of its own (the import then gives
	 * it the series' reminders; CalDAV gives it none)
	 */
	public record Override(Instant originalStart, EventDraft draft, int line, boolean noAlarms) {

		/** An occurrence the file changes, with alarms of its own or none to tell. */
		public Override(Instant originalStart, EventDraft draft, int line) {
			this(originalStart, draft, line, false);
		}

	}

}
