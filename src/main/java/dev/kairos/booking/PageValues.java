package dev.kairos.booking;

import java.time.DayOfWeek;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

import dev.kairos.shared.FieldProblems;
import org.jspecify.annotations.Nullable;

/** How the fields of a booking page are read and checked, for create and change alike. */
final class PageValues {

	/** Lowercase letters, digits and inner hyphens; 3 to 64 characters. */
	static final Pattern SLUG = Pattern.compile("[a-z0-9][a-z0-9-]{1,62}[a-z0-9]");

	static final int MAX_TITLE = 200;

	static final int MAX_DURATIONS = 10;

	static final int MIN_DURATION = 5;

	static final int MAX_DURATION = 720;

	static final int MAX_WINDOWS = 50;

	static final int MAX_BUFFER = 720;

	static final int MAX_NOTICE = 60 * 24 * 30;

	static final int MAX_HORIZON = 365;

	static final int MAX_PER_DAY = 100;

	static final int MAX_LOCATION = 1000;

	static final int MAX_DESCRIPTION = 5000;

	static final DateTimeFormatter HOUR_MINUTE = DateTimeFormatter.ofPattern("HH:mm")
		.withResolverStyle(ResolverStyle.STRICT);

	private PageValues() {
	}

	/**
	 * One weekly window on the wire.
	 *
	 * @param day a weekday name
	 * @param start HH:mm
	 * @param end HH:mm, after start
	 */
	record WindowBody(@Nullable String day, @Nullable String start, @Nullable String end) {

		static WindowBody of(WeeklyWindow window) {
			return new WindowBody(window.day().name().toLowerCase(Locale.ROOT), window.start().format(HOUR_MINUTE),
					window.end().format(HOUR_MINUTE));
		}

	}

	static @Nullable String slug(FieldProblems problems, @Nullable String value) {
		if (value == null) {
			return null;
		}
		String slug = value.strip().toLowerCase(Locale.ROOT);
		if (!SLUG.matcher(slug).matches()) {
			problems.add("slug",
					"must be 3 to 64 lowercase letters, digits and hyphens, not starting or ending " + "with a hyphen");
			return null;
		}
		if (slug.equals("manage")) {
			problems.add("slug", "\"manage\" is reserved");
			return null;
		}
		return slug;
	}

	static @Nullable String title(FieldProblems problems, @Nullable String value) {
		if (value == null) {
			return null;
		}
		String title = value.strip();
		if (title.isEmpty()) {
			problems.add("title", "must not be blank");
		}
		else if (title.length() > MAX_TITLE) {
			problems.add("title", "must be at most " + MAX_TITLE + " characters");
		}
		else if (hasControl(title)) {
			problems.add("title", "must not contain control characters");
		}
		else {
			return title;
		}
		return null;
	}

	static @Nullable List<Integer> durations(FieldProblems problems, @Nullable List<Integer> values) {
		if (values == null) {
			return null;
		}
		if (values.isEmpty() || values.size() > MAX_DURATIONS) {
			problems.add("durations_minutes", "must list 1 to " + MAX_DURATIONS + " durations");
			return null;
		}
		Set<Integer> durations = new LinkedHashSet<>();
		for (Integer value : values) {
			if (value == null || value < MIN_DURATION || value > MAX_DURATION) {
				problems.add("durations_minutes",
						"each must be between " + MIN_DURATION + " and " + MAX_DURATION + " minutes");
				return null;
			}
			durations.add(value);
		}
		List<Integer> sorted = new ArrayList<>(durations);
		sorted.sort(null);
		return sorted;
	}

	static @Nullable List<WeeklyWindow> availability(FieldProblems problems, List<WindowBody> values) {
		if (values.size() > MAX_WINDOWS) {
			problems.add("availability", "must have at most " + MAX_WINDOWS + " windows");
			return null;
		}
		List<WeeklyWindow> windows = new ArrayList<>();
		for (int i = 0; i < values.size(); i++) {
			String field = "availability[" + i + "]";
			WindowBody body = values.get(i);
			if (body == null) {
				problems.add(field, "must not be null");
				continue;
			}
			DayOfWeek day = null;
			try {
				day = (body.day() != null) ? DayOfWeek.valueOf(body.day().strip().toUpperCase(Locale.ROOT)) : null;
			}
			catch (IllegalArgumentException ex) {
				// reported below
			}
			if (day == null) {
				problems.add(field + ".day", "must be a weekday name: monday, tuesday, ... sunday");
			}
			LocalTime start = time(problems, field + ".start", body.start());
			LocalTime end = time(problems, field + ".end", body.end());
			if (start != null && end != null && !start.isBefore(end)) {
				problems.add(field + ".end", "must be after start");
			}
			else if (day != null && start != null && end != null) {
				windows.add(new WeeklyWindow(day, start, end));
			}
		}
		return windows;
	}

	private static @Nullable LocalTime time(FieldProblems problems, String field, @Nullable String value) {
		if (value == null) {
			problems.add(field, "is required");
			return null;
		}
		try {
			return LocalTime.parse(value, HOUR_MINUTE);
		}
		catch (DateTimeParseException ex) {
			problems.add(field, "must be a time of day as HH:mm, such as 09:00");
			return null;
		}
	}

	static @Nullable Integer range(FieldProblems problems, String field, @Nullable Integer value, int min, int max) {
		if (value != null && (value < min || value > max)) {
			problems.add(field, "must be between " + min + " and " + max);
			return null;
		}
		return value;
	}

	static @Nullable String text(FieldProblems problems, String field, @Nullable String value, int max) {
		if (value == null || value.isBlank()) {
			return null;
		}
		if (value.length() > max) {
			problems.add(field, "must be at most " + max + " characters");
			return null;
		}
		if (value.indexOf('\0') >= 0) {
			problems.add(field, "must not contain NUL characters");
			return null;
		}
		return value.strip();
	}

	static boolean hasControl(String text) {
		return text.chars().anyMatch((c) -> c < 0x20 || c == 0x7f);
	}

}
