package dev.kairos.ical;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;

import net.fortuna.ical4j.model.Property;

/**
 * Write iCalendar content lines to a stream as RFC 5545 asks: UTF-8, CRLF line ends, and
 * lines folded so that none is longer than 75 octets, never inside a UTF-8 sequence.
 * ical4j renders each property (escaping, parameters, value formats); this class only
 * folds, because ical4j's own {@code FoldingWriter} counts UTF-16 characters rather than
 * octets and its {@code CalendarOutputter} needs the whole calendar in memory.
 */
final class ContentLineWriter {

	static final int MAX_OCTETS = 75;

	private static final byte[] CRLF = { '\r', '\n' };

	private static final byte[] FOLD = { '\r', '\n', ' ' };

	private final OutputStream out;

	private final byte[] character = new byte[4];

	/** The line being encoded, written to {@link #out} in one call. */
	private byte[] line = new byte[256];

	/**
	 * @param out where to write; small writes go to it one line at a time, so it should
	 * be buffered
	 */
	ContentLineWriter(OutputStream out) {
		this.out = out;
	}

	/** Write a property rendered by ical4j. */
	void write(Property property) {
		String text = property.toString();
		int end = text.length();
		while (end > 0 && (text.charAt(end - 1) == '\n' || text.charAt(end - 1) == '\r')) {
			end--;
		}
		line(text.substring(0, end));
	}

	/**
	 * Write one unfolded content line (without its line end). The bytes are encoded
	 * straight into one buffer sized for the worst case, with a fast path for ASCII,
	 * which is almost every character of a feed: this is the feed's hottest loop.
	 */
	void line(String text) {
		int chars = text.length();
		// At most 3 octets per UTF-16 unit (a pair is 4 for 2), a fold (3 octets) after
		// at least 71 of them, and the line end.
		int worst = 3 * chars;
		ensureCapacity(worst + FOLD.length * (worst / (MAX_OCTETS - 4) + 1) + CRLF.length);
		byte[] bytes = this.line;
		int length = 0;
		int octets = 0;
		for (int i = 0; i < chars; i++) {
			char c = text.charAt(i);
			if (c < 0x80) {
				if (octets == MAX_OCTETS) {
					length = fold(bytes, length);
					octets = 1;
				}
				bytes[length++] = (byte) c;
				octets++;
				continue;
			}
			int codePoint = c;
			if (Character.isHighSurrogate(c) && i + 1 < chars && Character.isLowSurrogate(text.charAt(i + 1))) {
				codePoint = Character.toCodePoint(c, text.charAt(++i));
			}
			int size = encode(codePoint);
			if (octets + size > MAX_OCTETS) {
				length = fold(bytes, length);
				octets = 1;
			}
			System.arraycopy(this.character, 0, bytes, length, size);
			length += size;
			octets += size;
		}
		bytes[length++] = CRLF[0];
		bytes[length++] = CRLF[1];
		try {
			this.out.write(bytes, 0, length);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	private static int fold(byte[] bytes, int length) {
		System.arraycopy(FOLD, 0, bytes, length, FOLD.length);
		return length + FOLD.length;
	}

	private void ensureCapacity(int capacity) {
		if (capacity > this.line.length) {
			this.line = new byte[Math.max(this.line.length * 2, capacity)];
		}
	}

	/** Put the UTF-8 bytes of one code point in {@link #character}; return how many. */
	private int encode(int codePoint) {
		if (codePoint < 0x80) {
			this.character[0] = (byte) codePoint;
			return 1;
		}
		if (codePoint < 0x800) {
			this.character[0] = (byte) (0xC0 | (codePoint >> 6));
			this.character[1] = (byte) (0x80 | (codePoint & 0x3F));
			return 2;
		}
		if (codePoint < 0x10000) {
			// A lone surrogate has no UTF-8 form: write U+FFFD, as Java's own encoder
			// does.
			int value = Character.isSurrogate((char) codePoint) ? 0xFFFD : codePoint;
			this.character[0] = (byte) (0xE0 | (value >> 12));
			this.character[1] = (byte) (0x80 | ((value >> 6) & 0x3F));
			this.character[2] = (byte) (0x80 | (value & 0x3F));
			return 3;
		}
		this.character[0] = (byte) (0xF0 | (codePoint >> 18));
		this.character[1] = (byte) (0x80 | ((codePoint >> 12) & 0x3F));
		this.character[2] = (byte) (0x80 | ((codePoint >> 6) & 0x3F));
		this.character[3] = (byte) (0x80 | (codePoint & 0x3F));
		return 4;
	}

}
