package dev.kairos.events;

/**
 * Identity of an imported event inside the user's calendar: the file's UID and the
 * occurrence's original start ({@code ""} when the event does not recur).
 */
record ImportKey(String icalUid, String recurrenceId) {

}
