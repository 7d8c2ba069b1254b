package dev.kairos.bench;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;

/**
 * Push against polling, on Google connections (issue 13), in one run on PostgreSQL:
 * <ol>
 * <li><b>Provider calls per hour for 10,000 idle connections.</b> An hour cannot be waited for, so time is
 * compressed: the service runs with {@code kairos.sync.interval}, {@code kairos.sync.push.poll-interval},
 * {@code kairos.sync.push.lifetime} and {@code kairos.sync.push.delay} divided by one factor, on a few hundred
 * connections against a stand-in without latency that counts its calls by kind; the counts over a window
 * are turned into calls per connection per real hour and multiplied by 10,000. Polling (no public base URL,
 * so push is off) and push ({@code kairos.public-base-url} set) are two runs of the service, each with its own
 * factor; the push window is one renewal cycle of the channels, which all open at the start.
 * <li><b>Delay from a notification to the change in GET /api/unified/events.</b> With push on and the
 * service's own defaults ({@code kairos.sync.poll-interval} 10 s, push delay 2 s), against the stand-in at
 * 200 ms per call, after every connection's channel is open: add an event to one connection's calendar at
 * the stand-in, post the notification to the address the channel was opened with, as Google does, and
 * read the user's unified listing every 50 ms until the event is in it. Then, for other users, a second change
 * and notification while the sync the first one started is at the stand-in (the job is running): how long
 * until that second change is listed.
 * </ol>
 * Connections are seeded as {@link SyncBenchmark} seeds them (in the schema {@code kairos_bench_push}, made
 * anew for each part), with their first runs spread over a few seconds.
 * <p>
 * Usage: {@code PushBenchmark <service jar> postgres [connections]} (default 200); {@code -Dbench.pollFactor}
 * (default 360), {@code -Dbench.pushFactor} (720), {@code -Dbench.pollWindow} (seconds of the polling window,
 * 60), {@code -Dbench.samples} (40), {@code -Dbench.during} (second notifications during a sync, 10),
 * {@code -Dbench.latency} (ms, part 2, 200).
 */
public final class PushBenchmark {

	private static final String SCHEMA = "kairos_bench_push";

	/** The fleet the figures are scaled to. */
	private static final int FLEET = 10_000;

	/** The service's defaults, which the compressed runs divide. */
	private static final Duration INTERVAL = Duration.ofMinutes(15);

	private static final Duration PUSH_POLL_INTERVAL = Duration.ofHours(6);

	private static final Duration LIFETIME = Duration.ofHours(70);

	private static final Duration PUSH_DELAY = Duration.ofSeconds(2);

	/**
	 * db-scheduler's polling in the compressed runs: short against the compressed intervals, long enough not
	 * to load the machine (three providers' schedulers poll).
	 */
	private static final Duration SCHEDULER_POLL = Duration.ofMillis(100);

	/** A job counts as overdue when it is this late and not claimed. */
	private static final Duration OVERDUE = Duration.ofSeconds(1);

	private static final int FAKE_THREADS = 64;

	private static final Duration READ_EVERY = Duration.ofMillis(50);

	private PushBenchmark() {
	}

	public static void main(String[] args) throws Exception {
		long begun = System.nanoTime();
		Path jar = Path.of(args[0]);
		if (!args[1].equals("postgres")) {
			throw new IllegalArgumentException("The push benchmark runs on PostgreSQL only");
		}
		int connections = (args.length > 2) ? Integer.parseInt(args[2]) : 200;
		int pollFactor = Integer.getInteger("bench.pollFactor", 360);
		int pushFactor = Integer.getInteger("bench.pushFactor", 720);
		Duration pollWindow = Duration.ofSeconds(Long.getLong("bench.pollWindow", 60));
		int samples = Math.min(connections / 2, Integer.getInteger("bench.samples", 40));
		int during = Math.min(connections / 2, Integer.getInteger("bench.during", 10));
		Duration latency = Duration.ofMillis(Long.getLong("bench.latency", 200));
		Path work = Database.workDirectory("push");
		System.out.printf("Kairos push benchmark on PostgreSQL (schema %s): %,d Google connections, scaled to %,d%n",
				SCHEMA, connections, FLEET);
		System.out.printf("Machine: %d cores, Java %s, load average %s, %s; work folder %s%n",
				Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"),
				SyncBenchmark.loadAverage(), Instant.now(), work);

		System.out.println();
		System.out.println("Part 1: provider calls of idle connections, time compressed");
		Idle polling = idle(jar, work, connections, pollFactor, false, pollWindow);
		Idle push = idle(jar, work, connections, pushFactor, true, null);

		System.out.println();
		System.out.printf("Part 2: notification to GET /api/unified/events, service defaults, stand-in latency %d ms%n",
				latency.toMillis());
		Delays delays = delays(jar, work, connections, samples, during, latency);

		System.out.println();
		System.out.printf("Provider calls per hour for %,d idle Google connections (measured on %,d, time compressed):%n",
				FLEET, connections);
		System.out.printf("  %-9s %7s %12s %13s %14s %10s %12s %10s%n", "", "factor", "events.list", "events.watch",
				"channels.stop", "total", "per conn/h", "kept up");
		for (Idle idle : List.of(polling, push)) {
			System.out.println("  " + idle.line());
		}
		double nominalPolling = FLEET * hours(Duration.ofHours(1)) / hours(INTERVAL);
		long renewalPolls = renewalPolls(LIFETIME, PUSH_POLL_INTERVAL);
		double nominalList = FLEET / hours(PUSH_POLL_INTERVAL);
		double nominalRenewals = FLEET / hours(PUSH_POLL_INTERVAL.multipliedBy(renewalPolls));
		System.out.printf("  From the settings alone (a run every interval, a channel replaced every %d polls = %.0f h):"
				+ " polling %,.0f; push %,.0f + %,.0f + %,.0f = %,.0f%n", renewalPolls,
				hours(PUSH_POLL_INTERVAL.multipliedBy(renewalPolls)), nominalPolling, nominalList, nominalRenewals,
				nominalRenewals, nominalList + 2 * nominalRenewals);
		System.out.printf("  Polling / push: %.1f times the calls (from the settings: %.1f)%n",
				polling.total() / push.total(), nominalPolling / (nominalList + 2 * nominalRenewals));

		System.out.println();
		System.out.printf("Notification to the change in GET /api/unified/events, %d samples over %d users: %s%n",
				delays.visible().size(), samples, summary(delays.visible()));
		System.out.printf("  of which notification to the sync's events.list at the stand-in: %s%n",
				summary(delays.listed()));
		System.out.printf("A second notification while the first one's sync runs, to its change in the listing,"
				+ " %d samples: %s%n", delays.duringSync().size(), summary(delays.duringSync()));
		System.out.printf("Whole run: %.1f min, load average at the end %s%n", (System.nanoTime() - begun) / 60e9,
				SyncBenchmark.loadAverage());
	}

	/**
	 * One compressed run of idle connections: polling, or push with channels. The window is
	 * {@code pollWindow} for polling and one renewal cycle of the channels for push.
	 */
	private static Idle idle(Path jar, Path work, int connections, int factor, boolean push, Duration pollWindow)
			throws Exception {
		Duration interval = INTERVAL.dividedBy(factor);
		Duration pushPoll = PUSH_POLL_INTERVAL.dividedBy(factor);
		Duration lifetime = LIFETIME.dividedBy(factor);
		Duration delay = max(PUSH_DELAY.dividedBy(factor), Duration.ofMillis(1));
		String name = push ? "push" : "polling";
		System.out.printf("== %s, time divided by %d: interval %s, push poll-interval %s, lifetime %s (renewed when"
				+ " half is left), push delay %s; db-scheduler polls every %s%n", name, factor, interval, pushPoll,
				lifetime, delay, SCHEDULER_POLL);
		Database database = Database.postgres(SCHEMA);
		List<String> arguments = new ArrayList<>(List.of("--kairos.sync.interval=" + interval.toMillis() + "ms",
				"--kairos.sync.poll-interval=" + SCHEDULER_POLL.toMillis() + "ms",
				"--kairos.sync.push.poll-interval=" + pushPoll.toMillis() + "ms",
				"--kairos.sync.push.lifetime=" + lifetime.toMillis() + "ms",
				"--kairos.sync.push.delay=" + delay.toMillis() + "ms"));
		try (SlowGoogle google = new SlowGoogle(Duration.ZERO, FAKE_THREADS, 3);
				Service service = start(jar, database, google, work.resolve("idle-" + name + ".log"), push,
						arguments)) {
			SyncBenchmark.awaitCatchingUp(database);
			SyncBenchmark.seed(database, connections);
			// Polling: first runs spread over one interval, as in a steady state. Push: over a few seconds, so
			// that every channel is open before the window, which then holds one renewal of each.
			Duration spread = push ? min(Duration.ofSeconds(5), pushPoll.dividedBy(4)) : interval;
			makeDue(database, spread);
			Duration window;
			if (push) {
				long started = System.nanoTime();
				while (google.openChannels() < connections) {
					if (System.nanoTime() - started > Duration.ofMinutes(1).toNanos()) {
						throw new IllegalStateException(google.openChannels() + " of " + connections
								+ " channels open after a minute; see " + work);
					}
					Thread.sleep(100);
				}
				System.out.printf("  %,d channels open %.1f s after the first runs fell due; %s%n", connections,
						(System.nanoTime() - started) / 1e9, google.callsByKind());
				Thread.sleep(2_000);
				window = pushPoll.multipliedBy(renewalPolls(lifetime, pushPoll));
			}
			else {
				Thread.sleep(max(Duration.ofSeconds(10), interval.multipliedBy(4)).toMillis());
				window = pollWindow;
			}
			System.out.printf("  window of %.0f s (%.1f h of real time), load average %s%n", window.toMillis() / 1000.0,
					hours(window.multipliedBy(factor)), SyncBenchmark.loadAverage());
			google.reset();
			long[] cpuBefore = SyncBenchmark.cpuTicks();
			long serviceBefore = SyncBenchmark.processTicks(service);
			long started = System.nanoTime();
			long end = started + window.toNanos();
			int overdueMost = 0;
			long overdueSum = 0;
			int overdueSamples = 0;
			try (Connection connection = database.connect();
					PreparedStatement overdue = connection.prepareStatement("""
							select count(*) from sync_jobs_google where task_name = 'sync' and not picked
							and execution_time < now() - make_interval(secs => ?)
							""")) {
				overdue.setDouble(1, OVERDUE.toMillis() / 1000.0);
				while (System.nanoTime() < end) {
					Thread.sleep(Math.min(1_000, Math.max(1, (end - System.nanoTime()) / 1_000_000)));
					try (ResultSet rs = overdue.executeQuery()) {
						rs.next();
						overdueMost = Math.max(overdueMost, rs.getInt(1));
						overdueSum += rs.getInt(1);
						overdueSamples++;
					}
				}
			}
			double seconds = (System.nanoTime() - started) / 1e9;
			Map<String, Long> calls = google.callsByKind();
			long[] cpuAfter = SyncBenchmark.cpuTicks();
			double busy = 100.0 * ((cpuAfter[0] - cpuBefore[0]) - (cpuAfter[1] - cpuBefore[1]))
					/ (cpuAfter[0] - cpuBefore[0]);
			double serviceCpu = (SyncBenchmark.processTicks(service) - serviceBefore) / 100.0;
			Duration period = push ? pushPoll : interval;
			double expectedLists = connections * seconds / (period.toMillis() / 1000.0);
			double keptUp = calls.get(SlowGoogle.LIST) / expectedLists;
			int errors = SyncBenchmark.count(database,
					"select count(*) from provider_connections where last_error is not null");
			System.out.printf("  %.1f s: stand-in calls %s, failures %d; errors recorded %d%n", seconds, calls,
					google.failures(), errors);
			System.out.printf("  events.list per connection (calls: connections) %s%n",
					google.histogram(SlowGoogle.LIST, connections));
			if (push) {
				System.out.printf("  events.watch per connection %s, channels.stop per connection %s; open channels %d%n",
						google.histogram(SlowGoogle.WATCH_CALL, connections),
						google.histogram(SlowGoogle.STOP_CALL, connections), google.openChannels());
			}
			System.out.printf("  kept up: %,d events.list against %,.0f at one every %s per connection (%.3f);"
					+ " jobs overdue by over %s, sampled every second: at most %d, %.2f on average%n",
					calls.get(SlowGoogle.LIST), expectedLists, period, keptUp, OVERDUE, overdueMost,
					(double) overdueSum / Math.max(1, overdueSamples));
			System.out.printf("  CPU: machine %.0f %% busy, the service %.1f core-seconds; load average %s%n", busy,
					serviceCpu, SyncBenchmark.loadAverage());
			// Calls per connection per real hour, times the fleet.
			double scale = FLEET / (connections * seconds * factor / 3600.0);
			Map<String, Double> perHour = new LinkedHashMap<>();
			calls.forEach((kind, count) -> perHour.put(kind, count * scale));
			return new Idle(name, factor, perHour, keptUp);
		}
	}

	/**
	 * Part 2: notifications to the change in the unified listing, in seconds: one notification at a time
	 * for {@code samples} users; then, for {@code during} other users, a second notification posted while
	 * the sync that the first one started is at the stand-in.
	 */
	private static Delays delays(Path jar, Path work, int connections, int samples, int during, Duration latency)
			throws Exception {
		Database database = Database.postgres(SCHEMA);
		try (SlowGoogle google = new SlowGoogle(latency, FAKE_THREADS, 3);
				Service service = start(jar, database, google, work.resolve("delay.log"), true, List.of())) {
			SyncBenchmark.awaitCatchingUp(database);
			SyncBenchmark.seed(database, connections);
			List<Integer> users = new ArrayList<>();
			for (int k = 0; k < samples; k++) {
				users.add(k * connections / samples);
			}
			List<Integer> others = new ArrayList<>();
			// Spread over the connections too, none of them a user above.
			for (int k = 0; k < during; k++) {
				int user = (k * connections / during + connections / (2 * during)) % connections;
				while (users.contains(user) || others.contains(user)) {
					user = (user + 1) % connections;
				}
				others.add(user);
			}
			List<Integer> everyone = new ArrayList<>(users);
			everyone.addAll(others);
			Map<Integer, String> keys = apiKeys(database, everyone);
			makeDue(database, Duration.ofSeconds(5));
			long opening = System.nanoTime();
			while (google.openChannels() < connections) {
				if (System.nanoTime() - opening > Duration.ofMinutes(2).toNanos()) {
					throw new IllegalStateException(google.openChannels() + " of " + connections
							+ " channels open after two minutes; see " + work);
				}
				Thread.sleep(200);
			}
			System.out.printf("  %,d channels open %.1f s after the first runs fell due (%s)%n", connections,
					(System.nanoTime() - opening) / 1e9, google.callsByKind());
			Thread.sleep(1_000);
			google.reset();
			Sampler sampler = new Sampler(service, google, keys, Long.toString(System.currentTimeMillis(), 36));
			HttpResponse<String> first = sampler.http.send(sampler.listing(users.get(0)),
					HttpResponse.BodyHandlers.ofString());
			if (first.statusCode() != 200 || !first.body().contains("Meeting 0")) {
				throw new IllegalStateException("The first user's listing lacks its synced events: "
						+ first.statusCode() + " " + first.body());
			}
			Random random = new Random(13);
			List<Double> delays = new ArrayList<>();
			List<Double> listed = new ArrayList<>();
			for (int k = 0; k < users.size(); k++) {
				int user = users.get(k);
				long posted = sampler.change(user);
				double seconds = sampler.await(user, posted);
				if (!Double.isNaN(seconds)) {
					delays.add(seconds);
				}
				long arrived = google.lastArrival(SlowGoogle.LIST, token(user));
				if (arrived > posted) {
					listed.add((arrived - posted) / 1e9);
				}
				if (k % 10 == 9) {
					System.out.printf("  %d samples: last %.2f s, load average %s%n", k + 1, seconds,
							SyncBenchmark.loadAverage());
				}
				// Not in step with db-scheduler's 10 s polling.
				Thread.sleep(200 + random.nextInt(1_300));
			}
			List<Double> second = new ArrayList<>();
			for (int user : others) {
				long posted = sampler.change(user);
				// Wait for the sync this notification starts to reach the stand-in, which holds it for the
				// latency: the job is running when the second change and its notification come.
				while (google.lastArrival(SlowGoogle.LIST, token(user)) < posted) {
					if (System.nanoTime() - posted > Duration.ofSeconds(30).toNanos()) {
						throw new IllegalStateException("No sync of user " + user + " within 30 s of a notification");
					}
					Thread.sleep(2);
				}
				long running = google.lastArrival(SlowGoogle.LIST, token(user));
				long again = sampler.change(user);
				double seconds = sampler.await(user, again);
				if (!Double.isNaN(seconds)) {
					second.add(seconds);
				}
				System.out.printf("  during a sync: second notification %.0f ms after the sync reached the stand-in,"
						+ " its change listed after %.2f s%n",
						(again - running) / 1e6, seconds);
				Thread.sleep(200 + random.nextInt(1_300));
			}
			sampler.answers.sort(null);
			System.out.printf("  notifications answered in %d ms (median), %d ms at most; %d listing reads;"
					+ " stand-in calls meanwhile %s, failures %d%n", sampler.answers.get(sampler.answers.size() / 2),
					sampler.answers.get(sampler.answers.size() - 1), sampler.reads, google.callsByKind(),
					google.failures());
			System.out.printf("  events.list per connection during the samples %s%n",
					google.histogram(SlowGoogle.LIST, connections));
			return new Delays(delays, listed, second);
		}
	}

	private static String token(int user) {
		return "bench-access-" + user;
	}

	/** Changes at the stand-in, their notifications, and reading the unified listing until they show. */
	private static final class Sampler {

		final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

		final List<Long> answers = new ArrayList<>();

		int reads;

		private final Service service;

		private final SlowGoogle google;

		private final Map<Integer, String> keys;

		private final String run;

		private final Instant from;

		private final Map<Integer, String> titles = new LinkedHashMap<>();

		private int changes;

		Sampler(Service service, SlowGoogle google, Map<Integer, String> keys, String run) {
			this.service = service;
			this.google = google;
			this.keys = keys;
			this.run = run;
			this.from = google.firstStart().minus(Duration.ofDays(1));
		}

		/** Add an event to the user's calendar and post the notification; when it was posted (nanoTime). */
		long change(int user) throws Exception {
			String title = "Pushed " + this.run + " " + this.changes;
			this.google.addEvent(token(user), title,
					this.google.firstStart().plus(Duration.ofHours(2)).plusSeconds(60L * this.changes));
			this.changes++;
			this.titles.put(user, title);
			SlowGoogle.Channel channel = this.google.channel(token(user));
			long posted = System.nanoTime();
			HttpResponse<String> notified = this.http.send(notification(channel), HttpResponse.BodyHandlers.ofString());
			this.answers.add((System.nanoTime() - posted) / 1_000_000);
			if (notified.statusCode() != 200) {
				throw new IllegalStateException(
						"The notification was answered " + notified.statusCode() + " " + notified.body());
			}
			return posted;
		}

		/** Read the listing every 50 ms until the user's last change is in it: seconds since {@code posted}. */
		double await(int user, long posted) throws Exception {
			String title = this.titles.get(user);
			while (System.nanoTime() - posted < Duration.ofSeconds(30).toNanos()) {
				long read = System.nanoTime();
				HttpResponse<String> listing = this.http.send(listing(user), HttpResponse.BodyHandlers.ofString());
				this.reads++;
				if (listing.statusCode() == 200 && listing.body().contains(title)) {
					return (System.nanoTime() - posted) / 1e9;
				}
				Thread.sleep(Math.max(0, READ_EVERY.toMillis() - (System.nanoTime() - read) / 1_000_000));
			}
			System.out.printf("  user %d: %s not in the listing after 30 s%n", user, title);
			return Double.NaN;
		}

		/** A week of the user's unified calendar from a day before the stand-in's first event. */
		HttpRequest listing(int user) {
			return HttpRequest
				.newBuilder(URI.create(this.service.baseUrl() + "/api/unified/events?start=" + this.from + "&end="
						+ this.from.plus(Duration.ofDays(7)) + "&limit=500"))
				.header("Authorization", "Bearer " + this.keys.get(user))
				.build();
		}

	}

	private static Service start(Path jar, Database database, SlowGoogle google, Path log, boolean push,
			List<String> extra) throws Exception {
		List<String> arguments = new ArrayList<>(List.of("--kairos.providers.google.client-id=bench",
				"--kairos.providers.google.client-secret=bench",
				"--kairos.providers.google.token-uri=" + google.baseUrl("i1") + "/token",
				"--kairos.providers.google.api-base-url=" + google.baseUrl("i1")));
		if (push) {
			// The service's own address, which the notifications are posted to.
			arguments.add("--kairos.public-base-url=http://127.0.0.1:${server.port}");
		}
		arguments.addAll(extra);
		return Service.start(jar, database, log, arguments);
	}

	/** Every connection's job falls due within {@code spread} from now, at random. */
	private static void makeDue(Database database, Duration spread) throws SQLException {
		try (Connection connection = database.connect();
				PreparedStatement due = connection.prepareStatement("""
						update sync_jobs_google set execution_time = now() + random() * make_interval(secs => ?)
						where task_name = 'sync'
						""")) {
			due.setDouble(1, spread.toMillis() / 1000.0);
			due.executeUpdate();
		}
	}

	/** An API key for each of the seeded users with these numbers. */
	private static Map<Integer, String> apiKeys(Database database, List<Integer> users) throws SQLException {
		Map<Integer, String> keys = new LinkedHashMap<>();
		try (Connection connection = database.connect();
				PreparedStatement find = connection.prepareStatement("select id from users where subject = ?");
				PreparedStatement insert = connection.prepareStatement(
						"insert into api_keys (id, user_id, name, key_hash, created_at) values (?, ?, 'bench', ?, ?)")) {
			for (int user : users) {
				find.setString(1, SyncBenchmark.subject(user));
				UUID id;
				try (ResultSet rs = find.executeQuery()) {
					rs.next();
					id = rs.getObject(1, UUID.class);
				}
				String key = "kairos_bench-push-" + user + "-" + UUID.randomUUID();
				insert.setObject(1, UUID.randomUUID());
				insert.setObject(2, id);
				insert.setString(3, Database.keyHash(key));
				insert.setObject(4, Instant.now().atOffset(ZoneOffset.UTC));
				insert.executeUpdate();
				keys.put(user, key);
			}
		}
		return keys;
	}

	/** A change notification as Google posts it to a channel's address: headers only, no body. */
	private static HttpRequest notification(SlowGoogle.Channel channel) {
		return HttpRequest.newBuilder(URI.create(channel.address()))
			.header("X-Goog-Channel-ID", channel.id())
			.header("X-Goog-Channel-Token", channel.secret())
			.header("X-Goog-Channel-Expiration",
					DateTimeFormatter.RFC_1123_DATE_TIME
						.format(ZonedDateTime.ofInstant(Instant.ofEpochMilli(channel.expiration()), ZoneOffset.UTC)))
			.header("X-Goog-Resource-ID", channel.resourceId())
			.header("X-Goog-Resource-URI",
					"https://www.googleapis.com/calendar/v3/calendars/primary/events?alt=json")
			.header("X-Goog-Resource-State", "exists")
			.header("X-Goog-Message-Number", Long.toString(channel.messages().incrementAndGet()))
			.POST(HttpRequest.BodyPublishers.noBody())
			.build();
	}

	/**
	 * At which poll a channel is replaced: the first at which less than half its lifetime is left
	 * ({@code PushChannels.ensure}), counting polls from the one that opened it.
	 */
	private static long renewalPolls(Duration lifetime, Duration pollInterval) {
		return lifetime.dividedBy(2).toMillis() / pollInterval.toMillis() + 1;
	}

	private static String summary(List<Double> delays) {
		if (delays.isEmpty()) {
			return "none";
		}
		List<Double> sorted = new ArrayList<>(delays);
		sorted.sort(null);
		long over = sorted.stream().filter((seconds) -> seconds > 5).count();
		return "p50 %.2f s, p90 %.2f s, min %.2f s, max %.2f s; %d over 5 s".formatted(percentile(sorted, 50),
				percentile(sorted, 90), sorted.get(0), sorted.get(sorted.size() - 1), over);
	}

	/** Nearest rank. */
	private static double percentile(List<Double> sorted, int percent) {
		int rank = (int) Math.ceil(percent / 100.0 * sorted.size());
		return sorted.get(Math.max(0, rank - 1));
	}

	private static double hours(Duration duration) {
		return duration.toMillis() / 3_600_000.0;
	}

	private static Duration max(Duration a, Duration b) {
		return (a.compareTo(b) >= 0) ? a : b;
	}

	private static Duration min(Duration a, Duration b) {
		return (a.compareTo(b) <= 0) ? a : b;
	}

	/**
	 * Seconds from posting a notification: to the change in the listing, and to the sync's events.list
	 * reaching the stand-in.
	 */
	record Delays(List<Double> visible, List<Double> listed, List<Double> duringSync) {

	}

	/** Calls per hour by kind for the fleet, and the observed polls against the expected. */
	record Idle(String name, int factor, Map<String, Double> perHour, double keptUp) {

		double total() {
			return this.perHour.values().stream().mapToDouble(Double::doubleValue).sum();
		}

		String line() {
			return "%-9s %7d %,12.0f %,13.0f %,14.0f %,10.0f %12.2f %10.3f".formatted(this.name, this.factor,
					this.perHour.get(SlowGoogle.LIST), this.perHour.get(SlowGoogle.WATCH_CALL),
					this.perHour.get(SlowGoogle.STOP_CALL), total(), total() / FLEET, this.keptUp);
		}

	}

}
