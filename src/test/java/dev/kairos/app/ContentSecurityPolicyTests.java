package dev.kairos.app;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;

import dev.kairos.test.Api;
import dev.kairos.test.IntegrationTest;
import org.junit.jupiter.api.Test;

import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The web app's Content-Security-Policy: on its pages, its scripts and the API alike; and
 * pages that need nothing it refuses (no inline script, event handler or style
 * attribute). {@link WebAppBrowserTests} checks in Chromium that nothing is refused.
 */
@IntegrationTest
class ContentSecurityPolicyTests {

	private static final Pattern INLINE_SCRIPT = Pattern.compile("<script(?![^>]*\\bsrc=)[^>]*>",
			Pattern.CASE_INSENSITIVE);

	private static final Pattern EVENT_HANDLER = Pattern.compile("<[^>]*\\son[a-z]+\\s*=", Pattern.CASE_INSENSITIVE);

	private static final Pattern STYLE_ATTRIBUTE = Pattern.compile("<[^>]*\\sstyle\\s*=", Pattern.CASE_INSENSITIVE);

	@LocalServerPort
	private int port;

	@Test
	void theAppsPageAllowsOnlyItsOwnScriptsAndNoFraming() {
		String policy = new Api(this.port, null).get("/").header("Content-Security-Policy");
		assertThat(policy).isNotNull()
			.contains("default-src 'self';")
			.contains("script-src 'self';")
			.contains("object-src 'none';")
			.contains("base-uri 'self';")
			.contains("frame-ancestors 'none';")
			.contains("form-action 'self'")
			.doesNotContain("unsafe-inline")
			.doesNotContain("unsafe-eval");
	}

	@Test
	void everyAnswerCarriesThePolicy() {
		Api anonymous = new Api(this.port, null);
		String policy = anonymous.get("/").header("Content-Security-Policy");
		assertThat(policy).isNotNull();
		for (String path : new String[] { "/index.html", "/connected.html", "/app/main.js", "/app/layout.css",
				"/webjars/fullcalendar/index.global.min.js", "/api/session", "/api/settings" }) {
			assertThat(anonymous.get(path).header("Content-Security-Policy")).as(path).isEqualTo(policy);
		}
	}

	@Test
	void pagesHaveNoInlineScriptHandlerOrStyle() throws IOException {
		for (String page : new String[] { "/static/index.html", "/static/connected.html" }) {
			String html = resource(page);
			assertThat(INLINE_SCRIPT.matcher(html).find()).as(page + ": an inline <script>").isFalse();
			assertThat(EVENT_HANDLER.matcher(html).find()).as(page + ": an on…= event handler").isFalse();
			assertThat(STYLE_ATTRIBUTE.matcher(html).find()).as(page + ": a style attribute").isFalse();
		}
	}

	private static String resource(String path) throws IOException {
		try (InputStream in = ContentSecurityPolicyTests.class.getResourceAsStream(path)) {
			assertThat(in).as(path).isNotNull();
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		}
	}

}
