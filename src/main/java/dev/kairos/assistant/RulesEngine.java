package dev.kairos.assistant;

import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.assistant.language.Amounts;
import dev.kairos.assistant.language.Courtesy;
import dev.kairos.assistant.language.Dictation;
import dev.kairos.assistant.language.Places;
import dev.kairos.assistant.language.Readings;
import dev.kairos.assistant.language.ChangeRequest;
import dev.kairos.assistant.language.Choice;
import dev.kairos.assistant.language.Details;
import dev.kairos.assistant.language.Repeat;
import dev.kairos.assistant.language.Scope;
import dev.kairos.assistant.language.Utterance;
import dev.kairos.assistant.language.When;
import dev.kairos.assistant.language.WhenParser;
import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.ActionRequests;
import dev.kairos.assistant.planning.AfterQuestions;
import dev.kairos.assistant.planning.Answer;
import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.Conversation;
import dev.kairos.assistant.planning.EmailWriter;
import dev.kairos.assistant.planning.EventRequests;
import dev.kairos.assistant.planning.FollowUps;
import dev.kairos.assistant.planning.Intent;
import dev.kairos.assistant.planning.Pending;
import dev.kairos.assistant.planning.Preferences;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.Questions;
import dev.kairos.assistant.planning.ReplyType;
import dev.kairos.assistant.planning.StudyRequests;
import dev.kairos.assistant.planning.Turn;
import org.jspecify.annotations.Nullable;

/**
 * The built-in engine: answers a message with rules, no network and no model. It reads
 * the message (package {@code language}), decides what it asks for ({@link Intent}) and
 * hands it to the part of package {@code planning} that answers that kind of request: a
 * new event, a study plan, an e-mail draft, or a direct answer. Follow-ups ("make it 4pm
 * instead", "yes") change or repeat the last proposal of the history.
 */
final class RulesEngine {

	/** What opens a question about another day: "and", "what about", "how about". */
	private static final Pattern AND_ABOUT = Pattern
		.compile("(?i)^(?:and\\s+)?(?:(?:what|how)\\s+about\\s+)?(?:on\\s+)?");

	/** What an answer that completes a change may begin with: "to 12", "by an hour". */
	private static final Pattern JOINED = Pattern.compile("\\s*(?:to|at|on|by|until|till|for)\\b");

	/** "push lunch", "delay the dentist": a request whose bare length is by how much. */
	private static final Pattern PUSHED = Pattern.compile("(?i)\\b(?:push|delay|postpone|bump|bring)\\b");

	private final Conversation conversation;

	private final Preferences preferences;

	/** Earlier messages answered again for a follow-up (along several of its paths). */
	private final Map<String, Answer> freshAnswers = new HashMap<>();

	private RulesEngine(Conversation conversation) {
		this.conversation = conversation;
		this.preferences = conversation.preferences();
	}

	/**
	 * Answer a message.
	 * @param message what the user said
	 * @param history earlier turns, oldest first
	 * @param conversation what the engine knows
	 * @return the reply, with the interval it is about (for evaluation)
	 */
	static Answer answer(String message, List<Turn> history, Conversation conversation) {
		// the earlier message a follow-up reads again is read once
		return Readings.during(() -> new RulesEngine(conversation).answer(message, history));
	}

	/** A change that names no event: "delete", "reschedule pls", "cancel an event". */
	private static final Pattern BARE_CHANGE = Pattern.compile("(?i)^(?:(?:please|pls|can\\s+you|could\\s+you"
			+ "|i\\s+(?:want|need)\\s+to|i'?d\\s+like\\s+to)\\s+)*(?<verb>cancel|delete|remove|drop|scrap|erase|move"
			+ "|reschedule|postpone|push\\s+back|shift|change|rename)(?:\\s+(?:an?|one)\\s+(?:event|appointment|meeting"
			+ "|thing|entry|booking)|\\s+something|\\s+one)?(?:\\s+(?:please|pls|plz))?[\\s.!?]*$");

	/** "make it", "move it to": the event asked about, said first. */
	private static final Pattern IT_FIRST = Pattern.compile(
			"(?i)^\\s*(?:(?:ok|okay|so|then|um)[,\\s]+)?(?:make\\s+it|move\\s+it(?:\\s+to)?|change\\s+it\\s+to|put\\s+it(?:\\s+at)?"
					// "call it Bayes club" after "What should I rename the seminar to?"
					+ "|(?:call|name|rename|title)\\s+it(?:\\s+(?:to|as))?)\\s+(?=\\S)");

	/** "the stats one", "no, the physio one": which of the events a change named. */
	private static final Pattern THE_OTHER_ONE = Pattern.compile("(?i)^(?:(?:no|nah|yes|yeah|yep|sorry|oops|actually"
			+ "|i\\s+meant|i\\s+mean)[,\\s]+){0,4}+(?<which>(?!(?:that|this|no|any|every|each|just|the\\s+(?:same|next|last|first"
			// "yes that one", "just this one": the proposal's own, answered elsewhere
			+ "|other))\\b)(?:the\\s+)?[\\p{L}'-]+(?:\\s+[\\p{L}'-]+)?\\s+one"
			// "the one w marco", "the one at the cafe"
			+ "|(?:the\\s+)?one\\s+(?:with|w/?|at|in|for|about)\\s+[\\p{L}'-]+(?:\\s+[\\p{L}'-]+)?)[\\s.!]*$");

	/**
	 * "dentist", "no, the physics lecture", "i meant guitar": an event's name alone ("the
	 * dentist one" chooses among the events the request named, and is read above).
	 */
	private static final Pattern NAME_ALONE = Pattern
		.compile("(?i)^(?:(?:no|nah|sorry|oops|actually|i\\s+meant|i\\s+mean)"
				+ "[,\\s]+){0,3}(?:the\\s+|my\\s+)?(?<name>[\\p{L}\\d:'-]+(?:\\s+[\\p{L}\\d:'-]+){0,3}?)[\\s.!]*$");

	/** "one" after a name ("the okafor one"), not after an order ("the 2nd one"). */
	private static final Pattern NAMED_ONE = Pattern
		.compile("(?i)(?<=\\p{L}{3})(?<!\\b(?:first|second|third|fourth|fifth"
				+ "|last|next|other|earlier|later|early|late|morning|evening|afternoon|night|same|new|old|right|wrong|this|that"
				+ "|these|those|which|each|every|any))\\s+one$");

	/** Replies that name nothing: "no", "nvm", "ok thanks". */
	private static final Pattern NOT_A_NAME = Pattern
		.compile("(?i)(?:no|nope|nah|nvm|never\\s*mind|yes|yeah|yep|ok|okay"
				+ "|sure|thanks|thank\\s+you|thx|cancel|stop|forget\\s+it|idk|dunno|what|huh)(?:[\\s,.!]+\\w+){0,2}[\\s.!?]*");

	/** A name given to what was asked about: "call it morning run", "its a swim". */
	private static final Pattern NAMED = Pattern.compile("(?i)^(?:(?:oh|ok|okay|sorry|and)[,\\s]+)*(?:(?:call|name"
			+ "|title)\\s+it\\s+|it'?s\\s+(?:a|an|my)\\s+)?(?<title>\\p{L}[\\p{L}\\d'&-]*(?:\\s+[\\p{L}\\d'&-]+){0,5})[\\s.!]*$");

	private Answer answer(String typed, List<Turn> history) {
		String message = said(typed);
		Pending pending = FollowUps.pending(history);
		// A client that sends the pending question back is read by it; one that keeps
		// only
		// the text of the turns, by the user's own earlier message.
		String asked = saidBefore((pending != null) ? pending.request() : FollowUps.lastUserMessage(history));
		String previous = saidBefore((pending != null) ? pending.request() : FollowUps.previousUserMessage(history));
		if (pending != null && pending.kind() == Pending.Kind.DETAILS && !pending.candidates().isEmpty()) {
			// "thursday same time" after "When should "Physio" be instead?": the change
			// asked about, completed.
			Answer completed = completed(pending, message);
			if (completed != null) {
				return completed;
			}
		}
		boolean choosing = (pending != null) ? pending.choosesEvent() : asked != null;
		if (previous != null && (choosing || ActionRequests.saysOnlyScope(message))) {
			// "the advisor one" after "Which one do you mean: ...?"; "actually, all of
			// them" after a change to one occurrence.
			Answer chosen = new ActionRequests(this.conversation).choose(Utterance.read(previous),
					Utterance.read(message).original(), (pending != null) ? pending.candidates() : List.of());
			// "the supervision" after "which meeting?": the same change of the event it
			// names
			chosen = (chosen == null && choosing) ? retargeted(previous, message, pending != null,
					pending != null && pending.kind() == Pending.Kind.WHICH_EVENT) : chosen;
			if (chosen != null) {
				return chosen.about(previous);
			}
		}
		ProposedEvent last = FollowUps.lastProposal(history);
		if (last == null && asked != null) {
			// A client that keeps only the text of the answers: the proposal the last
			// answer made, made again from the message it answered.
			last = fresh(asked).reply().proposedEvent();
		}
		if (last == null && asked != null) {
			Answer about = new AfterQuestions(this.conversation).answer(asked, message);
			about = (about == null && (pending == null || pending.kind() == Pending.Kind.DETAILS))
					? titled(asked, message) : about;
			if (about != null) {
				return about;
			}
		}
		Matcher theOne = THE_OTHER_ONE.matcher(message);
		if (last != null && last.action() != Action.CREATE && previous != null && theOne.matches()) {
			// "the stats one" after "cancel my lecture" proposed the next lecture: that
			// one of the events the request names
			Answer chosen = new ActionRequests(this.conversation).choose(Utterance.read(previous),
					Utterance.read(theOne.group("which")).original(), List.of());
			if (chosen != null && chosen.reply().proposedEvent() != null) {
				return chosen.about(previous);
			}
		}
		Matcher bare = BARE_CHANGE.matcher(message);
		if (last != null) {
			Answer followUp = new FollowUps(this.conversation).answer(message, last, previous);
			if (followUp != null) {
				return followUp;
			}
			Answer retargeted = (last.action() != Action.CREATE && previous != null)
					? retargeted(previous, message, false, false) : null;
			if (retargeted != null) {
				return retargeted;
			}
		}
		else if (FollowUps.changesIt(message)) {
			return Answer.of(AssistantReply.confirmation("Which event should I change? Tell me its name or time, "
					+ "for example \"move lunch with Sam to 1pm\" or \"push my 3pm back an hour\"."));
		}
		else if (bare.matches()) {
			return Answer.needingSubject(whichToChange(bare.group("verb"))).about(message);
		}
		Answer named = (asked != null && BARE_CHANGE.matcher(asked).matches()) ? bareCompleted(asked, message) : null;
		if (named != null) {
			return named;
		}
		if (last == null && asked != null) {
			Answer again = askedAgain(asked, message);
			if (again != null) {
				return again;
			}
		}
		if (last == null && asked != null && pending == null) {
			Answer joined = joined(asked, message);
			if (joined != null) {
				return joined;
			}
		}
		Answer answer = fresh(message);
		if (answer.reply().type() == ReplyType.CONFIRMATION && answer.needsSubject()) {
			// "tomorrow at 3" after "When should I schedule the meeting?": both together.
			if (asked != null && (pending == null || pending.kind() == Pending.Kind.DETAILS)) {
				Answer combined = fresh(asked + " " + message);
				if (combined.reply().type() != ReplyType.CONFIRMATION) {
					return combined;
				}
			}
		}
		return answer.about(message);
	}

	/**
	 * "dentist" after "cancel my appointment" proposed the physio: the same change of the
	 * event the reply names; null when it names none (weakly: no event, no answer).
	 */
	private @Nullable Answer retargeted(String previous, String message, boolean asked, boolean offered) {
		// "the 1:1 w priya, tues at 10" after "which meeting?": the name, then the time
		ChangeRequest earlier = ChangeRequest.read(Utterance.read(previous));
		// "coffee with jo friday at 2" named no series' occurrence: it was a new event
		earlier = (earlier != null && earlier.occurrenceOnly() && !asked) ? null : earlier;
		Choice choice = Choice.read(earlier, message.strip());
		Matcher alone = NAME_ALONE.matcher((choice != null) ? choice.which().strip() : "");
		// a name ("the okafor one": the name before "one", unless the client sent back
		// the events
		// offered to choose from: only those are chosen among), not "the 2nd one" nor "at
		// 2pm"
		String said = !alone.matches() ? ""
				: offered ? alone.group("name") : NAMED_ONE.matcher(alone.group("name")).replaceFirst("");
		ChangeRequest again = (alone.matches()
				&& !said.matches("(?i).*\\bones?|(?:at|on|to|by|from|in|for|around|about)\\b.*"))
						? new ChangeRequest(choice.request().kind(), said, choice.request().value(),
								choice.request().later(), choice.request().scope(), true)
						: null;
		if (again != null) {
			// "3pm" or "tues at 10" alone names no event: a word beyond the day and time
			Utterance name = Utterance.read(again.reference());
			when(name);
			again = name.remainder().matches("(?s).*\\p{L}{3,}.*") ? again : null;
		}
		if (again == null && asked && earlier != null && earlier.kind() == ChangeRequest.Kind.MOVE
				&& earlier.value().isEmpty()) {
			// "team meeting on friday at 2" after "move my meeting" asked which: moved so
			ChangeRequest told = ChangeRequest.read(Utterance.read("move " + message));
			again = (told != null && told.kind() == ChangeRequest.Kind.MOVE && !told.value().isEmpty())
					? new ChangeRequest(told.kind(), told.reference(), told.value(), null, told.scope(), true) : null;
		}
		Answer answer = (again != null) ? new ActionRequests(this.conversation).answer(again) : null;
		return (answer != null && answer.reply().proposedEvent() != null) ? answer.about(previous) : null;
	}

	/**
	 * "call it morning run" after "every mon wed fri at 7am" was asked what it is: the
	 * name and the time together; null when the reply says a time of its own.
	 */
	private @Nullable Answer titled(String asked, String message) {
		Matcher named = NAMED.matcher(message.strip());
		When own = named.matches() ? when(Utterance.read(named.group("title"))) : null;
		// "evening swim": a part of the day may name it, a day or an hour may not
		// "no", "cancel", "nvm" are no names
		if (own == null || own.hasDay() || own.start() != null || NOT_A_NAME.matcher(named.group("title")).matches()
				|| BARE_CHANGE.matcher(named.group("title")).matches() || when(Utterance.read(asked)).isEmpty()
				|| !fresh(asked).needsSubject()) {
			return null;
		}
		Answer both = fresh(named.group("title") + " " + asked);
		ProposedEvent made = both.reply().proposedEvent();
		return (made != null && made.action() == Action.CREATE) ? both : null;
	}

	/** The user's local date-time now. */
	private LocalDateTime now() {
		return LocalDateTime.ofInstant(this.conversation.now(), this.preferences.zone());
	}

	/** What a message says about when, in the user's zone, week, order and holidays. */
	private When when(Utterance utterance) {
		return WhenParser.parse(utterance, now(), this.preferences.weekStart(), this.preferences.dateOrder(),
				this.preferences.holidays());
	}

	/**
	 * "and tuesday?", "what about friday" after a question about the calendar: the same
	 * question about the day said; null when the message says more than a day.
	 */
	private @Nullable Answer askedAgain(String asked, String message) {
		Utterance before = Utterance.read(asked);
		Intent intent = Intent.of(before.text(), when(before));
		if (intent != Intent.AGENDA && intent != Intent.FREE_SLOTS) {
			return null;
		}
		Utterance utterance = Utterance.read(AND_ABOUT.matcher(message.strip()).replaceFirst(""));
		When when = when(utterance);
		if (!when.hasDay() || !utterance.remainder().replaceAll("[^\\p{L}\\d]", "").isEmpty()) {
			return null;
		}
		Questions questions = new Questions(this.conversation);
		return (intent == Intent.AGENDA) ? questions.agenda(when) : questions.freeSlots(when);
	}

	/** What a change that names no event asks: which event, and what to make it. */
	private static String whichToChange(String verbSaid) {
		String verb = verbSaid.toLowerCase(Locale.ROOT);
		if (verb.equals("rename")) {
			return "Which event should I rename, and to what? For example \"rename lunch with Sam to Team lunch\".";
		}
		if (verb.matches("cancel|delete|remove|drop|scrap|erase")) {
			return "Which event should I cancel? Tell me its name or time, for example \"lunch with Sam\".";
		}
		return "Which event should I move, and to when? For example \"lunch with Sam to 1pm\".";
	}

	/**
	 * "the halloween party" after "delete" was asked which event: the change, completed
	 * by the event it names; null when that names none.
	 */
	private @Nullable Answer bareCompleted(String asked, String message) {
		ChangeRequest change = ChangeRequest.read(Utterance.read(asked + " " + message));
		Answer answer = (change != null) ? new ActionRequests(this.conversation).answer(change) : null;
		return (answer != null && answer.reply().proposedEvent() != null) ? answer : null;
	}

	/**
	 * "to 12" after "move tomorrow's lab meeting" was asked when, from a client that
	 * keeps only the text of the turns: the change, completed by the answer.
	 */
	private @Nullable Answer joined(String asked, String message) {
		Utterance reply = Utterance.read(message);
		if (ChangeRequest.read(Utterance.read(asked)) == null || ChangeRequest.read(reply) != null) {
			return null;
		}
		String glue = JOINED.matcher(reply.text()).lookingAt() ? " " : " to ";
		ChangeRequest change = ChangeRequest.read(Utterance.read(asked + glue + message));
		Answer answer = (change != null) ? new ActionRequests(this.conversation).answer(change) : null;
		return (answer != null && answer.reply().proposedEvent() != null) ? answer : null;
	}

	/**
	 * The change a question asked about, completed by the answer ("move the physio" and
	 * "thursday same time"): only when that changes the event asked about, and the answer
	 * is no change of its own.
	 */
	private @Nullable Answer completed(Pending pending, String reply) {
		// "make it 9am" after "When should X be?": the time
		// "sat 7 nov same time": the time kept is no change
		String message = IT_FIRST.matcher(reply)
			.replaceFirst("")
			.replaceFirst("(?i)[,\\s]+(?:at\\s+)?(?:the\\s+)?same\\s+time\\s*$", "");
		String request = said(pending.request());
		ChangeRequest first = ChangeRequest.read(Utterance.read(request));
		ChangeRequest own = ChangeRequest.read(Utterance.read(message));
		// after "Where should X be?" the whole reply is the place, when it says no time
		// and asks no other change
		boolean place = first != null && first.kind() == ChangeRequest.Kind.RELOCATE && first.value().isEmpty()
				&& when(Utterance.read(message)).isEmpty() && (own == null || own.kind() == ChangeRequest.Kind.RELOCATE)
				&& !BARE_CHANGE.matcher(message).matches();
		ChangeRequest told = place ? null : own;
		if (told != null && !ChangeRequest.namesOnlyADay(told.reference())) {
			return null;
		}
		if (told != null) {
			// "the 14th one to 6am" after "When should "Running club" be instead?": that
			// day's one, changed so
			Answer answer = (first != null) ? new ActionRequests(this.conversation)
				.answer(new ChangeRequest(told.kind(), first.reference() + " " + told.reference(), told.value(),
						told.later(), told.scope(), told.weak()))
					: null;
			return (answer != null && answer.reply().proposedEvent() != null) ? answer : null;
		}
		// "30 mins" after "By how much should I move X?": the amount of that shift
		ChangeRequest change = place
				? new ChangeRequest(first.kind(), first.reference(),
						message.replaceFirst("(?i)^\\s*(?:it'?s\\s+|its\\s+)?(?:at|in)\\s+", ""), null, first.scope(),
						first.weak())
				: (first != null && first.kind() == ChangeRequest.Kind.SHIFT)
						? new ChangeRequest(first.kind(), first.reference(), Utterance.read(message).text(),
								first.later(), first.scope(), first.weak())
						// "by 20 minutes" after "push X": a shift by that much
						: ChangeRequest.read(Utterance
							.read(request + (JOINED.matcher(message.toLowerCase(Locale.ROOT)).lookingAt() ? " "
									// "45 min" after "push lunch": by that much, not that
									// long
									: (PUSHED.matcher(request).find()
											&& Amounts.onlyALength(Utterance.read(message).text())) ? " by " : " to ")
									+ message));
		Answer answer = (change != null) ? new ActionRequests(this.conversation).answer(change) : null;
		if (answer == null || answer.reply().proposedEvent() == null) {
			return null;
		}
		String id = answer.reply().proposedEvent().eventId();
		boolean asked = id != null && pending.candidates()
			.stream()
			.anyMatch(
					(candidate) -> candidate.equals(id) || candidate.startsWith(id + "_") || id.startsWith(candidate));
		return asked ? answer : null;
	}

	/**
	 * A turn of the user's as the engine reads it: without the courtesies around it
	 * ("Dear Kairos, ..., many thanks"), whether it is the new message or an earlier one
	 * read again for a follow-up, and as it would have been typed when it was dictated.
	 */
	private static String said(String turn) {
		return Courtesy.strip(Dictation.clean(turn));
	}

	private static @Nullable String saidBefore(@Nullable String turn) {
		return (turn != null) ? said(turn) : null;
	}

	private Answer fresh(String message) {
		return this.freshAnswers.computeIfAbsent(message, this::freshAnswer);
	}

	private Answer freshAnswer(String message) {
		if (Intent.isForeign(message.toLowerCase(java.util.Locale.ROOT))) {
			return Answer.of(AssistantReply.confirmation("Sorry, I can only read English for now. What should I "
					+ "schedule? For example \"lunch with Sam tomorrow at 12:30\"."));
		}
		Utterance utterance = Utterance.read(message);
		List<String> emails = Details.claimEmails(utterance);
		Places.claimAddress(utterance);
		Repeat repeat = Repeat.read(utterance, now(), this.preferences.dateOrder(), this.preferences.holidays());
		When when = when(utterance);
		Intent intent = Intent.of(utterance.text(), when);
		if (repeat != null && (intent == Intent.UNCLEAR || intent == Intent.EVENT
				|| intent == Intent.STUDY && !Intent.plansStudy(utterance.text()) || intent == Intent.EMAIL
						&& emails.isEmpty() && utterance.text().matches("(?s).*\\b(?:every|each)\\b.*\\d.*"))) {
			// "every tuesday yoga": a repeating event, with or without a time; "ping
			// grandma every sunday 9am": no mail repeats, so no address makes it one
			intent = Intent.EVENT;
		}
		// "drop ben@x.io an email": mail to an address changes no event.
		ChangeRequest change = (intent == Intent.EMAIL && !emails.isEmpty()) ? null : ChangeRequest.read(utterance);
		if (change != null && !(intent == Intent.EMAIL && change.weak())) {
			// "email priya asking to push our 1:1 to tuesday": the change is the mail's
			Answer action = new ActionRequests(this.conversation).answer(change);
			ChangeRequest dayMoved = (action == null && change.weak() && !change.occurrenceOnly()
					&& (change.naming() == ChangeRequest.Naming.WHOLE_NAME
							|| utterance.text().matches("(?s).*\\b(?:instead|now)\\W*"))) ? change.dayAsNewOne() : null;
			// "physics lecture thurs 9am now": no such event that day, so the new one
			action = (dayMoved != null) ? new ActionRequests(this.conversation).answer(dayMoved) : action;
			if (action != null) {
				return action;
			}
		}
		List<String> unreadable = WhenParser.unreadable(utterance);
		if (!unreadable.isEmpty() && intent != Intent.EMAIL) {
			// A time that can't be read is asked about, never dropped.
			return Answer.needingSubject("I couldn't read \"" + unreadable.get(0)
					+ "\" as a day or time. When did you mean? For example \"Tuesday at 3pm\".");
		}
		Questions questions = new Questions(this.conversation);
		return switch (intent) {
			case EVENT -> new EventRequests(this.conversation).answer(utterance, when, emails, repeat);
			case STUDY -> new StudyRequests(this.conversation).answer(utterance, when);
			case EMAIL -> EmailWriter.answer(utterance.original(), message, emails, this.conversation);
			case AGENDA -> questions.agenda(when);
			case FREE_CHECK -> questions.freeCheck(utterance, when);
			case FREE_SLOTS -> questions.freeSlots(when);
			case NEXT_EVENT -> questions.nextEvent(utterance.text());
			case WHEN_IS -> questions.whenIs(utterance.text(), when);
			case DUE -> questions.due(when);
			case HELP -> Answer.of(AssistantReply.confirmation(Questions.help()));
			case THANKS -> Answer.of(AssistantReply.confirmation("You're welcome! Anything else I can schedule?"));
			case GREETING -> Answer.of(AssistantReply.confirmation("Hi! " + Questions.help()));
			case NEWS -> Answer.of(AssistantReply
				.confirmation("Thanks for telling me. Is there anything I can put on your calendar or move for you?"));
			case MOOD -> Answer.of(AssistantReply
				.confirmation("Sorry it's a long one. Want me to find you a break, or move something off today?"));
			case CHANGE_EXISTING -> Answer.of(AssistantReply.confirmation("Which event should I change? Tell me its "
					+ "name or time, for example \"move lunch with Sam to 1pm\" or \"cancel my 3pm on Friday\"."));
			case UNCLEAR -> questions.unclear(utterance, when);
		};
	}

}
