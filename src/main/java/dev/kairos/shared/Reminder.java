package dev.kairos.shared;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.jspecify.annotations.Nullable;

/**
 * One reminder: how, and how long before the start of an event (or the due time of an
 * assignment).
 *
 * @param method email or notification
 * @param minutesBefore 0 to {@link #MAX_MINUTES_BEFORE}
 */
public record Reminder(ReminderMethod method, int minutesBefore) {

	/** Four weeks, the most a reminder may come before its event. */
	public static final int MAX_MINUTES_BEFORE = 40320;

	/** The most reminders one event (or one default list) may have. */
	public static final int MAX_PER_EVENT = 5;

	/**
	 * A list of reminders as a client sends them, checked: at most
	 * {@link #MAX_PER_EVENT}, each with a known method and minutes in range, none twice.
	 * Problems are named {@code field[i].method} and {@code field[i].minutes_before}.
	 * @return the reminders, or null when any was refused
	 */
	public static @Nullable List<Reminder> readList(FieldProblems problems, String field,
			@Nullable List<Input> inputs) {
		if (inputs == null) {
			problems.add(field, "must be a list of reminders");
			return null;
		}
		if (inputs.size() > MAX_PER_EVENT) {
			problems.add(field, "must hold at most " + MAX_PER_EVENT + " reminders");
			return null;
		}
		List<Reminder> reminders = new ArrayList<>();
		Set<Reminder> seen = new HashSet<>();
		boolean valid = true;
		for (int i = 0; i < inputs.size(); i++) {
			Input input = inputs.get(i);
			String at = field + "[" + i + "]";
			if (input == null) {
				problems.add(at, "must be a reminder");
				valid = false;
				continue;
			}
			ReminderMethod method = ReminderMethod.fromWire(input.method());
			if (method == null) {
				problems.add(at + ".method", "must be email or notification");
				valid = false;
			}
			Integer minutes = input.minutesBefore();
			if (minutes == null || minutes < 0 || minutes > MAX_MINUTES_BEFORE) {
				problems.add(at + ".minutes_before", "must be between 0 and " + MAX_MINUTES_BEFORE);
				valid = false;
			}
			if (method != null && minutes != null && valid) {
				Reminder reminder = new Reminder(method, minutes);
				if (!seen.add(reminder)) {
					problems.add(at, "repeats an earlier reminder");
					valid = false;
				}
				reminders.add(reminder);
			}
		}
		return valid ? List.copyOf(reminders) : null;
	}

	/** The reminders as stored: {@code method:minutes} joined by commas. */
	public static String encode(List<Reminder> reminders) {
		StringBuilder text = new StringBuilder();
		for (Reminder reminder : reminders) {
			if (!text.isEmpty()) {
				text.append(',');
			}
			text.append(reminder.method().wireValue()).append(':').append(reminder.minutesBefore());
		}
		return text.toString();
	}

	/** Reminders as {@link #encode} writes them. */
	public static List<Reminder> decode(String text) {
		if (text.isBlank()) {
			return List.of();
		}
		List<Reminder> reminders = new ArrayList<>();
		for (String part : text.split(",")) {
			int colon = part.indexOf(':');
			ReminderMethod method = ReminderMethod.fromWire(part.substring(0, colon));
			if (method != null) {
				reminders.add(new Reminder(method, Integer.parseInt(part.substring(colon + 1).strip())));
			}
		}
		return List.copyOf(reminders);
	}

	/**
	 * A reminder as a client sends it, read by {@link #readList}.
	 *
	 * @param method email or notification
	 * @param minutesBefore 0 to 40320
	 */
	public record Input(@Nullable String method, @Nullable Integer minutesBefore) {
	}

}
