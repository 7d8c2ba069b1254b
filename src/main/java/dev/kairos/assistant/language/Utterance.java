package dev.kairos.assistant.language;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * A message under analysis: the text as typed, a lowercase copy with the same character
 * positions (typographic dashes and quotes made plain), and which characters a recognizer
 * has already explained. Each recognizer claims the span it understood, so that later
 * ones never read the same words twice and what is left over is the title.
 */
public final class Utterance {

	/**
	 * Matchers each thread keeps for reuse, by pattern; the patterns claimed are
	 * constants.
	 */
	private static final ThreadLocal<Map<Pattern, Matcher>> MATCHERS = ThreadLocal.withInitial(HashMap::new);

	private static final int MOST_MATCHERS_KEPT = 256;

	private final String original;

	private final String typed;

	private final String text;

	private final boolean[] used;

	/** Text that stands in for a claimed span in the remainder, by the span's start. */
	private final Map<Integer, String> standIns = new TreeMap<>();

	/** Words near time words that {@link Spelling} could not read. */
	private final List<String> unreadable;

	private int @Nullable [] wordStarts;

	/** A street address claimed before the time was read (its number is no hour). */
	private @Nullable String address;

	/** A message as it is, without corrections. */
	public Utterance(String original) {
		this(original, original, List.of());
	}

	private Utterance(String typed, String original, List<String> unreadable) {
		this.unreadable = unreadable;
		this.typed = typed;
		this.original = original;
		char[] chars = new char[original.length()];
		for (int i = 0; i < chars.length; i++) {
			chars[i] = plain(original.charAt(i));
		}
		this.text = new String(chars);
		this.used = new boolean[chars.length];
	}

	/**
	 * Read a message as the assistant does: with its typos and shorthand corrected by
	 * {@link Spelling}, so that a corrected word never reaches a title as typed.
	 */
	public static Utterance read(String message) {
		Spelling.Corrected corrected = Readings.spelling(message, Spelling::correct);
		return new Utterance(message, corrected.text(), corrected.unreadable());
	}

	/** Words near time words that could not be read ("sonday": Sunday or Monday?). */
	public List<String> unreadable() {
		return this.unreadable;
	}

	private static char plain(char c) {
		switch (c) {
			case '\u2013', '\u2014', '\u2012', '\u2212':
				return '-';
			case '\u2018', '\u2019', '\u02bc', '`':
				return '\'';
			case '\u201c', '\u201d':
				return '"';
			case '\u00a0', '\u2009', '\u202f', '\t', '\n', '\r':
				return ' ';
			default:
				// Character-wise lowercasing keeps every position where it was.
				return Character.toLowerCase(c);
		}
	}

	/** The message as typed, with its typos corrected when it was {@link #read}. */
	public String original() {
		return this.original;
	}

	/**
	 * The message exactly as typed, before any correction: what a new name said in it
	 * keeps ("rename X to coffee w tom").
	 */
	public String typed() {
		return this.typed;
	}

	/** The lowercase, plain-punctuation copy that recognizers match against. */
	public String text() {
		return this.text;
	}

	int length() {
		return this.text.length();
	}

	boolean isFree(int start, int end) {
		for (int i = start; i < end; i++) {
			if (this.used[i]) {
				return false;
			}
		}
		return true;
	}

	boolean isUsed(int index) {
		return index >= 0 && index < this.used.length && this.used[index];
	}

	void use(int start, int end) {
		Arrays.fill(this.used, start, end, true);
	}

	/**
	 * Offer every match of the pattern over unclaimed text to the handler, left to right;
	 * the span of each match the handler accepts is claimed.
	 * @return how many matches were accepted
	 */
	int claim(Pattern pattern, Predicate<Matcher> handler) {
		if (startsAfterANonWord(pattern)) {
			return claimAtWordStarts(pattern, handler);
		}
		Matcher matcher = pattern.matcher(this.text);
		int accepted = 0;
		// find() goes on after the last match without a reset of the matcher; only a
		// refused match searches again from one character later
		boolean found = matcher.find();
		while (found) {
			if (matcher.end() > matcher.start() && isFree(matcher.start(), matcher.end()) && handler.test(matcher)) {
				use(matcher.start(), matcher.end());
				accepted++;
				found = matcher.find();
			}
			else {
				int from = matcher.start() + 1;
				found = from <= this.text.length() && matcher.find(from);
			}
		}
		return accepted;
	}

	/**
	 * Whether a pattern can only match where no word character comes before: it begins by
	 * looking back for none ("(?<![\\w" ...).
	 */
	private static boolean startsAfterANonWord(Pattern pattern) {
		String regex = pattern.pattern();
		return regex.startsWith("(?<![\\w") || regex.startsWith("(?i)(?<![\\w");
	}

	/**
	 * {@link #claim} for a pattern that matches only after a non-word character: tried at
	 * those places alone (a word's start, or a sign), the rest skipped without running
	 * the pattern (most places are inside words), and so are places whose character no
	 * match can open with ({@link Openings}) or that are claimed already. The same
	 * matches, left to right.
	 */
	private int claimAtWordStarts(Pattern pattern, Predicate<Matcher> handler) {
		Openings openings = Openings.of(pattern);
		Matcher matcher = null;
		int length = this.text.length();
		int accepted = 0;
		// past the end of the last accepted match
		int from = 0;
		// a match that is claimed is never empty, so it begins with the character at its
		// start
		for (int at : wordStarts()) {
			if (at < from || this.used[at] || !openings.mayOpen(this.text, at)) {
				continue;
			}
			if (matcher == null) {
				matcher = borrow(pattern).useTransparentBounds(true).useAnchoringBounds(false);
			}
			matcher.region(at, length);
			if (matcher.lookingAt() && matcher.end() > matcher.start() && isFree(matcher.start(), matcher.end())
					&& handler.test(matcher)) {
				use(matcher.start(), matcher.end());
				accepted++;
				from = matcher.end();
			}
		}
		if (matcher != null) {
			giveBack(pattern, matcher);
		}
		return accepted;
	}

	/**
	 * A matcher of the pattern over this text, the one the thread used last if it kept
	 * one: making a matcher of a pattern with many groups costs more than running it at a
	 * place or two. A matcher borrowed is the caller's alone until given back, so a
	 * handler that reads another message with the same pattern makes its own.
	 */
	private Matcher borrow(Pattern pattern) {
		Matcher kept = MATCHERS.get().remove(pattern);
		return (kept != null) ? kept.reset(this.text) : pattern.matcher(this.text);
	}

	private static void giveBack(Pattern pattern, Matcher matcher) {
		Map<Pattern, Matcher> kept = MATCHERS.get();
		if (kept.size() < MOST_MATCHERS_KEPT) {
			kept.put(pattern, matcher);
		}
	}

	/** The places no word character comes before, found once: the text never changes. */
	private int[] wordStarts() {
		if (this.wordStarts == null) {
			int[] starts = new int[this.text.length()];
			int count = 0;
			for (int at = 0; at < this.text.length(); at++) {
				if (at == 0 || !isWordChar(this.text.charAt(at - 1))) {
					starts[count++] = at;
				}
			}
			this.wordStarts = Arrays.copyOf(starts, count);
		}
		return this.wordStarts;
	}

	/** A character of {@code \\w}: a letter or digit of ASCII, or "_". */
	private static boolean isWordChar(char c) {
		return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_';
	}

	/**
	 * Claim a span and let other words stand in for it in the remainder (an e-mail
	 * address becomes the name it belongs to).
	 */
	void replace(int start, int end, String standIn) {
		use(start, end);
		this.standIns.put(start, standIn);
	}

	/**
	 * The unclaimed text as typed, claimed characters replaced by spaces (or by their
	 * stand-ins).
	 */
	public String remainder() {
		StringBuilder rest = new StringBuilder(this.original.length());
		for (int i = 0; i < this.original.length(); i++) {
			String standIn = this.standIns.get(i);
			if (standIn != null) {
				rest.append(' ').append(standIn).append(' ');
			}
			rest.append(this.used[i] ? ' ' : this.original.charAt(i));
		}
		return rest.toString();
	}

	@Nullable String address() {
		return this.address;
	}

	void address(@Nullable String address) {
		this.address = address;
	}

	/** The text as typed between two positions. */
	String original(int start, int end) {
		return this.original.substring(start, end);
	}

}
