package dev.kairos.bench;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.function.ToDoubleFunction;

/**
 * Create-with-conflict-check latency for a user with 100,000 events over ten years against a user with
 * 100, on one server and database seeded with 1,000,000 events over 1,000 users; and, in the same run,
 * the throughput of a trivial authenticated GET as the framework's ceiling.
 *
 * <p>
 * Usage: {@code EventConflictBenchmark <service jar> <h2|postgres> [requests per phase] [clients]}
 */
public final class EventConflictBenchmark {

	private static final int USERS = 1_000;

	private static final int TOTAL_EVENTS = 1_000_000;

	private static final int HEAVY_EVENTS = 100_000;

	private static final int LIGHT_EVENTS = 100;

	/** Endless series the heavy user also holds ({@link SeriesSeed}). */
	private static final int HEAVY_SERIES = Integer.getInteger("bench.series", 1_000);

	private static final Duration HISTORY = Duration.ofDays(3652);

	private EventConflictBenchmark() {
	}

	public static void main(String[] args) throws Exception {
		Path jar = Path.of(args[0]);
		String kind = args[1];
		int requests = (args.length > 2) ? Integer.parseInt(args[2]) : 4_000;
		int clients = (args.length > 3) ? Integer.parseInt(args[3]) : 8;
		Path work = Database.workDirectory("events");
		Database database = Database.of(kind, work);

		System.out.printf(
				"Kairos event benchmark on %s: %,d events over %,d users, heavy user %,d and %,d endless series, light user %d%n",
				database.name(), TOTAL_EVENTS, USERS, HEAVY_EVENTS, HEAVY_SERIES, LIGHT_EVENTS);
		System.out.printf("Machine: %d cores, Java %s; %d clients, %,d requests per phase%n",
				Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"), clients, requests);

		try (Service service = Service.start(jar, database, work.resolve("service.log"))) {
			String heavyKey = "kairos_bench-heavy-" + UUID.randomUUID();
			String lightKey = "kairos_bench-light-" + UUID.randomUUID();
			long seeding = System.nanoTime();
			seed(database, heavyKey, lightKey);
			System.out.printf("Seeded in %.1f s%n", (System.nanoTime() - seeding) / 1e9);

			Load load = new Load(clients);
			Instant base = Instant.now().truncatedTo(ChronoUnit.DAYS).plus(Duration.ofDays(1));
			load.runPlain("warm-up", requests * 4, service.port(), (i) -> create(service, (i % 2 == 0) ? heavyKey : lightKey, base, i, 7));
			// Two ABBA cycles, so that drift during the run (JIT, caches, vacuum, the machine) weighs on both
			// users alike.
			List<Load.Result> heavy = new ArrayList<>();
			List<Load.Result> light = new ArrayList<>();
			// Within a cycle both users create the same slots: each has one phase of new slots (mostly 201)
			// and one repeating them (409), so both do the same work.
			// The first cycle starts with the heavy user and the second with the light one (HLLH LHHL): the
			// service keeps getting faster well past the warm-up (JIT, the database's caches), more in the
			// first phases than later, which ABBA alone leaves on whoever goes first.
			Map<Integer, String> orders = Map.of(11, "HLLH", 13, "LHHL");
			for (int phaseStride : List.of(11, 13)) {
				for (char who : orders.get(phaseStride).toCharArray()) {
					boolean isHeavy = who == 'H';
					Load.Result result = load.runPlain(
							isHeavy ? "create, user with 100,000 events" : "create, user with 100 events", requests,
							service.port(),
							(i) -> create(service, isHeavy ? heavyKey : lightKey, base, i, phaseStride));
					(isHeavy ? heavy : light).add(result);
					System.out.println(result.line());
				}
			}
			Load.Result ceiling = load.runPlain("GET /api/keys (trivial, authenticated)", requests * 2, service.port(),
					(i) -> new PlainHttp.Request("GET", "/api/keys", lightKey, null));
			System.out.println(ceiling.line());
			double heavyP50 = mean(heavy, (result) -> result.percentileMillis(50));
			double lightP50 = mean(light, (result) -> result.percentileMillis(50));
			double heavyP99 = mean(heavy, (result) -> result.percentileMillis(99));
			double lightP99 = mean(light, (result) -> result.percentileMillis(99));
			double heavyRate = mean(heavy, Load.Result::throughput);
			double lightRate = mean(light, Load.Result::throughput);
			System.out.println();
			System.out.printf("Heavy user: p50 %.2f ms, p99 %.2f ms, %.0f req/s; light user: p50 %.2f ms, p99 %.2f ms, %.0f req/s%n",
					heavyP50, heavyP99, heavyRate, lightP50, lightP99, lightRate);
			System.out.printf("Ratio heavy/light  p50 %.2f   p99 %.2f   throughput light/heavy %.2f   (goal <= 1.2)%n",
					heavyP50 / lightP50, heavyP99 / lightP99, lightRate / heavyRate);
			System.out.printf("Create throughput as a share of the trivial GET's (%.0f req/s): heavy %.0f%%, light %.0f%%%n",
					ceiling.throughput(), 100 * heavyRate / ceiling.throughput(), 100 * lightRate / ceiling.throughput());
			if (database.postgres()) {
				// The last (warm) cycle, LHHL: the heavy user's new slots (mostly 201: the same job as pgbench's
				// transaction), then the same slots again (409: the check, no insert, and the conflict answer).
				double created = heavy.get(heavy.size() - 2).throughput();
				double refused = heavy.get(heavy.size() - 1).throughput();
				double smallest = pgbench(database, heavyKey, base, clients);
				System.out.printf("Smallest create transaction under pgbench -M prepared, %d clients, heavy user: %.0f tps%n",
						clients, smallest);
				System.out.printf("The service's heavy creates in the last (warm) cycle: new slots %.0f req/s = %.2f of it,"
						+ " repeated slots (409) %.0f req/s = %.2f, the cycle %.2f (goal >= 0.8)%n", created,
						created / smallest, refused, refused / smallest, (created + refused) / 2 / smallest);
			}
		}
	}

	/**
	 * Transactions per second of bench/pgbench/create.sql, the smallest transaction that does a create's job, for
	 * the heavy user, with the benchmark's clients, for 20 seconds on the service's schema.
	 */
	private static double pgbench(Database database, String heavyKey, Instant base, int clients) throws Exception {
		String user;
		try (Connection connection = database.connect();
				PreparedStatement find = connection.prepareStatement("select user_id from api_keys where key_hash = ?")) {
			find.setString(1, Database.keyHash(heavyKey));
			try (var rows = find.executeQuery()) {
				rows.next();
				user = rows.getString(1);
			}
		}
		String schema = database.serviceUrl().replaceAll(".*currentSchema=([A-Za-z0-9_]+).*", "$1");
		Path script = Path.of("pgbench/create.sql").toAbsolutePath();
		ProcessBuilder command = new ProcessBuilder("pgbench", "-h", "127.0.0.1", "-p", "5432", "-U", "root", "-n",
				"-M", "prepared", "-c", String.valueOf(clients), "-j", String.valueOf(Math.min(clients, 4)), "-T", "20",
				"-D", "uid=" + user, "-D", "base=" + base, "-f", script.toString(), "test")
			.redirectErrorStream(true);
		command.environment().put("PGOPTIONS", "-c search_path=" + schema);
		Process process = command.start();
		String output = new String(process.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
		if (process.waitFor() != 0) {
			throw new IllegalStateException("pgbench failed: " + output);
		}
		java.util.regex.Matcher tps = java.util.regex.Pattern.compile("tps = ([0-9.]+)").matcher(output);
		if (!tps.find()) {
			throw new IllegalStateException("pgbench printed no tps: " + output);
		}
		return Double.parseDouble(tps.group(1));
	}

	/**
	 * A 30-minute event on a pseudo-random future slot between 08:00 and 20:00 UTC; the stride spreads the
	 * requests of one phase over the next two years so that most succeed and some meet earlier ones (409),
	 * both of which run the full conflict check.
	 */
	private static PlainHttp.Request create(Service service, String key, Instant base, int i, int stride) {
		// Half-hour slots between 08:00 and 20:00 UTC over two years (the seeded series sit before 08:00).
		long slot = ((long) i * stride * 7919) % (2 * 365 * 24);
		Instant start = base.plus(Duration.ofDays(slot / 24)).plus(Duration.ofHours(8)).plus(Duration.ofMinutes(30 * (slot % 24)));
		String body = "{\"title\":\"Bench %d\",\"start_time\":\"%s\",\"end_time\":\"%s\"}".formatted(i, start,
				start.plus(Duration.ofMinutes(30)));
		return new PlainHttp.Request("POST", "/api/events/create", key, body);
	}

	private static void seed(Database database, String heavyKey, String lightKey) throws Exception {
		Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
		Instant from = now.minus(HISTORY);
		try (Connection connection = database.connect()) {
			connection.setAutoCommit(false);
			UUID[] users = new UUID[USERS];
			try (PreparedStatement insert = connection.prepareStatement(
					"insert into users (id, issuer, subject, email, created_at) values (?, 'local', ?, ?, ?)")) {
				for (int u = 0; u < USERS; u++) {
					users[u] = UUID.randomUUID();
					insert.setObject(1, users[u]);
					insert.setString(2, "bench-" + users[u] + "@example.com");
					insert.setString(3, "bench-" + users[u] + "@example.com");
					insert.setObject(4, now.atOffset(ZoneOffset.UTC));
					insert.addBatch();
				}
				insert.executeBatch();
			}
			try (PreparedStatement insert = connection.prepareStatement(
					"insert into api_keys (id, user_id, name, key_hash, created_at) values (?, ?, 'bench', ?, ?)")) {
				for (int u = 0; u < 2; u++) {
					insert.setObject(1, UUID.randomUUID());
					insert.setObject(2, users[u]);
					insert.setString(3, Database.keyHash((u == 0) ? heavyKey : lightKey));
					insert.setObject(4, now.atOffset(ZoneOffset.UTC));
					insert.addBatch();
				}
				insert.executeBatch();
			}
			connection.commit();
			int perOther = (TOTAL_EVENTS - HEAVY_EVENTS - LIGHT_EVENTS) / (USERS - 2);
			String sql = database.postgres() ? """
					insert into events (id, user_id, title, start_time, end_time, all_day, sequence, created_at,
					updated_at)
					select gen_random_uuid(), ?, 'Seeded ' || x, s, s + make_interval(mins => 30 + (x % 4) * 15), false,
					0, s, s
					from (select x, ?::timestamptz + floor(random() * ?) * interval '1 second' as s
					      from generate_series(1, ?) x) t
					""" : """
					insert into events (id, user_id, title, start_time, end_time, all_day, sequence, created_at,
					updated_at)
					select random_uuid(), ?, 'Seeded ' || x, s, dateadd('MINUTE', 30 + mod(x, 4) * 15, s), false,
					0, s, s
					from (select x, dateadd('SECOND', cast(floor(rand() * ?) as bigint), cast(? as timestamp with time zone)) s
					      from system_range(1, ?)) t
					""";
			try (PreparedStatement insert = connection.prepareStatement(sql)) {
				for (int u = 0; u < USERS; u++) {
					int count = (u == 0) ? HEAVY_EVENTS : (u == 1) ? LIGHT_EVENTS : perOther;
					insert.setObject(1, users[u]);
					if (database.postgres()) {
						insert.setObject(2, from.atOffset(ZoneOffset.UTC));
						insert.setLong(3, HISTORY.toSeconds());
					}
					else {
						insert.setLong(2, HISTORY.toSeconds());
						insert.setObject(3, from.atOffset(ZoneOffset.UTC));
					}
					insert.setInt(4, count);
					insert.executeUpdate();
					if (u % 100 == 0) {
						connection.commit();
					}
				}
			}
			connection.commit();
			SeriesSeed.seed(connection, users[0], HEAVY_SERIES, 20261125L);
			connection.commit();
			if (database.postgres()) {
				connection.setAutoCommit(true);
				try (Statement statement = connection.createStatement()) {
					// Settle the bulk load before measuring: statistics, visibility map, and dirty pages flushed.
					statement.execute("vacuum analyze");
					statement.execute("checkpoint");
				}
			}
		}
	}

	private static double mean(List<Load.Result> results, ToDoubleFunction<Load.Result> figure) {
		return results.stream().mapToDouble(figure).average().orElse(Double.NaN);
	}

}
