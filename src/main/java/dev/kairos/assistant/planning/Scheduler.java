package dev.kairos.assistant.planning;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;

import dev.kairos.assistant.language.ClockTime;
import dev.kairos.assistant.language.PartOfDay;
import dev.kairos.assistant.language.When;
import dev.kairos.settings.WorkingHours;
import org.jspecify.annotations.Nullable;

/**
 * Place what a message said about when ({@link When}) in the user's calendar: a fixed
 * time is kept (and its conflicts listed), an open one becomes the earliest free slot of
 * the right length inside the allowed hours. Nothing is ever placed in the past.
 */
public final class Scheduler {

	/** How far ahead an open request with no day looks for room. */
	static final int HORIZON_DAYS = 14;

	/** Open slots start on a quarter hour at the earliest. */
	private static final Duration GRID = Duration.ofMinutes(15);

	private final Preferences preferences;

	private final ZonedDateTime now;

	private final CalendarView calendar;

	Scheduler(Preferences preferences, Instant now, CalendarView calendar) {
		this.preferences = preferences;
		this.now = now.atZone(preferences.zone());
		this.calendar = calendar;
	}

	LocalDate today() {
		return this.now.toLocalDate();
	}

	Instant now() {
		return this.now.toInstant();
	}

	/**
	 * Place an event.
	 * @param when what the message said
	 * @param hint the part of the day its subject suggests ("dinner" is in the evening),
	 * used when the message names none
	 * @return where it goes, or why it can't go anywhere
	 */
	Placement place(When when, @Nullable PartOfDay hint) {
		PartOfDay part = (when.part() != null) ? when.part() : hint;
		Duration length = (when.duration() != null) ? when.duration() : this.preferences.defaultDuration();
		if (when.past() && !when.hasDay()) {
			return new Placement.Past();
		}
		if (when.exact() != null) {
			LocalDateTime start = when.exact();
			Instant startInstant = instant(start);
			// A length from an exact start runs on the wall clock, as the start was read:
			// "fri 6pm to sun 11am" ends at 11:00 across a change of the clocks.
			Instant end = (when.end() != null) ? end(start, when.end(), part) : instant(start.plus(length));
			if (!end.isAfter(startInstant)) {
				return new Placement.EndsBeforeStart(startInstant, end);
			}
			return fixed(new Interval(startInstant, end), null);
		}
		if (when.start() != null) {
			return fixedTime(when, part, length);
		}
		return open(when, part, length);
	}

	/**
	 * The end of an event that starts at an exact moment ("in 2 hours") and ends at a
	 * clock time said. With am or pm, that time nearest the start: "in 30 minutes until
	 * 1am" said at 11pm ends after midnight, and "in 2 hours until 3pm" said at 2pm ends
	 * before the start, which the caller refuses. Without, the first such time after the
	 * start.
	 */
	Instant end(LocalDateTime start, ClockTime end, @Nullable PartOfDay part) {
		int startMinutes = start.getHour() * 60 + start.getMinute();
		int endMinutes;
		if (end.isCertain()) {
			endMinutes = end.minutes(null);
			if (startMinutes - endMinutes >= 720) {
				// The next day's is as near or nearer.
				endMinutes += 1440;
			}
		}
		else {
			endMinutes = end.minutes(part);
			while (endMinutes <= startMinutes) {
				endMinutes += 720;
			}
		}
		return instant(start.toLocalDate(), endMinutes);
	}

	private Placement fixedTime(When when, @Nullable PartOfDay part, Duration length) {
		if (when.isAllDay() && when.date() == null && when.firstDay() != null && when.lastDay() != null
				&& !when.lastDay().isAfter(when.firstDay().plusDays(31))) {
			// "all day" over a run of days ("19-21 april all day"): every day of it.
			return fixed(new Interval(instant(when.firstDay(), 0), instant(when.lastDay().plusDays(1), 0)), null);
		}
		int[] minutes = ClockTime.range(when.start(), when.end(), part, length);
		List<LocalDate> days = new ArrayList<>();
		boolean named = false;
		if (when.date() != null) {
			days.add(when.date());
			named = true;
		}
		else if (when.firstDay() != null) {
			days.addAll(days(when.firstDay(), when.lastDay(), when.anyDay()));
		}
		else if (when.deadline() != null) {
			days.addAll(days(today(), when.deadline().minusDays(1), false));
		}
		if (days.isEmpty()) {
			// No day said: today, or tomorrow once the time has passed.
			days.add(today());
			days.add(today().plusDays(1));
		}
		Interval firstFuture = null;
		for (LocalDate day : days) {
			Interval interval = new Interval(instant(day, minutes[0]), instant(day, minutes[1]));
			if (interval.start().isBefore(now())) {
				continue;
			}
			if (firstFuture == null) {
				firstFuture = interval;
			}
			if (days.size() <= 2 && when.firstDay() == null && when.deadline() == null) {
				break;
			}
			if (this.calendar.busy(interval.start(), interval.end()).isEmpty()) {
				return fixed(interval, null);
			}
		}
		if (firstFuture != null) {
			return fixed(firstFuture, null);
		}
		// The day was named, but that time of it is over: the same time the next day.
		LocalDate last = days.get(days.size() - 1);
		Interval next = new Interval(instant(last.plusDays(1), minutes[0]), instant(last.plusDays(1), minutes[1]));
		if (next.start().isBefore(now())) {
			return new Placement.Past();
		}
		return fixed(next, named ? "That time has already passed, so I moved it to the next day." : null);
	}

	private Placement fixed(Interval interval, @Nullable String note) {
		return new Placement.Fixed(interval, this.calendar.busy(interval.start(), interval.end()), note);
	}

	private Placement open(When when, @Nullable PartOfDay part, Duration length) {
		List<LocalDate> days = openDays(when, part);
		if (days.isEmpty()) {
			return new Placement.Past();
		}
		List<Interval> windows = windows(days, part, when.after(), when.before());
		if (windows.isEmpty()) {
			return new Placement.NoRoom(days, part, length);
		}
		Instant from = windows.get(0).start();
		Instant to = windows.get(windows.size() - 1).end();
		List<Interval> busy = this.calendar.busy(from, to).stream().map(Busy::interval).toList();
		Interval slot = SlotFinder.earliest(windows, busy, length, earliestStart());
		if (slot == null) {
			return new Placement.NoRoom(days, part, length);
		}
		return new Placement.Fixed(slot, List.of(), null);
	}

	/** The days an open request may use, today first; none when all of them are over. */
	List<LocalDate> openDays(When when, @Nullable PartOfDay part) {
		if (when.date() != null) {
			return when.date().isBefore(today()) ? List.of() : List.of(when.date());
		}
		if (when.firstDay() != null) {
			List<LocalDate> working = days(when.firstDay(), when.lastDay(), when.anyDay());
			return working.isEmpty() ? days(when.firstDay(), when.lastDay(), true) : working;
		}
		if (when.deadline() != null) {
			return days(today(), when.deadline().minusDays(1), false);
		}
		return days(today(), today().plusDays(HORIZON_DAYS - 1L), part != null);
	}

	/**
	 * The days from first to last (inclusive), only working days unless {@code anyDay}.
	 */
	List<LocalDate> days(LocalDate first, LocalDate last, boolean anyDay) {
		List<LocalDate> days = new ArrayList<>();
		LocalDate start = first.isBefore(today()) ? today() : first;
		for (LocalDate day = start; !day.isAfter(last); day = day.plusDays(1)) {
			if (anyDay || isWorkingDay(day)) {
				days.add(day);
			}
		}
		return days;
	}

	boolean isWorkingDay(LocalDate day) {
		DayOfWeek weekday = day.getDayOfWeek();
		return this.preferences.workingHours().days().contains(weekday);
	}

	/**
	 * The allowed hours of each day: the part of the day when one was said, else the
	 * working hours, narrowed by "after" and "before" limits.
	 */
	List<Interval> windows(List<LocalDate> days, @Nullable PartOfDay part, @Nullable ClockTime after,
			@Nullable ClockTime before) {
		WorkingHours hours = this.preferences.workingHours();
		int from = minutesOf((part != null) ? part.start(hours) : hours.start());
		int to = minutesOf((part != null) ? part.end(hours) : hours.end());
		if (to == 0) {
			to = 1440;
		}
		if (after != null) {
			from = Math.max(from, after.minutes(part));
			if (from >= to) {
				// "after 6pm" outside working hours: from then until the end of the
				// evening.
				to = Math.max(to, Math.min(from + 180, 1440));
			}
		}
		if (before != null) {
			to = Math.min(to, before.minutes(part));
		}
		List<Interval> windows = new ArrayList<>();
		if (from >= to) {
			return windows;
		}
		for (LocalDate day : days) {
			Interval window = new Interval(instant(day, from), instant(day, to));
			if (window.end().isAfter(now())) {
				windows.add(window);
			}
		}
		return windows;
	}

	/** Now, rounded up to the next quarter hour. */
	Instant earliestStart() {
		ZonedDateTime rounded = this.now.withSecond(0).withNano(0);
		int remainder = rounded.getMinute() % (int) GRID.toMinutes();
		if (remainder != 0 || !rounded.toInstant().equals(now())) {
			rounded = rounded.plusMinutes(GRID.toMinutes() - remainder);
		}
		return rounded.toInstant();
	}

	/** The instant a number of minutes after the start of a day, in the user's zone. */
	Instant instant(LocalDate day, int minutes) {
		return day.atStartOfDay().plusMinutes(minutes).atZone(this.preferences.zone()).toInstant();
	}

	Instant instant(LocalDateTime local) {
		return local.atZone(this.preferences.zone()).toInstant();
	}

	/** The whole of a local day. */
	Interval day(LocalDate day) {
		return new Interval(day.atStartOfDay(this.preferences.zone()).toInstant(),
				day.plusDays(1).atStartOfDay(this.preferences.zone()).toInstant());
	}

	private static int minutesOf(LocalTime time) {
		return time.getHour() * 60 + time.getMinute();
	}

	/** Where an event goes, or why it can't. */
	sealed interface Placement {

		/**
		 * A time: fixed by the message (then {@code conflicts} may be non-empty) or found
		 * free.
		 *
		 * @param interval the event's time
		 * @param conflicts the busy events it overlaps
		 * @param note a remark for the user, such as a move past a passed time
		 */
		record Fixed(Interval interval, List<Busy> conflicts, @Nullable String note) implements Placement {
		}

		/**
		 * No free slot of the length within the allowed hours of these days.
		 *
		 * @param days the days searched
		 * @param part the part of the day searched, or null for working hours
		 * @param length the length looked for
		 */
		record NoRoom(List<LocalDate> days, @Nullable PartOfDay part, Duration length) implements Placement {
		}

		/** The message names a time that is over. */
		record Past() implements Placement {
		}

		/**
		 * An exact start with an end said that is not after it: "in 2 hours until 3pm" at
		 * 2pm.
		 *
		 * @param start the start
		 * @param end the end said, at or before the start
		 */
		record EndsBeforeStart(Instant start, Instant end) implements Placement {
		}

	}

}
