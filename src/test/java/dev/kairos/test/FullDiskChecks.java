package dev.kairos.test;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;

import dev.kairos.test.Api.Response;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the full-disk tests of H2 and PostgreSQL ask of a service whose disk fills: writes
 * of a fixed size, the answer to a refused write, and every acknowledged write still
 * there.
 */
public final class FullDiskChecks {

	private FullDiskChecks() {
	}

	/**
	 * The n-th event of a run, about 450 bytes of title, an hour after the one before.
	 */
	public static Response create(Api api, Instant base, int n) {
		Instant start = base.plus(n, ChronoUnit.HOURS);
		return api.post("/api/events/create", Api.json("{'title':'disk #%d %s','start_time':'%s','end_time':'%s'}"
			.formatted(n, "x".repeat(400), start, start.plus(30, ChronoUnit.MINUTES))));
	}

	/**
	 * Creates events ({@link #create}) until one is refused, at most 500: the ones
	 * acknowledged join {@code acknowledged}; the refused one must be {@link #assertBusy
	 * busy}.
	 */
	public static void fillUntilRefused(Api api, Instant base, List<String> acknowledged) {
		Response refused = null;
		for (int i = 0; i < 500 && refused == null; i++) {
			Response response = create(api, base, acknowledged.size());
			if (response.status() == 201) {
				acknowledged.add(response.text("id"));
			}
			else {
				refused = response;
			}
		}
		assertThat(refused).as("a write on a full disk").isNotNull();
		assertBusy(refused);
	}

	/** A refused write: 503, the problem type "busy" and when to try again. */
	public static void assertBusy(Response response) {
		assertThat(response.status()).as(response.toString()).isEqualTo(503);
		assertThat(response.text("type")).isEqualTo("https://kairos.dev/problems/busy");
		assertThat(response.header("Retry-After")).isNotNull();
	}

	/** Every acknowledged event can be read. */
	public static void assertAllThere(Api api, List<String> acknowledged) {
		List<String> lost = new ArrayList<>();
		for (String id : acknowledged) {
			Response event = api.get("/api/events/" + id);
			if (event.status() != 200) {
				lost.add(id + ": " + event);
			}
		}
		assertThat(lost).as("acknowledged writes lost of %d", acknowledged.size()).isEmpty();
	}

	/** The status of a GET of the service's path, without a key (health probes). */
	public static int status(HttpClient http, ServiceProcess service, String path)
			throws IOException, InterruptedException {
		return http
			.send(HttpRequest.newBuilder(URI.create("http://localhost:" + service.port() + path))
				.timeout(Duration.ofSeconds(30))
				.build(), HttpResponse.BodyHandlers.discarding())
			.statusCode();
	}

}
