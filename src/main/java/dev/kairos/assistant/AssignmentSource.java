package dev.kairos.assistant;

import java.time.Instant;
import java.util.List;

import dev.kairos.security.KairosUser;

/**
 * Where the study planner finds a user's assignments. No implementation exists until
 * synced assignments do: the unified calendar will supply one (see docs/assistant.md);
 * meanwhile a study plan needs a date in the message.
 */
interface AssignmentSource {

	/**
	 * Return the user's assignments due in {@code [from, to)}, earliest due first.
	 */
	List<DueAssignment> due(KairosUser user, Instant from, Instant to);

}
