package dev.kairos;

import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.IntegrationTest;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;

@IntegrationTest
class KairosApplicationTests {

	@LocalServerPort
	private int port;

	@Test
	void healthIsUpWithoutCredentials() {
		Response health = new Api(this.port, null).get("/actuator/health");
		assertThat(health.status()).isEqualTo(200);
		assertThat(health.text("status")).isEqualTo("UP");
	}

	@Test
	void otherActuatorEndpointsAreNotExposed() {
		assertThat(new Api(this.port, null).get("/actuator/env").status()).isEqualTo(404);
	}

	@Test
	void describesTheApiWithSnakeCaseSchemasAndProblems() {
		Response docs = new Api(this.port, null).get("/v3/api-docs");
		assertThat(docs.status()).isEqualTo(200);
		String dumpTo = System.getProperty("kairos.openapi.dump");
		if (dumpTo != null) {
			try {
				java.nio.file.Files.writeString(java.nio.file.Path.of(dumpTo), docs.body());
			}
			catch (java.io.IOException ex) {
				throw new java.io.UncheckedIOException(ex);
			}
		}
		JsonNode api = docs.json();
		assertThat(api.path("paths").has("/api/events/create")).isTrue();
		assertThat(api.path("paths").has("/api/settings")).isTrue();
		assertThat(api.path("paths").has("/api/keys")).isTrue();
		JsonNode create = api.path("paths").path("/api/events/create").path("post");
		assertThat(create.path("responses").has("409")).isTrue();
		assertThat(create.path("responses").path("400").path("content").has("application/problem+json")).isTrue();
		assertThat(create.path("parameters").toString()).doesNotContain("KairosUser").doesNotContain("\"user\"");
		JsonNode schemas = api.path("components").path("schemas");
		assertThat(schemas.path("CreateEventRequest").path("properties").has("start_time")).isTrue();
		assertThat(schemas.path("Event").path("properties").has("all_day")).isTrue();
		assertThat(schemas.path("Event").path("properties").has("sequence")).isFalse();
		assertThat(schemas.path("Problem").path("properties").has("request_id")).isTrue();
		// Nullability comes from the records: what is declared @Nullable may be null,
		// nothing else.
		JsonNode event = schemas.path("Event").path("properties");
		assertThat(event.path("title").path("nullable").asBoolean()).as("Event.title").isFalse();
		assertThat(event.path("start_time").path("nullable").asBoolean()).as("Event.start_time").isFalse();
		assertThat(event.path("description").path("nullable").asBoolean()).as("Event.description").isTrue();
		JsonNode patch = schemas.path("UpdateEventRequest").path("properties");
		assertThat(patch.path("title").path("nullable").asBoolean()).as("a PATCH's title").isFalse();
		assertThat(patch.path("location").path("nullable").asBoolean()).as("a PATCH's location").isTrue();
		assertThat(schemas.path("SettingsResponse")
			.path("properties")
			.path("email_signature")
			.path("nullable")
			.asBoolean()).isTrue();
		assertThat(schemas.path("SettingsResponse").path("properties").path("timezone").path("nullable").asBoolean())
			.isFalse();
		assertThat(new Api(this.port, null).get("/swagger-ui/index.html").status()).isEqualTo(200);
	}

}
