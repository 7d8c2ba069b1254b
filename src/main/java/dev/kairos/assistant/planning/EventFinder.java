package dev.kairos.assistant.planning;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.TextStyle;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.assistant.language.ChangeRequest;
import dev.kairos.assistant.language.ClockTime;
import dev.kairos.assistant.language.PartOfDay;
import dev.kairos.assistant.language.Utterance;
import dev.kairos.assistant.language.When;
import dev.kairos.assistant.language.WhenParser;

/**
 * Find the events a request names: by the words of their title ("lunch with sam", "the
 * chem lab"), by their time ("my 3pm", "tomorrow's", "on friday", "next week"), or both.
 * An event matches when more than half of the title words said are in its title (a word
 * matches the same word, its plural, a prefix of at least three letters as in "chem" for
 * "chemistry", or one typo), or when some are and the others only say what kind of thing
 * it is ("the dentist appointment" for "Dentist", "my yoga sessions" for "Yoga"), and it
 * lies at the time said.
 */
public final class EventFinder {

	/** How far ahead a reference without a day looks. */
	static final Duration HORIZON = Duration.ofDays(60);

	/**
	 * The most days a reference's own days may span to be looked at beyond the horizon.
	 */
	private static final long SAID_SPAN = 62;

	private static final Pattern POSSESSIVE_TIME = Pattern
		.compile("(?i)\\b(week|weekend|month|monday|tuesday" + "|wednesday|thursday|friday|saturday|sunday)'s\\b");

	/** "mon's standup", "fri's yoga": a short weekday's, the day of that one. */
	private static final Pattern SHORT_POSSESSIVE = Pattern
		.compile("(?i)\\b(mon|tues?|weds?|thu|thur|thurs|fri|sat|sun)'s\\b");

	/**
	 * "wed standup", "mon lab": a short weekday before a name, the day of that one (not
	 * "sat" or "sun", which begin names: "SAT prep", "sun salutation").
	 */
	private static final Pattern SHORT_DAY_FIRST = Pattern
		.compile("(?i)^\\s*((?:mon|tues?|wed|weds|thu|thur|thurs|fri)\\.?)(?=\\s+\\p{L})");

	/**
	 * "my 7 on sunday", "the 3 tomorrow", "sunday's 7", "my 7": a number said alone where
	 * the reference starts, before a day or nothing, is the hour the event starts at.
	 */
	private static final Pattern BARE_HOUR = Pattern.compile("(?i)^(\\s*(?:(?:my|the|our|your|this|that)\\s+)?"
			+ "(?:(?:today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\\s+)?)(\\d{1,2})"
			+ "(?=\\s*$|\\s+(?:on|this|next|today|tomorrow|tonight|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\\b)");

	/** "the 14th one": a day of the month, then "one". */
	private static final Pattern NTH_ONE = Pattern.compile("(?i)\\b(\\d{1,2}(?:st|nd|rd|th))\\s+one\\b");

	/** An ordinal that ends a reference, after a word that is no day's or month's. */
	private static final Pattern LAST_ORDINAL = Pattern
		.compile("(?i)(?=\\s+\\d{1,2}(?:st|nd|rd|th)$)(?<!\\b(?:the|on|of|mon|tue|tues|wed|weds|thu"
				+ "|thur|thurs|fri|sat|sun|[a-z]{1,10}day|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|[a-z]{3,6}(?:uary|ch"
				+ "|il|ust|ber)))\\s+(\\d{1,2}(?:st|nd|rd|th))$");

	/** A day of the month said alone: "the 28th", "28th". */
	private static final Pattern ORDINAL = Pattern.compile("(?i)\\b\\d{1,2}(?:st|nd|rd|th)\\b");

	private static final Pattern MONTH_NAMED = Pattern
		.compile("(?i)\\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
				+ "|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\b|\\d/\\d");

	private final Conversation conversation;

	private final Scheduler scheduler;

	public EventFinder(Conversation conversation, Scheduler scheduler) {
		this.conversation = conversation;
		this.scheduler = scheduler;
	}

	/**
	 * The events the words name, earliest first.
	 * @param reference the words naming the event, typos corrected
	 * @return what they name; empty when they name nothing the finder can look for
	 */
	public Found find(String reference) {
		return find(reference, false);
	}

	/**
	 * "the first yoga in december", "last standup of november": an occurrence counted.
	 */
	private static final Pattern NTH_IN_MONTH = Pattern.compile("(?i)^(?:(?:the|my)\\s+)?(?<nth>first|1st|second|2nd"
			+ "|third|3rd|last)\\s+(?<name>\\p{L}.*?)\\s+(?:in|of)\\s+(?<month>"
			+ "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|(?:this|next)\\s+month)$");

	/** "this week", said of an event. */
	private static final Pattern THIS_WEEK = Pattern.compile("(?i)\\bthis\\s+week\\b");

	/**
	 * The events the words name, earliest first; when {@code surely} (the words were said
	 * as a change, not perhaps a new event), also an event whose name two words hold
	 * among others ("standup obviously").
	 * @param reference the words naming the event, typos corrected
	 * @param surely whether the words surely name an event
	 * @return what they name; empty when they name nothing the finder can look for
	 */
	public Found find(String reference, boolean surely) {
		Matcher counted = NTH_IN_MONTH.matcher(reference);
		if (counted.find()) {
			// "the first yoga in december": that month's, counted
			Found all = find(counted.replaceFirst("${name} in ${month}"), surely);
			List<CalendarEvent> events = all.events();
			int index = switch (counted.group("nth").toLowerCase(Locale.ROOT)) {
				case "first", "1st" -> 0;
				case "second", "2nd" -> 1;
				case "third", "3rd" -> 2;
				default -> events.size() - 1;
			};
			return (index >= 0 && index < events.size()
					&& events.stream().map(CalendarEvent::title).distinct().count() == 1)
							? new Found(List.of(events.get(index)), all.words(), true) : all;
		}
		// "this week's yoga" as "this week yoga": the time is read as any other; "my 7"
		// as "my at 7".
		String said = SHORT_DAY_FIRST
			.matcher(POSSESSIVE_TIME.matcher(SHORT_POSSESSIVE.matcher(reference).replaceAll("on $1 "))
				.replaceAll("$1  "))
			.replaceFirst("on $1");
		// "the 14th one": the one on the 14th; "running club 14th": on the 14th
		said = LAST_ORDINAL.matcher(NTH_ONE.matcher(said).replaceAll("one on the $1")).replaceFirst(" on the $1");
		Utterance utterance = new Utterance(BARE_HOUR.matcher(said).replaceFirst("$1at $2"));
		Preferences preferences = this.conversation.preferences();
		LocalDateTime now = LocalDateTime.ofInstant(this.conversation.now(), preferences.zone());
		When when = WhenParser.parse(utterance, now, preferences.weekStart(), preferences.dateOrder(),
				preferences.holidays());
		// "yoga on thanksgiving": the holiday says the day, not the event's name
		List<String> words = TitleWords.words(when.hasDay()
				? preferences.holidays().withoutDays(utterance.remainder(), now.getYear()) : utterance.remainder());
		boolean timed = when.hasDay() || when.start() != null || when.part() != null;
		if (words.isEmpty() && !timed) {
			return new Found(List.of(), words, false);
		}
		Instant from = this.scheduler.day(this.scheduler.today()).start();
		Instant to = this.conversation.now().plus(HORIZON);
		LocalDate first = (when.date() != null) ? when.date() : when.firstDay();
		LocalDate last = (when.date() != null) ? when.date() : when.lastDay();
		if (first != null && last != null && !first.isAfter(last) && ChronoUnit.DAYS.between(first, last) <= SAID_SPAN
				&& this.scheduler.day(last).end().isAfter(to)) {
			// "the lab meeting on 31 may", beyond the horizon: the days said are looked
			// at
			from = Collections.max(List.of(from, this.scheduler.day(first).start()));
			to = this.scheduler.day(last).end();
		}
		List<CalendarEvent> candidates = new ArrayList<>();
		int best = 0;
		// The events a longer reference names among other words, found in the same pass.
		boolean clause = words.size() > (surely ? 1 : 2);
		List<CalendarEvent> within = new ArrayList<>();
		int bestWithin = 0;
		// a series' occurrences share a title: how the words name it is read once
		Map<String, TitleWords.Naming> namings = new HashMap<>();
		for (CalendarEvent event : this.conversation.calendar().events(from, to)) {
			if (!event.endTime().isAfter(this.conversation.now()) || !at(event, when)) {
				continue;
			}
			TitleWords.Naming naming = namings.computeIfAbsent(event.title(),
					(title) -> TitleWords.Naming.of(words, title, clause));
			if (clause && candidates.isEmpty() && naming.within() > 0) {
				bestWithin = keepBest(within, bestWithin, event, naming.within());
			}
			if (naming.named()) {
				best = keepBest(candidates, best, event, naming.matched());
			}
		}
		if (candidates.isEmpty() && bestWithin > 0) {
			candidates.addAll(within);
		}
		Matcher ordinal = ORDINAL.matcher(reference);
		if (candidates.isEmpty() && now.toLocalDate().equals(when.date()) && ordinal.find()
				&& !MONTH_NAMED.matcher(reference).find()) {
			// "running club on the 28th" said on the 28th, with none today: next month's
			String next = now.plusMonths(1).getMonth().getDisplayName(TextStyle.FULL, Locale.ENGLISH);
			return find(reference.substring(0, ordinal.end()) + " of " + next + reference.substring(ordinal.end()),
					surely);
		}
		Matcher thisWeek = THIS_WEEK.matcher(reference);
		if (candidates.isEmpty() && now.getDayOfWeek().getValue() >= 5 && thisWeek.find()) {
			// "scrap the team meeting this week" said on a Friday, with none left this
			// week:
			// the coming week's
			return find(thisWeek.replaceFirst("next week"), surely);
		}
		return new Found(candidates, words, timed);
	}

	/**
	 * Keep the events that match best: the event joins them when it matches as well, and
	 * replaces them when it matches better.
	 * @return the best count now
	 */
	private static int keepBest(List<CalendarEvent> kept, int best, CalendarEvent event, int matched) {
		if (matched > best) {
			kept.clear();
		}
		if (matched >= best) {
			kept.add(event);
		}
		return Math.max(best, matched);
	}

	/** Whether the event lies at the time a reference says. */
	private boolean at(CalendarEvent event, When when) {
		ZoneId zone = this.conversation.preferences().zone();
		LocalDateTime start = LocalDateTime.ofInstant(event.startTime(), zone);
		LocalDate day = start.toLocalDate();
		if (when.date() != null && !day.equals(when.date())) {
			return false;
		}
		if (when.firstDay() != null && (day.isBefore(when.firstDay()) || day.isAfter(when.lastDay()))) {
			return false;
		}
		if (when.deadline() != null && !day.isBefore(when.deadline())) {
			return false;
		}
		int minutes = start.getHour() * 60 + start.getMinute();
		ClockTime clock = when.start();
		if (clock != null) {
			// "my 3" is the event at 3:00 or 15:00, whichever the user has.
			boolean same = clock.isCertain() ? clock.minutes(null) == minutes
					: clock.minutes(PartOfDay.MORNING) % 1440 == minutes
							|| clock.minutes(PartOfDay.EVENING) % 1440 == minutes;
			if (!same) {
				return false;
			}
		}
		PartOfDay part = when.part();
		if (part != null) {
			int partStart = part.start(this.conversation.preferences().workingHours()).toSecondOfDay() / 60;
			int partEnd = part.end(this.conversation.preferences().workingHours()).toSecondOfDay() / 60;
			return minutes >= partStart && minutes < partEnd;
		}
		return true;
	}

	/**
	 * What a reference names.
	 *
	 * @param events the events it names, earliest first
	 * @param words the title words it said
	 * @param timed whether it said a time
	 */
	public record Found(List<CalendarEvent> events, List<String> words, boolean timed) {

		/** Whether the words name anything at all. */
		public boolean named() {
			return !this.words.isEmpty() || this.timed;
		}

		/**
		 * Whether the events found are what a request must name: occurrences of a series,
		 * or events every word said belongs to the name of.
		 */
		public boolean names(ChangeRequest.Naming naming) {
			return switch (naming) {
				case ANY, NAME_THEN_NAME -> true;
				case OCCURRENCES -> this.events.stream().allMatch(CalendarEvent::occurrence);
				case WHOLE_NAME -> !this.words.isEmpty() && this.events.stream()
					.allMatch((event) -> TitleWords.namedWhole(this.words, TitleWords.words(event.title())));
				case EXACT_NAME ->
					names(ChangeRequest.Naming.WHOLE_NAME) && this.events.stream().noneMatch(CalendarEvent::occurrence)
							&& this.events.stream().allMatch((event) -> {
								// "physio" for "Physio appointment": its kind may go
								// unsaid
								List<String> title = TitleWords.words(event.title())
									.stream()
									.filter((word) -> !TitleWords.KINDS.contains(word))
									.toList();
								return TitleWords.matched(title, this.words) == title.size();
							});
			};
		}

	}

}
