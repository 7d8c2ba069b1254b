package dev.kairos.assistant.language;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * A request to change or cancel an event the user already has, split into what it does,
 * the words that name the event ("my dentist appointment", "my 3pm on friday",
 * "tomorrow's lab") and the words that say the change ("to 4pm", "back an hour", "to 30
 * minutes", "to Reading circle").
 *
 * @param kind what the request does
 * @param reference the words naming the event, as typed (typos corrected)
 * @param value the words saying the change, or empty when there are none ("reschedule my
 * seminar")
 * @param later for a shift: whether it goes later ("push back") or earlier ("bring
 * forward"), else null
 * @param scope which occurrences of a repeating event it is about, as said
 * @param weak whether the words may as well ask for a new event ("make lunch with Sam 90
 * minutes"): then, when no event matches, the message is read as a new request
 * @param naming what it must name to be a change at all (else a new event)
 */
public record ChangeRequest(Kind kind, String reference, String value, @Nullable Boolean later, Scope scope,
		boolean weak, Naming naming) {

	/** What a request must name to be a change, not a new event of the same words. */
	public enum Naming {

		/** Any event it finds. */
		ANY,

		/**
		 * Occurrences of a series ("running club on the 7th at 7:30"): a one-off event of
		 * that name leaves it a new event.
		 */
		OCCURRENCES,

		/**
		 * Events every word of the name said belongs to ("dentist 1:30", "supervision
		 * 10-11 tomorrow"): a name said among other words ("guitar practice mwf 5-6pm")
		 * is a new event.
		 */
		WHOLE_NAME,

		/**
		 * One-off events whose whole name is said and nothing else ("guitar lesson tue
		 * 4pm" moves the guitar lesson to Tuesday): a series or a name said in part
		 * leaves it a new event.
		 */
		EXACT_NAME,

		/**
		 * A name, then a new name ("call the X Y instead"): the calendar says where it
		 * ends.
		 */
		NAME_THEN_NAME

	}

	/** A request that is a change whatever it names. */
	public ChangeRequest(Kind kind, String reference, String value, @Nullable Boolean later, Scope scope,
			boolean weak) {
		this(kind, reference, value, later, scope, weak, Naming.ANY);
	}

	/** Whether it is a change only when what it names are occurrences of a series. */
	public boolean occurrenceOnly() {
		return this.naming == Naming.OCCURRENCES;
	}

	/** A length: "30 min", "an hour and a half", "2 hrs 45 min". */
	static final String LENGTH = "(?:(?:(?:" + Numbers.ANY + ")\\s*(?:hours?|hrs?|h)|an?\\s+hour)\\b"
			+ Amounts.MINUTES_TOO + "|(?:" + Numbers.ANY + ")\\s*(?:minutes?|mins?|hours?|hrs?|h)\\b"
			+ "|half\\s+an\\s+hour|an?\\s+hour(?:\\s+and\\s+a\\s+half)?)";

	/** What a new time or day begins with: "4pm", "tues 10am", "noon", "midnight". */
	static final String NEW_WHEN_TEXT = "(?:\\d|noon|midday|midnight|half\\s+\\d|quarter\\s|"
			// a weekday, not a word that begins like one ("sunrise", "wedding")
			+ DayReader.WEEKDAY_NAME + "s?\\.?(?![\\w'])" + "|tomorrow\\b|today\\b|next\\b"
			// "nov 16", "november 16th": a date by its month's name
			+ "|" + DayReader.MONTH
			+ "\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?\\b|the\\s+\\d{1,2}(?:st|nd|rd|th)\\b(?!\\s+(?:floor|room|level|building|hall|street"
			+ "|st|ave|avenue)\\b)"
			// "moved to the afternoon, 3pm" (not "the morning market")
			+ "|the\\s+(?:morning|afternoon|evening)(?=[,\\s]*(?:$|\\d|instead|now|please|pls|then|on\\b|at\\b))"
			// "a week thursday", "a fortnight on friday"
			+ "|an?\\s+(?:week|fortnight)\\s+(?:on\\s+|from\\s+)?" + DayReader.WEEKDAY_NAME + "\\b"
			// "a quarter past 12"
			+ "|a\\s+quarter\\s|" + DayCounter.COUNTED_DAY + ")";

	static final String LEAD = "^(?:(?:please|pls|kindly|hey|hi|ok|okay|so|um|also|actually|and|oh|y'?all|nah|naw|nope"
			+ "|yeah|yep|yea"
			// a sigh before the ask: "ugh cancel the dentist"
			+ "|ugh+|argh+|sigh|meh|oof|welp|hmm+|oops|whoops|alright|well"
			// a friend addressed first: "chale cancel the dentist", "bro move gym"
			+ "|chale|chaley|bro|dude|fam|yo|oye)[,!.\\s]+){0,8}"
			+ "(?:(?:can|could|would|will)\\s+(?:you|we|ya)\\s+(?:please\\s+)?|gonnae\\s+(?:you\\s+)?|(?:ya|you)\\s+(?:gotta|got\\s+to|need\\s+to)\\s+"
			+ "|gotta\\s+|reckon\\s+(?:we|you|u)\\s+(?:(?:could|can|should)\\s+)?|i\\s+(?:need|want|would\\s+like|'d\\s+like)"
			+ "\\s+(?:you\\s+)?to\\s+|i'd\\s+like\\s+(?:you\\s+)?to\\s+|let's\\s+|lets\\s+|go\\s+ahead\\s+and\\s+|pls\\s+"
			+ "|please\\s+)*";

	private static final Pattern RESIZE = Pattern
		.compile(LEAD + "(?:shorten|extend|lengthen|stretch|prolong|cut|trim)\\s+"
				+ "(?<ref>.+?)\\s+(?<value>(?:to|by|down\\s+to|short\\s+by)\\s+.+)$");

	/** "shorten standup", "extend the seminar": a length to change, no amount said. */
	private static final Pattern BARE_RESIZE = Pattern.compile(
			LEAD + "(?<verb>shorten|extend|lengthen)\\s+(?<ref>(?:(?!\\b(?:to|by|till|until|til|for|\\d)\\b).)+?)$");

	private static final String MAKE_VERB = LEAD
			+ "(?:make|(?:put|set)(?=.*\\s(?:more\\s+)?(?:early|earlier|late|later)\\b))\\s+";

	private static final String MAKE_VALUE = "\\s+(?<value>(?:\\d|an?\\s|half\\b|one\\b|two\\b|three\\b|four\\b|five\\b"
			+ "|ten\\b|fifteen\\b|twenty|thirty\\b|forty|ninety\\b|longer\\b|shorter\\b|start\\b|end\\b|at\\b|on\\b|more\\b"
			+ "|early\\b|earlier\\b|later?\\b).*)$";

	private static final Pattern MAKE = Pattern
		.compile(MAKE_VERB + "(?<ref>(?:the|my|our|that|this)\\s+.+?)" + MAKE_VALUE);

	/** "make every yoga class 7-8pm": the scope's words blanked, no article left. */
	private static final Pattern MAKE_SCOPED = Pattern.compile(MAKE_VERB + "(?<ref>\\S.*?)" + MAKE_VALUE);

	private static final Pattern MOVE = Pattern.compile(LEAD
			+ "(?<verb>move|reschedule|postpone|delay|swap|push(?:\\s+back)?"
			+ "|shift|bump|bring(?=.*\\b(?:forward|back|up|earlier|ahead|sooner|to)\\b)(?:\\s+forward)?|change|switch|do|have|make"
			// "put the dentist back a week"
			+ "|put(?=\\s.+?\\s(?:back|forward)\\s+(?:by\\s+)?(?:a|an|one|half|two|three|\\d))"
			// "put the dentist on friday at 8 instead"
			+ "|put(?=\\s.+\\sinstead[\\s.!?]*$)|slide|scoot|nudge)\\s+(?<rest>.+)$");

	static final Pattern INSTEAD = Pattern.compile("^(?<rest>.+?)\\s+instead[\\s.!?]*$");

	/**
	 * Read a change request; null when the message asks for none, or names no event of
	 * its own ("move it to 4pm" is a follow-up on the last proposal).
	 * @param utterance the message, with its typos corrected
	 */
	public static @Nullable ChangeRequest read(Utterance utterance) {
		return Readings.change(utterance, ChangeRequest::readAnew);
	}

	private static @Nullable ChangeRequest readAnew(Utterance utterance) {
		// "yoga only on thursdays from now on", "make the guitar lesson weekly": series
		ChangeRequest series = SeriesNews.read(utterance);
		series = (series != null) ? series : RepeatChanges.read(utterance);
		if (series != null) {
			return series;
		}
		Scope.Said said = Scope.read(utterance.text());
		String text = Plainer.plainer(Text.clauses(Text.trimmed(Text.collapse(said.blank(utterance.text()).strip()))));
		String typed = Plainer
			.plainer(Text.clauses(Text.trimmed(Text.collapse(said.blank(utterance.original()).strip()))));
		typed = (text.length() != typed.length()) ? text : typed;
		Matcher please = ChangeForms.PLEASE_LAST.matcher(text);
		if (please.find() && please.start() > 0) {
			// "supervision pushed back 30 mins pls"
			text = text.substring(0, please.start());
			typed = typed.substring(0, please.start());
		}
		ChangeRequest request = read(text, typed, said.scope() != Scope.UNSAID);
		// "physics lec always runs over, extend it by 15 min": the event named first
		ChangeRequest named = (request == null || request.weak)
				? Antecedents.read(text, typed, (command, typedCommand) -> read(command, typedCommand, false)) : null;
		request = (named != null) ? named : request;
		boolean scoped = said.scope() != Scope.UNSAID;
		request = Clauses.read(request, text, typed, (command, typedCommand) -> read(command, typedCommand, scoped));
		Matcher reason = ChangeForms.REASON_AFTER_CHANGE.matcher(text);
		if ((request == null || request.value.isEmpty() && request.kind != Kind.DELETE) && reason.find()
				&& reason.start() > 0) {
			// "push tues yoga an hour, working late": the change, then why
			ChangeRequest shorter = read(text.substring(0, reason.start()), typed.substring(0, reason.start()), scoped);
			request = (shorter != null) ? shorter : request;
		}
		// "dentist 1:30": a whole message of a name and a time, no clause of a longer one
		request = (request != null) ? request : VerblessChanges.nameThenTime(text, typed);
		if (request == null) {
			return null;
		}
		if (request.kind == Kind.RENAME && !utterance.typed().equals(utterance.original())) {
			// "rename X to catch-up w tom": the new name as typed, not as spelled out
			ChangeRequest asTyped = read(new Utterance(utterance.typed()));
			request = (asTyped != null && asTyped.kind == Kind.RENAME) ? new ChangeRequest(Kind.RENAME,
					request.reference, asTyped.value, null, request.scope, request.weak, request.naming) : request;
		}
		// "standup is 30 min now": news of how it is from now on
		return (said.scope() != Scope.UNSAID) ? request.withScope(said.scope())
				: Scope.saysNews(text) ? request.withScope(Scope.NEWS) : request;
	}

	private static @Nullable ChangeRequest read(String text, String typed, boolean scoped) {
		Matcher sameTime = ChangeForms.SAME_TIME.matcher(text);
		boolean oldTimeSaid = false;
		boolean sameSaid = false;
		boolean sameDay = false;
		String oldDay = null;
		if (sameTime.find() && sameTime.start() > 0) {
			sameSaid = sameTime.group().contains("same");
			sameDay = sameSaid && sameTime.group().contains("day");
			// "X on thursday instead, same time", "X at 3 instead of 4": no old time
			// changes
			oldTimeSaid = !sameTime.group().contains("same");
			oldDay = sameTime.group("oldday");
			text = text.substring(0, sameTime.start());
			typed = typed.substring(0, sameTime.start());
		}
		// "call X Y from now on": the scope's words, set aside, said it is a new name
		ChangeRequest called = CallRenames.read(text + (scoped ? " now" : ""), typed + (scoped ? " now" : ""));
		if (called != null) {
			return called;
		}
		Matcher rename = ChangeForms.RENAME.matcher(text);
		if (rename.matches()) {
			String which = Text.which(rename, "ref", 6);
			String ref = Text.group(typed, rename, "ref" + which);
			// "tom wants lunch instead, rename it ...": news about tom names the event
			String who = News.someone(ref);
			return of(Kind.RENAME, (who != null) ? who : ref, Text.group(typed, rename, "value" + which), null);
		}
		Matcher quoted = ChangeForms.CHANGE_TO_QUOTED.matcher(text);
		if (quoted.matches()) {
			// "change physics lecture to 'physics 101 review'": a quoted new name
			return of(Kind.RENAME, Text.group(typed, quoted, "ref"), Text.group(typed, quoted, "value"), null);
		}
		Matcher deleteIt = ChangeForms.DELETE_IT.matcher(text);
		if (deleteIt.matches()) {
			return of(Kind.DELETE, News.namedInNews(Text.group(typed, deleteIt, "ref")), "", null);
		}
		Matcher add = ChangeForms.ADD_LENGTH.matcher(text);
		if (add.matches()) {
			return weakOf(Kind.RESIZE, Text.group(typed, add, "ref"), "by " + Text.group(typed, add, "value"), true);
		}
		ChangeRequest movedIt = Antecedents.movedIt(text, typed);
		if (movedIt != null) {
			return movedIt;
		}
		for (Pattern news : new Pattern[] { ChangeForms.CANCELLED, ChangeForms.CANT_MAKE }) {
			Matcher said = news.matcher(text);
			// "cancel the theatre, the show is off": the verb first, the news its reason.
			if (said.matches() && !ChangeForms.DELETE.matcher(text).matches()) {
				// "yoga cancelled thurs": the day names the occurrence.
				String day = (news == ChangeForms.CANCELLED && said.group("day") != null)
						? Text.group(typed, said, "day") : "";
				return weakOf(Kind.DELETE, Text.group(typed, said, "ref") + day, "", null);
			}
		}
		Matcher someone = News.SOMEONE_CANCELLED.matcher(text);
		if (someone.matches()) {
			return weakOf(Kind.DELETE, Text.group(typed, someone, "ref"), "", null);
		}
		Matcher noNeed = News.NO_LONGER_NEEDED.matcher(text);
		if (noNeed.matches()) {
			return of(Kind.DELETE, Text.group(typed, noNeed, "ref"), "", null);
		}
		Matcher doneWith = News.DONE_WITH.matcher(text);
		if (doneWith.matches() && (scoped || doneWith.group("drop") != null)) {
			// "done with running club for good"; not "done with my exam" (finished)
			return of(Kind.DELETE, Text.group(typed, doneWith, "ref"), "", null);
		}
		Matcher delete = ChangeForms.DELETE.matcher(text);
		if (delete.matches()) {
			// "bin X" with no article: weak, and only of an event every word names ("bin
			// team meeting notes")
			ChangeRequest cancel = of(Kind.DELETE, Text.group(typed, delete, "ref"), "", null);
			return (cancel != null && delete.start("bare") >= 0) ? cancel.weakly(Naming.WHOLE_NAME) : cancel;
		}
		Matcher resize = RESIZE.matcher(text);
		if (resize.matches()) {
			String verb = text.substring(0, resize.start("ref"));
			Boolean longer = verb.matches("(?s).*\\b(?:extend|lengthen|stretch|prolong)\\b.*");
			return of(Kind.RESIZE, Text.group(typed, resize, "ref"), Text.group(typed, resize, "value"), longer);
		}
		Matcher bareResize = BARE_RESIZE.matcher(text);
		if (bareResize.matches()) {
			// "shorten standup": how much is asked, after which one
			return of(Kind.RESIZE, Text.group(typed, bareResize, "ref"), "",
					!bareResize.group("verb").startsWith("short"));
		}
		Matcher make = MAKE.matcher(text);
		boolean made = make.matches();
		if (!made && scoped) {
			make = MAKE_SCOPED.matcher(text);
			made = make.matches();
		}
		if (made && NewEnds.NEW_END.matcher(text).matches()) {
			// "can you make the party end at 11:30 instead": a new end, not a move
			return VerblessChanges.read(text, typed, scoped);
		}
		if (made) {
			int ref = make.start("ref");
			if (ChangeForms.VERBLESS_AMOUNT.matcher(text.substring(ref)).matches()) {
				// "make the lab meeting on 26 april 30 mins shorter": the day names it
				return VerblessChanges.read(text.substring(ref), typed.substring(ref), scoped);
			}
			String value = Text.group(typed, make, "value");
			ChangeRequest onDay = ChangeDays.lengthOnDay(Text.group(typed, make, "ref"), value);
			if (onDay != null) {
				return onDay;
			}
			Matcher direction = ChangeForms.EARLIER_AT.matcher(value.toLowerCase(Locale.ROOT));
			value = direction.lookingAt() ? value.substring(direction.end()) : value;
			// "make it 1" after the 12pm one: a bare hour of the day, not a length
			boolean time = direction.lookingAt()
					|| value.matches("(?:[1-9]|1\\d|2[0-3])(?:\\s+(?:then|instead|please|pls))*") || value.matches(
							"(?i)(?:start|end|at|on|half\\s+(?:past\\s+)?\\d)\\b.*|\\d{1,2}(?:[:.]\\d{2}\\b|(?::\\d{2})?\\s*(?:am|pm)\\b|(?:[:.]\\d{2})?\\s*-\\s*\\d).*");
			return of(time ? Kind.MOVE : Kind.RESIZE, Text.group(typed, make, "ref"), value, null);
		}
		Matcher makeLength = ChangeForms.MAKE_LENGTH.matcher(text);
		if (makeLength.matches()) {
			int ref = makeLength.start("ref");
			// "make physio one hour later": a shift
			return ChangeForms.VERBLESS_AMOUNT.matcher(text.substring(ref)).matches()
					? VerblessChanges.read(text.substring(ref), typed.substring(ref), scoped) : weakOf(Kind.RESIZE,
							Text.group(typed, makeLength, "ref"), Text.group(typed, makeLength, "value"), null);
		}
		Matcher takeOff = ChangeForms.TAKE_OFF.matcher(text);
		if (takeOff.matches()) {
			return of(Kind.DELETE, Text.group(typed, takeOff, "ref" + Text.which(takeOff, "ref", 3)), "", null,
					takeOff.group("ref") == null);
		}
		for (Pattern form : new Pattern[] { ChangeForms.PLACE_OF, PlaceNews.WHERE_IT_IS, ChangeForms.PUT_IN,
				PlaceNews.MOVED_TO_PLACE, PlaceNews.ARROW_OR_ROOM }) {
			// a new place: "change the place for X to Y"; weakly "put X in Y"
			Matcher place = form
				.matcher((form == PlaceNews.MOVED_TO_PLACE || form == PlaceNews.ARROW_OR_ROOM) ? typed : text);
			if (place.matches()) {
				ChangeRequest request = of(Kind.RELOCATE, Text.group(typed, place, "ref"),
						Text.group(typed, place, "value"), null, form != ChangeForms.PLACE_OF);
				// "book at the library": one word names an event only when it is its
				// whole name
				return (request != null && form == PlaceNews.ARROW_OR_ROOM && !place.group("ref").strip().contains(" "))
						? request.weakly(Naming.WHOLE_NAME) : request;
			}
		}
		Matcher move = MOVE.matcher(text);
		if (move.matches()) {
			String verb = move.group("verb");
			String rest = typed.substring(move.start("rest"));
			Matcher instead = INSTEAD.matcher(rest.toLowerCase(Locale.ROOT));
			boolean saysInstead = instead.matches();
			if (saysInstead) {
				rest = rest.substring(0, instead.end("rest"));
			}
			if ((verb.equals("do") || verb.equals("have") || verb.equals("make")) && !saysInstead) {
				// "can we do X 30 min earlier": an amount and its way; "make the party go
				// till 1": a new end; "can we do X at 1 on thursday": a new time (weak)
				String lower = rest.toLowerCase(Locale.ROOT);
				Matcher asked = ChangeForms.DO_AT.matcher(lower);
				if (verb.equals("do") && asked.matches()) {
					return weakOf(Kind.MOVE, Text.group(rest, asked, "ref"), Text.group(rest, asked, "value"), null);
				}
				return (ChangeForms.VERBLESS_AMOUNT.matcher(lower).matches()
						|| NewEnds.NEW_END.matcher(lower).matches()) ? VerblessChanges.read(lower, rest, scoped) : null;
			}
			ChangeRequest request = (saysInstead
					&& !ChangeSplit.PRONOUN_THEN_TIME.matcher(rest.toLowerCase(Locale.ROOT)).lookingAt())
							? ChangeDays.dayInstead(rest) : null;
			request = (request != null) ? request : ChangeSplit.split(verb, rest);
			// "shift handover 1900 weds": a noun too, when nothing says the change
			return (request != null && request.value.isEmpty() && verb.matches("shift|change|switch|bump"))
					? request.weakly() : request;
		}
		// "X is 2 hrs on monday", "X 15 min later wed": the change, then which day's
		boolean unit = ChangeForms.SAYS_A_UNIT.matcher(text).find();
		ChangeRequest dayLast = unit ? ChangeDays.whichDayLast(text, typed,
				(words, typedWords) -> VerblessChanges.read(words, typedWords, scoped)) : null;
		ChangeRequest request = (dayLast != null && dayLast.kind != Kind.RELOCATE) ? dayLast
				: VerblessChanges.read(text, typed, scoped);
		request = (request != null || unit) ? ((request != null) ? request : dayLast) : ChangeDays.whichDayLast(text,
				typed, (words, typedWords) -> VerblessChanges.read(words, typedWords, scoped));
		Matcher atTime = ChangeForms.AT_NEW_TIME.matcher(text);
		if (request == null && atTime.matches() && (oldTimeSaid
				|| sameDay && !atTime.group("ref").matches("(?:(?:move|shift|push|it|to|on|for|at|the)\\s*)+"))) {
			// "project mtg at 3 instead of 4", "X at 3 same day": "X at 3" is a move
			request = of(Kind.MOVE, Text.group(typed, atTime, "ref"), Text.group(typed, atTime, "value"), null);
			ChangeRequest day = (request != null && oldDay != null) ? request.dayAsNewOne() : null;
			// "physio tues 2pm instead of wed": tues is the new day, wed says which event
			request = (day != null)
					? new ChangeRequest(Kind.MOVE, day.reference + (oldDay.startsWith("to") ? " " : " on ") + oldDay,
							day.value, null, day.scope, true, day.naming)
					: request;
		}
		// "team meeting nov 12 same time": the time kept makes the day a new one
		return sameSaid ? ChangeDays.sameTime(request, text, typed, sameDay) : request;
	}

	/** {@link #of}, weak: a change only when the name is an event's. */
	static @Nullable ChangeRequest weakOf(Kind kind, String reference, String value, @Nullable Boolean later) {
		return of(kind, reference, value, later, true);
	}

	/** {@link #of}, weak when said so. */
	static @Nullable ChangeRequest of(Kind kind, String reference, String value, @Nullable Boolean later,
			boolean weak) {
		ChangeRequest request = of(kind, reference, value, later);
		return (request != null && weak) ? request.weakly() : request;
	}

	static @Nullable ChangeRequest of(Kind kind, String reference, String value, @Nullable Boolean later) {
		// "dentist wed is 30 mins only": the verb is no word of the name
		String ref = Text.trimPunctuation(
				News.VERB_LAST.matcher(News.CAN_SEE_ME.matcher(reference.strip()).replaceFirst("")).replaceFirst(""));
		if (kind == Kind.DELETE) {
			ref = Text.trimPunctuation(ChangeForms.REASON.matcher(ref).replaceFirst("").strip());
			// "stop yoga altogether": the whole of it, said by scope words of its own.
			Matcher forGood = ChangeForms.FOR_GOOD.matcher(ref);
			if (forGood.find()) {
				ref = Text.trimPunctuation(ref.substring(0, forGood.start()).strip());
				return ref.isEmpty() ? null
						: new ChangeRequest(kind, ref, Text.trimPunctuation(value.strip()), later, Scope.ALL, false);
			}
		}
		if (ref.isEmpty() || Text.matches(ChangeForms.PRONOUN, ref.toLowerCase(Locale.ROOT))) {
			return null;
		}
		// "X at 10 from now on": the scope's words and "now" after a place are no value
		String said = value.replaceFirst(ChangeForms.FROM_NOW_ON, "");
		// "got pushed to 9, hosts are still decorating": why, not when
		said = (kind == Kind.MOVE || kind == Kind.SHIFT)
				// "is at 6 now, kids are coming": the reason, then "now" before it
				? ChangeForms.NOW_LAST.matcher(ChangeForms.REASON_AFTER_CHANGE.matcher(said).replaceFirst(""))
					.replaceFirst("")
				: said;
		// "X at Y every day", "X location -> Y": the place, the name
		said = (kind == Kind.RELOCATE) ? PlaceNews.place(said) : said;
		ref = (kind == Kind.RELOCATE) ? PlaceNews.placed(ref) : ref;
		return new ChangeRequest(kind, ref, Text.trimPunctuation(said.strip()), later, Scope.UNSAID, false);
	}

	/**
	 * "lunch with marco 11/6 at noon instead": the day said in the name as the new one (a
	 * whole name must then be a one-off's exact name); null when it says no day.
	 */
	public @Nullable ChangeRequest dayAsNewOne() {
		ChangeRequest day = (this.kind == Kind.MOVE && !this.value.isEmpty()) ? ChangeDays.dayInstead(this.reference)
				: null;
		return (day != null) ? new ChangeRequest(Kind.MOVE, day.reference, day.value + " at " + this.value, this.later,
				this.scope, true, (this.naming == Naming.WHOLE_NAME) ? Naming.EXACT_NAME : this.naming) : null;
	}

	/** The same request, about these occurrences. */
	public ChangeRequest withScope(Scope newScope) {
		return new ChangeRequest(this.kind, this.reference, this.value, this.later, newScope, this.weak, this.naming);
	}

	ChangeRequest weakly() {
		return weakly(this.naming);
	}

	/** The same request, weak, and a change only when it names events of that kind. */
	ChangeRequest weakly(Naming newNaming) {
		return new ChangeRequest(this.kind, this.reference, this.value, this.later, this.scope, true, newNaming);
	}

	/**
	 * Whether words name only a day, no event: "the 14th one", "the one on the 12th",
	 * "wednesday's".
	 */
	public static boolean namesOnlyADay(String words) {
		String day = words.toLowerCase(Locale.ROOT).replaceAll("\\b(?:one|ones)\\b|'s\\b", " ").strip();
		return !day.isEmpty() && Text.matches(ChangeForms.ONLY_A_DAY, day) && day.matches(".*\\p{Alnum}.*");
	}

	/** Whether the request names the event only by a pronoun ("cancel it"). */
	public static boolean isPronoun(String words) {
		return Text.matches(ChangeForms.PRONOUN, words.strip().toLowerCase(Locale.ROOT));
	}

	/** What a change request does. */
	public enum Kind {

		/** A new day or time, or a new place ("move X to room 101"). */
		MOVE,

		/** Earlier or later by an amount ("push X back an hour"). */
		SHIFT,

		/** A new length ("shorten X to 30 minutes", "extend X by an hour"). */
		RESIZE,

		/** A new title. */
		RENAME,

		/**
		 * A new place, said as one ("X is at Panera now", "X location: room 4"): the
		 * value is the place whatever it looks like.
		 */
		RELOCATE,

		/** Cancel it. */
		DELETE,

		/** Make a one-off repeat ("make X weekly"): the value says how often. */
		REPEAT

	}

}
