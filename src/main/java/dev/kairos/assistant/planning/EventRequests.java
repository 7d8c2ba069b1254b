package dev.kairos.assistant.planning;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
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
import dev.kairos.assistant.language.Places;
import dev.kairos.assistant.language.Repeat;
import dev.kairos.assistant.language.Utterance;
import dev.kairos.assistant.language.When;
import dev.kairos.assistant.language.WhenParser;
import dev.kairos.assistant.planning.Scheduler.Placement;
import dev.kairos.shared.Reminder;
import dev.kairos.shared.ReminderMethod;
import dev.kairos.shared.Reminders;
import org.jspecify.annotations.Nullable;

/**
 * Propose one new event from what a message says: its title, place, description and time,
 * placed in the user's calendar.
 */
public final class EventRequests {

	/**
	 * The reminder of a task one asked to be reminded of: a notification at its start.
	 */
	static final Reminders REMIND_AT_START = Reminders.of(List.of(new Reminder(ReminderMethod.NOTIFICATION, 0)));

	private static final Pattern EVENING_ACTIVITY = Pattern
		.compile("\\b(?:dinner|supper|drinks|party|movie|concert|date\\s+night|happy\\s+hour|show|gig)\\b");

	private static final Pattern MORNING_ACTIVITY = Pattern.compile("\\b(?:breakfast)\\b");

	private static final Pattern LUNCH_ACTIVITY = Pattern.compile("\\b(?:lunch|brunch)\\b");

	private static final Pattern WHOLE_PART = Pattern
		.compile("\\b(?:block|reserve|hold|keep)\\s+(?:off|out|free)?\\s*(?:the\\s+|my\\s+)?(?:whole\\s+|entire\\s+)?");

	/**
	 * Words that ask for one more of an event that exists ("another yoga sat 10"), or a
	 * verb that adds one.
	 */
	/** How far ahead {@link #onlyEventMoved} looks for the one event of a name. */
	private static final Duration LOOK_AHEAD = Duration.ofDays(62);

	private static final Pattern ANOTHER = Pattern
		.compile("\\b(?:another|second|extra|additional|also|too|as\\s+well|one\\s+more|new)\\b"
				// a verb that adds: "schedule dentist appointment friday 3pm"
				+ "|^(?:(?:please|pls|can\\s+you|could\\s+you)\\s+)?(?:schedule|add|book|create|put|set\\s+up|plan)\\b");

	private final Conversation conversation;

	private final Preferences preferences;

	private final Scheduler scheduler;

	private final Say say;

	public EventRequests(Conversation conversation) {
		this.conversation = conversation;
		this.preferences = conversation.preferences();
		this.scheduler = new Scheduler(this.preferences, conversation.now(), conversation.calendar());
		this.say = new Say(this.preferences.zone(), conversation.now());
	}

	/**
	 * Propose the event a message asks for, or ask what or when.
	 */
	public Answer answer(Utterance utterance, When when, List<String> emails) {
		return answer(utterance, when, emails, null);
	}

	/**
	 * Propose the event a message asks for, repeating as it says, or ask what or when.
	 */
	public Answer answer(Utterance utterance, When when, List<String> emails, @Nullable Repeat repeat) {
		String quoted = Details.claimQuotedTitle(utterance);
		quoted = (quoted != null) ? quoted : Details.claimLabelledTitle(utterance);
		String location = Places.claim(utterance);
		String description = Details.claimDescription(utterance);
		String title = (quoted != null) ? quoted : Details.title(utterance.remainder());
		if (title == null && description != null) {
			// "90 minutes to review the budget tomorrow": the purpose is the subject.
			title = description;
			description = null;
		}
		if (!emails.isEmpty()) {
			String attendees = "Attendees: " + String.join(", ", emails);
			description = (description != null) ? description + "\n" + attendees : attendees;
		}
		boolean whole = WHOLE_PART.matcher(utterance.text()).find() && when.part() != null && when.start() == null
				&& when.duration() == null;
		if (title == null && (whole || when.isAllDay() && WHOLE_PART.matcher(utterance.text()).find())) {
			// "block off Friday afternoon": time kept free of anything else.
			title = "Busy";
		}
		if (title == null) {
			return Answer.needingSubject(
					"What should I put on your calendar? Tell me what it is and when, for example \"Lunch with Sam tomorrow at 12:30\".");
		}
		LocalDate first = null;
		if (repeat != null) {
			first = firstDay(repeat, when);
			if (first == null) {
				return Answer.of(AssistantReply.confirmation("I couldn't find a day when \"" + title
						+ "\" would happen in the next two years. How should it repeat?"));
			}
			when = new When(first, null, null, true, null, when.start(), when.end(), when.duration(), when.part(),
					when.after(), when.before(), null, false, when.open());
		}
		if (when.isEmpty()) {
			return Answer.needingSubject("When should I schedule \"" + title
					+ "\"? Give me a day and time (\"tomorrow at 3pm\") or a window (\"sometime next week\").");
		}
		if (whole) {
			when = wholePart(when);
		}
		Placement placement = this.scheduler.place(when, hint(utterance.text(), when));
		if (placement instanceof Placement.Past) {
			return Answer.of(AssistantReply
				.confirmation("That time has already passed. When should I schedule \"" + title + "\" instead?"));
		}
		if (placement instanceof Placement.NoRoom noRoom) {
			return Answer.of(AssistantReply.confirmation(noRoom(title, noRoom)));
		}
		if (placement instanceof Placement.EndsBeforeStart backwards) {
			String end = backwards.end().equals(backwards.start())
					? " as it starts, at " + this.say.time(backwards.end()) : " at " + this.say.time(backwards.end())
							+ ", before it starts at " + this.say.time(backwards.start());
			return Answer
				.of(AssistantReply.confirmation("That would end \"" + title + "\"" + end + ". When should it end?"));
		}
		Placement.Fixed fixed = (Placement.Fixed) placement;
		Answer moved = (repeat == null && when.start() != null && !when.isAllDay() && location == null
				&& !ANOTHER.matcher(utterance.text()).find()) ? sameEventMoved(title, when, fixed) : null;
		if (moved == null && repeat == null && when.date() != null && when.start() != null && !when.isAllDay()
				&& location == null && !ANOTHER.matcher(utterance.text()).find()) {
			moved = onlyEventMoved(title, fixed);
		}
		if (moved != null) {
			return moved;
		}
		List<String> recurrence = null;
		String repeats = "";
		if (repeat != null && first != null) {
			LocalDate day = fixed.interval().start().atZone(this.preferences.zone()).toLocalDate();
			recurrence = Repeats.lines(repeat, day, this.preferences.zone());
			repeats = " It repeats " + Repeats.describe(repeat, day, this.say) + ".";
		}
		ProposedEvent event = new ProposedEvent(title, fixed.interval().start(), fixed.interval().end(), description,
				location, null, recurrence, this.preferences.zone().getId(), Action.CREATE, null, null,
				fixed.conflicts());
		if (when.isAllDay()) {
			// "all day on the 14th": midnight to midnight, as an all-day event.
			event = event.withAllDay(true);
		}
		if (Details.TASK.matcher(utterance.text()).find()) {
			// "remind me to call mom at 6": a reminder when it starts.
			event = event.withReminders(REMIND_AT_START);
		}
		String message = proposalMessage(event, when, fixed.note());
		return new Answer(AssistantReply.proposal(message.replaceFirst("\\.( |$)", "." + repeats + "$1"), event),
				fixed.interval(), false);
	}

	/**
	 * The event of the same name on the day said, moved to the time said instead
	 * ("theatre sat 7pm to 10pm" when "Theatre" is on Saturday at 7:30, "running club
	 * this wed at 7:30", "lab meeting a week from tomorrow at 10"), an occurrence of a
	 * series too: nobody means a second one that day. It keeps its length unless an end
	 * or a length is said; null when there is no such event, or it is synced or all-day
	 * (then the new event is proposed).
	 */
	private @Nullable Answer sameEventMoved(String title, When when, Placement.Fixed fixed) {
		String name = plainName(title);
		ZoneId zone = this.preferences.zone();
		Instant start = fixed.interval().start();
		LocalDate day = start.atZone(zone).toLocalDate();
		Instant midnight = day.atStartOfDay(zone).toInstant();
		for (CalendarEvent event : this.conversation.calendar()
			.events(midnight, day.plusDays(1).atStartOfDay(zone).toInstant())) {
			// "lab meeting a week from tomorrow at 10": that day's, at any time
			if (!plainName(event.title()).equals(name) || !event.startTime().atZone(zone).toLocalDate().equals(day)
					|| !event.startTime().isAfter(this.conversation.now())) {
				continue;
			}
			if (!event.editable() || event.allDay()) {
				return null;
			}
			Instant end = (when.end() != null || when.duration() != null) ? fixed.interval().end()
					: start.plus(Duration.between(event.startTime(), event.endTime()));
			return moved(event, start, end);
		}
		return null;
	}

	/**
	 * The one event to come of the same name, a one-off, moved to the day and time said
	 * ("dentist appt 11/12 at 9am" when "Dentist" is on the 4th and nothing else of that
	 * name is planned): without a verb that adds, a name and a new day is a move. It
	 * keeps its length; null when no such event or more than one is planned in the weeks
	 * the finder looks at, or it is part of a series, synced or all-day.
	 */
	private @Nullable Answer onlyEventMoved(String title, Placement.Fixed fixed) {
		String name = kindlessName(title);
		Instant now = this.conversation.now();
		List<CalendarEvent> same = this.conversation.calendar()
			.events(now, now.plus(LOOK_AHEAD))
			.stream()
			.filter((candidate) -> kindlessName(candidate.title()).equals(name))
			.toList();
		if (same.size() != 1 || !same.get(0).editable() || same.get(0).allDay() || same.get(0).seriesId() != null
				|| same.get(0).startTime().isBefore(now)) {
			return null;
		}
		CalendarEvent event = same.get(0);
		Instant start = fixed.interval().start();
		Instant end = start.plus(Duration.between(event.startTime(), event.endTime()));
		return moved(event, start, end);
	}

	/** The proposal to move an event from where it is to a new start and end. */
	private Answer moved(CalendarEvent event, Instant start, Instant end) {
		List<Busy> conflicts = this.conversation.calendar().busy(start, end, event.id());
		ProposedEvent proposal = ProposedEvent.change(event, Action.UPDATE, event.title(), start, end, event.location(),
				this.preferences.zone(), conflicts);
		String message = "Move \"" + event.title() + "\" (" + this.say.span(event.interval()) + ") to "
				+ this.say.span(proposal.interval()) + ". " + this.say.changeClosing(conflicts);
		return new Answer(AssistantReply.proposal(message, proposal), proposal.interval(), false);
	}

	/** {@link #plainName} without "appointment" last: "Dentist appt" as "dentist". */
	private static String kindlessName(String title) {
		return plainName(title).replaceFirst("(?:appointment|appt)$", "");
	}

	/** A name without case, spaces or signs: "Running club" as "runningclub". */
	private static String plainName(String title) {
		return title.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]", "");
	}

	/**
	 * "Block off Friday afternoon": all of that part of the day (what is left of it
	 * today), fixed, so that what is busy in it is reported; without a single day, a free
	 * stretch as long as the part.
	 */
	private When wholePart(When when) {
		LocalTime partStart = when.part().start(this.preferences.workingHours());
		LocalTime partEnd = when.part().end(this.preferences.workingHours());
		Duration whole = Duration.between(partStart, partEnd);
		if (whole.isNegative() || whole.isZero()) {
			whole = whole.plusDays(1);
		}
		LocalDateTime exact = null;
		if (when.date() != null) {
			exact = when.date().atTime(partStart);
			LocalDateTime earliest = LocalDateTime.ofInstant(this.scheduler.earliestStart(), this.preferences.zone());
			if (!earliest.isBefore(exact.plus(whole))) {
				// Over already: the placement says so.
				exact = null;
			}
			else if (exact.isBefore(earliest)) {
				whole = Duration.between(earliest, exact.plus(whole));
				exact = earliest;
			}
		}
		return new When(when.date(), when.firstDay(), when.lastDay(), when.anyDay(), when.deadline(), null, null, whole,
				when.part(), when.after(), when.before(), exact, when.past(), when.open());
	}

	/**
	 * The first day a repeating event happens: from today (or the day the message names),
	 * skipping today when the time said has passed.
	 */
	private @Nullable LocalDate firstDay(Repeat repeat, When when) {
		LocalDate from = (when.date() != null) ? when.date() : this.scheduler.today();
		LocalDate first = Repeats.firstDay(repeat, from);
		if (first != null && first.equals(this.scheduler.today()) && when.start() != null) {
			int minutes = ClockTime.range(when.start(), when.end(), when.part(), this.preferences.defaultDuration())[0];
			if (!this.scheduler.instant(first, minutes).isAfter(this.scheduler.now())) {
				first = Repeats.firstDay(repeat, first.plusDays(1));
			}
		}
		return first;
	}

	/** The part of the day what the event is suggests: dinner in the evening. */
	static @Nullable PartOfDay hint(String text, When when) {
		if (when.part() != null) {
			return null;
		}
		if (EVENING_ACTIVITY.matcher(text).find()) {
			return PartOfDay.EVENING;
		}
		if (MORNING_ACTIVITY.matcher(text).find()) {
			return PartOfDay.MORNING;
		}
		if (LUNCH_ACTIVITY.matcher(text).find()) {
			return PartOfDay.LUNCH;
		}
		return null;
	}

	private String proposalMessage(ProposedEvent event, When when, @Nullable String note) {
		Interval interval = event.interval();
		StringBuilder message = new StringBuilder();
		if (note != null) {
			message.append(note).append(' ');
		}
		if (!when.hasStart() && event.conflicts().isEmpty()) {
			message.append("The earliest free ")
				.append(Say.duration(interval.duration()))
				.append(" for \"")
				.append(event.title())
				.append("\" is ")
				.append(this.say.span(interval))
				.append('.');
		}
		else if (event.allDay()) {
			LocalDate day = interval.start().atZone(this.preferences.zone()).toLocalDate();
			LocalDate last = interval.end().atZone(this.preferences.zone()).toLocalDate().minusDays(1);
			// "all day Thursday, April 15 to Friday, April 16": every day of a run said
			message.append("\"").append(event.title()).append("\" all day ").append(this.say.day(day));
			message.append(last.isAfter(day) ? " to " + this.say.day(last) + "." : ".");
		}
		else {
			message.append("\"").append(event.title()).append("\" ").append(this.say.onSpan(interval)).append('.');
		}
		if (event.location() != null) {
			message.append(" Location: ").append(event.location()).append('.');
		}
		if (!event.conflicts().isEmpty()) {
			message.append(" It overlaps ")
				.append(this.say.conflicts(event.conflicts()))
				.append("; you can still keep both, or ask me to move it.");
		}
		else {
			message.append(" Confirm it to add it to your calendar.");
		}
		return message.toString();
	}

	private String noRoom(String title, Placement.NoRoom noRoom) {
		String where = (noRoom.days().size() == 1) ? this.say.day(noRoom.days().get(0))
				: "between " + this.say.day(noRoom.days().get(0)) + " and "
						+ this.say.day(noRoom.days().get(noRoom.days().size() - 1));
		String hours = (noRoom.part() != null)
				? "in the " + noRoom.part().name().toLowerCase(Locale.ROOT).replace('_', ' ')
				: "within your working hours (" + this.preferences.workingHours().start() + "–"
						+ this.preferences.workingHours().end() + ")";
		return "I couldn't find a free " + Say.duration(noRoom.length()) + " for \"" + title + "\" " + where + " "
				+ hours + ". Which other day or time should I try?";
	}

	/**
	 * Whether words read as a day and name no kind of place ("st georges day", "the
	 * second tuesday in april"; not "the music shop on 3rd").
	 */
	static boolean saysADay(Conversation conversation, String words) {
		Preferences preferences = conversation.preferences();
		return WhenParser
			.parse(new Utterance(words), LocalDateTime.ofInstant(conversation.now(), preferences.zone()),
					preferences.weekStart(), preferences.dateOrder(), preferences.holidays())
			.hasDay() && Places.claim(new Utterance("at " + words)) == null;
	}

}
