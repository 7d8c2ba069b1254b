package dev.kairos.web;

import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The problems of errors the container answers before the application runs keep the API's
 * documented types.
 */
class ContainerProblemsTests {

	@Test
	void aBodyOverTheContainersLimitIsPayloadTooLarge() {
		Map<String, Object> body = ContainerProblems.body(413, "/api/events/create", "id-1");

		assertThat(body).containsEntry("type", "https://kairos.dev/problems/payload-too-large")
			.containsEntry("title", "Payload too large")
			.containsEntry("status", 413)
			.containsEntry("request_id", "id-1")
			.containsEntry("instance", "/api/events/create");
	}

	@Test
	void otherStatusesTakeTheirNames() {
		assertThat(ContainerProblems.body(414, null, "id-2"))
			.containsEntry("type", "https://kairos.dev/problems/uri-too-long")
			.doesNotContainKey("instance");
		assertThat(ContainerProblems.body(599, null, "id-3")).containsEntry("type",
				"https://kairos.dev/problems/status-599");
	}

}
