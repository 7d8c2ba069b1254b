package dev.kairos.booking;

import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.IntegrationTest;
import dev.kairos.test.SyncedRows;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.simple.JdbcClient;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Booking pages over real HTTP: the owner's API, the public side without a key, and
 * bookings that become events in the owner's calendar.
 */
@IntegrationTest
class BookingApiTests {

	private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Autowired
	private JdbcClient jdbc;

	private TestUsers.Caller owner;

	private Api api;

	private Api anonymous;

	/** A Wednesday at least three days ahead, in New York. */
	private LocalDate day;

	@BeforeEach
	void owner() {
		this.owner = this.users.create();
		this.api = new Api(this.port, this.owner.key());
		this.anonymous = this.api.as(null);
		assertThat(this.api.patch("/api/settings", json("{'timezone':'America/New_York'}")).status()).isEqualTo(200);
		this.day = LocalDate.now(NEW_YORK).plusDays(3).with(TemporalAdjusters.nextOrSame(DayOfWeek.WEDNESDAY));
	}

	private String slug() {
		return "page-" + UUID.randomUUID().toString().substring(0, 8);
	}

	private JsonNode createPage(String slug, String extra) {
		Response created = this.api.post("/api/booking-pages",
				json("{'slug':'%s','title':'Office hours'%s}".formatted(slug, extra)));
		assertThat(created.status()).as(created.toString()).isEqualTo(201);
		return created.json();
	}

	private String at(int hour, int minute) {
		return ZonedDateTime.of(this.day, java.time.LocalTime.of(hour, minute), NEW_YORK).toInstant().toString();
	}

	private List<String> slots(String slug, String query) {
		Response slots = this.anonymous.get("/api/public/booking-pages/" + slug + "/slots?" + query);
		assertThat(slots.status()).as(slots.toString()).isEqualTo(200);
		List<String> starts = new ArrayList<>();
		slots.json()
			.path("slots")
			.forEach((slot) -> starts
				.add(Instant.parse(OffsetDateTime.parse(slot.path("start_time").asString()).toInstant().toString())
					.toString()));
		return starts;
	}

	private String dayQuery() {
		return "start=" + this.day + "T00:00:00&end=" + this.day.plusDays(1) + "T00:00:00&timezone=America/New_York";
	}

	/**
	 * Book as a booker of its own address: the limit of bookings per address (20 in 10
	 * minutes) would otherwise be reached by this class's bookings from one loopback
	 * address.
	 */
	private Response book(String slug, String start, String name) {
		return from(address(), "POST", "/api/public/booking-pages/" + slug + "/bookings", json(
				"{'start_time':'%s','duration_minutes':30,'name':'%s','email':'ada@example.com','note':'About the exam'}"
					.formatted(start, name)));
	}

	private static List<String> fields(Response response) {
		List<String> fields = new ArrayList<>();
		response.json().path("errors").forEach((error) -> fields.add(error.path("field").asString()));
		return fields;
	}

	@Test
	void theOwnerCreatesListsChangesAndDeletesPages() {
		String slug = slug();
		JsonNode page = createPage(slug, "");
		assertThat(page.path("durations_minutes").toString()).isEqualTo("[30]");
		assertThat(page.path("follows_working_hours").asBoolean()).isTrue();
		assertThat(page.path("availability")).hasSize(5);
		assertThat(page.path("availability").get(0).toString())
			.isEqualTo(json("{'day':'monday','start':'09:00','end':'17:00'}"));
		assertThat(page.path("enabled").asBoolean()).isTrue();
		assertThat(page.path("horizon_days").asInt()).isEqualTo(60);
		assertThat(page.path("url").asString()).endsWith("/book/" + slug);
		String id = page.path("id").asString();

		assertThat(this.api.get("/api/booking-pages").json().path("pages")).hasSize(1);
		assertThat(this.api.get("/api/booking-pages/" + id).text("slug")).isEqualTo(slug);

		Response changed = this.api.patch("/api/booking-pages/" + id, json(
				"{'title':'Tutoring','availability':[{'day':'tuesday','start':'13:00','end':'15:30'}],'max_per_day':2,"
						+ "'location':'Room 101','durations_minutes':[60,30]}"));
		assertThat(changed.status()).as(changed.toString()).isEqualTo(200);
		assertThat(changed.text("title")).isEqualTo("Tutoring");
		assertThat(changed.json().path("follows_working_hours").asBoolean()).isFalse();
		assertThat(changed.json().path("availability")).hasSize(1);
		assertThat(changed.json().path("durations_minutes").toString()).isEqualTo("[30,60]");
		assertThat(changed.json().path("max_per_day").asInt()).isEqualTo(2);

		Response back = this.api.patch("/api/booking-pages/" + id,
				json("{'availability':null,'max_per_day':null,'location':null}"));
		assertThat(back.json().path("follows_working_hours").asBoolean()).isTrue();
		assertThat(back.json().path("max_per_day").isNull()).isTrue();
		assertThat(back.json().path("location").isNull()).isTrue();
		assertThat(back.text("title")).isEqualTo("Tutoring");

		assertThat(this.api.delete("/api/booking-pages/" + id).status()).isEqualTo(204);
		assertThat(this.api.get("/api/booking-pages/" + id).status()).isEqualTo(404);
		assertThat(this.api.delete("/api/booking-pages/" + id).status()).isEqualTo(404);
	}

	@Test
	void slugsAreUniqueOnTheServerAndPagesPrivateToTheirOwner() {
		String slug = slug();
		String id = createPage(slug, "").path("id").asString();
		Api other = this.api.as(this.users.create().key());
		Response taken = other.post("/api/booking-pages", json("{'slug':'%s','title':'Mine'}".formatted(slug)));
		assertThat(taken.status()).isEqualTo(409);
		assertThat(taken.text("type")).isEqualTo("https://kairos.dev/problems/slug-taken");
		assertThat(other.get("/api/booking-pages/" + id).status()).isEqualTo(404);
		assertThat(other.patch("/api/booking-pages/" + id, json("{'title':'Stolen'}")).status()).isEqualTo(404);
		assertThat(other.delete("/api/booking-pages/" + id).status()).isEqualTo(404);
		assertThat(other.get("/api/booking-pages").json().path("pages")).isEmpty();
		assertThat(this.anonymous.get("/api/booking-pages").status()).isEqualTo(401);
	}

	@Test
	void invalidFieldsAreNamed() {
		Response bad = this.api.post("/api/booking-pages", json(
				"{'slug':'-Bad slug','title':' ','durations_minutes':[1],'availability':[{'day':'funday','start':'10:00',"
						+ "'end':'09:00'}],'horizon_days':0,'max_per_day':0,'buffer_before_minutes':-1}"));
		assertThat(bad.status()).isEqualTo(400);
		assertThat(fields(bad)).contains("slug", "title", "durations_minutes", "availability[0].day",
				"availability[0].end", "horizon_days", "max_per_day", "buffer_before_minutes");
		Response missing = this.api.post("/api/booking-pages", json("{'title':'No slug'}"));
		assertThat(missing.status()).isEqualTo(400);
		assertThat(fields(missing)).contains("slug");
		Response unknown = this.api.post("/api/booking-pages", json("{'slug':'abc','title':'x','colour':'red'}"));
		assertThat(unknown.status()).isEqualTo(400);
		String id = createPage(slug(), "").path("id").asString();
		Response nulls = this.api.patch("/api/booking-pages/" + id, json("{'title':null,'enabled':null}"));
		assertThat(nulls.status()).isEqualTo(400);
		assertThat(this.api.get("/api/booking-pages/not-a-uuid").status()).isEqualTo(400);
	}

	@Test
	void thePublicPageShowsWhatABookerNeedsAndNothingOfDisabledOrUnknownPages() {
		String slug = slug();
		String id = createPage(slug, ",'description':'Bring your notes','durations_minutes':[15,30]").path("id")
			.asString();
		Response page = this.anonymous.get("/api/public/booking-pages/" + slug);
		assertThat(page.status()).as(page.toString()).isEqualTo(200);
		assertThat(page.text("title")).isEqualTo("Office hours");
		assertThat(page.text("description")).isEqualTo("Bring your notes");
		assertThat(page.json().path("durations_minutes").toString()).isEqualTo("[15,30]");
		assertThat(page.json().has("id")).isFalse();

		Response unknown = this.anonymous.get("/api/public/booking-pages/no-such-page-" + UUID.randomUUID());
		assertThat(this.api.patch("/api/booking-pages/" + id, json("{'enabled':false}")).status()).isEqualTo(200);
		Response disabled = this.anonymous.get("/api/public/booking-pages/" + slug);
		assertThat(unknown.status()).isEqualTo(404);
		assertThat(disabled.status()).isEqualTo(404);
		assertThat(disabled.text("detail")).isEqualTo(unknown.text("detail"));
		assertThat(this.anonymous.get("/api/public/booking-pages/" + slug + "/slots").status()).isEqualTo(404);
		assertThat(book(slug, at(10, 0), "Ada").status()).isEqualTo(404);
	}

	@Test
	void slotsFollowWorkingHoursInTheOwnersZoneAndSkipEveryBusySource() {
		String slug = slug();
		createPage(slug, "");
		List<String> all = slots(slug, dayQuery());
		assertThat(all).hasSize(16).first().isEqualTo(at(9, 0));
		assertThat(all).last().isEqualTo(at(16, 30));

		// A one-off event, an occurrence of a daily series and a synced busy event.
		assertThat(this.api
			.post("/api/events/create",
					json("{'title':'Secret meeting','start_time':'%s','end_time':'%s'}".formatted(at(10, 0),
							at(11, 0))))
			.status()).isEqualTo(201);
		assertThat(this.api
			.post("/api/events/create",
					json("{'title':'Daily lunch','start_time':'%s','end_time':'%s','recurrence':['RRULE:FREQ=DAILY']}"
						.formatted(at(12, 0).replace(this.day.toString(), this.day.minusDays(2).toString()),
								at(12, 30).replace(this.day.toString(), this.day.minusDays(2).toString()))))
			.status()).isEqualTo(201);
		SyncedRows.googleEvent(this.jdbc, this.owner.user().id(), "Dentist", OffsetDateTime.parse(at(15, 0)),
				OffsetDateTime.parse(at(15, 45)), true);
		List<String> free = slots(slug, dayQuery());
		assertThat(free).doesNotContain(at(10, 0), at(10, 30), at(12, 0), at(15, 0), at(15, 30))
			.contains(at(9, 30), at(11, 0), at(12, 30), at(14, 30), at(16, 0))
			.hasSize(11);

		// Written in the booker's zone, with its offset; nothing else of the owner's day.
		Response tokyo = this.anonymous.get("/api/public/booking-pages/" + slug + "/slots?"
				+ dayQuery().replace("timezone=America/New_York", "timezone=Asia/Tokyo")
					.replace("T00:00:00", "T00:00:00-05:00"));
		assertThat(tokyo.status()).as(tokyo.toString()).isEqualTo(200);
		assertThat(tokyo.json().path("slots").get(0).path("start_time").asString()).endsWith("+09:00");
		assertThat(tokyo.body()).doesNotContain("Secret", "lunch", "Dentist");
	}

	@Test
	void slotQuestionsAreBounded() {
		String slug = slug();
		createPage(slug, "");
		Response huge = this.anonymous
			.get("/api/public/booking-pages/" + slug + "/slots?start=2026-01-01T00:00:00Z&end=2027-01-01T00:00:00Z");
		assertThat(huge.status()).isEqualTo(400);
		assertThat(fields(huge)).contains("end");
		Response duration = this.anonymous.get("/api/public/booking-pages/" + slug + "/slots?duration_minutes=45");
		assertThat(duration.status()).isEqualTo(400);
		assertThat(fields(duration)).contains("duration_minutes");
		Response zone = this.anonymous.get("/api/public/booking-pages/" + slug + "/slots?timezone=Mars/Olympus");
		assertThat(zone.status()).isEqualTo(400);
	}

	@Test
	void aBookingBecomesAnEventWithItsAttendeeAndTakesTheSlot() {
		String slug = slug();
		createPage(slug, ",'location':'Room 101','buffer_after_minutes':15");
		Response booked = book(slug, at(10, 0), "Ada Lovelace");
		assertThat(booked.status()).as(booked.toString()).isEqualTo(201);
		assertThat(booked.text("start_time")).isEqualTo(at(10, 0));
		assertThat(booked.text("end_time")).isEqualTo(at(10, 30));
		assertThat(booked.text("manage_url")).contains("/book/manage#");

		JsonNode events = this.api.get("/api/events?start=" + at(0, 0) + "&end=" + at(23, 0)).json().path("events");
		assertThat(events).hasSize(1);
		assertThat(events.get(0).path("title").asString()).isEqualTo("Office hours: Ada Lovelace");
		// The booker is the event's attendee, no longer a line of its description; their
		// note stays there.
		assertThat(events.get(0).path("description").asString()).contains("About the exam")
			.doesNotContain("ada@example.com");
		assertThat(events.get(0).path("attendees").toString())
			.isEqualTo("[{\"name\":\"Ada Lovelace\",\"email\":\"ada@example.com\",\"status\":\"accepted\"}]");
		assertThat(events.get(0).path("location").asString()).isEqualTo("Room 101");

		// The slot and, with the buffer after, the next one are gone.
		assertThat(slots(slug, dayQuery())).doesNotContain(at(10, 0), at(10, 30)).contains(at(9, 0), at(11, 0));

		Response again = book(slug, at(10, 0), "Bob");
		assertThat(again.status()).isEqualTo(409);
		assertThat(again.text("type")).isEqualTo("https://kairos.dev/problems/slot-unavailable");
		assertThat(again.json().path("next_slots").get(0).asString()).isEqualTo(at(11, 0));
		assertThat(again.body()).doesNotContain("Ada");

		Response night = book(slug, at(3, 0), "Night owl");
		assertThat(night.status()).isEqualTo(409);
		Response offGrid = book(slug, at(9, 10), "Off grid");
		assertThat(offGrid.status()).isEqualTo(409);
	}

	@Test
	void bookingsAreValidated() {
		String slug = slug();
		createPage(slug, "");
		Response bad = this.anonymous.post("/api/public/booking-pages/" + slug + "/bookings",
				json("{'start_time':'soon','duration_minutes':45,'name':' ','email':'not-an-address'}"));
		assertThat(bad.status()).isEqualTo(400);
		assertThat(fields(bad)).contains("start_time", "duration_minutes", "name", "email");
		Response missing = this.anonymous.post("/api/public/booking-pages/" + slug + "/bookings", json("{}"));
		assertThat(missing.status()).isEqualTo(400);
		Response header = this.anonymous.post("/api/public/booking-pages/" + slug + "/bookings",
				json("{'start_time':'%s','name':'Eve','email':'eve@example.com\\r\\nBcc: x@example.com'}"
					.formatted(at(10, 0))));
		assertThat(header.status()).isEqualTo(400);
	}

	@Test
	void exactlyOneOfConcurrentBookingsOfOneSlotWins() throws Exception {
		String slug = slug();
		createPage(slug, "");
		int requests = 8;
		CountDownLatch go = new CountDownLatch(1);
		ExecutorService pool = Executors.newFixedThreadPool(requests);
		try {
			List<Future<Integer>> statuses = new ArrayList<>();
			for (int i = 0; i < requests; i++) {
				String name = "Booker " + i;
				statuses.add(pool.submit(() -> {
					go.await();
					return book(slug, at(14, 0), name).status();
				}));
			}
			go.countDown();
			List<Integer> results = new ArrayList<>();
			for (Future<Integer> status : statuses) {
				results.add(status.get());
			}
			assertThat(results).filteredOn((status) -> status == 201).hasSize(1);
			assertThat(results).filteredOn((status) -> status == 409).hasSize(requests - 1);
		}
		finally {
			pool.shutdownNow();
		}
		assertThat(this.api.get("/api/events?start=" + at(0, 0) + "&end=" + at(23, 0)).json().path("events"))
			.hasSize(1);
	}

	@Test
	void theDailyLimitCountsBookings() {
		String slug = slug();
		createPage(slug, ",'max_per_day':2");
		assertThat(book(slug, at(9, 0), "One").status()).isEqualTo(201);
		assertThat(book(slug, at(11, 0), "Two").status()).isEqualTo(201);
		assertThat(slots(slug, dayQuery())).isEmpty();
		assertThat(book(slug, at(13, 0), "Three").status()).isEqualTo(409);
	}

	@Test
	void theManageLinkShowsMovesAndCancelsTheBooking() {
		String slug = slug();
		createPage(slug, "");
		Response booked = book(slug, at(10, 0), "Ada");
		String token = booked.text("manage_url").substring(booked.text("manage_url").indexOf('#') + 1);

		Response shown = this.anonymous.get("/api/public/bookings/" + token);
		assertThat(shown.status()).as(shown.toString()).isEqualTo(200);
		assertThat(shown.text("start_time")).isEqualTo(at(10, 0));
		assertThat(shown.text("title")).isEqualTo("Office hours");
		assertThat(shown.json().path("cancelled").asBoolean()).isFalse();

		Response moved = this.anonymous.patch("/api/public/bookings/" + token,
				json("{'start_time':'%s'}".formatted(at(13, 30))));
		assertThat(moved.status()).as(moved.toString()).isEqualTo(200);
		assertThat(moved.text("start_time")).isEqualTo(at(13, 30));
		JsonNode events = this.api.get("/api/events?start=" + at(0, 0) + "&end=" + at(23, 0)).json().path("events");
		assertThat(events).hasSize(1);
		assertThat(events.get(0).path("start_time").asString()).isEqualTo(at(13, 30));
		assertThat(slots(slug, dayQuery())).contains(at(10, 0)).doesNotContain(at(13, 30));

		assertThat(
				this.anonymous.patch("/api/public/bookings/" + token, json("{'start_time':'%s'}".formatted(at(2, 0))))
					.status())
			.isEqualTo(409);

		assertThat(this.anonymous.delete("/api/public/bookings/" + token).status()).isEqualTo(204);
		assertThat(this.api.get("/api/events?start=" + at(0, 0) + "&end=" + at(23, 0)).json().path("events")).isEmpty();
		assertThat(this.anonymous.get("/api/public/bookings/" + token).json().path("cancelled").asBoolean()).isTrue();
		assertThat(this.anonymous.delete("/api/public/bookings/" + token).status()).isEqualTo(204);
		assertThat(slots(slug, dayQuery())).contains(at(13, 30));

		assertThat(this.anonymous.get("/api/public/bookings/" + "x".repeat(43)).status()).isEqualTo(404);
	}

	private Response from(String address, String method, String path, String body) {
		return this.anonymous.send(this.anonymous.request(path)
			.header("X-Forwarded-For", address)
			.header("Content-Type", "application/json")
			.method(method, java.net.http.HttpRequest.BodyPublishers.ofString(body)));
	}

	private static String address() {
		return "198.51.100." + java.util.concurrent.ThreadLocalRandom.current().nextInt(1, 255) + ", 203.0.113."
				+ java.util.concurrent.ThreadLocalRandom.current().nextInt(1, 255) + "-" + UUID.randomUUID();
	}

	@Test
	void guessingSlugsIsThrottledPerAddress() {
		String slug = slug();
		createPage(slug, "");
		String guesser = address();
		int throttled = 0;
		for (int i = 0; i < 40 && throttled == 0; i++) {
			Response guess = from(guesser, "GET", "/api/public/booking-pages/guess-" + i, "");
			assertThat(guess.status()).as(guess.toString()).isIn(404, 429);
			throttled += (guess.status() == 429) ? 1 : 0;
		}
		assertThat(throttled).isPositive();
		Response page = from(guesser, "GET", "/api/public/booking-pages/" + slug, "");
		assertThat(page.status()).isEqualTo(429);
		assertThat(page.header("Retry-After")).isNotNull();
		assertThat(page.text("type")).isEqualTo("https://kairos.dev/problems/booking-pages-throttled");
		assertThat(from(address(), "GET", "/api/public/booking-pages/" + slug, "").status()).isEqualTo(200);
	}

	@Test
	void bookingsAreThrottledPerAddress() {
		String slug = slug();
		createPage(slug, "");
		String booker = address();
		int throttled = 0;
		for (int i = 0; i < 30 && throttled == 0; i++) {
			Response attempt = from(booker, "POST", "/api/public/booking-pages/" + slug + "/bookings", "{}");
			assertThat(attempt.status()).as(attempt.toString()).isIn(400, 429);
			throttled += (attempt.status() == 429) ? 1 : 0;
		}
		assertThat(throttled).isPositive();
		assertThat(from(booker, "GET", "/api/public/booking-pages/" + slug, "").status()).isEqualTo(200);
	}

}
