package dev.kairos.providers;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonValue;
import dev.kairos.shared.Source;
import org.jspecify.annotations.Nullable;

/**
 * An external provider a user can connect. {@code outlook} is read as {@link #MICROSOFT}.
 */
public enum Provider {

	GOOGLE(Source.GOOGLE), MICROSOFT(Source.MICROSOFT), CANVAS(Source.CANVAS);

	private final Source source;

	Provider(Source source) {
		this.source = source;
	}

	/** The source its synced events carry. */
	public Source source() {
		return this.source;
	}

	@JsonValue
	public String wireValue() {
		return name().toLowerCase(Locale.ROOT);
	}

	/**
	 * Read a wire value (case-insensitive, {@code outlook} included); null when it names
	 * no provider.
	 */
	public static @Nullable Provider fromWire(@Nullable String value) {
		if (value == null) {
			return null;
		}
		Source source = Source.fromWire(value);
		return Arrays.stream(values()).filter((provider) -> provider.source == source).findFirst().orElse(null);
	}

	public static List<String> wireValues() {
		return Arrays.stream(values()).map(Provider::wireValue).toList();
	}

	@Override
	public String toString() {
		return wireValue();
	}

}
