package dev.kairos.events;

import org.jspecify.annotations.Nullable;

/**
 * Identity of an imported event inside the user's calendar: the file's UID and the
 * occurrence's original start (null when the event is no occurrence of a series).
 */
record ImportKey(String icalUid, @Nullable RecurrenceId recurrenceId) {

}
