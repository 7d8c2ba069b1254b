package dev.kairos.app;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.IntegrationTest;
import dev.kairos.test.MovableClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.Primary;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.TestPropertySource;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Reminders in the web app, in Debian's Chromium with the browser in Asia/Tokyo and the
 * user's calendar in America/New_York: the event dialog's reminders saved, shown again
 * and changed (a one-off and an occurrence of a series), Settings' defaults, a reminder
 * delivered over the stream shown once as a notice (and as a browser notification in a
 * hidden tab), and the permission for browser notifications asked only after a click. The
 * service's clock is a {@link MovableClock}, so that a reminder fires when the test moves
 * it, far from the real time other test contexts on the same database work at; the
 * reminders' background runs, off in the rest of the suite, are on in its application,
 * every second (not every 10 s), so that a reminder shows soon after the clock moves. No
 * other class uses that application, and it is closed after the class: its runs, on a
 * clock years ahead, would otherwise go on firing the reminders of the other classes'
 * events on the same database. Screenshots go to target/screenshots.
 */
@IntegrationTest
@Import(RemindersBrowserTests.Clocks.class)
@TestPropertySource(properties = { "kairos.reminders.enabled=true", "kairos.reminders.poll-interval=1s" })
@DirtiesContext
class RemindersBrowserTests {

	private static final Path SHOTS = Path.of("target", "screenshots");

	private static final JsonMapper JSON = JsonMapper.builder().build();

	/**
	 * Run before the page's scripts: the browser's Notification is a stand-in that counts
	 * the permission questions and the notifications shown, with a permission the test
	 * sets ({@code window.__permission}, or {@code test.permission} in localStorage for
	 * the next page); and window.kairosPush counts subscriptions.
	 */
	private static final String NOTIFICATIONS = """
			window.__asks = 0; window.__shown = []; window.__options = []; window.__subscribed = 0;
			window.__permission = localStorage.getItem('test.permission') || 'default'; window.__answer = 'granted';
			window.Notification = class {
				constructor(title, options) {
					window.__shown.push(title + ' | ' + ((options && options.body) || ''));
					window.__options.push(JSON.stringify(options || {}));
				}
				static get permission() { return window.__permission; }
				static requestPermission() {
					window.__asks++;
					window.__permission = window.__answer;
					return Promise.resolve(window.__answer);
				}
				close() {}
			};
			window.kairosPush = { subscribePush: () => { window.__subscribed++; return Promise.resolve(); } };
			""";

	@RegisterExtension
	static final Chromium chromium = new Chromium(NOTIFICATIONS);

	private final Browser browser = chromium.browser();

	@LocalServerPort
	private int port;

	@Autowired
	private dev.kairos.security.TestUsers users;

	@Autowired
	private MovableClock clock;

	@Autowired
	private JdbcClient jdbc;

	private Api api;

	private String key;

	@BeforeEach
	void freshUser() {
		// three hours behind the browser's clock: an event the dialog puts at the next
		// hour has no reminder due while the test works on it (a notice shown over the
		// calendar would take its clicks), whatever the minute the suite runs at; the
		// test that delivers a reminder moves the clock itself
		this.clock.at(Instant.now().minus(Duration.ofHours(3)));
		this.key = this.users.create().key();
		this.api = new Api(this.port, this.key);
		assertThat(this.api.patch("/api/settings", json("{'timezone':'America/New_York'}")).status()).isEqualTo(200);
		browser.forget(base());
		browser.desktop();
		browser.zone("Asia/Tokyo");
		browser.consoleErrors();
	}

	@AfterEach
	void noConsoleErrors() {
		assertThat(browser.consoleErrors()).as("browser console errors").isEmpty();
	}

	@Test
	void customRemindersAreSavedShownAgainAndChanged() {
		signIn();
		assertThat(asks()).as("no permission question on load").isZero();

		browser.click("#new-event", "New event");
		browser.find("#event-title").sendKeys("Dentist");
		WebElement useDefault = browser.find("#event-reminders-default");
		assertThat(useDefault.isSelected()).isTrue();
		assertThat(browser.find("label[for='event-reminders-default']").getText())
			.isEqualTo("Use my defaults (10 min before, notification)");
		assertThat(browser.shown("#event-reminders .reminder-row")).isFalse();

		// Unticked, the defaults become rows to change.
		useDefault.click();
		assertThat(rows()).hasSize(1);
		assertThat(new Select(browser.find("#event-reminders-method-0")).getFirstSelectedOption().getText())
			.isEqualTo("Notification");
		assertThat(browser.find("#event-reminders-amount-0").getAttribute("value")).isEqualTo("10");
		WebElement amount = browser.find("#event-reminders-amount-0");
		amount.clear();
		amount.sendKeys("30");
		browser.click("#event-reminders button", "Add reminder");
		assertThat(rows()).hasSize(2);
		new Select(browser.find("#event-reminders-method-1")).selectByVisibleText("E-mail");
		WebElement second = browser.find("#event-reminders-amount-1");
		second.clear();
		second.sendKeys("1");
		new Select(browser.find("#event-reminders-unit-1")).selectByVisibleText("days");
		assertThat(browser.find("label[for='event-reminders-amount-1']").getAttribute("textContent"))
			.isEqualTo("Reminder 2: how long before");
		assertThat(browser.accessibilityViolations()).as("axe-core, the dialog with reminders").isEmpty();
		browser.screenshot(SHOTS.resolve("reminders-dialog.png"));
		browser.emulateWidth(390);
		browser.find("#event-reminders-amount-1");
		assertThat(browser.overflow()).as("no sideways scrolling at 390 px").isNotPositive();
		browser.js("document.querySelector('#event-reminders').scrollIntoView({block: 'center'})");
		browser.screenshot(SHOTS.resolve("reminders-phone.png"));
		browser.desktop();

		// Too far before: said beside the row, nothing sent.
		second.clear();
		second.sendKeys("29");
		browser.click("#event-dialog button", "Save");
		assertThat(browser.find("#event-reminders-amount-1-error").getText()).contains("0 to 28");
		second.clear();
		second.sendKeys("1");
		browser.click("#event-dialog button", "Save");
		browser.withText(".message.notice", "Created");

		JsonNode stored = onlyEvent();
		assertThat(stored.path("reminders").path("use_default").asBoolean()).isFalse();
		assertThat(reminders(stored)).containsExactly("notification 30", "email 1440");

		// The first event with a notification reminder offers browser notifications;
		// asked
		// only when the person says so. "Not now" is remembered.
		WebElement offer = browser.find("#notify-banner");
		assertThat(offer.getText()).contains("browser notifications");
		assertThat(asks()).isZero();
		browser.click("#notify-banner button", "Not now");
		browser.gone("#notify-banner");
		assertThat(browser.js("return localStorage.getItem('kairos.notifications-not-now')")).isEqualTo("yes");

		// Opened again, the event shows its own reminders; one removed is gone on save.
		browser.click(".fc-event", "Dentist");
		assertThat(browser.find("#event-reminders-default").isSelected()).isFalse();
		assertThat(rows()).hasSize(2);
		assertThat(browser.find("#event-reminders-amount-0").getAttribute("value")).isEqualTo("30");
		assertThat(new Select(browser.find("#event-reminders-unit-1")).getFirstSelectedOption().getText())
			.isEqualTo("days");
		browser.find("button[aria-label='Remove reminder 2']").click();
		assertThat(rows()).hasSize(1);
		assertThat(browser.focused().getAttribute("aria-label")).isEqualTo("Remove reminder 1");
		browser.click("#event-dialog button", "Save");
		browser.withText(".message.notice", "Saved");
		assertThat(reminders(onlyEvent())).containsExactly("notification 30");
		assertThat(browser.shown("#notify-banner")).as("no second offer").isFalse();

		// Back to the defaults.
		browser.click(".fc-event", "Dentist");
		browser.find("#event-reminders-default").click();
		browser.click("#event-dialog button", "Save");
		browser.waitFor((d) -> onlyEvent().path("reminders").path("use_default").asBoolean());
		assertThat(asks()).isZero();

		// A reminder e-mail's link opens the event, and leaves the address without it.
		browser.open(base() + "/?event=" + onlyEvent().path("id").asString() + "#calendar");
		assertThat(browser.find("#event-title").getAttribute("value")).isEqualTo("Dentist");
		assertThat(browser.find("#event-reminders-default").isSelected()).isTrue();
		assertThat(browser.driver().getCurrentUrl()).isEqualTo(base() + "/#calendar");
		browser.click("#event-dialog button", "Cancel");
		assertThat(asks()).isZero();
	}

	@Test
	void anOccurrenceGetsItsOwnRemindersAndTheSeriesKeepsTheDefaults() {
		String monday = java.time.LocalDate.now(java.time.ZoneId.of("America/New_York"))
			.with(java.time.temporal.TemporalAdjusters.previousOrSame(java.time.DayOfWeek.MONDAY))
			.toString();
		String series = this.api
			.post("/api/events/create",
					json("{'title':'Seminar','start_time':'" + monday + "T10:00','end_time':'" + monday
							+ "T11:00','recurrence':['RRULE:FREQ=DAILY;COUNT=5']}"))
			.text("id");
		signIn();
		browser.click(".fc-event", "Seminar");
		assertThat(browser.find("#event-reminders-default").isSelected()).isTrue();
		browser.find("#event-reminders-default").click();
		WebElement amount = browser.find("#event-reminders-amount-0");
		amount.clear();
		amount.sendKeys("2");
		new Select(browser.find("#event-reminders-unit-0")).selectByVisibleText("hours");
		browser.click("#event-dialog button", "Save");
		browser.click("#scope-dialog button", "This event");
		browser.withText(".message.notice", "Saved");

		List<String> own = new ArrayList<>();
		for (JsonNode occurrence : this.api
			.get("/api/events?start=" + monday + "T00:00&end=" + java.time.LocalDate.parse(monday).plusDays(7)
					+ "T00:00")
			.json()
			.path("events")) {
			assertThat(occurrence.path("recurring_event_id").asString()).isEqualTo(series);
			JsonNode one = this.api.get("/api/events/" + occurrence.path("id").asString()).json();
			if (!one.path("reminders").path("use_default").asBoolean()) {
				own.addAll(reminders(one));
			}
		}
		assertThat(own).as("one occurrence with reminders of its own").containsExactly("notification 120");
		assertThat(this.api.get("/api/events/" + series).json().path("reminders").path("use_default").asBoolean())
			.isTrue();

		// Opened again, the occurrence shows its own.
		browser.click(".fc-event", "Seminar");
		assertThat(browser.find("#event-reminders-amount-0").getAttribute("value")).isEqualTo("2");
		browser.click("#event-dialog button", "Cancel");
	}

	@Test
	void settingsEditTheDefaultsAndAskForNotificationsOnlyWhenPressed() {
		String tomorrow = java.time.LocalDate.now(java.time.ZoneId.of("America/New_York")).plusDays(1).toString();
		assertThat(this.api
			.post("/api/events/create",
					json("{'title':'Lab meeting','start_time':'" + tomorrow + "T10:00','end_time':'" + tomorrow
							+ "T11:00'}"))
			.status()).isEqualTo(201);
		signIn();
		browser.click("#topbar a", "Settings");
		WebElement state = browser.find(".notification-state");
		assertThat(state.getText()).contains("Not asked yet");
		assertThat(browser.find("#set-default-reminders-amount-0").getAttribute("value")).isEqualTo("10");
		assertThat(new Select(browser.find("#set-assignment-reminders-unit-0")).getFirstSelectedOption().getText())
			.isEqualTo("days");
		assertThat(asks()).isZero();
		assertThat(browser.textOf(".upcoming li", "Lab meeting")).contains("9:50", "notification, scheduled");

		WebElement amount = browser.find("#set-default-reminders-amount-0");
		amount.clear();
		amount.sendKeys("15");
		browser.click("#set-default-reminders button", "Add reminder");
		new Select(browser.find("#set-default-reminders-method-1")).selectByVisibleText("E-mail");
		WebElement second = browser.find("#set-default-reminders-amount-1");
		second.clear();
		second.sendKeys("1");
		new Select(browser.find("#set-default-reminders-unit-1")).selectByVisibleText("hours");
		browser.find("#set-assignment-reminders button.reminder-remove").click();
		assertThat(browser.find("#set-assignment-reminders .reminder-none").getText()).isEqualTo("No reminders.");
		assertThat(browser.accessibilityViolations()).as("axe-core, Settings with reminders").isEmpty();
		browser.js("document.querySelector('.reminders-settings').scrollIntoView(); window.scrollBy(0, -80)");
		browser.screenshot(SHOTS.resolve("reminders-settings.png"));
		browser.emulateWidth(390);
		browser.find("#set-default-reminders-amount-1");
		assertThat(browser.overflow()).as("no sideways scrolling at 390 px").isNotPositive();
		browser.js("document.querySelector('.reminders-settings').scrollIntoView(); window.scrollBy(0, -80)");
		browser.screenshot(SHOTS.resolve("reminders-settings-phone.png"));
		browser.desktop();
		browser.click("button", "Save settings");
		browser.withText(".message.notice", "Settings saved");

		JsonNode settings = this.api.get("/api/settings").json();
		assertThat(reminders(settings.path("default_reminders"))).containsExactly("notification 15", "email 60");
		assertThat(settings.path("assignment_reminders")).isEmpty();

		// The event dialog's default follows.
		browser.click("#topbar a", "Calendar");
		browser.js("window.scrollTo(0, 0)");
		browser.click("#new-event", "New event");
		assertThat(browser.find("label[for='event-reminders-default']").getText())
			.isEqualTo("Use my defaults (15 min before, notification; 1 hour before, e-mail)");
		browser.click("#event-dialog button", "Cancel");

		// Asked only now, from the button; granted, the push subscription is made.
		browser.click("#topbar a", "Settings");
		browser.click(".notification-state button", "Enable browser notifications");
		browser.withText(".notification-state", "On.");
		assertThat(asks()).isEqualTo(1);
		assertThat(((Number) browser.js("return window.__subscribed")).intValue()).isEqualTo(1);

		// Blocked: said how to unblock, no button.
		browser.js("localStorage.setItem('test.permission', 'denied')");
		browser.driver().navigate().refresh();
		assertThat(browser.find(".notification-state").getText()).contains("Blocked", "Notifications to Allow");
		assertThat(browser.shown(".notification-state button")).isFalse();
	}

	@Test
	void aReminderFromTheStreamShowsOnceInTheUsersZoneAndOpensItsEvent() {
		// 2033-01-10 15:00 UTC is 10:00 in New York and 00:00 the next day in Tokyo.
		this.clock.at(Instant.parse("2033-01-10T14:00:00Z"));
		signIn();
		browser.remindersStream("open");
		String id = this.api.post("/api/events/create",
				json("{'title':'Oral exam','start_time':'2033-01-10T15:00:00Z','end_time':'2033-01-10T16:00:00Z',"
						+ "'reminders':{'use_default':false,'overrides':[{'method':'notification','minutes_before':5},"
						+ "{'method':'email','minutes_before':30}]}}"))
			.text("id");
		this.clock.at(Instant.parse("2033-01-10T14:56:00Z"));

		WebElement notice = browser.withText(".message.reminder", "Oral exam");
		String text = notice.getText().replace('\u202f', ' ');
		assertThat(text).contains("Reminder: Oral exam", "1/10/2033", "10:00 AM").doesNotContain("12:00 AM");
		browser.waitFor((d) -> "sent".equals(fired(id).path("status").asString()));
		assertThat(fired(id).path("detail").asString()).isEqualTo("Shown in 1 open web app.");
		assertThat(browser.driver().findElements(By.cssSelector(".message.reminder"))).hasSize(1);
		assertThat(((List<?>) browser.js("return window.__shown"))).as("a visible page shows no system notification")
			.isEmpty();
		assertThat(browser.accessibilityViolations()).as("axe-core, a reminder's notice").isEmpty();

		browser.click(".message.reminder button", "Open event");
		assertThat(browser.find("#event-title").getAttribute("value")).isEqualTo("Oral exam");
		assertThat(browser.find("#event-reminders-amount-0").getAttribute("value")).isEqualTo("5");
		browser.find("#event-title").sendKeys(Keys.ESCAPE);
		browser.gone("#event-dialog");
		assertThat(browser.shown(".message.reminder")).isFalse();

		// In a hidden tab, with notifications allowed, the browser shows one too.
		browser.js("window.__permission = 'granted';"
				+ "Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });");
		Response created = this.api.post("/api/events/create", json(
				"{'force':true,'title':'Viva','start_time':'2033-01-10T15:30:00Z','end_time':'2033-01-10T16:00:00Z',"
						+ "'reminders':{'use_default':false,'overrides':[{'method':'notification','minutes_before':30}]}}"));
		assertThat(created.status()).as(created.toString()).isEqualTo(201);
		String viva = created.text("id");
		this.clock.at(Instant.parse("2033-01-10T15:00:30Z"));
		browser.withText(".message.reminder", "Viva");
		List<?> shown = (List<?>) browser.waitFor((d) -> {
			List<?> list = (List<?>) browser.js("return window.__shown");
			return list.isEmpty() ? null : list;
		});
		assertThat(shown).hasSize(1);
		assertThat(String.valueOf(shown.get(0)).replace('\u202f', ' ')).startsWith("Reminder: Viva | Starts ")
			.contains("10:30 AM");
		// Tagged as the Web Push message of the same reminder is (its delivery), and with
		// the
		// link where the service worker's click handler reads it.
		JsonNode options = JSON.readTree(String.valueOf(((List<?>) browser.js("return window.__options")).get(0)));
		UUID delivery = this.jdbc
			.sql("select id from reminder_deliveries where event_id = :id and method = 'NOTIFICATION'")
			.param("id", viva)
			.query(UUID.class)
			.single();
		assertThat(options.path("tag").asString()).isEqualTo("reminder:" + delivery);
		assertThat(options.path("data").path("url").asString()).endsWith("/?event=" + viva + "#calendar");
		assertThat(browser.driver().findElements(By.cssSelector(".message.reminder"))).hasSize(1);
		assertThat(asks()).isZero();
	}

	/**
	 * Signing out ends this browser's push subscription, at the service (its row goes)
	 * and at the browser, so that the next person here never gets this one's reminders.
	 * The browser's push subscription is a stand-in: headless Chromium has no push
	 * service.
	 */
	@Test
	void signingOutEndsThisBrowsersPushSubscription() {
		String endpoint = "https://push.example.com/browser/" + UUID.randomUUID();
		String p256dh = java.util.Base64.getUrlEncoder().withoutPadding().encodeToString(uncompressedPoint());
		String auth = java.util.Base64.getUrlEncoder().withoutPadding().encodeToString(new byte[16]);
		Response subscribed = this.api.post("/api/web-push/subscriptions",
				json("{'endpoint':'" + endpoint + "','keys':{'p256dh':'" + p256dh + "','auth':'" + auth + "'}}"));
		assertThat(subscribed.status()).as(subscribed.toString()).isEqualTo(201);
		signIn();
		browser.js("window.__ended = 0; const subscription = { endpoint: arguments[0],"
				+ " unsubscribe: () => { window.__ended++; return Promise.resolve(true); } };"
				+ "navigator.serviceWorker.getRegistration = () => Promise.resolve({ pushManager:"
				+ " { getSubscription: () => Promise.resolve(subscription) } });", endpoint);

		browser.click("#sign-out", "Sign out");
		browser.find("#sign-in-screen");
		browser.waitFor((d) -> ((Number) browser.js("return window.__ended")).intValue() == 1);
		assertThat(this.api.get("/api/web-push/subscriptions").json().path("subscriptions")).isEmpty();
	}

	/** The shape of an uncompressed P-256 point (the service checks the shape only). */
	private static byte[] uncompressedPoint() {
		byte[] point = new byte[65];
		point[0] = 4;
		return point;
	}

	private JsonNode fired(String id) {
		for (JsonNode entry : this.api.get("/api/reminders?start=2033-01-10T14:00:00Z&end=2033-01-10T16:00:00Z")
			.json()
			.path("reminders")) {
			if (entry.path("event_id").asString().equals(id)
					&& entry.path("method").asString().equals("notification")) {
				return entry;
			}
		}
		return tools.jackson.databind.node.MissingNode.getInstance();
	}

	private List<WebElement> rows() {
		return browser.driver()
			.findElements(By.cssSelector("#event-reminders .reminder-row"))
			.stream()
			.filter(WebElement::isDisplayed)
			.toList();
	}

	private int asks() {
		return ((Number) browser.js("return window.__asks")).intValue();
	}

	private JsonNode onlyEvent() {
		JsonNode events = this.api.get("/api/events").json().path("events");
		assertThat(events).hasSize(1);
		return events.get(0);
	}

	/** An event's reminders (or a list of them) as "method minutes". */
	private static List<String> reminders(JsonNode eventOrList) {
		JsonNode list = eventOrList.isArray() ? eventOrList : eventOrList.path("reminders").path("overrides");
		List<String> said = new ArrayList<>();
		for (JsonNode reminder : list) {
			said.add(reminder.path("method").asString() + " " + reminder.path("minutes_before").asInt());
		}
		return said;
	}

	private void signIn() {
		browser.open(base() + "/");
		browser.find("#api-key").sendKeys(this.key);
		browser.click("button", "Sign in");
		browser.find(".fc-timegrid");
	}

	private String base() {
		return "http://localhost:" + this.port;
	}

	@TestConfiguration(proxyBeanMethods = false)
	static class Clocks {

		@Bean
		@Primary
		MovableClock movableClock() {
			return new MovableClock(Instant.now());
		}

	}

}
