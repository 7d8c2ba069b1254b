package dev.kairos.bench;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

/**
 * A Google Calendar stand-in for the sync benchmark: events.list answers every call after a fixed
 * latency, on a pool of its own threads (the JDK server's default runs every handler on its one
 * dispatcher thread, which would serialize the calls). A full listing is one page of {@code events}
 * events of the caller's own (told apart by the bearer token) and a {@code nextSyncToken}, in Google's
 * JSON as {@code GoogleFixtures} writes it.
 * <p>
 * Each instance of the service is given its own base URL ({@code /<label>}), so the stand-in counts the
 * calls of each; it also counts the distinct tokens (connections) it saw and the most calls it held at
 * once.
 */
final class SlowGoogle implements AutoCloseable {

	private static final String EVENTS = "/calendar/v3/calendars/primary/events";

	private final HttpServer server;

	private final ExecutorService threads;

	private final long latencyMillis;

	private final int events;

	private final Instant firstStart = Instant.now().truncatedTo(ChronoUnit.HOURS).plus(Duration.ofDays(1));

	private final Map<String, LongAdder> calls = new ConcurrentHashMap<>();

	private final Set<String> tokens = ConcurrentHashMap.newKeySet();

	private final AtomicInteger inFlight = new AtomicInteger();

	private final AtomicInteger mostInFlight = new AtomicInteger();

	private final LongAdder failures = new LongAdder();

	SlowGoogle(Duration latency, int threads, int events) throws IOException {
		this.latencyMillis = latency.toMillis();
		this.events = events;
		this.threads = Executors.newFixedThreadPool(threads);
		this.server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 256);
		this.server.createContext("/", this::handle);
		this.server.setExecutor(this.threads);
		this.server.start();
	}

	/** The API base URL one caller is given; its calls are counted under {@code label}. */
	String baseUrl(String label) {
		return "http://127.0.0.1:" + this.server.getAddress().getPort() + "/" + label;
	}

	/** Calls per label since the last {@link #reset()}. */
	Map<String, Long> calls() {
		Map<String, Long> counts = new HashMap<>();
		this.calls.forEach((label, count) -> counts.put(label, count.sum()));
		return counts;
	}

	long totalCalls() {
		return this.calls.values().stream().mapToLong(LongAdder::sum).sum();
	}

	int distinctTokens() {
		return this.tokens.size();
	}

	int mostInFlight() {
		return this.mostInFlight.get();
	}

	long failures() {
		return this.failures.sum();
	}

	void reset() {
		this.calls.clear();
		this.tokens.clear();
		this.mostInFlight.set(0);
		this.failures.reset();
	}

	private void handle(HttpExchange exchange) throws IOException {
		int now = this.inFlight.incrementAndGet();
		this.mostInFlight.accumulateAndGet(now, Math::max);
		try {
			String path = exchange.getRequestURI().getPath();
			String token = exchange.getRequestHeaders().getFirst("Authorization");
			if (!path.endsWith(EVENTS) || token == null || !token.startsWith("Bearer ")) {
				this.failures.increment();
				FakeGoogle.send(exchange, 404, "{\"error\":{\"code\":404,\"message\":\"Not Found\"}}");
				return;
			}
			String label = path.substring(1, path.length() - EVENTS.length());
			this.calls.computeIfAbsent(label, (key) -> new LongAdder()).increment();
			this.tokens.add(token);
			Thread.sleep(this.latencyMillis);
			FakeGoogle.send(exchange, 200, page(token.substring("Bearer ".length()), FakeGoogle.query(exchange.getRequestURI())));
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
		finally {
			this.inFlight.decrementAndGet();
		}
	}

	/**
	 * A full listing (no syncToken): the caller's events in one page; an incremental one: no changes.
	 */
	private String page(String token, Map<String, String> query) {
		StringBuilder items = new StringBuilder();
		if (!query.containsKey("syncToken")) {
			for (int i = 0; i < this.events; i++) {
				Instant start = this.firstStart.plus(Duration.ofHours(5L * i));
				String id = token.replaceAll("[^A-Za-z0-9]", "") + "x" + i;
				if (i > 0) {
					items.append(',');
				}
				items.append("""
						{"kind":"calendar#event","etag":"\\"3419270655822000\\"","id":"%s","status":"confirmed",
						 "htmlLink":"https://www.google.com/calendar/event?eid=%s","created":"2029-02-20T15:01:12.000Z",
						 "updated":"2029-02-27T09:12:07.911Z","summary":"Meeting %d","location":"Library room 204",
						 "start":{"dateTime":"%s","timeZone":"UTC"},"end":{"dateTime":"%s","timeZone":"UTC"},
						 "iCalUID":"%s@google.com","sequence":1,"reminders":{"useDefault":true},"eventType":"default"}"""
					.formatted(id, id, i, start, start.plus(Duration.ofMinutes(30)), id));
			}
		}
		return """
				{"kind":"calendar#events","etag":"\\"p33c9hqtuhn2ou0o\\"","summary":"bench@example.com",
				 "updated":"2029-03-04T18:22:05.117Z","timeZone":"UTC","accessRole":"owner",
				 "defaultReminders":[],"nextSyncToken":"sync-%s","items":[%s]}""".formatted(token, items);
	}

	@Override
	public void close() throws InterruptedException {
		this.server.stop(0);
		this.threads.shutdownNow();
		this.threads.awaitTermination(5, TimeUnit.SECONDS);
	}

}
