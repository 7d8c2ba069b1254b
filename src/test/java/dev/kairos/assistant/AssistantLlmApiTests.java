package dev.kairos.assistant;

import java.util.List;
import java.util.Map;

import com.github.tomakehurst.wiremock.WireMockServer;
import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.IntegrationTest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.TestPropertySource;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;
import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The assistant with the LLM engine on, against a fake chat completions server: its valid
 * answers are used ({@code engine: llm}); on invalid answers, errors and timeouts the
 * rules answer ({@code engine: rules}).
 */
@IntegrationTest
@TestPropertySource(properties = { "kairos.clock.fixed=2030-03-06T15:30:00Z", "kairos.assistant.llm.model=fake",
		"kairos.assistant.llm.timeout=2s" })
class AssistantLlmApiTests {

	private static final WireMockServer server = started();

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	private Api api;

	private static WireMockServer started() {
		WireMockServer wireMock = new WireMockServer(options().dynamicPort());
		wireMock.start();
		return wireMock;
	}

	@DynamicPropertySource
	static void llm(DynamicPropertyRegistry registry) {
		registry.add("kairos.assistant.llm.base-url", () -> server.baseUrl() + "/v1");
	}

	@AfterAll
	static void stop() {
		server.stop();
	}

	@BeforeEach
	void signIn() {
		server.resetAll();
		this.api = new Api(this.port, this.users.create().key());
	}

	private JsonNode schedule(String message) {
		return this.api.post("/api/assistant/schedule", json("{'message':'%s'}".formatted(message))).json();
	}

	@Test
	void theModelAnswersWhenItsAnswerIsValid() {
		server.stubFor(post(urlPathEqualTo("/v1/chat/completions")).willReturn(okJson(LlmEngineTests
			.completion("propose_event", LlmEngineTests.event("2030-03-07T12:30", "2030-03-07T13:30")))));

		JsonNode reply = schedule("lunch with Sam tomorrow at 12:30");

		assertThat(reply.path("engine").asString()).isEqualTo("llm");
		assertThat(reply.path("type").asString()).isEqualTo("proposed_event");
		assertThat(reply.path("proposed_event").path("start_time").asString()).isEqualTo("2030-03-07T12:30:00Z");
		assertThat(reply.path("proposed_event").path("conflicts")).isEmpty();
	}

	@Test
	void theRulesAnswerWhenTheModelProposesThePast() {
		server.stubFor(post(urlPathEqualTo("/v1/chat/completions")).willReturn(okJson(LlmEngineTests
			.completion("propose_event", LlmEngineTests.event("2030-03-01T12:30", "2030-03-01T13:30")))));

		JsonNode reply = schedule("lunch with Sam tomorrow at 12:30");

		assertThat(reply.path("engine").asString()).isEqualTo("rules");
		assertThat(reply.path("proposed_event").path("start_time").asString()).isEqualTo("2030-03-07T12:30:00Z");
	}

	@Test
	void theRulesAnswerWhenTheModelInventsAnAddress() {
		Map<String, Object> draft = Map.of("message", "Draft.", "to", List.of("sam@invented.example"), "subject",
				"Late", "body", "I'll be late.");
		server.stubFor(post(urlPathEqualTo("/v1/chat/completions"))
			.willReturn(okJson(LlmEngineTests.completion("draft_email", draft))));

		JsonNode reply = schedule("tell Sam I will be late");

		assertThat(reply.path("engine").asString()).isEqualTo("rules");
		assertThat(reply.path("email_draft").path("to")).isEmpty();
	}

	@Test
	void theRulesAnswerWhenTheModelIsSlowOrDown() {
		server.stubFor(post(urlPathEqualTo("/v1/chat/completions"))
			.willReturn(okJson(LlmEngineTests.completion("propose_event",
					LlmEngineTests.event("2030-03-07T12:30", "2030-03-07T13:30")))
				.withFixedDelay(6000)));
		JsonNode slow = schedule("lunch with Sam tomorrow at 12:30");
		assertThat(slow.path("engine").asString()).isEqualTo("rules");
		assertThat(slow.path("proposed_event").path("start_time").asString()).isEqualTo("2030-03-07T12:30:00Z");

		server.resetAll();
		server.stubFor(post(urlPathEqualTo("/v1/chat/completions")).willReturn(aResponse().withStatus(503)));
		JsonNode reply = schedule("lunch with Sam tomorrow at 12:30");
		assertThat(reply.path("engine").asString()).isEqualTo("rules");
		assertThat(reply.path("type").asString()).isEqualTo("proposed_event");
	}

	@Test
	void theModelCancelsAnEventThroughItsToolAndTheProposalConfirms() {
		String lunch = this.api
			.post("/api/events/create", json(
					"{'title':'Lunch with Sam','start_time':'2030-03-08T12:30:00Z','end_time':'2030-03-08T13:30:00Z'}"))
			.text("id");
		server.stubFor(post(urlPathEqualTo("/v1/chat/completions")).willReturn(okJson(
				LlmEngineTests.completion("cancel_event", Map.of("message", "Cancel lunch?", "event_id", lunch)))));

		JsonNode reply = schedule("cancel lunch with sam");

		assertThat(reply.path("engine").asString()).isEqualTo("llm");
		JsonNode proposal = reply.path("proposed_event");
		assertThat(proposal.path("action").asString()).isEqualTo("delete");
		assertThat(proposal.path("event_id").asString()).isEqualTo(lunch);
		assertThat(this.api.post("/api/assistant/confirm", proposal.toString()).status()).isEqualTo(204);
		assertThat(this.api.get("/api/events/" + lunch).status()).isEqualTo(404);

		// An id that is not the user's is refused: the rules answer (and find nothing).
		server.resetAll();
		server.stubFor(post(urlPathEqualTo("/v1/chat/completions")).willReturn(okJson(
				LlmEngineTests.completion("cancel_event", Map.of("message", "Cancel lunch?", "event_id", lunch)))));
		JsonNode refused = schedule("cancel lunch with sam");
		assertThat(refused.path("engine").asString()).isEqualTo("rules");
		assertThat(refused.path("type").asString()).isEqualTo("confirmation");
	}

}
