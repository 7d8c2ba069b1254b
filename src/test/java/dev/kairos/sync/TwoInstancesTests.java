package dev.kairos.sync;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.providers.Provider;
import dev.kairos.security.TestUsers;
import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.Instances;
import dev.kairos.test.OwnDatabase;
import dev.kairos.test.ProviderFakes;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

import org.springframework.context.ConfigurableApplicationContext;

import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static dev.kairos.test.Api.json;
import static dev.kairos.test.ProviderFakes.server;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two instances of the service on one PostgreSQL schema, as behind a load balancer, keep
 * the contract: one slot is won once whichever instance a create reaches, a browser
 * session made on one is good on the other (SyncJobsTests shares background sync between
 * two instances). Only with {@code -Ppostgres-tests}; the two instances get their own
 * schema ({@code <schema>_two}), made afresh.
 */
@EnabledIfSystemProperty(named = "kairos.test.datasource.url", matches = "jdbc:postgresql:.*")
class TwoInstancesTests {

	private static final String EVENTS = "/calendar/v3/calendars/primary/events";

	private static ConfigurableApplicationContext first;

	private static ConfigurableApplicationContext second;

	@BeforeAll
	static void startTwoInstances() throws Exception {
		String url = OwnDatabase.url("two");
		first = Instances.start(url, "--kairos.sync.interval=0");
		second = Instances.start(url, "--kairos.sync.interval=0");
	}

	@AfterAll
	static void stop() {
		Instances.stop(first, second);
	}

	@Test
	void concurrentCreatesOfOneSlotThroughBothInstancesHaveOneWinner() throws Exception {
		String key = first.getBean(TestUsers.class).create().key();
		List<Api> instances = List.of(new Api(Instances.port(first), key), new Api(Instances.port(second), key));
		int requests = 16;
		CountDownLatch go = new CountDownLatch(1);
		ExecutorService pool = Executors.newFixedThreadPool(requests);
		try {
			List<Future<Response>> answers = new ArrayList<>();
			for (int i = 0; i < requests; i++) {
				Api api = instances.get(i % 2);
				answers.add(pool.submit(() -> {
					go.await();
					return api.post("/api/events/create", json(
							"{'title':'Contested','start_time':'2030-05-06T09:00:00Z','end_time':'2030-05-06T10:00:00Z'}"));
				}));
			}
			go.countDown();
			List<Integer> statuses = new ArrayList<>();
			for (Future<Response> answer : answers) {
				statuses.add(answer.get().status());
			}
			assertThat(statuses).containsOnly(201, 409);
			assertThat(statuses).filteredOn((status) -> status == 201).hasSize(1);
		}
		finally {
			pool.shutdownNow();
		}
		for (Api api : instances) {
			assertThat(api.get("/api/events?start=2030-05-06T00:00:00Z&end=2030-05-07T00:00:00Z")
				.json()
				.path("events")
				.size()).isEqualTo(1);
		}
	}

	@Test
	void aBrowserSessionMadeOnOneInstanceWorksOnTheOther() throws Exception {
		String key = first.getBean(TestUsers.class).create().key();
		HttpClient browser = HttpClient.newHttpClient();
		HttpResponse<String> signedIn = browser
			.send(HttpRequest.newBuilder(URI.create("http://localhost:" + Instances.port(first) + "/api/session"))
				.header("Content-Type", "application/json")
				.POST(HttpRequest.BodyPublishers.ofString("{\"api_key\":\"" + key + "\"}"))
				.build(), HttpResponse.BodyHandlers.ofString());
		assertThat(signedIn.statusCode()).as(signedIn.body()).isEqualTo(204);
		String session = cookie(signedIn, "KAIROS_SESSION");
		String xsrf = cookie(signedIn, "XSRF-TOKEN");
		String cookies = "KAIROS_SESSION=" + session + "; XSRF-TOKEN=" + xsrf;

		URI otherSettings = URI.create("http://localhost:" + Instances.port(second) + "/api/settings");
		HttpResponse<String> read = browser.send(
				HttpRequest.newBuilder(otherSettings).header("Cookie", cookies).GET().build(),
				HttpResponse.BodyHandlers.ofString());
		assertThat(read.statusCode()).as(read.body()).isEqualTo(200);
		HttpResponse<String> withoutXsrf = browser.send(HttpRequest
			.newBuilder(URI.create("http://localhost:" + Instances.port(second) + "/api/events/create"))
			.header("Cookie", cookies)
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString(json(
					"{'title':'From the browser','start_time':'2030-05-07T09:00:00Z','end_time':'2030-05-07T10:00:00Z'}")))
			.build(), HttpResponse.BodyHandlers.ofString());
		assertThat(withoutXsrf.statusCode()).isEqualTo(403);
		HttpResponse<String> written = browser.send(HttpRequest
			.newBuilder(URI.create("http://localhost:" + Instances.port(second) + "/api/events/create"))
			.header("Cookie", cookies)
			.header("X-XSRF-TOKEN", xsrf)
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString(json(
					"{'title':'From the browser','start_time':'2030-05-07T09:00:00Z','end_time':'2030-05-07T10:00:00Z'}")))
			.build(), HttpResponse.BodyHandlers.ofString());
		assertThat(written.statusCode()).as(written.body()).isEqualTo(201);
		assertThat(new Api(Instances.port(first), key)
			.get("/api/events?start=2030-05-07T00:00:00Z&end=2030-05-08T00:00:00Z")
			.json()
			.path("events")
			.size()).isEqualTo(1);
	}

	private static String cookie(HttpResponse<?> response, String name) {
		for (String header : response.headers().allValues("Set-Cookie")) {
			if (header.startsWith(name + "=")) {
				return header.substring(name.length() + 1, header.indexOf(';'));
			}
		}
		throw new AssertionError("no " + name + " cookie in " + response.headers().map());
	}

}
