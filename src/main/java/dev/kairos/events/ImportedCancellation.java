package dev.kairos.events;

import org.jspecify.annotations.Nullable;

/**
 * An event that an iCalendar file marks cancelled ({@code STATUS:CANCELLED}): nothing of
 * it is stored, and what an earlier import stored under it is removed.
 *
 * @param icalUid the file's UID
 * @param recurrenceId null when the file cancels the whole UID (its master): the one-off
 * event or series stored under it goes; else the original start of one occurrence whose
 * series the file does not hold (as in {@link ImportedEvent}): only a one-off row stored
 * under that key goes, never a series
 */
public record ImportedCancellation(String icalUid, @Nullable RecurrenceId recurrenceId) implements Imported {

}
