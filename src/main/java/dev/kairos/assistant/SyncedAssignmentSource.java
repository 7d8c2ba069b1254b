package dev.kairos.assistant;

import java.time.Instant;
import java.util.List;

import dev.kairos.assistant.planning.DueAssignment;
import dev.kairos.connections.Connections;
import dev.kairos.providers.Provider;
import dev.kairos.security.KairosUser;
import dev.kairos.sync.SyncedEvents;

import org.springframework.stereotype.Component;

/**
 * The study planner's assignments: those synced from Canvas and not submitted yet.
 */
@Component
class SyncedAssignmentSource implements AssignmentSource {

	private final SyncedEvents synced;

	private final Connections connections;

	SyncedAssignmentSource(SyncedEvents synced, Connections connections) {
		this.synced = synced;
		this.connections = connections;
	}

	@Override
	public boolean isAvailable(KairosUser user) {
		return this.connections.get(user, Provider.CANVAS).connected();
	}

	@Override
	public List<DueAssignment> due(KairosUser user, Instant from, Instant to) {
		return this.synced.assignments(user, from, to)
			.stream()
			.filter((assignment) -> !assignment.completed())
			.map((assignment) -> new DueAssignment(assignment.id().toString(), assignment.title(),
					assignment.startTime(), assignment.course()))
			.toList();
	}

}
