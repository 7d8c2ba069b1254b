package dev.kairos.events;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.UUID;
import java.util.stream.Stream;

import dev.kairos.events.SeriesCache.CompiledSeries;
import dev.kairos.events.SeriesCache.UserSeries;
import dev.kairos.events.spi.Overlap;
import dev.kairos.shared.Earliest;
import dev.kairos.shared.PageToken;
import dev.kairos.shared.Source;
import dev.kairos.shared.TimeSpan;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Component;

/**
 * The read side of series: their instances over a window, in the order of every listing
 * (start, then id), merged lazily so that a page costs the occurrences it returns plus
 * one step per series, however long the window or the series.
 */
@Component
class SeriesInstances {

	static final Comparator<Event> ORDER = Comparator.comparing(Event::startTime)
		.thenComparing((event) -> event.id().toString());

	private final SeriesCache cache;

	private final OccurrenceStarts starts;

	SeriesInstances(SeriesCache cache, OccurrenceStarts starts) {
		this.cache = cache;
		this.starts = starts;
	}

	/** A series (by its id) or one of its instances, or null when there is none. */
	@Nullable Event find(UUID userId, EventId id) {
		CompiledSeries compiled = this.cache.get(userId).find(id.uuid());
		if (compiled == null) {
			return null;
		}
		if (!id.isInstance()) {
			return compiled.series().toEvent();
		}
		if (id.allDay() != compiled.series().allDay()) {
			return null;
		}
		return compiled.instance(id.originalStart());
	}

	/**
	 * Up to {@code limit} instances intersecting {@code [from, to)} that sort after
	 * {@code after}, in order.
	 */
	List<Event> window(UUID userId, Instant from, Instant to, @Nullable PageToken after, int limit) {
		List<CompiledSeries> all = this.cache.get(userId).series();
		List<Event> exceptions = Earliest.of(all.stream()
			.flatMap((compiled) -> compiled.exceptions()
				.values()
				.stream()
				.map((exception) -> exception.toEvent(compiled.series())))
			.filter((event) -> intersects(event, from, to) && isAfter(event, after))
			.iterator(), ORDER, limit);
		PriorityQueue<Head> heads = new PriorityQueue<>(Comparator.comparing(Head::current, ORDER));
		for (CompiledSeries compiled : all) {
			if (!compiled.occurrences().mayOverlap(from, to)) {
				continue;
			}
			Head head = head(compiled, from, to, after, null);
			if (head.advance()) {
				heads.add(head);
			}
		}
		return merge(heads, exceptions, limit);
	}

	/** The instances of one series in the window after {@code after}, lazily. */
	private static Head head(CompiledSeries compiled, Instant from, Instant to, @Nullable PageToken after,
			@Nullable EventId ignored) {
		Instant begin = firstReaching(compiled, from);
		if (after != null && after.start().isAfter(begin)) {
			begin = after.start();
		}
		return new Head(new Walk(compiled, compiled.occurrences().startingFrom(begin), from, to, ignored), after);
	}

	/**
	 * The earliest start (to the second) of an occurrence of the series that can end
	 * after {@code from}.
	 */
	private static Instant firstReaching(CompiledSeries compiled, Instant from) {
		return from.minus(compiled.occurrences().timing().duration()).plusSeconds(1);
	}

	/**
	 * The first {@code limit} of the heads' instances and the (sorted) exceptions, in
	 * order; takes from the heads.
	 */
	private static List<Event> merge(PriorityQueue<Head> heads, List<Event> exceptions, int limit) {
		List<Event> page = new ArrayList<>();
		int nextException = 0;
		while (page.size() < limit) {
			Head head = heads.peek();
			Event exception = (nextException < exceptions.size()) ? exceptions.get(nextException) : null;
			if (head == null && exception == null) {
				break;
			}
			if (exception != null && (head == null || ORDER.compare(exception, head.current()) < 0)) {
				page.add(exception);
				nextException++;
				continue;
			}
			heads.poll();
			page.add(head.current());
			if (head.advance()) {
				heads.add(head);
			}
		}
		return page;
	}

	/**
	 * Up to {@code limit} timed instances intersecting {@code [from, to)} that sort after
	 * {@code after}, in order: what blocks a new event. Merged lazily like
	 * {@link #window}, so the cost is the instances returned plus one step per series,
	 * however dense the series or long the window.
	 * @param ignored an instance not to count, or a series none of whose instances count
	 */
	List<Overlap> blocking(UUID userId, Instant from, Instant to, @Nullable EventId ignored, @Nullable PageToken after,
			int limit) {
		UserSeries user = this.cache.get(userId);
		List<Event> exceptions = Earliest.of(changed(user, from, to, ignored).map(Changed::toEvent)
			.filter((event) -> isAfter(event, after))
			.iterator(), ORDER, limit);
		PriorityQueue<Head> heads = new PriorityQueue<>(Comparator.comparing(Head::current, ORDER));
		for (CompiledSeries compiled : candidates(user, from, to, ignored)) {
			Head head = head(compiled, from, to, after, ignored);
			if (head.advance()) {
				heads.add(head);
			}
		}
		List<Overlap> page = new ArrayList<>();
		for (Event event : merge(heads, exceptions, limit)) {
			page.add(overlap(event));
		}
		return page;
	}

	/**
	 * The start and end of every timed instance intersecting {@code [from, to)}: what
	 * {@link #blocking} returns page by page, all at once, without ids, titles or order,
	 * so without the merge (for callers that only need the times, such as free slots).
	 * The same walk as {@link #blocking}'s, over the kept starts
	 * ({@link OccurrenceStarts}). Stops once it holds more than {@code max}: a list
	 * longer than {@code max} means there are more.
	 * @param ignored an instance not to count, or a series none of whose instances count
	 */
	List<TimeSpan> blockingSpans(UUID userId, Instant from, Instant to, @Nullable EventId ignored, int max) {
		UserSeries user = this.cache.get(userId);
		List<TimeSpan> spans = new ArrayList<>();
		Iterator<Changed> changed = changed(user, from, to, ignored).iterator();
		while (changed.hasNext()) {
			StoredException exception = changed.next().exception();
			spans.add(new TimeSpan(exception.startTime(), exception.endTime()));
			if (spans.size() > max) {
				return spans;
			}
		}
		for (CompiledSeries compiled : candidates(user, from, to, ignored)) {
			Walk walk = new Walk(compiled,
					this.starts.startingFrom(userId, user.version(), compiled, firstReaching(compiled, from), to), from,
					to, ignored);
			while (walk.advance()) {
				spans.add(new TimeSpan(walk.start(), walk.end()));
				if (spans.size() > max) {
					return spans;
				}
			}
		}
		return spans;
	}

	/**
	 * The changed occurrences of the user's timed series that can block: intersecting
	 * {@code [from, to)}, not {@code ignored} nor of an ignored series. In no order.
	 */
	private static Stream<Changed> changed(UserSeries user, Instant from, Instant to, @Nullable EventId ignored) {
		return user.timedWithExceptions()
			.stream()
			.filter((compiled) -> !isIgnoredSeries(compiled.series(), ignored))
			.flatMap((compiled) -> compiled.exceptions()
				.values()
				.stream()
				.filter((exception) -> !isIgnored(compiled.series(), exception.originalStart(), ignored)
						&& exception.startTime().isBefore(to) && exception.endTime().isAfter(from))
				.map((exception) -> new Changed(compiled.series(), exception)));
	}

	/**
	 * The user's timed series whose occurrences can block in {@code [from, to)}: only
	 * those whose time of day can meet the window, each with its cheap test before any
	 * expansion, and not the ignored series.
	 */
	private static List<CompiledSeries> candidates(UserSeries user, Instant from, Instant to,
			@Nullable EventId ignored) {
		List<CompiledSeries> candidates = new ArrayList<>();
		for (CompiledSeries compiled : user.timed().candidates(from, to)) {
			if (!isIgnoredSeries(compiled.series(), ignored) && compiled.occurrences().mayOverlap(from, to)) {
				candidates.add(compiled);
			}
		}
		return candidates;
	}

	/** Whether {@code ignored} is this whole series (a series being moved). */
	private static boolean isIgnoredSeries(StoredSeries series, @Nullable EventId ignored) {
		return ignored != null && !ignored.isInstance() && ignored.uuid().equals(series.id());
	}

	private static boolean isIgnored(StoredSeries series, Instant originalStart, @Nullable EventId ignored) {
		return ignored != null && ignored.isInstance() && ignored.uuid().equals(series.id())
				&& originalStart.equals(ignored.originalStart());
	}

	static Overlap overlap(Event event) {
		return new Overlap(event.id().toString(), Source.LOCAL, event.title(), event.startTime(), event.endTime(),
				(event.recurringEventId() != null) ? event.recurringEventId().toString() : null);
	}

	private static boolean intersects(Event event, Instant from, Instant to) {
		return event.startTime().isBefore(to) && event.endTime().isAfter(from);
	}

	private static boolean isAfter(Event event, @Nullable PageToken after) {
		if (after == null) {
			return true;
		}
		int byStart = event.startTime().compareTo(after.start());
		return byStart > 0 || (byStart == 0 && event.id().toString().compareTo(after.id()) > 0);
	}

	/**
	 * A changed occurrence with its series.
	 *
	 * @param series its series
	 * @param exception the changed occurrence
	 */
	private record Changed(StoredSeries series, StoredException exception) {

		Event toEvent() {
			return this.exception.toEvent(this.series);
		}

	}

	/**
	 * The occurrences of one series (a start and its end) that intersect the window,
	 * earliest first, from the starts it is given: skips its changed occurrences (read on
	 * their own) and the ignored instance. The one walk behind {@link #window},
	 * {@link #blocking} and {@link #blockingSpans}.
	 */
	private static final class Walk {

		private final CompiledSeries compiled;

		private final Iterator<Instant> starts;

		private final Duration duration;

		private final Instant from;

		private final Instant to;

		private final @Nullable EventId ignored;

		private @Nullable Instant start;

		private @Nullable Instant end;

		Walk(CompiledSeries compiled, Iterator<Instant> starts, Instant from, Instant to, @Nullable EventId ignored) {
			this.compiled = compiled;
			this.starts = starts;
			this.duration = compiled.occurrences().timing().duration();
			this.from = from;
			this.to = to;
			this.ignored = ignored;
		}

		/** Move to the next occurrence; false when there is none. */
		boolean advance() {
			while (this.starts.hasNext()) {
				Instant next = this.starts.next();
				if (!next.isBefore(this.to)) {
					break;
				}
				if (this.compiled.exceptions().containsKey(next)
						|| isIgnored(this.compiled.series(), next, this.ignored)) {
					continue;
				}
				Instant nextEnd = next.plus(this.duration);
				if (nextEnd.isAfter(this.from)) {
					this.start = next;
					this.end = nextEnd;
					return true;
				}
			}
			this.start = null;
			this.end = null;
			return false;
		}

		Instant start() {
			return this.start;
		}

		Instant end() {
			return this.end;
		}

		/** The current occurrence as the API returns it. */
		Event event() {
			return this.compiled.series().occurrence(this.start);
		}

	}

	/** The next instance of one series after a page's position, as an event. */
	private static final class Head {

		private final Walk walk;

		private final @Nullable PageToken after;

		private @Nullable Event current;

		Head(Walk walk, @Nullable PageToken after) {
			this.walk = walk;
			this.after = after;
		}

		Event current() {
			return this.current;
		}

		boolean advance() {
			while (this.walk.advance()) {
				Event event = this.walk.event();
				if (isAfter(event, this.after)) {
					this.current = event;
					return true;
				}
			}
			this.current = null;
			return false;
		}

	}

}
