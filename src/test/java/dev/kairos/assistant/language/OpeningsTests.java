package dev.kairos.assistant.language;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class OpeningsTests {

	private static String begins(String regex) {
		return begins(Pattern.compile(regex));
	}

	/** The printable ASCII characters a match may open with, in order. */
	private static String begins(Pattern pattern) {
		Openings openings = Openings.of(pattern);
		StringBuilder chars = new StringBuilder();
		for (char c = ' '; c < 127; c++) {
			boolean opens = openings.mayOpen(String.valueOf(c), 0);
			for (char d = ' '; d < 127 && !opens; d++) {
				opens = openings.mayOpen(String.valueOf(new char[] { c, d }), 0);
			}
			if (opens || openings.mayOpen(c + "\t", 0) || openings.mayOpen(c + "\u00e9", 0)) {
				chars.append(c);
			}
		}
		return chars.toString();
	}

	private static boolean opens(String regex, String text) {
		return Openings.of(Pattern.compile(regex)).mayOpen(text, 0);
	}

	private static final String EVERY = begins(".");

	@Test
	void readsTheFirstLettersOfAlternativesAndSkipsWhatConsumesNothing() {
		assertThat(begins("(?<![\\w])(?:monday|tue|wed)\\b")).isEqualTo("mtw");
		assertThat(begins("\\b(?=x)(?!y)^$(?<name>ab|cd)")).isEqualTo("ac");
		assertThat(begins("(?<=on\\s)(?<!\\d)zz")).isEqualTo("z");
	}

	@Test
	void anOptionalElementLetsTheNextOneBeginTheMatchToo() {
		assertThat(begins("(?:from\\s+)?(?:between\\s+)*\\d{1,2}")).isEqualTo("0123456789bf");
		assertThat(begins("a{0,2}b{1,3}c")).isEqualTo("ab");
		assertThat(begins("a{0}?b+?c")).isEqualTo("b"); // "a{0}" is no a at all
		assertThat(begins("(?:x?|y)z")).isEqualTo("xyz");
		assertThat(begins("(?:x|y)+z")).isEqualTo("xy");
		assertThat(begins("x?")).isEqualTo("x");
	}

	@Test
	void readsClassesRangesAndShorthands() {
		assertThat(begins("[a-c_\\-.]")).isEqualTo("-._abc");
		assertThat(begins("[]a]")).isEqualTo("]a");
		assertThat(begins("\\s")).isEqualTo(" ");
		assertThat(begins("[\\d@]")).isEqualTo("0123456789@");
		assertThat(begins("\\w")).isEqualTo("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz");
		assertThat(begins("\\.\\$")).isEqualTo(".");
		assertThat(opens("\\t|[\\n]", "\t")).isTrue();
		assertThat(opens("\\t|[\\n]", "\n")).isTrue();
		assertThat(opens("\\t|[\\n]", " ")).isFalse();
		assertThat(opens("\\t|[\\n]", "é")).isFalse();
	}

	@Test
	void readsCaseInsensitivePatternsBothWays() {
		assertThat(begins("(?i)ab|(?i:c)")).isEqualTo("ACac");
		assertThat(begins(Pattern.compile("x", Pattern.CASE_INSENSITIVE))).isEqualTo("Xx");
		assertThat(begins("(?:(?i)a)b|c")).isEqualTo("Aac");
		assertThat(begins("[a-b]|(?i:[c-d])")).isEqualTo("CDabcd");
		assertThat(opens("(?i)é", "É")).isTrue();
	}

	@Test
	void letsEveryCharacterInWhereItCannotFollowThePattern() {
		for (String unknowable : List.of("[^a]", "[a[b]]", "[a&&b]", "\\p{L}", "[\\p{So}x]", "(a)\\1", "\\R",
				"\\Qab\\E", "(?<g>a)\\k<g>", "(?x) a", "(?iu)a", "(?u:a)", "\\D", "[\\h]", "\\cA", ".")) {
			assertThat(begins(unknowable)).as(unknowable).isEqualTo(EVERY);
			assertThat(opens(unknowable, "\u0a15")).as(unknowable).isTrue();
		}
		assertThat(begins(Pattern.compile("a", Pattern.COMMENTS))).isEqualTo(EVERY);
		assertThat(begins(Pattern.compile("a", Pattern.LITERAL))).isEqualTo(EVERY);
		assertThat(begins("\\P{L}b")).isEqualTo(EVERY);
		assertThat(begins("(?:\\p{L})?b")).isEqualTo(EVERY);
	}

	@Test
	void aCharacterOutsideAsciiIsLetInOnlyWhereThePatternSaysOne() {
		assertThat(opens("→|->", "→")).isTrue();
		assertThat(opens("→|->", "->")).isTrue();
		assertThat(opens("→|->", "-")).isFalse();
		assertThat(opens("→|->", ">")).isFalse();
		assertThat(opens("ab", "→")).isFalse();
		assertThat(opens("ab", "a→")).isFalse();
		assertThat(opens("a[é-ü]", "a→")).isTrue();
	}

	@Test
	void readsCharactersSaidByTheirCodes() {
		assertThat(begins("\\x41|[\\x{61}-\\x{63}]|\\u0064|\\0145")).isEqualTo("Aabcde");
		assertThat(opens("(?:-|\\u2013)\\s", "\u2013 ")).isTrue();
		assertThat(opens("(?:-|\\u2013)\\s", "- ")).isTrue();
		assertThat(opens("(?:-|\\u2013)\\s", "--")).isFalse();
		assertThat(opens("[\\x{1F600}-\\x{1F64F}]", "\ud83d\ude00")).isTrue();
	}

	@Test
	void readsWhatJavaReadsWhereItsSyntaxIsOdd() {
		// a character beyond U+FFFF is one element, and one place of the text
		assertThat(opens("\ud83d\ude00?x", "x")).isTrue();
		assertThat(opens(".x", "\ud83d\ude00x")).isTrue();
		assertThat(opens("[\\p{So}]x", "\ud83d\ude00x")).isTrue();
		// "\\0400" is "\\040" (a space) then "0"
		assertThat(opens("\\0400", " 0")).isTrue();
		assertThat(opens("\\0400", "\u0100")).isFalse();
		// "-[" in a class is no range: "a", "-" and a nested class
		assertThat(opens("[a-[bc]]", "a")).isTrue();
		// a quantifier after a quantifier
		assertThat(opens("a?{2}", "a")).isTrue();
	}

	@Test
	void keepsOutWhatCannotOpen() {
		assertThat(begins("[b-d]")).isEqualTo("bcd");
		assertThat(begins("[\\-x]|\\011")).isEqualTo("-x");
		assertThat(opens("\\011", "\t")).isTrue();
		assertThat(opens("\\u00e9x", "\u00e9x")).isTrue();
		assertThat(opens("\\u00e9x", "\u00e9y")).isFalse();
		assertThat(opens("(?:ab){2,3}", "ab")).isTrue();
		assertThat(opens("(?:ab){2,3}", "ba")).isFalse();
		assertThat(opens("x{0}y", "y")).isTrue();
		assertThat(opens("x{0}y", "x")).isFalse();
	}

	@Test
	void readsTheFirstTwoCharacters() {
		assertThat(opens("(?<![\\w])(?:monday|mon)\\b", "mo")).isTrue();
		assertThat(opens("(?<![\\w])(?:monday|mon)\\b", "ma")).isFalse();
		// a match two characters long at least cannot open at the last character
		assertThat(opens("(?<![\\w])(?:monday|mon)\\b", "m")).isFalse();
		assertThat(opens("a?b", "b")).isTrue();
		assertThat(opens("a?b", "bz")).isTrue();
		assertThat(opens("a?b", "ab")).isTrue();
		assertThat(opens("a?b", "ac")).isFalse();
		assertThat(opens("(?:ab)+", "ab")).isTrue();
		assertThat(opens("(?:ab)+", "aa")).isFalse();
		assertThat(opens("a*b", "aa")).isTrue();
		assertThat(opens("a*b", "ca")).isFalse();
		assertThat(opens("(?:x|yz?)\\s+w", "x ")).isTrue();
		assertThat(opens("(?:x|yz?)\\s+w", "yz")).isTrue();
		assertThat(opens("(?:x|yz?)\\s+w", "y\t")).isTrue();
		assertThat(opens("(?:x|yz?)\\s+w", "xz")).isFalse();
		assertThat(opens("(?:x|yz?)\\s+w", "yy")).isFalse();
		assertThat(opens("\\d{1,2}(?::\\d\\d)?\\s?[ap]m", "1:")).isTrue();
		assertThat(opens("\\d{1,2}(?::\\d\\d)?\\s?[ap]m", "1 ")).isTrue();
		assertThat(opens("\\d{1,2}(?::\\d\\d)?\\s?[ap]m", "1p")).isTrue();
		assertThat(opens("\\d{1,2}(?::\\d\\d)?\\s?[ap]m", "1x")).isFalse();
	}

	/**
	 * Every pattern of the package, over the evaluation's messages: wherever a pattern
	 * matches something, the reading lets its first character in.
	 */
	@Test
	void neverKeepsAPatternOfThePackageFromAPlaceWhereItMatches() throws Exception {
		List<String> messages = messages();
		List<Pattern> patterns = patterns();
		assertThat(patterns).hasSizeGreaterThan(100);
		int checked = 0;
		for (Pattern pattern : patterns) {
			Openings openings = Openings.of(pattern);
			for (String message : messages) {
				String text = new Utterance(message).text();
				Matcher matcher = pattern.matcher(text).useTransparentBounds(true).useAnchoringBounds(false);
				for (int at = 0; at < text.length(); at++) {
					matcher.region(at, text.length());
					if (matcher.lookingAt() && matcher.end() > at) {
						checked++;
						assertThat(openings.mayOpen(text, at)).as("%s at %d of \"%s\"", pattern.pattern(), at, text)
							.isTrue();
					}
				}
			}
		}
		assertThat(checked).isGreaterThan(10_000);
	}

	/** Every 25th message of the evaluation sets (about 900): each kind of sentence. */
	private static List<String> messages() throws IOException, URISyntaxException {
		Path folder = Path.of(OpeningsTests.class.getResource("/assistant").toURI());
		List<String> all = new ArrayList<>();
		try (Stream<Path> files = Files.list(folder)) {
			for (Path file : files.filter((f) -> f.toString().endsWith(".tsv")).sorted().toList()) {
				for (String line : Files.readAllLines(file)) {
					String[] columns = line.split("\t");
					if (!line.startsWith("#") && columns.length > 2) {
						all.add(columns[2]);
					}
				}
			}
		}
		List<String> some = new ArrayList<>();
		for (int i = 0; i < all.size(); i += 25) {
			some.add(all.get(i));
		}
		return some;
	}

	private static List<Pattern> patterns() throws Exception {
		Path classes = Path.of(Openings.class.getResource("Openings.class").toURI()).getParent();
		List<Pattern> patterns = new ArrayList<>();
		try (Stream<Path> files = Files.list(classes)) {
			for (Path file : files.filter((f) -> f.toString().endsWith(".class")).sorted().toList()) {
				String name = file.getFileName().toString().replace(".class", "");
				Class<?> type = Class.forName("dev.kairos.assistant.language." + name);
				for (Field field : type.getDeclaredFields()) {
					if (Modifier.isStatic(field.getModifiers()) && field.getType() == Pattern.class) {
						field.setAccessible(true);
						Pattern pattern = (Pattern) field.get(null);
						if (pattern != null) {
							patterns.add(pattern);
						}
					}
				}
			}
		}
		return patterns;
	}

}
