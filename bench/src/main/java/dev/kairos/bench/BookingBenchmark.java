package dev.kairos.bench;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;

/**
 * Booking: the free slots of a four-week window on the public booking page of an owner with 100,000 events and
 * 1,000 series, and find-a-time for ten people over four weeks, each answered to one client at a time.
 *
 * <p>
 * Usage: {@code BookingBenchmark <service jar> <h2|postgres> [requests per endpoint]}
 */
public final class BookingBenchmark {

	private static final int OWNER_EVENTS = 100_000;

	private static final int OWNER_SERIES = 1_000;

	private static final int PERSON_EVENTS = 10_000;

	private static final int PERSON_SERIES = 100;

	private static final int PEOPLE = 10;

	private static final String SLUG = "bench-office-hours";

	private static final List<String> ZONES = List.of("Europe/Berlin", "Europe/London", "UTC", "Europe/Paris",
			"Europe/Lisbon");

	private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

	private BookingBenchmark() {
	}

	public static void main(String[] args) throws Exception {
		new BookingBenchmark().run(Path.of(args[0]), args[1], (args.length > 2) ? Integer.parseInt(args[2]) : 1_000);
	}

	private void run(Path jar, String kind, int requests) throws Exception {
		Path work = Database.workDirectory("booking");
		Database database = Database.of(kind, work);
		System.out.printf("Kairos booking benchmark on %s: owner with %,d events and %,d series; find-a-time with %d"
				+ " people (the owner and %d with %,d events and %d series each)%n", database.name(), OWNER_EVENTS,
				OWNER_SERIES, PEOPLE, PEOPLE - 1, PERSON_EVENTS, PERSON_SERIES);
		System.out.printf("Machine: %d cores, Java %s; 1 client, %,d requests per endpoint%n",
				Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"), requests);
		// The public side's per-address limit (300 a minute) would stop one client after a few seconds.
		try (Service service = Service.start(jar, database, work.resolve("service.log"),
				List.of("--kairos.booking.request-limit=100000000"))) {
			long seeding = System.nanoTime();
			Random random = new Random(20261129L);
			LocalDate today = LocalDate.now(ZoneOffset.UTC);
			Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
			CalendarSeed.User asker;
			CalendarSeed.User owner;
			List<CalendarSeed.User> people = new ArrayList<>();
			try (Connection connection = database.connect()) {
				connection.setAutoCommit(false);
				asker = CalendarSeed.user(connection, "asker@example.com");
				seedCalendar(connection, asker, PERSON_EVENTS, PERSON_SERIES, 1, ZoneId.of("Europe/Berlin"), today, now,
						random);
				owner = CalendarSeed.user(connection, "owner@example.com");
				seedCalendar(connection, owner, OWNER_EVENTS, OWNER_SERIES, 2, ZoneId.of("Europe/Berlin"), today, now,
						random);
				connection.commit();
				people.add(owner);
				for (int p = 1; p < PEOPLE; p++) {
					CalendarSeed.User person = CalendarSeed.user(connection, "person" + p + "@example.com");
					seedCalendar(connection, person, PERSON_EVENTS, PERSON_SERIES, 1, ZoneId.of(ZONES.get(p % ZONES.size())),
							today, now, random);
					people.add(person);
					connection.commit();
				}
				CalendarSeed.settle(database, connection);
			}
			// Settings and the page through the API, as a user makes them.
			patchSettings(service, asker, "Europe/Berlin", List.of());
			for (int p = 0; p < people.size(); p++) {
				patchSettings(service, people.get(p), (p == 0) ? "Europe/Berlin" : ZONES.get(p % ZONES.size()),
						List.of(asker.email()));
			}
			HttpResponse<String> page = this.http.send(
					HttpRequest.newBuilder(URI.create(service.baseUrl() + "/api/booking-pages"))
						.header("Authorization", "Bearer " + owner.key())
						.header("Content-Type", "application/json")
						.POST(HttpRequest.BodyPublishers.ofString("{\"slug\":\"" + SLUG
								+ "\",\"title\":\"Office hours\",\"durations_minutes\":[30],\"buffer_before_minutes\":5,"
								+ "\"buffer_after_minutes\":5,\"horizon_days\":60}"))
						.build(),
					HttpResponse.BodyHandlers.ofString());
			if (page.statusCode() != 201) {
				throw new IllegalStateException("POST /api/booking-pages: " + page.statusCode() + " " + page.body());
			}
			System.out.printf("Seeded in %.1f s%n", (System.nanoTime() - seeding) / 1e9);

			String emails = people.stream().map((p) -> "\"" + p.email() + "\"").collect(Collectors.joining(","));
			// Four windows of four weeks, starting tomorrow and on the next three days, taken in turn.
			HttpResponse<String> sample = this.http.send(slots(service, today, 0), HttpResponse.BodyHandlers.ofString());
			HttpResponse<String> found = this.http.send(findATime(service, asker, emails, today, 0),
					HttpResponse.BodyHandlers.ofString());
			System.out.printf("Slots, four weeks: %d, %,d bytes, %d slots%n", sample.statusCode(), sample.body().length(),
					count(sample.body(), "\"start_time\""));
			System.out.printf("find-a-time, four weeks: %d, %,d bytes, %d slots%s%n", found.statusCode(),
					found.body().length(), count(found.body(), "\"local_times\""),
					found.body().contains("\"none_fits\":{") ? " (none fits)" : "");
			if (sample.statusCode() != 200 || found.statusCode() != 200) {
				throw new IllegalStateException(sample.body().substring(0, Math.min(500, sample.body().length())) + "\n"
						+ found.body().substring(0, Math.min(2000, found.body().length())));
			}

			Load load = new Load(1);
			load.run("warm-up, slots", requests / 2, (i) -> slots(service, today, i));
			load.run("warm-up, find-a-time", requests / 2, (i) -> findATime(service, asker, emails, today, i));
			// ABBA in quarters: slots, find-a-time, find-a-time, slots.
			List<Load.Result> slotResults = new ArrayList<>();
			List<Load.Result> findResults = new ArrayList<>();
			// The service's CPU time per request (user and system, all its threads): on a shared machine it says
			// what a request costs better than its latency, which includes waiting for a core.
			Duration slotsCpu = Duration.ZERO;
			Duration findCpu = Duration.ZERO;
			int phase = Math.max(1, requests / 2);
			for (char which : "SFFS".toCharArray()) {
				Duration cpuBefore = cpu(service);
				Load.Result result = (which == 'S')
						? load.run("slots, 4 weeks, 100,000 events", phase, (i) -> slots(service, today, i))
						: load.run("find-a-time, 10 people, 4 weeks", phase,
								(i) -> findATime(service, asker, emails, today, i));
				Duration used = cpu(service).minus(cpuBefore);
				System.out.println(result.line() + String.format("  service CPU %.2f ms/request",
						used.toNanos() / 1e6 / phase));
				((which == 'S') ? slotResults : findResults).add(result);
				if (which == 'S') {
					slotsCpu = slotsCpu.plus(used);
				}
				else {
					findCpu = findCpu.plus(used);
				}
			}
			System.out.println();
			summary("GET slots, four weeks", slotResults, slotsCpu);
			summary("POST /api/find-a-time, 10 people", findResults, findCpu);
		}
	}

	private void summary(String name, List<Load.Result> results, Duration cpu) {
		long[] all = results.stream().flatMapToLong((r) -> Arrays.stream(r.sortedLatencies())).sorted().toArray();
		System.out.printf(
				"%-34s n=%d  p50 %6.2f ms  p90 %6.2f ms  p99 %6.2f ms  max %7.2f ms  (goal p99 < 50 ms)  service CPU %.2f"
						+ " ms/request%n",
				name, all.length, at(all, 50), at(all, 90), at(all, 99), all[all.length - 1] / 1e6,
				cpu.toNanos() / 1e6 / all.length);
	}

	/** The service process's CPU time so far (zero where the system does not tell). */
	private static Duration cpu(Service service) {
		return ProcessHandle.of(service.pid())
			.flatMap((process) -> process.info().totalCpuDuration())
			.orElse(Duration.ZERO);
	}

	private static double at(long[] sorted, double p) {
		int index = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
		return sorted[Math.max(0, index)] / 1e6;
	}

	private static HttpRequest slots(Service service, LocalDate today, int i) {
		LocalDate start = today.plusDays(1 + i % 4);
		return HttpRequest
			.newBuilder(URI.create(service.baseUrl() + "/api/public/booking-pages/" + SLUG + "/slots?start=" + start
					+ "&end=" + start.plusDays(28) + "&duration_minutes=30&timezone=America/New_York"))
			.build();
	}

	private static HttpRequest findATime(Service service, CalendarSeed.User asker, String emails, LocalDate today,
			int i) {
		LocalDate start = today.plusDays(1 + i % 4);
		return HttpRequest.newBuilder(URI.create(service.baseUrl() + "/api/find-a-time"))
			.header("Authorization", "Bearer " + asker.key())
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString("{\"emails\":[" + emails + "],\"duration_minutes\":30,\"start\":\""
					+ start + "T00:00\",\"end\":\"" + start.plusDays(28) + "T00:00\"}"))
			.build();
	}

	/**
	 * A calendar: {@code perDay} events on each working day of the next eight weeks (inside 09:00-17:00 in the
	 * person's zone), the rest of {@code events} at random over the past ten years, and endless series.
	 */
	private static void seedCalendar(Connection connection, CalendarSeed.User user, int events, int series,
			int perDay, ZoneId zone, LocalDate today, Instant now, Random random) throws Exception {
		List<java.util.UUID> ids = new ArrayList<>(
				CalendarSeed.workingDays(connection, user.id(), today, 56, perDay, zone, random));
		ids.addAll(CalendarSeed.events(connection, user.id(), events - ids.size(), now.minus(Duration.ofDays(3652)), now,
				false, random));
		SeriesSeed.seed(connection, user.id(), series, random.nextLong());
		ids.addAll(CalendarSeed.seriesIds(connection, user.id()));
		CalendarSeed.changeLog(connection, user.id(), ids, random);
	}

	private void patchSettings(Service service, CalendarSeed.User user, String zone, List<String> readers)
			throws Exception {
		String body = "{\"timezone\":\"" + zone + "\",\"free_busy_readers\":["
				+ readers.stream().map((r) -> "\"" + r + "\"").collect(Collectors.joining(",")) + "]}";
		HttpResponse<String> response = this.http.send(
				HttpRequest.newBuilder(URI.create(service.baseUrl() + "/api/settings"))
					.header("Authorization", "Bearer " + user.key())
					.header("Content-Type", "application/json")
					.method("PATCH", HttpRequest.BodyPublishers.ofString(body))
					.build(),
				HttpResponse.BodyHandlers.ofString());
		if (response.statusCode() != 200) {
			throw new IllegalStateException("PATCH /api/settings: " + response.statusCode() + " " + response.body());
		}
	}

	private static int count(String body, String what) {
		int n = 0;
		for (int at = body.indexOf(what); at >= 0; at = body.indexOf(what, at + 1)) {
			n++;
		}
		return n;
	}

}
