package dev.kairos.events;

import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import dev.kairos.events.JdbcEventRepository.ImportedRow;
import dev.kairos.security.KairosUser;
import dev.kairos.security.Users;

import org.jspecify.annotations.Nullable;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;
import org.springframework.util.Assert;

/**
 * The one place that writes a user's events, series and changed occurrences. Every write
 * goes through the {@link Writes} of its transaction, which took the user's lock first
 * and keeps the invariants no caller has to remember: the limits on what a user holds,
 * the count of stored events and series, the revision the feed's ETag is made of, and the
 * series version that tells every instance's {@link SeriesCache} to read the series
 * again. The counters are written once, just before the transaction commits, and
 * {@link EventsChanged} is published then, inside the transaction, so that what other
 * features keep about the user's events (the reminders' next fire time) commits with the
 * change.
 */
@Component
class EventWriter {

	private final JdbcEventRepository events;

	private final JdbcEventCounters counters;

	private final JdbcSeriesRepository series;

	private final JdbcEventChangeRepository changes;

	private final SeriesCache cache;

	private final Users users;

	private final EventsProperties properties;

	private final Clock clock;

	private final ApplicationEventPublisher publisher;

	EventWriter(JdbcEventRepository events, JdbcEventCounters counters, JdbcSeriesRepository series,
			JdbcEventChangeRepository changes, SeriesCache cache, Users users, EventsProperties properties, Clock clock,
			ApplicationEventPublisher publisher) {
		this.publisher = publisher;
		this.events = events;
		this.counters = counters;
		this.series = series;
		this.changes = changes;
		this.cache = cache;
		this.users = users;
		this.properties = properties;
		this.clock = clock;
	}

	/**
	 * The user's writes in the current transaction: the first call takes the user's lock
	 * and reads their counters; later calls in the same transaction return the same.
	 * @throws IllegalStateException outside a transaction
	 */
	Writes begin(KairosUser user) {
		Assert.state(TransactionSynchronizationManager.isSynchronizationActive(),
				"Events are written in a transaction");
		Key key = new Key(user.id());
		Writes open = (Writes) TransactionSynchronizationManager.getResource(key);
		if (open != null) {
			return open;
		}
		Writes writes = new Writes(user.id(), this.counters.lockedCounters(user.id(), () -> this.users.lock(user)),
				this.clock.instant().truncatedTo(ChronoUnit.SECONDS));
		TransactionSynchronizationManager.bindResource(key, writes);
		TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {

			@Override
			public void beforeCommit(boolean readOnly) {
				writes.flush();
			}

			@Override
			public void afterCompletion(int status) {
				TransactionSynchronizationManager.unbindResourceIfPossible(key);
			}

		});
		return writes;
	}

	/**
	 * The series version of {@code user} as this transaction sees it, when it holds their
	 * lock: the series written in it get a new version first, so that a cache read after
	 * them reads them again. {@link SeriesCache} asks it before it reads the version
	 * itself: under the lock nobody else can change it, so it is never read twice.
	 * @return the version, or null when this transaction has not taken the user's lock
	 */
	static @Nullable Long seriesVersion(UUID user) {
		if (TransactionSynchronizationManager.getResource(new Key(user)) instanceof Writes writes) {
			writes.settle();
			return writes.seriesVersion;
		}
		return null;
	}

	private record Key(UUID user) {
	}

	/** One transaction's writes for one user, under their lock. */
	final class Writes {

		private final UUID user;

		private final int storedAtStart;

		private final Instant now;

		private long seriesVersion;

		private final long revisionAtStart;

		private int storedChange;

		private boolean revised;

		private boolean seriesChanged;

		/**
		 * The one-off events and series this transaction wrote (true: deleted), for the
		 * change log.
		 */
		private final Map<UUID, Boolean> changed = new LinkedHashMap<>();

		/**
		 * One-off events whose ids were made in this transaction: the change log has no
		 * older row of them to replace.
		 */
		private final Set<UUID> fresh = new HashSet<>();

		/** New series versions set before the flush, each one more revision. */
		private int versionsSet;

		/** A new one-off event to write at the commit ({@link #insertLast}). */
		private @Nullable Event last;

		private Writes(UUID user, JdbcEventCounters.Counters counters, Instant now) {
			this.user = user;
			this.storedAtStart = counters.stored();
			this.seriesVersion = counters.seriesVersion();
			this.revisionAtStart = counters.revision();
			this.now = now;
		}

		/**
		 * The user's revision when the lock was taken: a plan made from reads before the
		 * lock still holds when the revision it read then is the same.
		 */
		long revisionAtStart() {
			return this.revisionAtStart;
		}

		/** The time of this transaction's writes, to the second. */
		Instant now() {
			return this.now;
		}

		/** How many events and series the user holds, with this transaction's writes. */
		int stored() {
			return this.storedAtStart + this.storedChange;
		}

		/**
		 * Refuse to add {@code adding} events or series when the user would hold more
		 * than allowed.
		 * @throws LimitExceededException naming {@code max-stored}
		 */
		void checkRoomFor(int adding) {
			checkRoomFor(adding, false);
		}

		private void checkRoomFor(int adding, boolean importing) {
			int max = EventWriter.this.properties.maxStored();
			if (adding > 0 && stored() + adding > max) {
				throw new LimitExceededException("max-stored", max,
						!importing
								? "You have " + max
										+ " events and series, the most one user may have; delete some first."
								: "The import would take you past " + max
										+ " events and series, the most one user may have; nothing was imported.");
			}
		}

		/**
		 * Refuse to add {@code adding} series when the user would hold more than allowed.
		 * @throws LimitExceededException naming {@code max-series}
		 */
		void checkSeriesRoomFor(int adding) {
			checkSeriesRoomFor(adding, false);
		}

		private void checkSeriesRoomFor(int adding, boolean importing) {
			int max = EventWriter.this.properties.maxSeries();
			if (adding > 0 && EventWriter.this.cache.get(this.user).series().size() + adding > max) {
				throw new LimitExceededException("max-series", max,
						!importing
								? "You have " + max + " recurring series, the most one user may have; delete one first."
								: "The import would take you past " + max
										+ " recurring series, the most one user may have; nothing was imported.");
			}
		}

		/**
		 * Refuse one more changed occurrence of a series that has as many as allowed.
		 * @throws LimitExceededException naming {@code max-exceptions}
		 */
		void checkExceptionRoom(int held) {
			int max = EventWriter.this.properties.maxExceptions();
			if (held >= max) {
				throw new LimitExceededException("max-exceptions", max, "A series may have at most " + max
						+ " changed occurrences; change the series, or split it with \"scope\": \"following\".");
			}
		}

		/**
		 * Refuse an import that would take the user past what they may hold.
		 * @param added events and series it adds, less those it removes
		 * @param addedSeries series it adds, less those it removes
		 * @throws LimitExceededException naming {@code max-stored} or {@code max-series}
		 */
		void checkImportRoom(int added, int addedSeries) {
			checkRoomFor(Math.max(added, 0), true);
			checkSeriesRoomFor(Math.max(addedSeries, 0), true);
		}

		void insert(Event event) {
			checkRoomFor(1);
			rows().insert(this.user, event);
			added(1);
			changed(event.id().uuid(), false);
		}

		/**
		 * A new one-off event (as {@link #insertNew}) that is the last write of a
		 * transaction its caller commits at once: its row is written with the counters
		 * and the change log, in one statement where the database allows it, just before
		 * the commit. A write through these {@code Writes} before then writes it first;
		 * nothing else may read the user's events in the transaction after it.
		 */
		void insertLast(Event event) {
			checkRoomFor(1);
			rows();
			this.last = event;
			added(1);
			changed(event.id().uuid(), false);
			this.fresh.add(event.id().uuid());
		}

		/**
		 * The repository of events, once the event kept for the commit
		 * ({@link #insertLast}) is written: every write of these {@code Writes} goes
		 * through here, so that the writes keep their order.
		 */
		private JdbcEventRepository rows() {
			Event kept = this.last;
			if (kept != null) {
				this.last = null;
				EventWriter.this.events.insert(this.user, kept);
			}
			return EventWriter.this.events;
		}

		/** The repository of series, once the event kept for the commit is written. */
		private JdbcSeriesRepository seriesRows() {
			rows();
			return EventWriter.this.series;
		}

		/**
		 * A one-off event whose id was made for it in this transaction (never an id the
		 * user had before, as when a series becomes a one-off event).
		 */
		void insertNew(Event event) {
			insert(event);
			this.fresh.add(event.id().uuid());
		}

		/** One-off events of an import (their room checked with the import's). */
		void insertImported(List<ImportedRow> rows) {
			rows().insertImported(this.user, rows);
			added(rows.size());
			rows.forEach((row) -> changed(row.event().id().uuid(), false));
		}

		void update(Event event) {
			rows().update(this.user, event);
			this.revised = true;
			changed(event.id().uuid(), false);
		}

		void updateAll(List<Event> events) {
			rows().updateAll(this.user, events);
			this.revised |= !events.isEmpty();
			events.forEach((event) -> changed(event.id().uuid(), false));
		}

		/** Delete a one-off event; false when the user has none with this id. */
		boolean delete(UUID id) {
			boolean deleted = rows().delete(this.user, id);
			if (deleted) {
				added(-1);
				changed(id, true);
			}
			return deleted;
		}

		void deleteAll(List<UUID> ids) {
			rows().deleteAll(this.user, ids);
			added(-ids.size());
			ids.forEach((id) -> changed(id, true));
		}

		void insertSeries(StoredSeries series) {
			checkSeriesRoomFor(1);
			checkRoomFor(1);
			seriesRows().insert(this.user, series);
			added(1);
			seriesChanged();
			changed(series.id(), false);
		}

		/** A series of an import (its room checked with the import's). */
		void insertImportedSeries(StoredSeries series) {
			seriesRows().insert(this.user, series);
			added(1);
			seriesChanged();
			changed(series.id(), false);
		}

		void updateSeries(StoredSeries series) {
			seriesRows().update(this.user, series);
			seriesChanged();
			changed(series.id(), false);
		}

		void deleteSeries(UUID id) {
			seriesRows().delete(this.user, id);
			added(-1);
			seriesChanged();
			changed(id, true);
		}

		void insertException(StoredException exception) {
			seriesRows().insertException(this.user, exception);
			seriesChanged();
			changed(exception.seriesId(), false);
		}

		void updateException(StoredException exception) {
			seriesRows().updateException(this.user, exception);
			seriesChanged();
			changed(exception.seriesId(), false);
		}

		void deleteException(StoredException exception) {
			seriesRows().deleteException(this.user, exception.id());
			seriesChanged();
			changed(exception.seriesId(), false);
		}

		private void added(int count) {
			if (count != 0) {
				this.storedChange += count;
				this.revised = true;
			}
		}

		/**
		 * A new series version is due: set at the next read of the cache, or at commit.
		 */
		private void seriesChanged() {
			this.seriesChanged = true;
			this.revised = true;
		}

		private void settle() {
			if (this.seriesChanged) {
				this.seriesVersion = EventWriter.this.counters.bumpSeriesVersion(this.user);
				this.seriesChanged = false;
				this.versionsSet++;
			}
		}

		/**
		 * Give an event or series the UID a client keys it by (a CalDAV resource written
		 * over one that had none), so that storing the client's copy updates it.
		 */
		void adoptUid(UUID id, String icalUid) {
			rows().updateIcalUid(this.user, id, icalUid);
			this.revised = true;
			changed(id, false);
		}

		private void changed(UUID id, boolean deleted) {
			// Last write wins, and goes to the end: a delete then an insert of one id is
			// a
			// change.
			this.changed.remove(id);
			this.changed.put(id, deleted);
		}

		/**
		 * The counters and the change log's row in one statement, when the transaction
		 * wrote one new item (no older row of it to replace) and the database allows it.
		 */
		private boolean countWithOnlyChange(long revision) {
			if (this.changed.size() != 1 || !this.fresh.containsAll(this.changed.keySet())) {
				return false;
			}
			Map.Entry<UUID, Boolean> only = this.changed.entrySet().iterator().next();
			Event last = this.last;
			boolean counted = EventWriter.this.counters.countWithChange(this.user, this.storedChange, this.revised,
					this.seriesChanged, revision, only.getKey(), only.getValue(),
					(last != null) ? EventWriter.this.events.insertion(this.user, last) : null);
			if (counted) {
				this.last = null;
			}
			return counted;
		}

		/**
		 * The counters in one statement, with a new series version when one is due; then
		 * the change log, under the revision the transaction commits. That revision is
		 * not read back: under the user's lock only this transaction moves it, by one for
		 * each series version set before the flush and one for the flush's own count.
		 */
		private void flush() {
			boolean publish = this.revised || this.seriesChanged;
			long revision = this.revisionAtStart + this.versionsSet + (publish ? 1 : 0);
			if (!countWithOnlyChange(revision)) {
				rows();
				EventWriter.this.counters.count(this.user, this.storedChange, this.revised, this.seriesChanged);
				if (!this.changed.isEmpty()) {
					EventWriter.this.changes.insertChanges(this.user, revision, this.changed, this.fresh);
				}
			}
			if (publish) {
				List<UUID> written = new ArrayList<>();
				List<UUID> deleted = new ArrayList<>();
				this.changed.forEach((id, gone) -> (gone ? deleted : written).add(id));
				EventWriter.this.publisher
					.publishEvent(new EventsChanged(this.user, written, deleted, this.revisionAtStart, revision));
			}
		}

	}

}
