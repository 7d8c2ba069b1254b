package dev.kairos.events;

/**
 * Something read from an iCalendar file to store: a one-off event
 * ({@link ImportedEvent}), a series with its changed occurrences
 * ({@link ImportedSeries}), or a UID the file marks cancelled
 * ({@link ImportedCancellation}). Importing one with a UID the user already has updates
 * it (or, cancelled, removes it).
 */
public sealed interface Imported permits ImportedEvent, ImportedSeries, ImportedCancellation {

	/** The file's UID (or a key derived from the event when it has none). */
	String icalUid();

}
