package dev.kairos.events;

import java.time.Duration;
import java.time.Instant;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneRules;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;

import dev.kairos.events.recurrence.Occurrences;
import dev.kairos.events.spi.Overlap;
import dev.kairos.security.KairosUser;
import dev.kairos.shared.PageToken;
import dev.kairos.shared.TimeSpan;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Read a user's local events: one-off events, and series as their instances (expanded
 * over the window asked for, never stored per occurrence).
 */
@Service
@Transactional(readOnly = true)
public class EventQueries {

	/** At most this many occurrences are looked for around one change of offset. */
	private static final int PER_OFFSET_CHANGE = 10;

	/** Largest page a client may ask for. */
	public static final int MAX_PAGE_SIZE = 500;

	private static final Comparator<Overlap> BY_START = Comparator.comparing(Overlap::startTime)
		.thenComparing(Overlap::id);

	private final JdbcEventRepository repository;

	private final JdbcEventCounters counters;

	private final SeriesInstances series;

	private final SeriesCache cache;

	private final JdbcEventChangeRepository changes;

	EventQueries(JdbcEventRepository repository, JdbcEventCounters counters, SeriesInstances series, SeriesCache cache,
			JdbcEventChangeRepository changes) {
		this.changes = changes;
		this.repository = repository;
		this.counters = counters;
		this.series = series;
		this.cache = cache;
	}

	public Optional<Event> find(KairosUser user, UUID id) {
		return find(user, EventId.of(id));
	}

	/** A one-off event, a series, or one instance of a series. */
	public Optional<Event> find(KairosUser user, EventId id) {
		if (!id.isInstance()) {
			Event event = this.repository.find(user.id(), id.uuid());
			if (event != null) {
				return Optional.of(event);
			}
		}
		return Optional.ofNullable(this.series.find(user.id(), id));
	}

	/**
	 * Return a page of the events and instances intersecting {@code [from, to)}, ordered
	 * by start then id.
	 * @param user whose events
	 * @param from window start, or null for no lower bound
	 * @param to window end (exclusive), or null for no upper bound
	 * @param limit page size, 1 to {@link #MAX_PAGE_SIZE}
	 * @param pageToken the previous page's {@code next_page_token}, or null for the first
	 * page
	 * @return the page
	 */
	public EventPage page(KairosUser user, @Nullable Instant from, @Nullable Instant to, int limit,
			@Nullable String pageToken) {
		List<Event> events = window(user, from, to, (pageToken != null) ? PageToken.decode(pageToken) : null,
				limit + 1);
		if (events.size() <= limit) {
			return new EventPage(events, null);
		}
		Event last = events.get(limit - 1);
		return new EventPage(events.subList(0, limit), new PageToken(last.startTime(), last.id().toString()).encode());
	}

	/**
	 * Return up to {@code limit} events and instances intersecting {@code [from, to)}
	 * that sort after {@code after} (by start, then id), for callers that page across
	 * several sources.
	 */
	public List<Event> window(KairosUser user, @Nullable Instant from, @Nullable Instant to, @Nullable PageToken after,
			int limit) {
		Instant start = (from != null) ? from : JdbcEventRepository.EARLIEST;
		Instant end = (to != null) ? to : JdbcEventRepository.LATEST;
		List<Event> single = this.repository.findPage(user.id(), start, end, (after != null) ? after.start() : null,
				(after != null) ? after.uuid() : null, limit);
		List<Event> instances = this.series.window(user.id(), start, end, after, limit);
		if (instances.isEmpty()) {
			return single;
		}
		List<Event> merged = new ArrayList<>(single.size() + instances.size());
		merged.addAll(single);
		merged.addAll(instances);
		merged.sort(SeriesInstances.ORDER);
		return (merged.size() > limit) ? List.copyOf(merged.subList(0, limit)) : merged;
	}

	/**
	 * Return up to {@code limit} of the user's timed local events and occurrences
	 * intersecting {@code [from, to)} that sort after {@code after}, ordered by start
	 * then id: what can conflict with a new event, a bounded page at a time. All-day
	 * events never block.
	 * @param ignored an event or instance not to count (the one being moved), or a series
	 * none of whose occurrences count; null for none
	 * @param after the previous page's position, or null for the first page
	 */
	public List<Overlap> blocking(KairosUser user, Instant from, Instant to, @Nullable EventId ignored,
			@Nullable PageToken after, int limit) {
		List<Overlap> busy = new ArrayList<>(this.repository.findBlocking(user.id(), from, to,
				(ignored != null && !ignored.isInstance()) ? ignored.uuid() : null, after, limit));
		busy.addAll(this.series.blocking(user.id(), from, to, ignored, after, limit));
		busy.sort(BY_START);
		return (busy.size() > limit) ? List.copyOf(busy.subList(0, limit)) : busy;
	}

	/**
	 * The start and end of every one of the user's timed local events and occurrences
	 * intersecting {@code [from, to)}: the same intervals as {@link #blocking} returns
	 * page after page, read at once without ids, titles or order (no merge by id), for
	 * callers that only need the times.
	 * @param ignored as for {@link #blocking}
	 * @param max the most wanted
	 * @return the spans, in no particular order; more than {@code max} of them when there
	 * are more than that (the caller then reads {@link #blocking} page by page)
	 */
	public List<TimeSpan> blockingSpans(KairosUser user, Instant from, Instant to, @Nullable EventId ignored, int max) {
		List<TimeSpan> spans = new ArrayList<>();
		for (Overlap event : this.repository.findBlocking(user.id(), from, to,
				(ignored != null && !ignored.isInstance()) ? ignored.uuid() : null, null, max + 1)) {
			spans.add(new TimeSpan(event.startTime(), event.endTime()));
		}
		if (spans.size() > max) {
			return spans;
		}
		spans.addAll(this.series.blockingSpans(user.id(), from, to, ignored, max - spans.size()));
		return spans;
	}

	/**
	 * Pass every one-off event of the user to {@code action}, in no particular order,
	 * while reading them: only a small batch of rows is in memory at any time, however
	 * many the user has. The action runs inside this read-only transaction, so it should
	 * not wait on slow work other than writing its output. Series are read with
	 * {@link #series}.
	 */
	public void forEach(KairosUser user, Consumer<Event> action) {
		this.repository.forEach(user.id(), action);
	}

	/**
	 * Every series of the user with its changed occurrences (a bounded number), and its
	 * occurrences at the changes of offset of its zone from {@code from} (or its start,
	 * when later) to {@code until}.
	 */
	public List<EventSeries> series(KairosUser user, Instant from, Instant until) {
		List<EventSeries> all = new ArrayList<>();
		for (SeriesCache.CompiledSeries compiled : this.cache.get(user.id()).series()) {
			StoredSeries series = compiled.series();
			all.add(new EventSeries(series.toEvent(),
					compiled.exceptions().values().stream().map((exception) -> exception.toEvent(series)).toList(),
					series.recurrence().feedLines(compiled.occurrences()), atOffsetChanges(compiled, from, until)));
		}
		return all;
	}

	/**
	 * One series with its changed occurrences (as {@link #series}, without occurrences
	 * pinned at offset changes), or empty when the user has no series with this id.
	 */
	public Optional<EventSeries> seriesById(KairosUser user, UUID id) {
		SeriesCache.CompiledSeries compiled = this.cache.get(user.id()).find(id);
		if (compiled == null) {
			return Optional.empty();
		}
		StoredSeries series = compiled.series();
		return Optional.of(new EventSeries(series.toEvent(),
				compiled.exceptions().values().stream().map((exception) -> exception.toEvent(series)).toList(),
				series.recurrence().feedLines(compiled.occurrences()), List.of()));
	}

	/** The one-off event or series stored under an iCalendar UID, if any. */
	@Transactional(readOnly = true)
	public Optional<UUID> findByIcalUid(KairosUser user, String icalUid) {
		return Optional.ofNullable(this.repository.idOfIcalUid(user.id(), icalUid));
	}

	/**
	 * The one-off events and series written after revision {@code since} (what a CalDAV
	 * sync-collection reports), each once with its last state.
	 * @param limit the most changes to return; more make the answer truncated
	 * @return the changes, or empty when {@code since} is no revision of the user's that
	 * the change log covers (ahead of the current one, or older than the log)
	 */
	@Transactional(readOnly = true)
	public Optional<EventChanges> changesSince(KairosUser user, long since, int limit) {
		long[] bounds = this.changes.bounds(user.id());
		if (since < bounds[0] || since > bounds[1]) {
			return Optional.empty();
		}
		List<EventChange> found = this.changes.since(user.id(), since, bounds[1], limit);
		boolean truncated = found.size() > limit;
		return Optional.of(new EventChanges(bounds[1], truncated ? found.subList(0, limit) : found, truncated));
	}

	private static List<Event> atOffsetChanges(SeriesCache.CompiledSeries compiled, Instant from, Instant until) {
		StoredSeries series = compiled.series();
		if (series.allDay()) {
			return List.of();
		}
		Occurrences occurrences = compiled.occurrences();
		Instant begin = series.startTime().isAfter(from) ? series.startTime() : from;
		List<Event> found = new ArrayList<>();
		ZoneRules rules = occurrences.timing().zone().getRules();
		for (ZoneOffsetTransition change = rules.nextTransition(begin.minusSeconds(1)); change != null
				&& change.getInstant().isBefore(until); change = rules.nextTransition(change.getInstant())) {
			Duration shift = change.getDuration().abs();
			Instant low = change.getInstant().minus(shift);
			Instant high = change.getInstant().plus(shift);
			// The cheap test first: most series start nowhere near 2 a.m.
			if (!occurrences.mayOverlap(low, high)) {
				continue;
			}
			Iterator<Instant> starts = occurrences.startingFrom(low);
			for (int i = 0; i < PER_OFFSET_CHANGE && starts.hasNext(); i++) {
				Instant start = starts.next();
				if (!start.isBefore(high)) {
					break;
				}
				if (!compiled.exceptions().containsKey(start) && !start.equals(series.startTime())) {
					found.add(series.occurrence(start));
				}
			}
		}
		return found;
	}

	/**
	 * Return a number that grows with every write to the user's events, deletions
	 * included: equal numbers mean equal events.
	 */
	public long revision(KairosUser user) {
		return this.counters.revision(user.id());
	}

}
