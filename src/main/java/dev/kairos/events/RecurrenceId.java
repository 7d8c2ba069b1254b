package dev.kairos.events;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/**
 * The original start of one occurrence of a series, as an iCalendar RECURRENCE-ID names
 * it: an instant, or in an all-day series a date, held as its midnight in UTC (as
 * {@link EventId} holds an all-day occurrence's start). Imported occurrences are keyed by
 * it; its text ({@code 20260302T080000Z}, or {@code 20260302}) is written only where the
 * key is stored and in messages.
 *
 * @param start the occurrence's start in its series
 * @param date whether it names a day rather than an instant
 */
public record RecurrenceId(Instant start, boolean date) {

	private static final DateTimeFormatter INSTANT = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'", Locale.ROOT);

	private static final DateTimeFormatter DATE = DateTimeFormatter.BASIC_ISO_DATE;

	/** The occurrence that starts at {@code start}. */
	public static RecurrenceId at(Instant start) {
		return new RecurrenceId(start, false);
	}

	/** The occurrence on {@code day}, in an all-day series. */
	public static RecurrenceId on(LocalDate day) {
		return new RecurrenceId(day.atStartOfDay(ZoneOffset.UTC).toInstant(), true);
	}

	/**
	 * Read a key as {@link #toString()} writes it (as stored with an imported event), or
	 * null for {@code ""} (or null): not an occurrence.
	 * @throws java.time.format.DateTimeParseException when it is neither form
	 */
	static @Nullable RecurrenceId parse(@Nullable String text) {
		if (text == null || text.isEmpty()) {
			return null;
		}
		if (text.length() == 8) {
			return on(LocalDate.parse(text, DATE));
		}
		return at(LocalDateTime.parse(text, INSTANT).toInstant(ZoneOffset.UTC));
	}

	/** The id of this occurrence of {@code series}. */
	public EventId of(UUID series) {
		return EventId.instance(series, this.start, this.date);
	}

	/** {@code 20260302T080000Z} (UTC), or {@code 20260302} for a date. */
	@Override
	public String toString() {
		return this.date ? DATE.format(LocalDate.ofInstant(this.start, ZoneOffset.UTC))
				: INSTANT.format(LocalDateTime.ofInstant(this.start, ZoneOffset.UTC));
	}

}
