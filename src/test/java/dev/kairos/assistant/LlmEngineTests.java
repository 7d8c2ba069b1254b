package dev.kairos.assistant;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The LLM engine against a fake OpenAI-compatible server over real HTTP: valid answers
 * are used, invalid, failing and slow ones are refused (so that the rules answer).
 */
class LlmEngineTests {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private WireMockServer server;

	private LlmEngine engine;

	@BeforeEach
	void start() {
		this.server = new WireMockServer(options().dynamicPort());
		this.server.start();
		this.engine = new LlmEngine(new AssistantProperties(AssistantProperties.EngineMode.AUTO,
				new AssistantProperties.Llm(URI.create(this.server.baseUrl() + "/v1"), "test-model", "secret-key",
						Duration.ofMillis(800))));
	}

	@AfterEach
	void stop() {
		this.server.stop();
	}

	/** A chat completion whose message content is the given answer, as JSON text. */
	static String completion(Map<String, Object> answer) {
		return completion(JSON.writeValueAsString(answer));
	}

	static String completion(String content) {
		Map<String, Object> body = Map.of("id", "chatcmpl-1", "object", "chat.completion", "created", 1, "model",
				"test-model", "choices",
				List.of(Map.of("index", 0, "finish_reason", "stop", "message",
						Map.of("role", "assistant", "content", content))),
				"usage", Map.of("prompt_tokens", 1, "completion_tokens", 1, "total_tokens", 2));
		return JSON.writeValueAsString(body);
	}

	static Map<String, Object> event(String start, String end) {
		return Map.ofEntries(Map.entry("type", "proposed_event"), Map.entry("message", "Here you go."),
				Map.entry("title", "Lunch with Sam"), Map.entry("start", start), Map.entry("end", end),
				Map.entry("location", ""), Map.entry("description", ""), Map.entry("to", List.of()),
				Map.entry("subject", ""), Map.entry("body", ""), Map.entry("sessions", List.of()),
				Map.entry("unplaced_minutes", 0));
	}

	private void answer(String body) {
		this.server.stubFor(post(urlPathEqualTo("/v1/chat/completions")).willReturn(okJson(body)));
	}

	@Test
	void usesAValidAnswerAndChecksItsConflicts() {
		answer(completion(event("2026-03-05T14:30", "2026-03-05T15:30")));

		AssistantReply reply = this.engine.answer("lunch with Sam tomorrow at 2:30", List.of(),
				Fixtures.conversation());

		assertThat(reply.engine()).isEqualTo("llm");
		assertThat(reply.type()).isEqualTo(ReplyType.PROPOSED_EVENT);
		assertThat(reply.message()).isEqualTo("Here you go.");
		assertThat(reply.proposedEvent().title()).isEqualTo("Lunch with Sam");
		assertThat(reply.proposedEvent().startTime()).isEqualTo(Fixtures.at("2026-03-05T14:30"));
		assertThat(reply.proposedEvent().location()).isNull();
		assertThat(reply.proposedEvent().conflicts()).extracting(Busy::title).containsExactly("Office hours");
	}

	@Test
	void sendsNowTheUsersHoursBusyTimesAndTheHistory() {
		answer(completion(event("2026-03-05T14:30", "2026-03-05T15:30")));
		ProposedEvent earlier = new ProposedEvent("Lunch", Fixtures.at("2026-03-05T12:00"),
				Fixtures.at("2026-03-05T13:00"), null, null, null, List.of());

		this.engine.answer("make it 2:30",
				List.of(new Turn(true, "lunch tomorrow at noon", null), new Turn(false, "Here is lunch.", earlier)),
				Fixtures.conversation());

		List<LoggedRequest> requests = this.server.findAll(postRequestedFor(urlPathEqualTo("/v1/chat/completions")));
		assertThat(requests).hasSize(1);
		assertThat(requests.get(0).getHeader("Authorization")).isEqualTo("Bearer secret-key");
		JsonNode request = JSON.readTree(requests.get(0).getBodyAsString());
		assertThat(request.path("model").asString()).isEqualTo("test-model");
		assertThat(request.path("response_format").path("type").asString()).isEqualTo("json_schema");
		assertThat(request.path("response_format").path("json_schema").path("strict").asBoolean()).isTrue();
		assertThat(request.path("response_format").path("json_schema").path("schema").path("required")).hasSize(12);
		JsonNode messages = request.path("messages");
		assertThat(messages).hasSize(4);
		String system = messages.get(0).path("content").asString();
		assertThat(messages.get(0).path("role").asString()).isEqualTo("system");
		assertThat(system).contains("Now: 2026-03-04T10:30 (Wednesday), time zone America/New_York")
			.contains("Working hours: 09:00-17:00 on [Monday, Tuesday, Wednesday, Thursday, Friday]")
			.contains("- 2026-03-05T09:00 to 2026-03-05T10:30: Chemistry lab")
			.contains("- 2026-03-10T15:00 to 2026-03-10T16:00: Advisor meeting");
		assertThat(messages.get(1).path("role").asString()).isEqualTo("user");
		assertThat(messages.get(2).path("role").asString()).isEqualTo("assistant");
		assertThat(messages.get(2).path("content").asString()).contains("\"Lunch\"");
		assertThat(messages.get(3).path("content").asString()).isEqualTo("make it 2:30");
	}

	@Test
	void refusesAnswersThatFailTheChecks() {
		Map<String, Object> valid = event("2026-03-05T14:30", "2026-03-05T15:30");
		List<Map<String, Object>> invalid = List.of(with(valid, "end", "2026-03-05T14:00"),
				with(valid, "start", "2026-03-03T14:00"), with(valid, "end", "2026-03-07T14:00"),
				with(valid, "start", "tomorrow"), with(valid, "title", " "), with(valid, "type", "reminder"),
				with(with(with(valid, "type", "email_draft"), "to", List.of("invented@example.com")), "subject", "Hi"),
				with(with(valid, "type", "study_plan"), "sessions",
						List.of(Map.of("title", "Study", "start", "2026-03-05T09:00", "end", "2026-03-05T09:50"))),
				with(with(valid, "type", "study_plan"), "sessions", List.of()),
				with(with(valid, "type", "confirmation"), "message", ""));
		for (Map<String, Object> answer : invalid) {
			this.server.resetAll();
			answer(completion(answer));
			assertThatThrownBy(() -> this.engine.answer("lunch", List.of(), Fixtures.conversation()))
				.as(answer.toString())
				.isInstanceOf(RuntimeException.class);
		}
		this.server.resetAll();
		answer(completion("Sure! Lunch is at 2:30."));
		assertThatThrownBy(() -> this.engine.answer("lunch", List.of(), Fixtures.conversation()))
			.isInstanceOf(RuntimeException.class);
	}

	@Test
	void acceptsDraftsToAddressesOfTheConversationAndCheckedPlans() {
		Map<String, Object> draft = with(
				with(with(with(event("", ""), "type", "email_draft"), "to", List.of("sam@example.com")), "subject",
						"Running late"),
				"body", "Hi Sam, I'll be late.");
		answer(completion(draft));
		AssistantReply email = this.engine.answer("tell sam@example.com I'll be late", List.of(),
				Fixtures.conversation());
		assertThat(email.emailDraft().to()).containsExactly("sam@example.com");
		assertThat(email.emailDraft().provider()).isNull();

		this.server.resetAll();
		Map<String, Object> plan = with(with(event("", ""), "type", "study_plan"), "sessions",
				List.of(Map.of("title", "Study", "start", "2026-03-05T11:00", "end", "2026-03-05T11:50"),
						Map.of("title", "Study", "start", "2026-03-04T15:00", "end", "2026-03-04T15:50")));
		answer(completion(plan));
		AssistantReply study = this.engine.answer("plan study for my exam on Friday", List.of(),
				Fixtures.conversation());
		assertThat(study.studyPlan().sessions()).extracting(ProposedEvent::startTime)
			.containsExactly(Fixtures.at("2026-03-04T15:00"), Fixtures.at("2026-03-05T11:00"));
	}

	@Test
	void givesUpOnASlowAnswer() {
		this.server.stubFor(post(urlPathEqualTo("/v1/chat/completions"))
			.willReturn(okJson(completion(event("2026-03-05T14:30", "2026-03-05T15:30"))).withFixedDelay(3000)));

		assertThatThrownBy(() -> this.engine.answer("lunch", List.of(), Fixtures.conversation()))
			.isInstanceOf(RuntimeException.class);
	}

	@Test
	void givesUpOnAServerError() {
		this.server.stubFor(post(urlPathEqualTo("/v1/chat/completions"))
			.willReturn(aResponse().withStatus(500).withBody("{\"error\":{\"message\":\"down\"}}")));

		assertThatThrownBy(() -> this.engine.answer("lunch", List.of(), Fixtures.conversation()))
			.isInstanceOf(RuntimeException.class);
		assertThat(this.server.findAll(postRequestedFor(urlPathEqualTo("/v1/chat/completions")))).hasSize(1);
	}

	@Test
	void isOffWithoutABaseUrlAndRequiresOneWhenForced() {
		assertThat(new LlmEngine(new AssistantProperties(AssistantProperties.EngineMode.AUTO,
				new AssistantProperties.Llm(null, "m", null, Duration.ofSeconds(20))))
			.enabled()).isFalse();
		assertThat(new LlmEngine(new AssistantProperties(AssistantProperties.EngineMode.RULES,
				new AssistantProperties.Llm(URI.create("http://localhost:1/v1"), "m", null, Duration.ofSeconds(20))))
			.enabled()).isFalse();
		assertThatThrownBy(() -> new LlmEngine(new AssistantProperties(AssistantProperties.EngineMode.LLM,
				new AssistantProperties.Llm(null, "m", null, Duration.ofSeconds(20)))))
			.isInstanceOf(IllegalStateException.class)
			.hasMessageContaining("kairos.assistant.llm.base-url");
	}

	private static Map<String, Object> with(Map<String, Object> answer, String key, Object value) {
		java.util.HashMap<String, Object> changed = new java.util.HashMap<>(answer);
		changed.put(key, value);
		return changed;
	}

}
