package dev.kairos.events;

/**
 * A one-off event read from an iCalendar file, with the key that identifies it in that
 * file.
 *
 * @param icalUid the file's UID (or a key derived from the event when it has none)
 * @param recurrenceId for an occurrence whose series the file does not hold, its original
 * start (for example {@code 20260302T080000Z} or {@code 20260302}); else {@code ""}
 * @param draft the event's fields
 */
public record ImportedEvent(String icalUid, String recurrenceId, EventDraft draft) implements Imported {

}
