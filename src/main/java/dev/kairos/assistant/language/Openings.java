package dev.kairos.assistant.language;

import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * How a match of a pattern can open: its first two characters, read from the pattern's
 * source. Where the message holds two others, the pattern need not run at all. Most
 * places {@link Utterance#claim} tries are word starts that no form of a day or a time
 * can open with ("lunch", "the", "move"), and running a pattern of a thousand
 * alternatives there is most of what reading a message costs.
 * <p>
 * The reading errs one way only, so that a pattern is never kept from a place where it
 * could match: whatever it cannot follow (a class with a negation or an intersection, a
 * back-reference, a quoted run, an escape it does not know) may open with anything, and
 * every character outside ASCII counts as any other. Look-arounds and anchors consume
 * nothing and add nothing; an optional element lets the next one open the match as well;
 * a repeated one is read as once or twice (what twice allows covers more times).
 */
final class Openings {

	/** Patterns read so far; the patterns claimed are constants, so this stays small. */
	private static final Map<Pattern, Openings> READ = new ConcurrentHashMap<>();

	private static final int MOST_KEPT = 1024;

	/** The index that stands for every character outside ASCII. */
	static final int OTHER = 128;

	private static final int CHARS = 129;

	/** Matches one character long, by the character's index. */
	private final boolean[] one;

	/** The first two characters of longer matches, by {@code first * CHARS + second}. */
	private final boolean[] two;

	private Openings(boolean[] one, boolean[] two) {
		this.one = one;
		this.two = two;
	}

	/** How a pattern's matches open, read once per pattern. */
	static Openings of(Pattern pattern) {
		Openings known = READ.get(pattern);
		if (known != null) {
			return known;
		}
		Part whole = new OpeningsReader(pattern).read();
		Openings read = new Openings(whole.one, whole.two());
		if (READ.size() < MOST_KEPT) {
			READ.put(pattern, read);
		}
		return read;
	}

	/** Whether a match that is not empty can open at this place of the text. */
	boolean mayOpen(CharSequence text, int at) {
		if (Character.isHighSurrogate(text.charAt(at))) {
			// a character beyond U+FFFF is one to a pattern, two chars here: not read
			return true;
		}
		int first = index(text.charAt(at));
		if (this.one[first]) {
			return true;
		}
		return at + 1 < text.length() && this.two[first * CHARS + index(text.charAt(at + 1))];
	}

	static int index(char c) {
		return Math.min(c, OTHER);
	}

	/**
	 * What a part of a pattern can match, cut to its first two characters: whether it can
	 * match nothing, which single characters it can match whole, and which two characters
	 * its longer matches open with.
	 */
	static final class Part {

		boolean empty;

		final boolean[] one = new boolean[CHARS];

		/** Made when a first pair is known: most parts are a character or two. */
		private boolean @Nullable [] two;

		boolean[] two() {
			if (this.two == null) {
				this.two = new boolean[CHARS * CHARS];
			}
			return this.two;
		}

		/**
		 * Whether every match is two characters long or more: what follows adds no
		 * opening.
		 */
		boolean settled() {
			if (this.empty) {
				return false;
			}
			for (boolean single : this.one) {
				if (single) {
					return false;
				}
			}
			return true;
		}

		static Part nothing() {
			Part part = new Part();
			part.empty = true;
			return part;
		}

		/** Any one character. */
		static Part anyCharacter() {
			Part part = new Part();
			Arrays.fill(part.one, true);
			return part;
		}

		/** Anything at all: what the reading cannot follow. */
		static Part anything() {
			Part part = anyCharacter();
			part.empty = true;
			Arrays.fill(part.two(), true);
			return part;
		}

		void add(int c) {
			this.one[c] = true;
		}

		void union(Part other) {
			this.empty |= other.empty;
			for (int i = 0; i < CHARS; i++) {
				this.one[i] |= other.one[i];
			}
			if (other.two != null) {
				boolean[] pairs = two();
				for (int i = 0; i < pairs.length; i++) {
					pairs[i] |= other.two[i];
				}
			}
		}

		/** The characters a match that is not empty can open with. */
		boolean[] firsts() {
			boolean[] firsts = this.one.clone();
			for (int i = 0; i < CHARS && this.two != null; i++) {
				for (int j = 0; j < CHARS && !firsts[i]; j++) {
					firsts[i] = this.two[i * CHARS + j];
				}
			}
			return firsts;
		}

		/** This part followed by another, cut to two characters. */
		Part then(Part next) {
			Part joined = new Part();
			joined.empty = this.empty && next.empty;
			boolean[] nextFirsts = next.firsts();
			for (int i = 0; i < CHARS; i++) {
				joined.one[i] = this.one[i] && next.empty || this.empty && next.one[i];
				if (this.one[i]) {
					boolean[] pairs = joined.two();
					for (int j = 0; j < CHARS; j++) {
						pairs[i * CHARS + j] = nextFirsts[j];
					}
				}
			}
			if (this.two != null) {
				boolean[] pairs = joined.two();
				for (int i = 0; i < pairs.length; i++) {
					pairs[i] |= this.two[i];
				}
			}
			if (this.empty && next.two != null) {
				boolean[] pairs = joined.two();
				for (int i = 0; i < pairs.length; i++) {
					pairs[i] |= next.two[i];
				}
			}
			return joined;
		}

	}

}
