package dev.kairos.app;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;

import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.ElementClickInterceptedException;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.WebDriverWait;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Debian's Chromium, driven headless through Debian's chromedriver: no browser or driver
 * is downloaded (Selenium Manager is never asked, since both paths are given). Where
 * Chromium is missing the tests are skipped with a message; in CI
 * ({@code KAIROS_BROWSER_REQUIRED=true}, installed by .ci/tools.d/chromium.sh) they fail.
 */
final class Browser implements AutoCloseable {

	static final Path CHROMIUM = Path.of("/usr/bin/chromium");

	static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");

	/** axe-core, as Deque's Selenium integration carries it (see pom.xml). */
	private static final String AXE_SCRIPT = "/axe.min.js";

	/**
	 * How long a condition may take to come true: generous, as the tests share two cores
	 * with builds; a condition that holds sooner ends the wait at once.
	 */
	private static final Duration PATIENCE = Duration.ofSeconds(30);

	/**
	 * How often a wait asks again: WebDriver's default is 500 ms, which most waits spent
	 * whole after the page was long ready.
	 */
	private static final Duration POLL = Duration.ofMillis(50);

	/** How long a page may take to load. */
	static final Duration PAGE_LOAD = Duration.ofSeconds(60);

	/**
	 * Run before a page's own scripts: a {@code securitypolicyviolation} becomes a
	 * console error.
	 */
	private static final String CSP_VIOLATIONS = """
			document.addEventListener('securitypolicyviolation', (e) => console.error('CSP violation: '
				+ e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber));
			""";

	/**
	 * The elements matching {@code arguments[0]} that a person sees (WebDriver's
	 * "displayed": a box of some size, or a child with one, not hidden by
	 * {@code visibility} or a zero {@code opacity} on the way up) whose text contains
	 * {@code arguments[1]} ({@code null}: any text); with {@code arguments[2]} true only
	 * the first element matching is looked at. One script in the page per look: asked
	 * element by element through WebDriver (a find, then a display check and a text for
	 * each), one look at the page's buttons took 150 ms of the browser's and the driver's
	 * CPU, and the waits ask every 50 ms.
	 */
	private static final String SHOWN = """
			const [css, text, firstOnly] = arguments;
			const sized = (e) => {
				const box = e.getBoundingClientRect();
				return (box.width > 0 && box.height > 0) || [...e.children].some(sized);
			};
			const shown = (e) => e.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && sized(e);
			const all = firstOnly ? [document.querySelector(css)].filter((e) => e) : document.querySelectorAll(css);
			for (const e of all) {
				if (shown(e) && (text === null || e.innerText.replaceAll('\u00a0', ' ').includes(text))) {
					return e;
				}
			}
			return null;
			""";

	private final ChromeDriver driver;

	private final Path profile;

	private Browser(ChromeDriver driver, Path profile) {
		this.driver = driver;
		this.profile = profile;
	}

	/** Start Chromium, or skip (fail in CI) when it is not installed. */
	static Browser start() throws IOException {
		boolean installed = Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER);
		String hint = "Chromium and chromedriver are not installed (/usr/bin/chromium, /usr/bin/chromedriver): "
				+ "run .ci/tools.d/chromium.sh";
		if ("true".equals(System.getenv("KAIROS_BROWSER_REQUIRED"))) {
			assertThat(installed).as(hint).isTrue();
		}
		Assumptions.assumeTrue(installed, hint + " to test the web app in a browser");
		Path profile = Files.createTempDirectory("kairos-chromium");
		ChromeOptions options = new ChromeOptions();
		options.setBinary(CHROMIUM.toFile());
		options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
				"--disable-background-networking", "--disable-component-update", "--disable-sync",
				"--disable-dev-shm-usage", "--user-data-dir=" + profile, "--window-size=1280,900", "--lang=en-US");
		LoggingPreferences logs = new LoggingPreferences();
		logs.enable(LogType.BROWSER, Level.ALL);
		options.setCapability("goog:loggingPrefs", logs);
		ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER.toFile())
			.usingAnyFreePort()
			.withLogFile(new File(System.getProperty("java.io.tmpdir"), "kairos-chromedriver.log"))
			.build();
		ChromeDriver driver = new ChromeDriver(service, options);
		// Every page reports what its Content-Security-Policy refused as a console
		// error, which the tests' console check then names.
		driver.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", CSP_VIOLATIONS));
		driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
		driver.manage().timeouts().pageLoadTimeout(PAGE_LOAD);
		return new Browser(driver, profile);
	}

	WebDriver driver() {
		return this.driver;
	}

	void open(String url) {
		this.driver.get(url);
	}

	/**
	 * Be a new visitor of {@code origin} (as {@code http://localhost:8080}): no page of
	 * it open (the last one is left, so that nothing it does as it unloads outlives
	 * this), no cookies, nothing in its local storage. Cheaper than opening a page of the
	 * origin to clear them from there: a page load costs the browser about half a second
	 * of CPU.
	 */
	void forget(String origin) {
		open("about:blank");
		this.driver.executeCdpCommand("Network.clearBrowserCookies", Map.of());
		this.driver.executeCdpCommand("Storage.clearDataForOrigin",
				Map.of("origin", origin, "storageTypes", "local_storage"));
	}

	/** The first element matching {@code css}, once it shows. */
	WebElement find(String css) {
		return waitFor((d) -> firstShown(css, null, true));
	}

	/**
	 * The first visible element matching {@code css} whose text contains {@code text}.
	 */
	WebElement withText(String css, String text) {
		return waitFor((d) -> firstShown(css, text, false));
	}

	private WebElement firstShown(String css, String text, boolean firstOnly) {
		return (WebElement) js(SHOWN, css, text, firstOnly);
	}

	/**
	 * The whole text of the first visible element matching {@code css} whose text
	 * contains {@code text}; read again when the screen re-renders between finding the
	 * element and reading it (the calendar does, after a sync).
	 */
	String textOf(String css, String text) {
		// waitFor ignores a stale element: found again
		return waitFor((d) -> withText(css, text).getText());
	}

	/**
	 * Click the first visible element matching {@code css} with {@code text}; found again
	 * when the screen re-renders between finding and clicking it.
	 */
	void click(String css, String text) {
		waitFor((d) -> {
			WebElement element = withText(css, text);
			if (!element.isEnabled()) {
				return false;
			}
			try {
				element.click();
				return true;
			}
			catch (ElementClickInterceptedException ex) {
				// a dialog still closing covers it: click again once it is gone
				return false;
			}
		});
	}

	/** The element that has the keyboard focus. */
	WebElement focused() {
		return this.driver.switchTo().activeElement();
	}

	/**
	 * Press Tab until the focused element matches {@code css} and its text or label
	 * contains {@code text}; at most {@code limit} presses.
	 */
	WebElement tabTo(String css, String text, int limit) {
		for (int i = 0; i < limit; i++) {
			focused().sendKeys(Keys.TAB);
			Object found = js("""
					const e = document.activeElement;
					return e.matches(arguments[0])
						&& ((e.innerText || '') + ' ' + (e.getAttribute('aria-label') || '')).includes(arguments[1]);
					""", css, text);
			if (Boolean.TRUE.equals(found)) {
				return focused();
			}
		}
		throw new AssertionError("Tab never reached " + css + " \"" + text + "\" in " + limit + " presses");
	}

	/** Whether an element matching {@code css} shows now (no waiting). */
	boolean shown(String css) {
		return firstShown(css, null, false) != null;
	}

	/**
	 * Type keys as a person does on the page, not into a field: whatever had the focus
	 * keeps it unless it is a field, which loses it first.
	 */
	void press(CharSequence... keys) {
		js("const e = document.activeElement; if (e && e.matches('input, textarea, select')) e.blur();");
		new org.openqa.selenium.interactions.Actions(this.driver).sendKeys(keys).perform();
	}

	/**
	 * Wait until the app's reminders stream is {@code state} ({@code open} or
	 * {@code closed}), as the app marks it on the page's root element.
	 */
	void remindersStream(String state) {
		waitFor((d) -> state.equals(js("return document.documentElement.dataset.remindersStream")));
	}

	/** Wait until the first element matching {@code css} is hidden, or there is none. */
	void gone(String css) {
		waitFor((d) -> firstShown(css, null, true) == null);
	}

	<T> T waitFor(java.util.function.Function<? super WebDriver, T> condition) {
		return new WebDriverWait(this.driver, PATIENCE, POLL).ignoring(StaleElementReferenceException.class)
			.until(condition);
	}

	Object js(String script, Object... args) {
		return ((JavascriptExecutor) this.driver).executeScript(script, args);
	}

	/**
	 * Emulate a screen {@code width} CSS pixels wide (a window cannot be made narrower
	 * than 500).
	 */
	void emulateWidth(int width) {
		this.driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
				Map.of("width", width, "height", 844, "deviceScaleFactor", 1, "mobile", false));
	}

	/**
	 * Put the browser in a time zone ({@code America/New_York}), as a person elsewhere
	 * than UTC has it; {@code null} gives back the machine's.
	 */
	void zone(String zone) {
		this.driver.executeCdpCommand("Emulation.setTimezoneOverride",
				Map.of("timezoneId", (zone != null) ? zone : ""));
	}

	/**
	 * Tell Chromium it is offline ({@code navigator.onLine} false, requests fail), or
	 * online again.
	 */
	void offline(boolean offline) {
		this.driver.executeCdpCommand("Network.enable", Map.of());
		this.driver.executeCdpCommand("Network.emulateNetworkConditions",
				Map.of("offline", offline, "latency", 0, "downloadThroughput", -1, "uploadThroughput", -1));
	}

	void desktop() {
		this.driver.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
	}

	/** How far the page is wider than the screen: 0 means no sideways scrolling. */
	long overflow() {
		return ((Number) js("return document.documentElement.scrollWidth - window.innerWidth")).longValue();
	}

	/** The serious and critical violations axe-core finds on the page as it is now. */
	List<String> accessibilityViolations() {
		if (!Boolean.TRUE.equals(js("return typeof window.axe === 'object'"))) {
			// Evaluated by the driver, not as an inline <script>, which the page's CSP
			// refuses.
			this.driver.executeCdpCommand("Runtime.evaluate", Map.of("expression", axeSource()));
		}
		Object result = ((JavascriptExecutor) this.driver).executeAsyncScript("""
				const done = arguments[arguments.length - 1];
				axe.run(document, { resultTypes: ['violations'] }).then((results) => done(results.violations
					.filter((v) => v.impact === 'serious' || v.impact === 'critical')
					.map((v) => v.impact + ' ' + v.id + ': ' + v.help + ' at '
						+ v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', '))));
				""");
		List<String> violations = new ArrayList<>();
		for (Object violation : (List<?>) result) {
			violations.add(String.valueOf(violation));
		}
		return violations;
	}

	private static String axeSource() {
		try (InputStream in = Browser.class.getResourceAsStream(AXE_SCRIPT)) {
			assertThat(in).as("axe-core WebJar on the test classpath").isNotNull();
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	/**
	 * The console errors since the last call: script errors, failed loads. Answers the
	 * test provoked on purpose (a 401 for a wrong key, a 409 conflict) are named in
	 * {@code expectedStatuses} and left out.
	 */
	List<String> consoleErrors(int... expectedStatuses) {
		List<String> errors = new ArrayList<>();
		for (LogEntry entry : this.driver.manage().logs().get(LogType.BROWSER)) {
			if (entry.getLevel().intValue() < Level.SEVERE.intValue()) {
				continue;
			}
			boolean expected = false;
			for (int status : expectedStatuses) {
				expected |= entry.getMessage().contains("status of " + status + " ");
			}
			if (!expected) {
				errors.add(entry.getMessage());
			}
		}
		return errors;
	}

	void screenshot(Path file) {
		try {
			Files.createDirectories(file.getParent());
			Files.write(file, this.driver.getScreenshotAs(OutputType.BYTES));
		}
		catch (IOException | RuntimeException ex) {
			// A screenshot is a help for a failure that is already reported.
		}
	}

	@Override
	public void close() {
		try {
			this.driver.quit();
		}
		finally {
			try (java.util.stream.Stream<Path> files = Files.walk(this.profile)) {
				files.sorted(java.util.Comparator.reverseOrder()).forEach((path) -> path.toFile().delete());
			}
			catch (IOException ex) {
				// A temporary profile left behind is harmless.
			}
		}
	}

}
