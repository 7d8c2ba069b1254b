package dev.kairos.bench;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

/**
 * A minimal Google stand-in for benchmarks: an authorization endpoint that approves at once, a token
 * endpoint, and events.list serving {@code total} events in pages of {@code pageSize}, in Google's JSON.
 */
final class FakeGoogle implements AutoCloseable {

	private final HttpServer server;

	private final int total;

	private final int pageSize;

	private final Instant firstStart;

	FakeGoogle(int total, int pageSize, Instant firstStart) throws IOException {
		this.total = total;
		this.pageSize = pageSize;
		this.firstStart = firstStart;
		this.server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
		this.server.createContext("/o/oauth2/v2/auth", this::authorize);
		this.server.createContext("/token", this::token);
		this.server.createContext("/calendar/v3/calendars/primary/events", this::events);
		this.server.start();
	}

	String baseUrl() {
		return "http://127.0.0.1:" + this.server.getAddress().getPort();
	}

	private void authorize(HttpExchange exchange) throws IOException {
		Map<String, String> query = query(exchange.getRequestURI());
		exchange.getResponseHeaders()
			.add("Location", query.get("redirect_uri") + "?code=bench-code&state=" + query.get("state"));
		exchange.sendResponseHeaders(302, -1);
		exchange.close();
	}

	private void token(HttpExchange exchange) throws IOException {
		exchange.getRequestBody().readAllBytes();
		send(exchange, """
				{"access_token":"bench-access","expires_in":3599,"refresh_token":"bench-refresh",
				 "scope":"https://www.googleapis.com/auth/calendar.readonly openid","token_type":"Bearer"}""");
	}

	private void events(HttpExchange exchange) throws IOException {
		Map<String, String> query = query(exchange.getRequestURI());
		int page = query.containsKey("pageToken") ? Integer.parseInt(query.get("pageToken")) : 0;
		int from = page * this.pageSize;
		int to = Math.min(this.total, from + this.pageSize);
		StringBuilder items = new StringBuilder();
		for (int i = from; i < to; i++) {
			Instant start = this.firstStart.plusSeconds(3600L * 5 * i);
			if (i > from) {
				items.append(',');
			}
			items.append("""
					{"kind":"calendar#event","etag":"\\"34192706558%05d\\"","id":"bench%07d","status":"confirmed",
					 "htmlLink":"https://www.google.com/calendar/event?eid=bench%07d","summary":"Meeting %d",
					 "description":"Agenda for meeting %d","location":"Room %d",
					 "start":{"dateTime":"%s"},"end":{"dateTime":"%s"},"iCalUID":"bench%07d@google.com","sequence":0}"""
				.formatted(i % 100000, i, i, i, i, i % 400, start, start.plusSeconds(1800), i));
		}
		String next = (to < this.total) ? "\"nextPageToken\":\"" + (page + 1) + "\"" : "\"nextSyncToken\":\"bench-sync\"";
		send(exchange, "{\"kind\":\"calendar#events\",\"timeZone\":\"UTC\",\"accessRole\":\"owner\"," + next
				+ ",\"items\":[" + items + "]}");
	}

	private static void send(HttpExchange exchange, String json) throws IOException {
		send(exchange, 200, json);
	}

	/** Answer with a JSON body, as Google does. */
	static void send(HttpExchange exchange, int status, String json) throws IOException {
		byte[] body = json.getBytes(StandardCharsets.UTF_8);
		exchange.getResponseHeaders().add("Content-Type", "application/json; charset=UTF-8");
		exchange.sendResponseHeaders(status, body.length);
		try (OutputStream out = exchange.getResponseBody()) {
			out.write(body);
		}
	}

	/** The decoded query parameters of a request. */
	static Map<String, String> query(URI uri) {
		Map<String, String> values = new HashMap<>();
		if (uri.getRawQuery() != null) {
			for (String pair : uri.getRawQuery().split("&")) {
				int equals = pair.indexOf('=');
				if (equals > 0) {
					values.put(URLDecoder.decode(pair.substring(0, equals), StandardCharsets.UTF_8),
							URLDecoder.decode(pair.substring(equals + 1), StandardCharsets.UTF_8));
				}
			}
		}
		return values;
	}

	@Override
	public void close() {
		this.server.stop(0);
	}

}
