package dev.kairos.assistant;

import java.time.ZoneId;
import java.util.List;

import dev.kairos.events.Event;
import dev.kairos.events.EventCommands;
import dev.kairos.events.EventDraft;
import dev.kairos.events.EventNotFoundException;
import dev.kairos.events.EventQueries;
import dev.kairos.security.KairosUser;
import dev.kairos.security.Users;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Apply a confirmed proposal of one event: create it (as POST /api/events/create does),
 * change or delete it (as PATCH and DELETE /api/events do) but only while the event is
 * still as it was when the assistant proposed the change: the proposal's
 * {@code event_version} must be the event's (see {@link UserCalendar#version}). The check
 * and the write happen in one transaction under the user's lock, so no change can slip in
 * between.
 *
 * <p>
 * This is the one place where confirmations meet recurring events. Until the events
 * feature stores series (issue 9), a proposal with {@code recurrence} and a change to an
 * occurrence ({@code {series id}_{original start}}) are refused with
 * {@link SeriesNotSupportedException} and nothing is written: never a silent one-off.
 * Once {@link EventDraft} carries a recurrence and a time zone, {@link #create} passes
 * {@code recurrence} and {@code zone} on, and {@link #update} and {@link #delete} pass an
 * occurrence id to the events feature as PATCH and DELETE take it.
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
	 * Create the proposed event.
	 * @param recurrence its RFC 5545 lines when it repeats, else null or empty
	 * @param zone the zone whose wall clock a series keeps
	 * @throws SeriesNotSupportedException when it repeats
	 * @throws dev.kairos.events.SchedulingConflictException when it overlaps busy events
	 * and {@code force} is false
	 */
	@Transactional
	public Event create(KairosUser user, EventDraft draft, @Nullable List<String> recurrence, ZoneId zone,
			boolean force) {
		refuseSeries(recurrence, null);
		return this.commands.create(user, draft, force);
	}

	/**
	 * Give the event the proposal's fields; it stays all-day if it was.
	 * @throws EventNotFoundException when the user has no such event (any more)
	 * @throws ProposalStaleException when it changed since the proposal
	 * @throws SeriesNotSupportedException for an occurrence, or with a recurrence
	 * @throws dev.kairos.events.SchedulingConflictException when the new time overlaps
	 * and {@code force} is false
	 */
	@Transactional
	public Event update(KairosUser user, EventReference target, String version, EventDraft fields,
			@Nullable List<String> recurrence, ZoneId zone, boolean force) {
		refuseSeries(recurrence, target);
		current(user, target, version);
		return this.commands.update(user, target.id(), (before) -> new EventDraft(fields.title(), fields.description(),
				fields.location(), fields.color(), fields.startTime(), fields.endTime(), before.allDay()), force);
	}

	/**
	 * Delete the event.
	 * @throws EventNotFoundException when the user has no such event (any more)
	 * @throws ProposalStaleException when it changed since the proposal
	 * @throws SeriesNotSupportedException for an occurrence
	 */
	@Transactional
	public void delete(KairosUser user, EventReference target, String version) {
		refuseSeries(null, target);
		current(user, target, version);
		this.commands.delete(user, target.id());
	}

	private static void refuseSeries(@Nullable List<String> recurrence, @Nullable EventReference target) {
		if (target != null && target.occurrence()) {
			throw SeriesNotSupportedException.series();
		}
		if (recurrence != null && !recurrence.isEmpty()) {
			throw SeriesNotSupportedException.recurrence();
		}
	}

	private Event current(KairosUser user, EventReference target, String version) {
		this.users.lock(user);
		Event current = this.queries.find(user, target.id()).orElseThrow(() -> new EventNotFoundException(target.id()));
		if (!UserCalendar.version(current).equals(version)) {
			throw new ProposalStaleException(current, version);
		}
		return current;
	}

}
