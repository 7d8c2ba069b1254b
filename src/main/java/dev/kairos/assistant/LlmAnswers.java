package dev.kairos.assistant;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.Busy;
import dev.kairos.assistant.planning.CalendarEvent;
import dev.kairos.assistant.planning.Conversation;
import dev.kairos.assistant.planning.EmailDraft;
import dev.kairos.assistant.planning.Interval;
import dev.kairos.assistant.planning.Occurrences;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.StudyPlan;
import dev.kairos.assistant.planning.Turn;
import dev.kairos.events.recurrence.Recurrence;
import dev.kairos.events.recurrence.RecurrenceException;
import dev.kairos.events.recurrence.Timing;
import dev.kairos.shared.DateTimeInput;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * Check the model's tool call as strictly as a client's request and turn it into the
 * reply the rules engine would give: times parse, end after start, lie in the future and
 * last at most a day; a changed or cancelled event is one of the user's local events;
 * repeats are RRULE lines the events feature reads; study sessions avoid busy time and
 * each other; e-mail recipients were written in the conversation. Conflicts are computed
 * here, never taken from the model. Anything else is an {@link InvalidAnswerException}.
 */
final class LlmAnswers {

	private static final Duration LONGEST_EVENT = Duration.ofHours(24);

	/** A minute of slack for "not in the past": the model answers a little later. */
	private static final Duration SKEW = Duration.ofMinutes(1);

	private static final Pattern ADDRESS = Pattern
		.compile("[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}");

	private static final Pattern RRULE = Pattern
		.compile("RRULE:(?=.*FREQ=(?:DAILY|WEEKLY|MONTHLY|YEARLY))[A-Z0-9=;,:+-]+");

	private final String message;

	private final List<Turn> history;

	private final Conversation conversation;

	LlmAnswers(String message, List<Turn> history, Conversation conversation) {
		this.message = message;
		this.history = history;
		this.conversation = conversation;
	}

	/**
	 * The reply a tool call stands for.
	 * @param tool the tool's name
	 * @param arguments its arguments
	 * @throws InvalidAnswerException when the call is one a client could not make
	 */
	AssistantReply reply(String tool, JsonNode arguments) {
		String said = text(arguments, "message");
		return switch (tool) {
			case LlmTools.PROPOSE_EVENT -> proposal(arguments, said);
			case LlmTools.CHANGE_EVENT -> change(arguments, said);
			case LlmTools.CANCEL_EVENT -> cancel(arguments, said);
			case LlmTools.PLAN_STUDY -> plan(arguments, said);
			case LlmTools.DRAFT_EMAIL -> email(arguments, said);
			case LlmTools.REPLY -> AssistantReply.confirmation(required(arguments, "message"));
			default -> throw new InvalidAnswerException("an unknown tool " + tool);
		};
	}

	private AssistantReply proposal(JsonNode arguments, String said) {
		String title = required(arguments, "title");
		Interval interval = interval(text(arguments, "start"), text(arguments, "end"));
		List<String> recurrence = recurrence(arguments.path("recurrence"), interval);
		ProposedEvent event = new ProposedEvent(title, interval.start(), interval.end(),
				optional(arguments, "description"), optional(arguments, "location"), null, recurrence, zone().getId(),
				Action.CREATE, null, null, this.conversation.calendar().busy(interval.start(), interval.end()));
		return AssistantReply.proposal(said.isEmpty() ? "\"" + title + "\" proposed." : said, event);
	}

	private AssistantReply change(JsonNode arguments, String said) {
		CalendarEvent event = event(arguments);
		String title = optional(arguments, "title");
		String start = optional(arguments, "start");
		String end = optional(arguments, "end");
		// A series is shown by its next occurrence; new times are that occurrence's.
		CalendarEvent shown = shown(event);
		Interval interval = (start == null && end == null) ? shown.interval() : interval(
				(start != null) ? start : local(shown.startTime()), (end != null) ? end : local(shown.endTime()));
		if (event.recurrence() != null) {
			if (!date(interval.start()).equals(date(shown.startTime()))) {
				throw new InvalidAnswerException("a series moved to other days");
			}
			Duration shift = Duration.between(shown.startTime(), interval.start());
			interval = new Interval(event.startTime().plus(shift),
					event.startTime().plus(shift).plus(Duration.between(interval.start(), interval.end())));
		}
		String location = arguments.has("location") && !arguments.path("location").isNull()
				? optional(arguments, "location") : event.location();
		List<Busy> conflicts = Occurrences.conflicts(this.conversation, event, interval.start(), interval.end());
		ProposedEvent proposal = new ProposedEvent((title != null) ? title : event.title(), interval.start(),
				interval.end(), event.description(), location, event.color(), event.recurrence(), zone().getId(),
				Action.UPDATE, event.id(), event.version(), conflicts);
		return AssistantReply.proposal(said.isEmpty() ? "Change \"" + event.title() + "\"?" : said, proposal);
	}

	/** What the prompt showed of an event: a series by its next occurrence. */
	private CalendarEvent shown(CalendarEvent event) {
		if (event.recurrence() == null) {
			return event;
		}
		List<CalendarEvent> coming = Occurrences.coming(this.conversation, event);
		if (coming.isEmpty()) {
			throw new InvalidAnswerException("a change to a series with no coming occurrence");
		}
		return coming.get(0);
	}

	private LocalDate date(Instant instant) {
		return LocalDate.ofInstant(instant, zone());
	}

	private AssistantReply cancel(JsonNode arguments, String said) {
		CalendarEvent event = event(arguments);
		ProposedEvent proposal = new ProposedEvent(event.title(), event.startTime(), event.endTime(),
				event.description(), event.location(), event.color(), event.recurrence(), zone().getId(), Action.DELETE,
				event.id(), event.version(), List.of());
		return AssistantReply.proposal(said.isEmpty() ? "Cancel \"" + event.title() + "\"?" : said, proposal);
	}

	/**
	 * The user's local event a change names: one the prompt listed (an event, an
	 * occurrence, or the series of a listed occurrence), never a synced one.
	 */
	private CalendarEvent event(JsonNode arguments) {
		String id = required(arguments, "event_id");
		Instant now = this.conversation.now();
		for (CalendarEvent event : this.conversation.calendar().events(now, now.plus(LlmTools.EVENT_WINDOW))) {
			if (event.id().equals(id) || id.equals(event.seriesId())) {
				if (!event.editable()) {
					throw new InvalidAnswerException("a change to a synced event");
				}
				if (event.id().equals(id)) {
					return event;
				}
				CalendarEvent series = this.conversation.calendar().series(id);
				if (series == null) {
					throw new InvalidAnswerException("a series that is not the user's");
				}
				return series;
			}
		}
		throw new InvalidAnswerException("an event id that is not the user's");
	}

	private AssistantReply plan(JsonNode arguments, String said) {
		JsonNode sessions = arguments.path("sessions");
		int unplaced = arguments.path("unplaced_minutes").asInt(-1);
		if (!sessions.isArray() || sessions.isEmpty() || unplaced < 0) {
			throw new InvalidAnswerException("a study plan without sessions");
		}
		String title = text(arguments, "title").isEmpty() ? "Study plan" : text(arguments, "title");
		List<ProposedEvent> events = new ArrayList<>();
		for (JsonNode session : sessions) {
			Interval interval = interval(text(session, "start"), text(session, "end"));
			if (!this.conversation.calendar().busy(interval.start(), interval.end()).isEmpty()) {
				throw new InvalidAnswerException("a study session over busy time");
			}
			events.add(new ProposedEvent(required(session, "title"), interval.start(), interval.end(), null, null, null,
					zone(), List.of()));
		}
		events.sort(Comparator.comparing(ProposedEvent::startTime));
		for (int i = 1; i < events.size(); i++) {
			if (events.get(i).startTime().isBefore(events.get(i - 1).endTime())) {
				throw new InvalidAnswerException("overlapping study sessions");
			}
		}
		return AssistantReply.plan(said.isEmpty() ? title + "." : said,
				new StudyPlan(title, events, List.of(), unplaced));
	}

	private AssistantReply email(JsonNode arguments, String said) {
		String conversationText = this.message + "\n"
				+ String.join("\n", this.history.stream().map(Turn::content).toList());
		String lower = conversationText.toLowerCase(Locale.ROOT);
		List<String> to = new ArrayList<>();
		for (JsonNode address : arguments.path("to")) {
			String a = address.isString() ? address.stringValue().strip() : "";
			if (!ADDRESS.matcher(a).matches() || !lower.contains(a.toLowerCase(Locale.ROOT))) {
				throw new InvalidAnswerException("an address that is not in the conversation");
			}
			to.add(a);
		}
		String subject = required(arguments, "subject");
		if (subject.contains("\n") || subject.contains("\r")) {
			throw new InvalidAnswerException("a subject with a line break");
		}
		EmailDraft draft = new EmailDraft(to, subject, required(arguments, "body"), this.conversation.mailProvider());
		return AssistantReply.email(said.isEmpty() ? "Here's a draft." : said, draft);
	}

	/**
	 * The model's repeat: RRULE lines that the events feature reads for this interval
	 * ({@link Recurrence}), so a proposal never repeats in a way a create would refuse.
	 */
	private @Nullable List<String> recurrence(JsonNode lines, Interval interval) {
		if (lines.isMissingNode() || lines.isNull() || lines.isEmpty()) {
			return null;
		}
		List<String> recurrence = new ArrayList<>();
		for (JsonNode line : lines) {
			String text = line.isString() ? line.stringValue().strip().toUpperCase(Locale.ROOT) : "";
			if (!RRULE.matcher(text).matches()) {
				throw new InvalidAnswerException("a repeat that is no RRULE line");
			}
			recurrence.add(text);
		}
		try {
			Recurrence.parse(recurrence, Timing.of(interval.start(), interval.end(), zone(), false));
		}
		catch (RecurrenceException ex) {
			throw new InvalidAnswerException("an RRULE that does not parse");
		}
		return recurrence;
	}

	private ZoneId zone() {
		return this.conversation.preferences().zone();
	}

	private String local(Instant instant) {
		return LocalDateTime.ofInstant(instant, this.conversation.preferences().zone()).toString();
	}

	private Interval interval(@Nullable String start, @Nullable String end) {
		ZoneId zone = this.conversation.preferences().zone();
		Instant from;
		Instant to;
		try {
			from = DateTimeInput.instant(nonEmpty(start, "start"), zone);
			to = DateTimeInput.instant(nonEmpty(end, "end"), zone);
		}
		catch (IllegalArgumentException ex) {
			throw new InvalidAnswerException("a time that does not parse");
		}
		if (!to.isAfter(from)) {
			throw new InvalidAnswerException("an end before its start");
		}
		if (from.isBefore(this.conversation.now().minus(SKEW))) {
			throw new InvalidAnswerException("a time in the past");
		}
		if (Duration.between(from, to).compareTo(LONGEST_EVENT) > 0) {
			throw new InvalidAnswerException("an event longer than a day");
		}
		return new Interval(from, to);
	}

	private static String nonEmpty(@Nullable String value, String what) {
		if (value == null || value.isBlank()) {
			throw new InvalidAnswerException("no " + what);
		}
		return value.strip();
	}

	private static String required(JsonNode arguments, String field) {
		return nonEmpty(text(arguments, field), field);
	}

	private static @Nullable String optional(JsonNode arguments, String field) {
		String text = text(arguments, field);
		return text.isEmpty() ? null : text;
	}

	private static String text(JsonNode arguments, String field) {
		JsonNode value = arguments.path(field);
		return value.isString() ? value.stringValue().strip() : "";
	}

}
