package dev.kairos.ical;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turn uploaded bytes into text ical4j parses without tripping, keeping track of the
 * original line numbers. Real files break RFC 5545 in known ways (docs/ical.md): a byte
 * order mark, another charset, LF or CR line ends, LF or TAB folding, blank lines, junk
 * around the calendar, a bare VEVENT, several calendars in one file, lowercase names, a
 * quote swallowing the value, VTIMEZONEs without a TZID. This pass repairs those, drops
 * what the import never reads (tasks, journal entries, alarms, attendees...) and renames
 * the date and recurrence properties of events to {@code X-KAIROS-*}, so that ical4j
 * keeps their raw text and the importer reads them with its own time-zone resolution (a
 * bad date then costs one event, never the whole file).
 * <p>
 * What it cannot repair is a file that is not iCalendar at all, or one cut off inside a
 * component: those are rejected with the line at fault.
 */
final class IcalText {

	/** Prefix of the event properties the importer reads itself. */
	static final String RAW_PREFIX = "X-KAIROS-";

	private static final Set<String> RAW_PROPERTIES = Set.of("DTSTART", "DTEND", "DURATION", "RECURRENCE-ID", "RRULE",
			"RDATE", "EXDATE");

	private static final Set<String> TEXT_PROPERTIES = Set.of("UID", "SUMMARY", "DESCRIPTION", "LOCATION", "COLOR",
			"STATUS");

	private static final Set<String> KEPT_COMPONENTS = Set.of("VCALENDAR", "VEVENT", "VTIMEZONE", "STANDARD",
			"DAYLIGHT");

	/**
	 * The property a VALARM of a VEVENT becomes: {@code ACTION|START, END or
	 * ABSOLUTE|TRIGGER}.
	 */
	static final String ALARM_PROPERTY = RAW_PREFIX + "ALARM";

	/**
	 * The property an ATTENDEE of a VEVENT becomes: {@code PARTSTAT|address|CN}, without
	 * parameters, so that none of a client's (ROLE, DELEGATED-FROM, a malformed one) can
	 * make ical4j refuse the file.
	 */
	static final String ATTENDEE_PROPERTY = RAW_PREFIX + "ATTENDEE";

	/** Most VALARMs read from one file. */
	private static final int MAX_ALARMS = 100_000;

	private static final Set<String> COUNTED_AS_SKIPPED = Set.of("VTODO", "VJOURNAL", "VFREEBUSY");

	private static final Pattern NAME = Pattern.compile("[A-Za-z0-9-]+");

	/** {@code ;TZID="Zone:20200609T090000"}: Exchange's quote that swallows the value. */
	private static final Pattern SWALLOWED_VALUE = Pattern.compile("^(.*=\"[^\"]*):([0-9TZ,]+)\"$");

	private final List<String> output = new ArrayList<>();

	private final List<Integer> outputLines = new ArrayList<>();

	private final List<Integer> eventLines = new ArrayList<>();

	private final List<ImportProblem> warnings = new ArrayList<>();

	/** Each VTIMEZONE kept, by TZID, in file order: read only when an event uses it. */
	private final Map<String, List<List<String>>> zones = new LinkedHashMap<>();

	private final int maxEvents;

	private int skipped;

	private int alarms;

	private IcalText(int maxEvents) {
		this.maxEvents = maxEvents;
	}

	/**
	 * Clean an upload.
	 * @param bytes the file
	 * @param maxEvents most VEVENTs accepted
	 * @return the text for ical4j and what was learnt on the way
	 * @throws MalformedCalendarException when it is not iCalendar or is cut off
	 * @throws ImportTooLargeException when it has more than {@code maxEvents} events
	 */
	static Sanitized sanitize(byte[] bytes, int maxEvents) {
		IcalText text = new IcalText(maxEvents);
		// NUL is no character of any calendar, and PostgreSQL text cannot hold it.
		List<Line> lines = unfold(text.decode(bytes).replace("\u0000", ""));
		text.structure(lines);
		return new Sanitized(String.join("\r\n", text.output) + "\r\n",
				text.outputLines.stream().mapToInt(Integer::intValue).toArray(), List.copyOf(text.eventLines),
				text.skipped, List.copyOf(text.warnings), text.zones);
	}

	private String decode(byte[] bytes) {
		if (bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB && (bytes[2] & 0xFF) == 0xBF) {
			return decode(bytes, 3, StandardCharsets.UTF_8);
		}
		if (bytes.length >= 2 && (bytes[0] & 0xFF) == 0xFE && (bytes[1] & 0xFF) == 0xFF) {
			return new String(bytes, 2, bytes.length - 2, StandardCharsets.UTF_16BE);
		}
		if (bytes.length >= 2 && (bytes[0] & 0xFF) == 0xFF && (bytes[1] & 0xFF) == 0xFE) {
			return new String(bytes, 2, bytes.length - 2, StandardCharsets.UTF_16LE);
		}
		return decode(bytes, 0, StandardCharsets.UTF_8);
	}

	private String decode(byte[] bytes, int offset, Charset charset) {
		try {
			return charset.newDecoder()
				.onMalformedInput(CodingErrorAction.REPORT)
				.onUnmappableCharacter(CodingErrorAction.REPORT)
				.decode(ByteBuffer.wrap(bytes, offset, bytes.length - offset))
				.toString();
		}
		catch (CharacterCodingException ex) {
			// RFC 5545 says UTF-8; what is not is nearly always an old Windows export.
			this.warnings.add(new ImportProblem(null, null, "The file is not UTF-8; it was read as Windows-1252."));
			return new String(bytes, offset, bytes.length - offset, Charset.forName("windows-1252"));
		}
	}

	/**
	 * Split into content lines, joining folded ones (CRLF, LF or CR, then a space or a
	 * tab) and dropping blank lines.
	 */
	static List<Line> unfold(String text) {
		List<Line> lines = new ArrayList<>();
		int number = 0;
		int start = 0;
		StringBuilder current = null;
		int currentNumber = 0;
		int length = text.length();
		while (start <= length) {
			int end = start;
			while (end < length && text.charAt(end) != '\r' && text.charAt(end) != '\n') {
				end++;
			}
			number++;
			String physical = text.substring(start, end);
			if (!physical.isEmpty() && (physical.charAt(0) == ' ' || physical.charAt(0) == '\t') && current != null) {
				current.append(physical, 1, physical.length());
			}
			else if (!physical.isBlank()) {
				if (current != null) {
					lines.add(new Line(currentNumber, current.toString()));
				}
				current = new StringBuilder(physical);
				currentNumber = number;
			}
			if (end < length && text.charAt(end) == '\r' && end + 1 < length && text.charAt(end + 1) == '\n') {
				end++;
			}
			start = end + 1;
		}
		if (current != null) {
			lines.add(new Line(currentNumber, current.toString()));
		}
		return lines;
	}

	private void structure(List<Line> lines) {
		Deque<Open> open = new ArrayDeque<>();
		boolean started = false;
		boolean closed = false;
		boolean warnedTrailing = false;
		int dropDepth = 0;
		List<Line> timezone = null;
		// A VALARM of a VEVENT: its ACTION and TRIGGER, emitted on the VEVENT as one
		// ALARM_PROPERTY line when it ends (the component itself is not passed to ical4j,
		// whose reading of a bad TRIGGER would cost the whole file).
		String[] alarm = null;
		int lastLine = 1;
		for (Line raw : lines) {
			lastLine = raw.number();
			Line line = repair(raw);
			int colon = valueStart(line.text());
			String name = (colon > 0) ? propertyName(line.text(), colon) : null;
			if (name == null) {
				if (!started) {
					throw notCalendar(line);
				}
				if (!closed) {
					this.warnings
						.add(new ImportProblem(null, line.number(), "Not an iCalendar content line; ignored."));
				}
				continue;
			}
			String value = line.text().substring(colon + 1);
			boolean begin = name.equals("BEGIN");
			boolean end = name.equals("END");
			String component = (begin || end) ? value.strip().toUpperCase(Locale.ROOT) : null;
			if (!started || closed) {
				if (begin && component.equals("VCALENDAR")) {
					if (!started) {
						emit("BEGIN:VCALENDAR", line.number());
					}
					open.push(new Open("VCALENDAR", line.number(), true));
					started = true;
					closed = false;
					continue;
				}
				if (!started && begin && component.equals("VEVENT")) {
					// A bare VEVENT, as some tools export a single event: wrap it.
					emit("BEGIN:VCALENDAR", line.number());
					open.push(new Open("VCALENDAR", line.number(), false));
					started = true;
				}
				else if (!started) {
					throw notCalendar(line);
				}
				else {
					if (!warnedTrailing) {
						this.warnings
							.add(new ImportProblem(null, line.number(), "Content after END:VCALENDAR was ignored."));
						warnedTrailing = true;
					}
					continue;
				}
			}
			if (begin) {
				boolean keep = dropDepth == 0 && KEPT_COMPONENTS.contains(component)
						&& allowedIn(component, open.peek().name());
				if (dropDepth == 0 && !keep && open.peek().name().equals("VCALENDAR")
						&& COUNTED_AS_SKIPPED.contains(component)) {
					this.skipped++;
				}
				if (dropDepth == 0 && component.equals("VALARM") && open.peek().name().equals("VEVENT")) {
					alarm = new String[] { "", "", "" };
				}
				open.push(new Open(component, line.number(), keep));
				if (!keep) {
					dropDepth++;
					continue;
				}
				if (component.equals("VEVENT")) {
					this.eventLines.add(line.number());
					if (this.eventLines.size() > this.maxEvents) {
						throw new ImportTooLargeException(
								"The file has more than " + this.maxEvents + " events (VEVENT components).");
					}
				}
				if (component.equals("VTIMEZONE")) {
					timezone = new ArrayList<>();
					timezone.add(new Line(line.number(), "BEGIN:VTIMEZONE"));
					continue;
				}
				if (timezone != null) {
					timezone.add(new Line(line.number(), "BEGIN:" + component));
					continue;
				}
				emit("BEGIN:" + component, line.number());
				continue;
			}
			if (end) {
				Open top = open.peek();
				if (top == null || !top.name().equals(component)) {
					throw new MalformedCalendarException(line.number(), "END:" + component + " does not close "
							+ ((top != null) ? "BEGIN:" + top.name() + " of line " + top.line() : "anything") + ".");
				}
				open.pop();
				if (!top.kept()) {
					if (dropDepth > 0) {
						dropDepth--;
						if (dropDepth == 0 && alarm != null && component.equals("VALARM")) {
							if (this.alarms++ < MAX_ALARMS) {
								emit(ALARM_PROPERTY + ":" + alarm[0] + "|" + alarm[1] + "|" + alarm[2], line.number());
							}
							alarm = null;
						}
					}
					else if (top.name().equals("VCALENDAR")) {
						closed = true;
					}
					continue;
				}
				if (component.equals("VCALENDAR")) {
					closed = true;
					continue;
				}
				if (timezone != null) {
					timezone.add(new Line(line.number(), "END:" + component));
					if (component.equals("VTIMEZONE")) {
						keepTimezone(timezone);
						timezone = null;
					}
					continue;
				}
				emit("END:" + component, line.number());
				continue;
			}
			if (dropDepth == 1 && alarm != null && open.peek().name().equals("VALARM")) {
				String upper = name.toUpperCase(Locale.ROOT);
				if (upper.equals("ACTION")) {
					alarm[0] = clean(value);
				}
				else if (upper.equals("TRIGGER")) {
					String parameters = line.text().substring(name.length(), colon).toUpperCase(Locale.ROOT);
					alarm[1] = parameters.contains("VALUE=DATE-TIME") ? "ABSOLUTE"
							: parameters.contains("RELATED=END") ? "END" : "START";
					alarm[2] = clean(value);
				}
			}
			if (dropDepth > 0) {
				continue;
			}
			String container = open.peek().name();
			if (timezone != null) {
				timezone.add(new Line(line.number(), name + line.text().substring(name.length())));
			}
			else if (container.equals("VEVENT")) {
				if (RAW_PROPERTIES.contains(name)) {
					// Only TZID and VALUE are read; any other parameter (Lotus Notes'
					// RANGE=ALL, a malformed one) would make ical4j refuse the whole
					// file.
					emit(RAW_PREFIX + name + readParameters(line.text().substring(name.length(), colon)) + ":" + value,
							line.number());
				}
				else if (name.equals("ATTENDEE")) {
					String parameters = line.text().substring(name.length(), colon);
					emit(ATTENDEE_PROPERTY + ":" + bare(parameter(parameters, "PARTSTAT")) + "|" + bare(value) + "|"
							+ parameter(parameters, "CN"), line.number());
				}
				else if (TEXT_PROPERTIES.contains(name)) {
					// Parameters of text properties (ALTREP, LANGUAGE...) are never read;
					// a malformed
					// one must not cost the event.
					emit(name + ":" + value, line.number());
				}
			}
		}
		if (!started) {
			throw new MalformedCalendarException(lastLine, "The file has no BEGIN:VCALENDAR.");
		}
		if (!closed) {
			Open top = open.peek();
			if (top != null && !(open.size() == 1 && !top.kept())) {
				Open innermost = top;
				throw new MalformedCalendarException(lastLine, "The file ends inside BEGIN:" + innermost.name()
						+ " of line " + innermost.line() + " (no END:" + innermost.name() + "); it looks cut off.");
			}
		}
		emit("END:VCALENDAR", lastLine);
	}

	/**
	 * Set a VTIMEZONE aside, by its TZID, when it has one and each of its observances a
	 * start and an offset; it is not part of the text ical4j parses. ical4j reads it only
	 * when an event uses its TZID ({@link FileZones}): a file may define thousands of
	 * zones its events never name, and reading each cost about 2 ms (issue 28). Events
	 * name zones by TZID, which the importer resolves with or without it.
	 */
	private void keepTimezone(List<Line> lines) {
		String tzid = null;
		int observances = 0;
		int complete = 0;
		boolean hasStart = false;
		boolean hasOffset = false;
		int depth = 0;
		for (Line line : lines) {
			String text = line.text();
			if (text.startsWith("BEGIN:")) {
				depth++;
				hasStart = false;
				hasOffset = false;
			}
			else if (text.startsWith("END:")) {
				if (depth == 2) {
					observances++;
					complete += (hasStart && hasOffset) ? 1 : 0;
				}
				depth--;
			}
			else if (depth == 1 && text.startsWith("TZID")) {
				tzid = text.substring(valueStart(text) + 1);
			}
			else if (depth == 2 && text.startsWith("DTSTART")) {
				hasStart = true;
			}
			else if (depth == 2 && text.startsWith("TZOFFSETTO")) {
				hasOffset = true;
			}
		}
		if (tzid == null || observances == 0 || complete != observances) {
			return;
		}
		this.zones.computeIfAbsent(tzid, (id) -> new ArrayList<>()).add(lines.stream().map(Line::text).toList());
	}

	/**
	 * The TZID and VALUE parameters of {@code ;NAME=value;...}, as written; the others
	 * are dropped, and so is a parameter without a name or an {@code =}.
	 */
	private static String readParameters(String parameters) {
		StringBuilder kept = new StringBuilder();
		for (Parameter parameter : split(parameters)) {
			if (parameter.name().equals("TZID") || parameter.name().equals("VALUE")) {
				kept.append(';').append(parameter.name()).append('=').append(parameter.written());
			}
		}
		return kept.toString();
	}

	/**
	 * The value of one parameter (unquoted), or empty when the parameters have none.
	 */
	static String parameter(String parameters, String wanted) {
		for (Parameter parameter : split(parameters)) {
			if (parameter.name().equalsIgnoreCase(wanted)) {
				String value = parameter.written().strip();
				return (value.length() >= 2 && value.startsWith("\"") && value.endsWith("\""))
						? value.substring(1, value.length() - 1) : value;
			}
		}
		return "";
	}

	/**
	 * The parameters of {@code ;NAME=value;...} in order: a semicolon inside double
	 * quotes belongs to the value. A parameter without a name or an {@code =} has an
	 * empty name.
	 */
	private static List<Parameter> split(String parameters) {
		List<Parameter> split = new ArrayList<>();
		int start = 0;
		while (start < parameters.length()) {
			int end = start + 1;
			boolean quoted = false;
			while (end < parameters.length() && (quoted || parameters.charAt(end) != ';')) {
				quoted ^= parameters.charAt(end) == '"';
				end++;
			}
			String parameter = parameters.substring(start + 1, end);
			int equals = parameter.indexOf('=');
			split.add((equals > 0) ? new Parameter(parameter.substring(0, equals).strip().toUpperCase(Locale.ROOT),
					parameter.substring(equals + 1)) : new Parameter("", parameter));
			start = end;
		}
		return split;
	}

	/**
	 * One parameter: its name in upper case, and its value as written after the
	 * {@code =}.
	 */
	private record Parameter(String name, String written) {
	}

	/** A value without the bars that separate the parts of {@link #ATTENDEE_PROPERTY}. */
	private static String bare(String value) {
		return value.strip().replace("|", "");
	}

	/** A VALARM value as {@link #ALARM_PROPERTY} holds it: short, one line, no bars. */
	private static String clean(String value) {
		String text = value.strip().toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9+\\-:]", "");
		return (text.length() > 40) ? text.substring(0, 40) : text;
	}

	private static boolean allowedIn(String component, String parent) {
		return switch (component) {
			case "VEVENT", "VTIMEZONE" -> parent.equals("VCALENDAR");
			case "STANDARD", "DAYLIGHT" -> parent.equals("VTIMEZONE");
			default -> false;
		};
	}

	private void emit(String text, int line) {
		this.output.add(text);
		this.outputLines.add(line);
	}

	private static MalformedCalendarException notCalendar(Line line) {
		String found = line.text().strip();
		if (found.length() > 40) {
			found = found.substring(0, 40) + "...";
		}
		return new MalformedCalendarException(line.number(),
				"this is not iCalendar: expected BEGIN:VCALENDAR, found \"" + found + "\".");
	}

	/** Fix a line whose value a malformed quote swallowed; uppercase the name. */
	private static Line repair(Line line) {
		String text = line.text();
		if (valueStart(text) < 0) {
			Matcher swallowed = SWALLOWED_VALUE.matcher(text);
			if (swallowed.matches()) {
				text = swallowed.group(1) + "\":" + swallowed.group(2);
			}
		}
		int colon = valueStart(text);
		if (colon > 0) {
			String name = propertyName(text, colon);
			if (name != null) {
				text = name + text.substring(name.length());
			}
		}
		return new Line(line.number(), text);
	}

	/** The uppercase property name, or null when the line has none. */
	private static String propertyName(String text, int colon) {
		int end = 0;
		while (end < colon && text.charAt(end) != ';' && text.charAt(end) != ':') {
			end++;
		}
		String name = text.substring(0, end);
		return NAME.matcher(name).matches() ? name.toUpperCase(Locale.ROOT) : null;
	}

	/**
	 * Return the index of the colon that starts the value (colons inside quoted parameter
	 * values do not count), or -1.
	 */
	static int valueStart(String text) {
		boolean quoted = false;
		for (int i = 0; i < text.length(); i++) {
			char c = text.charAt(i);
			if (c == '"') {
				quoted = !quoted;
			}
			else if (c == ':' && !quoted) {
				return i;
			}
		}
		return -1;
	}

	/**
	 * One unfolded content line.
	 *
	 * @param number the line of the file where it begins
	 * @param text the line without its folding
	 */
	record Line(int number, String text) {

	}

	private record Open(String name, int line, boolean kept) {

	}

	/**
	 * An upload made ready for ical4j.
	 *
	 * @param text the cleaned calendar, one content line per line, CRLF line ends
	 * @param lines for each line of {@code text}, the line of the upload it came from
	 * @param eventLines for each VEVENT, in order, the line of its BEGIN
	 * @param skipped tasks, journal entries and free/busy components left out
	 * @param warnings what was repaired or ignored in a way the user should know
	 * @param zones the VTIMEZONEs, not in {@code text}: by TZID, each definition of it in
	 * file order, as content lines
	 */
	record Sanitized(String text, int[] lines, List<Integer> eventLines, int skipped, List<ImportProblem> warnings,
			Map<String, List<List<String>>> zones) {

		/** The upload's line for a line of {@link #text()} (1-based both). */
		int originalLine(int textLine) {
			if (textLine < 1) {
				return 1;
			}
			return this.lines[Math.min(textLine, this.lines.length) - 1];
		}

	}

}
