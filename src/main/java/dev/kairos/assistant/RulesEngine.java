package dev.kairos.assistant;

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

import dev.kairos.assistant.Scheduler.Placement;
import org.jspecify.annotations.Nullable;

/**
 * The built-in engine: answers a message with rules, no network and no model. It reads
 * the message ({@link WhenParser}, {@link Details}, {@link Intent}), looks at the user's
 * busy time and settings, and proposes an event, a study plan, an e-mail draft, or a
 * direct answer. Follow-ups ("make it 4pm instead", "yes") change or repeat the last
 * proposal of the history.
 */
final class RulesEngine {

	private static final Pattern CONFIRM = Pattern
		.compile("^(?:yes|yep|yeah|yup|sure|ok|okay|confirm|confirmed|sounds\\s+good"
				+ "|looks\\s+good|perfect|great|do\\s+it|book\\s+it|go\\s+ahead|please\\s+do|that\\s+works|works\\s+for\\s+me|that'?s"
				+ "\\s+fine|fine|correct|right|exactly|add\\s+it|schedule\\s+it|save\\s+it|lock\\s+it\\s+in)(?:[\\s,!.]+(?:please|thanks"
				+ "|thank\\s+you|yes|book\\s+it|do\\s+it|confirm))*[\\s!.]*$");

	private static final Pattern REJECT = Pattern
		.compile("^(?:no|nope|nah|cancel|cancel\\s+(?:it|that)|never\\s*mind|forget\\s+(?:it"
				+ "|that)|don'?t|stop|scratch\\s+that|drop\\s+it)(?:[\\s,!.]+(?:thanks|thank\\s+you))?[\\s!.]*$");

	private static final Pattern FOLLOW_UP = Pattern
		.compile("^(?:(?:no|nah|actually|hmm|ok|okay|and|but|please|also|wait|sorry)"
				+ "[,\\s]+)*(?:(?:can|could|would)\\s+(?:you|we)\\s+)?(?:make\\s+(?:it|that)|change\\s+(?:it|that|the\\s+\\w+)|move\\s+(?:it"
				+ "|that)|reschedule\\s+(?:it|that)|push\\s+(?:it|that)|shift\\s+(?:it|that)|bring\\s+(?:it|that)|put\\s+(?:it|that)"
				+ "|call\\s+(?:it|that)|rename\\s+(?:it|that)?|name\\s+(?:it|that)|title\\s+(?:it|that)|set\\s+(?:it|that)"
				+ "|how\\s+about|what\\s+about|try|instead|let'?s\\s+(?:do|make\\s+it|say)|(?:at|on|for|from|in)\\b|an?\\s+hour"
				+ "|\\d+\\s*(?:min|minutes|hours?|h)\\b|half\\s+an\\s+hour|earlier|later)|.*\\binstead\\b");

	private static final Pattern RENAME = Pattern.compile(
			"(?:call|rename|name|title)\\s+(?:it|that)?\\s*(?:to\\s+|as\\s+)?[\"']?(?<title>[^\"']+?)[\"']?[\\s.!]*$");

	private static final Pattern SHIFT = Pattern
		.compile("(?:(?:push|move|shift|bring|put)\\s+(?:it|that)\\s+(?<dir>back|forward|later"
				+ "|earlier|up|out|ahead)\\s+(?:by\\s+)?(?<amount>" + Numbers.ANY
				+ "\\s*(?:hours?|hrs?|h|minutes?|mins?))" + "|(?<amount2>" + Numbers.ANY
				+ "\\s*(?:hours?|hrs?|h|minutes?|mins?))\\s+(?<dir2>later|earlier|sooner))");

	private static final Pattern RELOCATE = Pattern
		.compile("(?:move|change|put|set)\\s+(?:it|that|the\\s+(?:location|place|venue|room))"
				+ "\\s+to\\s+(?<loc>.+?)[\\s.!]*$");

	private static final Pattern AMOUNT = Pattern
		.compile("(?<n>" + Numbers.ANY + ")\\s*(?<unit>hours?|hrs?|h|minutes?|mins?)");

	private static final Pattern EVENING_ACTIVITY = Pattern
		.compile("\\b(?:dinner|supper|drinks|party|movie|concert|date\\s+night|happy\\s+hour|show|gig)\\b");

	private static final Pattern MORNING_ACTIVITY = Pattern.compile("\\b(?:breakfast)\\b");

	private static final Pattern LUNCH_ACTIVITY = Pattern.compile("\\b(?:lunch|brunch)\\b");

	private static final Pattern WHOLE_PART = Pattern
		.compile("\\b(?:block|reserve|hold|keep)\\s+(?:off|out|free)?\\s*(?:the\\s+|my\\s+)?(?:whole\\s+|entire\\s+)?");

	private static final Pattern GENERIC_TARGET = Pattern
		.compile("(?i)^(?:(?:my|the|all|all\\s+my|three|two|some|these|those|upcoming"
				+ "|\\d+)\\s+)*(?:assignments|homework|exams|tests|deadlines|quizzes|papers|essays|projects|coursework|classes)$");

	private static final Pattern EXAM_LIKE = Pattern.compile("\\b(?:exams?|midterms?|finals?|tests?)\\b");

	private static final Pattern QUIZ = Pattern.compile("\\bquiz(?:zes)?\\b");

	private static final Pattern TARGET_NOUN = Pattern
		.compile("(?i)^(?:exams?|midterms?|finals?|tests?|quiz(?:zes)?|assignments?"
				+ "|homework|hw|essays?|papers?|projects?|problem|sets?|psets?|reports?|coursework|thesis|dissertation"
				+ "|presentations?|readings?|chapters?|labs?|worksheets?|deliverables?|challenge|study)$");

	private static final Pattern TARGET_STOP = Pattern
		.compile("(?i)^(?:my|the|a|an|our|for|on|to|of|study|studying|revise"
				+ "|revising|revision|review|reviewing|prepare|preparing|prep|plan|help|me|with|and|i|need|have|get|ready|finish"
				+ "|complete|work|cram|schedule|sessions?|upcoming|next|big|some|time|hours?|minutes?|about|around|please|can|you"
				+ "|could|would|make|create|set|up|this|that|is|it|in|at|by|due|before|until|want|should|when|how|what|do"
				+ "|spread|split|out|over|start|starting|so|just|total|of|week|weeks|days?|learn|all)$");

	/** Study time a target needs when the message says none (see docs/assistant.md). */
	static final int EXAM_MINUTES = 360;

	static final int QUIZ_MINUTES = 120;

	static final int OTHER_MINUTES = 180;

	/** With no due date, a named effort is spread over this many days. */
	static final int DEFAULT_PLAN_DAYS = 7;

	/** With no named target, the plan covers everything due this many days ahead. */
	static final int ASSIGNMENT_HORIZON_DAYS = 14;

	private final Conversation conversation;

	private final Preferences preferences;

	private final Scheduler scheduler;

	private final Say say;

	private RulesEngine(Conversation conversation) {
		this.conversation = conversation;
		this.preferences = conversation.preferences();
		this.scheduler = new Scheduler(this.preferences, conversation.now(), conversation.calendar());
		this.say = new Say(this.preferences.zone(), conversation.now());
	}

	/**
	 * Answer a message.
	 * @param message what the user said
	 * @param history earlier turns, oldest first
	 * @param conversation what the engine knows
	 * @return the reply, with the interval it is about (for evaluation)
	 */
	static Answer answer(String message, List<Turn> history, Conversation conversation) {
		return new RulesEngine(conversation).answer(message, history);
	}

	private Answer answer(String message, List<Turn> history) {
		ProposedEvent last = lastProposal(history);
		if (last != null) {
			Answer followUp = followUp(message, last);
			if (followUp != null) {
				return followUp;
			}
		}
		Answer answer = fresh(message);
		if (answer.reply().type() == ReplyType.CONFIRMATION && answer.needsSubject()) {
			// "tomorrow at 3" after "When should I schedule the meeting?": both together.
			String previous = lastUserMessage(history);
			if (previous != null) {
				Answer combined = fresh(previous + " " + message);
				if (combined.reply().type() != ReplyType.CONFIRMATION) {
					return combined;
				}
			}
		}
		return answer;
	}

	private Answer fresh(String message) {
		Utterance utterance = new Utterance(message);
		List<String> emails = Details.claimEmails(utterance);
		LocalDateTime now = LocalDateTime.ofInstant(this.conversation.now(), this.preferences.zone());
		When when = WhenParser.parse(utterance, now, this.preferences.weekStart(), this.preferences.dateOrder());
		Intent intent = Intent.of(utterance.text(), when);
		return switch (intent) {
			case EVENT -> event(utterance, when, emails);
			case STUDY -> study(utterance, when);
			case EMAIL -> email(message, emails);
			case AGENDA -> agenda(when);
			case FREE_CHECK -> freeCheck(utterance, when);
			case FREE_SLOTS -> freeSlots(when);
			case NEXT_EVENT -> nextEvent();
			case DUE -> due(when);
			case HELP -> Answer.of(AssistantReply.confirmation(help()));
			case THANKS -> Answer.of(AssistantReply.confirmation("You're welcome! Anything else I can schedule?"));
			case GREETING -> Answer.of(AssistantReply.confirmation("Hi! " + help()));
			case CHANGE_EXISTING ->
				Answer.of(AssistantReply.confirmation("I can only propose new events. To move or rename "
						+ "an existing one, send PATCH /api/events with its id; to cancel it, DELETE /api/events?id=... "
						+ "Want me to propose a new time for it instead? Tell me what and when."));
			case UNCLEAR -> unclear(utterance, when);
		};
	}

	private Answer event(Utterance utterance, When when, List<String> emails) {
		String location = Details.claimLocation(utterance);
		String description = Details.claimDescription(utterance);
		String title = Details.title(utterance.remainder());
		if (title == null && description != null) {
			// "90 minutes to review the budget tomorrow": the purpose is the subject.
			title = description;
			description = null;
		}
		if (!emails.isEmpty()) {
			String attendees = "Attendees: " + String.join(", ", emails);
			description = (description != null) ? description + "\n" + attendees : attendees;
		}
		if (title == null) {
			return Answer.needingSubject(AssistantReply.confirmation(
					"What should I put on your calendar? Tell me what it is and when, for example \"Lunch with Sam tomorrow at 12:30\"."));
		}
		if (when.isEmpty()) {
			return Answer.needingSubject(AssistantReply.confirmation("When should I schedule \"" + title
					+ "\"? Give me a day and time (\"tomorrow at 3pm\") or a window (\"sometime next week\")."));
		}
		if (WHOLE_PART.matcher(utterance.text()).find() && when.part() != null && when.start() == null
				&& when.duration() == null) {
			// "block off Friday afternoon": all of it.
			Duration whole = Duration.between(when.part().start(this.preferences.workingHours()),
					when.part().end(this.preferences.workingHours()));
			when = new When(when.date(), when.firstDay(), when.lastDay(), when.anyDay(), when.deadline(), null, null,
					whole, when.part(), when.after(), when.before(), when.exact(), when.past(), when.open());
		}
		Placement placement = this.scheduler.place(when, hint(utterance.text(), when));
		if (placement instanceof Placement.Past) {
			return Answer.of(AssistantReply
				.confirmation("That time has already passed. When should I schedule \"" + title + "\" instead?"));
		}
		if (placement instanceof Placement.NoRoom noRoom) {
			return Answer.of(AssistantReply.confirmation(noRoom(title, noRoom)));
		}
		Placement.Fixed fixed = (Placement.Fixed) placement;
		ProposedEvent event = new ProposedEvent(title, fixed.interval().start(), fixed.interval().end(), description,
				location, null, fixed.conflicts());
		return new Answer(AssistantReply.proposal(proposalMessage(event, when, fixed.note()), event), fixed.interval(),
				false);
	}

	private @Nullable PartOfDay hint(String text, When when) {
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
		else {
			message.append("\"").append(event.title()).append("\" ").append(this.say.onSpan(interval)).append('.');
		}
		if (event.location() != null) {
			message.append(" Location: ").append(event.location()).append('.');
		}
		if (!event.conflicts().isEmpty()) {
			message.append(" It overlaps ")
				.append(this.say.conflicts(event.conflicts()))
				.append("; confirm with \"force\": true to keep it anyway, or ask me to move it.");
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

	// Follow-ups -----------------------------------------------------------------

	private static @Nullable ProposedEvent lastProposal(List<Turn> history) {
		for (int i = history.size() - 1; i >= 0; i--) {
			Turn turn = history.get(i);
			if (!turn.fromUser() && turn.proposedEvent() != null) {
				return turn.proposedEvent();
			}
			if (!turn.fromUser()) {
				return null;
			}
		}
		return null;
	}

	private static @Nullable String lastUserMessage(List<Turn> history) {
		if (history.size() < 2) {
			return null;
		}
		Turn assistant = history.get(history.size() - 1);
		Turn user = history.get(history.size() - 2);
		return (!assistant.fromUser() && assistant.proposedEvent() == null && user.fromUser()) ? user.content() : null;
	}

	private @Nullable Answer followUp(String message, ProposedEvent last) {
		String text = new Utterance(message.strip()).text().replaceAll("\\s+", " ");
		if (CONFIRM.matcher(text).matches()) {
			if (last.startTime().isBefore(this.conversation.now())) {
				return Answer.of(AssistantReply.confirmation("\"" + last.title() + "\" was set for "
						+ this.say.span(last.interval()) + ", which has passed. When should it be instead?"));
			}
			List<Busy> conflicts = this.conversation.calendar().busy(last.startTime(), last.endTime());
			ProposedEvent event = last.withTimes(last.startTime(), last.endTime(), conflicts);
			String message2 = "Great: \"" + event.title() + "\" " + this.say.onSpan(event.interval())
					+ ". Send it to POST /api/assistant/confirm to add it to your calendar."
					+ (conflicts.isEmpty() ? "" : " It overlaps " + this.say.conflicts(conflicts) + ".");
			return new Answer(AssistantReply.proposal(message2, event), event.interval(), false);
		}
		if (REJECT.matcher(text).matches()) {
			return Answer.of(AssistantReply.confirmation("OK, I won't schedule \"" + last.title() + "\"."));
		}
		if (!FOLLOW_UP.matcher(text).find()) {
			return null;
		}
		Matcher rename = RENAME.matcher(message.strip());
		if (rename.find() && text.matches("(?s).*\\b(?:call|rename|name|title)\\b.*")) {
			String title = rename.group("title").strip();
			if (!title.isEmpty() && title.length() <= 200) {
				ProposedEvent event = last.withTitle(title);
				return changed(event, "Renamed it to \"" + title + "\".");
			}
		}
		Matcher shift = SHIFT.matcher(text);
		if (shift.find()) {
			String amountText = (shift.group("amount") != null) ? shift.group("amount") : shift.group("amount2");
			String direction = (shift.group("dir") != null) ? shift.group("dir") : shift.group("dir2");
			Duration amount = amount(amountText);
			if (amount != null) {
				boolean earlier = direction.matches("forward|earlier|up|sooner|ahead");
				Duration delta = earlier ? amount.negated() : amount;
				return moved(last, last.startTime().plus(delta), last.endTime().plus(delta), false);
			}
		}
		Utterance utterance = new Utterance(message);
		Details.claimEmails(utterance);
		LocalDateTime now = LocalDateTime.ofInstant(this.conversation.now(), this.preferences.zone());
		When when = WhenParser.parse(utterance, now, this.preferences.weekStart(), this.preferences.dateOrder());
		Matcher relocate = RELOCATE.matcher(text);
		if (when.isEmpty()) {
			String location = Details.claimLocation(utterance);
			if (location == null && relocate.find()) {
				location = Details.capitalize(message.strip()
					.substring(relocate.start("loc"), relocate.end("loc"))
					.replaceFirst("(?i)^(?:the)\\s+", ""));
			}
			if (location != null) {
				return changed(last.withLocation(location), "Moved it to " + location + ".");
			}
			return null;
		}
		return retimed(last, when);
	}

	/** Apply what a follow-up says about when to the last proposal. */
	private @Nullable Answer retimed(ProposedEvent last, When when) {
		ZonedDateTime start = last.startTime().atZone(this.preferences.zone());
		Duration length = Duration.between(last.startTime(), last.endTime());
		LocalDate day = start.toLocalDate();
		boolean dayNamed = false;
		if (when.date() != null) {
			day = when.date();
			dayNamed = true;
		}
		else if (when.firstDay() != null) {
			day = when.firstDay();
			dayNamed = true;
		}
		if (when.exact() != null) {
			Instant from = this.scheduler.instant(when.exact());
			return moved(last, from, from.plus((when.duration() != null) ? when.duration() : length), true);
		}
		if (when.start() != null) {
			Duration newLength = (when.duration() != null) ? when.duration() : length;
			int[] minutes = Scheduler.minutes(when.start(), when.end(), when.part(), newLength);
			Instant from = this.scheduler.instant(day, minutes[0]);
			Instant to = this.scheduler.instant(day, minutes[1]);
			if (from.isBefore(this.conversation.now()) && !dayNamed) {
				from = this.scheduler.instant(day.plusDays(1), minutes[0]);
				to = this.scheduler.instant(day.plusDays(1), minutes[1]);
			}
			return moved(last, from, to, true);
		}
		if (when.duration() != null && !dayNamed) {
			return moved(last, last.startTime(), last.startTime().plus(when.duration()), true);
		}
		if (dayNamed) {
			int minutes = start.getHour() * 60 + start.getMinute();
			Instant from = this.scheduler.instant(day, minutes);
			Duration newLength = (when.duration() != null) ? when.duration() : length;
			return moved(last, from, from.plus(newLength), true);
		}
		if (when.part() != null) {
			Placement placement = this.scheduler.place(new When(day, null, null, false, null, null, null, length,
					when.part(), null, null, null, false, true), null);
			if (placement instanceof Placement.Fixed fixed) {
				return moved(last, fixed.interval().start(), fixed.interval().end(), true);
			}
		}
		return null;
	}

	private Answer moved(ProposedEvent last, Instant start, Instant end, boolean said) {
		if (start.isBefore(this.conversation.now())) {
			return Answer.of(AssistantReply
				.confirmation("That would put \"" + last.title() + "\" in the past. When should it be instead?"));
		}
		if (!end.isAfter(start)) {
			return Answer.of(AssistantReply
				.confirmation("That would end \"" + last.title() + "\" before it starts. How long should it be?"));
		}
		List<Busy> conflicts = this.conversation.calendar().busy(start, end);
		ProposedEvent event = last.withTimes(start, end, conflicts);
		return changed(event, "Moved \"" + event.title() + "\" to " + this.say.span(event.interval()) + ".");
	}

	private Answer changed(ProposedEvent event, String what) {
		String message = what
				+ (event.conflicts().isEmpty() ? " Confirm it to add it to your calendar." : " It overlaps "
						+ this.say.conflicts(event.conflicts()) + "; confirm with \"force\": true to keep it anyway.");
		return new Answer(AssistantReply.proposal(message, event), event.interval(), false);
	}

	private static @Nullable Duration amount(String text) {
		Matcher m = AMOUNT.matcher(text);
		if (!m.find()) {
			return null;
		}
		Double n = Numbers.parse(m.group("n"));
		if (n == null || n <= 0) {
			return null;
		}
		long minutes = Math.round(m.group("unit").startsWith("h") ? n * 60 : n);
		return Duration.ofMinutes(minutes);
	}

	// Study plans ----------------------------------------------------------------

	private Answer study(Utterance utterance, When when) {
		String text = utterance.text();
		String target = studyTarget(utterance.remainder());
		if (target != null && GENERIC_TARGET.matcher(target).matches()) {
			// "my assignments" names no single target: plan for all of them.
			target = null;
		}
		Integer effort = (when.duration() != null) ? Integer.valueOf((int) when.duration().toMinutes()) : null;
		Instant now = this.conversation.now();
		Instant due = dueFromMessage(when, text);
		Instant from = this.scheduler.earliestStart();
		if (when.firstDay() != null && when.date() == null && when.deadline() == null) {
			Instant spanStart = this.scheduler.day(when.firstDay()).start();
			from = spanStart.isAfter(from) ? spanStart : from;
		}
		List<StudyPlanner.Target> targets = new ArrayList<>();
		if (target != null) {
			DueAssignment match = match(target, due);
			String title = (match != null) ? match.title() : Details.capitalize(target);
			Instant dueAt = (due != null) ? due : (match != null) ? match.dueAt() : null;
			if (dueAt == null) {
				if (effort == null) {
					return Answer.of(AssistantReply.confirmation(noDueDate(title)));
				}
				dueAt = this.scheduler.day(this.scheduler.today().plusDays(DEFAULT_PLAN_DAYS)).start();
			}
			int minutes = (effort != null) ? effort : defaultEffort(title.toLowerCase(Locale.ROOT) + " " + text);
			StudyPlan.Assignment assignment = (match != null)
					? new StudyPlan.Assignment(match.id(), match.title(), dueAt, match.course())
					: new StudyPlan.Assignment(null, title, dueAt, null);
			targets.add(new StudyPlanner.Target(title, dueAt, minutes, assignment));
		}
		else if (due != null && (effort != null || this.conversation.assignments() == null)) {
			int minutes = (effort != null) ? effort : OTHER_MINUTES;
			targets.add(
					new StudyPlanner.Target("Study", due, minutes, new StudyPlan.Assignment(null, "Study", due, null)));
		}
		else {
			Conversation.Assignments assignments = this.conversation.assignments();
			if (assignments == null) {
				if (effort != null) {
					Instant dueAt = this.scheduler.day(this.scheduler.today().plusDays(DEFAULT_PLAN_DAYS)).start();
					targets.add(new StudyPlanner.Target("Study", dueAt, effort,
							new StudyPlan.Assignment(null, "Study", dueAt, null)));
				}
				else {
					return Answer
						.of(AssistantReply.confirmation("No assignments are synced yet, so I can't see what's due. "
								+ "Which assignment or exam should I plan for, and when is it due? For example \"plan 6 hours"
								+ " of study for my exam on Dec 12\"."));
				}
			}
			else {
				Instant until = (due != null) ? due
						: this.scheduler.day(this.scheduler.today().plusDays(ASSIGNMENT_HORIZON_DAYS)).start();
				for (DueAssignment assignment : assignments.due(now, until)) {
					int minutes = defaultEffort(assignment.title().toLowerCase(Locale.ROOT));
					targets.add(new StudyPlanner.Target(assignment.title(), assignment.dueAt(), minutes,
							new StudyPlan.Assignment(assignment.id(), assignment.title(), assignment.dueAt(),
									assignment.course())));
				}
				if (targets.isEmpty()) {
					return Answer.of(AssistantReply.confirmation("Nothing is due before "
							+ this.say.day(until.atZone(this.preferences.zone()).toLocalDate())
							+ ", so there is nothing to plan. " + "Tell me what to study for and when it's due."));
				}
			}
		}
		return plan(targets, from);
	}

	private Answer plan(List<StudyPlanner.Target> targets, Instant from) {
		Instant until = targets.stream().map(StudyPlanner.Target::due).max(Instant::compareTo).orElse(from);
		List<Interval> busy = this.conversation.calendar()
			.busy(from, until.isAfter(from) ? until : from.plusSeconds(1))
			.stream()
			.map(Busy::interval)
			.toList();
		StudyPlanner.Result result = StudyPlanner.plan(targets, from, this.preferences, busy);
		List<ProposedEvent> sessions = new ArrayList<>();
		int[] numbers = new int[targets.size()];
		for (StudyPlanner.Session session : result.sessions()) {
			int index = targets.indexOf(session.target());
			numbers[index]++;
			long count = result.sessions().stream().filter((s) -> s.target() == session.target()).count();
			String description = "Session " + numbers[index] + " of " + count + " for " + session.target().title()
					+ " (due " + this.say.span(new Interval(session.target().due(), session.target().due()))
						.replaceFirst(",[^,]*$", "")
					+ ").";
			sessions.add(new ProposedEvent("Study: " + session.target().title(), session.interval().start(),
					session.interval().end(), description, null, null, List.of()));
		}
		String title = (targets.size() == 1) ? "Study plan: " + targets.get(0).title()
				: "Study plan: " + targets.size() + " assignments";
		StudyPlan plan = new StudyPlan(title, sessions, targets.stream().map(StudyPlanner.Target::assignment).toList(),
				result.unplacedMinutes());
		int placedMinutes = sessions.stream().mapToInt((s) -> (int) s.interval().duration().toMinutes()).sum();
		StringBuilder message = new StringBuilder();
		if (sessions.isEmpty()) {
			message.append("I found no free working time before the due date for any study session.");
		}
		else {
			message.append("I planned ")
				.append(sessions.size())
				.append((sessions.size() == 1) ? " session (" : " sessions (")
				.append(Say.duration(Duration.ofMinutes(placedMinutes)))
				.append(") for ")
				.append((targets.size() == 1) ? targets.get(0).title() : targets.size() + " assignments")
				.append(", from ")
				.append(this.say.span(sessions.get(0).interval()))
				.append(" to ")
				.append(this.say.span(sessions.get(sessions.size() - 1).interval()))
				.append('.');
		}
		if (result.unplacedMinutes() > 0) {
			message.append(' ')
				.append(Say.duration(Duration.ofMinutes(result.unplacedMinutes())))
				.append(" of study didn't fit in your free working time before the due date; free up some time or"
						+ " start earlier.");
		}
		if (!sessions.isEmpty()) {
			message.append(" Confirm all sessions at once with {\"events\": [...]}.");
		}
		Interval span = sessions.isEmpty() ? null
				: new Interval(sessions.get(0).startTime(), sessions.get(sessions.size() - 1).endTime());
		return new Answer(AssistantReply.plan(message.toString(), plan), span, false);
	}

	private String noDueDate(String title) {
		return "When is " + title + " due? Tell me the date (\"" + title.toLowerCase(Locale.ROOT)
				+ " on Dec 12\") or how much study it needs (\"about 6 hours\") and I'll plan the sessions.";
	}

	/** The due instant the message names: a deadline, a date (with a time), or a span. */
	private @Nullable Instant dueFromMessage(When when, String text) {
		boolean exam = EXAM_LIKE.matcher(text).find() || QUIZ.matcher(text).find();
		if (when.deadline() != null) {
			return this.scheduler.day(when.deadline()).start();
		}
		if (when.date() != null) {
			if (when.start() != null) {
				int minutes = when.start().minutes(when.part());
				return this.scheduler.instant(when.date(), minutes);
			}
			// An exam is on its day, so study ends the day before; other work is due by
			// the
			// end of the day.
			return this.scheduler.day(exam ? when.date() : when.date().plusDays(1)).start();
		}
		if (when.lastDay() != null) {
			return this.scheduler.day(when.lastDay().plusDays(1)).start();
		}
		return null;
	}

	private int defaultEffort(String text) {
		if (QUIZ.matcher(text).find()) {
			return QUIZ_MINUTES;
		}
		if (EXAM_LIKE.matcher(text).find()) {
			return EXAM_MINUTES;
		}
		return OTHER_MINUTES;
	}

	/**
	 * Name what to study for from the words no recognizer claimed: the noun phrase around
	 * "exam", "essay", "assignment"..., else what follows "for".
	 */
	static @Nullable String studyTarget(String remainder) {
		String[] words = remainder.replaceAll("[,.;:!?()\"]", " ").strip().split("\\s+");
		int noun = -1;
		for (int i = 0; i < words.length; i++) {
			if (TARGET_NOUN.matcher(words[i]).matches() && !words[i].equalsIgnoreCase("study")) {
				noun = i;
				break;
			}
		}
		if (noun >= 0) {
			int first = noun;
			while (first > 0 && noun - first < 3 && !TARGET_STOP.matcher(words[first - 1]).matches()) {
				first--;
			}
			int last = noun;
			while (last + 1 < words.length
					&& (TARGET_NOUN.matcher(words[last + 1]).matches() && !words[last + 1].equalsIgnoreCase(words[last])
							|| words[last + 1].matches("(?i)\\d+[a-z]?|#\\d+|ii|iii|iv|vi|vii|viii|ix"))) {
				last++;
			}
			return String.join(" ", Arrays.copyOfRange(words, first, last + 1));
		}
		for (int i = words.length - 2; i >= 0; i--) {
			if (words[i].equalsIgnoreCase("for") || words[i].equalsIgnoreCase("on")) {
				List<String> phrase = new ArrayList<>();
				for (int j = i + 1; j < words.length && phrase.size() < 4; j++) {
					if (TARGET_STOP.matcher(words[j]).matches() && phrase.isEmpty()) {
						continue;
					}
					if (TARGET_STOP.matcher(words[j]).matches()) {
						break;
					}
					phrase.add(words[j]);
				}
				if (!phrase.isEmpty()) {
					return String.join(" ", phrase);
				}
			}
		}
		return null;
	}

	/**
	 * The synced assignment a target names: most shared words, at least half of the
	 * target's words; null when there is no source or no match.
	 */
	private @Nullable DueAssignment match(String target, @Nullable Instant due) {
		Conversation.Assignments assignments = this.conversation.assignments();
		if (assignments == null) {
			return null;
		}
		Instant now = this.conversation.now();
		Instant until = (due != null) ? due.plus(Duration.ofDays(1)) : now.plus(Duration.ofDays(120));
		List<String> wanted = words(target);
		DueAssignment best = null;
		double bestScore = 0;
		for (DueAssignment assignment : assignments.due(now, until)) {
			List<String> have = words(
					assignment.title() + " " + ((assignment.course() != null) ? assignment.course() : ""));
			long shared = wanted.stream().filter(have::contains).count();
			double score = (double) shared / Math.max(1, wanted.size());
			if (score >= 0.5 && score > bestScore) {
				best = assignment;
				bestScore = score;
			}
		}
		return best;
	}

	private static List<String> words(String text) {
		List<String> words = new ArrayList<>();
		for (String word : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
			if (!word.isEmpty() && !TARGET_STOP.matcher(word).matches()) {
				words.add(word);
			}
		}
		return words;
	}

	// E-mail ---------------------------------------------------------------------

	private Answer email(String message, List<String> emails) {
		EmailDraft draft = EmailWriter.draft(message, emails, this.preferences.emailSignature(),
				this.conversation.mailProvider());
		String text;
		if (draft.to().isEmpty()) {
			text = "Who should I send it to? Give me their e-mail address (I never guess one); the draft is ready"
					+ " below.";
		}
		else {
			text = "Here's a draft to " + Say.list(draft.to()) + "."
					+ ((draft.provider() != null) ? " Send it with POST /api/mail/send."
							: " Connect a mail account (Google or Microsoft) to send it with POST /api/mail/send.");
		}
		return Answer.of(AssistantReply.email(text, draft));
	}

	// Questions about the calendar ------------------------------------------------

	private Answer agenda(When when) {
		List<LocalDate> days = questionDays(when, 7);
		if (days.isEmpty()) {
			return Answer.of(AssistantReply.confirmation("That day is over. Which day would you like to see?"));
		}
		Interval window = new Interval(this.scheduler.day(days.get(0)).start(),
				this.scheduler.day(days.get(days.size() - 1)).end());
		List<Busy> events = this.conversation.calendar().busy(window.start(), window.end());
		String when2 = (days.size() == 1) ? this.say.day(days.get(0))
				: "between " + this.say.day(days.get(0)) + " and " + this.say.day(days.get(days.size() - 1));
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

	private Answer freeCheck(Utterance utterance, When when) {
		if (!when.hasStart()) {
			return freeSlots(when);
		}
		Placement placement = this.scheduler.place(when, hint(utterance.text(), when));
		if (!(placement instanceof Placement.Fixed fixed)) {
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

	private Answer freeSlots(When when) {
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

	private Answer nextEvent() {
		Instant now = this.conversation.now();
		List<Busy> events = this.conversation.calendar().busy(now, now.plus(Duration.ofDays(60)));
		for (Busy event : events) {
			if (!event.startTime().isBefore(now)) {
				Interval interval = new Interval(event.startTime(), event.endTime());
				return new Answer(
						AssistantReply.confirmation(
								"Your next event is \"" + event.title() + "\", " + this.say.span(interval) + "."),
						interval, false);
			}
		}
		return Answer.of(AssistantReply.confirmation("You have nothing on your calendar in the next 60 days."));
	}

	private Answer due(When when) {
		Conversation.Assignments assignments = this.conversation.assignments();
		if (assignments == null) {
			return Answer.of(AssistantReply.confirmation("No assignments are synced yet, so I can't tell what's due. "
					+ "Once Canvas is connected I'll list them here; meanwhile, tell me what's due and I'll plan for it."));
		}
		Instant now = this.conversation.now();
		Instant until = (when.deadline() != null) ? this.scheduler.day(when.deadline()).start()
				: (when.lastDay() != null) ? this.scheduler.day(when.lastDay()).end() : (when.date() != null)
						? this.scheduler.day(when.date()).end() : now.plus(Duration.ofDays(ASSIGNMENT_HORIZON_DAYS));
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

	private Answer unclear(Utterance utterance, When when) {
		if (!when.isEmpty()) {
			return Answer.needingSubject(AssistantReply.confirmation(
					"What should I put on your calendar then? Tell me what it is, for example \"Lunch with Sam\"."));
		}
		String title = Details.title(utterance.remainder());
		if (title != null && title.split("\\s+").length <= 6) {
			return Answer.needingSubject(AssistantReply.confirmation("Should I schedule \"" + title
					+ "\"? Tell me when, for example \"tomorrow at 3pm\" or \"sometime next week\"."));
		}
		return Answer.of(AssistantReply.confirmation("I'm not sure what you'd like me to do. I can schedule an event "
				+ "(\"lunch with Sam tomorrow at 12:30\"), plan study sessions (\"plan 6 hours of study for my exam on "
				+ "Dec 12\"), draft an e-mail (\"email sam@example.com that I'll be late\") or answer questions "
				+ "(\"what do I have tomorrow?\"). What would you like?"));
	}

	private static String help() {
		return "I can schedule events (\"lunch with Sam tomorrow at 12:30\", \"block 2 hours for deep work on Friday\"), "
				+ "plan study sessions before a deadline (\"plan 6 hours of study for my exam on Dec 12\"), draft "
				+ "e-mails (\"email sam@example.com that I'll be late\") and answer questions about your calendar "
				+ "(\"what do I have tomorrow?\", \"am I free Friday at 3?\"). Follow up with \"make it 4pm instead\" "
				+ "or \"yes\".";
	}

	/**
	 * An answer and what it is about.
	 *
	 * @param reply the reply
	 * @param interval the time it proposes or answers about, or null
	 * @param needsSubject whether it asks for what to schedule, so that the next message
	 * may complete the previous one
	 */
	record Answer(AssistantReply reply, @Nullable Interval interval, boolean needsSubject) {

		static Answer of(AssistantReply reply) {
			return new Answer(reply, null, false);
		}

		static Answer needingSubject(AssistantReply reply) {
			return new Answer(reply, null, true);
		}

	}

}
