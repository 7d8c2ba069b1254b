package dev.kairos.ical;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.zone.ZoneRules;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import dev.kairos.events.Attendee;
import dev.kairos.events.AttendeeStatus;
import dev.kairos.events.EventDraft;
import dev.kairos.events.Imported;
import dev.kairos.events.ImportedCancellation;
import dev.kairos.events.ImportedEvent;
import dev.kairos.events.ImportedSeries;
import dev.kairos.events.RecurrenceId;
import dev.kairos.ical.IcalCalendarReader.EventData;
import dev.kairos.ical.IcalCalendarReader.RawValue;
import dev.kairos.ical.TimeValues.TimeValue;
import dev.kairos.shared.DateTimeInput;
import dev.kairos.shared.Reminder;
import dev.kairos.shared.ReminderMethod;
import dev.kairos.shared.Reminders;
import dev.kairos.shared.Secrets;
import org.jspecify.annotations.Nullable;

/**
 * Turn the VEVENTs of one file into events to store, one per occurrence.
 * <ul>
 * <li>Events are grouped by UID, in any order: a RECURRENCE-ID override may come before
 * its master. An event without a UID gets a key derived from its start and summary, so
 * importing the file again finds it.</li>
 * <li>A series (RRULE and/or RDATE) stays a series, whatever its dates: its RRULE, its
 * RDATEs and EXDATEs (as UTC instants, or dates in an all-day series) and the zone of its
 * DTSTART; each override becomes a changed occurrence keyed by its RECURRENCE-ID, and a
 * cancelled override an EXDATE. The events feature checks the rule and expands it on
 * read.</li>
 * <li>A cancelled event stores nothing and names what it cancels, so that an earlier
 * import's copy is removed: a master its whole UID, an override without its master that
 * one occurrence.</li>
 * <li>All-day events keep their days; timed events become instants (floating times in the
 * user's zone); an end before the start, or none, makes a one-minute event for a timed
 * start and a one-day event for a date.</li>
 * </ul>
 */
final class IcalEventMapper {

	/** Length of a timed event that has no (or no positive) duration. */
	static final Duration MINIMUM_LENGTH = Duration.ofMinutes(1);

	static final String UNTITLED = "(no title)";

	private static final int MAX_UID_LENGTH = 255;

	private static final Pattern UNTIL = Pattern.compile("(?i)UNTIL=([0-9TZ]+)");

	private final ZoneResolver zones;

	/** The IANA zone found for each TZID the file defines itself (seriesZone). */
	private final Map<String, Optional<ZoneId>> ianaZones = new HashMap<>();

	private final List<Item> items = new ArrayList<>();

	private final List<ImportProblem> problems = new ArrayList<>();

	private final Set<String> reportedZones = new HashSet<>();

	private int skipped;

	/**
	 * @param zones resolves the file's TZIDs
	 */
	IcalEventMapper(ZoneResolver zones) {
		this.zones = zones;
	}

	Mapped map(List<EventData> events) {
		Map<String, List<EventData>> byUid = new LinkedHashMap<>();
		Map<String, Integer> derivedCounts = new HashMap<>();
		for (EventData event : events) {
			String uid = uidKey(event, derivedCounts);
			byUid.computeIfAbsent(uid, (key) -> new ArrayList<>()).add(event);
		}
		for (Map.Entry<String, List<EventData>> group : byUid.entrySet()) {
			mapGroup(group.getKey(), group.getValue());
		}
		return new Mapped(dedupe(), this.problems, this.skipped);
	}

	private void mapGroup(String uid, List<EventData> events) {
		List<EventData> masters = events.stream().filter((event) -> event.recurrenceId() == null).toList();
		List<EventData> overrides = events.stream().filter((event) -> event.recurrenceId() != null).toList();
		EventData master = masters.isEmpty() ? null : masters.get(masters.size() - 1);
		if (masters.size() > 1) {
			this.skipped += masters.size() - 1;
			problem(master, "Several events have this UID and no RECURRENCE-ID; only the last one (line "
					+ master.line() + ") was imported.");
		}
		if (master != null && isCancelled(master)) {
			this.skipped += 1 + overrides.size();
			this.items.add(new Item(new ImportedCancellation(uid, null), master));
			return;
		}
		Slot base = (master != null) ? slot(master) : null;
		if (master != null && base == null) {
			this.skipped++;
			master = null;
		}
		boolean recurring = master != null && (!master.rrules().isEmpty() || !master.rdates().isEmpty());
		if (master != null && !recurring) {
			this.items.add(new Item(new ImportedEvent(uid, null, draft(master, null, base)), master));
		}
		if (!recurring) {
			for (EventData override : overrides) {
				standalone(uid, override);
			}
			return;
		}
		series(uid, master, base, overrides);
	}

	/**
	 * An override without a master: an event of its own, keyed by its RECURRENCE-ID; a
	 * cancelled one names that key, so that the occurrence an earlier import stored under
	 * it is removed.
	 */
	private void standalone(String uid, EventData override) {
		Slot slot = isCancelled(override) ? null : slot(override);
		RecurrenceId key;
		try {
			TimeValue recurrence = time(override, override.recurrenceId());
			key = recurrence.isDate() ? RecurrenceId.on(recurrence.date()) : RecurrenceId.at(recurrence.instant());
		}
		catch (IllegalArgumentException ex) {
			key = (slot != null) ? RecurrenceId.at(slot.start()) : null;
		}
		if (isCancelled(override)) {
			this.skipped++;
			if (key != null) {
				this.items.add(new Item(new ImportedCancellation(uid, key), override));
			}
			return;
		}
		if (slot == null) {
			this.skipped++;
			return;
		}
		this.items.add(new Item(new ImportedEvent(uid, key, draft(override, null, slot)), override));
	}

	/**
	 * A series: its rules as the API takes them, its zone, and its overrides. Dates in
	 * RDATE and EXDATE become UTC instants (a date in a timed series: that day at
	 * DTSTART's time); a cancelled override becomes an EXDATE.
	 */
	private void series(String uid, EventData master, Slot base, List<EventData> overrides) {
		TimeValue start;
		try {
			start = time(master, master.start());
		}
		catch (IllegalArgumentException ex) {
			this.skipped++;
			return;
		}
		ZoneId zone = seriesZone(master);
		List<String> lines = new ArrayList<>();
		if (!master.rrules().isEmpty()) {
			String rule = master.rrules().get(0).value().replaceAll("\\s", "").toUpperCase(Locale.ROOT);
			lines.add("RRULE:" + (base.allDay() ? allDayUntil(rule) : rule));
			if (master.rrules().size() > 1) {
				problem(master, "The event has " + master.rrules().size()
						+ " RRULEs; only the first was imported (RFC 5545 allows one).");
			}
		}
		Set<String> rdates = new TreeSet<>();
		List<ImportedSeries.Override> periods = new ArrayList<>();
		for (RawValue rdate : master.rdates()) {
			for (String item : rdate.value().split(",")) {
				String value = item.contains("/") ? item.substring(0, item.indexOf('/')) : item;
				try {
					ZoneRules rules = zone(master, rdate.tzid()).rules();
					TimeValue parsed = TimeValues.parse(value, item.contains("/") ? null : rdate.type(), rules);
					RecurrenceId key = occurrenceKey(parsed, start, base.allDay());
					rdates.add(key.toString());
					Instant periodEnd = item.contains("/") ? TimeValues.periodEnd(item, rules) : null;
					Instant at = key.start();
					if (periodEnd != null && periodEnd.isAfter(at)
							&& !periodEnd.equals(at.plus(Duration.between(base.start(), base.end())))) {
						// A PERIOD of its own length: that occurrence, changed.
						periods.add(new ImportedSeries.Override(at,
								draft(master, null, new Slot(at, periodEnd, base.allDay())), master.line()));
					}
				}
				catch (IllegalArgumentException ex) {
					problem(master, "RDATE: " + ex.getMessage() + "; that date was left out.");
				}
			}
		}
		Set<String> exdates = new TreeSet<>();
		for (RawValue exdate : master.exdates()) {
			for (TimeValue value : list(master, exdate)) {
				exdates.add(occurrenceKey(value, start, base.allDay()).toString());
			}
		}
		List<ImportedSeries.Override> changed = new ArrayList<>(periods);
		for (EventData override : overrides) {
			TimeValue recurrence;
			try {
				recurrence = time(override, override.recurrenceId());
			}
			catch (IllegalArgumentException ex) {
				problem(override, "RECURRENCE-ID: " + ex.getMessage() + "; the event was skipped.");
				this.skipped++;
				continue;
			}
			RecurrenceId key = occurrenceKey(recurrence, start, base.allDay());
			if (isCancelled(override)) {
				exdates.add(key.toString());
				this.skipped++;
				continue;
			}
			Slot slot = slot(override);
			if (slot == null) {
				this.skipped++;
				continue;
			}
			changed.add(new ImportedSeries.Override(key.start(), draft(override, master, slot), override.line(),
					override.alarms().isEmpty()));
		}
		if (!rdates.isEmpty()) {
			lines.add((base.allDay() ? "RDATE;VALUE=DATE:" : "RDATE:") + String.join(",", rdates));
		}
		if (!exdates.isEmpty()) {
			lines.add((base.allDay() ? "EXDATE;VALUE=DATE:" : "EXDATE:") + String.join(",", exdates));
		}
		EventDraft fields = draft(master, null, base);
		EventDraft draft = new EventDraft(fields.title(), fields.description(), fields.location(), fields.color(),
				fields.startTime(), fields.endTime(), fields.allDay(), List.copyOf(lines), zone, fields.reminders());
		this.items.add(new Item(new ImportedSeries(uid, draft, changed), master));
	}

	/**
	 * An all-day rule's UNTIL as a date: a UTC value (Exchange writes the user's midnight
	 * in UTC) is read in the user's zone.
	 */
	private String allDayUntil(String rule) {
		Matcher until = UNTIL.matcher(rule);
		if (!until.find() || !until.group(1).endsWith("Z")) {
			return rule;
		}
		try {
			Instant instant = TimeValues.parse(until.group(1), null, ZoneOffset.UTC.getRules()).instant();
			String day = TimeValues.key(LocalDate.ofInstant(instant, this.zones.userZone()));
			return rule.substring(0, until.start(1)) + day + rule.substring(until.end(1));
		}
		catch (IllegalArgumentException ex) {
			return rule;
		}
	}

	/**
	 * The key of an occurrence start: a UTC instant, or a date in an all-day series. A
	 * date in a timed series means that day at DTSTART's time of day; a date-time in an
	 * all-day series, its day.
	 */
	private RecurrenceId occurrenceKey(TimeValue value, TimeValue start, boolean allDay) {
		if (allDay) {
			return RecurrenceId.on(value.day());
		}
		if (value.isDate()) {
			return RecurrenceId.at(TimeValues.instant(value.date().atTime(start.local().toLocalTime()), start.rules()));
		}
		return RecurrenceId.at(value.instant());
	}

	/**
	 * The zone a series repeats in: its DTSTART's TZID when that names an IANA zone (or a
	 * Windows or Outlook name for one), UTC for a UTC DTSTART, the user's for a floating
	 * one. A zone the file defines itself becomes the IANA zone with the same offsets
	 * over the next years, or failing that its fixed offset at DTSTART (reported).
	 */
	private ZoneId seriesZone(EventData master) {
		RawValue start = master.start();
		if (start.tzid() == null || start.tzid().isBlank()) {
			return start.value().strip().toUpperCase(Locale.ROOT).endsWith("Z") ? ZoneOffset.UTC
					: this.zones.userZone();
		}
		ZoneResolver.Resolution resolution = zone(master, start.tzid());
		try {
			return DateTimeInput.zone(resolution.name());
		}
		catch (IllegalArgumentException ex) {
			// a zone the file defines: look for an IANA one that keeps the same time
		}
		// Compared with every IANA zone once per TZID, not once per series.
		Optional<ZoneId> match = this.ianaZones.computeIfAbsent(start.tzid(),
				(tzid) -> Optional.ofNullable(ZoneResolver.ianaWithRules(resolution.rules())));
		if (match.isPresent()) {
			return match.get();
		}
		ZoneOffset offset = resolution.rules().getOffset(Instant.now());
		problem(master, "The time zone \"" + start.tzid() + "\" matches no IANA zone; the series repeats at "
				+ offset.getId() + " all year.");
		return offset;
	}

	/** Where and how long the event is, or null (reported) when it cannot be read. */
	private @Nullable Slot slot(EventData event) {
		if (event.start() == null) {
			problem(event, "The event has no DTSTART; it was skipped.");
			return null;
		}
		TimeValue start;
		try {
			start = time(event, event.start());
		}
		catch (IllegalArgumentException ex) {
			problem(event, "DTSTART: " + ex.getMessage() + "; the event was skipped.");
			return null;
		}
		Instant begin = start.instant();
		Instant end = null;
		try {
			if (event.end() != null) {
				TimeValue value = time(event, event.end());
				end = (start.isDate() && !value.isDate()) ? value.day().atStartOfDay(ZoneOffset.UTC).toInstant()
						: value.instant();
			}
			else if (event.duration() != null) {
				end = TimeValues.plus(start, TimeValues.duration(event.duration().value()));
			}
		}
		catch (IllegalArgumentException ex) {
			problem(event, ((event.end() != null) ? "DTEND: " : "DURATION: ") + ex.getMessage()
					+ "; the event was given the default length.");
		}
		if (start.isDate()) {
			if (end == null || !end.isAfter(begin)) {
				end = begin.plus(Duration.ofDays(1));
			}
			return new Slot(begin, end, true);
		}
		if (end != null && end.isBefore(begin)) {
			problem(event, "The event ends before it starts; it was imported one minute long.");
		}
		if (end == null || !end.isAfter(begin)) {
			end = begin.plus(MINIMUM_LENGTH);
		}
		return new Slot(begin, end, false);
	}

	private TimeValue time(EventData event, RawValue raw) {
		return TimeValues.parse(raw.value(), raw.type(), zone(event, raw.tzid()).rules());
	}

	private List<TimeValue> list(EventData event, RawValue raw) {
		try {
			return TimeValues.parseList(raw.value(), raw.type(), zone(event, raw.tzid()).rules());
		}
		catch (IllegalArgumentException ex) {
			problem(event, raw.name() + ": " + ex.getMessage() + "; it was ignored.");
			return List.of();
		}
	}

	/** Resolve a TZID, reporting a guess once per file and zone. */
	private ZoneResolver.Resolution zone(EventData event, @Nullable String tzid) {
		ZoneResolver.Resolution resolution = this.zones.resolve(tzid);
		if (resolution.problem() != null && this.reportedZones.add(tzid)) {
			problem(event, resolution.problem());
		}
		return resolution;
	}

	private EventDraft draft(EventData event, @Nullable EventData master, Slot slot) {
		String title = text(event.summary(), (master != null) ? master.summary() : null, EventDraft.MAX_TITLE_LENGTH);
		return new EventDraft((title != null) ? title : UNTITLED,
				text(event.description(), (master != null) ? master.description() : null,
						EventDraft.MAX_DESCRIPTION_LENGTH),
				text(event.location(), (master != null) ? master.location() : null, EventDraft.MAX_LOCATION_LENGTH),
				color((event.color() != null) ? event.color() : (master != null) ? master.color() : null), slot.start(),
				slot.end(), slot.allDay(), null, null,
				reminders(event.alarms().isEmpty() && master != null ? master.alarms() : event.alarms()),
				(master == null) ? attendees(event.attendees()) : List.of());
	}

	/**
	 * ATTENDEEs as attendees: those with a {@code mailto:} address that can be kept, the
	 * first of each address, at most {@link Attendee#MAX_PER_EVENT}; a PARTSTAT that is
	 * none of a VEVENT's is NEEDS-ACTION (its default). Only a one-off event keeps them:
	 * series have none yet.
	 */
	static List<Attendee> attendees(List<String> values) {
		List<Attendee> attendees = new ArrayList<>();
		Set<String> seen = new HashSet<>();
		for (String value : values) {
			if (attendees.size() >= Attendee.MAX_PER_EVENT) {
				break;
			}
			String[] parts = value.split("\\|", 3);
			if (parts.length < 3 || !parts[1].regionMatches(true, 0, "mailto:", 0, 7)) {
				continue;
			}
			String cn = parts[2].strip();
			Attendee attendee = Attendee.of(
					cn.isEmpty() ? null : cn.substring(0, Math.min(cn.length(), Attendee.MAX_NAME_LENGTH)),
					parts[1].substring(7), AttendeeStatus.of(parts[0]));
			if (attendee != null && seen.add(attendee.email().toLowerCase(Locale.ROOT))) {
				attendees.add(attendee);
			}
		}
		return List.copyOf(attendees);
	}

	/**
	 * VALARMs as reminders: those with a trigger before (or at) the start become
	 * overrides ({@code DISPLAY} and {@code AUDIO}: notification, {@code EMAIL}: email),
	 * at most {@link Reminder#MAX_PER_EVENT}, earliest first; absolute triggers and
	 * triggers after the start or relative to the end are left out. No VALARM: the user's
	 * defaults.
	 */
	static Reminders reminders(List<String> alarms) {
		if (alarms.isEmpty()) {
			return Reminders.DEFAULT;
		}
		java.util.TreeSet<Reminder> read = new java.util.TreeSet<>(
				java.util.Comparator.comparingInt(Reminder::minutesBefore).reversed().thenComparing(Reminder::method));
		for (String alarm : alarms) {
			Reminder reminder = reminder(alarm);
			if (reminder != null) {
				read.add(reminder);
			}
		}
		return Reminders.of(read.stream().limit(Reminder.MAX_PER_EVENT).toList());
	}

	/**
	 * One VALARM ({@code ACTION|RELATED|TRIGGER}) as a reminder, or null when it is none
	 * Kairos models.
	 */
	static @Nullable Reminder reminder(String alarm) {
		String[] parts = alarm.split("\\|", -1);
		if (parts.length != 3 || !parts[1].equals("START")) {
			return null;
		}
		ReminderMethod method = switch (parts[0]) {
			case "DISPLAY", "AUDIO" -> ReminderMethod.NOTIFICATION;
			case "EMAIL" -> ReminderMethod.EMAIL;
			default -> null;
		};
		Integer minutes = minutesBefore(parts[2]);
		if (method != null && minutes != null && minutes <= Reminder.MAX_MINUTES_BEFORE) {
			return new Reminder(method, minutes);
		}
		return null;
	}

	/**
	 * A relative TRIGGER as minutes before the start; null when after it or unreadable.
	 */
	static @Nullable Integer minutesBefore(String trigger) {
		try {
			java.util.regex.Matcher weeks = java.util.regex.Pattern.compile("([+-]?)P(\\d{1,6})W").matcher(trigger);
			java.time.Duration duration = weeks.matches()
					? java.time.Duration.ofDays(Long.parseLong(weeks.group(2)) * 7)
						.multipliedBy(weeks.group(1).equals("-") ? -1 : 1)
					: java.time.Duration.parse(trigger);
			if (duration.isNegative() || duration.isZero()) {
				long minutes = -duration.toMinutes();
				return (minutes > Integer.MAX_VALUE) ? Integer.MAX_VALUE : (int) minutes;
			}
			return null;
		}
		catch (java.time.format.DateTimeParseException ex) {
			return null;
		}
	}

	private static @Nullable String text(@Nullable String own, @Nullable String inherited, int limit) {
		String value = (own != null) ? own : inherited;
		if (value == null || value.isBlank()) {
			return null;
		}
		value = value.strip();
		if (value.length() > limit) {
			int end = limit;
			if (Character.isHighSurrogate(value.charAt(end - 1))) {
				end--;
			}
			value = value.substring(0, end);
		}
		return value;
	}

	private static @Nullable String color(@Nullable String value) {
		return (value != null) ? CssColors.toHex(value) : null;
	}

	private static boolean isCancelled(EventData event) {
		return event.status() != null && event.status().strip().equalsIgnoreCase("CANCELLED");
	}

	/**
	 * The file's UID, or a key derived from the event: its start, its summary and how
	 * many such events came before, so that the same file gives the same keys. UIDs too
	 * long to index are replaced by their SHA-256.
	 */
	private static String uidKey(EventData event, Map<String, Integer> derivedCounts) {
		String uid = (event.uid() != null) ? event.uid().strip() : "";
		if (uid.isEmpty()) {
			String basis = ((event.start() != null) ? event.start().value() + "|" + event.start().tzid() : "") + "|"
					+ event.summary() + "|" + event.recurrenceId();
			int count = derivedCounts.merge(basis, 1, Integer::sum);
			return "derived-" + Secrets.sha256(basis + "|" + count).substring(0, 40);
		}
		return (uid.length() > MAX_UID_LENGTH) ? "sha256-" + Secrets.sha256(uid) : uid;
	}

	/** The same key twice in one file: the later VEVENT wins. */
	private List<Item> dedupe() {
		Map<String, Item> byKey = new LinkedHashMap<>();
		for (Item item : this.items) {
			// A cancellation shares its key with the event it cancels: the later one
			// wins.
			String kind = (item.event() instanceof ImportedEvent event) ? Objects.toString(event.recurrenceId(), "")
					: (item.event() instanceof ImportedCancellation cancelled)
							? Objects.toString(cancelled.recurrenceId(), "") : "series";
			String key = item.event().icalUid() + "\u0000" + kind;
			Item earlier = byKey.remove(key);
			if (earlier != null) {
				this.skipped++;
				problem(item.source(), "Line " + earlier.source().line()
						+ " has an event with the same UID and RECURRENCE-ID; this later one was imported.");
			}
			byKey.put(key, item);
		}
		return byKey.values().stream().collect(Collectors.toList());
	}

	private void problem(@Nullable EventData event, String message) {
		this.problems.add(new ImportProblem((event != null) ? event.uid() : null, (event != null) ? event.line() : null,
				message));
	}

	/**
	 * Where an event lies.
	 *
	 * @param start its start
	 * @param end its end (exclusive)
	 * @param allDay whether it is a run of whole days (then both are 00:00 UTC)
	 */
	record Slot(Instant start, Instant end, boolean allDay) {

	}

	/**
	 * An event to store and the VEVENT it came from.
	 *
	 * @param event the event, series or cancelled UID
	 * @param source the VEVENT (a series' master; a cancelled UID's first cancelled
	 * VEVENT)
	 */
	record Item(Imported event, EventData source) {

	}

	/**
	 * The events of a file.
	 *
	 * @param items what to store, each key once
	 * @param problems what was skipped or guessed
	 * @param skipped VEVENTs that gave nothing
	 */
	record Mapped(List<Item> items, List<ImportProblem> problems, int skipped) {

	}

}
