package dev.kairos.booking;

import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.UUID;

import dev.kairos.security.KairosUser;
import dev.kairos.security.Users;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** The owner's side of booking pages: create, list, read, change and delete. */
@Service
class BookingPages {

	private final JdbcBookingRepository repository;

	private final Users users;

	private final BookingProperties properties;

	private final Clock clock;

	BookingPages(JdbcBookingRepository repository, Users users, BookingProperties properties, Clock clock) {
		this.repository = repository;
		this.users = users;
		this.properties = properties;
		this.clock = clock;
	}

	@Transactional
	BookingPage create(KairosUser user, CreatePageRequest.PageFields fields) {
		// Under the user's lock, so that two creates cannot both pass the limit.
		this.users.lock(user);
		if (this.repository.countPages(user.id()) >= this.properties.maxPagesPerUser()) {
			throw BookingProblems.tooManyPages(this.properties.maxPagesPerUser());
		}
		Instant now = now();
		BookingPage page = page(UUID.randomUUID(), user, fields, now, now);
		try {
			this.repository.insertPage(page);
		}
		catch (DuplicateKeyException ex) {
			throw BookingProblems.slugTaken(fields.slug());
		}
		return page;
	}

	@Transactional(readOnly = true)
	List<BookingPage> list(KairosUser user) {
		return this.repository.findPages(user.id(), this.properties.maxPagesPerUser());
	}

	@Transactional(readOnly = true)
	BookingPage get(KairosUser user, UUID id) {
		BookingPage page = this.repository.findPage(user.id(), id);
		if (page == null) {
			throw BookingProblems.pageNotFound();
		}
		return page;
	}

	@Transactional
	BookingPage change(KairosUser user, UUID id, ChangePageRequest change) {
		this.users.lock(user);
		BookingPage current = get(user, id);
		BookingPage changed = page(id, user, change.applyTo(current), current.createdAt(), now());
		try {
			this.repository.updatePage(changed);
		}
		catch (DuplicateKeyException ex) {
			throw BookingProblems.slugTaken(changed.slug());
		}
		return changed;
	}

	@Transactional
	void delete(KairosUser user, UUID id) {
		if (!this.repository.deletePage(user.id(), id)) {
			throw BookingProblems.pageNotFound();
		}
	}

	private static BookingPage page(UUID id, KairosUser user, CreatePageRequest.PageFields fields, Instant createdAt,
			Instant updatedAt) {
		return new BookingPage(id, user.id(), fields.slug(), fields.title(), fields.durations(), fields.availability(),
				fields.bufferBeforeMinutes(), fields.bufferAfterMinutes(), fields.minimumNoticeMinutes(),
				fields.horizonDays(), fields.maxPerDay(), fields.location(), fields.description(), fields.enabled(),
				createdAt, updatedAt);
	}

	private Instant now() {
		return this.clock.instant().truncatedTo(ChronoUnit.SECONDS);
	}

}
