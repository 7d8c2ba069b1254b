package dev.kairos.events;

/**
 * An event read from an iCalendar file, with the key that identifies it in that file.
 * Importing an event with a key the user already has updates that event.
 *
 * @param icalUid the file's UID (or a key derived from the event when it has none)
 * @param recurrenceId the occurrence's original start in a recurring series (for example
 * {@code 20260302T080000Z} or {@code 20260302}), or {@code ""} for an event that does not
 * recur
 * @param draft the event's fields
 */
public record ImportedEvent(String icalUid, String recurrenceId, EventDraft draft) {

}
