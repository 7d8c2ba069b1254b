package dev.kairos.assistant.language;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.Year;
import java.time.ZoneId;
import java.time.chrono.IsoChronology;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

import de.focus_shift.jollyday.core.Holiday;
import de.focus_shift.jollyday.core.HolidayManager;
import de.focus_shift.jollyday.core.ManagerParameters;
import de.focus_shift.jollyday.core.parser.functions.CalculateEasterSunday;
import org.jspecify.annotations.Nullable;

/**
 * The public holidays of the user's country by their English names ("thanksgiving",
 * "veterans day", "mlk day", "christmas", "new year's day"), as Jollyday's calendar of
 * that country has them, and Easter with the days around it ("good friday", "easter
 * monday"), which Jollyday computes for every country. The country is derived from the
 * user's time zone ({@link #forZone}); a zone of no country in the table has no holidays.
 * Each year's dates are computed once per country and kept.
 */
public final class Holidays {

	/** No country: no names are read. */
	public static final Holidays NONE = new Holidays(null);

	/** Countries where English names the observances every one of them knows. */
	private static final Set<String> ENGLISH_SPEAKING = Set.of("US", "GB", "CA", "IE", "AU", "NZ", "ZA", "IN", "SG");

	private static final Map<String, Holidays> COUNTRIES = new ConcurrentHashMap<>();

	/**
	 * Time zones and their countries (ISO 3166), the zone's area standing for a country.
	 */
	private static final Map<String, String> ZONES = zones();

	/** What people call a holiday besides its name in Jollyday's English descriptions. */
	private static final Map<String, String> ALIASES = Map.ofEntries(Map.entry("xmas", "christmas"),
			Map.entry("christmas day", "christmas"), Map.entry("mlk", "martin luther king jr day"),
			Map.entry("mlk day", "martin luther king jr day"),
			Map.entry("martin luther king day", "martin luther king jr day"), Map.entry("new years", "new years day"),
			Map.entry("new year", "new years day"), Map.entry("presidents day", "washingtons birthday"),
			Map.entry("mlk jr day", "martin luther king jr day"), Map.entry("labor day", "labour day"),
			Map.entry("fourth of july", "independence day"), Map.entry("4th of july", "independence day"),
			Map.entry("july 4th", "independence day"), Map.entry("thanksgiving", "thanksgiving day"),
			Map.entry("boxing day", "st stephens day"), Map.entry("memorial day", "memorial day"),
			Map.entry("easter sunday", "easter"), Map.entry("mothering sunday", "mothers day"),
			Map.entry("valentines", "valentines day"), Map.entry("st patricks", "st patricks day"),
			Map.entry("saint patricks day", "st patricks day"), Map.entry("st paddys day", "st patricks day"),
			Map.entry("paddys day", "st patricks day"), Map.entry("patricks day", "st patricks day"),
			Map.entry("st pattys day", "st patricks day"), Map.entry("paddys", "st patricks day"),
			Map.entry("saint georges day", "st georges day"), Map.entry("st george's day", "st georges day"),
			Map.entry("shrove tuesday", "pancake day"), Map.entry("burns day", "burns night"),
			Map.entry("halloween night", "halloween"), Map.entry("armistice day", "remembrance day"),
			Map.entry("valentine's day", "valentines day"), Map.entry("hogmanay", "new years eve"),
			Map.entry("nye", "new years eve"), Map.entry("mardi gras", "pancake day"),
			Map.entry("fat tuesday", "pancake day"), Map.entry("holy thursday", "maundy thursday"),
			Map.entry("whit sunday", "pentecost"), Map.entry("whitsunday", "pentecost"),
			Map.entry("whitsun", "pentecost"), Map.entry("ascension", "ascension day"),
			Map.entry("three kings day", "epiphany"), Map.entry("three kings", "epiphany"),
			Map.entry("dia de reyes", "epiphany"), Map.entry("pearl harbor day", "pearl harbor remembrance day"),
			Map.entry("april fools", "april fools day"));

	/**
	 * What people of one country call its holidays ("may bank holiday" in the United
	 * Kingdom is Jollyday's "Early May Bank Holiday").
	 */
	private static final Map<String, Map<String, String>> COUNTRY_ALIASES = Map.of("GB",
			Map.of("may bank holiday", "early may bank holiday", "may day bank holiday", "early may bank holiday",
					"early may bank holiday", "early may bank holiday", "august bank holiday", "summer bank holiday",
					"late may bank holiday", "spring bank holiday", "guy fawkes night", "bonfire night"));

	/**
	 * The part of a country whose holidays are read where Jollyday keeps some of them by
	 * region: England for the United Kingdom (its summer bank holiday is England's and
	 * Wales', Scotland's is another day).
	 */
	private static final Map<String, String> REGIONS = Map.of("GB", "eng");

	private final @Nullable String country;

	/**
	 * The key of a day off (a holiday, or the weekday it is observed on) in a year's map.
	 */
	private static final String OFF = "#off ";

	private final Map<Integer, Map<String, LocalDate>> years = new ConcurrentHashMap<>();

	private volatile @Nullable Pattern names;

	/** {@link #names} said as a day ("on thanksgiving"), made once from them. */
	private volatile @Nullable Pattern saidAsDay;

	private Holidays(@Nullable String country) {
		this.country = country;
	}

	/** The holidays of the country whose time zone this is; {@link #NONE} if unknown. */
	public static Holidays forZone(ZoneId zone) {
		String country = ZONES.get(zone.getId());
		if (country == null) {
			int slash = zone.getId().indexOf('/');
			country = (slash > 0) ? ZONES.get(zone.getId().substring(0, slash)) : null;
		}
		return (country != null) ? forCountry(country) : NONE;
	}

	/** The holidays of a country (ISO 3166 code, "US"). */
	public static Holidays forCountry(String country) {
		return COUNTRIES.computeIfAbsent(country.toUpperCase(Locale.ROOT), Holidays::new);
	}

	/** The country, or null for {@link #NONE}. */
	public @Nullable String country() {
		return this.country;
	}

	/**
	 * The names this calendar knows in a year and the next, as one regex alternation,
	 * longest first; null when it knows none. Apostrophes may be left out ("new years
	 * day") and words may be parted by dots and commas ("martin luther king, jr.").
	 */
	@Nullable Pattern names(int year) {
		if (this.country == null) {
			return null;
		}
		Pattern pattern = this.names;
		if (pattern == null) {
			Set<String> all = new TreeSet<>(dates(year).keySet());
			all.addAll(dates(year + 1).keySet());
			all.removeIf((name) -> name.startsWith(OFF));
			// "election night": a day's name with "night" for "day" is that day's night
			all.addAll(all.stream()
				.filter((name) -> name.endsWith(" day"))
				.map((name) -> name.substring(0, name.length() - 4) + " night")
				.toList());
			all.addAll(ALIASES.keySet());
			all.addAll(COUNTRY_ALIASES.getOrDefault(this.country, Map.of()).keySet());
			List<String> sorted = new ArrayList<>(all);
			sorted.sort(Comparator.comparingInt(String::length).reversed());
			List<String> alternatives = new ArrayList<>();
			for (String name : sorted) {
				List<String> words = new ArrayList<>();
				for (String word : name.split(" ")) {
					String quoted = word.replaceAll("[^a-z0-9]", "");
					if (quoted.equals("holiday")) {
						// "bank hol": the short form of the word.
						quoted = "hol(?:iday)?";
					}
					words.add(quoted.endsWith("s") ? quoted.substring(0, quoted.length() - 1) + "'?s'?" : quoted);
				}
				alternatives.add(String.join("[\\s.,]+", words));
			}
			pattern = Pattern.compile("(?:" + byFirstLetter(alternatives) + ")");
			this.names = pattern;
		}
		return pattern;
	}

	/**
	 * The alternatives as one alternation grouped by their first letter ("c(?:hristmas
	 * eve|hristmas)|e(?:aster)"), in their order within each group: it matches what the
	 * plain alternation matches, but a position whose letter starts no name is left after
	 * one test, not one per name (the pattern is tried at every position of a message).
	 */
	static String byFirstLetter(List<String> alternatives) {
		Map<Character, List<String>> groups = new LinkedHashMap<>();
		List<String> others = new ArrayList<>();
		for (String alternative : alternatives) {
			char first = alternative.charAt(0);
			boolean plain = (first >= 'a' && first <= 'z') || (first >= '0' && first <= '9');
			if (plain && (alternative.length() == 1 || "?*+{".indexOf(alternative.charAt(1)) < 0)) {
				groups.computeIfAbsent(first, (c) -> new ArrayList<>()).add(alternative.substring(1));
			}
			else {
				others.add(alternative);
			}
		}
		List<String> grouped = new ArrayList<>();
		groups.forEach((first, rests) -> grouped.add(first + "(?:" + String.join("|", rests) + ")"));
		grouped.addAll(others);
		return String.join("|", grouped);
	}

	/**
	 * The day of a holiday in a year, by any of its names; null when the country has no
	 * such holiday that year.
	 */
	public @Nullable LocalDate date(String name, int year) {
		if (this.country == null) {
			return null;
		}
		Map<String, LocalDate> days = dates(year);
		String key = normalize(name);
		LocalDate day = days.get(key);
		Map<String, String> local = COUNTRY_ALIASES.getOrDefault(this.country, Map.of());
		if (day == null && local.containsKey(key)) {
			day = days.get(local.get(key));
		}
		if (day == null && ALIASES.containsKey(key)) {
			day = days.get(ALIASES.get(key));
		}
		if (day == null) {
			day = key.endsWith(" day") ? days.get(key.substring(0, key.length() - 4)) : days.get(key + " day");
		}
		return (day == null && nightOf(name, year)) ? days.get(key.substring(0, key.length() - 6) + " day") : day;
	}

	/**
	 * Whether a name is a day's name said with "night" for "day" ("election night"), not
	 * a name of its own ("bonfire night", "halloween night").
	 */
	boolean nightOf(String name, int year) {
		String key = normalize(name);
		return key.endsWith(" night") && !dates(year).containsKey(key) && !ALIASES.containsKey(key)
				&& !COUNTRY_ALIASES.getOrDefault(this.country, Map.of()).containsKey(key);
	}

	/**
	 * The text without the holiday names said as its day ("yoga on thanksgiving": "yoga";
	 * "yoga thanksgiving" too, the name last), for what a reference names besides its
	 * day; a name that is not said as the day stays ("the halloween party").
	 */
	public String withoutDays(String text, int year) {
		Pattern pattern = names(year);
		if (pattern == null) {
			return text;
		}
		Pattern day = this.saidAsDay;
		if (day == null) {
			day = Pattern.compile("(?i)(?<![\\w'])(?:(?:on|for|over|during)\\s+(?:the\\s+)?(?:" + pattern.pattern()
					+ ")(?![\\w'])|(?<=\\S\\s{1,3})(?:the\\s+)?(?:" + pattern.pattern() + ")\\s*$)");
			this.saidAsDay = day;
		}
		return day.matcher(text).replaceAll(" ");
	}

	/** Whether a day is one of the country's holidays. */
	public boolean isHoliday(LocalDate day) {
		return dates(day.getYear()).containsKey(OFF + day);
	}

	/** A name as the table keys it: lowercase, without apostrophes and dots. */
	static String normalize(String name) {
		return Text
			.collapse(name.toLowerCase(Locale.ROOT)
				.replaceAll("[.,']", " ")
				.replaceAll("\\s+s\\b", "s")
				.replaceAll("\\bhol\\b", "holiday"))
			.strip();
	}

	private Map<String, LocalDate> dates(int year) {
		if (this.country == null) {
			return Map.of();
		}
		return this.years.computeIfAbsent(year, this::load);
	}

	private Map<String, LocalDate> load(int year) {
		Map<String, LocalDate> days = new LinkedHashMap<>();
		for (Holiday holiday : holidays(year)) {
			String name = normalize(holiday.getDescription(Locale.ENGLISH));
			if (!name.isEmpty()) {
				// The day itself ("christmas" is December 25), not the weekday it is
				// observed on when it falls on a weekend; that one is a day off.
				days.putIfAbsent(name, holiday.getActualDate());
				days.putIfAbsent(OFF + holiday.getDate(), holiday.getDate());
			}
		}
		LocalDate easter = new CalculateEasterSunday(Year.of(year)).apply(IsoChronology.INSTANCE);
		days.putIfAbsent("easter", easter);
		days.putIfAbsent("good friday", easter.minusDays(2));
		days.putIfAbsent("easter monday", easter.plusDays(1));
		// The church's days around Easter, kept wherever Easter is: days off in some
		// countries, named everywhere.
		days.putIfAbsent("ash wednesday", easter.minusDays(46));
		days.putIfAbsent("pancake day", easter.minusDays(47));
		days.putIfAbsent("palm sunday", easter.minusWeeks(1));
		days.putIfAbsent("maundy thursday", easter.minusDays(3));
		days.putIfAbsent("holy saturday", easter.minusDays(1));
		days.putIfAbsent("ascension day", easter.plusDays(39));
		days.putIfAbsent("pentecost", easter.plusDays(49));
		days.putIfAbsent("whit monday", easter.plusDays(50));
		observances(year, easter, days);
		return Map.copyOf(days);
	}

	/**
	 * Days a country keeps that are no days off, so Jollyday has none of them: mother's
	 * and father's day, and the United Kingdom's bonfire night. They are read as days and
	 * never skipped as business days.
	 */
	private void observances(int year, LocalDate easter, Map<String, LocalDate> days) {
		String c = this.country;
		if (Set.of("US", "GB", "CA", "IE", "IN", "SG", "ZA", "MX").contains(c)) {
			days.putIfAbsent("fathers day",
					LocalDate.of(year, 6, 1).with(TemporalAdjusters.dayOfWeekInMonth(3, DayOfWeek.SUNDAY)));
		}
		if (Set.of("GB", "IE").contains(c)) {
			// Mothering Sunday: the fourth Sunday of Lent, three weeks before Easter.
			days.putIfAbsent("mothers day", easter.minusWeeks(3));
		}
		else if (Set
			.of("US", "CA", "AU", "NZ", "JP", "IN", "SG", "ZA", "DE", "IT", "NL", "BE", "CH", "AT", "DK", "FI", "BR")
			.contains(c)) {
			days.putIfAbsent("mothers day",
					LocalDate.of(year, 5, 1).with(TemporalAdjusters.dayOfWeekInMonth(2, DayOfWeek.SUNDAY)));
		}
		if (ENGLISH_SPEAKING.contains(c)) {
			// Days named wherever English is spoken, none of them a day off.
			days.putIfAbsent("halloween", LocalDate.of(year, 10, 31));
			days.putIfAbsent("valentines day", LocalDate.of(year, 2, 14));
			days.putIfAbsent("st patricks day", LocalDate.of(year, 3, 17));
			days.putIfAbsent("new years eve", LocalDate.of(year, 12, 31));
			days.putIfAbsent("christmas eve", LocalDate.of(year, 12, 24));
			// Named by their date wherever English is spoken, a day off in some
			// countries only (Boxing Day in the Commonwealth, Remembrance Day in Canada).
			days.putIfAbsent("st stephens day", LocalDate.of(year, 12, 26));
			days.putIfAbsent("remembrance day", LocalDate.of(year, 11, 11));
			// Feasts and festivals of a fixed date that calendars name everywhere: the
			// Epiphany (Three Kings Day), the first day of Kwanzaa, April Fools' Day.
			days.putIfAbsent("epiphany", LocalDate.of(year, 1, 6));
			days.putIfAbsent("twelfth night", LocalDate.of(year, 1, 5));
			days.putIfAbsent("kwanzaa", LocalDate.of(year, 12, 26));
			days.putIfAbsent("april fools day", LocalDate.of(year, 4, 1));
			// Other English-speaking countries' national days, kept by their people
			// abroad
			days.putIfAbsent("canada day", LocalDate.of(year, 7, 1));
			days.putIfAbsent("australia day", LocalDate.of(year, 1, 26));
			days.putIfAbsent("anzac day", LocalDate.of(year, 4, 25));
			days.putIfAbsent("waitangi day", LocalDate.of(year, 2, 6));
			days.putIfAbsent("st davids day", LocalDate.of(year, 3, 1));
		}
		if ("GB".equals(c)) {
			ukObservances(year, days);
		}
		if ("US".equals(c)) {
			usObservances(year, days);
		}
	}

	/**
	 * Days people in the United Kingdom name that are no bank holiday: bonfire night, the
	 * patron saints' days of England, Wales and Scotland (St Andrew's is a day off in
	 * Scotland only), Burns Night and Remembrance Sunday.
	 */
	private static void ukObservances(int year, Map<String, LocalDate> days) {
		days.putIfAbsent("bonfire night", LocalDate.of(year, 11, 5));
		days.putIfAbsent("st georges day", LocalDate.of(year, 4, 23));
		days.putIfAbsent("st davids day", LocalDate.of(year, 3, 1));
		days.putIfAbsent("st andrews day", LocalDate.of(year, 11, 30));
		days.putIfAbsent("burns night", LocalDate.of(year, 1, 25));
		days.putIfAbsent("remembrance sunday",
				LocalDate.of(year, 11, 1).with(TemporalAdjusters.dayOfWeekInMonth(2, DayOfWeek.SUNDAY)));
	}

	/**
	 * Days Americans name that are no federal holiday: Thanksgiving's Friday and Monday,
	 * Election Day (the Tuesday after the first Monday of November) and days of a fixed
	 * date (Flag Day, Patriot Day, Pearl Harbor Remembrance Day).
	 */
	private static void usObservances(int year, Map<String, LocalDate> days) {
		LocalDate thanksgiving = LocalDate.of(year, 11, 1)
			.with(TemporalAdjusters.dayOfWeekInMonth(4, DayOfWeek.THURSDAY));
		days.putIfAbsent("black friday", thanksgiving.plusDays(1));
		days.putIfAbsent("cyber monday", thanksgiving.plusDays(4));
		days.putIfAbsent("election day",
				LocalDate.of(year, 11, 1).with(TemporalAdjusters.firstInMonth(DayOfWeek.MONDAY)).plusDays(1));
		days.putIfAbsent("halloween", LocalDate.of(year, 10, 31));
		days.putIfAbsent("valentines day", LocalDate.of(year, 2, 14));
		days.putIfAbsent("st patricks day", LocalDate.of(year, 3, 17));
		days.putIfAbsent("groundhog day", LocalDate.of(year, 2, 2));
		days.putIfAbsent("tax day", LocalDate.of(year, 4, 15));
		days.putIfAbsent("cinco de mayo", LocalDate.of(year, 5, 5));
		days.putIfAbsent("earth day", LocalDate.of(year, 4, 22));
		days.putIfAbsent("flag day", LocalDate.of(year, 6, 14));
		days.putIfAbsent("patriot day", LocalDate.of(year, 9, 11));
		days.putIfAbsent("pearl harbor remembrance day", LocalDate.of(year, 12, 7));
	}

	/** The country's holidays in a year; none when Jollyday has no calendar for it. */
	private Set<Holiday> holidays(int year) {
		try {
			HolidayManager manager = HolidayManager.getInstance(ManagerParameters.create(this.country));
			String region = REGIONS.get(this.country);
			return (region != null) ? manager.getHolidays(Year.of(year), region) : manager.getHolidays(Year.of(year));
		}
		catch (RuntimeException ex) {
			// An unknown country reads no holiday names; the message is read all the
			// same.
			return Set.of();
		}
	}

	private static Map<String, String> zones() {
		Map<String, String> zones = new ConcurrentHashMap<>();
		for (String zone : List.of("America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles",
				"America/Phoenix", "America/Anchorage", "America/Adak", "America/Boise", "America/Detroit",
				"America/Juneau", "America/Sitka", "America/Nome", "America/Yakutat", "America/Metlakatla",
				"America/Menominee", "America/Indiana/Indianapolis", "America/Kentucky/Louisville",
				"America/North_Dakota/Center", "Pacific/Honolulu", "US")) {
			zones.put(zone, "US");
		}
		for (String zone : List.of("America/Toronto", "America/Vancouver", "America/Edmonton", "America/Winnipeg",
				"America/Halifax", "America/St_Johns", "America/Regina", "America/Montreal", "Canada")) {
			zones.put(zone, "CA");
		}
		zones.put("Australia", "AU");
		zones.putAll(Map.ofEntries(Map.entry("Europe/London", "GB"), Map.entry("Europe/Belfast", "GB"),
				Map.entry("GB", "GB"), Map.entry("Europe/Dublin", "IE"), Map.entry("Europe/Paris", "FR"),
				Map.entry("Europe/Berlin", "DE"), Map.entry("Europe/Madrid", "ES"), Map.entry("Europe/Rome", "IT"),
				Map.entry("Europe/Amsterdam", "NL"), Map.entry("Europe/Brussels", "BE"),
				Map.entry("Europe/Zurich", "CH"), Map.entry("Europe/Vienna", "AT"), Map.entry("Europe/Stockholm", "SE"),
				Map.entry("Europe/Oslo", "NO"), Map.entry("Europe/Copenhagen", "DK"),
				Map.entry("Europe/Helsinki", "FI"), Map.entry("Europe/Warsaw", "PL"), Map.entry("Europe/Lisbon", "PT"),
				Map.entry("Pacific/Auckland", "NZ"), Map.entry("Asia/Tokyo", "JP"), Map.entry("Asia/Kolkata", "IN"),
				Map.entry("Asia/Singapore", "SG"), Map.entry("America/Sao_Paulo", "BR"),
				Map.entry("America/Mexico_City", "MX"), Map.entry("Africa/Johannesburg", "ZA")));
		return Map.copyOf(zones);
	}

}
