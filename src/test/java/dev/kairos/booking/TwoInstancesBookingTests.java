package dev.kairos.booking;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.Instances;
import dev.kairos.test.OwnDatabase;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

import org.springframework.context.ConfigurableApplicationContext;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two instances of the service on one PostgreSQL schema, as behind a load balancer:
 * bookings of one slot sent to both at once have exactly one winner. Only with
 * {@code -Ppostgres-tests}; the instances get a schema of their own
 * ({@code <schema>_booking_two}).
 */
@EnabledIfSystemProperty(named = "kairos.test.datasource.url", matches = "jdbc:postgresql:.*")
class TwoInstancesBookingTests {

	private static final int REQUESTS = 12;

	private static ConfigurableApplicationContext first;

	private static ConfigurableApplicationContext second;

	@BeforeAll
	static void startTwoInstances() throws Exception {
		String url = OwnDatabase.url("booking_two");
		first = Instances.start(url, "--kairos.sync.interval=0");
		second = Instances.start(url, "--kairos.sync.interval=0");
	}

	@AfterAll
	static void stop() {
		Instances.stop(first, second);
	}

	@Test
	void concurrentBookingsOfOneSlotThroughBothInstancesHaveOneWinner() throws Exception {
		String key = first.getBean(TestUsers.class).create().key();
		Api owner = new Api(Instances.port(first), key);
		assertThat(owner.patch("/api/settings", json("{'timezone':'America/New_York'}")).status()).isEqualTo(200);
		assertThat(owner.post("/api/booking-pages", json("{'slug':'two-instances','title':'Office hours'}")).status())
			.isEqualTo(201);
		ZoneId newYork = ZoneId.of("America/New_York");
		LocalDate day = LocalDate.now(newYork).plusDays(3).with(TemporalAdjusters.nextOrSame(DayOfWeek.THURSDAY));
		String start = ZonedDateTime.of(day, LocalTime.of(11, 0), newYork).toInstant().toString();
		List<Api> instances = List.of(new Api(Instances.port(first), null), new Api(Instances.port(second), null));
		CountDownLatch go = new CountDownLatch(1);
		ExecutorService pool = Executors.newFixedThreadPool(REQUESTS);
		try {
			List<Future<Integer>> statuses = new ArrayList<>();
			for (int i = 0; i < REQUESTS; i++) {
				Api api = instances.get(i % 2);
				String body = json(
						"{'start_time':'%s','duration_minutes':30,'name':'Booker %d','email':'b%d@example.com'}"
							.formatted(start, i, i));
				statuses.add(pool.submit(() -> {
					go.await();
					return api.post("/api/public/booking-pages/two-instances/bookings", body).status();
				}));
			}
			go.countDown();
			List<Integer> results = new ArrayList<>();
			for (Future<Integer> status : statuses) {
				results.add(status.get());
			}
			assertThat(results).filteredOn((status) -> status == 201).hasSize(1);
			assertThat(results).filteredOn((status) -> status == 409).hasSize(REQUESTS - 1);
		}
		finally {
			pool.shutdownNow();
		}
		assertThat(new Api(Instances.port(second), key).get("/api/events").json().path("events")).hasSize(1);
	}

	/**
	 * An owner seen on the first instance before they had any booking, booked through the
	 * second: the booking still follows what the owner does to its event on the first
	 * (the first's memory that the owner had no bookings is of an older revision).
	 */
	@Test
	void aBookingMadeOnOneInstanceFollowsTheOwnersChangesOnTheOther() throws Exception {
		String key = first.getBean(TestUsers.class).create().key();
		Api owner = new Api(Instances.port(first), key);
		assertThat(owner.patch("/api/settings", json("{'timezone':'America/New_York'}")).status()).isEqualTo(200);
		assertThat(owner.post("/api/booking-pages", json("{'slug':'two-instances-follow','title':'Office hours'}"))
			.status()).isEqualTo(201);
		ZoneId newYork = ZoneId.of("America/New_York");
		LocalDate day = LocalDate.now(newYork).plusDays(3).with(TemporalAdjusters.nextOrSame(DayOfWeek.TUESDAY));
		Instant start = ZonedDateTime.of(day, LocalTime.of(11, 0), newYork).toInstant();
		// Two writes on the first instance with no booking: it now knows the owner has
		// none.
		for (int i = 0; i < 2; i++) {
			Response scratch = owner
				.post("/api/events/create", json("{'title':'Scratch','start_time':'%s','end_time':'%s'}"
					.formatted(start.minus(Duration.ofDays(1)), start.minus(Duration.ofDays(1)).plusSeconds(1800))));
			assertThat(scratch.status()).as(scratch.toString()).isEqualTo(201);
			assertThat(owner.delete("/api/events?id=" + scratch.text("id")).status()).isEqualTo(204);
		}
		Response booked = new Api(Instances.port(second), null).post(
				"/api/public/booking-pages/two-instances-follow/bookings",
				json("{'start_time':'%s','duration_minutes':30,'name':'Ada','email':'ada@example.com'}"
					.formatted(start)));
		assertThat(booked.status()).as(booked.toString()).isEqualTo(201);
		String manage = booked.text("manage_url");
		String token = manage.substring(manage.indexOf('#') + 1);
		String id = owner.get("/api/events?start=" + start + "&end=" + start.plusSeconds(1800))
			.json()
			.path("events")
			.get(0)
			.path("id")
			.asString();

		Instant later = start.plus(Duration.ofHours(3));
		assertThat(
				owner
					.patch("/api/events",
							json("{'id':'%s','start_time':'%s','end_time':'%s'}".formatted(id, later,
									later.plusSeconds(1800))))
					.status())
			.isEqualTo(200);
		Api anonymous = new Api(Instances.port(first), null);
		assertThat(java.time.OffsetDateTime.parse(anonymous.get("/api/public/bookings/" + token).text("start_time"))
			.toInstant()).isEqualTo(later);
		assertThat(owner.delete("/api/events?id=" + id).status()).isEqualTo(204);
		assertThat(anonymous.get("/api/public/bookings/" + token).json().path("cancelled").asBoolean()).isTrue();
	}

}
