package dev.kairos.events;

import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.UUID;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.kairos.events.SeriesCache.CompiledSeries;
import dev.kairos.events.recurrence.Occurrences;

import org.springframework.stereotype.Component;

/**
 * The occurrence starts of series, expanded once per {@link #CHUNK} of time and kept:
 * free slots and find-a-time read the same weeks of the same series request after
 * request, and expanding a rule (a lib-recur iterator and a zone conversion per start)
 * was half of their time. A chunk is keyed by the user's series version as well as the
 * series, so any write of the user's series or changed occurrences, on any instance,
 * leaves the old chunks unread (they age out). Only the starts are kept, as
 * {@link Occurrences} gives them (EXDATEs and RDATEs applied); changed occurrences are
 * left out by the reader, as before.
 * <p>
 * Bounded: at most {@code kairos.events.starts-cache-size} starts over all series, and a
 * chunk with more than {@link #MAX_PER_CHUNK} starts (an hourly series) is not kept but
 * marked dense, so that dense calendars are expanded as they were and never crowd out the
 * others. A window longer than {@link #MAX_CHUNKS} chunks, or a start that is not on a
 * whole second, is expanded directly too.
 */
@Component
class OccurrenceStarts {

	/** The span of time one entry covers, in seconds (aligned to the epoch). */
	static final long CHUNK = Duration.ofDays(28).getSeconds();

	/** More starts in one chunk than this and it is expanded on each read instead. */
	static final int MAX_PER_CHUNK = 200;

	/** Windows over more chunks than this are expanded directly. */
	static final int MAX_CHUNKS = 4;

	/** What an entry costs beyond its starts, in starts (the key, the array's header). */
	private static final int OVERHEAD = 12;

	/** A chunk not kept: too many starts, or a start within a second. */
	private static final long[] DENSE = new long[0];

	private final Cache<Key, long[]> cache;

	OccurrenceStarts(EventsProperties properties) {
		this.cache = Caffeine.newBuilder()
			.maximumWeight(properties.startsCacheSize())
			.weigher((Key key, long[] starts) -> OVERHEAD + starts.length)
			.build();
	}

	/**
	 * Every occurrence start of the series at or after {@code from}, earliest first: all
	 * of them up to {@code to} at least (the caller stops at the first start at or after
	 * {@code to}; past it there may be more or none).
	 * @param user the user
	 * @param version the user's series version the series was read at
	 */
	Iterator<Instant> startingFrom(UUID user, long version, CompiledSeries compiled, Instant from, Instant to) {
		Occurrences occurrences = compiled.occurrences();
		long first = Math.floorDiv(from.getEpochSecond(), CHUNK);
		long last = Math.floorDiv(to.getEpochSecond(), CHUNK);
		if (last < first || last - first + 1 > MAX_CHUNKS || version == 0) {
			return occurrences.startingFrom(from);
		}
		long[][] chunks = new long[(int) (last - first + 1)][];
		for (int i = 0; i < chunks.length; i++) {
			long chunk = first + i;
			long[] starts = this.cache.get(new Key(user, version, compiled.series().id(), chunk),
					(key) -> expand(occurrences, chunk));
			if (starts == DENSE) {
				return occurrences.startingFrom(from);
			}
			chunks[i] = starts;
		}
		return new Starts(chunks, from);
	}

	/** The starts in one chunk, or {@link #DENSE}. */
	private static long[] expand(Occurrences occurrences, long chunk) {
		Instant begin = Instant.ofEpochSecond(chunk * CHUNK);
		Instant end = Instant.ofEpochSecond((chunk + 1) * CHUNK);
		Iterator<Instant> all = occurrences.startingFrom(begin);
		long[] starts = new long[8];
		int count = 0;
		while (all.hasNext()) {
			Instant start = all.next();
			if (!start.isBefore(end)) {
				break;
			}
			if (count == MAX_PER_CHUNK || start.getNano() != 0) {
				return DENSE;
			}
			if (count == starts.length) {
				starts = Arrays.copyOf(starts, count * 2);
			}
			starts[count++] = start.getEpochSecond();
		}
		return Arrays.copyOf(starts, count);
	}

	/**
	 * A chunk of one series as one version of the user's series has it.
	 *
	 * @param user the user
	 * @param version their series version
	 * @param series the series
	 * @param chunk the chunk's number (its start over {@link #CHUNK})
	 */
	private record Key(UUID user, long version, UUID series, long chunk) {

	}

	/** The starts of consecutive chunks from a given instant. */
	private static final class Starts implements Iterator<Instant> {

		private final long[][] chunks;

		private int chunk;

		private int index;

		Starts(long[][] chunks, Instant from) {
			this.chunks = chunks;
			// Skip the starts before from (whole seconds: before from's second, or at it
			// when from is later within it).
			long second = from.getEpochSecond();
			boolean within = from.getNano() > 0;
			while (this.chunk < chunks.length) {
				long[] starts = chunks[this.chunk];
				while (this.index < starts.length
						&& (starts[this.index] < second || (within && starts[this.index] == second))) {
					this.index++;
				}
				if (this.index < starts.length) {
					return;
				}
				this.chunk++;
				this.index = 0;
			}
		}

		@Override
		public boolean hasNext() {
			while (this.chunk < this.chunks.length && this.index >= this.chunks[this.chunk].length) {
				this.chunk++;
				this.index = 0;
			}
			return this.chunk < this.chunks.length;
		}

		@Override
		public Instant next() {
			if (!hasNext()) {
				throw new NoSuchElementException();
			}
			return Instant.ofEpochSecond(this.chunks[this.chunk][this.index++]);
		}

	}

}
