package dev.kairos.events;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import java.util.UUID;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.kairos.events.recurrence.Occurrences;
import dev.kairos.events.recurrence.RecurrenceException;
import dev.kairos.events.recurrence.TimeOfDayIndex;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.stereotype.Component;

/**
 * A user's series, compiled, kept in memory while they do not change. Every write to a
 * user's series or exceptions sets a new random {@code series_version} in the same
 * transaction, and every read compares it first (one indexed row), so any instance behind
 * a load balancer sees a change as soon as it commits, and an entry made from a
 * transaction that rolled back is never taken for a committed one.
 */
@Component
class SeriesCache {

	private static final Logger logger = LoggerFactory.getLogger(SeriesCache.class);

	private final JdbcSeriesRepository series;

	private final JdbcEventCounters counters;

	private final Cache<UUID, UserSeries> cache;

	SeriesCache(JdbcSeriesRepository series, JdbcEventCounters counters, EventsProperties properties) {
		this.series = series;
		this.counters = counters;
		this.cache = Caffeine.newBuilder()
			.maximumWeight(properties.seriesCacheSize())
			.weigher((UUID user, UserSeries entry) -> entry.weight())
			.build();
	}

	/** The user's series as they are now. */
	UserSeries get(UUID userId) {
		Long locked = EventWriter.seriesVersion(userId);
		long version = (locked != null) ? locked : this.counters.seriesVersion(userId);
		if (version == 0) {
			return UserSeries.NONE;
		}
		UserSeries cached = this.cache.getIfPresent(userId);
		if (cached != null && cached.version() == version) {
			return cached;
		}
		UserSeries loaded = load(userId, version);
		this.cache.put(userId, loaded);
		return loaded;
	}

	private UserSeries load(UUID userId, long version) {
		Map<UUID, NavigableMap<Instant, StoredException>> exceptions = new HashMap<>();
		for (StoredException exception : this.series.findExceptions(userId)) {
			exceptions.computeIfAbsent(exception.seriesId(), (id) -> new TreeMap<>())
				.put(exception.originalStart(), exception);
		}
		List<CompiledSeries> compiled = new ArrayList<>();
		for (StoredSeries stored : this.series.findAll(userId)) {
			try {
				compiled.add(new CompiledSeries(stored, Occurrences.of(stored.timing(), stored.recurrence()),
						Collections.unmodifiableNavigableMap(exceptions.getOrDefault(stored.id(), new TreeMap<>()))));
			}
			catch (RecurrenceException ex) {
				logger.warn("Series {} cannot be expanded and is left out: {}", stored.id(), ex.getMessage());
			}
		}
		return UserSeries.of(version, compiled);
	}

	/**
	 * A series with its occurrences compiled and its exceptions by original start.
	 *
	 * @param series the series
	 * @param occurrences its occurrences
	 * @param exceptions its changed occurrences
	 */
	record CompiledSeries(StoredSeries series, Occurrences occurrences,
			NavigableMap<Instant, StoredException> exceptions) {

		/** The instance that started at {@code originalStart}, or null when none does. */
		@Nullable Event instance(Instant originalStart) {
			StoredException exception = this.exceptions.get(originalStart);
			if (exception != null) {
				return exception.toEvent(this.series);
			}
			return this.occurrences.contains(originalStart) ? this.series.occurrence(originalStart) : null;
		}

		/**
		 * The instance an id of this series names, or null when it names none (no
		 * occurrence, or a date for a timed series and the reverse).
		 */
		@Nullable Event instance(EventId id) {
			Instant originalStart = id.originalStart();
			return (originalStart != null && id.allDay() == this.series.allDay()) ? instance(originalStart) : null;
		}

	}

	/**
	 * All of one user's series.
	 *
	 * @param version the series version they were read at
	 * @param series the series
	 * @param timed the timed series (all-day ones block nothing), by time of day
	 * @param timedWithExceptions the timed series with changed occurrences
	 */
	record UserSeries(long version, List<CompiledSeries> series, TimeOfDayIndex<CompiledSeries> timed,
			List<CompiledSeries> timedWithExceptions) {

		static final UserSeries NONE = of(0, List.of());

		static UserSeries of(long version, List<CompiledSeries> series) {
			List<CompiledSeries> timed = series.stream().filter((compiled) -> !compiled.series().allDay()).toList();
			return new UserSeries(version, List.copyOf(series), TimeOfDayIndex.of(timed, CompiledSeries::occurrences),
					timed.stream().filter((compiled) -> !compiled.exceptions().isEmpty()).toList());
		}

		int weight() {
			return this.series.stream().mapToInt((compiled) -> 1 + compiled.exceptions().size()).sum() + 1;
		}

		@Nullable CompiledSeries find(UUID id) {
			for (CompiledSeries compiled : this.series) {
				if (compiled.series().id().equals(id)) {
					return compiled;
				}
			}
			return null;
		}

	}

}
