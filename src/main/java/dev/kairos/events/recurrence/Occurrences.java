package dev.kairos.events.recurrence;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.PriorityQueue;

import org.dmfs.rfc5545.DateTime;
import org.dmfs.rfc5545.recur.RecurrenceRule;
import org.dmfs.rfc5545.recur.RecurrenceRuleIterator;
import org.jspecify.annotations.Nullable;

/**
 * The occurrences of a series: its first start (DTSTART, which RFC 5545 always counts),
 * what its RRULE yields, its RDATEs, less its EXDATEs. Expanded on read and only from
 * where the reader asks: iteration begins at the period of the rule that holds the first
 * wanted occurrence (see {@link Rule#iterationRule}), so an endless hourly series that
 * began in 1900 costs the same to read in 2030 as one that began last week.
 * <p>
 * lib-recur iterates wall-clock times; each becomes an instant in the series' zone as RFC
 * 5545 says ({@link Timing#instant}). Near a DST gap those instants may come out of
 * order, so they pass through a small buffer: no wall-clock time maps to an instant more
 * than {@link #MAX_OFFSET} away from the same digits read as UTC.
 */
public final class Occurrences {

	/** Largest UTC offset a zone can have (java.time's bound). */
	static final Duration MAX_OFFSET = Duration.ofHours(18);

	/** Beyond this shift (a day skipped), the cheap overlap test gives up. */
	static final Duration MAX_MARGIN = Duration.ofHours(12);

	/** How many occurrences {@link #validate} looks at. */
	static final int PROBE = 1000;

	/** The last year an occurrence may start in (the API stores up to 9998-12-31). */
	private static final int LAST_YEAR = 9998;

	private static final Instant EARLIEST = Instant.parse("1800-01-01T00:00:00Z");

	private final Timing timing;

	private final Recurrence recurrence;

	private final @Nullable Rule rule;

	private final @Nullable RecurrenceRule iterationRule;

	private final Instant start;

	/** For a COUNT rule: the wall-clock start of its last occurrence. */
	private final @Nullable LocalDateTime lastLocal;

	/** The earliest an occurrence can start: DTSTART, or an earlier RDATE. */
	private final Instant earliest;

	/** The latest an occurrence can start, or null for an endless series. */
	private final @Nullable Instant latest;

	/** The second of the day every occurrence of the rule starts at, or -1. */
	private final int timeOfDay;

	/**
	 * The days the rule's occurrences can fall on, or null when it says nothing of them.
	 */
	private final @Nullable DayFilter days;

	/** How far a change of offset in the series' zone can move a wall-clock time. */
	private final Duration margin;

	private Occurrences(Timing timing, Recurrence recurrence) {
		this.timing = timing;
		this.recurrence = recurrence;
		this.rule = recurrence.rule();
		this.iterationRule = (this.rule != null) ? this.rule.iterationRule() : null;
		this.start = timing.startInstant();
		this.lastLocal = (this.rule != null && this.rule.count() != null) ? lastCounted(this.rule.count()) : null;
		this.earliest = (!recurrence.rdates().isEmpty() && recurrence.rdates().first().isBefore(this.start))
				? recurrence.rdates().first() : this.start;
		this.latest = latest();
		this.timeOfDay = timeOfDay();
		this.days = (this.iterationRule != null) ? DayFilter.of(this.iterationRule) : null;
		this.margin = Shifts.margin(timing.zone());
	}

	/**
	 * Compile a series' occurrences.
	 * @throws RecurrenceException when the rule cannot be iterated from this start
	 */
	public static Occurrences of(Timing timing, Recurrence recurrence) {
		return new Occurrences(timing, recurrence);
	}

	/**
	 * Check that the rule starts at most one occurrence in any hour (whatever its
	 * frequency: {@code FREQ=HOURLY;BYMINUTE=0,1,...} would start one a minute), and what
	 * a client cannot see from the rule's text alone: that the series has an occurrence
	 * at all, and that its rule can be expanded (lib-recur gives up on rules with more
	 * than about a thousand empty periods between two occurrences).
	 * @throws RecurrenceException when it cannot
	 */
	public Occurrences validate() {
		if (this.rule != null && !this.rule.atMostOnePerHour()) {
			throw new RecurrenceException("BYMINUTE and BYSECOND may hold one value each: a series starts at most once "
					+ "an hour, as HOURLY, the finest repetition allowed, does");
		}
		Iterator<Instant> all = startingFrom(EARLIEST);
		if (!all.hasNext()) {
			throw new RecurrenceException("the recurrence yields no occurrence at all");
		}
		if (this.iterationRule != null) {
			try {
				Iterator<LocalDateTime> rule = ruleTimes(this.timing.start());
				for (int i = 0; i < PROBE && rule.hasNext(); i++) {
					rule.next();
				}
			}
			catch (IllegalArgumentException ex) {
				throw new RecurrenceException("the RRULE leaves too many periods without an occurrence to be expanded");
			}
		}
		return this;
	}

	public Timing timing() {
		return this.timing;
	}

	public Recurrence recurrence() {
		return this.recurrence;
	}

	/** The first occurrence's start, or null when every occurrence is excluded. */
	public @Nullable Instant first() {
		Iterator<Instant> all = startingFrom(EARLIEST);
		return all.hasNext() ? all.next() : null;
	}

	/** For a COUNT rule, the start of the last occurrence it allows; else null. */
	public @Nullable Instant lastCounted() {
		return (this.lastLocal != null) ? this.timing.instant(this.lastLocal) : null;
	}

	/**
	 * For a COUNT rule, the start the rule would give next after the last it allows (null
	 * when there is none, or for other rules): an UNTIL between the two says the same as
	 * the COUNT.
	 */
	public @Nullable Instant afterCounted() {
		if (this.lastLocal == null || this.iterationRule == null) {
			return null;
		}
		try {
			Iterator<LocalDateTime> times = ruleTimes(start(this.timing.instant(this.lastLocal)), null);
			while (times.hasNext()) {
				LocalDateTime next = times.next();
				if (next.isAfter(this.lastLocal)) {
					return this.timing.instant(next);
				}
			}
		}
		catch (IllegalArgumentException ex) {
			// a sparse rule: none known
		}
		return null;
	}

	/**
	 * The second of the day, on the series' wall clock, at which every occurrence starts
	 * (DTSTART included), for a series {@link TimeOfDayIndex} can hold; -1 for one it
	 * cannot: without a rule, with RDATEs, with several times a day, with a DTSTART at
	 * another time than the rule's, or longer than {@link TimeOfDayIndex#MAX_DURATION}.
	 */
	int indexedTimeOfDay() {
		boolean one = this.rule != null && this.timeOfDay >= 0 && this.recurrence.rdates().isEmpty()
				&& this.timing.start().toLocalTime().toSecondOfDay() == this.timeOfDay
				&& this.timing.duration().compareTo(TimeOfDayIndex.MAX_DURATION) <= 0;
		return one ? this.timeOfDay : -1;
	}

	/** Every occurrence start at or after {@code from}, earliest first, lazily. */
	public Iterator<Instant> startingFrom(Instant from) {
		return new Merged(from);
	}

	/**
	 * The starts of the occurrences that intersect {@code [from, to)}, earliest first, at
	 * most {@code limit} of them.
	 */
	public List<Instant> overlapping(Instant from, Instant to, int limit) {
		List<Instant> starts = new ArrayList<>();
		Iterator<Instant> all = startingFrom(from.minus(this.timing.duration()).plusSeconds(1));
		while (all.hasNext() && starts.size() < limit) {
			Instant next = all.next();
			if (!next.isBefore(to)) {
				break;
			}
			starts.add(next);
		}
		return starts;
	}

	/** Whether an occurrence starts at this instant. */
	public boolean contains(Instant start) {
		Iterator<Instant> all = startingFrom(start);
		return all.hasNext() && all.next().equals(start);
	}

	/**
	 * Whether an occurrence may intersect {@code [from, to)}: false only when none can. A
	 * cheap test for short windows (a conflict check) on rules that pick days at one time
	 * of day: only the days around the window are looked at.
	 */
	public boolean mayOverlap(Instant from, Instant to) {
		Duration duration = this.timing.duration();
		if (!to.isAfter(this.earliest) || (this.latest != null && !this.latest.plus(duration).isAfter(from))) {
			return false;
		}
		if ((!this.recurrence.rdates().isEmpty()
				&& !this.recurrence.rdates().subSet(from.minus(duration), false, to, false).isEmpty())
				|| overlaps(this.start, from, to)) {
			return true;
		}
		if (this.rule == null) {
			return false;
		}
		if (this.margin.compareTo(MAX_MARGIN) > 0 || from.isBefore(Shifts.SINCE.plus(this.margin).plus(duration))) {
			return true;
		}
		// An occurrence that meets the window starts between these two instants, on the
		// wall clock widened each side by what changes of offset (or a time in a gap,
		// which moves forward) can shift.
		Instant earliestStart = from.minus(duration).minus(this.margin);
		Instant latestStart = to.plus(this.margin);
		LocalDateTime low = this.timing.local(earliestStart);
		LocalDateTime high = this.timing.local(latestStart);
		// Less than a day on the wall clock as well: across a change to summer time, less
		// than a day of instants can hold every time of day.
		if (this.timeOfDay >= 0 && Duration.between(earliestStart, latestStart).getSeconds() < 86_400
				&& Duration.between(low, high).getSeconds() < 86_400) {
			// Every occurrence starts at one time of day: it must lie between the two.
			int lowSecond = low.toLocalTime().toSecondOfDay();
			int highSecond = high.toLocalTime().toSecondOfDay();
			boolean between = (lowSecond <= highSecond) ? (this.timeOfDay > lowSecond && this.timeOfDay < highSecond)
					: (this.timeOfDay > lowSecond || this.timeOfDay < highSecond);
			if (!between) {
				return false;
			}
		}
		// And on a date the rule allows; a day either side covers a start moved by a
		// change of offset.
		return this.days == null
				|| this.days.mayHoldAny(low.toLocalDate().minusDays(1), high.toLocalDate().plusDays(1));
	}

	/**
	 * The one time of day (second of the day) at which the rule's occurrences start, or
	 * -1 when it has several, or none fixed (HOURLY).
	 */
	private int timeOfDay() {
		LocalTime time = (this.rule != null) ? this.rule.timeOfDay() : null;
		return (time != null) ? time.toSecondOfDay() : -1;
	}

	/** The latest an occurrence can start, or null for an endless series. */
	private @Nullable Instant latest() {
		Instant latest = this.start;
		if (this.rule != null) {
			Instant ruleEnd = (this.lastLocal != null)
					? this.timing.instant(this.lastLocal).plus(MAX_OFFSET.multipliedBy(2)) : this.rule.until();
			if (ruleEnd == null) {
				return null;
			}
			latest = ruleEnd.isAfter(latest) ? ruleEnd : latest;
		}
		if (!this.recurrence.rdates().isEmpty() && this.recurrence.rdates().last().isAfter(latest)) {
			latest = this.recurrence.rdates().last();
		}
		return latest;
	}

	private boolean overlaps(Instant occurrence, Instant from, Instant to) {
		return occurrence.isBefore(to) && occurrence.plus(this.timing.duration()).isAfter(from);
	}

	/**
	 * How many occurrences the RRULE (with DTSTART) yields before {@code end}, excluded
	 * ones included: what a COUNT counts.
	 */
	public int countBefore(Instant end) {
		int count = 0;
		if (this.start.isBefore(end)) {
			count++;
		}
		if (this.iterationRule == null) {
			return count;
		}
		Iterator<Instant> rule = ruleInstants(this.timing.start(), EARLIEST);
		while (rule.hasNext()) {
			Instant next = rule.next();
			if (!next.isBefore(end)) {
				break;
			}
			if (!next.equals(this.start)) {
				count++;
			}
		}
		return count;
	}

	/** Whether the RRULE (or DTSTART) yields this start, rather than only an RDATE. */
	public boolean fromRule(Instant occurrence) {
		if (occurrence.equals(this.start)) {
			return true;
		}
		if (this.iterationRule == null) {
			return false;
		}
		Iterator<Instant> rule = ruleInstants(start(occurrence), occurrence);
		return rule.hasNext() && rule.next().equals(occurrence);
	}

	/**
	 * The wall-clock start of the last occurrence a COUNT allows, counting DTSTART first
	 * whether or not the rule yields it.
	 */
	private @Nullable LocalDateTime lastCounted(int count) {
		LocalDateTime last = this.timing.start();
		int seen = 1;
		try {
			Iterator<LocalDateTime> rule = ruleTimes(this.timing.start());
			while (seen < count && rule.hasNext()) {
				LocalDateTime next = rule.next();
				if (!next.equals(this.timing.start())) {
					last = next;
					seen++;
				}
			}
		}
		catch (IllegalArgumentException ex) {
			throw new RecurrenceException("the RRULE leaves too many periods without an occurrence to be expanded");
		}
		return last;
	}

	/**
	 * Where iteration may begin to yield every occurrence from {@code wanted} (wall
	 * clock): DTSTART, or the start of a later period of the rule at or before it.
	 */
	private LocalDateTime start(Instant wanted) {
		LocalDateTime target = LocalDateTime.ofEpochSecond(wanted.getEpochSecond() - MAX_OFFSET.getSeconds(), 0,
				ZoneOffset.UTC);
		LocalDateTime first = this.timing.start();
		if (this.rule == null || !target.isAfter(first)) {
			return first;
		}
		int interval = this.rule.interval();
		LocalDateTime aligned = switch (this.rule.frequency()) {
			case HOURLY -> first.plusHours(periods(ChronoUnit.HOURS.between(first, target), interval));
			case DAILY -> first.toLocalDate()
				.plusDays(periods(ChronoUnit.DAYS.between(first.toLocalDate(), target.toLocalDate()), interval))
				.atStartOfDay();
			case WEEKLY -> {
				DayOfWeek weekStart = this.rule.weekStart();
				LocalDate week = first.toLocalDate().with(TemporalAdjusters.previousOrSame(weekStart));
				LocalDate targetWeek = target.toLocalDate().with(TemporalAdjusters.previousOrSame(weekStart));
				yield week.plusWeeks(periods(ChronoUnit.WEEKS.between(week, targetWeek), interval)).atStartOfDay();
			}
			case MONTHLY -> {
				YearMonth month = YearMonth.from(first);
				yield month.plusMonths(periods(ChronoUnit.MONTHS.between(month, YearMonth.from(target)), interval))
					.atDay(1)
					.atStartOfDay();
			}
			default -> LocalDate.of(first.getYear() + (int) periods(target.getYear() - first.getYear(), interval), 1, 1)
				.atStartOfDay();
		};
		return aligned.isAfter(first) ? aligned : first;
	}

	private static long periods(long units, int interval) {
		return Math.floorDiv(units, interval) * interval;
	}

	/**
	 * The wall-clock times the rule yields from {@code begin} on (which must be DTSTART
	 * or a period start), in order, up to COUNT's last and the last supported year. UNTIL
	 * is applied to instants, by {@link #ruleInstants}.
	 */
	private Iterator<LocalDateTime> ruleTimes(LocalDateTime begin) {
		return ruleTimes(begin, this.lastLocal);
	}

	private Iterator<LocalDateTime> ruleTimes(LocalDateTime begin, @Nullable LocalDateTime bound) {
		RecurrenceRuleIterator iterator = this.iterationRule
			.iterator(new DateTime(begin.getYear(), begin.getMonthValue() - 1, begin.getDayOfMonth(), begin.getHour(),
					begin.getMinute(), begin.getSecond()));
		return new Iterator<>() {

			private @Nullable LocalDateTime next = advance();

			private @Nullable LocalDateTime advance() {
				if (!iterator.hasNext()) {
					return null;
				}
				DateTime time = iterator.nextDateTime();
				if (time.getYear() > LAST_YEAR) {
					return null;
				}
				LocalDateTime local = LocalDateTime.of(time.getYear(), time.getMonth() + 1, time.getDayOfMonth(),
						time.getHours(), time.getMinutes(), time.getSeconds());
				return (bound != null && local.isAfter(bound)) ? null : local;
			}

			@Override
			public boolean hasNext() {
				return this.next != null;
			}

			@Override
			public LocalDateTime next() {
				LocalDateTime current = this.next;
				if (current == null) {
					throw new NoSuchElementException();
				}
				this.next = advance();
				return current;
			}

		};
	}

	/**
	 * The instants of the rule's times from {@code begin}, at or after {@code from} and
	 * not after UNTIL, in ascending order.
	 */
	private Iterator<Instant> ruleInstants(LocalDateTime begin, Instant from) {
		Iterator<LocalDateTime> times;
		try {
			times = ruleTimes(begin);
		}
		catch (IllegalArgumentException ex) {
			// lib-recur gave up on a sparse rule that passed validation
			return Collections.emptyIterator();
		}
		Instant until = (this.rule != null) ? this.rule.until() : null;
		return new Iterator<>() {

			private final PriorityQueue<Instant> buffer = new PriorityQueue<>();

			private boolean exhausted;

			private @Nullable Instant ready() {
				while (true) {
					Instant head = this.buffer.peek();
					if (this.exhausted) {
						return head;
					}
					LocalDateTime local;
					try {
						if (!times.hasNext()) {
							this.exhausted = true;
							continue;
						}
						local = times.next();
					}
					catch (IllegalArgumentException ex) {
						// lib-recur gave up on a sparse rule that passed validation
						this.exhausted = true;
						continue;
					}
					Instant floor = local.toInstant(ZoneOffset.UTC).minus(MAX_OFFSET);
					if (until != null && floor.isAfter(until)) {
						this.exhausted = true;
						continue;
					}
					Instant instant = Occurrences.this.timing.instant(local);
					if (!instant.isBefore(from) && (until == null || !instant.isAfter(until))) {
						this.buffer.add(instant);
					}
					head = this.buffer.peek();
					if (head != null && head.isBefore(floor)) {
						return head;
					}
				}
			}

			@Override
			public boolean hasNext() {
				return ready() != null;
			}

			@Override
			public Instant next() {
				if (ready() == null) {
					throw new NoSuchElementException();
				}
				return this.buffer.poll();
			}

		};
	}

	/** DTSTART, the rule's instants and the RDATEs from {@code from}, less EXDATEs. */
	private final class Merged implements Iterator<Instant> {

		private final Iterator<Instant> rule;

		private final Iterator<Instant> extra;

		private @Nullable Instant first;

		private @Nullable Instant nextRule;

		private @Nullable Instant nextExtra;

		private @Nullable Instant next;

		Merged(Instant from) {
			Occurrences occurrences = Occurrences.this;
			this.first = occurrences.start.isBefore(from) ? null : occurrences.start;
			this.rule = (occurrences.iterationRule != null) ? occurrences.ruleInstants(occurrences.start(from), from)
					: Collections.emptyIterator();
			this.extra = occurrences.recurrence.rdates().tailSet(from, true).iterator();
			this.nextRule = this.rule.hasNext() ? this.rule.next() : null;
			this.nextExtra = this.extra.hasNext() ? this.extra.next() : null;
			this.next = advance();
		}

		private @Nullable Instant advance() {
			while (true) {
				Instant candidate = min(min(this.first, this.nextRule), this.nextExtra);
				if (candidate == null) {
					return null;
				}
				if (candidate.equals(this.first)) {
					this.first = null;
				}
				while (candidate.equals(this.nextRule)) {
					this.nextRule = this.rule.hasNext() ? this.rule.next() : null;
				}
				while (candidate.equals(this.nextExtra)) {
					this.nextExtra = this.extra.hasNext() ? this.extra.next() : null;
				}
				if (!Occurrences.this.recurrence.exdates().contains(candidate)) {
					return candidate;
				}
			}
		}

		private static @Nullable Instant min(@Nullable Instant a, @Nullable Instant b) {
			if (a == null) {
				return b;
			}
			return (b == null || a.isBefore(b)) ? a : b;
		}

		@Override
		public boolean hasNext() {
			return this.next != null;
		}

		@Override
		public Instant next() {
			Instant current = this.next;
			if (current == null) {
				throw new NoSuchElementException();
			}
			this.next = advance();
			return current;
		}

	}

}
