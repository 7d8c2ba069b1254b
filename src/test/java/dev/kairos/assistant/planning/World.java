package dev.kairos.assistant.planning;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;

import dev.kairos.settings.DateOrder;
import dev.kairos.settings.WorkingHours;
import dev.kairos.shared.Source;
import net.fortuna.ical4j.model.Recur;
import org.jspecify.annotations.Nullable;

/**
 * A fixed world for the held-out evaluation sets after the first two: a moment, a time
 * zone, settings and a calendar in which series are listed occurrence by occurrence, as
 * the events feature lists them (each occurrence's id is the series id, {@code _} and its
 * original start in UTC basic format).
 *
 * @param zone the user's time zone
 * @param now the moment, in that zone
 * @param dateOrder how the user reads numeric dates
 * @param events the calendar, series listed occurrence by occurrence
 * @param series the series as a whole
 */
public record World(ZoneId zone, LocalDateTime now, DateOrder dateOrder, List<CalendarEvent> events,
		List<CalendarEvent> series) {

	private static final DateTimeFormatter BASIC = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'");

	/** The world of evaluation-heldout-fall.tsv (see its header). */
	public static final World FALL = fall();

	/** The world of evaluation-heldout-spring.tsv (see its header). */
	public static final World SPRING = spring();

	private static World fall() {
		Builder world = new Builder(ZoneId.of("America/Chicago"));
		world.series("Standup", "2026-09-07T09:30", Duration.ofMinutes(15), "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR");
		world.series("Yoga", "2026-09-01T18:00", Duration.ofHours(1), "FREQ=WEEKLY;BYDAY=TU,TH");
		world.event("Halloween party", "2026-10-31T20:00", "2026-10-31T23:00", null);
		world.event("1:1 with Priya", "2026-11-02T10:00", "2026-11-02T11:00", null);
		world.event("Physics lecture", "2026-11-02T15:00", "2026-11-02T16:00", null);
		world.event("Lunch with Marco", "2026-11-03T12:00", "2026-11-03T13:00", "Cafe Nero");
		world.event("Dentist", "2026-11-04T14:00", "2026-11-04T15:00", null);
		world.event("Project meeting", "2026-11-04T16:00", "2026-11-04T17:00", null);
		world.event("Team meeting", "2026-11-05T11:00", "2026-11-05T12:00", null);
		world.synced("Client call", Source.MICROSOFT, "2026-11-06T09:00", "2026-11-06T10:00");
		world.event("Study: Linear algebra midterm", "2026-11-06T13:00", "2026-11-06T15:00", null);
		world.event("Guitar lesson", "2026-11-09T16:00", "2026-11-09T17:00", null);
		return world.build(LocalDateTime.of(2026, 10, 30, 15, 40), DateOrder.MDY);
	}

	private static World spring() {
		Builder world = new Builder(ZoneId.of("Europe/London"));
		world.series("Lab meeting", "2027-01-11T11:00", Duration.ofHours(1), "FREQ=WEEKLY;BYDAY=MO");
		world.series("Running club", "2027-01-06T07:00", Duration.ofHours(1), "FREQ=WEEKLY;BYDAY=WE");
		world.event("Supervision with Dr Okafor", "2027-03-29T14:00", "2027-03-29T15:00", null);
		world.event("Statistics lecture", "2027-03-30T09:00", "2027-03-30T10:30", null);
		world.event("Lunch with Aisha", "2027-03-30T13:00", "2027-03-30T14:00", null);
		world.event("Physio appointment", "2027-03-31T15:00", "2027-03-31T16:00", "Riverside Clinic");
		world.synced("Budget review", Source.GOOGLE, "2027-04-01T10:00", "2027-04-01T11:00");
		world.event("Seminar: Bayesian methods", "2027-04-01T16:00", "2027-04-01T17:30", null);
		world.event("Coffee with Tom", "2027-04-02T12:00", "2027-04-02T13:00", null);
		world.event("Theatre", "2027-04-03T19:30", "2027-04-03T22:00", null);
		world.event("Dentist check-up", "2027-04-06T10:00", "2027-04-06T11:00", null);
		world.event("Study: Econometrics exam", "2027-04-08T14:00", "2027-04-08T15:00", null);
		return world.build(LocalDateTime.of(2027, 3, 28, 21, 10), DateOrder.DMY);
	}

	public Instant at(String local) {
		return LocalDateTime.parse(local).atZone(this.zone).toInstant();
	}

	public String local(Instant instant) {
		return LocalDateTime.ofInstant(instant, this.zone).toString();
	}

	/** The id of an occurrence of a series: the series id and its original start. */
	public String instanceId(String series, String localStart) {
		return Fixtures.id(series) + "_" + BASIC.format(at(localStart).atOffset(ZoneOffset.UTC));
	}

	public Preferences preferences() {
		return new Preferences(this.zone, DayOfWeek.MONDAY,
				new WorkingHours(LocalTime.of(9, 0), LocalTime.of(17, 0),
						EnumSet.range(DayOfWeek.MONDAY, DayOfWeek.FRIDAY)),
				Duration.ofMinutes(60), 50, 10, 240, this.dateOrder, "Alex");
	}

	public CalendarView calendar() {
		return Fixtures.calendar(this.events, this.series);
	}

	public Conversation conversation() {
		return new Conversation(this.now.atZone(this.zone).toInstant(), preferences(), calendar(), null, null);
	}

	private static final class Builder {

		private final ZoneId zone;

		private final List<CalendarEvent> events = new ArrayList<>();

		private final List<CalendarEvent> series = new ArrayList<>();

		Builder(ZoneId zone) {
			this.zone = zone;
		}

		private Instant at(String local) {
			return LocalDateTime.parse(local).atZone(this.zone).toInstant();
		}

		void event(String title, String start, String end, @Nullable String location) {
			this.events.add(new CalendarEvent(Fixtures.id(title).toString(), Source.LOCAL, title, at(start), at(end),
					false, null, location, null, "1-1"));
		}

		void synced(String title, Source source, String start, String end) {
			this.events.add(new CalendarEvent(Fixtures.id(title).toString(), source, title, at(start), at(end), false,
					null, null, null, "1"));
		}

		/** The occurrences of a series for a year, each with its own id. */
		void series(String title, String first, Duration length, String rule) {
			LocalDateTime start = LocalDateTime.parse(first);
			String seriesId = Fixtures.id(title).toString();
			this.series.add(new CalendarEvent(seriesId, Source.LOCAL, title, at(first), at(first).plus(length), false,
					null, null, null, "1-1", null, List.of("RRULE:" + rule)));
			new Recur<LocalDateTime>(rule).getDatesAsStream(start, start, start.plusYears(1), -1)
				.forEach((occurrence) -> {
					Instant begins = occurrence.atZone(this.zone).toInstant();
					String id = seriesId + "_" + BASIC.format(begins.atOffset(ZoneOffset.UTC));
					this.events.add(new CalendarEvent(id, Source.LOCAL, title, begins, begins.plus(length), false, null,
							null, null, "1-1", seriesId, null));
				});
		}

		World build(LocalDateTime now, DateOrder dateOrder) {
			this.events.sort(Comparator.comparing(CalendarEvent::startTime));
			return new World(this.zone, now, dateOrder, List.copyOf(this.events), List.copyOf(this.series));
		}

	}

}
