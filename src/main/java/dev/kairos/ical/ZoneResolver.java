package dev.kairos.ical;

import java.text.Normalizer;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneRules;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import net.fortuna.ical4j.model.Property;
import net.fortuna.ical4j.model.ZoneRulesBuilder;
import net.fortuna.ical4j.model.component.VTimeZone;
import org.jspecify.annotations.Nullable;

/**
 * Resolve the TZIDs of one file to zone rules, as real producers write them (ical.md
 * §1.4, §2.2), in this order:
 * <ol>
 * <li>an IANA name, after removing vendor prefixes such as
 * {@code /mozilla.org/20070129_1/} or
 * {@code /freeassociation.sourceforge.net/Tzfile/};</li>
 * <li>a Windows zone id ({@code Eastern Standard Time}) through ICU4J's copy of the CLDR
 * table: ical4j 4.4.0's built-in table maps some of them wrongly;</li>
 * <li>an Outlook display name ({@code (UTC-05:00) Eastern Time (US & Canada)}) by the
 * cities it lists, checked against its offset;</li>
 * <li>the file's own VTIMEZONE: its {@code X-LIC-LOCATION}, else its rules;</li>
 * <li>the fixed offset a display name states;</li>
 * <li>the user's zone, reported as an error.</li>
 * </ol>
 * A missing or empty TZID is a floating time, read in the user's zone. Results are cached
 * per file, and the file's VTIMEZONEs are parsed only for TZIDs that get this far
 * ({@link FileZones}), at most {@link FileZones#MAX_READ} of them.
 */
final class ZoneResolver {

	private static final Pattern VENDOR_PREFIX = Pattern.compile(
			"^/?(?:mozilla\\.org/[^/]+/|freeassociation\\.sourceforge\\.net/(?:Tzfile/)?|softwarestudio\\.org/(?:Olson_[^/]+/)?|citadel\\.org/[^/]+/|inverse\\.ca/[^/]+/)");

	private static final Pattern DISPLAY_OFFSET = Pattern
		.compile("^\\s*\\((?:UTC|GMT)\\s*(?:([+-])(\\d{1,2}):?(\\d{2}))?\\)\\s*(.*)$");

	/** Outlook display names that list no city. */
	private static final Map<String, String> DISPLAY_NAMES = Map.ofEntries(
			Map.entry("eastern time (us & canada)", "America/New_York"),
			Map.entry("central time (us & canada)", "America/Chicago"),
			Map.entry("mountain time (us & canada)", "America/Denver"),
			Map.entry("pacific time (us & canada)", "America/Los_Angeles"),
			Map.entry("atlantic time (canada)", "America/Halifax"), Map.entry("alaska", "America/Anchorage"),
			Map.entry("hawaii", "Pacific/Honolulu"), Map.entry("arizona", "America/Phoenix"),
			Map.entry("indiana (east)", "America/Indiana/Indianapolis"), Map.entry("brasilia", "America/Sao_Paulo"),
			Map.entry("coordinated universal time", "UTC"), Map.entry("greenwich mean time", "Europe/London"),
			Map.entry("sarajevo, skopje, warsaw, zagreb", "Europe/Warsaw"));

	/**
	 * Last part of every IANA id ({@code new_york}), for display names that list cities.
	 */
	private static final Map<String, String> CITIES = cities();

	private final ZoneId userZone;

	private final FileZones fileZones;

	private final Map<String, Resolution> cache = new HashMap<>();

	ZoneResolver(ZoneId userZone, FileZones fileZones) {
		this.userZone = userZone;
		this.fileZones = fileZones;
	}

	ZoneId userZone() {
		return this.userZone;
	}

	/** The rules of a TZID; null or empty means floating (the user's zone). */
	Resolution resolve(@Nullable String tzid) {
		if (tzid == null || tzid.isBlank()) {
			return new Resolution(this.userZone.getRules(), this.userZone.getId(), null);
		}
		return this.cache.computeIfAbsent(tzid, this::lookUp);
	}

	private Resolution lookUp(String tzid) {
		String name = tzid.strip();
		if (name.length() > 1 && name.startsWith("\"") && name.endsWith("\"")) {
			name = name.substring(1, name.length() - 1).strip();
		}
		ZoneId zone = iana(name);
		if (zone == null) {
			zone = windows(name);
		}
		Matcher display = DISPLAY_OFFSET.matcher(name);
		ZoneOffset statedOffset = null;
		if (zone == null && display.matches()) {
			statedOffset = offset(display);
			zone = displayName(display.group(4), statedOffset);
		}
		if (zone != null) {
			return new Resolution(zone.getRules(), zone.getId(), null);
		}
		FileZones.Found found = this.fileZones.find(tzid);
		Resolution fromFile = (found.zone() != null) ? fileZone(tzid, found.zone()) : null;
		if (fromFile != null) {
			return fromFile;
		}
		String unread = found.overLimit() ? " The file's events use more than " + this.fileZones.limit()
				+ " time zones the file defines; only the first were read." : "";
		if (statedOffset != null) {
			return new Resolution(statedOffset.getRules(), statedOffset.getId(),
					"Time zone \"" + tzid + "\" is not known; its stated offset " + statedOffset.getId()
							+ " was used, without daylight saving time." + unread);
		}
		return new Resolution(this.userZone.getRules(), this.userZone.getId(),
				"Time zone \"" + tzid + (found.overLimit() ? "\" is not known; times were read in your time zone ("
						: "\" is not known and the file does not define it; times were read in your time zone (")
						+ this.userZone.getId() + ")." + unread);
	}

	private static @Nullable ZoneId iana(String name) {
		String candidate = VENDOR_PREFIX.matcher(name).replaceFirst("");
		// A vendor path we do not know ("/vendor/2019a/Europe/Berlin"): try ever shorter
		// tails.
		while (!candidate.isEmpty()) {
			try {
				return ZoneId.of(candidate, ZoneId.SHORT_IDS);
			}
			catch (DateTimeException ex) {
				int slash = candidate.indexOf('/');
				if (slash < 0) {
					return null;
				}
				candidate = candidate.substring(slash + 1);
			}
		}
		return null;
	}

	private static @Nullable ZoneId windows(String name) {
		String id = com.ibm.icu.util.TimeZone.getIDForWindowsID(name, null);
		if (id == null) {
			return null;
		}
		try {
			return ZoneId.of(id);
		}
		catch (DateTimeException ex) {
			return null;
		}
	}

	private static @Nullable ZoneId displayName(String text, @Nullable ZoneOffset offset) {
		String normalized = plain(text);
		String known = DISPLAY_NAMES.get(normalized);
		if (known != null) {
			return ZoneId.of(known);
		}
		for (String city : normalized.split(",|&| and ")) {
			String zone = CITIES.get(city.strip().replace(' ', '_'));
			if (zone != null && (offset == null || standardOffset(ZoneId.of(zone)).equals(offset))) {
				return ZoneId.of(zone);
			}
		}
		return null;
	}

	private @Nullable Resolution fileZone(String tzid, VTimeZone definition) {
		Optional<Property> location = definition.getProperty("X-LIC-LOCATION");
		if (location.isPresent()) {
			ZoneId zone = iana(location.get().getValue().strip());
			if (zone != null) {
				return new Resolution(zone.getRules(), zone.getId(), null);
			}
		}
		try {
			ZoneRules rules = new ZoneRulesBuilder().vTimeZone(definition).build();
			return new Resolution(rules, tzid, null);
		}
		catch (RuntimeException ex) {
			return null;
		}
	}

	/**
	 * An IANA zone with these rules: the same offsets now and at every transition of the
	 * next four years; null when there is none.
	 */
	static @Nullable ZoneId ianaWithRules(ZoneRules rules) {
		Instant now = Instant.now();
		List<Instant> probes = new ArrayList<>();
		probes.add(now);
		ZoneOffsetTransition transition = rules.nextTransition(now);
		while (transition != null && transition.getInstant().isBefore(now.plus(Duration.ofDays(4 * 366)))) {
			probes.add(transition.getInstant());
			probes.add(transition.getInstant().minusSeconds(1));
			transition = rules.nextTransition(transition.getInstant());
		}
		for (String id : new TreeSet<>(ZoneId.getAvailableZoneIds())) {
			if (id.indexOf('/') < 0 || id.startsWith("Etc/") || id.startsWith("SystemV/")) {
				continue;
			}
			ZoneRules candidate = ZoneId.of(id).getRules();
			if (probes.stream().allMatch((probe) -> candidate.getOffset(probe).equals(rules.getOffset(probe)))
					&& sameTransitions(candidate, rules, now)) {
				return ZoneId.of(id);
			}
		}
		return null;
	}

	private static boolean sameTransitions(ZoneRules a, ZoneRules b, Instant from) {
		ZoneOffsetTransition first = a.nextTransition(from);
		ZoneOffsetTransition second = b.nextTransition(from);
		if (first == null || second == null) {
			return first == second;
		}
		return first.getInstant().equals(second.getInstant());
	}

	private static ZoneOffset offset(Matcher display) {
		if (display.group(1) == null) {
			return ZoneOffset.UTC;
		}
		int hours = Integer.parseInt(display.group(2));
		int minutes = Integer.parseInt(display.group(3));
		int sign = display.group(1).equals("-") ? -1 : 1;
		return ZoneOffset.ofHoursMinutes(sign * hours, sign * minutes);
	}

	private static ZoneOffset standardOffset(ZoneId zone) {
		return zone.getRules().getStandardOffset(Instant.now());
	}

	private static String plain(String text) {
		return Normalizer.normalize(text, Normalizer.Form.NFD)
			.replaceAll("\\p{M}", "")
			.toLowerCase(Locale.ROOT)
			.strip();
	}

	private static Map<String, String> cities() {
		Map<String, String> cities = new TreeMap<>();
		Set<String> ids = ZoneId.getAvailableZoneIds();
		for (String id : ids) {
			if (id.indexOf('/') > 0 && !id.startsWith("Etc/") && !id.startsWith("SystemV/")) {
				cities.putIfAbsent(id.substring(id.lastIndexOf('/') + 1).toLowerCase(Locale.ROOT), id);
			}
		}
		return cities;
	}

	/**
	 * A resolved TZID.
	 *
	 * @param rules the rules to read local times with
	 * @param name the zone's name (IANA id where known)
	 * @param problem why the result is a guess, for the import's errors; null when it is
	 * not
	 */
	record Resolution(ZoneRules rules, String name, @Nullable String problem) {

	}

}
