package dev.kairos.assistant.planning;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * How the words of a reference name an event's title, word by word: the same word, its
 * plural, a prefix of three letters or more ("chem" for "chemistry"), an abbreviation,
 * one typo in a longer word, a word of the same kind of outing ("the show" for
 * "Theatre"), and words that say only what kind of thing an event is ("appointment",
 * "session"). Pure functions of the words, so that the finder reads each title once per
 * reference.
 */
final class TitleWords {

	private static final Set<String> STOP = Set.of("my", "the", "a", "an", "our", "this", "that", "your", "with", "and",
			"of", "for", "to", "at", "on", "in", "from", "thing", "event", "one", "s", "'s", "i", "me", "it", "is",
			"are", "was", "were", "cant", "can't", "can", "could", "would", "should", "shall", "make", "going", "go",
			"be", "able", "we", "us", "you", "please", "just", "upcoming", "next", "scheduled", "calendar", "booked",
			"planned", "which", "whole", "entire", "so", "then", "there", "everything", "anything", "all", "stuff",
			// Scots and other Englishes: "ma supervision"
			"ma",
			// a sound before the name: "oi the theatre's been bumped"
			"oi", "uh", "um", "erm", "er", "ah", "eh",
			// "the one on the 12th only", "supervision is now 11-12"
			"only", "now");

	/** Words that say what kind of thing an event is, not which one. */
	static final Set<String> KINDS = Set.of("appointment", "appointments", "meeting", "meetings", "session", "sessions",
			"class", "classes", "event", "events", "thing", "things", "plans", "booking", "reservation", "bookings",
			"reservations", "ticket", "tickets", "tix", "slot", "appt", "appts", "lecture", "lectures", "lesson",
			"lessons", "block", "blocks", "slots", "apt", "apts", "sesh", "seshes",
			// who an event is with says which, by its kind: "my guitar teacher" for
			// "Guitar lesson"
			"teacher", "tutor", "coach", "instructor");

	/**
	 * Words that name the same kind of outing in other words: "the show" for "Theatre",
	 * "the film" for "Cinema".
	 */
	private static final Map<String, Integer> KIN = kin(
			Set.of("theatre", "theater", "show", "play", "musical", "panto", "gig", "concert"),
			Set.of("cinema", "film", "movie", "movies", "flick"), Set.of("gym", "workout"),
			Set.of("doctor", "doctors", "gp", "doc"), Set.of("dinner", "supper"));

	/**
	 * Words for studying, any of which names a study block ("econometrics revision" for
	 * "Study: Econometrics exam").
	 */
	private static final Set<String> STUDY = Set.of("study", "studying", "revision", "revise", "revising", "prep",
			"review", "cram", "cramming");

	private static final Pattern SPLIT = Pattern.compile("[^\\p{L}\\p{N}]+");

	/** The words of the titles and references read last (bounded: cleared when full). */
	private static final Map<String, List<String>> WORDS = new ConcurrentHashMap<>();

	private static final int MOST_WORDS_KEPT = 4096;

	/**
	 * A one-to-one meeting however it is written: "1:1", "1on1", "1-on-1", "one on one".
	 */
	private static final Pattern ONE_ON_ONE = Pattern
		.compile("(?<![\\p{L}\\p{N}])(?:1\\s*[:-]\\s*1|(?:1|one)\\s*-?\\s*on\\s*-?\\s*(?:1|one))(?![\\p{L}\\p{N}])");

	private TitleWords() {
	}

	/**
	 * How a reference's words name a title.
	 *
	 * @param within how many words name it among others, when the reference is a clause
	 * @param matched how many of the words name it
	 * @param named whether the words name it as a whole
	 */
	record Naming(int within, int matched, boolean named) {

		static Naming of(List<String> words, String titled, boolean clause) {
			List<String> title = words(titled);
			int within = clause ? namedWithin(words, title) : 0;
			int matched = TitleWords.matched(words, title);
			if (matched > 0 && matched < words.size() && loosely(words, title)) {
				// "teem meeting": a letter wrong in a short word, the rest of the name
				// right.
				matched = words.size();
			}
			boolean named = words.isEmpty() || matched * 2 > words.size() || matched > 0 && onlyKindsLeft(words, title);
			return new Naming(within, matched, named);
		}

	}

	/**
	 * The events whose names a longer reference holds among other words ("mi cyaan reach
	 * lunch wid aisha", "marco wants to do lunch", "i need to leave physics early"):
	 * every word of the title that says which event it is (not what kind of thing), or at
	 * least two and half of them: how many it names, or 0.
	 */
	private static int namedWithin(List<String> words, List<String> title) {
		List<String> named = title.stream().filter((word) -> !KINDS.contains(word)).toList();
		int matched = (int) named.stream()
			.filter((word) -> words.stream().anyMatch((said) -> within(said, word)))
			.count();
		return (matched == 0 || matched < named.size() && (matched < 2 || matched * 2 < named.size())) ? 0 : matched;
	}

	/**
	 * Whether a word of a longer reference is a word of a title: as {@link #same}, but a
	 * prefix only of four letters or more ("tea" is no "team").
	 */
	private static boolean within(String said, String title) {
		return (said.length() >= 4 || !title.startsWith(said) || said.equals(title)) && same(said, title);
	}

	/**
	 * Whether new words name the same kind of thing as a title, in other words: "Bass
	 * lesson" for "Guitar lesson" (two words or more, the last the same, the rest not).
	 */
	static boolean sameKind(String words, String title) {
		String[] said = words.strip().toLowerCase(Locale.ROOT).split("\\s+");
		String[] named = title.strip().toLowerCase(Locale.ROOT).split("\\s+");
		return said.length >= 2 && named.length >= 2 && same(said[said.length - 1], named[named.length - 1])
				&& !same(said[0], named[0]) && said[0].chars().allMatch(Character::isLetter);
	}

	/** How many of the words said have a match among the title's. */
	static int matched(List<String> said, List<String> title) {
		List<String> whole = withCompounds(title);
		int matched = 0;
		for (String word : said) {
			for (String other : whole) {
				if (same(word, other)) {
					matched++;
					break;
				}
			}
		}
		return matched;
	}

	/** Each word of the groups, to the group's number. */
	@SafeVarargs
	private static Map<String, Integer> kin(Set<String>... groups) {
		Map<String, Integer> kin = new HashMap<>();
		for (int i = 0; i < groups.length; i++) {
			for (String word : groups[i]) {
				kin.put(word, i);
			}
		}
		return Map.copyOf(kin);
	}

	/**
	 * A title's words and each two neighbours written as one: "check-up" is also said
	 * "checkup" (or "chekup"), "stand-up" "standup".
	 */
	static List<String> withCompounds(List<String> title) {
		if (title.size() < 2) {
			return title;
		}
		List<String> words = new ArrayList<>(title);
		for (int i = 0; i + 1 < title.size(); i++) {
			words.add(title.get(i) + title.get(i + 1));
		}
		return words;
	}

	/**
	 * Whether every word said matches a word of the title, a short word (four letters)
	 * also with one letter wrong.
	 */
	private static boolean loosely(List<String> said, List<String> title) {
		List<String> whole = withCompounds(title);
		for (String word : said) {
			if (whole.stream()
				.noneMatch((other) -> same(word, other)
						|| word.length() == 4 && other.length() == 4 && oneEdit(word, other))) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Whether the words said name the title as a whole: each of them is one of its words,
	 * or only says what kind of thing it is ("econ study block" of "Study: Econometrics
	 * exam"), and one at least is no such word.
	 */
	static boolean namedWhole(List<String> said, List<String> title) {
		return matched(said, title) == said.size()
				|| onlyKindsLeft(said, title) && said.stream().anyMatch((word) -> !KINDS.contains(word));
	}

	/**
	 * Whether every word said that the title lacks only says what kind of thing it is.
	 */
	private static boolean onlyKindsLeft(List<String> said, List<String> title) {
		List<String> whole = withCompounds(title);
		for (String word : said) {
			if (!KINDS.contains(word) && whole.stream().noneMatch((other) -> same(word, other))) {
				return false;
			}
		}
		return true;
	}

	static boolean same(String said, String title) {
		if (said.equals(title) || said.equals(title + "s") || title.equals(said + "s")) {
			return true;
		}
		// "econometrics revision" for "Study: Econometrics exam" (not "study" for "Budget
		// review")
		if (title.equals("study") && STUDY.contains(said) || said.equals("dental") && title.equals("dentist")) {
			return true;
		}
		Integer kin = KIN.get(said);
		if (kin != null && kin.equals(KIN.get(title))) {
			return true;
		}
		if (said.length() >= 3 && title.startsWith(said) || title.length() >= 3 && said.startsWith(title)) {
			return true;
		}
		// The plural of a short form: "stats" for "statistics", "maths" for
		// "mathematics".
		if (said.length() >= 5 && said.endsWith("s") && title.startsWith(said.substring(0, said.length() - 1))) {
			return true;
		}
		if (abbreviates(said, title)) {
			return true;
		}
		// one letter wrong, added, left out or swapped, in words of five letters; a
		// letter
		// left out of five, in four ("prya" for "priya")
		boolean near = said.length() >= 5 && title.length() >= 5 && Math.abs(said.length() - title.length()) <= 1
				|| said.length() == 4 && title.length() == 5;
		return near && (oneEdit(said, title) || swapped(said, title));
	}

	/**
	 * A word shortened to its consonants: "gtr" for "guitar", "pty" for "party": the same
	 * first letter, no vowel, and the letters in order in a word at least two longer, or
	 * in one a letter longer whose other letter is its one vowel ("clb" for "club").
	 */
	static boolean abbreviates(String said, String title) {
		if (said.length() < 3 || title.length() < said.length() + 1 || said.charAt(0) != title.charAt(0)
				|| !said.chars().allMatch((c) -> Character.isLetter(c) && "aeiou".indexOf(c) < 0)) {
			return false;
		}
		if (title.length() == said.length() + 1) {
			// "clb" for "club": a short word without its one vowel
			StringBuilder consonants = new StringBuilder();
			title.chars().filter((c) -> "aeiou".indexOf(c) < 0).forEach(consonants::appendCodePoint);
			return consonants.toString().equals(said);
		}
		int at = 0;
		for (int i = 0; i < title.length() && at < said.length(); i++) {
			at += (title.charAt(i) == said.charAt(at)) ? 1 : 0;
		}
		return at == said.length();
	}

	/** Two neighbouring letters typed the other way round: "bayesain" for "bayesian". */
	static boolean swapped(String a, String b) {
		if (a.length() != b.length()) {
			return false;
		}
		int i = 0;
		while (i < a.length() && a.charAt(i) == b.charAt(i)) {
			i++;
		}
		return i + 1 < a.length() && a.charAt(i) == b.charAt(i + 1) && a.charAt(i + 1) == b.charAt(i)
				&& a.substring(i + 2).equals(b.substring(i + 2));
	}

	private static boolean oneEdit(String a, String b) {
		int i = 0;
		while (i < a.length() && i < b.length() && a.charAt(i) == b.charAt(i)) {
			i++;
		}
		int j = 0;
		while (j < a.length() - i && j < b.length() - i
				&& a.charAt(a.length() - 1 - j) == b.charAt(b.length() - 1 - j)) {
			j++;
		}
		return Math.max(a.length(), b.length()) - i - j <= 1;
	}

	/**
	 * The words of a title or reference that say what it is; the same titles are read in
	 * every search, so each is read once while {@link #WORDS} keeps it.
	 */
	static List<String> words(String text) {
		List<String> kept = WORDS.get(text);
		if (kept != null) {
			return kept;
		}
		List<String> read = List.copyOf(read(text));
		if (WORDS.size() >= MOST_WORDS_KEPT) {
			WORDS.clear();
		}
		WORDS.put(text, read);
		return read;
	}

	private static List<String> read(String text) {
		List<String> words = new ArrayList<>();
		String said = ONE_ON_ONE.matcher(text.toLowerCase(Locale.ROOT)).replaceAll(" oneonone ");
		for (String word : SPLIT.split(said)) {
			// A single letter is what is left of "can't" or "don't", not a word of a
			// title.
			if (!word.isEmpty() && !STOP.contains(word)
					&& !(word.length() == 1 && Character.isLetter(word.charAt(0)))) {
				words.add(word);
			}
		}
		return words;
	}

}
