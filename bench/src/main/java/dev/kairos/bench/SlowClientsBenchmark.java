package dev.kairos.bench;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * How many slow clients the service survives while it serves others. N clients post bodies a byte at a
 * time: most unauthenticated (announcing a 900 KB body, a byte every 5 s), some with a valid API key (the
 * same, so their body never arrives in time); one selector thread keeps them all, and reconnects each
 * one the service closes, as an attacker would. Meanwhile one client sends normal requests one after
 * another ({@code GET /actuator/health} and an authenticated {@code GET /api/events}) and their
 * latency is measured: first with no slow clients, then with all of them connected.
 */
public final class SlowClientsBenchmark {

	private static final Duration TRICKLE = Duration.ofSeconds(5);

	private SlowClientsBenchmark() {
	}

	public static void main(String[] args) throws Exception {
		Path jar = Path.of(args[0]);
		String kind = (args.length > 1) ? args[1] : "h2";
		int slow = (args.length > 2) ? Integer.parseInt(args[2]) : 2_000;
		int seconds = (args.length > 3) ? Integer.parseInt(args[3]) : 60;
		int authenticated = Math.max(1, slow / 10);
		Path work = Database.workDirectory("slow-clients");
		Database database = Database.of(kind, work);
		System.out.printf("Kairos slow-clients benchmark: %,d slow clients (%,d of them signed in), %d s, on %s%n",
				slow, authenticated, seconds, database.name());
		System.out.printf("Machine: %d cores, Java %s, load average %s%n", Runtime.getRuntime().availableProcessors(),
				System.getProperty("java.version"), loadAverage());
		String key = Service.createUser(jar, database, work.resolve("create-user.log"));
		try (Service service = Service.start(jar, database, work.resolve("service.log"))) {
			HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
			Normal normal = new Normal(http, service, key);
			normal.run(Duration.ofSeconds(10));
			Normal.Figures before = normal.run(Duration.ofSeconds(Math.max(10, seconds / 3)));
			System.out.println("no slow clients:   " + before + "; load " + loadAverage());
			try (Slow clients = new Slow(service.port(), slow, authenticated, key)) {
				clients.start();
				long rampEnd = System.nanoTime() + Duration.ofSeconds(60).toNanos();
				while (clients.connected() < slow && System.nanoTime() < rampEnd) {
					Thread.sleep(200);
				}
				System.out.printf("slow clients connected: %,d of %,d after the ramp%n", clients.connected(), slow);
				Normal.Figures during = normal.run(Duration.ofSeconds(seconds), clients);
				System.out.println("with slow clients: " + during + "; load " + loadAverage());
				System.out.printf(
						"slow clients: connected min %,d / max %,d during the phase; answers %s; reconnects %,d; "
								+ "service threads %d, resident %d MB%n",
						clients.minConnected.get(), clients.maxConnected.get(), clients.answers, clients.reconnects.get(),
						threads(service), service.residentBytes() / (1024 * 1024));
			}
		}
	}

	private static String loadAverage() throws IOException {
		String[] parts = Files.readString(Path.of("/proc/loadavg")).split(" ");
		return parts[0] + " " + parts[1] + " " + parts[2];
	}

	private static long threads(Service service) throws IOException {
		for (String line : Files.readAllLines(Path.of("/proc", String.valueOf(service.pid()), "status"))) {
			if (line.startsWith("Threads:")) {
				return Long.parseLong(line.replaceAll("[^0-9]", ""));
			}
		}
		return -1;
	}

	/** Normal requests, one after another, alternating health and an authenticated list. */
	private static final class Normal {

		private final HttpClient http;

		private final HttpRequest health;

		private final HttpRequest events;

		Normal(HttpClient http, Service service, String key) {
			this.http = http;
			this.health = HttpRequest.newBuilder(URI.create(service.baseUrl() + "/actuator/health"))
				.timeout(Duration.ofSeconds(10))
				.build();
			this.events = HttpRequest.newBuilder(URI.create(service.baseUrl() + "/api/events"))
				.header("Authorization", "Bearer " + key)
				.timeout(Duration.ofSeconds(10))
				.build();
		}

		Figures run(Duration duration) {
			return run(duration, null);
		}

		Figures run(Duration duration, Slow slow) {
			List<Long> health = new ArrayList<>();
			List<Long> events = new ArrayList<>();
			Map<String, Integer> outcomes = new TreeMap<>();
			long end = System.nanoTime() + duration.toNanos();
			boolean even = false;
			while (System.nanoTime() < end) {
				even = !even;
				long started = System.nanoTime();
				String outcome;
				try {
					outcome = String.valueOf(
							this.http.send(even ? this.health : this.events, HttpResponse.BodyHandlers.discarding())
								.statusCode());
				}
				catch (IOException ex) {
					outcome = ex.getClass().getSimpleName();
				}
				catch (InterruptedException ex) {
					Thread.currentThread().interrupt();
					break;
				}
				(even ? health : events).add(System.nanoTime() - started);
				outcomes.merge(outcome, 1, Integer::sum);
				if (slow != null) {
					slow.sample();
				}
			}
			return new Figures(sorted(health), sorted(events), outcomes);
		}

		private static long[] sorted(List<Long> values) {
			long[] sorted = values.stream().mapToLong(Long::longValue).toArray();
			Arrays.sort(sorted);
			return sorted;
		}

		record Figures(long[] health, long[] events, Map<String, Integer> outcomes) {

			private static String percentiles(long[] sorted) {
				if (sorted.length == 0) {
					return "none";
				}
				return String.format("p50 %.1f ms, p99 %.1f ms, max %.1f ms (%d)", millis(sorted, 50),
						millis(sorted, 99), sorted[sorted.length - 1] / 1e6, sorted.length);
			}

			private static double millis(long[] sorted, double p) {
				int index = (int) Math.ceil(p / 100 * sorted.length) - 1;
				return sorted[Math.max(0, Math.min(sorted.length - 1, index))] / 1e6;
			}

			@Override
			public String toString() {
				return "health " + percentiles(this.health) + "; GET /api/events " + percentiles(this.events)
						+ "; outcomes " + this.outcomes;
			}

		}

	}

	/** N slow posters on one selector thread; each one the service closes is opened again. */
	private static final class Slow implements AutoCloseable {

		private final int port;

		private final int count;

		private final int authenticated;

		private final String key;

		private final Selector selector;

		private final AtomicBoolean running = new AtomicBoolean(true);

		private final AtomicInteger open = new AtomicInteger();

		private final AtomicInteger minConnected = new AtomicInteger(Integer.MAX_VALUE);

		private final AtomicInteger maxConnected = new AtomicInteger();

		private final AtomicInteger reconnects = new AtomicInteger();

		private final Map<String, Integer> answers = new ConcurrentHashMap<>();

		private Thread thread;

		Slow(int port, int count, int authenticated, String key) throws IOException {
			this.port = port;
			this.count = count;
			this.authenticated = authenticated;
			this.key = key;
			this.selector = Selector.open();
		}

		int connected() {
			return this.open.get();
		}

		void sample() {
			int now = this.open.get();
			this.minConnected.accumulateAndGet(now, Math::min);
			this.maxConnected.accumulateAndGet(now, Math::max);
		}

		void start() {
			this.thread = new Thread(this::loop, "slow-clients");
			this.thread.setDaemon(true);
			this.thread.start();
		}

		private final class Client {

			final int index;

			final ByteBuffer head;

			SocketChannel channel;

			long nextByte;

			boolean connected;

			boolean answered;

			final StringBuilder status = new StringBuilder();

			Client(int index) {
				this.index = index;
				String auth = (index < Slow.this.authenticated) ? "Authorization: Bearer " + Slow.this.key + "\r\n"
						: "";
				this.head = ByteBuffer.wrap(("POST /api/events/create HTTP/1.1\r\nHost: localhost\r\n" + auth
						+ "Content-Type: application/json\r\nContent-Length: 900000\r\n\r\n{")
					.getBytes(StandardCharsets.ISO_8859_1));
			}

			void open(Selector selector) throws IOException {
				this.head.rewind();
				this.connected = false;
				this.answered = false;
				this.status.setLength(0);
				this.channel = SocketChannel.open();
				this.channel.configureBlocking(false);
				this.channel.connect(new InetSocketAddress("127.0.0.1", Slow.this.port));
				this.channel.register(selector, SelectionKey.OP_CONNECT, this);
			}

		}

		private void loop() {
			List<Client> clients = new ArrayList<>();
			ByteBuffer read = ByteBuffer.allocate(16 * 1024);
			ByteBuffer oneByte = ByteBuffer.allocate(1);
			int opened = 0;
			try {
				while (this.running.get()) {
					// Open up to 100 more every 50 ms, so the service's accept queue keeps up.
					for (int i = 0; i < 100 && opened < this.count; i++, opened++) {
						Client client = new Client(opened);
						clients.add(client);
						client.open(this.selector);
					}
					this.selector.select(50);
					for (SelectionKey key : this.selector.selectedKeys()) {
						Client client = (Client) key.attachment();
						try {
							if (key.isConnectable()) {
								client.channel.finishConnect();
								client.channel.write(client.head);
								client.connected = true;
								client.nextByte = System.nanoTime() + TRICKLE.toNanos();
								this.open.incrementAndGet();
								key.interestOps(SelectionKey.OP_READ);
							}
							else if (key.isReadable()) {
								read.clear();
								int n = client.channel.read(read);
								if (n < 0) {
									reopen(client, key);
								}
								else if (!client.answered) {
									read.flip();
									while (read.hasRemaining() && client.status.length() < 12) {
										client.status.append((char) read.get());
									}
									if (client.status.length() >= 12) {
										client.answered = true;
										this.answers.merge(client.status.substring(9, 12), 1, Integer::sum);
									}
								}
							}
						}
						catch (IOException ex) {
							reopen(client, key);
						}
					}
					this.selector.selectedKeys().clear();
					long now = System.nanoTime();
					for (Client client : clients) {
						if (client.connected && now >= client.nextByte) {
							client.nextByte = now + TRICKLE.toNanos();
							try {
								oneByte.clear();
								oneByte.put((byte) ' ').flip();
								client.channel.write(oneByte);
							}
							catch (IOException ex) {
								SelectionKey key = client.channel.keyFor(this.selector);
								reopen(client, key);
							}
						}
					}
				}
			}
			catch (IOException ex) {
				throw new IllegalStateException(ex);
			}
		}

		private void reopen(Client client, SelectionKey key) {
			if (client.connected) {
				this.open.decrementAndGet();
			}
			client.connected = false;
			if (key != null) {
				key.cancel();
			}
			try {
				client.channel.close();
				this.reconnects.incrementAndGet();
				client.open(this.selector);
			}
			catch (IOException ex) {
				// tried again on the next failure
			}
		}

		@Override
		public void close() throws IOException, InterruptedException {
			this.running.set(false);
			this.selector.wakeup();
			if (this.thread != null) {
				this.thread.join(5_000);
			}
			for (SelectionKey key : this.selector.keys()) {
				key.channel().close();
			}
			this.selector.close();
		}

	}

}
