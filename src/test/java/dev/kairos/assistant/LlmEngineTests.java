package dev.kairos.assistant;

import java.net.URI;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.Busy;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.ReplyType;
import dev.kairos.assistant.planning.Turn;
import dev.kairos.assistant.planning.World;
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
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * The LLM engine against a fake OpenAI-compatible server over real HTTP, speaking the
 * chat completions wire format with {@code tools} and {@code tool_calls}: valid calls are
 * used, invalid ones are {@link InvalidAnswerException}s, failing and slow servers
 * {@link LlmUnavailableException}s (so that the rules answer).
 */
class LlmEngineTests {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private WireMockServer server;

	private LlmEngine engine;

	@BeforeEach
	void start() {
		this.server = new WireMockServer(options().dynamicPort());
		this.server.start();
		// A timeout no answer of the fake comes near, so that a busy machine never fails
		// a test.
		this.engine = engine(Duration.ofSeconds(30));
	}

	private LlmEngine engine(Duration timeout) {
		return new LlmEngine(new AssistantProperties(AssistantProperties.EngineMode.AUTO, new AssistantProperties.Llm(
				URI.create(this.server.baseUrl() + "/v1"), "test-model", "secret-key", timeout)));
	}

	@AfterEach
	void stop() {
		this.server.stop();
	}

	/** A chat completion that calls one tool, as OpenAI-compatible servers send it. */
	static String completion(String tool, Map<String, Object> arguments) {
		return completion(tool, JSON.writeValueAsString(arguments));
	}

	static String completion(String tool, String arguments) {
		Map<String, Object> call = Map.of("id", "call_1", "type", "function", "function",
				Map.of("name", tool, "arguments", arguments));
		Map<String, Object> message = new HashMap<>();
		message.put("role", "assistant");
		message.put("content", null);
		message.put("tool_calls", List.of(call));
		Map<String, Object> body = Map.of("id", "chatcmpl-1", "object", "chat.completion", "created", 1, "model",
				"test-model", "choices", List.of(Map.of("index", 0, "finish_reason", "tool_calls", "message", message)),
				"usage", Map.of("prompt_tokens", 1, "completion_tokens", 1, "total_tokens", 2));
		return JSON.writeValueAsString(body);
	}

	static Map<String, Object> event(String start, String end) {
		Map<String, Object> arguments = new HashMap<>();
		arguments.put("message", "Here you go.");
		arguments.put("title", "Lunch with Sam");
		arguments.put("start", start);
		arguments.put("end", end);
		arguments.put("location", null);
		arguments.put("description", null);
		arguments.put("recurrence", null);
		return arguments;
	}

	private void answer(String body) {
		this.server.stubFor(post(urlPathEqualTo("/v1/chat/completions")).willReturn(okJson(body)));
	}

	private AssistantReply ask(String message) {
		return this.engine.answer(message, List.of(), Fixtures.conversation(Fixtures.calendar()));
	}

	@Test
	void usesAValidProposalAndChecksItsConflicts() {
		Map<String, Object> weekly = event("2026-03-05T14:30", "2026-03-05T15:30");
		weekly.put("recurrence", List.of("RRULE:FREQ=WEEKLY;BYDAY=TH"));
		answer(completion("propose_event", weekly));

		AssistantReply reply = ask("lunch with Sam every thursday at 2:30");

		assertThat(reply.engine()).isEqualTo("llm");
		assertThat(reply.type()).isEqualTo(ReplyType.PROPOSED_EVENT);
		assertThat(reply.message()).isEqualTo("Here you go.");
		ProposedEvent event = reply.proposedEvent();
		assertThat(event.title()).isEqualTo("Lunch with Sam");
		assertThat(event.action()).isEqualTo(Action.CREATE);
		assertThat(event.startTime()).isEqualTo(Fixtures.at("2026-03-05T14:30"));
		assertThat(event.location()).isNull();
		assertThat(event.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=TH");
		assertThat(event.conflicts()).extracting(Busy::title).containsExactly("Office hours");
	}

	@Test
	void changesAndCancelsTheUsersOwnEventsOnly() {
		String lunch = Fixtures.id("Lunch with Sam").toString();
		Map<String, Object> change = new HashMap<>();
		change.put("message", "Moved.");
		change.put("event_id", lunch);
		change.put("title", null);
		change.put("start", "2026-03-06T13:00");
		change.put("end", "2026-03-06T14:00");
		change.put("location", null);
		answer(completion("change_event", change));

		ProposedEvent moved = ask("move lunch with sam to 1pm").proposedEvent();
		assertThat(moved.action()).isEqualTo(Action.UPDATE);
		assertThat(moved.eventId()).isEqualTo(lunch);
		assertThat(moved.eventVersion()).isEqualTo("1-1");
		assertThat(moved.title()).isEqualTo("Lunch with Sam");
		assertThat(moved.startTime()).isEqualTo(Fixtures.at("2026-03-06T13:00"));
		// The event never conflicts with itself.
		assertThat(moved.conflicts()).isEmpty();

		this.server.resetAll();
		answer(completion("cancel_event", Map.of("message", "Cancelled.", "event_id", lunch)));
		ProposedEvent cancelled = ask("cancel lunch with sam").proposedEvent();
		assertThat(cancelled.action()).isEqualTo(Action.DELETE);
		assertThat(cancelled.startTime()).isEqualTo(Fixtures.at("2026-03-06T12:30"));

		for (String id : List.of(Fixtures.id("Design review").toString(), "4f1c0000-0000-0000-0000-000000000000")) {
			this.server.resetAll();
			answer(completion("cancel_event", Map.of("message", "Cancelled.", "event_id", id)));
			assertThatExceptionOfType(InvalidAnswerException.class).isThrownBy(() -> ask("cancel the design review"));
		}
	}

	@Test
	void sendsTheToolsNowTheUsersHoursEventsAndTheHistory() {
		answer(completion("propose_event", event("2026-03-05T14:30", "2026-03-05T15:30")));
		ProposedEvent earlier = new ProposedEvent("Lunch", Fixtures.at("2026-03-05T12:00"),
				Fixtures.at("2026-03-05T13:00"), null, null, null, Fixtures.ZONE, List.of());

		this.engine.answer("make it 2:30",
				List.of(new Turn(true, "lunch tomorrow at noon", null), new Turn(false, "Here is lunch.", earlier)),
				Fixtures.conversation(Fixtures.calendar()));

		List<LoggedRequest> requests = this.server.findAll(postRequestedFor(urlPathEqualTo("/v1/chat/completions")));
		assertThat(requests).hasSize(1);
		assertThat(requests.get(0).getHeader("Authorization")).isEqualTo("Bearer secret-key");
		JsonNode request = JSON.readTree(requests.get(0).getBodyAsString());
		assertThat(request.path("model").asString()).isEqualTo("test-model");
		assertThat(request.path("tool_choice").asString()).isEqualTo("required");
		assertThat(request.path("tools").valueStream().map((t) -> t.path("function").path("name").asString()))
			.containsExactly("propose_event", "change_event", "cancel_event", "plan_study", "draft_email", "reply");
		assertThat(request.path("tools").get(0).path("function").path("parameters").path("required")).hasSize(7);
		JsonNode messages = request.path("messages");
		assertThat(messages).hasSize(4);
		String system = messages.get(0).path("content").asString();
		assertThat(messages.get(0).path("role").asString()).isEqualTo("system");
		assertThat(system).contains("Now: 2026-03-04T10:30 (Wednesday), time zone America/New_York")
			.contains("Working hours: 09:00-17:00 on [Monday, Tuesday, Wednesday, Thursday, Friday]")
			.contains("- id " + Fixtures.id("Chemistry lab") + ": 2026-03-05T09:00 to 2026-03-05T10:30: Chemistry lab")
			.contains("Design review (synced from google, read-only)");
		assertThat(messages.get(2).path("content").asString()).contains("(Proposed create: \"Lunch\"");
		assertThat(messages.get(3).path("content").asString()).isEqualTo("make it 2:30");
	}

	@Test
	void refusesCallsThatFailTheChecksSayingWhy() {
		Map<String, Object> valid = event("2026-03-05T14:30", "2026-03-05T15:30");
		Map<Map<String, Object>, String> invalid = Map.of(with(valid, "end", "2026-03-05T14:00"),
				"an end before its start", with(valid, "start", "2026-03-03T14:00"), "a time in the past",
				with(valid, "end", "2026-03-07T14:00"), "an event longer than a day", with(valid, "start", "tomorrow"),
				"a time that does not parse", with(valid, "title", " "), "no title",
				with(valid, "recurrence", List.of("every tuesday")), "a repeat that is no RRULE line",
				with(valid, "recurrence", List.of("RRULE:FREQ=SECONDLY")), "a repeat that is no RRULE line");
		invalid.forEach((arguments, why) -> {
			this.server.resetAll();
			answer(completion("propose_event", arguments));
			assertThatExceptionOfType(InvalidAnswerException.class).as(arguments.toString())
				.isThrownBy(() -> ask("lunch"))
				.withMessage("The model answered " + why);
		});
		Map<String, String> calls = Map.of("reminder", "{\"message\":\"x\"}", "propose_event", "not json",
				"draft_email",
				"{\"message\":\"x\",\"to\":[\"invented@example.com\"],\"subject\":\"Hi\",\"body\":\"Hello\"}",
				"plan_study",
				"{\"message\":\"x\",\"title\":\"Study\",\"unplaced_minutes\":0,\"sessions\":[{\"title\":"
						+ "\"Study\",\"start\":\"2026-03-05T09:00\",\"end\":\"2026-03-05T09:50\"}]}",
				"reply", "{\"message\":\"\"}");
		Map<String, String> reasons = Map.of("reminder", "an unknown tool reminder", "propose_event",
				"tool arguments that are no JSON", "draft_email", "an address that is not in the conversation",
				"plan_study", "a study session over busy time", "reply", "no message");
		calls.forEach((tool, arguments) -> {
			this.server.resetAll();
			answer(completion(tool, arguments));
			assertThatExceptionOfType(InvalidAnswerException.class).as(tool)
				.isThrownBy(() -> ask("lunch"))
				.withMessage("The model answered " + reasons.get(tool));
		});
		this.server.resetAll();
		answer(LlmEngineTests.completion("reply", "{\"message\":\"ok\"}").replace("\"tool_calls\"", "\"calls\""));
		assertThatExceptionOfType(InvalidAnswerException.class).isThrownBy(() -> ask("lunch"))
			.withMessage("The model answered no tool call");
	}

	@Test
	void actsOnOneOccurrenceOrOnAWholeSeries() {
		World world = World.FALL;
		String yoga = Fixtures.id("Yoga").toString();
		Map<String, Object> change = new HashMap<>();
		change.put("message", "Every yoga at 7pm.");
		change.put("event_id", yoga);
		change.put("title", null);
		// The next occurrence, Tuesday 3 November, at 19:00: every one moves an hour.
		change.put("start", "2026-11-03T19:00");
		change.put("end", "2026-11-03T20:00");
		change.put("location", null);
		answer(completion("change_event", change));
		ProposedEvent series = this.engine.answer("move yoga to 7pm, all of them", List.of(), world.conversation())
			.proposedEvent();
		assertThat(series.eventId()).isEqualTo(yoga);
		assertThat(series.recurrence()).containsExactly("RRULE:FREQ=WEEKLY;BYDAY=TU,TH");
		assertThat(world.local(series.startTime())).isEqualTo("2026-09-01T19:00");
		assertThat(world.local(series.endTime())).isEqualTo("2026-09-01T20:00");
		assertThat(series.timezone()).isEqualTo("America/Chicago");

		this.server.resetAll();
		answer(completion("change_event", with(with(change, "start", "2026-11-06T19:00"), "end", "2026-11-06T20:00")));
		assertThatExceptionOfType(InvalidAnswerException.class)
			.isThrownBy(() -> this.engine.answer("move yoga to friday", List.of(), world.conversation()))
			.withMessage("The model answered a series moved to other days");

		this.server.resetAll();
		String thursday = world.instanceId("Yoga", "2026-11-05T18:00");
		answer(completion("cancel_event", Map.of("message", "Cancelled.", "event_id", thursday)));
		ProposedEvent one = this.engine.answer("skip yoga on thursday", List.of(), world.conversation())
			.proposedEvent();
		assertThat(one.action()).isEqualTo(Action.DELETE);
		assertThat(one.eventId()).isEqualTo(thursday);
		assertThat(one.recurrence()).isNull();

		String system = JSON.readTree(
				this.server.findAll(postRequestedFor(urlPathEqualTo("/v1/chat/completions"))).get(0).getBodyAsString())
			.path("messages")
			.get(0)
			.path("content")
			.asString();
		assertThat(system).contains("- id " + thursday + ": 2026-11-05T18:00 to 2026-11-05T19:00: Yoga (one "
				+ "occurrence of the repeating series " + yoga + ")");
	}

	@Test
	void acceptsDraftsToAddressesOfTheConversationAndCheckedPlans() {
		answer(completion("draft_email", Map.of("message", "Draft.", "to", List.of("sam@example.com"), "subject",
				"Running late", "body", "Hi Sam, I'll be late.")));
		AssistantReply email = ask("tell sam@example.com I'll be late");
		assertThat(email.emailDraft().to()).containsExactly("sam@example.com");
		assertThat(email.emailDraft().provider()).isNull();

		this.server.resetAll();
		answer(completion("plan_study",
				Map.of("message", "Planned.", "title", "Exam", "unplaced_minutes", 0, "sessions",
						List.of(Map.of("title", "Study", "start", "2026-03-05T11:00", "end", "2026-03-05T11:50"),
								Map.of("title", "Study", "start", "2026-03-04T15:00", "end", "2026-03-04T15:50")))));
		AssistantReply study = ask("plan study for my exam on Friday");
		assertThat(study.studyPlan().sessions()).extracting(ProposedEvent::startTime)
			.containsExactly(Fixtures.at("2026-03-04T15:00"), Fixtures.at("2026-03-05T11:00"));

		this.server.resetAll();
		answer(completion("reply", Map.of("message", "Which one: the advisor meeting or the project meeting?")));
		AssistantReply question = ask("move my meeting");
		assertThat(question.type()).isEqualTo(ReplyType.CONFIRMATION);
		assertThat(question.message()).startsWith("Which one");
	}

	@Test
	void aSlowServerIsUnavailable() {
		this.server.stubFor(post(urlPathEqualTo("/v1/chat/completions"))
			.willReturn(okJson(completion("propose_event", event("2026-03-05T14:30", "2026-03-05T15:30")))
				.withFixedDelay(3000)));

		// The fake answers long after the timeout: the engine gives up first.
		LlmEngine impatient = engine(Duration.ofMillis(300));
		assertThatExceptionOfType(LlmUnavailableException.class)
			.isThrownBy(() -> impatient.answer("lunch", List.of(), Fixtures.conversation(Fixtures.calendar())))
			.withRootCauseInstanceOf(HttpTimeoutException.class);
	}

	@Test
	void aServerErrorIsUnavailableAndNotRetried() {
		this.server.stubFor(post(urlPathEqualTo("/v1/chat/completions"))
			.willReturn(aResponse().withStatus(500).withBody("{\"error\":{\"message\":\"down\"}}")));

		assertThatExceptionOfType(LlmUnavailableException.class).isThrownBy(() -> ask("lunch"))
			.withMessageContaining("500");
		assertThat(this.server.findAll(postRequestedFor(urlPathEqualTo("/v1/chat/completions")))).hasSize(1);
	}

	@Test
	void isOffWithoutABaseUrlAndRequiresOneWhenForced() {
		LlmEngine off = new LlmEngine(new AssistantProperties(AssistantProperties.EngineMode.AUTO,
				new AssistantProperties.Llm(null, "m", null, Duration.ofSeconds(20))));
		assertThat(off.enabled()).isFalse();
		assertThatExceptionOfType(LlmUnavailableException.class)
			.isThrownBy(() -> off.answer("lunch", List.of(), Fixtures.conversation()));
		assertThat(new LlmEngine(new AssistantProperties(AssistantProperties.EngineMode.RULES,
				new AssistantProperties.Llm(URI.create("http://localhost:1/v1"), "m", null, Duration.ofSeconds(20))))
			.enabled()).isFalse();
		assertThatExceptionOfType(IllegalStateException.class)
			.isThrownBy(() -> new LlmEngine(new AssistantProperties(AssistantProperties.EngineMode.LLM,
					new AssistantProperties.Llm(null, "m", null, Duration.ofSeconds(20)))))
			.withMessageContaining("kairos.assistant.llm.base-url");
	}

	private static Map<String, Object> with(Map<String, Object> arguments, String key, Object value) {
		Map<String, Object> changed = new HashMap<>(arguments);
		changed.put(key, value);
		return changed;
	}

}
