package dev.kairos.assistant;

import java.time.Instant;
import java.util.List;

import dev.kairos.assistant.planning.DueAssignment;
import dev.kairos.security.KairosUser;

/**
 * Where the study planner finds a user's assignments ({@link SyncedAssignmentSource}: the
 * ones synced from Canvas).
 */
interface AssignmentSource {

	/**
	 * Return the user's assignments due in {@code [from, to)}, earliest due first.
	 */
	List<DueAssignment> due(KairosUser user, Instant from, Instant to);

	/**
	 * Whether the user has a source of assignments at all (Canvas connected): without one
	 * the assistant asks what to plan for instead of saying nothing is due.
	 */
	boolean isAvailable(KairosUser user);

}
