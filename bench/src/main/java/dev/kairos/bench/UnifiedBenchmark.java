package dev.kairos.bench;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The unified listing of a 7-day window for a user with 100,000 local and 100,000 synced events over ten
 * years (p50/p99; goal p99 under 20 ms), and the first sync of 5,000 events from a Google stand-in
 * (time and the service's peak resident memory).
 *
 * <p>
 * Usage: {@code UnifiedBenchmark <service jar> <h2|postgres> [requests] [clients]}
 */
public final class UnifiedBenchmark {

	private static final int LOCAL_EVENTS = 100_000;

	private static final int SYNCED_EVENTS = 100_000;

	/** Endless series the user also holds ({@link SeriesSeed}). */
	private static final int SERIES = Integer.getInteger("bench.series", 1_000);

	private static final int SYNC_EVENTS = 5_000;

	private static final Duration HISTORY = Duration.ofDays(3652);

	private UnifiedBenchmark() {
	}

	public static void main(String[] args) throws Exception {
		Path jar = Path.of(args[0]);
		String kind = args[1];
		int requests = (args.length > 2) ? Integer.parseInt(args[2]) : 4_000;
		int clients = (args.length > 3) ? Integer.parseInt(args[3]) : 4;
		Path work = Database.workDirectory("unified");
		Database database = Database.of(kind, work);
		Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
		System.out.printf(
				"Kairos unified benchmark on %s: %,d local + %,d synced events and %,d endless series for one user; first sync of %,d%n",
				database.name(), LOCAL_EVENTS, SYNCED_EVENTS, SERIES, SYNC_EVENTS);
		System.out.printf("Machine: %d cores, Java %s; %d clients, %,d requests%n",
				Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"), clients, requests);
		try (FakeGoogle google = new FakeGoogle(SYNC_EVENTS, 250, now.plus(Duration.ofDays(1)));
				Service service = Service.start(jar, database, work.resolve("service.log"),
						List.of("--kairos.providers.google.client-id=bench", "--kairos.providers.google.client-secret=bench",
								"--kairos.providers.google.auth-uri=" + google.baseUrl() + "/o/oauth2/v2/auth",
								"--kairos.providers.google.token-uri=" + google.baseUrl() + "/token",
								"--kairos.providers.google.api-base-url=" + google.baseUrl(),
								"--kairos.providers.google.page-size=250"))) {
			String heavyKey = "kairos_bench-unified-" + UUID.randomUUID();
			String syncKey = "kairos_bench-sync-" + UUID.randomUUID();
			long seeding = System.nanoTime();
			seed(database, now, heavyKey, syncKey);
			System.out.printf("Seeded in %.1f s%n", (System.nanoTime() - seeding) / 1e9);

			Load load = new Load(clients);
			Random random = new Random(42);
			long[] offsets = new long[requests * 2];
			for (int i = 0; i < offsets.length; i++) {
				offsets[i] = (long) (random.nextDouble() * (HISTORY.toSeconds() - Duration.ofDays(7).toSeconds()));
			}
			Instant first = now.minus(HISTORY.dividedBy(2));
			load.run("warm-up", requests, (i) -> window(service, heavyKey, first.plusSeconds(offsets[requests + i])));
			// One client shows the cost of a request; several show it with queueing on this machine's cores.
			Load.Result single = new Load(1).run("GET /api/unified/events, 7 days, 1 client", requests,
					(i) -> window(service, heavyKey, first.plusSeconds(offsets[i])));
			Load.Result listing = load.run("GET /api/unified/events, 7 days, " + clients + " clients", requests,
					(i) -> window(service, heavyKey, first.plusSeconds(offsets[(i + requests / 2) % requests])));
			System.out.println();
			System.out.println(single.line());
			System.out.println(listing.line());
			System.out.printf("Unified listing p99 %.2f ms with 1 client, %.2f ms with %d (goal < 20 ms)%n",
					single.percentileMillis(99), listing.percentileMillis(99), clients);

			connect(service, google, syncKey);
			long before = service.residentBytes();
			AtomicLong peak = new AtomicLong(before);
			Thread sampler = new Thread(() -> {
				while (!Thread.currentThread().isInterrupted()) {
					try {
						peak.accumulateAndGet(service.residentBytes(), Math::max);
						Thread.sleep(20);
					}
					catch (Exception ex) {
						return;
					}
				}
			});
			sampler.start();
			long started = System.nanoTime();
			HttpResponse<String> sync = HttpClient.newHttpClient()
				.send(HttpRequest.newBuilder(URI.create(service.baseUrl() + "/api/unified/sync"))
					.header("Authorization", "Bearer " + syncKey)
					.header("Content-Type", "application/json")
					.POST(HttpRequest.BodyPublishers.ofString("{\"provider\":\"google\"}"))
					.build(), HttpResponse.BodyHandlers.ofString());
			double seconds = (System.nanoTime() - started) / 1e9;
			sampler.interrupt();
			sampler.join();
			System.out.printf("First sync of %,d events: HTTP %d in %.2f s (%s)%n", SYNC_EVENTS, sync.statusCode(),
					seconds, sync.body());
			System.out.printf("Service resident memory: %,d MB before, %,d MB peak during the sync (+%,d MB)%n",
					before >> 20, peak.get() >> 20, (peak.get() - before) >> 20);
		}
	}

	private static HttpRequest window(Service service, String key, Instant start) {
		return HttpRequest
			.newBuilder(URI.create(service.baseUrl() + "/api/unified/events?start=" + start + "&end="
					+ start.plus(Duration.ofDays(7))))
			.header("Authorization", "Bearer " + key)
			.build();
	}

	/** Connect Google for the sync user the way a browser does, through the stand-in's consent screen. */
	private static void connect(Service service, FakeGoogle google, String key) throws Exception {
		HttpClient browser = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();
		HttpResponse<String> authorize = browser.send(
				HttpRequest.newBuilder(URI.create(service.baseUrl() + "/api/connections/google/authorize"))
					.header("Authorization", "Bearer " + key)
					.header("Accept", "application/json")
					.build(),
				HttpResponse.BodyHandlers.ofString());
		Matcher url = Pattern.compile("\"authorize_url\":\"([^\"]+)\"").matcher(authorize.body());
		if (!url.find()) {
			throw new IllegalStateException("No authorize URL: " + authorize.body());
		}
		HttpResponse<String> consent = browser.send(HttpRequest.newBuilder(URI.create(url.group(1))).build(),
				HttpResponse.BodyHandlers.ofString());
		String callback = consent.headers()
			.firstValue("Location")
			.orElseThrow()
			.replace("http://localhost:8080", service.baseUrl());
		HttpResponse<String> done = browser.send(HttpRequest.newBuilder(URI.create(callback)).build(),
				HttpResponse.BodyHandlers.ofString());
		if (done.statusCode() != 302) {
			throw new IllegalStateException("Connecting failed: " + done.statusCode() + " " + done.body());
		}
	}

	private static void seed(Database database, Instant now, String heavyKey, String syncKey) throws Exception {
		Instant from = now.minus(HISTORY.dividedBy(2));
		try (Connection connection = database.connect()) {
			connection.setAutoCommit(false);
			UUID heavy = UUID.randomUUID();
			UUID syncUser = UUID.randomUUID();
			try (PreparedStatement users = connection.prepareStatement(
					"insert into users (id, issuer, subject, email, created_at) values (?, 'local', ?, ?, ?)");
					PreparedStatement keys = connection.prepareStatement(
							"insert into api_keys (id, user_id, name, key_hash, created_at) values (?, ?, 'bench', ?, ?)")) {
				for (UUID user : new UUID[] { heavy, syncUser }) {
					users.setObject(1, user);
					users.setString(2, user + "@example.com");
					users.setString(3, user + "@example.com");
					users.setObject(4, now.atOffset(ZoneOffset.UTC));
					users.executeUpdate();
					keys.setObject(1, UUID.randomUUID());
					keys.setObject(2, user);
					keys.setString(3, Database.keyHash(user.equals(heavy) ? heavyKey : syncKey));
					keys.setObject(4, now.atOffset(ZoneOffset.UTC));
					keys.executeUpdate();
				}
			}
			String local = database.postgres() ? """
					insert into events (id, user_id, title, start_time, end_time, all_day, sequence, created_at, updated_at)
					select gen_random_uuid(), ?, 'Local ' || x, s, s + interval '45 minutes', false, 0, s, s
					from (select x, ?::timestamptz + floor(random() * ?) * interval '1 second' as s
					      from generate_series(1, ?) x) t
					""" : """
					insert into events (id, user_id, title, start_time, end_time, all_day, sequence, created_at, updated_at)
					select random_uuid(), ?, 'Local ' || x, s, dateadd('MINUTE', 45, s), false, 0, s, s
					from (select x, dateadd('SECOND', cast(floor(rand() * ?) as bigint), cast(? as timestamp with time zone)) s
					      from system_range(1, ?)) t
					""";
			String synced = database.postgres() ? """
					insert into external_events (id, user_id, source, source_type, external_id, container, title, start_time,
					end_time, all_day, blocking, completed, sync_generation, updated_at)
					select gen_random_uuid(), ?, case when x % 10 = 0 then 'canvas' else 'google' end,
					case when x % 10 = 0 then 'assignment' else 'event' end, 'ext' || x, 'primary', 'Synced ' || x, s,
					case when x % 10 = 0 then s else s + interval '1 hour' end, false, x % 10 <> 0, false, 1, s
					from (select x, ?::timestamptz + floor(random() * ?) * interval '1 second' as s
					      from generate_series(1, ?) x) t
					""" : """
					insert into external_events (id, user_id, source, source_type, external_id, container, title, start_time,
					end_time, all_day, blocking, completed, sync_generation, updated_at)
					select random_uuid(), ?, case when mod(x, 10) = 0 then 'canvas' else 'google' end,
					case when mod(x, 10) = 0 then 'assignment' else 'event' end, 'ext' || x, 'primary', 'Synced ' || x, s,
					case when mod(x, 10) = 0 then s else dateadd('HOUR', 1, s) end, false, mod(x, 10) <> 0, false, 1, s
					from (select x, dateadd('SECOND', cast(floor(rand() * ?) as bigint), cast(? as timestamp with time zone)) s
					      from system_range(1, ?)) t
					""";
			for (String sql : new String[] { local, synced }) {
				try (PreparedStatement insert = connection.prepareStatement(sql)) {
					insert.setObject(1, heavy);
					if (database.postgres()) {
						insert.setObject(2, from.atOffset(ZoneOffset.UTC));
						insert.setLong(3, HISTORY.toSeconds());
					}
					else {
						insert.setLong(2, HISTORY.toSeconds());
						insert.setObject(3, from.atOffset(ZoneOffset.UTC));
					}
					insert.setInt(4, sql.equals(local) ? LOCAL_EVENTS : SYNCED_EVENTS);
					insert.executeUpdate();
				}
			}
			connection.commit();
			SeriesSeed.seed(connection, heavy, SERIES, 20261125L);
			connection.commit();
			if (database.postgres()) {
				connection.setAutoCommit(true);
				try (Statement statement = connection.createStatement()) {
					statement.execute("analyze");
				}
			}
		}
	}

}
