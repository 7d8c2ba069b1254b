package dev.kairos.assistant.planning;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.UUID;

import dev.kairos.settings.DateOrder;
import dev.kairos.settings.WorkingHours;
import dev.kairos.shared.Source;

/**
 * The fixed world of the assistant's unit tests and evaluation: Wednesday 2026-03-04
 * 10:30 in New York, default settings, and a student's calendar.
 */
public final class Fixtures {

	public static final ZoneId ZONE = ZoneId.of("America/New_York");

	public static final LocalDateTime NOW = LocalDateTime.of(2026, 3, 4, 10, 30);

	private Fixtures() {
	}

	public static Instant at(String local) {
		return LocalDateTime.parse(local).atZone(ZONE).toInstant();
	}

	public static String local(Instant instant) {
		return LocalDateTime.ofInstant(instant, ZONE).toString();
	}

	public static Preferences preferences() {
		return new Preferences(ZONE, DayOfWeek.MONDAY,
				new WorkingHours(LocalTime.of(9, 0), LocalTime.of(17, 0),
						EnumSet.range(DayOfWeek.MONDAY, DayOfWeek.FRIDAY)),
				Duration.ofMinutes(60), 50, 10, 240, DateOrder.MDY, "Alex");
	}

	/** The week of events the header of evaluation.tsv lists. */
	public static CalendarView week() {
		return calendar(weekEvents().toArray(CalendarEvent[]::new));
	}

	private static List<CalendarEvent> weekEvents() {
		return List.of(event("Algorithms lecture", "2026-03-04T13:00", "2026-03-04T14:00"),
				event("Chemistry lab", "2026-03-05T09:00", "2026-03-05T10:30"),
				event("Office hours", "2026-03-05T14:00", "2026-03-05T15:00"),
				event("Seminar", "2026-03-06T09:00", "2026-03-06T12:00"),
				event("Team sync", "2026-03-09T10:00", "2026-03-09T11:00"),
				event("Advisor meeting", "2026-03-10T15:00", "2026-03-10T16:00"));
	}

	/**
	 * The week and the events the round-two evaluation files add (their header lists
	 * them): what requests to move or cancel an event act on.
	 */
	public static CalendarView calendar() {
		List<CalendarEvent> events = new ArrayList<>(weekEvents());
		events.addAll(List.of(event("Lunch with Sam", "2026-03-06T12:30", "2026-03-06T13:30"),
				event("Dentist appointment", "2026-03-06T15:00", "2026-03-06T16:00"),
				event("Book club", "2026-03-08T19:00", "2026-03-08T20:00"),
				event("Study: Biology final", "2026-03-09T14:00", "2026-03-09T15:30"),
				event("Project meeting with Dana", "2026-03-11T11:00", "2026-03-11T12:00"),
				synced("Design review", Source.GOOGLE, "2026-03-12T09:00", "2026-03-12T10:00"),
				event("Yoga", "2026-03-12T18:00", "2026-03-12T19:00")));
		return calendar(events.toArray(CalendarEvent[]::new));
	}

	/** A local event with an id derived from its title. */
	public static CalendarEvent event(String title, String start, String end) {
		return new CalendarEvent(id(title).toString(), Source.LOCAL, title, at(start), at(end), false, null, null, null,
				"1-1");
	}

	public static CalendarEvent synced(String title, Source source, String start, String end) {
		return new CalendarEvent(id(title).toString(), source, title, at(start), at(end), false, null, null, null, "1");
	}

	public static UUID id(String title) {
		return UUID.nameUUIDFromBytes(title.getBytes());
	}

	public static Busy busy(String title, String start, String end) {
		return new Busy(id(title).toString(), Source.LOCAL, title, at(start), at(end));
	}

	/** A calendar holding these events, answering like the events feature does. */
	public static CalendarView calendar(CalendarEvent... events) {
		return calendar(List.of(events), List.of());
	}

	/**
	 * A calendar holding these events (occurrences of series among them) and these series
	 * as a whole.
	 */
	public static CalendarView calendar(List<CalendarEvent> events, List<CalendarEvent> series) {
		List<CalendarEvent> all = new ArrayList<>(events);
		all.sort(Comparator.comparing(CalendarEvent::startTime));
		return new CalendarView() {

			@Override
			public List<Busy> busy(Instant from, Instant to) {
				return all.stream()
					.filter((event) -> !event.allDay() && event.source() != Source.CANVAS)
					.filter((event) -> event.startTime().isBefore(to) && event.endTime().isAfter(from))
					.map((event) -> new Busy(event.id(), event.source(), event.title(), event.startTime(),
							event.endTime()))
					.toList();
			}

			@Override
			public CalendarEvent series(String seriesId) {
				return series.stream().filter((s) -> s.id().equals(seriesId)).findFirst().orElse(null);
			}

			@Override
			public List<CalendarEvent> events(Instant from, Instant to) {
				return all.stream()
					.filter((event) -> event.startTime().isBefore(to) && event.endTime().isAfter(from))
					.toList();
			}

		};
	}

	public static Conversation conversation(CalendarView calendar) {
		return new Conversation(NOW.atZone(ZONE).toInstant(), preferences(), calendar, null, null);
	}

	public static Conversation conversation() {
		return conversation(week());
	}

}
