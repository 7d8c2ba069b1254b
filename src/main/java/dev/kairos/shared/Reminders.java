package dev.kairos.shared;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import org.jspecify.annotations.Nullable;

/**
 * The reminders of an event: the user's defaults ({@code use_default}), or its own list
 * ({@code overrides}, which may be empty: no reminder).
 *
 * @param useDefault whether the user's {@code default_reminders} apply
 * @param overrides the event's own reminders when {@code useDefault} is false; else null
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Reminders(boolean useDefault, @Nullable List<Reminder> overrides) {

	/** The user's default reminders. */
	public static final Reminders DEFAULT = new Reminders(true, null);

	public Reminders {
		overrides = useDefault ? null : List.copyOf((overrides != null) ? overrides : List.of());
	}

	/** An event's own reminders. */
	public static Reminders of(List<Reminder> overrides) {
		return new Reminders(false, overrides);
	}

	/** The reminders that fire, given the user's defaults. */
	public List<Reminder> effective(List<Reminder> defaults) {
		return this.useDefault ? defaults : (this.overrides != null) ? this.overrides : List.of();
	}

	/** As a column stores them: null for the defaults, else {@link Reminder#encode}. */
	public @Nullable String encode() {
		return this.useDefault ? null : Reminder.encode((this.overrides != null) ? this.overrides : List.of());
	}

	/** What {@link #encode} wrote. */
	public static Reminders decode(@Nullable String text) {
		return (text == null) ? DEFAULT : of(Reminder.decode(text));
	}

	/**
	 * The {@code reminders} of a request as a client sends them.
	 *
	 * @param useDefault true for the user's defaults (the default when left out)
	 * @param overrides up to 5 reminders, when use_default is false
	 */
	public record Input(@Nullable Boolean useDefault, @Nullable List<Reminder.Input> overrides) {

		/**
		 * These reminders, checked; problems are named {@code field.use_default} and
		 * {@code field.overrides...}.
		 * @return the reminders, or null when they were refused
		 */
		public @Nullable Reminders read(FieldProblems problems, String field) {
			boolean defaults = !Boolean.FALSE.equals(this.useDefault);
			if (defaults) {
				if (this.overrides != null && !this.overrides.isEmpty()) {
					problems.add(field + ".overrides", "needs \"use_default\": false");
					return null;
				}
				return DEFAULT;
			}
			List<Reminder> list = Reminder.readList(problems, field + ".overrides",
					(this.overrides != null) ? this.overrides : List.of());
			return (list != null) ? of(list) : null;
		}

	}

}
