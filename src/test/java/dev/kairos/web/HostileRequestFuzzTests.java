package dev.kairos.web;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;

import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Fuzz;
import dev.kairos.test.IntegrationTest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.condition.DisabledIfSystemProperty;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import tools.jackson.databind.JsonNode;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.boot.test.web.server.LocalServerPort;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Hostile requests over every operation of the OpenAPI description, drawn from a fixed
 * seed ({@link Fuzz}): wrong JSON types, huge, empty, Unicode and NUL strings, unknown
 * and duplicate keys, bodies that are not JSON, bad ids, wrong content types, missing or
 * bad credentials, other methods and mangled paths. None may get a 5xx or a dropped
 * connection. The service is the integration tests' shared application (same test
 * configuration and database), its access log lowered to warnings for the 10,000
 * requests. {@code -Dkairos.fuzz.long=true} runs {@link #longRun} instead, with a random
 * seed; {@code -Dkairos.fuzz.seed=<seed>} replays either (bench/README.md, "fuzz").
 */
@IntegrationTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class HostileRequestFuzzTests {

	private static final String LONG = "kairos.fuzz.long";

	private static final int TRIES = 10_000;

	private static final int LONG_TRIES = 200_000;

	private static final List<String> METHODS = List.of("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS",
			"TRACE");

	/**
	 * The access log's level in the test configuration, lowered while the requests run.
	 */
	private static final String ACCESS_LOG = "dev.kairos.access";

	private static int port;

	private static List<Operation> operations;

	/** The operations that answer with a stream that stays open. */
	private static java.util.Set<String> streaming = java.util.Set.of();

	private static Inputs inputs;

	private static final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

	@LocalServerPort
	private int localPort;

	@Autowired
	private TestUsers users;

	@BeforeAll
	void seedTheService() {
		port = this.localPort;
		// 10,000 access log lines would only slow the run down.
		LoggingSystem.get(getClass().getClassLoader()).setLogLevel(ACCESS_LOG, LogLevel.WARN);
		Api anonymous = new Api(port, null);
		JsonNode description = anonymous.get("/v3/api-docs").json();
		operations = Operation.all(description);
		streaming = Operation.streaming(description);
		TestUsers.Caller caller = this.users.create();
		Api api = anonymous.as(caller.key());
		List<String> eventIds = new ArrayList<>();
		for (int i = 1; i <= 3; i++) {
			eventIds.add(api
				.post("/api/events/create",
						json("{'title':'Seed','start_time':'2031-01-0" + i + "T09:00:00Z','end_time':'2031-01-0" + i
								+ "T10:00:00Z'}"))
				.text("id"));
		}
		inputs = new Inputs(caller.key(), this.users.create().key(), eventIds,
				api.post("/api/keys", json("{'name':'spare'}")).text("id"),
				api.get("/api/settings").text("feed_token"));
	}

	@AfterAll
	void restoreTheAccessLog() {
		LoggingSystem.get(getClass().getClassLoader()).setLogLevel(ACCESS_LOG, LogLevel.INFO);
	}

	@Test
	@DisabledIfSystemProperty(named = LONG, matches = "(?i)true", disabledReason = "the long run instead")
	void noHostileRequestGetsA5xxOrADroppedConnection() {
		fuzz(Fuzz.seeded("HostileRequestFuzzTests", 20261125), TRIES);
	}

	/** The longer run of bench/fuzz/run.sh, from a random seed (printed). */
	@Test
	@EnabledIfSystemProperty(named = LONG, matches = "(?i)true", disabledReason = "the long run is bench/fuzz/run.sh")
	void longRun() {
		fuzz(Fuzz.randomlySeeded("HostileRequestFuzzTests.longRun"), LONG_TRIES);
	}

	@Test
	void everyOperationOfTheDescriptionIsFuzzed() {
		assertThat(operations).hasSizeGreaterThan(20);
		assertThat(operations.stream().map(Operation::name)).contains("POST /api/events/create",
				"GET /api/calendar/ical", "POST /api/calendar/import", "PATCH /api/settings",
				"GET /api/connections/{provider}/callback");
	}

	/**
	 * Send {@code tries} requests, failing on the first 5xx or dropped connection; then
	 * check the tally (every request sent and answered below 500, every operation among
	 * them) and print it.
	 */
	private static void fuzz(Fuzz fuzz, int tries) {
		Tally tally = new Tally();
		try {
			fuzz.check(tries, (draws) -> inputs.request(draws, operations),
					(request) -> tally.count(request.operation(), sendAndCheck(request)));
			assertThat(tally.sent).as("requests sent").isEqualTo(tries);
			assertThat(tally.statuses).as("answers by status class").doesNotContainKey("5xx");
			assertThat(tally.operations).as("requests by operation")
				.containsOnlyKeys(operations.stream().map(Operation::name).toList());
		}
		finally {
			tally.print();
		}
	}

	/** Send the request; return its status, below 500. */
	private static int sendAndCheck(HostileRequest request) {
		HttpResponse<String> response;
		try {
			if (streaming.contains(request.operation())) {
				return openStream(request);
			}
			response = http.send(request.build(port), HttpResponse.BodyHandlers.ofString());
		}
		catch (IOException ex) {
			if (request.headersOverTomcatsLimit() && !request.body().isEmpty()) {
				// Tomcat answers 400 to headers over its 8 KB limit and closes the
				// connection at once; a client still sending a body may then meet a reset
				// before it reads the answer (seen about 3 times in 200). Only this case
				// may go unanswered: it is the container's, before any code of ours runs.
				return 400;
			}
			throw new AssertionError("No answer to " + request + ": " + ex, ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(ex);
		}
		assertThat(response.statusCode()).as("%s answered %s", request, excerpt(response.body())).isLessThan(500);
		return response.statusCode();
	}

	/**
	 * A stream (server-sent events) answers and stays open: its status and first bytes
	 * are what there is to check. Each goes through a client of its own, dropped after:
	 * the JDK's client keeps the connection of a stream closed before its end in its
	 * pool, and a later request sent on it waits for an answer that never comes (seen
	 * with seed 20261125 at two tries, each a request that reached no server thread).
	 */
	private static int openStream(HostileRequest request) throws IOException, InterruptedException {
		HttpClient once = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
		HttpResponse<java.io.InputStream> open = once.send(request.build(port),
				HttpResponse.BodyHandlers.ofInputStream());
		try (java.io.InputStream body = open.body()) {
			String first = (open.statusCode() >= 300) ? new String(body.readNBytes(2000), StandardCharsets.UTF_8) : "";
			assertThat(open.statusCode()).as("%s answered %s", request, excerpt(first)).isLessThan(500);
		}
		return open.statusCode();
	}

	private static String excerpt(String body) {
		return (body.length() > 300) ? body.substring(0, 300) + "…" : body;
	}

	/** How many requests were sent, by operation and by status class of their answer. */
	private static final class Tally {

		private int sent;

		private final Map<String, Integer> operations = new TreeMap<>();

		private final Map<String, Integer> statuses = new TreeMap<>();

		void count(String operation, int status) {
			this.sent++;
			this.operations.merge(operation, 1, Integer::sum);
			this.statuses.merge(status / 100 + "xx", 1, Integer::sum);
		}

		void print() {
			StringBuilder out = new StringBuilder("HostileRequestFuzzTests: %,d requests sent%n".formatted(this.sent));
			print(out, "operation", this.operations);
			print(out, "status", this.statuses);
			System.out.print(out);
		}

		private void print(StringBuilder out, String label, Map<String, Integer> counts) {
			out.append(label).append(":%n".formatted());
			counts.entrySet()
				.stream()
				.sorted(Map.Entry.<String, Integer>comparingByValue(Comparator.reverseOrder()))
				.forEach((count) -> out.append("    %-42s %6d  %5.2f %%%n".formatted(count.getKey(), count.getValue(),
						100.0 * count.getValue() / Math.max(1, this.sent))));
		}

	}

	/** One operation of the description: its method, path template, parameters, body. */
	record Operation(String method, String path, List<String> query, List<String> bodyTypes, JsonNode bodySchema,
			JsonNode components) {

		String name() {
			return this.method + " " + this.path;
		}

		/** The names of the operations whose answer is a server-sent-events stream. */
		static java.util.Set<String> streaming(JsonNode description) {
			java.util.Set<String> names = new java.util.HashSet<>();
			for (Map.Entry<String, JsonNode> path : description.path("paths").properties()) {
				for (Map.Entry<String, JsonNode> method : path.getValue().properties()) {
					for (JsonNode answer : method.getValue().path("responses")) {
						if (answer.path("content").has("text/event-stream")) {
							names.add(method.getKey().toUpperCase(java.util.Locale.ROOT) + " " + path.getKey());
						}
					}
				}
			}
			return names;
		}

		static List<Operation> all(JsonNode description) {
			List<Operation> operations = new ArrayList<>();
			JsonNode components = description.path("components").path("schemas");
			for (Map.Entry<String, JsonNode> path : description.path("paths").properties()) {
				for (Map.Entry<String, JsonNode> method : path.getValue().properties()) {
					JsonNode operation = method.getValue();
					List<String> query = new ArrayList<>();
					for (JsonNode parameter : operation.path("parameters")) {
						if (parameter.path("in").asString().equals("query")) {
							query.add(parameter.path("name").asString());
						}
					}
					JsonNode content = operation.path("requestBody").path("content");
					List<String> bodyTypes = new ArrayList<>(content.propertyNames());
					JsonNode schema = bodyTypes.contains("application/json")
							? content.path("application/json").path("schema") : null;
					operations.add(new Operation(method.getKey().toUpperCase(java.util.Locale.ROOT), path.getKey(),
							query, bodyTypes, schema, components));
				}
			}
			return operations;
		}

	}

	/**
	 * A request as sent: shown in full (target and body cut short, as Java literals) when
	 * it fails, to send again by hand.
	 */
	record HostileRequest(String operation, String method, String target, Map<String, String> headers, String body) {

		HttpRequest build(int port) {
			HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create("http://localhost:" + port + this.target))
				.timeout(Duration.ofSeconds(30))
				.method(this.method, this.body.isEmpty() ? HttpRequest.BodyPublishers.noBody()
						: HttpRequest.BodyPublishers.ofString(this.body));
			this.headers.forEach(builder::header);
			return builder.build();
		}

		/**
		 * Whether the request line and headers exceed Tomcat's 8 KB
		 * (max-http-request-header-size).
		 */
		boolean headersOverTomcatsLimit() {
			int size = this.method.length() + this.target.length() + 12;
			for (Map.Entry<String, String> header : this.headers.entrySet()) {
				size += header.getKey().length() + header.getValue().length() + 4;
			}
			return size > 8 * 1024;
		}

		@Override
		public String toString() {
			return this.method + " " + Fuzz.literal(excerpt(this.target)) + " " + this.headers + " "
					+ Fuzz.literal(excerpt(this.body));
		}

	}

	/**
	 * What the requests draw on: real keys and ids next to hostile values. Each choice
	 * below is drawn with the weights given (out of 100 unless said).
	 */
	record Inputs(String key, String otherKey, List<String> eventIds, String spareKeyId, String feedToken) {

		HostileRequest request(Fuzz fuzz, List<Operation> operations) {
			Operation operation = fuzz.pick(operations);
			String method = (fuzz.weighted(88, 12) == 0) ? operation.method() : fuzz.pick(METHODS);
			String path = path(fuzz, operation.path());
			String query = query(fuzz, operation.query());
			String target = query.isEmpty() ? path : path + "?" + query;
			Map<String, String> headers = headers(fuzz, operation);
			return new HostileRequest(operation.name(), method, target, headers, body(fuzz, operation));
		}

		// Paths ----------------------------------------------------------------

		private static final List<String> PATH_SUFFIXES = List.of("/", "/x", "/%2e%2e", "/..%2F..", ";x=1", "/%00",
				"/%C3%A9", "//", "/" + "a".repeat(3000));

		private static final List<String> BAD_PATHS = List.of("/api", "/api/", "/api/events/%2e%2e/keys", "/api/%2F",
				"//api/events", "/api/events/create/", "/api/unknown", "/api/calendar/ical/x",
				"/api/events/" + "9".repeat(500));

		private String path(Fuzz fuzz, String template) {
			String filled = template.replace("{id}", id(fuzz))
				.replace("{provider}", provider(fuzz))
				.replace("{secret}", secret(fuzz));
			// Any other variable ("{slug}", "{token}") gets what an id gets: real-looking
			// or hostile.
			filled = java.util.regex.Pattern.compile("\\{[^}/]+\\}")
				.matcher(filled)
				.replaceAll((variable) -> java.util.regex.Matcher.quoteReplacement(id(fuzz)));
			return switch (fuzz.weighted(90, 7, 3)) {
				case 0 -> filled;
				case 1 -> filled + fuzz.pick(PATH_SUFFIXES);
				default -> fuzz.pick(BAD_PATHS);
			};
		}

		/**
		 * The longs of a random id one time in five: zero, one, minus one and the
		 * extremes.
		 */
		private static final List<Long> EDGE_LONGS = List.of(0L, 1L, -1L, Long.MIN_VALUE, Long.MAX_VALUE);

		private String id(Fuzz fuzz) {
			return switch (fuzz.weighted(40, 15, 45)) {
				case 0 -> fuzz.pick(this.eventIds);
				case 1 -> new UUID(randomLong(fuzz), randomLong(fuzz)).toString();
				default -> fuzz.pick("1-2-3-4-5", "not-a-uuid", "", "%20", "%00", "%E2%82%AC",
						"00000000-0000-0000-0000-000000000000", "ffffffff-ffff-ffff-ffff-ffffffffffffff", "-1",
						"9".repeat(100), "%7B%7D", "null", this.eventIds.get(0).toUpperCase(java.util.Locale.ROOT),
						this.eventIds.get(0) + "_2030-03-04T09:00:00Z");
			};
		}

		private static long randomLong(Fuzz fuzz) {
			return fuzz.percent(20) ? fuzz.pick(EDGE_LONGS) : fuzz.nextLong();
		}

		/** A push channel's secret in its address: none of ours, of every shape. */
		private String secret(Fuzz fuzz) {
			return fuzz.pick("x", "", "%00", "%2e%2e", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "s".repeat(300),
					"%E2%82%AC");
		}

		private String provider(Fuzz fuzz) {
			return fuzz.pick("google", "microsoft", "outlook", "canvas", "GOOGLE", "yahoo", "", "%00", "g".repeat(300));
		}

		// Query ----------------------------------------------------------------

		/** Each parameter of the operation 60 times in 100, and 12 in 100 another. */
		private String query(Fuzz fuzz, List<String> names) {
			List<String> parts = new ArrayList<>();
			for (String name : names) {
				if (fuzz.weighted(40, 60) == 1) {
					parts.add(encode(name) + "=" + queryValue(fuzz, name));
				}
			}
			if (fuzz.weighted(88, 12) == 1) {
				String name = fuzz.pick("x", "token", "id", "limit", "a[b]", "%00", "");
				parts.add(encode(name) + "=" + queryValue(fuzz, "x"));
			}
			return String.join("&", parts);
		}

		private String queryValue(Fuzz fuzz, String name) {
			if (fuzz.weighted(95, 5) == 1) {
				return fuzz.pick("%FF", "%C3%28", "%ED%A0%80");
			}
			String raw = (fuzz.weighted(55, 45) == 0) ? plausible(fuzz, name) : hostileString(fuzz);
			return encode(raw);
		}

		private String plausible(Fuzz fuzz, String name) {
			return switch (name) {
				case "token" -> fuzz.pick(this.feedToken, this.feedToken + "x", "");
				case "id" -> fuzz.percent(50) ? id(fuzz) : this.spareKeyId;
				case "provider" -> provider(fuzz);
				case "start", "end" -> fuzz.pick("2030-03-01T00:00:00Z", "2030-03-01", "2030-03-01T00:00",
						"0000-01-01T00:00:00Z", "+999999999-12-31T23:59:59Z", "1900-01-01T00:00:00Z");
				case "limit" -> fuzz.pick("1", "500", "0", "-1", "501", "2147483648", "1e3", "0x10");
				case "scope" -> fuzz.pick("this", "following", "all", "ALL", "none");
				case "scopes" -> fuzz.pick("mail", "calendar", "mail,calendar", "openid");
				default -> fuzz.pick("1", "true", "x");
			};
		}

		private static String encode(String value) {
			return URLEncoder.encode(value, StandardCharsets.UTF_8);
		}

		// Headers --------------------------------------------------------------

		private static final List<String> CONTENT_TYPES = List.of("text/plain", "application/xml",
				"application/json; charset=ISO-8859-1", "application/json;charset=utf-16", "multipart/form-data",
				"application/x-www-form-urlencoded", "garbage", "application/json; boundary=x",
				"text/calendar; charset=utf-8", "application/problem+json", "application/merge-patch+json", "*/*",
				"application/*");

		private static final List<String> ACCEPTS = List.of("application/json", "text/html", "*/*", "application/xml",
				"text/calendar", "application/problem+json", "a/b/c", ";;;", "text/html;q=abc");

		private static final List<String> FORWARDED = List.of("", "", "", "", "203.0.113.9", "::1", "unknown",
				"1.2.3.4, 5.6.7.8", "999.999.999.999", "<script>", "10.0.0.1, ".repeat(12));

		private static final List<String> EXTRA_HEADERS = List.of("X-Request-Id: " + "r".repeat(200),
				"X-Request-Id: ../../etc", "Idempotency-Key: " + "i".repeat(300), "Idempotency-Key: ",
				"If-None-Match: *", "If-None-Match: \"x\"", "Cookie: KAIROS_SESSION=nonsense", "X-XSRF-TOKEN: x",
				"Origin: http://evil.example", "Range: bytes=0-1");

		private Map<String, String> headers(Fuzz fuzz, Operation operation) {
			String authorization = switch (fuzz.weighted(70, 6, 10, 14)) {
				case 0 -> "Bearer " + this.key;
				case 1 -> "Bearer " + this.otherKey;
				case 2 -> "";
				default -> fuzz.pick("Bearer", "Bearer ", "Bearer kairos_", "Bearer kairos_" + "A".repeat(43),
						"Basic dXNlcjpwYXNz", "bearer " + this.key, "Bearer " + this.key + " x",
						"Bearer " + "k".repeat(9000), "Bearer " + this.key.substring(0, 20));
			};
			String contentType = switch (fuzz.weighted(75, 10, 15)) {
				case 0 -> operation.bodyTypes().isEmpty() ? "application/json" : fuzz.pick(operation.bodyTypes());
				case 1 -> "";
				default -> fuzz.pick(CONTENT_TYPES);
			};
			String accept = (fuzz.weighted(80, 20) == 0) ? "" : fuzz.pick(ACCEPTS);
			String forwardedFor = fuzz.pick(FORWARDED);
			String more = (fuzz.weighted(85, 15) == 0) ? "" : fuzz.pick(EXTRA_HEADERS);
			Map<String, String> headers = new LinkedHashMap<>();
			put(headers, "Authorization", authorization);
			put(headers, "Content-Type", contentType);
			put(headers, "Accept", accept);
			put(headers, "X-Forwarded-For", forwardedFor);
			if (!more.isEmpty()) {
				String[] header = more.split(": ", 2);
				put(headers, header[0], (header.length > 1) ? header[1] : "");
			}
			return headers;
		}

		private static void put(Map<String, String> headers, String name, String value) {
			if (!value.isEmpty()) {
				headers.put(name, value);
			}
		}

		// Bodies ---------------------------------------------------------------

		private static final List<String> JUNK = List.of("", "{", "}", "[]", "null", "\"text\"", "42", "{\"a\":}",
				"{'title':'x'}", "\u0000", "<xml/>", "{\"title\":\"x\"}garbage", "[".repeat(2000),
				"{\"a\":".repeat(1500), "x".repeat(1_100_000));

		/**
		 * A proper body 85 times in 100 (none for an operation without one), else junk.
		 */
		private String body(Fuzz fuzz, Operation operation) {
			if (fuzz.weighted(85, 15) == 1) {
				return fuzz.pick(JUNK);
			}
			if (operation.bodySchema() != null) {
				return object(fuzz, operation.bodySchema(), operation.components(), 0);
			}
			if (operation.bodyTypes().contains("text/calendar")
					|| operation.bodyTypes().contains("multipart/form-data")) {
				return calendar(fuzz);
			}
			return "";
		}

		private static final String EVENT = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:fuzz\r\nBEGIN:VEVENT\r\n"
				+ "UID:%s\r\nDTSTART:%s\r\nDTEND:20300304T100000Z\r\nSUMMARY:%s\r\n%sEND:VEVENT\r\nEND:VCALENDAR\r\n";

		private String calendar(Fuzz fuzz) {
			String uid = fuzz.pick("fuzz-1", "", "x".repeat(5000));
			String start = fuzz.pick("20300304T090000Z", "20300304", "garbage", "99991231T235959Z", "19000101T000000Z");
			String summary = fuzz.percent(50) ? fuzz.pick("Fuzz", "")
					: hostileString(fuzz).replace("\r", "").replace("\n", "");
			String more = fuzz.pick("", "RRULE:FREQ=DAILY;COUNT=3\r\n", "RRULE:FREQ=SECONDLY;COUNT=5\r\n",
					"RRULE:GARBAGE\r\n", "DURATION:P99999999999W\r\n", "EXDATE:nonsense\r\n",
					"RRULE:FREQ=YEARLY;UNTIL=99991231T000000Z\r\n");
			return String.format(EVENT, uid, start, summary, more);
		}

		/**
		 * A JSON object for the schema: good and hostile values, missing, unknown and
		 * duplicate keys.
		 */
		private String object(Fuzz fuzz, JsonNode schema, JsonNode components, int depth) {
			JsonNode resolved = resolve(schema, components);
			List<String> members = new ArrayList<>();
			for (Map.Entry<String, JsonNode> property : resolved.path("properties").properties()) {
				int shape = fuzz.weighted(30, 62, 8);
				if (shape > 0) {
					String member = "\"" + property.getKey() + "\":"
							+ value(fuzz, property.getValue(), components, depth + 1);
					members.add((shape == 1) ? member : member + "," + member);
				}
			}
			if (fuzz.weighted(90, 10) == 1) {
				members.add(fuzz.pick("\"unknown\":1", "\"\":\"\"", "\"Title\":\"x\"", "\"__proto__\":{}",
						"\"title\"  :  \"dup\",\"title\":\"dup\""));
			}
			return "{" + String.join(",", members) + "}";
		}

		/**
		 * A good value for the schema 65 times in 100, a hostile string 20, a wrong type
		 * 15.
		 */
		private String value(Fuzz fuzz, JsonNode schema, JsonNode components, int depth) {
			return switch (fuzz.weighted(65, 20, 15)) {
				case 0 -> good(fuzz, resolve(schema, components), components, depth);
				case 1 -> quote(hostileString(fuzz));
				default -> fuzz.pick("null", "0", "-1", "1.5", "1e400", "99999999999999999999", "true", "[]", "{}",
						"[null]", "\"\"", "{\"a\":[{}]}");
			};
		}

		private String good(Fuzz fuzz, JsonNode resolved, JsonNode components, int depth) {
			String type = resolved.path("type").asString();
			if (resolved.has("enum")) {
				List<String> values = new ArrayList<>();
				resolved.path("enum").forEach((value) -> values.add(value.toString()));
				return fuzz.pick(values);
			}
			if (type.equals("object") || resolved.has("properties")) {
				return (depth < 4) ? object(fuzz, resolved, components, depth) : "{}";
			}
			if (type.equals("array")) {
				List<String> items = new ArrayList<>();
				for (int i = fuzz.length(4); i > 0; i--) {
					items.add((depth < 4) ? value(fuzz, resolved.path("items"), components, depth + 1) : "1");
				}
				return "[" + String.join(",", items) + "]";
			}
			if (type.equals("integer") || type.equals("number")) {
				return fuzz.pick("0", "1", "30", "60", "500", "1440");
			}
			if (type.equals("boolean")) {
				return fuzz.pick("true", "false");
			}
			return quote(fuzz.pick("2030-03-04T09:00:00Z", "2030-03-04T10:30:00Z", "2030-03-04", "2030-03-04T09:00",
					"Lunch", "#abc", "#A1B2C3", "monday", "Europe/Berlin", "09:00", "17:00", "google",
					"RRULE:FREQ=WEEKLY;COUNT=4", "sam@example.com", this.eventIds.get(0), "this", "all", "create",
					"move Lunch to 3pm"));
		}

		private static JsonNode resolve(JsonNode schema, JsonNode components) {
			String ref = schema.path("$ref").asString();
			if (!ref.isEmpty()) {
				return components.path(ref.substring(ref.lastIndexOf('/') + 1));
			}
			if (schema.has("oneOf")) {
				return resolve(schema.path("oneOf").path(0), components);
			}
			return schema;
		}

		// Strings --------------------------------------------------------------

		private static final List<String> HOSTILE_STRINGS = List.of("", " ", "\t\n", "é", "日本語", "👩‍👩‍👧‍👦🎉",
				"\u202eevil", "e\u0301", "\ufeff", "\ud800", "\udfff", "\u0007\u001b[31m", "'; drop table events; --",
				"%s%n", "${jndi:ldap://x}", "<script>alert(1)</script>", "../../etc/passwd", "\\", "\"",
				"x".repeat(501), "y".repeat(10_001), "z".repeat(100_000), "🎉".repeat(5000), "\u0000", "a\u0000b");

		/**
		 * Characters at the edges: NUL and other controls, the ends of ASCII and of each
		 * UTF-8 width, separators, direction and byte-order marks, both ends of each half
		 * of a surrogate pair, private use, noncharacters, the replacement character and
		 * a whole pair.
		 */
		private static final List<String> EDGE_CHARACTERS = List.of("\u0000", "\t", "\n", "\r", "\u001f", " ", "~",
				"\u007f", "\u0080", "\u00a0", "\u00ff", "\u0100", "\u07ff", "\u0800", "\u2028", "\u202e", "\ud800",
				"\udbff", "\udc00", "\udfff", "\ue000", "\uf8ff", "\ufdd0", "\ufeff", "\ufffd", "\ufffe", "\uffff",
				"\ud83c\udf89");

		/**
		 * Strings meant to break things, a third each: one of {@link #HOSTILE_STRINGS}
		 * (sizes, Unicode, control characters); up to 40 characters of Unicode's Basic
		 * Multilingual Plane (private use, noncharacters and surrogates left to the
		 * edges); up to 20 of any UTF-16 unit at all.
		 */
		private static String hostileString(Fuzz fuzz) {
			return switch (fuzz.nextInt(3)) {
				case 0 -> fuzz.pick(HOSTILE_STRINGS);
				case 1 -> randomString(fuzz, 40, false);
				default -> randomString(fuzz, 20, true);
			};
		}

		/**
		 * Empty, one character and {@code maxLength} one time in ten each; each character
		 * 70 times in 100 from the whole range, 15 ASCII and 15 from
		 * {@link #EDGE_CHARACTERS}.
		 */
		private static String randomString(Fuzz fuzz, int maxLength, boolean anyUnit) {
			int length = fuzz.length(maxLength);
			StringBuilder text = new StringBuilder(2 * length);
			for (int i = 0; i < length; i++) {
				switch (fuzz.weighted(70, 15, 15)) {
					case 0 -> text.append(anyUnit ? (char) fuzz.nextInt(0x10000) : plainCharacter(fuzz));
					case 1 -> text.append((char) (anyUnit ? fuzz.nextInt(0x80) : fuzz.between(' ', '~')));
					default -> text.append(fuzz.pick(EDGE_CHARACTERS));
				}
			}
			return text.toString();
		}

		/** A character of the BMP that is no surrogate, private use or noncharacter. */
		private static char plainCharacter(Fuzz fuzz) {
			while (true) {
				char c = (char) fuzz.nextInt(0x10000);
				if (!Character.isSurrogate(c) && Character.getType(c) != Character.PRIVATE_USE
						&& !(c >= '\ufdd0' && c <= '\ufdef') && c != '\ufffe' && c != '\uffff') {
					return c;
				}
			}
		}

		/** A JSON string literal, with any character escaped as JSON allows. */
		private static String quote(String text) {
			StringBuilder out = new StringBuilder("\"");
			for (char c : text.toCharArray()) {
				if (c == '"' || c == '\\') {
					out.append('\\').append(c);
				}
				else if (c < 0x20 || Character.isSurrogate(c)) {
					out.append(String.format("\\u%04x", (int) c));
				}
				else {
					out.append(c);
				}
			}
			return out.append('"').toString();
		}

	}

}
