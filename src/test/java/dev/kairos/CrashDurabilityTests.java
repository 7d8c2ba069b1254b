package dev.kairos;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.ServiceProcess;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * kill -9 during a burst of writes loses nothing that was acknowledged: the service runs
 * as its own process on the embedded default (an H2 file in {@code ./data}), several
 * clients create and change events, the process is killed with SIGKILL while they do, and
 * after a restart on the same folder every answered write is there as answered.
 */
class CrashDurabilityTests {

	private static final int CLIENTS = 8;

	/** Acknowledged writes before the kill; the clients keep writing while it happens. */
	private static final int WRITES_BEFORE_KILL = 400;

	@TempDir
	Path directory;

	@Test
	void everyAcknowledgedCreateAndChangeSurvivesKillDashNine() throws Exception {
		ServiceProcess.Result created = ServiceProcess.run(this.directory, "--create-user=crash@example.com");
		assertThat(created.exitCode()).as(created.stderr()).isZero();
		String key = created.stdout().get(0);

		Map<String, Expected> expected = new ConcurrentHashMap<>();
		AtomicInteger acknowledged = new AtomicInteger();
		AtomicBoolean stop = new AtomicBoolean();
		Instant base = Instant.now().truncatedTo(ChronoUnit.DAYS).plus(30, ChronoUnit.DAYS);
		try (ServiceProcess service = ServiceProcess.start(this.directory)) {
			Api api = service.api(key);
			ExecutorService clients = Executors.newFixedThreadPool(CLIENTS);
			List<Future<?>> running = new ArrayList<>();
			for (int c = 0; c < CLIENTS; c++) {
				int client = c;
				running.add(clients.submit(() -> write(api, client, base, expected, acknowledged, stop)));
			}
			long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
			while (acknowledged.get() < WRITES_BEFORE_KILL && System.nanoTime() < deadline) {
				Thread.sleep(5);
			}
			service.kill();
			stop.set(true);
			clients.shutdown();
			assertThat(clients.awaitTermination(1, TimeUnit.MINUTES)).isTrue();
			for (Future<?> client : running) {
				// A client that met anything but 201, 200 or a broken connection fails
				// the test here.
				client.get();
			}
		}
		assertThat(acknowledged.get()).as("writes acknowledged before the kill").isGreaterThanOrEqualTo(100);

		List<String> lost = new ArrayList<>();
		try (ServiceProcess service = ServiceProcess.start(this.directory)) {
			Api api = service.api(key);
			expected.forEach((id, want) -> {
				Response event = api.get("/api/events/" + id);
				if (event.status() != 200) {
					lost.add(id + ": " + event.status() + " (acknowledged " + want + ")");
				}
				else if (!want.accepts(event.text("title"), event.text("start_time"))) {
					lost.add(id + ": title " + event.text("title") + " (acknowledged " + want + ")");
				}
			});
		}
		assertThat(lost).as("acknowledged writes lost of %d events", expected.size()).isEmpty();
	}

	/**
	 * One client: creates an event on a slot of its own, then renames one of its earlier
	 * events, and so on, one request at a time; records what was acknowledged.
	 */
	private static void write(Api api, int client, Instant base, Map<String, Expected> expected,
			AtomicInteger acknowledged, AtomicBoolean stop) {
		List<String> mine = new ArrayList<>();
		try {
			for (int i = 0; !stop.get(); i++) {
				if (i % 2 == 0 || mine.isEmpty()) {
					Instant start = base.plus((long) client * 100_000 + i, ChronoUnit.HOURS);
					String title = "c" + client + " #" + i;
					Response response = api.post("/api/events/create",
							Api.json("{'title':'%s','start_time':'%s','end_time':'%s'}".formatted(title, start,
									start.plus(30, ChronoUnit.MINUTES))));
					assertThat(response.status()).as(response.toString()).isEqualTo(201);
					String id = response.text("id");
					expected.put(id, new Expected(title, response.text("start_time"), null));
					mine.add(id);
				}
				else {
					String id = mine.get((i / 2) % mine.size());
					String title = "c" + client + " #" + i + " renamed";
					Expected before = expected.get(id);
					expected.put(id, before.pending(title));
					Response response = api.patch("/api/events",
							Api.json("{'id':'%s','title':'%s'}".formatted(id, title)));
					assertThat(response.status()).as(response.toString()).isEqualTo(200);
					expected.put(id, new Expected(title, before.startTime(), null));
				}
				acknowledged.incrementAndGet();
			}
		}
		catch (IllegalStateException ex) {
			// The connection broke: the service was killed.
		}
	}

	/**
	 * The acknowledged title and start of an event, and a change that was sent but not
	 * yet answered when the service died (it may or may not have been kept).
	 */
	record Expected(String title, String startTime, @Nullable String pendingTitle) {

		Expected pending(String newTitle) {
			return new Expected(this.title, this.startTime, newTitle);
		}

		boolean accepts(String storedTitle, String storedStart) {
			return Instant.parse(storedStart).equals(Instant.parse(this.startTime))
					&& (storedTitle.equals(this.title) || storedTitle.equals(this.pendingTitle));
		}

	}

}
