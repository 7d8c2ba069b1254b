package dev.kairos.ical;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import dev.kairos.events.EventCommands;
import dev.kairos.events.EventDraft;
import dev.kairos.events.ImportedEvent;
import dev.kairos.ical.IcalCalendarReader.EventData;
import dev.kairos.ical.IcalCalendarReader.RawValue;
import dev.kairos.ical.TimeValues.TimeValue;
import dev.kairos.shared.Secrets;
import net.fortuna.ical4j.model.Recur;
import org.jspecify.annotations.Nullable;

/**
 * Turn the VEVENTs of one file into events to store, one per occurrence.
 * <ul>
 * <li>Events are grouped by UID, in any order: a RECURRENCE-ID override may come before
 * its master. An event without a UID gets a key derived from its start and summary, so
 * importing the file again finds it.</li>
 * <li>A series (RRULE and/or RDATE) is expanded into the occurrences that start inside
 * the horizon, at most {@code maxPerSeries}; EXDATEs are taken out; each override
 * replaces the occurrence it names (matched by instant, or by day when either side is an
 * all-day value), and a cancelled override removes it. ical4j's {@code Recur} computes
 * the RRULE dates; the merge is ours because ical4j 4.4.0's loses moved instances.</li>
 * <li>An event that does not recur is imported whatever its date.</li>
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

	private final Instant from;

	private final Instant to;

	private final int maxPerSeries;

	private final List<Item> items = new ArrayList<>();

	private final List<ImportProblem> problems = new ArrayList<>();

	private final Set<String> reportedZones = new HashSet<>();

	private int skipped;

	/**
	 * @param zones resolves the file's TZIDs
	 * @param from start of the horizon in which series are expanded
	 * @param to end of that horizon (exclusive)
	 * @param maxPerSeries most occurrences of one series
	 */
	IcalEventMapper(ZoneResolver zones, Instant from, Instant to, int maxPerSeries) {
		this.zones = zones;
		this.from = from;
		this.to = to;
		this.maxPerSeries = maxPerSeries;
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
			return;
		}
		Slot base = (master != null) ? slot(master) : null;
		if (master != null && base == null) {
			this.skipped++;
			master = null;
		}
		boolean recurring = master != null && (!master.rrules().isEmpty() || !master.rdates().isEmpty());
		if (master != null && !recurring) {
			this.items.add(new Item(new ImportedEvent(uid, "", draft(master, null, base)), master));
		}
		if (!recurring) {
			for (EventData override : overrides) {
				standalone(uid, override);
			}
			return;
		}
		Map<String, Occurrence> occurrences = expand(master, base);
		for (EventData override : overrides) {
			if (isCancelled(override)) {
				String key = recurrenceKey(override, base, occurrences);
				if (key != null) {
					occurrences.remove(key);
				}
				this.skipped++;
				continue;
			}
			Slot slot = slot(override);
			String key = recurrenceKey(override, base, occurrences);
			if (slot == null || key == null) {
				this.skipped++;
				continue;
			}
			if (!occurrences.containsKey(key) && !inHorizon(slot.start())) {
				this.skipped++;
				continue;
			}
			occurrences.put(key, new Occurrence(slot, override));
		}
		if (occurrences.isEmpty()) {
			this.skipped++;
			problem(master, "The recurring event has no occurrence between " + day(this.from) + " and " + day(this.to)
					+ " (the import window); nothing was imported.");
			return;
		}
		List<Map.Entry<String, Occurrence>> sorted = occurrences.entrySet()
			.stream()
			.sorted((a, b) -> a.getValue().slot().start().compareTo(b.getValue().slot().start()))
			.toList();
		if (sorted.size() > this.maxPerSeries) {
			problem(master, "The recurring event has " + sorted.size() + " occurrences in the import window; the first "
					+ this.maxPerSeries + " were imported.");
			sorted = sorted.subList(0, this.maxPerSeries);
		}
		for (Map.Entry<String, Occurrence> occurrence : sorted) {
			EventData source = occurrence.getValue().source();
			this.items.add(new Item(new ImportedEvent(uid, occurrence.getKey(),
					draft(source, (source != master) ? master : null, occurrence.getValue().slot())), source));
		}
	}

	/** An override without a master: an event of its own, keyed by its RECURRENCE-ID. */
	private void standalone(String uid, EventData override) {
		if (isCancelled(override)) {
			this.skipped++;
			return;
		}
		Slot slot = slot(override);
		if (slot == null) {
			this.skipped++;
			return;
		}
		String key;
		try {
			TimeValue recurrence = time(override, override.recurrenceId());
			key = recurrence.isDate() ? TimeValues.key(recurrence.date()) : TimeValues.key(recurrence.instant());
		}
		catch (IllegalArgumentException ex) {
			key = TimeValues.key(slot.start());
		}
		this.items.add(new Item(new ImportedEvent(uid, key, draft(override, null, slot)), override));
	}

	/**
	 * The occurrences of a series inside the horizon, by key, each with the master's
	 * fields.
	 */
	private Map<String, Occurrence> expand(EventData master, Slot base) {
		TimeValue start = time(master, master.start());
		Map<String, Occurrence> occurrences = new TreeMap<>();
		if (start.isDate()) {
			long days = ChronoUnit.DAYS.between(base.start(), base.end());
			Set<LocalDate> dates = new HashSet<>();
			dates.add(start.date());
			for (RawValue rule : master.rrules()) {
				dates.addAll(ruleDates(master, rule, start));
			}
			for (RawValue rdate : master.rdates()) {
				for (TimeValue value : list(master, rdate)) {
					dates.add(value.isDate() ? value.date()
							: value.instant().atZone(this.zones.userZone()).toLocalDate());
				}
			}
			Set<LocalDate> excluded = new HashSet<>();
			for (RawValue exdate : master.exdates()) {
				for (TimeValue value : list(master, exdate)) {
					excluded.add(value.isDate() ? value.date() : value.day());
				}
			}
			for (LocalDate date : dates) {
				Instant begin = date.atStartOfDay(ZoneOffset.UTC).toInstant();
				if (!excluded.contains(date) && inHorizon(begin)) {
					occurrences.put(TimeValues.key(date),
							new Occurrence(new Slot(begin, begin.plus(Duration.ofDays(days)), true), master));
				}
			}
			return occurrences;
		}
		Duration length = Duration.between(base.start(), base.end());
		Set<LocalDateTime> locals = new HashSet<>();
		locals.add(start.local());
		for (RawValue rule : master.rrules()) {
			locals.addAll(ruleTimes(master, rule, start));
		}
		Map<Instant, Instant> periodEnds = new HashMap<>();
		Set<Instant> extra = new HashSet<>();
		for (RawValue rdate : master.rdates()) {
			ZoneResolver.Resolution zone = zone(master, rdate.tzid());
			for (String item : rdate.value().split(",")) {
				try {
					TimeValue value = TimeValues.parse(item.contains("/") ? item.substring(0, item.indexOf('/')) : item,
							item.contains("/") ? null : rdate.type(), zone.rules());
					Instant at = value.isDate()
							? TimeValues.instant(value.date().atTime(start.local().toLocalTime()), start.rules())
							: value.instant();
					extra.add(at);
					Instant periodEnd = TimeValues.periodEnd(item, zone.rules());
					if (periodEnd != null && periodEnd.isAfter(at)) {
						periodEnds.put(at, periodEnd);
					}
				}
				catch (IllegalArgumentException ex) {
					problem(master, "RDATE: " + ex.getMessage() + "; that date was left out.");
				}
			}
		}
		Set<Instant> excluded = new HashSet<>();
		Set<LocalDate> excludedDays = new HashSet<>();
		for (RawValue exdate : master.exdates()) {
			for (TimeValue value : list(master, exdate)) {
				if (value.isDate()) {
					excludedDays.add(value.date());
				}
				else {
					excluded.add(value.instant());
				}
			}
		}
		Set<Instant> instants = new HashSet<>(extra);
		for (LocalDateTime local : locals) {
			instants.add(TimeValues.instant(local, start.rules()));
		}
		for (Instant at : instants) {
			LocalDate day = LocalDateTime.ofInstant(at, start.rules().getOffset(at)).toLocalDate();
			if (excluded.contains(at) || excludedDays.contains(day) || !inHorizon(at)) {
				continue;
			}
			Instant end = periodEnds.getOrDefault(at, at.plus(length));
			occurrences.put(TimeValues.key(at), new Occurrence(new Slot(at, end, false), master));
		}
		return occurrences;
	}

	private List<LocalDate> ruleDates(EventData master, RawValue rule, TimeValue start) {
		try {
			Recur<LocalDate> recur = new Recur<>(normalizeRule(rule.value(), true, start));
			return recur
				.getDatesAsStream(start.date(), this.from.atZone(ZoneOffset.UTC).toLocalDate().minusDays(1),
						this.to.atZone(ZoneOffset.UTC).toLocalDate().plusDays(1), -1)
				.limit(2L * this.maxPerSeries + 2)
				.toList();
		}
		catch (RuntimeException ex) {
			problem(master, "RRULE \"" + rule.value() + "\" cannot be read; only its other dates were imported.");
			return List.of();
		}
	}

	private List<LocalDateTime> ruleTimes(EventData master, RawValue rule, TimeValue start) {
		try {
			Recur<LocalDateTime> recur = new Recur<>(normalizeRule(rule.value(), false, start));
			return recur
				.getDatesAsStream(start.local(), LocalDateTime.ofInstant(this.from, ZoneOffset.UTC).minusDays(2),
						LocalDateTime.ofInstant(this.to, ZoneOffset.UTC).plusDays(2), -1)
				.limit(2L * this.maxPerSeries + 2)
				.toList();
		}
		catch (RuntimeException ex) {
			problem(master, "RRULE \"" + rule.value() + "\" cannot be read; only its other dates were imported.");
			return List.of();
		}
	}

	/**
	 * Make an RRULE readable as a rule over wall-clock values of the series' own kind: no
	 * spaces (Outlook writes {@code BYDAY=MO, TU}), and an UNTIL of the same kind as
	 * DTSTART (a UTC UNTIL becomes the series' wall-clock time, a date gets the day's
	 * last second).
	 */
	private String normalizeRule(String value, boolean allDay, TimeValue start) {
		String rule = value.replaceAll("\\s", "").toUpperCase(Locale.ROOT);
		Matcher until = UNTIL.matcher(rule);
		if (!until.find()) {
			return rule;
		}
		TimeValue end = TimeValues.parse(until.group(1), null,
				allDay ? this.zones.userZone().getRules() : start.rules());
		String replacement;
		if (allDay) {
			LocalDate day = end.isDate() ? end.date()
					: LocalDateTime.ofInstant(end.instant(), this.zones.userZone()).toLocalDate();
			replacement = TimeValues.key(day);
		}
		else {
			LocalDateTime local = end.isDate() ? end.date().atTime(23, 59, 59)
					: LocalDateTime.ofInstant(end.instant(), start.rules().getOffset(end.instant()));
			replacement = TimeValues.key(local.toLocalDate()) + "T"
					+ String.format("%02d%02d%02d", local.getHour(), local.getMinute(), local.getSecond());
		}
		return rule.substring(0, until.start(1)) + replacement + rule.substring(until.end(1));
	}

	/**
	 * The key of the occurrence an override replaces: its RECURRENCE-ID as an instant, or
	 * as a day when the series or the RECURRENCE-ID is all-day.
	 */
	private @Nullable String recurrenceKey(EventData override, Slot base, Map<String, Occurrence> occurrences) {
		TimeValue recurrence;
		try {
			recurrence = time(override, override.recurrenceId());
		}
		catch (IllegalArgumentException ex) {
			problem(override, "RECURRENCE-ID: " + ex.getMessage() + "; the event was skipped.");
			return null;
		}
		if (base.allDay()) {
			return TimeValues.key(recurrence.day());
		}
		if (!recurrence.isDate()) {
			return TimeValues.key(recurrence.instant());
		}
		for (Map.Entry<String, Occurrence> occurrence : occurrences.entrySet()) {
			if (occurrence.getValue().slot().start().atOffset(ZoneOffset.UTC).toLocalDate().equals(recurrence.date())) {
				return occurrence.getKey();
			}
		}
		return TimeValues.key(recurrence.date());
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
		String title = text(event.summary(), (master != null) ? master.summary() : null,
				EventCommands.MAX_TITLE_LENGTH);
		return new EventDraft((title != null) ? title : UNTITLED,
				text(event.description(), (master != null) ? master.description() : null, 10_000),
				text(event.location(), (master != null) ? master.location() : null, 1000),
				color((event.color() != null) ? event.color() : (master != null) ? master.color() : null), slot.start(),
				slot.end(), slot.allDay());
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

	private static LocalDate day(Instant instant) {
		return instant.atOffset(ZoneOffset.UTC).toLocalDate();
	}

	private boolean inHorizon(Instant instant) {
		return !instant.isBefore(this.from) && instant.isBefore(this.to);
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
			String key = item.event().icalUid() + "\u0000" + item.event().recurrenceId();
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

	private record Occurrence(Slot slot, EventData source) {

	}

	/**
	 * An event to store and the VEVENT it came from.
	 *
	 * @param event the event
	 * @param source the VEVENT
	 */
	record Item(ImportedEvent event, EventData source) {

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
