package dev.kairos.events;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.annotation.JsonValue;
import org.jspecify.annotations.Nullable;

/**
 * The id of an event as clients see it: a UUID for a one-off event or a series, and for
 * one occurrence of a series the series' id with the occurrence's original start in UTC
 * basic format ({@code 4f1c…9a_20310317T130000Z}, or {@code …_20310317} in an all-day
 * series), as Google Calendar names instances. Ids order as their text does.
 *
 * @param uuid the event's or series' id
 * @param originalStart for an instance, its start in the series (RECURRENCE-ID); else
 * null
 * @param allDay whether the instance id names a day rather than an instant
 */
public record EventId(UUID uuid, @Nullable Instant originalStart, boolean allDay) implements Comparable<EventId> {

	private static final Pattern FORM = Pattern.compile(
			"([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})(?:_(\\d{8})(T\\d{6}Z)?)?");

	private static final DateTimeFormatter BASIC_DATE = DateTimeFormatter.ofPattern("uuuuMMdd", Locale.ROOT);

	private static final DateTimeFormatter BASIC_TIME = DateTimeFormatter.ofPattern("uuuuMMdd'T'HHmmss'Z'",
			Locale.ROOT);

	/** The id of a one-off event or of a series. */
	public static EventId of(UUID uuid) {
		return new EventId(uuid, null, false);
	}

	/** The id of the occurrence of a series that started at {@code originalStart}. */
	public static EventId instance(UUID series, Instant originalStart, boolean allDay) {
		return new EventId(series, originalStart, allDay);
	}

	/**
	 * Read an id a client sent.
	 * @throws IllegalArgumentException with a message fit for the client
	 */
	public static EventId parse(String text) {
		Matcher matcher = FORM.matcher(text);
		if (!matcher.matches()) {
			throw new IllegalArgumentException(
					"must be an event id: a UUID, or a UUID and an occurrence's start such as 4f1c2d6e-0b7a-4c8e-9f21-6a5b3c2d1e0f_20310317T130000Z");
		}
		UUID uuid = UUID.fromString(matcher.group(1));
		if (matcher.group(2) == null) {
			return of(uuid);
		}
		try {
			if (matcher.group(3) == null) {
				return instance(uuid,
						LocalDate.parse(matcher.group(2), BASIC_DATE).atStartOfDay(ZoneOffset.UTC).toInstant(), true);
			}
			return instance(uuid,
					LocalDateTime.parse(matcher.group(2) + matcher.group(3), BASIC_TIME).toInstant(ZoneOffset.UTC),
					false);
		}
		catch (DateTimeParseException ex) {
			throw new IllegalArgumentException("names an occurrence start that is not a date");
		}
	}

	/** Whether this names one occurrence of a series. */
	public boolean isInstance() {
		return this.originalStart != null;
	}

	/** The series of an instance id, or the id itself. */
	public EventId series() {
		return isInstance() ? of(this.uuid) : this;
	}

	@Override
	@JsonValue
	public String toString() {
		if (this.originalStart == null) {
			return this.uuid.toString();
		}
		return this.uuid + "_" + (this.allDay ? BASIC_DATE : BASIC_TIME)
			.format(LocalDateTime.ofInstant(this.originalStart, ZoneOffset.UTC));
	}

	@Override
	public int compareTo(EventId other) {
		return toString().compareTo(other.toString());
	}

}
