package dev.kairos.assistant.planning;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.assistant.language.Amounts;
import dev.kairos.assistant.language.ChangeRequest;
import dev.kairos.assistant.language.Choice;
import dev.kairos.assistant.language.ClockTime;
import dev.kairos.assistant.language.Details;
import dev.kairos.assistant.language.Places;
import dev.kairos.assistant.language.Scope;
import dev.kairos.assistant.language.Utterance;
import dev.kairos.assistant.language.When;
import dev.kairos.assistant.language.WhenParser;
import org.jspecify.annotations.Nullable;

/**
 * Answer a request to change or cancel an existing event ({@link ChangeRequest}): find
 * the event ({@link EventFinder}), and propose the change as an {@code update} or
 * {@code delete} of it, with the event's fields as they will be. Several matching events
 * are a question naming each with its time; none, or a synced event, is said so.
 *
 * <p>
 * A repeating event is listed occurrence by occurrence. A request about it acts on one
 * occurrence when it says so ("just this one") or names its day or time ("skip standup on
 * Monday"), on the whole series when it says so ("all of them", "for good"), and asks
 * which otherwise. A change to a series keeps its recurrence and moves its first
 * occurrence, as PATCH on a series does; its conflicts are those of its coming
 * occurrences.
 */
public final class ActionRequests {

	/** How an answer that asks which event begins; a reply to it narrows the choice. */
	public static final String WHICH = "Which one do you mean";

	private static final Pattern RELATIVE_LENGTH = Pattern.compile("\\b(?:longer|shorter|more|less)\\b");

	private static final Pattern BARE_WEEKDAY = Pattern.compile(
			"^(?:on\\s+)?(?<wd>monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun)"
					// "mon 5 april", "monday week": more said, no bare weekday
					+ "\\b(?!,?\\s+(?:next|after|week\\b|\\d|the\\s+\\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\b))");

	/** "the second one"; not a date ("the one on the 5th", "the 3rd of may"). */
	private static final Pattern ORDINAL = Pattern
		.compile("(?<!\\bon\\s(?:the\\s)?)\\b(?<n>first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last|latter"
				+ "|former)\\b(?!\\s+(?:of\\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\b)");

	private static final Pattern SCOPE_FILLERS = Pattern.compile("[^a-z0-9':]+|\\b(?:actually|no|nope|ok|okay|yes|yeah"
			+ "|please|sorry|oh|wait|hmm|then|instead|i\\s+meant|i\\s+mean|make\\s+it|do|for|of|just|only|one|ones)\\b");

	private final Conversation conversation;

	private final Scheduler scheduler;

	private final Say say;

	public ActionRequests(Conversation conversation) {
		this.conversation = conversation;
		this.scheduler = new Scheduler(conversation.preferences(), conversation.now(), conversation.calendar());
		this.say = new Say(conversation.preferences().zone(), conversation.now());
	}

	/**
	 * Answer a change request.
	 * @return the answer, or null when the request names no event it can look for
	 */
	public @Nullable Answer answer(ChangeRequest request) {
		ChangeRequest arrowed = ArrowedDays.read(request, this.conversation);
		if (arrowed != request) {
			return answer(arrowed);
		}
		if (NameSplits.wanted(request)) {
			ChangeRequest split = NameSplits.split(request, new EventFinder(this.conversation, this.scheduler));
			if (split != null || request.naming() == ChangeRequest.Naming.NAME_THEN_NAME) {
				return (split != null) ? answer(split) : null;
			}
		}
		EventFinder.Found found = new EventFinder(this.conversation, this.scheduler).find(request.reference(),
				!request.weak());
		if (!found.named() || found.events().isEmpty() && request.weak() || !found.names(request.naming())) {
			return null;
		}
		// "lab meetings are now 45 mins": a series named in the plural is all of it,
		// and so is one given news ("standup is 30 min now") unless a day or time names
		// one
		Scope said = (request.scope() == Scope.NEWS) ? Scope.UNSAID : request.scope();
		boolean all = !found.timed()
				&& (request.scope() == Scope.NEWS && !EventRequests.saysADay(this.conversation, request.value())
						|| said == Scope.UNSAID && Occurrences.inPlural(found.words(), found.events()));
		return answer(request.withScope(all ? Scope.ALL : said), found.events(), found.timed());
	}

	/**
	 * Answer the reply to a question that asked which event: narrow the events of the
	 * earlier request by what the reply says (an ordinal, title words or a time).
	 * @return the answer, or null when the earlier message was no change request
	 */
	public @Nullable Answer choose(Utterance earlier, String reply) {
		return choose(earlier, reply, List.of());
	}

	/**
	 * Answer the reply to a question that asked which event, among those it offered.
	 * @param candidates the ids of the events the question offered (an occurrence stands
	 * for its series); empty to choose among every event the earlier request names
	 * @return the answer, or null when the earlier message was no change request
	 */
	public @Nullable Answer choose(Utterance earlier, String typed, List<String> candidates) {
		Choice choice = Choice.read(ChangeRequest.read(earlier), typed);
		if (choice == null) {
			return null;
		}
		ChangeRequest request = choice.request();
		String reply = choice.which();
		Scope.Said said = Scope.read(reply.toLowerCase(Locale.ROOT));
		if (said.scope() == Scope.ALL) {
			// "all of them": the whole series (or, for several events, which one).
			return answer(request.withScope(Scope.ALL));
		}
		EventFinder finder = new EventFinder(this.conversation, this.scheduler);
		List<CalendarEvent> events = Occurrences.offered(finder.find(request.reference()).events(), candidates);
		if (events.isEmpty()) {
			return null;
		}
		ChangeRequest one = request.withScope((said.scope() == Scope.ONE) ? Scope.ONE : request.scope());
		String text = said.blank(reply.toLowerCase(Locale.ROOT));
		List<CalendarEvent> things = Occurrences.distinct(events);
		Matcher ordinal = ORDINAL.matcher(text);
		if (ordinal.find()) {
			int index = switch (ordinal.group("n")) {
				case "first", "1st", "former" -> 0;
				case "second", "2nd" -> 1;
				case "third", "3rd" -> 2;
				case "fourth", "4th" -> 3;
				case "fifth", "5th" -> 4;
				default -> things.size() - 1;
			};
			return (index < things.size()) ? answer(one.withScope(Scope.ONE), List.of(things.get(index)), true) : null;
		}
		EventFinder.Found narrowed = finder.find(said.blank(reply));
		List<CalendarEvent> chosen = events.stream().filter(narrowed.events()::contains).toList();
		if (chosen.isEmpty() && said.scope() == Scope.ONE) {
			// "just the next one"
			return answer(one, List.of(events.get(0)), true);
		}
		return chosen.isEmpty() ? null : answer(one, chosen, narrowed.timed());
	}

	/**
	 * Act on the events a request names: one event, one occurrence or one series, or ask
	 * which.
	 * @param timed whether the request named a day or time (so it names occurrences)
	 */
	private Answer answer(ChangeRequest request, List<CalendarEvent> events, boolean timed) {
		if (events.isEmpty()) {
			String named = request.reference().replaceFirst("(?i)^(?:my|the|our|your|this|that)\\s+", "");
			return Answer
				.of(AssistantReply.confirmation("I couldn't find \"" + named + "\" on your calendar between today and "
						+ this.say.day(this.scheduler.today().plusDays(EventFinder.HORIZON.toDays()))
						+ ". Which event do you mean? Tell me its name or time."));
		}
		List<CalendarEvent> things = Occurrences.distinct(events);
		if (things.size() > 1) {
			return which(things);
		}
		CalendarEvent event = things.get(0);
		if (!event.editable()) {
			String provider = event.source().displayName();
			return Answer.of(AssistantReply.confirmation("\"" + event.title() + "\" (" + this.say.span(event.interval())
					+ ") comes from " + provider + ", and Kairos can't change synced events: it only reads that "
					+ "calendar, and the next sync would undo a change made here. Change it in " + provider
					+ " and it will sync back."));
		}
		if (!event.occurrence()) {
			return change(request, event);
		}
		if (request.scope() == Scope.ALL || request.kind() == ChangeRequest.Kind.REPEAT
				|| (request.kind() == ChangeRequest.Kind.RENAME || request.kind() == ChangeRequest.Kind.RELOCATE
						&& !EventRequests.saysADay(this.conversation, request.value())) && request.scope() != Scope.ONE
						&& !timed
				// "move yoga to fridays": days said as a habit are the series'
				|| request.kind() == ChangeRequest.Kind.MOVE && SeriesDays.said(request.value()) != null) {
			// A new name or place is the series' own unless one occurrence is said
			// ("yoga's
			// at corepower now": the studio moved; "at the gym this time", "on friday":
			// one)
			CalendarEvent series = this.conversation.calendar().series(event.seriesId());
			return (series != null) ? change(request, series) : ask(event,
					"I couldn't read the series \"" + event.title() + "\" belongs to. Which occurrence do you mean?");
		}
		if (request.scope() == Scope.ONE || timed) {
			// "skip standup on monday", "cancel yoga, just this one": one occurrence.
			return (events.size() == 1 || !timed) ? change(request, events.get(0)) : which(events);
		}
		return Answer.of(AssistantReply.asking(
				WHICH + ": just the next \"" + event.title() + "\" (" + this.say.span(event.interval())
						+ "), or all of them (the whole series)?",
				Pending.asking(Pending.Kind.WHICH_OCCURRENCE, List.of(event.id()))));
	}

	private Answer which(List<CalendarEvent> events) {
		List<String> names = new ArrayList<>();
		for (CalendarEvent event : events.subList(0, Math.min(events.size(), 5))) {
			names.add("\"" + event.title() + "\" (" + this.say.span(event.interval()) + ")");
		}
		String more = (events.size() > 5) ? " (and " + (events.size() - 5) + " more)" : "";
		List<String> candidates = events.stream().limit(Pending.MAX_CANDIDATES).map(CalendarEvent::id).toList();
		return Answer.of(AssistantReply.asking(
				WHICH + ": " + String.join(", ", names.subList(0, names.size() - 1))
						+ ((names.size() > 1) ? " or " : "") + names.get(names.size() - 1) + more + "?",
				Pending.asking(Pending.Kind.WHICH_EVENT, candidates)));
	}

	private Answer change(ChangeRequest request, CalendarEvent event) {
		Duration length = Duration.between(event.startTime(), event.endTime());
		return switch (request.kind()) {
			case DELETE -> proposal(
					ProposedEvent.change(event, Action.DELETE, event.title(), event.startTime(), event.endTime(),
							event.location(), this.conversation.preferences().zone(), List.of()),
					(event.recurrence() != null) ? "Cancel every \"" + event.title() + "\" (the whole series"
							+ next(event, event.startTime(), event.endTime()) + ")? Confirm it to delete the series."
							: "Cancel \"" + event.title() + "\", " + this.say.span(event.interval())
									+ "? Confirm it to delete the event.");
			case RELOCATE -> {
				if (EventRequests.saysADay(this.conversation, request.value())) {
					// "physio moved to st georges day": a day said as the new "place"
					yield moved(new ChangeRequest(ChangeRequest.Kind.MOVE, request.reference(), request.value(),
							request.later(), request.scope(), request.weak()), event, length);
				}
				String place = Places.trimPlace(request.value());
				if (place.isEmpty()) {
					yield ask(event, "Where should \"" + event.title() + "\" be instead?");
				}
				yield updated(event, event.title(), event.startTime(), event.endTime(), place,
						"Move \"" + event.title() + "\" to " + place);
			}
			case RENAME -> {
				String title = request.value().replaceAll("^[\"'“]+|[\"'”]+$", "").strip();
				if (title.isEmpty()) {
					yield ask(event, "What should I rename \"" + event.title() + "\" to?");
				}
				yield updated(event, title, event.startTime(), event.endTime(), event.location(),
						"Rename \"" + event.title() + "\" to \"" + title + "\"");
			}
			case SHIFT -> {
				Duration amount = Amounts.of(request.value());
				if (amount == null) {
					yield ask(event, "By how much should I move \"" + event.title() + "\"?");
				}
				Duration delta = Boolean.FALSE.equals(request.later()) ? amount.negated() : amount;
				if (delta.toSeconds() % 86_400 == 0) {
					// "back a week" over a change of clocks: the same time, days on.
					ZoneId zone = this.conversation.preferences().zone();
					long days = delta.toDays();
					yield moved(event, event.startTime().atZone(zone).plusDays(days).toInstant(),
							event.endTime().atZone(zone).plusDays(days).toInstant());
				}
				yield moved(event, event.startTime().plus(delta), event.endTime().plus(delta));
			}
			case REPEAT -> (event.recurrence() != null && SeriesDays.said(request.value()) != null)
					// "make yoga every monday": new days of a series
					? moved(new ChangeRequest(ChangeRequest.Kind.MOVE, request.reference(), request.value(), null,
							Scope.ALL, true), event, length)
					: new RepeatRequests(this.conversation, this.scheduler, this.say).answer(request, event);
			case RESIZE -> resized(request, event, length);
			case MOVE -> moved(request, event, length);
		};
	}

	private Answer resized(ChangeRequest request, CalendarEvent event, Duration length) {
		String value = request.value().toLowerCase(Locale.ROOT);
		Duration amount = Amounts.of(value);
		Duration newLength;
		if (amount == null) {
			return ask(event, "How long should \"" + event.title() + "\" be?");
		}
		boolean longer = Boolean.TRUE.equals(request.later()) || value.contains("longer") || value.contains("more");
		// "longer? 30 min" for an hour's event: longer by that much, not 30 minutes long
		boolean against = request.later() != null && !value.startsWith("to ")
				&& request.later() == (amount.compareTo(length) <= 0);
		if (value.startsWith("by") || value.startsWith("short by") || RELATIVE_LENGTH.matcher(value).find()
				|| against) {
			// "by 30 minutes", "an hour longer", "15 minutes shorter": a change of length
			newLength = longer ? length.plus(amount) : length.minus(amount);
		}
		else {
			newLength = amount;
		}
		return moved(event, event.startTime(), event.startTime().plus(newLength));
	}

	private Answer moved(ChangeRequest request, CalendarEvent event, Duration length) {
		String value = request.value().strip();
		if (value.isEmpty()) {
			return ask(event, "When should \"" + event.title() + "\" be instead? For example \"move "
					+ event.title().toLowerCase(Locale.ROOT) + " to Friday at 2pm\".");
		}
		String lower = value.toLowerCase(Locale.ROOT);
		value = ClockTime.saidAlone(value);
		if (BARE_WEEKDAY.matcher(lower).lookingAt() && !lower.startsWith("on ")) {
			// "to fri": a day, as "on fri" says it.
			value = "on " + value;
		}
		Utterance utterance = new Utterance(value);
		Preferences preferences = this.conversation.preferences();
		LocalDateTime now = LocalDateTime.ofInstant(this.conversation.now(), preferences.zone());
		When when = WhenParser.parse(utterance, now, preferences.weekStart(), preferences.dateOrder(),
				preferences.holidays());
		// "lab meeting moves to fridays 2pm": the days, and the hour of every one
		Matcher daysAt = (event.recurrence() != null && when.start() != null) ? SeriesDays.DAYS_AT.matcher(lower)
				: null;
		boolean timed = daysAt != null && daysAt.matches();
		Set<DayOfWeek> said = (event.recurrence() != null) ? SeriesDays.said(timed ? daysAt.group("days") : value)
				: null;
		Set<DayOfWeek> days = (said != null) ? SeriesDays.withOwn(value, said, event.recurrence()) : null;
		List<String> rule = (days != null) ? SeriesDays.rule(event.recurrence(), days) : null;
		if (rule != null) {
			// "move all my lab meetings to tuesdays": a weekly series on other days
			ZonedDateTime own = event.startTime().atZone(preferences.zone());
			own = timed ? own.with(LocalTime.ofSecondOfDay(when.start().minutes(when.part()) * 60L)) : own;
			Instant from = SeriesDays.first(own, days).toInstant();
			return proposal(
					ProposedEvent
						.change(event, Action.UPDATE, event.title(), from, from.plus(length), event.location(),
								preferences.zone(), conflicts(event, from, from.plus(length)))
						.withRecurrence(rule),
					"Move every \"" + event.title() + "\" to " + SeriesDays.named(days) + "; the next one: "
							+ this.say.span(SeriesDays.next(this.conversation.now(), own, days, length))
							+ ". Confirm it to change the series.");
		}
		if (event.recurrence() != null && (when.hasDay() || when.exact() != null)) {
			return ask(event, "Should every \"" + event.title() + "\" repeat on that day from now on (say \"every "
					+ "friday\"), or should I move just the next one?");
		}
		String shift = Amounts.onlyAnAmount(lower);
		if (shift != null && shift.matches("(?s).*\\b(?:later|earlier|sooner)\\b.*")) {
			// "team meeting, 1 hr later" answering which to move: a shift by that much
			return change(new ChangeRequest(ChangeRequest.Kind.SHIFT, request.reference(), shift,
					shift.contains("later"), request.scope(), request.weak()), event);
		}
		if ((when.isEmpty() || when.open()) && TitleWords.sameKind(value, event.title())) {
			// "change guitar lesson to Bass lesson": a new name of the same kind of thing
			String title = Details.capitalize(value);
			return updated(event, title, event.startTime(), event.endTime(), event.location(),
					"Rename \"" + event.title() + "\" to \"" + title + "\"");
		}
		if (when.isEmpty() || when.open()) {
			String place = Places.claim(new Utterance("at " + value));
			if (place == null) {
				return ask(event, "I couldn't tell where or when to move \"" + event.title() + "\" from \"" + value
						+ "\". When should it be instead?");
			}
			return updated(event, event.title(), event.startTime(), event.endTime(), place,
					"Move \"" + event.title() + "\" to " + place);
		}
		if (when.past() && !when.hasDay() && event.recurrence() == null) {
			return ask(event, "That is over already. When should \"" + event.title() + "\" be instead?");
		}
		ZonedDateTime start = event.startTime().atZone(preferences.zone());
		LocalDate day = start.toLocalDate();
		Matcher weekday = BARE_WEEKDAY.matcher(lower);
		if (weekday.find()) {
			// "move yoga to friday": the Friday of the event's week, unless that is over.
			DayOfWeek target = SeriesDays.day(weekday.group("wd"));
			LocalDate inWeek = day.with(TemporalAdjusters.previousOrSame(preferences.weekStart()))
				.with(TemporalAdjusters.nextOrSame(target));
			day = inWeek.isBefore(this.scheduler.today()) ? (when.date() != null ? when.date() : inWeek) : inWeek;
		}
		else if (when.date() != null) {
			day = when.date();
		}
		else if (when.firstDay() != null) {
			day = when.firstDay();
		}
		if (when.exact() != null) {
			Instant from = this.scheduler.instant(when.exact());
			return moved(event, from, from.plus((when.duration() != null) ? when.duration() : length));
		}
		Duration newLength = (when.duration() != null) ? when.duration() : length;
		ClockTime until = (when.start() == null) ? when.before() : null;
		if (until != null && lower.matches("(?:until|till)\\s.*")) {
			// "goes till midnight": a new end on the event's day (or the night after),
			// the
			// start kept.
			Instant end = this.scheduler.instant(start.toLocalDate(), until.minutes(null));
			if (!end.isAfter(event.startTime()) && !until.isCertain()) {
				end = end.plus(Duration.ofHours(12));
			}
			end = end.isAfter(event.startTime()) ? end : end.plus(Duration.ofDays(1));
			return moved(event, event.startTime(), end);
		}
		if (when.start() != null) {
			int[] minutes = ClockTime.range(when.start(), when.end(), when.part(), newLength);
			int own = start.getHour() * 60 + start.getMinute();
			if (!when.start().isCertain() && when.part() == null && minutes[0] < 1440) {
				// "move dinner to 8", "yoga at 7:30": an hour without am/pm is the one
				// nearer the event's own time (20:00 for a dinner at 19:00).
				int other = (minutes[0] >= 720) ? minutes[0] - 720 : minutes[0] + 720;
				if (Math.abs(other - own) < Math.abs(minutes[0] - own)) {
					minutes = new int[] { other, other + (minutes[1] - minutes[0]) };
				}
			}
			return moved(event, this.scheduler.instant(day, minutes[0]), this.scheduler.instant(day, minutes[1]));
		}
		int minutes = start.getHour() * 60 + start.getMinute();
		Instant from = this.scheduler.instant(day, minutes);
		return moved(event, from, from.plus(newLength));
	}

	/**
	 * Whether a message only says which occurrences an earlier request meant: "all of
	 * them", "actually, just this one", "just tomorrow's", "only the one on monday".
	 */
	public static boolean saysOnlyScope(String message) {
		String text = message.toLowerCase(Locale.ROOT);
		Scope.Said said = Scope.read(text);
		if (said.scope() == Scope.UNSAID) {
			return false;
		}
		String rest = SCOPE_FILLERS.matcher(said.blank(text)).replaceAll(" ").strip();
		return rest.isEmpty() || rest.split("\\s+").length <= 3;
	}

	private Answer moved(CalendarEvent event, Instant start, Instant end) {
		// A series keeps its first occurrence, which may be over: its coming ones count.
		if (start.isBefore(this.conversation.now()) && event.recurrence() == null) {
			return ask(event, "That would put \"" + event.title() + "\" in the past. When should it be instead?");
		}
		if (!end.isAfter(start)) {
			return ask(event, "That would leave \"" + event.title() + "\" no time at all. How long should it be?");
		}
		String what = start.equals(event.startTime())
				? "Make \"" + event.title() + "\" " + Say.duration(Duration.between(start, end)) + " long"
				: "Move \"" + event.title() + "\"";
		return updated(event, event.title(), start, end, event.location(), what);
	}

	private Answer updated(CalendarEvent event, String title, Instant start, Instant end, @Nullable String location,
			String what) {
		List<Busy> conflicts = conflicts(event, start, end);
		ProposedEvent proposal = ProposedEvent.change(event, Action.UPDATE, title, start, end, location,
				this.conversation.preferences().zone(), conflicts);
		String when = (event.recurrence() != null) ? "the whole series" + next(event, start, end)
				: this.say.span(proposal.interval());
		// A new place is said once, in "what": "Move "Lecture" to Room 101".
		String message = what + ": " + when + ". " + this.say.changeClosing(conflicts);
		return proposal(proposal, message);
	}

	private List<Busy> conflicts(CalendarEvent event, Instant start, Instant end) {
		return Occurrences.conflicts(this.conversation, event, start, end);
	}

	private List<CalendarEvent> coming(CalendarEvent series) {
		return Occurrences.coming(this.conversation, series);
	}

	/** "; the next one: Tuesday, November 3, 6:30 PM–7:30 PM" for a changed series. */
	private String next(CalendarEvent series, Instant start, Instant end) {
		List<CalendarEvent> coming = coming(series);
		if (coming.isEmpty()) {
			return "";
		}
		Instant from = coming.get(0).startTime().plus(Duration.between(series.startTime(), start));
		return "; the next one: " + this.say.span(new Interval(from, from.plus(Duration.between(start, end))));
	}

	private static Answer proposal(ProposedEvent event, String message) {
		return new Answer(AssistantReply.proposal(message, event), event.interval(), false);
	}

	/**
	 * A question about a change of one event (when, how long, what name): the answer
	 * completes the change, so the event travels as the pending question's candidate.
	 */
	static Answer ask(CalendarEvent event, String question) {
		return Answer.of(AssistantReply.asking(question, Pending.asking(Pending.Kind.DETAILS, List.of(event.id()))));
	}

}
