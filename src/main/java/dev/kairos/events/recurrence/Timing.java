package dev.kairos.events.recurrence;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;

import org.springframework.util.Assert;

/**
 * When a series happens: the wall-clock start of its first occurrence in the zone it
 * repeats in, and the exact length of every occurrence. All-day series repeat in UTC at
 * 00:00, the way all-day events are stored, so that their days mean the same everywhere.
 *
 * @param start the first occurrence's wall-clock start (DTSTART)
 * @param zone the zone whose wall clock the series follows; UTC for all-day series
 * @param duration the length of every occurrence
 * @param allDay whether occurrences are whole days
 */
public record Timing(LocalDateTime start, ZoneId zone, Duration duration, boolean allDay) {

	public Timing {
		Assert.isTrue(!duration.isNegative() && !duration.isZero(), "Duration must be positive");
		Assert.isTrue(!allDay || zone.equals(ZoneOffset.UTC), "All-day series repeat in UTC");
	}

	/** The timing of a series whose first occurrence is {@code [start, end)}. */
	public static Timing of(Instant start, Instant end, ZoneId zone, boolean allDay) {
		ZoneId wallClock = allDay ? ZoneOffset.UTC : zone;
		return new Timing(LocalDateTime.ofInstant(start, wallClock), wallClock, Duration.between(start, end), allDay);
	}

	/**
	 * The instant of a wall-clock time, as RFC 5545 §3.3.5 reads it: in a gap the time
	 * moves forward by the gap's length, in an overlap the earlier offset wins.
	 */
	public Instant instant(LocalDateTime local) {
		return ZonedDateTime.ofLocal(local, this.zone, null).toInstant();
	}

	/** The wall-clock time of an instant in the series' zone. */
	public LocalDateTime local(Instant instant) {
		return LocalDateTime.ofInstant(instant, this.zone);
	}

	/** The first occurrence's start. */
	public Instant startInstant() {
		return instant(this.start);
	}

}
