package dev.kairos.assistant;

import java.time.ZoneId;
import java.util.List;

import dev.kairos.events.ChangeScope;
import dev.kairos.events.Event;
import dev.kairos.events.EventCommands;
import dev.kairos.events.EventDraft;
import dev.kairos.events.EventId;
import dev.kairos.events.EventNotFoundException;
import dev.kairos.events.EventQueries;
import dev.kairos.security.KairosUser;
import dev.kairos.security.Users;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Apply a confirmed proposal of one event: create it (as POST /api/events/create does, a
 * series when it repeats), change or delete it (as PATCH and DELETE /api/events do, on a
 * one-off event, one occurrence of a series or a whole series) but only while the event
 * is still as it was when the assistant proposed the change: the proposal's
 * {@code event_version} must be the event's (see {@link UserCalendar#version}). The check
 * and the write happen in one transaction under the user's lock, so no change can slip in
 * between.
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
	 * Create the proposed event, or series when it repeats.
	 * @param recurrence its RFC 5545 lines when it repeats, else null or empty
	 * @param zone the zone whose wall clock a series keeps, or null for the user's
	 * @throws dev.kairos.events.SchedulingConflictException when it (or an occurrence)
	 * overlaps busy events and {@code force} is false
	 */
	@Transactional
	public Event create(KairosUser user, EventDraft draft, @Nullable List<String> recurrence, @Nullable ZoneId zone,
			boolean force) {
		return this.commands.create(
				user, new EventDraft(draft.title(), draft.description(), draft.location(), draft.color(),
						draft.startTime(), draft.endTime(), draft.allDay(), recurrence, zone, draft.reminders()),
				force);
	}

	/**
	 * Give the event (one occurrence, or a series) the proposal's fields; it stays
	 * all-day if it was. A series keeps its recurrence and zone unless the proposal names
	 * others; an empty recurrence makes it a one-off event, as PATCH does.
	 * @throws EventNotFoundException when the user has no such event (any more)
	 * @throws ProposalStaleException when it changed since the proposal
	 * @throws dev.kairos.events.SchedulingConflictException when the new time overlaps
	 * and {@code force} is false
	 */
	@Transactional
	public Event update(KairosUser user, EventId target, String version, EventDraft fields,
			@Nullable List<String> recurrence, @Nullable ZoneId zone, boolean force) {
		current(user, target, version);
		return this.commands.update(user, target, ChangeScope.THIS,
				(before) -> new EventDraft(fields.title(), fields.description(), fields.location(), fields.color(),
						fields.startTime(), fields.endTime(), before.allDay(),
						(recurrence != null) ? recurrence : before.recurrence(),
						(zone != null) ? zone : before.timezone(), before.reminders(), before.attendees()),
				force);
	}

	/**
	 * Delete the event, the one occurrence, or the whole series.
	 * @throws EventNotFoundException when the user has no such event (any more)
	 * @throws ProposalStaleException when it changed since the proposal
	 */
	@Transactional
	public void delete(KairosUser user, EventId target, String version) {
		current(user, target, version);
		this.commands.delete(user, target, ChangeScope.THIS);
	}

	private Event current(KairosUser user, EventId target, String version) {
		this.users.lock(user);
		Event current = this.queries.find(user, target).orElseThrow(() -> new EventNotFoundException(target));
		if (!UserCalendar.version(current).equals(version)) {
			throw new ProposalStaleException(current, version);
		}
		return current;
	}

}
