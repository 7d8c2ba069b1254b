package dev.kairos.bench;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * Background sync throughput: how long one round (every connection synced once) takes with 10,000
 * Google connections against a stand-in that answers every call after 200 ms, with one instance syncing
 * one connection at a time, one instance at the default concurrency (8), and two instances at 8 each on
 * the same database, in one run on PostgreSQL.
 * <p>
 * The connections are seeded directly: users, {@code provider_connections} rows whose tokens are
 * encrypted as the service's {@code TokenCipher} does (AES-256-GCM, bound to the row, with the key
 * {@link Service} gives the service), and one job row each in {@code sync_jobs_google}, due far in the
 * future so that the service's catching-up task finds them scheduled. Each round starts from the same
 * state (no cursor, nothing synced, no locks), starts the instance(s), makes the round's jobs due at
 * once in one statement, and counts the connections whose {@code last_synced_at} is set (written in the
 * sync's own transaction) until all are.
 * <p>
 * Usage: {@code SyncBenchmark <service jar> postgres [connections]}; {@code -Dbench.subset=N} is how
 * many connections the concurrency-1 round syncs (default 250: 10,000 at 200 ms each would take 33
 * minutes), {@code -Dbench.latency=ms} the stand-in's latency, {@code -Dbench.events=N} the events per
 * connection.
 */
public final class SyncBenchmark {

	/** The key {@link Service} starts the service with, base64. */
	private static final String ENCRYPTION_KEY = "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=";

	private static final Duration POLL_INTERVAL = Duration.ofSeconds(1);

	/** The stand-in's threads: each call holds one for the whole latency. */
	private static final int FAKE_THREADS = 64;

	private static final int HIKARI_POOL = 16;

	private static final Instant FAR_FUTURE = Instant.parse("2100-01-01T00:00:00Z");

	private SyncBenchmark() {
	}

	public static void main(String[] args) throws Exception {
		long begun = System.nanoTime();
		Path jar = Path.of(args[0]);
		if (!args[1].equals("postgres")) {
			throw new IllegalArgumentException("The sync benchmark runs on PostgreSQL only (two instances share it)");
		}
		int connections = (args.length > 2) ? Integer.parseInt(args[2]) : 10_000;
		int subset = Math.min(connections, Integer.getInteger("bench.subset", 250));
		Duration latency = Duration.ofMillis(Long.getLong("bench.latency", 200));
		int events = Integer.getInteger("bench.events", 3);
		Path work = Database.workDirectory("sync");
		Database database = Database.postgres("kairos_bench_sync");
		System.out.printf(
				"Kairos sync benchmark on %s: %,d Google connections, %d events each, stand-in latency %d ms, poll interval %s%n",
				database.name(), connections, events, latency.toMillis(), POLL_INTERVAL);
		System.out.printf("Machine: %d cores, Java %s, load average %s; work folder %s%n",
				Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"), loadAverage(), work);

		try (SlowGoogle google = new SlowGoogle(latency, FAKE_THREADS, events)) {
			probe(google, 32, latency);
			// The first instance makes the schema (Flyway) and runs the catching-up task on no connections;
			// then the connections and their jobs are seeded under it.
			Round one = round(jar, database, google, work, "1 instance, concurrency 1", 1, 1, subset, latency, () -> {
				awaitCatchingUp(database);
				long seeding = System.nanoTime();
				seed(database, connections);
				System.out.printf("  seeded %,d users with a Google connection and a job in %.1f s%n", connections,
						(System.nanoTime() - seeding) / 1e9);
			});
			Round eight = round(jar, database, google, work, "1 instance, concurrency 8", 1, 8, connections, latency,
					() -> {
					});
			Round two = round(jar, database, google, work, "2 instances, concurrency 8 each", 2, 8, connections, latency,
					() -> {
					});

			System.out.println();
			System.out.printf("%-34s %8s %9s %10s %13s %12s %10s%n", "", "synced", "round", "conn/s",
					"conn/s 10-90%", "most calls", "load avg");
			for (Round round : List.of(one, eight, two)) {
				System.out.println(round.line());
			}
			System.out.printf("Ideal (every thread always waiting on the stand-in): %.1f, %.1f and %.1f conn/s%n",
					1000.0 / latency.toMillis(), 8 * 1000.0 / latency.toMillis(), 16 * 1000.0 / latency.toMillis());
			System.out.printf("Concurrency 8 / concurrency 1: %.2f (ideal 8)%n", eight.rate() / one.rate());
			System.out.printf("Two instances / one instance:  %.2f (ideal 2)%n", two.rate() / eight.rate());
			if (subset < connections) {
				System.out.printf("(The concurrency-1 round synced %,d of the %,d connections; rates compare.)%n",
						subset, connections);
			}
		}
		System.out.printf("Whole run: %.1f min, load average at the end %s%n", (System.nanoTime() - begun) / 60e9,
				loadAverage());
	}

	/** Can the stand-in hold {@code calls} calls at once? They should all end after about one latency. */
	private static void probe(SlowGoogle google, int calls, Duration latency) throws Exception {
		HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
		ExecutorService pool = Executors.newFixedThreadPool(calls);
		try {
			// The first round opens the connections and warms both sides up; the second is timed.
			probeOnce(google, calls, http, pool);
			long started = System.nanoTime();
			probeOnce(google, calls, http, pool);
			double seconds = (System.nanoTime() - started) / 1e9;
			System.out.printf(
					"Stand-in: %d threads; %d concurrent calls answered in %.2f s (latency %.2f s), %d held at once%n",
					FAKE_THREADS, calls, seconds, latency.toMillis() / 1000.0, google.mostInFlight());
			google.reset();
		}
		finally {
			pool.shutdownNow();
		}
	}

	private static void probeOnce(SlowGoogle google, int calls, HttpClient http, ExecutorService pool)
			throws Exception {
		{
			List<Future<Integer>> answers = new ArrayList<>();
			for (int i = 0; i < calls; i++) {
				int call = i;
				answers.add(pool.submit(() -> http
					.send(HttpRequest.newBuilder(URI.create(google.baseUrl("probe") + "/calendar/v3/calendars/primary/events"))
						.header("Authorization", "Bearer probe-" + call)
						.build(), HttpResponse.BodyHandlers.ofString())
					.statusCode()));
			}
			for (Future<Integer> answer : answers) {
				if (answer.get() != 200) {
					throw new IllegalStateException("The stand-in answered " + answer.get());
				}
			}
		}
	}

	private static Round round(Path jar, Database database, SlowGoogle google, Path work, String name, int instances,
			int concurrency, int target, Duration latency, Setup setup) throws Exception {
		System.out.printf("== %s: %,d connections%n", name, target);
		List<CompletableFuture<Service>> starting = new ArrayList<>();
		for (int i = 1; i <= instances; i++) {
			String label = "i" + i;
			Path log = work.resolve(name.replaceAll("[^a-z0-9]+", "-") + "-" + label + ".log");
			List<String> arguments = List.of("--kairos.providers.google.client-id=bench",
					"--kairos.providers.google.client-secret=bench",
					"--kairos.providers.google.token-uri=" + google.baseUrl(label) + "/token",
					"--kairos.providers.google.api-base-url=" + google.baseUrl(label),
					// One run per connection in the round: the next is an hour after it.
					"--kairos.sync.interval=1h", "--kairos.sync.concurrency=" + concurrency,
					"--kairos.sync.poll-interval=" + POLL_INTERVAL.toMillis() + "ms",
					"--management.endpoints.web.exposure.include=health,metrics");
			starting.add(CompletableFuture.supplyAsync(() -> {
				try {
					return Service.start(jar, database, log, arguments);
				}
				catch (Exception ex) {
					throw new IllegalStateException(ex);
				}
			}));
		}
		List<Service> services = new ArrayList<>();
		try {
			for (CompletableFuture<Service> service : starting) {
				services.add(service.join());
			}
			setup.run();
			reset(database);
			google.reset();
			Thread.sleep(2_000);
			String loadBefore = loadAverage();
			long[] cpuBefore = cpuTicks();
			long[] serviceCpuBefore = services.stream().mapToLong(SyncBenchmark::processTicks).toArray();
			Map<String, Double> hikariMax = new TreeMap<>();
			long started;
			try (Connection connection = database.connect();
					PreparedStatement due = connection.prepareStatement("""
							update sync_jobs_google j set execution_time = now()
							from users u where u.id::text = j.task_instance and u.subject <= ?
							""")) {
				due.setString(1, subject(target - 1));
				started = System.nanoTime();
				int made = due.executeUpdate();
				if (made != target) {
					throw new IllegalStateException("Made " + made + " jobs due, not " + target);
				}
			}
			double tenth = Double.NaN;
			double ninetieth = Double.NaN;
			int synced = 0;
			int lastProgress = 0;
			long lastProgressAt = System.nanoTime();
			long samples = 0;
			long claimedSum = 0;
			int claimedMost = 0;
			int claimedSamples = 0;
			HttpClient http = HttpClient.newHttpClient();
			try (Connection connection = database.connect();
					PreparedStatement count = connection.prepareStatement(
							"select count(*) from provider_connections where provider = 'google' and last_synced_at is not null");
					PreparedStatement claimed = connection
						.prepareStatement("select count(*) from sync_jobs_google where task_name = 'sync' and picked")) {
				while (synced < target) {
					Thread.sleep(200);
					try (ResultSet rs = count.executeQuery()) {
						rs.next();
						synced = rs.getInt(1);
					}
					try (ResultSet rs = claimed.executeQuery()) {
						rs.next();
						claimedSum += rs.getInt(1);
						claimedMost = Math.max(claimedMost, rs.getInt(1));
						claimedSamples++;
					}
					double seconds = (System.nanoTime() - started) / 1e9;
					if (Double.isNaN(tenth) && synced >= target / 10) {
						tenth = seconds;
					}
					if (Double.isNaN(ninetieth) && synced >= target * 9 / 10) {
						ninetieth = seconds;
					}
					if (synced > lastProgress) {
						lastProgress = synced;
						lastProgressAt = System.nanoTime();
					}
					else if (System.nanoTime() - lastProgressAt > Duration.ofSeconds(90).toNanos()) {
						throw new IllegalStateException("No sync finished for 90 s at " + synced + " of " + target
								+ "; see the logs in " + work);
					}
					if (samples++ % 5 == 0) {
						for (int i = 0; i < services.size(); i++) {
							sampleHikari(http, services.get(i), "i" + (i + 1), hikariMax);
						}
					}
					if (samples % 50 == 0) {
						System.out.printf("  %.0f s: %,d of %,d synced, load average %s%n", seconds, synced, target,
								loadAverage());
					}
				}
			}
			double seconds = (System.nanoTime() - started) / 1e9;
			String loadAfter = loadAverage();
			long[] cpuAfter = cpuTicks();
			double busy = 100.0 * ((cpuAfter[0] - cpuBefore[0]) - (cpuAfter[1] - cpuBefore[1]))
					/ (cpuAfter[0] - cpuBefore[0]);
			double serviceCpu = 0;
			for (int i = 0; i < services.size(); i++) {
				serviceCpu += (processTicks(services.get(i)) - serviceCpuBefore[i]) / 100.0;
			}
			for (int i = 0; i < services.size(); i++) {
				sampleAcquire(http, services.get(i), "i" + (i + 1), hikariMax);
			}
			// Anything more would be a connection synced twice in the round.
			Thread.sleep(POLL_INTERVAL.toMillis() * 2);
			int errors = count(database, "select count(*) from provider_connections where last_error is not null");
			Round round = new Round(name, target, seconds, (target * 0.8) / (ninetieth - tenth), loadBefore, loadAfter,
					google.mostInFlight());
			System.out.printf("  %,d synced in %.1f s: %.1f connections/s (%.1f/s between 10%% and 90%%)%n", target,
					seconds, round.rate(), round.steadyRate());
			System.out.printf("  stand-in: %,d calls %s from %,d distinct connections, at most %d held at once,"
					+ " %.1f on average; errors recorded %d, stand-in 404s %d%n", google.totalCalls(),
					new TreeMap<>(google.calls()), google.distinctTokens(), google.mostInFlight(),
					google.totalCalls() * (latency.toMillis() / 1000.0) / seconds, errors, google.failures());
			System.out.printf("  jobs claimed (picked) at once, sampled every 0.2 s: %.1f on average, at most %d%n",
					(double) claimedSum / claimedSamples, claimedMost);
			double claimedAverage = (double) claimedSum / claimedSamples;
			System.out.printf("  so a claimed job lasted %.0f ms on average, %d ms of it at the stand-in; the %d thread(s)"
					+ " held a claimed job %.0f %% of the time%n", 1000 * claimedAverage / round.rate(), latency.toMillis(),
					instances * concurrency, 100 * claimedAverage / (instances * concurrency));
			System.out.printf("  CPU: machine %.0f %% busy over the round; the service(s) used %.1f core-seconds"
					+ " (%.1f ms per connection); load average %s -> %s%n", busy, serviceCpu,
					1000 * serviceCpu / target, loadBefore, loadAfter);
			int hikariSamples = (int) ((samples + 4) / 5);
			for (String label : List.copyOf(hikariMax.keySet())) {
				if (label.endsWith(" sum")) {
					double sum = hikariMax.remove(label);
					hikariMax.put(label.replace(" sum", " mean"), Math.round(100 * sum / hikariSamples) / 100.0);
				}
			}
			System.out.printf("  Hikari pool (%d per instance), sampled every second: %s%n", HIKARI_POOL, hikariMax);
			if (google.totalCalls() != target || google.distinctTokens() != target) {
				System.out.printf("  NOTE: %,d calls for %,d connections%n", google.totalCalls(), target);
			}
			return round;
		}
		finally {
			for (Service service : services) {
				service.close();
			}
		}
	}

	/** Most connections in use and threads waiting for one, and the sum of the in-use samples. */
	private static void sampleHikari(HttpClient http, Service service, String label, Map<String, Double> max) {
		for (String metric : List.of("hikaricp.connections.active", "hikaricp.connections.pending")) {
			Double value = metric(http, service, metric, "VALUE");
			if (value != null) {
				String name = metric.substring("hikaricp.connections.".length());
				max.merge(label + " " + name + " max", value, Math::max);
				max.merge(label + " " + name + " sum", value, Double::sum);
			}
		}
	}

	/**
	 * The longest wait for a pooled connection in the last two minutes (Micrometer's window), and the mean
	 * wait since the instance started.
	 */
	private static void sampleAcquire(HttpClient http, Service service, String label, Map<String, Double> max) {
		Double value = metric(http, service, "hikaricp.connections.acquire", "MAX");
		if (value != null) {
			max.put(label + " acquire max ms (last 2 min)", Math.round(value * 1000 * 100) / 100.0);
		}
		Double count = metric(http, service, "hikaricp.connections.acquire", "COUNT");
		Double total = metric(http, service, "hikaricp.connections.acquire", "TOTAL_TIME");
		if (count != null && total != null && count > 0) {
			max.put(label + " acquire mean ms", Math.round(total / count * 1000 * 1000) / 1000.0);
			max.put(label + " acquired", count);
		}
	}

	private static Double metric(HttpClient http, Service service, String metric, String statistic) {
		try {
			HttpResponse<String> response = http.send(
					HttpRequest.newBuilder(URI.create(service.baseUrl() + "/actuator/metrics/" + metric)).build(),
					HttpResponse.BodyHandlers.ofString());
			Matcher value = Pattern
				.compile("\"statistic\":\"" + statistic + "\",\"value\":([0-9.Ee+-]+)")
				.matcher(response.body());
			return value.find() ? Double.valueOf(value.group(1)) : null;
		}
		catch (IOException | InterruptedException ex) {
			return null;
		}
	}

	/** Wait for the catching-up task's first run (at startup), so that it does not schedule the seeded connections. */
	static void awaitCatchingUp(Database database) throws Exception {
		long deadline = System.nanoTime() + Duration.ofMinutes(1).toNanos();
		while (count(database, "select count(*) from sync_jobs_google where task_name = 'schedule-missing'"
				+ " and last_success is not null") == 0) {
			if (System.nanoTime() > deadline) {
				throw new IllegalStateException("The catching-up task did not run within a minute");
			}
			Thread.sleep(200);
		}
	}

	/**
	 * Every connection as before its first sync: no cursor, nothing synced, no locks, its job not due
	 * (far in the future, so that the catching-up task finds it scheduled).
	 */
	private static void reset(Database database) throws SQLException {
		try (Connection connection = database.connect(); Statement statement = connection.createStatement()) {
			connection.setAutoCommit(false);
			statement.execute("delete from external_events");
			statement.execute("delete from external_revisions");
			statement.execute("delete from shedlock");
			statement.execute(
					"update provider_connections set sync_cursor = null, last_synced_at = null, last_error = null");
			try (PreparedStatement jobs = connection.prepareStatement("""
					update sync_jobs_google set execution_time = ?, picked = false, picked_by = null,
					last_heartbeat = null, last_success = null, last_failure = null, consecutive_failures = 0
					where task_name = 'sync'
					""")) {
				jobs.setObject(1, FAR_FUTURE.atOffset(ZoneOffset.UTC));
				jobs.executeUpdate();
			}
			connection.commit();
			connection.setAutoCommit(true);
			statement.execute("vacuum analyze provider_connections");
			statement.execute("vacuum analyze sync_jobs_google");
			statement.execute("vacuum analyze external_events");
		}
	}

	/** Users {@code bench000000@example.com…}, each with a Google connection and its job. */
	static void seed(Database database, int connections) throws Exception {
		Instant now = Instant.now();
		SecureRandom random = new SecureRandom();
		SecretKeySpec key = new SecretKeySpec(Base64.getDecoder().decode(ENCRYPTION_KEY), "AES");
		try (Connection connection = database.connect()) {
			connection.setAutoCommit(false);
			try (PreparedStatement users = connection.prepareStatement(
					"insert into users (id, issuer, subject, email, created_at) values (?, 'local', ?, ?, ?)");
					PreparedStatement rows = connection.prepareStatement("""
							insert into provider_connections (user_id, provider, status, access_token, refresh_token,
							access_token_expires_at, scopes, account_email, account_name, created_at, updated_at)
							values (?, 'google', 'connected', ?, ?, ?, 'https://www.googleapis.com/auth/calendar.readonly openid',
							?, ?, ?, ?)
							""");
					PreparedStatement jobs = connection.prepareStatement("""
							insert into sync_jobs_google (task_name, task_instance, task_data, execution_time, picked, version)
							values ('sync', ?, null, ?, false, 1)
							""")) {
				for (int i = 0; i < connections; i++) {
					UUID user = UUID.randomUUID();
					String subject = subject(i);
					users.setObject(1, user);
					users.setString(2, subject);
					users.setString(3, subject);
					users.setObject(4, now.atOffset(ZoneOffset.UTC));
					users.addBatch();
					rows.setObject(1, user);
					rows.setString(2, encrypt(key, random, "bench-access-" + i, user + ":google:access"));
					rows.setString(3, encrypt(key, random, "bench-refresh-" + i, user + ":google:refresh"));
					// Fresh for the whole run: no refresh at the token endpoint.
					rows.setObject(4, now.plus(Duration.ofDays(1)).atOffset(ZoneOffset.UTC));
					rows.setString(5, subject);
					rows.setString(6, "Bench user " + i);
					rows.setObject(7, now.atOffset(ZoneOffset.UTC));
					rows.setObject(8, now.atOffset(ZoneOffset.UTC));
					rows.addBatch();
					jobs.setString(1, user.toString());
					jobs.setObject(2, FAR_FUTURE.atOffset(ZoneOffset.UTC));
					jobs.addBatch();
					if (i % 1000 == 999 || i == connections - 1) {
						users.executeBatch();
						rows.executeBatch();
						jobs.executeBatch();
					}
				}
			}
			connection.commit();
		}
	}

	static String subject(int i) {
		return "bench%06d@example.com".formatted(i);
	}

	/** As the service's TokenCipher: {@code v1:} + base64(nonce ‖ AES-GCM ciphertext ‖ tag), the row as AAD. */
	private static String encrypt(SecretKeySpec key, SecureRandom random, String plaintext, String context)
			throws GeneralSecurityException {
		byte[] nonce = new byte[12];
		random.nextBytes(nonce);
		Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
		cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, nonce));
		cipher.updateAAD(context.getBytes(StandardCharsets.UTF_8));
		byte[] sealed = cipher.doFinal(plaintext.getBytes(StandardCharsets.UTF_8));
		byte[] stored = new byte[nonce.length + sealed.length];
		System.arraycopy(nonce, 0, stored, 0, nonce.length);
		System.arraycopy(sealed, 0, stored, nonce.length, sealed.length);
		return "v1:" + Base64.getEncoder().encodeToString(stored);
	}

	static int count(Database database, String sql) throws SQLException {
		try (Connection connection = database.connect();
				Statement statement = connection.createStatement();
				ResultSet rs = statement.executeQuery(sql)) {
			rs.next();
			return rs.getInt(1);
		}
	}

	static String loadAverage() {
		try {
			String[] parts = Files.readString(Path.of("/proc/loadavg")).split(" ");
			return parts[0] + " " + parts[1] + " " + parts[2];
		}
		catch (IOException ex) {
			return "?";
		}
	}

	/** Total and idle (with iowait) jiffies of the whole machine, from /proc/stat (Linux). */
	static long[] cpuTicks() throws IOException {
		String[] cpu = Files.readAllLines(Path.of("/proc/stat")).get(0).trim().split("\\s+");
		long total = 0;
		for (int i = 1; i < cpu.length; i++) {
			total += Long.parseLong(cpu[i]);
		}
		return new long[] { total, Long.parseLong(cpu[4]) + Long.parseLong(cpu[5]) };
	}

	/** User and system CPU jiffies (1/100 s) of a service process, from /proc (Linux). */
	static long processTicks(Service service) {
		try {
			String stat = Files.readString(Path.of("/proc", String.valueOf(service.pid()), "stat"));
			String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
			return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
		}
		catch (IOException ex) {
			return 0;
		}
	}

	@FunctionalInterface
	interface Setup {

		void run() throws Exception;

	}

	record Round(String name, int synced, double seconds, double steadyRate, String loadBefore, String loadAfter,
			int mostHeld) {

		double rate() {
			return this.synced / this.seconds;
		}

		String line() {
			return "%-34s %8s %8.1fs %10.1f %13.1f %12d  %s -> %s".formatted(this.name, "%,d".formatted(this.synced),
					this.seconds, rate(), this.steadyRate, this.mostHeld, this.loadBefore, this.loadAfter);
		}

	}

}
