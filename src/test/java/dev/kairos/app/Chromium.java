package dev.kairos.app;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestWatcher;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * One Chromium ({@link Browser}) for the tests of a class: started before them (skipped,
 * or failing in CI, where it is not installed), closed after them, and a screenshot of
 * each failing test in target/browser-failures.
 *
 * <pre>
 * &#64;RegisterExtension
 * static final Chromium chromium = new Chromium();
 *
 * private final Browser browser = chromium.browser();
 * </pre>
 */
final class Chromium implements BeforeAllCallback, AfterAllCallback, TestWatcher {

	private static final Path FAILURES = Path.of("target", "browser-failures");

	private final @Nullable String everyPage;

	private @Nullable Browser browser;

	Chromium() {
		this(null);
	}

	/**
	 * @param everyPage a script run before each page's own scripts (stand-ins for browser
	 * APIs), or null
	 */
	Chromium(@Nullable String everyPage) {
		this.everyPage = everyPage;
	}

	/** The browser, once started (test instances are made after that). */
	Browser browser() {
		if (this.browser == null) {
			throw new IllegalStateException("Chromium has not been started");
		}
		return this.browser;
	}

	@Override
	public void beforeAll(ExtensionContext context) throws IOException {
		this.browser = Browser.start();
		if (this.everyPage != null) {
			((ChromeDriver) this.browser.driver()).executeCdpCommand("Page.addScriptToEvaluateOnNewDocument",
					Map.of("source", this.everyPage));
		}
	}

	@Override
	public void afterAll(ExtensionContext context) {
		if (this.browser != null) {
			this.browser.close();
			this.browser = null;
		}
	}

	@Override
	public void testFailed(ExtensionContext context, @Nullable Throwable cause) {
		if (this.browser != null) {
			this.browser.screenshot(FAILURES.resolve(context.getRequiredTestMethod().getName() + ".png"));
		}
	}

}
