package dev.kairos.assistant;

import java.net.URI;
import java.time.Duration;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * How the assistant answers.
 *
 * @param engine which engine answers: {@code auto} (the LLM when a base URL is set, else
 * the rules), {@code rules} or {@code llm}
 * @param llm the OpenAI-compatible chat endpoint
 */
@ConfigurationProperties("kairos.assistant")
@Validated
record AssistantProperties(@DefaultValue("auto") EngineMode engine, @DefaultValue Llm llm) {

	/** Whether the LLM engine is on. */
	boolean llmEnabled() {
		return switch (this.engine) {
			case RULES -> false;
			case LLM -> true;
			case AUTO -> this.llm.baseUrl() != null;
		};
	}

	/** Which engine answers. */
	enum EngineMode {

		AUTO, RULES, LLM

	}

	/**
	 * An OpenAI-compatible chat completions endpoint (OpenAI, Ollama, llama.cpp server,
	 * vLLM).
	 *
	 * @param baseUrl the API root that {@code /chat/completions} is under, such as
	 * {@code https://api.openai.com/v1} or {@code http://localhost:11434/v1}
	 * @param model the model name
	 * @param apiKey the API key; from the environment only
	 * @param timeout how long one answer may take before the rules answer instead
	 */
	record Llm(@Nullable URI baseUrl, @DefaultValue("gpt-4o-mini") String model, @Nullable String apiKey,
			@DefaultValue("20s") Duration timeout) {

	}

}
