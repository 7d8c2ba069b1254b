package dev.kairos.events;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.IntegrationTest;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The conflict check and the insert are atomic: concurrent creates of one slot never both
 * succeed.
 */
@IntegrationTest
class ConcurrentCreateTests {

	private static final int REQUESTS = 20;

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Test
	void exactlyOneOfTwentyConcurrentCreatesOfOneSlotWins() throws Exception {
		Api api = new Api(this.port, this.users.create().key());
		CountDownLatch start = new CountDownLatch(1);
		ExecutorService pool = Executors.newFixedThreadPool(REQUESTS);
		try {
			List<Future<Integer>> statuses = new ArrayList<>();
			for (int i = 0; i < REQUESTS; i++) {
				// Different but overlapping intervals, so no two requests are identical.
				String body = json(
						"{'title':'Slot %d','start_time':'2031-01-10T10:%02d:00Z','end_time':'2031-01-10T11:%02d:00Z'}"
							.formatted(i, i, i));
				statuses.add(pool.submit(() -> {
					start.await();
					return api.post("/api/events/create", body).status();
				}));
			}
			start.countDown();
			List<Integer> results = new ArrayList<>();
			for (Future<Integer> status : statuses) {
				results.add(status.get());
			}
			assertThat(results).filteredOn((status) -> status == 201).hasSize(1);
			assertThat(results).filteredOn((status) -> status == 409).hasSize(REQUESTS - 1);
			assertThat(api.get("/api/events").json().path("events")).hasSize(1);
		}
		finally {
			pool.shutdownNow();
		}
	}

}
