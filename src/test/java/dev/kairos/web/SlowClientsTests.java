package dev.kairos.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.RawHttp;
import dev.kairos.test.RawHttp.Answer;
import dev.kairos.test.VariantIntegrationTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Clients that send their bodies a byte at a time, over real HTTP, against a service with
 * only four request threads: had any of them kept a thread while its body trickled in,
 * the clients after the fourth would get no answer at all, and health would time out.
 */
// Four request threads, a 3 s body deadline and 1.5 MB of bodies in memory.
@VariantIntegrationTest
class SlowClientsTests {

	/** Four times the request threads. */
	private static final int CLIENTS = 16;

	/**
	 * Past the grace after which the service closes an answered, unread body's
	 * connection.
	 */
	private static final Duration AFTER_GRACE = Duration.ofSeconds(4);

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	private String key;

	@BeforeEach
	void signIn() {
		this.key = this.users.create().key();
		// Warm: the first requests of a new service are slow whatever the clients.
		for (int i = 0; i < 20; i++) {
			new Api(this.port, null).get("/actuator/health");
			new Api(this.port, this.key).post("/api/events/create", "{}");
		}
	}

	@Test
	void unauthenticatedSlowBodiesAreRefusedAtOnceAndHoldNoThread() throws Exception {
		String json = "Content-Type: application/json\r\nContent-Length: 900000\r\n";
		String form = "Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n";
		List<String> heads = List.of("POST /api/events/create HTTP/1.1\r\n" + json,
				"PUT /api/settings HTTP/1.1\r\n" + json, "PATCH /api/settings HTTP/1.1\r\n" + json,
				"POST /api/keys HTTP/1.1\r\n" + form,
				"POST /api/events/create HTTP/1.1\r\nAuthorization: Bearer kairos_wrong\r\n" + json,
				"POST /api/events/create HTTP/1.1\r\nCookie: KAIROS_SESSION=made-up\r\n" + form,
				"POST /api/push/microsoft HTTP/1.1\r\n" + json,
				"POST /api/push/microsoft/not-a-secret HTTP/1.1\r\n" + json,
				"POST /api/push/google HTTP/1.1\r\nX-Goog-Channel-ID: c\r\nX-Goog-Resource-State: exists\r\n" + json,
				"POST /index.html HTTP/1.1\r\n" + json);
		List<Slow> clients = new ArrayList<>();
		try {
			for (int i = 0; i < CLIENTS; i++) {
				String head = heads.get(i % heads.size());
				Slow client = new Slow(this.port, head + "Host: localhost\r\n\r\n");
				clients.add(client);
				client.trickle(head.contains("chunked") ? "1\r\na" : "{");
				Answer answer = client.read();
				assertThat(answer.status()).as(head + answer).isBetween(400, 499);
				assertThat(answer.header("Content-Type")).as(head).startsWith("application/problem+json");
				// Sent whole, with its length: the client knows where it ends.
				assertThat(answer.header("Content-Length")).as(head).isNotNull();
				assertThat(answer.header("Connection")).as(head).isEqualToIgnoringCase("close");
			}
			// Every client still connected and sending: none holds a thread.
			for (Slow client : clients) {
				client.trickle(" ");
			}
			assertHealthyWithin(Duration.ofSeconds(1));
			// The service closes each connection once the grace for its body is over:
			// each
			// read waits for that end (up to the socket's timeout), not for a fixed
			// delay.
			for (Slow client : clients) {
				assertThat(client.endOfStream()).isTrue();
			}
		}
		finally {
			clients.forEach(Slow::close);
		}
	}

	@Test
	void theAnswerCanBeReadAfterWritingMore() throws Exception {
		// A client that writes on after the refusal and reads only once the service has
		// closed the connection: the answer must still be there, not lost to a reset.
		try (Slow client = new Slow(this.port, "POST /api/events/create HTTP/1.1\r\nHost: localhost\r\n"
				+ "Content-Type: application/json\r\nContent-Length: 900000\r\n\r\n")) {
			for (int i = 0; i < 3; i++) {
				client.trickle("{");
				Thread.sleep(300);
			}
			Thread.sleep(AFTER_GRACE.toMillis());
			client.trickle("{");
			Answer answer = client.read();
			assertThat(answer.status()).isEqualTo(401);
			assertThat(answer.json().path("type").asString()).endsWith("/problems/unauthenticated");
		}
	}

	@Test
	void authenticatedSlowBodiesHoldNoThreadAndGet408AfterTheDeadlineChangingNothing() throws Exception {
		List<Slow> clients = new ArrayList<>();
		long started = System.nanoTime();
		try {
			for (int i = 0; i < CLIENTS; i++) {
				Slow client = new Slow(this.port,
						"POST /api/events/create HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer " + this.key
								+ "\r\nContent-Type: application/json\r\nContent-Length: 900000\r\n\r\n");
				clients.add(client);
				client.trickle("{\"title\":\"slow\",\"start_time\":\"2030-03-04T10:00:00Z\","
						+ "\"end_time\":\"2030-03-04T11:00:00Z\" ");
			}
			assertHealthyWithin(Duration.ofSeconds(1));
			assertThat(new Api(this.port, this.key).get("/api/events").status()).isEqualTo(200);
			// A byte every half second: the deadline is for the whole body, not per byte.
			for (int second = 0; second < 2; second++) {
				for (Slow client : clients) {
					client.trickle(" ");
				}
				Thread.sleep(500);
			}
			for (Slow client : clients) {
				Answer answer = client.read();
				assertThat(answer.status()).as(answer.toString()).isEqualTo(408);
				assertThat(answer.header("Content-Type")).startsWith("application/problem+json");
				assertThat(answer.json().path("type").asString()).endsWith("/problems/request-timeout");
				assertThat(answer.json().path("request_id").asString()).isNotEmpty();
			}
			Duration took = Duration.ofNanos(System.nanoTime() - started);
			assertThat(took).isBetween(Duration.ofSeconds(3), Duration.ofSeconds(8));
		}
		finally {
			clients.forEach(Slow::close);
		}
		Response events = new Api(this.port, this.key).get("/api/events");
		assertThat(events.json().path("events").size()).as(events.toString()).isZero();
	}

	@Test
	void anAuthenticatedBodyThatArrivesInTimeIsUsedAndTheConnectionKept() throws Exception {
		String body = "{\"title\":\"in time\",\"start_time\":\"2030-03-05T10:00:00Z\","
				+ "\"end_time\":\"2030-03-05T11:00:00Z\"}";
		try (Slow client = new Slow(this.port,
				"POST /api/events/create HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer " + this.key
						+ "\r\nContent-Type: application/json\r\nContent-Length: " + body.length() + "\r\n\r\n")) {
			for (int i = 0; i < body.length(); i += 20) {
				client.trickle(body.substring(i, Math.min(body.length(), i + 20)));
				Thread.sleep(100);
			}
			Answer created = client.read();
			assertThat(created.status()).as(created.toString()).isEqualTo(201);
			assertThat(created.json().path("title").asString()).isEqualTo("in time");
			client.trickle(
					"GET /api/events HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer " + this.key + "\r\n\r\n");
			assertThat(client.read().status()).isEqualTo(200);
		}
	}

	@Test
	void anAuthenticatedBodyOverTheLimitSentInChunksIs413() throws Exception {
		try (Slow client = new Slow(this.port,
				"POST /api/events/create HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer " + this.key
						+ "\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n")) {
			String chunk = "a".repeat(64 * 1024);
			for (int i = 0; i < 17; i++) {
				client.trickle(Integer.toHexString(chunk.length()) + "\r\n" + chunk + "\r\n");
			}
			Answer answer = client.read();
			assertThat(answer.status()).isEqualTo(413);
			assertThat(answer.json().path("type").asString()).endsWith("/problems/payload-too-large");
		}
	}

	@Test
	void bodiesBeingReadHoldNoMoreMemoryThanTheirBudget() throws Exception {
		String head = "POST /api/events/create HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer " + this.key
				+ "\r\nContent-Type: application/json\r\nContent-Length: 900000\r\n\r\n";
		String part = "[" + " ".repeat(800 * 1024);
		try (Slow first = new Slow(this.port, head); Slow second = new Slow(this.port, head)) {
			first.trickle(part);
			Thread.sleep(500);
			// 1.6 MB would be held with both: the second is refused at once.
			second.trickle(part);
			Answer refused = second.read();
			assertThat(refused.status()).as(refused.toString()).isEqualTo(503);
			assertThat(refused.header("Retry-After")).isEqualTo("5");
			assertThat(refused.json().path("type").asString()).endsWith("/problems/busy");
			assertThat(first.read().status()).isEqualTo(408);
		}
		// Both ended: their memory is free again.
		Response created = new Api(this.port, this.key).post("/api/events/create",
				"{\"title\":\"after\",\"start_time\":\"2030-03-06T10:00:00Z\",\"end_time\":\"2030-03-06T11:00:00Z\"}");
		assertThat(created.status()).as(created.toString()).isEqualTo(201);
	}

	@Test
	void aRefusedBodyThatArrivedWholeKeepsTheConnection() {
		try (Slow client = new Slow(this.port, "POST /api/events/create HTTP/1.1\r\nHost: localhost\r\n"
				+ "Authorization: Bearer " + this.key + "\r\nContent-Type: */*\r\nContent-Length: 2\r\n\r\n{}")) {
			assertThat(client.read().status()).isEqualTo(415);
			client.trickle("POST /api/events/create HTTP/1.1\r\nHost: localhost\r\n"
					+ "Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}");
			assertThat(client.read().status()).isEqualTo(401);
			client.trickle("GET /actuator/health HTTP/1.1\r\nHost: localhost\r\n\r\n");
			assertThat(client.read().status()).isEqualTo(200);
		}
	}

	private void assertHealthyWithin(Duration limit) {
		long started = System.nanoTime();
		Response health = new Api(this.port, null).get("/actuator/health");
		assertThat(health.status()).isEqualTo(200);
		assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(limit);
	}

	/** A client that sends its request a little at a time over its own connection. */
	private static final class Slow implements AutoCloseable {

		private final Socket socket;

		private final RawHttp reader;

		Slow(int port, String head) {
			try {
				this.socket = new Socket("localhost", port);
				this.socket.setSoTimeout(10_000);
				this.reader = RawHttp.over(this.socket);
				trickle(head);
			}
			catch (IOException ex) {
				throw new UncheckedIOException(ex);
			}
		}

		void trickle(String text) {
			try {
				OutputStream out = this.socket.getOutputStream();
				out.write(text.getBytes(StandardCharsets.ISO_8859_1));
				out.flush();
			}
			catch (IOException ex) {
				// The service closed the connection: what it answered is still to be
				// read.
			}
		}

		Answer read() {
			return this.reader.read();
		}

		boolean endOfStream() throws IOException {
			InputStream in = this.socket.getInputStream();
			try {
				return in.read() == -1;
			}
			catch (SocketTimeoutException ex) {
				// Still open after the socket's timeout (10 s, past any grace).
				return false;
			}
			catch (IOException ex) {
				// A reset after the answer and the end: closed all the same.
				return true;
			}
		}

		@Override
		public void close() {
			try {
				this.socket.close();
			}
			catch (IOException ex) {
				// closing anyway
			}
		}

	}

}
