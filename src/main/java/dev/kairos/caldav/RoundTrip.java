package dev.kairos.caldav;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import dev.kairos.ical.IcalResources;

/**
 * What a client wrote that Kairos does not model, carried into Kairos' rendering of the
 * event once it changed elsewhere: the X- properties, attendees, organizer, categories,
 * and similar properties of the client's main VEVENT (the one without RECURRENCE-ID), and
 * its alarms (VALARM). Lines are copied as the client folded them.
 */
final class RoundTrip {

	/** Properties of RFC 5545 that Kairos does not store, copied as they were. */
	private static final Set<String> KEPT = Set.of("ATTENDEE", "ORGANIZER", "CATEGORIES", "CLASS", "TRANSP", "PRIORITY",
			"URL", "GEO", "RESOURCES", "CONTACT", "COMMENT", "ATTACH", "RELATED-TO", "STATUS");

	private RoundTrip() {
	}

	/**
	 * Kairos' rendering with the client's unmodelled lines added to its main VEVENT.
	 * @param model Kairos' rendering
	 * @param raw the client's copy
	 */
	static String merge(String model, String raw) {
		List<String> extras = extras(raw);
		if (extras.isEmpty()) {
			return model;
		}
		List<List<String>> modelLines = logicalLines(model);
		// Kairos renders the attendees it stores (read from the client's ATTENDEE lines
		// when it wrote them) and the owner as ORGANIZER: where its main VEVENT has such
		// lines, the client's are not added beside them.
		Set<String> rendered = renderedParticipants(modelLines);
		if (!rendered.isEmpty()) {
			extras = extras.stream().filter((extra) -> !rendered.contains(name(extra))).toList();
		}
		StringBuilder merged = new StringBuilder(model.length() + 256);
		boolean inEvent = false;
		boolean override = false;
		boolean done = false;
		for (List<String> line : modelLines) {
			String head = line.get(0);
			String name = name(head);
			if (head.equalsIgnoreCase("BEGIN:VEVENT")) {
				inEvent = true;
				override = false;
			}
			else if (inEvent && name.equals("RECURRENCE-ID")) {
				override = true;
			}
			else if (head.equalsIgnoreCase("END:VEVENT")) {
				if (!override && !done) {
					extras.forEach((extra) -> merged.append(extra).append("\r\n"));
					done = true;
				}
				inEvent = false;
			}
			line.forEach((physical) -> merged.append(physical).append("\r\n"));
		}
		return merged.toString();
	}

	/**
	 * Which of ATTENDEE and ORGANIZER the model's main VEVENT (the one without
	 * RECURRENCE-ID) has.
	 */
	private static Set<String> renderedParticipants(List<List<String>> modelLines) {
		Set<String> found = new HashSet<>();
		Set<String> inEvent = new HashSet<>();
		boolean event = false;
		int depth = 0;
		boolean override = false;
		for (List<String> line : modelLines) {
			String name = name(line.get(0));
			String upper = line.get(0).toUpperCase(Locale.ROOT);
			if (upper.equals("BEGIN:VEVENT")) {
				event = true;
				override = false;
				inEvent.clear();
				depth = 0;
			}
			else if (event && upper.equals("END:VEVENT") && depth == 0) {
				if (!override) {
					found.addAll(inEvent);
				}
				event = false;
			}
			else if (event && upper.startsWith("BEGIN:")) {
				depth++;
			}
			else if (event && upper.startsWith("END:")) {
				depth--;
			}
			else if (event && depth == 0) {
				if (name.equals("RECURRENCE-ID")) {
					override = true;
				}
				else if (name.equals("ATTENDEE") || name.equals("ORGANIZER")) {
					inEvent.add(name);
				}
			}
		}
		return found;
	}

	/**
	 * The unmodelled lines of the client's main VEVENT, folded as they were: its VALARMs
	 * that did not become the event's reminders (those did: Kairos renders the event's
	 * reminders as VALARMs of its own), and its other unmodelled properties.
	 */
	static List<String> extras(String raw) {
		List<String> lines = lines(raw);
		List<String> alarms = lines.stream().filter(RoundTrip::isAlarm).toList();
		boolean[] modelled = IcalResources.modelledAlarms(alarms);
		List<String> extras = new ArrayList<>();
		int alarm = 0;
		for (String line : lines) {
			if (!isAlarm(line) || !modelled[alarm++]) {
				extras.add(line);
			}
		}
		return extras;
	}

	private static boolean isAlarm(String block) {
		return block.regionMatches(true, 0, "BEGIN:VALARM", 0, 12);
	}

	/**
	 * The unmodelled lines of the client's main VEVENT, folded as they were; a VALARM is
	 * one entry, from its BEGIN to its END.
	 */
	private static List<String> lines(String raw) {
		List<String> extras = new ArrayList<>();
		List<String> event = new ArrayList<>();
		StringBuilder block = null;
		boolean inEvent = false;
		boolean override = false;
		int depth = 0;
		boolean inAlarm = false;
		for (List<String> line : logicalLines(raw)) {
			String head = line.get(0);
			String upper = head.toUpperCase(Locale.ROOT);
			if (!inEvent) {
				if (upper.equals("BEGIN:VEVENT")) {
					inEvent = true;
					override = false;
					event.clear();
					depth = 0;
				}
				continue;
			}
			if (upper.equals("END:VEVENT") && depth == 0) {
				if (!override) {
					return event;
				}
				inEvent = false;
				continue;
			}
			if (upper.startsWith("BEGIN:")) {
				depth++;
				if (depth == 1) {
					inAlarm = upper.equals("BEGIN:VALARM");
				}
			}
			String name = name(head);
			if (depth == 0 && name.equals("RECURRENCE-ID")) {
				override = true;
			}
			if (inAlarm) {
				if (block == null) {
					block = new StringBuilder();
				}
				else {
					block.append("\r\n");
				}
				block.append(String.join("\r\n", line));
			}
			else if (depth == 0 && (name.startsWith("X-") || KEPT.contains(name))) {
				event.add(String.join("\r\n", line));
			}
			if (upper.startsWith("END:")) {
				depth--;
				if (depth == 0) {
					if (inAlarm && block != null) {
						event.add(block.toString());
					}
					block = null;
					inAlarm = false;
				}
			}
		}
		return extras;
	}

	/** The property name of a content line, upper case. */
	private static String name(String line) {
		int end = 0;
		while (end < line.length() && line.charAt(end) != ':' && line.charAt(end) != ';') {
			end++;
		}
		return line.substring(0, end).toUpperCase(Locale.ROOT);
	}

	/** The text's content lines, each with its continuation lines. */
	private static List<List<String>> logicalLines(String text) {
		List<List<String>> lines = new ArrayList<>();
		for (String physical : text.split("\r\n|\n|\r")) {
			if (physical.isEmpty()) {
				continue;
			}
			if ((physical.charAt(0) == ' ' || physical.charAt(0) == '\t') && !lines.isEmpty()) {
				lines.get(lines.size() - 1).add(physical);
			}
			else {
				List<String> line = new ArrayList<>();
				line.add(physical);
				lines.add(line);
			}
		}
		return lines;
	}

}
