package dev.kairos.shared;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;

/**
 * Read the API's date-times: RFC 3339 with an offset or {@code Z} is taken as given; a
 * date-time without an offset ({@code 2026-03-04T15:00}) is wall-clock time in the user's
 * time zone. Seconds are the finest precision the API keeps.
 */
public final class DateTimeInput {

	/** Earliest instant the API accepts. */
	public static final Instant MIN = Instant.parse("1900-01-01T00:00:00Z");

	/** The API accepts instants before this one (RFC 3339 has four-digit years). */
	public static final Instant MAX = Instant.parse("9999-01-01T00:00:00Z");

	private DateTimeInput() {
	}

	/** Whether the API can store and write this instant. */
	public static boolean isSupported(Instant instant) {
		return !instant.isBefore(MIN) && instant.isBefore(MAX);
	}

	private static Instant supported(Instant instant) {
		if (!isSupported(instant)) {
			throw new IllegalArgumentException("must be between 1900-01-01 and 9998-12-31");
		}
		return instant;
	}

	/**
	 * Parse an instant.
	 * @param value the client's text
	 * @param zone the user's time zone, for values without an offset
	 * @return the instant, truncated to seconds
	 * @throws IllegalArgumentException with a message fit for the client when the text is
	 * no date-time
	 */
	public static Instant instant(String value, ZoneId zone) {
		return instant(value, () -> zone);
	}

	/**
	 * Parse an instant as {@link #instant(String, ZoneId)}, asking for the zone only when
	 * the text has no offset.
	 */
	private static Instant instant(String value, Supplier<ZoneId> zone) {
		String text = value.strip();
		try {
			return supported(OffsetDateTime.parse(text).toInstant().truncatedTo(ChronoUnit.SECONDS));
		}
		catch (DateTimeParseException ex) {
			// no offset: fall through to wall-clock time
		}
		catch (DateTimeException ex) {
			throw new IllegalArgumentException("must be between 1900-01-01 and 9998-12-31");
		}
		LocalDateTime local;
		try {
			local = LocalDateTime.parse(text);
		}
		catch (DateTimeParseException ex) {
			throw new IllegalArgumentException(
					"must be an ISO 8601 date-time such as 2026-03-04T15:00:00Z or 2026-03-04T15:00 (read in your time zone)");
		}
		// The zone is read outside the catch: a fault in reading it is the service's, not
		// the client's.
		ZoneId in = zone.get();
		try {
			// In a DST gap the time moves forward by the gap; in an overlap the earlier
			// offset wins.
			return supported(local.atZone(in).toInstant().truncatedTo(ChronoUnit.SECONDS));
		}
		catch (DateTimeException ex) {
			throw new IllegalArgumentException("must be between 1900-01-01 and 9998-12-31");
		}
	}

	/**
	 * Parse a bound of a listing's window ({@code start}, {@code end}): a date-time as
	 * {@link #instant}, or a plain date ({@code 2026-12-01}), which is 00:00 of that day
	 * in the user's time zone (so {@code end=2026-12-02} stops before the 2nd).
	 * @param value the client's text
	 * @param zone the user's time zone
	 * @return the instant, truncated to seconds
	 * @throws IllegalArgumentException with a message fit for the client
	 */
	public static Instant windowBound(String value, ZoneId zone) {
		String text = value.strip();
		LocalDate date;
		try {
			date = LocalDate.parse(text);
		}
		catch (DateTimeParseException ex) {
			try {
				return instant(text, zone);
			}
			catch (IllegalArgumentException notDateTime) {
				if (notDateTime.getMessage().startsWith("must be between")) {
					throw notDateTime;
				}
				throw new IllegalArgumentException("must be an ISO 8601 date-time such as 2026-03-04T15:00:00Z or "
						+ "2026-03-04T15:00, or a date such as 2026-03-04 (both read in your time zone)");
			}
		}
		try {
			return supported(date.atStartOfDay(zone).toInstant());
		}
		catch (DateTimeException ex) {
			throw new IllegalArgumentException("must be between 1900-01-01 and 9998-12-31");
		}
	}

	/**
	 * Read an IANA time zone id ({@code Europe/Berlin}); offsets such as {@code +02:00}
	 * and the JDK's legacy ids ({@code SystemV/AST4}) are refused.
	 * @throws IllegalArgumentException with a message fit for the client
	 */
	public static ZoneId zone(String value) {
		if (!ZoneId.getAvailableZoneIds().contains(value) || value.startsWith("SystemV/")) {
			throw new IllegalArgumentException("must be an IANA time zone such as Europe/Berlin or America/New_York");
		}
		return ZoneId.of(value);
	}

	/**
	 * Parse the day of an all-day value: a plain date ({@code 2026-03-04}), or the local
	 * date of a date-time in the user's time zone.
	 * @param value the client's text
	 * @param zone the user's time zone
	 * @return 00:00 UTC of that day, the way all-day events are stored
	 * @throws IllegalArgumentException with a message fit for the client when the text is
	 * no date
	 */
	public static Instant day(String value, ZoneId zone) {
		return day(value, () -> zone);
	}

	/**
	 * Parse the day of an all-day value as {@link #day(String, ZoneId)}, asking for the
	 * zone only when the text is a date-time.
	 */
	private static Instant day(String value, Supplier<ZoneId> zone) {
		String text = value.strip();
		LocalDate date;
		try {
			date = LocalDate.parse(text);
		}
		catch (DateTimeParseException ex) {
			try {
				date = instant(text, zone).atZone(zone.get()).toLocalDate();
			}
			catch (IllegalArgumentException notDateTime) {
				throw new IllegalArgumentException("must be a date such as 2026-03-04 (or an ISO 8601 date-time)");
			}
		}
		return supported(date.atStartOfDay(ZoneOffset.UTC).toInstant());
	}

	/**
	 * A request's date-time (a date for an all-day value), local ones read in
	 * {@code zone}; a problem named {@code field} when it is missing or unreadable.
	 */
	public static @Nullable Instant read(FieldProblems problems, String field, @Nullable String value, boolean allDay,
			ZoneId zone) {
		return read(problems, field, value, allDay, () -> zone);
	}

	/**
	 * A request's date-time as
	 * {@link #read(FieldProblems, String, String, boolean, ZoneId)}, asking for the zone
	 * only when the value needs one (a date-time without an offset, or an all-day value
	 * given as a date-time), so that a caller whose zone costs a database read does not
	 * read it for values that carry their offset.
	 */
	public static @Nullable Instant read(FieldProblems problems, String field, @Nullable String value, boolean allDay,
			Supplier<ZoneId> zone) {
		if (value == null) {
			problems.add(field, "is required");
			return null;
		}
		try {
			return allDay ? day(value, zone) : instant(value, zone);
		}
		catch (IllegalArgumentException ex) {
			problems.add(field, ex.getMessage());
			return null;
		}
	}

	/**
	 * A request's bound of a window ({@link #windowBound}); a problem named {@code field}
	 * when unreadable.
	 */
	public static @Nullable Instant readBound(FieldProblems problems, String field, String value, ZoneId zone) {
		try {
			return windowBound(value, zone);
		}
		catch (IllegalArgumentException ex) {
			problems.add(field, ex.getMessage());
			return null;
		}
	}

	/**
	 * A request's IANA zone, or null when none was sent; a problem named {@code field}
	 * when it is no IANA zone.
	 */
	public static @Nullable ZoneId readZone(FieldProblems problems, String field, @Nullable String value) {
		if (value == null) {
			return null;
		}
		try {
			return zone(value);
		}
		catch (IllegalArgumentException ex) {
			problems.add(field, ex.getMessage());
			return null;
		}
	}

}
