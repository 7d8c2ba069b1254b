package dev.kairos.events;

/**
 * Something read from an iCalendar file to store: a one-off event ({@link ImportedEvent})
 * or a series with its changed occurrences ({@link ImportedSeries}). Importing one with a
 * UID the user already has updates it.
 */
public sealed interface Imported permits ImportedEvent, ImportedSeries {

	/** The file's UID (or a key derived from the event when it has none). */
	String icalUid();

}
