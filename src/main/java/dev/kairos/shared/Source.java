package dev.kairos.shared;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonValue;
import org.jspecify.annotations.Nullable;

/**
 * Where an event comes from. The wire values are the lowercase names; {@code outlook} is
 * read as {@link #MICROSOFT} and never written.
 */
public enum Source {

	LOCAL("Kairos", "Kairos"), GOOGLE("Google Calendar", "Google"), MICROSOFT("Outlook (Microsoft)", "Microsoft"),
	CANVAS("Canvas", "Canvas");

	private final String displayName;

	private final String accountName;

	Source(String displayName, String accountName) {
		this.displayName = displayName;
		this.accountName = accountName;
	}

	/** The name people know the source by, for answers written in English. */
	public String displayName() {
		return this.displayName;
	}

	/**
	 * Whose account the user connects, for answers in English: "connect a mail account
	 * (Google or Microsoft)".
	 */
	public String accountName() {
		return this.accountName;
	}

	/** The wire value. */
	@JsonValue
	public String wireValue() {
		return name().toLowerCase(Locale.ROOT);
	}

	/**
	 * Read a wire value (case-insensitive, {@code outlook} included); null when it names
	 * no source.
	 */
	public static @Nullable Source fromWire(String value) {
		String normalized = value.strip().toLowerCase(Locale.ROOT);
		if (normalized.equals("outlook")) {
			return MICROSOFT;
		}
		return Arrays.stream(values())
			.filter((source) -> source.wireValue().equals(normalized))
			.findFirst()
			.orElse(null);
	}

	/** Every wire value, for error messages that list what is allowed. */
	public static List<String> wireValues() {
		return Arrays.stream(values()).map(Source::wireValue).toList();
	}

	@Override
	public String toString() {
		return wireValue();
	}

}
