package dev.kairos.assistant;

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
 * 10:30 in New York, default settings, and a student's week of events.
 */
final class Fixtures {

	static final ZoneId ZONE = ZoneId.of("America/New_York");

	static final LocalDateTime NOW = LocalDateTime.of(2026, 3, 4, 10, 30);

	private Fixtures() {
	}

	static Instant at(String local) {
		return LocalDateTime.parse(local).atZone(ZONE).toInstant();
	}

	static String local(Instant instant) {
		return LocalDateTime.ofInstant(instant, ZONE).toString();
	}

	static Preferences preferences() {
		return new Preferences(ZONE, DayOfWeek.MONDAY,
				new WorkingHours(LocalTime.of(9, 0), LocalTime.of(17, 0),
						EnumSet.range(DayOfWeek.MONDAY, DayOfWeek.FRIDAY)),
				Duration.ofMinutes(60), 50, 10, 240, DateOrder.MDY, "Alex");
	}

	/** The week of events the evaluation set's header lists. */
	static CalendarView week() {
		return calendar(busy("Algorithms lecture", "2026-03-04T13:00", "2026-03-04T14:00"),
				busy("Chemistry lab", "2026-03-05T09:00", "2026-03-05T10:30"),
				busy("Office hours", "2026-03-05T14:00", "2026-03-05T15:00"),
				busy("Seminar", "2026-03-06T09:00", "2026-03-06T12:00"),
				busy("Team sync", "2026-03-09T10:00", "2026-03-09T11:00"),
				busy("Advisor meeting", "2026-03-10T15:00", "2026-03-10T16:00"));
	}

	static Busy busy(String title, String start, String end) {
		return new Busy(UUID.nameUUIDFromBytes(title.getBytes()), Source.LOCAL, title, at(start), at(end));
	}

	/** A calendar holding these events, answering like the events feature does. */
	static CalendarView calendar(Busy... events) {
		List<Busy> all = new ArrayList<>(List.of(events));
		all.sort(Comparator.comparing(Busy::startTime));
		return (from, to) -> all.stream()
			.filter((event) -> event.startTime().isBefore(to) && event.endTime().isAfter(from))
			.toList();
	}

	static Conversation conversation(CalendarView calendar) {
		return new Conversation(NOW.atZone(ZONE).toInstant(), preferences(), calendar, null, null);
	}

	static Conversation conversation() {
		return conversation(week());
	}

}
