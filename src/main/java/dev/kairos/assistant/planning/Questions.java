package dev.kairos.assistant.planning;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.assistant.language.ClockTime;
import dev.kairos.assistant.language.Details;
import dev.kairos.assistant.language.Numbers;
import dev.kairos.assistant.language.PartOfDay;
import dev.kairos.assistant.language.Utterance;
import dev.kairos.assistant.language.When;
import dev.kairos.assistant.language.WhenParser;
import dev.kairos.assistant.planning.Scheduler.Placement;
import org.jspecify.annotations.Nullable;

/**
 * Answer questions about the calendar (agenda, free time, the next event, what is due),
 * and say what the assistant can do.
 */
public final class Questions {

	/** Words after an event's name in a question, no part of it: "again", "exactly". */
	private static final Pattern AGAIN = Pattern.compile("\\s+(?:again|exactly|tho|though|btw|now)$");

	/** The kind of event a question about the next one names: "my next lecture". */
	private static final Pattern NEXT_KIND = Pattern
		.compile("\\b(?:next|upcoming|first)\\s+(?<kind>class|lecture|call|appointment)\\b");

	/** Words that name a kind of event, not one event. */
	private static final Pattern GENERIC = Pattern
		.compile("the|and|with|appointments?|appts?|meetings?|events?|sessions?|one|thing|today|tomorrow|next");

	private final Conversation conversation;

	private final Preferences preferences;

	private final Scheduler scheduler;

	private final Say say;

	public Questions(Conversation conversation) {
		this.conversation = conversation;
		this.preferences = conversation.preferences();
		this.scheduler = new Scheduler(this.preferences, conversation.now(), conversation.calendar());
		this.say = new Say(this.preferences.zone(), conversation.now());
	}

	// Questions about the calendar ------------------------------------------------

	public Answer agenda(When when) {
		List<LocalDate> days = questionDays(when, 7);
		if (days.isEmpty()) {
			return Answer.of(AssistantReply.confirmation("That day is over. Which day would you like to see?"));
		}
		Interval window = new Interval(this.scheduler.day(days.get(0)).start(),
				this.scheduler.day(days.get(days.size() - 1)).end());
		List<Busy> events = listed(when, days);
		String when2 = (days.size() == 1) ? this.say.day(days.get(0))
				: "between " + this.say.day(days.get(0)) + " and " + this.say.day(days.get(days.size() - 1));
		PartOfDay part = when.part();
		if (part != null) {
			when2 = when2 + " in the " + part.name().toLowerCase(Locale.ROOT).replace('_', ' ');
		}
		if (events.isEmpty()) {
			return new Answer(AssistantReply.confirmation("You have nothing on your calendar " + when2 + "."), window,
					false);
		}
		StringBuilder message = new StringBuilder("You have ").append(events.size())
			.append((events.size() == 1) ? " event " : " events ")
			.append(when2)
			.append(": ");
		List<String> items = new ArrayList<>();
		for (Busy event : events.subList(0, Math.min(events.size(), 20))) {
			Interval interval = new Interval(event.startTime(), event.endTime());
			items.add(((days.size() == 1) ? this.say.times(interval) : this.say.span(interval)) + " " + event.title());
		}
		message.append(String.join("; ", items));
		if (events.size() > 20) {
			message.append("; and ").append(events.size() - 20).append(" more");
		}
		message.append('.');
		return new Answer(AssistantReply.confirmation(message.toString()), window, false);
	}

	/** The events {@link #agenda} lists for a question of when. */
	public List<Busy> listed(When when) {
		List<LocalDate> days = questionDays(when, 7);
		return days.isEmpty() ? List.of() : listed(when, days);
	}

	private List<Busy> listed(When when, List<LocalDate> days) {
		List<Busy> events = this.conversation.calendar()
			.busy(this.scheduler.day(days.get(0)).start(), this.scheduler.day(days.get(days.size() - 1)).end());
		PartOfDay part = when.part();
		if (part == null) {
			return events;
		}
		// "anything on Saturday night?": what overlaps that part of each day.
		int from = part.start(this.preferences.workingHours()).toSecondOfDay() / 60;
		int to = part.end(this.preferences.workingHours()).toSecondOfDay() / 60;
		return events.stream().filter((event) -> {
			LocalDate day = event.startTime().atZone(this.preferences.zone()).toLocalDate();
			return event.startTime().isBefore(this.scheduler.instant(day, to))
					&& event.endTime().isAfter(this.scheduler.instant(day, from));
		}).toList();
	}

	/** The days a question is about: the day or span named, else today. */
	private List<LocalDate> questionDays(When when, int limit) {
		List<LocalDate> days = new ArrayList<>();
		if (when.date() != null) {
			if (!when.date().isBefore(this.scheduler.today())) {
				days.add(when.date());
			}
			return days;
		}
		if (when.firstDay() != null) {
			for (LocalDate day = when.firstDay(); !day.isAfter(when.lastDay())
					&& days.size() < limit; day = day.plusDays(1)) {
				days.add(day);
			}
			return days;
		}
		if (when.deadline() != null) {
			for (LocalDate day = this.scheduler.today(); day.isBefore(when.deadline())
					&& days.size() < limit; day = day.plusDays(1)) {
				days.add(day);
			}
			return days;
		}
		days.add(this.scheduler.today());
		return days;
	}

	public Answer freeCheck(Utterance utterance, When when) {
		if (!when.hasStart()) {
			return freeThen(when);
		}
		Placement placement = this.scheduler.place(when, EventRequests.hint(utterance.text(), when));
		if (placement instanceof Placement.EndsBeforeStart) {
			return Answer
				.of(AssistantReply.confirmation("That would end before it starts. Which time should I check?"));
		}
		if (!(placement instanceof Placement.Fixed fixed) || fixed.note() != null) {
			// The note says a time of the day named has passed: the same time the next
			// day answers another question.
			return Answer.of(AssistantReply.confirmation("That time has already passed. Which time should I check?"));
		}
		Interval interval = fixed.interval();
		if (fixed.conflicts().isEmpty()) {
			return new Answer(AssistantReply.confirmation("Yes, you're free " + this.say.onSpan(interval) + "."),
					interval, false);
		}
		return new Answer(
				AssistantReply.confirmation(
						"No, " + this.say.span(interval) + " overlaps " + this.say.conflicts(fixed.conflicts()) + "."),
				interval, false);
	}

	/**
	 * "Am I free Thursday afternoon?": what is busy then, if anything, and the free time.
	 */
	private Answer freeThen(When when) {
		Answer slots = slots(when);
		List<Busy> busy = busyIn(when, slots);
		if (busy.isEmpty()) {
			return slots;
		}
		return new Answer(
				AssistantReply.confirmation(
						"Not all of it: you have " + this.say.conflicts(busy) + ". " + slots.reply().message()),
				slots.interval(), false);
	}

	/**
	 * "Any free time wednesday afternoon?": the free slots, and what is busy then when
	 * one day was said and some time of it is free.
	 */
	public Answer freeSlots(When when) {
		Answer slots = slots(when);
		List<Busy> busy = (when.date() != null && slots.reply().message().startsWith("You're free"))
				? busyIn(when, slots) : List.of();
		if (busy.isEmpty()) {
			return slots;
		}
		return new Answer(
				AssistantReply.confirmation(slots.reply().message() + " Busy then: " + this.say.conflicts(busy) + "."),
				slots.interval(), false);
	}

	/** What is busy in the windows of the day said; nothing without a day. */
	private List<Busy> busyIn(When when, Answer slots) {
		List<Busy> busy = new ArrayList<>();
		if (!when.hasDay() || slots.interval() == null) {
			return busy;
		}
		List<LocalDate> days = questionDays(when, 7);
		List<Interval> windows = this.scheduler.windows(days, when.part(), when.after(), when.before());
		for (Interval window : windows.subList(0, Math.min(windows.size(), 31))) {
			for (Busy event : this.conversation.calendar().busy(window.start(), window.end())) {
				if (!busy.contains(event)) {
					busy.add(event);
				}
			}
		}
		return busy;
	}

	private Answer slots(When when) {
		List<LocalDate> days = when.hasDay() ? questionDays(when, 7)
				: this.scheduler.days(this.scheduler.today(), this.scheduler.today().plusDays(6), false);
		if (days.isEmpty()) {
			return Answer.of(AssistantReply.confirmation("That day is over. Which day should I look at?"));
		}
		Duration shortest = (when.duration() != null) ? when.duration() : Duration.ofMinutes(30);
		List<Interval> windows = this.scheduler.windows(days, when.part(), when.after(), when.before());
		Interval span = new Interval(this.scheduler.day(days.get(0)).start(),
				this.scheduler.day(days.get(days.size() - 1)).end());
		if (windows.isEmpty()) {
			return new Answer(AssistantReply.confirmation("There's no working time left in that window."), span, false);
		}
		List<Interval> busy = this.conversation.calendar()
			.busy(windows.get(0).start(), windows.get(windows.size() - 1).end())
			.stream()
			.map(Busy::interval)
			.toList();
		List<Interval> free = SlotFinder.free(windows, busy, shortest, this.scheduler.earliestStart());
		if (free.isEmpty()) {
			return new Answer(AssistantReply.confirmation(
					"You have no free " + Say.duration(shortest) + " in that window within your working hours."), span,
					false);
		}
		List<String> items = new ArrayList<>();
		for (Interval slot : free.subList(0, Math.min(free.size(), 10))) {
			items.add(this.say.span(slot));
		}
		String more = (free.size() > 10) ? " (and " + (free.size() - 10) + " more)" : "";
		return new Answer(AssistantReply.confirmation("You're free " + String.join("; ", items) + more + "."), span,
				false);
	}

	/**
	 * "What's my next lecture?": the next event whose title names that kind (lecture,
	 * class, call, appointment), else the next event of any kind.
	 * @param text the message, lowercase
	 */
	public Answer nextEvent(String text) {
		Instant now = this.conversation.now();
		List<Busy> events = this.conversation.calendar().busy(now, now.plus(Duration.ofDays(60)));
		Matcher kind = NEXT_KIND.matcher(text);
		if (kind.find()) {
			for (Busy event : events) {
				if (!event.startTime().isBefore(now) && names(event.title(), kind.group("kind"))) {
					return next(event);
				}
			}
		}
		for (Busy event : events) {
			if (!event.startTime().isBefore(now)) {
				return next(event);
			}
		}
		return Answer.of(AssistantReply.confirmation("You have nothing on your calendar in the next 60 days."));
	}

	/**
	 * "When's my dentist appointment?": the next event (within 60 days) whose title
	 * shares the most words with the name asked about; kinds of event alone
	 * ("appointment", "meeting") do not name one.
	 * @param text the message, lowercase
	 */
	public Answer whenIs(String text) {
		return whenIs(text, null);
	}

	/**
	 * The event a question about when an event is names ("when is my guitar lesson":
	 * "guitar lesson"), or null when the text is no such question.
	 */
	public static @Nullable String askedAbout(String text) {
		Matcher asked = Intent.WHEN_IS_TEXT.matcher(text);
		if (!asked.find()) {
			return null;
		}
		for (String group : new String[] { "what", "who", "item", "still", "at" }) {
			if (asked.group(group) != null) {
				// "when's the dentist again": "again" is no word of its name
				return AGAIN.matcher(asked.group(group)).replaceFirst("");
			}
		}
		return null;
	}

	/**
	 * When an event is, on the day said when one is ("what time is my physio on
	 * wednesday": that day's, even when it has begun).
	 */
	public Answer whenIs(String text, @Nullable When when) {
		Matcher asked = Intent.WHEN_IS_TEXT.matcher(text);
		String what = text;
		if (asked.find()) {
			for (String group : new String[] { "what", "who", "item", "still", "at" }) {
				what = (asked.group(group) != null) ? asked.group(group) : what;
			}
		}
		List<String> words = Arrays.stream(what.split("[^\\p{L}\\d:']+"))
			.filter((word) -> word.length() >= 3 && !GENERIC.matcher(word).matches())
			.toList();
		Instant now = this.conversation.now();
		List<LocalDate> days = (when != null && when.hasDay()) ? questionDays(when, 7) : List.of();
		Instant from = days.isEmpty() ? now : days.get(0).atStartOfDay(this.preferences.zone()).toInstant();
		Instant until = days.isEmpty() ? now.plus(Duration.ofDays(60))
				: days.get(days.size() - 1).plusDays(1).atStartOfDay(this.preferences.zone()).toInstant();
		Busy best = null;
		int bestShared = 0;
		for (Busy event : this.conversation.calendar().busy(from, until)) {
			if (event.startTime().isBefore(from)) {
				continue;
			}
			int shared = 0;
			for (String word : words) {
				shared += names(event.title(), word) ? 1 : 0;
			}
			if (shared > bestShared) {
				best = event;
				bestShared = shared;
			}
		}
		if (best == null) {
			return Answer.of(AssistantReply.confirmation("I couldn't find \"" + what.strip() + "\" on your calendar "
					+ (days.isEmpty() ? "in the next 60 days." : "then.")));
		}
		Interval interval = new Interval(best.startTime(), best.endTime());
		String place = "";
		for (CalendarEvent event : this.conversation.calendar().events(best.startTime(), best.endTime())) {
			if (event.id().equals(best.id()) && event.location() != null && !event.location().isBlank()) {
				place = " at " + event.location();
			}
		}
		return new Answer(
				AssistantReply.confirmation("\"" + best.title() + "\" is " + this.say.onSpan(interval) + place + "."),
				interval, false);
	}

	private Answer next(Busy event) {
		Interval interval = new Interval(event.startTime(), event.endTime());
		return new Answer(
				AssistantReply
					.confirmation("Your next event is \"" + event.title() + "\", " + this.say.span(interval) + "."),
				interval, false);
	}

	/** Whether a title has a word that begins with the kind ("Statistics lecture"). */
	private static boolean names(String title, String kind) {
		String lower = title.toLowerCase(Locale.ROOT);
		for (int at = lower.indexOf(kind); at >= 0; at = lower.indexOf(kind, at + 1)) {
			if (at == 0 || !Character.isLetter(lower.charAt(at - 1))) {
				return true;
			}
		}
		return false;
	}

	public Answer due(When when) {
		Conversation.Assignments assignments = this.conversation.assignments();
		if (assignments == null) {
			return Answer.of(AssistantReply.confirmation("No assignments are synced yet, so I can't tell what's due. "
					+ "Once Canvas is connected I'll list them here; meanwhile, tell me what's due and I'll plan for it."));
		}
		Instant now = this.conversation.now();
		Instant until = (when.deadline() != null) ? this.scheduler.day(when.deadline()).start()
				: (when.lastDay() != null) ? this.scheduler.day(when.lastDay()).end()
						: (when.date() != null) ? this.scheduler.day(when.date()).end()
								: now.plus(Duration.ofDays(StudyRequests.ASSIGNMENT_HORIZON_DAYS));
		List<DueAssignment> due = assignments.due(now, until);
		if (due.isEmpty()) {
			return Answer.of(AssistantReply.confirmation("Nothing is due before "
					+ this.say.day(until.atZone(this.preferences.zone()).toLocalDate()) + "."));
		}
		List<String> items = new ArrayList<>();
		for (DueAssignment assignment : due) {
			items.add(assignment.title() + ((assignment.course() != null) ? " (" + assignment.course() + ")" : "")
					+ ", due "
					+ this.say.span(new Interval(assignment.dueAt(), assignment.dueAt())).replaceFirst("–.*$", ""));
		}
		return Answer.of(AssistantReply.confirmation("Due soon: " + String.join("; ", items) + "."));
	}

	public Answer unclear(Utterance utterance, When when) {
		if (!when.isEmpty()) {
			return Answer.needingSubject(
					"What should I put on your calendar then? Tell me what it is, for example \"Lunch with Sam\".");
		}
		String title = Details.title(utterance.remainder());
		if (title != null && title.split("\\s+").length <= 6) {
			return Answer.needingSubject("Should I schedule \"" + title
					+ "\"? Tell me when, for example \"tomorrow at 3pm\" or \"sometime next week\".");
		}
		return Answer.of(AssistantReply.confirmation("I'm not sure what you'd like me to do. I can schedule an event "
				+ "(\"lunch with Sam tomorrow at 12:30\"), plan study sessions (\"plan 6 hours of study for my exam on "
				+ "Dec 12\"), draft an e-mail (\"email sam@example.com that I'll be late\") or answer questions "
				+ "(\"what do I have tomorrow?\"). What would you like?"));
	}

	public static String help() {
		return "I can schedule events (\"lunch with Sam tomorrow at 12:30\", \"block 2 hours for deep work on Friday\"), "
				+ "plan study sessions before a deadline (\"plan 6 hours of study for my exam on Dec 12\"), draft "
				+ "e-mails (\"email sam@example.com that I'll be late\") and answer questions about your calendar "
				+ "(\"what do I have tomorrow?\", \"am I free Friday at 3?\"). Follow up with \"make it 4pm instead\" "
				+ "or \"yes\".";
	}

}
