package dev.kairos.assistant.planning;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
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
 * Plan study sessions from a message: what to study for, until when and for how long.
 */
public final class StudyRequests {

	private static final Pattern GENERIC_TARGET = Pattern
		.compile("(?i)^(?:(?:my|the|all|all\\s+my|three|two|some|these|those|upcoming"
				+ "|\\d+)\\s+)*(?:assignments|homework|exams|tests|deadlines|quizzes|papers|essays|projects|coursework|classes)$");

	/** Exams, by kind or by the names of the usual admission and licensing ones. */
	private static final Pattern EXAM_LIKE = Pattern.compile("\\b(?:exams?|midterms?|finals?|tests?|vivas?|mocks?"
			+ "|boards|mcat|lsat|gre|gmat|usmle|ielts|toefl|cpa|gcses?|a[-\\s]?levels?|orals?|vivas?|sats?|act|bar"
			+ "|prelims?|quals|comps|resits?|retakes?|boards|certification|licensing|interviews?)\\b");

	private static final Pattern QUIZ = Pattern.compile("\\bquiz(?:zes)?\\b");

	private static final Pattern TARGET_NOUN = Pattern
		.compile("(?i)^(?:exams?|midterms?|finals?|tests?|vivas?|mocks?|quiz(?:zes)?|assignments?"
				+ "|homework|hw|essays?|papers?|projects?|problem|sets?|psets?|reports?|coursework|thesis|dissertation"
				+ "|presentations?|readings?|chapters?|labs?|worksheets?|deliverables?|challenge|study)$");

	private static final Pattern TARGET_STOP = Pattern
		.compile("(?i)^(?:my|the|a|an|our|for|on|to|of|study|studying|revise"
				+ "|revising|revision|review|reviewing|prepare|preparing|prep|plan|help|me|with|and|i|need|have|get|ready|finish"
				+ "|complete|work|cram|schedule|sessions?|upcoming|next|big|some|time|hours?|minutes?|about|around|please|can|you"
				+ "|could|would|make|create|set|up|this|that|is|it|in|at|by|due|before|until|want|should|when|how|what|do"
				+ "|spread|split|out|over|start|starting|so|just|total|of|week|weeks|days?|learn|all)$");

	private static final Pattern STUDY_TITLE = Pattern
		.compile("(?i)(?:study|studying|revise|revising|revision|review\\s+for"
				+ "|cram|cramming|prep\\s+for|exam\\s+prep|homework|hw)\\b");

	/** Study time a target needs when the message says none (see docs/assistant.md). */
	static final int EXAM_MINUTES = 360;

	static final int QUIZ_MINUTES = 120;

	static final int OTHER_MINUTES = 180;

	/** With no due date, a named effort is spread over this many days. */
	static final int DEFAULT_PLAN_DAYS = 7;

	/**
	 * Words that ask for a plan ("help me revise for…", "sort out prep time…"): with an
	 * exam as the target and no date, its usual effort is planned over the next days
	 * instead of asking when it is due (work due, "plan study for my paper", is asked
	 * about).
	 */
	private static final Pattern PLAN_ASKED = Pattern
		.compile("\\b(?:help\\s+me|plan|sort\\s+out|organi[sz]e|space\\s+out|spread\\s+out|blocks?"
				+ "|set\\s+up|slots?|sessions?|timetable|schedule"
				+ "|(?:study|revision|prep|review)\\s+time|run[-\\s]up\\s+to|leading\\s+up\\s+to)\\b");

	/** With no named target, the plan covers everything due this many days ahead. */
	static final int ASSIGNMENT_HORIZON_DAYS = 14;

	private final Conversation conversation;

	private final Preferences preferences;

	private final Scheduler scheduler;

	private final Say say;

	/** The day of an exam the message names, which study ends before. */
	private @Nullable LocalDate examDay;

	public StudyRequests(Conversation conversation) {
		this.conversation = conversation;
		this.preferences = conversation.preferences();
		this.scheduler = new Scheduler(this.preferences, conversation.now(), conversation.calendar());
		this.say = new Say(this.preferences.zone(), conversation.now());
	}

	// Study plans ----------------------------------------------------------------

	/** Plan the study a message asks for, or ask what for or until when. */
	public Answer answer(Utterance utterance, When when) {
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
		boolean assumed = false;
		if (target != null) {
			DueAssignment match = match(target, due);
			String title = (match != null) ? match.title() : Details.capitalize(target);
			Instant dueAt = (due != null) ? due : (match != null) ? match.dueAt() : onCalendar(target);
			if (dueAt == null) {
				// "make a study plan for the nclex": a plan asked for by name needs no
				// date
				if (effort == null
						&& !(PLAN_ASKED.matcher(text).find()
								&& EXAM_LIKE.matcher(title.toLowerCase(Locale.ROOT)).find())
						&& !Intent.plansStudy(text)) {
					return Answer.of(AssistantReply.confirmation(noDueDate(title)));
				}
				dueAt = this.scheduler.day(this.scheduler.today().plusDays(DEFAULT_PLAN_DAYS)).start();
				assumed = true;
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
		return plan(targets, from, assumed);
	}

	/**
	 * Plan the targets' study from a moment on.
	 * @param assumed whether the due date is one the message did not say (the plan then
	 * runs the next {@value #DEFAULT_PLAN_DAYS} days, and says so)
	 */
	private Answer plan(List<StudyPlanner.Target> targets, Instant from, boolean assumed) {
		Instant until = targets.stream().map(StudyPlanner.Target::due).max(Instant::compareTo).orElse(from);
		List<Busy> calendar = this.conversation.calendar()
			.busy(this.scheduler.day(this.scheduler.today()).start(),
					until.isAfter(from) ? until : from.plusSeconds(1));
		List<Interval> busy = calendar.stream().map(Busy::interval).toList();
		List<Interval> studied = calendar.stream()
			.filter((event) -> isStudy(event.title()))
			.map(Busy::interval)
			.toList();
		StudyPlanner.Result result = StudyPlanner.plan(targets, from, this.preferences, busy, studied);
		List<ProposedEvent> sessions = new ArrayList<>();
		int[] numbers = new int[targets.size()];
		for (StudyPlanner.Session session : result.sessions()) {
			int index = targets.indexOf(session.target());
			numbers[index]++;
			long count = result.sessions().stream().filter((s) -> s.target() == session.target()).count();
			String description = "Session " + numbers[index] + " of " + count + " for " + session.target().title()
					+ " (" + dueWords(session.target().due()) + ").";
			sessions.add(new ProposedEvent("Study: " + session.target().title(), session.interval().start(),
					session.interval().end(), description, null, null, this.preferences.zone(), List.of()));
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
				.append((targets.size() == 1) ? targets.get(0).title() + " (" + dueWords(targets.get(0).due()) + ")"
						: targets.size() + " assignments")
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
			message.append(" Confirm them to add them all to your calendar at once.");
		}
		if (assumed) {
			message.append(" You didn't say when it is, so I planned the next ")
				.append(DEFAULT_PLAN_DAYS)
				.append(" days; tell me the date and I'll fit the plan to it.");
		}
		Interval span = sessions.isEmpty() ? null
				: new Interval(sessions.get(0).startTime(), sessions.get(sessions.size() - 1).endTime());
		return new Answer(AssistantReply.plan(message.toString(), plan), span, false);
	}

	/**
	 * Whether an event is study already planned: a session of an earlier plan ("Study:
	 * Biology final") or an event whose title starts with a study word ("Study group",
	 * "Revision for the midterm", "Cram session").
	 */
	static boolean isStudy(String title) {
		return STUDY_TITLE.matcher(title).lookingAt();
	}

	/**
	 * When something is due, as said: a deadline at midnight is the end of the day before
	 * ("due Monday, March 16"), any other one has its time.
	 */
	String due(Instant due) {
		ZonedDateTime local = due.atZone(this.preferences.zone());
		if (local.toLocalDate().equals(this.examDay) && local.toLocalTime().equals(LocalTime.MIDNIGHT)) {
			return "on " + this.say.day(local.toLocalDate()).replaceFirst("^(?:today|tomorrow) \\((.*)\\)$", "$1");
		}
		if (local.toLocalTime().equals(LocalTime.MIDNIGHT)) {
			return this.say.day(local.toLocalDate().minusDays(1)).replaceFirst("^(?:today|tomorrow) \\((.*)\\)$", "$1");
		}
		return this.say.day(local.toLocalDate()).replaceFirst("^(?:today|tomorrow) \\((.*)\\)$", "$1") + ", "
				+ this.say.time(due);
	}

	private String dueWords(Instant due) {
		String when = due(due);
		return when.startsWith("on ") ? when.substring(3) : "due " + when;
	}

	/**
	 * The start of the event on the calendar the target names ("prep time before my
	 * bayesian seminar": the seminar), study blocks aside; null when none does.
	 */
	private @Nullable Instant onCalendar(String target) {
		EventFinder finder = new EventFinder(this.conversation, this.scheduler);
		for (CalendarEvent event : finder.find(target).events()) {
			if (!isStudy(event.title()) && event.startTime().isAfter(this.conversation.now())) {
				return event.startTime();
			}
		}
		return null;
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
			// the end of the day.
			if (exam) {
				this.examDay = when.date();
				return this.scheduler.day(when.date()).start();
			}
			return this.scheduler.day(when.date().plusDays(1)).start();
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
			// "set" is a problem set only after "problem" ("set up review sessions").
			boolean set = words[i].matches("(?i)sets?") && (i == 0 || !words[i - 1].equalsIgnoreCase("problem"));
			if (TARGET_NOUN.matcher(words[i]).matches() && !words[i].equalsIgnoreCase("study") && !set) {
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
			if (words[i].matches("(?i)for|on|before")
					|| words[i].equalsIgnoreCase("of") && i > 0 && words[i - 1].equalsIgnoreCase("ahead")) {
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

}
