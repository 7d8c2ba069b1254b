package dev.kairos.assistant;

import java.net.URI;
import java.net.http.HttpClient;
import java.util.List;

import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.Conversation;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.Turn;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.client.JdkClientHttpRequestFactory;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;
import org.springframework.web.client.RestClientException;

/**
 * The optional engine: asks an OpenAI-compatible chat completions endpoint to answer by
 * calling one of the assistant's tools ({@link LlmTools}: propose, change or cancel an
 * event, plan study, draft an e-mail, reply), then checks the call as strictly as a
 * client's request ({@link LlmAnswers}). An answer that fails a check is an
 * {@link InvalidAnswerException}; an error, a timeout or an unreachable server is an
 * {@link LlmUnavailableException}: either way the rules engine answers instead.
 *
 * <p>
 * On when {@code kairos.assistant.engine} is {@code llm}, or {@code auto} with
 * {@code kairos.assistant.llm.base-url} set. A plain {@link RestClient} rather than
 * Spring AI: docs/assistant.md says why.
 */
@Component
class LlmEngine {

	/** The endpoint's wire format: snake_case, tolerant of the fields a server adds. */
	private static final JsonMapper WIRE = JsonMapper.builder()
		.propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
		.disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
		.build();

	private final @Nullable RestClient client;

	private final String model;

	LlmEngine(AssistantProperties properties) {
		this.client = properties.llmEnabled() ? client(properties.llm()) : null;
		this.model = properties.llm().model();
	}

	private static RestClient client(AssistantProperties.Llm llm) {
		URI baseUrl = llm.baseUrl();
		if (baseUrl == null) {
			throw new IllegalStateException(
					"kairos.assistant.engine=llm needs kairos.assistant.llm.base-url (such as https://api.openai.com/v1)");
		}
		JdkClientHttpRequestFactory requests = new JdkClientHttpRequestFactory(
				HttpClient.newBuilder().connectTimeout(llm.timeout()).build());
		// The whole answer must arrive within the timeout; there are no retries.
		requests.setReadTimeout(llm.timeout());
		RestClient.Builder builder = RestClient.builder()
			.baseUrl(baseUrl.toString().replaceAll("/+$", ""))
			.requestFactory(requests);
		if (llm.apiKey() != null) {
			builder.defaultHeader(HttpHeaders.AUTHORIZATION, "Bearer " + llm.apiKey());
		}
		return builder.build();
	}

	boolean enabled() {
		return this.client != null;
	}

	/**
	 * Answer a message.
	 * @return the checked answer, credited to the LLM engine
	 * @throws LlmUnavailableException when the server fails, times out or is off
	 * @throws InvalidAnswerException when its answer is one the checks refuse
	 */
	AssistantReply answer(String message, List<Turn> history, Conversation conversation) {
		RestClient rest = this.client;
		if (rest == null) {
			throw new LlmUnavailableException("The LLM engine is off", null);
		}
		String response;
		try {
			response = rest.post()
				.uri("/chat/completions")
				.contentType(MediaType.APPLICATION_JSON)
				.accept(MediaType.APPLICATION_JSON)
				.body(WIRE.writeValueAsString(request(message, history, conversation)))
				.retrieve()
				.body(String.class);
		}
		catch (RestClientException ex) {
			throw new LlmUnavailableException("The model could not be asked: " + ex.getMessage(), ex);
		}
		JsonNode call = call(response);
		String name = call.path("function").path("name").asString("");
		JsonNode arguments;
		try {
			arguments = WIRE.readTree(call.path("function").path("arguments").asString(""));
		}
		catch (JacksonException ex) {
			throw new InvalidAnswerException("tool arguments that are no JSON");
		}
		if (arguments == null || !arguments.isObject()) {
			throw new InvalidAnswerException("tool arguments that are no JSON object");
		}
		return new LlmAnswers(message, history, conversation).reply(name, arguments).by(AssistantReply.LLM);
	}

	/** The one tool call of a chat completion. */
	private static JsonNode call(@Nullable String response) {
		JsonNode completion;
		try {
			completion = (response != null) ? WIRE.readTree(response) : null;
		}
		catch (JacksonException ex) {
			throw new InvalidAnswerException("a response that is no JSON");
		}
		JsonNode calls = (completion != null) ? completion.path("choices").path(0).path("message").path("tool_calls")
				: null;
		if (calls == null || !calls.isArray() || calls.isEmpty()) {
			throw new InvalidAnswerException("no tool call");
		}
		if (calls.size() > 1) {
			throw new InvalidAnswerException("more than one tool call");
		}
		return calls.get(0);
	}

	/**
	 * The chat completions request: instructions, history, the message and the tools.
	 */
	private ObjectNode request(String message, List<Turn> history, Conversation conversation) {
		ObjectNode request = WIRE.createObjectNode();
		request.put("model", this.model);
		ArrayNode messages = request.putArray("messages");
		messages.addObject().put("role", "system").put("content", LlmTools.system(conversation));
		for (Turn turn : history) {
			String content = turn.content();
			ProposedEvent proposal = turn.proposedEvent();
			if (!turn.fromUser() && proposal != null) {
				content += "\n(Proposed " + proposal.action().wireValue()
						+ ((proposal.eventId() != null) ? " of event " + proposal.eventId() : "") + ": \""
						+ proposal.title() + "\" from " + proposal.startTime() + " to " + proposal.endTime()
						+ ((proposal.recurrence() != null) ? ", " + String.join(" ", proposal.recurrence()) : "")
						+ ".)";
			}
			messages.addObject().put("role", turn.fromUser() ? "user" : "assistant").put("content", content);
		}
		messages.addObject().put("role", "user").put("content", message);
		request.set("tools", LlmTools.tools(WIRE));
		request.put("tool_choice", "required");
		request.put("parallel_tool_calls", false);
		return request;
	}

}
