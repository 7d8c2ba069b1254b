package dev.kairos.events;

import org.jspecify.annotations.Nullable;

/**
 * A one-off event read from an iCalendar file, with the key that identifies it in that
 * file.
 *
 * @param icalUid the file's UID (or a key derived from the event when it has none)
 * @param recurrenceId for an occurrence whose series the file does not hold, its original
 * start; else null
 * @param draft the event's fields
 */
public record ImportedEvent(String icalUid, @Nullable RecurrenceId recurrenceId, EventDraft draft) implements Imported {

}
