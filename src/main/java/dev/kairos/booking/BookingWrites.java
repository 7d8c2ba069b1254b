package dev.kairos.booking;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.UUID;

import dev.kairos.events.Attendee;
import dev.kairos.events.AttendeeStatus;
import dev.kairos.events.Event;
import dev.kairos.events.EventCommands;
import dev.kairos.events.EventDraft;
import dev.kairos.events.EventQueries;
import dev.kairos.security.KairosUser;
import dev.kairos.security.Users;
import dev.kairos.shared.Reminders;
import dev.kairos.shared.Secrets;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * A booking's writes, each in one transaction under the owner's lock: the lock the events
 * feature takes for every write of the owner's events. Under it the slot is checked
 * against the page's rules (windows, buffers, notice, horizon, daily limit) and the
 * owner's busy time, and then the event is written through {@link EventCommands}, whose
 * own conflict check runs under the same lock. Two bookings of one slot, on one instance
 * or several, are therefore serialized: the second sees the first's event and fails.
 */
@Service
class BookingWrites {

	private final JdbcBookingRepository repository;

	private final BookingSlots slots;

	private final EventCommands events;

	private final EventQueries queries;

	private final Users users;

	private final Clock clock;

	private final OwnerEventChanges ownerChanges;

	BookingWrites(JdbcBookingRepository repository, BookingSlots slots, EventCommands events, EventQueries queries,
			Users users, Clock clock, OwnerEventChanges ownerChanges) {
		this.ownerChanges = ownerChanges;
		this.queries = queries;
		this.repository = repository;
		this.slots = slots;
		this.events = events;
		this.users = users;
		this.clock = clock;
	}

	/**
	 * Book a slot of the page.
	 * @return the booking and its manage token (shown once, stored as a digest)
	 * @throws SlotTakenException when the slot is not offered (any more)
	 * @throws dev.kairos.events.SchedulingConflictException when the events feature's
	 * check finds a conflict after all
	 */
	@Transactional
	Booked book(UUID pageId, Instant start, Duration duration, Booker booker) {
		BookingPage page = lockedPage(pageId);
		if (!this.slots.offered(page, duration, start, null)) {
			throw new SlotTakenException();
		}
		KairosUser owner = new KairosUser(page.owner());
		Instant end = start.plus(duration);
		Event event = this.events.create(owner, draft(page, booker, start, end), false);
		ZoneId zone = (booker.timezone() != null) ? booker.timezone() : this.slots.zone(page);
		Booking booking = new Booking(UUID.randomUUID(), page.owner(), page.id(), event.id().uuid(), start, end,
				booker.name(), booker.email(), booker.note(), false,
				this.clock.instant().truncatedTo(ChronoUnit.SECONDS), zone.getId(), 0, null);
		String token = Secrets.random();
		this.repository.insertBooking(booking, Secrets.sha256(token));
		this.ownerChanges.bookingAdded(page.owner());
		return new Booked(booking, page, token);
	}

	/**
	 * Cancel the booking: its event is deleted from the owner's calendar.
	 * @return the booking cancelled by this call, or null when it already was (by an
	 * earlier or a concurrent call)
	 */
	@Transactional
	@Nullable Booking cancel(Booking booking) {
		KairosUser owner = new KairosUser(booking.owner());
		this.users.lock(owner);
		// Read again under the lock: a concurrent cancel may have come first.
		Booking current = this.repository.findBooking(booking.owner(), booking.id());
		if (current == null || current.cancelled()) {
			return null;
		}
		// The owner may have deleted the event already (an exception from the events
		// feature would roll this transaction back, so it is looked up first).
		if (this.queries.find(owner, current.eventId()).isPresent()) {
			this.events.delete(owner, current.eventId());
		}
		Booking cancelled = current.asCancelled();
		this.repository.cancelBooking(cancelled);
		return cancelled;
	}

	/**
	 * Move the booking to another offered start of the same length; its event moves with
	 * it.
	 * @throws SlotTakenException when the new start is not offered
	 */
	@Transactional
	Booking move(Booking booking, Instant start) {
		if (booking.cancelled() || booking.pageId() == null) {
			throw BookingProblems.cancelled();
		}
		BookingPage page = lockedPage(booking.pageId());
		// Read again under the lock: the SEQUENCE goes on from the latest change.
		Booking locked = this.repository.findBooking(booking.owner(), booking.id());
		if (locked == null || locked.cancelled()) {
			throw BookingProblems.cancelled();
		}
		Duration duration = Duration.between(locked.startTime(), locked.endTime());
		if (!this.slots.offered(page, duration, start, locked)) {
			throw new SlotTakenException();
		}
		Instant end = start.plus(duration);
		KairosUser owner = new KairosUser(locked.owner());
		if (this.queries.find(owner, locked.eventId()).isEmpty()) {
			throw BookingProblems.cancelled();
		}
		this.events.update(owner, locked.eventId(),
				(current) -> new EventDraft(current.title(), current.description(), current.location(), current.color(),
						start, end, false, current.recurrence(), current.timezone(), current.reminders(),
						current.attendees()),
				false);
		Booking moved = locked.movedTo(start, end);
		this.repository.moveBooking(moved);
		return moved;
	}

	/** The page as it is once its owner's lock is held; 404 when it is gone or off. */
	private BookingPage lockedPage(UUID pageId) {
		BookingPage page = this.repository.findPageById(pageId);
		if (page == null) {
			throw BookingProblems.pageNotFound();
		}
		this.users.lock(new KairosUser(page.owner()));
		page = this.repository.findPageById(pageId);
		if (page == null || !page.enabled()) {
			throw BookingProblems.pageNotFound();
		}
		return page;
	}

	static EventDraft draft(BookingPage page, Booker booker, Instant start, Instant end) {
		String title = page.title() + ": " + booker.name();
		StringBuilder description = new StringBuilder().append("Booked on the booking page \"")
			.append(page.slug())
			.append("\".");
		if (booker.note() != null) {
			description.append("\n\nNote from ").append(booker.name()).append(":\n").append(booker.note());
		}
		if (page.description() != null) {
			description.append("\n\n").append(page.description());
		}
		// The booker is the event's attendee: they chose the time, so they come.
		Attendee attendee = Attendee.of(booker.name(), booker.email(), AttendeeStatus.ACCEPTED);
		return new EventDraft(cut(title, EventDraft.MAX_TITLE_LENGTH),
				cut(description.toString(), EventDraft.MAX_DESCRIPTION_LENGTH), page.location(), null, start, end,
				false, null, null, Reminders.DEFAULT, (attendee != null) ? List.of(attendee) : List.of());
	}

	private static String cut(String text, int max) {
		return (text.length() <= max) ? text : text.substring(0, max);
	}

	/**
	 * Who books.
	 *
	 * @param name their name
	 * @param email their e-mail address
	 * @param note what they wrote, or null
	 * @param timezone the zone they book in (their mail is written in it), or null for
	 * the owner's
	 */
	record Booker(String name, String email, @Nullable String note, @Nullable ZoneId timezone) {

		Booker withTimezone(@Nullable ZoneId zone) {
			return new Booker(this.name, this.email, this.note, zone);
		}

	}

	/**
	 * A booking just made.
	 *
	 * @param booking the booking
	 * @param page its page
	 * @param token the secret of its manage link
	 */
	record Booked(Booking booking, BookingPage page, String token) {

	}

	/** The slot is not offered, or no longer. */
	static class SlotTakenException extends RuntimeException {

		SlotTakenException() {
			super("The slot is not offered", null, false, false);
		}

	}

}
