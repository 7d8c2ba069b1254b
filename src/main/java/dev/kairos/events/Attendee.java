package dev.kairos.events;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

import dev.kairos.shared.FieldProblems;
import io.swagger.v3.oas.annotations.media.Schema;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Someone invited to an event, as iCalendar's ATTENDEE names them: a booker, or a person
 * a client or an imported file listed.
 *
 * @param name their name, or null
 * @param email their e-mail address
 * @param status whether they come (iCalendar's PARTSTAT)
 */
public record Attendee(@Nullable String name, String email, AttendeeStatus status) {

	/** The most attendees one event may have. */
	public static final int MAX_PER_EVENT = 100;

	/** The longest name kept. */
	public static final int MAX_NAME_LENGTH = 200;

	/** The longest address kept (RFC 5321's path limit, as elsewhere). */
	public static final int MAX_EMAIL_LENGTH = 320;

	/**
	 * An address with one {@code @}, a dot in its domain, and no spaces, brackets,
	 * quotes, commas, semicolons, colons or backslashes: it stands in a {@code mailto:}
	 * URI and a mail header as it is.
	 */
	private static final Pattern EMAIL = Pattern
		.compile("[^\\s@<>\",;:()\\[\\]\\\\]+@[^\\s@<>\",;:()\\[\\]\\\\]+\\.[^\\s@<>\",;:()\\[\\]\\\\]+");

	private static final JsonMapper JSON = JsonMapper.builder().build();

	/**
	 * What is wrong with an attendee's name or address, or null when it can be kept.
	 */
	static @Nullable Problem problem(@Nullable String name, @Nullable String email) {
		if (email == null || email.isBlank()) {
			return new Problem("email", "is required");
		}
		String address = email.strip();
		if (address.length() > MAX_EMAIL_LENGTH || !EMAIL.matcher(address).matches()) {
			return new Problem("email", "must be an e-mail address such as ada@example.com");
		}
		if (name != null && name.strip().length() > MAX_NAME_LENGTH) {
			return new Problem("name", "must be at most " + MAX_NAME_LENGTH + " characters");
		}
		if (name != null && name.chars().anyMatch(Character::isISOControl)) {
			return new Problem("name", "must not contain control characters");
		}
		return null;
	}

	/**
	 * What is wrong with one attendee.
	 *
	 * @param field the member at fault: {@code email} or {@code name}
	 * @param message why
	 */
	record Problem(String field, String message) {
	}

	/**
	 * An attendee read from elsewhere (an iCalendar file, a booking), or null when its
	 * address or name cannot be kept.
	 */
	public static @Nullable Attendee of(@Nullable String name, @Nullable String email,
			@Nullable AttendeeStatus status) {
		if (problem(name, email) != null || email == null) {
			return null;
		}
		String stripped = (name != null) ? name.strip() : null;
		return new Attendee((stripped == null || stripped.isEmpty()) ? null : stripped, email.strip(),
				(status != null) ? status : AttendeeStatus.NEEDS_ACTION);
	}

	/** The address in lower case, by which two attendees are the same person. */
	String key() {
		return this.email.toLowerCase(Locale.ROOT);
	}

	/**
	 * The problem with a list of attendees, or null: too many, one that cannot be kept,
	 * or one address twice.
	 */
	static @Nullable String problem(List<Attendee> attendees) {
		if (attendees.size() > MAX_PER_EVENT) {
			return "must hold at most " + MAX_PER_EVENT + " attendees";
		}
		Set<String> seen = new HashSet<>();
		for (Attendee attendee : attendees) {
			Problem problem = problem(attendee.name(), attendee.email());
			if (problem != null) {
				return problem.field() + " " + problem.message();
			}
			if (!seen.add(attendee.key())) {
				return "must not list " + attendee.email() + " twice";
			}
		}
		return null;
	}

	/** The attendees as a column stores them: a JSON array, or null for none. */
	static @Nullable String encode(List<Attendee> attendees) {
		if (attendees.isEmpty()) {
			return null;
		}
		ArrayNode array = JSON.createArrayNode();
		for (Attendee attendee : attendees) {
			ObjectNode node = array.addObject();
			if (attendee.name() != null) {
				node.put("name", attendee.name());
			}
			node.put("email", attendee.email());
			node.put("status", attendee.status().wireValue());
		}
		return JSON.writeValueAsString(array);
	}

	/** What {@link #encode} wrote; entries that cannot be read are left out. */
	static List<Attendee> decode(@Nullable String text) {
		if (text == null || text.isBlank()) {
			return List.of();
		}
		try {
			List<Attendee> attendees = new ArrayList<>();
			for (JsonNode node : JSON.readTree(text)) {
				JsonNode name = node.get("name");
				Attendee attendee = of((name != null && name.isString()) ? name.asString() : null,
						node.path("email").asString(null), AttendeeStatus.of(node.path("status").asString(null)));
				if (attendee != null && attendees.size() < MAX_PER_EVENT) {
					attendees.add(attendee);
				}
			}
			return List.copyOf(attendees);
		}
		catch (JacksonException ex) {
			return List.of();
		}
	}

	/**
	 * An attendee as a client sends it.
	 *
	 * @param name their name (up to 200 characters)
	 * @param email their e-mail address (required)
	 * @param status needs-action (the default), accepted, declined, tentative or
	 * delegated
	 */
	public record Input(@Schema(maxLength = MAX_NAME_LENGTH) @Nullable String name,
			@Schema(requiredMode = Schema.RequiredMode.REQUIRED, maxLength = MAX_EMAIL_LENGTH,
					example = "ada@example.com") @Nullable String email,
			@Schema(allowableValues = {
					"needs-action", "accepted", "declined", "tentative", "delegated" },
					description = "iCalendar's PARTSTAT in lower case (default needs-action)") @Nullable String status){

		/**
		 * The attendees a client sent, checked: at most {@link #MAX_PER_EVENT}, each with
		 * an address, no address twice (in any case). Problems are named
		 * {@code field[i].email}, {@code field[i].name} and {@code field[i].status}.
		 * @return the attendees, or null when any was refused
		 */
		static @Nullable List<Attendee> readList(FieldProblems problems, String field, @Nullable List<Input> inputs) {
			if (inputs == null) {
				return List.of();
			}
			if (inputs.size() > MAX_PER_EVENT) {
				problems.add(field, "must hold at most " + MAX_PER_EVENT + " attendees");
				return null;
			}
			List<Attendee> attendees = new ArrayList<>();
			Set<String> seen = new HashSet<>();
			boolean valid = true;
			for (int i = 0; i < inputs.size(); i++) {
				Input input = inputs.get(i);
				String at = field + "[" + i + "]";
				if (input == null) {
					problems.add(at, "must be an attendee");
					valid = false;
					continue;
				}
				Problem problem = Attendee.problem(input.name(), input.email());
				if (problem != null) {
					problems.add(at + "." + problem.field(), problem.message());
					valid = false;
				}
				AttendeeStatus status = (input.status() != null) ? AttendeeStatus.of(input.status())
						: AttendeeStatus.NEEDS_ACTION;
				if (status == null) {
					problems.add(at + ".status", "must be needs-action, accepted, declined, tentative or delegated");
					valid = false;
				}
				Attendee attendee = Attendee.of(input.name(), input.email(), status);
				if (attendee != null && !seen.add(attendee.key())) {
					problems.add(at + ".email", "repeats an earlier attendee");
					valid = false;
				}
				if (attendee != null) {
					attendees.add(attendee);
				}
			}
			return valid ? List.copyOf(attendees) : null;
		}

	}

}
