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
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

/**
 * A Google Calendar stand-in for the sync and push benchmarks: every call is answered after a fixed
 * latency, on a pool of its own threads (the JDK server's default runs every handler on its one
 * dispatcher thread, which would serialize the calls), in Google's JSON as {@code GoogleFixtures} writes it.
 * <ul>
 * <li>{@code GET .../calendars/primary/events} (events.list): a full listing is one page of {@code events}
 * events of the caller's own (told apart by the bearer token), then the events {@link #addEvent added} to
 * its calendar, and a {@code nextSyncToken}; an incremental one ({@code syncToken}) the events added since
 * that token.
 * <li>{@code POST .../calendars/primary/events/watch} (events.watch): opens a {@code web_hook} channel with
 * the caller's id, address, token and expiration and answers Google's {@code api#channel}, whose
 * {@code resourceId} names the caller's calendar.
 * <li>{@code POST /calendar/v3/channels/stop}: ends a channel by id and resourceId, 204 with no body; 404
 * as Google's error when there is no such channel.
 * </ul>
 * Each instance of the service is given its own base URL ({@code /<label>}), so the stand-in counts the
 * calls of each; it also counts the calls by kind ({@code events.list}, {@code events.watch},
 * {@code channels.stop}), and by kind and connection, the distinct tokens (connections) it saw and the most
 * calls it held at once.
 */
final class SlowGoogle implements AutoCloseable {

	private static final String EVENTS = "/calendar/v3/calendars/primary/events";

	private static final String WATCH = EVENTS + "/watch";

	private static final String STOP = "/calendar/v3/channels/stop";

	static final String LIST = "events.list";

	static final String WATCH_CALL = "events.watch";

	static final String STOP_CALL = "channels.stop";

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

	private final Map<String, LongAdder> kinds = new ConcurrentHashMap<>();

	/** Calls by kind and connection: {@code kind + " " + bearer token}. */
	private final Map<String, LongAdder> perConnection = new ConcurrentHashMap<>();

	/** When the last call of a kind by a connection arrived ({@link System#nanoTime()}), by the same key. */
	private final Map<String, Long> lastArrival = new ConcurrentHashMap<>();

	/** Open channels by id. */
	private final Map<String, Channel> channels = new ConcurrentHashMap<>();

	/** Events added to a calendar (by bearer token), as Google's JSON items, in order. */
	private final Map<String, List<String>> added = new ConcurrentHashMap<>();

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

	/** When the first of each connection's own events starts (tomorrow, on the hour). */
	Instant firstStart() {
		return this.firstStart;
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

	/** Calls per kind ({@link #LIST}, {@link #WATCH_CALL}, {@link #STOP_CALL}) since the last {@link #reset()}. */
	Map<String, Long> callsByKind() {
		Map<String, Long> counts = new TreeMap<>();
		for (String kind : List.of(LIST, WATCH_CALL, STOP_CALL)) {
			LongAdder count = this.kinds.get(kind);
			counts.put(kind, (count != null) ? count.sum() : 0);
		}
		return counts;
	}

	/**
	 * How many connections made how many calls of one kind since the last {@link #reset()}, among
	 * {@code connections} (those that made none included).
	 */
	Map<Long, Integer> histogram(String kind, int connections) {
		Map<Long, Integer> histogram = new TreeMap<>();
		int seen = 0;
		for (Map.Entry<String, LongAdder> entry : this.perConnection.entrySet()) {
			if (entry.getKey().startsWith(kind + " ")) {
				histogram.merge(entry.getValue().sum(), 1, Integer::sum);
				seen++;
			}
		}
		if (seen < connections) {
			histogram.merge(0L, connections - seen, Integer::sum);
		}
		return histogram;
	}

	/** When the last call of this kind by the connection with this access token arrived, in nanoTime; 0 if none. */
	long lastArrival(String kind, String accessToken) {
		return this.lastArrival.getOrDefault(kind + " " + accessToken, 0L);
	}

	/** Open channels (watched and not stopped; expired ones included). */
	int openChannels() {
		return this.channels.size();
	}

	/** The channel of the connection with this access token that ends last, if it has one. */
	Channel channel(String accessToken) {
		Channel latest = null;
		for (Channel channel : this.channels.values()) {
			if (channel.owner().equals(accessToken) && (latest == null || channel.expiration() > latest.expiration())) {
				latest = channel;
			}
		}
		return latest;
	}

	/**
	 * Add a confirmed event to the calendar of the connection with this access token: the next listing
	 * returns it. Its id.
	 */
	String addEvent(String accessToken, String summary, Instant start) {
		List<String> events = this.added.computeIfAbsent(accessToken, (key) -> new CopyOnWriteArrayList<>());
		String id = accessToken.replaceAll("[^A-Za-z0-9]", "") + "p" + events.size();
		events.add(item(id, summary, start));
		return id;
	}

	void reset() {
		this.calls.clear();
		this.kinds.clear();
		this.perConnection.clear();
		this.tokens.clear();
		this.mostInFlight.set(0);
		this.failures.reset();
	}

	private void handle(HttpExchange exchange) throws IOException {
		long arrived = System.nanoTime();
		int now = this.inFlight.incrementAndGet();
		this.mostInFlight.accumulateAndGet(now, Math::max);
		try {
			String path = exchange.getRequestURI().getPath();
			String method = exchange.getRequestMethod();
			String token = exchange.getRequestHeaders().getFirst("Authorization");
			String kind;
			String suffix;
			if (path.endsWith(EVENTS) && method.equals("GET")) {
				kind = LIST;
				suffix = EVENTS;
			}
			else if (path.endsWith(WATCH) && method.equals("POST")) {
				kind = WATCH_CALL;
				suffix = WATCH;
			}
			else if (path.endsWith(STOP) && method.equals("POST")) {
				kind = STOP_CALL;
				suffix = STOP;
			}
			else {
				kind = null;
				suffix = null;
			}
			if (kind == null || token == null || !token.startsWith("Bearer ")) {
				this.failures.increment();
				FakeGoogle.send(exchange, 404, "{\"error\":{\"code\":404,\"message\":\"Not Found\"}}");
				return;
			}
			String accessToken = token.substring("Bearer ".length());
			String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
			String label = path.substring(1, path.length() - suffix.length());
			this.calls.computeIfAbsent(label, (key) -> new LongAdder()).increment();
			this.kinds.computeIfAbsent(kind, (key) -> new LongAdder()).increment();
			this.perConnection.computeIfAbsent(kind + " " + accessToken, (key) -> new LongAdder()).increment();
			this.lastArrival.put(kind + " " + accessToken, arrived);
			this.tokens.add(token);
			// A listing is the calendar as it was when the call arrived; the latency comes after.
			String page = kind.equals(LIST) ? page(accessToken, FakeGoogle.query(exchange.getRequestURI())) : null;
			Thread.sleep(this.latencyMillis);
			switch (kind) {
				case LIST -> FakeGoogle.send(exchange, 200, page);
				case WATCH_CALL -> watch(exchange, accessToken, body);
				default -> stop(exchange, body);
			}
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
		finally {
			this.inFlight.decrementAndGet();
		}
	}

	/**
	 * A full listing (no syncToken): the caller's events and those added to its calendar, in one page; an
	 * incremental one: the events added since the sync token, which counts those the caller has seen.
	 */
	private String page(String token, Map<String, String> query) {
		List<String> items = new ArrayList<>();
		List<String> added = List.copyOf(this.added.getOrDefault(token, List.of()));
		String syncToken = query.get("syncToken");
		if (syncToken == null) {
			for (int i = 0; i < this.events; i++) {
				String id = token.replaceAll("[^A-Za-z0-9]", "") + "x" + i;
				items.add(item(id, "Meeting " + i, this.firstStart.plus(Duration.ofHours(5L * i))));
			}
			items.addAll(added);
		}
		else {
			int seen = syncToken.contains("@") ? Integer.parseInt(syncToken.substring(syncToken.lastIndexOf('@') + 1)) : 0;
			items.addAll(added.subList(Math.min(seen, added.size()), added.size()));
		}
		return """
				{"kind":"calendar#events","etag":"\\"p33c9hqtuhn2ou0o\\"","summary":"bench@example.com",
				 "updated":"2029-03-04T18:22:05.117Z","timeZone":"UTC","accessRole":"owner",
				 "defaultReminders":[],"nextSyncToken":"sync-%s@%d","items":[%s]}""".formatted(token, added.size(),
				String.join(",", items));
	}

	private static String item(String id, String summary, Instant start) {
		return """
				{"kind":"calendar#event","etag":"\\"3419270655822000\\"","id":"%s","status":"confirmed",
				 "htmlLink":"https://www.google.com/calendar/event?eid=%s","created":"2029-02-20T15:01:12.000Z",
				 "updated":"2029-02-27T09:12:07.911Z","summary":"%s","location":"Library room 204",
				 "start":{"dateTime":"%s","timeZone":"UTC"},"end":{"dateTime":"%s","timeZone":"UTC"},
				 "iCalUID":"%s@google.com","sequence":1,"reminders":{"useDefault":true},"eventType":"default"}"""
			.formatted(id, id, summary, start, start.plus(Duration.ofMinutes(30)), id);
	}

	/**
	 * events.watch: the request is Google's channel resource ({@code id}, {@code type} web_hook,
	 * {@code address}, {@code token}, {@code expiration} in epoch milliseconds); the answer is the channel
	 * with the watched resource's id and URI, and the expiration as a string, as Google writes int64s.
	 */
	private void watch(HttpExchange exchange, String accessToken, String body) throws IOException {
		String id = field(body, "id");
		String address = field(body, "address");
		String secret = field(body, "token");
		Matcher expiration = Pattern.compile("\"expiration\"\\s*:\\s*\"?([0-9]+)").matcher(body);
		if (id == null || address == null || !"web_hook".equals(field(body, "type"))) {
			this.failures.increment();
			FakeGoogle.send(exchange, 400, """
					{"error":{"code":400,"message":"Invalid channel","errors":[{"domain":"global","reason":"invalid",
					 "message":"Invalid channel"}]}}""");
			return;
		}
		// Google caps the expiration; the stand-in grants what is asked, or a week without.
		long expires = expiration.find() ? Long.parseLong(expiration.group(1))
				: Instant.now().plus(Duration.ofDays(7)).toEpochMilli();
		Channel channel = new Channel(id, accessToken, resourceId(accessToken), address, secret, expires,
				new AtomicLong(1));
		if (this.channels.putIfAbsent(id, channel) != null) {
			this.failures.increment();
			FakeGoogle.send(exchange, 400, """
					{"error":{"code":400,"message":"Channel id %s not unique","errors":[{"domain":"push",
					 "reason":"channelIdNotUnique","message":"Channel id %s not unique"}]}}""".formatted(id, id));
			return;
		}
		FakeGoogle.send(exchange, 200, """
				{"kind":"api#channel","id":"%s","resourceId":"%s",
				 "resourceUri":"https://www.googleapis.com/calendar/v3/calendars/primary/events?alt=json",
				 %s"expiration":"%d"}""".formatted(id, channel.resourceId(),
				(secret != null) ? "\"token\":\"" + secret + "\"," : "", expires));
	}

	/** channels.stop: {@code {"id", "resourceId"}}; 204 without a body, as Google answers. */
	private void stop(HttpExchange exchange, String body) throws IOException {
		String id = field(body, "id");
		String resourceId = field(body, "resourceId");
		Channel channel = (id != null) ? this.channels.get(id) : null;
		if (channel == null || !channel.resourceId().equals(resourceId) || !this.channels.remove(id, channel)) {
			this.failures.increment();
			FakeGoogle.send(exchange, 404, """
					{"error":{"code":404,"message":"Channel '%s' not found for project '1234567890'","errors":[
					 {"domain":"global","reason":"notFound","message":"Channel '%s' not found for project '1234567890'"}]}}"""
				.formatted(id, id));
			return;
		}
		exchange.sendResponseHeaders(204, -1);
		exchange.close();
	}

	/** Google's opaque id of a calendar's events collection: the same for every channel on it. */
	private static String resourceId(String accessToken) {
		return "r" + Integer.toHexString(accessToken.hashCode()) + "-" + accessToken.replaceAll("[^A-Za-z0-9]", "");
	}

	/** A string field of a flat JSON object. */
	private static String field(String json, String name) {
		Matcher value = Pattern.compile("\"" + name + "\"\\s*:\\s*\"([^\"]*)\"").matcher(json);
		return value.find() ? value.group(1) : null;
	}

	/**
	 * An open channel as Google keeps it.
	 *
	 * @param id the channel id the caller chose
	 * @param owner the access token that opened it (which connection)
	 * @param resourceId the watched calendar's id, which notifications carry
	 * @param address where notifications go
	 * @param secret the channel token, which notifications carry
	 * @param expiration epoch milliseconds
	 * @param messages the last message number sent (1 is Google's {@code sync} message)
	 */
	record Channel(String id, String owner, String resourceId, String address, String secret, long expiration,
			AtomicLong messages) {

	}

	@Override
	public void close() throws InterruptedException {
		this.server.stop(0);
		this.threads.shutdownNow();
		this.threads.awaitTermination(5, TimeUnit.SECONDS);
	}

}
