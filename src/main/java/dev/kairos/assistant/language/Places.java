package dev.kairos.assistant.language;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * Read where an event happens: "@ Starbucks", "on Zoom", a capitalized name after "at" or
 * "in" ("at Cafe Nero", "in Smith Hall"), a place word ("at the library", "in room 204")
 * and, last, any few words after "at" that end where the message or a time does ("at blue
 * bottle tomorrow at 9", "at joe's pizza"). The words are claimed, so they never reach
 * the title.
 */
public final class Places {

	private static final String PLACE_NOUN = "(?:room|rm|building|bldg|hall|library|lib|lab|laboratory|office|offices|cafe|café"
			+ "|cafeteria|canteen|gym|studio|lounge|conference\\s+room|meeting\\s+room|board\\s*room|classroom|auditorium|center"
			+ "|centre|campus|student\\s+union|union|park|restaurant|coffee\\s+shop|coffeeshop|bar|pub|home|work|school|university"
			+ "|uni|college|hospital|clinic|clubhouse|field|court|pool|stadium|theater|theatre|cinema|mall|hotel|lobby|kitchen"
			+ "|quad|dorm|dorms|apartment|flat|house|place|station|airport|diner|bakery|bookstore|store|shop|building\\s+\\w+"
			+ "|floor|atrium|commons|hub|space|desk)";

	/**
	 * "at kent 107", "in ryerson 251": a building's name and a room's number (not "in
	 * week 3", "at noon 15", "in march 2027").
	 */
	private static final Pattern ROOM_NUMBER = Pattern.compile("(?<![\\w])(?:at|in)\\s+(?<loc>(?!(?:week|day|month|year"
			+ "|term|semester|period|unit|chapter|level|round|part|module|block|phase|season|episode|lesson|hour|minute"
			+ "|noon|midnight|least|most|about|around|the|a|an|my|your|our|his|her|their|half|quarter|one|two|three"
			+ "|four|five|six|seven|eight|nine|ten|eleven|twelve|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec"
			+ "|mon|tue|wed|thu|fri|sat|sun|home|work|school|lunch|dinner|breakfast|brunch|spring|summer|fall|autumn"
			+ "|winter|sprint|mine)[a-z]*\\b)[a-z][a-z-]+\\s+\\d{3}[a-z]?)(?![\\w':.])");

	/** "on main st": the street a place is on. */
	private static final String STREET = "(?:\\s+on\\s+(?:[\\w'.-]+\\s+){1,2}(?:st|street|ave|avenue|road|rd|blvd"
			+ "|boulevard|lane|ln|drive|dr|way|square|sq|place|pl)\\b\\.?)?";

	private static final Pattern PLACE = Pattern
		.compile("(?<![\\w])(?:at|in|inside)\\s+(?<loc>(?:the\\s+|a\\s+|my\\s+|our"
				+ "\\s+|his\\s+|her\\s+|their\\s+)?(?:(?!(?:with|for|to|and|or|at|on|by|from|before|after|then|but)\\s)"
				+ "[\\w'.&-]+\\s+){0,3}?" + PLACE_NOUN
				+ "(?:\\s+(?:[a-z]?\\d+(?:[.-]\\d+)?[a-z]?|[a-z](?:[.-]?\\d+)?(?![\\w'])))?" + STREET + ")(?![\\w'])");

	/**
	 * "at 3 Mill Lane", ", 27 Church Street,": a house number, one to three words and a
	 * kind of street.
	 */
	private static final Pattern ADDRESS = Pattern.compile(
			"(?<![\\w:./-])(?:at\\s+)?(?<loc>\\d{1,4}[a-z]?\\s+(?:(?!(?:on|the|for|to|a|an|in|at|by|with|my|your|our|and|or|of|from|this|that|next|am|pm|hours?|mins?"
					+ "|minutes?|days?|weeks?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*)\\s)[a-z][\\w'-]*\\s+){1,3}?(?:street|st|road|rd|lane"
					+ "|ln|avenue|ave|close|crescent|drive|terrace|court|grove|gardens|boulevard|blvd|parade|row|square|sq|mews"
					+ "|way|place|hill|walk|view|rise|green|vale|park|gate|side)\\b\\.?)(?![\\w'])");

	/** The word that ends a place said after an @ sign ("@ Cafe Nero with Sam"). */
	private static final Pattern AT_SIGN_PLACE_END = Pattern.compile("(?i)\\s+(?:with|for|to|about|and)\\s");

	private static final Pattern AT_SIGN = Pattern.compile("(?<![\\w])@\\s*(?=[^\\s\\d])");

	private static final Pattern ONLINE = Pattern
		.compile("(?<![\\w])(?:on|over|via|using|through)\\s+(?<loc>zoom|teams|microsoft\\s+teams"
				+ "|google\\s+meet|meet|skype|facetime|discord|slack|webex|the\\s+phone|phone)\\b");

	/**
	 * What a capital after "on" may begin that is a day, not a street: "on Friday", "on
	 * Christmas Eve", "on New Year's Day".
	 */
	private static final String NOT_A_STREET = "(?:(?:Mon|Tues?|Wed(?:nes)?|Thu(?:rs?)?|Fri|Sat(?:ur)?|Sun)(?:day)?s?"
			+ "|Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t|tember)?|Oct(?:ober)?"
			+ "|Nov(?:ember)?|Dec(?:ember)?|Christmas|Xmas|Thanksgiving|Halloween|Easter|New\\s+Year|Valentine|Good\\s+Friday|Boxing"
			+ "|Memorial|Labou?r|Independence|Veterans|Presidents|Mother|Father|Remembrance|Canada|Australia|Anzac"
			+ "|Kwanzaa|Hanukkah|Diwali|Eid|Passover|Easter|Pentecost|Juneteenth|Columbus|Indigenous|Election"
			+ "|St\\.?\\s+(?:Patrick|Paddy|George|Andrew|David|Stephen|Valentine)|Saint|MLK|Martin|Guy|Bonfire|Burns"
			+ "|Pancake|Shrove|Ash|Palm|Maundy|Holy|Whit|Bank|Family|Victoria|Civic|Emancipation|Groundhog|Cinco|Pi"
			+ "|Tomorrow|Today|Tonight|Weekend|Week|Day|Night|Morning|Evening|Afternoon)\\b";

	/**
	 * "at Cafe Nero", "in Smith Hall", "at Barnes and Noble", "at Maya's place": a name,
	 * read case-sensitively, with the kind of place that may follow it.
	 */
	private static final Pattern NAMED_PLACE = Pattern.compile(
			"(?<![\\w])(?:at|in)\\s+(?:the\\s+)?(?<loc>\\p{Lu}[\\p{L}\\p{N}_'&.-]*(?:\\s+(?:\\p{Lu}[\\p{L}\\p{N}_'&.-]*|&(?=\\s+\\p{Lu})"
					+ "|and(?=\\s+\\p{Lu})|of|the|de|\\d+(?:[.-]\\d+)?[a-z]?"
					// "at the Intelligentsia on Broadway": the street it is on, not a day
					+ "|on(?=\\s+(?!" + NOT_A_STREET + ")\\p{Lu}))(?![\\w']))*(?:\\s+" + PLACE_NOUN
					+ "(?:\\s+\\d+)?(?![\\w']))?)");

	private static final Pattern MONTH_OR_DAY = Pattern
		.compile("(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*");

	/** What may not follow "at" in a place: "at least", "at once", "at the latest". */
	private static final Set<String> NOT_PLACES = Set.of("least", "most", "all", "once", "first", "last", "latest",
			"earliest", "it", "that", "this", "them", "him", "her", "me", "us", "you", "some", "any", "about", "around",
			"noon", "night", "lunch", "lunchtime", "midnight", "dawn", "dusk", "sunset", "sunrise", "a", "an", "my",
			"your", "our", "his", "their", "its", "which", "what", "when", "where", "how", "times", "work");

	/** Words that end a place said after "at": "at starbucks with sam". */
	private static final Set<String> PLACE_END = Set.of("with", "for", "to", "about", "and", "on", "in", "from", "by",
			"until", "till", "before", "after", "re", "regarding", "tomorrow", "today", "tonight", "next", "this",
			"every", "each", "then", "so", "but", "or", "please", "pls", "instead", "at", "around");

	/** Verbs after which "at" is no place: "look at the budget". */
	private static final Pattern NOT_A_PLACE_BEFORE = Pattern
		.compile("\\b(?:look|looking|looked|glance|stare|laugh|aim|good|bad|better|best|great|arrive|arriving|start"
				+ "|starting|starts|end|ends|ending|begin|begins|finish|leave|home)\\s+$");

	private static final Pattern LOOSE_AT = Pattern.compile("(?<![\\w@])at\\s+(?=[a-z])");

	private static final Pattern DANGLING = Pattern.compile("(?i)\\s+(?:on|at|for|with|and|the|of|to|in|from|by)$");

	/**
	 * An article before a place, dropped; not "The" before a capital, which is part of a
	 * name ("The Dice Tower", "The Crown").
	 */
	private static final Pattern ARTICLE = Pattern.compile("^(?:(?i:a)\\s+|the\\s+|THE\\s+|The\\s+(?!\\p{Lu}))");

	private Places() {
	}

	/**
	 * Claim a street address before anything else reads the message, so that its house
	 * number is never read as an hour; {@link #claim} returns it.
	 */
	public static void claimAddress(Utterance utterance) {
		Matcher matcher = ADDRESS.matcher(utterance.text());
		while (matcher.find()) {
			if (utterance.isFree(matcher.start(), matcher.end())) {
				utterance.use(matcher.start(), matcher.end());
				utterance.address(trimPlace(utterance.original(matcher.start("loc"), matcher.end("loc"))));
				return;
			}
		}
	}

	/** A form's field of the place: "Where: Nando's", "location: room 4". */
	private static final Pattern LABELLED = Pattern.compile("(?<![\\w])(?:where|location|place|venue|address)\\s*:"
			+ "\\s*(?<loc>[^\\s.;:\n][^;:\n]*?)(?=\\s*(?:[;\n]|\\.(?:\\s|$)|\\b(?:date|day|time|when|title|what|event"
			+ "|duration|length)\\s*:|$))");

	/** Claim a location and return it as it will be shown, or null when there is none. */
	public static @Nullable String claim(Utterance utterance) {
		if (utterance.address() != null) {
			String address = utterance.address();
			utterance.address(null);
			return address;
		}
		String place = claimFirst(utterance, LABELLED);
		place = (place != null) ? place : claimAtSign(utterance);
		if (place == null) {
			place = claimFirst(utterance, ONLINE);
		}
		if (place == null) {
			place = claimNamed(utterance);
		}
		if (place == null) {
			place = claimFirst(utterance, PLACE);
		}
		if (place == null) {
			place = claimFirst(utterance, ROOM_NUMBER);
		}
		if (place == null) {
			place = claimLoose(utterance);
		}
		return place;
	}

	private static @Nullable String claimFirst(Utterance utterance, Pattern pattern) {
		String[] found = new String[1];
		utterance.claim(pattern, (m) -> {
			if (found[0] != null) {
				return false;
			}
			String place = trimPlace(utterance.original(m.start("loc"), m.end("loc")));
			if (place.isEmpty() || place.matches("(?i)\\d+")) {
				return false;
			}
			found[0] = place;
			return true;
		});
		return found[0];
	}

	/** "at Cafe Nero", "in Smith Hall": a name, as the user capitalized it. */
	private static @Nullable String claimNamed(Utterance utterance) {
		Matcher named = NAMED_PLACE.matcher(utterance.original());
		while (named.find()) {
			if (!utterance.isFree(named.start(), named.end())) {
				continue;
			}
			String place = trimPlace(named.group("loc"));
			if (place.isEmpty() || isMonthOrDay(place)) {
				continue;
			}
			utterance.use(named.start(), named.end());
			return place;
		}
		return null;
	}

	/**
	 * "at blue bottle tomorrow at 9": one to three words after "at", ending where the
	 * message, a claimed time, a punctuation mark or a joining word does.
	 */
	private static @Nullable String claimLoose(Utterance utterance) {
		String text = utterance.text();
		Matcher at = LOOSE_AT.matcher(text);
		while (at.find()) {
			if (!utterance.isFree(at.start(), at.end())
					|| NOT_A_PLACE_BEFORE.matcher(text.substring(0, at.start())).find() || at.start() == 0) {
				continue;
			}
			int end = at.end();
			int words = 0;
			boolean article = text.startsWith("the ", end);
			int cursor = article ? end + 4 : end;
			int last = cursor;
			while (words < 3) {
				int wordEnd = cursor;
				while (wordEnd < text.length() && !utterance.isUsed(wordEnd)
						&& (Character.isLetterOrDigit(text.charAt(wordEnd))
								|| "'&-.".indexOf(text.charAt(wordEnd)) >= 0)) {
					wordEnd++;
				}
				String word = text.substring(cursor, wordEnd).replaceAll("[.]+$", "");
				if (word.isEmpty() || PLACE_END.contains(word) || (words == 0 && NOT_PLACES.contains(word))) {
					break;
				}
				words++;
				last = cursor + word.length();
				cursor = wordEnd;
				if (cursor >= text.length() || text.charAt(cursor) != ' ' || utterance.isUsed(cursor + 1)) {
					break;
				}
				cursor++;
			}
			if (words == 0 || !endsPlace(utterance, last)) {
				continue;
			}
			String place = trimPlace(utterance.original(end, last));
			if (place.isEmpty() || isMonthOrDay(place)) {
				continue;
			}
			utterance.use(at.start(), last);
			return place;
		}
		return null;
	}

	/**
	 * Whether a place may end here: at the end, before a claimed word, punctuation or a
	 * joining word.
	 */
	private static boolean endsPlace(Utterance utterance, int position) {
		String rest = utterance.text().substring(position);
		if (rest.isBlank() || ",;.!?)".indexOf(rest.charAt(0)) >= 0) {
			return true;
		}
		int next = position;
		while (next < rest.length() + position && utterance.text().charAt(next) == ' ') {
			next++;
		}
		if (next >= utterance.length() || utterance.isUsed(next)) {
			return true;
		}
		String[] words = rest.strip().split("[^a-z']+");
		return words.length > 0 && PLACE_END.contains(words[0]);
	}

	/**
	 * "@ Cafe Nero on Friday": everything after the sign up to a claimed word or a
	 * punctuation mark.
	 */
	private static @Nullable String claimAtSign(Utterance utterance) {
		Matcher matcher = AT_SIGN.matcher(utterance.text());
		while (matcher.find()) {
			if (!utterance.isFree(matcher.start(), matcher.end())) {
				continue;
			}
			int end = matcher.end();
			while (end < utterance.length() && !utterance.isUsed(end)
					&& ",;!?".indexOf(utterance.text().charAt(end)) < 0) {
				end++;
			}
			String said = utterance.original(matcher.end(), end);
			Matcher cut = AT_SIGN_PLACE_END.matcher(said);
			int length = cut.find() ? cut.start() : said.length();
			String place = trimPlace(said.substring(0, length));
			if (!place.isEmpty()) {
				utterance.use(matcher.start(), matcher.end() + length);
				return place;
			}
		}
		return null;
	}

	private static boolean isMonthOrDay(String place) {
		String first = place.split("\\s+")[0].toLowerCase(Locale.ROOT);
		return Text.matches(MONTH_OR_DAY, first);
	}

	/** A place as said, without dangling words and its article, capitalized. */
	public static String trimPlace(String said) {
		String place = Text.collapse(said.strip());
		String previous;
		do {
			previous = place;
			place = Text.trimPunctuation(DANGLING.matcher(place).replaceAll(""));
		}
		while (!place.equals(previous));
		place = ARTICLE.matcher(place).replaceFirst("");
		return Details.capitalize(place);
	}

}
