package dev.kairos.reminders;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import com.interaso.webpush.VapidKeys;
import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.MovableClock;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.simple.JdbcClient;

import static dev.kairos.test.Api.json;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Web Push end to end: a subscription made at npm's web-push-testing (a mock push service
 * that checks the VAPID token and decrypts each message as a browser would; installed by
 * .ci/tools.d/webpush.sh and started here on a free port) is registered through the API,
 * a notification reminder fires on the test's clock, and the push service holds the
 * decrypted payload. CI requires the tool ({@code KAIROS_INTEROP_REQUIRED=true});
 * elsewhere a missing one skips the tests that need it with a message.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "kairos.public-base-url=https://kairos.example.com",
				"kairos.web-push.allow-loopback-http=true" })
@Import({ TestUsers.class, ReminderDeliveryTests.Clocks.class })
class WebPushTests {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

	/** The mock push service, or null when it is not installed. */
	private static Process pushService;

	private static String pushServiceUrl;

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Autowired
	private ReminderService reminders;

	@Autowired
	private JdbcWebPushRepository repository;

	@Autowired
	private MovableClock clock;

	@Autowired
	private JdbcClient jdbc;

	private Api api;

	@BeforeAll
	static void startPushService() throws Exception {
		Path server = webPushTesting();
		if (server == null) {
			return;
		}
		int port;
		try (ServerSocket socket = new ServerSocket(0)) {
			port = socket.getLocalPort();
		}
		pushService = new ProcessBuilder("node", server.toString(), String.valueOf(port)).redirectErrorStream(true)
			.start();
		BufferedReader out = new BufferedReader(
				new InputStreamReader(pushService.getInputStream(), StandardCharsets.UTF_8));
		String started = CompletableFuture.supplyAsync(() -> {
			try {
				for (String line = out.readLine(); line != null; line = out.readLine()) {
					if (line.contains("Server running on port")) {
						return line;
					}
				}
				return null;
			}
			catch (IOException ex) {
				return null;
			}
		}).get(60, TimeUnit.SECONDS);
		assertThat(started).as("web-push-testing did not start").isNotNull();
		// Keep reading its output, so that it never blocks on a full pipe.
		Thread drain = new Thread(() -> {
			try {
				while (out.readLine() != null) {
					// Its log of each request: not needed.
				}
			}
			catch (IOException ex) {
				// Stopped.
			}
		});
		drain.setDaemon(true);
		drain.start();
		pushServiceUrl = "http://localhost:" + port;
	}

	@AfterAll
	static void stopPushService() throws InterruptedException {
		if (pushService != null) {
			pushService.destroy();
			if (!pushService.waitFor(10, TimeUnit.SECONDS)) {
				pushService.destroyForcibly();
			}
		}
	}

	/**
	 * The server script of web-push-testing in npm's global folder (or
	 * {@code KAIROS_NODE_PATH}); null when it is not installed, which fails in CI.
	 */
	private static Path webPushTesting() throws InterruptedException {
		String nodePath = System.getenv("KAIROS_NODE_PATH");
		Path server = null;
		try {
			if (nodePath == null) {
				Process npm = new ProcessBuilder("npm", "root", "-g").start();
				nodePath = new String(npm.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
				npm.waitFor(60, TimeUnit.SECONDS);
			}
			Path candidate = Path.of(nodePath, "web-push-testing", "src", "bin", "server.js");
			Process node = new ProcessBuilder("node", "--version").redirectErrorStream(true).start();
			node.getInputStream().readAllBytes();
			if (Files.isRegularFile(candidate) && node.waitFor(60, TimeUnit.SECONDS) && node.exitValue() == 0) {
				server = candidate;
			}
		}
		catch (IOException ex) {
			server = null;
		}
		if ("true".equals(System.getenv("KAIROS_INTEROP_REQUIRED"))) {
			assertThat(server).as("web-push-testing is not installed: run .ci/tools.d/webpush.sh").isNotNull();
		}
		return server;
	}

	private static void requirePushService() {
		Assumptions.assumeTrue(pushService != null,
				"web-push-testing is not installed: run .ci/tools.d/webpush.sh to check Web Push with it");
	}

	@BeforeEach
	void signIn() {
		this.clock.at(Instant.parse("2031-03-04T08:00:00Z"));
		this.api = new Api(this.port, this.users.create().key());
		Response zone = this.api.patch("/api/settings", json("{'timezone':'Europe/Berlin'}"));
		assertThat(zone.status()).as(zone.toString()).isEqualTo(200);
	}

	/** POST to the mock push service. */
	private static JsonNode pushService(String path, String body) throws Exception {
		HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(URI.create(pushServiceUrl + path))
			.timeout(Duration.ofSeconds(30))
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString(body))
			.build(), HttpResponse.BodyHandlers.ofString());
		assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
		return response.body().startsWith("{") ? JSON.readTree(response.body()) : JSON.createObjectNode();
	}

	/** A browser's subscription at the mock push service for this server's key. */
	private JsonNode browserSubscription() throws Exception {
		String key = this.api.get("/api/web-push/vapid-public-key").text("public_key");
		return pushService("/subscribe",
				JSON.writeValueAsString(
						JSON.createObjectNode().put("userVisibleOnly", "true").put("applicationServerKey", key)))
			.path("data");
	}

	/** The subscription as a browser's PushSubscription.toJSON() gives it. */
	private static String pushSubscriptionJson(JsonNode subscription) {
		return JSON.writeValueAsString(JSON.createObjectNode()
			.put("endpoint", subscription.path("endpoint").asString())
			.putNull("expirationTime")
			.set("keys", subscription.path("keys")));
	}

	private List<String> received(JsonNode subscription) throws Exception {
		JsonNode answer = pushService("/get-notifications", JSON
			.writeValueAsString(JSON.createObjectNode().put("clientHash", subscription.path("clientHash").asString())));
		List<String> messages = new ArrayList<>();
		answer.path("data").path("messages").forEach((message) -> messages.add(message.asString()));
		return messages;
	}

	private String create(String singleQuoted) {
		Response created = this.api.post("/api/events/create", json("{'force':true," + singleQuoted.substring(1)));
		assertThat(created.status()).as(created.toString()).isEqualTo(201);
		return created.text("id");
	}

	private JsonNode firedReminder() {
		Response listed = this.api.get("/api/reminders?start=2031-03-04T08:00:00Z&end=2031-03-05T00:00:00Z");
		assertThat(listed.status()).as(listed.toString()).isEqualTo(200);
		assertThat(listed.json().path("reminders")).hasSize(1);
		return listed.json().path("reminders").get(0);
	}

	private List<String> endpoints() {
		Response listed = this.api.get("/api/web-push/subscriptions");
		assertThat(listed.status()).as(listed.toString()).isEqualTo(200);
		List<String> endpoints = new ArrayList<>();
		listed.json().path("subscriptions").forEach((s) -> endpoints.add(s.path("endpoint").asString()));
		return endpoints;
	}

	@Test
	void thePublicKeyIsTheServersOneUncompressedP256PointAndStaysTheSame() {
		Response key = this.api.get("/api/web-push/vapid-public-key");
		assertThat(key.status()).as(key.toString()).isEqualTo(200);
		byte[] point = Base64.getUrlDecoder().decode(key.text("public_key"));
		assertThat(point).hasSize(65);
		assertThat(point[0]).isEqualTo((byte) 4);
		assertThat(key.text("public_key")).doesNotContain("=", "+", "/");
		// A second instance on the same database reads the pair the first one made, and a
		// pair made at the same time loses the insert.
		WebPushKeys other = new WebPushKeys(this.repository, this.clock);
		assertThat(other.applicationServerKey()).isEqualTo(key.text("public_key"));
		VapidKeys late = VapidKeys.generate();
		assertThat(this.repository.insertKeys(
				new JdbcWebPushRepository.StoredKeys(late.getX509PublicKey(), late.getPkcs8PrivateKey()),
				Instant.now()))
			.isFalse();
		assertThat(this.api.get("/api/web-push/vapid-public-key").text("public_key")).isEqualTo(key.text("public_key"));
		assertThat(this.api.as(null).get("/api/web-push/vapid-public-key").status()).isEqualTo(401);
	}

	/**
	 * Instances starting at once on an empty table: every one ends up with the one pair
	 * that was stored. The pair the running service uses is put back after.
	 */
	@Test
	void instancesStartingAtOnceAgreeOnOneKeyPair() throws Exception {
		JdbcWebPushRepository.StoredKeys original = this.repository.keys();
		assertThat(original).isNotNull();
		try {
			this.jdbc.sql("delete from web_push_keys").update();
			int instances = 4;
			CountDownLatch start = new CountDownLatch(1);
			ExecutorService pool = Executors.newFixedThreadPool(instances);
			List<Future<String>> keys = new ArrayList<>();
			try {
				for (int i = 0; i < instances; i++) {
					keys.add(pool.submit(() -> {
						WebPushKeys instance = new WebPushKeys(this.repository, this.clock);
						start.await();
						return instance.applicationServerKey();
					}));
				}
				start.countDown();
				Set<String> seen = new HashSet<>();
				for (Future<String> key : keys) {
					seen.add(key.get(60, TimeUnit.SECONDS));
				}
				assertThat(seen).hasSize(1);
				assertThat(this.jdbc.sql("select count(*) from web_push_keys").query(Integer.class).single())
					.isEqualTo(1);
				assertThat(new WebPushKeys(this.repository, this.clock).applicationServerKey())
					.isEqualTo(seen.iterator().next());
			}
			finally {
				pool.shutdownNow();
			}
		}
		finally {
			this.jdbc.sql("delete from web_push_keys").update();
			assertThat(this.repository.insertKeys(original, Instant.now())).isTrue();
		}
	}

	@Test
	void aNotificationReminderIsPushedEncryptedToTheSubscribedBrowser() throws Exception {
		requirePushService();
		JsonNode subscription = browserSubscription();
		String endpoint = subscription.path("endpoint").asString();
		Response subscribed = this.api.post("/api/web-push/subscriptions", pushSubscriptionJson(subscription));
		assertThat(subscribed.status()).as(subscribed.toString()).isEqualTo(201);
		assertThat(subscribed.text("endpoint")).isEqualTo(endpoint);
		Response again = this.api.post("/api/web-push/subscriptions", pushSubscriptionJson(subscription));
		assertThat(again.status()).as(again.toString()).isEqualTo(200);
		assertThat(again.text("id")).isEqualTo(subscribed.text("id"));
		assertThat(endpoints()).containsExactly(endpoint);

		String id = create("{'title':'Dentist','start_time':'2031-03-04T10:00:00Z','end_time':'2031-03-04T11:00:00Z',"
				+ "'reminders':{'use_default':false,'overrides':[{'method':'notification','minutes_before':30}]}}");
		this.clock.at(Instant.parse("2031-03-04T09:29:59Z"));
		this.reminders.runDue();
		assertThat(received(subscription)).isEmpty();
		// An open web app too: its stream's message and the push carry one tag and one
		// link.
		HttpResponse<java.util.stream.Stream<String>> stream = HTTP.send(
				this.api.request("/api/reminders/stream").header("Accept", "text/event-stream").GET().build(),
				HttpResponse.BodyHandlers.ofLines());
		JsonNode streamed;
		try {
			this.clock.at(Instant.parse("2031-03-04T09:30:00Z"));
			this.reminders.runDue();
			this.reminders.runDue();
			java.util.Iterator<String> lines = stream.body().iterator();
			streamed = JSON.readTree(CompletableFuture.supplyAsync(() -> {
				while (lines.hasNext()) {
					String line = lines.next();
					if (line.startsWith("data:")) {
						return line.substring(5);
					}
				}
				return "{}";
			}).get(30, TimeUnit.SECONDS));
		}
		finally {
			stream.body().close();
		}

		List<String> messages = received(subscription);
		assertThat(messages).hasSize(1);
		JsonNode payload = JSON.readTree(messages.get(0));
		assertThat(payload.propertyNames()).containsExactlyInAnyOrder("title", "body", "url", "event_id", "fire_time",
				"tag");
		UUID delivery = this.jdbc.sql("select id from reminder_deliveries where event_id = :id")
			.param("id", id)
			.query(UUID.class)
			.single();
		assertThat(payload.path("tag").asString()).isEqualTo("reminder:" + delivery);
		assertThat(streamed.path("tag").asString()).isEqualTo(payload.path("tag").asString());
		assertThat(streamed.path("url").asString()).isEqualTo(payload.path("url").asString());
		assertThat(payload.path("title").asString()).isEqualTo("Dentist");
		assertThat(payload.path("body").asString()).isEqualTo("Tue 4 Mar 2031 11:00 (Europe/Berlin)");
		assertThat(payload.path("url").asString()).isEqualTo("https://kairos.example.com/?event=" + id + "#calendar");
		assertThat(payload.path("event_id").asString()).isEqualTo(id);
		assertThat(payload.path("fire_time").asString()).isEqualTo("2031-03-04T09:30:00Z");
		JsonNode fired = firedReminder();
		assertThat(fired.path("status").asString()).isEqualTo("sent");
		assertThat(fired.path("detail").asString()).isEqualTo("Shown in 1 open web app; pushed to 1 browser.");
	}

	@Test
	void aSubscriptionThePushServiceCallsGoneIsDeleted() throws Exception {
		requirePushService();
		JsonNode subscription = browserSubscription();
		Response subscribed = this.api.post("/api/web-push/subscriptions", pushSubscriptionJson(subscription));
		assertThat(subscribed.status()).as(subscribed.toString()).isEqualTo(201);
		pushService("/expire-subscription/" + subscription.path("clientHash").asString(), "{}");
		create("{'title':'Gone','start_time':'2031-03-04T10:00:00Z','end_time':'2031-03-04T11:00:00Z',"
				+ "'reminders':{'use_default':false,'overrides':[{'method':'notification','minutes_before':10}]}}");
		this.clock.at(Instant.parse("2031-03-04T09:50:00Z"));
		this.reminders.runDue();
		assertThat(received(subscription)).isEmpty();
		assertThat(endpoints()).isEmpty();
		JsonNode fired = firedReminder();
		assertThat(fired.path("status").asString()).isEqualTo("undeliverable");
		assertThat(fired.path("detail").asString()).isEqualTo("No web app was open, and no push service took it.");
	}

	@Test
	void badSubscriptionsAre400sNamingTheFieldAndStoreNothing() {
		String p256dh = Base64.getUrlEncoder().withoutPadding().encodeToString(point());
		String auth = Base64.getUrlEncoder().withoutPadding().encodeToString(new byte[16]);
		String keys = "'keys':{'p256dh':'" + p256dh + "','auth':'" + auth + "'}";
		assertBad("{'endpoint':'http://push.example.com/x'," + keys + "}", "endpoint");
		assertBad("{'endpoint':'ftp://push.example.com/x'," + keys + "}", "endpoint");
		assertBad("{'endpoint':'https://10.0.0.1/x'," + keys + "}", "endpoint");
		assertBad("{'endpoint':'https://[::1]/x'," + keys + "}", "endpoint");
		assertBad("{'endpoint':'https://user@push.example.com/x'," + keys + "}", "endpoint");
		assertBad("{'endpoint':'not a url'," + keys + "}", "endpoint");
		assertBad("{'endpoint':'https://push.example.com/" + "x".repeat(1100) + "'," + keys + "}", "endpoint");
		assertBad("{" + keys + "}", "endpoint");
		assertBad("{'endpoint':'https://push.example.com/x'}", "keys");
		assertBad("{'endpoint':'https://push.example.com/x','keys':{'p256dh':'" + p256dh.substring(4) + "','auth':'"
				+ auth + "'}}", "keys.p256dh");
		assertBad("{'endpoint':'https://push.example.com/x','keys':{'p256dh':'" + p256dh + "','auth':'abc'}}",
				"keys.auth");
		assertBad("{'endpoint':'https://push.example.com/x','keys':{'p256dh':'" + p256dh + "','auth':'***'}}",
				"keys.auth");
		Response unknown = this.api.post("/api/web-push/subscriptions",
				json("{'endpoint':'https://push.example.com/x'," + keys + ",'extra':1}"));
		assertThat(unknown.status()).as(unknown.toString()).isEqualTo(400);
		assertThat(endpoints()).isEmpty();
		Response good = this.api.post("/api/web-push/subscriptions",
				json("{'endpoint':'https://push.example.com/x'," + keys + "}"));
		assertThat(good.status()).as(good.toString()).isEqualTo(201);
	}

	private void assertBad(String singleQuoted, String field) {
		Response response = this.api.post("/api/web-push/subscriptions", json(singleQuoted));
		assertThat(response.status()).as(response.toString()).isEqualTo(400);
		assertThat(response.json().path("errors").findValuesAsString("field")).as(response.toString())
			.containsExactly(field);
		assertThat(endpoints()).isEmpty();
	}

	/** An uncompressed point's shape (the service checks the shape, not the curve). */
	private static byte[] point() {
		byte[] point = new byte[65];
		point[0] = 4;
		return point;
	}

	@Test
	void anotherUserCannotSeeOrDeleteOnesSubscriptionAndTheOldestGoesPastTheMost() {
		String p256dh = Base64.getUrlEncoder().withoutPadding().encodeToString(point());
		String auth = Base64.getUrlEncoder().withoutPadding().encodeToString(new byte[16]);
		for (int i = 0; i <= 20; i++) {
			this.clock.at(Instant.parse("2031-03-04T08:00:00Z").plusSeconds(i));
			Response subscribed = this.api.post("/api/web-push/subscriptions",
					json("{'endpoint':'https://push.example.com/s/" + i + "','keys':{'p256dh':'" + p256dh + "','auth':'"
							+ auth + "'}}"));
			assertThat(subscribed.status()).as(subscribed.toString()).isEqualTo(201);
		}
		assertThat(endpoints()).hasSize(20)
			.startsWith("https://push.example.com/s/20")
			.doesNotContain("https://push.example.com/s/0");
		String endpoint = "https://push.example.com/s/7";

		Api other = this.api.as(this.users.create().key());
		Response list = other.get("/api/web-push/subscriptions");
		assertThat(list.json().path("subscriptions")).isEmpty();
		Response foreign = other.delete("/api/web-push/subscriptions?endpoint=" + endpoint);
		assertThat(foreign.status()).as(foreign.toString()).isEqualTo(404);
		assertThat(endpoints()).contains(endpoint);

		Response own = this.api.delete("/api/web-push/subscriptions?endpoint=" + endpoint);
		assertThat(own.status()).as(own.toString()).isEqualTo(204);
		assertThat(endpoints()).hasSize(19).doesNotContain(endpoint);
		assertThat(this.api.delete("/api/web-push/subscriptions?endpoint=" + endpoint).status()).isEqualTo(404);
	}

	/**
	 * A browser shared by two accounts: its endpoint is the last subscriber's alone, so
	 * the previous account's reminders stop reaching it.
	 */
	@Test
	void anEndpointBelongsToTheUserWhoSubscribedItLast() {
		String p256dh = Base64.getUrlEncoder().withoutPadding().encodeToString(point());
		String auth = Base64.getUrlEncoder().withoutPadding().encodeToString(new byte[16]);
		String shared = "{'endpoint':'https://push.example.com/shared/" + UUID.randomUUID() + "','keys':{'p256dh':'"
				+ p256dh + "','auth':'" + auth + "'}}";
		String endpoint = JSON.readTree(json(shared)).path("endpoint").asString();
		assertThat(this.api.post("/api/web-push/subscriptions", json(shared)).status()).isEqualTo(201);
		assertThat(endpoints()).containsExactly(endpoint);

		Api other = this.api.as(this.users.create().key());
		Response taken = other.post("/api/web-push/subscriptions", json(shared));
		assertThat(taken.status()).as(taken.toString()).isEqualTo(201);
		assertThat(endpoints()).isEmpty();
		assertThat(this.jdbc.sql("select count(*) from web_push_subscriptions where endpoint = :endpoint")
			.param("endpoint", endpoint)
			.query(Long.class)
			.single()).isEqualTo(1);
		assertThat(this.api.delete("/api/web-push/subscriptions?endpoint=" + endpoint).status()).isEqualTo(404);

		// Signed in as the first user again, the browser subscribes again: it is theirs.
		assertThat(this.api.post("/api/web-push/subscriptions", json(shared)).status()).isEqualTo(201);
		assertThat(endpoints()).containsExactly(endpoint);
		assertThat(other.get("/api/web-push/subscriptions").json().path("subscriptions")).isEmpty();
	}

}
