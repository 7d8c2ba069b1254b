package dev.kairos.assistant;

import java.util.ArrayList;
import java.util.List;

import dev.kairos.conflicts.ConflictDetector;
import dev.kairos.events.Event;
import dev.kairos.events.EventCommands;
import dev.kairos.events.EventDraft;
import dev.kairos.events.spi.Overlap;
import dev.kairos.security.KairosUser;
import dev.kairos.security.Users;
import dev.kairos.shared.FieldProblem;
import dev.kairos.shared.InvalidRequestException;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Write a confirmed study plan: all of its sessions or none.
 */
@Service
public class PlanConfirmations {

	private final EventCommands events;

	private final ConflictDetector conflicts;

	private final Users users;

	PlanConfirmations(EventCommands events, ConflictDetector conflicts, Users users) {
		this.events = events;
		this.conflicts = conflicts;
		this.users = users;
	}

	/**
	 * Create the sessions in one transaction, under the user's lock. Every session is
	 * checked against the calendar as it was before the plan; with any conflict (and no
	 * {@code force}) nothing is written and every conflicting session is reported.
	 * @param user the owner
	 * @param sessions the sessions, which must not overlap each other
	 * @param force add them even when they overlap busy events
	 * @return the created events, in the order given
	 * @throws PlanConflictException when sessions overlap busy events
	 * @throws InvalidRequestException naming {@code events[i].field} when a session is
	 * invalid
	 */
	@Transactional
	public List<Event> confirm(KairosUser user, List<EventDraft> sessions, boolean force) {
		this.users.lock(user);
		List<PlanConflictException.SessionConflict> clashes = new ArrayList<>();
		for (int i = 0; i < sessions.size(); i++) {
			EventDraft session = sessions.get(i);
			List<Overlap> overlaps = this.conflicts.conflicts(user, session.startTime(), session.endTime(), null);
			if (!overlaps.isEmpty()) {
				clashes.add(new PlanConflictException.SessionConflict(i, session.title(), session.startTime(),
						session.endTime(), overlaps));
			}
		}
		List<Event> created = new ArrayList<>();
		for (int i = 0; i < sessions.size(); i++) {
			try {
				// Checked above, under the same lock: the events feature need not check
				// again.
				created.add(this.events.create(user, sessions.get(i), true));
			}
			catch (InvalidRequestException ex) {
				String prefix = "events[" + i + "].";
				throw new InvalidRequestException(
						ex.getErrors().stream().map((e) -> new FieldProblem(prefix + e.field(), e.message())).toList());
			}
		}
		if (!clashes.isEmpty() && !force) {
			// Thrown after the writes so that an invalid session is reported first; the
			// exception rolls all of them back.
			throw new PlanConflictException(clashes);
		}
		return created;
	}

}
