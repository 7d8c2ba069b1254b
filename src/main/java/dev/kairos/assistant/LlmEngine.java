package dev.kairos.assistant;

import java.net.URI;
import java.net.http.HttpClient;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.TextStyle;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

import dev.kairos.settings.WorkingHours;
import dev.kairos.shared.DateTimeInput;
import org.jspecify.annotations.Nullable;
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

/**
 * The optional engine: asks an OpenAI-compatible chat completions endpoint for a
 * structured answer ({@code response_format: json_schema}), then checks it as strictly as
 * a client's request. Times must parse, end after their start, lie in the future and last
 * at most a day; study sessions must avoid busy time; e-mail recipients must appear in
 * the conversation. An answer that fails a check, an error and a timeout all throw, so
 * that the rules engine answers instead.
 *
 * <p>
 * On when {@code kairos.assistant.engine} is {@code llm}, or {@code auto} with
 * {@code kairos.assistant.llm.base-url} set. A plain {@link RestClient} rather than
 * Spring AI: docs/assistant.md says why.
 */
@Component
class LlmEngine {

	/** How far ahead the prompt lists busy time. */
	static final Duration BUSY_WINDOW = Duration.ofDays(14);

	/**
	 * The JSON schema of {@link LlmAnswer}: one flat object with every field required, so
	 * that strict schema modes accept it.
	 */
	static final String SCHEMA = """
			{"type": "object", "additionalProperties": false,
			 "required": ["type", "message", "title", "start", "end", "location", "description", "to", "subject",
			              "body", "sessions", "unplaced_minutes"],
			 "properties": {
			  "type": {"type": "string", "enum": ["proposed_event", "study_plan", "email_draft", "confirmation"]},
			  "message": {"type": "string"},
			  "title": {"type": "string"},
			  "start": {"type": "string", "description": "local date-time such as 2026-03-05T14:00"},
			  "end": {"type": "string", "description": "local date-time such as 2026-03-05T15:00"},
			  "location": {"type": "string"},
			  "description": {"type": "string"},
			  "to": {"type": "array", "items": {"type": "string"}},
			  "subject": {"type": "string"},
			  "body": {"type": "string"},
			  "sessions": {"type": "array", "items": {"type": "object", "additionalProperties": false,
			    "required": ["title", "start", "end"],
			    "properties": {"title": {"type": "string"}, "start": {"type": "string"}, "end": {"type": "string"}}}},
			  "unplaced_minutes": {"type": "integer"}}}
			""";

	private static final int MAX_BUSY_LINES = 100;

	private static final Duration LONGEST_EVENT = Duration.ofHours(24);

	/** A minute of slack for "not in the past": the model answers a little later. */
	private static final Duration SKEW = Duration.ofMinutes(1);

	private static final Pattern ADDRESS = Pattern
		.compile("[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}");

	private static final DateTimeFormatter LOCAL = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm");

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
	 * @throws RuntimeException when the model fails, times out or answers something the
	 * checks refuse
	 */
	AssistantReply answer(String message, List<Turn> history, Conversation conversation) {
		RestClient rest = this.client;
		if (rest == null) {
			throw new IllegalStateException("The LLM engine is off");
		}
		String response = rest.post()
			.uri("/chat/completions")
			.contentType(MediaType.APPLICATION_JSON)
			.accept(MediaType.APPLICATION_JSON)
			.body(WIRE.writeValueAsString(request(message, history, conversation)))
			.retrieve()
			.body(String.class);
		JsonNode content = (response != null)
				? WIRE.readTree(response).path("choices").path(0).path("message").path("content") : null;
		if (content == null || !content.isString() || content.stringValue().isBlank()) {
			throw new InvalidAnswerException("no content");
		}
		LlmAnswer answer = WIRE.readValue(content.stringValue(), LlmAnswer.class);
		return check(answer, message, history, conversation).by(AssistantReply.LLM);
	}

	/**
	 * The chat completions request: instructions, history, the message and the schema.
	 */
	private ObjectNode request(String message, List<Turn> history, Conversation conversation) {
		ObjectNode request = WIRE.createObjectNode();
		request.put("model", this.model);
		ArrayNode messages = request.putArray("messages");
		messages.addObject().put("role", "system").put("content", system(conversation));
		for (Turn turn : history) {
			String content = turn.content();
			ProposedEvent proposal = turn.proposedEvent();
			if (!turn.fromUser() && proposal != null) {
				content += "\n(Proposed: \"" + proposal.title() + "\" from " + proposal.startTime() + " to "
						+ proposal.endTime() + ".)";
			}
			messages.addObject().put("role", turn.fromUser() ? "user" : "assistant").put("content", content);
		}
		messages.addObject().put("role", "user").put("content", message);
		ObjectNode format = request.putObject("response_format");
		format.put("type", "json_schema");
		ObjectNode schema = format.putObject("json_schema");
		schema.put("name", "assistant_answer");
		schema.put("strict", true);
		schema.set("schema", WIRE.readTree(SCHEMA));
		return request;
	}

	/**
	 * The instructions, with what the model must know: now, the user's hours, busy time.
	 */
	static String system(Conversation conversation) {
		Preferences preferences = conversation.preferences();
		ZoneId zone = preferences.zone();
		LocalDateTime now = LocalDateTime.ofInstant(conversation.now(), zone);
		WorkingHours hours = preferences.workingHours();
		StringBuilder text = new StringBuilder();
		text.append("You are the scheduling assistant of Kairos, a calendar service. Answer with one JSON object.\n");
		text.append("Now: ")
			.append(now.format(LOCAL))
			.append(" (")
			.append(now.getDayOfWeek().getDisplayName(TextStyle.FULL, Locale.ENGLISH))
			.append("), time zone ")
			.append(zone.getId())
			.append(".\n");
		text.append("Working hours: ")
			.append(hours.start())
			.append("-")
			.append(hours.end())
			.append(" on ")
			.append(hours.days()
				.stream()
				.sorted()
				.map((d) -> d.getDisplayName(TextStyle.FULL, Locale.ENGLISH))
				.toList())
			.append(". Default event length: ")
			.append(preferences.defaultDuration().toMinutes())
			.append(" minutes. Study sessions: at most ")
			.append(preferences.studySessionMinutes())
			.append(" minutes each, ")
			.append(preferences.studyBreakMinutes())
			.append(" minutes apart, at most ")
			.append(preferences.maxStudyMinutesPerDay())
			.append(" minutes a day.\n");
		text.append("Busy times in the next ").append(BUSY_WINDOW.toDays()).append(" days (local time):\n");
		List<Busy> busy = conversation.calendar().busy(conversation.now(), conversation.now().plus(BUSY_WINDOW));
		if (busy.isEmpty()) {
			text.append("- none\n");
		}
		for (Busy event : busy.subList(0, Math.min(busy.size(), MAX_BUSY_LINES))) {
			text.append("- ")
				.append(LocalDateTime.ofInstant(event.startTime(), zone).format(LOCAL))
				.append(" to ")
				.append(LocalDateTime.ofInstant(event.endTime(), zone).format(LOCAL))
				.append(": ")
				.append(event.title())
				.append('\n');
		}
		text.append("""
				Rules:
				- type is proposed_event (create one event), study_plan (study sessions before a due date),
				  email_draft (write an e-mail) or confirmation (answer a question, or ask one back when unclear).
				- Write times as local date-times without offset, such as 2026-03-05T14:00. Never propose a time in
				  the past. An event lasts at most 24 hours.
				- When the message leaves the time open, choose the earliest free time inside working hours that
				  overlaps no busy time. When it fixes a time, keep it.
				- Study sessions go in free working time before the due date and overlap no busy time; count study
				  time that does not fit in unplaced_minutes.
				- For e-mails use only addresses written in the conversation; with none, leave "to" empty and ask
				  for one in "message".
				- "message" is one or two sentences for the user. Fill fields that do not apply with "" or [] or 0.
				""");
		return text.toString();
	}

	/**
	 * Turn the model's answer into a reply, refusing anything a client could not send.
	 */
	static AssistantReply check(LlmAnswer answer, String message, List<Turn> history, Conversation conversation) {
		String type = text(answer.type());
		String said = text(answer.message());
		switch (type) {
			case "proposed_event" -> {
				String title = required(answer.title(), "title");
				Interval interval = interval(answer.start(), answer.end(), conversation);
				ProposedEvent event = new ProposedEvent(title, interval.start(), interval.end(),
						optional(answer.description()), optional(answer.location()), null,
						conversation.calendar().busy(interval.start(), interval.end()));
				return AssistantReply.proposal(said.isEmpty() ? "\"" + title + "\" proposed." : said, event);
			}
			case "study_plan" -> {
				List<LlmAnswer.Session> sessions = (answer.sessions() != null) ? answer.sessions() : List.of();
				if (sessions.isEmpty() || answer.unplacedMinutes() < 0) {
					throw new InvalidAnswerException("a study plan without sessions");
				}
				String title = text(answer.title()).isEmpty() ? "Study plan" : text(answer.title());
				List<ProposedEvent> events = new ArrayList<>();
				for (LlmAnswer.Session session : sessions) {
					Interval interval = interval(session.start(), session.end(), conversation);
					if (!conversation.calendar().busy(interval.start(), interval.end()).isEmpty()) {
						throw new InvalidAnswerException("a study session over busy time");
					}
					events.add(new ProposedEvent(required(session.title(), "session title"), interval.start(),
							interval.end(), null, null, null, List.of()));
				}
				events.sort(Comparator.comparing(ProposedEvent::startTime));
				for (int i = 1; i < events.size(); i++) {
					if (events.get(i).startTime().isBefore(events.get(i - 1).endTime())) {
						throw new InvalidAnswerException("overlapping study sessions");
					}
				}
				StudyPlan plan = new StudyPlan(title, events, List.of(), answer.unplacedMinutes());
				return AssistantReply.plan(said.isEmpty() ? title + "." : said, plan);
			}
			case "email_draft" -> {
				String conversationText = message + "\n"
						+ String.join("\n", history.stream().map(Turn::content).toList());
				String lower = conversationText.toLowerCase(Locale.ROOT);
				List<String> to = new ArrayList<>();
				for (String address : (answer.to() != null) ? answer.to() : List.<String>of()) {
					String a = text(address);
					if (!ADDRESS.matcher(a).matches() || !lower.contains(a.toLowerCase(Locale.ROOT))) {
						throw new InvalidAnswerException("an address that is not in the conversation");
					}
					to.add(a);
				}
				String subject = required(answer.subject(), "subject");
				if (subject.contains("\n") || subject.contains("\r")) {
					throw new InvalidAnswerException("a subject with a line break");
				}
				EmailDraft draft = new EmailDraft(to, subject, required(answer.body(), "body"),
						conversation.mailProvider());
				return AssistantReply.email(said.isEmpty() ? "Here's a draft." : said, draft);
			}
			case "confirmation" -> {
				return AssistantReply.confirmation(required(answer.message(), "message"));
			}
			default -> throw new InvalidAnswerException("an unknown type");
		}
	}

	private static Interval interval(@Nullable String start, @Nullable String end, Conversation conversation) {
		ZoneId zone = conversation.preferences().zone();
		Instant from;
		Instant to;
		try {
			from = DateTimeInput.instant(required(start, "start"), zone);
			to = DateTimeInput.instant(required(end, "end"), zone);
		}
		catch (IllegalArgumentException ex) {
			throw new InvalidAnswerException("a time that does not parse");
		}
		if (!to.isAfter(from)) {
			throw new InvalidAnswerException("an end before its start");
		}
		if (from.isBefore(conversation.now().minus(SKEW))) {
			throw new InvalidAnswerException("a time in the past");
		}
		if (Duration.between(from, to).compareTo(LONGEST_EVENT) > 0) {
			throw new InvalidAnswerException("an event longer than a day");
		}
		return new Interval(from, to);
	}

	private static String required(@Nullable String value, String what) {
		String text = text(value);
		if (text.isEmpty()) {
			throw new InvalidAnswerException("no " + what);
		}
		return text;
	}

	private static @Nullable String optional(@Nullable String value) {
		String text = text(value);
		return text.isEmpty() ? null : text;
	}

	private static String text(@Nullable String value) {
		return (value != null) ? value.strip() : "";
	}

	/**
	 * The answer the model is asked for: one flat object, every field present, so that
	 * strict JSON-schema modes accept it.
	 *
	 * @param type proposed_event, study_plan, email_draft or confirmation
	 * @param message a sentence for the user
	 * @param title the event's or plan's title
	 * @param start the event's local start
	 * @param end the event's local end
	 * @param location where, or ""
	 * @param description details, or ""
	 * @param to the e-mail's recipients
	 * @param subject the e-mail's subject
	 * @param body the e-mail's body
	 * @param sessions the study sessions
	 * @param unplacedMinutes study time that did not fit
	 */
	record LlmAnswer(@Nullable String type, @Nullable String message, @Nullable String title, @Nullable String start,
			@Nullable String end, @Nullable String location, @Nullable String description, @Nullable List<String> to,
			@Nullable String subject, @Nullable String body, @Nullable List<Session> sessions, int unplacedMinutes) {

		/**
		 * One study session.
		 *
		 * @param title its title
		 * @param start its local start
		 * @param end its local end
		 */
		record Session(@Nullable String title, @Nullable String start, @Nullable String end) {
		}

	}

	/** The model answered something the checks refuse. */
	static class InvalidAnswerException extends RuntimeException {

		InvalidAnswerException(String what) {
			super("The model answered " + what);
		}

	}

}
