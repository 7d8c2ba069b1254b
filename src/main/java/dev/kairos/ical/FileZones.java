package dev.kairos.ical;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import net.fortuna.ical4j.model.component.VTimeZone;
import org.jspecify.annotations.Nullable;

/**
 * The VTIMEZONEs of one file, read only when an event uses their TZID and then once: an
 * unused one costs its lines, nothing more (issue 28: a file of 10,337 unused zones took
 * minutes when each was parsed up front). At most {@link #MAX_READ} definitions are
 * parsed per file; a TZID past that is resolved as if the file did not define it, and
 * reported ({@link ZoneResolver}). Not thread-safe: one per import.
 */
final class FileZones {

	/** Most VTIMEZONEs parsed for one file. */
	static final int MAX_READ = 100;

	private final Map<String, List<List<String>>> definitions;

	private final int maxRead;

	private final Map<String, Found> found = new HashMap<>();

	private int read;

	FileZones(Map<String, List<List<String>>> definitions) {
		this(definitions, MAX_READ);
	}

	FileZones(Map<String, List<List<String>>> definitions, int maxRead) {
		this.definitions = definitions;
		this.maxRead = maxRead;
	}

	static FileZones none() {
		return new FileZones(Map.of());
	}

	/** The TZIDs the file defines. */
	Set<String> tzids() {
		return this.definitions.keySet();
	}

	/** Most VTIMEZONEs parsed for this file. */
	int limit() {
		return this.maxRead;
	}

	/** How many VTIMEZONEs have been parsed so far. */
	int read() {
		return this.read;
	}

	/**
	 * The file's definition of a TZID: its first VTIMEZONE with that TZID that ical4j
	 * reads on its own (an unreadable offset or date costs that definition, not the
	 * file).
	 */
	Found find(String tzid) {
		Found known = this.found.get(tzid);
		if (known == null) {
			known = parse(tzid);
			this.found.put(tzid, known);
		}
		return known;
	}

	private Found parse(String tzid) {
		List<List<String>> candidates = this.definitions.get(tzid);
		if (candidates == null) {
			return new Found(null, false);
		}
		for (List<String> candidate : candidates) {
			if (this.read >= this.maxRead) {
				return new Found(null, true);
			}
			this.read++;
			VTimeZone zone = IcalCalendarReader.timeZone(candidate);
			if (zone != null) {
				return new Found(zone, false);
			}
		}
		return new Found(null, false);
	}

	/**
	 * A TZID looked up.
	 *
	 * @param zone its definition, or null
	 * @param overLimit whether it was not read because the file's limit was reached
	 */
	record Found(@Nullable VTimeZone zone, boolean overLimit) {

	}

}
