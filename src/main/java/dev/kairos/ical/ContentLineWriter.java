package dev.kairos.ical;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.time.LocalDate;
import java.time.LocalDateTime;

import net.fortuna.ical4j.model.Property;

/**
 * Write iCalendar content lines to a stream as RFC 5545 asks: UTF-8, CRLF line ends, and
 * lines folded so that none is longer than 75 octets, never inside a UTF-8 sequence.
 * <p>
 * A line is either written whole ({@link #line}, or an ical4j {@link Property}), or built
 * from parts: {@link #begin}, then {@link #append} for characters as they are,
 * {@link #text} for a TEXT value to escape, {@link #dateTime} and {@link #date} for
 * times, and {@link #end}. Each part is escaped, encoded and folded straight into one
 * buffer, in one pass: this is the feed's hottest loop (a 10,000-event feed writes about
 * 120,000 lines). ical4j's own {@code FoldingWriter} counts UTF-16 characters rather than
 * octets, and its {@code CalendarOutputter} needs the whole calendar in memory.
 */
final class ContentLineWriter {

	static final int MAX_OCTETS = 75;

	private static final byte[] FOLD = { '\r', '\n', ' ' };

	private static final int[] POWERS_OF_TEN = { 1, 10, 100, 1_000, 10_000 };

	private final OutputStream out;

	/** The line being encoded, written to {@link #out} in one call by {@link #end}. */
	private byte[] line = new byte[256];

	/** Octets in {@link #line}. */
	private int length;

	/** Octets on the current physical line, the space of a continuation included. */
	private int octets;

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

	/** Write one unfolded content line (without its line end). */
	void line(String text) {
		begin().append(text).end();
	}

	/** Start a line. */
	ContentLineWriter begin() {
		this.length = 0;
		this.octets = 0;
		return this;
	}

	/** Add characters as they are (a name, parameters, a value that needs no escape). */
	ContentLineWriter append(String characters) {
		reserve(characters.length());
		for (int i = 0; i < characters.length(); i++) {
			char c = characters.charAt(i);
			if (c < 0x80) {
				ascii(c);
			}
			else {
				i = wide(characters, i);
			}
		}
		return this;
	}

	/**
	 * Add a TEXT value escaped as RFC 5545 §3.3.11 asks: backslash, semicolon, comma and
	 * line ends (CR LF, LF or a lone CR, each as {@code \n}); other control characters
	 * but tab are not allowed and are dropped.
	 */
	ContentLineWriter text(String value) {
		// An escape is two octets for one character: within the three reserved for each.
		reserve(value.length());
		for (int i = 0; i < value.length(); i++) {
			char c = value.charAt(i);
			if (c >= 0x80) {
				i = wide(value, i);
				continue;
			}
			switch (c) {
				case '\\', ';', ',' -> {
					ascii('\\');
					ascii(c);
				}
				case '\n' -> {
					ascii('\\');
					ascii('n');
				}
				case '\r' -> {
					if (i + 1 >= value.length() || value.charAt(i + 1) != '\n') {
						ascii('\\');
						ascii('n');
					}
				}
				default -> {
					if (c >= 0x20 && c != 0x7F || c == '\t') {
						ascii(c);
					}
				}
			}
		}
		return this;
	}

	/** Add a DATE-TIME's digits: {@code 20300304T123000}. */
	ContentLineWriter dateTime(LocalDateTime time) {
		date(time.toLocalDate());
		ascii('T');
		digits(time.getHour(), 2);
		digits(time.getMinute(), 2);
		return digits(time.getSecond(), 2);
	}

	/** Add a DATE's digits: {@code 20300304}. */
	ContentLineWriter date(LocalDate day) {
		digits(day.getYear(), 4);
		digits(day.getMonthValue(), 2);
		return digits(day.getDayOfMonth(), 2);
	}

	/**
	 * Add {@code value} in decimal with leading zeros to {@code width} digits (at most
	 * 4); a value wider than that, whole.
	 */
	ContentLineWriter digits(int value, int width) {
		reserve(width);
		if (value < 0 || value >= POWERS_OF_TEN[width]) {
			String text = Integer.toString(value);
			for (int i = text.length(); i < width; i++) {
				ascii('0');
			}
			return append(text);
		}
		for (int i = width - 1; i >= 0; i--) {
			ascii((char) ('0' + value / POWERS_OF_TEN[i] % 10));
		}
		return this;
	}

	/** End the line with CRLF and write it. */
	void end() {
		ensureCapacity(this.length + 2);
		this.line[this.length++] = '\r';
		this.line[this.length++] = '\n';
		try {
			this.out.write(this.line, 0, this.length);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	/**
	 * Make room for {@code chars} UTF-16 units: at most 3 octets each (a pair is 4 for
	 * 2), a fold (3 octets) after at least 71 of them, and the line end.
	 */
	private void reserve(int chars) {
		int worst = 3 * chars;
		ensureCapacity(this.length + worst + FOLD.length * (worst / (MAX_OCTETS - 4) + 1) + 2);
	}

	private void ensureCapacity(int capacity) {
		if (capacity > this.line.length) {
			byte[] larger = new byte[Math.max(this.line.length * 2, capacity)];
			System.arraycopy(this.line, 0, larger, 0, this.length);
			this.line = larger;
		}
	}

	/** Add one ASCII character, folding first when the line is full. */
	private void ascii(char c) {
		if (this.octets == MAX_OCTETS) {
			fold();
		}
		this.line[this.length++] = (byte) c;
		this.octets++;
	}

	/**
	 * Add the character at {@code i}, not ASCII, in UTF-8 (with the next one when they
	 * are a surrogate pair; a lone surrogate, which has no UTF-8 form, as U+FFFD as
	 * Java's own encoder does), folding first when it would not fit whole; return the
	 * index of its last UTF-16 unit.
	 */
	private int wide(String text, int i) {
		char c = text.charAt(i);
		int codePoint = c;
		int last = i;
		if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
			codePoint = Character.toCodePoint(c, text.charAt(++last));
		}
		else if (Character.isSurrogate(c)) {
			codePoint = 0xFFFD;
		}
		int size = (codePoint < 0x800) ? 2 : (codePoint < 0x10000) ? 3 : 4;
		if (this.octets + size > MAX_OCTETS) {
			fold();
		}
		byte[] bytes = this.line;
		int at = this.length;
		switch (size) {
			case 2 -> {
				bytes[at] = (byte) (0xC0 | (codePoint >> 6));
				bytes[at + 1] = (byte) (0x80 | (codePoint & 0x3F));
			}
			case 3 -> {
				bytes[at] = (byte) (0xE0 | (codePoint >> 12));
				bytes[at + 1] = (byte) (0x80 | ((codePoint >> 6) & 0x3F));
				bytes[at + 2] = (byte) (0x80 | (codePoint & 0x3F));
			}
			default -> {
				bytes[at] = (byte) (0xF0 | (codePoint >> 18));
				bytes[at + 1] = (byte) (0x80 | ((codePoint >> 12) & 0x3F));
				bytes[at + 2] = (byte) (0x80 | ((codePoint >> 6) & 0x3F));
				bytes[at + 3] = (byte) (0x80 | (codePoint & 0x3F));
			}
		}
		this.length = at + size;
		this.octets += size;
		return last;
	}

	private void fold() {
		System.arraycopy(FOLD, 0, this.line, this.length, FOLD.length);
		this.length += FOLD.length;
		this.octets = 1;
	}

}
