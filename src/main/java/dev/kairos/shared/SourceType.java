package dev.kairos.shared;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonValue;
import org.jspecify.annotations.Nullable;

/**
 * What kind of entry a source gives: a calendar event or an assignment with a due time.
 */
public enum SourceType {

	EVENT, ASSIGNMENT;

	@JsonValue
	public String wireValue() {
		return name().toLowerCase(Locale.ROOT);
	}

	/** Read a wire value (case-insensitive); null when it names no type. */
	public static @Nullable SourceType fromWire(String value) {
		String normalized = value.strip().toLowerCase(Locale.ROOT);
		return Arrays.stream(values()).filter((type) -> type.wireValue().equals(normalized)).findFirst().orElse(null);
	}

	public static List<String> wireValues() {
		return Arrays.stream(values()).map(SourceType::wireValue).toList();
	}

	@Override
	public String toString() {
		return wireValue();
	}

}
