package dev.kairos.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reminders at scale (issue 26): many reminders due within a window for many users, two instances of the
 * service on one PostgreSQL schema ({@code kairos_bench_reminders}, or {@code BENCH_PG_SCHEMA}), with an SMTP
 * relay that is a sink in this process ({@link SmtpSink}).
 * <p>
 * Each user ({@code bench000000@example.com…}) gets events, each with its own reminders: one e-mail and one
 * notification, both firing at random times spread evenly over the window (the e-mail {@code a} minutes
 * before the start, a random 0-60; the notification {@code b} minutes before, chosen so that it fires in
 * the window too). They are written straight into the database, with the users' {@code reminder_schedule}
 * rows as a run leaves them: next look at the user's earliest fire time (the steady state; a first look at
 * 10,000 users at once, as after the events writer marks them all, is not part of the figures). The window
 * opens {@code lead} after the seeding began.
 * <p>
 * Figures: every reminder handled once (the rows of {@code reminder_deliveries}, and the e-mails the sink
 * received, counted per event: none missing, none twice); lateness (e-mail: arrival at the sink - fire time;
 * notification: {@code finished_at - fire_at}, the service's real time) p50/p99/max, and never early; the
 * heap of each service after a full GC ({@code jcmd GC.run}, then {@code GC.heap_info}) and its resident
 * size, sampled over the run; which instance ran the reminders' partitions (db-scheduler's {@code picked_by}).
 * <p>
 * Usage: {@code RemindersBenchmark <service jar> postgres [users] [reminders]} (default 10,000 and
 * 100,000); {@code -Dbench.window} (minutes over which the reminders fall due, 60), {@code -Dbench.lead}
 * (seconds from seeding to the window, 180), {@code -Dbench.memoryEvery} (seconds between heap samples,
 * 60), {@code -Dbench.stopAt} (a share of the window, e.g. 0.5: stop the first instance then, gracefully, so
 * the second takes over; off by default).
 */
public final class RemindersBenchmark {

	private static final String SCHEMA = System.getenv().getOrDefault("BENCH_PG_SCHEMA", "kairos_bench_reminders");

	private static final Pattern TITLE = Pattern.compile("Bench u(\\d+) e(\\d+)");

	private static final Pattern HEAP_USED = Pattern.compile("total \\d+K, used (\\d+)K");

	private RemindersBenchmark() {
	}

	public static void main(String[] args) throws Exception {
		Path jar = Path.of(args[0]);
		if (args.length < 2 || !args[1].equals("postgres")) {
			throw new IllegalArgumentException("The reminders benchmark runs on PostgreSQL only");
		}
		int users = (args.length > 2) ? Integer.parseInt(args[2]) : 10_000;
		int reminders = (args.length > 3) ? Integer.parseInt(args[3]) : 100_000;
		int perUser = Math.max(1, reminders / users / 2);
		Duration window = Duration.ofMinutes(Long.getLong("bench.window", 60));
		Duration lead = Duration.ofSeconds(Long.getLong("bench.lead", 180));
		Duration memoryEvery = Duration.ofSeconds(Long.getLong("bench.memoryEvery", 60));
		double stopAt = Double.parseDouble(System.getProperty("bench.stopAt", "0"));
		Path work = Database.workDirectory("reminders");
		System.out.printf("Kairos reminders benchmark on PostgreSQL (schema %s): %,d users x %d events x (1 e-mail +"
				+ " 1 notification) = %,d reminders due over %d min, two instances%n", SCHEMA, users, perUser,
				users * perUser * 2, window.toMinutes());
		System.out.printf("Machine: %d cores, Java %s, load average %s, %s; work folder %s%n",
				Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"),
				SyncBenchmark.loadAverage(), Instant.now(), work);
		Database database = Database.postgres(SCHEMA);
		try (SmtpSink sink = new SmtpSink()) {
			List<String> arguments = List.of("--spring.mail.host=127.0.0.1", "--spring.mail.port=" + sink.port(),
					"--kairos.mail.from=kairos@bench.test", "--kairos.public-base-url=https://kairos.bench.test");
			Service a = Service.start(jar, database, work.resolve("instance-a.log"), arguments);
			Service b = Service.start(jar, database, work.resolve("instance-b.log"), arguments);
			try {
				run(new Run(database, sink, List.of(a, b), users, perUser, window, lead, memoryEvery, stopAt));
			}
			finally {
				b.close();
				a.close();
			}
		}
	}

	record Run(Database database, SmtpSink sink, List<Service> services, int users, int perUser, Duration window,
			Duration lead, Duration memoryEvery, double stopAt) {

		int events() {
			return this.users * this.perUser;
		}

	}

	private static void run(Run run) throws Exception {
		long seeding = System.nanoTime();
		Instant opens = Instant.now().plus(run.lead()).truncatedTo(ChronoUnit.SECONDS);
		Seeded seeded = seed(run, opens);
		System.out.printf("Seeded %,d users, %,d events in %.1f s (load %s); window %s - %s%n", run.users(),
				run.events(), (System.nanoTime() - seeding) / 1e9, SyncBenchmark.loadAverage(), opens,
				opens.plus(run.window()));
		int expected = run.events() * 2;
		Instant closes = opens.plus(run.window());
		Instant deadline = closes.plus(Duration.ofMinutes(5));
		Map<String, Integer> runsBy = new TreeMap<>();
		List<String> memory = new ArrayList<>();
		List<long[]> heaps = new ArrayList<>();
		long nextMemory = 0;
		long nextPrint = 0;
		long nextCount = 0;
		boolean stopped = false;
		int done = 0;
		while (Instant.now().isBefore(deadline)) {
			long now = System.currentTimeMillis();
			if (run.stopAt() > 0 && !stopped
					&& now >= opens.plusMillis((long) (run.window().toMillis() * run.stopAt())).toEpochMilli()) {
				System.out.printf("  %s: stopping instance A (pid %d) gracefully%n", Instant.now(),
						run.services().get(0).pid());
				run.services().get(0).close();
				stopped = true;
			}
			for (String picked : pickedBy(run.database())) {
				runsBy.merge(instanceOf(run, picked), 1, Integer::sum);
			}
			if (now >= nextMemory) {
				long[] heap = new long[run.services().size()];
				StringBuilder line = new StringBuilder(String.format("  %s  load %s  heap after GC", Instant.now(),
						SyncBenchmark.loadAverage()));
				for (int i = 0; i < run.services().size(); i++) {
					Service service = run.services().get(i);
					heap[i] = (stopped && i == 0) ? -1 : heapAfterGc(service);
					line.append(String.format("  %s %s MB (RSS %s MB)", (char) ('A' + i), mb(heap[i]),
							(stopped && i == 0) ? "-" : mb(service.residentBytes())));
				}
				heaps.add(heap);
				memory.add(line.toString());
				System.out.println(line);
				nextMemory = now + run.memoryEvery().toMillis();
			}
			if (now >= nextCount) {
				done = count(run.database(), "select count(*) from reminder_deliveries where status <> 'sending'");
				nextCount = now + 5_000;
			}
			if (now >= nextPrint) {
				System.out.printf("  %s  load %s  done %,d of %,d, mails %,d%n", Instant.now(),
						SyncBenchmark.loadAverage(), done, expected, run.sink().count());
				nextPrint = now + 30_000;
			}
			if (done >= expected && Instant.now().isAfter(closes)) {
				break;
			}
			Thread.sleep(1_000);
		}
		// Anything arriving now would be sent twice.
		Thread.sleep(20_000);
		report(run, seeded, opens, runsBy, heaps);
	}

	private static void report(Run run, Seeded seeded, Instant opens, Map<String, Integer> runsBy,
			List<long[]> heaps) throws Exception {
		int expected = run.events() * 2;
		int[] mails = new int[run.events()];
		long[] mailLateness = new long[run.sink().count()];
		int m = 0;
		int foreign = 0;
		for (SmtpSink.Received received : run.sink().received()) {
			Matcher title = TITLE.matcher(received.subject());
			if (!title.find()) {
				foreign++;
				continue;
			}
			int index = Integer.parseInt(title.group(1)) * run.perUser() + Integer.parseInt(title.group(2));
			mails[index]++;
			mailLateness[m++] = received.atMillis() - seeded.emailFire()[index];
		}
		mailLateness = Arrays.copyOf(mailLateness, m);
		int missing = 0;
		int twice = 0;
		for (int count : mails) {
			missing += (count == 0) ? 1 : 0;
			twice += Math.max(0, count - 1);
		}
		Map<String, Integer> statuses = new TreeMap<>();
		List<Long> notificationLateness = new ArrayList<>();
		List<Long> emailRowLateness = new ArrayList<>();
		try (Connection connection = run.database().connect();
				Statement statement = connection.createStatement();
				ResultSet rs = statement
					.executeQuery("select method, status, fire_at, finished_at from reminder_deliveries")) {
			while (rs.next()) {
				statuses.merge(rs.getString(1) + " " + rs.getString(2), 1, Integer::sum);
				OffsetDateTime finished = rs.getObject(4, OffsetDateTime.class);
				if (finished != null) {
					long late = finished.toInstant().toEpochMilli()
							- rs.getObject(3, OffsetDateTime.class).toInstant().toEpochMilli();
					(rs.getString(1).equals("EMAIL") ? emailRowLateness : notificationLateness).add(late);
				}
			}
		}
		int rows = statuses.values().stream().mapToInt(Integer::intValue).sum();
		System.out.println();
		System.out.printf("Reminders: %,d expected, %,d rows in reminder_deliveries %s%n", expected, rows, statuses);
		System.out.printf("E-mails at the sink: %,d (%,d expected): %,d events without one, %,d sent more than once,"
				+ " %d not ours; most SMTP sessions open at once %d%n", run.sink().count(), run.events(), missing,
				twice, foreign, run.sink().mostOpen());
		System.out.println("Lateness (sent - due), seconds:");
		System.out.println("  e-mail at the sink:          " + summary(mailLateness));
		System.out.println("  e-mail, finished_at:         " + summary(toArray(emailRowLateness)));
		System.out.println("  notification, finished_at:   " + summary(toArray(notificationLateness)));
		System.out.printf("The reminders' partitions ran on (running partitions sampled each second, by picked_by):"
				+ " %s%n", runsBy);
		System.out.println("Heap after a full GC, MB, first sample in the window -> last, most:");
		int first = Math.min(heaps.size() - 1, 1);
		for (int i = 0; i < run.services().size(); i++) {
			long most = 0;
			for (long[] heap : heaps) {
				most = Math.max(most, heap[i]);
			}
			System.out.printf("  %s: %s -> %s, most %s%n", (char) ('A' + i), mb(heaps.get(first)[i]),
					mb(heaps.get(heaps.size() - 1)[i]), mb(most));
		}
		System.out.printf("Finished %s, load average %s%n", Instant.now(), SyncBenchmark.loadAverage());
	}

	record Seeded(long[] emailFire, long[] notificationFire) {
	}

	/** The users, their events with reminders, and their schedule rows set to now, in one transaction. */
	private static Seeded seed(Run run, Instant opens) throws SQLException {
		Random random = new Random(26);
		long windowMillis = run.window().toMillis();
		long[] emailFire = new long[run.events()];
		long[] notificationFire = new long[run.events()];
		OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC);
		try (Connection connection = run.database().connect()) {
			connection.setAutoCommit(false);
			try (PreparedStatement users = connection.prepareStatement(
					"insert into users (id, issuer, subject, email, created_at) values (?, 'local', ?, ?, ?)");
					PreparedStatement events = connection.prepareStatement("""
							insert into events (id, user_id, title, start_time, end_time, all_day, sequence, created_at,
							updated_at, reminders) values (?, ?, ?, ?, ?, false, 0, ?, ?, ?)
							""");
					PreparedStatement revisions = connection.prepareStatement("""
							insert into event_revisions (user_id, revision, series_version, stored_events)
							values (?, 1, 0, ?)
							""");
					PreparedStatement schedule = connection.prepareStatement("""
							insert into reminder_schedule (user_id, next_fire_at, checked_at, version)
							values (?, ?, ?, 1)
							""")) {
				for (int u = 0; u < run.users(); u++) {
					UUID user = UUID.randomUUID();
					long earliest = Long.MAX_VALUE;
					String subject = SyncBenchmark.subject(u);
					users.setObject(1, user);
					users.setString(2, subject);
					users.setString(3, subject);
					users.setObject(4, now);
					users.addBatch();
					for (int e = 0; e < run.perUser(); e++) {
						int index = u * run.perUser() + e;
						long fire = opens.toEpochMilli() + (long) (random.nextDouble() * windowMillis);
						int emailMinutes = random.nextInt(61);
						long start = fire + emailMinutes * 60_000L;
						long lowest = Math.max(0, ceilDiv(start - (opens.toEpochMilli() + windowMillis), 60_000));
						long highest = (start - opens.toEpochMilli()) / 60_000;
						int notificationMinutes = (int) (lowest + random.nextInt((int) (highest - lowest + 1)));
						emailFire[index] = fire;
						notificationFire[index] = start - notificationMinutes * 60_000L;
						earliest = Math.min(earliest, Math.min(fire, notificationFire[index]));
						events.setObject(1, UUID.randomUUID());
						events.setObject(2, user);
						events.setString(3, "Bench u%05d e%d".formatted(u, e));
						events.setObject(4, Instant.ofEpochMilli(start).atOffset(ZoneOffset.UTC));
						events.setObject(5, Instant.ofEpochMilli(start).plus(Duration.ofMinutes(30)).atOffset(ZoneOffset.UTC));
						events.setObject(6, now);
						events.setObject(7, now);
						events.setString(8, "email:" + emailMinutes + ",notification:" + notificationMinutes);
						events.addBatch();
					}
					revisions.setObject(1, user);
					revisions.setInt(2, run.perUser());
					revisions.addBatch();
					schedule.setObject(1, user);
					schedule.setObject(2, Instant.ofEpochMilli(earliest).atOffset(ZoneOffset.UTC));
					schedule.setObject(3, now);
					schedule.addBatch();
					if (u % 500 == 499 || u == run.users() - 1) {
						users.executeBatch();
						events.executeBatch();
						revisions.executeBatch();
						schedule.executeBatch();
					}
				}
			}
			connection.commit();
			connection.setAutoCommit(true);
			try (Statement statement = connection.createStatement()) {
				statement.execute("analyze");
			}
		}
		return new Seeded(emailFire, notificationFire);
	}

	private static long ceilDiv(long a, long b) {
		return -Math.floorDiv(-a, b);
	}

	/** Who runs each partition of the reminders' job that runs now. */
	private static List<String> pickedBy(Database database) throws SQLException {
		List<String> picked = new ArrayList<>();
		try (Connection connection = database.connect();
				Statement statement = connection.createStatement();
				ResultSet rs = statement.executeQuery("select picked_by from reminder_jobs where picked")) {
			while (rs.next()) {
				picked.add(rs.getString(1));
			}
		}
		return picked;
	}

	private static String instanceOf(Run run, String pickedBy) {
		for (int i = 0; i < run.services().size(); i++) {
			if (pickedBy.contains("-" + run.services().get(i).pid() + "-")) {
				return String.valueOf((char) ('A' + i));
			}
		}
		return pickedBy;
	}

	/** Used heap after a full collection, from {@code jcmd}; -1 when it cannot be read. */
	private static long heapAfterGc(Service service) throws IOException, InterruptedException {
		jcmd(service, "GC.run");
		Matcher used = HEAP_USED.matcher(jcmd(service, "GC.heap_info"));
		return used.find() ? Long.parseLong(used.group(1)) * 1024 : -1;
	}

	private static String jcmd(Service service, String command) throws IOException, InterruptedException {
		Process process = new ProcessBuilder("jcmd", String.valueOf(service.pid()), command).redirectErrorStream(true)
			.start();
		String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		process.waitFor(1, TimeUnit.MINUTES);
		return out;
	}

	private static int count(Database database, String sql) throws SQLException {
		return SyncBenchmark.count(database, sql);
	}

	private static String mb(long bytes) {
		return (bytes < 0) ? "-" : String.valueOf(Math.round(bytes / 1048576.0));
	}

	private static long[] toArray(List<Long> values) {
		return values.stream().mapToLong(Long::longValue).toArray();
	}

	private static String summary(long[] millis) {
		if (millis.length == 0) {
			return "none";
		}
		long[] sorted = millis.clone();
		Arrays.sort(sorted);
		long early = Arrays.stream(sorted).filter((late) -> late < 0).count();
		return String.format("n=%,d  p50 %.1f  p99 %.1f  max %.1f  (early: %d, min %.1f)", sorted.length,
				percentile(sorted, 50) / 1000.0, percentile(sorted, 99) / 1000.0, sorted[sorted.length - 1] / 1000.0,
				early, sorted[0] / 1000.0);
	}

	private static long percentile(long[] sorted, double p) {
		int index = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
		return sorted[Math.max(0, index)];
	}

}
