package dev.kairos.booking;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.regex.Pattern;

import dev.kairos.events.LimitExceededException;
import dev.kairos.events.SchedulingConflictException;
import dev.kairos.security.KairosUser;
import dev.kairos.security.UserProfile;
import dev.kairos.security.Users;
import dev.kairos.shared.FieldProblems;
import dev.kairos.shared.Secrets;
import org.jspecify.annotations.Nullable;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Service;

/**
 * The public side of booking pages: a page by its slug, its free slots, bookings, and the
 * manage link of a booking. Nothing here reveals more of the owner's calendar than which
 * starts are free: a busy event's title, length or source never leaves.
 */
@Service
class PublicBookings {

	private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(PublicBookings.class);

	/** Most slots one answer lists. */
	static final int MAX_SLOTS = 500;

	/** Next free slots a 409 offers. */
	static final int NEXT_SLOTS = 5;

	static final int MAX_NAME = 200;

	static final int MAX_EMAIL = 320;

	static final int MAX_NOTE = 2000;

	static final Pattern EMAIL = Pattern
		.compile("[^\\s@<>\",;:()\\[\\]\\\\]+@[^\\s@<>\",;:()\\[\\]\\\\]+\\.[^\\s@<>\",;:()\\[\\]\\\\]+");

	private final JdbcBookingRepository repository;

	private final BookingSlots slots;

	private final BookingWrites writes;

	private final Users users;

	private final Clock clock;

	private final ObjectProvider<BookingNotifier> notifiers;

	PublicBookings(JdbcBookingRepository repository, BookingSlots slots, BookingWrites writes, Users users, Clock clock,
			ObjectProvider<BookingNotifier> notifiers) {
		this.notifiers = notifiers;
		this.repository = repository;
		this.slots = slots;
		this.writes = writes;
		this.users = users;
		this.clock = clock;
	}

	/** The enabled page with this slug, or null. */
	@Nullable BookingPage page(String slug) {
		if (slug.length() > 64) {
			return null;
		}
		BookingPage page = this.repository.findPageBySlug(slug);
		return (page != null && page.enabled()) ? page : null;
	}

	@Nullable BookingPage pageById(UUID id) {
		return this.repository.findPageById(id);
	}

	/** The owner's name as the booker sees it. */
	@Nullable String ownerName(BookingPage page) {
		UserProfile profile = this.users.profile(new KairosUser(page.owner()));
		return (profile != null) ? profile.displayName() : null;
	}

	List<Instant> free(BookingPage page, Duration duration, Instant from, Instant to) {
		return this.slots.free(page, duration, from, to, MAX_SLOTS, null);
	}

	/**
	 * Book {@code start} for {@code duration}.
	 * @throws org.springframework.web.ErrorResponseException 409 {@code slot-unavailable}
	 * with the next free slots when the slot is not offered or was just taken
	 */
	BookingWrites.Booked book(BookingPage page, Instant start, Duration duration, BookingWrites.Booker booker,
			String manageUrlPrefix) {
		try {
			BookingWrites.Booked booked = this.writes.book(page.id(), start, duration, booker);
			notify((notifier) -> notifier.booked(booked.booking(), booked.page(), manageUrlPrefix + booked.token()));
			return booked;
		}
		catch (BookingWrites.SlotTakenException | SchedulingConflictException | LimitExceededException ex) {
			throw unavailable(page, duration, start);
		}
	}

	@Nullable Booking managed(String token) {
		if (token.length() > 100) {
			return null;
		}
		return this.repository.findBookingByTokenHash(Secrets.sha256(token));
	}

	/** Cancel the booking; its notifiers hear of it once, when this call cancelled it. */
	void cancel(Booking booking) {
		if (booking.cancelled()) {
			return;
		}
		Booking cancelled = this.writes.cancel(booking);
		if (cancelled != null) {
			notify((notifier) -> notifier.cancelled(cancelled));
		}
	}

	/**
	 * Move the booking to another offered start.
	 * @param manageUrl its manage link, for the booker's mail
	 */
	Booking move(Booking booking, Instant start, String manageUrl) {
		try {
			Booking moved = this.writes.move(booking, start);
			notify((notifier) -> notifier.moved(booking, moved, manageUrl));
			return moved;
		}
		catch (BookingWrites.SlotTakenException | SchedulingConflictException ex) {
			BookingPage page = this.repository.findPageById(booking.pageId());
			if (page == null) {
				throw BookingProblems.pageNotFound();
			}
			throw unavailable(page, Duration.between(booking.startTime(), booking.endTime()), start);
		}
	}

	private void notify(java.util.function.Consumer<BookingNotifier> call) {
		for (BookingNotifier notifier : this.notifiers.orderedStream().toList()) {
			try {
				call.accept(notifier);
			}
			catch (RuntimeException ex) {
				LOG.warn("A booking notifier failed: {}", ex.toString());
			}
		}
	}

	private RuntimeException unavailable(BookingPage page, Duration duration, Instant wanted) {
		Instant now = this.clock.instant();
		Instant from = wanted.isAfter(now) ? wanted : now;
		List<Instant> next = this.slots.free(page, duration, from, from.plus(Duration.ofDays(14)), NEXT_SLOTS, null);
		if (next.isEmpty() && from.isAfter(now)) {
			next = this.slots.free(page, duration, now, now.plus(Duration.ofDays(14)), NEXT_SLOTS, null);
		}
		return BookingProblems.slotUnavailable(next);
	}

	/** The booker's fields, checked. */
	static BookingWrites.Booker booker(FieldProblems problems, @Nullable String name, @Nullable String email,
			@Nullable String note) {
		String cleanName = PageValues.text(problems, "name", name, MAX_NAME);
		if (cleanName == null && !problems.has("name")) {
			problems.add("name", "is required");
		}
		else if (cleanName != null && PageValues.hasControl(cleanName)) {
			problems.add("name", "must not contain control characters");
		}
		String cleanEmail = (email != null) ? email.strip() : null;
		if (cleanEmail == null || cleanEmail.isEmpty()) {
			problems.add("email", "is required");
		}
		else if (cleanEmail.length() > MAX_EMAIL || !EMAIL.matcher(cleanEmail).matches()) {
			problems.add("email", "must be an e-mail address such as ada@example.com");
		}
		String cleanNote = PageValues.text(problems, "note", note, MAX_NOTE);
		return new BookingWrites.Booker((cleanName != null) ? cleanName : "", (cleanEmail != null) ? cleanEmail : "",
				cleanNote, null);
	}

}
