package dev.kairos.bench;

import java.io.ByteArrayInputStream;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.xml.parsers.DocumentBuilderFactory;

import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

/**
 * CalDAV: (a) a full calendar-query REPORT with calendar-data over the {@code events} calendar of a user with
 * 10,000 events (1,000 of them series), against Radicale serving the same events with the same REPORT body; (b)
 * an incremental sync-collection after one change, for a user with 100 events and one with 10,000, alternating.
 *
 * <p>
 * Usage: {@code CaldavBenchmark <service jar> <h2|postgres> [timed REPORTs per server] [sync rounds]}
 */
public final class CaldavBenchmark {

	private static final String CALDAV = "urn:ietf:params:xml:ns:caldav";

	/** RFC 4791 §7.8-style: every VEVENT, its ETag and its calendar data. */
	private static final String QUERY = """
			<?xml version="1.0" encoding="utf-8" ?>
			<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
			  <D:prop>
			    <D:getetag/>
			    <C:calendar-data/>
			  </D:prop>
			  <C:filter>
			    <C:comp-filter name="VCALENDAR">
			      <C:comp-filter name="VEVENT"/>
			    </C:comp-filter>
			  </C:filter>
			</C:calendar-query>
			""";

	private static final Pattern SYNC_TOKEN = Pattern.compile("<(?:[A-Za-z0-9]+:)?sync-token>([^<]+)</");

	private static final Pattern RESPONSE = Pattern.compile("<(?:[A-Za-z0-9]+:)?response>");

	private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

	private CaldavBenchmark() {
	}

	public static void main(String[] args) throws Exception {
		new CaldavBenchmark().run(Path.of(args[0]), args[1], (args.length > 2) ? Integer.parseInt(args[2]) : 9,
				(args.length > 3) ? Integer.parseInt(args[3]) : 300);
	}

	private void run(Path jar, String kind, int runs, int rounds) throws Exception {
		Path work = Database.workDirectory("caldav");
		Database database = Database.of(kind, work);
		System.out.printf("Kairos CalDAV benchmark on %s: users with 10,000 events (1,000 series) and 100 (10 series)%n",
				database.name());
		System.out.printf("Machine: %d cores, Java %s; %d timed REPORTs per server, %d sync rounds%n",
				Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"), runs, rounds);
		try (Service service = Service.start(jar, database, work.resolve("service.log"))) {
			long seeding = System.nanoTime();
			Random random = new Random(20261129L);
			Seeded large;
			Seeded small;
			try (Connection connection = database.connect()) {
				connection.setAutoCommit(false);
				large = seed(connection, "caldav-large@example.com", 9_000, 1_000, random);
				small = seed(connection, "caldav-small@example.com", 90, 10, random);
				connection.commit();
				CalendarSeed.settle(database, connection);
			}
			System.out.printf("Seeded in %.1f s%n", (System.nanoTime() - seeding) / 1e9);

			String kairosUrl = service.baseUrl() + "/dav/calendars/" + large.user().id() + "/events/";
			String kairosAuth = basic(large.user().email(), large.user().key());
			HttpResponse<byte[]> first = report(kairosUrl, kairosAuth, QUERY, "1");
			check(first, 207, "Kairos calendar-query");
			int kairosCount = count(RESPONSE, first.body());
			System.out.printf("Kairos: %,d resources, %,d bytes%n", kairosCount, first.body().length);

			// Radicale's folder storage, written directly (a PUT of 10,000 events took Radicale 8 minutes at load 15):
			// a calendar collection holding each resource's calendar-data exactly as Kairos answered it, one file per
			// resource. Radicale parses and caches them on the first REPORT (a warm-up).
			int written = writeRadicaleCollection(first.body(), work.resolve("radicale/collection-root/bench/events"));
			try (Radicale radicale = Radicale.start(work.resolve("radicale"))) {
				String radicaleUrl = radicale.baseUrl() + "/bench/events/";
				String radicaleAuth = basic("bench", "bench");
				HttpResponse<byte[]> radicaleFirst = report(radicaleUrl, radicaleAuth, QUERY, "1");
				check(radicaleFirst, 207, "Radicale calendar-query");
				int radicaleCount = count(RESPONSE, radicaleFirst.body());
				System.out.printf("Radicale %s: %,d resources, %,d bytes (%,d files written from Kairos' answer)%n",
						radicale.version(), radicaleCount, radicaleFirst.body().length, written);
				if (radicaleCount != kairosCount) {
					throw new IllegalStateException("Radicale holds " + radicaleCount + " resources, Kairos " + kairosCount);
				}
				// Two warm-ups each, then Kairos and Radicale in ABBA order so that drift weighs on both alike.
				for (int w = 0; w < 2; w++) {
					report(kairosUrl, kairosAuth, QUERY, "1");
					report(radicaleUrl, radicaleAuth, QUERY, "1");
				}
				List<Long> kairos = new ArrayList<>();
				List<Long> radicaleTimes = new ArrayList<>();
				// Each server's CPU time per REPORT (user and system, all its threads: for Kairos also its GC and
				// JIT): on a shared machine it says more than the time taken, which includes waiting for a core.
				List<Long> kairosCpu = new ArrayList<>();
				List<Long> radicaleCpu = new ArrayList<>();
				for (int r = 0; r < runs; r++) {
					boolean kairosFirst = r % 2 == 0;
					for (int s = 0; s < 2; s++) {
						boolean isKairos = (s == 0) == kairosFirst;
						long pid = isKairos ? service.pid() : radicale.pid();
						long cpu0 = cpuNanos(pid);
						long t0 = System.nanoTime();
						HttpResponse<byte[]> answer = isKairos ? report(kairosUrl, kairosAuth, QUERY, "1")
								: report(radicaleUrl, radicaleAuth, QUERY, "1");
						long elapsed = System.nanoTime() - t0;
						long cpu = cpuNanos(pid) - cpu0;
						check(answer, 207, isKairos ? "Kairos" : "Radicale");
						(isKairos ? kairos : radicaleTimes).add(elapsed);
						(isKairos ? kairosCpu : radicaleCpu).add(cpu);
					}
				}
				double k = median(kairos);
				double rad = median(radicaleTimes);
				System.out.println();
				System.out.printf("calendar-query, Kairos:   median %8.1f ms  min %8.1f  max %8.1f%n", k, min(kairos), max(kairos));
				System.out.printf("calendar-query, Radicale: median %8.1f ms  min %8.1f  max %8.1f%n", rad, min(radicaleTimes),
						max(radicaleTimes));
				System.out.printf("Ratio Kairos/Radicale time %.3f: Kairos %.1fx faster (goal >= 5x)%n", k / rad, rad / k);
				double kc = median(kairosCpu);
				double rc = median(radicaleCpu);
				System.out.printf("CPU per REPORT, Kairos median %.1f ms, Radicale median %.1f ms: ratio %.3f (%.1fx)%n", kc,
						rc, kc / rc, rc / kc);
			}

			System.out.println();
			sync(service, large, small, rounds, random);
		}
	}

	private record Seeded(CalendarSeed.User user, List<java.util.UUID> events) {
	}

	private static Seeded seed(Connection connection, String email, int events, int series, Random random)
			throws Exception {
		CalendarSeed.User user = CalendarSeed.user(connection, email);
		Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
		List<java.util.UUID> ids = CalendarSeed.events(connection, user.id(), events, now.minus(Duration.ofDays(4 * 365)),
				now.plus(Duration.ofDays(365)), true, random);
		SeriesSeed.seed(connection, user.id(), series, random.nextLong());
		List<java.util.UUID> items = new ArrayList<>(ids);
		items.addAll(CalendarSeed.seriesIds(connection, user.id()));
		CalendarSeed.changeLog(connection, user.id(), items, random);
		return new Seeded(user, ids);
	}

	/**
	 * Incremental sync after one change, as a phone does it: change one event over the API, then sync-collection
	 * from the previous token (only that request is timed). Rounds alternate which user goes first.
	 */
	private void sync(Service service, Seeded large, Seeded small, int rounds, Random random) throws Exception {
		Map<Seeded, String> tokens = new LinkedHashMap<>();
		for (Seeded seeded : List.of(large, small)) {
			HttpResponse<byte[]> propfind = send("PROPFIND", davUrl(service, seeded),
					basic(seeded.user().email(), seeded.user().key()), "application/xml",
					"<?xml version=\"1.0\"?><D:propfind xmlns:D=\"DAV:\"><D:prop><D:sync-token/></D:prop></D:propfind>"
						.getBytes(StandardCharsets.UTF_8),
					207, "0");
			tokens.put(seeded, token(propfind.body()));
		}
		int warmUp = Math.max(20, rounds / 10);
		List<Long> largeTimes = new ArrayList<>();
		List<Long> smallTimes = new ArrayList<>();
		for (int r = 0; r < warmUp + rounds; r++) {
			for (int s = 0; s < 2; s++) {
				Seeded seeded = ((s == 0) == (r % 2 == 0)) ? large : small;
				java.util.UUID event = seeded.events().get(random.nextInt(seeded.events().size()));
				HttpResponse<byte[]> patch = this.http.send(
						HttpRequest.newBuilder(URI.create(service.baseUrl() + "/api/events"))
							.header("Authorization", "Bearer " + seeded.user().key())
							.header("Content-Type", "application/json")
							.method("PATCH",
									HttpRequest.BodyPublishers.ofString(
											"{\"id\":\"" + event + "\",\"title\":\"Changed in round " + r + "\"}"))
							.build(),
						HttpResponse.BodyHandlers.ofByteArray());
				check(patch, 200, "PATCH /api/events");
				String body = "<?xml version=\"1.0\" encoding=\"utf-8\" ?><D:sync-collection xmlns:D=\"DAV:\"><D:sync-token>"
						+ tokens.get(seeded) + "</D:sync-token><D:sync-level>1</D:sync-level><D:prop><D:getetag/></D:prop>"
						+ "</D:sync-collection>";
				long t0 = System.nanoTime();
				HttpResponse<byte[]> answer = report(davUrl(service, seeded), basic(seeded.user().email(), seeded.user().key()),
						body, "1");
				long elapsed = System.nanoTime() - t0;
				check(answer, 207, "sync-collection");
				int changed = count(RESPONSE, answer.body());
				if (changed != 1) {
					throw new IllegalStateException("sync-collection after one change answered " + changed + " resources");
				}
				tokens.put(seeded, token(answer.body()));
				if (r >= warmUp) {
					((seeded == large) ? largeTimes : smallTimes).add(elapsed);
				}
			}
		}
		double largeP50 = percentile(largeTimes, 50);
		double smallP50 = percentile(smallTimes, 50);
		System.out.printf("sync-collection after one change, 10,000 events: p50 %6.2f ms  p90 %6.2f  p99 %6.2f  (n=%d)%n",
				largeP50, percentile(largeTimes, 90), percentile(largeTimes, 99), largeTimes.size());
		System.out.printf("sync-collection after one change,    100 events: p50 %6.2f ms  p90 %6.2f  p99 %6.2f  (n=%d)%n",
				smallP50, percentile(smallTimes, 90), percentile(smallTimes, 99), smallTimes.size());
		System.out.printf("Ratio large/small p50 %.2f (goal <= 1.2), p99 %.2f%n", largeP50 / smallP50,
				percentile(largeTimes, 99) / percentile(smallTimes, 99));
	}

	private static String davUrl(Service service, Seeded seeded) {
		return service.baseUrl() + "/dav/calendars/" + seeded.user().id() + "/events/";
	}

	/** Each resource's calendar-data of the answer as its own file of a Radicale calendar collection. */
	private static int writeRadicaleCollection(byte[] multistatus, Path collection) throws Exception {
		DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
		factory.setNamespaceAware(true);
		Document document = factory.newDocumentBuilder().parse(new ByteArrayInputStream(multistatus));
		NodeList data = document.getElementsByTagNameNS(CALDAV, "calendar-data");
		Files.createDirectories(collection);
		Files.writeString(collection.resolve(".Radicale.props"),
				"{\"C:supported-calendar-component-set\": \"VEVENT\", \"D:displayname\": \"events\", \"tag\": \"VCALENDAR\"}");
		for (int i = 0; i < data.getLength(); i++) {
			String text = data.item(i).getTextContent().replace("\r\n", "\n").replace("\n", "\r\n");
			Files.writeString(collection.resolve("item-" + i + ".ics"), text);
		}
		return data.getLength();
	}

	private HttpResponse<byte[]> report(String url, String auth, String body, String depth) throws Exception {
		return this.http.send(HttpRequest.newBuilder(URI.create(url))
			.header("Authorization", auth)
			.header("Content-Type", "application/xml; charset=utf-8")
			.header("Depth", depth)
			.method("REPORT", HttpRequest.BodyPublishers.ofString(body))
			.build(), HttpResponse.BodyHandlers.ofByteArray());
	}

	private HttpResponse<byte[]> send(String method, String url, String auth, String type, byte[] body, int status)
			throws Exception {
		return send(method, url, auth, type, body, status, null);
	}

	private HttpResponse<byte[]> send(String method, String url, String auth, String type, byte[] body, int status,
			String depth) throws Exception {
		HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(url))
			.header("Authorization", auth)
			.timeout(Duration.ofMinutes(10))
			.method(method, (body != null) ? HttpRequest.BodyPublishers.ofByteArray(body)
					: HttpRequest.BodyPublishers.noBody());
		if (type != null) {
			builder.header("Content-Type", type);
		}
		if (depth != null) {
			builder.header("Depth", depth);
		}
		HttpResponse<byte[]> response = this.http.send(builder.build(), HttpResponse.BodyHandlers.ofByteArray());
		check(response, status, method + " " + url);
		return response;
	}

	private static void check(HttpResponse<byte[]> response, int status, String what) {
		if (response.statusCode() != status) {
			String body = new String(response.body(), StandardCharsets.UTF_8);
			throw new IllegalStateException(what + ": " + response.statusCode() + " "
					+ body.substring(0, Math.min(body.length(), 2000)));
		}
	}

	private static String token(byte[] body) {
		Matcher matcher = SYNC_TOKEN.matcher(new String(body, StandardCharsets.UTF_8));
		if (!matcher.find()) {
			throw new IllegalStateException("no sync-token in " + new String(body, StandardCharsets.UTF_8));
		}
		return matcher.group(1);
	}

	private static int count(Pattern pattern, byte[] body) {
		Matcher matcher = pattern.matcher(new String(body, StandardCharsets.UTF_8));
		int n = 0;
		while (matcher.find()) {
			n++;
		}
		return n;
	}

	private static String basic(String user, String password) {
		return "Basic " + Base64.getEncoder().encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
	}

	private static double median(List<Long> nanos) {
		return percentile(nanos, 50);
	}

	private static double percentile(List<Long> nanos, double p) {
		long[] sorted = nanos.stream().mapToLong(Long::longValue).toArray();
		Arrays.sort(sorted);
		int index = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
		return sorted[Math.max(0, index)] / 1e6;
	}

	private static double min(List<Long> nanos) {
		return nanos.stream().mapToLong(Long::longValue).min().orElse(0) / 1e6;
	}

	private static double max(List<Long> nanos) {
		return nanos.stream().mapToLong(Long::longValue).max().orElse(0) / 1e6;
	}

	/** A process's CPU time so far, user and system, in nanoseconds (zero where the system does not tell). */
	private static long cpuNanos(long pid) {
		return ProcessHandle.of(pid)
			.flatMap((process) -> process.info().totalCpuDuration())
			.map(java.time.Duration::toNanos)
			.orElse(0L);
	}

	/** Radicale (Debian's package, as bench/ical runs it) on a free loopback port, folder storage, no auth. */
	private static final class Radicale implements AutoCloseable {

		private final Process process;

		private final int port;

		long pid() {
			return this.process.pid();
		}

		private Radicale(Process process, int port) {
			this.process = process;
			this.port = port;
		}

		static Radicale start(Path folder) throws Exception {
			Process check = new ProcessBuilder("/usr/bin/python3", "-c", "import radicale; print(radicale.VERSION)")
				.redirectErrorStream(true)
				.start();
			String version = new String(check.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
			if (check.waitFor() != 0) {
				throw new IllegalStateException(
						"Radicale is not installed: apt-get install radicale (as bench/ical/run.sh does)\n" + version);
			}
			int port;
			try (ServerSocket socket = new ServerSocket(0)) {
				port = socket.getLocalPort();
			}
			Files.createDirectories(folder);
			Process process = new ProcessBuilder("/usr/bin/python3", "-m", "radicale",
					"--server-hosts=127.0.0.1:" + port, "--auth-type=none", "--rights-type=owner_only",
					"--storage-filesystem-folder=" + folder, "--logging-level=warning")
				.redirectErrorStream(true)
				.redirectOutput(folder.resolveSibling("radicale.log").toFile())
				.start();
			Runtime.getRuntime().addShutdownHook(new Thread(process::destroy));
			Radicale radicale = new Radicale(process, port);
			HttpClient http = HttpClient.newHttpClient();
			for (int i = 0; i < 120; i++) {
				try {
					http.send(HttpRequest.newBuilder(URI.create(radicale.baseUrl() + "/")).build(),
							HttpResponse.BodyHandlers.discarding());
					radicale.version = version;
					return radicale;
				}
				catch (java.io.IOException ex) {
					Thread.sleep(500);
				}
			}
			process.destroy();
			throw new IllegalStateException("Radicale did not start; see " + folder.resolveSibling("radicale.log"));
		}

		private String version;

		String version() {
			return this.version;
		}

		String baseUrl() {
			return "http://127.0.0.1:" + this.port;
		}

		@Override
		public void close() throws Exception {
			this.process.destroy();
			this.process.waitFor(30, TimeUnit.SECONDS);
		}

	}

}
