package dev.kairos.events;

import java.time.Instant;
import java.time.ZoneId;

import dev.kairos.shared.DateTimeInput;
import dev.kairos.shared.FieldProblems;
import org.jspecify.annotations.Nullable;

/**
 * Reads the times, zones, ids and scopes of the events API's requests, adding a problem
 * named after the field for each value that cannot be read.
 */
final class RequestTimes {

	private RequestTimes() {
	}

	/** A date-time (a date for a whole-day event), local ones read in {@code zone}. */
	static @Nullable Instant time(FieldProblems problems, String field, @Nullable String value, boolean allDay,
			ZoneId zone) {
		if (value == null) {
			problems.add(field, "is required");
			return null;
		}
		try {
			return allDay ? DateTimeInput.day(value, zone) : DateTimeInput.instant(value, zone);
		}
		catch (IllegalArgumentException ex) {
			problems.add(field, ex.getMessage());
			return null;
		}
	}

	static @Nullable Instant windowBound(FieldProblems problems, String field, String value, ZoneId zone) {
		try {
			return DateTimeInput.windowBound(value, zone);
		}
		catch (IllegalArgumentException ex) {
			problems.add(field, ex.getMessage());
			return null;
		}
	}

	static @Nullable ZoneId zone(FieldProblems problems, @Nullable String value) {
		if (value == null) {
			return null;
		}
		try {
			return DateTimeInput.zone(value);
		}
		catch (IllegalArgumentException ex) {
			problems.add("timezone", ex.getMessage());
			return null;
		}
	}

	static @Nullable EventId id(FieldProblems problems, String field, @Nullable String value) {
		if (value == null) {
			return null;
		}
		try {
			return EventId.parse(value);
		}
		catch (IllegalArgumentException ex) {
			problems.add(field, ex.getMessage());
			return null;
		}
	}

	static ChangeScope scope(FieldProblems problems, @Nullable String value) {
		if (value == null) {
			return ChangeScope.THIS;
		}
		try {
			return ChangeScope.of(value);
		}
		catch (IllegalArgumentException ex) {
			problems.add("scope", ex.getMessage());
			return ChangeScope.THIS;
		}
	}

}
