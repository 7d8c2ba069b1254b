package dev.kairos;

import java.io.IOException;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;

import dev.kairos.test.Api;
import dev.kairos.test.Api.Response;
import dev.kairos.test.FullDiskChecks;
import dev.kairos.test.ServiceProcess;
import dev.kairos.test.SmallDisk;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static dev.kairos.test.FullDiskChecks.assertAllThere;
import static dev.kairos.test.FullDiskChecks.assertBusy;
import static dev.kairos.test.FullDiskChecks.create;
import static dev.kairos.test.FullDiskChecks.fillUntilRefused;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A full disk under the embedded H2 database: the service runs as its own process with
 * its data folder on a small tmpfs mounted for the test (root only; skipped otherwise,
 * but failed where every test must run: {@link SmallDisk}). While the disk is full health
 * is DOWN and requests get 503 {@code busy}, never 500; once space is freed the service
 * recovers by itself, without a restart, and every acknowledged write is there.
 */
class FullDiskTests {

	@TempDir
	Path directory;

	private Path data;

	private @Nullable SmallDisk disk;

	private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

	@BeforeEach
	void mountSmallDisk() throws Exception {
		this.data = Files.createDirectory(this.directory.resolve("data"));
		this.disk = SmallDisk.mount(this.data, "size=16m,mode=700");
	}

	@AfterEach
	void unmount() throws Exception {
		if (this.disk != null) {
			this.disk.close();
		}
	}

	@Test
	void aFullDiskMakesHealthDownAndAnswers503ThenRecoversWithoutARestartKeepingEveryAcknowledgedWrite()
			throws Exception {
		ServiceProcess.Result created = ServiceProcess.run(this.directory, "--create-user=disk@example.com");
		assertThat(created.exitCode()).as(created.stderr()).isZero();
		String key = created.stdout().get(0);
		Instant base = Instant.now().truncatedTo(ChronoUnit.DAYS).plus(30, ChronoUnit.DAYS);
		List<String> acknowledged = new ArrayList<>();
		Path filler = this.data.resolve("filler");
		try (ServiceProcess service = ServiceProcess.start(this.directory)) {
			try {
				outageAndRecovery(service.api(key), service, base, acknowledged, filler);
			}
			catch (AssertionError | RuntimeException ex) {
				throw new AssertionError(ex.getMessage() + "\nThe service's log:\n" + service.log(), ex);
			}
		}
		try (ServiceProcess service = ServiceProcess.start(this.directory)) {
			assertAllThere(service.api(key), acknowledged);
		}
	}

	private void outageAndRecovery(Api api, ServiceProcess service, Instant base, List<String> acknowledged,
			Path filler) throws Exception {
		for (int i = 0; i < 5; i++) {
			acknowledged.add(create(api, base, acknowledged.size()).text("id"));
		}
		SmallDisk.fill(filler);
		fillUntilRefused(api, base, acknowledged);
		await().atMost(Duration.ofMinutes(1)).until(() -> status(service, "/actuator/health") == 503);
		assertThat(status(service, "/actuator/health/readiness")).isEqualTo(503);
		// A restart would not help: the process stays live.
		assertThat(status(service, "/actuator/health/liveness")).isEqualTo(200);
		assertBusy(create(api, base, acknowledged.size()));
		// Reads may work on the reopened file while the disk is full; never a 500.
		Response read = api.get("/api/events/" + acknowledged.get(0));
		if (read.status() != 200) {
			assertBusy(read);
		}

		Files.delete(filler);
		await().atMost(Duration.ofMinutes(1)).until(() -> status(service, "/actuator/health") == 200);
		assertThat(status(service, "/actuator/health/readiness")).isEqualTo(200);
		Response again = create(api, base, acknowledged.size());
		assertThat(again.status()).as(again.toString()).isEqualTo(201);
		acknowledged.add(again.text("id"));
		assertAllThere(api, acknowledged);
	}

	private int status(ServiceProcess service, String path) throws IOException, InterruptedException {
		return FullDiskChecks.status(this.http, service, path);
	}

}
