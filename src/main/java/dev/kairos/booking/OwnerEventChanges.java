package dev.kairos.booking;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Consumer;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.kairos.events.Event;
import dev.kairos.events.EventQueries;
import dev.kairos.events.EventsChanged;
import dev.kairos.security.KairosUser;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * A booking follows what its owner does to its event in their calendar (the API, the web
 * app, CalDAV, the assistant, an import): a deleted event cancels the booking, a moved
 * one moves it. It runs when the events feature publishes {@link EventsChanged}, inside
 * the transaction that wrote the events and under the owner's lock it took, so the
 * booking changes with the event or not at all; the booker's mail (a CANCEL, or a new
 * REQUEST with the next SEQUENCE) goes once that transaction has committed.
 * <p>
 * The booker's own changes through the manage link write the booking in the same
 * transaction before it commits: here they find it already cancelled, or at the event's
 * times, and do nothing, so no mail goes twice.
 */
@Component
class OwnerEventChanges {

	/** Most users remembered without bookings (about 10 MB). */
	static final int MAX_REMEMBERED = 100_000;

	private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(OwnerEventChanges.class);

	private final JdbcBookingRepository repository;

	private final EventQueries events;

	private final ObjectProvider<BookingNotifier> notifiers;

	/**
	 * Users known to have no active booking, each with the revision of their events at
	 * which that held. A booking is only made together with its event, so any booking
	 * made since, on any instance, comes with a newer revision; a user found here at the
	 * revision their transaction starts at (and who got no booking in it) has none, and
	 * their changes need no lookup. A user missing (never seen, evicted) is looked up.
	 */
	private final Cache<UUID, Long> withoutBookings = Caffeine.newBuilder().maximumSize(MAX_REMEMBERED).build();

	OwnerEventChanges(JdbcBookingRepository repository, EventQueries events,
			ObjectProvider<BookingNotifier> notifiers) {
		this.repository = repository;
		this.events = events;
		this.notifiers = notifiers;
	}

	@EventListener
	void on(EventsChanged change) {
		if (change.changed().isEmpty() && change.deleted().isEmpty()) {
			return;
		}
		UUID user = change.userId();
		Long knownWithout = this.withoutBookings.getIfPresent(user);
		if (knownWithout != null && knownWithout == change.revisionAtStart()
				&& !TransactionSynchronizationManager.hasResource(new BookingAdded(user))) {
			// No booking when this transaction began (no write since, on any instance),
			// none added in it: nothing to look up.
			rememberWithout(user, change.revision());
			return;
		}
		List<UUID> ids = new ArrayList<>(change.changed());
		ids.addAll(change.deleted());
		List<Booking> bookings = this.repository.activeBookingsOfEvents(user, ids);
		if (bookings.isEmpty()) {
			if (!this.repository.hasActiveBookings(user)) {
				rememberWithout(user, change.revision());
			}
			return;
		}
		KairosUser owner = new KairosUser(change.userId());
		Set<UUID> deleted = Set.copyOf(change.deleted());
		List<Consumer<BookingNotifier>> mail = new ArrayList<>();
		for (Booking booking : bookings) {
			if (deleted.contains(booking.eventId())) {
				Booking cancelled = booking.asCancelled();
				this.repository.cancelBooking(cancelled);
				mail.add((notifier) -> notifier.cancelledByOwner(cancelled));
				continue;
			}
			Optional<Event> event = this.events.find(owner, booking.eventId());
			// Only a one-off timed event's times are followed: a booking does not become
			// a
			// series or a whole day.
			if (event.isEmpty() || event.get().isSeries() || event.get().allDay()
					|| (event.get().startTime().equals(booking.startTime())
							&& event.get().endTime().equals(booking.endTime()))) {
				continue;
			}
			Booking moved = booking.movedTo(event.get().startTime(), event.get().endTime());
			this.repository.moveBooking(moved);
			mail.add((notifier) -> notifier.movedByOwner(booking, moved));
		}
		if (!mail.isEmpty()) {
			TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {

				@Override
				public void afterCommit() {
					mail.forEach(OwnerEventChanges.this::notifyAll);
				}

			});
		}
	}

	/**
	 * A booking of the owner was written in the current transaction: the owner's changes
	 * in it are looked up, whatever is known of the owner.
	 */
	void bookingAdded(UUID owner) {
		BookingAdded key = new BookingAdded(owner);
		if (TransactionSynchronizationManager.hasResource(key)) {
			return;
		}
		TransactionSynchronizationManager.bindResource(key, Boolean.TRUE);
		TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {

			@Override
			public void afterCompletion(int status) {
				TransactionSynchronizationManager.unbindResourceIfPossible(key);
			}

		});
	}

	/**
	 * Once the transaction has committed: the user has no active booking at this
	 * revision. Kept only then, so that a rolled-back transaction's revision (which the
	 * next one reuses) never counts.
	 */
	private void rememberWithout(UUID user, long revision) {
		TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {

			@Override
			public void afterCommit() {
				OwnerEventChanges.this.withoutBookings.put(user, revision);
			}

		});
	}

	/** The key of the transaction resource that says a booking of the owner was added. */
	private record BookingAdded(UUID owner) {

	}

	private void notifyAll(Consumer<BookingNotifier> call) {
		for (BookingNotifier notifier : this.notifiers.orderedStream().toList()) {
			try {
				call.accept(notifier);
			}
			catch (RuntimeException ex) {
				LOG.warn("A booking notifier failed: {}", ex.toString());
			}
		}
	}

}
