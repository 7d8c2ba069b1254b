package dev.kairos.events;

import dev.kairos.shared.FieldProblems;
import org.jspecify.annotations.Nullable;

/**
 * Reads the event ids and change scopes of the events API's requests, adding a problem
 * named after the field for each value that cannot be read.
 */
final class RequestValues {

	private RequestValues() {
	}

	static @Nullable EventId id(FieldProblems problems, String field, @Nullable String value) {
		if (value == null) {
			return null;
		}
		try {
			return EventId.parse(value);
		}
		catch (IllegalArgumentException ex) {
			problems.add(field, ex.getMessage());
			return null;
		}
	}

	static ChangeScope scope(FieldProblems problems, @Nullable String value) {
		if (value == null) {
			return ChangeScope.THIS;
		}
		try {
			return ChangeScope.of(value);
		}
		catch (IllegalArgumentException ex) {
			problems.add("scope", ex.getMessage());
			return ChangeScope.THIS;
		}
	}

}
