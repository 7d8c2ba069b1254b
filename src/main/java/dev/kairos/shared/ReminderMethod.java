package dev.kairos.shared;

import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonValue;
import org.jspecify.annotations.Nullable;

/** How a reminder reaches its person. The wire values are the lowercase names. */
public enum ReminderMethod {

	/** An e-mail to the user's address. */
	EMAIL,

	/** A notification in each open web app (and browser). */
	NOTIFICATION;

	@JsonValue
	public String wireValue() {
		return name().toLowerCase(Locale.ROOT);
	}

	/** The method a wire value names, or null when it names none. */
	public static @Nullable ReminderMethod fromWire(@Nullable String value) {
		if (value == null) {
			return null;
		}
		for (ReminderMethod method : values()) {
			if (method.wireValue().equals(value.strip().toLowerCase(Locale.ROOT))) {
				return method;
			}
		}
		return null;
	}

	@Override
	public String toString() {
		return wireValue();
	}

}
