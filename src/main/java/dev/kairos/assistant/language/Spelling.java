package dev.kairos.assistant.language;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * Correct typos and shorthand in the words the assistant keys on, before anything reads
 * the message: weekday and month names, time words, scheduling verbs and the nouns of
 * common events ("tusday" is Tuesday, "tmrw" tomorrow, "mornign" morning, "apointment"
 * appointment). A word is corrected to the one vocabulary word nearest to it by
 * Damerau-Levenshtein distance, within limits that grow with its length; a word that is a
 * common English word, or as near to two vocabulary words, is left alone. A word left
 * alone that is near only to time words is reported, so that the assistant can ask about
 * it instead of dropping it.
 */
public final class Spelling {

	/** Weekday and month names and the other time words, with their inflections. */
	static final Set<String> TIME_WORDS = Set.of("monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
			"sunday", "mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays", "january",
			"february", "march", "april", "june", "july", "august", "september", "october", "november", "december",
			"tomorrow", "today", "tonight", "morning", "mornings", "afternoon", "afternoons", "evening", "evenings",
			"night", "nights", "midnight", "weekend", "weekends", "weekday", "weekdays", "minute", "minutes", "hours",
			"every", "daily", "weekly", "monthly", "biweekly", "fortnight", "until", "before", "after", "tomorrow's",
			"today's", "tonight's", "yesterday", "o'clock");

	/** Scheduling verbs and the nouns of common events. */
	static final Set<String> OTHER_WORDS = Set.of("schedule", "scheduled", "scheduling", "reschedule", "rescheduled",
			"move", "cancel", "cancelled", "canceled", "postpone", "postponed", "delete", "remove", "rename", "shorten",
			"extend", "remind", "reminder", "meeting", "meetings", "appointment", "appointments", "calendar", "lecture",
			"lectures", "seminar", "dentist", "doctor", "advisor", "professor", "practice", "session", "sessions",
			"interview", "conference", "presentation", "assignment", "assignments", "homework", "midterm", "breakfast",
			"dinner", "birthday", "tutoring", "workshop", "groceries", "happening", "available", "between", "about",
			"instead", "project", "review", "study", "exam", "please", "appointment's", "meeting's", "free", "busy",
			"earlier", "later", "longer", "shorter", "coffee", "text", "lunch");

	/** Shorthand people type, read as the word it stands for. */
	// Filipino English: 12nn and 12mn are 12 noon and 12 midnight; Scots: "tae tuesday";
	// Indian English: to
	// prepone is to move earlier, the opposite of postpone.
	private static final Map<String, String> SHORTHAND = Text
		.pairs("tmrw=tomorrow;wil=will;tmr=tomorrow;tmrow=tomorrow;tmw=tomorrow;tmro=tomorrow;2morrow=tomorrow;"
				+ "2moro=tomorrow;2morow=tomorrow;2mrw=tomorrow;2mro=tomorrow;tdy=today;2day=today;2nite=tonight;"
				+ "2night=tonight;tonite=tonight;nite=night;nxt=next;wk=week;wks=weeks;wknd=weekend;wkend=weekend;"
				+ "mtg=meeting;mtgs=meetings;mtng=meeting;appt=appointment;appts=appointments;abt=about;b4=before;"
				+ "u=you;ur=your;resched=reschedule;sched=schedule;cal=calendar;bday=birthday;msg=message;w/=with;"
				+ "w=with;thx=thanks;pls=please;plz=please;prolly=probably;sesh=session;tues=tuesday;"
				+ "thurs=thursday;weds=wednesday;fris=friday;mons=monday;wats=what's;hows=how's;wots=what's;"
				+ "wot=what;wat=what;wen=when;wht=what;whens=when's;hav=have;tae=to;12nn=noon;12mn=midnight;"
				+ "nye=new year's eve;arvo=afternoon;avo=afternoon;prepone=bring forward");

	/**
	 * English words near a vocabulary word that mean something else ("might" is not
	 * "night", "diner" not "dinner"): never corrected.
	 */
	private static final Set<String> ENGLISH = Set.copyOf(List.of("arch", "ours", "bout", "lease", "nigh", "stud",
			"cancer", "section", "processor", "remainder", "subway", "monkey", "workday", "weakly", "meekly", "marking",
			"mocking", "molding", "mooring", "mooning", "mopping", "merging", "manning", "earning", "evading",
			"evoking", "seminal", "seminary", "positioned", "portioned", "postcode", "presentational", "preservation",
			"rebind", "remand", "honour", "humour", "reindeer", "rejoinder", "sandal", "sundial", "sunray", "weaken",
			"alignment", "avoidable", "housework", "homeward", "lantern", "lather", "leather", "lettuce", "lectern",
			"leisure", "manure", "mingle", "misuse", "minus", "minster", "moraine", "monarch", "nought", "naught",
			"pleaser", "rafter", "soundly", "channel", "chancel", "confluence", "convergence", "footlight", "foresight",
			"forthright", "light", "sight", "tight", "fight", "mark", "mold", "meaning", "morphing", "mounting",
			"earnings", "confidence", "coherence", "practical", "profession", "professed", "protect", "remote",
			"winner", "inner", "sinner", "conceded", "deceiver", "deplete", "expend", "preview", "proactive", "rewind",
			"alter", "late", "very", "ever", "even", "event", "events", "might", "eight", "right", "light", "sight",
			"tight", "fight", "mighty", "diner", "diners", "dinners", "melting", "mourning", "moaning", "mooring",
			"sundae", "sundry", "fridge", "frida", "afterward", "afterwards", "minuet", "minutes", "hour", "today",
			"todays", "mines", "until", "unto", "march", "marches", "marched", "marching", "match", "matches", "monday",
			"mundane", "mandy", "months", "everyone", "everybody", "everything", "everywhere", "weekly", "decent",
			"recent", "octet", "jury", "july", "junk", "augur", "august", "later", "latter", "letter", "earlier",
			"nights", "knight", "knights", "sessions", "cession", "session", "lecturer", "lecturers", "doctors",
			"doctoral", "dentists", "advisory", "advisors", "adviser", "advisers", "professors", "practices",
			"practiced", "practise", "interviews", "conferences", "presentations", "reminders", "reviews", "reviewer",
			"projects", "projector", "studio", "studios", "studies", "sturdy", "exams", "remover", "removed", "removes",
			"deleted", "extended", "extends", "extent", "renamed", "shortened", "shorter", "planned", "pleased",
			"pleas", "please", "before", "abouts", "instead", "available", "between", "daily", "dally", "dairy",
			"diary", "every", "yesterday", "evening", "evenings", "evens", "events", "birthdays", "groceries",
			"workshops", "breakfasts", "tutorial", "tutorials", "homeworks", "midterms", "midtown", "nightly",
			"tonights", "weekends", "weekday", "hours", "tours", "yours", "pours", "sours", "fours", "minute", "mines",
			"minted", "minuets", "mondays", "sundays", "fridays", "thursdays", "tuesdays", "wednesdays", "saturdays",
			"schedules", "schedulers", "cancels", "canceler", "postpones", "reminded", "meetings", "appointed",
			"calendars", "seminars", "lectures", "monthly", "month", "mouth", "mouths", "tuesday", "noon", "moon",
			"soon", "week", "weak", "seek", "next", "text", "nest", "fee", "fees", "frees", "freed", "freer", "buy",
			"bus", "buys", "buses", "bussy", "hampering"));

	/** What "am i ..." asks about. */
	private static final List<String> STATES = List.of("free", "busy");

	/**
	 * "2245 w armitage ave": after a house number and before a street, "w" is West, not
	 * "with".
	 */
	private static final Pattern COMPASS_IN_ADDRESS = Pattern.compile("(?i)(?<=\\d\\s)w\\.?\\s+(?:\\p{L}+\\s+){1,2}"
			+ "(?:st|street|ave|avenue|rd|road|blvd|boulevard|dr|drive|ln|lane|pl|place|way|pkwy|parkway|ct|court|ter"
			+ "|terrace|hwy|highway)\\b");

	/** "tues n thurs", "mon n wed": an "n" between two days. */
	private static final Pattern N_BETWEEN_DAYS = Pattern
		.compile("(?i)(?<=\\b(?:mon|tues?|wed|weds|thu|thurs?|fri|sat|sun)(?:day|nesday|rsday|urday)?s?,?\\s)n\\s+"
				+ "(?:mon|tue|wed|thu|fri|sat|sun)");

	private static final Pattern STATE_BEFORE = Pattern
		.compile("(?i)(?<![\\w'])(?:am\\s+i|are\\s+(?:we|you)|i'?m|we'?re|is\\s+\\w+)\\s+$");

	/** "am i", "are we": a state follows. */
	private static final Pattern AM_I = Pattern.compile("(?i)(?<![\\w'])(?:am\\s+i|are\\s+(?:we|you))\\s+$");

	private static final Set<String> VOCABULARY;

	/** At each length, {@link #nearLength}: the only words {@link #nearest} can find. */
	private static final List<List<String>> NEAR_LENGTH = new ArrayList<>();

	/** The vocabulary words by first letter, in the vocabulary's order. */
	private static final Map<Character, List<String>> BY_FIRST_LETTER = new HashMap<>();

	static {
		Set<String> all = new LinkedHashSet<>(TIME_WORDS);
		all.addAll(OTHER_WORDS);
		VOCABULARY = Set.copyOf(all);
		int longest = 0;
		for (String word : VOCABULARY) {
			longest = Math.max(longest, word.length());
			BY_FIRST_LETTER.computeIfAbsent(word.charAt(0), (letter) -> new ArrayList<>()).add(word);
		}
		for (int length = 0; length <= longest + 2; length++) {
			List<String> near = new ArrayList<>();
			for (String word : VOCABULARY) {
				if (Math.abs(word.length() - length) <= 2) {
					near.add(word);
				}
			}
			NEAR_LENGTH.add(near);
		}
	}

	private static final Pattern INFLECTION = Pattern.compile("(\\p{L}{3,}?)(?:s|es|ed|d|er|ers|ing|ings|ly|ily|y)");

	/**
	 * A word; an apostrophe only inside one ("meeting'" before a closing quote is
	 * "meeting").
	 */
	private static final Pattern WORD = Pattern.compile("w/|[\\p{L}\\d]++(?:'[\\p{L}\\d]++)*+");

	private static final Set<String> NAMES = Set.of("monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
			"sunday", "january", "february", "march", "april", "june", "july", "august", "september", "october",
			"november", "december");

	private Spelling() {
	}

	/**
	 * Correct a message.
	 * @param message the message as typed
	 * @return the message with its typos and shorthand replaced, and the words near time
	 * words that could not be read
	 */
	public static Corrected correct(String message) {
		StringBuilder out = new StringBuilder(message.length() + 16);
		List<String> unreadable = new ArrayList<>();
		Matcher words = WORD.matcher(message);
		int last = 0;
		while (words.find()) {
			String typed = words.group();
			out.append(message, last, words.start());
			last = words.end();
			String replacement = replacement(message, words.start(), typed, unreadable);
			out.append((replacement != null) ? keepCase(typed, replacement) : typed);
		}
		out.append(message.substring(last));
		return new Corrected(out.toString(), List.copyOf(unreadable));
	}

	private static @Nullable String replacement(String message, int start, String typed, List<String> unreadable) {
		String word = typed.toLowerCase(Locale.ROOT);
		if (word.equals("n")) {
			// "tues n thurs": "and" between two days, a letter anywhere else
			return N_BETWEEN_DAYS.matcher(message)
				.region(start, message.length())
				.useTransparentBounds(true)
				.lookingAt() ? "and" : null;
		}
		String shorthand = SHORTHAND.get(word);
		if (shorthand != null) {
			if (word.equals("w")
					&& (!betweenWords(message, start, typed.length()) || COMPASS_IN_ADDRESS.matcher(message)
						.region(start, message.length())
						.useTransparentBounds(true)
						.lookingAt())
					|| word.equals("w/") && SlashLetters.notWith(message, start)) {
				return null;
			}
			if (word.equals("u") && !betweenWords(message, start, typed.length())) {
				return null;
			}
			return shorthand;
		}
		if (word.endsWith("'s")) {
			// A possessive is read as its owner and stays one: "friday's" is left alone,
			// "thursdy's review" is Thursday's ("thursdays review" would repeat it).
			String owner = replacement(message, start, typed.substring(0, typed.length() - 2), unreadable);
			return (owner != null) ? owner + "'s" : null;
		}
		String before = message.substring(Math.max(0, start - 12), start);
		if (word.length() >= 3 && word.length() <= 5
				&& (!isKnown(word) && STATE_BEFORE.matcher(before).find() || AM_I.matcher(before).find())) {
			// "am i fre", "am i buisy": after "am i" a word one edit from free or busy is
			// that word, short as it is; right after "am i" or "are we" even an English
			// word ("am i bussy"), for nothing else is asked there.
			for (String state : STATES) {
				if (distance(word, state, 1) == 1) {
					return state;
				}
			}
		}
		if (word.length() < 3 || isKnown(word) || !word.chars().allMatch((c) -> Character.isLetter(c) || c == '\'')) {
			return null;
		}
		boolean capitalized = Character.isUpperCase(typed.charAt(0)) && start > 0;
		Map<String, Integer> nearest = (word.length() < 4) ? Map.of() : nearest(word);
		if (nearest.isEmpty()) {
			String shortened = shortened(word);
			if (shortened != null) {
				return (capitalized && !NAMES.contains(shortened)) ? null : shortened;
			}
		}
		if (nearest.size() == 1) {
			String correction = nearest.keySet().iterator().next();
			// A capitalized word inside a sentence is a name ("Monica"), unless it names
			// a
			// weekday or a month, which English capitalizes too.
			if (capitalized && !NAMES.contains(correction)) {
				return null;
			}
			return correction;
		}
		if (nearest.size() > 1 && nearest.keySet().stream().allMatch(TIME_WORDS::contains)) {
			unreadable.add(typed);
		}
		return null;
	}

	/**
	 * Whether a word is a vocabulary or common English word, or an inflection of one
	 * ("interviewer", "lights"): no typo.
	 */
	private static boolean isKnown(String word) {
		if (VOCABULARY.contains(word) || ENGLISH.contains(word)) {
			return true;
		}
		Matcher inflection = INFLECTION.matcher(word);
		if (!inflection.matches()) {
			return false;
		}
		String stem = inflection.group(1);
		return VOCABULARY.contains(stem) || ENGLISH.contains(stem) || VOCABULARY.contains(stem + "e")
				|| ENGLISH.contains(stem + "e");
	}

	/** Whether a one-letter word sits between two words ("coffee w jess"). */
	private static boolean betweenWords(String message, int start, int length) {
		String before = message.substring(0, start).stripTrailing();
		String after = message.substring(start + length).stripLeading();
		return !before.isEmpty() && Character.isLetterOrDigit(before.charAt(before.length() - 1)) && !after.isEmpty()
				&& Character.isLetterOrDigit(after.charAt(0));
	}

	/** The vocabulary words at the smallest allowed distance, with that distance. */
	private static Map<String, Integer> nearest(String word) {
		Map<String, Integer> best = new HashMap<>();
		int bestDistance = Integer.MAX_VALUE;
		for (String candidate : nearLength(word.length())) {
			// No distance beyond the largest allowed can be read, so none is computed.
			int limit = largestAllowed(word, candidate);
			if (Math.abs(candidate.length() - word.length()) > limit) {
				continue;
			}
			int distance = distance(word, candidate, limit);
			if (!allowed(word, candidate, distance) || distance > bestDistance) {
				continue;
			}
			if (distance < bestDistance) {
				best.clear();
				bestDistance = distance;
			}
			best.put(candidate, distance);
		}
		// Inflections of one word ("meeting", "meetings") are one candidate.
		if (best.size() > 1) {
			// Letters left out are the commonest typo: "wensday" misses two letters of
			// "wednesday" rather than having two wrong ones of "weekday".
			int missing = best.keySet().stream().mapToInt(String::length).max().orElseThrow() - word.length();
			if (missing > 0) {
				best.keySet().removeIf((candidate) -> candidate.length() - word.length() < missing);
			}
		}
		if (best.size() > 1) {
			String shortest = best.keySet().stream().min((a, b) -> a.length() - b.length()).orElseThrow();
			if (best.keySet().stream().allMatch((c) -> c.startsWith(shortest.replaceAll("'s$", "")))) {
				return Map.of(shortest, bestDistance);
			}
		}
		return best;
	}

	/** The vocabulary words within two letters of a length, in the vocabulary's order. */
	static List<String> nearLength(int length) {
		return (length < NEAR_LENGTH.size()) ? NEAR_LENGTH.get(length) : List.of();
	}

	/**
	 * The one vocabulary word a word is a shortening of, or null: letters left out, the
	 * commonest typo on a phone. A word of six letters or more may miss any two letters
	 * ("tmorow", "wenesday"); a shorter one only vowels, as people shorten words when
	 * they text ("mve", "txt", "latr", "stdy"), up to three of them. The first letter
	 * stays. "free" and "busy" are read only where a state is asked about ("am i fre").
	 */
	static @Nullable String shortened(String word) {
		if (word.length() < 3) {
			return null;
		}
		String found = null;
		for (String candidate : BY_FIRST_LETTER.getOrDefault(word.charAt(0), List.of())) {
			int missing = candidate.length() - word.length();
			if (missing < 1 || missing > 3 || candidate.charAt(0) != word.charAt(0) || STATES.contains(candidate)
					|| !leftOut(word, candidate, word.length() >= 6 && missing <= 2)) {
				continue;
			}
			if (found != null && !candidate.startsWith(found) && !found.startsWith(candidate)) {
				return null;
			}
			found = (found == null || candidate.length() < found.length()) ? candidate : found;
		}
		return found;
	}

	/**
	 * Whether a word is the candidate with letters left out: vowels only, unless any
	 * letter may go.
	 */
	private static boolean leftOut(String word, String candidate, boolean anyLetter) {
		int i = 0;
		for (int j = 0; j < candidate.length(); j++) {
			char c = candidate.charAt(j);
			if (i < word.length() && word.charAt(i) == c) {
				i++;
			}
			else if (!anyLetter && "aeiou".indexOf(c) < 0) {
				return false;
			}
		}
		return i == word.length();
	}

	/**
	 * Whether a word may be read as a vocabulary word at this distance: short words only
	 * for a missing, extra or swapped letter (a changed letter makes "might" of "night"),
	 * longer ones for one edit, and long words for two when the first letter is right.
	 */
	static boolean allowed(String word, String candidate, int distance) {
		if (distance == 0 || distance > 2) {
			return false;
		}
		if (word.length() <= 5) {
			// Two letters swapped keep a short word's shape ("mvoe" is "move"); a letter
			// more or less makes another word of a short one ("movie").
			return distance == 1 && (word.length() != candidate.length() && candidate.length() >= 5
					|| word.length() == candidate.length() && candidate.length() >= 4
							&& isTransposition(word, candidate));
		}
		if (distance == 1) {
			return true;
		}
		// Two edits only for long words, and for the names of days and times (where a
		// word of seven letters is rarely anything else) or words of eight letters and
		// more.
		return word.length() >= 7 && word.charAt(0) == candidate.charAt(0)
				&& (TIME_WORDS.contains(candidate) || word.length() >= 8 && candidate.length() >= 8);
	}

	/**
	 * The largest distance {@link #allowed} may accept between a word and a candidate:
	 * two only where two edits can be allowed, else one.
	 */
	static int largestAllowed(String word, String candidate) {
		return (word.length() >= 7 && word.charAt(0) == candidate.charAt(0)
				&& (TIME_WORDS.contains(candidate) || word.length() >= 8 && candidate.length() >= 8)) ? 2 : 1;
	}

	private static boolean isTransposition(String a, String b) {
		int first = -1;
		for (int i = 0; i < a.length(); i++) {
			if (a.charAt(i) != b.charAt(i)) {
				first = i;
				break;
			}
		}
		return first >= 0 && first + 1 < a.length() && a.charAt(first) == b.charAt(first + 1)
				&& a.charAt(first + 1) == b.charAt(first) && a.substring(first + 2).equals(b.substring(first + 2));
	}

	/**
	 * The optimal string alignment distance (Damerau-Levenshtein with adjacent
	 * transpositions), or {@code limit + 1} once it exceeds the limit.
	 */
	static int distance(String a, String b, int limit) {
		if (limit == 1) {
			return withinOne(a, b);
		}
		// Three rows of the table: two back for a transposition, the last, this one.
		int[] before = new int[b.length() + 1];
		int[] last = new int[b.length() + 1];
		int[] row = new int[b.length() + 1];
		for (int j = 0; j <= b.length(); j++) {
			last[j] = j;
		}
		for (int i = 1; i <= a.length(); i++) {
			row[0] = i;
			int rowMin = i;
			char ai = a.charAt(i - 1);
			for (int j = 1; j <= b.length(); j++) {
				int cost = (ai == b.charAt(j - 1)) ? 0 : 1;
				int value = Math.min(Math.min(last[j] + 1, row[j - 1] + 1), last[j - 1] + cost);
				if (i > 1 && j > 1 && ai == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
					value = Math.min(value, before[j - 2] + 1);
				}
				row[j] = value;
				rowMin = Math.min(rowMin, value);
			}
			if (rowMin > limit) {
				return limit + 1;
			}
			int[] free = before;
			before = last;
			last = row;
			row = free;
		}
		return Math.min(last[b.length()], limit + 1);
	}

	/**
	 * The optimal string alignment distance if it is 0 or 1 (one letter changed, added,
	 * left out, or two neighbours swapped), else 2.
	 */
	static int withinOne(String a, String b) {
		if (Math.abs(a.length() - b.length()) > 1) {
			return 2;
		}
		int same = 0;
		while (same < a.length() && same < b.length() && a.charAt(same) == b.charAt(same)) {
			same++;
		}
		int rest = a.length() - same - 1;
		if (a.length() > b.length()) {
			return a.regionMatches(same + 1, b, same, rest) ? 1 : 2;
		}
		if (a.length() < b.length()) {
			return a.regionMatches(same, b, same + 1, rest + 1) ? 1 : 2;
		}
		if (rest < 0) {
			return 0;
		}
		boolean swapped = rest > 0 && a.charAt(same) == b.charAt(same + 1) && a.charAt(same + 1) == b.charAt(same)
				&& a.regionMatches(same + 2, b, same + 2, rest - 1);
		return (a.regionMatches(same + 1, b, same + 1, rest) || swapped) ? 1 : 2;
	}

	private static String keepCase(String typed, String word) {
		if (Character.isUpperCase(typed.charAt(0))) {
			return Character.toUpperCase(word.charAt(0)) + word.substring(1);
		}
		return word;
	}

	/**
	 * A corrected message.
	 *
	 * @param text the message with its typos and shorthand replaced
	 * @param unreadable words as near to two time words as to one, such as "sonday"
	 * (Sunday or Monday?), as typed
	 */
	public record Corrected(String text, List<String> unreadable) {
	}

}
