package dev.kairos.ical;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Consumer;

import dev.kairos.test.Fuzz;
import net.fortuna.ical4j.model.property.Summary;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ContentLineWriterTests {

	@Test
	void foldsAfterSeventyFiveOctetsAndNotBefore() {
		String full = "A".repeat(75);
		assertThat(written(full)).isEqualTo(full + "\r\n");
		// A continuation line starts with the space, so it holds 74 more octets.
		String longer = "B".repeat(75 + 74 + 1);
		assertThat(written(longer)).isEqualTo("B".repeat(75) + "\r\n " + "B".repeat(74) + "\r\n " + "B" + "\r\n");
	}

	@Test
	void neverFoldsInsideACharacter() {
		// 74 octets and a two-octet character: the character goes to the next line whole.
		assertThat(written("A".repeat(74) + "é")).isEqualTo("A".repeat(74) + "\r\n é\r\n");
		assertThat(written("A".repeat(73) + "é")).isEqualTo("A".repeat(73) + "é\r\n");
		assertThat(written("A".repeat(72) + "😀")).isEqualTo("A".repeat(72) + "\r\n 😀\r\n");
		assertThat(written("A".repeat(71) + "😀")).isEqualTo("A".repeat(71) + "😀\r\n");
	}

	@Test
	void encodesEachCodePointAsUtf8() {
		String edges = "\u007F\u0080\u07FF\u0800\uFFFD\uFFFF" + new String(Character.toChars(0x10000))
				+ new String(Character.toChars(0x10FFFF));
		assertThat(bytes(edges)).isEqualTo((edges + "\r\n").getBytes(StandardCharsets.UTF_8));
	}

	@Test
	void writesALoneSurrogateAsTheReplacementCharacter() {
		assertThat(bytes("a\uD800b")).isEqualTo("a\uFFFDb\r\n".getBytes(StandardCharsets.UTF_8));
	}

	@Test
	void writesLinesLongerThanItsBufferWhole() {
		String text = "ü".repeat(400);
		String folded = written(text);
		assertThat(folded.replace("\r\n ", "")).isEqualTo(text + "\r\n");
		for (String line : folded.split("\r\n")) {
			assertThat(line.getBytes(StandardCharsets.UTF_8).length).isLessThanOrEqualTo(75);
		}
	}

	@Test
	void writesAPropertyWithOneLineEnd() {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		new ContentLineWriter(out).write(new Summary("Design review"));
		assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("SUMMARY:Design review\r\n");
	}

	/**
	 * Any text, mostly ASCII as feeds are, with every width of UTF-8 and lone surrogates:
	 * the same bytes as the plain definition (each code point encoded, a fold exactly
	 * when the next one would pass 75 octets).
	 */
	@Test
	void writesWhatThePlainDefinitionWrites() {
		Fuzz.seeded("ContentLineWriterTests.writesWhatThePlainDefinitionWrites", 20261127)
			.check(2000, ContentLineWriterTests::line, (line) -> assertThat(bytes(line)).isEqualTo(folded(line)));
	}

	/** Two, three and four octets, the largest of each width, and halves of a pair. */
	private static final List<String> WIDE = List.of("\u00e9", "\u07ff", "\u0800", "\u20ac", "\uffff", "\ud83d",
			"\ude00", "\ud83d\ude00");

	/**
	 * Up to 400 characters, each printable ASCII 8 times in 10, else one of {@link #WIDE}
	 * (in 15 lines of 100, all of them are, the most octets a line can take): empty, one
	 * character and 400 one time in ten each, and 15 times in 100 as long as a line of
	 * one to five folds, give or take a few.
	 */
	private static String line(Fuzz fuzz) {
		int length = fuzz.percent(15) ? 75 * fuzz.between(1, 5) + fuzz.between(-3, 2) : fuzz.length(400);
		int ascii = fuzz.percent(15) ? 0 : 80;
		StringBuilder text = new StringBuilder(2 * length);
		for (int i = 0; i < length; i++) {
			if (fuzz.percent(ascii)) {
				text.append((char) fuzz.between(' ', '~'));
			}
			else {
				text.append(fuzz.pick(WIDE));
			}
		}
		return text.toString();
	}

	private static byte[] folded(String line) {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		int octets = 0;
		for (int codePoint : line.codePoints().toArray()) {
			String character = (codePoint >= 0xD800 && codePoint <= 0xDFFF) ? "\uFFFD"
					: new String(Character.toChars(codePoint));
			byte[] encoded = character.getBytes(StandardCharsets.UTF_8);
			if (octets + encoded.length > ContentLineWriter.MAX_OCTETS) {
				out.writeBytes(new byte[] { '\r', '\n', ' ' });
				octets = 1;
			}
			out.writeBytes(encoded);
			octets += encoded.length;
		}
		out.writeBytes(new byte[] { '\r', '\n' });
		return out.toByteArray();
	}

	@Test
	void escapesTextAndDropsControlCharacters() {
		assertThat(built((lines) -> lines.append("SUMMARY:").text("a\\b;c,d\ne\r\nf\rg\u0001h\ti\u007Fj\r")))
			.isEqualTo("SUMMARY:a\\\\b\\;c\\,d\\ne\\nf\\ng" + "h\ti" + "j\\n\r\n");
		assertThat(built((lines) -> lines.append("LOCATION:").text("Room 4 (north)")))
			.isEqualTo("LOCATION:Room 4 (north)\r\n");
		assertThat(built((lines) -> lines.append("LOCATION:").text(""))).isEqualTo("LOCATION:\r\n");
	}

	@Test
	void foldsAnEscapeLikeAnyOtherCharacters() {
		// The escape's two octets may be split by a fold: readers unfold before they
		// unescape.
		assertThat(built((lines) -> lines.append("A".repeat(74)).text(";"))).isEqualTo("A".repeat(74) + "\\\r\n ;\r\n");
		assertThat(built((lines) -> lines.append("A".repeat(73)).text("é"))).isEqualTo("A".repeat(73) + "é\r\n");
		assertThat(built((lines) -> lines.append("A".repeat(74)).text("é"))).isEqualTo("A".repeat(74) + "\r\n é\r\n");
	}

	@Test
	void writesDigitsToTheirWidthAndWiderValuesWhole() {
		assertThat(built((lines) -> lines.digits(0, 2).digits(7, 4).digits(12345, 4).digits(100, 2).digits(-5, 2)))
			.isEqualTo("00" + "0007" + "12345" + "100" + "-5" + "\r\n");
		assertThat(built((lines) -> lines.dateTime(java.time.LocalDateTime.of(2030, 3, 4, 5, 6, 7))
			.append("/")
			.date(java.time.LocalDate.of(31, 12, 1)))).isEqualTo("20300304T050607/00311201\r\n");
	}

	@Test
	void growsItsBufferForAnyLineBuiltFromParts() {
		// Three-octet characters are the worst case of what one UTF-16 unit needs.
		String euros = "€".repeat(1000);
		assertThat(built((lines) -> lines.append(euros))).isEqualTo(written(euros));
		assertThat(built((lines) -> lines.text(euros).append("!"))).isEqualTo(written(euros + "!"));
		// 600 octets and 8 folds: the buffer grows to exactly what is reserved, with no
		// room for a fold fewer.
		String fewer = "€".repeat(200);
		assertThat(built((lines) -> lines.append(fewer))).isEqualTo(written(fewer));
		// The same after a few ASCII characters, where the last line's start differs, and
		// with digits after it, which need their own room.
		String euros165 = "€".repeat(165);
		assertThat(built((lines) -> lines.append("A".repeat(13)).append(euros165)))
			.isEqualTo(written("A".repeat(13) + euros165));
		assertThat(built((lines) -> lines.append("A".repeat(10)).append(euros165).digits(2030, 4)))
			.isEqualTo(written("A".repeat(10) + euros165 + "2030"));
		StringBuilder whole = new StringBuilder();
		String built = built((lines) -> {
			for (int i = 0; i < 300; i++) {
				lines.text("é;")
					.digits(i, 4)
					.digits(100_000 + i, 4)
					.date(java.time.LocalDate.of(2030, 1, 1))
					.append("|");
			}
		});
		for (int i = 0; i < 300; i++) {
			whole.append("é\\;").append("%04d".formatted(i)).append(100_000 + i).append("20300101|");
		}
		assertThat(built).isEqualTo(written(whole.toString()));
	}

	@Test
	void encodesTheFirstCharacterPastAsciiInText() {
		assertThat(bytes((lines) -> lines.text("\u0080\u007F~")))
			.isEqualTo(new byte[] { (byte) 0xC2, (byte) 0x80, '~', '\r', '\n' });
	}

	@Test
	void buildsEachLineFromAnEmptyStart() {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		ContentLineWriter lines = new ContentLineWriter(out);
		lines.begin().append("B".repeat(70)).end();
		lines.begin().append("C".repeat(10)).end();
		assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("B".repeat(70) + "\r\n" + "C".repeat(10) + "\r\n");
	}

	/**
	 * A line built from parts folds and encodes as the same text written whole, however
	 * it is split. Each part is a string of its own: a pair split between two parts is
	 * two lone surrogates, each written as U+FFFD, as by Java's encoder.
	 */
	@Test
	void foldsALineBuiltFromPartsAsAWholeOne() {
		Fuzz.seeded("ContentLineWriterTests.foldsALineBuiltFromPartsAsAWholeOne", 20261127)
			.check(500, Parts::of,
					(parts) -> assertThat(built((lines) -> lines.append(parts.first()).append(parts.second())))
						.isEqualTo(written(parts.whole())));
	}

	@Test
	void writesAPairSplitBetweenPartsAsTwoReplacementCharacters() {
		assertThat(built((lines) -> lines.append("a\ud83d").append("\ude00b"))).isEqualTo("a\ufffd\ufffdb\r\n");
		assertThat(new Parts("a\ud83d", "\ude00b").whole()).isEqualTo("a\ufffd\ufffdb");
		assertThat(new Parts("a\ud83d\ude00", "b").whole()).isEqualTo("a\ud83d\ude00b");
	}

	/**
	 * Two lines of {@link #line}, one time in twenty with a pair split between them.
	 */
	record Parts(String first, String second) {

		static Parts of(Fuzz fuzz) {
			if (fuzz.percent(5)) {
				return new Parts(line(fuzz) + "\ud83d", "\ude00" + line(fuzz));
			}
			return new Parts(line(fuzz), line(fuzz));
		}

		/** The text the parts make, a pair split between them as two U+FFFD. */
		String whole() {
			if (!this.first.isEmpty() && !this.second.isEmpty()
					&& Character.isHighSurrogate(this.first.charAt(this.first.length() - 1))
					&& Character.isLowSurrogate(this.second.charAt(0))) {
				return this.first.substring(0, this.first.length() - 1) + "\ufffd\ufffd" + this.second.substring(1);
			}
			return this.first + this.second;
		}

		@Override
		public String toString() {
			return Fuzz.literal(this.first) + " then " + Fuzz.literal(this.second);
		}

	}

	private static String built(Consumer<ContentLineWriter> parts) {
		return new String(bytes(parts), StandardCharsets.UTF_8);
	}

	private static byte[] bytes(Consumer<ContentLineWriter> parts) {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		ContentLineWriter lines = new ContentLineWriter(out);
		parts.accept(lines.begin());
		lines.end();
		return out.toByteArray();
	}

	private static String written(String line) {
		return new String(bytes(line), StandardCharsets.UTF_8);
	}

	private static byte[] bytes(String line) {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		new ContentLineWriter(out).line(line);
		return out.toByteArray();
	}

}
