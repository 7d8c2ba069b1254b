package dev.kairos.web;

import java.util.List;

import dev.kairos.shared.FieldProblem;
import dev.kairos.shared.InvalidRequestException;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * {@link JsonTextCheck} on bodies bound to records: every string component is checked,
 * nested records and lists too, and each problem names its field as the JSON does
 * (snake_case, with its path).
 */
class JsonTextCheckTests {

	private final JsonTextCheck check = new JsonTextCheck();

	record Place(String roomName) {
	}

	/** Package-private, as a controller's own request record may be. */
	record Request(String eventTitle, Place meetingPlace, List<String> guestNames) {
	}

	@Test
	void namesEachBadFieldOfARecordInSnakeCase() {
		Request request = new Request("Lunch\0", new Place("Room \uD800 1"), List.of("Sam", "Al\0"));

		assertThatExceptionOfType(InvalidRequestException.class)
			.isThrownBy(() -> this.check.afterBodyRead(request, null, null, null, null))
			.satisfies((ex) -> assertThat(ex.getErrors()).extracting(FieldProblem::field)
				.containsExactly("event_title", "meeting_place.room_name", "guest_names[1]"));
	}

	@Test
	void passesARecordWhoseTextIsClean() {
		Request request = new Request("Lunch 🍜", new Place("Room 1"), List.of("Sam"));

		assertThat(this.check.afterBodyRead(request, null, null, null, null)).isSameAs(request);
	}

}
