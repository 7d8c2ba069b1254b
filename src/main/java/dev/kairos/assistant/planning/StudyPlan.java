package dev.kairos.assistant.planning;

import java.time.Instant;
import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * Study sessions in free working time before due dates. Confirm them all at once with
 * POST /api/assistant/confirm {@code {"events": sessions}}.
 *
 * @param title what the plan is for
 * @param sessions the sessions, earliest first
 * @param assignments what the sessions prepare for
 * @param unplacedMinutes study time that found no room before its due date
 */
public record StudyPlan(String title, List<ProposedEvent> sessions, List<Assignment> assignments, int unplacedMinutes) {

	public StudyPlan {
		sessions = List.copyOf(sessions);
		assignments = List.copyOf(assignments);
	}

	/**
	 * What a plan prepares for: a synced assignment, or a target named in the message
	 * (then {@code id} is null).
	 *
	 * @param id the assignment's id, or null
	 * @param title its name
	 * @param dueAt when it is due
	 * @param course its course, or null
	 */
	public record Assignment(@Nullable String id, String title, Instant dueAt, @Nullable String course) {

	}

}
