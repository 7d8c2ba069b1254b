package dev.kairos.assistant;

import java.time.Duration;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.TextStyle;
import java.util.List;
import java.util.Locale;

import dev.kairos.assistant.planning.CalendarEvent;
import dev.kairos.assistant.planning.Conversation;
import dev.kairos.assistant.planning.Preferences;
import dev.kairos.settings.WorkingHours;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * What the LLM engine tells the model: the instructions with what it must know (now, the
 * user's hours, the events of the next two weeks with their ids), and the tools it
 * answers with, in the OpenAI {@code tools} format. Each tool is one kind of answer, the
 * same the rules engine gives: propose an event (maybe repeating), change or cancel an
 * existing one, plan study, draft an e-mail, or reply in words. Every schema is strict
 * (all properties required, nothing else allowed), so that strict modes accept it.
 */
final class LlmTools {

	/** How far ahead the prompt lists events. */
	static final Duration EVENT_WINDOW = Duration.ofDays(14);

	/** The most events the prompt lists. */
	static final int MAX_EVENTS = 100;

	static final String PROPOSE_EVENT = "propose_event";

	static final String CHANGE_EVENT = "change_event";

	static final String CANCEL_EVENT = "cancel_event";

	static final String PLAN_STUDY = "plan_study";

	static final String DRAFT_EMAIL = "draft_email";

	static final String REPLY = "reply";

	private static final DateTimeFormatter LOCAL = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm");

	private static final String MESSAGE = """
			"message": {"type": "string", "description": "one or two sentences for the user"}""";

	private static final String LOCAL_TIME = """
			{"type": "string", "description": "local date-time without offset, such as 2026-03-05T14:00"}""";

	/** The tools, as the {@code tools} array of a chat completions request. */
	static final String TOOLS = """
			[{"type": "function", "function": {"name": "propose_event", "strict": true,
			  "description": "Propose one new event, maybe repeating.",
			  "parameters": {"type": "object", "additionalProperties": false,
			   "required": ["message", "title", "start", "end", "location", "description", "recurrence"],
			   "properties": {%1$s, "title": {"type": "string"}, "start": %2$s, "end": %2$s,
			    "location": {"type": ["string", "null"]}, "description": {"type": ["string", "null"]},
			    "recurrence": {"type": ["array", "null"], "items": {"type": "string"},
			     "description": "RFC 5545 RRULE lines when it repeats, such as RRULE:FREQ=WEEKLY;BYDAY=TU"}}}}},
			 {"type": "function", "function": {"name": "change_event", "strict": true,
			  "description": "Change an existing local event: its new fields; null keeps a field as it is.",
			  "parameters": {"type": "object", "additionalProperties": false,
			   "required": ["message", "event_id", "title", "start", "end", "location"],
			   "properties": {%1$s, "event_id": {"type": "string", "description": "an id from the event list"},
			    "title": {"type": ["string", "null"]}, "start": {"type": ["string", "null"]},
			    "end": {"type": ["string", "null"]}, "location": {"type": ["string", "null"]}}}}},
			 {"type": "function", "function": {"name": "cancel_event", "strict": true,
			  "description": "Cancel (delete) an existing local event.",
			  "parameters": {"type": "object", "additionalProperties": false, "required": ["message", "event_id"],
			   "properties": {%1$s, "event_id": {"type": "string", "description": "an id from the event list"}}}}},
			 {"type": "function", "function": {"name": "plan_study", "strict": true,
			  "description": "Plan study sessions before a due date.",
			  "parameters": {"type": "object", "additionalProperties": false,
			   "required": ["message", "title", "sessions", "unplaced_minutes"],
			   "properties": {%1$s, "title": {"type": "string"}, "unplaced_minutes": {"type": "integer"},
			    "sessions": {"type": "array", "items": {"type": "object", "additionalProperties": false,
			     "required": ["title", "start", "end"],
			     "properties": {"title": {"type": "string"}, "start": %2$s, "end": %2$s}}}}}}},
			 {"type": "function", "function": {"name": "draft_email", "strict": true,
			  "description": "Draft an e-mail. Use only addresses written in the conversation.",
			  "parameters": {"type": "object", "additionalProperties": false,
			   "required": ["message", "to", "subject", "body"],
			   "properties": {%1$s, "to": {"type": "array", "items": {"type": "string"}},
			    "subject": {"type": "string"}, "body": {"type": "string"}}}}},
			 {"type": "function", "function": {"name": "reply", "strict": true,
			  "description": "Answer a question, or ask one back when the request is unclear or names several events.",
			  "parameters": {"type": "object", "additionalProperties": false, "required": ["message"],
			   "properties": {%1$s}}}}]
			""".formatted(MESSAGE, LOCAL_TIME);

	private LlmTools() {
	}

	static JsonNode tools(JsonMapper json) {
		return json.readTree(TOOLS);
	}

	/**
	 * The instructions, with what the model must know: now, the user's hours and study
	 * settings, and the events of the next two weeks with their ids (synced ones marked
	 * read-only).
	 */
	static String system(Conversation conversation) {
		Preferences preferences = conversation.preferences();
		ZoneId zone = preferences.zone();
		LocalDateTime now = LocalDateTime.ofInstant(conversation.now(), zone);
		WorkingHours hours = preferences.workingHours();
		StringBuilder text = new StringBuilder();
		text.append("You are the scheduling assistant of Kairos, a calendar service. Answer by calling exactly one "
				+ "tool.\n");
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
		text.append("Events in the next ").append(EVENT_WINDOW.toDays()).append(" days (local time):\n");
		List<CalendarEvent> events = conversation.calendar()
			.events(conversation.now(), conversation.now().plus(EVENT_WINDOW));
		if (events.isEmpty()) {
			text.append("- none\n");
		}
		for (CalendarEvent event : events.subList(0, Math.min(events.size(), MAX_EVENTS))) {
			text.append("- id ")
				.append(event.id())
				.append(": ")
				.append(LocalDateTime.ofInstant(event.startTime(), zone).format(LOCAL))
				.append(" to ")
				.append(LocalDateTime.ofInstant(event.endTime(), zone).format(LOCAL))
				.append(": ")
				.append(event.title())
				.append(event.editable() ? "" : " (synced from " + event.source().wireValue() + ", read-only)")
				.append(event.occurrence() ? " (one occurrence of the repeating series " + event.seriesId() + ")" : "")
				.append('\n');
		}
		text.append("""
				Rules:
				- Write times as local date-times without offset, such as 2026-03-05T14:00. Never propose a time in
				  the past. An event lasts at most 24 hours.
				- When the message leaves the time open, choose the earliest free time inside working hours that
				  overlaps no event. When it fixes a time, keep it.
				- To move, rename, shorten or cancel an event, use change_event or cancel_event with its id from the
				  list. When several events could be meant, ask which with reply, naming each with its time. Synced
				  events are read-only: say so with reply.
				- An occurrence of a repeating series has its own id: use it to change or cancel that occurrence only
				  ("just this one", or a day named). Use the series id to change or cancel every occurrence ("all of
				  them"); then start and end are the new times of its next listed occurrence, on the same day. When
				  the message does not say which, ask with reply.
				- A repeating event gets RRULE lines in recurrence; its start is the first occurrence.
				- Study sessions go in free working time before the due date and overlap no event; count study
				  time that does not fit in unplaced_minutes.
				- For e-mails use only addresses written in the conversation; with none, leave "to" empty and ask
				  for one in "message".
				""");
		return text.toString();
	}

}
