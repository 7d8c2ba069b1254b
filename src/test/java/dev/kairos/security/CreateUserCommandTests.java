package dev.kairos.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import dev.kairos.test.Api;
import org.junit.jupiter.api.Test;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code --create-user} in a second JVM, as a newcomer runs it, while the server runs on
 * the same embedded database file (H2's AUTO_SERVER mode). Always on H2: this is the
 * embedded default's story.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class CreateUserCommandTests {

	private static final Path DATA = createDataDirectory();

	@LocalServerPort
	private int port;

	private static Path createDataDirectory() {
		try {
			return Files.createTempDirectory("kairos-cli");
		}
		catch (IOException ex) {
			throw new IllegalStateException(ex);
		}
	}

	private static String databaseUrl() {
		return "jdbc:h2:file:" + DATA.resolve("kairos") + ";AUTO_SERVER=TRUE;LOCK_TIMEOUT=10000";
	}

	@DynamicPropertySource
	static void embeddedFileDatabase(DynamicPropertyRegistry registry) {
		registry.add("spring.datasource.url", CreateUserCommandTests::databaseUrl);
		registry.add("spring.datasource.username", () -> "sa");
	}

	@Test
	void createsAUserAndPrintsOnlyTheKeyWhileTheServerRuns() throws Exception {
		Result first = createUser("Newcomer@Example.com");
		assertThat(first.exitCode()).as(first.stderr()).isZero();
		assertThat(first.stdout()).hasSize(1);
		String key = first.stdout().get(0);
		assertThat(key).matches("kairos_[A-Za-z0-9_-]{43}");

		Api api = new Api(this.port, key);
		assertThat(api.get("/api/settings").status()).isEqualTo(200);

		Result second = createUser("newcomer@example.com");
		assertThat(second.exitCode()).as(second.stderr()).isZero();
		String otherKey = second.stdout().get(0);
		assertThat(otherKey).isNotEqualTo(key);
		// Same user: both keys see the same two keys and the same settings.
		assertThat(api.get("/api/keys").json().path("keys")).hasSize(2);
		assertThat(api.as(otherKey).get("/api/settings").text("feed_token"))
			.isEqualTo(api.get("/api/settings").text("feed_token"));
	}

	@Test
	void refusesSomethingThatIsNoEmailAddress() throws Exception {
		Result result = createUser("not an address");
		assertThat(result.exitCode()).isNotZero();
		assertThat(result.stdout()).isEmpty();
		assertThat(result.stderr()).contains("--create-user=<e-mail address>");
	}

	private Result createUser(String email) throws IOException, InterruptedException {
		Path stderr = Files.createTempFile(DATA, "stderr", ".log");
		Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
				System.getProperty("java.class.path"), "dev.kairos.KairosApplication", "--create-user=" + email,
				"--spring.datasource.url=" + databaseUrl(), "--spring.datasource.username=sa")
			.redirectError(stderr.toFile())
			.start();
		assertThat(process.waitFor(2, TimeUnit.MINUTES)).isTrue();
		List<String> stdout = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).lines()
			.filter((line) -> !line.isBlank())
			.toList();
		return new Result(process.exitValue(), stdout, Files.readString(stderr));
	}

	record Result(int exitCode, List<String> stdout, String stderr) {
	}

}
