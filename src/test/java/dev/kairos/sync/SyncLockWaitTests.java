package dev.kairos.sync;

import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

import dev.kairos.providers.Provider;
import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.IntegrationTest;
import dev.kairos.test.ProviderFakes;
import dev.kairos.test.ProviderFakes.Hold;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ContextConfiguration;
import org.springframework.test.context.TestPropertySource;

import static com.github.tomakehurst.wiremock.client.WireMock.absent;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static dev.kairos.test.Api.json;
import static dev.kairos.test.ProviderFakes.server;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A sync asked for while another of the same connection runs waits for the lock
 * ({@code kairos.sync.lock-wait}) and then runs, instead of answering 409 at once
 * (SyncConcurrencyTests has the 409 after the wait). The test knows the second request
 * waits when its thread is inside {@code SyncService.acquire}: it only stays there after
 * a refused attempt.
 */
@IntegrationTest
@ContextConfiguration(initializers = ProviderFakes.Initializer.class)
@TestPropertySource(properties = { "kairos.providers.http.read-timeout=60s", "kairos.sync.lock-wait=60s" })
class SyncLockWaitTests {

	private static final String EVENTS = "/calendar/v3/calendars/primary/events";

	@LocalServerPort
	private int port;

	@Autowired
	private TestUsers users;

	@Autowired
	private SyncService sync;

	private Api api;

	private TestUsers.Caller caller;

	@BeforeEach
	void connectGoogle() {
		ProviderFakes.reset();
		this.caller = this.users.create();
		this.api = new Api(this.port, this.caller.key());
		ProviderFakes.connect(this.api, this.port, Provider.GOOGLE);
		server.stubFor(get(urlPathEqualTo(EVENTS)).withQueryParam("syncToken", absent())
			.willReturn(okJson(GoogleFixtures.page("\"nextSyncToken\":\"sync-1\"",
					GoogleFixtures.timed("a", "A", "2030-03-05T14:00:00Z", "2030-03-05T15:00:00Z")))
				.withTransformers(Hold.NAME)));
		server.stubFor(get(urlPathEqualTo(EVENTS)).withQueryParam("syncToken", equalTo("sync-1"))
			.willReturn(okJson(GoogleFixtures.page("\"nextSyncToken\":\"sync-2\""))));
	}

	@Test
	void aSyncAskedForWhileOneRunsWaitsForItAndThenRunsOnItsToken() throws Exception {
		ExecutorService pool = Executors.newFixedThreadPool(2);
		try {
			Future<Response> first = pool
				.submit(() -> this.api.post("/api/unified/sync", json("{'provider':'google'}")));
			Hold.awaitRequest();
			Future<Response> second = pool
				.submit(() -> this.api.post("/api/unified/sync", json("{'provider':'google'}")));
			await("a second sync waiting in SyncService.acquire").atMost(Duration.ofSeconds(30))
				.until(SyncLockWaitTests::aSyncWaitsForTheLock);
			assertThat(second.isDone()).isFalse();
			Hold.release();

			Response firstResult = first.get();
			assertThat(firstResult.status()).as(firstResult.toString()).isEqualTo(200);
			assertThat(firstResult.json().path("created").asInt()).isEqualTo(1);
			Response secondResult = second.get();
			assertThat(secondResult.status()).as(secondResult.toString()).isEqualTo(200);
			assertThat(secondResult.json().path("created").asInt()).isZero();
		}
		finally {
			Hold.release();
			pool.shutdownNow();
		}
		// The second ran after the first had stored its token, not beside it.
		server.verify(1, getRequestedFor(urlPathEqualTo(EVENTS)).withQueryParam("syncToken", absent()));
		server.verify(1, getRequestedFor(urlPathEqualTo(EVENTS)).withQueryParam("syncToken", equalTo("sync-1")));
	}

	/**
	 * A thread interrupted while it waits for the lock (a job's thread when its scheduler
	 * stops) stops waiting at once, as busy, and keeps its interrupt for its caller.
	 */
	@Test
	void aSyncWaitingForTheLockGivesUpAtOnceWhenItsThreadIsInterrupted() throws Exception {
		ExecutorService pool = Executors.newSingleThreadExecutor();
		AtomicReference<RuntimeException> thrown = new AtomicReference<>();
		AtomicBoolean keptInterrupt = new AtomicBoolean();
		Thread waiting = new Thread(() -> {
			try {
				this.sync.sync(this.caller.user(), Provider.GOOGLE);
			}
			catch (RuntimeException ex) {
				thrown.set(ex);
				keptInterrupt.set(Thread.currentThread().isInterrupted());
			}
		});
		try {
			Future<Response> first = pool
				.submit(() -> this.api.post("/api/unified/sync", json("{'provider':'google'}")));
			Hold.awaitRequest();
			waiting.start();
			await("the second sync asleep in SyncService.acquire").atMost(Duration.ofSeconds(30))
				.until(() -> asleepInAcquire(waiting));
			waiting.interrupt();
			// The lock wait is a minute: only the interrupt ends it this soon.
			waiting.join(10_000);
			assertThat(waiting.isAlive()).isFalse();
			assertThat(thrown.get()).isInstanceOf(SyncInProgressException.class);
			assertThat(keptInterrupt).isTrue();
			Hold.release();
			Response firstResult = first.get();
			assertThat(firstResult.status()).as(firstResult.toString()).isEqualTo(200);
		}
		finally {
			Hold.release();
			waiting.interrupt();
			pool.shutdownNow();
		}
	}

	private static boolean asleepInAcquire(Thread thread) {
		StackTraceElement[] stack = thread.getStackTrace();
		return thread.getState() == Thread.State.TIMED_WAITING
				&& Arrays.stream(stack)
					.anyMatch((frame) -> frame.getClassName().equals(SyncService.class.getName())
							&& frame.getMethodName().equals("acquire"))
				&& stack.length > 0 && stack[0].getMethodName().startsWith("sleep");
	}

	private static boolean aSyncWaitsForTheLock() {
		return Thread.getAllStackTraces()
			.values()
			.stream()
			.anyMatch((stack) -> Arrays.stream(stack)
				.anyMatch((frame) -> frame.getClassName().equals(SyncService.class.getName())
						&& frame.getMethodName().equals("acquire")));
	}

}
