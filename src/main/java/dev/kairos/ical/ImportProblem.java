package dev.kairos.ical;

import org.jspecify.annotations.Nullable;

/**
 * Something an import could not take as it was: an event it skipped, or a value it read
 * differently (an unknown time zone read in the user's zone).
 *
 * @param uid the UID of the event concerned, or null for the file as a whole
 * @param line the line of the file where that event (or the problem) begins, or null
 * @param message what happened, in plain words
 */
record ImportProblem(@Nullable String uid, @Nullable Integer line, String message) {

}
