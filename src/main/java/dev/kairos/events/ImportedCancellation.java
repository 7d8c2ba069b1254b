package dev.kairos.events;

/**
 * A UID that an iCalendar file marks cancelled ({@code STATUS:CANCELLED}): nothing of it
 * is stored, and what an earlier import stored under it is removed, as for any event of
 * the file's UIDs that the file no longer holds.
 *
 * @param icalUid the file's UID
 */
public record ImportedCancellation(String icalUid) implements Imported {

}
