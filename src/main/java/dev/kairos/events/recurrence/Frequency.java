package dev.kairos.events.recurrence;

import java.util.Arrays;

import org.jspecify.annotations.Nullable;

/**
 * How often a series repeats: RFC 5545's FREQ, from HOURLY up. SECONDLY and MINUTELY are
 * not allowed (a calendar has no use for them, and they would outrun every bound).
 */
public enum Frequency {

	HOURLY, DAILY, WEEKLY, MONTHLY, YEARLY;

	/** The FREQ value, or null when it names no allowed frequency. */
	static @Nullable Frequency of(String value) {
		return Arrays.stream(values()).filter((frequency) -> frequency.name().equals(value)).findFirst().orElse(null);
	}

}
