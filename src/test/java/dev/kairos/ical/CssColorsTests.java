package dev.kairos.ical;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class CssColorsTests {

	@Test
	void namesTheNearestColourOnEveryChannel() {
		assertThat(CssColors.nearestName("#fe0101")).isEqualTo("red");
		assertThat(CssColors.nearestName("#01fe01")).isEqualTo("lime");
		assertThat(CssColors.nearestName("#0101fe")).isEqualTo("blue");
		assertThat(CssColors.nearestName("#010101")).isEqualTo("black");
		assertThat(CssColors.nearestName("#fefefe")).isEqualTo("white");
		assertThat(CssColors.nearestName("#e9967b")).isEqualTo("darksalmon");
		assertThat(CssColors.nearestName("#663398")).isEqualTo("rebeccapurple");
	}

	@Test
	void readsThreeDigitValues() {
		assertThat(CssColors.nearestName("#f00")).isEqualTo("red");
		assertThat(CssColors.nearestName("#0f0")).isEqualTo("lime");
		assertThat(CssColors.nearestName("#00f")).isEqualTo("blue");
	}

	@Test
	void takesTheFirstOfTwoNamesForOneValue() {
		assertThat(CssColors.nearestName("#00ffff")).isEqualTo("aqua");
		assertThat(CssColors.nearestName("#ff00ff")).isEqualTo("fuchsia");
		assertThat(CssColors.nearestName("#a9a9a9")).isEqualTo("darkgray");
	}

	@Test
	void readsNamesAndHexValuesBackAsHex() {
		assertThat(CssColors.toHex(" Red ")).isEqualTo("#ff0000");
		assertThat(CssColors.toHex("rebeccapurple")).isEqualTo("#663399");
		assertThat(CssColors.toHex("navy")).isEqualTo("#000080");
		assertThat(CssColors.toHex("#ABCDEF")).isEqualTo("#abcdef");
		assertThat(CssColors.toHex("abcdef")).isEqualTo("#abcdef");
		assertThat(CssColors.toHex("#abc")).isEqualTo("#abc");
		assertThat(CssColors.toHex("abc")).isEqualTo("#abc");
		assertThat(CssColors.toHex("#abcd")).isNull();
		assertThat(CssColors.toHex("#abcdeg")).isNull();
		assertThat(CssColors.toHex("not a colour")).isNull();
	}

}
