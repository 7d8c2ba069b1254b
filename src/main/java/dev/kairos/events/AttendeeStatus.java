package dev.kairos.events;

import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonValue;
import org.jspecify.annotations.Nullable;

/**
 * Whether an attendee comes: iCalendar's PARTSTAT of a VEVENT (RFC 5545 §3.2.12). The
 * wire values are the PARTSTAT names in lower case ({@code needs-action},
 * {@code accepted}, ...).
 */
public enum AttendeeStatus {

	/** Not answered yet (PARTSTAT's default). */
	NEEDS_ACTION,

	/** Comes. */
	ACCEPTED,

	/** Does not come. */
	DECLINED,

	/** May come. */
	TENTATIVE,

	/** Passed the invitation on to someone else. */
	DELEGATED;

	/** The wire value: the PARTSTAT in lower case. */
	@JsonValue
	public String wireValue() {
		return partstat().toLowerCase(Locale.ROOT);
	}

	/** The iCalendar PARTSTAT value. */
	public String partstat() {
		return name().replace('_', '-');
	}

	/**
	 * The status a wire value or a PARTSTAT names (either case), or null when it names
	 * none.
	 */
	public static @Nullable AttendeeStatus of(@Nullable String value) {
		if (value == null) {
			return null;
		}
		String wanted = value.strip().toUpperCase(Locale.ROOT);
		for (AttendeeStatus status : values()) {
			if (status.partstat().equals(wanted)) {
				return status;
			}
		}
		return null;
	}

	@Override
	public String toString() {
		return wireValue();
	}

}
