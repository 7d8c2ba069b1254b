package dev.kairos.security;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import dev.kairos.test.Api;
import dev.kairos.test.ServiceProcess;
import org.junit.jupiter.api.Test;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code --create-user} in a second JVM, as a newcomer runs it: while the server runs on
 * the same embedded database file (through the server's local socket: the database itself
 * takes no second process), and with no server (opening the database itself). Always on
 * H2: this is the embedded default's story.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class CreateUserCommandTests {

	/**
	 * Far below the 22-33 s of booting the whole web application, and loose for a loaded
	 * machine.
	 */
	private static final Duration FAST = Duration.ofSeconds(30);

	private static final Path DATA = createDirectory("kairos-cli");

	@LocalServerPort
	private int port;

	private static Path createDirectory(String prefix) {
		try {
			return Files.createTempDirectory(prefix);
		}
		catch (IOException ex) {
			throw new IllegalStateException(ex);
		}
	}

	private static String databaseUrl(Path directory) {
		return "jdbc:h2:file:" + directory.resolve("data").resolve("kairos")
				+ ";WRITE_DELAY=0;DB_CLOSE_ON_EXIT=FALSE;LOCK_TIMEOUT=10000";
	}

	@DynamicPropertySource
	static void embeddedFileDatabase(DynamicPropertyRegistry registry) {
		registry.add("spring.datasource.url", () -> databaseUrl(DATA));
		registry.add("spring.datasource.username", () -> "sa");
	}

	@Test
	void createsAUserAndPrintsOnlyTheKeyWhileTheServerRuns() throws Exception {
		assertThat(DATA.resolve("data").resolve("kairos.sock")).exists();
		ServiceProcess.Result first = createUser(DATA, "Newcomer@Example.com");
		assertThat(first.exitCode()).as(first.stderr()).isZero();
		assertThat(first.stdout()).hasSize(1);
		assertThat(first.took()).isLessThan(FAST);
		String key = first.stdout().get(0);
		assertThat(key).matches("kairos_[A-Za-z0-9_-]{43}");

		Api api = new Api(this.port, key);
		assertThat(api.get("/api/settings").status()).isEqualTo(200);

		ServiceProcess.Result second = createUser(DATA, "newcomer@example.com");
		assertThat(second.exitCode()).as(second.stderr()).isZero();
		String otherKey = second.stdout().get(0);
		assertThat(otherKey).isNotEqualTo(key);
		// Same user: both keys see the same two keys and the same settings.
		assertThat(api.get("/api/keys").json().path("keys")).hasSize(2);
		assertThat(api.as(otherKey).get("/api/settings").text("feed_token"))
			.isEqualTo(api.get("/api/settings").text("feed_token"));
	}

	@Test
	void createsAUserWithoutAServerByOpeningTheDatabaseItselfFasterThanTheServerStarts() throws Exception {
		Path fresh = createDirectory("kairos-cli-alone");
		ServiceProcess.Result result = ServiceProcess.run(fresh, "--create-user=alone@example.com");
		assertThat(result.exitCode()).as(result.stderr()).isZero();
		assertThat(result.stdout()).singleElement(org.assertj.core.api.InstanceOfAssertFactories.STRING)
			.matches("kairos_[A-Za-z0-9_-]{43}");
		assertThat(fresh.resolve("data").resolve("kairos.mv.db")).exists();
		assertThat(fresh.resolve("data").resolve("kairos.sock")).doesNotExist();

		// The key works on the server started afterwards on the same folder; starting it
		// (the
		// whole web application) takes longer than the command did, whatever the
		// machine's load.
		long starting = System.nanoTime();
		try (ServiceProcess service = ServiceProcess.start(fresh)) {
			Duration serverStart = Duration.ofNanos(System.nanoTime() - starting);
			assertThat(result.took()).as("the command against the server's start, %s", serverStart)
				.isLessThan(serverStart);
			assertThat(service.api(result.stdout().get(0)).get("/api/settings").status()).isEqualTo(200);
		}
	}

	@Test
	void refusesSomethingThatIsNoEmailAddressWithOneUsageLine() throws Exception {
		for (String argument : new String[] { "--create-user=not-an-email", "--create-user=not an address",
				"--create-user" }) {
			ServiceProcess.Result result = ServiceProcess.run(DATA, argument,
					"--spring.datasource.url=" + databaseUrl(DATA));
			assertThat(result.exitCode()).as(argument).isEqualTo(2);
			assertThat(result.stdout()).as(argument).isEmpty();
			assertThat(result.stderr().lines().toList()).as(argument)
				.singleElement(org.assertj.core.api.InstanceOfAssertFactories.STRING)
				.startsWith("Usage: --create-user=<e-mail address>");
		}
	}

	private static ServiceProcess.Result createUser(Path directory, String email)
			throws IOException, InterruptedException {
		return ServiceProcess.run(directory, "--create-user=" + email,
				"--spring.datasource.url=" + databaseUrl(directory));
	}

}
