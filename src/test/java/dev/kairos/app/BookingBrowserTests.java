package dev.kairos.app;

import java.nio.file.Path;
import java.util.UUID;

import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.IntegrationTest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The booking page at phone width in the booker's zone, without an account, and the
 * owner's screen of booking pages, in Debian's Chromium. Screenshots go to
 * target/booking-screenshots.
 */
@IntegrationTest
class BookingBrowserTests {

	private static final Path SHOTS = Path.of("target", "booking-screenshots");

	@RegisterExtension
	static final Chromium chromium = new Chromium();

	private final Browser browser = chromium.browser();

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	private Api api;

	private String key;

	@BeforeEach
	void owner() {
		this.key = this.users.create().key();
		this.api = new Api(this.port, this.key);
		assertThat(this.api.patch("/api/settings", json("{'timezone':'America/New_York'}")).status()).isEqualTo(200);
		browser.forget(base());
		browser.desktop();
		browser.zone(null);
		browser.consoleErrors();
	}

	@AfterEach
	void noConsoleErrors() {
		assertThat(browser.consoleErrors()).as("browser console errors").isEmpty();
	}

	@Test
	void aBookerOnAPhoneBooksInTheirOwnZoneAndCancelsWithTheLink() {
		String slug = "office-" + UUID.randomUUID().toString().substring(0, 8);
		assertThat(this.api
			.post("/api/booking-pages",
					json("{'slug':'%s','title':'Office hours','durations_minutes':[30,60],'location':'Room 101',"
							+ "'description':'Questions about the course, the exam or your project.'}")
						.formatted(slug))
			.status()).isEqualTo(201);
		browser.emulateWidth(390);
		browser.zone("Europe/Berlin");
		browser.open(base() + "/book/" + slug);
		assertThat(browser.find("#page-title").getText()).isEqualTo("Office hours");
		assertThat(browser.find("#zone").getText()).isEqualTo("Europe/Berlin");
		// Skip to a week with working days ahead, whatever today is.
		browser.click("#next-week", "Later");
		browser.find("#days .slot");
		assertThat(browser.overflow()).as("no sideways scrolling at phone width").isNotPositive();
		// 09:00 in New York is 15:00 in Berlin (14:00 in the weeks between the clock
		// changes): no slot starts before 14:00 Berlin time.
		String first = browser.find("#days .slot").getText();
		assertThat(first).matches("(14|15|2|3):00.*");
		browser.screenshot(SHOTS.resolve("book-phone-slots.png"));

		browser.find("#days .slot").click();
		browser.find("#name").sendKeys("Ada Lovelace");
		browser.find("#email").sendKeys("ada@example.com");
		browser.find("#note").sendKeys("About the exam");
		browser.screenshot(SHOTS.resolve("book-phone-details.png"));
		browser.click("#confirm", "Book");
		assertThat(browser.find("#done-title").getText()).isEqualTo("Booked");
		assertThat(browser.find("#done-when").getText()).contains("Office hours", "30 minutes");
		browser.screenshot(SHOTS.resolve("book-phone-booked.png"));

		JsonNode events = this.api.get("/api/events").json().path("events");
		assertThat(events).hasSize(1);
		assertThat(events.get(0).path("title").asString()).isEqualTo("Office hours: Ada Lovelace");

		// The link is made from the configured public address (localhost:8080 in tests).
		String manage = browser.find("#manage-link").getAttribute("href");
		assertThat(manage).startsWith("http://localhost:8080/book/manage#");
		browser.open(base() + manage.substring(manage.indexOf("/book/manage#")));
		assertThat(browser.find("#manage-when").getText()).contains("30 minutes");
		browser.click("#cancel-booking", "Cancel booking");
		assertThat(browser.textOf("#manage-state", "cancelled")).isEqualTo("This booking is cancelled.");
		browser.screenshot(SHOTS.resolve("book-phone-cancelled.png"));
		assertThat(this.api.get("/api/events").json().path("events")).isEmpty();

		browser.open(base() + "/book/no-such-page");
		assertThat(browser.find("#not-found h1").getText()).isEqualTo("Nothing to book here");
		// The 404 of the unknown page is what the page expects.
		browser.consoleErrors(404);
	}

	@Test
	void theOwnerCreatesAndTurnsOffAPage() {
		browser.open(base() + "/");
		browser.find("#api-key").sendKeys(this.key);
		browser.click("button", "Sign in");
		browser.find(".fc-timegrid");
		browser.click("#topbar a", "Booking");
		browser.withText("h1", "Booking pages");
		String slug = "tutoring-" + UUID.randomUUID().toString().substring(0, 6);
		browser.find("input[name=slug]").sendKeys(slug);
		browser.find("input[name=title]").sendKeys("Tutoring");
		browser.find("input[name=durations]").clear();
		browser.find("input[name=durations]").sendKeys("30, 60");
		browser.find("input[name=perDay]").sendKeys("3");
		browser.click("button", "Create page");
		assertThat(browser.textOf(".booking-page", "Tutoring")).contains("/book/" + slug, "30 or 60 minutes",
				"at most 3 a day");
		browser.screenshot(SHOTS.resolve("booking-owner.png"));
		browser.click(".booking-page button", "Turn off");
		assertThat(browser.textOf(".booking-page", "(off)")).contains("Tutoring");
		assertThat(this.api.as(null).get("/api/public/booking-pages/" + slug).status()).isEqualTo(404);
	}

	private String base() {
		return "http://localhost:" + this.port;
	}

}
