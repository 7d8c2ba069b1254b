package dev.kairos.booking;

import java.time.DayOfWeek;
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

}
