package dev.kairos.shared;

import java.util.function.Function;

import org.jspecify.annotations.Nullable;
import tools.jackson.core.JsonParser;
import tools.jackson.databind.BeanProperty;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.annotation.JsonDeserialize;

/**
 * One member of a PATCH body, which means three things: absent (keep what is stored),
 * null (clear it) or a value (set it). A request record declares {@code Patch<String>}
 * where a plain {@code String} could not tell the first two apart.
 *
 * @param <T> the member's type
 */
@JsonDeserialize(using = Patch.Reader.class)
public final class Patch<T> {

	private static final Patch<?> ABSENT = new Patch<>(false, null);

	private static final Patch<?> CLEARED = new Patch<>(true, null);

	private final boolean present;

	private final @Nullable T value;

	private Patch(boolean present, @Nullable T value) {
		this.present = present;
		this.value = value;
	}

	@SuppressWarnings("unchecked")
	public static <T> Patch<T> absent() {
		return (Patch<T>) ABSENT;
	}

	@SuppressWarnings("unchecked")
	public static <T> Patch<T> ofNull() {
		return (Patch<T>) CLEARED;
	}

	public static <T> Patch<T> of(T value) {
		return new Patch<>(true, value);
	}

	/** A member that a record component may leave null (not in the body at all). */
	public static <T> Patch<T> orAbsent(@Nullable Patch<T> patch) {
		return (patch != null) ? patch : absent();
	}

	/** Whether the body has the member, with a value or with null. */
	public boolean present() {
		return this.present;
	}

	/** Whether the body has the member with an explicit null. */
	public boolean isNull() {
		return this.present && this.value == null;
	}

	/** The value sent, or null when absent or cleared. */
	public @Nullable T value() {
		return this.value;
	}

	/** The value sent (null when cleared), or {@code current} when absent. */
	public @Nullable T orElse(@Nullable T current) {
		return this.present ? this.value : current;
	}

	/** The value sent, mapped, or null when absent or cleared. */
	public <R> @Nullable R map(Function<? super T, ? extends R> mapping) {
		return (this.value != null) ? mapping.apply(this.value) : null;
	}

	@Override
	public String toString() {
		return !this.present ? "absent" : (this.value == null) ? "null" : String.valueOf(this.value);
	}

	/**
	 * Reads a member into a {@link Patch}: Jackson asks it for the null value on an
	 * explicit null and for the absent value when a record's member is missing.
	 */
	static final class Reader extends ValueDeserializer<Patch<?>> {

		private final @Nullable ValueDeserializer<?> values;

		Reader() {
			this(null);
		}

		private Reader(@Nullable ValueDeserializer<?> values) {
			this.values = values;
		}

		@Override
		public ValueDeserializer<?> createContextual(DeserializationContext context, @Nullable BeanProperty property) {
			JavaType type = (property != null) ? property.getType() : context.getContextualType();
			JavaType member = (type != null) ? type.containedType(0) : null;
			if (member == null) {
				throw new IllegalStateException("Patch needs its member's type, as in Patch<String>");
			}
			return new Reader(context.findContextualValueDeserializer(member, property));
		}

		@Override
		public Patch<?> deserialize(JsonParser parser, DeserializationContext context) {
			if (this.values == null) {
				throw new IllegalStateException("Patch is read through createContextual");
			}
			Object value = this.values.deserialize(parser, context);
			return (value != null) ? Patch.of(value) : Patch.ofNull();
		}

		@Override
		public Patch<?> getNullValue(DeserializationContext context) {
			return Patch.ofNull();
		}

		@Override
		public Object getAbsentValue(DeserializationContext context) {
			return Patch.absent();
		}

	}

}
