package dev.kairos.ical;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * If-None-Match against the feed's ETag, weakly compared (RFC 9110 §13.1.2). Spring's own
 * check would answer 304 as well once the feed is rendered; this one spares the
 * rendering, so it is checked here rather than over HTTP.
 */
class IcalControllerTests {

	private static final String ETAG = "W/\"0123456789abcdef0123456789abcdef\"";

	@Test
	void matchesTheETagWeaklyInAListOrAsAStar() {
		assertThat(IcalController.matches(ETAG, ETAG)).isTrue();
		assertThat(IcalController.matches("\"0123456789abcdef0123456789abcdef\"", ETAG)).isTrue();
		assertThat(IcalController.matches("\"other\", " + ETAG, ETAG)).isTrue();
		assertThat(IcalController.matches("W/\"other\" ,\"0123456789abcdef0123456789abcdef\"", ETAG)).isTrue();
		assertThat(IcalController.matches("*", ETAG)).isTrue();
		assertThat(IcalController.matches("\"other\", *", ETAG)).isTrue();
	}

	@Test
	void matchesNoOtherTag() {
		assertThat(IcalController.matches("\"other\"", ETAG)).isFalse();
		assertThat(IcalController.matches("W/\"other\", \"another\"", ETAG)).isFalse();
		// "W/" is a prefix only: a tag that merely contains it is another tag.
		assertThat(IcalController.matches("\"W/0123456789abcdef0123456789abcdef\"", ETAG)).isFalse();
		assertThat(IcalController.matches("0123456789abcdef0123456789abcdef\"", ETAG)).isFalse();
	}

}
