package dev.kairos.assistant.planning;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.assistant.language.Amounts;
import dev.kairos.assistant.language.ChangeRequest;
import dev.kairos.assistant.language.ClockTime;
import dev.kairos.assistant.language.Details;
import dev.kairos.assistant.language.Numbers;
import dev.kairos.assistant.language.PartOfDay;
import dev.kairos.assistant.language.Places;
import dev.kairos.assistant.language.Repeat;
import dev.kairos.assistant.language.Text;
import dev.kairos.assistant.language.Utterance;
import dev.kairos.assistant.language.When;
import dev.kairos.assistant.language.WhenParser;
import dev.kairos.assistant.planning.Scheduler.Placement;
import org.jspecify.annotations.Nullable;

/**
 * Change or repeat the last proposal of a conversation: "make it 4pm instead", "yes",
 * "call it Team sync".
 */
public final class FollowUps {

	private static final Pattern FOLLOW_UP = Pattern.compile(
			"^(?:(?:no|nah|actually|hmm|ok|okay|and|but|please|also|wait|sorry|oh|ah|um|uh|er|yeah|yes|so|only|just|oops|(?:i\\s+)?meant"
					+ "|whoops|its|it'?s\\s+only|it\\s+is\\s+only)[,\\s]+)*(?:(?:can|could|would)\\s+(?:you|u|we)\\s+)?(?:make\\s+(?:it|that)|change\\s+(?:it|that|the\\s+\\w+)|move\\s+(?:it"
					+ "|that)|reschedule\\s+(?:it|that)|push\\s+(?:it|that)|bump\\s+(?:it|that)|shift\\s+(?:it|that)|bring\\s+(?:it|that)|put\\s+(?:it|that)"
					+ "|(?:start|begin)\\s+(?:it|that)|(?:start|begin)s?\\s+(?=at\\b)|call\\s+(?:it|that)|rename\\s+(?:it|that)?|name\\s+(?:it|that)|title\\s+(?:it|that)|set\\s+(?:it|that)"
					+ "|how\\s+about|what\\s+about|try|instead|let'?s\\s+(?:do|make\\s+it|say)|(?:at|on|for|from|in)\\b|an?\\s+hour"
					+ "|\\d+\\s*(?:mins?|minutes|hours?|hrs?|h)\\b|half\\s+an\\s+hour|earlier|later"
					// "it's at Nando's", "the venue is the crown": a new place
					+ "|it'?s\\s+(?:at|in)\\b|(?:the\\s+)?(?:place|venue|location|room)\\s+is\\b)"
					// anchored: unanchored, find() would scan on from every position
					// (quadratic in a 4,000-character message)
					+ "|^.*\\binstead\\b");

	/**
	 * "till 11", "make it go until 10:30pm", "ends at 4": a new end, the start kept ("to
	 * 11" is a new start).
	 */
	private static final Pattern NEW_END = Pattern
		.compile("^(?:(?:ok|okay|and|but|actually|oh|so)[,\\s]+)*(?:make\\s+it\\s+"
				+ "|have\\s+it\\s+|it\\s+)?(?:(?:go|run|last|goes|runs|lasts)\\s+)?(?:till|until|til|ending|ends?|finish(?:es|ing)?)"
				+ "\\s+(?:at\\s+)?(?<hour>\\d{1,2})(?:[:.](?<minute>[0-5]\\d))?\\s*(?<half>[ap])?\\.?(?:m\\.?)?"
				+ "(?:\\s+(?:please|pls|instead|then))?[\\s.!]*$");

	/** "make it 30 mins longer", "an hour shorter": a length added or taken off. */
	private static final Pattern RELATIVE_LENGTH = Pattern.compile("(?<amount>(?:" + Numbers.ANY
			+ ")\\s*(?:hours?|hrs?|h|minutes?|mins?)|half\\s+an\\s+hour|an?\\s+hour)\\s+(?<dir>longer|shorter|more|less)\\b");

	/**
	 * A bare hour, the word before it, and whether a range follows: "to" after a time
	 * ("from 2 to 4") ends the range, and a range starts with "from" ("make it 2 to 4" is
	 * "from 2 to 4"; "at 2 to 4" would be 3:58).
	 */
	private static final Pattern BARE_HOUR = Pattern.compile(
			"(?i)(^\\s*|\\b(?:(?<!(?:\\d|\\d\\s?[ap]\\.?m\\.?)\\s{0,2})to|it|do|about|maybe|try|say|instead|or|actually|no|nah|hmm|ok|okay|sorry|wait|meant"
					+ "|rather|prefer)[,]?\\s+)"
					+ "(\\d{1,2}(?::[0-5]\\d)?)(?![\\w:/.%-]|\\s*(?:hours?|hrs?|h\\b|minutes?|mins?|days?|weeks?|people|pm|am|p\\.m|a\\.m))"
					+ "(?=(\\s+(?:to|until|till)\\s+\\d)?)");

	private static final Pattern FILLERS = Pattern
		.compile("\\b(?:actually|ok|okay|hmm+|um+|uh|no|nah|well|so|then|maybe|perhaps|please|pls|rather|instead"
				+ "|how|what|about|or|and|but|wait|sorry|oh|the|on|at|for|is|possible|better|works?|would|be|can|we|do|it|that|i|me"
				+ "|fine|good|great|more|like|prefer|rather|suits?|easier|same\\s+time|meant|mean|typo|my\\s+bad|oops|whoops|u|you"
				+ "|its|only|just|tho|though)\\b");

	private static final Pattern RENAME = Pattern.compile(
			"(?:call|rename|name|title)\\s+(?:it|that)?\\s*(?:to\\s+|as\\s+)?[\"']?(?<title>[^\"']+?)[\"']?[\\s.!]*$");

	private static final Pattern SHIFT = Pattern
		.compile("(?:(?:push|move|shift|bring|put)\\s+(?:it|that)\\s+(?<dir>back|forward|later"
				+ "|earlier|up|out|ahead)\\s+(?:by\\s+)?(?<amount>" + Numbers.ANY
				+ "\\s*(?:hours?|hrs?|h|minutes?|mins?))" + "|(?<amount2>" + Numbers.ANY
				+ "\\s*(?:hours?|hrs?|h|minutes?|mins?))\\s+(?<dir2>later|earlier|sooner)"
				+ "|(?:push|bump)\\s+(?:it|that)\\s+(?:by\\s+)?(?<amount3>" + Numbers.ANY
				+ "\\s*(?:hours?|hrs?|h|minutes?|mins?))(?!\\s*(?:earlier|sooner|forward|ahead|up)\\b))");

	private static final Pattern RELOCATE = Pattern
		.compile("(?:(?:move|change|put|set)\\s+(?:it|that|the\\s+(?:location|place|venue|room))\\s+to"
				+ "|(?:the\\s+)?(?:location|place|venue|room)\\s+is(?:\\s+now)?"
				// "at the crown and anchor", "oh and it's in peckham": a place alone, no
				// time in it
				+ "|^(?:(?:ok|okay|and|oh|actually|also|no|sorry|wait)[,\\s]+)*(?:(?:it'?s|it\\s+is|make\\s+it)\\s+)?(?:at|in))"
				+ "\\s+(?<loc>.+?)[\\s.!]*$");

	private final Conversation conversation;

	private final Preferences preferences;

	private final Scheduler scheduler;

	private final Say say;

	public FollowUps(Conversation conversation) {
		this.conversation = conversation;
		this.preferences = conversation.preferences();
		this.scheduler = new Scheduler(this.preferences, conversation.now(), conversation.calendar());
		this.say = new Say(this.preferences.zone(), conversation.now());
	}

	// Follow-ups -----------------------------------------------------------------

	/** The proposal of the last assistant turn, or null. */
	public static @Nullable ProposedEvent lastProposal(List<Turn> history) {
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

	/**
	 * The question the last turn asked and waits on, when the assistant said it; else
	 * null.
	 */
	public static @Nullable Pending pending(List<Turn> history) {
		if (history.isEmpty()) {
			return null;
		}
		Turn last = history.get(history.size() - 1);
		return last.fromUser() ? null : last.pending();
	}

	/**
	 * The user's last message when the assistant answered it with a question, or null.
	 */
	public static @Nullable String lastUserMessage(List<Turn> history) {
		if (history.size() < 2) {
			return null;
		}
		Turn assistant = history.get(history.size() - 1);
		Turn user = history.get(history.size() - 2);
		return (!assistant.fromUser() && assistant.proposedEvent() == null && user.fromUser()) ? user.content() : null;
	}

	/** The user's last message, or null. */
	public static @Nullable String previousUserMessage(List<Turn> history) {
		for (int i = history.size() - 1; i >= 0; i--) {
			if (history.get(i).fromUser()) {
				return history.get(i).content();
			}
		}
		return null;
	}

	/**
	 * Answer a message as a change to the last proposal; null when it is no follow-up.
	 */
	public @Nullable Answer answer(String message, ProposedEvent last) {
		return answer(message, last, null);
	}

	/**
	 * Answer a message as a change to the last proposal, knowing the message it answered
	 * (a shift corrected is measured from the event's own times); null when it is no
	 * follow-up.
	 */
	public @Nullable Answer answer(String said, ProposedEvent last, @Nullable String answered) {
		String message = said;
		String text = new Utterance(message.strip()).text().replaceAll("\\s+", " ");
		if (Replies.isYes(text)) {
			if (last.startTime().isBefore(this.conversation.now())) {
				return Answer.of(AssistantReply.confirmation("\"" + last.title() + "\" was set for "
						+ this.say.span(last.interval()) + ", which has passed. When should it be instead?"));
			}
			List<Busy> conflicts = busy(last, last.startTime(), last.endTime());
			ProposedEvent event = last.withTimes(last.startTime(), last.endTime(), conflicts);
			String message2 = "Great: \"" + event.title() + "\" " + this.say.onSpan(event.interval())
					+ ". Confirm it to "
					+ ((event.action() == Action.CREATE) ? "add it to your calendar."
							: (event.action() == Action.DELETE) ? "delete it." : "change it.")
					+ (conflicts.isEmpty() ? "" : " It overlaps " + this.say.conflicts(conflicts) + ".");
			return new Answer(AssistantReply.proposal(message2, event), event.interval(), false);
		}
		if (Replies.isNo(text)) {
			return Answer.of(AssistantReply.confirmation("OK, I won't schedule \"" + last.title() + "\"."));
		}
		if (!RENAME.matcher(said.strip()).find()) {
			// "saturday not sunday": the old value only says what is replaced (not in a
			// yes, read above, nor in a new name: "call it do not disturb")
			message = Corrections.withoutOld(said);
			text = new Utterance(message.strip()).text().replaceAll("\\s+", " ");
		}
		if (last.action() == Action.CREATE) {
			Repeat ended = Corrections.ended(last, message, this.preferences,
					LocalDateTime.ofInstant(this.conversation.now(), this.preferences.zone()));
			if (ended != null) {
				// "only 6 times tho" after "piano every tues 6pm"
				return repeating(last, ended, last.startTime().atZone(this.preferences.zone()).toLocalDate());
			}
			Answer repeated = repeated(message, last);
			if (repeated != null) {
				return repeated;
			}
		}
		message = withHours(message);
		if (!FOLLOW_UP.matcher(text).find() && !onlyWhen(message) && !NEW_END.matcher(text).matches()) {
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
			// "push it an hour": pushing without a direction is later.
			String amountText = (shift.group("amount") != null) ? shift.group("amount")
					: (shift.group("amount2") != null) ? shift.group("amount2") : shift.group("amount3");
			String direction = (shift.group("dir") != null) ? shift.group("dir")
					: (shift.group("dir2") != null) ? shift.group("dir2") : "later";
			Duration amount = Amounts.of(amountText);
			if (amount != null) {
				boolean earlier = direction.matches("forward|earlier|up|sooner|ahead");
				Duration delta = earlier ? amount.negated() : amount;
				Interval base = Corrections.base(last, this.conversation.calendar(), answered);
				return moved(last, base.start().plus(delta), base.end().plus(delta), false);
			}
		}
		Interval reshifted = Corrections.reshifted(last, this.conversation.calendar(), answered, text);
		if (reshifted != null) {
			return moved(last, reshifted.start(), reshifted.end(), false);
		}
		Answer ended = ended(text, last);
		if (ended != null) {
			return ended;
		}
		Answer lengthened = lengthened(text, last);
		if (lengthened != null) {
			return lengthened;
		}
		Utterance utterance = new Utterance(message);
		Details.claimEmails(utterance);
		LocalDateTime now = LocalDateTime.ofInstant(this.conversation.now(), this.preferences.zone());
		When when = WhenParser.parse(utterance, now, this.preferences.weekStart(), this.preferences.dateOrder(),
				this.preferences.holidays());
		Matcher relocate = RELOCATE.matcher(text);
		if (when.isEmpty()) {
			String location = Places.claim(utterance);
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

	/**
	 * "till 11" after "cinema fri 8pm": the last proposal ending then, its start kept; an
	 * hour without am or pm is the first such hour after the start (within half a day).
	 */
	private @Nullable Answer ended(String text, ProposedEvent last) {
		Matcher end = NEW_END.matcher(text);
		if (!end.matches()) {
			return null;
		}
		int hour = Integer.parseInt(end.group("hour"));
		int minute = (end.group("minute") != null) ? Integer.parseInt(end.group("minute")) : 0;
		if (hour > 23 || end.group("half") != null && (hour == 0 || hour > 12)) {
			return null;
		}
		ZonedDateTime start = last.startTime().atZone(this.preferences.zone());
		boolean pm = "p".equals(end.group("half"));
		boolean am = "a".equals(end.group("half"));
		boolean saysHalf = am || pm || hour > 12 || hour == 0;
		int said = (pm && hour < 12) ? hour + 12 : (am && hour == 12) ? 0 : hour;
		// the candidates: that clock reading on the start's day and the next, in both
		// halves of the day unless one is said; the first after the start wins
		ZonedDateTime best = null;
		for (int day = 0; day <= 1; day++) {
			for (int half = 0; half <= 1; half++) {
				int clock = saysHalf ? said : hour % 12 + 12 * half;
				ZonedDateTime candidate = start.toLocalDate()
					.plusDays(day)
					.atTime(clock, minute)
					.atZone(this.preferences.zone());
				if (candidate.isAfter(start) && !candidate.isAfter(start.plusHours(12))
						&& (best == null || candidate.isBefore(best))) {
					best = candidate;
				}
			}
		}
		return (best != null) ? moved(last, last.startTime(), best.toInstant(), true) : null;
	}

	/** "make it 30 mins longer": the last proposal with a length added or taken off. */
	private @Nullable Answer lengthened(String text, ProposedEvent last) {
		Matcher relative = RELATIVE_LENGTH.matcher(text);
		Duration amount = relative.find() ? Amounts.of(relative.group("amount")) : null;
		if (amount == null) {
			return null;
		}
		boolean longer = relative.group("dir").equals("longer") || relative.group("dir").equals("more");
		Instant end = longer ? last.endTime().plus(amount) : last.endTime().minus(amount);
		return moved(last, last.startTime(), end, true);
	}

	/**
	 * "make it every week": the new event proposed last repeats from its day (or the
	 * first day after it the repeat names), at its time; when it repeats already,
	 * weekdays listed ("make it tue and thu") are its new days, or more days ("add wed
	 * too"); null when the message says no repeat or a new time as well (then it is read
	 * as a whole).
	 */
	private @Nullable Answer repeated(String message, ProposedEvent last) {
		Utterance utterance = Utterance.read(message);
		LocalDateTime now = LocalDateTime.ofInstant(this.conversation.now(), this.preferences.zone());
		Repeat repeat = Repeat.read(utterance, now, this.preferences.dateOrder(), this.preferences.holidays());
		if (repeat == null && last.recurrence() != null && !last.recurrence().isEmpty()) {
			// "make it tue and thu" after "gym every tuesday": the days it repeats on.
			repeat = Repeat.weeklyOn(utterance);
		}
		Repeat said = repeat;
		repeat = (repeat != null) ? Repeats.added(repeat, last.recurrence(), message) : null;
		if (repeat == null || !WhenParser
			.parse(utterance, now, this.preferences.weekStart(), this.preferences.dateOrder(),
					this.preferences.holidays())
			.isEmpty()) {
			return null;
		}
		ZonedDateTime start = last.startTime().atZone(this.preferences.zone());
		// "add saturdays too": from the first of all its days after now, as if said at
		// once
		LocalDate soonest = now.toLocalDate().plusDays(now.toLocalTime().isBefore(start.toLocalTime()) ? 0 : 1);
		LocalDate first = Repeats.firstDay(repeat,
				(repeat == said || start.toLocalDate().isAfter(soonest.plusDays(6))) ? start.toLocalDate() : soonest);
		Instant from = (first != null) ? this.scheduler.instant(first, start.getHour() * 60 + start.getMinute()) : null;
		if (from == null) {
			return null;
		}
		Instant to = from.plus(Duration.between(last.startTime(), last.endTime()));
		return repeating(last.withTimes(from, to, busy(last, from, to)), repeat, first);
	}

	/** The proposal repeating as said, from its first day. */
	private Answer repeating(ProposedEvent proposal, Repeat repeat, LocalDate first) {
		ProposedEvent event = proposal.withRecurrence(Repeats.lines(repeat, first, this.preferences.zone()));
		return changed(event, "\"" + event.title() + "\" repeats " + Repeats.describe(repeat, first, this.say)
				+ ", from " + this.say.span(event.interval()) + ".");
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
			Instant to = (when.end() != null) ? this.scheduler.end(when.exact(), when.end(), when.part())
					: from.plus((when.duration() != null) ? when.duration() : length);
			return moved(last, from, to, true);
		}
		if (when.start() != null) {
			Duration newLength = (when.duration() != null) ? when.duration() : length;
			int[] minutes = ClockTime.range(when.start(), when.end(), side(when, start), newLength);
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
		List<Busy> conflicts = busy(last, start, end);
		ProposedEvent event = last.withTimes(start, end, conflicts);
		// "actually just push it to thursday" after "cancel X": a move, not a cancel (of
		// a one-off or one occurrence: a whole series moved is said otherwise)
		event = (event.action() == Action.DELETE && event.recurrence() == null) ? event.asUpdate() : event;
		return changed(event, "Moved \"" + event.title() + "\" to " + this.say.span(event.interval()) + ".");
	}

	private Answer changed(ProposedEvent event, String what) {
		String confirm = (event.action() == Action.CREATE) ? " Confirm it to add it to your calendar."
				: (event.action() == Action.DELETE) ? " Confirm it to delete the event."
						: " Confirm it to change the event.";
		String message = what + (event.conflicts().isEmpty() ? confirm : " It overlaps "
				+ this.say.conflicts(event.conflicts()) + "; you can still keep both, or ask me for another time.");
		return new Answer(AssistantReply.proposal(message, event), event.interval(), false);
	}

	/**
	 * Whether a message says nothing but when, apart from fillers ("actually friday",
	 * "hmm, 3pm?"): a new time for the last proposal.
	 */
	/**
	 * The part of the day an hour without am/pm takes in a follow-up: the one said, else
	 * the side of noon nearest the proposal's start ("8" after dinner at 7pm is 8pm).
	 */
	private static @Nullable PartOfDay side(When when, ZonedDateTime start) {
		ClockTime said = when.start();
		if (when.part() != null || said == null || said.isCertain()) {
			return when.part();
		}
		int now = start.getHour() * 60 + start.getMinute();
		int morning = said.minutes(PartOfDay.MORNING);
		int evening = said.minutes(PartOfDay.EVENING);
		return (Math.abs(evening - now) < Math.abs(morning - now)) ? PartOfDay.EVENING : PartOfDay.MORNING;
	}

	/**
	 * In a follow-up a bare hour is a time: "push it to 11", "8 works better", "how about
	 * 3" read as "at 11", "at 8", "at 3".
	 */
	static String withHours(String message) {
		return BARE_HOUR.matcher(message)
			.replaceAll((m) -> m.group(1) + ((m.group(3) != null) ? "from " : "at ") + m.group(2));
	}

	private boolean onlyWhen(String message) {
		Utterance utterance = Utterance.read(message);
		Preferences preferences = this.conversation.preferences();
		When when = WhenParser.parse(utterance, LocalDateTime.ofInstant(this.conversation.now(), preferences.zone()),
				preferences.weekStart(), preferences.dateOrder(), preferences.holidays());
		String rest = utterance.remainder().toLowerCase(Locale.ROOT).replaceAll("[^a-z ]", " ");
		return !when.isEmpty() && Text.collapse(FILLERS.matcher(rest).replaceAll(" ")).isBlank();
	}

	/** The busy events over a span, without the event a proposal changes. */
	private List<Busy> busy(ProposedEvent proposal, Instant start, Instant end) {
		return this.conversation.calendar().busy(start, end, proposal.eventId());
	}

	/**
	 * Whether a message is a follow-up that changes "it": with no proposal to change, the
	 * assistant asks which event is meant instead of reading "it" as a title.
	 */
	public static boolean changesIt(String message) {
		String text = new Utterance(message.strip()).text().replaceAll("\\s+", " ");
		// "the study thing, can we do it at 10": "it" is the event the message names
		return FOLLOW_UP.matcher(text).find() && text.matches("(?s).*\\b(?:it|that|this one)\\b.*")
				&& ChangeRequest.read(new Utterance(message.strip())) == null;
	}

}
