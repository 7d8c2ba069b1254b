package dev.kairos.ical;

import java.util.List;

/**
 * What an import did.
 *
 * @param imported events created
 * @param updated events the user already had from an earlier import of the same UID and
 * RECURRENCE-ID, changed by this one
 * @param unchanged such events that were already as in the file
 * @param removed occurrences of re-imported series that the file no longer yields
 * @param skipped components not imported: tasks and journal entries, cancelled events,
 * and events with an error
 * @param errors what was skipped or read differently, and why
 */
record ImportResult(int imported, int updated, int unchanged, int removed, int skipped, List<ImportProblem> errors) {

}
