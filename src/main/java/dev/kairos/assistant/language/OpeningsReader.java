package dev.kairos.assistant.language;

import java.util.regex.Pattern;

import dev.kairos.assistant.language.Openings.Part;
import org.jspecify.annotations.Nullable;

import static dev.kairos.assistant.language.Openings.OTHER;
import static dev.kairos.assistant.language.Openings.index;

/**
 * The reading behind {@link Openings}: a recursive descent through a pattern's syntax
 * from its first character, each part saying how it can open, and whatever it cannot
 * follow read as opening with anything.
 */
final class OpeningsReader {

	private final String regex;

	private int at;

	private boolean caseless;

	private final boolean unknowable;

	OpeningsReader(Pattern pattern) {
		this.regex = pattern.pattern();
		int flags = pattern.flags();
		this.caseless = (flags & Pattern.CASE_INSENSITIVE) != 0;
		// a caseless match across Unicode lets characters outside ASCII match letters
		// of it
		this.unknowable = (flags & (Pattern.COMMENTS | Pattern.LITERAL | Pattern.CANON_EQ
				| Pattern.UNICODE_CHARACTER_CLASS | Pattern.UNICODE_CASE)) != 0
				|| this.regex.matches("(?s).*\\(\\?[a-z-]*[xuU].*");
	}

	Part read() {
		if (this.unknowable) {
			return Part.anything();
		}
		try {
			Part whole = alternatives();
			return (this.at < this.regex.length()) ? Part.anything() : whole;
		}
		catch (RuntimeException ex) {
			// a syntax this reading does not follow
			return Part.anything();
		}
	}

	/** "a|b|c" up to the end or a closing bracket. */
	private Part alternatives() {
		Part all = sequence();
		while (this.at < this.regex.length() && this.regex.charAt(this.at) == '|') {
			this.at++;
			all.union(sequence());
		}
		return all;
	}

	/** Elements one after another, each perhaps repeated or optional. */
	private Part sequence() {
		Part part = Part.nothing();
		while (this.at < this.regex.length() && this.regex.charAt(this.at) != '|'
				&& this.regex.charAt(this.at) != ')') {
			Part element = repeated(element());
			// once every match is two characters long, what follows is only read past
			if (!part.settled()) {
				part = part.then(element);
			}
		}
		return part;
	}

	/** An element with the quantifier after it, if any. */
	private Part repeated(Part element) {
		if (this.at >= this.regex.length()) {
			return element;
		}
		char c = this.regex.charAt(this.at);
		int least;
		int most;
		if (c == '?' || c == '*' || c == '+') {
			this.at++;
			least = (c == '+') ? 1 : 0;
			most = (c == '?') ? 1 : Integer.MAX_VALUE;
		}
		else if (c == '{') {
			int close = this.regex.indexOf('}', this.at);
			String[] bounds = this.regex.substring(this.at + 1, close).split(",", -1);
			least = Integer.parseInt(bounds[0].trim());
			most = (bounds.length == 1) ? least
					: bounds[1].isBlank() ? Integer.MAX_VALUE : Integer.parseInt(bounds[1].trim());
			this.at = close + 1;
		}
		else {
			return element;
		}
		// a lazy or possessive mark changes how, not what
		if (this.at < this.regex.length() && (this.regex.charAt(this.at) == '?' || this.regex.charAt(this.at) == '+')) {
			this.at++;
		}
		if (this.at < this.regex.length() && "{*+?".indexOf(this.regex.charAt(this.at)) >= 0) {
			// a quantifier after a quantifier ("a?{2}"): not followed here
			throw new IllegalArgumentException("quantifier after a quantifier at " + this.at);
		}
		Part times = (least == 0) ? Part.nothing() : new Part();
		if (most >= 1) {
			times.union(element);
		}
		if (most >= 2) {
			times.union(element.then(element));
		}
		return times;
	}

	private Part element() {
		char c = this.regex.charAt(this.at);
		switch (c) {
			case '(':
				return group();
			case '[':
				return charClass();
			case '.':
				this.at++;
				return Part.anyCharacter();
			case '^', '$':
				this.at++;
				return Part.nothing();
			case '\\':
				return escape();
			default:
				this.at++;
				Part literal = new Part();
				add(literal, c);
				if (Character.isHighSurrogate(c) && this.at < this.regex.length()
						&& Character.isLowSurrogate(this.regex.charAt(this.at))) {
					// a character beyond U+FFFF is one element, its two halves read as
					// one
					this.at++;
				}
				return literal;
		}
	}

	private void add(Part part, char c) {
		part.add(index(c));
		if (this.caseless && c < OTHER) {
			part.add(Character.toLowerCase(c));
			part.add(Character.toUpperCase(c));
		}
	}

	private Part group() {
		this.at++;
		boolean lookaround = false;
		if (this.regex.startsWith("?", this.at)) {
			String rest = this.regex.substring(this.at, Math.min(this.at + 3, this.regex.length()));
			if (rest.startsWith("?:") || rest.startsWith("?>")) {
				this.at += 2;
			}
			else if (rest.startsWith("?=") || rest.startsWith("?!")) {
				this.at += 2;
				lookaround = true;
			}
			else if (rest.startsWith("?<=") || rest.startsWith("?<!")) {
				this.at += 3;
				lookaround = true;
			}
			else if (rest.startsWith("?<")) {
				this.at = this.regex.indexOf('>', this.at) + 1;
			}
			else {
				return flags();
			}
		}
		boolean caselessBefore = this.caseless;
		Part inner = alternatives();
		expect(')');
		this.caseless = caselessBefore;
		return lookaround ? Part.nothing() : inner;
	}

	/**
	 * "(?i)" sets a flag to the end of the group it is in; "(?i:...)" for its own group.
	 * A flag turned off is kept on, which only lets more in.
	 */
	private Part flags() {
		int end = this.at + 1;
		while (this.regex.charAt(end) != ')' && this.regex.charAt(end) != ':') {
			end++;
		}
		String said = this.regex.substring(this.at + 1, end);
		if (!said.matches("[imsd]*(?:-[imsd]*)?")) {
			throw new IllegalArgumentException("flags " + said);
		}
		boolean caselessNow = this.caseless || said.split("-")[0].contains("i");
		this.at = end + 1;
		if (this.regex.charAt(end) == ')') {
			this.caseless = caselessNow;
			return Part.nothing();
		}
		boolean caselessBefore = this.caseless;
		this.caseless = caselessNow;
		Part inner = alternatives();
		expect(')');
		this.caseless = caselessBefore;
		return inner;
	}

	private Part charClass() {
		this.at++;
		if (this.regex.charAt(this.at) == '^') {
			skipClass();
			return Part.anyCharacter();
		}
		Part part = new Part();
		boolean firstInClass = true;
		while (firstInClass || this.regex.charAt(this.at) != ']') {
			firstInClass = false;
			char c = this.regex.charAt(this.at);
			if (c == '[' || this.regex.startsWith("&&", this.at)) {
				skipClass();
				return Part.anyCharacter();
			}
			char from = c;
			this.at++;
			if (c == '\\') {
				char escaped = this.regex.charAt(this.at);
				this.at++;
				Character single = single(escaped);
				if (single == null) {
					if (!shorthand(escaped, part)) {
						this.at--;
						skipClass();
						return Part.anyCharacter();
					}
					continue;
				}
				from = single;
			}
			if (this.regex.charAt(this.at) == '-' && this.regex.charAt(this.at + 1) != ']'
					&& this.regex.charAt(this.at + 1) != '[') {
				char to = this.regex.charAt(this.at + 1);
				this.at += 2;
				if (to == '\\') {
					char escaped = this.regex.charAt(this.at);
					this.at++;
					Character single = single(escaped);
					if (single == null) {
						skipClass();
						return Part.anyCharacter();
					}
					to = single;
				}
				for (char r = from; r <= to; r++) {
					add(part, r);
					if (r >= OTHER) {
						break;
					}
				}
			}
			else {
				add(part, from);
			}
		}
		this.at++;
		return part;
	}

	/** Skips to the end of a class read no further, nested classes included. */
	private void skipClass() {
		int depth = 1;
		if (this.regex.charAt(this.at) == '^') {
			this.at++;
		}
		if (this.regex.charAt(this.at) == ']') {
			// a "]" first in a class is a character
			this.at++;
		}
		while (depth > 0) {
			char c = this.regex.charAt(this.at);
			if (c == '\\') {
				this.at += 2;
				continue;
			}
			if (c == '[') {
				depth++;
			}
			else if (c == ']') {
				depth--;
			}
			this.at++;
		}
	}

	private Part escape() {
		char c = this.regex.charAt(this.at + 1);
		this.at += 2;
		Part part = new Part();
		Character single = single(c);
		if (single != null) {
			add(part, single);
			return part;
		}
		if (shorthand(c, part)) {
			return part;
		}
		if ("bBAGZz".indexOf(c) >= 0) {
			return Part.nothing();
		}
		if (c == 'p' || c == 'P') {
			// a property: any one character may have it
			this.at = (this.regex.charAt(this.at) == '{') ? this.regex.indexOf('}', this.at) + 1 : this.at + 1;
			return Part.anyCharacter();
		}
		throw new IllegalArgumentException("escape " + c);
	}

	/**
	 * The character an escape stands for, its digits read ("\u2013", "\x{1F600}", "\x41",
	 * "\011"), or null when it is no single character known here. Any character outside
	 * ASCII stands for all of them.
	 */
	private @Nullable Character single(char c) {
		switch (c) {
			case 'u':
				return code(4);
			case 'x':
				if (this.regex.charAt(this.at) == '{') {
					int close = this.regex.indexOf('}', this.at);
					int code = Integer.parseInt(this.regex.substring(this.at + 1, close), 16);
					this.at = close + 1;
					return (char) Math.min(code, OTHER);
				}
				return code(2);
			case '0':
				// three digits only when the first is 0 to 3 ("\\0400" is "\\040" then
				// "0")
				int most = (this.at < this.regex.length() && this.regex.charAt(this.at) <= '3') ? 3 : 2;
				int end = this.at;
				while (end < this.regex.length() && end < this.at + most && this.regex.charAt(end) >= '0'
						&& this.regex.charAt(end) <= '7') {
					end++;
				}
				int octal = Integer.parseInt(this.regex.substring(this.at, end), 8);
				this.at = end;
				return (char) Math.min(octal, OTHER);
			case 't':
				return '\t';
			case 'n':
				return '\n';
			case 'r':
				return '\r';
			case 'f':
				return '\f';
			default:
				return (c < OTHER && !Character.isLetterOrDigit(c)) ? c : null;
		}
	}

	/** Adds the characters of "\d", "\s" or "\w"; false for any other letter. */
	private Character code(int digits) {
		int code = Integer.parseInt(this.regex.substring(this.at, this.at + digits), 16);
		this.at += digits;
		return (char) Math.min(code, OTHER);
	}

	private static boolean shorthand(char c, Part part) {
		String chars;
		switch (c) {
			case 'd':
				chars = "0123456789";
				break;
			case 's':
				chars = " \t\n\u000B\f\r";
				break;
			case 'w':
				chars = "0123456789_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
				break;
			default:
				return false;
		}
		for (int i = 0; i < chars.length(); i++) {
			part.add(chars.charAt(i));
		}
		return true;
	}

	private void expect(char c) {
		if (this.regex.charAt(this.at) != c) {
			throw new IllegalArgumentException("expected " + c + " at " + this.at);
		}
		this.at++;
	}

}
