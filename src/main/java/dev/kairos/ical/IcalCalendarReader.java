package dev.kairos.ical;

import java.io.IOException;
import java.io.StringReader;
import java.time.ZoneId;
import java.time.zone.ZoneRules;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import net.fortuna.ical4j.data.CalendarBuilder;
import net.fortuna.ical4j.data.CalendarParserFactory;
import net.fortuna.ical4j.data.ParserException;
import net.fortuna.ical4j.model.Calendar;
import net.fortuna.ical4j.model.Component;
import net.fortuna.ical4j.model.Parameter;
import net.fortuna.ical4j.model.Property;
import net.fortuna.ical4j.model.TimeZone;
import net.fortuna.ical4j.model.TimeZoneRegistry;
import net.fortuna.ical4j.model.component.VEvent;
import net.fortuna.ical4j.model.component.VTimeZone;
import org.jspecify.annotations.Nullable;

/**
 * Parse a sanitized calendar with ical4j and pick out what the importer reads: each
 * VEVENT's text properties (unescaped by ical4j) and raw date and recurrence properties,
 * and the file's VTIMEZONEs by TZID, parsed one by one only when an event uses them
 * ({@link FileZones}).
 * <p>
 * A fresh {@link CalendarBuilder} parses each file (builders are not reusable), with a
 * time-zone registry that keeps nothing: ical4j's default registry turns every VTIMEZONE
 * of every parse into a zone id held in a global pool, which runs out on a busy server.
 */
final class IcalCalendarReader {

	private IcalCalendarReader() {
	}

	static ReadCalendar read(IcalText.Sanitized sanitized) {
		Calendar calendar;
		try {
			calendar = build(sanitized.text());
		}
		catch (ParserException ex) {
			throw new MalformedCalendarException(sanitized.originalLine(ex.getLineNo()),
					"the calendar cannot be parsed (" + firstLine(ex.getMessage()) + ").");
		}
		catch (IOException | RuntimeException ex) {
			throw new MalformedCalendarException(1, "the calendar cannot be parsed.");
		}
		List<VEvent> components = calendar.getComponents(Component.VEVENT);
		List<EventData> events = new ArrayList<>(components.size());
		for (int i = 0; i < components.size(); i++) {
			VEvent event = components.get(i);
			int line = (i < sanitized.eventLines().size()) ? sanitized.eventLines().get(i) : 1;
			events.add(new EventData(line, text(event, Property.UID), text(event, Property.SUMMARY),
					text(event, Property.DESCRIPTION), text(event, Property.LOCATION), text(event, "COLOR"),
					text(event, Property.STATUS), raw(event, Property.DTSTART), raw(event, Property.DTEND),
					raw(event, Property.DURATION), raw(event, Property.RECURRENCE_ID), raws(event, Property.RRULE),
					raws(event, Property.RDATE), raws(event, Property.EXDATE),
					event.getProperties(IcalText.ALARM_PROPERTY).stream().map(Property::getValue).toList(),
					event.getProperties(IcalText.ATTENDEE_PROPERTY).stream().map(Property::getValue).toList()));
		}
		return new ReadCalendar(events, new FileZones(sanitized.zones()));
	}

	/**
	 * The VTIMEZONE these content lines hold, when ical4j reads them on its own; null
	 * when it cannot (an unreadable offset or date), so that such a zone costs only
	 * itself.
	 */
	static @Nullable VTimeZone timeZone(List<String> component) {
		StringBuilder text = new StringBuilder("BEGIN:VCALENDAR\r\n");
		for (String line : component) {
			text.append(line).append("\r\n");
		}
		try {
			List<VTimeZone> zones = build(text.append("END:VCALENDAR\r\n").toString())
				.getComponents(Component.VTIMEZONE);
			return zones.isEmpty() ? null : zones.get(0);
		}
		catch (ParserException | IOException | RuntimeException ex) {
			return null;
		}
	}

	private static Calendar build(String text) throws IOException, ParserException {
		return new CalendarBuilder(CalendarParserFactory.getInstance().get(), new DetachedTimeZoneRegistry())
			.build(new StringReader(text));
	}

	private static @Nullable String text(VEvent event, String name) {
		Optional<Property> property = event.getProperty(name);
		return property.map(Property::getValue).orElse(null);
	}

	private static @Nullable RawValue raw(VEvent event, String name) {
		List<RawValue> values = raws(event, name);
		return values.isEmpty() ? null : values.get(0);
	}

	private static List<RawValue> raws(VEvent event, String name) {
		List<Property> properties = event.getProperties(IcalText.RAW_PREFIX + name);
		List<RawValue> values = new ArrayList<>(properties.size());
		for (Property property : properties) {
			values.add(new RawValue(name, property.getValue().strip(), parameter(property, Parameter.TZID),
					parameter(property, Parameter.VALUE)));
		}
		return values;
	}

	private static @Nullable String parameter(Property property, String name) {
		Optional<Parameter> parameter = property.getParameter(name);
		return parameter.map(Parameter::getValue).orElse(null);
	}

	private static String firstLine(@Nullable String message) {
		if (message == null) {
			return "syntax error";
		}
		int end = message.indexOf('\n');
		String first = (end >= 0) ? message.substring(0, end) : message;
		return (first.length() > 120) ? first.substring(0, 120) + "..." : first;
	}

	/**
	 * The raw text of a date or recurrence property.
	 *
	 * @param name the property name
	 * @param value its value as written
	 * @param tzid its TZID parameter, or null
	 * @param type its VALUE parameter ({@code DATE}, {@code PERIOD}...), or null
	 */
	record RawValue(String name, String value, @Nullable String tzid, @Nullable String type) {

	}

	/**
	 * What the importer reads of one VEVENT.
	 *
	 * @param line the line of its BEGIN:VEVENT in the upload
	 * @param uid UID, or null
	 * @param summary SUMMARY, or null
	 * @param description DESCRIPTION, or null
	 * @param location LOCATION, or null
	 * @param color COLOR, or null
	 * @param status STATUS, or null
	 * @param start DTSTART, or null
	 * @param end DTEND, or null
	 * @param duration DURATION, or null
	 * @param recurrenceId RECURRENCE-ID, or null
	 * @param rrules every RRULE
	 * @param rdates every RDATE
	 * @param exdates every EXDATE
	 * @param alarms its VALARMs as {@code ACTION|RELATED|TRIGGER}
	 * (IcalText.ALARM_PROPERTY)
	 * @param attendees its ATTENDEEs as {@code PARTSTAT|address|CN}
	 * (IcalText.ATTENDEE_PROPERTY)
	 */
	record EventData(int line, @Nullable String uid, @Nullable String summary, @Nullable String description,
			@Nullable String location, @Nullable String color, @Nullable String status, @Nullable RawValue start,
			@Nullable RawValue end, @Nullable RawValue duration, @Nullable RawValue recurrenceId, List<RawValue> rrules,
			List<RawValue> rdates, List<RawValue> exdates, List<String> alarms, List<String> attendees) {

	}

	/**
	 * A parsed file.
	 *
	 * @param events its VEVENTs in file order
	 * @param zones its VTIMEZONEs by TZID, read when asked for
	 */
	record ReadCalendar(List<EventData> events, FileZones zones) {

	}

	/**
	 * A registry that remembers no zone: the importer resolves TZIDs itself, and ical4j
	 * must not pin a zone id for every VTIMEZONE it parses.
	 */
	private static final class DetachedTimeZoneRegistry implements TimeZoneRegistry {

		@Override
		public void register(TimeZone timezone) {
		}

		@Override
		public void register(TimeZone timezone, boolean update) {
		}

		@Override
		public void clear() {
		}

		@Override
		public @Nullable TimeZone getTimeZone(String id) {
			return null;
		}

		@Override
		public Map<String, ZoneRules> getZoneRules() {
			return Collections.emptyMap();
		}

		@Override
		public ZoneId getZoneId(String tzId) {
			return ZoneId.of("UTC");
		}

		@Override
		public @Nullable String getTzId(String zoneId) {
			return null;
		}

	}

}
