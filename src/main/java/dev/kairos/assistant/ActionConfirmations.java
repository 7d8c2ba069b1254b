package dev.kairos.assistant;

import java.util.UUID;

import dev.kairos.events.Event;
import dev.kairos.events.EventCommands;
import dev.kairos.events.EventDraft;
import dev.kairos.events.EventNotFoundException;
import dev.kairos.events.EventQueries;
import dev.kairos.security.KairosUser;
import dev.kairos.security.Users;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Apply a confirmed proposal to change or delete an existing event, as PATCH and DELETE
 * /api/events do, but only while the event is still as it was when the assistant proposed
 * the change: the proposal's {@code event_version} must be the event's (see
 * {@link UserCalendar#version}). The check and the write happen in one transaction under
 * the user's lock, so no change can slip in between.
 */
@Service
class ActionConfirmations {

	private final EventQueries queries;

	private final EventCommands commands;

	private final Users users;

	ActionConfirmations(EventQueries queries, EventCommands commands, Users users) {
		this.queries = queries;
		this.commands = commands;
		this.users = users;
	}

	/**
	 * Give the event the proposal's fields; it stays all-day if it was.
	 * @throws EventNotFoundException when the user has no such event (any more)
	 * @throws ProposalStaleException when it changed since the proposal
	 * @throws dev.kairos.events.SchedulingConflictException when the new time overlaps
	 * and {@code force} is false
	 */
	@Transactional
	public Event update(KairosUser user, UUID id, String version, EventDraft fields, boolean force) {
		current(user, id, version);
		return this.commands.update(user, id, (before) -> new EventDraft(fields.title(), fields.description(),
				fields.location(), fields.color(), fields.startTime(), fields.endTime(), before.allDay()), force);
	}

	/**
	 * Delete the event.
	 * @throws EventNotFoundException when the user has no such event (any more)
	 * @throws ProposalStaleException when it changed since the proposal
	 */
	@Transactional
	public void delete(KairosUser user, UUID id, String version) {
		current(user, id, version);
		this.commands.delete(user, id);
	}

	private Event current(KairosUser user, UUID id, String version) {
		this.users.lock(user);
		Event current = this.queries.find(user, id).orElseThrow(() -> new EventNotFoundException(id));
		if (!UserCalendar.version(current).equals(version)) {
			throw new ProposalStaleException(current, version);
		}
		return current;
	}

}
