package dev.kairos.bench;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * What a durable commit costs on the embedded H2 file: creates per second with every
 * commit written before the answer ({@code WRITE_DELAY=0}, the default) against H2's own
 * default (commits written by a background thread up to 500 ms later), in one run. Both
 * services run side by side on their own folders; the phases alternate ABBA so that drift
 * weighs on both.
 */
public final class DurabilityBenchmark {

	private DurabilityBenchmark() {
	}

	public static void main(String[] args) throws Exception {
		Path jar = Path.of(args[0]);
		int requests = (args.length > 2) ? Integer.parseInt(args[2]) : 2_000;
		int clients = (args.length > 3) ? Integer.parseInt(args[3]) : 8;
		Path work = Database.workDirectory("durability");
		Database durable = h2(work.resolve("durable"), "WRITE_DELAY=0", "H2, WRITE_DELAY=0 (the default)");
		Database delayed = h2(work.resolve("delayed"), "WRITE_DELAY=500", "H2, WRITE_DELAY=500 (H2's default)");
		System.out.printf("Kairos durability benchmark: creates of one user, %,d per phase, 1 and %d clients%n",
				requests, clients);
		System.out.printf("Machine: %d cores, Java %s%n", Runtime.getRuntime().availableProcessors(),
				System.getProperty("java.version"));
		String durableKey = Service.createUser(jar, durable, work.resolve("durable.log"));
		String delayedKey = Service.createUser(jar, delayed, work.resolve("delayed.log"));
		try (Service durableService = Service.start(jar, durable, work.resolve("durable-service.log"));
				Service delayedService = Service.start(jar, delayed, work.resolve("delayed-service.log"))) {
			Instant base = Instant.now().truncatedTo(ChronoUnit.DAYS).plus(Duration.ofDays(1));
			AtomicInteger slot = new AtomicInteger();
			for (int threads : List.of(1, clients)) {
				Load load = new Load(threads);
				// Warm-up on both.
				load.run("warm-up", requests / 2,
						(i) -> create(durableService, durableKey, base, slot.getAndIncrement()));
				load.run("warm-up", requests / 2,
						(i) -> create(delayedService, delayedKey, base, slot.getAndIncrement()));
				List<Load.Result> durableResults = new ArrayList<>();
				List<Load.Result> delayedResults = new ArrayList<>();
				for (char phase : "ABBA".toCharArray()) {
					boolean isDurable = phase == 'A';
					Service service = isDurable ? durableService : delayedService;
					String key = isDurable ? durableKey : delayedKey;
					Load.Result result = load.run((isDurable ? "durable" : "delayed") + ", " + threads + " client(s)",
							requests, (i) -> create(service, key, base, slot.getAndIncrement()));
					(isDurable ? durableResults : delayedResults).add(result);
					System.out.println(result.line());
				}
				double durableRate = durableResults.stream()
					.mapToDouble(Load.Result::throughput)
					.average()
					.orElseThrow();
				double delayedRate = delayedResults.stream()
					.mapToDouble(Load.Result::throughput)
					.average()
					.orElseThrow();
				double durableP50 = durableResults.stream()
					.mapToDouble((r) -> r.percentileMillis(50))
					.average()
					.orElseThrow();
				double delayedP50 = delayedResults.stream()
					.mapToDouble((r) -> r.percentileMillis(50))
					.average()
					.orElseThrow();
				System.out.printf(
						"%d client(s): durable %.0f creates/s (p50 %.2f ms), delayed %.0f creates/s (p50 %.2f ms); durable/delayed throughput %.2f%n%n",
						threads, durableRate, durableP50, delayedRate, delayedP50, durableRate / delayedRate);
			}
		}
	}

	private static Database h2(Path directory, String writeDelay, String name) {
		return new Database(name, "jdbc:h2:file:" + directory.resolve("kairos").toAbsolutePath() + ";" + writeDelay
				+ ";LOCK_TIMEOUT=10000", "sa", false);
	}

	/**
	 * A 30-minute event on a slot of its own: every create is a 201 and runs the full
	 * conflict check.
	 */
	private static HttpRequest create(Service service, String key, Instant base, int slot) {
		Instant start = base.plus(Duration.ofHours(slot));
		String body = "{\"title\":\"Bench %d\",\"start_time\":\"%s\",\"end_time\":\"%s\"}".formatted(slot, start,
				start.plus(Duration.ofMinutes(30)));
		return HttpRequest.newBuilder(URI.create(service.baseUrl() + "/api/events/create"))
			.header("Authorization", "Bearer " + key)
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString(body))
			.build();
	}

}
