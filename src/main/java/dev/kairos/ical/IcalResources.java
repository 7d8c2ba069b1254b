package dev.kairos.ical;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

import dev.kairos.events.Event;
import dev.kairos.events.EventSeries;
import dev.kairos.events.Imported;
import dev.kairos.ical.IcalCalendarReader.ReadCalendar;
import dev.kairos.ical.IcalEventMapper.Item;
import dev.kairos.ical.IcalEventMapper.Mapped;
import dev.kairos.security.KairosUser;
import dev.kairos.settings.SettingsService;
import dev.kairos.shared.InvalidRequestException;
import dev.kairos.shared.Reminder;
import dev.kairos.shared.Reminders;
import dev.kairos.shared.Secrets;
import dev.kairos.shared.Source;
import dev.kairos.shared.SourceType;
import dev.kairos.sync.SyncedEvent;
import net.fortuna.ical4j.model.property.ProdId;
import net.fortuna.ical4j.model.property.immutable.ImmutableCalScale;
import net.fortuna.ical4j.model.property.immutable.ImmutableVersion;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;

/**
 * One calendar object at a time, for CalDAV: read what a client wrote by the import's
 * rules (the same cleaning, zone resolution and series grouping as an uploaded file), and
 * render one event or series (with its changed occurrences) as the feed writes it.
 */
@Service
public class IcalResources {

	/** The most VEVENTs one calendar object may hold (a series and its exceptions). */
	public static final int MAX_COMPONENTS = 1000;

	private final SettingsService settings;

	private final LocalFeedEntries local;

	public IcalResources(SettingsService settings, LocalFeedEntries local) {
		this.settings = settings;
		this.local = local;
	}

	/**
	 * Which of a client's VALARMs the reading of a PUT (the import's reading) turns into
	 * the event's reminders: relative to the start, before or at it, DISPLAY, AUDIO or
	 * EMAIL, the first {@link Reminder#MAX_PER_EVENT} of them. The others are the
	 * client's own data, kept beside the event.
	 * @param alarms the text of each VALARM (BEGIN:VALARM to END:VALARM)
	 * @return for each, whether it became (or repeats) one of the event's reminders
	 */
	public static boolean[] modelledAlarms(List<String> alarms) {
		boolean[] modelled = new boolean[alarms.size()];
		if (alarms.isEmpty()) {
			return modelled;
		}
		StringBuilder text = new StringBuilder("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Kairos//alarms//EN\r\n");
		for (int i = 0; i < alarms.size(); i++) {
			text.append("BEGIN:VEVENT\r\nUID:alarm-")
				.append(i)
				.append("\r\nDTSTART:20000101T000000Z\r\n")
				.append(alarms.get(i).strip())
				.append("\r\nEND:VEVENT\r\n");
		}
		text.append("END:VCALENDAR\r\n");
		List<IcalCalendarReader.EventData> events;
		try {
			events = IcalCalendarReader
				.read(IcalText.sanitize(text.toString().getBytes(StandardCharsets.UTF_8), alarms.size()))
				.events();
		}
		catch (org.springframework.web.ErrorResponseException ex) {
			// Not readable: none is a reminder; all are kept as the client wrote them.
			return modelled;
		}
		List<String> read = new ArrayList<>();
		java.util.Map<Integer, String> byIndex = new java.util.HashMap<>();
		for (IcalCalendarReader.EventData event : events) {
			if (event.uid() != null && event.uid().startsWith("alarm-") && event.alarms().size() == 1) {
				byIndex.put(Integer.parseInt(event.uid().substring(6)), event.alarms().get(0));
				read.add(event.alarms().get(0));
			}
		}
		List<Reminder> kept = IcalEventMapper.reminders(read).effective(List.of());
		for (int i = 0; i < alarms.size(); i++) {
			String alarm = byIndex.get(i);
			Reminder reminder = (alarm != null) ? IcalEventMapper.reminder(alarm) : null;
			modelled[i] = reminder != null && kept.contains(reminder);
		}
		return modelled;
	}

	/**
	 * Read a calendar object.
	 * @param user whose (their zone reads floating times)
	 * @param content the client's bytes
	 * @return what it holds, and what was skipped or read differently
	 * @throws InvalidRequestException when it is no readable iCalendar object
	 */
	public Read read(KairosUser user, byte[] content) {
		IcalText.Sanitized sanitized;
		ReadCalendar calendar;
		try {
			sanitized = IcalText.sanitize(content, MAX_COMPONENTS);
			calendar = IcalCalendarReader.read(sanitized);
		}
		catch (MalformedCalendarException ex) {
			throw new InvalidRequestException("calendar-data",
					"is not readable iCalendar (line " + ex.line() + ": " + ex.getBody().getDetail() + ")");
		}
		catch (org.springframework.web.ErrorResponseException ex) {
			throw new InvalidRequestException("calendar-data", String.valueOf(ex.getBody().getDetail()));
		}
		ZoneResolver zones = new ZoneResolver(this.settings.timezone(user), calendar.zones());
		Mapped mapped = new IcalEventMapper(zones).map(calendar.events());
		List<String> problems = new ArrayList<>();
		sanitized.warnings().forEach((problem) -> problems.add(problem.message()));
		mapped.problems().forEach((problem) -> problems.add(problem.message()));
		return new Read(mapped.items().stream().map(Item::event).toList(), problems,
				sanitized.skipped() + mapped.skipped());
	}

	/**
	 * Render one one-off event as an iCalendar object, with its reminders as VALARMs (the
	 * user's defaults for one that uses them), as the feed writes them.
	 * @param user whose
	 * @param event the event
	 * @param uid the UID to write
	 */
	public byte[] render(KairosUser user, Event event, String uid) {
		return renderer(user).render(event, uid);
	}

	/**
	 * Render one series with its changed occurrences as an iCalendar object, with their
	 * reminders as VALARMs.
	 * @param user whose
	 * @param series the series
	 * @param uid the UID to write
	 */
	public byte[] render(KairosUser user, EventSeries series, String uid) {
		return renderer(user).render(series, uid);
	}

	/**
	 * Render occurrences as events of their own (CalDAV's {@code expand}): see
	 * {@link Renderer#renderExpanded}.
	 * @param user whose
	 * @param occurrences one-off events, or occurrences of one series
	 * @param uid the UID to write
	 */
	public byte[] renderExpanded(KairosUser user, List<Event> occurrences, String uid) {
		return renderer(user).renderExpanded(occurrences, uid);
	}

	/**
	 * A renderer of the user's events, which reads what every event's alarms need (the
	 * user's default reminders and address) once: for rendering many events in one
	 * answer. It renders what the user had when it was made.
	 * @param user whose
	 */
	public Renderer renderer(KairosUser user) {
		return new Renderer(this.local.alarms(user));
	}

	/**
	 * Render one synced event as an iCalendar object, with the UID the feed gives it: a
	 * VEVENT, or for an assignment a VTODO with its DUE time (and STATUS:COMPLETED once
	 * done).
	 * @param event the synced event or assignment
	 */
	public byte[] render(SyncedEvent event) {
		String uid = uid(event);
		if (event.sourceType() != SourceType.ASSIGNMENT) {
			return write(List.of(new FeedEntry(uid, event.source(), event.title(), event.description(),
					event.location(), null, event.startTime(), event.endTime(), event.allDay(), event.sequence(),
					event.createdAt(), event.updatedAt())), null, Instant.EPOCH);
		}
		ByteArrayOutputStream out = new ByteArrayOutputStream(512);
		ContentLineWriter lines = new ContentLineWriter(out);
		lines.line("BEGIN:VCALENDAR");
		lines.write(ImmutableVersion.VERSION_2_0);
		lines.write(new ProdId(IcalExporter.PRODUCT_ID));
		lines.write(ImmutableCalScale.GREGORIAN);
		lines.line("BEGIN:VTODO");
		lines.begin().append("UID:").text(uid).end();
		IcalExporter.utc(lines, "DTSTAMP", event.updatedAt());
		if (event.allDay()) {
			IcalExporter.date(lines, "DUE", event.startTime());
		}
		else {
			IcalExporter.utc(lines, "DUE", event.startTime());
		}
		IcalExporter.utc(lines, "CREATED", event.createdAt());
		IcalExporter.utc(lines, "LAST-MODIFIED", event.updatedAt());
		if (event.sequence() > 0) {
			lines.line("SEQUENCE:" + event.sequence());
		}
		lines.begin().append("SUMMARY:").text(event.title()).end();
		if (event.description() != null) {
			lines.begin().append("DESCRIPTION:").text(event.description()).end();
		}
		if (event.course() != null) {
			lines.begin().append("CATEGORIES:").text(event.course()).end();
		}
		if (event.url() != null) {
			lines.begin().append("URL:").text(event.url()).end();
		}
		if (event.completed()) {
			lines.line("STATUS:COMPLETED");
		}
		lines.line("END:VTODO");
		lines.line("END:VCALENDAR");
		return out.toByteArray();
	}

	/** The UID of a synced event: the feed's. */
	public static String uid(SyncedEvent event) {
		return event.source().wireValue() + "-" + Secrets.sha256(event.externalId()).substring(0, 32)
				+ LocalFeedEntries.UID_SUFFIX;
	}

	private static FeedEntry withUid(FeedEntry entry, String uid) {
		return entry.withUid(uid);
	}

	private static byte[] write(List<FeedEntry> entries, @Nullable ZoneId zone, Instant from) {
		ByteArrayOutputStream out = new ByteArrayOutputStream(1024);
		{
			ContentLineWriter lines = new ContentLineWriter(out);
			lines.line("BEGIN:VCALENDAR");
			lines.write(ImmutableVersion.VERSION_2_0);
			lines.write(new ProdId(IcalExporter.PRODUCT_ID));
			lines.write(ImmutableCalScale.GREGORIAN);
			if (zone != null && !zone.getId().equals("UTC")) {
				TimeZoneComponent.lines(zone, from).forEach(lines::line);
			}
			entries.forEach((entry) -> IcalExporter.writeEvent(lines, entry));
			lines.line("END:VCALENDAR");
		}
		return out.toByteArray();
	}

	/**
	 * Renders one user's events, with their reminders as VALARMs, as the feed writes them
	 * (made by {@link IcalResources#renderer}).
	 */
	public static final class Renderer {

		private final LocalFeedEntries.Alarms alarms;

		private Renderer(LocalFeedEntries.Alarms alarms) {
			this.alarms = alarms;
		}

		/**
		 * Two renderers are equal when they render every event alike: they were made of
		 * the same facts about the user (default reminders, address, name). Rendering is
		 * a function of the event, the UID and these facts only, so a rendering may be
		 * reused for an equal event with an equal renderer.
		 */
		@Override
		public boolean equals(@Nullable Object other) {
			return other instanceof Renderer that && this.alarms.equals(that.alarms);
		}

		@Override
		public int hashCode() {
			return this.alarms.hashCode();
		}

		/**
		 * One one-off event as an iCalendar object (the user's default reminders for one
		 * that uses them).
		 * @param event the event
		 * @param uid the UID to write
		 */
		public byte[] render(Event event, String uid) {
			return write(List.of(withUid(LocalFeedEntries.entry(event, null, null, this.alarms), uid)), null,
					event.startTime());
		}

		/**
		 * One series with its changed occurrences as an iCalendar object.
		 * @param series the series
		 * @param uid the UID to write
		 */
		public byte[] render(EventSeries series, String uid) {
			List<FeedEntry> entries = new ArrayList<>();
			Event master = series.series();
			entries.add(withUid(LocalFeedEntries.entry(master, series.feedRecurrence(), null, this.alarms), uid));
			for (Event exception : series.exceptions()) {
				entries.add(withUid(LocalFeedEntries.entry(exception, null, master, this.alarms), uid));
			}
			ZoneId zone = (!master.allDay() && master.timezone() != null) ? ZoneId.of(master.timezone()) : null;
			return write(entries, zone, master.startTime());
		}

		/**
		 * Occurrences as events of their own, each with the series' UID and its
		 * RECURRENCE-ID in UTC (CalDAV's {@code expand}).
		 * @param occurrences one-off events, or occurrences of one series
		 * @param uid the UID to write
		 */
		public byte[] renderExpanded(List<Event> occurrences, String uid) {
			List<FeedEntry> entries = new ArrayList<>();
			for (Event occurrence : occurrences) {
				FeedEntry entry = LocalFeedEntries.entry(occurrence, null, null, this.alarms);
				LocalDateTime recurrenceId = (occurrence.originalStartTime() != null)
						? LocalDateTime.ofInstant(occurrence.originalStartTime(), ZoneOffset.UTC) : null;
				entries.add(new FeedEntry(uid, Source.LOCAL, entry.title(), entry.description(), entry.location(),
						entry.color(), entry.start(), entry.end(), entry.allDay(), entry.sequence(), entry.createdAt(),
						entry.updatedAt(), null, (recurrenceId != null) ? ZoneOffset.UTC : null, recurrenceId,
						entry.alarms(), entry.alarmAddress(), entry.attendees(), entry.organizer()));
			}
			return write(entries, null, Instant.EPOCH);
		}

	}

	/**
	 * What a calendar object holds.
	 *
	 * @param items its events and series (one per UID)
	 * @param problems what was skipped or read differently, in words
	 * @param skipped how many components were skipped
	 */
	public record Read(List<Imported> items, List<String> problems, int skipped) {

		public Read {
			items = List.copyOf(items);
			problems = List.copyOf(problems);
		}

		/** The text of the problems, for a refusal. */
		public String describe() {
			return String.join(" ", this.problems);
		}

	}

	/** The UTF-8 text of rendered bytes. */
	public static String text(byte[] rendered) {
		return new String(rendered, StandardCharsets.UTF_8);
	}

}
