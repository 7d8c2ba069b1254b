package dev.kairos.assistant.planning;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The coming occurrences of a series, and what a change to the whole series would make
 * them overlap: both engines check a series change this way. A series is changed as PATCH
 * changes one: its first occurrence moves, and every occurrence moves with it.
 */
public final class Occurrences {

	/** Kinds of thing in the plural that say every one of a series. */
	private static final List<String> PLURAL_KINDS = List.of("classes", "sessions", "lessons", "meetings", "lectures",
			"practices", "rehearsals", "shifts", "seminars", "tutorials", "workouts");

	private Occurrences() {
	}

	/** The occurrences of a series from now on, as far ahead as requests look. */
	public static List<CalendarEvent> coming(Conversation conversation, CalendarEvent series) {
		Instant now = conversation.now();
		return conversation.calendar()
			.events(now, now.plus(EventFinder.HORIZON))
			.stream()
			.filter((occurrence) -> series.id().equals(occurrence.seriesId()) && occurrence.startTime().isAfter(now))
			.toList();
	}

	/**
	 * The busy events an event would overlap at new times: for a series (one with a
	 * recurrence) over its coming occurrences, moved as its first one is; never its own.
	 * @param event the event, occurrence or series
	 * @param start its new start (a series' first occurrence's)
	 * @param end its new end
	 */
	public static List<Busy> conflicts(Conversation conversation, CalendarEvent event, Instant start, Instant end) {
		if (event.recurrence() == null) {
			return conversation.calendar().busy(start, end, event.id());
		}
		Duration shift = Duration.between(event.startTime(), start);
		Duration length = Duration.between(start, end);
		Map<String, Busy> conflicts = new LinkedHashMap<>();
		for (CalendarEvent occurrence : coming(conversation, event)) {
			Instant from = occurrence.startTime().plus(shift);
			for (Busy busy : conversation.calendar().busy(from, from.plus(length))) {
				if (!busy.id().startsWith(event.id())) {
					conflicts.putIfAbsent(busy.id(), busy);
				}
			}
		}
		return List.copyOf(conflicts.values());
	}

	/**
	 * Whether the words said name one series in the plural: the last is the plural of a
	 * word of its name ("lab meetings", "standups", "rotas") or of a kind of thing its
	 * name lacks ("yoga classes").
	 * @param words the words said, as {@link EventFinder#words} keeps them
	 * @param events the events they name
	 */
	static boolean inPlural(List<String> words, List<CalendarEvent> events) {
		List<CalendarEvent> things = distinct(events);
		if (words.isEmpty() || things.size() != 1 || !things.get(0).occurrence()) {
			return false;
		}
		// the last word only: "toms 1:1" is Tom's, not every one
		return plural(words.get(words.size() - 1), TitleWords.words(things.get(0).title()));
	}

	private static boolean plural(String said, List<String> title) {
		if (!said.endsWith("s") || title.contains(said)) {
			return false;
		}
		return PLURAL_KINDS.contains(said) || title.stream()
			.anyMatch((word) -> !word.endsWith("s") && (said.equals(word + "s") || said.equals(word + "es")
					|| word.endsWith("y") && said.equals(word.substring(0, word.length() - 1) + "ies")));
	}

	/**
	 * The events a question offered: those among the candidates, or whose series is (a
	 * question names a series by its next occurrence); all of them without candidates.
	 */
	static List<CalendarEvent> offered(List<CalendarEvent> events, List<String> candidates) {
		if (candidates.isEmpty()) {
			return events;
		}
		Set<String> offered = new HashSet<>(candidates);
		Set<String> series = new HashSet<>();
		for (CalendarEvent event : events) {
			if (offered.contains(event.id()) && event.seriesId() != null) {
				series.add(event.seriesId());
			}
		}
		return events.stream()
			.filter((event) -> offered.contains(event.id()) || series.contains(event.seriesId()))
			.toList();
	}

	/** The events, with only the first occurrence of each series. */
	static List<CalendarEvent> distinct(List<CalendarEvent> events) {
		List<CalendarEvent> distinct = new ArrayList<>();
		Set<String> series = new HashSet<>();
		for (CalendarEvent event : events) {
			if (event.seriesId() == null || series.add(event.seriesId())) {
				distinct.add(event);
			}
		}
		return distinct;
	}

}
