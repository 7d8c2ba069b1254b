package dev.kairos;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.ServiceProcess;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * SIGTERM stops the service while it is busy: it finishes the requests under way
 * (graceful shutdown), refuses new ones, and exits within the shutdown phase's timeout.
 */
class ShutdownTests {

	/**
	 * spring.lifecycle.timeout-per-shutdown-phase (20 s), and room for a loaded machine.
	 */
	private static final Duration STOPS_WITHIN = Duration.ofSeconds(50);

	@TempDir
	Path directory;

	@Test
	void sigtermDuringABurstOfWritesStopsTheProcessGracefully() throws Exception {
		ServiceProcess.Result created = ServiceProcess.run(this.directory, "--create-user=stop@example.com");
		assertThat(created.exitCode()).as(created.stderr()).isZero();
		String key = created.stdout().get(0);
		Instant base = Instant.now().truncatedTo(ChronoUnit.DAYS).plus(30, ChronoUnit.DAYS);
		Map<Integer, Integer> statuses = new TreeMap<>();
		AtomicInteger answered = new AtomicInteger();
		AtomicBoolean stop = new AtomicBoolean();
		String log;
		try (ServiceProcess service = ServiceProcess.start(this.directory)) {
			Api api = service.api(key);
			ExecutorService clients = Executors.newFixedThreadPool(4);
			List<Future<?>> running = new ArrayList<>();
			for (int c = 0; c < 4; c++) {
				int client = c;
				running.add(clients.submit(() -> {
					for (int i = 0; !stop.get(); i++) {
						Instant start = base.plus((long) client * 100_000 + i, ChronoUnit.HOURS);
						Response response;
						try {
							response = api.post("/api/events/create",
									Api.json("{'title':'x','start_time':'%s','end_time':'%s'}".formatted(start,
											start.plus(30, ChronoUnit.MINUTES))));
						}
						catch (IllegalStateException ex) {
							return null; // refused or closed: the server is stopping
						}
						synchronized (statuses) {
							statuses.merge(response.status(), 1, Integer::sum);
						}
						answered.incrementAndGet();
					}
					return null;
				}));
			}
			while (answered.get() < 50) {
				Thread.sleep(5);
			}
			long signalled = System.nanoTime();
			service.process().destroy();
			boolean stopped = service.process().waitFor(STOPS_WITHIN.toSeconds(), TimeUnit.SECONDS);
			Duration took = Duration.ofNanos(System.nanoTime() - signalled);
			stop.set(true);
			clients.shutdown();
			assertThat(clients.awaitTermination(1, TimeUnit.MINUTES)).isTrue();
			for (Future<?> client : running) {
				client.get();
			}
			assertThat(stopped).as("stopped %s after SIGTERM", took).isTrue();
			log = service.log();
			assertThat(log).contains("Commencing graceful shutdown");
		}
		// Every request that got an answer got a 201 (or the 503 of a server shutting
		// down), never a 500.
		assertThat(statuses.keySet()).as("%s; the service's log:%n%s", statuses, log).isSubsetOf(201, 503);
	}

}
